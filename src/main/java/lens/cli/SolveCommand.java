package lens.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.Callable;
import lens.board.Grid;
import lens.board.GridFormat;
import lens.board.Puzzle;
import lens.solve.ExhaustiveSolver;
import lens.solve.SolveResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code solve}: solves puzzles given as an argument, a file, or standard input. Exit code 0 when
 * every puzzle has a unique solution, else the worst of 2 (invalid), 3 (no solution) and 4
 * (several solutions).
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solve a puzzle (81-character line, grid text, or a file of puzzles; - or nothing reads standard input).")
final class SolveCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", paramLabel = "PUZZLE|FILE",
            description = "A puzzle, a file of puzzles, or - for standard input (the default).")
    String input;

    @Option(names = "--format", paramLabel = "line|grid|rows",
            description = "Output form: line (81 characters), grid (pretty print, default for one puzzle), rows.")
    String format;

    @Override
    public Integer call() throws Exception {
        List<Puzzle> puzzles = PuzzleInput.read(input);
        GridFormat out = OutputFormats.parse(format, puzzles.size() == 1 ? GridFormat.GRID : GridFormat.LINE);
        int worst = ExitCodes.OK;
        for (Puzzle p : puzzles) {
            worst = Math.max(worst, solveOne(p, out, puzzles.size() > 1));
        }
        return worst;
    }

    private static int solveOne(Puzzle p, GridFormat out, boolean many) {
        PrintStream o = System.out;
        String where = many ? "line " + p.line() + ": " : "";
        String problem = PuzzleInput.ruleProblem(p);
        if (problem != null) {
            return ErrorHandler.fail(ExitCodes.INVALID_INPUT, problem);
        }
        SolveResult r = ExhaustiveSolver.solve(p.grid());
        switch (r.status()) {
            case NONE:
                return ErrorHandler.fail(ExitCodes.NO_SOLUTION, where + "puzzle has no solution");
            case MULTIPLE:
                ErrorHandler.fail(ExitCodes.MULTIPLE_SOLUTIONS, where + "puzzle has several solutions; two of them follow");
                for (Grid s : r.solutions()) {
                    print(o, out, s);
                }
                return ExitCodes.MULTIPLE_SOLUTIONS;
            default:
                print(o, out, r.solution());
                return ExitCodes.OK;
        }
    }

    private static void print(PrintStream o, GridFormat out, Grid g) {
        String text = out.format(g);
        o.print(text.endsWith("\n") ? text : text + "\n");
    }
}
