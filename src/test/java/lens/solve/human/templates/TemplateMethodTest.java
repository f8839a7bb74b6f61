package lens.solve.human.templates;

import static lens.solve.human.TechniqueAssert.assertFinds;
import static lens.solve.human.TechniqueAssert.assertFindsNothing;

import org.junit.jupiter.api.Test;

/**
 * Each technique on a board written as text (placed digits bare, candidates in braces): one position
 * where it applies, with the expected sentence (its changes are also checked against the solution),
 * and one where it must find nothing. Positions are taken from the solving path of the named puzzle.
 */
class TemplateMethodTest {
    /** From 6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6...... */
    @Test
    void templateApplies() {
        assertFinds(new TemplateMethod(), """
            6      {489}   2        | {1489}  5      {47}   | {1389} {179}  {39}
            {1789} {5789}  {1589}   | {1789}  {169}  3      | {1689} 4      2
            {1389} {4789}  {13489}  | {1489}  {1469} 2      | {1689} {67}   5
            4      3       {579}    | {1579}  2      8      | {169}  {1569} {69}
            {89}   1       {56789}  | {34579} {349}  {67}   | 2      {359}  {48}
            {289}  {25689} {5689}   | {13459} {1349} {4569} | 7      {1359} {48}
            5      {4689}  {134689} | 2       7      {149}  | {3469} {69}   {369}
            {27}   {27}    {469}    | {3459}  {349}  {459}  | {4569} 8      1
            {139}  {49}    {1349}   | 6       8      {1459} | {3459} 2      7
            """,
            "Template: 6 fits 5 of the 46656 templates that leave room for a template of 7: remove 6 from r4c7, r6c3, r7c3, r7c7");
    }

    @Test
    void templateFindsNothingOnceUsedUp() {
        assertFindsNothing(new TemplateMethod(), """
            6      {489}   2       | {1489}  5      {47}   | {1389} {179}  {39}
            {1789} {5789}  {1589}  | {1789}  {169}  3      | {1689} 4      2
            {1389} {4789}  {13489} | {1489}  {1469} 2      | {1689} {67}   5
            4      3       {579}   | {1579}  2      8      | {19}   {1569} {69}
            {89}   1       {56789} | {34579} {349}  {67}   | 2      {359}  {48}
            {289}  {25689} {589}   | {13459} {1349} {4569} | 7      {1359} {48}
            5      {4689}  {13489} | 2       7      {149}  | {349}  {69}   {369}
            {27}   {27}    {469}   | {3459}  {349}  {459}  | {4569} 8      1
            {139}  {49}    {1349}  | 6       8      {1459} | {3459} 2      7
            """);
    }


    /** From 8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........: pairs of digits. */
    @Test
    void templatesOfTwoDigitsMustBeDisjoint() {
        assertFinds(new TemplateMethod(), """
            8     1    9     | 4 {26} {26}  | 3     7    5
            {246} 3    {246} | 7 5    1     | {24}  8    9
            5     {24} 7     | 8 3    9     | {246} {16} {12}
            {19}  7    8     | 5 4    3     | {19}  2    6
            3     {24} {124} | 6 9    {27}  | {17}  5    8
            {269} 5    {26}  | 1 {27} 8     | {79}  4    3
            7     6    3     | 2 1    5     | 8     9    4
            {24}  9    {124} | 3 8    {467} | 5     {16} {127}
            {124} 8    5     | 9 {67} {46}  | {26}  3    {127}
            """,
            "Template: 2 fits 6 of the 46656 templates that leave room for a template of 7: remove 2 from r6c1");
    }

    /** From 6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....: one digit alone. */
    @Test
    void candidateInNoTemplateOfItsDigitIsRemoved() {
        assertFinds(new TemplateMethod(), """
            6      {48}    2       | {148}   5      {47}    | 3      {17}   9
            {1789} {578}   {1589}  | {1789}  {169}  3       | {168}  4      2
            {1389} {4789}  {13489} | {14789} {1469} 2       | {168}  {167}  5
            4      3       {579}   | {1579}  2      8       | {19}   {159}  6
            {89}   1       {56789} | {34579} {349}  {45679} | 2      {359}  {48}
            {289}  {25689} {589}   | {13459} {1349} {4569}  | 7      {1359} {48}
            5      {4689}  {148}   | 2       7      {149}   | {49}   {69}   3
            {27}   {27}    {469}   | {3459}  {349}  {459}   | {4569} 8      1
            {13}   {49}    {134}   | 6       8      {1459}  | {459}  2      7
            """,
            "Template: 1 fits 21 of the 46656 templates: remove 1 from r4c4, r6c8");
    }
}
