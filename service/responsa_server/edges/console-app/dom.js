// Building the page without parsing HTML: every string becomes a text node, so model output that
// holds HTML or <script> is shown as text.
export function h(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else if (name === "class") node.className = value;
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else if (child instanceof Node) node.appendChild(child);
    else node.appendChild(document.createTextNode(String(child)));
  }
}

export function replace(node, ...children) {
  node.replaceChildren();
  append(node, children);
}

export function copyButton(text, label) {
  const button = h("button", { type: "button", class: "copy", title: "Copy " + text }, label || "copy");
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = "copied";
    } catch (_) {
      button.textContent = "copy failed";
    }
    setTimeout(() => { button.textContent = label || "copy"; }, 1500);
  });
  return button;
}

export function idCell(id, href) {
  return h("span", { class: "id" }, href ? h("a", { href }, id) : h("code", {}, id), " ", copyButton(id));
}

const pad = (n) => String(n).padStart(2, "0");

// A time in this browser's time zone, as the list's from/to filters read theirs
// (YYYY-MM-DD HH:MM:SS; `zone()` names the zone).
export function when(seconds) {
  if (!seconds) return "";
  const t = new Date(seconds * 1000);
  return t.getFullYear() + "-" + pad(t.getMonth() + 1) + "-" + pad(t.getDate()) + " " +
    pad(t.getHours()) + ":" + pad(t.getMinutes()) + ":" + pad(t.getSeconds());
}

// When `object` (a response, a conversation) was made, to the millisecond when its id says
// (model/ids.py: its first 16 hex digits are Unix seconds, then nanoseconds): the API's
// created_at is whole seconds. Ids made before that layout (their first digits are not
// created_at) show the seconds only.
export function created(object) {
  const text = when(object.created_at);
  const hex = String(object.id || "").slice(String(object.id || "").indexOf("_") + 1);
  if (!text || !/^[0-9a-f]{16}/.test(hex) || parseInt(hex.slice(0, 8), 16) !== object.created_at) return text;
  const ms = Math.floor(parseInt(hex.slice(8, 16), 16) / 1e6);
  return ms < 1000 ? text + "." + String(ms).padStart(3, "0") : text;
}

// This browser's time zone: its name and its offset from UTC now, e.g. "Europe/Berlin, UTC+01:00".
export function zone() {
  const minutes = -new Date().getTimezoneOffset();
  const sign = minutes < 0 ? "-" : "+";
  const offset = "UTC" + sign + pad(Math.floor(Math.abs(minutes) / 60)) + ":" + pad(Math.abs(minutes) % 60);
  const name = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return name ? name + ", " + offset : offset;
}

export function pretty(value) {
  if (typeof value === "string") {
    try { return JSON.stringify(JSON.parse(value), null, 2); } catch (_) { return value; }
  }
  return JSON.stringify(value, null, 2);
}

export function failure(error) {
  return h("div", { class: "error", role: "alert" }, error.message);
}
