package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

/**
 * Finds the digit in one cell: with the cell's border trimmed, the digit is the connected
 * component of ink of digit size nearest the centre (or handwriting squeezed small into a
 * corner, or a page's sideways "1"), joined by any pieces inside its box (a broken stroke) and,
 * where it reaches the trimmed border, by its strokes past it ({@link DigitPastSide}); a cell
 * with no such component is empty. Ink may be as wide as the trimmed cell (a big written
 * digit, or one written over a grid line and cut there when the lines were removed) if part of
 * it runs through the cell's middle: remnants of a misplaced grid line framing the cell do not.
 */
final class DigitIsolator {
    private DigitIsolator() {
    }

    /**
     * The digit of cell {@code index} at {@code bounds} of the square: {@code bin} is the
     * thresholded square without grid lines, {@code gray} the square itself.
     */
    static IsolatedDigit isolate(int index, Mat bin, Mat gray, Rect bounds, CellParams p) {
        return isolate(index, bin, null, gray, bounds, p);
    }

    /**
     * As above, and where {@code faint} (the square thresholded fainter, {@link FaintStrokes})
     * follows the digit's strokes further, the digit cut a second time with them
     * ({@link CellImage#followedInk()}); {@code faint} null: one cut.
     */
    static IsolatedDigit isolate(int index, Mat bin, Mat faint, Mat gray, Rect bounds, CellParams p) {
        CellParams.DigitShape s = p.shape();
        CellParams.CornerDigits k = p.corner();
        int dx = (int) Math.round(bounds.width * s.inset());
        int dy = (int) Math.round(bounds.height * s.inset());
        Rect inner = trimmed(bounds, s, bin);
        Mat roi = bin.submat(inner);
        Mat labels = new Mat();
        int[] st = componentStats(roi, labels);
        int n = st.length / 5;
        double cx = bounds.width / 2.0 - dx;
        double cy = bounds.height / 2.0 - dy;
        int best = -1;
        double bestDist = Double.MAX_VALUE;
        boolean bestPlain = false;
        Pieces bestPieces = null;
        for (int l = 1; l < n; l++) {
            int x = st[5 * l];
            int y = st[5 * l + 1];
            int w = st[5 * l + 2];
            int h = st[5 * l + 3];
            int area = st[5 * l + 4];
            double d = Math.hypot(x + w / 2.0 - cx, y + h / 2.0 - cy);
            // Handwriting is often squeezed small into a corner of its cell: such ink lies off
            // centre, wholly inside the trimmed cell, and is small (a line remnant is long).
            boolean corner = d > s.centreReach() * bounds.width && d <= k.reach() * bounds.width
                    && (x == 0 ? 1 : 0) + (y == 0 ? 1 : 0) + (x + w == inner.width ? 1 : 0)
                    + (y + h == inner.height ? 1 : 0) <= k.touches()
                    && h <= k.maxSize() * bounds.height && w <= k.maxSize() * bounds.width;
            if ((d > s.centreReach() * bounds.width && !corner) || (bestPlain && d >= bestDist)) {
                continue;
            }
            // Ink nearly as wide as the trimmed cell is a big written digit (often over the grid
            // line, cut there when the lines were removed) or remnants of a misplaced grid line
            // framing the cell: the digit has strokes through the middle, the frame has none.
            boolean plain = plainSize(h, area, bounds, s)
                    && (w <= 0.9 * inner.width || centreShare(labels, l, area) >= s.minWideCentreInk());
            // The page may lie turned in the photo: a "1" is then a short bar. It lies inside the
            // cell; a bent grid line left in the cell runs edge to edge.
            boolean sideways = w >= s.minHeight() * bounds.width && w <= s.maxHeight() * bounds.width
                    && h <= 0.9 * inner.height && (x > 0 || x + w < inner.width)
                    && area >= s.minAreaFraction() * bounds.area();
            // Small handwriting squeezed into a corner of the cell.
            boolean small = Math.max(h / (double) bounds.height, w / (double) bounds.width) >= s.minSmallSize()
                    && h <= 0.9 * inner.height && w <= 0.9 * inner.width
                    && area >= s.minSmallArea() * bounds.area();
            // A stroke thinned by glare or blur breaks a digit into pieces each too short to be
            // one (a 2 into its bow and its foot): pieces near the centre that join into ink of
            // digit size are a digit as a whole one is.
            Pieces pieces = null;
            if (!plain && !corner && small) {
                pieces = Pieces.of(st, n, l, inner, bounds, s);
                plain = pieces.makeADigit(inner, bounds, s);
            }
            if (plain) {
                // A digit of normal size beats any sideways or small candidate.
                if (!bestPlain || d < bestDist) {
                    best = l;
                    bestDist = d;
                    bestPlain = true;
                    bestPieces = pieces;
                }
            } else if ((sideways || small) && !corner && !bestPlain && d < bestDist
                    && InkContrast.contrast(gray, inner, roi, labels, l) >= p.contrast().minDark()) {
                // Only their darkness tells these from show-through of the page's back and specks.
                best = l;
                bestDist = d;
                bestPieces = pieces;
            }
        }
        if (best < 0) {
            labels.release();
            roi.release();
            return new IsolatedDigit(new CellImage(index, bounds, null, null), 0);
        }
        // the chosen component's pieces, joined once: already while it was a candidate, if they were needed then
        Pieces digit = bestPieces != null ? bestPieces : Pieces.of(st, n, best, inner, bounds, s);
        boolean[] joined = digit.joined();
        Rect box = digit.box();
        Mat mask = new Mat(labels.size(), CvType.CV_8UC1, new Scalar(0));
        for (int l = 1; l < n; l++) {
            Rect b = new Rect(st[5 * l], st[5 * l + 1], st[5 * l + 2], st[5 * l + 3]);
            boolean inside = joined[l] || (b.x >= box.x - 2 && b.y >= box.y - 2 && b.x + b.width <= box.x + box.width + 2
                    && b.y + b.height <= box.y + box.height + 2);
            if (inside) {
                Mat one = new Mat();
                Core.compare(labels, new Scalar(l), one, Core.CMP_EQ);
                Core.bitwise_or(mask, one, mask);
                one.release();
            }
        }
        double contrast = InkContrast.contrast(gray, inner, roi, mask);
        labels.release();
        roi.release();
        // A stroke cut off by the trimmed border (a 7's bar under the line) is followed past it.
        Rect frame = inner;
        DigitPastSide past = DigitPastSide.follow(bin, inner, bounds, mask, box, s);
        if (past != null) {
            mask.release();
            mask = past.mask();
            frame = past.frame();
            box = Imgproc.boundingRect(mask);
        }
        Mat followedMask = faint == null ? null : FaintStrokes.follow(faint, frame, mask, box,
                s.maxHeight() * bounds.height, 0.9 * inner.width);
        Cut cut = Cut.of(gray, frame, mask, box, p.ink());
        mask.release();
        Mat followed = null;
        if (followedMask != null) {
            followed = Cut.of(gray, frame, followedMask, Imgproc.boundingRect(followedMask), p.ink()).ink();
            followedMask.release();
        }
        Rect inSquare = new Rect(frame.x + cut.box().x, frame.y + cut.box().y, cut.box().width, cut.box().height);
        return new IsolatedDigit(new CellImage(index, bounds, cut.ink(), inSquare, followed), contrast,
                PencilMarks.of(st, n, inner, bounds, s));
    }

