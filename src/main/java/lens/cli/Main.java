package lens.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code sudoku-lens} command line. Every subcommand is listed here, in one place.
 * Exit codes: see {@link ExitCodes}.
 */
@Command(name = "sudoku-lens", mixinStandardHelpOptions = true, version = "sudoku-lens 0.1.0",
        description = "Reads, solves, explains, rates and generates Sudoku puzzles.",
        subcommands = {
            SolveCommand.class,
            BenchCommand.class,
            TrainCommand.class,
            CalibrateCommand.class,
            FitInkCommand.class,
            OcrBenchCommand.class,
            RenderSampleCommand.class,
            EvalCommand.class,
            VerifyCommand.class,
            RateCommand.class,
            GenerateCommand.class,
            CamerasCommand.class,
            LiveCommand.class,
            BenchLiveCommand.class,
            RenderReplayCommand.class,
            ServeCommand.class,
            BenchServeCommand.class,
            CommandLine.HelpCommand.class,
        })
public final class Main implements Runnable {
    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit code (used by tests). */
    public static int run(String... args) {
        CommandLine cli = new CommandLine(new Main());
        cli.setExecutionExceptionHandler(new ErrorHandler());
        cli.setParameterExceptionHandler(new ErrorHandler());
        try {
            return cli.execute(args);
        } catch (OutOfMemoryError e) {
            // every input is bounded (lens.io.Limits), so this is a bug, still reported in one line
            return ErrorHandler.fail(ExitCodes.INTERNAL_ERROR, "out of memory (set SUDOKU_LENS_DEBUG=1 for details)");
        }
    }

    @Override
    public void run() {
        new CommandLine(this).usage(System.out);
    }
}
