package lens.web;

import io.javalin.http.Context;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.http.BadMessageException;
import org.eclipse.jetty.server.HttpChannel;
import org.eclipse.jetty.server.Request;

/**
 * A request's body read against the clock. A place in line ({@link WorkGate}) is taken before the
 * body is read, which bounds the memory held by uploads; so an upload that stalls or trickles must
 * lose its place quickly, not keep it for the connection's idle timeout (30 s). Two limits, both
 * answered 408, after which the place is given back:
 * <ul>
 *   <li>a stall: while the body is read, the connection's idle timeout is cut to
 *       {@link ServerOptions#uploadIdleMillis()}, and put back afterwards (the wait for a worker
 *       and the answer are the server's time, not the client's);</li>
 *   <li>a trickle: a read is refused once fewer bytes have come than
 *       {@link ServerOptions#minUploadRate()} times the time since reading began, less a grace of
 *       {@link #GRACE_MILLIS}.</li>
 * </ul>
 */
final class UploadClock {
    /**
     * 2 s: an upload's first second or two are its slowest (the connection's first round trips; a
     * packet lost there is sent again only after TCP's first retransmission timeout, 1 s).
     */
    static final long GRACE_MILLIS = 2000;

    /** What is done with the body's stream: read it, within its own limits. */
    interface Read<T> {
        T from(InputStream in) throws IOException;
    }

    private UploadClock() {
    }

    /**
     * {@code read} applied to the request's body under the limits of {@code options}.
     *
     * @throws ApiError 408 for an upload that stalled or was too slow, 400 for one cut off
     */
    static <T> T read(Context ctx, ServerOptions options, Read<T> read) {
        Request base = Request.getBaseRequest(ctx.req());
        HttpChannel channel = base == null ? null : base.getHttpChannel();
        long idle = channel == null ? -1 : channel.getIdleTimeout();
        if (channel != null) {
            channel.setIdleTimeout(options.uploadIdleMillis());
        }
        try {
            return read.from(new Metered(ctx.req().getInputStream(), options.minUploadRate()));
        } catch (TooSlow e) {
            throw new ApiError(ApiError.TIMEOUT, String.format(Locale.ROOT,
                    "the upload was too slow (under %.0f KB a second): check the connection and send it again",
                    options.minUploadRate() / 1024.0));
        } catch (BadMessageException e) {
            // Jetty refused the body as it came (a broken chunked encoding, say)
            throw new ApiError(ApiError.BAD_REQUEST, "the upload was refused: " + e.getReason());
        } catch (IOException e) {
            if (timedOut(e)) {
                throw new ApiError(ApiError.TIMEOUT, "the upload stalled (nothing arrived for "
                        + duration(options.uploadIdleMillis()) + "): check the connection and send it again");
            }
            throw new ApiError(ApiError.BAD_REQUEST, "the upload was cut off before it ended");
        } finally {
            if (channel != null) {
                channel.setIdleTimeout(idle);
            }
        }
    }

    /** The body's stream, refusing a read once the bytes come slower than the floor. */
    private static final class Metered extends FilterInputStream {
        private final long start = System.nanoTime();
        private final long rate;
        private long count;

        Metered(InputStream in, long rate) {
            super(in);
            this.rate = rate;
        }

        @Override
        public int read() throws IOException {
            check();
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            check();
            int n = super.read(b, off, len);
            if (n > 0) {
                count += n;
            }
            return n;
        }

        private void check() throws TooSlow {
            long late = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) - GRACE_MILLIS;
            if (rate > 0 && late > 0 && count < rate * late / 1000) {
                throw new TooSlow();
            }
        }
    }

    private static final class TooSlow extends IOException {
        TooSlow() {
            super(null, null);
        }
    }

    private static boolean timedOut(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof TimeoutException) {
                return true;
            }
        }
        return false;
    }

    private static String duration(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }
}
