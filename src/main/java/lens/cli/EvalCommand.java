package lens.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import lens.board.Grid;
import lens.ocr.BoardCorrector;
import lens.ocr.DigitRecognizer;
import lens.ocr.FilledGridCorrector;
import lens.ocr.training.TrainingSources;
import lens.pipeline.Evaluation;
import lens.io.ImageFiles;
import lens.pipeline.PhotoReader;
import lens.pipeline.PhotoReading;
import lens.pipeline.PhotoSet;
import lens.pipeline.PuzzleCorrection;
import lens.vision.DebugSink;
import lens.vision.FileDebugSink;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code eval DIR}: reads every photo of a folder with truth and reports grids found, corner
 * error, cells and grids correct, and time per photo (decode and rule-based correction excluded,
 * everything else included). Puzzles are scored after {@link BoardCorrector}; filled-in
 * (hand-filled) grids after {@link FilledGridCorrector}, as {@code verify} reads them.
 * {@code --held-out} keeps only the photos {@code train} holds out, so the figure is not
 * flattered by photos the model learnt from; {@code --errors} lists every wrong cell.
 */
@Command(name = "eval", mixinStandardHelpOptions = true,
        description = "Measure photo reading on a folder of imageN.jpg with imageN.dat (and corners.csv).")
final class EvalCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "DIR", description = "Folder of photos with .dat truth.")
    Path dir;

    @Option(names = "--ocr", paramLabel = "ENGINE", description = "Digit engine: model, tesseract or none (grids and filled cells only).")
    String ocr;

    @Option(names = "--held-out", description = "Score only the photos the digit model never trained on (numbered 5, 10, 15, ...).")
    boolean heldOut;

    @Option(names = "--verbose", description = "One line per photo.")
    boolean verbose;

    @Option(names = "--errors", description = "One line per wrong cell: truth, digit read, confidence and second choice.")
    boolean errors;

    @Option(names = "--debug-dir", paramLabel = "DIR", description = "Write each photo's debug images into DIR.")
    Path debugDir;

    private final PuzzleCorrection correction = new PuzzleCorrection(new BoardCorrector());
    private final FilledGridCorrector filledCorrector = new FilledGridCorrector();

    @Override
    public Integer call() throws Exception {
        if (!Files.isDirectory(dir)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "not a folder: " + dir);
        }
        PhotoSet set = PhotoSet.load(dir);
        if (set.entries().isEmpty()) {
            throw new UserError(ExitCodes.INVALID_INPUT, "no photos with .dat truth in " + dir);
        }
        try (DigitRecognizer recognizer = Engines.open(ocr)) {
            PhotoReader reader = PhotoReader.withDefaults(recognizer);
            Evaluation ev = new Evaluation();
            for (PhotoSet.Entry e : set.entries()) {
                if (heldOut && !TrainingSources.heldOut(e.image())) {
                    continue;
                }
                evaluate(reader, recognizer != null, e, ev);
            }
            System.out.println(ev.cornerLine());
            System.out.println(ev.filledLine());
            System.out.println(ev.summaryLine());
        }
        return ExitCodes.OK;
    }

    private void evaluate(PhotoReader reader, boolean reads, PhotoSet.Entry e, Evaluation ev) {
        ImageFiles.Loaded loaded = ImageFiles.load(e.image());
        if (!(loaded instanceof ImageFiles.Loaded.Image img)) {
            ev.addNotFound(0);
            return;
        }
        long t0 = System.nanoTime();
        DebugSink sink = debugDir == null ? DebugSink.NONE
                : new FileDebugSink(debugDir, e.image().getFileName().toString());
        PhotoReading r = reader.read(img.mat(), sink);
        long t = System.nanoTime() - t0;
        img.mat().release();
        String name = e.image().getFileName().toString();
        if (r instanceof PhotoReading.Read read) {
            Grid truth = e.truth().grid();
            Grid board = read.board();
            if (reads && read.filledCount() >= PuzzleCorrection.FILLED_GRID_CELLS) {
                board = filledCorrector.correct(board, read.readings()).board();
            } else if (reads && correction.correct(read) instanceof BoardCorrector.Result.Corrected c) {
                board = c.board();
            }
            boolean[] filled = read.filled();
            int okFilled = 0;
            int ok = 0;
            for (int i = 0; i < 81; i++) {
                boolean f = truth.get(i) != 0;
                okFilled += f == filled[i] ? 1 : 0;
                // Read, a cell is what the board says (the corrector may take a stain as empty).
                ok += reads ? (board.get(i) == truth.get(i) ? 1 : 0) : (f == filled[i] ? 1 : 0);
            }
            ev.addFound(reads ? ok : 0, okFilled, t);
            if (errors) {
                printErrors(name, truth, board, filled, read.readings());
            }
            String corner = "";
            if (e.corners() != null) {
                double err = read.corners().meanCornerErrorAnyTurn(e.corners());
                ev.addCornerError(err);
                corner = String.format(Locale.ROOT, " corner_error=%.1f found=%s truth=%s", err, read.corners(), e.corners());
            }
            if (verbose) {
                double conf = 0;
                int nr = 0;
                for (var rd : read.readings()) {
                    if (rd != null) {
                        conf += rd.confidence();
                        nr++;
                    }
                }
                corner += String.format(Locale.ROOT, " conf=%.3f", nr == 0 ? 0 : conf / nr);
                System.out.printf(Locale.ROOT, "%s: filled_ok=%d cells_ok=%d%s%n", name, okFilled, ok, corner);
            }
        } else {
            ev.addNotFound(t);
            if (verbose) {
                System.out.println(name + ": " + ((PhotoReading.NoGrid) r).reason());
            }
        }
    }

    private static void printErrors(String name, Grid truth, Grid board, boolean[] filled, lens.ocr.DigitReading[] readings) {
        for (int i = 0; i < 81; i++) {
            if (truth.get(i) == board.get(i)) {
                continue;
            }
            lens.ocr.DigitReading d = readings[i];
            String how = d == null ? (filled[i] ? "unread" : "empty")
                    : String.format(Locale.ROOT, "conf=%.3f second=%d (%.3f) truth_score=%.3f", d.confidence(), d.ranked()[1],
                    d.scores()[d.ranked()[1]], truth.get(i) == 0 ? 0 : d.scores()[truth.get(i)]);
            System.out.printf(Locale.ROOT, "error: %s %s truth=%d read=%d %s%n", name, lens.board.Units.cellName(i),
                    truth.get(i), board.get(i), how);
        }
    }
}
