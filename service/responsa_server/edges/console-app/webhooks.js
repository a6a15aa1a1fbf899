// The Webhooks page: the project's endpoints (docs/webhooks.md); create one (its signing secret
// shown once, here, with a copy button, and kept nowhere), enable or disable, rotate the secret,
// send a test event, delete; and each endpoint's newest deliveries (status, attempts, next
// attempt, last status and error). Every call is the API's, with the logged-in key.
import { call, get, post } from "./api.js";
import { copyButton, failure, h, idCell, replace, when } from "./dom.js";

const EVENTS = ["response.completed", "response.failed", "response.cancelled", "response.incomplete"];
const BASE = "/v1/webhook_endpoints";

const path = (endpoint, rest) => BASE + "/" + encodeURIComponent(endpoint.id) + (rest || "");

function secretBox(endpoint, what) {
  return h("div", { class: "secret", id: "webhook-secret", role: "status" },
    h("p", {}, what, " ", h("code", {}, endpoint.id), ". Copy its signing secret now: it is shown only this once."),
    h("p", {}, h("code", { id: "webhook-secret-value" }, endpoint.secret), " ", copyButton(endpoint.secret, "copy secret")));
}

function deliveriesTable(page) {
  const rows = page.data.map((d) => h("tr", { "data-id": d.id },
    h("td", {}, h("code", {}, d.id)), h("td", {}, d.event_type), h("td", { class: "status" }, d.status),
    h("td", {}, String(d.attempts)), h("td", {}, when(d.next_attempt_at)),
    h("td", {}, d.last_status_code === null ? "" : String(d.last_status_code)), h("td", {}, d.last_error || ""),
    h("td", {}, when(d.created_at))));
  return h("table", { id: "deliveries" },
    h("thead", {}, h("tr", {}, ["webhook-id", "event", "status", "attempts", "next attempt", "last status", "last error", "created"].map((t) => h("th", {}, t)))),
    h("tbody", {}, rows));
}

export async function webhooksPage(main) {
  const rows = h("tbody");
  const shown = h("div", { id: "webhook-shown" });
  const status = h("p", { class: "note" });

  async function act(button, work) {
    button.disabled = true;
    try {
      await work();
    } catch (error) {
      show(failure(error));
    }
    button.disabled = false;
  }

  function actions(endpoint) {
    const toggle = h("button", { type: "button", class: "toggle" }, endpoint.enabled ? "Disable" : "Enable");
    toggle.addEventListener("click", () => act(toggle, async () => {
      await post(path(endpoint), { enabled: !endpoint.enabled });
      await load();
    }));
    const test = h("button", { type: "button", class: "test" }, "Send test event");
    test.addEventListener("click", () => act(test, async () => {
      await post(path(endpoint, "/test"));
      await showDeliveries(endpoint);
    }));
    const rotate = h("button", { type: "button", class: "rotate" }, "Rotate secret");
    rotate.addEventListener("click", () => act(rotate, async () => {
      show(secretBox(await post(path(endpoint, "/rotate_secret")), "New secret for"));
    }));
    const deliveries = h("button", { type: "button", class: "deliveries" }, "Deliveries");
    deliveries.addEventListener("click", () => act(deliveries, () => showDeliveries(endpoint)));
    // Two clicks: the first asks, the second deletes.
    const remove = h("button", { type: "button", class: "delete" }, "Delete");
    let armed = false;
    remove.addEventListener("click", () => {
      if (!armed) {
        armed = true;
        remove.textContent = "Really delete?";
        return;
      }
      act(remove, async () => {
        await call("DELETE", path(endpoint));
        show();
        await load();
      });
    });
    return [toggle, " ", test, " ", rotate, " ", deliveries, " ", remove];
  }

  // The endpoint whose deliveries are shown (null: something else is); while one of them is
  // pending, the list is read again every second.
  let watching = null;
  async function showDeliveries(endpoint) {
    watching = endpoint.id;
    const page = await get(path(endpoint, "/deliveries?limit=50"));
    if (watching !== endpoint.id || !shown.isConnected) return;
    replace(shown, h("h3", {}, "Deliveries to ", h("code", {}, endpoint.url)),
      page.data.length ? deliveriesTable(page) : h("p", { class: "note" }, "None yet."));
    if (page.data.some((d) => d.status === "pending")) {
      setTimeout(() => {
        if (watching === endpoint.id && shown.isConnected) showDeliveries(endpoint).catch(() => {});
      }, 1000);
    }
  }

  function show(...children) {
    watching = null;
    replace(shown, ...children);
  }

  async function load() {
    try {
      const page = await get(BASE + "?limit=100");
      rows.replaceChildren(...page.data.map((endpoint) => h("tr", { "data-id": endpoint.id },
        h("td", {}, idCell(endpoint.id)), h("td", {}, h("code", {}, endpoint.url)),
        h("td", {}, endpoint.events.join(", ")), h("td", { class: "enabled" }, endpoint.enabled ? "enabled" : "disabled"),
        h("td", {}, when(endpoint.created_at)), h("td", {}, actions(endpoint)))));
      status.textContent = page.data.length + " endpoint" + (page.data.length === 1 ? "" : "s");
    } catch (error) {
      replace(status, failure(error));
    }
  }

  const url = h("input", { id: "webhook-url", type: "url", required: true, placeholder: "https://example.com/hooks" });
  const boxes = EVENTS.map((name) => h("input", { type: "checkbox", value: name, checked: true }));
  const form = h("form", { class: "inline", id: "create-webhook" }, url,
    EVENTS.map((name, index) => h("label", {}, boxes[index], " " + name.slice("response.".length))),
    h("button", { type: "submit" }, "Create endpoint"));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const events = boxes.filter((box) => box.checked).map((box) => box.value);
    try {
      const made = await post(BASE, { url: url.value.trim(), events });
      show(secretBox(made, "Endpoint"));
      url.value = "";
      await load();
    } catch (error) {
      show(failure(error));
    }
  });
  replace(main, h("h2", {}, "Webhooks"), form, shown,
    h("table", { id: "webhooks" }, h("thead", {}, h("tr", {}, ["id", "url", "events", "state", "created", ""].map((t) => h("th", {}, t)))), rows),
    status,
    h("p", { class: "note" }, "Background responses of this project that end are POSTed to each enabled endpoint, signed (Standard Webhooks); failed attempts are retried with back-off."));
  await load();
}
