package lens.cli;

import java.util.Map;
import java.util.Stack;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code --hint} takes an optional count: a number right after it is the count, anything
 * else (the puzzle, another option) is left alone and the count is 1, so {@code --hint PUZZLE}
 * still means one hint.
 */
final class HintCount implements IParameterPreprocessor {
    @Override
    public boolean preprocess(Stack<String> args, CommandSpec spec, ArgSpec option, Map<String, Object> info) {
        String count = !args.isEmpty() && args.peek().matches("-?\\d{1,6}") ? args.pop() : "1";
        option.setValue(Integer.valueOf(count));
        return true;
    }
}
