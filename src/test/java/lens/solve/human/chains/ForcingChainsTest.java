package lens.solve.human.chains;

import static lens.solve.human.TechniqueAssert.assertFinds;
import static lens.solve.human.TechniqueAssert.assertFindsNothing;
import static lens.solve.human.TechniqueAssert.assertFindsStep;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import lens.solve.human.Step;
import org.junit.jupiter.api.Test;

/**
 * Sudoku Explainer's chain tiers, each on a position from the solving path of a puzzle (top95
 * and hardest-1106): the exact step (checked against the solution by {@link
 * lens.solve.human.TechniqueAssert}) and its difficulty, SE's base plus its length bonus.
 * Alternating chain: .524.........7.1..............8.2...3.....6...9.5.....1.6.3...........897........;
 * Nishio: .26.39......6....19.....7.......4..9.5....2....85.....3..2..9..4....762.........4;
 * multiple: 6..3.2....5.....1..........7.26............543.........8.15........4.2........7..;
 * dynamic: 6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....;
 * dynamic plus and nested: ........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3.
 */
class ForcingChainsTest {
    @Test
    void alternatingChainApplies() {
        Step s = assertFinds(new AlternatingChains(), """
            {69}   5      2      | 4     8      1      | {79}   {3679}   {367}
            {4689} {346}  {348}  | {69}  7      {569}  | 1      {24569}  {24568}
            {4689} {17}   {17}   | 3     2      {569}  | {4589} {4569}   {4568}
            {456}  {1467} {1457} | 8     {1469} 2      | {4579} {134579} {13457}
            3      {124}  {1458} | {17}  {149}  {47}   | 6      {12459}  {12458}
            {2468} 9      {1478} | 5     {146}  3      | {2478} {1247}   {12478}
            1      {248}  6      | {79}  3      {4789} | {2457} {2457}   {2457}
            {245}  {234}  {345}  | {167} {14}   {467}  | {2347} 8        9
            7      {348}  9      | 2     5      {48}   | {34}   {16}     {16}
            """,
            "Alternating inference chain: r8c6=7 implies its opposite (r8c6=7 -> r8c6<>6 -> r8c4=6 -> r8c4<>1 -> r5c4=1 -> r5c4<>7 -> r5c6=7 -> r8c6<>7): remove 7 from r8c6");
        assertEquals(7.1, s.difficulty());
    }

    @Test
    void nishioApplies() {
        Step s = assertFinds(ForcingChains.nishio(), """
            {17}   2       6     | {17}    3       9       | {458} {458}   {58}
            {58}   {478}   {457} | 6       {2578}  {258}   | 3     9       1
            9      {138}   {135} | 4       {158}   {158}   | 7     6       2
            {26}   {137}   {137} | {178}   {26}    4       | {158} {1578}  9
            {167}  5       {49}  | {13789} {16789} {1368}  | 2     {13478} {3678}
            {1267} {49}    8     | 5       {12679} {1236}  | {14}  {1347}  {367}
            3      {1678}  {157} | 2       4       {1568}  | 9     {1578}  {578}
            4      {189}   {159} | {1389}  {158}   7       | 6     2       {358}
            {58}   {16789} 2     | {1389}  {15689} {13568} | {158} {13578} 4
            """,
            "Nishio forcing chain: r4c4=1 leads to a contradiction (r4c4=1 -> r4c2<>1 -> r6c1=1; r4c4=1 -> r1c4<>1 -> r1c1=1 -> r6c1<>1): remove 1 from r4c4");
        assertEquals(7.8, s.difficulty());
    }

    @Test
    void unitForcingChainApplies() {
        Step s = assertFinds(ForcingChains.multiple(), """
            6      {179}   {14789}  | 3      {1789}  2       | 5      {479}   {89}
            {489}  5       {34789}  | {4789} {6789}  {46789} | {3489} 1       2
            {1489} 2       {134789} | 5      {1789}  {1489}  | {3489} {34679} {3689}
            7      4       2        | 6      {1389}  5       | {1389} {39}    {389}
            {189}  {169}   {1689}   | {279}  {12379} {1379}  | {1369} 5       4
            3      {169}   5        | {489}  {189}   {1489}  | {1689} 2       7
            2      8       {679}    | 1      5       {3679}  | {349}  {3469}  {369}
            {159}  {13679} {1679}   | {789}  4       {36789} | 2      {3689}  {15}
            {1459} {1369}  {1469}   | {289}  {23689} {3689}  | 7      {3689}  {15}
            """,
            "Forcing chain: every place of 7 in column 5 leads to the same (r1c5=7 -> r1c2<>7 -> r8c2=7 -> r8c2<>3 -> r9c2=3 -> r9c5<>3; r2c5=7 -> r2c5<>6 -> r9c5=6 -> r9c5<>3; r3c5=7 -> r3c8<>7 -> r1c8=7 -> r1c2<>7 -> r8c2=7 -> r8c2<>3 -> r9c2=3 -> r9c5<>3; r5c5=7 -> r5c5<>2 -> r9c5=2 -> r9c5<>3): remove 3 from r9c5");
        assertEquals(8.5, s.difficulty());
    }

