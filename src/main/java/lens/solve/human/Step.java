package lens.solve.human;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import lens.board.Units;

/**
 * One deduction: the technique that made it, the digits it places, the candidates it removes,
 * and the evidence (the pattern's unit, cells, links). The sentence shown to users is derived
 * from these by {@link StepText}; nothing textual is stored.
 */
public record Step(TechniqueType technique, List<Placement> placements, List<Elimination> eliminations,
                   Evidence evidence) {
    public Step {
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
    }

    /** A digit written into a cell. */
    public record Placement(int cell, int digit) {
        @Override
        public String toString() {
            return Units.cellName(cell) + "=" + digit;
        }
    }

    /** A candidate removed from a cell. */
    public record Elimination(int cell, int digit) {
        @Override
        public String toString() {
            return Units.cellName(cell) + "<>" + digit;
        }
    }

    public static Step place(TechniqueType t, int cell, int digit, Evidence evidence) {
        return new Step(t, List.of(new Placement(cell, digit)), List.of(), evidence);
    }

    public static Step eliminate(TechniqueType t, List<Elimination> eliminations, Evidence evidence) {
        return new Step(t, List.of(), eliminations, evidence);
    }

    /** The one-line explanation, e.g. {@code Hidden single: 7 in box 3 only fits r2c8}. */
    public String sentence() {
        return StepText.sentence(this);
    }

    /** The technique's difficulty, plus Sudoku Explainer's length bonus for chains. */
    public double difficulty() {
        return technique.difficulty(evidence);
    }

    /** Every cell the step names: the pattern's cells, then the cells it changes, ascending. */
    public List<Integer> cells() {
        TreeSet<Integer> all = new TreeSet<>();
        for (int c : evidence.cells()) {
            all.add(c);
        }
        placements.forEach(p -> all.add(p.cell()));
        eliminations.forEach(e -> all.add(e.cell()));
        return new ArrayList<>(all);
    }
}
