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
