// The Vercel AI SDK (ai 6 + @ai-sdk/openai 3) against the stack (argv[2]); prints one JSON line.
// A recording `fetch` keeps the request bodies, to show what the SDK sent.
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, stepCountIs, streamText, tool } from "ai";
import { z } from "zod";

const sent = [];
const openai = createOpenAI({
  baseURL: process.argv[2],
  apiKey: "unused",
  fetch: async (url, init) => {
    sent.push(JSON.parse(init.body));
    return fetch(url, init);
  },
});

const getWeather = tool({
  description: "Weather for a city",
  inputSchema: z.object({ location: z.string() }),
  execute: async ({ location }) => `sunny in ${location}`,
});
const withTool = await generateText({
  model: openai.responses("fake-tool-call"),
  tools: { get_weather: getWeather },
  stopWhen: stepCountIs(3),
  prompt: "What is the weather?",
});

const chunks = [];
const streamed = streamText({ model: openai.responses("fake-text"), prompt: "stream me please" });
for await (const chunk of streamed.textStream) chunks.push(chunk);

// The chat pattern: the whole conversation resent as `messages`, store left at its default.
const messages = [{ role: "user", content: "one" }];
const first = await generateText({ model: openai.responses("fake-text"), messages });
messages.push(...first.response.messages, { role: "user", content: "two" });
const sentBefore = sent.length;
const second = await generateText({ model: openai.responses("fake-text"), messages });

console.log(
  JSON.stringify({
    tool_answer: withTool.text,
    tool_steps: withTool.steps.length,
    chunks,
    history_answer: second.text,
    history_input: sent[sentBefore].input,
  }),
);
