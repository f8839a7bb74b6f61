package lens.web;

/**
 * A request that cannot be answered, with its HTTP status and one sentence for the person at the
 * page. The server turns it into {@code {"error": sentence, "status": code}}; {@code board}, when
 * set, is the board that was read (shown beside the error: "several solutions" with the digits).
 */
public final class ApiError extends RuntimeException {
    public static final int BAD_REQUEST = 400;
    public static final int NOT_FOUND = 404;
    /** An upload that stalled or trickled in slower than the floor ({@link UploadClock}). */
    public static final int TIMEOUT = 408;
    public static final int TOO_LARGE = 413;
    public static final int UNSUPPORTED = 415;
    /** A readable request whose content has no answer: no grid, no solution, several. */
    public static final int UNPROCESSABLE = 422;
    /** An address with its share of uploads arriving, generations or cameras under way ({@link AddressShare}). */
    public static final int TOO_MANY = 429;
    public static final int BUSY = 503;

    private final int status;
    private final String board;

    public ApiError(int status, String sentence) {
        this(status, sentence, null);
    }

    public ApiError(int status, String sentence, String board) {
        super(sentence, null, false, false);
        this.status = status;
        this.board = board;
    }

    public int status() {
        return status;
    }

    /** The board read (81 characters) when the error is about it, else null. */
    public String board() {
        return board;
    }
}
