package lens.ocr.net;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The digit model: one or more {@link ConvNet}s trained apart (other seeds, other sizes) whose
 * softmax probabilities are averaged. Networks trained from different starting weights make
 * partly different mistakes on digits unlike their training data, so their mean is right more
 * often and less sure when they disagree (an ensemble); reading costs the sum of their
 * multiply-adds.
 *
 * <p>The model file is gzipped big-endian: the magic {@code SLCN}, a version, and then either
 * (version 1) one network's layer sizes and parameters, or (version 2) the number of networks
 * followed by each one's layer sizes and parameters. One network is always written as version 1,
 * so a single trained network's file is unchanged and {@code train --from} can start from it.
 */
public record DigitModel(List<ConvNet> members) {
    /** Version of a file holding several networks. */
    private static final int SEVERAL = 2;

    public DigitModel {
        if (members.isEmpty()) {
            throw new IllegalArgumentException("a digit model needs at least one network");
        }
        members = List.copyOf(members);
    }

    public static DigitModel of(ConvNet... nets) {
        return new DigitModel(List.of(nets));
    }

    /** Multiply-adds of one digit through every network. */
    public long forwardMacs() {
        return members.stream().mapToLong(n -> n.shape().forwardMacs()).sum();
    }

    public int parameterCount() {
        return members.stream().mapToInt(n -> n.shape().parameterCount()).sum();
    }

    /** Writes the model file (version 1 for one network, 2 for several). */
    public void write(OutputStream out) throws IOException {
        if (members.size() == 1) {
            members.get(0).write(out);
            return;
        }
        GZIPOutputStream gz = new GZIPOutputStream(out);
        DataOutputStream data = new DataOutputStream(new java.io.BufferedOutputStream(gz));
        data.writeInt(ConvNet.MAGIC);
        data.writeInt(SEVERAL);
        data.writeInt(members.size());
        for (ConvNet n : members) {
            n.writeBody(data);
        }
        data.flush();
        gz.finish();
    }

    /**
     * Reads a model file of either version; a file that is not one is an IOException whose
     * message says why in words (a wrong header, cut short, not compressed as a model is), never
     * empty.
     */
    public static DigitModel read(InputStream in) throws IOException {
        try {
            return readAny(in);
        } catch (java.io.EOFException e) {
            throw new IOException("the file ends too soon (empty or cut short)");
        }
    }

    private static DigitModel readAny(InputStream in) throws IOException {
        DataInputStream data = new DataInputStream(new java.io.BufferedInputStream(new GZIPInputStream(in)));
        if (data.readInt() != ConvNet.MAGIC) {
            throw new IOException("not a digit network file (wrong header)");
        }
        int version = data.readInt();
        if (version == ConvNet.VERSION) {
            return of(ConvNet.readBody(data));
        }
        if (version != SEVERAL) {
            throw new IOException("unknown digit network file version " + version);
        }
        int count = data.readInt();
        if (count < 1 || count > 64) {
            throw new IOException("corrupt digit network file: " + count + " networks");
        }
        ConvNet[] nets = new ConvNet[count];
        for (int i = 0; i < count; i++) {
            nets[i] = ConvNet.readBody(data);
        }
        return of(nets);
    }

    @Override
    public String toString() {
        return members.size() == 1 ? members.get(0).shape().toString()
                : "mean of " + members.stream().map(n -> n.shape().toString()).toList();
    }
}
