package lens.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import lens.board.Grid;
import lens.board.Units;
import lens.samples.ExifJpegs;
import lens.samples.FlatPages;
import lens.samples.ReplayRenderer;
import lens.samples.Scene;
import lens.solve.ExhaustiveSolver;
import lens.vision.OpenCvLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;

/** The server's endpoints over HTTP and WebSocket: answers, JSON errors with their status codes, limits. */
class WebApiTest {
    private static WebServer server;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        server = WebServer.start(ServerOptions.defaults(0), null);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void photoIsReadAndSolved() throws Exception {
        HttpResponse<String> r = post("/api/photo", Files.readAllBytes(Path.of("samples/photos/newspaper-1.jpg")));
        assertEquals(200, r.statusCode(), r.body());
        JsonObject o = json(r);
        assertEquals(81, o.get("solution").getAsString().length());
        assertEquals(8, o.getAsJsonArray("corners").size());
        assertEquals(800, o.get("width").getAsInt());
        assertEquals(10, o.getAsJsonObject("lines").getAsJsonArray("rows").size());
        assertTrue(o.getAsJsonArray("steps").size() > 0);
    }

    /** A book's page with two puzzles: the largest answered as ever, the other in {@code others}, where it lies. */
    @Test
    void aPageWithTwoPuzzlesHasBothAnswered() throws Exception {
        Mat page = lens.BookPage.twoPuzzles();
        HttpResponse<String> r = post("/api/photo", encode(page, ".jpg"));
        page.release();
        assertEquals(200, r.statusCode(), r.body());
        JsonObject o = json(r);
        assertEquals(lens.BookPage.solution(lens.BookPage.RIGHT), o.get("solution").getAsString());
        assertEquals(1, o.getAsJsonArray("others").size());
        JsonObject other = o.getAsJsonArray("others").get(0).getAsJsonObject();
        assertEquals(lens.BookPage.solution(lens.BookPage.LEFT), other.get("solution").getAsString());
        assertTrue(other.getAsJsonArray("corners").get(0).getAsDouble() < 800, "the other lies in the left half");
        HttpResponse<String> one = post("/api/photo", Files.readAllBytes(Path.of("samples/photos/newspaper-1.jpg")));
        assertFalse(json(one).has("others"), one.body());
    }

    /**
     * A page of two puzzles, one being filled in: both are answered, and the one being filled in
     * (not the larger, not begun) is marked, for the page's next hint to be its.
     */
    @Test
    void thePuzzleBeingFilledInIsMarked(@TempDir Path dir) throws Exception {
        lens.BookPage.worked(dir);
        HttpResponse<String> r = post("/api/photo", Files.readAllBytes(dir.resolve("worked.jpg")));
        assertEquals(200, r.statusCode(), r.body());
        JsonObject o = json(r);
        JsonObject other = o.getAsJsonArray("others").get(0).getAsJsonObject();
        assertFalse(o.has("filling_in"), r.body());
        assertTrue(other.get("filling_in").getAsBoolean(), r.body());
        assertFalse(other.getAsJsonArray("mistake_cells").isEmpty(), "the slips are the filled-in grid's: " + r.body());
        HttpResponse<String> two = post("/api/photo", encode(lens.BookPage.twoPuzzles(), ".jpg"));
        assertFalse(two.body().contains("filling_in"), "two puzzles not begun: " + two.body());
    }

    /**
     * A page of two puzzles, one being solved with slips of the pen: the check of each is sent,
     * the worked grid's first, the other's with its corners and where it lies, so that the page
     * circles both.
     */
    @Test
    void aPageWithTwoPuzzlesHasBothChecked(@TempDir Path dir) throws Exception {
        List<String> slips = lens.BookPage.worked(dir);
        HttpResponse<String> r = post("/api/verify", Files.readAllBytes(dir.resolve("worked.jpg")));
        assertEquals(200, r.statusCode(), r.body());
        JsonObject o = json(r);
        assertEquals(1, o.getAsJsonArray("others").size(), r.body());
        JsonObject other = o.getAsJsonArray("others").get(0).getAsJsonObject();
        // the grid being solved first, though the one not begun is the larger
        assertEquals("mistakes", o.get("verdict").getAsString(), r.body());
        // each slip circled: wrong, or to check where its written digit is not read beyond doubt
        assertEquals(slips, o.getAsJsonArray("marked_cells").asList().stream().map(e -> e.getAsString()).toList(),
                r.body());
        assertEquals("no_mistakes_so_far", other.get("verdict").getAsString(), r.body());
        assertTrue(other.has("corners") && other.get("where").getAsString().equals("right of the first"), r.body());
    }

