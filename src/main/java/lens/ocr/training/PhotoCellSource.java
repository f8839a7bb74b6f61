package lens.ocr.training;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Where the labelled digits of a folder of dataset photos come from: the reading path cuts them
 * ({@code lens.pipeline.PhotoCells}), which training cannot import without a package cycle
 * (the reading path uses the recognizers training makes), so it is handed in.
 */
public interface PhotoCellSource {
    /** The folder's cells split into training and held-out parts (photos numbered a multiple of {@code holdOutEvery}). */
    MnistDigits.Split load(Path dir, int holdOutEvery) throws IOException;
}
