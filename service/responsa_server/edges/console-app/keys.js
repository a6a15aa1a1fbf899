// The Keys page, for an admin key: the project's keys (redacted), create one (its secret shown
// once, here, with a copy button, and kept nowhere), revoke one. The API refuses anyone else
// (403); the page is offered only when GET /v1/api_key says the key is an admin's.
import { ApiFailure, call, forgetKey, get, post, query } from "./api.js";
import { copyButton, failure, h, idCell, replace, when } from "./dom.js";

// What GET /v1/api_key said about the logged-in key (null: not known, or no key at all).
let caller = null;

// Ask who the key is; resolves to the key object or null (RESPONSA_AUTH=none, jwt, failures).
export async function whoAmI() {
  try {
    caller = await get("/v1/api_key");
  } catch (_) {
    caller = null;
  }
  return caller;
}

export function forgetCaller() {
  caller = null;
}

function keysPath(rest) {
  return "/v1/organization/projects/" + encodeURIComponent(caller.project_id) + "/api_keys" + (rest || "");
}

function revokeButton(key, onRevoked) {
  // Two clicks: the first asks, the second revokes (no dialog: nothing to dismiss by mistake).
  const button = h("button", { type: "button", class: "revoke", "data-id": key.id }, "Revoke");
  let armed = false;
  button.addEventListener("click", async () => {
    if (!armed) {
      armed = true;
      button.textContent = key.id === caller.id ? "Revoke the key you are using?" : "Really revoke?";
      return;
    }
    button.disabled = true;
    try {
      await call("DELETE", keysPath("/" + encodeURIComponent(key.id)));
      onRevoked(key);
    } catch (error) {
      button.replaceWith(failure(error));
    }
  });
  return button;
}

// The new key's secret: shown in this box only, until the page changes.
function secretBox(created) {
  const secret = h("code", { id: "new-key-secret" }, created.value);
  return h("div", { class: "secret", id: "new-key", role: "status" },
    h("p", {}, "New ", created.admin ? "admin " : "", "key ", h("code", {}, created.id),
      created.name ? " (" + created.name + ")" : "", ". Copy it now: it is shown only this once."),
    h("p", {}, secret, " ", copyButton(created.value, "copy key")));
}

export async function keysPage(main) {
  if (caller === null) await whoAmI();
  if (caller === null || !caller.admin) {
    return replace(main, h("h2", {}, "Keys"),
      failure({ message: "Only an admin key of the project can manage its keys (responsa keys create --project NAME --admin)." }));
  }
  const rows = h("tbody");
  const created = h("div", { id: "created" });
  const status = h("p", { class: "note" });
  async function load() {
    try {
      const page = await get(keysPath(query({ limit: 100, order: "desc" })));
      rows.replaceChildren(...page.data.map((key) => h("tr", { "data-id": key.id },
        h("td", {}, idCell(key.id)), h("td", {}, key.name || ""), h("td", {}, h("code", {}, key.redacted_value)),
        h("td", {}, key.admin ? "admin" : ""), h("td", {}, when(key.created_at)),
        h("td", {}, key.id === caller.id ? h("span", { class: "note" }, "this key ") : null, revokeButton(key, revoked)))));
      status.textContent = page.data.length + " active key" + (page.data.length === 1 ? "" : "s") + (page.has_more ? " (newest 100 shown)" : "");
    } catch (error) {
      replace(status, failure(error));
    }
  }
  function revoked(key) {
    if (key.id === caller.id) {
      // The key in use is gone: its next call would be a 401.
      forgetKey();
      forgetCaller();
      location.hash = "";
      location.reload();
      return;
    }
    load();
  }
  const name = h("input", { id: "key-name", placeholder: "name (what the key is for)", maxlength: 256 });
  const admin = h("input", { id: "key-admin", type: "checkbox" });
  const form = h("form", { class: "inline", id: "create-key" }, name,
    h("label", {}, admin, " admin"), h("button", { type: "submit" }, "Create key"));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const body = { admin: admin.checked };
    if (name.value.trim()) body.name = name.value.trim();
    try {
      const made = await post(keysPath(), body);
      replace(created, secretBox(made));
      name.value = "";
      admin.checked = false;
      await load();
    } catch (error) {
      replace(created, failure(error instanceof ApiFailure ? error : { message: String(error) }));
    }
  });
  replace(main, h("h2", {}, "Keys of project ", h("code", {}, caller.project_id)), form, created,
    h("table", { id: "keys" }, h("thead", {}, h("tr", {}, ["id", "name", "key", "role", "created", ""].map((text) => h("th", {}, text)))), rows),
    status, h("p", { class: "note" }, "Revoked keys are refused from their next call on; responsa keys list still lists them."));
  await load();
}
