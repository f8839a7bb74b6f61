package lens.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The bench line takes its figures from the clock asked for. */
class SolverBenchmarkReportTest {
    /** 1,000 solves in 2 s elapsed, of which the solver thread ran 1 s (another process held the core). */
    private static final SolverBenchmark.Report REPORT =
            new SolverBenchmark.Report(10, 8, 1, 1, 0, 2.0, 1.0, 1, 1000, 5000);

    @Test
    void elapsedTimeByDefault() {
        assertEquals("bench: puzzles=10 solved=8 unsolvable=1 multiple=1 puzzles_per_s=500 us_per_puzzle=2000.00"
                + " guesses_per_puzzle=5.00 threads=1", REPORT.line(false));
    }

    @Test
    void cpuTimeCountsOnlyTheSolverThreadsTime() {
        assertEquals("bench: puzzles=10 solved=8 unsolvable=1 multiple=1 puzzles_per_s=1000 us_per_puzzle=1000.00"
                + " guesses_per_puzzle=5.00 threads=1 clock=cpu", REPORT.line(true));
    }
}
