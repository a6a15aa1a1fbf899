"""The per-request store operations, run directly on a driver connection.

`save`, `get` and `load_context` sit on every request's path. SQLAlchemy's async Connection
costs several hundred microseconds per statement (greenlet switches, result wrapping and,
on aiosqlite, one thread hop per cursor call), so these three compile their Core statements
once for the engine's dialect and execute the SQL text on the driver connection: on Postgres
an asyncpg connection of the `Database`'s own asyncpg pool (one kept out between statements,
kept_connection.py), not SQLAlchemy's; on SQLite the aiosqlite connection checked out of
SQLAlchemy's pool. bench/database_paths.py measures the ways (docs/performance.md, "One path
to the database").
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any, Protocol

from sqlalchemy import (
    Boolean,
    Integer,
    String,
    Text,
    and_,
    bindparam,
    column,
    delete,
    func,
    literal_column,
    select,
    true,
    update,
    values,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Dialect
from sqlalchemy.ext.asyncio import AsyncEngine
from sqlalchemy.sql import ClauseElement

from responsa_server.store.database import CompiledSql, checked_out
from responsa_server.store.kept_connection import KeptConnection
from responsa_server.store.tables import response_items_table as items_t
from responsa_server.store.tables import responses_table as responses_t

# A chain longer than this is treated as corrupt (a cycle made by re-saving an id with a
# different predecessor) rather than followed forever.
MAX_CHAIN_DEPTH = 100_000

# `project` is not among the fields a re-save may change: an id stays in its project.
_RESPONSE_FIELDS = (
    "created_at",
    "model",
    "previous_response_id",
    "body",
    "timeline",
    "route",
    "key_id",
)
_ITEM_FIELDS = ("item_id", "is_output", "body")


def _get_with_output() -> ClauseElement:
    return (
        select(responses_t.c.body, items_t.c.body)
        .select_from(
            responses_t.outerjoin(
                items_t,
                and_(items_t.c.response_id == responses_t.c.id, items_t.c.is_output == true()),
            )
        )
        .where(responses_t.c.id == bindparam("rid"), responses_t.c.project == bindparam("project"))
        .order_by(items_t.c.position)
    )


def _load_context() -> ClauseElement:
    # Walk previous_response_id links from the requested response back to the root,
    # numbering each hop, then join every hop to its items: one statement for any length.
    # A chain never crosses into another project: a hop outside the caller's project is
    # neither returned nor followed. The project is checked on the hop already walked, not
    # on the row being joined, so each step's only condition on `responses` is its primary
    # key. (With `earlier.project = :project` in the step, Postgres on a table not yet
    # analysed chose the (project, model, ...) index and scanned the whole project per hop:
    # 185 ms instead of 3 ms for a 500-response chain.)
    seed = select(
        responses_t.c.id,
        responses_t.c.previous_response_id,
        responses_t.c.project,
        literal_column("0").label("depth"),
    ).where(responses_t.c.id == bindparam("rid"), responses_t.c.project == bindparam("project"))
    chain = seed.cte("chain", recursive=True)
    earlier = responses_t.alias("earlier")
    chain = chain.union_all(
        select(
            earlier.c.id,
            earlier.c.previous_response_id,
            earlier.c.project,
            (chain.c.depth + literal_column("1")).label("depth"),
        ).where(
            earlier.c.id == chain.c.previous_response_id,
            chain.c.project == bindparam("project"),
            chain.c.depth < literal_column(str(MAX_CHAIN_DEPTH)),
        )
    )
    return (
        select(chain.c.depth, items_t.c.body)
        .select_from(chain.outerjoin(items_t, items_t.c.response_id == chain.c.id))
        .where(chain.c.project == bindparam("project"))
        .order_by(chain.c.depth.desc(), items_t.c.position)
    )


def _item_rows(listed: int | None) -> Any:
    """The item rows of a save: `listed` rows of named values (`position_0`, `item_id_0`, ...),
    or with None four arrays (`positions`, `item_ids`, `outputs`, `bodies`) unnested.

    Named values cost asyncpg nothing to encode; arrays are checked element by element in
    Python (abstract-base-class tests), so the common few-item save names its values and
    only long ones send arrays."""
    if listed is None:
        return (
            func.unnest(
                bindparam("positions", type_=postgresql.ARRAY(Integer)),
                bindparam("item_ids", type_=postgresql.ARRAY(String)),
                bindparam("outputs", type_=postgresql.ARRAY(Boolean)),
                bindparam("bodies", type_=postgresql.ARRAY(Text)),
            )
            .table_valued("position", "item_id", "is_output", "body")
            .render_derived()
        )
    return values(
        column("position", Integer),
        column("item_id", String),
        column("is_output", Boolean),
        column("body", Text),
        name="listed",
    ).data(
        [
            tuple(
                bindparam(name, type_=kind)
                for name, kind in zip(_LISTED_NAMES[i], _LISTED_TYPES, strict=True)
            )
            for i in range(listed)
        ]
    )


# Saves of up to this many items send them as named values (see `_item_rows`).
MAX_LISTED_ITEMS = 16
_LISTED_NAMES = [
    (f"position_{i}", f"item_id_{i}", f"is_output_{i}", f"body_{i}")
    for i in range(MAX_LISTED_ITEMS)
]
_LISTED_TYPES = (Integer, String, Boolean, Text)


def _postgres_save(listed: int | None = None) -> ClauseElement:
    """One statement: upsert the response, upsert its items, drop items past the new end.

    The three parts touch disjoint rows (old positions >= count are only deleted), so they
    can share one snapshot; the item foreign key is checked at statement end, after the
    response row exists. A single statement is atomic without BEGIN/COMMIT round trips.
    `listed`: the item count when the items are sent as named values (`_item_rows`).
    """
    row = postgresql.insert(responses_t).values(
        id=bindparam("id", type_=String),
        project=bindparam("project", type_=String),
        **{name: bindparam(name) for name in _RESPONSE_FIELDS},
    )
    changed: dict[str, Any] = {name: row.excluded[name] for name in _RESPONSE_FIELDS}
    # A re-save without a route, timeline or key (a cancel) keeps the one recorded.
    changed["route"] = func.coalesce(row.excluded.route, responses_t.c.route)
    changed["key_id"] = func.coalesce(row.excluded.key_id, responses_t.c.key_id)
    changed["timeline"] = func.coalesce(row.excluded.timeline, responses_t.c.timeline)
    saved = row.on_conflict_do_update(index_elements=[responses_t.c.id], set_=changed).returning(
        responses_t.c.id
    )
    rows = _item_rows(listed)
    items = postgresql.insert(items_t).from_select(
        ["response_id", "project", "position", "item_id", "is_output", "body"],
        select(
            bindparam("id", type_=String),
            bindparam("project", type_=String),
            rows.c.position,
            rows.c.item_id,
            rows.c.is_output,
            rows.c.body,
        ),
    )
    stored = items.on_conflict_do_update(
        index_elements=[items_t.c.response_id, items_t.c.position],
        set_={name: items.excluded[name] for name in _ITEM_FIELDS},
    ).returning(items_t.c.position)
    return (
        delete(items_t)
        .where(items_t.c.response_id == bindparam("id"), items_t.c.position >= bindparam("count"))
        .add_cte(saved.cte("saved"))
        .add_cte(stored.cte("stored"))
    )


class HotPath(Protocol):
    """The three per-request operations, in a dialect's fastest form."""

    async def save(self, row: dict[str, Any], items: list[dict[str, Any]]) -> None:
        """Upsert a response row and replace its item rows, atomically."""

    async def fetch_with_output(self, response_id: str, project: str) -> Sequence[Sequence[Any]]:
        """Rows of (response body, output item body or None), items in order."""

    async def fetch_context(self, response_id: str, project: str) -> Sequence[Sequence[Any]]:
        """Rows of (depth, item body or None), oldest response first, items in order."""


