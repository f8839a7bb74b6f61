package lens.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SourceSpecTest {
    @Test
    void parsesEveryForm() throws CaptureException {
        assertEquals(new SourceSpec(SourceSpec.Kind.WEBCAM, "0"), SourceSpec.parse("webcam"));
        assertEquals(2, SourceSpec.parse("webcam:2").webcamIndex());
        assertEquals(-1, SourceSpec.parse("webcam:HD Pro C920").webcamIndex());
        assertEquals(SourceSpec.Kind.REPLAY, SourceSpec.parse("replay:frames/").kind());
        assertEquals("a.avi", SourceSpec.parse("video:a.avi").value());
        assertEquals(SourceSpec.Kind.PHOTO, SourceSpec.parse("photo:p.jpg").kind());
    }

    @Test
    void rejectsUnknownForms() {
        for (String bad : new String[] {"", "camera:0", "replay:", ":x", "photo"}) {
            CaptureException e = assertThrows(CaptureException.class, () -> SourceSpec.parse(bad), bad);
            assertEquals(CaptureException.Kind.BAD_SOURCE, e.kind());
        }
    }
}
