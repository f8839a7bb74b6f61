package lens.web;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A QR code of a short text (the server's address, for a phone to open the page), drawn as an
 * SVG for the page and as text for the terminal. Encoding is ZXing's; only the drawing is ours.
 */
public final class QrCode {
    /** Light modules around the code, as the standard asks for a reader to find it. */
    static final int QUIET = 4;

    private final BitMatrix modules;

    private QrCode(BitMatrix modules) {
        this.modules = modules;
    }

    /** The code of {@code text}, error correction level M (a phone screen or a terminal photographed at an angle). */
    public static QrCode of(String text) {
        try {
            // size 0: one pixel a module, the quiet zone ours to draw
            BitMatrix m = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0,
                    Map.of(EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M, EncodeHintType.MARGIN, 0));
            return new QrCode(m);
        } catch (WriterException e) {
            throw new IllegalArgumentException("no QR code holds " + text.length() + " characters", e);
        }
    }

    /** Modules a side, without the quiet zone. */
    public int size() {
        return modules.getWidth();
    }

    /** Whether the module at ({@code x}, {@code y}) is dark; outside the code (the quiet zone) it is light. */
    public boolean dark(int x, int y) {
        return x >= 0 && y >= 0 && x < size() && y < size() && modules.get(x, y);
    }

    /** An SVG of the code, a unit a module, the quiet zone included: one path of the dark modules on white. */
    public String svg() {
        int side = size() + 2 * QUIET;
        StringBuilder path = new StringBuilder();
        for (int y = 0; y < size(); y++) {
            for (int x = 0; x < size(); x++) {
                if (dark(x, y)) {
                    path.append('M').append(x + QUIET).append(',').append(y + QUIET).append("h1v1h-1z");
                }
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + side + " " + side
                + "\" shape-rendering=\"crispEdges\"><rect width=\"" + side + "\" height=\"" + side
                + "\" fill=\"#fff\"/><path fill=\"#000\" d=\"" + path + "\"/></svg>";
    }

    /**
     * The code as lines of text, two module rows a line (upper and lower half blocks), dark on
     * light whatever the terminal's colours: each line is set black on white with ANSI escapes,
     * the quiet zone included.
     */
    public List<String> terminalLines() {
        List<String> lines = new ArrayList<>();
        int from = -QUIET;
        int to = size() + QUIET;
        for (int y = from; y < to; y += 2) {
            StringBuilder line = new StringBuilder("\u001b[30;47m");
            for (int x = from; x < to; x++) {
                boolean top = dark(x, y);
                boolean bottom = y + 1 < to && dark(x, y + 1);
                line.append(top ? (bottom ? '\u2588' : '\u2580') : (bottom ? '\u2584' : ' '));
            }
            lines.add(line.append("\u001b[0m").toString());
        }
        return lines;
    }
}
