package lens.ocr.training;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import lens.ocr.DigitNormalizer;
import lens.ocr.net.NetShape;

/**
 * The examples an epoch trains on: every source's training digits, normalised to the network's
 * input as reading normalises them; the photo cells repeated {@code photoWeight} times, since
 * they are the distribution the model is for and the fewest.
 */
public final class TrainingExamples {
    private TrainingExamples() {
    }

    /** The examples, logging one line per source ({@code printed  1234 training (x3), 300 validation}). */
    public static List<Example> assemble(Map<String, MnistDigits.Split> sources, int photoWeight, Consumer<String> log) {
        List<Example> train = new ArrayList<>();
        DigitNormalizer normalizer = new DigitNormalizer();
        sources.forEach((name, s) -> {
            int repeat = TrainingSources.PHOTO_SETS.contains(name) ? photoWeight : 1;
            for (LabelledInk d : s.train()) {
                float[] input = new float[NetShape.SIDE * NetShape.SIDE];
                normalizer.toInput(d.ink(), input);
                for (int r = 0; r < repeat; r++) {
                    train.add(new Example(input, d.digit()));
                }
            }
            log.accept(String.format(Locale.ROOT, "%-10s %6d training (x%d), %5d validation", name, s.train().size(), repeat,
                    s.test().size()));
        });
        return train;
    }
}
