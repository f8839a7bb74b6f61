package lens.ocr.net;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Writes protocol-buffer messages field by field (the wire format: a varint key of field
 * number and wire type, then a varint, or a length and bytes). Enough of it for
 * {@link DigitNetOnnx}; a nested message is written by its own writer and added with
 * {@link #message}.
 */
final class ProtoWriter {
    private static final int VARINT = 0;
    private static final int LENGTH_DELIMITED = 2;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    ProtoWriter varint(int field, long value) {
        key(field, VARINT);
        rawVarint(value);
        return this;
    }

    ProtoWriter string(int field, String value) {
        return bytes(field, value.getBytes(StandardCharsets.UTF_8));
    }

    ProtoWriter bytes(int field, byte[] value) {
        key(field, LENGTH_DELIMITED);
        rawVarint(value.length);
        out.writeBytes(value);
        return this;
    }

    ProtoWriter message(int field, ProtoWriter nested) {
        return bytes(field, nested.toByteArray());
    }

    /** A repeated int64 field, one key per value (proto2's unpacked form, which every parser reads). */
    ProtoWriter varints(int field, long... values) {
        for (long v : values) {
            varint(field, v);
        }
        return this;
    }

    /** Floats as little-endian IEEE 754 bytes (ONNX's {@code raw_data}). */
    static byte[] littleEndian(float[] values, int from, int count) {
        ByteBuffer b = ByteBuffer.allocate(4 * count).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < count; i++) {
            b.putFloat(values[from + i]);
        }
        return b.array();
    }

    byte[] toByteArray() {
        return out.toByteArray();
    }

    private void key(int field, int wireType) {
        rawVarint(((long) field << 3) | wireType);
    }

    private void rawVarint(long value) {
        long v = value;
        while ((v & ~0x7fL) != 0) {
            out.write((int) ((v & 0x7f) | 0x80));
            v >>>= 7;
        }
        out.write((int) v);
    }
}
