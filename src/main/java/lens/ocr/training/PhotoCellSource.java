package lens.ocr.training;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Where the labelled digits of photos come from: the reading path cuts them
 * ({@code lens.pipeline.PhotoCells}), which training cannot import without a package cycle
 * (the reading path uses the recognizers training makes), so it is handed in.
 */
public interface PhotoCellSource {
    /** The cells of the photos of {@code split} in a folder of dataset photos (each distinct picture once). */
    List<LabelledInk> load(Path dir, DataSplit split) throws IOException;

    /**
     * The cells of the same photos made worse {@code copies} times each (blur, shade, noise, a
     * smaller or a low-quality picture: {@code lens.samples.PhotoDegrader}), copy {@code k} by
     * the seed {@code seed + k}: the digit shapes isolation makes of poorer photos.
     */
    List<LabelledInk> loadDegraded(Path dir, DataSplit split, int copies, long seed) throws IOException;

    /**
     * The written cells of the hand-filled photos of {@code split} in {@code filledDir}: those
     * empty on the printed twin of the same name in {@code printedDir} (photos without a twin are
     * skipped); then the same from {@code degradedCopies} copies of each photo made worse, copy
     * {@code k} by the seed {@code seed + k}.
     */
    List<LabelledInk> writtenCells(Path filledDir, Path printedDir, DataSplit split, int degradedCopies, long seed)
            throws IOException;

    /**
     * The written cells (printed givens left out) of {@code count} rendered pen-filled photos by
     * {@code writers}, the photos' seeds counting up from {@code seed}.
     */
    List<LabelledInk> penCells(WriterDigits writers, int count, long seed);

    /**
     * The pasted cells of {@code count} pages made from the printed photos of {@code split} in
     * {@code printedDir} that have true corners (taken in turn): {@code writers}' digits pasted
     * into every empty cell as the dataset's hand-filled pages were made
     * ({@code lens.samples.DigitPaster}), the pages' seeds counting up from {@code seed}.
     */
    List<LabelledInk> pastedCells(Path printedDir, DataSplit split, WriterDigits writers, int count, long seed)
            throws IOException;

    /**
     * The written cells (printed givens left out) of {@code count} pages made from the printed
     * photos of {@code split} in {@code printedDir} that have true corners (taken in turn):
     * {@code writers}' digits written into the photo as a pen on that newspaper page would
     * ({@code lens.samples.SampleSet.renderPenOnPhoto}), the pages' seeds counting up from {@code seed}.
     */
    List<LabelledInk> penOnPhotoCells(Path printedDir, DataSplit split, WriterDigits writers, int count, long seed)
            throws IOException;
}
