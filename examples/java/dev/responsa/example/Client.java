// A Responsa client in Java over the generated responsa.v1 stubs (grpc-java, Debian's jars).
//
//   CP="$(paste -sd: generated/java/classpath.txt)"
//   javac -d build/java -cp "$CP" $(find generated/java/src examples/java -name '*.java')
//   java -cp "build/java:$CP" dev.responsa.example.Client
//
// Environment: RESPONSA_GRPC_TARGET (default 127.0.0.1:8080, Envoy's port), RESPONSA_MODEL and
// RESPONSA_TOOL_MODEL (the model for the function-call turn; default RESPONSA_MODEL).
package dev.responsa.example;

import com.google.protobuf.Struct;
import com.google.protobuf.util.JsonFormat;
import dev.responsa.v1.CreateResponseRequest;
import dev.responsa.v1.FunctionCall;
import dev.responsa.v1.FunctionCallOutput;
import dev.responsa.v1.FunctionTool;
import dev.responsa.v1.GetResponseRequest;
import dev.responsa.v1.InputItem;
import dev.responsa.v1.InputItemList;
import dev.responsa.v1.OutputContent;
import dev.responsa.v1.OutputItem;
import dev.responsa.v1.Response;
import dev.responsa.v1.ResponseInput;
import dev.responsa.v1.ResponseStreamEvent;
import dev.responsa.v1.ResponsesServiceGrpc;
import dev.responsa.v1.Tool;
import dev.responsa.v1.ToolOutput;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Metadata;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.Iterator;
import java.util.concurrent.TimeUnit;

public final class Client {
  private static final Metadata.Key<String> ERROR_JSON =
      Metadata.Key.of("responsa-error-json", Metadata.ASCII_STRING_MARSHALLER);

  private Client() {}

  private static String env(String name, String fallback) {
    String value = System.getenv(name);
    return value == null || value.isEmpty() ? fallback : value;
  }

  /** The text of every output_text part, as the OpenAI SDKs' output_text. */
  private static String outputText(Response response) {
    StringBuilder text = new StringBuilder();
    for (OutputItem item : response.getOutputList()) {
      for (OutputContent part : item.getMessage().getContentList()) {
        text.append(part.getOutputText().getText());
      }
    }
    return text.toString();
  }

  private static CreateResponseRequest textRequest(String model, String text) {
    return CreateResponseRequest.newBuilder()
        .setModel(model)
        .setInput(ResponseInput.newBuilder().setText(text))
        .build();
  }

  public static void main(String[] args) throws Exception {
    String target = env("RESPONSA_GRPC_TARGET", "127.0.0.1:8080");
    String model = env("RESPONSA_MODEL", "llama3.2");
    String toolModel = env("RESPONSA_TOOL_MODEL", model);
    ManagedChannel channel = ManagedChannelBuilder.forTarget(target).usePlaintext().build();
    try {
      ResponsesServiceGrpc.ResponsesServiceBlockingStub stub =
          ResponsesServiceGrpc.newBlockingStub(channel);

      // 1. Unary create.
      Response created =
          stub.withDeadlineAfter(60, TimeUnit.SECONDS)
              .createResponse(textRequest(model, "Say hello"));
      System.out.println(
          "unary: " + created.getId() + " " + created.getStatus() + " " + outputText(created));

      // 2. Streamed create: print the text deltas as they arrive.
      System.out.print("stream: ");
      Iterator<ResponseStreamEvent> events =
          stub.withDeadlineAfter(60, TimeUnit.SECONDS)
              .streamResponse(textRequest(model, "Count to three"));
      while (events.hasNext()) {
        ResponseStreamEvent event = events.next();
        if (event.hasResponseOutputTextDelta()) {
          System.out.print(event.getResponseOutputTextDelta().getDelta());
        }
      }
      System.out.println();

      // 3. Function call round trip through previous_response_id.
      Struct.Builder parameters = Struct.newBuilder();
      JsonFormat.parser()
          .merge(
              "{\"type\": \"object\", \"properties\": {\"city\": {\"type\": \"string\"}},"
                  + " \"required\": [\"city\"]}",
              parameters);
      Tool tool =
          Tool.newBuilder()
              .setFunction(FunctionTool.newBuilder().setName("get_weather").setParameters(parameters))
              .build();
      Response asked =
          stub.withDeadlineAfter(60, TimeUnit.SECONDS)
              .createResponse(
                  textRequest(toolModel, "What is the weather in Paris?").toBuilder()
                      .addTools(tool)
                      .build());
      FunctionCall call = null;
      for (OutputItem item : asked.getOutputList()) {
        if (item.hasFunctionCall()) {
          call = item.getFunctionCall();
        }
      }
      if (call == null) {
        throw new IllegalStateException("function call: the model called no function");
      }
      System.out.println("function_call: " + call.getName() + " " + call.getCallId());
      CreateResponseRequest answer =
          CreateResponseRequest.newBuilder()
              .setModel(model)
              .setPreviousResponseId(asked.getId())
              .addTools(tool)
              .setInput(
                  ResponseInput.newBuilder()
                      .setItems(
                          InputItemList.newBuilder()
                              .addItems(
                                  InputItem.newBuilder()
                                      .setFunctionCallOutput(
                                          FunctionCallOutput.newBuilder()
                                              .setCallId(call.getCallId())
                                              .setOutput(
                                                  ToolOutput.newBuilder().setText("sunny, 21 C"))))))
              .build();
      Response answered = stub.withDeadlineAfter(60, TimeUnit.SECONDS).createResponse(answer);
      System.out.println(
          "round_trip: " + answered.getPreviousResponseId() + " " + outputText(answered));

      // 4. Get a stored response.
      Response fetched =
          stub.withDeadlineAfter(60, TimeUnit.SECONDS)
              .getResponse(GetResponseRequest.newBuilder().setResponseId(created.getId()).build());
      System.out.println("get: " + fetched.getId() + " " + fetched.getStatus());

      // 5. An error: its gRPC status and OpenAI's error object from the trailing metadata.
      try {
        stub.withDeadlineAfter(60, TimeUnit.SECONDS)
            .getResponse(GetResponseRequest.newBuilder().setResponseId("resp_missing").build());
        throw new IllegalStateException("error: expected a failure");
      } catch (StatusRuntimeException error) {
        Status status = error.getStatus();
        Metadata trailers = error.getTrailers();
        String json = trailers == null ? null : trailers.get(ERROR_JSON);
        Struct.Builder body = Struct.newBuilder();
        JsonFormat.parser().merge(json == null ? "{}" : json, body);
        Struct detail = body.getFieldsOrThrow("error").getStructValue();
        System.out.println(
            "error: "
                + status.getCode()
                + " "
                + detail.getFieldsOrThrow("type").getStringValue()
                + " "
                + detail.getFieldsOrThrow("message").getStringValue());
      }
    } finally {
      channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }
}
