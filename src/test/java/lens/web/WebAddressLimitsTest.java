package lens.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One address cannot hold every place: past its share of uploads arriving at once, one more is
 * refused at once (429, one sentence) while the line still has room, and served once its uploads
 * are cut (the line has 6 places, an address 2); past its share of cameras (2 of 4), one more
 * camera socket is refused the same way; past its share of puzzle generations (1 here), one more
 * generate request is refused the same way, and served once its generation is done.
 */
class WebAddressLimitsTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static WebServer server;
    private static byte[] photo;

    @BeforeAll
    static void start() throws IOException {
        server = WebServer.start(ServerOptions.defaults(0).withWork(1, 5)
                .withUploadLimits(2000, ServerOptions.MIN_UPLOAD_RATE).withUploadsPerAddress(2)
                .withGenerationsPerAddress(1), null);
        photo = Files.readAllBytes(Path.of("samples/photos/newspaper-1.jpg"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void anAddressWithItsShareOfStalledUploadsIsRefusedAndServedOnceTheyAreCut() throws Exception {
        List<Socket> stalled = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Socket s = new Socket("127.0.0.1", server.port());
            s.setSoTimeout(15_000);
            s.getOutputStream().write(("POST /api/photo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/jpeg\r\n"
                    + "Content-Length: " + photo.length + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().write(photo, 0, 10);
            s.getOutputStream().flush();
            stalled.add(s);
        }
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (busy() < 2 && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertEquals(2, busy(), "both stalled uploads hold a place");
        HttpResponse<String> refused = post("/api/photo", photo);
        assertEquals(429, refused.statusCode(), refused.body());
        String sentence = JsonParser.parseString(refused.body()).getAsJsonObject().get("error").getAsString();
        assertEquals("this address is already sending 2 uploads at once: wait for them to finish, then send again",
                sentence);
        assertTrue(refused.headers().firstValue("Retry-After").isPresent());
        HttpResponse<String> text = post("/api/puzzle", "{\"puzzle\": \"1\"}".getBytes(StandardCharsets.UTF_8));
        assertEquals(429, text.statusCode(), "puzzle text is an upload too: " + text.body());
        HttpResponse<String> served = refused;
        until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (served.statusCode() == 429 && System.nanoTime() < until) {
            Thread.sleep(100);
            served = post("/api/photo", photo);
        }
        assertEquals(200, served.statusCode(), served.body());
        for (Socket s : stalled) {
            s.close();
        }
    }

    @Test
    void anAddressWaitingForItsShareOfNewPuzzlesIsRefusedAndServedOnceTheyAreDone() throws Exception {
        // six at once over their own connections: the first holds the address's one place while it
        // generates (tens of milliseconds or more), so the others, sent with it, meet a full share
        HttpClient http11 = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        List<CompletableFuture<HttpResponse<String>>> burst = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            burst.add(http11.sendAsync(HttpRequest.newBuilder(at("/api/generate?difficulty=expert"))
                    .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString()));
        }
        int served = 0;
        int refused = 0;
        for (CompletableFuture<HttpResponse<String>> f : burst) {
            HttpResponse<String> r = f.get(60, TimeUnit.SECONDS);
            if (r.statusCode() == 200) {
                served++;
                continue;
            }
            assertEquals(429, r.statusCode(), r.body());
            assertEquals("this address is already waiting for a new puzzle: wait for it, then ask again",
                    JsonParser.parseString(r.body()).getAsJsonObject().get("error").getAsString());
            assertTrue(r.headers().firstValue("Retry-After").isPresent());
            refused++;
        }
        assertTrue(served >= 1 && refused >= 1, "served " + served + ", refused " + refused);
        HttpResponse<String> after = HTTP.send(HttpRequest.newBuilder(at("/api/generate?difficulty=easy"))
                .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, after.statusCode(), "the address's place is given back: " + after.body());
    }

    @Test
    void anAddressFollowsAtMostItsShareOfCameras() throws Exception {
        int share = ServerOptions.CAMERAS_PER_ADDRESS;
        List<WebSocket> open = new ArrayList<>();
        try {
            for (int i = 0; i < share; i++) {
                open.add(HTTP.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/ws/camera"),
                        new WebSocket.Listener() {
                        }).get(20, TimeUnit.SECONDS));
            }
            // the handshake ends before the server has taken the camera on: wait until it follows both
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (status("cameras") < share && System.nanoTime() < until) {
                Thread.sleep(50);
            }
            assertEquals(share, status("cameras"));
            LinkedBlockingQueue<String> said = new LinkedBlockingQueue<>();
            open.add(HTTP.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/ws/camera"),
                    new WebSocket.Listener() {
                        @Override
                        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                            said.add(data.toString());
                            ws.request(1);
                            return null;
                        }
                    }).get(20, TimeUnit.SECONDS));
            String answer = said.poll(20, TimeUnit.SECONDS);
            assertTrue(answer != null && answer.contains("\"status\":429"), String.valueOf(answer));
            assertTrue(answer.contains("this address already has " + share + " cameras followed"), answer);
            assertEquals(share, status("cameras"), "the address's own cameras are still followed, the other places free");
        } finally {
            open.forEach(WebSocket::abort);
        }
    }

    private static int busy() throws Exception {
        return status("busy");
    }

    private static int status(String field) throws Exception {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(at("/api/status")).timeout(Duration.ofSeconds(10))
                .build(), HttpResponse.BodyHandlers.ofString());
        return JsonParser.parseString(r.body()).getAsJsonObject().get(field).getAsInt();
    }

    private static HttpResponse<String> post(String path, byte[] body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(at(path)).timeout(Duration.ofSeconds(20))
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static URI at(String path) {
        return URI.create("http://127.0.0.1:" + server.port() + path);
    }
}
