package lens.web;

import com.google.gson.JsonObject;
import io.javalin.websocket.WsBinaryMessageContext;
import io.javalin.websocket.WsCloseContext;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsConnectContext;
import io.javalin.websocket.WsContext;
import io.javalin.websocket.WsMessageContext;
import java.net.InetSocketAddress;
import java.util.Arrays;
import java.util.Map;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.function.Supplier;
import lens.board.Grid;
import lens.json.CheckJson;
import lens.json.StepJson;
import lens.live.BoardMarks;
import lens.live.BoardSolver;
import lens.live.FrameReport;
import lens.live.LivePipeline;
import lens.live.Phase;
import lens.overlay.Hint;
import lens.pipeline.Hints;
import org.opencv.core.Mat;

/**
 * The camera WebSocket ({@code /ws/camera}). The page sends JPEG frames (binary messages) and
 * may switch between showing the whole solution and the next hint ({@code {"show": "hint"}});
 * each frame goes through the live pipeline of {@code lens.live} (grid detection, tracking, reading
 * only when the grid's content changes, solving once it is confirmed) and is answered with one
 * JSON line: {@code {"seq", "width", "height", "phase", "corners"?, "digits", "puzzle"?,
 * "solution"?, "mistake_cells"?, "corrected_cells"?, "written_cells"?, "hint"?, "reason"?, "advice"?}} ({@code advice}: what to change while no answer is
 * shown, {@code "step back: the grid runs off the top edge"}). The page draws from the latest corners on every video frame,
 * so the answer follows the grid without a round trip per drawn frame. Each connection has its
 * own pipeline (a tracker holds state); frames of one connection are handled one at a time. At
 * most {@link ServerOptions#cameras()} cameras are followed at once, and at most
 * {@link ServerOptions#camerasPerAddress()} of them from one address, so that one client holding
 * sockets open cannot take every place.
 */
final class CameraSocket {
    private final ServerOptions options;
    private final WorkGate gate;
    private final Supplier<LivePipeline> pipelines;
    private final Map<String, Connection> open = new ConcurrentHashMap<>();
    /**
     * One permit per camera that may be followed, taken before its pipeline (and digit reader) is
     * made: a burst of connections could otherwise all pass a count of the open ones while the
     * first pipelines were still being made.
     */
    private final Semaphore places;
    /** Cameras followed per client address. */
    private final AddressShare byAddress;

    CameraSocket(ServerOptions options, WorkGate gate, Supplier<LivePipeline> pipelines) {
        this.options = options;
        this.gate = gate;
        this.pipelines = pipelines;
        this.places = new Semaphore(options.cameras());
        this.byAddress = new AddressShare(options.camerasPerAddress(), "this address already has "
                + options.camerasPerAddress() + " cameras followed; close another camera page and try again");
    }

    /** One camera connection: its pipeline, its client's address, what to show, and the hint of the board it solved. */
    private static final class Connection {
        final LivePipeline pipeline;
        final String address;
        /** Set when the socket closed and the pipeline with it: a frame still waiting for a worker is dropped. */
        boolean closed;
        boolean showHint;
        long frames;
        Grid hintFor;
        JsonObject hint;

        Connection(LivePipeline pipeline, String address) {
            this.pipeline = pipeline;
            this.address = address;
        }
    }

    void configure(WsConfig ws) {
        ws.onConnect(this::connect);
        ws.onBinaryMessage(this::frame);
        ws.onMessage(this::setting);
        ws.onClose(this::closed);
        ws.onError(ctx -> release(ctx.sessionId()));
    }

    private void connect(WsConnectContext ctx) {
        if (!sameOrigin(ctx.header("Origin"), ctx.header("Host"))) {
            // another site's page in the same browser must not use this server's camera pipeline
            sendError(ctx, 403, "the camera socket is only for this server's own page");
            ctx.closeSession(1008, "cross-origin");
            return;
        }
        String address = address(ctx);
        if (!byAddress.take(address)) {
            sendError(ctx, ApiError.TOO_MANY, byAddress.refusal());
            ctx.closeSession(1013, "busy");
            return;
        }
        if (!places.tryAcquire()) {
            byAddress.give(address);
            sendError(ctx, ApiError.BUSY, "the server already follows " + options.cameras()
                    + " cameras; close another camera page and try again");
            ctx.closeSession(1013, "busy");
            return;
        }
        try {
            ctx.session.getPolicy().setMaxBinaryMessageSize(options.maxBytes());
            open.put(ctx.sessionId(), new Connection(pipelines.get(), address));
        } catch (RuntimeException e) {
            places.release();
            byAddress.give(address);
            throw e;
        }
    }

