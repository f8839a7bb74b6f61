package lens.ocr;

/**
 * Loads the native libraries the recognizers need: OpenCV from the openpnp jar, and makes
 * JNA find Debian's {@code libtesseract.so.5} (Debian ships no unversioned
 * {@code libtesseract.so} without the -dev package; JNA then matches the versioned file in
 * the directories named by {@code jna.library.path}).
 */
public final class NativeLibraries {
    private static final String[] LIBRARY_DIRS = {
        "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib", "/usr/local/lib",
    };

    private NativeLibraries() {
    }

    public static synchronized void load() {
        nu.pattern.OpenCV.loadLocally();
        if (System.getProperty("jna.library.path") == null) {
            System.setProperty("jna.library.path", String.join(java.io.File.pathSeparator, LIBRARY_DIRS));
        }
    }
}
