// @openai/agents' WebSocket model (OpenAIResponsesWSModel) against the stack (argv[2]); prints
// one JSON line. Every turn of a run goes over one socket as `response.create` frames, which
// this SDK sends with `"stream": true`.
import {
  Agent,
  OpenAIResponsesWSModel,
  Runner,
  setTracingDisabled,
  tool,
} from "@openai/agents";
import OpenAI from "openai";
import { z } from "zod";

setTracingDisabled(true);
const client = new OpenAI({ baseURL: process.argv[2], apiKey: "unused", maxRetries: 0 });
const runner = new Runner();

const getWeather = tool({
  name: "get_weather",
  description: "Weather for a city",
  parameters: z.object({ location: z.string() }),
  execute: async ({ location }) => `sunny in ${location}`,
});

const toolModel = new OpenAIResponsesWSModel(client, "fake-tool-call");
const withTool = await runner.run(
  new Agent({ name: "weather", instructions: "Be brief.", model: toolModel, tools: [getWeather] }),
  "What is the weather?",
);
await toolModel.close();

const textModel = new OpenAIResponsesWSModel(client, "fake-text");
const echo = new Agent({ name: "echo", instructions: "Be brief.", model: textModel });
const streamed = await runner.run(echo, "stream me please", { stream: true });
const chunks = [];
for await (const event of streamed) {
  if (event.type === "raw_model_stream_event" && event.data.type === "output_text_delta") {
    chunks.push(event.data.delta);
  }
}
await streamed.completed;
// A continuation of the streamed run's response, on the same socket.
const next = await runner.run(echo, "and again", { previousResponseId: streamed.lastResponseId });
await textModel.close();

console.log(
  JSON.stringify({
    tool_answer: withTool.finalOutput,
    tool_items: withTool.newItems.map((item) => item.type),
    chunks,
    streamed_answer: streamed.finalOutput,
    streamed_response_id: streamed.lastResponseId,
    next_answer: next.finalOutput,
  }),
);