    @Test
    void dynamicContradictionApplies() {
        Step s = assertFinds(ForcingChains.dynamic(), """
            6       {4789}  2       | {14789} 5      {479}   | {1389} {179}   {39}
            {1789}  {5789}  {15789} | {1789}  {169}  3       | {1689} 4       2
            {13789} {4789}  {13489} | {14789} {1469} 2       | {1689} {1567}  {569}
            4       3       {5679}  | {1579}  2      8       | {169}  {1569}  {569}
            {789}   1       {56789} | {34579} {349}  {45679} | 2      {3569}  {48}
            {289}   {2589}  {5689}  | {13459} {1349} {4569}  | 7      {13569} {48}
            5       {4689}  {13489} | 2       7      {149}   | {3469} {69}    {369}
            {279}   {24679} {479}   | {3459}  {349}  {459}   | {4569} 8       1
            {139}   {49}    {1349}  | 6       8      {1459}  | {3459} 2       7
            """,
            "Dynamic forcing chain: r7c3=4 leads to a contradiction (r7c3=4 -> r8c3<>4 -> r8c3=7 -> r4c3<>7 -> r5c1=7 -> r2c1<>7 -> r2c2=7; r7c3=4 -> r7c3<>8 -> r7c2=8 -> r7c2<>6 -> r8c2=6 -> r8c2<>2 -> r6c2=2 -> r6c2<>5 -> r2c2=5 -> r2c2<>7): remove 4 from r7c3");
        assertEquals(9.0, s.difficulty());
    }

    @Test
    void dynamicPlusApplies() {
        Step s = assertFindsStep(ForcingChains.dynamicPlus(), """
            {12567} {2457}  {12467} | {13679}  {13459} {34567} | {1379}  {1359}  8
            {15678} {578}   3       | {16789}  {159}   {5678}  | 4       {159}   2
            {1578}  9       {147}   | {1378}   2       {34578} | {137}   6       {157}
            {12358} {23458} {124}   | {348}    7       9       | {1368}  {13458} {1456}
            {35789} {34578} {479}   | {348}    6       1       | 2       {34589} {459}
            {1389}  6       {149}   | 5        {38}    2       | {1389}  7       {149}
            {23679} {237}   8       | {123679} {1349}  {367}   | 5       {149}   {14679}
            {3679}  1       {679}   | {36789}  {3458}  {34567} | {6789}  2       {4679}
            4       {27}    5       | {126789} {189}   {678}   | {16789} {189}   3
            """);
        assertTrue(s.sentence().startsWith("Dynamic forcing chain (+): r6c1=3 leads to a contradiction ("), s::sentence);
        assertTrue(s.sentence().endsWith("): remove 3 from r6c1"), s::sentence);
        assertEquals(9.8, s.difficulty());
    }

    @Test
    void nestedApplies() {
        Step s = assertFindsStep(ForcingChains.nested(), """
            {12567} {2457}  {12467} | {134679}  {13459} {34567}  | {1379}  {1359}  8
            {15678} {578}   3       | {16789}   {1589}  {5678}   | 4       {159}   2
            {1578}  9       {147}   | {13478}   2       {34578}  | {137}   6       {157}
            {12358} {23458} {124}   | {348}     7       9        | {1368}  {13458} {1456}
            {35789} {34578} {479}   | {348}     6       1        | 2       {34589} {459}
            {1389}  6       {149}   | 5         {348}   2        | {1389}  7       {149}
            {23679} {237}   8       | {1234679} {1349}  {3467}   | 5       {149}   {14679}
            {3679}  1       {679}   | {346789}  {34589} {345678} | {6789}  2       {4679}
            4       {27}    5       | {126789}  {189}   {678}    | {16789} {189}   3
            """);
        assertTrue(s.sentence().startsWith("Nested forcing chain: r6c5=4 leads to a contradiction ("), s::sentence);
        assertTrue(s.sentence().endsWith("): remove 4 from r6c5"), s::sentence);
        assertEquals(10.3, s.difficulty());
    }

    /** From ..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8 (hardest-1106). */
    @Test
    void nestedMultipleApplies() {
        Step s = assertFindsStep(ForcingChains.nestedMultiple(), """
            {569}   {1569}   4       | {2569}  {5679}  3       | {12578} {1278}  {12579}
            {3569}  7        {156}   | {24569} 8       {2469}  | {1235}  {1234}  {12459}
            2       {359}    8       | 1       {4579}  {479}   | {357}   {347}   6
            {4567}  {2456}   3       | {456}   {1456}  {1468}  | {12678} 9       {12457}
            {4679}  8        {567}   | 3       2       {1469}  | {1567}  {1467}  {1457}
            1       {24569}  {256}   | 7       {4569}  {4689}  | {2568}  {2468}  3
            8       {1236}   {1267}  | {269}   {13679} {12679} | 4       5       {127}
            {34567} {123456} {12567} | 8       {13467} {12467} | 9       {2367}  {127}
            {3467}  {12346}  9       | {246}   {13467} 5       | {12367} {12367} 8
            """);
        assertTrue(s.sentence().startsWith("Nested multiple forcing chain: r1c9=7 leads to a contradiction ("), s::sentence);
        assertTrue(s.sentence().contains("; nested: "), s::sentence);
        assertTrue(s.sentence().endsWith("): remove 7 from r1c9"), s::sentence);
        assertEquals(11.1, s.difficulty());
    }

    @Test
    void nishioFindsNothingOnceUsedUp() {
        assertFindsNothing(ForcingChains.nishio(), """
            6   {8} 2   | {1} 5   {4} | {3} {7} {9}
            {9} {5} {1} | {7} {6} 3   | {8} 4   2
            {3} {7} {4} | {8} {9} 2   | {1} {6} {5}
            4   3   {7} | {5} 2   8   | {9} {1} {6}
            {8} 1   {6} | {9} {3} {7} | 2   {5} {4}
            {2} {9} {5} | {4} {1} {6} | 7   {3} {8}
            5   {6} {8} | 2   7   {1} | {4} {9} {3}
            {7} {2} {9} | {3} {4} {5} | {6} 8   1
            {1} {4} {3} | 6   8   {9} | {5} 2   7
            """);
    }
}
