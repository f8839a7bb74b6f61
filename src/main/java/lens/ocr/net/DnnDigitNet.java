package lens.ocr.net;

import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.dnn.Dnn;
import org.opencv.dnn.Net;

/**
 * The digit network run by OpenCV's dnn module: the {@link ConvNet} is turned into an ONNX
 * model in memory ({@link DigitNetOnnx}) and a batch is one N x 1 x 28 x 28 blob, one
 * {@code forward} call. The weights are a snapshot of the network's.
 */
final class DnnDigitNet implements DigitNetRunner {
    private final Net net;
    /** The batch as rows of 784 floats; reused while the batch size stays the same. */
    private Mat rows;
    private Mat blob;

    DnnDigitNet(ConvNet convNet) {
        lens.vision.OpenCvLoader.ensureLoaded();
        MatOfByte model = new MatOfByte(DigitNetOnnx.modelBytes(convNet));
        try {
            net = Dnn.readNetFromONNX(model);
        } finally {
            model.release();
        }
        net.setPreferableBackend(Dnn.DNN_BACKEND_OPENCV);
        net.setPreferableTarget(Dnn.DNN_TARGET_CPU);
    }

    @Override
    public void forward(float[] inputs, int count, float[] out) {
        if (count == 0) {
            return;
        }
        if (rows == null || rows.rows() != count) {
            releaseBlob();
            rows = new Mat(count, INPUT, CvType.CV_32F);
            blob = rows.reshape(1, new int[] {count, 1, NetShape.SIDE, NetShape.SIDE});
        }
        rows.put(0, 0, inputs); // copies only what fits: the first count inputs
        net.setInput(blob, DigitNetOnnx.INPUT);
        Mat prob = net.forward(DigitNetOnnx.OUTPUT);
        try {
            prob.get(0, 0, out);
        } finally {
            prob.release();
        }
    }

    private void releaseBlob() {
        if (rows != null) {
            blob.release();
            rows.release();
            rows = null;
            blob = null;
        }
    }

    @Override
    public void close() {
        releaseBlob();
    }
}
