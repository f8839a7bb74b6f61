package lens.web;

import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * The load test of a running server: {@code clients} threads post photos to {@code /api/photo}
 * one after another for {@code seconds} (and at most {@code maxRequests} in all), then the
 * server's resident memory is asked from {@code /api/status}. Only loopback addresses are
 * accepted as targets: this is a test of one's own server, not a tool against others.
 */
public final class ServeBench {
    /** What one run measured; latencies in milliseconds. */
    public record Result(int clients, long requests, long ok, long errors, double seconds, double p50Ms, double p99Ms,
                         long rssMb, double serverCpuMsPerRequest, String firstError) {
        public double requestsPerSecond() {
            return seconds > 0 ? requests / seconds : 0;
        }

        /**
         * {@code bench-serve: clients=8 requests=... ok=... errors=... rps=... p50_ms=... p99_ms=... rss_mb=...
         * cpu_ms_per_req=...}; the last is the server's CPU time per request, which a shared, loaded
         * machine changes far less than the throughput.
         */
        public String line() {
            return String.format(Locale.ROOT,
                    "bench-serve: clients=%d requests=%d ok=%d errors=%d rps=%.1f p50_ms=%.0f p99_ms=%.0f rss_mb=%d"
                            + " cpu_ms_per_req=%.1f",
                    clients, requests, ok, errors, requestsPerSecond(), p50Ms, p99Ms, rssMb, serverCpuMsPerRequest);
        }
    }

    private final URI base;
    private final List<byte[]> photos;
    /** This machine's names, without asking a resolver: a name such as 127.example.com is another machine's. */
    private static final Pattern LOOPBACK = Pattern.compile("localhost|\\[::1\\]|127(\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)){3}",
            Pattern.CASE_INSENSITIVE);
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    /** @throws IllegalArgumentException for a target that is not http(s) on this machine, or no photos */
    public ServeBench(URI base, List<byte[]> photos) {
        String scheme = base.getScheme();
        if (scheme == null || !(scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https"))) {
            throw new IllegalArgumentException("bench-serve talks to a server over http or https, not " + base
                    + " (e.g. http://127.0.0.1:8080/)");
        }
        String host = base.getHost();
        if (host == null || !LOOPBACK.matcher(host).matches()) {
            throw new IllegalArgumentException("bench-serve talks only to this machine (127.0.0.1 or localhost), not "
                    + (host != null ? host : base));
        }
        if (photos.isEmpty()) {
            throw new IllegalArgumentException("no photos to post");
        }
        this.base = base;
        this.photos = List.copyOf(photos);
    }

    /**
     * Runs the load; with {@code every > 0} seconds prints a progress line (requests so far and
     * the server's memory) that often, for a soak.
     */
    public Result run(int clients, double seconds, long maxRequests, double every, PrintStream progress)
            throws InterruptedException {
        long cpuBefore = serverStatus("cpu_ms");
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        AtomicLong issued = new AtomicLong();
        AtomicLong ok = new AtomicLong();
        ConcurrentLinkedQueue<Double> latencies = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<String> errors = new ConcurrentLinkedQueue<>();
        List<Thread> threads = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            int first = c;
            Thread t = new Thread(() -> {
                int i = first;
                while (System.nanoTime() < end && issued.incrementAndGet() <= maxRequests) {
                    long t0 = System.nanoTime();
                    String error = post(photos.get(i++ % photos.size()));
                    latencies.add((System.nanoTime() - t0) / 1e6);
                    if (error == null) {
                        ok.incrementAndGet();
                    } else {
                        errors.add(error);
                    }
                }
            }, "bench-serve-" + c);
            t.start();
            threads.add(t);
        }
        long nextReport = every > 0 ? start + (long) (every * 1e9) : Long.MAX_VALUE;
        for (Thread t : threads) {
            while (t.isAlive()) {
                t.join(200);
                if (System.nanoTime() >= nextReport) {
                    progress.printf(Locale.ROOT, "bench-serve: t=%.0f requests=%d rss_mb=%d%n",
                            (System.nanoTime() - start) / 1e9, latencies.size(), serverRssMb());
                    progress.flush();
                    nextReport += (long) (every * 1e9);
                }
            }
        }
        double elapsed = (System.nanoTime() - start) / 1e9;
        double[] ms = latencies.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double cpuPerRequest = ms.length == 0 ? 0 : (serverStatus("cpu_ms") - cpuBefore) / (double) ms.length;
        return new Result(clients, ms.length, ok.get(), errors.size(), elapsed, percentile(ms, 0.50),
                percentile(ms, 0.99), serverRssMb(), cpuPerRequest, errors.peek());
    }

    /** Posts one photo; null when it was solved (200), else what went wrong. */
    private String post(byte[] photo) {
        HttpRequest req = HttpRequest.newBuilder(base.resolve("/api/photo")).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "image/jpeg").POST(HttpRequest.BodyPublishers.ofByteArray(photo)).build();
        try {
            HttpResponse<String> r = http.send(req, HttpResponse.BodyHandlers.ofString());
            return r.statusCode() == 200 ? null : "HTTP " + r.statusCode() + ": " + r.body();
        } catch (IOException e) {
            return "no answer: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    /** The server's resident memory from {@code /api/status}, -1 when it does not say. */
    public long serverRssMb() {
        return serverStatus("rss_mb");
    }

    /** One number from {@code /api/status}, -1 when the server does not say. */
    private long serverStatus(String field) {
        HttpRequest req = HttpRequest.newBuilder(base.resolve("/api/status")).timeout(Duration.ofSeconds(10)).build();
        try {
            HttpResponse<String> r = http.send(req, HttpResponse.BodyHandlers.ofString());
            return JsonParser.parseString(r.body()).getAsJsonObject().get(field).getAsLong();
        } catch (IOException | RuntimeException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    static double percentile(double[] sorted, double q) {
        if (sorted.length == 0) {
            return 0;
        }
        int i = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }
}
