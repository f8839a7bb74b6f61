package lens.web;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

class ServeBenchTest {
    private static final List<byte[]> PHOTO = List.of(new byte[] {1});

    @Test
    void loadGoesOnlyToThisMachine() {
        for (String url : new String[] {"http://127.0.0.1:8080/", "http://127.1.2.3/", "http://localhost:7070/",
                "https://LOCALHOST/", "http://[::1]:8080/"}) {
            assertDoesNotThrow(() -> new ServeBench(URI.create(url), PHOTO), url);
        }
        for (String url : new String[] {"http://127.example.com/", "http://127.0.0.1.example.com/", "http://localhost.evil/",
                "http://10.0.0.1/", "http://127.0.0.256/", "http://example.com/"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> new ServeBench(URI.create(url), PHOTO), url);
            assertTrue(e.getMessage().contains("only to this machine"), e.getMessage());
        }
    }
}
