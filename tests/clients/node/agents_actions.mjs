// @openai/agents' action tools against the stack (argv[2]) on a Chat Completions model (the fake
// upstream's `fake-script`, which calls the tool its input names, then answers with what the
// tool said): shellTool (a local Shell running the commands), applyPatchTool (an Editor writing
// under a temp directory) and computerTool (a fake computer answering with a PNG), one full run
// each. Prints one JSON line.
import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  Agent,
  OpenAIResponsesModel,
  Runner,
  applyDiff,
  applyPatchTool,
  computerTool,
  setTracingDisabled,
  shellTool,
} from "@openai/agents";
import OpenAI from "openai";

setTracingDisabled(true);
const client = new OpenAI({ baseURL: process.argv[2], apiKey: "unused", maxRetries: 0 });
const model = new OpenAIResponsesModel(client, "fake-script");
const runner = new Runner();
const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

async function run(name, tool, args) {
  const agent = new Agent({ name, instructions: "Use the tool.", model, tools: [tool] });
  const result = await runner.run(agent, `CALL ${name} ${JSON.stringify(args)}`, { maxTurns: 4 });
  return String(result.finalOutput);
}

const shell = {
  async run(action) {
    return {
      output: action.commands.map((command) => ({
        stdout: execSync(command).toString(),
        stderr: "",
        outcome: { type: "exit", exitCode: 0 },
      })),
    };
  },
};

const root = mkdtempSync(join(tmpdir(), "agents-js-"));
const editor = {
  async createFile(operation) {
    writeFileSync(join(root, operation.path), applyDiff("", operation.diff, "create"));
    return { status: "completed", output: `Created ${operation.path}` };
  },
  async updateFile(operation) {
    const path = join(root, operation.path);
    writeFileSync(path, applyDiff(readFileSync(path, "utf8"), operation.diff));
    return { status: "completed", output: `Updated ${operation.path}` };
  },
  async deleteFile(operation) {
    rmSync(join(root, operation.path));
    return { status: "completed", output: `Deleted ${operation.path}` };
  },
};

const actions = [];
const computer = {
  environment: "browser",
  dimensions: [1024, 768],
  screenshot: async () => (actions.push(["screenshot"]), PNG),
  click: async (x, y, button) => void actions.push(["click", x, y, button]),
  doubleClick: async (x, y) => void actions.push(["double_click", x, y]),
  scroll: async (x, y, sx, sy) => void actions.push(["scroll", x, y, sx, sy]),
  type: async (text) => void actions.push(["type", text]),
  wait: async () => void actions.push(["wait"]),
  move: async (x, y) => void actions.push(["move", x, y]),
  keypress: async (keys) => void actions.push(["keypress", keys]),
  drag: async (path) => void actions.push(["drag", path]),
};

const report = {};
report.shell = await run("shell", shellTool({ shell }), { commands: ["echo from-js-shell"] });
report.apply_patch = await run("apply_patch", applyPatchTool({ editor }), {
  operation: { type: "create_file", path: "notes.txt", diff: "+hello\n+js" },
});
const written = join(root, "notes.txt");
report.written = existsSync(written) ? readFileSync(written, "utf8") : null;
rmSync(root, { recursive: true });
report.computer = await run("computer", computerTool({ computer }), {
  actions: [{ type: "click", button: "left", x: 7, y: 8 }],
});
report.computer_actions = actions;
console.log(JSON.stringify(report));
