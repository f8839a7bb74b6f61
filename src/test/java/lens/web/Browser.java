package lens.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Debian Chromium driven through Debian's chromedriver (both installed by
 * {@code scripts/install-deps.sh}). Tests using it skip, with the reason, when either is missing.
 * Each browser gets a fresh profile and no background traffic (updates, sync, safe browsing):
 * the tests talk only to the server on 127.0.0.1.
 */
final class Browser {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private Browser() {
    }

    static void assumeInstalled() {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
                "skipped: Chromium and chromedriver are not installed (run scripts/install-deps.sh)");
    }

    /** A new headless browser; with {@code fakeVideo} (concatenated JPEG frames) it is also the camera. */
    static ChromeDriver open(Path profile, Path fakeVideo) {
        assumeInstalled();
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        List<String> args = new ArrayList<>(List.of("--headless=new", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run", "--disable-default-apps", "--disable-extensions",
                "--window-size=1280,1000", "--user-data-dir=" + profile.toAbsolutePath()));
        if (fakeVideo != null) {
            args.addAll(List.of("--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
                    "--use-file-for-fake-video-capture=" + fakeVideo.toAbsolutePath()));
        }
        o.addArguments(args);
        ChromeDriver d = new ChromeDriver(o);
        d.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        d.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        return d;
    }

    /** Saves what the page shows to {@code target/NAME.png} (to be looked at). */
    static Path screenshot(ChromeDriver d, String name) throws IOException {
        Path out = Path.of("target", name + ".png");
        Files.createDirectories(out.getParent());
        Files.write(out, d.getScreenshotAs(OutputType.BYTES));
        return out;
    }
}
