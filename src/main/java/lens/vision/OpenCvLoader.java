package lens.vision;

/**
 * Loads the OpenCV natives of {@code org.openpnp:opencv} once per class loader. Every class that
 * creates a Mat calls {@link #ensureLoaded()} first; the JVM's class initialisation makes the
 * load happen exactly once, thread-safely, without a mutable flag.
 */
public final class OpenCvLoader {
    static {
        nu.pattern.OpenCV.loadLocally();
    }

    private OpenCvLoader() {
    }

    /** Returns once the natives are loaded (the work happens in the static initialiser). */
    public static void ensureLoaded() {
        // Touching the class runs the static initialiser.
    }
}