    /**
     * A grid being solved by hand with three slips of the pen, each repeating a printed digit of
     * its row: as a puzzle the page breaks the rules, but it is answered from its print, as
     * {@code solve PHOTO} answers it, the slips named.
     */
    @Test
    void aPageWithWrongWrittenDigitsIsAnsweredWithTheMistakesNamed(@TempDir Path dir) throws Exception {
        Path photo = dir.resolve("slips.jpg");
        List<int[]> slips = FlatPages.writeSlipsPage(photo);
        Grid solution = ExhaustiveSolver.solve(FlatPages.sampleGivens()).solution();
        List<String> slipCells = slips.stream().map(slip -> Units.cellName(slip[0])).toList();
        HttpResponse<String> r = post("/api/photo", Files.readAllBytes(photo));
        assertEquals(200, r.statusCode(), r.body());
        JsonObject o = json(r);
        assertEquals(solution.toLine(), o.get("solution").getAsString());
        assertEquals(slipCells, o.getAsJsonArray("mistake_cells").asList().stream().map(e -> e.getAsString()).toList(),
                r.body());
        assertTrue(o.getAsJsonArray("mistakes").get(0).getAsString().startsWith(slipCells.get(0) + " "), r.body());
        Grid placed = Grid.parse(o.get("placed").getAsString());
        assertTrue(slips.stream().allMatch(slip -> placed.isEmpty(slip[0])), "the slips' cells get the answer");
        assertTrue(o.getAsJsonArray("steps").size() > 0);
    }

    /**
     * A photo stored turned with an EXIF orientation tag is answered in the orientation a browser
     * shows it in (the page draws the corners on its own copy, which follows the tag).
     */
    @Test
    void aPhotosOrientationTagIsFollowed(@TempDir Path dir) throws Exception {
        Path photo = dir.resolve("tagged.jpg");
        ExifJpegs.writeTurnedWithTag(Path.of("samples/photos/newspaper-1.jpg"), photo);
        HttpResponse<String> r = post("/api/photo", Files.readAllBytes(photo));
        assertEquals(200, r.statusCode(), r.body());
        JsonObject o = json(r);
        assertEquals(800, o.get("width").getAsInt(), r.body());
        assertEquals(600, o.get("height").getAsInt(), r.body());
        HttpResponse<String> plain = post("/api/photo", Files.readAllBytes(Path.of("samples/photos/newspaper-1.jpg")));
        assertEquals(json(plain).get("solution"), o.get("solution"));
    }

    /**
     * How a phone opens the page: this test server listens on 127.0.0.1 only, so no phone can
     * reach it, and the reply says what to start the server with; there is no QR code to give.
     */
    @Test
    void aServerOnThisMachineOnlySaysHowAPhoneReachesIt() throws Exception {
        JsonObject o = json(get("/api/phone"));
        assertFalse(o.get("reachable").getAsBoolean(), o.toString());
        assertTrue(o.get("advice").getAsString().contains("serve --host 0.0.0.0 --tls"), o.toString());
        assertEquals(server.uri().toString(), o.get("url").getAsString());
        assertError(get("/api/phone.svg"), 404, "this server answers this computer only");
    }

    /** A stroke read as a 1 and dropped by the correction is named with its cell, for the page to circle it. */
    @Test
    void aRevisedReadingNamesItsCell(@TempDir Path dir) throws Exception {
        Path photo = dir.resolve("stroke.png");
        FlatPages.writeStrayStroke(photo);
        HttpResponse<String> r = post("/api/photo", Files.readAllBytes(photo));
        assertEquals(200, r.statusCode(), r.body());
        JsonObject o = json(r);
        assertEquals(List.of("r2c2"), o.getAsJsonArray("corrected_cells").asList().stream().map(e -> e.getAsString()).toList(),
                r.body());
        assertTrue(o.getAsJsonArray("corrections").get(0).getAsString().startsWith("r2c2: 1 -> empty"), r.body());
    }

