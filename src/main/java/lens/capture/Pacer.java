package lens.capture;

/**
 * Holds a replay to a frame rate, like a camera that delivers a frame every 1/fps seconds. A
 * rate of 0 or less means "as fast as frames are asked for" (benchmarks). When the reader falls
 * behind, the schedule restarts from now instead of bursting to catch up.
 */
final class Pacer {
    private final long periodNanos;
    private long due;

    Pacer(double fps) {
        this.periodNanos = fps > 0 ? Math.round(1e9 / fps) : 0;
    }

    void awaitNextFrame() {
        if (periodNanos == 0) {
            return;
        }
        long now = System.nanoTime();
        if (due == 0 || now - due > periodNanos) {
            due = now;
        }
        long wait = due - now;
        if (wait > 0) {
            try {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        due += periodNanos;
    }
}
