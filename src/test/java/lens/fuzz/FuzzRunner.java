package lens.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * Runs one fuzz case as its own {@code java} process in the corpus folder and checks what the
 * issue asks of every bad input: the documented exit code, at most one line on standard error
 * and no exception or stack frame anywhere, no file created or changed but the outputs asked
 * for, peak memory under {@link #MAX_PEAK_KB} and time under {@link #TIME_LIMIT_SECONDS}.
 */
final class FuzzRunner {
    static final long MAX_PEAK_KB = 1024 * 1024;
    static final int TIME_LIMIT_SECONDS = 30;

    /** What one case did and what was wrong with it (nothing, when it passed). */
    record Outcome(FuzzCase fuzzCase, List<String> problems, double seconds, long peakKb) {
        boolean ok() {
            return problems.isEmpty();
        }

        String line() {
            return String.format(Locale.ROOT, "%-4s %-45s %5.1f s %5d MB%s", ok() ? "ok" : "FAIL",
                    fuzzCase.name(), seconds, peakKb / 1024, ok() ? "" : "  " + String.join("; ", problems));
        }
    }

    private final Path corpus;
    private final String classpath;
    private final String javaBinary = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    FuzzRunner(Path corpus, String classpath) {
        this.corpus = corpus;
        this.classpath = classpath;
    }

    Outcome run(FuzzCase c) throws IOException, InterruptedException {
        Map<String, String> before = snapshot();
        Path out = Files.createTempFile("fuzz-out", ".txt");
        Path err = Files.createTempFile("fuzz-err", ".txt");
        ProcessBuilder pb = new ProcessBuilder(command(c)).directory(corpus.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().remove("SUDOKU_LENS_DEBUG");
        pb.redirectInput(c.stdin() == null ? ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile())
                : ProcessBuilder.Redirect.from(Path.of(c.stdin()).toFile()));
        long t0 = System.nanoTime();
        Process p = pb.start();
        Path status = Path.of("/proc", String.valueOf(p.pid()), "status");
        long peak = 0;
        boolean timedOut = false;
        while (!p.waitFor(20, TimeUnit.MILLISECONDS)) {
            peak = Math.max(peak, highWaterKb(status));
            if (System.nanoTime() - t0 > TIME_LIMIT_SECONDS * 1_000_000_000L) {
                p.destroyForcibly().waitFor();
                timedOut = true;
                break;
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        List<String> problems = new ArrayList<>();
        String stdout = Files.readString(out, StandardCharsets.UTF_8);
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        Files.delete(out);
        Files.delete(err);
        if (timedOut) {
            problems.add("still running after " + TIME_LIMIT_SECONDS + " s");
        } else if (p.exitValue() != c.exitCode()) {
            problems.add("exit " + p.exitValue() + ", documented " + c.exitCode() + " (" + firstLine(stderr) + ")");
        }
        long errLines = stderr.lines().filter(l -> !l.isBlank()).count();
        if (errLines > 1) {
            problems.add(errLines + " lines on stderr: " + firstLine(stderr));
        }
        for (String s : List.of(stdout, stderr)) {
            if (s.contains("Exception") || s.contains("\tat ") || s.contains("Error:")) {
                problems.add("exception or stack trace: " + firstLine(s));
                break;
            }
        }
        if (peak > MAX_PEAK_KB) {
            problems.add("peak memory " + peak / 1024 + " MB");
        }
        problems.addAll(fileChanges(before, snapshot(), c.outputs()));
        for (String o : c.outputs()) {
            Files.deleteIfExists(corpus.resolve(o));
        }
        return new Outcome(c, problems, seconds, peak);
    }

    private List<String> command(FuzzCase c) {
        List<String> cmd = new ArrayList<>();
        if (c.shell()) {
            StringBuilder line = new StringBuilder("exec '" + javaBinary + "' -cp '" + classpath + "' lens.cli.Main");
            c.args().forEach(a -> line.append(' ').append(a));
            cmd.addAll(List.of("bash", "-c", line.toString()));
        } else {
            cmd.addAll(List.of(javaBinary, "-cp", classpath, "lens.cli.Main"));
            cmd.addAll(c.args());
        }
        return cmd;
    }

    private static String firstLine(String s) {
        return s.strip().lines().findFirst().orElse("");
    }

    /** VmHWM, the process's peak resident memory so far (0 once it has exited). */
    private static long highWaterKb(Path status) {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException | RuntimeException e) {
            // the process has just exited
        }
        return 0;
    }

    private static List<String> fileChanges(Map<String, String> before, Map<String, String> after, List<String> outputs) {
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, String> e : after.entrySet()) {
            if (outputs.contains(e.getKey())) {
                continue;
            }
            String was = before.get(e.getKey());
            if (was == null) {
                problems.add("wrote " + e.getKey());
            } else if (!was.equals(e.getValue())) {
                problems.add("changed " + e.getKey());
            }
        }
        for (String p : before.keySet()) {
            if (!after.containsKey(p)) {
                problems.add("removed " + p);
            }
        }
        return problems;
    }

    /** Every path under the corpus (links not followed) with its type, size, time and content checksum. */
    private Map<String, String> snapshot() throws IOException {
        Map<String, String> m = new TreeMap<>();
        try (Stream<Path> s = Files.walk(corpus)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                String what = a.isSymbolicLink() ? "link " + Files.readSymbolicLink(p)
                        : a.isDirectory() ? "folder"
                        : a.isRegularFile() ? "file " + a.size() + " " + a.lastModifiedTime() + " " + checksum(p, a.size())
                        : "other";
                m.put(corpus.relativize(p).toString(), what);
            }
        }
        return m;
    }

    /** CRC32 of a file's bytes; files over 64 MB (the sparse ones) by size and time alone. */
    private static String checksum(Path p, long size) throws IOException {
        if (size > 64L << 20) {
            return "-";
        }
        CRC32 crc = new CRC32();
        crc.update(Files.readAllBytes(p));
        return Long.toHexString(crc.getValue());
    }
}
