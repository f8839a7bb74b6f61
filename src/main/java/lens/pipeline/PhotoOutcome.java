package lens.pipeline;

/**
 * What became of one photo of a set an evaluation scores ({@code eval --verify},
 * {@code eval --solve}): its line for {@code --verbose}, and why the file could not be decoded
 * ({@code unreadable}, naming it; null when it was).
 */
public record PhotoOutcome(String line, String unreadable) {
}
