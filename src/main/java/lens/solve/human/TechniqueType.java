package lens.solve.human;

/**
 * Every kind of step, with its name and its difficulty on the Sudoku Explainer scale (SE 1.2.1
 * where SE has the technique; single-digit patterns and wings SE lacks are placed between the
 * SE techniques of similar reach, as HoDoKu orders them). A puzzle's rating is the difficulty of
 * the hardest step its solution needs.
 *
 * <p>Chains are graded by length as in Sudoku Explainer: the base below (SE's
 * {@code ForcingChainHint.getDifficulty}: 6.6 for one digit, 7.0 with cell links; SE's
 * {@code Chaining.getDifficulty}: Nishio 7.5, multiple forcing chains 8.0, dynamic 8.5, dynamic
 * with locked candidates 9.0, nested 9.5, nested on multiple chains 10.0) plus {@link #lengthBonus}, SE's
 * {@code ChainingHint.getLengthDifficulty} (diuf.sudoku.solver.rules.chaining in the SE 1.2.1
 * sources, e.g. the 1to9only/SudokuExplainer repository).
 *
 * <p>Uniqueness types as SE rates them (diuf.sudoku.solver.rules.unique in the same sources:
 * {@code UniqueLoopHint.getDifficulty} 4.5 for a rectangle, {@code UniqueLoopType3NakedHint}
 * adds 0.1 per digit of the naked set beyond one; {@code Bug1Hint} 5.6, {@code Bug2Hint} and
 * {@code Bug4Hint} 5.7, {@code Bug3Hint} 5.7 plus the same subset bonus).
 */
public enum TechniqueType {
    FULL_HOUSE("Full house", 1.0),
    HIDDEN_SINGLE_BOX("Hidden single", 1.2),
    HIDDEN_SINGLE_LINE("Hidden single", 1.5),
    NAKED_SINGLE("Naked single", 2.3),
    POINTING("Pointing", 2.6),
    CLAIMING("Claiming", 2.8),
    NAKED_PAIR("Naked pair", 3.0),
    X_WING("X-Wing", 3.2),
    HIDDEN_PAIR("Hidden pair", 3.4),
    FINNED_X_WING("Finned X-Wing", 3.4),
    NAKED_TRIPLE("Naked triple", 3.6),
    SWORDFISH("Swordfish", 3.8),
    HIDDEN_TRIPLE("Hidden triple", 4.0),
    FINNED_SWORDFISH("Finned Swordfish", 4.0),
    SKYSCRAPER("Skyscraper", 4.0),
    TWO_STRING_KITE("2-String Kite", 4.1),
    XY_WING("XY-Wing", 4.2),
    XYZ_WING("XYZ-Wing", 4.4),
    W_WING("W-Wing", 4.4),
    UNIQUE_RECTANGLE("Unique rectangle", 4.5),
    UNIQUE_RECTANGLE_2("Unique rectangle type 2", 4.5),
    UNIQUE_RECTANGLE_4("Unique rectangle type 4", 4.5),
    /** 4.5 plus 0.1 for each digit of its naked set beyond one: a pair 4.6, a quad 4.8. */
    UNIQUE_RECTANGLE_3("Unique rectangle type 3", 4.5, Grading.SUBSET_SIZE),
    NAKED_QUAD("Naked quad", 5.0),
    JELLYFISH("Jellyfish", 5.2),
    HIDDEN_QUAD("Hidden quad", 5.4),
    FINNED_JELLYFISH("Finned Jellyfish", 5.4),
    BUG_PLUS_ONE("BUG+1", 5.6),
    BUG_2("BUG type 2", 5.7),
    BUG_4("BUG type 4", 5.7),
    /** 5.7 plus 0.1 for each digit of its naked set beyond one: a pair 5.8, a quad 6.0. */
    BUG_3("BUG type 3", 5.7, Grading.SUBSET_SIZE),
    SIMPLE_COLOURING("Simple colouring", 6.2),
    X_CHAIN("X-chain", 6.6, Grading.CHAIN_LENGTH),
    XY_CHAIN("XY-chain", 7.0, Grading.CHAIN_LENGTH),
    ALTERNATING_CHAIN("Alternating inference chain", 7.0, Grading.CHAIN_LENGTH),
    NISHIO("Nishio forcing chain", 7.5, Grading.CHAIN_LENGTH),
    FORCING_CHAIN("Forcing chain", 8.0, Grading.CHAIN_LENGTH),
    DYNAMIC_FORCING_CHAIN("Dynamic forcing chain", 8.5, Grading.CHAIN_LENGTH),
    DYNAMIC_FORCING_CHAIN_PLUS("Dynamic forcing chain (+)", 9.0, Grading.CHAIN_LENGTH),
    NESTED_FORCING_CHAIN("Nested forcing chain", 9.5, Grading.CHAIN_LENGTH),
    NESTED_MULTIPLE_FORCING_CHAIN("Nested multiple forcing chain", 10.0, Grading.CHAIN_LENGTH),
    /**
     * Not in SE; HoDoKu rates template set/delete "extreme". It is tried after the nested
     * chains, so a step of it is rated above them (it never fired on top1465 or hardest-1106).
     */
    TEMPLATE("Template", 11.0),
    /** A guess checked by search: above every SE rating (SE tops out near 11.9), to mark it apart. */
    TRIAL("Trial", 12.0);

    /** How a step's difficulty grows from the base: not at all, with a chain's length, with a subset's size. */
    private enum Grading { FIXED, CHAIN_LENGTH, SUBSET_SIZE }

    private final String label;
    private final double difficulty;
    private final Grading grading;

    TechniqueType(String label, double difficulty) {
        this(label, difficulty, Grading.FIXED);
    }

    TechniqueType(String label, double difficulty, Grading grading) {
        this.label = label;
        this.difficulty = difficulty;
        this.grading = grading;
    }

    /** The name shown to users, e.g. {@code Hidden single}. */
    public String label() {
        return label;
    }

    /** The base difficulty (for a chain, that of the shortest one). */
    public double difficulty() {
        return difficulty;
    }

    /**
     * The difficulty of a step with this evidence: the base, plus the length bonus for chains, or
     * for the uniqueness types that lean on a naked set, 0.1 per digit of the set beyond one.
     */
    public double difficulty(Evidence evidence) {
        if (grading == Grading.FIXED) {
            return difficulty;
        }
        if (grading == Grading.CHAIN_LENGTH) {
            return difficultyOfLength(evidence.chainLength());
        }
        return Math.round((difficulty + (evidence.subsetSize() - 1) / 10.0) * 10) / 10.0;
    }

    /** The difficulty of a chain of this technique of SE length {@code chainLength} (see {@link #lengthBonus}). */
    public double difficultyOfLength(int chainLength) {
        return Math.round((difficulty + lengthBonus(chainLength)) * 10) / 10.0;
    }

    /** True when the difficulty grows with the chain's length. */
    public boolean isLengthGraded() {
        return grading == Grading.CHAIN_LENGTH;
    }

    /**
     * Sudoku Explainer's length bonus: 0.1 for each ceiling the length exceeds, the ceilings
     * being 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, ... (times 3/2 and 4/3 in turn). The length
     * is SE's chain complexity minus 2: the number of nodes besides assumption and conclusion.
     */
    public static double lengthBonus(int length) {
        int tenths = 0;
        int ceiling = 4;
        boolean odd = false;
        while (length > ceiling) {
            tenths++;
            ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
            odd = !odd;
        }
        return tenths / 10.0;
    }

    /** True for steps that guess and take back (not counted as solving by logic). */
    public boolean isTrial() {
        return this == TRIAL;
    }
}
