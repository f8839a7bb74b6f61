package lens.web;

/**
 * How the web server is started and what it accepts.
 *
 * @param host          address to listen on: 127.0.0.1 (the default) is reachable from this
 *                      machine only; 0.0.0.0 also from the local network
 * @param port          TCP port; 0 picks a free one (tests)
 * @param tls           serve https with a self-signed certificate ({@link TlsCertificate}):
 *                      browsers open the camera only on https or localhost
 * @param maxBytes      largest photo or camera frame accepted, checked before it is read whole
 * @param maxSide       largest width or height in pixels, read from the image header before
 *                      decoding: a small file can claim a huge picture (a decompression bomb)
 * @param workers       photos, frames, puzzles and generations worked on at the same time; each
 *                      holds a digit reader and one core, so more than the cores only adds waiting
 * @param waiting       requests allowed to wait for a worker; beyond that the answer is 503 at
 *                      once, so a flood costs neither memory nor threads
 * @param cameras       camera connections open at once (each keeps its own live pipeline)
 * @param camerasPerAddress camera connections one address may have open at once, so that one
 *                      client holding sockets open cannot take every camera place
 * @param uploadIdleMillis an upload that sends nothing for this long is cut (408): a place in
 *                      line is taken before the body is read, and an upload that stalls must
 *                      not hold it for the connection's whole idle timeout (30 s)
 * @param minUploadRate an upload slower than this, in bytes a second, is cut (408) however
 *                      steadily it trickles (after a grace, {@link UploadClock#GRACE_MILLIS})
 * @param uploadsPerAddress uploads one address may have arriving at once; one more is refused
 *                      (429), so that one client's stalled uploads cannot hold the whole line
 *                      ({@link AddressShare})
 * @param generationsPerAddress puzzle generations one address may have under way (waiting or
 *                      worked on) at once; one more is refused (429), so that one client cannot
 *                      keep every worker generating ({@link AddressShare})
 */
public record ServerOptions(String host, int port, boolean tls, long maxBytes, int maxSide, int workers, int waiting,
                            int cameras, int camerasPerAddress, long uploadIdleMillis, long minUploadRate,
                            int uploadsPerAddress, int generationsPerAddress) {
    /** 10 MB: a 12-megapixel phone photo is 3 to 6 MB. */
    public static final long MAX_BYTES = 10L * 1024 * 1024;
    /** 4096 pixels a side: a 12-megapixel phone photo (4032x3024) fits. */
    public static final int MAX_SIDE = 4096;
    /**
     * 5 s without a byte: longer than a mobile link's usual hiccups (a lost packet sent again, a
     * handover), short enough that stalled uploads holding the whole line are cut within 5 s.
     */
    public static final long UPLOAD_IDLE_MILLIS = 5000;
    /**
     * 8 KB a second: a phone on a slow mobile link sends a 2-4 MB photo at 50 KB a second or more;
     * at 8 KB a second the largest upload allowed (10 MB) would take over 20 minutes.
     */
    public static final long MIN_UPLOAD_RATE = 8 * 1024;
    /**
     * 2: a phone shows one camera page (two while a second tab opens); with 4 cameras followed at
     * most, one address then leaves at least two places to everyone else.
     */
    public static final int CAMERAS_PER_ADDRESS = 2;
    /**
     * 8: a person's page sends one photo at a time, a household behind one router a few, and
     * {@code bench-serve}'s default 8 clients never meet it; one address then holds at most 8 of
     * the line's places (the workers and 16 waiting), and the rest stay free for everyone else.
     */
    public static final int UPLOADS_PER_ADDRESS = 8;
    /**
     * 2: the page asks for one new puzzle at a time (two from a second tab), and each may keep a
     * worker for up to {@link PuzzleApi#GENERATE_SECONDS}; one address then holds at most two
     * workers, never the whole line.
     */
    public static final int GENERATIONS_PER_ADDRESS = 2;

    public ServerOptions {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("the port must be between 0 and 65535, not " + port);
        }
        if (workers < 1 || waiting < 0 || cameras < 1 || camerasPerAddress < 1) {
            throw new IllegalArgumentException("workers and cameras (also per address) must be at least 1, waiting at"
                    + " least 0");
        }
        if (uploadIdleMillis < 1 || minUploadRate < 0 || uploadsPerAddress < 1 || generationsPerAddress < 1) {
            throw new IllegalArgumentException("the upload idle time must be at least 1 ms, the rate at least 0,"
                    + " the uploads and generations per address at least 1");
        }
    }

    /** Local only, plain http, the limits above, one worker per core. */
    public static ServerOptions defaults(int port) {
        int cores = Runtime.getRuntime().availableProcessors();
        return new ServerOptions("127.0.0.1", port, false, MAX_BYTES, MAX_SIDE, cores, 16, 4, CAMERAS_PER_ADDRESS,
                UPLOAD_IDLE_MILLIS, MIN_UPLOAD_RATE, UPLOADS_PER_ADDRESS, GENERATIONS_PER_ADDRESS);
    }

    public ServerOptions withHost(String h) {
        return new ServerOptions(h, port, tls, maxBytes, maxSide, workers, waiting, cameras, camerasPerAddress,
                uploadIdleMillis, minUploadRate, uploadsPerAddress, generationsPerAddress);
    }

    public ServerOptions withTls(boolean t) {
        return new ServerOptions(host, port, t, maxBytes, maxSide, workers, waiting, cameras, camerasPerAddress,
                uploadIdleMillis, minUploadRate, uploadsPerAddress, generationsPerAddress);
    }

    public ServerOptions withWork(int w, int q) {
        return new ServerOptions(host, port, tls, maxBytes, maxSide, w, q, cameras, camerasPerAddress, uploadIdleMillis,
                minUploadRate, uploadsPerAddress, generationsPerAddress);
    }

    /** An upload idle for {@code idleMillis} or slower than {@code minRate} bytes a second is cut. */
    public ServerOptions withUploadLimits(long idleMillis, long minRate) {
        return new ServerOptions(host, port, tls, maxBytes, maxSide, workers, waiting, cameras, camerasPerAddress,
                idleMillis, minRate, uploadsPerAddress, generationsPerAddress);
    }

    /** At most {@code n} uploads from one address arriving at once. */
    public ServerOptions withUploadsPerAddress(int n) {
        return new ServerOptions(host, port, tls, maxBytes, maxSide, workers, waiting, cameras, camerasPerAddress,
                uploadIdleMillis, minUploadRate, n, generationsPerAddress);
    }

    /** At most {@code n} generations from one address under way at once. */
    public ServerOptions withGenerationsPerAddress(int n) {
        return new ServerOptions(host, port, tls, maxBytes, maxSide, workers, waiting, cameras, camerasPerAddress,
                uploadIdleMillis, minUploadRate, uploadsPerAddress, n);
    }
}
