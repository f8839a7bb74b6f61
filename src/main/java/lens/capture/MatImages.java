package lens.capture;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import org.opencv.core.CvType;
import org.opencv.core.Mat;

/** Copies between OpenCV 8-bit BGR Mats and 3-byte BGR BufferedImages (same byte layout). */
public final class MatImages {
    private MatImages() {
    }

    /** A new BufferedImage with a copy of a 1- or 3-channel 8-bit Mat. */
    public static BufferedImage toImage(Mat m) {
        int type = m.channels() == 1 ? BufferedImage.TYPE_BYTE_GRAY : BufferedImage.TYPE_3BYTE_BGR;
        BufferedImage img = new BufferedImage(m.cols(), m.rows(), type);
        byte[] data = ((DataBufferByte) img.getRaster().getDataBuffer()).getData();
        m.get(0, 0, data);
        return img;
    }

    /** A new BGR Mat (the caller releases it) with a copy of any BufferedImage. */
    public static Mat toMat(BufferedImage img) {
        BufferedImage bgr = asBgr(img);
        byte[] data = ((DataBufferByte) bgr.getRaster().getDataBuffer()).getData();
        Mat m = new Mat(bgr.getHeight(), bgr.getWidth(), CvType.CV_8UC3);
        m.put(0, 0, data);
        return m;
    }

    /** The image itself when it is 3-byte BGR, else a converted copy. */
    public static BufferedImage asBgr(BufferedImage img) {
        if (img.getType() == BufferedImage.TYPE_3BYTE_BGR) {
            return img;
        }
        BufferedImage bgr = new BufferedImage(img.getWidth(), img.getHeight(), BufferedImage.TYPE_3BYTE_BGR);
        java.awt.Graphics2D g = bgr.createGraphics();
        g.drawImage(img, 0, 0, null);
        g.dispose();
        return bgr;
    }

    /** Copies the pixels of a BGR Mat of the same size into a 3-byte BGR image (no allocation). */
    public static void copyInto(Mat m, BufferedImage target) {
        byte[] data = ((DataBufferByte) target.getRaster().getDataBuffer()).getData();
        m.get(0, 0, data);
    }
}
