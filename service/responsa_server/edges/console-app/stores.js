// Conversations, files and vector stores.
import { get, post, query } from "./api.js";
import { created, failure, h, idCell, pretty, replace, when } from "./dom.js";
import { itemView } from "./items.js";
import { notFoundPage } from "./responses.js";

function table(id, names, rows) {
  return h("table", { id }, h("thead", {}, h("tr", {}, names.map((name) => h("th", {}, name)))), h("tbody", {}, rows));
}

// `back`: the list a not-found page links back to, [hash, its name].
async function guarded(main, work, back) {
  try {
    await work();
  } catch (error) {
    if (error.status === 404) notFoundPage(main, error, back);
    else replace(main, failure(error));
  }
}

export async function conversationsPage(main) {
  const input = h("input", { id: "conversation-id", placeholder: "conv_… (open by id)" });
  const form = h("form", { class: "inline" }, input, h("button", { type: "submit" }, "Open"));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (input.value.trim()) location.hash = "#/conversations/" + input.value.trim();
  });
  await guarded(main, async () => {
    // GET /v1/conversations is a Responsa extension (OpenAI lists no conversations).
    const page = await get("/v1/conversations" + query({ limit: 100 }));
    replace(main, h("h2", {}, "Conversations"), form,
      table("conversations", ["id", "created", "metadata"], page.data.map((conversation) => h("tr", { "data-id": conversation.id },
        h("td", {}, idCell(conversation.id, "#/conversations/" + conversation.id)), h("td", {}, created(conversation)),
        h("td", {}, Object.entries(conversation.metadata || {}).map(([key, value]) => key + "=" + value).join(", "))))),
      page.has_more ? h("p", { class: "note" }, "newest 100 shown") : null);
  });
}

// An item of a conversation, with a link to the response that added it (none: added through
// the Conversations API).
function addedBy(item) {
  const view = itemView(item);
  const source = item.responsa_response_id;
  view.querySelector("header").appendChild(source
    ? h("a", { class: "added-by", href: "#/responses/" + source, "data-response-id": source }, "added by " + source)
    : h("span", { class: "added-by note" }, "added through the Conversations API"));
  return view;
}

export async function conversationPage(main, id) {
  await guarded(main, async () => {
    const path = "/v1/conversations/" + encodeURIComponent(id);
    const conversation = await get(path);
    // The items with the response that added each (GET /v1/responsa/conversations/{id}/items,
    // an extension: the Conversations API does not name it), in the same read.
    const items = await get("/v1/responsa/conversations/" + encodeURIComponent(id) + "/items" + query({ limit: 100, order: "asc" }));
    replace(main, h("h2", {}, "Conversation ", idCell(conversation.id)),
      h("p", { class: "note" }, "created " + when(conversation.created_at)),
      Object.keys(conversation.metadata || {}).length ? h("pre", {}, pretty(conversation.metadata)) : null,
      h("section", { id: "items" }, items.data.map(addedBy)),
      items.has_more ? h("p", { class: "note" }, "first 100 items shown") : null);
  }, ["#/conversations", "conversations"]);
}

export async function filesPage(main) {
  await guarded(main, async () => {
    const files = await get("/v1/files" + query({ limit: 100 }));
    replace(main, h("h2", {}, "Files"), table("files", ["id", "name", "purpose", "bytes", "created", "status"],
      files.data.map((file) => h("tr", {}, h("td", {}, idCell(file.id)), h("td", {}, file.filename), h("td", {}, file.purpose),
        h("td", {}, String(file.bytes)), h("td", {}, when(file.created_at)), h("td", {}, file.status || "")))));
  });
}

function counts(fileCounts) {
  if (!fileCounts) return "";
  return fileCounts.completed + "/" + fileCounts.total + " done, " + fileCounts.in_progress + " in progress, " + fileCounts.failed + " failed";
}

export async function vectorStoresPage(main) {
  await guarded(main, async () => {
    const stores = await get("/v1/vector_stores" + query({ limit: 100 }));
    replace(main, h("h2", {}, "Vector stores"), table("vector-stores", ["id", "name", "status", "files", "bytes", "last active"],
      stores.data.map((store) => h("tr", {}, h("td", {}, idCell(store.id, "#/vector_stores/" + store.id)), h("td", {}, store.name || ""),
        h("td", {}, store.status), h("td", {}, counts(store.file_counts)), h("td", {}, String(store.usage_bytes)), h("td", {}, when(store.last_active_at))))));
  });
}

export async function vectorStorePage(main, id) {
  await guarded(main, async () => {
    const path = "/v1/vector_stores/" + encodeURIComponent(id);
    const store = await get(path);
    const files = await get(path + "/files" + query({ limit: 100 }));
    // The files' names (a store lists its files by id only); a deleted file has none.
    const names = await Promise.all(files.data.map((file) => get("/v1/files/" + encodeURIComponent(file.id))
      .then((found) => found.filename).catch(() => "")));
    const results = h("div", { id: "search-results" });
    const input = h("input", { id: "search-query", placeholder: "search this store" });
    const form = h("form", { class: "inline" }, input, h("button", { type: "submit" }, "Search"));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      replace(results, h("p", {}, "Searching…"));
      try {
        const found = await post(path + "/search", { query: input.value });
        replace(results, found.data.length ? found.data.map((hit) => h("article", { class: "item hit" },
          h("header", {}, hit.filename || hit.file_id, " · score ", String(Math.round(hit.score * 1000) / 1000)),
          (hit.content || []).map((part) => h("div", { class: "text" }, part.text || "")))) : h("p", {}, "No results."));
      } catch (error) {
        replace(results, failure(error));
      }
    });
    replace(main, h("h2", {}, "Vector store ", idCell(store.id)),
      h("p", { class: "note" }, (store.name || "") + " · " + store.status + " · " + counts(store.file_counts)),
      table("store-files", ["file", "name", "status", "last error", "created"], files.data.map((file, index) => h("tr", { "data-id": file.id },
        h("td", {}, idCell(file.id)), h("td", { class: "name" }, names[index]), h("td", {}, file.status),
        h("td", { class: "error-text" }, file.last_error ? file.last_error.code + ": " + file.last_error.message : ""),
        h("td", {}, when(file.created_at))))),
      h("h3", {}, "Search"), form, results);
  }, ["#/vector_stores", "vector stores"]);
}
