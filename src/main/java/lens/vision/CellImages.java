package lens.vision;

import java.util.List;

/**
 * The 81 cells of a warped grid, in row-major order; {@code folded}: the cells a fold across the
 * page runs through ({@link FoldLines}). Owns the ink Mats: close it.
 */
public record CellImages(List<CellImage> cells, int[] rowLines, int[] colLines, List<Integer> folded)
        implements AutoCloseable {
    public CellImages {
        if (cells.size() != 81) {
            throw new IllegalArgumentException("81 cells, not " + cells.size());
        }
        cells = List.copyOf(cells);
        rowLines = rowLines.clone();
        colLines = colLines.clone();
        folded = List.copyOf(folded);
    }

    public CellImage get(int index) {
        return cells.get(index);
    }

    public int filledCount() {
        int n = 0;
        for (CellImage c : cells) {
            n += c.filled() ? 1 : 0;
        }
        return n;
    }

    @Override
    public int[] rowLines() {
        return rowLines.clone();
    }

    @Override
    public int[] colLines() {
        return colLines.clone();
    }

    @Override
    public void close() {
        cells.forEach(CellImage::release);
    }
}
