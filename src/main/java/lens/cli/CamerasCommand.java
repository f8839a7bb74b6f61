package lens.cli;

import java.util.List;
import java.util.concurrent.Callable;
import lens.capture.CaptureException;
import lens.capture.FrameSources;
import picocli.CommandLine.Command;

/** {@code cameras}: lists the connected cameras with their index, or says there are none. */
@Command(name = "cameras", mixinStandardHelpOptions = true,
        description = "List the connected cameras (index and name) for --source webcam:INDEX|NAME.")
final class CamerasCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        List<String> names;
        try {
            names = FrameSources.cameraNames();
        } catch (CaptureException e) {
            throw CaptureErrors.toUserError(e);
        }
        if (names.isEmpty()) {
            throw CaptureErrors.toUserError(CaptureException.noCamera());
        }
        for (int i = 0; i < names.size(); i++) {
            System.out.println("webcam:" + i + "  " + names.get(i));
        }
        return ExitCodes.OK;
    }
}
