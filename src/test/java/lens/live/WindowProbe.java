package lens.live;

import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import lens.capture.FrameSource;
import lens.capture.FrameSources;
import lens.capture.SourceSpec;

/**
 * Run by {@link LiveWindowTest} in a child JVM on a virtual display: opens the live window on a
 * replay, waits for a frame with the solution drawn, takes a screenshot with java.awt.Robot and
 * paints the panel into an image, then drives the keys like a person (space twice, s, q) and
 * exits 0 when the window has quit. With a third argument {@code hint} it runs in hint mode and
 * drives n, space, a and f instead of space. Prints what happened, one fact a line.
 */
public final class WindowProbe {
    private WindowProbe() {
    }

    public static void main(String[] args) throws Exception {
        Path replay = Path.of(args[0]);
        Path out = Path.of(args[1]);
        boolean hintMode = args.length > 2 && args[2].equals("hint");
        HintView hints = new HintView();
        CountDownLatch solvedShown = new CountDownLatch(1);
        LiveWindow window = new LiveWindow(out);
        LiveLoop.Display display = (img, report) -> {
            window.show(img, report);
            if (report != null && report.overlaid()) {
                solvedShown.countDown();
            }
        };
        try (FrameSource source = FrameSources.create(SourceSpec.parse("replay:" + replay), 15, true, skipped -> { });
             LiveSession session = LiveComponents.session(null, hintMode ? hints : null)) {
            source.open();
            LiveLoop loop = new LiveLoop(source, session, display);
            window.open("Sudoku Lens probe", 640, 480, () -> loop.freeze(!loop.frozen()));
            if (hintMode) {
                window.bindHintKeys(hints, () -> loop.freeze(!loop.frozen()));
            }
            loop.start();
            boolean solved = solvedShown.await(40, TimeUnit.SECONDS);
            System.out.println("solved-shown=" + solved);
            Thread.sleep(400);
            Rectangle r = window.screenBounds();
            Robot robot = new Robot();
            ImageIO.write(robot.createScreenCapture(r), "png", out.resolve("screen.png").toFile());
            BufferedImage painted = window.snapshot();
            ImageIO.write(painted, "png", out.resolve("panel.png").toFile());
            window.focus();
            robot.mouseMove(r.x + r.width / 2, r.y + r.height / 2);
            robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
            robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
            robot.delay(300);
            if (hintMode) {
                type(robot, KeyEvent.VK_N);
                System.out.println("step-after-n=" + (waitFor(() -> hints.step() == 2) ? hints.step() : "stuck"));
                type(robot, KeyEvent.VK_SPACE);
                System.out.println("step-after-space=" + (waitFor(() -> hints.step() == 3) ? hints.step() : "stuck"));
                type(robot, KeyEvent.VK_A);
                System.out.println("answer-after-a=" + waitFor(hints::answer));
                type(robot, KeyEvent.VK_F);
                System.out.println("frozen-after-f=" + waitFor(loop::frozen));
            } else {
                type(robot, KeyEvent.VK_SPACE);
                System.out.println("frozen-after-space=" + waitFor(loop::frozen));
                type(robot, KeyEvent.VK_SPACE);
                System.out.println("running-after-space=" + waitFor(() -> !loop.frozen()));
            }
            type(robot, KeyEvent.VK_S);
            System.out.println("saved=" + (waitFor(() -> window.lastSaved() != null) ? window.lastSaved() : "none"));
            type(robot, KeyEvent.VK_Q);
            Thread quitter = new Thread(() -> {
                try {
                    window.awaitQuit();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            quitter.start();
            quitter.join(5000);
            System.out.println("quit-by-key=" + !quitter.isAlive());
            window.requestQuit();
            loop.close();
            window.close();
            System.out.println("processed=" + loop.processed() + " dropped=" + loop.dropped());
        }
        System.exit(0);
    }

    private static void type(Robot robot, int key) {
        robot.keyPress(key);
        robot.keyRelease(key);
        robot.delay(150);
    }

    private static boolean waitFor(java.util.function.BooleanSupplier condition) throws InterruptedException {
        for (int i = 0; i < 40; i++) {
            if (condition.getAsBoolean()) {
                return true;
            }
            Thread.sleep(50);
        }
        return false;
    }

    static File file(Path p) {
        return p.toFile();
    }
}
