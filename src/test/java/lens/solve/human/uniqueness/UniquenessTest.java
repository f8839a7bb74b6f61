package lens.solve.human.uniqueness;

import static lens.solve.human.TechniqueAssert.assertFinds;
import static lens.solve.human.TechniqueAssert.assertFindsNothing;
import static org.junit.jupiter.api.Assertions.assertEquals;

import lens.solve.human.Step;
import org.junit.jupiter.api.Test;

/**
 * Each technique on a board written as text (placed digits bare, candidates in braces): one position
 * where it applies, with the expected sentence (its changes are also checked against the solution),
 * and one where it must find nothing. Positions are taken from the solving path of the named puzzle.
 */
class UniquenessTest {
    /** From .6.5.1.9.1...9..539....7....4.8...7.......5.8.817.5.3.....5.2............76..8.... */
    @Test
    void uniqueRectangleApplies() {
        assertFinds(new UniqueRectangle(), """
            {378}   6     {378}   | 5       2      1       | {78}  9      4
            1       2     {78}    | {46}    9      {46}    | {78}  5      3
            9       5     4       | 3       8      7       | {16}  {126}  {126}
            {2356}  4     {2359}  | 8       {136}  {239}   | {16}  7      {126}
            {2367}  {39}  {2379}  | {1249}  {1346} {2349}  | 5     {1246} 8
            {26}    8     1       | 7       {46}   5       | {49}  3      {269}
            {348}   {139} {389}   | {1469}  5      {3469}  | 2     {1468} 7
            {23458} {139} {23589} | {12469} 7      {23469} | {349} {1468} {1569}
            {2345}  7     6       | {1249}  {134}  8       | {349} {14}   {159}
            """,
            "Unique rectangle: 78 in r1c3, r1c7, r2c3, r2c7 would allow two solutions: remove 7 from r1c3; 8 from r1c3");
    }

    @Test
    void uniqueRectangleFindsNothingOnceUsedUp() {
        assertFindsNothing(new UniqueRectangle(), """
            {378}   6     {3}     | 5       2      1       | {78}  9      4
            1       2     {78}    | {46}    9      {46}    | {78}  5      3
            9       5     4       | 3       8      7       | {16}  {126}  {126}
            {2356}  4     {2359}  | 8       {136}  {239}   | {16}  7      {126}
            {2367}  {39}  {2379}  | {1249}  {1346} {2349}  | 5     {1246} 8
            {26}    8     1       | 7       {46}   5       | {49}  3      {269}
            {348}   {139} {389}   | {1469}  5      {3469}  | 2     {1468} 7
            {23458} {139} {23589} | {12469} 7      {23469} | {349} {1468} {1569}
            {2345}  7     6       | {1249}  {134}  8       | {349} {14}   {159}
            """);
    }

    /** From 1.......3.6.3..7...7...5..121.7...9...7........8.1..2....8.64....9.2..6....4...... */
    @Test
    void bugPlusOneApplies() {
        assertFinds(new BugPlusOne(), """
            1     {59} {24} | {26} 7    8    | {69} {45} 3
            {58}  6    {24} | 3    {49} 1    | 7    {58} {29}
            {89}  7    3    | {29} {46} 5    | {26} {48} 1
            2     1    5    | 7    {36} {34} | 8    9    {46}
            {469} {49} 7    | 5    8    2    | 1    3    {46}
            {46}  3    8    | {69} 1    {49} | 5    2    7
            3     2    1    | 8    {59} 6    | 4    7    {59}
            {45}  {45} 9    | 1    2    7    | 3    6    8
            7     8    6    | 4    {35} {39} | {29} 1    {25}
            """,
            "BUG+1: every other empty cell has two candidates, so r5c1 must be 4");
    }

    @Test
    void bugPlusOneFindsNothingOnceUsedUp() {
        assertFindsNothing(new BugPlusOne(), """
            1    {59} {24} | {26} 7    8    | {69} {45} 3
            {58} 6    {24} | 3    {49} 1    | 7    {58} {29}
            {89} 7    3    | {29} {46} 5    | {26} {48} 1
            2    1    5    | 7    {36} {34} | 8    9    {46}
            4    {9}  7    | 5    8    2    | 1    3    {6}
            {6}  3    8    | {69} 1    {49} | 5    2    7
            3    2    1    | 8    {59} 6    | 4    7    {59}
            {5}  {45} 9    | 1    2    7    | 3    6    8
            7    8    6    | 4    {35} {39} | {29} 1    {25}
            """);
    }


