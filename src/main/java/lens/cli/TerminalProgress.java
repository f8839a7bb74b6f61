package lens.cli;

import java.io.PrintStream;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarConsumer;

/**
 * A progress bar on standard error (count, speed, elapsed time and ETA) that stays apart from
 * results printed on a terminal's standard output: the bar redraws its line with a carriage
 * return, so a result printed meanwhile would land after the bar's text; {@link #print} first
 * wipes the bar's line, prints the result on its own line, then draws the bar again below it.
 * Thread-safe: workers step it while the main thread prints, and the bar's own redrawing thread
 * draws under the lock the print holds, so it never cuts in between the wipe and the result.
 * Nothing here calls into the bar while holding that lock (the bar's thread takes its own lock,
 * then this one).
 */
final class TerminalProgress implements AutoCloseable {
    /** ANSI: carriage return, then erase the whole line. */
    private static final String WIPE_LINE = "\r\u001b[2K";

    private final ProgressBar bar;
    private final PrintStream err;
    private final Object screen = new Object();

    TerminalProgress(String task, long max, String unit, PrintStream err) {
        this.err = err;
        this.bar = new ProgressBarBuilder()
                .setTaskName(task)
                .setInitialMax(max)
                .setConsumer(new Locked(new ConsoleProgressBarConsumer(err)))
                .setUnit(unit, 1)
                .showSpeed()
                .build();
    }

    void step() {
        bar.step();
    }

    /** Prints {@code text} (whole lines) on {@code out} with the bar wiped first and redrawn after. */
    void print(PrintStream out, String text) {
        synchronized (screen) {
            err.print(WIPE_LINE);
            err.flush();
            out.print(text);
            out.flush();
        }
        bar.refresh();
    }

    @Override
    public void close() {
        bar.close();
    }

    /** Draws the bar under the screen lock. */
    private final class Locked implements ProgressBarConsumer {
        private final ProgressBarConsumer console;

        Locked(ProgressBarConsumer console) {
            this.console = console;
        }

        @Override
        public int getMaxRenderedLength() {
            return console.getMaxRenderedLength();
        }

        @Override
        public void accept(String rendered) {
            synchronized (screen) {
                console.accept(rendered);
            }
        }

        @Override
        public void close() {
            synchronized (screen) {
                console.close();
            }
        }
    }
}