class PostgresHotPath:
    """asyncpg: each operation is one prepared statement, one round trip, no transaction.

    It runs on a plain asyncpg pool of its own: going through SQLAlchemy's pool checkout (and
    its greenlet hop) cost about 0.2 ms per save here, most of a save's own cost. Of that pool,
    one connection is kept out for these statements (kept_connection.py).
    """

    def __init__(self, pool: KeptConnection, dialect: Dialect) -> None:
        self._pool = pool
        self._dialect = dialect
        self._save = CompiledSql(_postgres_save(), dialect)
        self._save_listed: dict[int, CompiledSql] = {}  # by item count, compiled when first used
        self._get = CompiledSql(_get_with_output(), dialect)
        self._context = CompiledSql(_load_context(), dialect)

    async def save(self, row: dict[str, Any], items: list[dict[str, Any]]) -> None:
        count = len(items)
        if 0 < count <= MAX_LISTED_ITEMS:
            compiled = self._save_listed.get(count)
            if compiled is None:
                compiled = self._save_listed[count] = CompiledSql(
                    _postgres_save(count), self._dialect
                )
            named = dict(row, count=count)
            for item, (position, item_id, is_output, body) in zip(
                items, _LISTED_NAMES, strict=False
            ):
                named[position] = item["position"]
                named[item_id] = item["item_id"]
                named[is_output] = item["is_output"]
                named[body] = item["body"]
            await self._pool.execute(compiled.text, *compiled.args(named))
            return
        params = {
            **row,
            "positions": [item["position"] for item in items],
            "item_ids": [item["item_id"] for item in items],
            "outputs": [item["is_output"] for item in items],
            "bodies": [item["body"] for item in items],
            "count": len(items),
        }
        await self._pool.execute(self._save.text, *self._save.args(params))

    async def fetch_with_output(self, response_id: str, project: str) -> Sequence[Sequence[Any]]:
        args = self._get.args({"rid": response_id, "project": project})
        rows: Sequence[Sequence[Any]] = await self._pool.fetch(self._get.text, *args)
        return rows

    async def fetch_context(self, response_id: str, project: str) -> Sequence[Sequence[Any]]:
        args = self._context.args({"rid": response_id, "project": project})
        rows: Sequence[Sequence[Any]] = await self._pool.fetch(self._context.text, *args)
        return rows