    /** The pieces of ink in cell {@code bounds} of {@code bin}, trimmed as {@link #isolate} trims it. */
    static PencilMarks.Pieces pieces(Mat bin, Rect bounds, CellParams p) {
        CellParams.DigitShape s = p.shape();
        Rect inner = trimmed(bounds, s, bin);
        Mat roi = bin.submat(inner);
        Mat labels = new Mat();
        int[] st = componentStats(roi, labels);
        labels.release();
        roi.release();
        return PencilMarks.of(st, st.length / 5, inner, bounds, s);
    }

    /** The 8-connected pieces of {@code roi}'s ink, labelled into {@code labels}: five stats a label, the background first. */
    private static int[] componentStats(Mat roi, Mat labels) {
        Mat stats = new Mat();
        Mat centroids = new Mat();
        int n = Imgproc.connectedComponentsWithStats(roi, labels, stats, centroids, 8, CvType.CV_32S);
        int[] st = new int[Math.max(1, n) * 5];
        stats.get(0, 0, st);
        stats.release();
        centroids.release();
        return st;
    }

    /** Cell {@code bounds} with its border trimmed ({@link CellParams.DigitShape#inset()}), inside {@code bin}. */
    private static Rect trimmed(Rect bounds, CellParams.DigitShape s, Mat bin) {
        int dx = (int) Math.round(bounds.width * s.inset());
        int dy = (int) Math.round(bounds.height * s.inset());
        return clip(new Rect(bounds.x + dx, bounds.y + dy, Math.max(1, bounds.width - 2 * dx),
                Math.max(1, bounds.height - 2 * dy)), bin.cols(), bin.rows());
    }

