// Drive Responsa's REST surface with the official openai npm SDK (6.x).
//
//   node tests/e2e/node/create_and_stream.mjs http://127.0.0.1:8080/v1
//
// Prints one JSON line {"ok": true, "results": {...}} and exits 0, or, on the first failed check,
// {"ok": false, "step": ..., "error": ...} (the message also on stderr) and exits 1.
// tests/e2e/test_sdk_node.py runs it against the real stack.

import OpenAI from 'openai';
import { VERSION } from 'openai/version';

const STREAM_HEAD = [
  'response.created',
  'response.in_progress',
  'response.output_item.added',
  'response.content_part.added',
  'response.output_text.delta',
];
const STREAM_TAIL = [
  'response.output_text.delta',
  'response.output_text.done',
  'response.content_part.done',
  'response.output_item.done',
  'response.completed',
];

class CheckFailed extends Error {}

function check(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

function equal(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  check(a === e, `${what}: expected ${e}, got ${a}`);
}

// The text of every output_text part, as the SDKs' output_text computes it.
function outputText(response) {
  const texts = [];
  for (const item of response.output) {
    if (item.type !== 'message') continue;
    for (const part of item.content) {
      if (part.type === 'output_text') texts.push(part.text);
    }
  }
  return texts.join('');
}

async function stepCreate(client) {
  const response = await client.responses.create({ model: 'fake-text', input: 'hello there' });
  equal(response.status, 'completed', 'status');
  equal(response.output_text, 'Echo: hello there', 'output_text');
  equal(outputText(response), response.output_text, 'output_text vs output');
  check(response.id.startsWith('resp_'), `id ${response.id} does not start with resp_`);
  equal(response.object, 'response', 'object');
  check(response.usage && response.usage.total_tokens > 0, 'usage missing');
  return { id: response.id, status: response.status, output_text: response.output_text };
}

async function stepStream(client) {
  const stream = await client.responses.create({
    model: 'fake-text',
    input: 'a b c d e f',
    stream: true,
  });
  const events = [];
  for await (const event of stream) events.push(event);
  const types = events.map((e) => e.type);
  equal(types.slice(0, 5), STREAM_HEAD, 'first event types');
  equal(types.slice(-5), STREAM_TAIL, 'last event types');
  equal(
    events.map((e) => e.sequence_number),
    events.map((_, i) => i),
    'sequence numbers',
  );
  const completed = events[events.length - 1];
  equal(completed.type, 'response.completed', 'terminal event');
  const final = completed.response;
  equal(final.status, 'completed', 'final status');
  equal(events[0].response.id, final.id, 'response.created id');
  const deltas = events
    .filter((e) => e.type === 'response.output_text.delta')
    .map((e) => e.delta)
    .join('');
  equal(deltas, outputText(final), 'concatenated deltas vs final output_text');
  equal(deltas, 'Echo: a b c d e f', 'streamed text');
  const itemIds = [...new Set(events.filter((e) => 'item_id' in e).map((e) => e.item_id))];
  equal(itemIds, [final.output[0].id], 'item ids in events');
  const retrieved = await client.responses.retrieve(final.id);
  equal(retrieved.output_text, deltas, 'retrieved output_text');
  return {
    first: types.slice(0, 5),
    last: types.slice(-5),
    events: events.length,
    sequence_ok: true,
    text: deltas,
    final_status: final.status,
  };
}

async function stepStreamHelper(client) {
  const stream = client.responses.stream({ model: 'fake-text', input: 'streamed' });
  const types = [];
  let deltas = '';
  for await (const event of stream) {
    types.push(event.type);
    if (event.type === 'response.output_text.delta') deltas += event.delta;
  }
  const final = await stream.finalResponse();
  equal(final.status, 'completed', 'helper final status');
  equal(final.output_text, 'Echo: streamed', 'helper final output_text');
  equal(deltas, final.output_text, 'helper deltas vs final output_text');
  equal(types[types.length - 1], 'response.completed', 'helper last event');
  return { output_text: final.output_text, status: final.status, events: types.length };
}

const STEPS = [
  ['create', stepCreate],
  ['stream', stepStream],
  ['stream_helper', stepStreamHelper],
];

async function main() {
  const baseURL = process.argv[2];
  if (!baseURL) {
    console.error('usage: node create_and_stream.mjs REST_BASE_URL');
    return 2;
  }
  const client = new OpenAI({ baseURL, apiKey: 'k', maxRetries: 0, timeout: 20000 });
  const results = {};
  for (const [name, step] of STEPS) {
    try {
      results[name] = await step(client);
    } catch (error) {
      const message = `step '${name}' failed: ${error?.constructor?.name}: ${error?.message}`;
      console.log(JSON.stringify({ ok: false, step: name, error: message }));
      console.error(message);
      if (error?.stack) console.error(error.stack);
      return 1;
    }
  }
  console.log(JSON.stringify({ ok: true, sdk_version: VERSION, results }));
  return 0;
}

process.exitCode = await main();
