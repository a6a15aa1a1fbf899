// Drive Responsa's Conversations API with the official openai npm SDK (6.x).
//
//   node tests/e2e/node/conversations.mjs http://127.0.0.1:8080/v1
//
// Prints one JSON line {"ok": true, "results": {...}} and exits 0, or, on the first failed check,
// {"ok": false, "step": ..., "error": ...} and exits 1. tests/e2e/test_conversations_node.py runs it.

import OpenAI from 'openai';

class CheckFailed extends Error {}

function check(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

function equal(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  check(a === e, `${what}: expected ${e}, got ${a}`);
}

const user = (text) => ({ type: 'message', role: 'user', content: text });
const texts = (items) => items.map((item) => item.content[0].text);

async function expectStatus(status, promise, what) {
  try {
    await promise;
  } catch (error) {
    equal(error.status, status, `${what} status`);
    return error.error;
  }
  throw new CheckFailed(`${what}: expected HTTP ${status}, got success`);
}

const STEPS = [
  [
    'every_operation',
    async (client) => {
      const created = await client.conversations.create({
        metadata: { topic: 'demo' },
        items: [user('Hello!')],
      });
      check(created.id.startsWith('conv_'), `id ${created.id}`);
      equal(created.object, 'conversation', 'object');
      equal((await client.conversations.retrieve(created.id)).metadata, { topic: 'demo' }, 'get');
      const updated = await client.conversations.update(created.id, { metadata: { topic: 'x' } });
      equal(updated.metadata, { topic: 'x' }, 'update');
      const added = await client.conversations.items.create(created.id, { items: [user('two')] });
      equal(texts(added.data), ['two'], 'items.create');
      const id = added.data[0].id;
      const one = await client.conversations.items.retrieve(id, { conversation_id: created.id });
      equal(one.id, id, 'items.retrieve');
      const listed = await client.conversations.items.list(created.id, { order: 'asc' });
      equal(texts(listed.data), ['Hello!', 'two'], 'items.list');
      const after = await client.conversations.items.delete(id, { conversation_id: created.id });
      equal(after.id, created.id, 'items.delete returns the conversation');
      const deleted = await client.conversations.delete(created.id);
      equal([deleted.object, deleted.deleted], ['conversation.deleted', true], 'delete');
      const body = await expectStatus(404, client.conversations.retrieve(created.id), 'deleted');
      equal(body.message, `Conversation with id '${created.id}' not found.`, 'deleted message');
      return created.id;
    },
  ],
  [
    'ten_turn_chat',
    async (client) => {
      const conversation = await client.conversations.create({});
      for (let turn = 1; turn <= 10; turn++) {
        const response = await client.responses.create({
          model: 'fake-text',
          input: `turn ${turn}`,
          conversation: conversation.id,
        });
        equal(response.output_text, `Echo: turn ${turn}`, `turn ${turn}`);
        equal(response.conversation, { id: conversation.id }, 'response.conversation');
      }
      const all = [];
      for await (const item of client.conversations.items.list(conversation.id, {
        order: 'asc',
        limit: 3,
      })) {
        all.push(item.content[0].text);
      }
      equal(all.length, 20, 'items after ten turns');
      equal(all.slice(-2), ['turn 10', 'Echo: turn 10'], 'last turn');
      return all.length;
    },
  ],
  [
    'pagination_120',
    async (client) => {
      const conversation = await client.conversations.create({});
      for (let start = 0; start < 120; start += 20) {
        const items = [];
        for (let i = start; i < start + 20; i++) items.push(user(`item ${i}`));
        await client.conversations.items.create(conversation.id, { items });
      }
      const seen = [];
      for await (const item of client.conversations.items.list(conversation.id, { limit: 11 })) {
        seen.push(item.content[0].text);
      }
      const expected = [];
      for (let i = 119; i >= 0; i--) expected.push(`item ${i}`);
      equal(seen, expected, 'newest first over 120 items');
      return seen.length;
    },
  ],
  [
    'exclusive_with_previous_response_id',
    async (client) => {
      const conversation = await client.conversations.create({});
      const first = await client.responses.create({ model: 'fake-text', input: 'hi' });
      const error = await expectStatus(
        400,
        client.responses.create({
          model: 'fake-text',
          input: 'x',
          conversation: conversation.id,
          previous_response_id: first.id,
        }),
        'both',
      );
      equal(error.code, 'mutually_exclusive_parameters', 'code');
      return error.message;
    },
  ],
];

async function main() {
  const baseURL = process.argv[2];
  if (!baseURL) {
    console.error('usage: node conversations.mjs <base url>');
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
      return 1;
    }
  }
  console.log(JSON.stringify({ ok: true, results }));
  return 0;
}

process.exitCode = await main();
