package lens.ocr.training;

import java.awt.Font;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The fonts training renders digits from: the Latin text faces of Debian's font packages
 * (DejaVu, Liberation, FreeFont, URW base 35, Noto Sans/Serif/Mono) in every weight and slant
 * installed. Symbol, math and script-specific faces are left out: their digits are not digits.
 */
public final class FontCatalog {
    public static final Path ROOT = Path.of("/usr/share/fonts");
    private static final Pattern WANTED = Pattern.compile(
            "(DejaVu|Liberation|Free|Nimbus|C059|P052|URW|Z003|Noto(Sans|Serif)(Mono|Display)?-).*\\.(ttf|otf)");
    private static final Pattern UNWANTED = Pattern.compile(".*(Math|Symbol|D050000L).*");

    private FontCatalog() {
    }

    /** Every usable font under {@code root}, sorted by file name (stable across runs). */
    public static List<Font> load(Path root) {
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(p -> {
                String n = p.getFileName().toString();
                return WANTED.matcher(n).matches() && !UNWANTED.matcher(n).matches();
            }).sorted((a, b) -> a.getFileName().toString().compareTo(b.getFileName().toString())).toList();
        } catch (IOException e) {
            return List.of();
        }
        List<Font> fonts = new ArrayList<>();
        for (Path f : files) {
            try {
                Font font = Font.createFont(Font.TRUETYPE_FONT, f.toFile());
                if (font.canDisplayUpTo("123456789") == -1) {
                    fonts.add(font);
                }
            } catch (java.awt.FontFormatException | IOException e) {
                // a face Java cannot read is simply not used
            }
        }
        return fonts;
    }
}
