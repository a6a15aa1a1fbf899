// The failed-requests log (GET /v1/responsa/failed_requests, a Responsa extension): creates
// that were refused or whose upstream failed and that never became a stored response, newest
// first, with filters kept in the address (#/failed?status=429&model=gpt-4o).
import { get, query } from "./api.js";
import { failure, h, idCell, replace, when, zone } from "./dom.js";

const FILTERS = ["model", "key", "status", "from", "to"];

// A datetime-local value (local time) as Unix seconds; "" when empty.
function seconds(value) {
  if (!value) return "";
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? "" : String(Math.floor(time / 1000));
}

function failedRow(row) {
  return h("tr", { "data-id": row.id, "data-status": String(row.status) },
    h("td", { class: "created" }, when(row.created_at)),
    h("td", {}, row.model || ""),
    h("td", {}, row.key_id ? h("a", { href: "#/failed" + query({ key: row.key_id }) }, row.key_id) : ""),
    h("td", { class: "status-failed" }, String(row.status)),
    h("td", {}, row.code || ""),
    h("td", { class: "preview" }, row.message, row.param ? " (param " + row.param + ")" : ""),
    h("td", {}, String(row.upstream_attempts)),
    h("td", {}, Math.round(row.duration_ms) + " ms"),
    h("td", {}, idCell(row.request_id)),
    h("td", {}, row.response_id ? h("code", { title: "never stored" }, row.response_id) : ""));
}

export async function failedPage(main, params) {
  const filters = {};
  for (const name of FILTERS) filters[name] = params.get(name) || "";
  const rows = h("tbody");
  const more = h("button", { type: "button", id: "more-failed", hidden: true }, "Load more");
  const status = h("p", { class: "note", id: "failed-note" });
  let after = null;
  let shown = 0;
  let generation = 0;
  async function load(reset) {
    if (reset) {
      rows.replaceChildren(); after = null; shown = 0; generation += 1;
      const target = "#/failed" + query(filters);
      if (target !== location.hash) history.replaceState(null, "", target);
    }
    const mine = generation;
    status.textContent = "Loading…";
    try {
      const page = await get("/v1/responsa/failed_requests" + query({
        limit: 100, after, model: filters.model, key_id: filters.key, status: filters.status,
        created_after: seconds(filters.from), created_before: seconds(filters.to),
      }));
      if (mine !== generation) return;
      for (const row of page.data) { rows.appendChild(failedRow(row)); shown += 1; }
      after = page.last_id;
      more.hidden = !page.has_more;
      status.textContent = shown + " shown";
    } catch (error) {
      replace(status, failure(error));
    }
  }
  more.addEventListener("click", () => load(false));
  const box = (name, placeholder, type) => {
    const node = h("input", { id: "failed-" + name, placeholder, value: filters[name], type: type || "text", step: type ? 1 : null });
    node.addEventListener("change", () => { filters[name] = node.value.trim(); load(true); });
    return node;
  };
  replace(main, h("h2", {}, "Failed requests"),
    h("p", { class: "note" }, "Creates that were refused, or whose upstream failed, and were never stored as a response. " +
      "A response that failed after it started is stored: see the responses with status failed."),
    h("div", { class: "filters" }, box("model", "model"), box("key", "key id (key_…)"), box("status", "HTTP status"),
      h("label", {}, "from", box("from", "", "datetime-local")), h("label", {}, "to", box("to", "", "datetime-local"))),
    h("table", { id: "failed" }, h("thead", {}, h("tr", {}, ["time", "model", "key", "status", "code", "error", "upstream attempts", "took", "request id", "response id"]
      .map((name) => h("th", {}, name)))), rows),
    more, status, h("p", { class: "note" }, "Times are this browser's: " + zone() + "."));
  await load(true);
}