    /** A digit's ink as the model reads it and its box in the frame it was cut from. */
    private record Cut(Mat ink, Rect box) {
        /** The digit of {@code mask} ({@code box} in {@code frame} of the square) as grey levels, or the mask's crop. */
        static Cut of(Mat gray, Rect frame, Mat mask, Rect box, CellParams.Ink params) {
            Rect grown = clip(new Rect(box.x - 3, box.y - 3, box.width + 6, box.height + 6), frame.width, frame.height);
            GreyInk grey = params.style() == InkStyle.GREY ? GreyInk.cut(gray, frame, grown, mask, params) : null;
            if (grey == null) {
                Mat crop = mask.submat(box);
                Mat ink = crop.clone();
                crop.release();
                return new Cut(ink, box);
            }
            Mat ink = grey.ink();
            return new Cut(ink, new Rect(grown.x + grey.box().x, grown.y + grey.box().y, ink.cols(), ink.rows()));
        }
    }

    /**
     * A piece touching the trimmed cell's side and half as long as it is a grid line's remnant
     * only when it is thin: its ink at most this share of the cell thick on average (its area
     * over its length; a line is a few pixels of the 50 px cell, and a remnant bent into an L
     * at a crossing is as thin). A written 9 or 6 whose loop runs up to the side is as long but
     * fat: taken for a remnant, the loop was left out and its stem read 1 (validation pen sets:
     * wrong cells 690 -> 672; 0.1: 677, 0.14: 687; 0.06: 666, but remnants of a stained printed
     * training photo's bent lines joined a 7 and its answer was refused).
     */
    static final double REMNANT_THICK = 0.08;

    /**
     * The components that make the digit with {@code best}: pieces of a stroke broken by faint
     * ink or pencil lying within {@link CellParams.DigitShape#joinGap()} of the digit's box are
     * joined to it, one after another, while the box stays of digit size; a grid line's remnant
     * (long and thin, along the trimmed cell's side: {@link #REMNANT_THICK}) and specks are not.
     * A piece may widen the box up to 0.9 of the trimmed cell; a digit already wider (written
     * big) takes pieces within its width.
     */
    private static boolean[] join(int[] st, int n, int best, Rect inner, Rect bounds, CellParams.DigitShape s) {
        boolean[] joined = new boolean[n];
        joined[best] = true;
        Rect box = new Rect(st[5 * best], st[5 * best + 1], st[5 * best + 2], st[5 * best + 3]);
        double gap = s.joinGap() * bounds.width;
        for (boolean grew = gap > 0; grew; ) {
            grew = false;
            for (int l = 1; l < n; l++) {
                if (joined[l]) {
                    continue;
                }
                Rect b = new Rect(st[5 * l], st[5 * l + 1], st[5 * l + 2], st[5 * l + 3]);
                boolean touches = b.x == 0 || b.y == 0 || b.x + b.width == inner.width || b.y + b.height == inner.height;
                boolean remnant = touches && (b.width >= 0.5 * inner.width || b.height >= 0.5 * inner.height)
                        && st[5 * l + 4] <= REMNANT_THICK * bounds.width * Math.max(b.width, b.height);
                Rect merged = union(box, b);
                if (!remnant && st[5 * l + 4] >= s.minJoinArea() * bounds.area() && distance(box, b) <= gap
                        && merged.height <= s.maxHeight() * bounds.height
                        && merged.width <= Math.max(0.9 * inner.width, box.width)) {
                    joined[l] = true;
                    box = merged;
                    grew = true;
                }
            }
        }
        return joined;
    }

