package lens.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The QR codes a phone scans: drawn as SVG and as terminal text, each read back by a QR reader. */
class QrCodeTest {
    private static final String URL = "https://192.168.1.23:8080/";
    /** Pixels a module when the drawings are read back as a picture. */
    private static final int SCALE = 4;

    @Test
    void theSvgReadsBackAsTheAddress() throws Exception {
        String svg = QrCode.of(URL).svg();
        Matcher side = Pattern.compile("viewBox=\"0 0 (\\d+) \\d+\"").matcher(svg);
        assertTrue(side.find(), svg);
        int n = Integer.parseInt(side.group(1));
        boolean[][] dark = new boolean[n][n];
        Matcher m = Pattern.compile("M(\\d+),(\\d+)h1v1h-1z").matcher(svg);
        while (m.find()) {
            dark[Integer.parseInt(m.group(2))][Integer.parseInt(m.group(1))] = true;
        }
        assertEquals(URL, read(dark));
    }

    @Test
    void theTerminalTextReadsBackAsTheAddress() throws Exception {
        List<String> lines = QrCode.of(URL).terminalLines();
        List<String> rows = lines.stream().map(l -> l.replace("\u001b[30;47m", "").replace("\u001b[0m", "")).toList();
        int width = rows.get(0).length();
        boolean[][] dark = new boolean[2 * rows.size()][width];
        for (int r = 0; r < rows.size(); r++) {
            assertEquals(width, rows.get(r).length(), "every line as wide");
            for (int x = 0; x < width; x++) {
                char c = rows.get(r).charAt(x);
                dark[2 * r][x] = c == '\u2588' || c == '\u2580';
                dark[2 * r + 1][x] = c == '\u2588' || c == '\u2584';
            }
        }
        assertTrue(lines.get(0).startsWith("\u001b[30;47m"), "dark on light whatever the terminal's colours");
        assertEquals(URL, read(dark));
    }

    @Test
    void theQuietZoneIsLeftLight() {
        QrCode code = QrCode.of(URL);
        String top = code.terminalLines().get(0).replace("\u001b[30;47m", "").replace("\u001b[0m", "");
        assertTrue(top.isBlank(), "the first line is quiet zone: " + top);
        assertEquals(code.size() + 2 * QrCode.QUIET, top.length());
    }

    /** The text a QR reader finds in the modules {@code dark} (rows of columns), drawn {@value #SCALE} pixels a module. */
    private static String read(boolean[][] dark) throws Exception {
        int h = dark.length * SCALE;
        int w = dark[0].length * SCALE;
        int[] pixels = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                pixels[y * w + x] = dark[y / SCALE][x / SCALE] ? 0xff000000 : 0xffffffff;
            }
        }
        BinaryBitmap bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(w, h, pixels)));
        return new QRCodeReader().decode(bitmap).getText();
    }
}