    private void setting(WsMessageContext ctx) {
        Connection c = open.get(ctx.sessionId());
        if (c != null) {
            synchronized (c) {
                c.showHint = ctx.message().contains("\"hint\"");
            }
        }
    }

    private void frame(WsBinaryMessageContext ctx) {
        Connection c = open.get(ctx.sessionId());
        if (c == null) {
            return;
        }
        byte[] jpeg = Arrays.copyOfRange(ctx.data(), ctx.offset(), ctx.offset() + ctx.length());
        try {
            JsonObject answer = gate.run(() -> {
                synchronized (c) {
                    // the socket may have closed while the frame waited for a worker
                    return c.closed ? null : process(c, jpeg);
                }
            });
            if (answer != null) {
                ctx.send(JsonReply.text(answer));
            }
        } catch (ApiError e) {
            sendError(ctx, e.status(), e.getMessage());
        }
    }

    private JsonObject process(Connection c, byte[] jpeg) {
        Mat frame = UploadedImage.decode(jpeg, options.maxSide(), "camera frame");
        try {
            FrameReport r = c.pipeline.process(frame, c.frames++);
            JsonObject o = new JsonObject();
            o.addProperty("seq", r.sequence());
            o.addProperty("width", frame.cols());
            o.addProperty("height", frame.rows());
            // the grid in view is not the board read (another puzzle, or a wrong outline at the
            // frame's edge): an answer drawn there would land on the wrong cells
            boolean elsewhere = r.detected() && !r.matches();
            o.addProperty("phase", elsewhere ? Phase.READING.label() : r.phase().label());
            o.addProperty("digits", r.digitsRead());
            o.addProperty("ms", Math.round(r.totalMs() * 10) / 10.0);
            if (r.detected()) {
                // upright: the page draws r1c1 at the first corner, as the board was read
                o.add("corners", JsonReply.corners(r.uprightCorners()));
            }
            BoardSolver.Outcome outcome = elsewhere ? null : c.pipeline.tracker().outcome();
            if (outcome != null && outcome.solved()) {
                o.addProperty("puzzle", outcome.givens().toLine());
                o.addProperty("solution", outcome.solution().toLine());
                // circled on the page as on a photo's answer: slips of the pen in red (the right
                // digit drawn in), readings the correction revised in amber
                BoardMarks marks = c.pipeline.tracker().marks();
                o.add("mistake_cells", CheckJson.names(marks.mistakes()));
                o.add("corrected_cells", CheckJson.names(marks.revised()));
                // the person's right digits, ticked when the page checks the grid
                o.add("written_cells", CheckJson.names(marks.written()));
                if (c.showHint) {
                    o.add("hint", hint(c, outcome.givens()));
                }
            } else if (outcome != null) {
                o.addProperty("reason", outcome.reason());
            }
            if (r.advice() != null && (outcome == null || !outcome.solved())) {
                o.addProperty("advice", r.advice());
            }
            return o;
        } finally {
            frame.release();
        }
    }

    /** The next step for the board in view, worked out once per board. */
    private static JsonObject hint(Connection c, Grid givens) {
        if (!givens.equals(c.hintFor)) {
            List<Hint> next = Hints.next(givens, 1);
            c.hintFor = givens;
            c.hint = next.isEmpty() ? null : StepJson.step(next.get(0).step());
        }
        return c.hint;
    }

    private void closed(WsCloseContext ctx) {
        release(ctx.sessionId());
    }

    private void release(String id) {
        Connection c = open.remove(id);
        if (c != null) {
            places.release();
            byAddress.give(c.address);
            synchronized (c) {
                c.closed = true;
                c.pipeline.close();
            }
        }
    }

    /** True without an Origin (not a browser) or when the page came from this host and port. */
    static boolean sameOrigin(String origin, String host) {
        if (origin == null) {
            return true;
        }
        try {
            java.net.URI o = java.net.URI.create(origin);
            String authority = o.getPort() < 0 ? o.getHost() : o.getHost() + ":" + o.getPort();
            return host != null && (authority.equalsIgnoreCase(host) || authority.equalsIgnoreCase(host.replaceFirst(":(80|443)$", "")));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static String address(WsContext ctx) {
        return ctx.session.getRemoteAddress() instanceof InetSocketAddress a && a.getAddress() != null
                ? a.getAddress().getHostAddress() : String.valueOf(ctx.session.getRemoteAddress());
    }

    /** Camera connections open now. */
    int openCount() {
        return open.size();
    }

    private static void sendError(WsContext ctx, int status, String sentence) {
        ctx.send(JsonReply.text(JsonReply.error(status, sentence, null)));
    }
}
