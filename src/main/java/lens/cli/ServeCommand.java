package lens.cli;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import lens.io.IoErrors;
import lens.web.PhoneLink;
import lens.web.QrCode;
import lens.web.ServerOptions;
import lens.web.TlsCertificate;
import lens.web.WebServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code serve}: Sudoku Lens as a web page (photo, camera, puzzle text) served by the program
 * itself. Listens on 127.0.0.1 unless told otherwise; {@code --host 0.0.0.0 --tls} lets a phone on
 * the same network use its camera (browsers open cameras only on https or localhost). Runs until
 * stopped (Ctrl-C).
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Serve Sudoku Lens as a web page: photos, the camera and puzzle text, solved in the browser.")
final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", defaultValue = "8080", description = "TCP port (default 8080; 0 picks a free one).")
    int port;

    @Option(names = "--host", defaultValue = "127.0.0.1",
            description = "Address to listen on (default 127.0.0.1: this machine only; 0.0.0.0: the local network too, "
                    + "the address printed with its QR code for a phone to scan).")
    String host;

    @Option(names = "--tls", description = "Serve https with a self-signed certificate, made on the first run and kept in "
            + "~/.config/sudoku-lens/tls (needed for a phone's camera).")
    boolean tls;

    @Option(names = "--workers", paramLabel = "N", description = "Photos and frames worked on at once (default: the cores).")
    Integer workers;

    /**
     * 64: each request waiting holds a server thread and its upload (up to 10 MB), so the line is
     * what bounds the memory a flood takes (640 MB at most here); a longer one would give that up.
     */
    static final int MAX_QUEUE = 64;

    @Option(names = "--queue", paramLabel = "N", defaultValue = "16",
            description = "Requests that may wait for a worker; more are refused with 503 (default 16, at most 64).")
    int queue;

    @Override
    public Integer call() throws Exception {
        if (workers != null) {
            OptionBounds.threads("--workers", workers);
        }
        OptionBounds.between("--queue", queue, 0, MAX_QUEUE);
        ServerOptions options;
        try {
            ServerOptions d = ServerOptions.defaults(port);
            options = d.withHost(host).withTls(tls).withWork(workers != null ? workers : d.workers(), queue);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, e.getMessage());
        }
        TlsCertificate cert = null;
        if (tls) {
            try {
                cert = TlsCertificate.loadOrCreate(TlsCertificate.defaultDir());
            } catch (java.io.IOException e) {
                String where = e instanceof java.nio.file.FileSystemException f && f.getFile() != null
                        ? f.getFile() + ": " : "";
                throw new UserError(ExitCodes.INVALID_INPUT, "--tls: " + where + IoErrors.reason(e));
            }
            System.out.println((cert.created() ? "made a self-signed certificate in " : "using the certificate in ")
                    + cert.keyStore().getParent() + " (browsers warn once: choose to proceed)");
        }
        return run(started(options, cert));
    }

    /** Starts the server; a port in use or an address not of this machine is a one-line error. */
    private static WebServer started(ServerOptions options, TlsCertificate cert) {
        String problem = hostProblem(options.host());
        if (problem != null) {
            throw new UserError(ExitCodes.INVALID_INPUT, problem);
        }
        try {
            return WebServer.start(options, cert);
        } catch (RuntimeException e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof java.net.BindException || t.getClass().getSimpleName().equals("JavalinBindException")) {
                    throw new UserError(ExitCodes.INVALID_INPUT, "cannot listen on " + options.host() + ":"
                            + options.port() + " (" + t.getMessage() + "): pick another --port or --host");
                }
            }
            throw e;
        }
    }

    private static int run(WebServer server) throws InterruptedException {
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        System.out.println("sudoku-lens: serving on " + server.uri() + " (Ctrl-C stops)");
        phone(server.phoneLink());
        System.out.flush();
        stopped.await();
        return ExitCodes.OK;
    }

    /**
     * How a phone opens the page: a QR code of the address when the server is reachable and the
     * output is a terminal (a phone's camera reads it off the screen; typing an address and port
     * on a phone is the slow part of starting), else the address or what to do, one line.
     */
    private static void phone(PhoneLink link) {
        if (link.reachable()) {
            System.out.println("on a phone on the same network, open " + link.url()
                    + (System.console() != null ? " (scan this):" : ""));
            if (System.console() != null) {
                QrCode.of(link.url().toString()).terminalLines().forEach(System.out::println);
            }
        }
        if (!link.advice().isEmpty()) {
            System.out.println(link.advice());
        }
    }

    /**
     * Why the server cannot listen on {@code host} (null when it may): a name that does not
     * resolve, or an address of another machine. Checked before binding, since the web server
     * reports every failure to bind as "Port already in use".
     */
    static String hostProblem(String host) {
        java.net.InetAddress address;
        try {
            address = java.net.InetAddress.getByName(host);
        } catch (java.net.UnknownHostException e) {
            return "unknown --host " + host + ": give an address of this machine (127.0.0.1, 0.0.0.0 for the network)";
        }
        try {
            if (address.isAnyLocalAddress() || address.isLoopbackAddress()
                    || java.net.NetworkInterface.getByInetAddress(address) != null) {
                return null;
            }
        } catch (java.net.SocketException e) {
            return null; // the interfaces cannot be listed: let the bind tell
        }
        return "--host " + host + " is not an address of this machine: use 127.0.0.1, or 0.0.0.0 for the network";
    }
}
