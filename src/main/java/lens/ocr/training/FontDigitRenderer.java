package lens.ocr.training;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.font.GlyphVector;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Renders printed digits from installed fonts with random photo-like damage
 * ({@link RenderParams}): tilt, slant, stroke weight, size, blur, noise, and sometimes a hard
 * threshold. Each digit comes out as the recognizers receive it: white on black, cropped to its
 * bounding box. Deterministic for a given seed.
 */
public final class FontDigitRenderer {
    private static final int CANVAS = 128;
    private static final float POINT_SIZE = 72f;

    private final List<Font> fonts;
    private final RenderParams params;

    public FontDigitRenderer(List<Font> fonts, RenderParams params) {
        if (fonts.isEmpty()) {
            throw new IllegalArgumentException("no fonts to render digits with");
        }
        lens.vision.OpenCvLoader.ensureLoaded();
        this.fonts = List.copyOf(fonts);
        this.params = params;
    }

    public int fontCount() {
        return fonts.size();
    }

    /** {@code count} digits cycling through 1..9 and all fonts, randomly damaged. */
    public List<LabelledInk> render(int count, long seed) {
        Random rnd = new Random(seed);
        List<LabelledInk> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int digit = 1 + i % 9;
            Font font = fonts.get((i / 9 + rnd.nextInt(3)) % fonts.size());
            out.add(new LabelledInk(render(font, digit, rnd), digit));
        }
        return out;
    }

    /** One damaged digit in one font; the caller releases the Mat. */
    public Mat render(Font font, int digit, Random rnd) {
        Mat big = draw(font, digit, rnd);
        Mat work = new Mat();
        try {
            int steps = rnd.nextInt(2 * params.maxThickenSteps() + 1) - params.maxThickenSteps();
            Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE, new Size(3, 3));
            if (steps > 0) {
                Imgproc.dilate(big, big, kernel, new org.opencv.core.Point(-1, -1), 2 * steps);
            } else if (steps < 0) {
                Imgproc.erode(big, big, kernel, new org.opencv.core.Point(-1, -1), -steps);
            }
            kernel.release();
            Rect box = Imgproc.boundingRect(big);
            if (box.width == 0 || box.height == 0) {
                return Mat.zeros(1, 1, CvType.CV_8UC1);
            }
            // shrink to the target height with a small border so blur can spread
            int height = params.minHeight() + rnd.nextInt(params.maxHeight() - params.minHeight() + 1);
            double scale = (double) height / box.height;
            Mat crop = big.submat(box);
            Mat padded = new Mat();
            int pad = (int) Math.ceil(4 / scale);
            Core.copyMakeBorder(crop, padded, pad, pad, pad, pad, Core.BORDER_CONSTANT, new org.opencv.core.Scalar(0));
            crop.release();
            Imgproc.resize(padded, work, new Size(Math.max(1, padded.cols() * scale), Math.max(1, padded.rows() * scale)),
                    0, 0, Imgproc.INTER_AREA);
            padded.release();
            double sigma = rnd.nextDouble() * params.maxBlurSigma();
            if (sigma > 0.3) {
                Imgproc.GaussianBlur(work, work, new Size(0, 0), sigma);
            }
            addNoise(work, rnd.nextDouble() * params.maxNoise(), rnd);
            if (rnd.nextDouble() < params.binaryShare()) {
                Imgproc.threshold(work, work, 0, 255, Imgproc.THRESH_BINARY | Imgproc.THRESH_OTSU);
            }
            return cropToInk(work);
        } finally {
            big.release();
            work.release();
        }
    }

    private Mat draw(Font font, int digit, Random rnd) {
        BufferedImage img = new BufferedImage(CANVAS, CANVAS, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        Font f = font.deriveFont(POINT_SIZE);
        GlyphVector gv = f.createGlyphVector(g.getFontRenderContext(), String.valueOf(digit));
        java.awt.geom.Rectangle2D b = gv.getVisualBounds();
        AffineTransform t = new AffineTransform();
        t.translate(CANVAS / 2.0, CANVAS / 2.0);
        t.rotate(Math.toRadians((rnd.nextDouble() * 2 - 1) * params.maxRotationDeg()));
        t.shear((rnd.nextDouble() * 2 - 1) * params.maxShear(), 0);
        t.translate(-b.getCenterX(), -b.getCenterY());
        g.setTransform(t);
        g.setColor(java.awt.Color.WHITE);
        g.fill(gv.getOutline());
        g.dispose();
        byte[] px = ((DataBufferByte) img.getRaster().getDataBuffer()).getData();
        Mat m = new Mat(CANVAS, CANVAS, CvType.CV_8UC1);
        m.put(0, 0, px);
        return m;
    }

    private static void addNoise(Mat m, double sd, Random rnd) {
        if (sd < 1) {
            return;
        }
        byte[] px = new byte[(int) m.total()];
        m.get(0, 0, px);
        for (int i = 0; i < px.length; i++) {
            int v = (px[i] & 0xff) + (int) Math.round(rnd.nextGaussian() * sd);
            px[i] = (byte) Math.max(0, Math.min(255, v));
        }
        m.put(0, 0, px);
    }

    /** The bounding box of the pixels brighter than mid-grey (the digit), as a new Mat. */
    static Mat cropToInk(Mat m) {
        Mat mask = new Mat();
        Imgproc.threshold(m, mask, 127, 255, Imgproc.THRESH_BINARY);
        Rect box = Imgproc.boundingRect(mask);
        mask.release();
        if (box.width == 0 || box.height == 0) {
            return Mat.zeros(1, 1, CvType.CV_8UC1);
        }
        Mat roi = m.submat(box);
        Mat out = roi.clone();
        roi.release();
        return out;
    }
}
