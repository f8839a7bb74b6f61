package lens.web;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.function.Supplier;
import lens.live.LiveComponents;
import lens.live.LivePipeline;
import lens.ocr.DigitRecognizer;
import lens.ocr.Recognizers;
import lens.vision.OpenCvLoader;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sudoku Lens in the browser: one page (photo, camera, puzzle text) and the JSON and WebSocket
 * endpoints it calls, on an embedded Jetty (Javalin). Every answer that is not the page is JSON;
 * every failure is {@code {"error": sentence, "status": code}}, never a stack trace. The photo and
 * camera work goes through the same stages as the command line ({@link lens.pipeline.PhotoSolver},
 * {@code lens.live}).
 */
public final class WebServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(WebServer.class);

    private final ServerOptions options;
    private final WorkGate gate;
    private final CameraSocket camera;
    private final Javalin app;

    private WebServer(ServerOptions options, TlsCertificate tls, Supplier<DigitRecognizer> readers,
                      Supplier<LivePipeline> pipelines) {
        OpenCvLoader.ensureLoaded();
        this.options = options;
        this.gate = new WorkGate(options.workers(), options.waiting(), readers);
        this.camera = new CameraSocket(options, gate, pipelines);
        AddressShare uploads = new AddressShare(options.uploadsPerAddress(), "this address is already sending "
                + options.uploadsPerAddress() + " uploads at once: wait for them to finish, then send again");
        PhotoApi photos = new PhotoApi(options, gate, uploads);
        PuzzleApi puzzles = new PuzzleApi(options, gate, uploads);
        StaticAssets assets = new StaticAssets();
        app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.http.maxRequestSize = options.maxBytes();
            // GET /api/photo is the wrong method on a path that exists, not a missing page
            config.http.prefer405over404 = true;
            config.jetty.defaultHost = options.host();
            config.jetty.defaultPort = options.port();
            config.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler()));
            config.jetty.modifyWebSocketServletFactory(f -> f.setMaxBinaryMessageSize(options.maxBytes()));
            if (tls != null) {
                config.jetty.addConnector((server, http) -> tlsConnector(server, http, tls, options));
            }
        });
        app.before(ctx -> ctx.header("X-Content-Type-Options", "nosniff"));
        app.get("/", ctx -> assets.serve(ctx, "index.html"));
        for (String name : assets.names()) {
            app.get("/" + name, ctx -> assets.serve(ctx, name));
        }
        app.post("/api/photo", photos::solve);
        app.post("/api/verify", photos::verify);
        app.post("/api/puzzle", puzzles::puzzle);
        app.get("/api/generate", puzzles::generate);
        app.get("/api/status", this::status);
        app.get("/api/phone", this::phone);
        app.get("/api/phone.svg", this::phoneCode);
        app.ws("/ws/camera", camera::configure);
        app.exception(ApiError.class, (e, ctx) -> JsonReply.error(ctx, e));
        app.exception(Exception.class, (e, ctx) -> {
            LOG.warn("request {} {} failed", ctx.method(), ctx.path(), e);
            JsonReply.send(ctx, 500, JsonReply.error(500, "the server failed on this request: " + e, null));
        });
        app.error(HttpStatus.NOT_FOUND, ctx -> notFound(ctx));
        app.error(HttpStatus.METHOD_NOT_ALLOWED, ctx -> JsonReply.send(ctx, 405,
                JsonReply.error(405, ctx.method() + " is not allowed on " + ctx.path(), null)));
    }

    /**
     * Starts a server reading digits with the project's default engine, over https with
     * {@code tls} when it is given (see {@link TlsCertificate#loadOrCreate}), else plain http.
     */
    public static WebServer start(ServerOptions options, TlsCertificate tls) {
        WebServer s = new WebServer(options, tls, () -> Recognizers.create(Recognizers.DEFAULT), LiveComponents::unpainted);
        s.app.start();
        return s;
    }

    /** The TCP port listened on (the one picked when the options said 0). */
    public int port() {
        return app.port();
    }

    /** The address to open, e.g. {@code http://127.0.0.1:8080/}; a wildcard host shows as this machine's name. */
    public URI uri() {
        String host = options.host();
        if (host.equals("0.0.0.0") || host.equals("::")) {
            host = localAddress();
        }
        return URI.create((options.tls() ? "https" : "http") + "://" + host + ":" + port() + "/");
    }

    private static ServerConnector tlsConnector(org.eclipse.jetty.server.Server server, HttpConfiguration http,
                                                TlsCertificate tls, ServerOptions options) {
        SslContextFactory.Server ssl = new SslContextFactory.Server();
        ssl.setKeyStorePath(tls.keyStore().toString());
        ssl.setKeyStoreType("PKCS12");
        ssl.setKeyStorePassword(tls.password());
        ssl.setCertAlias(TlsCertificate.ALIAS);
        HttpConfiguration https = new HttpConfiguration(http);
        SecureRequestCustomizer secure = new SecureRequestCustomizer();
        // a phone opens https://192.168.x.y: the self-signed name does not match, and need not
        secure.setSniHostCheck(false);
        https.addCustomizer(secure);
        ServerConnector c = new ServerConnector(server, new SslConnectionFactory(ssl, "http/1.1"),
                new HttpConnectionFactory(https));
        c.setHost(options.host());
        c.setPort(options.port());
        return c;
    }

    private void status(Context ctx) {
        com.google.gson.JsonObject o = new com.google.gson.JsonObject();
        o.addProperty("rss_mb", residentMegabytes());
        o.addProperty("cpu_ms", cpuMillis());
        o.addProperty("heap_mb", (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) / 1048576);
        o.addProperty("busy", gate.inProgress());
        o.addProperty("cameras", camera.openCount());
        o.addProperty("workers", options.workers());
        o.addProperty("uptime_s", ManagementFactory.getRuntimeMXBean().getUptime() / 1000);
        JsonReply.ok(ctx, o);
    }

    /** How a phone opens the page ({@link PhoneLink}): {@code url}, {@code reachable}, {@code camera}, {@code advice}. */
    private void phone(Context ctx) {
        PhoneLink link = phoneLink();
        com.google.gson.JsonObject o = new com.google.gson.JsonObject();
        o.addProperty("url", link.url().toString());
        o.addProperty("reachable", link.reachable());
        o.addProperty("camera", link.camera());
        o.addProperty("advice", link.advice());
        JsonReply.ok(ctx, o);
    }

    /** A request attribute: the 404 was the endpoint's, with its own sentence (not a path unknown). */
    private static final String OWN_NOT_FOUND = "lens.ownNotFound";

    /** The QR code of the address a phone opens; 404 when no phone can reach this server. */
    private void phoneCode(Context ctx) {
        PhoneLink link = phoneLink();
        if (!link.reachable()) {
            ctx.attribute(OWN_NOT_FOUND, true);
            throw new ApiError(ApiError.NOT_FOUND, link.advice());
        }
        ctx.contentType("image/svg+xml").result(QrCode.of(link.url().toString()).svg());
    }

    /** How a phone opens this server's page. */
    public PhoneLink phoneLink() {
        return PhoneLink.of(options, uri());
    }

    private static void notFound(Context ctx) {
        if (Boolean.TRUE.equals(ctx.attribute(OWN_NOT_FOUND))) {
            return; // an endpoint's own 404, its sentence already written
        }
        JsonReply.send(ctx, 404, JsonReply.error(404, "nothing here: " + ctx.path()
                + " (the page is at /, the API under /api/)", null));
    }

    /** This process's resident memory (VmRSS), or -1 where /proc is missing. */
    static long residentMegabytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024;
                }
            }
        } catch (IOException | NumberFormatException e) {
            // not Linux
        }
        return -1;
    }

    /** CPU time this process has used, all threads, in milliseconds (-1 when the JVM cannot tell). */
    private static long cpuMillis() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime() / 1_000_000;
        }
        return -1;
    }

    private static String localAddress() {
        try {
            for (var n : Collections.list(java.net.NetworkInterface.getNetworkInterfaces())) {
                if (!n.isUp() || n.isLoopback()) {
                    continue;
                }
                for (var a : Collections.list(n.getInetAddresses())) {
                    if (a instanceof java.net.Inet4Address) {
                        return a.getHostAddress();
                    }
                }
            }
        } catch (java.net.SocketException e) {
            // fall through
        }
        return "127.0.0.1";
    }

    @Override
    public void close() {
        app.stop();
        gate.close();
    }
}
