package lens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import lens.web.ServerOptions;
import lens.web.WebServer;
import org.junit.jupiter.api.Test;

/** {@code bench-serve} against a server started here: the line, no errors, and loopback only. */
class BenchServeCommandTest {
    @Test
    void postsPhotosAndPrintsTheLine() {
        try (WebServer server = WebServer.start(ServerOptions.defaults(0), null)) {
            CliRun r = CliRun.of("bench-serve", "--url", "http://127.0.0.1:" + server.port() + "/", "--clients", "2",
                    "--seconds", "2", "--photos", "samples/photos/newspaper-1.jpg");
            assertEquals(0, r.exitCode(), r.err());
            assertTrue(r.out().matches("(?s).*bench-serve: clients=2 requests=(\\d+) ok=\\1 errors=0 rps=[0-9.]+ "
                    + "p50_ms=\\d+ p99_ms=\\d+ rss_mb=\\d+ cpu_ms_per_req=[0-9.]+\\s*"), r.out());
            assertTrue(!r.out().contains("requests=0 "), r.out());
        }
    }

    @Test
    void talksOnlyToThisMachine() {
        CliRun r = CliRun.of("bench-serve", "--url", "http://192.0.2.1:8080/", "--seconds", "1");
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.errIsOneLine() && r.err().contains("only to this machine"), r.err());
    }

    @Test
    void saysWhenNoServerAnswers() {
        CliRun r = CliRun.of("bench-serve", "--url", "http://127.0.0.1:9/", "--seconds", "1");
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode());
        assertTrue(r.errIsOneLine() && r.err().contains("no Sudoku Lens server answers"), r.err());
    }

    @Test
    void aUrlThatIsNotHttpIsOneLine() {
        CliRun r = CliRun.of("bench-serve", "--url", "ftp://127.0.0.1/", "--seconds", "1");
        assertEquals(ExitCodes.INVALID_INPUT, r.exitCode(), r.err());
        assertTrue(r.errIsOneLine() && r.err().contains("http or https"), r.err());
        CliRun broken = CliRun.of("bench-serve", "--url", "http://127.0.0.1:1/%%", "--seconds", "1");
        assertEquals(ExitCodes.INVALID_INPUT, broken.exitCode(), broken.err());
        assertTrue(broken.errIsOneLine() && broken.err().startsWith("sudoku-lens: --url: "), broken.err());
    }
}
