package lens.web;

import io.javalin.http.Context;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Requests of one kind under way, counted by the client's address, at most a share each: one more
 * from an address that holds its share is refused at once (429, with the sentence given), so that
 * one client, reconnecting as fast as it likes, cannot take every place in line while everyone
 * else still finds room. The server keeps one for each kind it limits:
 * <ul>
 *   <li>uploads ({@link ServerOptions#uploadsPerAddress()}), counted from when one is let in until
 *       its body has arrived or was cut by the {@link UploadClock}: a stalled upload holds a place
 *       in line, while the wait for a worker and the work are not the client's doing;</li>
 *   <li>generations ({@link ServerOptions#generationsPerAddress()}), counted for the whole
 *       request, wait and work: each asks for up to {@link PuzzleApi#GENERATE_SECONDS} of a
 *       worker with nothing to upload;</li>
 *   <li>cameras followed ({@link ServerOptions#camerasPerAddress()}), counted while the socket is
 *       open ({@link CameraSocket}, which answers a refusal on the socket).</li>
 * </ul>
 * The table holds an address only while it has a request under way, so it never holds more
 * addresses than requests under way.
 */
final class AddressShare {
    private final int share;
    private final String refusal;
    private final Map<String, Integer> held = new HashMap<>();

    /** At most {@code share} at once from one address; {@code refusal} is the sentence of the 429 beyond. */
    AddressShare(int share, String refusal) {
        this.share = share;
        this.refusal = refusal;
    }

    /**
     * Runs {@code job} counted against the address of the request {@code ctx}.
     *
     * @throws ApiError 429 when the address already holds its share
     */
    <T> T run(Context ctx, Supplier<T> job) {
        String address = ctx.req().getRemoteAddr();
        if (!take(address)) {
            throw new ApiError(ApiError.TOO_MANY, refusal);
        }
        try {
            return job.get();
        } finally {
            give(address);
        }
    }

    /** The sentence said to an address that holds its share. */
    String refusal() {
        return refusal;
    }

    /** Counts one for {@code address}; false, counting nothing, when it already holds its share. */
    synchronized boolean take(String address) {
        int n = held.getOrDefault(address, 0);
        if (n >= share) {
            return false;
        }
        held.put(address, n + 1);
        return true;
    }

    /** Gives back one that {@link #take} counted for {@code address}. */
    synchronized void give(String address) {
        held.computeIfPresent(address, (a, n) -> n == 1 ? null : n - 1);
    }
}
