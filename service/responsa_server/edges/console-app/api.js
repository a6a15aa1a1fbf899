// The REST API as the console calls it: the user's key (sessionStorage, this tab only) as a
// bearer token, so authentication and project scoping are the API's own.
const KEY = "responsa.console.key";

export function savedKey() {
  return sessionStorage.getItem(KEY);
}

export function saveKey(key) {
  sessionStorage.setItem(KEY, key);
}

export function forgetKey() {
  sessionStorage.removeItem(KEY);
}

function headers(extra) {
  const all = Object.assign({}, extra || {});
  const key = savedKey();
  if (key) all.Authorization = "Bearer " + key;
  return all;
}

// An API failure: the OpenAI error body's message, status and code.
export class ApiFailure extends Error {
  constructor(status, body) {
    const error = (body && body.error) || {};
    super(error.message || "HTTP " + status);
    this.status = status;
    this.code = error.code || null;
  }
}

// Sent on `window` when the API refused the saved key (401: revoked, or the server's keys
// changed): the key is forgotten at once, and app.js shows the login page.
export const KEY_REFUSED = "responsa:key-refused";

function refused(status, parsed) {
  const failure = new ApiFailure(status, parsed);
  if (status === 401 && savedKey() !== null) {
    forgetKey();
    window.dispatchEvent(new CustomEvent(KEY_REFUSED, { detail: failure.message }));
  }
  return failure;
}

export async function call(method, path, body) {
  const init = { method, headers: headers(body === undefined ? {} : { "Content-Type": "application/json" }) };
  if (body !== undefined) init.body = JSON.stringify(body);
  const reply = await fetch(path, init);
  let parsed = null;
  try {
    parsed = await reply.json();
  } catch (_) {
    parsed = null;
  }
  if (!reply.ok) throw refused(reply.status, parsed);
  return parsed;
}

export const get = (path) => call("GET", path);
export const post = (path, body) => call("POST", path, body === undefined ? {} : body);

// Every item of a list, page after page (`after` = the last id while `has_more`).
export async function everything(path, params) {
  const data = [];
  let after;
  for (;;) {
    const page = await get(path + query(Object.assign({}, params, { after })));
    data.push(...page.data);
    if (!page.has_more || !page.last_id) return data;
    after = page.last_id;
  }
}

export function query(params) {
  const parts = [];
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") {
      parts.push(encodeURIComponent(name) + "=" + encodeURIComponent(String(value)));
    }
  }
  return parts.length ? "?" + parts.join("&") : "";
}

// A background response's events from the stored log on (GET ?stream=true&starting_after=N),
// each parsed event passed to onEvent; resolves when the stream ends. `signal` stops it.
export async function followEvents(responseId, startingAfter, onEvent, signal) {
  const path = "/v1/responses/" + encodeURIComponent(responseId) +
    query({ stream: "true", starting_after: startingAfter });
  const reply = await fetch(path, { headers: headers({ Accept: "text/event-stream" }), signal });
  if (!reply.ok) {
    let parsed = null;
    try { parsed = await reply.json(); } catch (_) { parsed = null; }
    throw refused(reply.status, parsed);
  }
  const reader = reply.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame.split("\n").filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).trimStart()).join("\n");
      if (data && data !== "[DONE]") onEvent(JSON.parse(data));
    }
  }
}
