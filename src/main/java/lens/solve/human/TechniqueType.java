package lens.solve.human;

/**
 * Every kind of step, with its name and its difficulty on the Sudoku Explainer scale (SE 1.2.1
 * where SE has the technique; single-digit patterns and wings SE lacks are placed between the
 * SE techniques of similar reach, as HoDoKu orders them). A puzzle's rating is the difficulty of
 * the hardest step its solution needs.
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
    NAKED_QUAD("Naked quad", 5.0),
    JELLYFISH("Jellyfish", 5.2),
    HIDDEN_QUAD("Hidden quad", 5.4),
    FINNED_JELLYFISH("Finned Jellyfish", 5.4),
    BUG_PLUS_ONE("BUG+1", 5.6),
    SIMPLE_COLOURING("Simple colouring", 6.2),
    X_CHAIN("X-chain", 6.5),
    XY_CHAIN("XY-chain", 6.6),
    FORCING_CHAIN("Forcing chain", 7.0),
    TEMPLATE("Template", 7.2),
    NISHIO("Nishio", 7.5),
    TRIAL("Trial", 9.5);

    private final String label;
    private final double difficulty;

    TechniqueType(String label, double difficulty) {
        this.label = label;
        this.difficulty = difficulty;
    }

    /** The name shown to users, e.g. {@code Hidden single}. */
    public String label() {
        return label;
    }

    public double difficulty() {
        return difficulty;
    }

    /** True for steps that guess and take back (not counted as solving by logic). */
    public boolean isTrial() {
        return this == NISHIO || this == TRIAL;
    }
}