    /** From ......41.9..3.....3...5.....48..7..........52.1.......6..2....5.7....8......9.... */
    private static final String RECTANGLE_TYPE_2 = """
            8    5     7     | {69}     {26}    {269}    | 4      1       3
            9    {26}  {14}  | 3        {1478}  {148}    | 5      {2678}  {678}
            3    {26}  {14}  | {1478}   5       {148}    | {269}  {2689}  {6789}
            {25} 4     8     | {1569}   {1236}  7        | {1369} {369}   {169}
            7    {39}  {369} | {14689}  {13468} {134689} | {1369} 5       2
            {25} 1     {369} | {569}    {236}   {23569}  | 7      {48}    {48}
            6    {389} {39}  | 2        {13478} {1348}   | {13}   {347}   5
            {14} 7     {25}  | {1456}   {1346}  {13456}  | 8      {23469} {1469}
            {14} {38}  {25}  | {145678} 9       {134568} | {1236} {23467} {1467}
            """;

    @Test
    void uniqueRectangleTypeTwoApplies() {
        assertFinds(new UniqueRectangleType2(), RECTANGLE_TYPE_2,
            "Unique rectangle type 2: 14 in r2c3, r2c6, r3c3, r3c6 would allow two solutions, so r2c6 or r3c6 is 8:"
                + " remove 8 from r2c5, r3c4, r5c6, r7c6, r9c6");
    }

    @Test
    void uniqueRectangleTypeTwoNeedsOneExtraDigit() {
        // r3c6 also holds 7: the roof's extras are 7 and 8, no longer one digit
        assertFindsNothing(new UniqueRectangleType2(), RECTANGLE_TYPE_2.replace("5       {148}    | {269}", "5       {1478}   | {269}"));
    }

    /** From 8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5........... */
    private static final String RECTANGLE_TYPE_4 = """
            8       1        9        | {46}    {26}  {246}    | 3     {57}     {57}
            {246}   {234}    {2346}   | 7       5     1        | {24}  {89}     {89}
            5       {24}     7        | {89}    3     {89}     | {246} {16}     {12}
            {19}    7        {18}     | {35}    4     {35}     | {189} 2        6
            3       {248}    {12468}  | {68}    9     {2678}   | {178} {1578}   {1578}
            {269}   {2589}   {2568}   | 1       {267} {2678}   | {789} 4        3
            {179}   6        {1358}   | 2       {17}  {3579}   | {178} {13789}  4
            {12479} {2349}   {1234}   | {3469}  8     {34679}  | 5     {13679}  {1279}
            {12479} {234589} {123458} | {34569} {167} {345679} | {26}  {136789} {12789}
            """;

    @Test
    void uniqueRectangleTypeFourApplies() {
        assertFinds(new UniqueRectangleType4(), RECTANGLE_TYPE_4,
            "Unique rectangle type 4: 57 in r1c8, r1c9, r5c8, r5c9 would allow two solutions, and 5 in box 6 only"
                + " fits r5c8, r5c9: remove 7 from r5c8, r5c9");
    }

    @Test
    void uniqueRectangleTypeFourNeedsALockedDigit() {
        // a 5 and a 7 elsewhere in row 5 and box 6: neither digit is locked in the roof any more
        assertFindsNothing(new UniqueRectangleType4(), RECTANGLE_TYPE_4
                .replace("| {178} {1578}   {1578}", "| {1578} {1578}   {1578}"));
    }

    /** From 2..7..1......5..9...1..4..3......8......4..6...9..6..27..5..6...5..7..3...6..3..1 */
    private static final String RECTANGLE_TYPE_3 = """
            2      {34689}  {3458}  | 7       {3689} {89}   | 1      {48}   {4568}
            {3468} {3468}   {3478}  | {1238}  5      {128}  | {24}   9      {4678}
            {5689} {6789}   1       | {289}   {2689} 4      | {257}  {2578} 3
            {346}  {12346}  {23457} | {1239}  {1239} {57}   | 8      {14}   {4579}
            {138}  {1238}   {23578} | {12389} 4      {57}   | {39}   6      {579}
            {3458} {13478}  9       | {138}   {138}  6      | {3457} {1457} 2
            7      {123489} {2348}  | 5       {1289} {1289} | 6      {248}  {489}
            {1489} 5        {248}   | 6       7      {1289} | {249}  3      {489}
            {89}   {289}    6       | 4       {289}  3      | {57}   {57}   1
            """;

    @Test
    void uniqueRectangleTypeThreeApplies() {
        Step s = assertFinds(new UniqueRectangleType3(), RECTANGLE_TYPE_3,
            "Unique rectangle type 3: 57 in r3c7, r3c8, r9c7, r9c8 would allow two solutions, so r3c7 or r3c8 holds"
                + " 2 or 8: with r1c8, r2c7 a naked set 248 in box 3: remove 4 from r1c9, r2c9; 8 from r1c9, r2c9");
        assertEquals(4.7, s.difficulty(), "a naked triple: 4.5 + 0.2, as Sudoku Explainer rates it");
    }