# A save waiting for the writer: the response row, its item rows, and its outcome.
_QueuedSave = tuple[dict[str, Any], list[dict[str, Any]], "asyncio.Future[None]"]


def _settle(entry: _QueuedSave, error: BaseException | None) -> None:
    settled = entry[2]
    if settled.done():  # its caller was cancelled; the save itself went ahead
        return
    if error is None:
        settled.set_result(None)
    else:
        settled.set_exception(error)


class SqliteHotPath:
    """aiosqlite: every driver call is a hop to the connection's thread, so make few calls.

    A first save is three (insert response, insert items, commit); reads are one each. Saves
    that queue up while one is written are committed together (group commit).
    """

    def __init__(self, engine: AsyncEngine, write_lock: asyncio.Lock) -> None:
        self._engine = engine
        self._write_lock = write_lock
        self._queue: list[_QueuedSave] = []
        self._writer: asyncio.Task[None] | None = None
        dialect = engine.dialect
        self._insert_new = CompiledSql(
            sqlite.insert(responses_t).on_conflict_do_nothing(index_elements=[responses_t.c.id]),
            dialect,
        )
        self._update = CompiledSql(
            update(responses_t)
            .where(responses_t.c.id == bindparam("rid"))
            .values(
                {
                    **{name: bindparam(f"new_{name}") for name in _RESPONSE_FIELDS},
                    "route": func.coalesce(bindparam("new_route"), responses_t.c.route),
                    "key_id": func.coalesce(bindparam("new_key_id"), responses_t.c.key_id),
                    "timeline": func.coalesce(bindparam("new_timeline"), responses_t.c.timeline),
                }
            ),
            dialect,
        )
        self._delete_items = CompiledSql(
            delete(items_t).where(items_t.c.response_id == bindparam("rid")), dialect
        )
        self._insert_items = CompiledSql(items_t.insert(), dialect)
        self._get = CompiledSql(_get_with_output(), dialect)
        self._context = CompiledSql(_load_context(), dialect)

    async def save(self, row: dict[str, Any], items: list[dict[str, Any]]) -> None:
        """Queue the save; saves that arrive while one is being written share the next
        transaction, so a burst costs one commit (one fsync with durable commits)."""
        settled: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._queue.append((row, items, settled))
        if self._writer is None:
            self._writer = asyncio.create_task(self._write_queued())
        await settled

    async def _write_queued(self) -> None:
        """Group commit: write what is queued in one transaction, until nothing is."""
        batch: list[_QueuedSave] = []
        try:
            while self._queue:
                batch, self._queue = self._queue, []
                try:
                    await self._write(batch)
                except Exception as error:
                    if len(batch) == 1:
                        _settle(batch[0], error)
                        continue
                    # One failing save must not fail the others: each again on its own.
                    for entry in batch:
                        try:
                            await self._write([entry])
                        except Exception as own_error:
                            _settle(entry, own_error)
                        else:
                            _settle(entry, None)
                    continue
                for entry in batch:
                    _settle(entry, None)
        finally:
            self._writer = None
            for entry in [*batch, *self._queue]:
                _settle(entry, RuntimeError("the store's writer stopped"))

    async def _write(self, batch: list[_QueuedSave]) -> None:
        async with self._write_lock, checked_out(self._engine) as db:
            try:
                # sqlite3 opens the transaction implicitly before the first INSERT.
                for row, items, _ in batch:
                    inserted = await db.execute(self._insert_new.text, self._insert_new.args(row))
                    if inserted.rowcount == 0:
                        renamed = {f"new_{name}": row[name] for name in _RESPONSE_FIELDS}
                        await db.execute(
                            self._update.text, self._update.args({**renamed, "rid": row["id"]})
                        )
                        await db.execute(self._delete_items.text, (row["id"],))
                    if items:
                        await db.executemany(
                            self._insert_items.text,
                            [self._insert_items.args(item) for item in items],
                        )
                await db.commit()
            except BaseException:
                await db.rollback()
                raise

    async def fetch_with_output(self, response_id: str, project: str) -> Sequence[Sequence[Any]]:
        args = self._get.args({"rid": response_id, "project": project})
        async with checked_out(self._engine) as db:
            rows: Sequence[Sequence[Any]] = await db.execute_fetchall(self._get.text, args)
        return rows

    async def fetch_context(self, response_id: str, project: str) -> Sequence[Sequence[Any]]:
        args = self._context.args({"rid": response_id, "project": project})
        async with checked_out(self._engine) as db:
            rows: Sequence[Sequence[Any]] = await db.execute_fetchall(self._context.text, args)
        return rows
