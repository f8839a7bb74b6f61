package lens.vision;

import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Splits a warped grid into 81 cells and isolates each cell's digit. Grid lines are found as
 * peaks of the row and column sums of the long horizontal and vertical strokes, each searched
 * near its uniform place (so a bent page or a slightly wrong corner is followed); a line not
 * found stays at its uniform place. In each cell, with its border trimmed, the digit is the
 * connected component of ink of digit size nearest the centre, joined by any pieces inside its
 * box (a broken stroke); a cell with no such component is empty.
 */
public final class CellSplitter {
    private final CellParams params;

    public CellSplitter(CellParams params) {
        OpenCvLoader.ensureLoaded();
        this.params = params;
    }

    public CellParams params() {
        return params;
    }

    public CellImages split(WarpedGrid grid, DebugSink debug) {
        int size = grid.size();
        double cell = size / 9.0;
        Mat bin = new Mat();
        int block = Math.max(3, (int) (cell * params.blockFraction()) | 1);
        Imgproc.adaptiveThreshold(grid.square(), bin, 255, Imgproc.ADAPTIVE_THRESH_MEAN_C, Imgproc.THRESH_BINARY_INV,
                block, params.thresholdC());
        if (debug.enabled()) {
            debug.put("cells-threshold", bin);
        }
        Mat hStrokes = strokes(bin, true, cell);
        Mat vStrokes = strokes(bin, false, cell);
        int[] rows = lines(hStrokes, true, cell);
        int[] cols = lines(vStrokes, false, cell);
        // Grid lines out, digits stay: a bent line crossing a cell no longer joins its digit.
        Core.subtract(bin, hStrokes, bin);
        Core.subtract(bin, vStrokes, bin);
        if (debug.enabled()) {
            debug.put("cells-digits", bin);
        }
        List<Isolated> found = new ArrayList<>(81);
        for (int i = 0; i < 81; i++) {
            found.add(isolate(i, bin, grid.square(), bounds(i, rows, cols), params));
        }
        bin.release();
        double floor = faintFloor(found);
        if (found.stream().filter(f -> f.cell().filled()).count() >= params.secondLookCells()) {
            secondLook(grid, hStrokes, vStrokes, rows, cols, found, block);
        }
        hStrokes.release();
        vStrokes.release();
        List<CellImage> cells = dropFaint(found, floor);
        if (debug.enabled()) {
            debugInks(cells, debug);
        }
        return new CellImages(cells, rows, cols);
    }

    private static Rect bounds(int i, int[] rows, int[] cols) {
        int r = i / 9;
        int c = i % 9;
        return new Rect(cols[c], rows[r], Math.max(1, cols[c + 1] - cols[c]), Math.max(1, rows[r + 1] - rows[r]));
    }

    /**
     * A nearly filled grid is a hand-filled one, whose empty cells are rare: each is looked at
     * again with {@link CellParams#secondLook()} (fainter ink, handwriting pushed into a corner).
     */
    private void secondLook(WarpedGrid grid, Mat hStrokes, Mat vStrokes, int[] rows, int[] cols, List<Isolated> found,
                            int block) {
        CellParams p = params.secondLook();
        Mat bin = new Mat();
        Imgproc.adaptiveThreshold(grid.square(), bin, 255, Imgproc.ADAPTIVE_THRESH_MEAN_C, Imgproc.THRESH_BINARY_INV,
                block, p.thresholdC());
        Core.subtract(bin, hStrokes, bin);
        Core.subtract(bin, vStrokes, bin);
        for (int i = 0; i < 81; i++) {
            if (!found.get(i).cell().filled()) {
                found.set(i, isolate(i, bin, grid.square(), bounds(i, rows, cols), p));
            }
        }
        bin.release();
    }

