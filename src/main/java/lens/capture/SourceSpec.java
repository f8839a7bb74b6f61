package lens.capture;

import java.nio.file.Path;
import java.util.Locale;

/**
 * A parsed {@code --source} value: {@code webcam:0} (index), {@code webcam:NAME}, {@code replay:DIR},
 * {@code video:FILE} or {@code photo:FILE}. A bare {@code webcam} means the first camera.
 *
 * @param kind  which kind of source
 * @param value the index, name, folder or file after the colon
 */
public record SourceSpec(Kind kind, String value) {
    /** The kinds of source. */
    public enum Kind { WEBCAM, REPLAY, VIDEO, PHOTO }

    public static SourceSpec parse(String text) throws CaptureException {
        String t = text.strip();
        if (t.equals("webcam")) {
            return new SourceSpec(Kind.WEBCAM, "0");
        }
        int colon = t.indexOf(':');
        if (colon > 0 && colon < t.length() - 1) {
            String v = t.substring(colon + 1);
            switch (t.substring(0, colon)) {
                case "webcam": return new SourceSpec(Kind.WEBCAM, v);
                case "replay": return new SourceSpec(Kind.REPLAY, v);
                case "video": return new SourceSpec(Kind.VIDEO, v);
                case "photo": return new SourceSpec(Kind.PHOTO, v);
                default: break;
            }
        }
        throw new CaptureException(CaptureException.Kind.BAD_SOURCE, "unknown source '" + text
                + "': use webcam:INDEX, webcam:NAME, replay:DIR, video:FILE or photo:FILE");
    }

    /** The camera index for {@code webcam:N}, or -1 when the value is a name. */
    /** True for a source that never ends by itself (a camera, a photo shown again and again). */
    public boolean endless() {
        return kind == Kind.WEBCAM || kind == Kind.PHOTO;
    }

    public int webcamIndex() {
        return value.matches("\\d{1,3}") ? Integer.parseInt(value) : -1;
    }

    public Path path() {
        return Path.of(value);
    }

    @Override
    public String toString() {
        return kind.name().toLowerCase(Locale.ROOT) + ":" + value;
    }
}
