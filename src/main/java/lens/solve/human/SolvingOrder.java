package lens.solve.human;

import java.util.ArrayList;
import java.util.List;
import lens.solve.human.chains.AlternatingChains;
import lens.solve.human.chains.ForcingChains;
import lens.solve.human.fish.BasicFish;
import lens.solve.human.fish.FinnedFish;
import lens.solve.human.intersections.LockedCandidates;
import lens.solve.human.singles.FullHouse;
import lens.solve.human.singles.HiddenSingle;
import lens.solve.human.singles.NakedSingle;
import lens.solve.human.subsets.HiddenSubset;
import lens.solve.human.singledigit.SimpleColouring;
import lens.solve.human.singledigit.Skyscraper;
import lens.solve.human.singledigit.TwoStringKite;
import lens.solve.human.singledigit.XChain;
import lens.solve.human.subsets.NakedSubset;
import lens.solve.human.templates.TemplateMethod;
import lens.solve.human.trial.Trial;
import lens.solve.human.uniqueness.BugPlusOne;
import lens.solve.human.uniqueness.BugType2;
import lens.solve.human.uniqueness.BugType3;
import lens.solve.human.uniqueness.BugType4;
import lens.solve.human.uniqueness.UniqueRectangle;
import lens.solve.human.uniqueness.UniqueRectangleType2;
import lens.solve.human.uniqueness.UniqueRectangleType3;
import lens.solve.human.uniqueness.UniqueRectangleType4;
import lens.solve.human.wings.WWing;
import lens.solve.human.wings.XYWing;
import lens.solve.human.wings.XYZWing;

/**
 * The order in which the solver tries techniques, easiest first, in one place. The expensive
 * ones (forcing chains, templates, trial) come last so that they run only when nothing else
 * applies; the chains follow Sudoku Explainer's tiers (alternating 6.6-7.0, Nishio 7.5,
 * multiple 8.0, dynamic 8.5, dynamic plus 9.0, nested 9.5 and 10.0, each plus its length bonus). The XY-chain has
 * no entry of its own: {@link AlternatingChains} finds it, with every other alternating chain,
 * and names it. Uniqueness techniques are included only for puzzles known to have one solution;
 * their types follow Sudoku Explainer's order within each (by rating, then by type).
 */
public final class SolvingOrder {
    private SolvingOrder() {
    }

    /** For a puzzle known to have exactly one solution: uniqueness techniques included. */
    public static List<Technique> forUniquePuzzle() {
        return build(true);
    }

    /** For a puzzle whose uniqueness is not known: no uniqueness techniques. */
    public static List<Technique> withoutUniqueness() {
        return build(false);
    }

    private static List<Technique> build(boolean unique) {
        List<Technique> t = new ArrayList<>();
        t.add(new FullHouse());
        t.add(HiddenSingle.inBoxes());
        t.add(HiddenSingle.inLines());
        t.add(new NakedSingle());
        t.add(LockedCandidates.pointing());
        t.add(LockedCandidates.claiming());
        t.add(NakedSubset.pairs());
        t.add(BasicFish.xWing());
        t.add(HiddenSubset.pairs());
        t.add(FinnedFish.xWing());
        t.add(NakedSubset.triples());
        t.add(BasicFish.swordfish());
        t.add(HiddenSubset.triples());
        t.add(FinnedFish.swordfish());
        t.add(new Skyscraper());
        t.add(new TwoStringKite());
        t.add(new XYWing());
        t.add(new XYZWing());
        t.add(new WWing());
        if (unique) {
            t.add(new UniqueRectangle());
            t.add(new UniqueRectangleType2());
            t.add(new UniqueRectangleType4());
            t.add(new UniqueRectangleType3());
        }
        t.add(NakedSubset.quads());
        t.add(BasicFish.jellyfish());
        t.add(HiddenSubset.quads());
        t.add(FinnedFish.jellyfish());
        if (unique) {
            t.add(new BugPlusOne());
            t.add(new BugType2());
            t.add(new BugType4());
            t.add(new BugType3());
        }
        t.add(new SimpleColouring());
        t.add(new XChain());
        t.add(new AlternatingChains());
        t.add(ForcingChains.nishio());
        t.add(ForcingChains.multiple());
        t.add(ForcingChains.dynamic());
        t.add(ForcingChains.dynamicPlus());
        t.add(ForcingChains.nested());
        t.add(ForcingChains.nestedMultiple());
        t.add(new TemplateMethod());
        t.add(new Trial());
        return List.copyOf(t);
    }
}
