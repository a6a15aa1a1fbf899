// The usage page: requests, tokens, cost, errors and latency percentiles per day over a range,
// split by model or key when asked (GET /v1/responsa/usage, a Responsa extension), drawn as
// inline SVG charts (charts.js) with the numbers in a table below. The range and the split
// live in the address (#/usage?from=2026-11-01&to=2026-11-28&split=model).
import { get, query } from "./api.js";
import { lineChart } from "./charts.js";
import { failure, h, replace, zone } from "./dom.js";

const DAY_MS = 86400000;
const SPLITS = [["", "all together"], ["model", "by model"], ["key_id", "by key"]];
const pad = (n) => String(n).padStart(2, "0");

// A local date as YYYY-MM-DD (the date inputs' format).
function isoDay(date) {
  return date.getFullYear() + "-" + pad(date.getMonth() + 1) + "-" + pad(date.getDate());
}

// The local midnight a YYYY-MM-DD names, or null.
function midnight(text) {
  const found = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text || "");
  return found ? new Date(Number(found[1]), Number(found[2]) - 1, Number(found[3])) : null;
}

// Every day from `from` to `to` (inclusive), as YYYY-MM-DD.
function daysBetween(from, to) {
  const days = [];
  for (let day = new Date(from); day <= to && days.length < 400; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
    days.push(isoDay(day));
  }
  return days;
}

const count = (v) => String(Math.round(v));
const dollars = (v) => "$" + (v < 0.01 && v > 0 ? v.toFixed(6) : v.toFixed(2));
const millis = (v) => (v >= 1000 ? (v / 1000).toFixed(2) + " s" : Math.round(v) + " ms");
const tokens = (v) => (v >= 1e6 ? (v / 1e6).toFixed(2) + "M" : v >= 1e3 ? (v / 1e3).toFixed(1) + "k" : String(Math.round(v)));

// The series of one measure: per split value (or one, "all"), its value on each day; a day
// without a group is `missing` (0 for counts and sums; null, a gap, for percentiles).
function seriesOf(groups, days, split, measure, missing = 0) {
  const names = split ? [...new Set(groups.map((g) => g[split] || "none"))] : ["all"];
  return names.map((name) => ({
    name,
    values: days.map((day) => {
      const found = groups.find((g) => g.day === day && (!split || (g[split] || "none") === name));
      return found ? measure(found) : missing;
    }),
  }));
}

function percentiles(groups, days, field) {
  return ["p50", "p95", "p99"].map((p) => ({
    name: p,
    values: days.map((day) => {
      const found = groups.find((g) => g.day === day);
      return found && found[field] && typeof found[field][p] === "number" ? found[field][p] : null;
    }),
  }));
}

function tableOf(groups, split) {
  const heads = ["day"].concat(split ? [split === "key_id" ? "key" : "model"] : [],
    ["requests", "errors", "input tokens", "output tokens", "cached", "cost", "p50", "p95", "p99", "first token p50"]);
  const cell = (value) => h("td", {}, value);
  const ms = (group, field, p) => (group[field] && typeof group[field][p] === "number" ? millis(group[field][p]) : "");
  return h("table", { id: "usage-table" }, h("thead", {}, h("tr", {}, heads.map((name) => h("th", {}, name)))),
    h("tbody", {}, groups.map((g) => h("tr", { "data-day": g.day },
      cell(g.day), split ? cell(g[split] || "none") : null, cell(String(g.requests)), cell(String(g.errors)),
      cell(String(g.input_tokens)), cell(String(g.output_tokens)), cell(String(g.cached_tokens)), cell(dollars(g.cost_usd)),
      cell(ms(g, "latency_ms", "p50")), cell(ms(g, "latency_ms", "p95")), cell(ms(g, "latency_ms", "p99")),
      cell(ms(g, "first_token_ms", "p50"))))));
}

