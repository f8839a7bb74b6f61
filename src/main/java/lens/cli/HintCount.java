package lens.cli;

import java.util.Map;
import java.util.Stack;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code --hint} takes an optional count: a number right after it is the count, anything
 * else (the puzzle, another option) is left alone and the count is 1, so {@code --hint PUZZLE}
 * still means one hint (a puzzle of 81 digits is never taken for a count). A count larger than
 * the steps left gives them all.
 */
final class HintCount implements IParameterPreprocessor {
    @Override
    public boolean preprocess(Stack<String> args, CommandSpec spec, ArgSpec option, Map<String, Object> info) {
        // up to 18 digits fit a long; a count past the steps a puzzle has means all of them
        String count = !args.isEmpty() && args.peek().matches("-?\\d{1,18}") ? args.pop() : "1";
        option.setValue((int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, Long.parseLong(count))));
        return true;
    }
}
