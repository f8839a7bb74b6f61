package lens.solve.human;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * How hard a puzzle is: the Sudoku Explainer score of the hardest step used, its level,
 * whether logic alone sufficed (the path is complete without a trial step, i.e. without
 * guessing; Nishio and the other chains count as logic), and how often each technique was used
 * (by label, in the order {@link TechniqueType} lists the techniques, easiest first; kinds that
 * share a label, such as the two hidden singles, are counted together).
 */
public record Rating(double score, Level level, boolean solvedByLogic, Map<String, Integer> techniqueCounts) {
    public Rating {
        techniqueCounts = Collections.unmodifiableMap(new LinkedHashMap<>(techniqueCounts));
    }

    /** The rating of a solve path. */
    public static Rating of(SolvePath path) {
        double score = 0;
        boolean logic = path.solved();
        Map<TechniqueType, Integer> byType = new TreeMap<>();
        for (Step s : path.steps()) {
            score = Math.max(score, s.difficulty());
            logic &= !s.technique().isTrial();
            byType.merge(s.technique(), 1, Integer::sum);
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        byType.forEach((t, n) -> counts.merge(t.label(), n, Integer::sum));
        return new Rating(score, Level.of(score), logic, counts);
    }
}
