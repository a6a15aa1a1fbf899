"""Full-text search over the items responses added (`GET /v1/responses?q=`, docs/console.md).

Postgres: a GIN index on the tsvector ('simple' configuration: whole words, any case, no
stemming) of each item's string values (`jsonb_to_tsvector`, so JSON keys are not words).
SQLite: an FTS5 table of the same strings, kept by triggers on `response_items` and keyed by its
rowid; contentless, so the text is not stored twice (a delete recomputes the row's words from the
body being deleted). The hot path's statements are unchanged: the database does the indexing.

A later migration that rebuilds `response_items` on SQLite (batch mode copies the table) gives
its rows new rowids and drops these triggers, so it must run `rebuild_sqlite_search` again.

Revision ID: r0015_response_search
Revises: r0014_prompt_templates
Create Date: 2026-11-28
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "r0015_response_search"
down_revision: str | None = "r0014_prompt_templates"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The string values of one item body (SQLite); `row` is NEW or OLD in the triggers. json_tree
# ends a value at U+0000, so each `\u0000` escape becomes a space first: escaped backslashes
# are set aside as char(1) meanwhile (never in JSON text: orjson escapes control characters).
_SQLITE_WORDS = (
    "(SELECT group_concat(value, ' ') FROM json_tree("
    r"replace(replace(replace({row}.body, '\\', char(1)), '\u0000', ' '), char(1), '\\')"
    ") WHERE type = 'text')"
)
_SQLITE_STATEMENTS = (
    "CREATE VIRTUAL TABLE response_items_search USING fts5(words, content='')",
    f"""CREATE TRIGGER response_items_search_insert AFTER INSERT ON response_items BEGIN
        INSERT INTO response_items_search (rowid, words)
        VALUES (NEW.rowid, {_SQLITE_WORDS.format(row="NEW")});
    END""",
    f"""CREATE TRIGGER response_items_search_delete AFTER DELETE ON response_items BEGIN
        INSERT INTO response_items_search (response_items_search, rowid, words)
        VALUES ('delete', OLD.rowid, {_SQLITE_WORDS.format(row="OLD")});
    END""",
    f"""CREATE TRIGGER response_items_search_update AFTER UPDATE OF body ON response_items BEGIN
        INSERT INTO response_items_search (response_items_search, rowid, words)
        VALUES ('delete', OLD.rowid, {_SQLITE_WORDS.format(row="OLD")});
        INSERT INTO response_items_search (rowid, words)
        VALUES (NEW.rowid, {_SQLITE_WORDS.format(row="NEW")});
    END""",
    f"""INSERT INTO response_items_search (rowid, words)
        SELECT rowid, {_SQLITE_WORDS.format(row="response_items")} FROM response_items""",
)
_SQLITE_DROPS = (
    "DROP TRIGGER IF EXISTS response_items_search_insert",
    "DROP TRIGGER IF EXISTS response_items_search_delete",
    "DROP TRIGGER IF EXISTS response_items_search_update",
    "DROP TABLE IF EXISTS response_items_search",
)
# Must be the expression store/response_search.py searches with, or the index is not used.
# jsonb cannot hold U+0000 (the cast fails on its escape), so each `\u0000` escape (one not
# itself escaped: preceded by an even number of backslashes) becomes a space before the cast. A
# tsvector holds at most 1 MB, which a large item (a base64 image) exceeds: a body over 200 000
# characters is indexed by the words of its first 200 000 characters of JSON text instead.
POSTGRES_WORDS = (
    "(CASE WHEN length(body) <= 200000 THEN jsonb_to_tsvector('simple'::regconfig, "
    r"regexp_replace(body, '(?<!\\)((?:\\\\)*)\\u0000', '\1 ', 'g')::jsonb, "
    "'[\"string\"]'::jsonb) ELSE to_tsvector('simple'::regconfig, left(body, 200000)) END)"
)


def rebuild_sqlite_search() -> None:
    """(Re)create SQLite's search table and triggers and index every stored item."""
    for statement in (*_SQLITE_DROPS, *_SQLITE_STATEMENTS):
        op.execute(statement)


def upgrade() -> None:
    """The search index of the dialect (existing items are indexed too)."""
    if op.get_context().dialect.name == "sqlite":
        rebuild_sqlite_search()
    else:
        op.execute(
            f"CREATE INDEX ix_response_items_search ON response_items USING gin ({POSTGRES_WORDS})"
        )


def downgrade() -> None:
    """Drop it again."""
    if op.get_context().dialect.name == "sqlite":
        for statement in _SQLITE_DROPS:
            op.execute(statement)
    else:
        op.execute("DROP INDEX IF EXISTS ix_response_items_search")
