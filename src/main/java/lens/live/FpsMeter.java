package lens.live;

/**
 * Frames per second at one point of the loop, smoothed over roughly the last second so the
 * number on screen is steady but follows a change within a second or two.
 */
final class FpsMeter {
    private long last;
    private double fps;

    /** Records that a frame passed now; returns the smoothed rate. */
    double tick() {
        long now = System.nanoTime();
        if (last != 0) {
            double dt = (now - last) / 1e9;
            if (dt > 0) {
                double weight = Math.min(1, dt);
                fps = fps == 0 ? 1 / dt : fps * (1 - weight) + weight / dt;
            }
        }
        last = now;
        return fps;
    }

    double fps() {
        return fps;
    }
}
