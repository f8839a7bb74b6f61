package lens.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyStore;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code serve --tls}: the self-signed certificate is made once, kept private, reused, and served. */
class TlsServeTest {
    @TempDir
    Path dir;

    @Test
    void certificateIsMadeOnceAndServedOverHttps() throws Exception {
        Path tls = dir.resolve("sudoku-lens/tls");
        TlsCertificate made = TlsCertificate.loadOrCreate(tls);
        assertTrue(made.created());
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(made.keyStore())));
        TlsCertificate again = TlsCertificate.loadOrCreate(tls);
        assertFalse(again.created(), "the second run reuses the certificate");
        assertEquals(made.password(), again.password());

        try (WebServer server = WebServer.start(ServerOptions.defaults(0).withTls(true), again)) {
            assertEquals("https", server.uri().getScheme());
            HttpClient client = HttpClient.newBuilder().sslContext(trusting(again)).connectTimeout(Duration.ofSeconds(10))
                    .build();
            HttpResponse<String> page = client.send(HttpRequest.newBuilder(server.uri()).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("Sudoku Lens"));
            HttpClient plain = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            URI http = URI.create("http://127.0.0.1:" + server.port() + "/");
            HttpRequest req = HttpRequest.newBuilder(http).timeout(Duration.ofSeconds(10)).build();
            assertThrows(IOException.class, () -> plain.send(req, HttpResponse.BodyHandlers.ofString()),
                    "plain http is not served on the https port");
        }
    }

    /** A client that trusts exactly this self-signed certificate, as a phone does once told to proceed. */
    private static SSLContext trusting(TlsCertificate cert) throws Exception {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(cert.keyStore())) {
            ks.load(in, cert.password().toCharArray());
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(ks);
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, tmf.getTrustManagers(), null);
        return ctx;
    }

    @Test
    void aDamagedKeptCertificateIsNamedWithWhatToDo(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("server.p12"), "half a key store");
        Files.writeString(dir.resolve("server.password"), "0123\n");
        IOException e = assertThrows(IOException.class, () -> TlsCertificate.loadOrCreate(dir));
        assertTrue(e.getMessage().contains("cannot be opened") && e.getMessage().contains("delete that folder"),
                e.getMessage());
    }
}
