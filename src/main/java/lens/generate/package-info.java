/**
 * Puzzle generation: full grids, clue removal with symmetry, minimality and difficulty targets.
 *
 * <p><b>Full grids and bias.</b> {@link lens.generate.UniformFill} (the default) is uniform over
 * all 6,670,903,752,021,072,936,960 grids, up to a measured-negligible tail of grids above its
 * weight cap (see its Javadoc; its weights are checked by a test that recovers the number of
 * grids from them). The others are biased: {@link lens.generate.PermutationFill} stays in the
 * seed grid's equivalence class (one of 5,472,730,538); {@link lens.generate.PotentialArrayFill}
 * (random cell, random digit, restart on dead end) and {@link lens.generate.SearchFill}
 * (randomised backtracking) favour some grids over others by factors that vary from grid to grid.
 *
 * <p><b>Puzzles are not uniform</b>, whatever the fill: clue removal in random order favours
 * puzzles with more removal paths, symmetry and difficulty targets select further. The uniform
 * fill only makes sure that no family of grids is favoured before removal starts.
 *
 * <p>Entry points: {@link lens.generate.PuzzleGenerator} (one puzzle from a seed, one instance
 * per thread) and {@link lens.generate.BatchGenerator} (numbered batches on several threads,
 * reproducible from one seed).
 */
package lens.generate;
