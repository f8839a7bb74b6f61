package lens.web;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;

/**
 * The page's files (HTML, CSS, JavaScript), read from the jar once at start and served from
 * memory under fixed names. Requests never reach the file system, and a path that is not one of
 * these names (a {@code ../} included) is simply not found.
 */
final class StaticAssets {
    private static final String ROOT = "/lens/web/static/";
    private static final Map<String, String> TYPES = Map.of(
            "index.html", "text/html; charset=utf-8",
            "app.js", "text/javascript; charset=utf-8",
            "camera.js", "text/javascript; charset=utf-8",
            "overlay.js", "text/javascript; charset=utf-8",
            "style.css", "text/css; charset=utf-8");

    private final Map<String, byte[]> files;

    StaticAssets() {
        HashMap<String, byte[]> m = new HashMap<>();
        for (String name : TYPES.keySet()) {
            try (InputStream in = StaticAssets.class.getResourceAsStream(ROOT + name)) {
                if (in == null) {
                    throw new IllegalStateException("the page file " + name + " is missing from the jar");
                }
                m.put(name, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        files = Map.copyOf(m);
    }

    /** The names served, each at {@code /NAME} ({@code index.html} also at {@code /}). */
    Iterable<String> names() {
        return files.keySet();
    }

    void serve(Context ctx, String name) {
        ctx.header("Cache-Control", "no-cache");
        // only this server's own files, the photo chosen (blob:) and the camera socket
        ctx.header("Content-Security-Policy", "default-src 'self'; img-src 'self' blob: data:; media-src 'self' blob:;"
                + " connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
        ctx.contentType(TYPES.get(name)).result(files.get(name));
    }
}
