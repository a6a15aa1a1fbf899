// The responses list and one response's page (chain, items, timeline, live events, cancel).
import { ApiFailure, everything, followEvents, get, post, query } from "./api.js";
import { copyButton, created, failure, h, idCell, replace, when, zone } from "./dom.js";
import { itemView, timelineView } from "./items.js";

const LIVE = new Set(["queued", "in_progress"]);

// A run's time and cost from GET .../timeline ("" for what was not recorded).
export function measuresText(timeline) {
  const parts = [];
  if (typeof timeline.total_ms === "number") parts.push(seconds3(timeline.total_ms) + " total");
  if (typeof timeline.first_token_ms === "number") parts.push(seconds3(timeline.first_token_ms) + " to first token");
  if (typeof timeline.cost_usd === "number") parts.push("$" + timeline.cost_usd.toFixed(6));
  return parts.join(" · ");
}

function seconds3(ms) {
  return (ms / 1000).toFixed(3) + " s";
}

function usageText(usage) {
  if (!usage) return "";
  return usage.input_tokens + " in / " + usage.output_tokens + " out / " + usage.total_tokens + " total";
}

// A row's tokens, short (the cell's title has the total).
function tokensText(usage) {
  return usage ? usage.input_tokens + " in / " + usage.output_tokens + " out" : "";
}

export function jobText(job) {
  const where = job.replica ? " on replica " + job.replica : (job.last_replica ? " · ran on replica " + job.last_replica : "");
  return job.state + where + " · attempts " + job.attempts + (job.cancel_requested ? " · cancel requested" : "");
}

// The filters as GET /v1/responses takes them (Responsa extensions): the server filters, so
// every page of 100 is full and "Load more" pages the filtered list. The model box is a prefix;
// the metadata box is "key" or "key=value".
function listQuery(filters, after) {
  const flag = (value) => (value === "yes" ? "true" : value === "no" ? "false" : "");
  const equals = filters.metadata.indexOf("=");
  return query({
    limit: 100, after, q: filters.q, model_prefix: filters.model, status: filters.status,
    background: flag(filters.background), has_tools: flag(filters.tools),
    created_after: seconds(filters.from), created_before: seconds(filters.to),
    metadata_key: equals < 0 ? filters.metadata : filters.metadata.slice(0, equals),
    metadata_value: equals < 0 ? "" : filters.metadata.slice(equals + 1),
    error_code: filters.error, key_id: filters.key,
  });
}

const PREVIEW_CHARS = 80;

// The first words of an item (a message's text, a call's name and arguments, a tool's output).
function itemText(item) {
  if (!item) return "";
  let text = "";
  if (typeof item.content === "string") text = item.content;
  else if (Array.isArray(item.content)) {
    text = item.content.map((part) => part.text || part.refusal || "").filter(Boolean).join(" ");
  } else if (item.type && item.type.endsWith("_call")) {
    text = (item.name || item.type) + "(" + (item.arguments || "") + ")";
  } else if (typeof item.output === "string") text = item.output;
  text = text.replace(/\s+/g, " ").trim();
  return text.length > PREVIEW_CHARS ? text.slice(0, PREVIEW_CHARS) + "…" : text;
}

function cut(text) {
  const flat = String(text || "").replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_CHARS ? flat.slice(0, PREVIEW_CHARS) + "…" : flat;
}

// The question (the last input item's text) and the first output item with text. Both come
// with the listing (GET /v1/responsa/responses' `responsa_row`): no read per row.
function previewCell(response) {
  const row = response.responsa_row || {};
  const answer = (response.output || []).map(itemText).find(Boolean) || "";
  return h("td", { class: "preview" }, h("span", { class: "asked" }, cut(row.question)),
    h("span", { class: "answered" }, answer));
}

// The run's time (to the first token too, when streamed) and cost, from the same row.
function measureCells(response) {
  const row = response.responsa_row || {};
  const time = typeof row.total_ms === "number"
    ? seconds3(row.total_ms) + (typeof row.first_token_ms === "number" ? " (" + seconds3(row.first_token_ms) + " first)" : "")
    : "";
  return [h("td", { class: "measure time" }, time),
    h("td", { class: "measure cost" }, typeof row.cost_usd === "number" ? "$" + row.cost_usd.toFixed(6) : "")];
}

