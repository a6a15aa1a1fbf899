// A Responsa client in TypeScript over the generated responsa.v1 stubs (@responsa/stubs, by path:
// generated/ts) and Connect's Node gRPC transport (real gRPC over HTTP/2).
//
//   npx tsx examples/typescript/client.ts
//
// Environment: RESPONSA_GRPC_TARGET (default 127.0.0.1:8080, Envoy's port), RESPONSA_MODEL and
// RESPONSA_TOOL_MODEL (the model for the function-call turn; default RESPONSA_MODEL).
import { create } from "@bufbuild/protobuf";
import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { ResponseStatus, type Response } from "@responsa/stubs/responsa/v1/response_pb";
import {
  CreateResponseRequestSchema,
  ResponsesService,
} from "@responsa/stubs/responsa/v1/responses_pb";

const target = process.env.RESPONSA_GRPC_TARGET || "127.0.0.1:8080";
const model = process.env.RESPONSA_MODEL || "llama3.2";
const toolModel = process.env.RESPONSA_TOOL_MODEL || model;

const client = createClient(
  ResponsesService,
  createGrpcTransport({ baseUrl: `http://${target}` }),
);
const timeoutMs = 60_000;

/** The text of every output_text part, as the OpenAI SDKs' output_text. */
function outputText(response: Response): string {
  return response.output
    .flatMap((item) => (item.item.case === "message" ? item.item.value.content : []))
    .map((part) => (part.part.case === "outputText" ? part.part.value.text : ""))
    .join("");
}

function textRequest(modelName: string, text: string) {
  return create(CreateResponseRequestSchema, {
    model: modelName,
    input: { input: { case: "text", value: text } },
  });
}

// 1. Unary create.
const created = await client.createResponse(textRequest(model, "Say hello"), { timeoutMs });
console.log(`unary: ${created.id} ${ResponseStatus[created.status]} ${outputText(created)}`);

// 2. Streamed create: print the text deltas as they arrive.
process.stdout.write("stream: ");
for await (const event of client.streamResponse(textRequest(model, "Count to three"), {
  timeoutMs,
})) {
  if (event.event.case === "responseOutputTextDelta") {
    process.stdout.write(event.event.value.delta);
  }
}
process.stdout.write("\n");

// 3. Function call round trip through previous_response_id.
const ask = create(CreateResponseRequestSchema, {
  model: toolModel,
  input: { input: { case: "text", value: "What is the weather in Paris?" } },
  tools: [
    {
      tool: {
        case: "function",
        value: {
          name: "get_weather",
          // google.protobuf.Struct fields are plain JSON objects in protobuf-es.
          parameters: {
            type: "object",
            properties: { city: { type: "string" } },
            required: ["city"],
          },
        },
      },
    },
  ],
});
const asked = await client.createResponse(ask, { timeoutMs });
const call = asked.output
  .map((item) => (item.item.case === "functionCall" ? item.item.value : undefined))
  .find((found) => found !== undefined);
if (call === undefined) throw new Error("function call: the model called no function");
JSON.parse(call.arguments);
console.log(`function_call: ${call.name} ${call.callId}`);
const answered = await client.createResponse(
  create(CreateResponseRequestSchema, {
    model,
    previousResponseId: asked.id,
    tools: ask.tools,
    input: {
      input: {
        case: "items",
        value: {
          items: [
            {
              item: {
                case: "functionCallOutput",
                value: {
                  callId: call.callId,
                  output: { output: { case: "text", value: "sunny, 21 C" } },
                },
              },
            },
          ],
        },
      },
    },
  }),
  { timeoutMs },
);
console.log(`round_trip: ${answered.previousResponseId} ${outputText(answered)}`);

// 4. Get a stored response.
const fetched = await client.getResponse({ responseId: created.id }, { timeoutMs });
console.log(`get: ${fetched.id} ${ResponseStatus[fetched.status]}`);

// 5. An error: its gRPC status and OpenAI's error object from the trailing metadata.
try {
  await client.getResponse({ responseId: "resp_missing" }, { timeoutMs });
  throw new Error("error: expected a failure");
} catch (caught) {
  const error = ConnectError.from(caught);
  // gRPC trailers are part of ConnectError.metadata.
  const body = JSON.parse(error.metadata.get("responsa-error-json") ?? "{}");
  // Code names are camel case (NotFound); print gRPC's canonical NOT_FOUND.
  const codeName = Code[error.code].replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase();
  console.log(`error: ${codeName} ${body.error?.type} ${body.error?.message}`);
}
