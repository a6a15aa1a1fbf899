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

export function when(seconds) {
  if (!seconds) return "";
  return new Date(seconds * 1000).toISOString().replace("T", " ").replace(/\.\d+Z$/, "Z");
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