// A datetime-local input's value (local time) as Unix seconds; "" when empty.
function seconds(value) {
  if (!value) return "";
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? "" : String(Math.floor(time / 1000));
}

function responseRow(response, withJobs) {
  const replica = h("td", { class: "replica" });
  if (withJobs) {
    // The replica running a live job, or the one that ran a finished job.
    get("/v1/responses/" + encodeURIComponent(response.id) + "/job")
      .then((job) => { replica.textContent = job.replica || job.last_replica || job.state; })
      .catch(() => { replica.textContent = "?"; });
  }
  return h("tr", { "data-id": response.id },
    h("td", {}, idCell(response.id, "#/responses/" + response.id)),
    h("td", { class: "created" }, created(response)), h("td", {}, response.model),
    previewCell(response),
    h("td", { class: "status-" + response.status }, response.status),
    h("td", {}, response.background ? "yes" : ""), h("td", {}, String((response.tools || []).length)),
    h("td", { class: "measure usage", title: usageText(response.usage) }, tokensText(response.usage)),
    measureCells(response), withJobs ? replica : null);
}

const FILTERS = ["q", "model", "metadata", "error", "key", "status", "background", "tools", "from", "to"];

// A list of responses with filters; `preset` fixes some of them (the background page),
// `params` (the hash's query) sets the others, and every change is written back there, so a
// filtered list can be reloaded, bookmarked and shared.
export async function responsesPage(main, preset, params) {
  const filters = {};
  for (const name of FILTERS) filters[name] = (params && params.get(name)) || "";
  Object.assign(filters, preset || {});
  const base = preset && preset.background === "yes" ? "#/background" : "#/responses";
  const remember = () => {
    const shown = {};
    for (const name of FILTERS) if (!(preset && name in preset)) shown[name] = filters[name];
    const target = base + query(shown);
    // Only a change is written (an address without a hash is the unfiltered list already).
    if (target !== (location.hash || "#/responses")) history.replaceState(null, "", target);
  };
  // The background page shows the replica running each live job (or that ran a finished one).
  const jobs = filters.background === "yes";
  const rows = h("tbody");
  const more = h("button", { type: "button", id: "more", hidden: true }, "Load more");
  const status = h("p", { class: "note" });
  let after = null;
  let shown = 0;
  // Each load belongs to one set of filters: a reply to an older one is dropped.
  let generation = 0;
  async function load(reset) {
    if (reset) { rows.replaceChildren(); after = null; shown = 0; generation += 1; remember(); }
    const mine = generation;
    status.textContent = "Loading…";
    try {
      // GET /v1/responses's page with each row's question, time and cost (an extension).
      const page = await get("/v1/responsa/responses" + listQuery(filters, after));
      if (mine !== generation) return;
      for (const response of page.data) { rows.appendChild(responseRow(response, jobs)); shown += 1; }
      after = page.last_id;
      more.hidden = !page.has_more;
      status.textContent = shown + " shown";
    } catch (error) {
      replace(status, failure(error));
    }
  }
  more.addEventListener("click", () => load(false));
  const select = (name, options) => {
    const node = h("select", { name, id: "filter-" + name }, options.map(([value, label]) =>
      h("option", { value, selected: filters[name] === value }, label)));
    node.addEventListener("change", () => { filters[name] = node.value; load(true); });
    return node;
  };
  const box = (name, placeholder) => {
    const node = h("input", { id: "filter-" + name, placeholder, value: filters[name] });
    node.addEventListener("change", () => { filters[name] = node.value.trim(); load(true); });
    return node;
  };
  // The time range: created from (inclusive) to (exclusive), in this browser's time zone.
  const moment = (name, label) => {
    const node = h("input", { id: "filter-" + name, type: "datetime-local", step: 1, value: filters[name] });
    node.addEventListener("change", () => { filters[name] = node.value; load(true); });
    return h("label", {}, label, node);
  };
  const search = h("input", { id: "search-id", placeholder: "resp_… (open by id)" });
  const open = h("form", { class: "inline" }, search, h("button", { type: "submit" }, "Open"));
  open.addEventListener("submit", (event) => {
    event.preventDefault();
    if (search.value.trim()) location.hash = "#/responses/" + search.value.trim();
  });
  const title = preset && preset.background === "yes" ? "Background responses" : "Responses";
  replace(main, h("h2", {}, title), open,
    h("div", { class: "filters" }, box("q", "words in input or output"),
      box("model", "model (prefix)"), box("metadata", "metadata key=value"),
      box("error", "error code"), box("key", "key id (key_…)")),
    h("div", { class: "filters" },
      select("status", [["", "any status"], ["queued", "queued"], ["in_progress", "in_progress"],
        ["completed", "completed"], ["incomplete", "incomplete"], ["failed", "failed"], ["cancelled", "cancelled"]]),
      preset && preset.background ? null : select("background", [["", "background or not"], ["yes", "background"], ["no", "foreground"]]),
      select("tools", [["", "with or without tools"], ["yes", "has tools"], ["no", "no tools"]]),
      moment("from", "from"), moment("to", "to")),
    h("table", { id: "responses" }, h("thead", {}, h("tr", {}, ["id", "created", "model", "question → answer", "status", "background", "tools", "usage", "time", "cost"]
      .concat(jobs ? ["replica"] : []).map((name) => h("th", {}, name)))), rows),
    more, status, h("p", { class: "note", id: "zone" }, "Times are this browser's: " + zone() + "."));
  await load(true);
}

