package lens.samples;

import java.util.Random;

/**
 * How much of a rendered photo the grid fills: its side as a share of the photo's shorter side
 * (before the page is turned and seen at an angle, which moves each corner by up to 7% more).
 */
public enum Framing {
    /** 60-75%: the grid near the middle with room around it (the sets every figure was measured on until 2026-11-28). */
    ROOMY(0.6, 0.15),
    /**
     * 82-92%: a person who fills the frame with the grid, as the program's own advice asks; its
     * outer line may touch the frame's edge or lie a little beyond it (at 88-100%, 28 of 40
     * portrait pages ran off by more than a margin, up to 1.2 cells).
     */
    CLOSE(0.82, 0.10);

    private final double least;
    private final double range;

    Framing(double least, double range) {
        this.least = least;
        this.range = range;
    }

    /** A grid side, as a share of the shorter side, drawn from {@code rnd}. */
    double share(Random rnd) {
        return least + range * rnd.nextDouble();
    }
}