    @Test
    void uniqueRectangleTypeThreeNeedsTheSet() {
        // the rectangle 57 of the type 4 board: its roof's extras 1 and 8 close no set in row 5 or box 6
        assertFindsNothing(new UniqueRectangleType3(), RECTANGLE_TYPE_4);
    }

    /** From ..1.7...58.6....4..2...9...5....3.6..14...98..8.4....1...1...9..4....6.21...3.4.. */
    private static final String BUG_TYPE_2 = """
            9    3    1     | 6    7 4     | 8    2    5
            8    {57} 6     | {35} 2 1     | {37} 4    9
            4    2    {57}  | {35} 8 9     | 1    {37} 6
            5    {79} {79}  | 8    1 3     | 2    6    4
            {23} 1    4     | {27} 6 5     | 9    8    {37}
            6    8    {23}  | 4    9 {27}  | 5    {37} 1
            {27} {56} {258} | 1    4 {68}  | {37} 9    {38}
            {37} 4    {38}  | 9    5 {78}  | 6    1    2
            1    {69} {89}  | {27} 3 {268} | 4    5    {78}
            """;

    @Test
    void bugTypeTwoApplies() {
        Step s = assertFinds(new BugType2(), BUG_TYPE_2,
            "BUG type 2: without 8 every empty cell would have two candidates, so r7c3 or r9c6 is 8:"
                + " remove 8 from r7c6, r9c3");
        assertEquals(5.7, s.difficulty());
    }

    @Test
    void bugTypeTwoNeedsTheGrave() {
        // r2c2 with a third candidate: no longer a grave with one extra digit
        assertFindsNothing(new BugType2(), BUG_TYPE_2.replace("8    {57} 6", "8    {567} 6"));
    }

    /** From 3.52....7..6.8..2......4...6.93....5.1..9..7.8....71.2...4......6..7.2..7....25.8 */
    private static final String BUG_TYPE_4 = """
            3    {48} 5 | 2    {16} {69}  | {89} {14}  7
            {19} {49} 6 | 7    8    5     | 3    2     {14}
            {12} {28} 7 | {19} 3    4     | {89} 5     6
            6    7    9 | 3    2    1     | 4    8     5
            4    1    2 | 5    9    8     | 6    7     3
            8    5    3 | 6    4    7     | 1    9     2
            {29} {23} 8 | 4    5    {369} | 7    {136} {19}
            5    6    1 | 8    7    {39}  | 2    {34}  {49}
            7    {39} 4 | {19} {16} 2     | 5    {36}  8
            """;

    @Test
    void bugTypeFourApplies() {
        assertFinds(new BugType4(), BUG_TYPE_4,
            "BUG type 4: without their extra digits every empty cell would have two candidates, so r7c6 or r7c8"
                + " holds one, and 6 in row 7 only fits r7c6, r7c8: the other is 6: remove 3 from r7c6; 1 from r7c8");
    }

    /** From ..2..7.4......12.9...6..13...4.8.65.3.......2.68.7.3...19..8...6.74......8.2..9.. */
    private static final String BUG_TYPE_3 = """
            1    {39} 2 | 8    {39}  7    | 5 4    6
            8    {34} 6 | {35} {345} 1    | 2 7    9
            {79} {47} 5 | 6    2     {49} | 1 3    8
            {79} {27} 4 | {39} 8     {23} | 6 5    1
            3    {59} 1 | {59} {46}  {46} | 7 8    2
            {25} 6    8 | 1    7     {25} | 3 9    4
            {25} 1    9 | 7    {36}  8    | 4 {26} {35}
            6    {25} 7 | 4    {139} {39} | 8 {12} {35}
            4    8    3 | 2    {156} {56} | 9 {16} 7
            """;

    @Test
    void bugTypeThreeApplies() {
        Step s = assertFinds(new BugType3(), BUG_TYPE_3,
            "BUG type 3: without 3 or 6 in r2c5, r8c5, r9c5 every empty cell would have two candidates, so one of"
                + " them holds 3 or 6: with r7c5 a naked set 36 in column 5: remove 3 from r1c5; 6 from r5c5");
        assertEquals(5.8, s.difficulty(), "a naked pair: 5.7 + 0.1, as Sudoku Explainer rates it");
    }

    @Test
    void bugTypeFourNeedsExactlyTwoCells() {
        assertFindsNothing(new BugType4(), BUG_TYPE_3);
    }

    @Test
    void bugTypeThreeNeedsTwoExtraDigits() {
        assertFindsNothing(new BugType3(), BUG_TYPE_2);
    }
}
