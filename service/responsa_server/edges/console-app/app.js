// The console's entry: log in with a key, then route by the location's hash.
import { KEY_REFUSED, forgetKey, get, saveKey, savedKey } from "./api.js";
import { failure, h, replace } from "./dom.js";
import { forgetCaller, keysPage, whoAmI } from "./keys.js";
import { notFoundPage, responsePage, responsesPage } from "./responses.js";
import { failedPage } from "./failed.js";
import { usagePage } from "./usage.js";
import { conversationPage, conversationsPage, filesPage, vectorStorePage, vectorStoresPage } from "./stores.js";
import { webhooksPage } from "./webhooks.js";

let main = document.getElementById("main");
const nav = document.getElementById("nav");
const keysLink = document.getElementById("nav-keys");
// Whether GET /v1/api_key was asked since the last login (the Keys link shows for admins).
let asked = false;

function loginPage(message) {
  nav.hidden = true;
  const key = h("input", { id: "api-key", type: "password", autocomplete: "off", placeholder: "sk-rsp-… (empty when the server runs with RESPONSA_AUTH=none)" });
  const form = h("form", { id: "login" }, h("label", { for: "api-key" }, "API key of a project"), key, h("button", { type: "submit" }, "Log in"));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    saveKey(key.value.trim());
    try {
      await get("/v1/responses?limit=1");
    } catch (error) {
      forgetKey();
      return loginPage(error.message);
    }
    asked = false;
    route();
  });
  replace(main, h("h2", {}, "Log in"), message ? failure({ message }) : null, form,
    h("p", { class: "note" }, "The key stays in this tab (sessionStorage) and is sent to this server's API only."));
}

// Each page by its hash's path; `params` is the hash's query (the list's filters).
const ROUTES = [
  [/^#\/responses\/([^/]+)$/, (id) => responsePage(main, id)],
  [/^#\/responses$/, (params) => responsesPage(main, null, params)],
  [/^#\/background$/, (params) => responsesPage(main, { background: "yes" }, params)],
  [/^#\/conversations\/([^/]+)$/, (id) => conversationPage(main, id)],
  [/^#\/conversations$/, () => conversationsPage(main)],
  [/^#\/files$/, () => filesPage(main)],
  [/^#\/vector_stores\/([^/]+)$/, (id) => vectorStorePage(main, id)],
  [/^#\/vector_stores$/, () => vectorStoresPage(main)],
  [/^#\/usage$/, (params) => usagePage(main, params)],
  [/^#\/failed$/, (params) => failedPage(main, params)],
  [/^#\/keys$/, () => keysPage(main)],
  [/^#\/webhooks$/, () => webhooksPage(main)],
];

async function route() {
  if (savedKey() === null) return loginPage();
  nav.hidden = false;
  if (!asked) {
    // Not awaited: the page shows at once (and a later route, e.g. a logout, is never
    // overtaken by this one finishing late).
    asked = true;
    whoAmI().then((key) => { keysLink.hidden = !(savedKey() !== null && key && key.admin); });
  }
  const hash = location.hash || "#/responses";
  const mark = hash.indexOf("?");
  const path = mark < 0 ? hash : hash.slice(0, mark);
  const params = new URLSearchParams(mark < 0 ? "" : hash.slice(mark + 1));
  for (const [pattern, page] of ROUTES) {
    const found = pattern.exec(path);
    if (!found) continue;
    let parts;
    try {
      parts = found.slice(1).map(decodeURIComponent);
    } catch (_) {
      // A malformed escape (#/responses/%E0%A4%A) names nothing: not found, like an unknown id.
      return notFoundPage(main, { message: "The address names no valid id: " + path });
    }
    return parts.length ? page(...parts) : page(params);
  }
  return responsesPage(main, null, params);
}

// A fresh <main>: a page still loading writes into the old one, which is no longer shown.
function detachPage() {
  const fresh = main.cloneNode(false);
  main.replaceWith(fresh);
  main = fresh;
}

// The API refused the saved key (revoked meanwhile): it is forgotten; log out, and say why.
window.addEventListener(KEY_REFUSED, (event) => {
  if (nav.hidden) return; // the login form reports its own refusal
  detachPage();
  forgetCaller();
  asked = false;
  keysLink.hidden = true;
  loginPage("Logged out: the server refused the key (" + event.detail + ")");
});

document.getElementById("logout").addEventListener("click", () => {
  forgetKey();
  forgetCaller();
  asked = false;
  keysLink.hidden = true;
  location.hash = "";
  loginPage();
});
window.addEventListener("hashchange", route);
route().catch((error) => replace(main, failure(error)));
