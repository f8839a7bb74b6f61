package lens.solve.human.chains;

import static lens.solve.human.TechniqueAssert.assertFinds;
import static lens.solve.human.TechniqueAssert.assertFindsNothing;

import org.junit.jupiter.api.Test;

/**
 * Each technique on a board written as text (placed digits bare, candidates in braces): one position
 * where it applies, with the expected sentence (its changes are also checked against the solution),
 * and one where it must find nothing. Positions are taken from the solving path of the named puzzle.
 */
class ChainsTest {
    /** From 38.6.......9.......2..3.51......5....3..1..6....4......17.5..8.......9.......7.32. */
    @Test
    void xyChainApplies() {
        assertFinds(new XYChain(), """
            3       8      5       | 6     {247}   1      | {247}  {2479} {79}
            1       {467}  9       | 5     {2478}  {248}  | {38}   {247}  {368}
            {47}    2      {46}    | {789} 3       {49}   | 5      1      {68}
            {46789} {4679} {12468} | {23}  {2689}  5      | {2378} {2479} {138}
            {59}    3      {248}   | {78}  1       {28}   | {47}   6      {59}
            {689}   {5679} {1268}  | 4     {26789} {2368} | {2378} {2579} {138}
            {29}    1      7       | {23}  5       {239}  | 6      8      4
            {28}    {46}   3       | 1     {2468}  {468}  | 9      {57}   {57}
            {45689} {59}   {68}    | {89}  {46}    7      | 1      3      2
            """,
            "XY-chain: (9)r3c6=(4)r3c6-(4)r3c3=(6)r3c3-(6)r9c3=(8)r9c3-(8)r9c4=(9)r9c4: remove 9 from r3c4, r7c6");
    }

    @Test
    void xyChainFindsNothingOnceUsedUp() {
        assertFindsNothing(new XYChain(), """
            3       8      5       | 6    {247}   1      | {247}  {2479} {79}
            1       {67}   9       | 5    {2478}  {248}  | {38}   {247}  {368}
            {47}    2      {46}    | {78} 3       {9}    | 5      1      {68}
            {46789} {4679} {12468} | {23} {2689}  5      | {2378} {2479} {138}
            {59}    3      {248}   | {78} 1       {28}   | {47}   6      {59}
            {689}   {5679} {1268}  | 4    {26789} {2368} | {2378} {2579} {138}
            {9}     1      7       | {23} 5       {23}   | 6      8      4
            {28}    {46}   3       | 1    {468}   {468}  | 9      {57}   {57}
            {5689}  {59}   {68}    | {9}  {46}    7      | 1      3      2
            """);
    }

    /** From 6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6...... */
    @Test
    void forcingChainApplies() {
        assertFinds(new ForcingChains(), """
            6       {4789}  2        | {14789} 5      {479}   | {1389} {179}   {39}
            {1789}  {5789}  {1589}   | {1789}  {169}  3       | {1689} 4       2
            {13789} {4789}  {13489}  | {14789} {1469} 2       | {1689} {15679} {56}
            4       3       {5679}   | {1579}  2      8       | {169}  {1569}  {569}
            {89}    1       {56789}  | {34579} {349}  {45679} | 2      {3569}  {48}
            {289}   {25689} {5689}   | {13459} {1349} {4569}  | 7      {13569} {48}
            5       {4689}  {134689} | 2       7      {149}   | {3469} {69}    {369}
            {27}    {27}    {469}    | {3459}  {349}  {459}   | {4569} 8       1
            {139}   {49}    {1349}   | 6       8      {1459}  | {3459} 2       7
            """,
            "Forcing chain: every candidate of r2c4 (1, 7, 8, 9) leads to the same result: remove 7 from r1c2, r3c1");
    }

    @Test
    void forcingChainFindsNothingOnceUsedUp() {
        assertFindsNothing(new ForcingChains(), """
            6      {489}   2        | {1489}  5      {47}   | {1389} {179}   {39}
            {1789} {5789}  {1589}   | {1789}  {169}  3      | {1689} 4       2
            {1389} {4789}  {13489}  | {1489}  {1469} 2      | {1689} {67}    5
            4      3       {5679}   | {1579}  2      8      | {169}  {1569}  {69}
            {89}   1       {56789}  | {34579} {349}  {67}   | 2      {359}   {48}
            {289}  {25689} {5689}   | {13459} {1349} {4569} | 7      {13569} {48}
            5      {4689}  {134689} | 2       7      {149}  | {3469} {69}    {369}
            {27}   {27}    {469}    | {3459}  {349}  {459}  | {4569} 8       1
            {139}  {49}    {1349}   | 6       8      {1459} | {3459} 2       7
            """);
    }


    /** From .................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3. */
    @Test
    void cellForcingChainApplies() {
        assertFinds(new ForcingChains(), """
            {1247} {23579} {123469} | {1459} {3467} {17} | {259} {67} 8
            {247}  {23579} {23469}  | {459}  {3467} 8    | {259} {67} 1
            8      {579}   {169}    | {159}  {67}   2    | {59}  3    4
            {24}   {239}   {34}     | 7      8      5    | 6     1    {29}
            6      1       7        | 2      9      4    | 3     8    5
            5      8       {29}     | 3      1      6    | 7     4    {29}
            {127}  {27}    {12}     | 8      5      3    | 4     9    6
            3      4       8        | 6      2      9    | 1     5    7
            9      6       5        | {14}   {47}   {17} | 8     2    3
            """,
            "Forcing chain: every candidate of r4c9 (2, 9) leads to the same result: remove 9 from r1c3, r2c3");
    }
}
