package lens.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import org.junit.jupiter.api.Test;

/** What the page and {@code serve} tell about opening the page on a phone. */
class PhoneLinkTest {
    private static final URI LAN = URI.create("https://192.168.1.23:8080/");

    @Test
    void aServerOnTheNetworkWithTlsIsReachableCameraAndAll() {
        PhoneLink link = PhoneLink.of(ServerOptions.defaults(8080).withHost("0.0.0.0").withTls(true), LAN);
        assertTrue(link.reachable() && link.camera());
        assertEquals("", link.advice());
    }

    @Test
    void withoutTlsAPhoneCanSendPhotosButNotUseItsCamera() {
        PhoneLink link = PhoneLink.of(ServerOptions.defaults(8080).withHost("0.0.0.0"), URI.create("http://192.168.1.23:8080/"));
        assertTrue(link.reachable());
        assertFalse(link.camera());
        assertTrue(link.advice().contains("--tls"), link.advice());
    }

    @Test
    void aServerOnThisMachineOnlySaysHowToReachIt() {
        PhoneLink link = PhoneLink.of(ServerOptions.defaults(8080), URI.create("http://127.0.0.1:8080/"));
        assertFalse(link.reachable() || link.camera());
        assertTrue(link.advice().contains("serve --host 0.0.0.0 --tls"), link.advice());
    }
}