    /** Horizontal or vertical ink strokes longer than 1.5 cells: grid lines, never digits. */
    private static Mat strokes(Mat bin, boolean horizontal, double cell) {
        int len = (int) Math.round(cell * 1.5);
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, horizontal ? new Size(len, 1) : new Size(1, len));
        Mat strokes = new Mat();
        Imgproc.morphologyEx(bin, strokes, Imgproc.MORPH_OPEN, kernel);
        kernel.release();
        // Widen by a pixel across the line: the anti-aliased edges of a line are ink too.
        Mat grow = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, horizontal ? new Size(1, 3) : new Size(3, 1));
        Imgproc.dilate(strokes, strokes, grow);
        grow.release();
        return strokes;
    }

    /** The 10 line positions along one axis, from that axis's strokes. */
    private int[] lines(Mat strokes, boolean horizontal, double cell) {
        int size = strokes.rows();
        Mat sums = new Mat();
        // Sum along the line direction: for horizontal lines, one sum per row.
        Core.reduce(strokes, sums, horizontal ? 1 : 0, Core.REDUCE_SUM, CvType.CV_32S);
        int[] s = new int[size];
        sums.get(0, 0, s);
        sums.release();
        int[] at = new int[10];
        int reach = (int) Math.round(cell * params.lineSearch());
        for (int i = 0; i <= 9; i++) {
            int expected = (int) Math.round(i * cell);
            int best = -1;
            int bestSum = (int) (0.35 * size * 255);
            for (int p = Math.max(0, expected - reach); p <= Math.min(size - 1, expected + reach); p++) {
                if (s[p] > bestSum) {
                    bestSum = s[p];
                    best = p;
                }
            }
            at[i] = best >= 0 ? best : Math.min(size, expected);
        }
        at[0] = Math.min(at[0], (int) (cell * 0.15));
        at[9] = Math.max(at[9], size - (int) (cell * 0.15));
        for (int i = 0; i < 9; i++) {
            int gap = at[i + 1] - at[i];
            if (gap < cell * 0.6 || gap > cell * 1.4) {
                return uniform(size);
            }
        }
        return at;
    }

    /** The isolated digits in a 9x9 mosaic, each centred on a 48 px tile. */
    private static void debugInks(List<CellImage> cells, DebugSink debug) {
        Mat mosaic = new Mat(9 * 48, 9 * 48, CvType.CV_8UC1, new org.opencv.core.Scalar(40));
        for (CellImage c : cells) {
            if (c.filled()) {
                int w = Math.min(46, c.ink().cols());
                int h = Math.min(46, c.ink().rows());
                Mat tile = mosaic.submat(new Rect(c.col() * 48 + (48 - w) / 2, c.row() * 48 + (48 - h) / 2, w, h));
                Mat part = c.ink().submat(new Rect(0, 0, w, h));
                part.copyTo(tile);
                part.release();
                tile.release();
            }
        }
        debug.put("inks", mosaic);
        mosaic.release();
    }

    private static int[] uniform(int size) {
        int[] at = new int[10];
        for (int i = 0; i <= 9; i++) {
            at[i] = (int) Math.round(i * size / 9.0);
        }
        return at;
    }

    private Isolated isolate(int index, Mat bin, Mat gray, Rect bounds, CellParams p) {
        int dx = (int) Math.round(bounds.width * p.inset());
        int dy = (int) Math.round(bounds.height * p.inset());
        Rect inner = new Rect(bounds.x + dx, bounds.y + dy, Math.max(1, bounds.width - 2 * dx),
                Math.max(1, bounds.height - 2 * dy));
        inner = clip(inner, bin.cols(), bin.rows());
        Mat roi = bin.submat(inner);
        Mat labels = new Mat();
        Mat stats = new Mat();
        Mat centroids = new Mat();
        int n = Imgproc.connectedComponentsWithStats(roi, labels, stats, centroids, 8, CvType.CV_32S);
        int[] st = new int[Math.max(1, n) * 5];
        stats.get(0, 0, st);
        stats.release();
        centroids.release();
        double cx = bounds.width / 2.0 - dx;
        double cy = bounds.height / 2.0 - dy;
        int best = -1;
        double bestDist = Double.MAX_VALUE;
        boolean bestPlain = false;
        for (int l = 1; l < n; l++) {
            int x = st[5 * l];
            int y = st[5 * l + 1];
            int w = st[5 * l + 2];
            int h = st[5 * l + 3];
            int area = st[5 * l + 4];
            double d = Math.hypot(x + w / 2.0 - cx, y + h / 2.0 - cy);
            // Handwriting is often squeezed small into a corner of its cell: such ink lies off
            // centre, wholly inside the trimmed cell, and is small (a line remnant is long).
            boolean corner = d > p.centreReach() * bounds.width && d <= p.cornerReach() * bounds.width
                    && (x == 0 ? 1 : 0) + (y == 0 ? 1 : 0) + (x + w == inner.width ? 1 : 0)
                    + (y + h == inner.height ? 1 : 0) <= p.cornerTouches()
                    && h <= p.cornerMaxSize() * bounds.height && w <= p.cornerMaxSize() * bounds.width;
            if ((d > p.centreReach() * bounds.width && !corner) || (bestPlain && d >= bestDist)) {
                continue;
            }
            boolean plain = h >= p.minHeight() * bounds.height && h <= p.maxHeight() * bounds.height
                    && w <= 0.9 * inner.width && area >= p.minAreaFraction() * bounds.area();
            // The page may lie turned in the photo: a "1" is then a short bar. It lies inside the
            // cell; a bent grid line left in the cell runs edge to edge.
            boolean sideways = w >= p.minHeight() * bounds.width && w <= p.maxHeight() * bounds.width
                    && h <= 0.9 * inner.height && (x > 0 || x + w < inner.width)
                    && area >= p.minAreaFraction() * bounds.area();
            // Small handwriting squeezed into a corner of the cell.
            boolean small = Math.max(h / (double) bounds.height, w / (double) bounds.width) >= p.minSmallSize()
                    && h <= 0.9 * inner.height && w <= 0.9 * inner.width
                    && area >= p.minSmallArea() * bounds.area();
            if (plain) {
                // A digit of normal size beats any sideways or small candidate.
                if (!bestPlain || d < bestDist) {
                    best = l;
                    bestDist = d;
                    bestPlain = true;
                }
            } else if ((sideways || small) && !corner && !bestPlain && d < bestDist
                    && contrast(gray, inner, roi, labels, l) >= p.minDarkContrast()) {
                // Only their darkness tells these from show-through of the page's back and specks.
                best = l;
                bestDist = d;
            }
        }
        if (best < 0) {
            labels.release();
            roi.release();
            return new Isolated(new CellImage(index, bounds, null, null), 0);
        }
        Rect box = new Rect(st[5 * best], st[5 * best + 1], st[5 * best + 2], st[5 * best + 3]);
        Mat mask = new Mat(labels.size(), CvType.CV_8UC1, new org.opencv.core.Scalar(0));
        for (int l = 1; l < n; l++) {
            Rect b = new Rect(st[5 * l], st[5 * l + 1], st[5 * l + 2], st[5 * l + 3]);
            boolean inside = l == best || (b.x >= box.x - 2 && b.y >= box.y - 2 && b.x + b.width <= box.x + box.width + 2
                    && b.y + b.height <= box.y + box.height + 2);
            if (inside) {
                Mat one = new Mat();
                Core.compare(labels, new org.opencv.core.Scalar(l), one, Core.CMP_EQ);
                Core.bitwise_or(mask, one, mask);
                one.release();
            }
        }
        double contrast = contrast(gray, inner, roi, mask);
        labels.release();
        roi.release();
        Rect grown = clip(new Rect(box.x - 3, box.y - 3, box.width + 6, box.height + 6), inner.width, inner.height);
        GreyInk grey = p.ink() == InkStyle.GREY ? sharpInk(gray, inner, grown, mask) : null;
        Mat ink;
        if (grey == null) {
            Mat crop = mask.submat(box);
            ink = crop.clone();
            crop.release();
        } else {
            ink = grey.ink();
            box = new Rect(grown.x + grey.box().x, grown.y + grey.box().y, ink.cols(), ink.rows());
        }
        mask.release();
        Rect inSquare = new Rect(inner.x + box.x, inner.y + box.y, box.width, box.height);
        return new Isolated(new CellImage(index, bounds, ink, inSquare), contrast);
    }

    /** A cell and how much darker than the paper its digit is (0 when empty). */
    private record Isolated(CellImage cell, double contrast) {
    }

    /**
     * The cells with every digit much fainter than the grid's typical digit emptied: a stain,
     * a smudge or show-through from the page's back is paler than the ink the digits share.
     */
    private List<CellImage> dropFaint(List<Isolated> found, double floor) {
        List<CellImage> out = new ArrayList<>(81);
        for (Isolated f : found) {
            CellImage cell = f.cell();
            if (cell.filled() && f.contrast() < floor) {
                cell.ink().release();
                cell = new CellImage(cell.index(), cell.bounds(), null, null);
            }
            out.add(cell);
        }
        return out;
    }

    /** The least contrast of a digit: a share of the grid's median digit's. */
    private double faintFloor(List<Isolated> found) {
        double[] c = found.stream().filter(f -> f.cell().filled()).mapToDouble(Isolated::contrast).sorted().toArray();
        return c.length == 0 ? 0 : params.minRelativeContrast() * c[c.length / 2];
    }

    /** How much darker component {@code l} is than the paper around it (grey levels). */
    private static double contrast(Mat gray, Rect inner, Mat roiBin, Mat labels, int l) {
        Mat one = new Mat();
        Core.compare(labels, new org.opencv.core.Scalar(l), one, Core.CMP_EQ);
        double c = contrast(gray, inner, roiBin, one);
        one.release();
        return c;
    }

    /** How much darker the ink under {@code mask} is, on average, than the paper (no ink) of the cell's inner part. */
    private static double contrast(Mat gray, Rect inner, Mat roiBin, Mat mask) {
        Mat patch = gray.submat(inner);
        double ink = Core.mean(patch, mask).val[0];
        Mat paperMask = new Mat();
        Core.bitwise_not(roiBin, paperMask);
        double paper = Core.mean(patch, paperMask).val[0];
        paperMask.release();
        patch.release();
        return paper - ink;
    }

    /** A grey ink crop and its box within the patch it was cut from. */
    private record GreyInk(Mat ink, Rect box) {
    }

    /**
     * The digit as grey levels: the patch inverted and stretched so that paper is 0 and the
     * darkest ink 255, kept only near the chosen components. Anti-aliased edges keep the shape
     * of small, blurred digits (the holes of 6, 8, 9) that a binary mask closes up. Null when the
     * patch has no contrast (then the mask is used).
     */
    private GreyInk sharpInk(Mat gray, Rect inner, Rect grown, Mat mask) {
        Rect abs = new Rect(inner.x + grown.x, inner.y + grown.y, grown.width, grown.height);
        Mat patch = gray.submat(abs);
        Mat otsu = new Mat();
        double level = Imgproc.threshold(patch, otsu, 0, 255, Imgproc.THRESH_BINARY_INV | Imgproc.THRESH_OTSU);
        otsu.release();
        Core.MinMaxLocResult mm = Core.minMaxLoc(patch);
        // Paper: a little above the Otsu level, so the ink's soft edge stays in.
        double paper = Math.min(mm.maxVal, level + (mm.maxVal - level) * params.paperFraction());
        double ink = mm.minVal;
        if (paper - ink < params.minContrast()) {
            patch.release();
            return null;
        }
        Mat grey = new Mat();
        // (paper - v) * 255 / (paper - ink), saturated to 0..255.
        patch.convertTo(grey, CvType.CV_8UC1, -255.0 / (paper - ink), 255.0 * paper / (paper - ink));
        patch.release();
        Mat allowed = mask.submat(grown);
        Mat near = new Mat();
        Mat k = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(3, 3));
        Imgproc.dilate(allowed, near, k);
        k.release();
        allowed.release();
        Mat out = new Mat(grey.size(), CvType.CV_8UC1, new org.opencv.core.Scalar(0));
        grey.copyTo(out, near);
        grey.release();
        Mat points = new Mat();
        Core.findNonZero(near, points);
        Rect r = Imgproc.boundingRect(points);
        points.release();
        near.release();
        Mat crop = out.submat(r);
        Mat result = crop.clone();
        crop.release();
        out.release();
        return new GreyInk(result, r);
    }

    private static Rect clip(Rect r, int w, int h) {
        int x = Math.max(0, Math.min(r.x, w - 1));
        int y = Math.max(0, Math.min(r.y, h - 1));
        return new Rect(x, y, Math.max(1, Math.min(r.width, w - x)), Math.max(1, Math.min(r.height, h - y)));
    }
}
