// A Responsa client in C++ over the generated responsa.v1 stubs (gRPC C++, Debian's libgrpc++).
//
// Environment: RESPONSA_GRPC_TARGET (default 127.0.0.1:8080, Envoy's port), RESPONSA_MODEL and
// RESPONSA_TOOL_MODEL (the model for the function-call turn; default RESPONSA_MODEL).
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>

#include <google/protobuf/util/json_util.h>
#include <grpcpp/grpcpp.h>

#include "responsa/v1/responses.grpc.pb.h"

namespace v1 = responsa::v1;

namespace {

std::string Env(const char* name, const std::string& fallback) {
  const char* value = std::getenv(name);
  return value != nullptr && *value != '\0' ? value : fallback;
}

// The text of every output_text part, as the OpenAI SDKs' output_text.
std::string OutputText(const v1::Response& response) {
  std::string text;
  for (const auto& item : response.output()) {
    for (const auto& part : item.message().content()) text += part.output_text().text();
  }
  return text;
}

v1::CreateResponseRequest TextRequest(const std::string& model, const std::string& text) {
  v1::CreateResponseRequest request;
  request.set_model(model);
  request.mutable_input()->set_text(text);
  return request;
}

std::unique_ptr<grpc::ClientContext> Context() {
  auto context = std::make_unique<grpc::ClientContext>();
  context->set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(60));
  return context;
}

[[noreturn]] void Fail(const std::string& what, const grpc::Status& status) {
  std::cerr << what << ": " << status.error_code() << " " << status.error_message() << "\n";
  std::exit(1);
}

}  // namespace

int main() {
  const std::string target = Env("RESPONSA_GRPC_TARGET", "127.0.0.1:8080");
  const std::string model = Env("RESPONSA_MODEL", "llama3.2");
  const std::string tool_model = Env("RESPONSA_TOOL_MODEL", model);
  auto stub = v1::ResponsesService::NewStub(
      grpc::CreateChannel(target, grpc::InsecureChannelCredentials()));

  // 1. Unary create.
  v1::Response created;
  auto status = stub->CreateResponse(Context().get(), TextRequest(model, "Say hello"), &created);
  if (!status.ok()) Fail("create", status);
  std::cout << "unary: " << created.id() << " " << v1::ResponseStatus_Name(created.status())
            << " " << OutputText(created) << "\n";

  // 2. Streamed create: print the text deltas as they arrive.
  auto stream_context = Context();
  auto reader = stub->StreamResponse(stream_context.get(), TextRequest(model, "Count to three"));
  v1::ResponseStreamEvent event;
  std::cout << "stream: ";
  while (reader->Read(&event)) {
    if (event.has_response_output_text_delta()) std::cout << event.response_output_text_delta().delta();
  }
  std::cout << "\n";
  status = reader->Finish();
  if (!status.ok()) Fail("stream", status);

  // 3. Function call round trip through previous_response_id.
  v1::CreateResponseRequest ask = TextRequest(tool_model, "What is the weather in Paris?");
  v1::FunctionTool* tool = ask.add_tools()->mutable_function();
  tool->set_name("get_weather");
  auto parsed = google::protobuf::util::JsonStringToMessage(
      R"({"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]})",
      tool->mutable_parameters());
  if (!parsed.ok()) {
    std::cerr << "parameters: " << parsed.ToString() << "\n";
    return 1;
  }
  v1::Response asked;
  status = stub->CreateResponse(Context().get(), ask, &asked);
  if (!status.ok()) Fail("function call", status);
  const v1::FunctionCall* call = nullptr;
  for (const auto& item : asked.output()) {
    if (item.has_function_call()) call = &item.function_call();
  }
  if (call == nullptr) {
    std::cerr << "function call: the model called no function\n";
    return 1;
  }
  std::cout << "function_call: " << call->name() << " " << call->call_id() << "\n";
  v1::CreateResponseRequest answer;
  answer.set_model(model);
  answer.set_previous_response_id(asked.id());
  *answer.mutable_tools() = ask.tools();
  v1::FunctionCallOutput* output =
      answer.mutable_input()->mutable_items()->add_items()->mutable_function_call_output();
  output->set_call_id(call->call_id());
  output->mutable_output()->set_text("sunny, 21 C");
  v1::Response answered;
  status = stub->CreateResponse(Context().get(), answer, &answered);
  if (!status.ok()) Fail("function call output", status);
  std::cout << "round_trip: " << answered.previous_response_id() << " " << OutputText(answered)
            << "\n";

  // 4. Get a stored response.
  v1::GetResponseRequest get;
  get.set_response_id(created.id());
  v1::Response fetched;
  status = stub->GetResponse(Context().get(), get, &fetched);
  if (!status.ok()) Fail("get", status);
  std::cout << "get: " << fetched.id() << " " << v1::ResponseStatus_Name(fetched.status()) << "\n";

  // 5. An error: its gRPC status and OpenAI's error object from the trailing metadata.
  get.set_response_id("resp_missing");
  auto error_context = Context();
  status = stub->GetResponse(error_context.get(), get, &fetched);
  if (status.ok()) {
    std::cerr << "error: expected a failure\n";
    return 1;
  }
  std::string error_json;
  const auto& trailers = error_context->GetServerTrailingMetadata();
  if (auto found = trailers.find("responsa-error-json"); found != trailers.end()) {
    error_json.assign(found->second.data(), found->second.size());
  }
  // The OpenAI error object, {"error": {"message", "type", "param", "code"}}, read with protobuf's
  // JSON parser into a Struct (no JSON library needed beside the stubs' own).
  google::protobuf::Struct body;
  if (!google::protobuf::util::JsonStringToMessage(error_json, &body).ok()) {
    std::cerr << "error metadata is not JSON: " << error_json << "\n";
    return 1;
  }
  const auto& error = body.fields().at("error").struct_value().fields();
  const char* code_names[] = {"OK", "CANCELLED", "UNKNOWN", "INVALID_ARGUMENT", "DEADLINE_EXCEEDED",
                              "NOT_FOUND"};
  const int code = status.error_code();
  std::cout << "error: " << (code < 6 ? code_names[code] : std::to_string(code)) << " "
            << error.at("type").string_value() << " " << error.at("message").string_value() << "\n";
  return 0;
}
