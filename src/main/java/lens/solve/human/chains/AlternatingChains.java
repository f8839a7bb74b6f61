package lens.solve.human.chains;

import java.util.List;
import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Potential;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Alternating inference chains (Sudoku Explainer's "Forcing X-Chain" and "Forcing Chain"):
 * assume a candidate true and follow the static links (a true candidate clears its cell and
 * its peers; a bivalue cell or a unit with two places turns the other one on); if that reaches
 * the same candidate false, it is false. Likewise a candidate assumed false that comes back
 * true is true. Every candidate is tried and the easiest chain is reported, as SE does: base
 * 6.6 when the chain stays on one digit (an X-chain), 7.0 with cell links (an XY-chain when
 * every strong link is a bivalue cell), plus SE's length bonus.
 * https://hodoku.sourceforge.net/en/tech_chains.php
 */
public final class AlternatingChains implements Technique {

    @Override
    public double minDifficulty() {
        return TechniqueType.X_CHAIN.difficulty();
    }
    @Override
    public Optional<Step> find(CandidateBoard b) {
        int[] cand = Chainer.candidates(b);
        Scratch scratch = SCRATCH.get();
        StaticLinks links = scratch.links;
        links.load(cand);
        Step best = null;
        int maxNodes = Integer.MAX_VALUE;
        int mixedNodes = Integer.MAX_VALUE;
        // the closure tells which candidates a chain settles; only those are searched for the chain
        for (int conclusion : scratch.closure.settled(cand, Chainer.placedIn(b), Units.CELLS * 9)) {
            int source = conclusion ^ 1;
            int[] path = links.shortest(source, conclusion, Math.min(mixedNodes, maxNodes));
            if (path == null && mixedNodes < maxNodes && links.reachesOnOneDigit(source, conclusion, maxNodes)) {
                path = links.shortest(source, conclusion, maxNodes);
            }
            if (path == null) {
                continue;
            }
            Step s = step(path, path.length);
            if (best == null || s.difficulty() < best.difficulty()
                    || s.difficulty() == best.difficulty() && length(s) < length(best)) {
                best = s;
                maxNodes = longestToBeat(best, TechniqueType.X_CHAIN);
                mixedNodes = longestToBeat(best, TechniqueType.ALTERNATING_CHAIN);
            }
        }
        return Optional.ofNullable(best);
    }

    /** Search state, large arrays reused per thread: the technique itself is shared by every solver. */
    private static final class Scratch {
        final StaticClosure closure = new StaticClosure();
        final StaticLinks links = new StaticLinks();
    }

    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    /**
     * The most potentials a chain rated as {@code type} at least may have and still be
     * preferred to {@code best}: easier, or as hard and shorter. A chain rates as its type for
     * its length, which does not fall as chains grow, so every longer one loses. With {@code
     * X_CHAIN} (the least base) this bounds every chain; with {@code ALTERNATING_CHAIN} (the
     * base of every chain off one digit) it bounds chains that change digit: a longer chain can
     * only win on one digit, and the search looks for one (in the one digit's links alone)
     * before it searches that far.
     */
    static int longestToBeat(Step best, TechniqueType type) {
        double bestDifficulty = best.difficulty();
        int bestLength = length(best);
        int nodes = 2;
        while (true) {
            double least = type.difficultyOfLength(nodes + 1 - 2);
            if (least > bestDifficulty || least == bestDifficulty && nodes + 1 - 2 >= bestLength) {
                return nodes;
            }
            nodes++;
        }
    }

    private static int length(Step s) {
        return s.evidence().chainLength();
    }

    /** The step a chain along {@code path} proves: its end placed or eliminated, typed by {@link #type}. */
    static Step step(int[] path, int complexity) {
        int end = path[path.length - 1];
        Evidence e = new Evidence.ForcingChain(Evidence.ChainKind.ALTERNATING, -1, new int[][] {path}, 1, complexity);
        TechniqueType type = type(path);
        return Potential.isOn(end)
                ? Step.place(type, Potential.cell(end), Potential.digit(end), e)
                : Step.eliminate(type, List.of(new Step.Elimination(Potential.cell(end), Potential.digit(end))), e);
    }

    /** X-chain on one digit; XY-chain when each strong link is a bivalue cell; else a general chain. */
    private static TechniqueType type(int[] path) {
        boolean oneDigit = true;
        boolean bivalueOnly = true;
        for (int i = 1; i < path.length; i++) {
            oneDigit &= Potential.digit(path[i]) == Potential.digit(path[0]);
            boolean strong = !Potential.isOn(path[i - 1]) && Potential.isOn(path[i]);
            if (strong && Potential.cell(path[i - 1]) != Potential.cell(path[i])) {
                bivalueOnly = false;
            }
        }
        if (oneDigit) {
            return TechniqueType.X_CHAIN;
        }
        return bivalueOnly ? TechniqueType.XY_CHAIN : TechniqueType.ALTERNATING_CHAIN;
    }
}
