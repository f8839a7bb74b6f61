package lens.overlay;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.util.ArrayList;
import java.util.List;

/** Breaks a sentence into lines that fit a width, measured in the pictures' sans-serif font. */
final class TextLines {
    private static final FontRenderContext METRICS = new FontRenderContext(null, true, true);

    private TextLines() {
    }

    static double width(String text, double size, boolean bold) {
        Font font = new Font(RasterSurface.FAMILY, bold ? Font.BOLD : Font.PLAIN, 1).deriveFont((float) size);
        return font.getStringBounds(text, METRICS).getWidth();
    }

    /**
     * The words of {@code text} in lines no wider than {@code width}, at most {@code maxLines}
     * (the last one ending in an ellipsis when the text is longer); a word
     * wider than the line gets a line of its own.
     */
    static List<String> wrap(String text, double width, double size, boolean bold, int maxLines) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String tried = line.length() == 0 ? word : line + " " + word;
            if (width(tried, size, bold) <= width || line.length() == 0) {
                line.setLength(0);
                line.append(tried);
            } else {
                lines.add(line.toString());
                line.setLength(0);
                line.append(word);
            }
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        if (lines.size() > maxLines) {
            List<String> cut = new ArrayList<>(lines.subList(0, maxLines));
            String last = cut.get(maxLines - 1);
            while (!last.isEmpty() && width(last + " \u2026", size, bold) > width) {
                last = last.substring(0, last.length() - 1);
            }
            cut.set(maxLines - 1, last + " \u2026");
            return cut;
        }
        return lines;
    }
}
