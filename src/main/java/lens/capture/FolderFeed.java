package lens.capture;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import lens.io.ImageFiles;

/**
 * The image files of one folder (named as pictures, or starting like a format photos are read
 * in), in file-name order, decoded one at a time so a long replay never sits in memory. A file
 * that does not decode is passed over, and why is kept for {@link #takeSkipped()} (once per
 * file, however often the replay loops).
 */
final class FolderFeed implements FrameFeed {
    private final List<Path> files;
    private final Set<Path> passedOver = new HashSet<>();
    private final List<String> skipped = new ArrayList<>();
    private int position;

    private FolderFeed(List<Path> files) {
        this.files = files;
    }

    static FolderFeed open(Path dir) throws CaptureException {
        if (!Files.isDirectory(dir)) {
            throw new CaptureException(CaptureException.Kind.UNREADABLE_INPUT, "replay folder not found: " + dir);
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(FolderFeed::isImage).sorted().toList();
        } catch (IOException e) {
            throw new CaptureException(CaptureException.Kind.UNREADABLE_INPUT, "cannot list " + dir + ": " + e.getMessage());
        }
        if (files.isEmpty()) {
            throw new CaptureException(CaptureException.Kind.UNREADABLE_INPUT, "no images (jpg, png, bmp, tif, webp, pgm) in " + dir);
        }
        return new FolderFeed(files);
    }

    static boolean isImage(Path p) {
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        return Files.isRegularFile(p) && (n.matches(".*\\.(png|jpe?g|bmp|tiff?|webp|p[gpbn]m)")
                || ImageFiles.looksLikeImage(p));
    }

    int size() {
        return files.size();
    }

    @Override
    public BufferedImage next() {
        while (position < files.size()) {
            Path file = files.get(position++);
            ImageFiles.Loaded loaded = ImageFiles.load(file);
            if (loaded instanceof ImageFiles.Loaded.Image img) {
                try {
                    return MatImages.toImage(img.mat());
                } finally {
                    img.mat().release();
                }
            }
            if (passedOver.add(file)) {
                skipped.add(ImageFiles.reason(loaded));
            }
        }
        return null;
    }

    @Override
    public List<String> takeSkipped() {
        List<String> told = List.copyOf(skipped);
        skipped.clear();
        return told;
    }

    @Override
    public void rewind() {
        position = 0;
    }

    @Override
    public void close() {
        // Nothing held between frames.
    }
}
