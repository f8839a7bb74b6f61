package lens.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;

/**
 * Jetty's own error answers (a request it refuses before the application sees it, such as a
 * path with {@code ..} in it or a malformed header) as the same JSON as every other error,
 * instead of Jetty's HTML page.
 */
final class JsonErrorHandler extends ErrorHandler {
    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(new HttpField(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8"));
        return ByteBuffer.wrap(body(status, reason).getBytes(StandardCharsets.UTF_8));
    }

    @Override
    protected void generateAcceptableResponse(Request base, HttpServletRequest request, HttpServletResponse response,
                                              int status, String message) throws IOException {
        response.setContentType("application/json; charset=utf-8");
        response.getOutputStream().write(body(status, message).getBytes(StandardCharsets.UTF_8));
        base.setHandled(true);
    }

    private static String body(int status, String reason) {
        String sentence = "the request was refused (" + (reason == null || reason.isBlank() ? "HTTP " + status : reason)
                + ")";
        return JsonReply.text(JsonReply.error(status, sentence, null));
    }
}
