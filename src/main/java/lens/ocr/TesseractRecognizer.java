package lens.ocr;

import com.sun.jna.Pointer;
import java.io.File;
import java.nio.ByteBuffer;
import java.util.Arrays;
import lens.vision.OpenCvLoader;
import net.sourceforge.tess4j.ITessAPI.TessBaseAPI;
import net.sourceforge.tess4j.ITessAPI.TessChoiceIterator;
import net.sourceforge.tess4j.ITessAPI.TessPageIteratorLevel;
import net.sourceforge.tess4j.ITessAPI.TessPageSegMode;
import net.sourceforge.tess4j.ITessAPI.TessResultIterator;
import net.sourceforge.tess4j.TessAPI;
import net.sourceforge.tess4j.util.LoadLibs;
import org.opencv.core.Core;
import org.opencv.core.Mat;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

/**
 * Reads a digit with Tesseract (Tess4J over the system's libtesseract). One native
 * {@code TessBaseAPI} handle stays open for the recognizer's life, because initialising it
 * loads the language model (over 100 ms); a digit then costs some milliseconds.
 *
 * <p>The page is one character (page segmentation mode 10) with a whitelist of 1-9. The ink is
 * scaled to {@link Params#digitHeight} pixels high, inverted to black on white and given a white
 * margin, which is what Tesseract was trained on; bold blobs are thinned first. The scores come from Tesseract's choice
 * iterator (its alternatives for the symbol), each confidence mapped from 0..100 to 0..1; digits
 * it did not propose share a small floor so that {@link DigitReading#ranked()} still orders all
 * nine. Not thread-safe: one instance per thread.
 *
 * <p>JNA is pointed at the system library directories, where Debian's versioned
 * {@code libtesseract.so.5} lies (Debian ships no unversioned {@code libtesseract.so} without the
 * -dev package; JNA then matches the versioned file in the directories of
 * {@code jna.library.path}).
 */
public final class TesseractRecognizer implements DigitRecognizer {
    private static final String[] LIBRARY_DIRS = {
        "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib", "/usr/local/lib",
    };

    static {
        if (System.getProperty("jna.library.path") == null) {
            System.setProperty("jna.library.path", String.join(File.pathSeparator, LIBRARY_DIRS));
        }
    }

    /**
     * @param digitHeight pixel height the ink is scaled to (Tesseract reads 20-40 px glyphs best)
     * @param margin      white border around the glyph, in pixels (it needs background to segment)
     * @param floorScore  score given to digits Tesseract did not propose
     * @param maxInkShare strokes are thinned while more than this share of the glyph's box is ink:
     *                    thresholded photo cells come out bold and blobby, and Tesseract reads
     *                    nothing in them (printed digits cover roughly 30-45% of their box)
     * @param maxThinSteps at most this many 1-pixel erosions
     */
    public record Params(int digitHeight, int margin, double floorScore, double maxInkShare, int maxThinSteps) {
        public static final Params DEFAULT = new Params(32, 16, 0.001, 0.5, 2);
    }

    private final Params params;
    // interface mapping: functions resolve on first call, so entries the system's older
    // libtesseract lacks (TessBaseAPIGetPAGEText) do not fail the load as TessAPI1 does
    private final TessAPI api;
    private TessBaseAPI handle;

    public TesseractRecognizer() {
        this(Params.DEFAULT);
    }

    public TesseractRecognizer(Params params) {
        this.params = params;
        OpenCvLoader.ensureLoaded();
        api = LoadLibs.getTessAPIInstance();
        File tessdata = LoadLibs.extractTessResources("tessdata");
        handle = api.TessBaseAPICreate();
        if (api.TessBaseAPIInit3(handle, tessdata.getPath(), "eng") != 0) {
            api.TessBaseAPIDelete(handle);
            handle = null;
            throw new IllegalStateException("Tesseract could not load eng.traineddata from " + tessdata);
        }
        api.TessBaseAPISetPageSegMode(handle, TessPageSegMode.PSM_SINGLE_CHAR);
        api.TessBaseAPISetVariable(handle, "tessedit_char_whitelist", "123456789");
        // 2 = the LSTM engine reports every alternative it considered for a symbol
        api.TessBaseAPISetVariable(handle, "lstm_choice_mode", "2");
        api.TessBaseAPISetVariable(handle, "debug_file", "/dev/null");
    }

    @Override
    public String name() {
        return "tesseract";
    }

