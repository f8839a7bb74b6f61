package lens.live;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.CountDownLatch;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import lens.io.IoErrors;
import lens.io.PictureWriter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The live window: shows the newest annotated frame, scaled to fit. Keys: space freezes or
 * resumes, {@code s} saves the frame on screen as PNG into the save folder, {@code q} or Escape
 * (or closing the window) quits. Frames arrive from the processing thread; painting happens on
 * the Swing thread, which only ever draws the latest image.
 */
public final class LiveWindow implements LiveLoop.Display {
    private static final Logger LOG = LoggerFactory.getLogger(LiveWindow.class);
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS");

    private final Path saveDir;
    private final CountDownLatch quit = new CountDownLatch(1);
    private final FramePanel panel = new FramePanel();
    private volatile BufferedImage current;
    private volatile String lastSaved;
    private JFrame frame;
    private Runnable onFreezeToggle = () -> { };

    public LiveWindow(Path saveDir) {
        this.saveDir = saveDir;
    }

    /** Opens the window (on the Swing thread) with the given title and first size. */
    public void open(String title, int width, int height, Runnable freezeToggle) throws InterruptedException {
        this.onFreezeToggle = freezeToggle;
        try {
            SwingUtilities.invokeAndWait(() -> build(title, width, height));
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw new IllegalStateException("cannot open the live window", e.getCause());
        }
    }

    private void build(String title, int width, int height) {
        frame = new JFrame(title);
        frame.setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        frame.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                quit.countDown();
            }
        });
        panel.setPreferredSize(new Dimension(width, height));
        bind("SPACE", "freeze", () -> onFreezeToggle.run());
        bind("S", "save", this::save);
        bind("Q", "quit", quit::countDown);
        bind("ESCAPE", "quit", quit::countDown);
        frame.add(panel);
        frame.pack();
        frame.setLocationByPlatform(true);
        frame.setVisible(true);
    }

    /**
     * The keys of hint mode, in place of space's freezing: {@code n} or space show the following
     * step, {@code a} the answer (and back), {@code f} freezes. Call after {@link #open}.
     */
    public void bindHintKeys(HintView view, Runnable freezeToggle) {
        SwingUtilities.invokeLater(() -> {
            bind("SPACE", "next", view::next);
            bind("N", "next", view::next);
            bind("A", "answer", view::toggleAnswer);
            bind("F", "freeze", freezeToggle);
        });
    }

    private void bind(String key, String name, Runnable action) {
        panel.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(key), name);
        panel.getActionMap().put(name, new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                action.run();
            }
        });
    }

    @Override
    public void show(BufferedImage annotated, FrameReport report) {
        current = annotated;
        panel.repaint();
    }

    /** Saves the frame on screen; returns the file or null when there is none yet. */
    public Path save() {
        BufferedImage img = current;
        if (img == null) {
            return null;
        }
        Path file = saveDir.resolve("sudoku-lens-" + LocalDateTime.now().format(STAMP) + ".png");
        try {
            Files.createDirectories(saveDir);
        } catch (IOException e) {
            LOG.warn("cannot save {}: {}", file, IoErrors.reason(e));
            return null;
        }
        if (PictureWriter.writePng(img, file) instanceof PictureWriter.Result.Failed f) {
            LOG.warn("cannot save {}: {}", file, f.reason());
            return null;
        }
        lastSaved = file.toString();
        LOG.info("saved {}", file);
        return file;
    }

    /** Blocks until the user quits (q, Escape, or closing the window). */
    public void awaitQuit() throws InterruptedException {
        quit.await();
    }

    /** Asks the window to quit, as the q key does. */
    public void requestQuit() {
        quit.countDown();
    }

    /** The panel painted into a new image of its current size (what the screen shows). */
    public BufferedImage snapshot() throws InterruptedException {
        BufferedImage[] out = new BufferedImage[1];
        try {
            SwingUtilities.invokeAndWait(() -> {
                BufferedImage img = new BufferedImage(Math.max(1, panel.getWidth()), Math.max(1, panel.getHeight()),
                        BufferedImage.TYPE_INT_RGB);
                Graphics2D g = img.createGraphics();
                panel.paint(g);
                g.dispose();
                out[0] = img;
            });
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw new IllegalStateException(e.getCause());
        }
        return out[0];
    }

    /** The on-screen bounds of the picture area, for a screen capture. */
    public java.awt.Rectangle screenBounds() throws InterruptedException {
        java.awt.Rectangle[] r = new java.awt.Rectangle[1];
        try {
            SwingUtilities.invokeAndWait(() -> r[0] = new java.awt.Rectangle(panel.getLocationOnScreen(), panel.getSize()));
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw new IllegalStateException(e.getCause());
        }
        return r[0];
    }

    /** Brings the window to the front and gives it the keyboard focus. */
    public void focus() {
        SwingUtilities.invokeLater(() -> {
            frame.toFront();
            frame.requestFocus();
            panel.requestFocusInWindow();
        });
    }

    public String lastSaved() {
        return lastSaved;
    }

    /** Closes the window. */
    public void close() {
        SwingUtilities.invokeLater(() -> {
            if (frame != null) {
                frame.dispose();
            }
        });
    }

    /** Draws the current frame scaled to fit, centred, on black. */
    private final class FramePanel extends JComponent {
        @Override
        protected void paintComponent(Graphics g0) {
            Graphics2D g = (Graphics2D) g0;
            g.setColor(java.awt.Color.BLACK);
            g.fillRect(0, 0, getWidth(), getHeight());
            BufferedImage img = current;
            if (img == null) {
                g.setColor(java.awt.Color.LIGHT_GRAY);
                g.drawString("waiting for the camera...", 20, 30);
                return;
            }
            double s = Math.min((double) getWidth() / img.getWidth(), (double) getHeight() / img.getHeight());
            int w = (int) Math.round(img.getWidth() * s);
            int h = (int) Math.round(img.getHeight() * s);
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.drawImage(img, (getWidth() - w) / 2, (getHeight() - h) / 2, w, h, null);
        }
    }
}
