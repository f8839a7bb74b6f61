package lens.cli;

import java.util.Locale;

/**
 * The bounds of numeric options, in one place. A value that means nothing (negative, not a
 * number) is refused with {@link ExitCodes#INVALID_INPUT}; a value over a ceiling that protects
 * the machine (threads, hours of timing) with {@link ExitCodes#INPUT_LIMIT}. Either way before
 * any work starts, in one line naming the option and the allowed range.
 */
final class OptionBounds {
    /**
     * Worker threads allowed per core. The solvers and raters are CPU-bound, so more threads
     * than cores only add switching; a few per core leave room for measuring oversubscription,
     * while tens of thousands would exhaust the system's thread limit.
     */
    static final int THREADS_PER_CORE = 4;
    /** The longest timing or warm-up a benchmark may ask for, in seconds (one hour). */
    static final double MAX_BENCH_SECONDS = 3600;
    /** The longest side of a picture a command renders, in pixels. */
    static final int MAX_SIDE = 4000;

    private OptionBounds() {
    }

    /** The most worker threads allowed on this machine. */
    static int maxThreads() {
        return THREADS_PER_CORE * Runtime.getRuntime().availableProcessors();
    }

    /** {@code n} when it is a sensible thread count (1 to {@link #maxThreads()}). */
    static int threads(String option, int n) {
        if (n < 1) {
            throw new UserError(ExitCodes.INVALID_INPUT, option + " must be at least 1");
        }
        int cores = Runtime.getRuntime().availableProcessors();
        if (n > maxThreads()) {
            throw new UserError(ExitCodes.INPUT_LIMIT, String.format(Locale.ROOT,
                    "%s %d is more than %d threads per core (%d core%s here); use at most %d",
                    option, n, THREADS_PER_CORE, cores, cores == 1 ? "" : "s", maxThreads()));
        }
        return n;
    }

    /** {@code seconds} when it is a finite number from {@code min} to {@code max}. */
    static double seconds(String option, double seconds, double min, double max) {
        if (Double.isNaN(seconds) || seconds < min) {
            throw new UserError(ExitCodes.INVALID_INPUT, String.format(Locale.ROOT,
                    "%s must be a number of seconds of at least %s, not %s", option, plain(min), plain(seconds)));
        }
        if (seconds > max) {
            throw new UserError(ExitCodes.INPUT_LIMIT, String.format(Locale.ROOT,
                    "%s %s is over the limit of %s seconds", option, plain(seconds), plain(max)));
        }
        return seconds;
    }

    /** {@code v} when it is a number above 0 and at most {@code max}. */
    static double positive(String option, double v, double max) {
        if (Double.isNaN(v) || v <= 0) {
            throw new UserError(ExitCodes.INVALID_INPUT, option + " must be a positive number, not " + plain(v));
        }
        if (v > max) {
            throw new UserError(ExitCodes.INPUT_LIMIT, option + " " + plain(v) + " is over the limit of " + plain(max));
        }
        return v;
    }

    /** {@code n} when it is from {@code min} to {@code max} (over it: the input-limit exit code). */
    static int between(String option, int n, int min, int max) {
        atLeast(option, n, min);
        if (n > max) {
            throw new UserError(ExitCodes.INPUT_LIMIT, String.format(Locale.ROOT, "%s %d is over the limit of %d",
                    option, n, max));
        }
        return n;
    }

    /** {@code n} when it is at least {@code min}. */
    static int atLeast(String option, int n, int min) {
        if (n < min) {
            throw new UserError(ExitCodes.INVALID_INPUT, option + " must be at least " + min);
        }
        return n;
    }

    private static String plain(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.valueOf((long) v) : String.valueOf(v);
    }

    /**
     * The width and height of {@code value} ({@code WxH}) when it looks like one and lies between
     * {@code minW x minH} and 4000x4000; refused in one line naming the option otherwise.
     */
    static int[] size(String option, String value, int minW, int minH) {
        String[] wh = value.split("x", -1);
        int w;
        int h;
        try {
            if (wh.length != 2) {
                throw new NumberFormatException();
            }
            w = Integer.parseInt(wh[0]);
            h = Integer.parseInt(wh[1]);
        } catch (NumberFormatException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, option + " must look like 800x600, not " + value);
        }
        if (w < minW || h < minH || w > MAX_SIDE || h > MAX_SIDE) {
            throw new UserError(ExitCodes.INVALID_INPUT, String.format(Locale.ROOT, "%s must be between %dx%d and %dx%d, not %s",
                    option, minW, minH, MAX_SIDE, MAX_SIDE, value));
        }
        return new int[] {w, h};
    }
}
