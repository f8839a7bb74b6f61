package lens.cli;

import java.nio.file.Path;
import lens.io.DecoderOutput;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code sudoku-lens} command line. Every subcommand is listed here, in one place.
 * Exit codes: see {@link ExitCodes}.
 *
 * <p>Picocli builds a command's model by reflection when the command is added, about 0.2 CPU
 * seconds for all of them; so a run that names its subcommand first builds only that one, and
 * every other run (help, no or an unknown subcommand) builds them all.
 */
@Command(name = "sudoku-lens", mixinStandardHelpOptions = true, version = "sudoku-lens 0.1.0",
        description = "Reads, solves, explains, rates and generates Sudoku puzzles.")
public final class Main implements Runnable {
    private static final Class<?>[] SUBCOMMANDS = {
        SolveCommand.class,
        BenchCommand.class,
        TrainCommand.class,
        CalibrateCommand.class,
        JoinModelsCommand.class,
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
    };

    public static void main(String[] args) {
        if (args.length == 0 || !args[0].equals("serve")) {
            // one line on standard error: no libjpeg or libpng warnings above it (serve keeps its log whole)
            DecoderOutput.silence();
            // an answer that cannot be written (a full disk) is reported, not lost (serve keeps a log)
            StandardOutput.install();
        }
        int code = run(args);
        try {
            System.out.flush();
        } catch (StandardOutput.Failed f) {
            code = ErrorHandler.outputFailed(f);
        }
        System.exit(code);
    }

    /** Runs the command line and returns the exit code (used by tests). */
    public static int run(String... args) {
        CommandLine cli = withSubcommands(new CommandLine(new Main()), args.length == 0 ? null : args[0]);
        cli.registerConverter(Path.class, Main::path);
        cli.setExecutionExceptionHandler(new ErrorHandler());
        cli.setParameterExceptionHandler(new ErrorHandler());
        cli.setExecutionStrategy(parsed -> {
            try {
                return new CommandLine.RunLast().execute(parsed);
            } catch (StandardOutput.Failed f) {
                return ErrorHandler.outputFailed(f); // from picocli's own printing (--help), not a command
            }
        });
        try {
            return cli.execute(args);
        } catch (OutOfMemoryError e) {
            // every input is bounded (lens.io.Limits), so this is a bug, still reported in one line
            return ErrorHandler.fail(ExitCodes.INTERNAL_ERROR, "out of memory (set SUDOKU_LENS_DEBUG=1 for details)");
        }
    }

    /**
     * A file or folder named on the command line. An empty name is refused: Java reads it as the
     * working folder, so a quoted empty argument ({@code --out ""}, an unset shell variable) would
     * quietly write pictures or samples there, or read it as the data set.
     */
    private static Path path(String name) {
        if (name.isEmpty()) {
            throw new CommandLine.TypeConversionException("an empty name is not a file or folder (a quoted empty argument?)");
        }
        return Path.of(name);
    }

    /** Adds the subcommand named {@code first} alone when there is one (but help), else all of them. */
    private static CommandLine withSubcommands(CommandLine cli, String first) {
        for (Class<?> c : SUBCOMMANDS) {
            String name = c.getAnnotation(Command.class).name();
            if (first != null && !first.equals("help") && name.equals(first)) {
                return cli.addSubcommand(name, c);
            }
        }
        for (Class<?> c : SUBCOMMANDS) {
            cli.addSubcommand(c.getAnnotation(Command.class).name(), c);
        }
        return cli;
    }

    /** The command line with every subcommand (the usage page; tests walk its commands). */
    static CommandLine withAllSubcommands() {
        return withSubcommands(new CommandLine(new Main()), null);
    }

    @Override
    public void run() {
        withAllSubcommands().usage(System.out);
    }
}