export async function usagePage(main, params) {
  const today = new Date();
  const to = midnight(params.get("to")) || new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const from = midnight(params.get("from")) || new Date(to.getTime() - 6 * DAY_MS);
  const split = SPLITS.some(([value]) => value === params.get("split")) ? params.get("split") : "";
  const chosen = { from: isoDay(from), to: isoDay(to), split };
  const go = (change) => { location.hash = "#/usage" + query(Object.assign({}, chosen, change)); };
  const fromBox = h("input", { type: "date", id: "usage-from", value: chosen.from });
  const toBox = h("input", { type: "date", id: "usage-to", value: chosen.to });
  fromBox.addEventListener("change", () => go({ from: fromBox.value }));
  toBox.addEventListener("change", () => go({ to: toBox.value }));
  const splitBox = h("select", { id: "usage-split" }, SPLITS.map(([value, label]) => h("option", { value, selected: value === split }, label)));
  splitBox.addEventListener("change", () => go({ split: splitBox.value }));
  const status = h("p", { class: "note", id: "usage-status" }, "Loading…");
  const charts = h("div", { class: "charts", id: "usage-charts" });
  const table = h("div", { id: "usage-numbers" });
  replace(main, h("h2", {}, "Usage"),
    h("div", { class: "filters" }, h("label", {}, "from", fromBox), h("label", {}, "to", toBox), splitBox,
      h("a", { href: "#/failed" }, "failed requests")),
    status, charts, table,
    h("p", { class: "note" }, "Days are this browser's (" + zone() + "). Requests are stored responses and failed requests; " +
      "errors are failed responses and failed requests; latency is the stored responses' run time, percentiles by nearest rank."));
  let usage;
  try {
    usage = await get("/v1/responsa/usage" + query({
      created_after: Math.floor(from.getTime() / 1000),
      created_before: Math.floor(new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).getTime() / 1000),
      group_by: split ? "day," + split : "day",
      utc_offset_minutes: -new Date().getTimezoneOffset(),
    }));
  } catch (error) {
    return replace(status, failure(error));
  }
  const groups = usage.data;
  const days = daysBetween(from, to);
  const total = (field) => groups.reduce((sum, g) => sum + g[field], 0);
  status.textContent = total("requests") + " requests, " + total("errors") + " errors, " +
    (total("input_tokens") + total("output_tokens")) + " tokens, " + dollars(total("cost_usd")) + " from " + chosen.from + " to " + chosen.to;
  const tokenSeries = split
    ? seriesOf(groups, days, split, (g) => g.input_tokens + g.output_tokens)
    : [["input", "input_tokens"], ["output", "output_tokens"], ["cached", "cached_tokens"]].map(([name, field]) =>
      ({ name, values: seriesOf(groups, days, "", (g) => g[field])[0].values }));
  const latency = split ? seriesOf(groups, days, split, (g) => (g.latency_ms && g.latency_ms.p95) ?? null, null) : percentiles(groups, days, "latency_ms");
  const firstToken = split ? seriesOf(groups, days, split, (g) => (g.first_token_ms && g.first_token_ms.p95) ?? null, null) : percentiles(groups, days, "first_token_ms");
  replace(charts,
    lineChart("chart-requests", "Requests", days, seriesOf(groups, days, split, (g) => g.requests), count),
    lineChart("chart-tokens", split ? "Tokens (input + output)" : "Tokens", days, tokenSeries, tokens),
    lineChart("chart-cost", "Cost (USD)", days, seriesOf(groups, days, split, (g) => g.cost_usd), dollars),
    lineChart("chart-errors", "Errors", days, seriesOf(groups, days, split, (g) => g.errors), count),
    lineChart("chart-latency", split ? "Latency p95" : "Latency (p50, p95, p99)", days, latency, millis),
    lineChart("chart-first-token", split ? "Time to first token p95" : "Time to first token (p50, p95, p99)", days, firstToken, millis));
  replace(table, tableOf(groups, split));
}