    /**
     * A component with the pieces {@link #join} adds to it: which components they are, the box
     * around them all, their ink, how many they are and the smallest one's area.
     */
    private record Pieces(boolean[] joined, Rect box, int area, int count, int smallestArea) {
        static Pieces of(int[] st, int n, int label, Rect inner, Rect bounds, CellParams.DigitShape s) {
            boolean[] joined = join(st, n, label, inner, bounds, s);
            Rect box = null;
            int area = 0;
            int count = 0;
            int smallest = Integer.MAX_VALUE;
            for (int l = 1; l < n; l++) {
                if (joined[l]) {
                    Rect b = new Rect(st[5 * l], st[5 * l + 1], st[5 * l + 2], st[5 * l + 3]);
                    box = box == null ? b : union(box, b);
                    area += st[5 * l + 4];
                    count++;
                    smallest = Math.min(smallest, st[5 * l + 4]);
                }
            }
            return new Pieces(joined, box, area, count, smallest);
        }

        /**
         * Whether they make ink of plain digit size: at most three pieces, none a speck (noise
         * joins in specks; a broken stroke breaks into a few long pieces), within the cell's width.
         */
        boolean makeADigit(Rect inner, Rect bounds, CellParams.DigitShape s) {
            return smallestArea >= s.minSmallArea() * bounds.area() && count <= 3
                    && plainSize(box.height, area, bounds, s) && box.width <= 0.9 * inner.width;
        }
    }

    /** Whether ink {@code height} tall with {@code area} pixels is of plain digit size in a cell of {@code bounds}. */
    private static boolean plainSize(int height, int area, Rect bounds, CellParams.DigitShape s) {
        return height >= s.minHeight() * bounds.height && height <= s.maxHeight() * bounds.height
                && area >= s.minAreaFraction() * bounds.area();
    }

    /** The share of component {@code label}'s ink lying in the middle half (each way) of the trimmed cell. */
    private static double centreShare(Mat labels, int label, int area) {
        Mat mid = labels.submat(new Rect(labels.cols() / 4, labels.rows() / 4, labels.cols() / 2, labels.rows() / 2));
        Mat one = new Mat();
        Core.compare(mid, new Scalar(label), one, Core.CMP_EQ);
        int inMiddle = Core.countNonZero(one);
        one.release();
        mid.release();
        return inMiddle / (double) Math.max(1, area);
    }

    private static Rect union(Rect a, Rect b) {
        int x = Math.min(a.x, b.x);
        int y = Math.min(a.y, b.y);
        return new Rect(x, y, Math.max(a.x + a.width, b.x + b.width) - x, Math.max(a.y + a.height, b.y + b.height) - y);
    }

    /** The gap between two boxes (0 when they overlap). */
    static double distance(Rect a, Rect b) {
        int dx = Math.max(0, Math.max(a.x - (b.x + b.width), b.x - (a.x + a.width)));
        int dy = Math.max(0, Math.max(a.y - (b.y + b.height), b.y - (a.y + a.height)));
        return Math.hypot(dx, dy);
    }

    private static Rect clip(Rect r, int w, int h) {
        int x = Math.max(0, Math.min(r.x, w - 1));
        int y = Math.max(0, Math.min(r.y, h - 1));
        return new Rect(x, y, Math.max(1, Math.min(r.width, w - x)), Math.max(1, Math.min(r.height, h - y)));
    }
}
