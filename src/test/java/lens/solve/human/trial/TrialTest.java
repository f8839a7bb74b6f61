package lens.solve.human.trial;

import static lens.solve.human.TechniqueAssert.assertFinds;
import static lens.solve.human.TechniqueAssert.assertFindsNothing;

import org.junit.jupiter.api.Test;

/**
 * Each technique on a board written as text (placed digits bare, candidates in braces): one position
 * where it applies, with the expected sentence (its changes are also checked against the solution),
 * and one where it must find nothing. Positions are taken from the solving path of the named puzzle.
 */
class TrialTest {
    /** From 6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6...... */
    @Test
    void nishioApplies() {
        assertFinds(new Nishio(), """
            6       {4789}  2        | {14789} 5      {479}   | {1389} {179}   {39}
            {1789}  {5789}  {15789}  | {1789}  {169}  3       | {1689} 4       2
            {13789} {4789}  {13489}  | {14789} {1469} 2       | {1689} {15679} {569}
            4       3       {5679}   | {1579}  2      8       | {169}  {1569}  {569}
            {789}   1       {56789}  | {34579} {349}  {45679} | 2      {3569}  {48}
            {289}   {25689} {5689}   | {13459} {1349} {4569}  | 7      {13569} {48}
            5       {4689}  {134689} | 2       7      {149}   | {3469} {69}    {369}
            {279}   {24679} {4679}   | {3459}  {349}  {459}   | {4569} 8       1
            {139}   {49}    {1349}   | 6       8      {1459}  | {3459} 2       7
            """,
            "Nishio: placing 9 in r3c9 leads to a contradiction: remove 9 from r3c9");
    }

    @Test
    void nishioFindsNothingOnceUsedUp() {
        assertFindsNothing(new Nishio(), """
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

    /** From 7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5............ */
    @Test
    void trialApplies() {
        assertFinds(new Trial(), """
            7       {126}   8         | {459}   {4569} {4569}   | 3      {1456}  {125}
            {49}    {36}    {3469}    | 2       {3456} 1        | {467}  {4578}  {578}
            5       {1236}  {12346}   | {78}    {346}  {78}     | {269}  {146}   {129}
            {189}   4       {1579}    | {3579}  {59}   {3579}   | {178}  2       6
            3       {1267}  {1269}    | {479}   8      {24679}  | {147}  {1457}  {157}
            {268}   {578}   {2567}    | 1       {2456} {2467}   | {478}  9       3
            {128}   9       {1357}    | 6       {125}  {2358}   | {127}  {1378}  4
            {12468} {12368} {12346}   | {3489}  7      {23489}  | 5      {1368}  {1289}
            {12468} {3578}  {1234567} | {34589} {1249} {234589} | {2679} {13678} {12789}
            """,
            "Trial: placing 4 in r2c1 leads to a contradiction (found by search): remove 4 from r2c1");
    }

    @Test
    void trialFindsNothingOnceUsedUp() {
        assertFindsNothing(new Trial(), """
            7       {126}   8         | {459}   {4569} {4569}   | 3      {1456}  {125}
            {9}     {36}    {3469}    | 2       {3456} 1        | {467}  {4578}  {578}
            5       {1236}  {12346}   | {78}    {346}  {78}     | {269}  {146}   {129}
            {189}   4       {1579}    | {3579}  {59}   {3579}   | {178}  2       6
            3       {1267}  {1269}    | {479}   8      {24679}  | {147}  {1457}  {157}
            {268}   {578}   {2567}    | 1       {2456} {2467}   | {478}  9       3
            {128}   9       {1357}    | 6       {125}  {2358}   | {127}  {1378}  4
            {12468} {12368} {12346}   | {3489}  7      {23489}  | 5      {1368}  {1289}
            {12468} {3578}  {1234567} | {34589} {1249} {234589} | {2679} {13678} {12789}
            
            missing: [HIDDEN_QUAD]
            """);
    }

}
