package lens.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Uploads that stall or trickle lose their place in line within seconds, while a slow but sane
 * one is served. The server has a short line (1 worker, 3 waiting) and a 2 s idle limit, so that
 * a handful of sockets fill it and the test takes seconds.
 */
class WebSlowUploadTest {
    private static final long IDLE_MILLIS = 2000;
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static WebServer server;
    private static byte[] photo;

    @BeforeAll
    static void start() throws IOException {
        server = WebServer.start(ServerOptions.defaults(0).withWork(1, 3)
                .withUploadLimits(IDLE_MILLIS, ServerOptions.MIN_UPLOAD_RATE), null);
        photo = Files.readAllBytes(Path.of("samples/photos/newspaper-1.jpg"));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void stalledUploadsAreCutAndANormalPhotoIsServedWithinSeconds() throws Exception {
        long opened = System.nanoTime();
        List<Socket> stalled = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            // more than the line holds (4): a few bytes of the photo, then nothing
            Socket s = upload("/api/photo", photo.length);
            s.getOutputStream().write(photo, 0, 10);
            s.getOutputStream().flush();
            stalled.add(s);
        }
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (busy() < 4 && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertEquals(503, postPhoto().statusCode(), "the stalled uploads hold the whole line");
        HttpResponse<String> served = null;
        until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < until && (served == null || served.statusCode() == 503)) {
            Thread.sleep(100);
            served = postPhoto();
        }
        double seconds = (System.nanoTime() - opened) / 1e9;
        System.out.printf("slow uploads: a photo was served %.1f s after 6 uploads stalled (idle limit %.1f s)%n",
                seconds, IDLE_MILLIS / 1000.0);
        assertEquals(200, served.statusCode(), served.body());
        assertTrue(seconds < IDLE_MILLIS / 1000.0 + 2.5, "served only after " + seconds + " s");
        int cut = 0;
        for (Socket s : stalled) {
            String answer = answer(s);
            if (answer.startsWith("HTTP/1.1 408")) {
                cut++;
                assertTrue(error(answer).contains("the upload stalled (nothing arrived for 2 s)"), answer);
            } else {
                assertTrue(answer.startsWith("HTTP/1.1 503"), answer);
            }
            s.close();
        }
        assertEquals(4, cut, "the uploads that had a place were cut");
    }

    @Test
    void aSteadySlowUploadWithAPauseIsServed() throws Exception {
        // 40 KB a second (a phone on a slow mobile link sends 50 or more), with a 1 s pause halfway
        try (Socket s = upload("/api/photo", photo.length)) {
            OutputStream out = s.getOutputStream();
            long start = System.nanoTime();
            for (int at = 0; at < photo.length; at += 4096) {
                out.write(photo, at, Math.min(4096, photo.length - at));
                out.flush();
                Thread.sleep(at == 12 * 4096 ? 1000 : 100);
            }
            String answer = answer(s);
            System.out.printf("slow uploads: %d bytes sent in %.1f s%n", photo.length, (System.nanoTime() - start) / 1e9);
            assertTrue(answer.startsWith("HTTP/1.1 200"), answer);
            assertTrue(answer.contains("\"solution\""), answer);
        }
    }

    @Test
    void aTrickleIsCutSoonAfterTheGrace() throws Exception {
        // a byte every 200 ms: never idle long enough to be cut as a stall
        try (Socket s = upload("/api/photo", photo.length)) {
            long start = System.nanoTime();
            Thread trickle = new Thread(() -> {
                try {
                    for (int i = 0; i < photo.length; i++) {
                        s.getOutputStream().write(photo[i]);
                        s.getOutputStream().flush();
                        Thread.sleep(200);
                    }
                } catch (IOException | InterruptedException e) {
                    // cut: done
                }
            });
            trickle.setDaemon(true);
            trickle.start();
            String answer = answer(s);
            double seconds = (System.nanoTime() - start) / 1e9;
            trickle.interrupt();
            assertTrue(answer.startsWith("HTTP/1.1 408"), answer);
            assertTrue(error(answer).contains("the upload was too slow (under 8 KB a second)"), answer);
            assertTrue(seconds < UploadClock.GRACE_MILLIS / 1000.0 + 1.5, "cut after " + seconds + " s");
        }
    }

    /** A socket that has sent the head of a POST of {@code length} bytes and nothing of the body. */
    /** A puzzle text declared larger than the limit is refused at once (413), not waited for until the idle limit. */
    @Test
    void aPuzzleDeclaredTooLargeIsRefusedAtOnce() throws Exception {
        long opened = System.nanoTime();
        try (Socket s = upload("/api/puzzle", 99_999_999)) {
            s.getOutputStream().write('{');
            s.getOutputStream().flush();
            String answer = answer(s);
            double seconds = (System.nanoTime() - opened) / 1e9;
            assertTrue(answer.startsWith("HTTP/1.1 413"), answer);
            assertTrue(error(answer).contains("longer than 64 KB"), answer);
            assertTrue(seconds < IDLE_MILLIS / 1000.0, "answered after " + seconds + " s");
        }
    }

    private static Socket upload(String path, int length) throws IOException {
        Socket s = new Socket("127.0.0.1", server.port());
        s.setSoTimeout(15_000);
        s.getOutputStream().write(("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/jpeg\r\n"
                + "Content-Length: " + length + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        s.getOutputStream().flush();
        return s;
    }

    /** The whole answer on {@code s}, read until the server closes it (at most 15 s). */
    private static String answer(Socket s) throws IOException {
        InputStream in = s.getInputStream();
        java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        try {
            for (int n; (n = in.read(buf)) > 0; ) {
                all.write(buf, 0, n);
            }
        } catch (SocketTimeoutException e) {
            // whatever came
        }
        return all.toString(StandardCharsets.UTF_8);
    }

    private static String error(String answer) {
        return JsonParser.parseString(answer.substring(answer.indexOf("\r\n\r\n") + 4)).getAsJsonObject()
                .get("error").getAsString();
    }

    private static int busy() throws Exception {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(at("/api/status")).timeout(Duration.ofSeconds(10))
                .build(), HttpResponse.BodyHandlers.ofString());
        return JsonParser.parseString(r.body()).getAsJsonObject().get("busy").getAsInt();
    }

    private static HttpResponse<String> postPhoto() throws Exception {
        return HTTP.send(HttpRequest.newBuilder(at("/api/photo")).timeout(Duration.ofSeconds(20))
                .POST(HttpRequest.BodyPublishers.ofByteArray(photo)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static URI at(String path) {
        return URI.create("http://127.0.0.1:" + server.port() + path);
    }
}
