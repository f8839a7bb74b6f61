package lens.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;

/** A photo of a printed page is dark on light; the same inverted, as a puzzle app's dark mode draws it, light on dark. */
class PolarityTest {
    @Test
    void aPrintedPageIsDarkOnLightAndItsInverseLightOnDark() {
        OpenCvLoader.ensureLoaded();
        for (String sample : new String[] {"newspaper-1", "newspaper-2", "newspaper-3", "handfilled-1"}) {
            Mat photo = Imgcodecs.imread("samples/photos/" + sample + ".jpg");
            assertEquals(Polarity.DARK_ON_LIGHT, Polarity.of(photo), sample);
            Mat inverse = Polarity.inverted(photo);
            assertEquals(Polarity.LIGHT_ON_DARK, Polarity.of(inverse), sample + " inverted");
            photo.release();
            inverse.release();
        }
    }

    /** A picture far longer than wide scales to less than a pixel across; OpenCV's resize failed on it. */
    @Test
    void aSliverOfAPictureIsDarkOnLight() {
        OpenCvLoader.ensureLoaded();
        Mat sliver = new Mat(3, 20_000, CvType.CV_8UC3, new Scalar(255, 255, 255));
        assertEquals(Polarity.DARK_ON_LIGHT, Polarity.of(sliver));
        sliver.release();
    }
}
