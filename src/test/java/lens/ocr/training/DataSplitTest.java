package lens.ocr.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import lens.board.Grid;
import lens.pipeline.PhotoSet;
import org.junit.jupiter.api.Test;

class DataSplitTest {
    private static final String PUZZLE =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    private static final String SOLUTION =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    @Test
    void aPuzzleAndItsSolutionFallTogether() {
        assertEquals(DataSplit.puzzleKey(Grid.parse(SOLUTION)), DataSplit.puzzleKey(Grid.parse(PUZZLE)));
        assertEquals(DataSplit.of(Grid.parse(SOLUTION)), DataSplit.of(Grid.parse(PUZZLE)));
    }

    @Test
    void turningMirroringAndRenamingDigitsKeepTheKey() {
        Grid g = Grid.parse(PUZZLE);
        int[] turned = new int[81];
        int[] renamed = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            int r = cell / 9;
            int c = cell % 9;
            turned[c * 9 + (8 - r)] = g.get(cell);
            renamed[cell] = g.get(cell) == 0 ? 0 : 10 - g.get(cell);
        }
        String key = DataSplit.puzzleKey(g);
        assertEquals(key, DataSplit.puzzleKey(Grid.of(turned)));
        assertEquals(key, DataSplit.puzzleKey(Grid.of(renamed)));
        assertNotEquals(key, DataSplit.puzzleKey(Grid.parse(PUZZLE.replace("53..7", "5..37"))));
    }

    @Test
    void datasetSplitsByPuzzleWithPrintedAndHandfilledTogether() throws Exception {
        Path printed = Path.of("../shared/photos/printed");
        Path hand = Path.of("../shared/photos/handfilled");
        assumeTrue(Files.isDirectory(printed) && Files.isDirectory(hand), "../shared/photos absent: split check skipped");
        Map<String, DataSplit> byPuzzle = new HashMap<>();
        Map<DataSplit, Integer> photos = new EnumMap<>(DataSplit.class);
        Map<String, DataSplit> printedSplit = new HashMap<>();
        for (Path dir : new Path[] {printed, hand}) {
            for (PhotoSet.Entry e : PhotoSet.load(dir).entries()) {
                DataSplit s = DataSplit.of(e.truth().grid());
                DataSplit before = byPuzzle.put(DataSplit.puzzleKey(e.truth().grid()), s);
                if (before != null) {
                    assertEquals(before, s, e.image().toString());
                }
                photos.merge(s, 1, Integer::sum);
                String name = e.image().getFileName().toString();
                if (dir == hand && printedSplit.containsKey(name)) {
                    assertEquals(printedSplit.get(name), s, name + ": printed and hand-filled page apart");
                } else if (dir == printed) {
                    printedSplit.put(name, s);
                }
            }
        }
        System.out.println("DataSplitTest: puzzles " + byPuzzle.size() + ", photos per split " + photos);
        for (DataSplit s : DataSplit.values()) {
            assertNotEquals(0, photos.getOrDefault(s, 0), s + " is empty");
        }
    }
}
