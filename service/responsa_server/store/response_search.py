"""The conditions of the listing's search filters (docs/console.md, "Filters of GET
/v1/responses"): words of the items' text, a metadata key and value, a model name prefix, an
error code, the API key that made the response.

Words go through each dialect's full-text index over the string values of the items a response
added (migration r0015): Postgres's GIN index on `jsonb_to_tsvector('simple', ...)`, SQLite's
FTS5 table `response_items_search`. Every word must occur in one item (input or output); case
does not matter, and only whole words match (no stemming, no prefixes). The other filters read
the stored body, as the status filter does; the prefix and the key, their columns.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import and_, cast, column, exists, func, literal_column, select, table
from sqlalchemy.dialects import postgresql
from sqlalchemy.sql.elements import ColumnElement

from responsa_server.model.response_filters import ResponseFilters
from responsa_server.store.tables import response_items_table as items_t
from responsa_server.store.tables import responses_table as responses_t

# SQLite's FTS5 table (migration r0015), keyed by the rowid of its `response_items` row.
_sqlite_search = table("response_items_search", column("rowid"), column("words"))
# The indexed expression, exactly as migration r0015 created it (else Postgres scans).
# jsonb cannot hold U+0000 (the cast fails on its escape), so each `\u0000` escape (one not
# itself escaped: preceded by an even number of backslashes) becomes a space before the cast. A
# tsvector holds at most 1 MB, which a large item (a base64 image) exceeds: a body over 200 000
# characters is indexed by the words of its first 200 000 characters of JSON text instead.
POSTGRES_WORDS = (
    "(CASE WHEN length(body) <= 200000 THEN jsonb_to_tsvector('simple'::regconfig, "
    r"regexp_replace(body, '(?<!\\)((?:\\\\)*)\\u0000', '\1 ', 'g')::jsonb, "
    "'[\"string\"]'::jsonb) ELSE to_tsvector('simple'::regconfig, left(body, 200000)) END)"
)


def _phrase(word: str) -> str:
    """One word as an FTS5 string (so no word is read as an operator such as NOT or NEAR)."""
    return '"' + word.replace('"', '""') + '"'


def _items_with(words: tuple[str, ...], dialect: str) -> Any:
    """The ids of the responses one of whose items holds every word."""
    if dialect == "postgresql":
        query = func.plainto_tsquery(literal_column("'simple'::regconfig"), " ".join(words))
        matches = literal_column(POSTGRES_WORDS).op("@@")(query)
        return select(items_t.c.response_id).where(matches)
    found = select(_sqlite_search.c.rowid).where(
        literal_column("response_items_search").op("MATCH")(" ".join(map(_phrase, words)))
    )
    return select(items_t.c.response_id).where(literal_column("response_items.rowid").in_(found))


def search_conditions(filters: ResponseFilters, dialect: str) -> list[ColumnElement[bool]]:
    """The conditions of the search filters that are set (the caller adds the project's)."""
    conditions: list[ColumnElement[bool]] = []
    if filters.words is not None:
        items = _items_with(filters.words, dialect)
        # The items' own project too: the index finds every project's words.
        conditions.append(
            responses_t.c.id.in_(items.where(items_t.c.project == responses_t.c.project))
        )
    if filters.model_prefix is not None:
        prefix = filters.model_prefix
        # substr, not LIKE: SQLite's LIKE ignores case, and neither needs escaping.
        conditions.append(func.substr(responses_t.c.model, 1, len(prefix)) == prefix)
    if filters.key_id is not None:
        conditions.append(responses_t.c.key_id == filters.key_id)
    body = responses_t.c.body
    if filters.metadata_key is not None:
        conditions.append(_metadata(body, filters.metadata_key, filters.metadata_value, dialect))
    if filters.error_code is not None:
        if dialect == "postgresql":
            code = cast(body, postgresql.JSON)["error"]["code"].astext
        else:
            code = func.json_extract(body, "$.error.code")
        conditions.append(code == filters.error_code)
    return conditions


def _metadata(body: Any, key: str, value: str | None, dialect: str) -> ColumnElement[bool]:
    """The metadata has `key` (mapped to `value` when given); any key, dots and quotes too."""
    if dialect == "postgresql":
        entry: ColumnElement[str] = cast(body, postgresql.JSON)["metadata"][key].astext
        return entry.is_not(None) if value is None else entry == value
    pairs = func.json_each(body, "$.metadata").table_valued("key", "value")
    found: ColumnElement[bool] = pairs.c.key == key
    if value is not None:
        found = and_(found, pairs.c.value == value)
    return exists(select(literal_column("1")).select_from(pairs).where(found))
