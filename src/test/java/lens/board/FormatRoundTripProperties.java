package lens.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class FormatRoundTripProperties {
    @Provide
    Arbitrary<Grid> grids() {
        return Arbitraries.integers().between(0, 9).array(int[].class).ofSize(81).map(Grid::of);
    }

    @Property(tries = 300)
    void everyFormatReadsBackToTheSameGrid(@ForAll("grids") Grid g) {
        for (GridFormat f : GridFormat.values()) {
            List<Puzzle> read = PuzzleReader.read(f.format(g));
            assertEquals(1, read.size(), f.name());
            assertEquals(g, read.get(0).grid(), f.name());
        }
    }

    @Property(tries = 100)
    void manyPuzzlesInEveryFormat(@ForAll("grids") Grid a, @ForAll("grids") Grid b) {
        for (GridFormat f : GridFormat.values()) {
            String sep = f == GridFormat.LINE ? "\n" : "\n\n";
            List<Puzzle> read = PuzzleReader.read(f.format(a) + sep + f.format(b));
            assertEquals(List.of(a, b), read.stream().map(Puzzle::grid).toList(), f.name());
        }
    }

    @Property(tries = 100)
    void datRoundTrip(@ForAll("grids") Grid g) {
        DatFile d = new DatFile("phone", "640x480:24 JPG", g);
        assertEquals(d, DatFile.parse(d.format()));
    }
}