function shellQuote(text) {
  return "'" + text.replace(/'/g, "'\\''") + "'";
}

// A create request that asks for the same thing: what the client sent, never a secret (the
// stored tools carry no MCP headers or authorization; the key is $OPENAI_API_KEY).
export function curlFor(response, inputItems) {
  const body = { model: response.model, input: inputItems };
  for (const name of ["instructions", "previous_response_id", "tools", "tool_choice", "temperature",
    "top_p", "top_logprobs", "max_output_tokens", "max_tool_calls", "parallel_tool_calls", "reasoning", "text",
    "truncation", "background", "store", "metadata", "user", "safety_identifier", "prompt_cache_key"]) {
    if (response[name] !== null && response[name] !== undefined) body[name] = response[name];
  }
  if (body.metadata && !Object.keys(body.metadata).length) delete body.metadata;
  if (response.conversation) body.conversation = response.conversation.id;
  if (body.conversation) delete body.previous_response_id;
  return "curl " + location.origin + "/v1/responses \\\n  -H 'Content-Type: application/json' \\\n" +
    "  -H \"Authorization: Bearer $OPENAI_API_KEY\" \\\n  -d " + shellQuote(JSON.stringify(body, null, 2));
}

function liveEvents(response, onEnd) {
  const list = h("ol", { id: "events", class: "events" });
  const state = h("p", { class: "note", id: "events-state" }, "following…");
  const stop = new AbortController();
  let last = null;
  followEvents(response.id, undefined, (event) => {
    last = event.sequence_number;
    const detail = event.delta !== undefined ? event.delta : (event.item ? event.item.type : "");
    list.appendChild(h("li", { class: "event", "data-type": event.type }, h("code", {}, String(event.sequence_number)), " ", event.type, detail ? " " + detail : ""));
  }, stop.signal).then(() => {
    state.textContent = "stream ended" + (last !== null ? " after event " + last : "");
    onEnd();
  }).catch((error) => {
    if (!stop.signal.aborted) replace(state, failure(error));
  });
  window.addEventListener("hashchange", () => stop.abort(), { once: true });
  return h("section", { class: "live" }, h("h3", {}, "Live events"), state, list);
}

// `back`: the list the page belongs to, [hash, its name].
export function notFoundPage(main, error, back) {
  const [href, name] = back || ["#/responses", "responses"];
  replace(main, h("section", { id: "not-found" }, h("h2", {}, "Not found"), failure(error),
    h("p", {}, h("a", { href }, "Back to the " + name))));
}

function metadataText(metadata) {
  const entries = Object.entries(metadata || {});
  return entries.length ? entries.map(([key, value]) => key + " = " + value).join("\n") : "none";
}

export async function responsePage(main, id) {
  replace(main, h("p", {}, "Loading…"));
  let response;
  let inputs;
  try {
    response = await get("/v1/responses/" + encodeURIComponent(id));
    // Every input item, page after page: the page and its curl show the whole input.
    inputs = await everything("/v1/responses/" + encodeURIComponent(id) + "/input_items", { limit: 100, order: "asc" });
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return notFoundPage(main, error);
    return replace(main, failure(error));
  }
  let job = null;
  if (response.background) {
    try {
      // GET .../job is a Responsa extension: the background job and the replica running it.
      job = await get("/v1/responses/" + encodeURIComponent(id) + "/job");
    } catch (_) {
      job = null;
    }
  }
  let next = [];
  try {
    // The responses continuing this one: GET /v1/responses?previous_response_id= (an extension).
    next = (await get("/v1/responses" + query({ previous_response_id: id, limit: 20, order: "asc" }))).data;
  } catch (_) {
    next = [];
  }
  let timeline = { steps: [] };
  try {
    // GET .../timeline is a Responsa extension: when each step of the tool loop ran, and what
    // the run took (time, time to first token, cost).
    timeline = await get("/v1/responses/" + encodeURIComponent(id) + "/timeline");
  } catch (_) {
    timeline = { steps: [] };
  }
  const steps = timeline.steps || [];
  const actions = h("div", { class: "actions" });
  if (LIVE.has(response.status)) {
    const cancel = h("button", { type: "button", id: "cancel" }, "Cancel");
    cancel.addEventListener("click", async () => {
      cancel.disabled = true;
      try {
        const cancelled = await post("/v1/responses/" + encodeURIComponent(id) + "/cancel");
        cancel.textContent = "status: " + cancelled.status;
      } catch (error) {
        actions.appendChild(failure(error));
      }
    });
    actions.appendChild(cancel);
  }
  const curl = curlFor(response, inputs);
  replace(main,
    h("h2", {}, "Response ", idCell(response.id)),
    actions,
    h("dl", { class: "summary" },
      h("dt", {}, "status"), h("dd", { id: "status", class: "status-" + response.status }, response.status),
      h("dt", {}, "model"), h("dd", {}, response.model),
      h("dt", {}, "created"), h("dd", { id: "created" }, created(response)),
      h("dt", {}, "completed"), h("dd", {}, when(response.completed_at)),
      h("dt", {}, "background"), h("dd", {}, response.background ? "yes" : "no"),
      job ? [h("dt", {}, "job"), h("dd", { id: "job" }, jobText(job))] : null,
      h("dt", {}, "usage"), h("dd", {}, usageText(response.usage)),
      h("dt", {}, "time and cost"), h("dd", { id: "measures" }, measuresText(timeline) || "not recorded"),
      h("dt", {}, "metadata"), h("dd", { id: "metadata", class: "text" }, metadataText(response.metadata)),
      h("dt", {}, "previous"), h("dd", { id: "previous" }, response.previous_response_id ? idCell(response.previous_response_id, "#/responses/" + response.previous_response_id) : "none"),
      h("dt", {}, "next"), h("dd", { id: "next" }, next.length ? next.map((later) => idCell(later.id, "#/responses/" + later.id)) : "none"),
      h("dt", {}, "conversation"), h("dd", {}, response.conversation ? idCell(response.conversation.id, "#/conversations/" + response.conversation.id) : "none")),
    response.error ? h("div", { class: "error", id: "response-error" }, (response.error.code || "error") + ": " + response.error.message) : null,
    response.incomplete_details ? h("p", { class: "note" }, "incomplete: " + response.incomplete_details.reason) : null,
    LIVE.has(response.status) && response.background ? liveEvents(response, () => responsePage(main, id)) : null,
    timelineView(response, steps),
    h("section", { id: "input" }, h("h3", {}, "Input (" + inputs.length + " item" + (inputs.length === 1 ? "" : "s") + ")"), response.instructions ? h("div", { class: "item" }, h("header", {}, "instructions"), h("div", { class: "text" }, typeof response.instructions === "string" ? response.instructions : JSON.stringify(response.instructions))) : null, inputs.map(itemView)),
    h("section", { id: "output" }, h("h3", {}, "Output"), (response.output || []).map(itemView)),
    h("section", {}, h("h3", {}, "Reproduce with curl ", copyButton(curl)), h("pre", { id: "curl" }, curl)));
}
