package lens.io;

import java.nio.file.Path;

/**
 * A program stopped in the middle of a write, for {@link NewFileTest}: it starts writing a file in
 * the folder given (its temporary file is made and filled), says so, and waits to be stopped.
 */
public final class InterruptedWrite {
    private InterruptedWrite() {
    }

    public static void main(String[] args) throws Exception {
        Path temp = NewFile.temporary(Path.of(args[0]).resolve("picture.png"));
        NewFile.writeTemporary(temp, new byte[1024]);
        System.out.println(temp);
        System.out.flush();
        Thread.sleep(60_000);
    }
}
