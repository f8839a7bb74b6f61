package lens;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Data flows one way between packages: the main sources' references to {@code lens.*} classes
 * (imports and qualified names in code, not in comments) form no cycle, neither between the stage packages (a
 * sub-package counts as part of its stage: {@code lens.ocr.training} is {@code lens.ocr}) nor
 * between any two packages. The one unit taken whole is {@code lens.solve.human}: its solving
 * order names every technique, and every technique (one sub-package per family) builds steps of
 * {@code lens.solve.human}.
 */
class PackageCyclesTest {
    private static final Path MAIN = Path.of("src/main/java");
    /** Comments name classes without depending on them. */
    private static final Pattern COMMENT = Pattern.compile("(?s)/\\*.*?\\*/|//[^\n]*");
    private static final Pattern REFERENCE = Pattern.compile("\\b(lens(?:\\.[a-z][a-z0-9]*)+)\\.[A-Z]");

    private static Map<String, Set<String>> edges(UnaryOperator<String> unit) throws IOException {
        Map<String, Set<String>> edges = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> s = Files.walk(MAIN)) {
            files = s.filter(p -> p.toString().endsWith(".java")).toList();
        }
        for (Path f : files) {
            String from = unit.apply(MAIN.relativize(f.getParent()).toString().replace('/', '.'));
            Matcher m = REFERENCE.matcher(COMMENT.matcher(Files.readString(f)).replaceAll(" "));
            while (m.find()) {
                String to = unit.apply(m.group(1));
                if (!to.equals(from)) {
                    edges.computeIfAbsent(from, k -> new TreeSet<>()).add(to);
                }
            }
        }
        return edges;
    }

    /** The packages on some cycle (empty when there is none). */
    private static Set<String> onCycles(Map<String, Set<String>> edges) {
        Set<String> out = new TreeSet<>();
        for (String start : edges.keySet()) {
            List<String> todo = new ArrayList<>(edges.get(start));
            Set<String> seen = new TreeSet<>();
            while (!todo.isEmpty()) {
                String p = todo.remove(todo.size() - 1);
                if (p.equals(start)) {
                    out.add(start);
                    break;
                }
                if (seen.add(p)) {
                    todo.addAll(edges.getOrDefault(p, Set.of()));
                }
            }
        }
        return out;
    }

    @Test
    void noCycleBetweenStagePackages() throws IOException {
        Map<String, Set<String>> edges = edges(p -> p.split("\\.").length > 2 ? p.substring(0, p.indexOf('.', 5)) : p);
        assertEquals(Set.of(), onCycles(edges), edges.toString());
    }

    @Test
    void noCycleBetweenAnyTwoPackages() throws IOException {
        Map<String, Set<String>> edges = edges(p -> p.startsWith("lens.solve.human.") ? "lens.solve.human" : p);
        assertEquals(Set.of(), onCycles(edges), edges.toString());
    }
}
