package lens.samples;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.util.List;
import java.util.Random;
import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Places a flat page into a photo-like scene: the paper bent slightly, warped in perspective to
 * given corners over a textured background, lit unevenly with a soft shadow, blurred and noised.
 * Returns the image with the grid's true corners (the page grid corners moved by the same bend
 * and warp), so that detection can be measured against them.
 */
public final class SceneRenderer {
    private SceneRenderer() {
    }

    public static Scene place(RenderedPage page, SceneSpec spec) {
        OpenCvLoader.ensureLoaded();
        Random rnd = new Random(spec.seed());
        Mat flat = toMat(page.image());
        int pw = flat.cols();
        int ph = flat.rows();
        double bulge = spec.curvature() * ph;
        Mat bent = bend(flat, bulge);
        flat.release();
        Quad pageRect = Quad.of(new Point(0, 0), new Point(pw, 0), new Point(pw, ph), new Point(0, ph));
        MatOfPoint2f src = pageRect.toMat();
        MatOfPoint2f dst = spec.page().toMat();
        Mat h = Imgproc.getPerspectiveTransform(src, dst);
        Mat scene = background(spec.width(), spec.height(), rnd);
        Imgproc.warpPerspective(bent, scene, h, scene.size(), Imgproc.INTER_LINEAR, Core.BORDER_TRANSPARENT);
        bent.release();
        Quad truth = project(page.grid(), h, pw, bulge);
        src.release();
        dst.release();
        h.release();
        Mat lit = light(scene, spec, rnd);
        scene.release();
        return new Scene(lit, truth);
    }

    /** A BufferedImage of type 3BYTE_BGR (or any other, converted) as a new BGR Mat. */
    public static Mat toMat(BufferedImage img) {
        OpenCvLoader.ensureLoaded();
        BufferedImage bgr = img;
        if (img.getType() != BufferedImage.TYPE_3BYTE_BGR) {
            bgr = new BufferedImage(img.getWidth(), img.getHeight(), BufferedImage.TYPE_3BYTE_BGR);
            bgr.getGraphics().drawImage(img, 0, 0, null);
        }
        byte[] data = ((DataBufferByte) bgr.getRaster().getDataBuffer()).getData();
        Mat m = new Mat(bgr.getHeight(), bgr.getWidth(), CvType.CV_8UC3);
        m.put(0, 0, data);
        return m;
    }

    /** The page bent: a point (x, y) of the flat page shows at y - bulge * sin(pi x / w). */
    private static Mat bend(Mat flat, double bulge) {
        int w = flat.cols();
        int h = flat.rows();
        Mat mapX = new Mat(h, w, CvType.CV_32FC1);
        Mat mapY = new Mat(h, w, CvType.CV_32FC1);
        float[] rowX = new float[w];
        float[] rowY = new float[w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                rowX[x] = x;
                rowY[x] = (float) (y + bulge * Math.sin(Math.PI * x / w));
            }
            mapX.put(y, 0, rowX);
            mapY.put(y, 0, rowY);
        }
        Mat out = new Mat();
        Imgproc.remap(flat, out, mapX, mapY, Imgproc.INTER_LINEAR, Core.BORDER_REPLICATE);
        mapX.release();
        mapY.release();
        return out;
    }

    private static Quad project(Quad grid, Mat h, int pw, double bulge) {
        double[] m = new double[9];
        h.get(0, 0, m);
        Point[] out = new Point[4];
        for (int i = 0; i < 4; i++) {
            Point p = grid.corner(i);
            double y = p.y - bulge * Math.sin(Math.PI * p.x / pw);
            double z = m[6] * p.x + m[7] * y + m[8];
            out[i] = new Point((m[0] * p.x + m[1] * y + m[2]) / z, (m[3] * p.x + m[4] * y + m[5]) / z);
        }
        return Quad.of(out);
    }

    /** A table-like background: a random dull colour with coarse blotches. */
    private static Mat background(int w, int h, Random rnd) {
        Mat small = new Mat(6, 8, CvType.CV_8UC3);
        byte[] px = new byte[6 * 8 * 3];
        int base = 60 + rnd.nextInt(120);
        int tintB = rnd.nextInt(40) - 20;
        int tintR = rnd.nextInt(40) - 20;
        for (int i = 0; i < 48; i++) {
            int v = base + rnd.nextInt(30) - 15;
            px[3 * i] = (byte) clamp(v + tintB);
            px[3 * i + 1] = (byte) clamp(v);
            px[3 * i + 2] = (byte) clamp(v + tintR);
        }
        small.put(0, 0, px);
        Mat big = new Mat();
        Imgproc.resize(small, big, new Size(w, h), 0, 0, Imgproc.INTER_CUBIC);
        small.release();
        return big;
    }

    /** Uneven light (a linear ramp and a soft shadow band), blur and Gaussian noise. */
    private static Mat light(Mat scene, SceneSpec spec, Random rnd) {
        int w = scene.cols();
        int h = scene.rows();
        Mat gain = new Mat(h, w, CvType.CV_32FC1);
        double ang = rnd.nextDouble() * 2 * Math.PI;
        double ax = Math.cos(ang);
        double ay = Math.sin(ang);
        double sAng = rnd.nextDouble() * Math.PI;
        double sx = Math.cos(sAng);
        double sy = Math.sin(sAng);
        double sOff = (rnd.nextDouble() - 0.5) * Math.max(w, h) * 0.6;
        double sWidth = Math.max(w, h) * (0.08 + 0.1 * rnd.nextDouble());
        float[] row = new float[w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double u = ((x - w / 2.0) * ax + (y - h / 2.0) * ay) / Math.max(w, h);
                double d = ((x - w / 2.0) * sx + (y - h / 2.0) * sy - sOff) / sWidth;
                double shade = spec.shadow() * 1 / (1 + Math.exp(-4 * d));
                row[x] = (float) ((1 + spec.light() * u) * (1 - shade));
            }
            gain.put(y, 0, row);
        }
        Mat f = new Mat();
        scene.convertTo(f, CvType.CV_32FC3);
        Mat gain3 = new Mat();
        Mat[] planes = {gain, gain, gain};
        Core.merge(List.of(planes), gain3);
        Core.multiply(f, gain3, f);
        gain.release();
        gain3.release();
        if (spec.blurSigma() > 0) {
            Imgproc.GaussianBlur(f, f, new Size(0, 0), spec.blurSigma());
        }
        if (spec.noiseSigma() > 0) {
            Mat noise = new Mat(h, w, CvType.CV_32FC3);
            Core.setRNGSeed((int) spec.seed());
            Core.randn(noise, 0, spec.noiseSigma());
            Core.add(f, noise, f);
            noise.release();
        }
        Mat out = new Mat();
        f.convertTo(out, CvType.CV_8UC3);
        f.release();
        return out;
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(255, v));
    }
}
