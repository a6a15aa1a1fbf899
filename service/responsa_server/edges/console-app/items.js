// Input and output items rendered readably, by type. Text always goes in as text nodes.
import { h, pretty } from "./dom.js";

const CALLS = new Set(["function_call", "custom_tool_call", "mcp_call", "web_search_call",
  "file_search_call", "tool_search_call", "mcp_list_tools", "mcp_approval_request"]);
const SERVER_CALLS = new Set(["mcp_call", "web_search_call", "file_search_call", "mcp_list_tools"]);

function field(name, value) {
  if (value === undefined || value === null || value === "") return null;
  return h("div", { class: "field" }, h("span", { class: "name" }, name), h("span", { class: "value" }, String(value)));
}

function block(name, value) {
  if (value === undefined || value === null || value === "") return null;
  return h("div", { class: "field" }, h("span", { class: "name" }, name), h("pre", {}, pretty(value)));
}

function citations(annotations) {
  if (!annotations || !annotations.length) return null;
  return h("ul", { class: "citations" }, annotations.map((note) => {
    if (note.type === "url_citation") return h("li", {}, "url: ", note.title || "", " ", h("code", {}, note.url || ""));
    if (note.type === "file_citation") return h("li", {}, "file: ", note.filename || "", " ", h("code", {}, note.file_id || ""));
    return h("li", {}, note.type, " ", pretty(note));
  }));
}

function part(content) {
  switch (content.type) {
    case "input_text":
    case "output_text":
    case "text":
    case "summary_text":
    case "reasoning_text":
      return h("div", { class: "part" }, h("div", { class: "text" }, content.text || ""), citations(content.annotations));
    case "refusal":
      return h("div", { class: "part refusal" }, content.refusal || "");
    case "input_image":
      return h("div", { class: "part" }, "[image] ", content.file_id || (content.image_url || "").slice(0, 120));
    case "input_file":
      return h("div", { class: "part" }, "[file] ", content.filename || content.file_id || "");
    default:
      return h("pre", { class: "part" }, pretty(content));
  }
}

function contents(content) {
  if (typeof content === "string") return h("div", { class: "part" }, h("div", { class: "text" }, content));
  return (content || []).map(part);
}

function body(item) {
  switch (item.type) {
    case "message":
    case undefined:
      return contents(item.content);
    case "reasoning":
      return [(item.summary || []).map(part), (item.content || []).map(part),
        item.encrypted_content ? field("encrypted_content", "(sealed)") : null];
    case "function_call":
      return [field("name", (item.namespace ? item.namespace + "." : "") + item.name), field("call_id", item.call_id), block("arguments", item.arguments)];
    case "function_call_output":
    case "custom_tool_call_output":
      return [field("call_id", item.call_id), block("output", item.output)];
    case "custom_tool_call":
      return [field("name", item.name), field("call_id", item.call_id), block("input", item.input)];
    case "mcp_call":
      return [field("server", item.server_label), field("tool", item.name), block("arguments", item.arguments),
        block("output", item.output), block("error", item.error)];
    case "mcp_list_tools":
      return [field("server", item.server_label), field("tools", (item.tools || []).map((tool) => tool.name).join(", ")), block("error", item.error)];
    case "mcp_approval_request":
      return [field("server", item.server_label), field("tool", item.name), block("arguments", item.arguments)];
    case "mcp_approval_response":
      return [field("approval_request_id", item.approval_request_id), field("approve", item.approve), field("reason", item.reason)];
    case "web_search_call":
      return [block("action", item.action)];
    case "file_search_call":
      return [field("queries", (item.queries || []).join(" | ")), (item.results || []).map((hit) =>
        h("div", { class: "hit" }, field("file", (hit.filename || "") + " " + (hit.file_id || "")), field("score", hit.score), h("div", { class: "text" }, hit.text || "")))];
    default:
      return block("item", item);
  }
}

export function itemView(item) {
  const title = item.type === "message" || item.type === undefined ? "message · " + (item.role || "") : item.type;
  return h("article", { class: "item item-" + (item.type || "message"), "data-type": item.type || "message", "data-item-id": item.id || null },
    h("header", {}, h("span", { class: "kind" }, title), item.status ? h("span", { class: "status" }, item.status) : null,
      item.id ? h("code", { class: "item-id" }, item.id) : null),
    body(item));
}

// The tool loop as stored items show it: MCP tool listings first, then upstream turns, each the
// model's items followed by the calls it made; a turn that ran server-side calls fed their
// results to the next.
export function turnsOf(output) {
  const setup = [];
  const turns = [];
  let current = null;
  for (const item of output) {
    if (item.type === "mcp_list_tools" && turns.length === 0) { setup.push(item); continue; }
    const call = CALLS.has(item.type);
    if (!current || (!call && current.calls.length)) {
      current = { said: [], calls: [] };
      turns.push(current);
    }
    (call ? current.calls : current.said).push(item);
  }
  return { setup, turns };
}

