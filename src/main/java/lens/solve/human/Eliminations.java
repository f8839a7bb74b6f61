package lens.solve.human;

import java.util.ArrayList;
import java.util.List;

/** Collects the candidates a pattern removes, keeping only those still on the board, once each. */
public final class Eliminations {
    private final CandidateBoard board;
    private final List<Step.Elimination> list = new ArrayList<>();

    public Eliminations(CandidateBoard board) {
        this.board = board;
    }

    public void add(int cell, int digit) {
        if (board.hasCandidate(cell, digit)) {
            Step.Elimination e = new Step.Elimination(cell, digit);
            if (!list.contains(e)) {
                list.add(e);
            }
        }
    }

    /** Removes every digit of {@code mask} from {@code cell}. */
    public void addMask(int cell, int mask) {
        for (int m = mask & board.candidates(cell); m != 0; m &= m - 1) {
            add(cell, Integer.numberOfTrailingZeros(m) + 1);
        }
    }

    public boolean isEmpty() {
        return list.isEmpty();
    }

    public List<Step.Elimination> list() {
        return list;
    }
}
