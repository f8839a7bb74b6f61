package lens.web;

import io.javalin.http.Context;
import java.util.HashMap;
import java.util.Map;

/**
 * Uploads in flight counted by the client's address, at most {@link ServerOptions#uploadsPerAddress()}
 * each. An upload holds a place in line (or a server thread) while its body arrives, and the
 * {@link UploadClock} cuts one that stalls within seconds; but a client that reconnects could send
 * fresh stalled uploads as fast as they are cut and keep the whole line full. Counted by address, it
 * holds only its share: one more upload from an address with that many still arriving is refused
 * at once with 429, and everyone else still finds room.
 *
 * <p>An upload counts from when it is let in until its body has arrived (or was cut): the wait for
 * a worker and the work are not the client's doing and do not count. The table holds an address
 * only while one of its uploads is arriving, so it never holds more addresses than uploads under
 * way, each for no longer than the upload clock allows.
 */
final class AddressUploads {
    private final ServerOptions options;
    private final Map<String, Integer> arriving = new HashMap<>();

    AddressUploads(ServerOptions options) {
        this.options = options;
    }

    /**
     * {@code read} applied to the request's body ({@link UploadClock#read}), counted against the
     * client's address.
     *
     * @throws ApiError 429 when the address already has its share of uploads arriving
     */
    <T> T read(Context ctx, UploadClock.Read<T> read) {
        String address = ctx.req().getRemoteAddr();
        take(address);
        try {
            return UploadClock.read(ctx, options, read);
        } finally {
            give(address);
        }
    }

    /** Uploads arriving now, all addresses. */
    synchronized int arriving() {
        return arriving.values().stream().mapToInt(Integer::intValue).sum();
    }

    private synchronized void take(String address) {
        int held = arriving.getOrDefault(address, 0);
        if (held >= options.uploadsPerAddress()) {
            throw new ApiError(ApiError.TOO_MANY, "this address is already sending " + held
                    + " uploads at once: wait for them to finish, then send again");
        }
        arriving.put(address, held + 1);
    }

    private synchronized void give(String address) {
        arriving.computeIfPresent(address, (a, n) -> n == 1 ? null : n - 1);
    }
}
