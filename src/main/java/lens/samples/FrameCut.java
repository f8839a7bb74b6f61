package lens.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import lens.vision.Quad;
import org.opencv.core.Mat;
import org.opencv.core.Rect;

/**
 * A photo cropped so that its grid runs off one side of the frame by a share of the grid's
 * extent that way: what a phone held too close makes of a page (a grid filling the frame is
 * often cut a little at one edge). Made from the grid's true corners, so {@code eval --cut}
 * can score how the reading holds up at the frame's edge.
 *
 * @param side  the side of the photo the grid runs off
 * @param share how much of the grid lies beyond it (0.03: 3% of the grid's width or height)
 */
public record FrameCut(Side side, double share) {
    /** Most of the grid that may be cut away: beyond it a row or column is gone and nothing is left to score. */
    public static final double MOST = 0.25;

    /** A side of the photo. */
    public enum Side { TOP, RIGHT, BOTTOM, LEFT }

    public FrameCut {
        if (!(share > 0 && share <= MOST)) {
            throw new IllegalArgumentException("the share cut is more than 0 and at most " + MOST + ", not " + share);
        }
    }

    /**
     * Parses {@code SIDE:SHARE[,SIDE:SHARE...]}, e.g. {@code top:0.1,right:0.1}: a phone held too
     * close to a corner of the grid cuts it at two sides. Each side at most once.
     */
    public static List<FrameCut> parseAll(String text) {
        List<FrameCut> cuts = new ArrayList<>();
        for (String one : text.split(",", -1)) {
            FrameCut cut = parse(one);
            if (cuts.stream().anyMatch(c -> c.side() == cut.side())) {
                throw new IllegalArgumentException("the " + cut.side().name().toLowerCase(Locale.ROOT)
                        + " side is cut twice in " + text);
            }
            cuts.add(cut);
        }
        return List.copyOf(cuts);
    }

    /** {@code cuts} as {@link #parseAll} reads them: {@code top:0.1,right:0.1}. */
    public static String joined(List<FrameCut> cuts) {
        return String.join(",", cuts.stream().map(FrameCut::toString).toList());
    }

    /** Parses {@code SIDE:SHARE}, e.g. {@code right:0.03}. */
    public static FrameCut parse(String text) {
        String[] parts = text.split(":", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("a cut is SIDE:SHARE (e.g. right:0.03), not " + text);
        }
        Side side;
        try {
            side = Side.valueOf(parts[0].trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("a cut's side is top, right, bottom or left, not " + parts[0]);
        }
        double share;
        try {
            share = Double.parseDouble(parts[1].trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a cut's share is a number (0.03: 3% of the grid), not " + parts[1]);
        }
        return new FrameCut(side, share);
    }

    /**
     * The part of the photo kept, for a grid with true corners {@code grid}: the sides not cut
     * reach far beyond any photo ({@link #crop} meets it with the photo).
     */
    public Rect kept(Quad grid) {
        double[] xy = grid.xy();
        double left = Double.MAX_VALUE;
        double top = Double.MAX_VALUE;
        double right = -Double.MAX_VALUE;
        double bottom = -Double.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            left = Math.min(left, xy[2 * i]);
            right = Math.max(right, xy[2 * i]);
            top = Math.min(top, xy[2 * i + 1]);
            bottom = Math.max(bottom, xy[2 * i + 1]);
        }
        int x0 = 0;
        int y0 = 0;
        int x1 = FAR;
        int y1 = FAR;
        switch (side) {
            case TOP -> y0 = (int) Math.round(top + share * (bottom - top));
            case RIGHT -> x1 = (int) Math.round(right - share * (right - left));
            case BOTTOM -> y1 = (int) Math.round(bottom - share * (bottom - top));
            case LEFT -> x0 = (int) Math.round(left + share * (right - left));
        }
        x0 = Math.max(0, x0);
        y0 = Math.max(0, y0);
        return new Rect(x0, y0, Math.max(1, x1 - x0), Math.max(1, y1 - y0));
    }

    /** Further than any photo reaches, in pixels. */
    private static final int FAR = 1 << 20;

    /** The part {@code kept} of {@code photo} that lies in it (a new picture; {@code photo} is not changed). */
    public static Mat crop(Mat photo, Rect kept) {
        int x0 = Math.min(kept.x, photo.cols() - 1);
        int y0 = Math.min(kept.y, photo.rows() - 1);
        int x1 = Math.max(x0 + 1, Math.min(photo.cols(), kept.x + kept.width));
        int y1 = Math.max(y0 + 1, Math.min(photo.rows(), kept.y + kept.height));
        return photo.submat(new Rect(x0, y0, x1 - x0, y1 - y0)).clone();
    }

    /** The grid's corners in the kept part of the photo. */
    public Quad corners(Quad grid) {
        Rect r = kept(grid);
        double[] xy = grid.xy();
        for (int i = 0; i < 4; i++) {
            xy[2 * i] -= r.x;
            xy[2 * i + 1] -= r.y;
        }
        return new Quad(xy);
    }

    @Override
    public String toString() {
        return side.name().toLowerCase(Locale.ROOT) + ":" + share;
    }
}
