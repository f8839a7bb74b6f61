package lens.capture;

/** Why a frame source could not be opened: a typed failure, with a message fit for the user. */
public final class CaptureException extends Exception {
    /** The kinds of failure, which the command line maps to exit codes. */
    public enum Kind {
        /** No camera is connected, or none with the requested index or name. */
        NO_CAMERA,
        /** Camera discovery or opening failed (driver error, timeout). */
        CAMERA_FAILED,
        /** A replay folder, video or photo that is missing or cannot be decoded. */
        UNREADABLE_INPUT,
        /** A photo over a limit of {@code lens.io.Limits} (bytes or pixels): not decoded. */
        INPUT_LIMIT,
        /** A {@code --source} value that is not one of the known forms. */
        BAD_SOURCE
    }

    private final Kind kind;

    public CaptureException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    /** The exact message for "no camera at all". */
    public static CaptureException noCamera() {
        return new CaptureException(Kind.NO_CAMERA, "No camera found; connect one or use --source replay:DIR");
    }
}