    @Override
    public DigitReading recognize(Mat ink) {
        if (handle == null) {
            throw new IllegalStateException("recognizer is closed");
        }
        byte[] page = pageOf(ink);
        int w = pageWidth, h = pageHeight;
        ByteBuffer buf = ByteBuffer.allocateDirect(page.length);
        buf.put(page).flip();
        api.TessBaseAPISetImage(handle, buf, w, h, 1, w);
        double[] scores = new double[10];
        Arrays.fill(scores, 1, 10, params.floorScore());
        if (api.TessBaseAPIRecognize(handle, null) == 0) {
            readChoices(scores);
        }
        if (!anyProposed(scores)) {
            // single-character mode rejects some blobby glyphs that word mode still reads
            api.TessBaseAPISetPageSegMode(handle, TessPageSegMode.PSM_SINGLE_WORD);
            if (api.TessBaseAPIRecognize(handle, null) == 0) {
                readChoices(scores);
            }
            api.TessBaseAPISetPageSegMode(handle, TessPageSegMode.PSM_SINGLE_CHAR);
        }
        api.TessBaseAPIClear(handle);
        return Readings.fromScores(scores);
    }

    private int pageWidth;
    private int pageHeight;

    /** Black glyph, {@code digitHeight} high, on a white page with a margin. */
    private byte[] pageOf(Mat ink) {
        int target = params.digitHeight();
        double scale = (double) target / Math.max(1, ink.rows());
        int width = Math.max(1, (int) Math.round(ink.cols() * scale));
        width = Math.min(width, 2 * target); // a smudge wider than two glyphs is squeezed
        Mat scaled = new Mat();
        Mat page = new Mat();
        try {
            Imgproc.resize(ink, scaled, new Size(width, target), 0, 0, Imgproc.INTER_AREA);
            thin(scaled);
            Core.bitwise_not(scaled, scaled);
            int m = params.margin();
            Core.copyMakeBorder(scaled, page, m, m, m, m, Core.BORDER_CONSTANT, new org.opencv.core.Scalar(255));
            pageWidth = page.cols();
            pageHeight = page.rows();
            byte[] out = new byte[pageWidth * pageHeight];
            page.get(0, 0, out);
            return out;
        } finally {
            scaled.release();
            page.release();
        }
    }

    private boolean anyProposed(double[] scores) {
        for (int d = 1; d <= 9; d++) {
            if (scores[d] > params.floorScore()) {
                return true;
            }
        }
        return false;
    }

    private void thin(Mat glyph) {
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE, new Size(3, 3));
        try {
            for (int i = 0; i < params.maxThinSteps(); i++) {
                double share = Core.mean(glyph).val[0] / 255.0;
                if (share <= params.maxInkShare()) {
                    return;
                }
                Imgproc.erode(glyph, glyph, kernel);
            }
        } finally {
            kernel.release();
        }
    }

    private void readChoices(double[] scores) {
        TessResultIterator it = api.TessBaseAPIGetIterator(handle);
        if (it == null) {
            return;
        }
        try {
            int level = TessPageIteratorLevel.RIL_SYMBOL;
            Pointer text = api.TessResultIteratorGetUTF8Text(it, level);
            if (text == null) {
                return;
            }
            String best = text.getString(0);
            api.TessDeleteText(text);
            record(scores, best, api.TessResultIteratorConfidence(it, level));
            TessChoiceIterator choices = api.TessResultIteratorGetChoiceIterator(it);
            if (choices != null) {
                try {
                    do {
                        record(scores, api.TessChoiceIteratorGetUTF8Text(choices),
                                api.TessChoiceIteratorConfidence(choices));
                    } while (api.TessChoiceIteratorNext(choices) != 0);
                } finally {
                    api.TessChoiceIteratorDelete(choices);
                }
            }
        } finally {
            api.TessResultIteratorDelete(it);
        }
    }

    private static void record(double[] scores, String symbol, float confidence) {
        if (symbol == null || symbol.length() != 1) {
            return;
        }
        int d = symbol.charAt(0) - '0';
        if (d >= 1 && d <= 9) {
            scores[d] = Math.max(scores[d], Math.max(0, Math.min(100, confidence)) / 100.0);
        }
    }

    @Override
    public void close() {
        if (handle != null) {
            api.TessBaseAPIEnd(handle);
            api.TessBaseAPIDelete(handle);
            handle = null;
        }
    }
}
