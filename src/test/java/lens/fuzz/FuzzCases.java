package lens.fuzz;

import java.util.List;
import lens.cli.ExitCodes;

/** Every command over the hostile corpus, with the exit code the README documents for each case. */
final class FuzzCases {
    private static final int OK = ExitCodes.OK;
    private static final int BAD = ExitCodes.INVALID_INPUT;
    private static final int LIMIT = ExitCodes.INPUT_LIMIT;
    private static final int OUT = ExitCodes.OUTPUT_FAILED;
    private static final String P = HostileCorpus.PUZZLE;

    private FuzzCases() {
    }

    static List<FuzzCase> all() {
        return List.of(
                // puzzle text: size, encoding, form
                FuzzCase.of("solve 3 GB sparse file", LIMIT, "solve", "big.txt"),
                FuzzCase.of("solve stdin /dev/zero", LIMIT, "solve", "-").stdin("/dev/zero"),
                FuzzCase.of("rate stdin /dev/zero", LIMIT, "rate").stdin("/dev/zero"),
                FuzzCase.of("bench 3 GB sparse file", LIMIT, "bench", "big.txt"),
                FuzzCase.of("solve NUL bytes", LIMIT, "solve", "nul.txt"),
                FuzzCase.of("solve 200k-character line", LIMIT, "solve", "long-line.txt"),
                FuzzCase.of("solve UTF-8 BOM", OK, "solve", "bom.txt"),
                FuzzCase.of("solve Unicode digit", BAD, "solve", "unicode.txt"),
                FuzzCase.of("solve Latin-1 text", BAD, "solve", "latin1.txt"),
                FuzzCase.of("solve random bytes", BAD, "solve", "noise.txt"),
                FuzzCase.of("solve empty file", BAD, "solve", "empty.txt"),
                FuzzCase.of("solve comments only", BAD, "solve", "comments.txt"),
                FuzzCase.of("solve cut grid", BAD, "solve", "grid-cut.txt"),
                FuzzCase.of("solve garbage argument", BAD, "solve", "hello"),
                FuzzCase.of("solve no solution", ExitCodes.NO_SOLUTION, "solve", "unsolvable-mix.txt"),
                FuzzCase.of("solve stdin empty", BAD, "solve").stdin("/dev/null"),
                FuzzCase.of("solve " + HostileCorpus.MANY_LINES + " lines", OK, "solve", "--format", "line", "many.txt"),
                FuzzCase.of("rate 2000 lines", OK, "rate", "--quiet", "some.txt"),
                FuzzCase.of("solve --explain 2000 lines", OK, "solve", "--explain", "some.txt"),
                // standard output that fails or is closed early
                FuzzCase.of("solve > /dev/full", OUT, "solve", P, ">", "/dev/full").viaShell(),
                FuzzCase.of("rate > /dev/full", OUT, "rate", P, ">", "/dev/full").viaShell(),
                FuzzCase.of("--help > /dev/full", OUT, "--help", ">", "/dev/full").viaShell(),
                FuzzCase.of("generate --count 1000000 | head -1 ends", OK, "generate", "--count", "1000000", "|", "head",
                        "-1").viaShell(),
                // files that are not files
                FuzzCase.of("solve a folder", BAD, "solve", "folder"),
                FuzzCase.of("rate a link loop", BAD, "rate", "loop-a.txt"),
                FuzzCase.of("solve a dangling link", BAD, "solve", "dangling.txt"),
                FuzzCase.of("solve a missing file", BAD, "solve", "missing.txt"),
                FuzzCase.of("bench a pipe nothing writes to", BAD, "bench", "pipe"),
                FuzzCase.of("solve <(echo P)", OK, "solve", "--format", "line", "<(echo " + P + ")").viaShell(),
                FuzzCase.of("bench <(echo P)", OK, "bench", "<(echo " + P + ")", "--warmup-seconds", "0",
                        "--min-seconds", "0").viaShell(),
                // options
                FuzzCase.of("bench invalid puzzle", BAD, "bench", "dup.txt"),
                FuzzCase.of("bench --threads 100000", LIMIT, "bench", "one.txt", "--threads", "100000"),
                FuzzCase.of("rate --threads 100000", LIMIT, "rate", "one.txt", "--threads", "100000"),
                FuzzCase.of("generate --threads 67108864", LIMIT, "generate", "--threads", "67108864"),
                FuzzCase.of("train --threads 100000", LIMIT, "train", "--threads", "100000"),
                FuzzCase.of("serve --workers 100000", LIMIT, "serve", "--workers", "100000"),
                FuzzCase.of("serve --queue 2000000000", LIMIT, "serve", "--queue", "2000000000"),
                FuzzCase.of("serve --queue -5", BAD, "serve", "--queue", "-5"),
                FuzzCase.of("bench-serve --clients 0", BAD, "bench-serve", "--clients", "0"),
                FuzzCase.of("bench-serve --every 1e300", LIMIT, "bench-serve", "--every", "1e300"),
                FuzzCase.of("bench --warmup-seconds NaN", BAD, "bench", "one.txt", "--warmup-seconds", "NaN"),
                FuzzCase.of("bench --min-seconds 1e12", LIMIT, "bench", "one.txt", "--min-seconds", "1e12"),
                FuzzCase.of("generate --rating 20-30", BAD, "generate", "--rating", "20-30"),
                FuzzCase.of("generate --count -1", BAD, "generate", "--count", "-1"),
                FuzzCase.of("solve --format nonsense", BAD, "solve", "--format", "nonsense", P),
                FuzzCase.of("unknown command", BAD, "frobnicate"),
                FuzzCase.of("help", OK, "help", "solve"),
                FuzzCase.of("rate --help", OK, "rate", "--help"),
                FuzzCase.of("ocr-bench --digits 1", BAD, "ocr-bench", "--digits", "1"),
                FuzzCase.of("render-sample --size 1x1", BAD, "render-sample", "--size", "1x1"),
                FuzzCase.of("render-sample --count 2000000000", LIMIT, "render-sample", "--count", "2000000000"),
                FuzzCase.of("live --headless --frames 2000000000", LIMIT, "live", "--headless", "--source", "photo:photo.jpg",
                        "--frames", "2000000000"),
                FuzzCase.of("bench-live --frames 2000000000", LIMIT, "bench-live", "--source", "photo:photo.jpg",
                        "--frames", "2000000000"),
                // photos in
                FuzzCase.of("solve PNG claiming 65535x65535", LIMIT, "solve", "huge.png"),
                FuzzCase.of("verify PNG claiming 65535x65535", LIMIT, "verify", "huge.png"),
                FuzzCase.of("verify 3 GB sparse .jpg", LIMIT, "verify", "big.jpg"),
                FuzzCase.of("solve 256x256 TIFF in a 16000x16000 tile", LIMIT, "solve", "tile-bomb.tif"),
                FuzzCase.of("solve JPEG repeating a scan 3000 times", LIMIT, "solve", "scan-bomb.jpg"),
                FuzzCase.of("solve a 49 MP photo (the largest allowed)", OK, "solve", "largest.jpg", "--out",
                        "largest-out.jpg").writes("largest-out.jpg"),
                FuzzCase.of("solve cut JPEG", BAD, "solve", "cut.jpg"),
                FuzzCase.of("solve text named .jpg", BAD, "solve", "fake.jpg"),
                FuzzCase.of("solve PNG with damaged data (libpng error)", BAD, "solve", "damaged.png"),
                FuzzCase.of("verify PNG with damaged data (libpng error)", BAD, "verify", "damaged.png"),
                FuzzCase.of("solve JPEG cut short, end marker kept (libjpeg warning)", ExitCodes.NO_GRID, "solve",
                        "damaged.jpg"),
                // a side that scales to zero pixels failed OpenCV's resize (exit 70) before 2026-12-01
                FuzzCase.of("solve a 20000x3 PNG", ExitCodes.NO_GRID, "solve", "sliver.png"),
                FuzzCase.of("live a 20000x3 PNG", OK, "live", "--headless", "--source", "photo:sliver.png", "--frames", "2",
                        "--out", "sliver-frames").writes("sliver-frames/frame-0000.png", "sliver-frames/frame-0001.png",
                        "sliver-frames/live.log", "sliver-frames"),
                FuzzCase.of("verify random bytes .jpg", BAD, "verify", "noise.jpg"),
                FuzzCase.of("verify a folder named .jpg", BAD, "verify", "folder.jpg"),
                FuzzCase.of("eval bad .dat", BAD, "eval", "eval-bad-dat", "--ocr", "none"),
                FuzzCase.of("eval malformed corners.csv", BAD, "eval", "eval-bad-corners", "--ocr", "none"),
                FuzzCase.of("eval a file", BAD, "eval", "one.txt"),
                FuzzCase.of("live photo claiming 65535x65535", LIMIT, "live", "--headless", "--source", "photo:huge.png"),
                FuzzCase.of("bench-live cut JPEG", BAD, "bench-live", "--source", "photo:cut.jpg"),
                FuzzCase.of("bench-live a PNG as a video", BAD, "bench-live", "--source", "video:huge.png"),
                FuzzCase.of("train --from /dev/zero", BAD, "train", "--from", "/dev/zero"),
                FuzzCase.of("train --from a folder", BAD, "train", "--from", "folder"),
                // pictures out
                FuzzCase.of("solve --out the photo itself", OUT, "solve", "photo.jpg", "--out", "photo.jpg"),
                FuzzCase.of("solve --out a folder", OUT, "solve", "photo.jpg", "--out", "folder"),
                FuzzCase.of("solve --out unknown type", OUT, "solve", "photo.jpg", "--out", "x.gif"),
                FuzzCase.of("solve --out /dev/full", OUT, "solve", "photo.jpg", "--out", "/dev/full"),
                FuzzCase.of("solve --out missing folder", OUT, "solve", "photo.jpg", "--out", "nowhere/x.png"),
                FuzzCase.of("solve beside a symlinked output", OK, "solve", "linked.jpg").writes("linked.solved-2.png"),
                FuzzCase.of("solve --hint --out the photo itself", OUT, "solve", "photo.jpg", "--hint", "1", "--out",
                        "photo.jpg"),
                FuzzCase.of("solve --explain --pictures into a file", OUT, "solve", "--explain", "--pictures", "a-file",
                        "one.txt"),
                FuzzCase.of("verify --out the photo itself", OUT, "verify", "filled.jpg", "--givens", "filled.givens",
                        "--out", "filled.jpg"),
                FuzzCase.of("live --out an existing file", OUT, "live", "--headless", "--source", "photo:photo.jpg",
                        "--frames", "1", "--out", "a-file"),
                FuzzCase.of("live --out below a file", OUT, "live", "--headless", "--source", "photo:photo.jpg",
                        "--frames", "1", "--out", "a-file/frames"),
                FuzzCase.of("live bad source, empty --out folder kept", BAD, "live", "--headless", "--source",
                        "photo:cut.jpg", "--out", "empty-folder"),
                FuzzCase.of("live into a folder with frames", OK, "live", "--headless", "--source", "photo:photo.jpg",
                        "--frames", "2", "--out", "frames").writes("frames/frame-0001.png", "frames/frame-0002.png",
                        "frames/live.log"));
    }
}