    @Test
    void photoWithoutGridIsOneSentenceAsTheCommandLineSaysIt() throws Exception {
        // the reader's own sentence (the command line prints it): the cause, then what to do, once
        Mat blank = new Mat(300, 400, CvType.CV_8UC1, new Scalar(220));
        String said = ((lens.pipeline.PhotoReading.NoGrid) lens.pipeline.PhotoReader.withDefaults(null)
                .read(blank, lens.vision.DebugSink.NONE)).reason();
        byte[] png = encode(blank, ".png");
        for (String path : new String[] {"/api/photo", "/api/verify"}) {
            String error = assertError(post(path, png), 422, "no grid found");
            assertEquals(said, error, path);
            assertEquals(error.indexOf("grid found"), error.lastIndexOf("grid found"), "said twice: " + error);
        }
    }

    /** A form upload ({@code curl -F}) is refused at once saying how to send the photo, not called "not an image". */
    @Test
    void aFormUploadIsNamedAsOne() throws Exception {
        byte[] jpeg = Files.readAllBytes(Path.of("samples/photos/newspaper-1.jpg"));
        byte[] head = "--x\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"p.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n"
                .getBytes(StandardCharsets.US_ASCII);
        byte[] tail = "\r\n--x--\r\n".getBytes(StandardCharsets.US_ASCII);
        byte[] form = new byte[head.length + jpeg.length + tail.length];
        System.arraycopy(head, 0, form, 0, head.length);
        System.arraycopy(jpeg, 0, form, head.length, jpeg.length);
        System.arraycopy(tail, 0, form, head.length + jpeg.length, tail.length);
        for (String path : new String[] {"/api/photo", "/api/verify"}) {
            HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(at(path)).timeout(Duration.ofSeconds(60))
                    .header("Content-Type", "multipart/form-data; boundary=x")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(form)).build(), HttpResponse.BodyHandlers.ofString());
            assertError(r, 415, "a form upload is not read: send the photo itself as the request body");
        }
    }

    @Test
    void notAnImageIs415() throws Exception {
        assertError(post("/api/photo", "hello".getBytes()), 415, "not an image");
    }

    @Test
    void hugePictureIsRefusedBeforeDecoding() throws Exception {
        // a small PNG wider than the limit: refused by its header
        assertError(post("/api/photo", encode(new Mat(20, 5000, CvType.CV_8UC1, new Scalar(255)), ".png")), 413,
                "5000x20 pixels");
    }

    @Test
    void aGifIsNamedAndGivensOfTwoPuzzlesAreRefused() throws Exception {
        assertError(post("/api/photo", "GIF89a\u0001\u0000\u0001\u0000".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)),
                415, "is in GIF format");
        String p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        String two = java.net.URLEncoder.encode(p + "\n" + p, java.nio.charset.StandardCharsets.UTF_8);
        assertError(post("/api/verify?givens=" + two, Files.readAllBytes(Path.of("samples/photos/handfilled-1.jpg"))),
                400, "holds 2 puzzles");
    }

    @Test
    void decoderBombsAreRefusedBeforeDecoding() throws Exception {
        assertError(post("/api/photo", lens.fuzz.HostileCorpus.tiledTiff(256, 16000)), 413, "TIFF in tiles of 256 MP");
        assertError(post("/api/photo", lens.fuzz.HostileCorpus.manyScansJpeg(400, 1000)), 413, "scans");
    }

    @Test
    void truncatedPhotoIs400() throws Exception {
        byte[] jpeg = Files.readAllBytes(Path.of("samples/photos/newspaper-1.jpg"));
        assertError(post("/api/photo", Arrays.copyOf(jpeg, jpeg.length / 2)), 400, "truncated");
    }

    @Test
    void unknownPathsAndTraversalAreJson404Or400() throws Exception {
        assertError(get("/nothing/here"), 404, "nothing here");
        for (String path : new String[] {"/api/../../etc/passwd", "/%2e%2e/pom.xml", "/..%2fpom.xml", "/static/../pom.xml"}) {
            HttpResponse<String> r = get(path);
            assertTrue(r.statusCode() == 400 || r.statusCode() == 404, path + ": " + r.statusCode() + " " + r.body());
            assertTrue(json(r).has("error"), r.body());
        }
        assertEquals(200, get("/app.js").statusCode());
        // a path that exists asked with the wrong method: 405, said in JSON
        assertError(get("/api/photo"), 405, "GET is not allowed on /api/photo");
    }

    @Test
    void puzzleTextActions() throws Exception {
        String p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        JsonObject solved = json(postJson("{\"puzzle\":\"" + p + "\",\"action\":\"solve\"}"));
        assertEquals("534678912672195348198342567859761423426853791713924856961537284287419635345286179",
                solved.get("solution").getAsString());
        JsonObject hint = json(postJson("{\"puzzle\":\"" + p + "\",\"action\":\"hint\"}"));
        assertTrue(hint.getAsJsonObject("hint").get("sentence").getAsString().length() > 10);
        JsonObject explained = json(postJson("{\"puzzle\":\"" + p + "\",\"action\":\"explain\"}"));
        assertTrue(explained.getAsJsonArray("steps").size() >= 51);
        JsonObject rated = json(postJson("{\"puzzle\":\"" + p + "\",\"action\":\"rate\"}"));
        assertEquals("easy", rated.getAsJsonObject("rating").get("level").getAsString());
    }

    @Test
    void puzzleErrorsAreSentences() throws Exception {
        assertError(postJson("{\"puzzle\":\"123\"}"), 400, "expected 81 cells");
        assertError(postJson("{\"puzzle\":\"" + ".".repeat(81) + "\"}"), 422, "several solutions");
        assertError(postJson("{\"puzzle\":\"11" + ".".repeat(79) + "\"}"), 422, "two 1s in row 1");
        assertError(postJson("not json"), 400, "send JSON");
        assertError(postJson("{\"puzzle\":\"" + ".".repeat(81) + "\",\"action\":\"dance\"}"), 400, "unknown action");
        // an action that is not text was taken for none, and the puzzle solved as if asked
        assertError(postJson("{\"puzzle\":\"" + ".".repeat(81) + "\",\"action\":{\"hint\":1}}"), 400,
                "\"action\" must be text, not an object");
        assertError(postJson("{\"puzzle\":[1,2,3]}"), 400, "\"puzzle\" must be text, not a list");
    }

    @Test
    void generatesAtTheAskedLevel() throws Exception {
        JsonObject o = json(get("/api/generate?difficulty=medium"));
        assertEquals("medium", o.getAsJsonObject("rating").get("level").getAsString());
        assertEquals(81, o.get("puzzle").getAsString().length());
        assertError(get("/api/generate?difficulty=impossible"), 400, "unknown difficulty");
    }

    @Test
    void cameraSocketAnswersWithCornersThenTheSolution() throws Exception {
        ReplayRenderer replay = new ReplayRenderer(640, 480, 40, 40, 5);
        LinkedBlockingQueue<String> answers = new LinkedBlockingQueue<>();
        WebSocket ws = openCamera(answers);
        ws.sendText("{\"show\": \"hint\"}", true).get(10, TimeUnit.SECONDS);
        JsonObject last = null;
        for (int i = 0; i < replay.frames() && (last == null || !last.has("solution")); i++) {
            byte[] jpeg;
            try (Scene s = replay.render(i)) {
                jpeg = encode(s.image().clone(), ".jpg");
            }
            ws.sendBinary(ByteBuffer.wrap(jpeg), true).get(10, TimeUnit.SECONDS);
            String a = answers.poll(20, TimeUnit.SECONDS);
            last = JsonParser.parseString(a).getAsJsonObject();
            assertTrue(last.has("corners"), "frame " + i + ": " + a);
        }
        assertEquals(replay.solution(0).toLine(), last.get("solution").getAsString());
        assertEquals(replay.givens(0).toLine(), last.get("puzzle").getAsString());
        assertTrue(last.getAsJsonObject("hint").get("sentence").getAsString().length() > 10, "the next hint: " + last);
        ws.sendBinary(ByteBuffer.wrap("not a jpeg".getBytes()), true).get(10, TimeUnit.SECONDS);
        JsonObject bad = JsonParser.parseString(answers.poll(20, TimeUnit.SECONDS)).getAsJsonObject();
        assertEquals(415, bad.get("status").getAsInt());
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "done").get(10, TimeUnit.SECONDS);
    }

    /**
     * A grid being solved by hand with three slips of the pen, held to the camera: answered from
     * its print, as a photo of it is, with the slips' cells sent to be circled (the page drew the
     * right digit over each without a word).
     */
    @Test
    void cameraSocketNamesTheSlipsOfAGridBeingSolved(@TempDir Path dir) throws Exception {
        Path photo = dir.resolve("slips.jpg");
        List<int[]> slips = FlatPages.writeSlipsPage(photo);
        Grid solution = ExhaustiveSolver.solve(FlatPages.sampleGivens()).solution();
        OpenCvLoader.ensureLoaded();
        Mat page = Imgcodecs.imread(photo.toString());
        Mat frame = new Mat();
        org.opencv.imgproc.Imgproc.resize(page, frame, new org.opencv.core.Size(640, Math.round(640.0 * page.rows() / page.cols())));
        byte[] jpeg = encode(frame, ".jpg");
        page.release();
        LinkedBlockingQueue<String> answers = new LinkedBlockingQueue<>();
        WebSocket ws = openCamera(answers);
        JsonObject last = null;
        for (int i = 0; i < 8 && (last == null || !last.has("solution")); i++) {
            ws.sendBinary(ByteBuffer.wrap(jpeg), true).get(10, TimeUnit.SECONDS);
            last = JsonParser.parseString(answers.poll(20, TimeUnit.SECONDS)).getAsJsonObject();
        }
        assertEquals(solution.toLine(), last.get("solution").getAsString(), last.toString());
        List<String> slipCells = slips.stream().map(slip -> Units.cellName(slip[0])).toList();
        assertEquals(slipCells,
                last.getAsJsonArray("mistake_cells").asList().stream().map(e -> e.getAsString()).toList(), last.toString());
        // the person's right digits that look written (the solution written into rows 1 to 3; on this
        // page, 8 of its 18 read as writing, the others as print, as verify ticks them), for the page to tick
        List<String> written = last.getAsJsonArray("written_cells").asList().stream().map(e -> e.getAsString()).toList();
        assertTrue(written.size() >= 5 && written.stream().noneMatch(slipCells::contains)
                && written.stream().allMatch(c -> c.charAt(1) <= '3'), last.toString());
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "done").get(10, TimeUnit.SECONDS);
    }

    @Test
    void cameraSocketSaysToStepBackFromAGridTheFrameCuts() throws Exception {
        OpenCvLoader.ensureLoaded();
        Mat whole = Imgcodecs.imread("samples/photos/newspaper-2.jpg");
        byte[] jpeg = encode(whole.submat(new Rect(0, 100, whole.cols(), whole.rows() - 100)).clone(), ".jpg");
        whole.release();
        LinkedBlockingQueue<String> answers = new LinkedBlockingQueue<>();
        WebSocket ws = openCamera(answers);
        for (int i = 0; i < 4; i++) {
            ws.sendBinary(ByteBuffer.wrap(jpeg), true).get(10, TimeUnit.SECONDS);
            String a = answers.poll(20, TimeUnit.SECONDS);
            JsonObject o = JsonParser.parseString(a).getAsJsonObject();
            assertTrue(o.has("corners"), a);
            assertEquals("step back: the grid runs off the top edge", o.get("advice").getAsString(), a);
            assertTrue(!o.has("solution") && !o.has("reason"), "a cut grid is neither answered nor judged: " + a);
        }
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "done").get(10, TimeUnit.SECONDS);
    }

    /** A camera socket whose text answers go to {@code answers}, one per message. */
    private static WebSocket openCamera(LinkedBlockingQueue<String> answers) throws Exception {
        return HTTP.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/ws/camera"),
                new WebSocket.Listener() {
                    private final StringBuilder text = new StringBuilder();

                    @Override
                    public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                        text.append(data);
                        if (last) {
                            answers.add(text.toString());
                            text.setLength(0);
                        }
                        w.request(1);
                        return CompletableFuture.completedFuture(null);
                    }
                }).get(10, TimeUnit.SECONDS);
    }

    @Test
    void aBurstOfCameraConnectionsIsHeldToTheCameraLimit() throws Exception {
        int limit = ServerOptions.defaults(0).cameras();
        List<CompletableFuture<WebSocket>> opening = new ArrayList<>();
        for (int i = 0; i < limit * 3; i++) {
            opening.add(HTTP.newWebSocketBuilder().buildAsync(
                    URI.create("ws://127.0.0.1:" + server.port() + "/ws/camera"), new WebSocket.Listener() {
                    }));
        }
        List<WebSocket> sockets = new ArrayList<>();
        for (CompletableFuture<WebSocket> f : opening) {
            sockets.add(f.get(60, TimeUnit.SECONDS));
        }
        int followed = json(get("/api/status")).get("cameras").getAsInt();
        sockets.forEach(WebSocket::abort);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (json(get("/api/status")).get("cameras").getAsInt() > 0 && System.nanoTime() < until) {
            Thread.sleep(50); // the places are given back as the server sees the sockets close
        }
        assertTrue(followed <= limit, followed + " cameras followed at once; the limit is " + limit);
    }

    @Test
    void cameraSocketRefusesOtherSitesPages() throws Exception {
        LinkedBlockingQueue<String> answers = new LinkedBlockingQueue<>();
        HTTP.newWebSocketBuilder().header("Origin", "http://elsewhere.example")
                .buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/ws/camera"), new WebSocket.Listener() {
                    @Override
                    public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                        answers.add(data.toString());
                        return null;
                    }
                }).get(10, TimeUnit.SECONDS);
        JsonObject refused = JsonParser.parseString(answers.poll(20, TimeUnit.SECONDS)).getAsJsonObject();
        assertEquals(403, refused.get("status").getAsInt());
        assertTrue(CameraSocket.sameOrigin("http://127.0.0.1:8080", "127.0.0.1:8080"));
        assertTrue(CameraSocket.sameOrigin("https://phone.local", "phone.local:443"));
        assertTrue(CameraSocket.sameOrigin(null, "127.0.0.1:8080"), "not a browser");
        assertTrue(!CameraSocket.sameOrigin("http://127.0.0.1:9999", "127.0.0.1:8080"));
    }

    /** The error's sentence, checked to hold {@code words}. */
    private static String assertError(HttpResponse<String> r, int status, String words) {
        assertEquals(status, r.statusCode(), r.body());
        assertTrue(r.headers().firstValue("content-type").orElse("").startsWith("application/json"), r.headers().toString());
        JsonObject o = json(r);
        assertEquals(status, o.get("status").getAsInt());
        String error = o.get("error").getAsString();
        assertTrue(error.contains(words), error);
        return error;
    }

    private static JsonObject json(HttpResponse<String> r) {
        return JsonParser.parseString(r.body()).getAsJsonObject();
    }

    private static byte[] encode(Mat m, String ext) {
        OpenCvLoader.ensureLoaded();
        MatOfByte buf = new MatOfByte();
        Imgcodecs.imencode(ext, m, buf);
        byte[] b = buf.toArray();
        buf.release();
        m.release();
        return b;
    }

    private static URI at(String path) {
        return URI.create("http://127.0.0.1:" + server.port() + path);
    }

    static HttpResponse<String> get(String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(at(path)).timeout(Duration.ofSeconds(60)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> post(String path, byte[] body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(at(path)).timeout(Duration.ofSeconds(60))
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> postJson(String body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(at("/api/puzzle")).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
