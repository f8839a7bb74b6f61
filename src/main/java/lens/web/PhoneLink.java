package lens.web;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;

/**
 * How a phone opens the page: the address the server gives (its network address when it listens
 * beyond this machine), whether a phone can reach it at all, whether the phone's camera will open
 * there (browsers open cameras only over https, or on the machine itself), and what to do when not.
 * The page shows it as a QR code ({@link QrCode}) in the camera tab; {@code serve} prints it.
 */
public record PhoneLink(URI url, boolean reachable, boolean camera) {
    /** The link to a server with {@code options} answering at {@code url} ({@link WebServer#uri()}). */
    public static PhoneLink of(ServerOptions options, URI url) {
        boolean reachable = !loopback(options.host());
        return new PhoneLink(url, reachable, reachable && options.tls());
    }

    /** What to do for a phone to use the page and its camera; empty when it can. */
    public String advice() {
        if (!reachable) {
            return "this server answers this computer only: for a phone on the same network, start it with "
                    + "sudoku-lens serve --host 0.0.0.0 --tls";
        }
        return camera ? "" : "a phone can send photos; for its camera, start the server with --tls as well "
                + "(browsers open cameras only over https)";
    }

    private static boolean loopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
