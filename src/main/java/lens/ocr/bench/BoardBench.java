package lens.ocr.bench;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToIntBiFunction;
import lens.ocr.DigitNormalizer;
import lens.ocr.DigitReading;
import lens.ocr.DigitRecognizer;
import lens.ocr.net.NetShape;
import org.opencv.core.Mat;

/**
 * Times digit reading board by board: the digits are cut into boards of 81 and each board is
 * read in one call, so a figure per board is what a photo or a video frame with every cell
 * filled costs. Rounds alternate between the contenders so that a change in the machine's load
 * hits them all alike; a board's time is wall-clock, and the median and the best are both kept
 * (the best is what an idle machine gives). Process CPU time is summed too (it counts every
 * thread, so it shows what a multi-threaded engine really spends).
 */
public final class BoardBench {
    public static final int BOARD = 81;
    public static final String NORMALISE_ONLY = "normalise-only";

    /**
     * One way of reading a board, timed as a whole: {@code reader} reads the inks and returns how
     * many match the labels.
     */
    public record Contender(String label, ToIntBiFunction<List<Mat>, int[]> reader) {
        int readBoard(List<Mat> inks, int[] labels) {
            return reader.applyAsInt(inks, labels);
        }
    }

    /** What one contender measured. */
    public record Result(String label, int digits, int correct, double medianBoardMs, double bestBoardMs,
                         double cpuBoardMs) {
        public double accuracy() {
            return (double) correct / digits;
        }

        public double msPerDigit() {
            return medianBoardMs / BOARD;
        }
    }

    private final List<List<Mat>> boards = new ArrayList<>();
    private final List<int[]> labels = new ArrayList<>();

    /** Boards of 81 from the inks (a last partial board is left out). */
    public BoardBench(List<Mat> inks, int[] digits) {
        for (int b = 0; (b + 1) * BOARD <= inks.size(); b++) {
            boards.add(inks.subList(b * BOARD, (b + 1) * BOARD));
            labels.add(Arrays.copyOfRange(digits, b * BOARD, (b + 1) * BOARD));
        }
        if (boards.isEmpty()) {
            throw new IllegalArgumentException("need at least " + BOARD + " digits for one board");
        }
    }

    public int boards() {
        return boards.size();
    }

    /** One warm-up round (JIT, native caches), then {@code rounds} timed rounds over all boards. */
    public List<Result> run(List<Contender> contenders, int rounds) {
        for (Contender c : contenders) {
            readAll(c);
        }
        int n = boards.size();
        double[][] times = new double[contenders.size()][rounds * n];
        long[] cpu = new long[contenders.size()];
        int[] correct = new int[contenders.size()];
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < contenders.size(); i++) {
                Contender c = contenders.get(i);
                long cpu0 = processCpuNanos();
                for (int b = 0; b < n; b++) {
                    long t0 = System.nanoTime();
                    int ok = c.readBoard(boards.get(b), labels.get(b));
                    times[i][r * n + b] = (System.nanoTime() - t0) / 1e6;
                    if (r == 0) {
                        correct[i] += ok;
                    }
                }
                cpu[i] += processCpuNanos() - cpu0;
            }
        }
        List<Result> results = new ArrayList<>();
        for (int i = 0; i < contenders.size(); i++) {
            double[] t = times[i];
            Arrays.sort(t);
            results.add(new Result(contenders.get(i).label(), n * BOARD, correct[i], t[t.length / 2], t[0],
                    cpu[i] / 1e6 / (rounds * n)));
        }
        return results;
    }

    private void readAll(Contender c) {
        for (int b = 0; b < boards.size(); b++) {
            c.readBoard(boards.get(b), labels.get(b));
        }
    }

    /** CPU time of all the process's threads (HotSpot's extension of the OS bean), or 0 if unknown. */
    private static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return Math.max(0, os.getProcessCpuTime());
        }
        return 0;
    }

    /** The one-minute load average, or -1 where the system does not say. */
    public static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /** A recognizer read digit by digit, as before batches: {@link DigitRecognizer#recognize} per cell. */
    public static Contender oneAtATime(String label, DigitRecognizer r) {
        return new Contender(label, (inks, digits) -> {
            DigitReading[] read = new DigitReading[inks.size()];
            for (int i = 0; i < read.length; i++) {
                read[i] = r.recognize(inks.get(i));
            }
            return correct(read, digits);
        });
    }

    /** A recognizer given the whole board in one {@link DigitRecognizer#recognizeAll} call. */
    public static Contender batch(String label, DigitRecognizer r) {
        return new Contender(label, (inks, digits) -> correct(r.recognizeAll(inks), digits));
    }

    private static int correct(DigitReading[] read, int[] digits) {
        int ok = 0;
        for (int i = 0; i < read.length; i++) {
            ok += read[i].digit() == digits[i] ? 1 : 0;
        }
        return ok;
    }

    /** Only the normalising of a board's 81 digits (the part before the network). */
    public static Contender normaliseOnly() {
        DigitNormalizer normalizer = new DigitNormalizer();
        float[] input = new float[NetShape.SIDE * NetShape.SIDE];
        return new Contender(NORMALISE_ONLY, (inks, digits) -> {
            for (Mat ink : inks) {
                normalizer.toInput(ink, input);
            }
            return 0;
        });
    }
}
