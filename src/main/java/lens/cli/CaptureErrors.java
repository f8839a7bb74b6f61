package lens.cli;

import lens.capture.CaptureException;

/** Maps a typed capture failure to the one-line user error and its exit code. */
final class CaptureErrors {
    private CaptureErrors() {
    }

    static UserError toUserError(CaptureException e) {
        int code = switch (e.kind()) {
            case NO_CAMERA, CAMERA_FAILED -> ExitCodes.NO_CAMERA;
            case UNREADABLE_INPUT, BAD_SOURCE -> ExitCodes.INVALID_INPUT;
            case INPUT_LIMIT -> ExitCodes.INPUT_LIMIT;
        };
        return new UserError(code, e.getMessage());
    }
}
