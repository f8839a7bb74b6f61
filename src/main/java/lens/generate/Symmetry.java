package lens.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.IntUnaryOperator;

/**
 * Where the clues of a puzzle may sit: clues are added and removed a whole orbit at a time, an
 * orbit being a cell with all its images under the symmetry (a cell on an axis or the centre is
 * its own image). Rows and columns are 0-based below.
 */
public enum Symmetry {
    /** No symmetry: every cell is its own orbit. */
    NONE("none", c -> c),
    /** 180-degree rotation about the centre, (r, c) to (8-r, 8-c): the newspaper default. */
    ROTATIONAL("rotational", c -> 80 - c),
    /** 90-degree rotation, (r, c) to (c, 8-r): orbits of four cells. */
    QUARTER_TURN("90", c -> 9 * (c % 9) + (8 - c / 9)),
    /** Mirror about the vertical centre line, (r, c) to (r, 8-c). */
    MIRROR("mirror", c -> 9 * (c / 9) + (8 - c % 9)),
    /** Mirror about the main diagonal, (r, c) to (c, r). */
    DIAGONAL("diagonal", c -> 9 * (c % 9) + c / 9);

    private final String label;
    private final IntUnaryOperator image;
    private final int[][] orbits;

    Symmetry(String label, IntUnaryOperator image) {
        this.label = label;
        this.image = image;
        this.orbits = buildOrbits(image);
    }

    /** The image of {@code cell} under one application of the symmetry. */
    public int image(int cell) {
        return image.applyAsInt(cell);
    }

    /** The orbits, each ascending, ordered by their first cell. Do not modify. */
    int[][] orbits() {
        return orbits;
    }

    /** The orbit holding {@code cell}. */
    int[] orbitOf(int cell) {
        for (int[] o : orbits) {
            if (Arrays.binarySearch(o, cell) >= 0) {
                return o;
            }
        }
        throw new IllegalArgumentException("no cell " + cell);
    }

    /** The name used on the command line. */
    public String label() {
        return label;
    }

    /** The symmetry named {@code name} on the command line, or null when there is none. */
    public static Symmetry byLabel(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        for (Symmetry s : values()) {
            if (s.label.equals(n) || s.name().toLowerCase(Locale.ROOT).equals(n)) {
                return s;
            }
        }
        return null;
    }

    private static int[][] buildOrbits(IntUnaryOperator image) {
        boolean[] seen = new boolean[81];
        List<int[]> out = new ArrayList<>();
        for (int c = 0; c < 81; c++) {
            if (seen[c]) {
                continue;
            }
            List<Integer> orbit = new ArrayList<>();
            for (int x = c; !seen[x]; x = image.applyAsInt(x)) {
                seen[x] = true;
                orbit.add(x);
            }
            out.add(orbit.stream().mapToInt(Integer::intValue).sorted().toArray());
        }
        return out.toArray(new int[0][]);
    }
}
