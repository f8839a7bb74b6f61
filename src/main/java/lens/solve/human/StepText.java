package lens.solve.human;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import lens.board.Units;

/**
 * Words a step as one line: {@code Technique: evidence: action}, e.g.
 * {@code X-Wing on 4 in rows 2,7 (columns 3,8): remove 4 from r5c3, r9c8}.
 */
final class StepText {
    private StepText() {
    }

    static String sentence(Step s) {
        Evidence e = s.evidence();
        String what = e.describe();
        String head = s.technique().label() + (what.startsWith("on ") ? " " : ": ") + what;
        return e.namesAction() ? head : head + ": " + action(s);
    }

    /** {@code place 7 in r2c8; remove 4 from r5c3, r9c8; 7 from r1c1}. */
    static String action(Step s) {
        StringJoiner parts = new StringJoiner("; ");
        for (Step.Placement p : s.placements()) {
            parts.add("place " + p.digit() + " in " + Units.cellName(p.cell()));
        }
        Map<Integer, StringJoiner> byDigit = new LinkedHashMap<>();
        for (Step.Elimination el : s.eliminations()) {
            byDigit.computeIfAbsent(el.digit(), d -> new StringJoiner(", ")).add(Units.cellName(el.cell()));
        }
        boolean first = true;
        for (Map.Entry<Integer, StringJoiner> en : byDigit.entrySet()) {
            parts.add((first ? "remove " : "") + en.getKey() + " from " + en.getValue());
            first = false;
        }
        return parts.toString();
    }

    static String actions(List<Step> steps) {
        StringJoiner j = new StringJoiner("\n");
        steps.forEach(s -> j.add(sentence(s)));
        return j.toString();
    }
}
