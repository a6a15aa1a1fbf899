// Background mode with the official npm SDK: a background stream cut after a few events, then
// resumed with client.responses.retrieve(id, { stream: true, starting_after }). Prints one JSON line.
import OpenAI from "openai";

const baseURL = process.argv[2];
const cutAfter = Number(process.argv[3] ?? "4");
const client = new OpenAI({ baseURL, apiKey: "sk-test", maxRetries: 0 });

const seen = [];
let responseId = null;
const stream = await client.responses.create({
  model: "fake-slow",
  input: "node background",
  background: true,
  stream: true,
  max_output_tokens: 16,
});
for await (const event of stream) {
  seen.push(event.sequence_number);
  if (event.type === "response.created") responseId = event.response.id;
  if (event.sequence_number >= cutAfter) break;
}
stream.controller.abort();

const resumed = [];
let last = null;
const again = await client.responses.retrieve(responseId, {
  stream: true,
  starting_after: cutAfter,
});
for await (const event of again) {
  resumed.push(event.sequence_number);
  last = event;
}
const polled = await client.responses.retrieve(responseId);
console.log(
  JSON.stringify({
    seen,
    resumed,
    last_type: last?.type ?? null,
    polled_status: polled.status,
    output_text: polled.output_text,
  }),
);
