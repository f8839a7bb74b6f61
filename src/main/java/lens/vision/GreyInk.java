package lens.vision;

import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/** A digit's ink as grey levels (what the digit model reads), and its box within the patch it was cut from. */
record GreyInk(Mat ink, Rect box) {
    /**
     * The digit as grey levels: the patch inverted and stretched so that paper is 0 and the
     * darkest ink 255, kept only near the chosen components. Anti-aliased edges keep the shape
     * of small, blurred digits (the holes of 6, 8, 9) that a binary mask closes up. Null when the
     * patch has no contrast (then the mask is used).
     */
    static GreyInk cut(Mat gray, Rect inner, Rect grown, Mat mask, CellParams.Ink params) {
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
        Mat out = new Mat(grey.size(), CvType.CV_8UC1, new Scalar(0));
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
}
