package lens.live;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * What the live window shows once a puzzle is solved, in hint mode: the next step (number
 * {@link #step()}, from 1) or, after {@link #toggleAnswer()}, the whole answer. The keys change
 * it on the Swing thread; the pipeline reads it on its own thread for every frame. A new puzzle
 * starts again at step 1 ({@link #restart()}).
 */
public final class HintView {
    private final AtomicInteger step = new AtomicInteger(1);
    private volatile boolean answer;

    /** Shows the following step (and leaves the answer for the steps). */
    public void next() {
        answer = false;
        step.incrementAndGet();
    }

    /** Shows the answer, or the current step again. */
    public void toggleAnswer() {
        answer = !answer;
    }

    /** Back to step 1, for a new puzzle. */
    void restart() {
        step.set(1);
        answer = false;
    }

    public int step() {
        return step.get();
    }

    public boolean answer() {
        return answer;
    }
}
