package lens.web;

import java.io.IOException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The self-signed certificate for {@code serve --tls}: browsers open the camera only on https
 * (or on localhost), so a phone on the local network needs one. It is made on the first run with
 * the JDK's {@code keytool} and kept, with its random password, in the user's config directory
 * ({@code $XDG_CONFIG_HOME/sudoku-lens/tls}, else {@code ~/.config/sudoku-lens/tls}), readable by
 * the user only; later runs reuse it, so the phone's "proceed anyway" exception keeps holding.
 *
 * @param keyStore the PKCS#12 key store
 * @param password its password
 * @param created  true when this run made it
 */
public record TlsCertificate(Path keyStore, String password, boolean created) {
    static final String ALIAS = "sudoku-lens";

    /**
     * The certificate in {@code dir}, made there first when missing.
     *
     * @throws IOException when it cannot be made, or the one kept there cannot be opened with its
     *                     password (damaged, or one of the two files replaced): the message says
     *                     to delete the folder, as a new one is then made
     */
    public static TlsCertificate loadOrCreate(Path dir) throws IOException {
        Path store = dir.resolve("server.p12");
        Path pass = dir.resolve("server.password");
        if (Files.isRegularFile(store) && Files.isRegularFile(pass)) {
            String password = Files.readString(pass).strip();
            try (var in = Files.newInputStream(store)) {
                java.security.KeyStore.getInstance("PKCS12").load(in, password.toCharArray());
            } catch (IOException | java.security.GeneralSecurityException e) {
                String why = e instanceof java.io.EOFException ? "the file is cut short"
                        : e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
                throw new IOException("the certificate kept in " + dir + " cannot be opened (" + why
                        + "): delete that folder and a new one is made");
            }
            return new TlsCertificate(store, password, false);
        }
        Files.createDirectories(dir);
        restrict(dir, "rwx------");
        byte[] random = new byte[18];
        new SecureRandom().nextBytes(random);
        String password = HexFormat.of().formatHex(random);
        Files.deleteIfExists(store);
        runKeytool(store, password);
        Files.writeString(pass, password + "\n");
        restrict(pass, "rw-------");
        restrict(store, "rw-------");
        return new TlsCertificate(store, password, true);
    }

    /** {@code $XDG_CONFIG_HOME/sudoku-lens/tls} or {@code ~/.config/sudoku-lens/tls}. */
    public static Path defaultDir() {
        String xdg = System.getenv("XDG_CONFIG_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".config");
        return base.resolve("sudoku-lens").resolve("tls");
    }

    private static void runKeytool(Path store, String password) throws IOException {
        Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
        List<String> cmd = List.of(keytool.toString(), "-genkeypair", "-noprompt", "-alias", ALIAS,
                "-keyalg", "EC", "-groupname", "secp256r1", "-sigalg", "SHA256withECDSA",
                // 825 days: the longest validity Apple devices accept for a server certificate
                "-validity", "825", "-dname", "CN=Sudoku Lens (self-signed)",
                "-ext", "SAN=" + subjectNames(), "-ext", "EKU=serverAuth",
                "-keystore", store.toString(), "-storetype", "PKCS12",
                "-storepass", password, "-keypass", password);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        try {
            String out = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IOException("keytool could not make the certificate: " + out.strip());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while making the certificate");
        }
    }

    /** localhost, this machine's name and every address it has (the phone uses one of them). */
    private static String subjectNames() {
        List<String> names = new ArrayList<>(List.of("dns:localhost", "ip:127.0.0.1"));
        try {
            String host = InetAddress.getLocalHost().getHostName();
            if (host.matches("[A-Za-z0-9.-]+")) {
                names.add("dns:" + host);
            }
            for (NetworkInterface n : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                for (InetAddress a : Collections.list(n.getInetAddresses())) {
                    if (a instanceof java.net.Inet4Address && !a.isLoopbackAddress()) {
                        names.add("ip:" + a.getHostAddress());
                    }
                }
            }
        } catch (IOException e) {
            // localhost alone still makes a working certificate; the browser warns either way
        }
        return String.join(",", names);
    }

    private static void restrict(Path p, String perms) throws IOException {
        try {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(perms));
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: the user's config directory is private enough there
        }
    }
}