function callLabel(item) {
  const name = item.name ? " " + (item.server_label ? item.server_label + "." : "") + item.name : "";
  const where = SERVER_CALLS.has(item.type) ? "server" : "client";
  return item.type + name + " (" + where + (item.status ? ", " + item.status : "") + ")";
}

const ARGS_CHARS = 60;

// What tells parallel calls of one tool apart on their rows: the call id and the first
// characters of the arguments (or input, or search query).
function callDetail(item) {
  const query = item.action && typeof item.action.query === "string" ? item.action.query : null;
  const args = item.arguments || item.input || query || (item.queries || []).join(" | ");
  const flat = String(args || "").replace(/\s+/g, " ").trim();
  const text = flat.length > ARGS_CHARS ? flat.slice(0, ARGS_CHARS) + "…" : flat;
  const parts = [item.call_id ? "call " + item.call_id : "", text].filter(Boolean);
  return parts.length ? h("span", { class: "call-args" }, parts.join(" · ")) : null;
}

function ms(value) {
  return value < 10 ? value.toFixed(1) + " ms" : Math.round(value) + " ms";
}

// A step's bar: where it started and how long it took, on the run's own scale (CSSOM, which
// the Content-Security-Policy allows; inline style attributes it does not).
function bar(step, total) {
  if (!step || !total) return null;
  const node = h("span", { class: "bar", title: ms(step.start_ms) + " + " + ms(step.duration_ms) });
  node.style.marginLeft = (100 * step.start_ms / total).toFixed(2) + "%";
  node.style.width = Math.max(0.5, 100 * step.duration_ms / total).toFixed(2) + "%";
  return h("span", { class: "track" }, node);
}

// A link from a timeline row to its item in the output (scrolled to, not routed: the hash
// names the page). Its id tells parallel calls of one tool apart.
function itemLink(item) {
  if (!item || !item.id) return null;
  const link = h("a", { href: "#", class: "item-link", "data-item-id": item.id, title: "Show this item in the output" }, item.id);
  link.addEventListener("click", (event) => {
    event.preventDefault();
    const target = document.querySelector("#output [data-item-id=\"" + CSS.escape(item.id) + "\"]");
    if (target) {
      target.scrollIntoView({ block: "center" });
      target.classList.add("picked");
      setTimeout(() => target.classList.remove("picked"), 1500);
    }
  });
  return link;
}

function line(classes, label, step, total, item) {
  return h("li", { class: "step " + classes },
    h("span", { class: "label" }, label, step ? " · " + ms(step.duration_ms) : ""),
    h("span", { class: "link" }, itemLink(item), item ? callDetail(item) : null), bar(step, total));
}

// `steps`: GET /v1/responses/{id}/timeline's (empty for a response stored without them).
export function timelineView(response, steps) {
  const { setup, turns } = turnsOf(response.output || []);
  const timed = steps || [];
  const total = timed.reduce((end, step) => Math.max(end, step.start_ms + step.duration_ms), 0);
  const setupStep = timed.find((step) => step.kind === "setup");
  const turnSteps = timed.filter((step) => step.kind === "turn");
  const callSteps = new Map(timed.filter((step) => step.kind === "call" && step.item_id).map((step) => [step.item_id, step]));
  const lines = [];
  if (setup.length) lines.push(line("setup", "tools listed: " + setup.map(callLabel).join(", "), setupStep, total));
  turns.forEach((turn, index) => {
    const said = turn.said.map((item) => item.type === "message" ? "message" : item.type).join(", ");
    lines.push(line("turn", "upstream turn " + (index + 1) + (said ? ": " + said : ""), turnSteps[index], total));
    for (const item of turn.calls) lines.push(line("call", callLabel(item), callSteps.get(item.id), total, item));
  });
  // The API's times are whole seconds: a response done within its second says so.
  const took = response.completed_at && response.created_at ? response.completed_at - response.created_at : null;
  const tookText = took === null ? "" : took < 1 ? ", completed within the second it was created" : ", " + took + " s from created to completed";
  const summary = turns.length + " upstream turn(s)" + (total ? ", " + ms(total) + " from the first step to the last" : "") +
    tookText + (timed.length ? "" : "; no step times stored for this response");
  return h("section", { class: "timeline", id: "timeline" }, h("h3", {}, "Tool loop"),
    h("p", { class: "note" }, summary), h("ol", {}, lines));
}
