package lens.fuzz;

import java.util.List;

/**
 * One command run of the fuzz: its arguments (run in the corpus folder), standard input (a file
 * or null for none), the exit code documented for it, and the files it may create or change
 * (relative to the corpus; every other file must stay as it was).
 *
 * @param shell run through {@code bash -c 'exec ...'} so arguments like {@code <(echo ...)} work
 */
record FuzzCase(String name, int exitCode, List<String> args, String stdin, List<String> outputs, boolean shell) {
    static FuzzCase of(String name, int exitCode, String... args) {
        return new FuzzCase(name, exitCode, List.of(args), null, List.of(), false);
    }

    FuzzCase stdin(String file) {
        return new FuzzCase(name, exitCode, args, file, outputs, shell);
    }

    FuzzCase writes(String... files) {
        return new FuzzCase(name, exitCode, args, stdin, List.of(files), shell);
    }

    FuzzCase viaShell() {
        return new FuzzCase(name, exitCode, args, stdin, outputs, true);
    }
}
