package lens.solve.human.chains;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Evidence.ChainKind;
import lens.solve.human.Potential;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Forcing chains in Sudoku Explainer's tiers. Every candidate is assumed true (and, for
 * double chains and contradictions, false) and followed by a {@link Chainer}; then:
 * <ul>
 * <li>contradiction: an assumption that breaks the board is wrong;</li>
 * <li>cell: what every candidate of a cell implies holds;</li>
 * <li>unit: what every place of a digit in a unit implies holds;</li>
 * <li>double: what a candidate implies both when true and when false holds.</li>
 * </ul>
 * Of all the conclusions found, the easiest (SE base plus length bonus, then the shortest) is
 * reported, as SE's {@code Chaining} sorts its hints. The tiers, by named factory: {@link
 * #nishio()} (contradictions on one digit, 7.5), {@link #multiple()} (cell and unit, static,
 * 8.0), {@link #dynamic()} (all kinds, dynamic, 8.5), {@link #dynamicPlus()} (all kinds,
 * dynamic with pointing, claiming and pairs, 9.0), {@link #nested()} (9.5) and {@link #nestedMultiple()}
 * (10.0). Each step shows, per assumption, the main line of its derivation (a node marked
 * {@code *} follows by pointing, claiming, a pair or a nested chain, which is then listed as nested).
 * https://hodoku.sourceforge.net/en/tech_chains.php
 */
public final class ForcingChains implements Technique {
    private final TechniqueType type;
    private final Chainer.Mode mode;
    private final boolean contradictions;
    private final boolean reductions;

    private ForcingChains(TechniqueType type, Chainer.Mode mode, boolean contradictions, boolean reductions) {
        this.type = type;
        this.mode = mode;
        this.contradictions = contradictions;
        this.reductions = reductions;
    }

    @Override
    public double minDifficulty() {
        return type.difficulty();
    }

    /** SE's Nishio forcing chains: an assumption that leads to a contradiction by singles is wrong. */
    public static ForcingChains nishio() {
        return new ForcingChains(TechniqueType.NISHIO, Chainer.Mode.NISHIO, true, false);
    }

    /** SE's multiple forcing chains: cell and unit forcing over the static links. */
    public static ForcingChains multiple() {
        return new ForcingChains(TechniqueType.FORCING_CHAIN, Chainer.Mode.STATIC, false, true);
    }

    /** SE's dynamic forcing chains: cell, unit and double forcing, the board updated on the way. */
    public static ForcingChains dynamic() {
        return new ForcingChains(TechniqueType.DYNAMIC_FORCING_CHAIN, Chainer.Mode.DYNAMIC, true, true);
    }

    /** SE's dynamic forcing chains (+): as {@link #dynamic()}, and pointing, claiming and pairs on the way. */
    public static ForcingChains dynamicPlus() {
        return new ForcingChains(TechniqueType.DYNAMIC_FORCING_CHAIN_PLUS, Chainer.Mode.DYNAMIC_PLUS, true, true);
    }

    /**
     * SE's nested forcing chains, first level ("+ Forcing Chains", 9.5): as {@link
     * #dynamicPlus()}, and when a branch stalls, alternating chains on that branch's board.
     */
    public static ForcingChains nested() {
        return new ForcingChains(TechniqueType.NESTED_FORCING_CHAIN, Chainer.Mode.NESTED, true, true);
    }

    /**
     * SE's nested forcing chains, second level ("+ Multiple Forcing Chains", 10.0): as {@link
     * #nested()}, and when that stalls too, cell and unit forcing chains on the branch's board.
     */
    public static ForcingChains nestedMultiple() {
        return new ForcingChains(TechniqueType.NESTED_MULTIPLE_FORCING_CHAIN, Chainer.Mode.NESTED_MULTIPLE, true, true);
    }

    @Override
    public Optional<Step> find(CandidateBoard b) {
        Search s = new Search(b, new Chainer(b, mode), Integer.MAX_VALUE);
        s.run();
        return Optional.ofNullable(s.best);
    }

    /**
     * For Nishio chains (contradictions only), walks only as deep as a chain rated at most the
     * ceiling can reach: a contradiction met while expanding a potential k links from the
     * assumption rests on at least k + 1 potentials (see {@link Chainer#follow(int, int)}), so
     * the contradictions a bounded walk misses all rate above the ceiling, and those it finds are
     * the unbounded walk's with the same complexity. The easiest step is then the same whenever
     * it rates at most the ceiling. Other tiers search in full.
     */
    @Override
    public Optional<Step> findUpTo(CandidateBoard b, double ceiling) {
        if (mode != Chainer.Mode.NISHIO) {
            return find(b);
        }
        if (type.difficultyOfLength(0) > ceiling) {
            return Optional.empty();
        }
        int maxComplexity = 2;
        while (type.difficultyOfLength(maxComplexity + 1 - 2) <= ceiling && maxComplexity < Potential.COUNT) {
            maxComplexity++;
        }
        Search s = new Search(b, new Chainer(b, mode), maxComplexity);
        s.run();
        return Optional.ofNullable(s.best);
    }

    /** One search over a board: the implications of each assumption, and the best step so far. */
    private final class Search {
        final CandidateBoard board;
        final Chainer chainer;
        final Implications[] onRuns = new Implications[Units.CELLS * 9];
        /** For static chains only: which potentials each assumption reaches, all at once. */
        StaticClosure closure;
        /** Walks expand potentials up to this depth only (see {@link Chainer#follow(int, int)}). */
        final int maxDepth;
        Step best;
        int bestComplexity;

        Search(CandidateBoard board, Chainer chainer, int maxDepth) {
            this.board = board;
            this.chainer = chainer;
            this.maxDepth = maxDepth;
        }

        void run() {
            if (mode == Chainer.Mode.STATIC) {
                // static multiple chains: no per-candidate work; groups walk on demand
                closure = new StaticClosure();
                closure.settled(Chainer.candidates(board), Chainer.placedIn(board), 0);
            }
            for (int c = 0; c < Units.CELLS && closure == null; c++) {
                int n = Integer.bitCount(board.candidates(c));
                for (int m = n > 1 ? board.candidates(c) : 0; m != 0; m &= m - 1) {
                    int d = Integer.numberOfTrailingZeros(m) + 1;
                    Implications on = chainer.follow(Potential.on(c, d), maxDepth);
                    onRuns[c * 9 + d - 1] = on;
                    boolean needOff = contradictions || reductions && mode != Chainer.Mode.STATIC && n > 2;
                    Implications off = needOff ? chainer.follow(Potential.off(c, d), maxDepth) : null;
                    if (contradictions) {
                        absurd(on);
                        absurd(off);
                    }
                    if (reductions && off != null && on.contradiction() == null && off.contradiction() == null) {
                        common(ChainKind.DOUBLE, -1, new Implications[] {on, off});
                    }
                }
            }
            if (!reductions) {
                return;
            }
            for (int c = 0; c < Units.CELLS; c++) {
                int n = Integer.bitCount(board.candidates(c));
                // a bivalue cell's forcing is an alternating chain, except for dynamic chains
                if (n > 2 || n == 2 && mode != Chainer.Mode.STATIC) {
                    int[] sources = new int[n];
                    int i = 0;
                    for (int m = board.candidates(c); m != 0; m &= m - 1) {
                        sources[i++] = Potential.on(c, Integer.numberOfTrailingZeros(m) + 1);
                    }
                    group(ChainKind.CELL, -1, sources);
                }
            }
            for (int u = 0; u < Units.UNITS; u++) {
                for (int d = 1; d <= 9; d++) {
                    int where = board.where(u, d);
                    int n = Integer.bitCount(where);
                    if (n > 2 || n == 2 && mode != Chainer.Mode.STATIC) {
                        int[] sources = new int[n];
                        int i = 0;
                        for (; where != 0; where &= where - 1) {
                            sources[i++] = Potential.on(Units.cellsOf(u)[Integer.numberOfTrailingZeros(where)], d);
                        }
                        group(ChainKind.UNIT, u, sources);
                    }
                }
            }
        }

        /**
         * Cell or unit forcing from these assumptions. Static chains ask the closure first
         * whether the group agrees on anything, and walk only then.
         */
        void group(ChainKind kind, int unit, int[] sources) {
            if (closure != null) {
                long[] acc = StaticClosure.all();
                closure.intersect(sources, acc);
                boolean any = false;
                for (int j = 0; j < acc.length && !any; j++) {
                    for (long bits = acc[j]; bits != 0 && !any; bits &= bits - 1) {
                        int p = j * 64 + Long.numberOfTrailingZeros(bits);
                        any = useful(p) && !Arrays.stream(sources).anyMatch(s -> s == p);
                    }
                }
                if (!any) {
                    return;
                }
            }
            Implications[] runs = new Implications[sources.length];
            for (int i = 0; i < sources.length; i++) {
                int k = sources[i] >> 1;
                if (onRuns[k] == null) {
                    onRuns[k] = chainer.follow(sources[i]);
                }
                runs[i] = onRuns[k];
            }
            common(kind, unit, runs);
        }

        /** A run that broke the board: its assumption is wrong. */
        void absurd(Implications run) {
            if (run == null || run.contradiction() == null) {
                return;
            }
            int[] ends = run.contradiction();
            Implications[] runs = new Implications[ends.length];
            Arrays.fill(runs, run);
            offer(run.source ^ 1, evidence(ChainKind.CONTRADICTION, -1, runs, ends));
        }

        /** Conclusions every run reaches (runs that broke the board are left to contradictions). */
        void common(ChainKind kind, int unit, Implications[] runs) {
            for (Implications r : runs) {
                if (r.contradiction() != null) {
                    return;
                }
            }
            Implications smallest = runs[0];
            for (Implications r : runs) {
                smallest = r.size() < smallest.size() ? r : smallest;
            }
            for (int at = 1; at < smallest.size(); at++) {
                int p = smallest.reachedAt(at);
                if (!useful(p)) {
                    continue;
                }
                boolean all = true;
                for (int i = 0; i < runs.length && all; i++) {
                    all = runs[i].reached(p) && runs[i].source != p;
                }
                if (!all) {
                    continue;
                }
                int complexity = 0;
                for (Implications r : runs) {
                    complexity += r.complexity(p);
                }
                if (better(p, complexity)) {
                    int[] ends = new int[runs.length];
                    Arrays.fill(ends, p);
                    offer(p, evidence(kind, unit, runs, ends));
                }
            }
        }

        /**
         * The paths of run i to ends[i], then the nested chains they use; the complexity adds
         * up each run's derivation, as SE's chaining hints do.
         */
        Evidence.ForcingChain evidence(ChainKind kind, int unit, Implications[] runs, int[] ends) {
            List<int[]> paths = new ArrayList<>();
            List<int[]> nested = new ArrayList<>();
            Set<Integer> ruled = new TreeSet<>();
            int complexity = 0;
            for (int i = 0; i < runs.length; i++) {
                int[] path = runs[i].path(ends[i]);
                paths.add(path);
                nested.addAll(runs[i].nestedPaths(path));
                for (int node : runs[i].ruledNodes(path)) {
                    ruled.add(i * Potential.COUNT + node);
                }
                complexity += runs[i].complexity(ends[i]);
            }
            int flat = paths.size();
            paths.addAll(nested);
            return new Evidence.ForcingChain(kind, unit, paths.toArray(new int[0][]), flat, complexity,
                    ruled.stream().mapToInt(Integer::intValue).toArray());
        }

        /** A potential that, once known, changes the board: an on to place, an off to remove. */
        boolean useful(int p) {
            int c = Potential.cell(p);
            return board.isEmpty(c) && board.hasCandidate(c, Potential.digit(p));
        }

        /** Whether a conclusion of this complexity would beat the best step so far. */
        boolean better(int conclusion, int complexity) {
            if (best == null) {
                return true;
            }
            double d = type.difficulty(new Evidence.ForcingChain(ChainKind.CELL, -1, new int[0][], 0, complexity));
            return d < best.difficulty() || d == best.difficulty() && complexity < bestComplexity;
        }

        void offer(int conclusion, Evidence.ForcingChain e) {
            int c = Potential.cell(conclusion);
            int d = Potential.digit(conclusion);
            Step s = Potential.isOn(conclusion) ? Step.place(type, c, d, e)
                    : Step.eliminate(type, List.of(new Step.Elimination(c, d)), e);
            if (best == null || s.difficulty() < best.difficulty()
                    || s.difficulty() == best.difficulty() && e.complexity() < bestComplexity) {
                best = s;
                bestComplexity = e.complexity();
            }
        }
    }
}
