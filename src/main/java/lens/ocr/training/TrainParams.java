package lens.ocr.training;

/**
 * How the digit network is trained.
 *
 * @param epochs       passes over the training list (it already repeats the up-weighted sources)
 * @param batch        samples per Adam step (large enough to split over threads, small enough to keep steps many)
 * @param learningRate Adam's starting step size (1e-3 is Adam's usual; the schedule anneals it)
 * @param finalRate    the share of the starting rate left at the end (cosine annealing)
 * @param threads      data-parallel workers, each with its own half of every batch
 * @param seed         initial weights, shuffling and augmentation
 * @param augment      the on-the-fly variation of every sample
 */
public record TrainParams(int epochs, int batch, double learningRate, double finalRate, int threads, long seed,
                          AugmentParams augment) {
    public static final TrainParams DEFAULT = new TrainParams(8, 64, 2e-3, 0.02, 2, 1, AugmentParams.DEFAULT);
}
