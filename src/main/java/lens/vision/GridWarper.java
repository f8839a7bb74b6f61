package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Warps the grid quad of a photo to a square grey image (the frontal view). For reading, the
 * colour square is made first and turned grey by {@link Gray#ofInk}, so the colour work is on the
 * grid's pixels only.
 */
public final class GridWarper {
    /** Span of the grid, in squares' sides, above which its part of the photo is averaged in blocks before the warp. */
    static final double MAX_SPAN = 2.0;

    private GridWarper() {
    }

    /**
     * The square the digits are read from, in the ink grey ({@link Gray#ofInk}), a lamp's glare
     * divided out ({@link Glare}), evened out when a shadow's edge crosses it ({@link EvenLight}; the cells it crosses are in
     * {@link WarpedGrid#shadowEdge}), straightened along a bent page's lines ({@link GridMesh}; then
     * {@link WarpedGrid#crossings} says where they cross). {@code size} is the square's side: 9
     * cells of size/9 pixels.
     */
    public static WarpedGrid warp(Mat image, Quad corners, int size) {
        return toSquare(image, corners, size, true);
    }

    /**
     * The square in the luminance, warped from a grey picture: a third of the work of
     * {@link #warp}, for the live path's test of which cells hold ink on every frame (with the
     * colour warp its p50 went from 0.40 to 0.42-0.57 ms, `bench-live`, load 1.2).
     */
    public static WarpedGrid warpLuminance(Mat image, Quad corners, int size) {
        return toSquare(image, corners, size, false);
    }

    private static WarpedGrid toSquare(Mat image, Quad corners, int size, boolean ink) {
        OpenCvLoader.ensureLoaded();
        MatOfPoint2f src = corners.toMat();
        MatOfPoint2f dst = new MatOfPoint2f(new Point(0, 0), new Point(size, 0), new Point(size, size),
                new Point(0, size));
        Mat toSquare = Imgproc.getPerspectiveTransform(src, dst);
        Mat toImage = toSquare.inv();
        src.release();
        dst.release();
        if (ink) {
            GridMesh.Square colour = shrunkFor(image, corners, size).square(toImage, size);
            Glare.Mended mended = Glare.ifGlared(Gray.ofInk(colour.colour()));
            EvenLight.Levelled square = EvenLight.ifShaded(mended.square());
            return new WarpedGrid(square.square(), toSquare, toImage, size, corners, square.edgeCells(), colour.crossings(),
                    mended.coreCells(), colour.colour());
        }
        Mat grey = Gray.of(image);
        Mat square = warped(grey, toSquare, size);
        grey.release();
        return new WarpedGrid(square, toSquare, toImage, size, corners);
    }

    /**
     * The grid at {@code corners} seen from the front with {@code pad} pixels round its square of
     * side {@code size}, warped straight (no bend followed) from the photo as the square is
     * (averaged first where the grid spans far more than the square), in the ink grey
     * ({@link Gray#ofInk}): what lies past the grid's outer lines ({@link GridSurround}).
     */
    static Mat surround(Mat image, Quad corners, int size, int pad) {
        OpenCvLoader.ensureLoaded();
        MatOfPoint2f src = corners.toMat();
        MatOfPoint2f dst = new MatOfPoint2f(new Point(pad, pad), new Point(size + pad, pad),
                new Point(size + pad, size + pad), new Point(pad, size + pad));
        Mat toView = Imgproc.getPerspectiveTransform(src, dst);
        Mat viewToImage = toView.inv();
        Source source = shrunkFor(image, corners, size);
        Mat colour = source.plain(viewToImage, size + 2 * pad);
        Mat grey = Gray.ofInk(colour);
        for (Mat m : new Mat[] {src, dst, toView, viewToImage, colour}) {
            m.release();
        }
        return grey;
    }

    /**
     * The part of {@code image} around the grid at {@code corners}, averaged in blocks of k x k
     * pixels so that the grid spans at most {@value #MAX_SPAN} times the square's side there: a
     * warp straight from a 4032-px phone photo to 50 px cells samples its thin strokes between
     * pixels and breaks them (the printed train and validation photos scaled up to 4032 px: 129
     * of 136 read fully right, 133 so averaged first). Below that span, the photo itself.
     */
    private static Source shrunkFor(Mat image, Quad corners, int size) {
        double span = Math.sqrt(corners.area());
        if (span <= MAX_SPAN * size) {
            return new Source(image, 1, 0, 0);
        }
        double margin = 1.5 * span / 9;
        double x0 = Double.MAX_VALUE;
        double y0 = Double.MAX_VALUE;
        double x1 = -Double.MAX_VALUE;
        double y1 = -Double.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            Point p = corners.corner(i);
            x0 = Math.min(x0, p.x);
            y0 = Math.min(y0, p.y);
            x1 = Math.max(x1, p.x);
            y1 = Math.max(y1, p.y);
        }
        int left = (int) Math.max(0, Math.floor(x0 - margin));
        int top = (int) Math.max(0, Math.floor(y0 - margin));
        int right = (int) Math.min(image.cols(), Math.ceil(x1 + margin));
        int bottom = (int) Math.min(image.rows(), Math.ceil(y1 + margin));
        if (right - left < 2 || bottom - top < 2) {
            return new Source(image, 1, 0, 0);
        }
        Mat part = image.submat(top, bottom, left, right);
        // An integer factor: OpenCV averages whole k x k blocks, its fastest area resize.
        int k = (int) Math.ceil(span / (MAX_SPAN * size));
        Mat small = new Mat();
        Imgproc.resize(part, small, new Size(Math.max(1, (right - left) / k), Math.max(1, (bottom - top) / k)), 0, 0,
                Imgproc.INTER_AREA);
        part.release();
        return new Source(small, k, left, top);
    }

    /**
     * The picture a square is warped from: the photo ({@code k} 1), or the part of it from
     * ({@code left}, {@code top}) averaged in blocks of k x k pixels.
     */
    private record Source(Mat image, int k, int left, int top) {
        /** {@link GridMesh#square} from this picture, its crossings given in the photo's pixels. */
        GridMesh.Square square(Mat toImage, int size) {
            if (k == 1) {
                return GridMesh.square(image, toImage, size);
            }
            Mat squareToPart = toPart(toImage);
            GridMesh.Square s = GridMesh.square(image, squareToPart, size);
            squareToPart.release();
            image.release();
            double[] c = s.crossings();
            if (c == null) {
                return s;
            }
            for (int i = 0; i < c.length; i += 2) {
                c[i] = photoX(c[i]);
                c[i + 1] = photoY(c[i + 1]);
            }
            return new GridMesh.Square(s.colour(), c);
        }

        /** A {@code side} x {@code side} view warped straight from this picture, {@code viewToImage} mapping it to the photo. */
        Mat plain(Mat viewToImage, int side) {
            Mat toSource = k == 1 ? viewToImage : toPart(viewToImage);
            Mat view = new Mat();
            Imgproc.warpPerspective(image, view, toSource, new Size(side, side),
                    Imgproc.INTER_LINEAR | Imgproc.WARP_INVERSE_MAP, Core.BORDER_REPLICATE);
            if (k != 1) {
                toSource.release();
                image.release();
            }
            return view;
        }

        /** {@code toImage} (to the photo's pixels) followed by the photo's pixels to the part's. */
        private Mat toPart(Mat toImage) {
            Mat imageToPart = Mat.eye(3, 3, CvType.CV_64F);
            imageToPart.put(0, 0, 1.0 / k);
            imageToPart.put(1, 1, 1.0 / k);
            imageToPart.put(0, 2, partX(0));
            imageToPart.put(1, 2, partY(0));
            Mat out = new Mat();
            Core.gemm(imageToPart, toImage, 1, new Mat(), 0, out);
            imageToPart.release();
            return out;
        }

        // Pixel i of the part is the mean of the photo's pixels left + k*i .. left + k*i + k - 1:
        // it stands where their middle, left + k*i + (k - 1)/2, stands.
        private double partX(double x) {
            return (x - left - (k - 1) / 2.0) / k;
        }

        private double partY(double y) {
            return (y - top - (k - 1) / 2.0) / k;
        }

        private double photoX(double x) {
            return x * k + left + (k - 1) / 2.0;
        }

        private double photoY(double y) {
            return y * k + top + (k - 1) / 2.0;
        }
    }

    private static Mat warped(Mat image, Mat toSquare, int size) {
        Mat out = new Mat();
        Imgproc.warpPerspective(image, out, toSquare, new Size(size, size), Imgproc.INTER_LINEAR,
                Core.BORDER_REPLICATE);
        return out;
    }
}
