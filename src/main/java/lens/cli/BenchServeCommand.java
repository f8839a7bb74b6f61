package lens.cli;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import lens.web.ServeBench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench-serve}: load on a running {@code serve} from this machine: N clients post photos
 * one after another for a bounded time and count, then one line with throughput, latency
 * percentiles and the server's resident memory. Exit 1 when any request failed.
 */
@Command(name = "bench-serve", mixinStandardHelpOptions = true,
        description = "Post photos to a running serve from N concurrent clients on this machine; print throughput, latency and memory.")
final class BenchServeCommand implements Callable<Integer> {
    @Option(names = "--url", defaultValue = "http://127.0.0.1:8080/", description = "The server (this machine only; default http://127.0.0.1:8080/).")
    String url;

    @Option(names = "--clients", defaultValue = "8", description = "Concurrent clients (default 8).")
    int clients;

    @Option(names = "--seconds", defaultValue = "30", description = "How long to post (default 30).")
    double seconds;

    @Option(names = "--max-requests", defaultValue = "100000", description = "Stop after this many requests in all (default 100000).")
    long maxRequests;

    @Option(names = "--photos", defaultValue = "samples/photos", paramLabel = "DIR|FILE",
            description = "A photo, or a folder whose JPEG and PNG photos are posted in turn (default samples/photos).")
    Path photos;

    @Option(names = "--every", defaultValue = "0", paramLabel = "SECONDS",
            description = "Also print the request count and the server's memory this often (a soak); 0: only at the end.")
    double every;

    @Override
    public Integer call() throws Exception {
        if (clients < 1 || clients > 256) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--clients must be between 1 and 256");
        }
        if (!(seconds > 0) || seconds > 24 * 3600 || maxRequests < 1) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--seconds must be between 0 and a day, --max-requests at least 1");
        }
        OptionBounds.seconds("--every", every, 0, 24 * 3600);
        ServeBench bench;
        try {
            bench = new ServeBench(URI.create(url), load(photos));
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--url: " + e.getMessage());
        }
        if (bench.serverRssMb() < 0) {
            throw new UserError(ExitCodes.INVALID_INPUT, "no Sudoku Lens server answers at " + url
                    + " (start one with: sudoku-lens serve)");
        }
        ServeBench.Result r = bench.run(clients, seconds, maxRequests, every, System.out);
        System.out.println(r.line());
        if (r.errors() > 0) {
            System.err.println("sudoku-lens: " + r.errors() + " requests failed; the first: " + r.firstError());
            return ExitCodes.MISTAKES;
        }
        return ExitCodes.OK;
    }

    private static List<byte[]> load(Path where) throws IOException {
        if (!Files.exists(where)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "no such file or folder: " + where);
        }
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(where)) {
            try (Stream<Path> s = Files.list(where)) {
                s.filter(p -> p.getFileName().toString().matches("(?i).*\\.(jpe?g|png)")).sorted().forEach(files::add);
            }
        } else {
            files.add(where);
        }
        if (files.isEmpty()) {
            throw new UserError(ExitCodes.INVALID_INPUT, "no JPEG or PNG photos in " + where);
        }
        List<byte[]> bytes = new ArrayList<>();
        for (Path p : files) {
            bytes.add(Files.readAllBytes(p));
        }
        return bytes;
    }
}
