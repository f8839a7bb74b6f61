package lens.solve;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import lens.board.Puzzle;
import lens.io.PuzzleSource;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH benchmark of the solver core: one operation is one puzzle solved and its uniqueness
 * checked (limit 2), cycling through a file of {@code ../shared/puzzles}, so the score is
 * puzzles per second per thread. Not a unit test: run it by hand from the project root:
 *
 * <pre>
 * mvn -q -o -B test-compile dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
 * java -cp target/test-classes:target/classes:$(cat target/test-classpath.txt) org.openjdk.jmh.Main SolverJmhBenchmark
 * </pre>
 *
 * Narrow it with JMH options, e.g. {@code -p file=17-clue.txt -p solver=fast -f 1 -wi 2 -i 3},
 * and {@code -t 2} for two threads (each has its own solver: the state is per thread).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SolverJmhBenchmark {
    @Param({"17-clue.txt", "top1465.txt", "hardest-1106.txt"})
    public String file;

    @Param({"fast", "simple"})
    public String solver;

    private byte[][] puzzles;
    private SolutionCounter counter;
    private final byte[] out = new byte[81];
    private int next;

    @Setup
    public void load() throws IOException {
        Path dir = Path.of(System.getProperty("sudoku.shared", "../shared"), "puzzles");
        List<Puzzle> read = PuzzleSource.readAll(dir.resolve(file));
        puzzles = new byte[read.size()][];
        for (int i = 0; i < puzzles.length; i++) {
            puzzles[i] = read.get(i).grid().toBytes();
        }
        counter = solver.equals("fast") ? new BitSolver() : new SimpleSolver();
    }

    @Benchmark
    public int solveOne() {
        byte[] p = puzzles[next];
        next = next + 1 == puzzles.length ? 0 : next + 1;
        return counter.solve(p, out, 2);
    }
}
