package lens.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fuzz run of issue 14 (also {@code scripts/fuzz.sh}): builds the hostile corpus, runs every
 * command over it as a separate process, and checks each case (see {@link FuzzRunner}). Prints
 * one line per case and {@code fuzz: cases=N ok=N failed=N}, also written to
 * {@code target/fuzz-report.txt}.
 */
class HostileInputsFuzzTest {
    @TempDir
    Path corpus;

    @Test
    void everyCommandOverTheHostileCorpus() throws Exception {
        String classpath = System.getProperty("java.class.path");
        assertTrue(classpath.contains("classes"), "needs the test class path, got " + classpath);
        HostileCorpus.write(corpus, Path.of("samples/photos"));
        FuzzRunner runner = new FuzzRunner(corpus, absolute(classpath));
        List<String> report = new ArrayList<>();
        int failed = 0;
        List<FuzzCase> cases = FuzzCases.all();
        for (FuzzCase c : cases) {
            FuzzRunner.Outcome o = runner.run(c);
            failed += o.ok() ? 0 : 1;
            report.add(o.line());
            System.out.println(o.line());
        }
        String summary = "fuzz: cases=" + cases.size() + " ok=" + (cases.size() - failed) + " failed=" + failed;
        report.add(summary);
        System.out.println(summary);
        Files.createDirectories(Path.of("target"));
        Files.write(Path.of("target/fuzz-report.txt"), report);
        assertEquals(0, failed, String.join("\n", report));
    }

    @Test
    void theRunnerCatchesAWrongExitCodeAndAFileWrittenUnasked() throws Exception {
        FuzzRunner runner = new FuzzRunner(corpus, absolute(System.getProperty("java.class.path")));
        FuzzRunner.Outcome o = runner.run(FuzzCase.of("render-replay writes a folder", 2,
                "render-replay", "--out", "stray", "--frames", "2"));
        assertTrue(o.problems().get(0).startsWith("exit 0, documented 2"), o.line());
        assertTrue(o.problems().contains("wrote stray/frame-0000.png"), o.line());
    }

    /** The class path with every entry absolute (the cases run in the corpus folder). */
    private static String absolute(String classpath) {
        List<String> out = new ArrayList<>();
        for (String e : classpath.split(File.pathSeparator)) {
            out.add(Path.of(e).toAbsolutePath().toString());
        }
        return String.join(File.pathSeparator, out);
    }
}
