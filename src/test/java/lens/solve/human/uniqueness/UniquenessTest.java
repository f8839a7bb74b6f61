package lens.solve.human.uniqueness;

import static lens.solve.human.TechniqueAssert.assertFinds;
import static lens.solve.human.TechniqueAssert.assertFindsNothing;

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

}
