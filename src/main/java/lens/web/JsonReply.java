package lens.web;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.javalin.http.Context;
import lens.vision.Quad;

/** Writes the server's JSON answers and errors, one shape for all: errors are {@code {"error", "status"}}. */
final class JsonReply {
    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    private JsonReply() {
    }

    static void send(Context ctx, int status, JsonObject body) {
        ctx.status(status).contentType("application/json; charset=utf-8").result(GSON.toJson(body));
    }

    static void ok(Context ctx, JsonObject body) {
        send(ctx, 200, body);
    }

    static void error(Context ctx, ApiError e) {
        if (e.status() == ApiError.BUSY || e.status() == ApiError.TOO_MANY) {
            ctx.header("Retry-After", "1");
        }
        send(ctx, e.status(), error(e.status(), e.getMessage(), e.board()));
    }

    /** {@code {"error": sentence, "status": code}} plus {@code "read"} when a board was read. */
    static JsonObject error(int status, String sentence, String board) {
        JsonObject o = new JsonObject();
        o.addProperty("error", sentence);
        o.addProperty("status", status);
        if (board != null) {
            o.addProperty("read", board);
        }
        return o;
    }

    static String text(JsonObject o) {
        return GSON.toJson(o);
    }

    /** The four corners, clockwise from top-left, as {@code [x0, y0, ... x3, y3]} to 0.1 px. */
    static JsonArray corners(Quad q) {
        JsonArray a = new JsonArray();
        for (double v : q.xy()) {
            a.add(Math.round(v * 10) / 10.0);
        }
        return a;
    }
}
