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
}
