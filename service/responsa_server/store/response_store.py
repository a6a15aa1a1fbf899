"""`ResponseStore`: stored Responses, their items, and `previous_response_id` chains."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg
import orjson
from alembic import command
from alembic.config import Config
from sqlalchemy import (
    Connection,
    and_,
    bindparam,
    delete,
    event,
    false,
    insert,
    literal_column,
    or_,
    select,
    true,
)
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine
from sqlalchemy.pool import StaticPool
from sqlalchemy.sql.elements import ClauseElement, ColumnElement

from responsa_server.model.errors import invalid_param
from responsa_server.store.availability import operation
from responsa_server.store.hot_path import (
    CompiledSql,
    HotPath,
    PostgresHotPath,
    SqliteHotPath,
    checked_out,
)
from responsa_server.store.tables import mcp_approvals_table as approvals_t
from responsa_server.store.tables import response_items_table as items_t
from responsa_server.store.tables import responses_table as responses_t

_MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
# Any fixed 64-bit key works; every Responsa process uses the same one, so concurrent
# start-ups against one Postgres database apply migrations one at a time.
_MIGRATION_LOCK_KEY = 0x726573706F6E7361  # "responsa"


@dataclass(slots=True)
class Page:
    """One page of a listing (input items or responses), in the requested order."""

    data: list[dict[str, Any]]
    first_id: str | None
    last_id: str | None
    has_more: bool


def async_database_url(url: str) -> URL:
    """Map an accepted database URL onto its async driver (aiosqlite or asyncpg)."""
    parsed = make_url(url)
    backend, _, driver = parsed.drivername.partition("+")
    if backend == "sqlite" and driver in ("", "aiosqlite"):
        return parsed.set(drivername="sqlite+aiosqlite")
    if backend in ("postgresql", "postgres") and driver in ("", "asyncpg"):
        return parsed.set(drivername="postgresql+asyncpg")
    raise ValueError(
        f"unsupported database URL scheme {parsed.drivername!r}: "
        "use sqlite[+aiosqlite]:///path or postgresql[+asyncpg]://..."
    )


def _is_sqlite_memory(url: URL) -> bool:
    return url.database in (None, "", ":memory:")


def _dumps(value: dict[str, Any]) -> str:
    return orjson.dumps(value).decode()


def _is_descending(order: str) -> bool:
    """Whether a listing runs newest first; an unknown order is a 400."""
    if order not in ("asc", "desc"):
        raise invalid_param("order", f"order must be 'asc' or 'desc', got {order!r}")
    return order == "desc"


def response_rows(
    response: dict[str, Any], input_items: list[dict[str, Any]], *, project: str
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The `responses` row and the `response_items` rows that store `response` for `project`:
    its input items at positions 0..n-1, then its output items (the body keeps `output`
    empty)."""
    response_id = response["id"]
    output: list[dict[str, Any]] = response.get("output") or []
    body = response
    if "output" in response:
        # Keep the key (and so the key order) but not the items: they live in items_t.
        body = dict(response)
        body["output"] = []
    row = {
        "id": response_id,
        "project": project,
        "created_at": int(response.get("created_at") or 0),
        "model": str(response.get("model") or ""),
        "previous_response_id": response.get("previous_response_id"),
        "body": _dumps(body),
    }
    first_output = len(input_items)
    item_rows = [
        {
            "response_id": response_id,
            "project": project,
            "position": position,
            "item_id": item.get("id"),
            "is_output": position >= first_output,
            "body": _dumps(item),
        }
        for position, item in enumerate([*input_items, *output])
    ]
    return row, item_rows


@dataclass(frozen=True, slots=True)
class _SqlitePragmas:
    """Per-connection SQLite settings, applied when the pool opens a connection."""

    durable_commits: bool

    def apply(self, dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        # WAL lets readers proceed while one writer commits. With WAL, synchronous=NORMAL
        # survives process crashes and only risks the last commits on power loss, while
        # saving an fsync per commit.
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA synchronous={'FULL' if self.durable_commits else 'NORMAL'}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=5000")
        cursor.close()


_delete_items_of = delete(items_t).where(
    items_t.c.response_id == bindparam("rid"), items_t.c.project == bindparam("project")
)
_delete_response = delete(responses_t).where(
    responses_t.c.id == bindparam("rid"), responses_t.c.project == bindparam("project")
)


async def _keep_session(connection: asyncpg.Connection) -> None:
    """Skip asyncpg's reset round trip on release: the hot path's single statements leave no
    session state (no transaction, SET, LISTEN or advisory lock) behind."""


class ResponseStore:
    """Persists Responses and rehydrates `previous_response_id` chains.

    A response row holds the Response JSON without its output items; the items table holds
    every item a response *added* (its own input items, then its output items), each once.
    Deleting a response removes its row and items; a chain that passes through a deleted
    response stops there (older responses are no longer reachable from newer ones).
    """

    def __init__(
        self,
        engine: AsyncEngine,
        *,
        single_connection: bool,
        postgres_pool: asyncpg.Pool | None = None,
    ) -> None:
        self._engine = engine
        self._postgres_pool = postgres_pool
        self._dsn: str | None = None
        # An in-memory database lives on one shared connection: everything takes turns.
        self._all_lock: asyncio.Lock | None = asyncio.Lock() if single_connection else None
        self._write_lock: asyncio.Lock | None = None
        self._hot: HotPath
        if postgres_pool is not None:
            self._hot = PostgresHotPath(postgres_pool, engine.dialect)
        else:
            # SQLite has one writer at a time; queueing writers here instead of in SQLite's
            # busy handler avoids its millisecond back-off sleeps under concurrency.
            self._write_lock = asyncio.Lock()
            self._hot = SqliteHotPath(engine, self._write_lock)

    def log_postgres_queries(self, callback: Callable[[str], None]) -> None:
        """Instrumentation: call `callback(sql)` for each statement the Postgres hot-path pool's
        connections run (every pooled connection is opened at start-up, min_size of them)."""
        if self._postgres_pool is None:
            return
        for holder in self._postgres_pool._holders:  # asyncpg has no public iterator
            connection = holder._con
            if connection is not None:
                connection.add_query_logger(lambda logged: callback(logged.query))

    @property
    def postgres_dsn(self) -> str | None:
        """The asyncpg DSN on Postgres (for a LISTEN connection of its own), else None."""
        return self._dsn

    def transaction(self) -> contextlib.AbstractAsyncContextManager[AsyncConnection]:
        """A write transaction, queued behind other writers where the backend needs it."""
        return self._writing()

    def connection(self) -> contextlib.AbstractAsyncContextManager[AsyncConnection]:
        """A connection for reads."""
        return self._reading()

    @property
    def engine(self) -> AsyncEngine:
        """The underlying async engine (for instrumentation and tests)."""
        return self._engine

    @classmethod
    async def open(cls, url: str, *, durable_commits: bool = True) -> ResponseStore:
        """Connect to `url`, apply pending migrations, and return a ready store.

        By default every commit is flushed to disk before it returns (Postgres's own default,
        SQLite WAL `synchronous=FULL`): nothing acknowledged is lost, even to a database-server
        or OS crash. `durable_commits=False` is the opt-in fast mode (Postgres
        `synchronous_commit=off`, SQLite WAL `synchronous=NORMAL`): such a crash can lose the
        last fraction of a second of saves, never consistency, and a save costs a round trip
        instead of an fsync.
        """
        async_url = async_database_url(url)
        single_connection = False
        postgres_pool: asyncpg.Pool | None = None
        dsn: str | None = None
        if async_url.get_backend_name() == "sqlite":
            single_connection = _is_sqlite_memory(async_url)
            if single_connection:
                engine = create_async_engine(async_url, poolclass=StaticPool)
            else:
                parent = Path(str(async_url.database)).parent
                await asyncio.to_thread(parent.mkdir, parents=True, exist_ok=True)
                engine = create_async_engine(async_url, pool_size=8, max_overflow=16)
            event.listen(engine.sync_engine, "connect", _SqlitePragmas(durable_commits).apply)
        else:
            # Sized for 16+ concurrent requests, each holding a connection only briefly.
            settings = {"synchronous_commit": "on" if durable_commits else "off"}
            engine = create_async_engine(
                async_url,
                pool_size=20,
                max_overflow=20,
                connect_args={"server_settings": settings},
            )
            dsn = async_url.set(drivername="postgresql").render_as_string(hide_password=False)
            postgres_pool = await asyncpg.create_pool(
                dsn, min_size=2, max_size=20, server_settings=settings, reset=_keep_session
            )
        store = cls(engine, single_connection=single_connection, postgres_pool=postgres_pool)
        store._dsn = dsn
        try:
            await store._migrate()
        except BaseException:
            await store.close()
            raise
        return store

    async def close(self) -> None:
        """Close every pooled connection."""
        if self._postgres_pool is not None:
            await self._postgres_pool.close()
        await self._engine.dispose()

    async def ping(self, within: float = 1.0) -> bool:
        """Whether the store answers a trivial query within `within` seconds (health checks)."""
        try:
            async with asyncio.timeout(within):
                if self._postgres_pool is not None:
                    await self._postgres_pool.fetchval("SELECT 1")
                else:
                    async with self._reading() as conn:
                        await conn.exec_driver_sql("SELECT 1")
        except Exception:
            return False
        return True

    async def _migrate(self) -> None:
        config = Config()
        config.set_main_option("script_location", str(_MIGRATIONS_DIR))

        def upgrade(sync_connection: Connection) -> None:
            config.attributes["connection"] = sync_connection
            # Alembic reads its scripts from disk here; this runs once, before serving.
            command.upgrade(config, "head")

        if self._engine.dialect.name == "postgresql":
            async with self._engine.begin() as conn:
                # Released at commit; a second process waits, then finds nothing to do.
                await conn.execute(
                    select(literal_column(f"pg_advisory_xact_lock({_MIGRATION_LOCK_KEY})"))
                )
                await conn.run_sync(upgrade)
            return
        async with self._engine.connect() as conn:
            # The sqlite3 module only opens transactions before DML, so Alembic's DDL would
            # autocommit piecemeal; an explicit IMMEDIATE transaction makes the whole upgrade
            # atomic and serialises concurrent start-ups on the same file.
            raw = await conn.execution_options(isolation_level="AUTOCOMMIT")
            await raw.exec_driver_sql("BEGIN IMMEDIATE")
            try:
                await raw.run_sync(upgrade)
            except BaseException:
                await raw.exec_driver_sql("ROLLBACK")
                raise
            await raw.exec_driver_sql("COMMIT")

    @contextlib.asynccontextmanager
    async def _turn(self) -> AsyncIterator[None]:
        """Exclusive use of the single connection, when there is only one."""
        if self._all_lock is None:
            yield
            return
        async with self._all_lock:
            yield

    @contextlib.asynccontextmanager
    async def driver(self, *, write: bool) -> AsyncIterator[Any]:
        """A driver-level connection for statements compiled once with `CompiledSql` (the way
        the hot path runs): an asyncpg connection from the hot-path pool, or an aiosqlite
        connection (with `write`, SQLite's writer queue is held). Transactions are the caller's.
        """
        if self._postgres_pool is not None:
            async with self._postgres_pool.acquire() as connection:
                yield connection
            return
        async with self._turn(), contextlib.AsyncExitStack() as stack:
            if write and self._write_lock is not None:
                await stack.enter_async_context(self._write_lock)
            yield await stack.enter_async_context(checked_out(self._engine))

    def reading(self) -> contextlib.AbstractAsyncContextManager[AsyncConnection]:
        """A pooled connection for reads (other stores sharing this database use it)."""
        return self._reading()

    def writing(self) -> contextlib.AbstractAsyncContextManager[AsyncConnection]:
        """A connection in a transaction that commits on exit, writers queued on SQLite."""
        return self._writing()

    @contextlib.asynccontextmanager
    async def _reading(self) -> AsyncIterator[AsyncConnection]:
        async with self._turn(), self._engine.connect() as conn:
            yield conn

    @contextlib.asynccontextmanager
    async def _writing(self) -> AsyncIterator[AsyncConnection]:
        async with self._turn(), contextlib.AsyncExitStack() as stack:
            if self._write_lock is not None:
                await stack.enter_async_context(self._write_lock)
            yield await stack.enter_async_context(self._engine.begin())

    @operation("save")
    async def save(
        self, response: dict[str, Any], input_items: list[dict[str, Any]], *, project: str
    ) -> None:
        """Store `response` (owned by `project`) and the input items this request added,
        replacing any earlier save.

        Atomic: re-saving an id (stream finished, later cancelled) replaces the row and all its
        items. One statement on Postgres; on SQLite one transaction of two statements (three
        when replacing).
        """
        row, item_rows = response_rows(response, input_items, project=project)
        async with self._turn():
            await self._hot.save(row, item_rows)

    @operation("get")
    async def get(self, response_id: str, *, project: str) -> dict[str, Any] | None:
        """The full Response object, output included, exactly as saved; None if unknown (or
        another project's)."""
        async with self._turn():
            rows = await self._hot.fetch_with_output(response_id, project)
        if not rows:
            return None
        return _assemble(rows[0][0], [item for _, item in rows if item is not None])

    @operation("load_context")
    async def load_context(self, response_id: str, *, project: str) -> list[dict[str, Any]] | None:
        """Every item of the chain ending at `response_id`, oldest response first.

        For each response: its input items, then its output items. One query whatever the
        chain length. None if `response_id` is unknown or another project's; the chain stops at
        a deleted response.
        """
        async with self._turn():
            rows = await self._hot.fetch_context(response_id, project)
        if not rows:
            return None
        return [orjson.loads(body) for _, body in rows if body is not None]

    def compile(self, statement: ClauseElement) -> CompiledSql:
        """`statement` compiled once for this store's dialect, for `fetch_compiled`."""
        return CompiledSql(statement, self._engine.dialect)

    @operation("fetch_compiled")
    async def fetch_compiled(
        self, statement: CompiledSql, params: Mapping[str, Any]
    ) -> Sequence[Any]:
        """Run a compiled per-request read on the hot path's driver connections (one round trip,
        no SQLAlchemy layers); other modules' tables use it for their own hot reads."""
        async with self._turn():
            return await self._hot.fetch(statement, params)

    @operation("find_items")
    async def find_items(
        self, item_ids: Sequence[str], *, project: str
    ) -> dict[str, dict[str, Any]]:
        """Stored items by id, from any response of `project` (ids not found are left out).

        One indexed query (`response_items.item_id`). An id stored more than once (clients
        resend earlier output as input) answers with the item as its response produced it.
        """
        if not item_ids:
            return {}
        query = (
            select(items_t.c.item_id, items_t.c.body)
            .where(items_t.c.item_id.in_(sorted(set(item_ids))), items_t.c.project == project)
            .order_by(items_t.c.is_output.desc())
        )
        found: dict[str, dict[str, Any]] = {}
        async with self._reading() as conn:
            for item_id, body in await conn.execute(query):
                if item_id not in found:
                    found[item_id] = orjson.loads(body)
        return found

    @operation("claim_approvals")
    async def claim_approvals(
        self,
        answers: Sequence[tuple[str, bool]],
        response_id: str,
        created_at: int,
        *,
        project: str,
    ) -> str | None:
        """Record answers to MCP approval requests (`(approval_request_id, approve)` pairs) for
        `response_id`, all or none.

        Returns None when every request was still unanswered (now they are), else the id of one
        that was answered before (and nothing is recorded). Concurrent claims of one id from
        any number of processes: exactly one succeeds.
        """
        if not answers:
            return None
        ids = [approval_id for approval_id, _ in answers]
        rows = [
            {
                "approval_request_id": approval_id,
                "response_id": response_id,
                "project": project,
                "approve": approve,
                "created_at": created_at,
            }
            for approval_id, approve in answers
        ]
        try:
            async with self._writing() as conn:
                await conn.execute(insert(approvals_t), rows)
        except IntegrityError:
            async with self._reading() as conn:
                found = await conn.execute(
                    select(approvals_t.c.approval_request_id).where(
                        approvals_t.c.approval_request_id.in_(ids)
                    )
                )
                taken = {row[0] for row in found}
            return next((approval_id for approval_id in ids if approval_id in taken), ids[0])
        return None

    @operation("delete")
    async def delete(self, response_id: str, *, project: str) -> bool:
        """Delete a response and its items; False if it was not stored (or is another
        project's: then nothing is deleted)."""
        params = {"rid": response_id, "project": project}
        async with self._writing() as conn:
            # Items first, explicitly: correct even where foreign keys are not enforced.
            await conn.execute(_delete_items_of, params)
            gone = await conn.execute(_delete_response, params)
        return gone.rowcount > 0

    @operation("list_input_items")
    async def list_input_items(
        self,
        response_id: str,
        *,
        after: str | None,
        before: str | None,
        limit: int,
        order: str,
        project: str,
    ) -> Page | None:
        """A page of the input items `response_id` added; None if the response is unknown.

        "desc" lists the last item of the request first. `after`/`before` are item ids within
        this response (if one id occurs twice in a request, its first occurrence counts).
        An id that is not among the response's input items is a 400 naming the parameter.
        """
        descending = _is_descending(order)
        async with self._reading() as conn:
            exists = await conn.scalar(
                select(responses_t.c.id).where(
                    responses_t.c.id == response_id, responses_t.c.project == project
                )
            )
            if exists is None:
                return None
            own_inputs = and_(items_t.c.response_id == response_id, items_t.c.is_output == false())
            bounds: dict[str, int] = {}
            for name, cursor in (("after", after), ("before", before)):
                if cursor is None:
                    continue
                position = await conn.scalar(
                    select(items_t.c.position)
                    .where(own_inputs, items_t.c.item_id == cursor)
                    .order_by(items_t.c.position)
                    .limit(1)
                )
                if position is None:
                    message = f"No input item with id '{cursor}' in response '{response_id}'"
                    raise invalid_param(name, message)
                bounds[name] = position
            position_col = items_t.c.position
            conditions: list[ColumnElement[bool]] = [own_inputs]
            for name, bound in bounds.items():
                goes_down = descending == (name == "after")
                conditions.append(position_col < bound if goes_down else position_col > bound)
            backwards = "before" in bounds and "after" not in bounds
            fetch_descending = descending != backwards
            rows = (
                await conn.execute(
                    select(items_t.c.body)
                    .where(*conditions)
                    .order_by(position_col.desc() if fetch_descending else position_col)
                    .limit(limit + 1)
                )
            ).all()
        has_more = len(rows) > limit
        bodies = [body for (body,) in rows[:limit]]
        if backwards:
            bodies.reverse()
        data = [orjson.loads(body) for body in bodies]
        return Page(
            data=data,
            first_id=data[0].get("id") if data else None,
            last_id=data[-1].get("id") if data else None,
            has_more=has_more,
        )

    @operation("list_responses")
    async def list_responses(
        self,
        *,
        after: str | None,
        before: str | None,
        limit: int,
        order: str,
        model: str | None,
        project: str,
    ) -> Page:
        """A page of stored responses ordered by `created_at` (ties broken by id).

        `after`/`before` are response ids; `model` keeps only responses of that model.
        Each entry is the full Response object, output included.
        """
        descending = _is_descending(order)
        created, rid = responses_t.c.created_at, responses_t.c.id
        async with self._reading() as conn:
            conditions: list[ColumnElement[bool]] = [responses_t.c.project == project]
            if model is not None:
                conditions.append(responses_t.c.model == model)
            bounded: set[str] = set()
            for name, cursor in (("after", after), ("before", before)):
                if cursor is None:
                    continue
                cursor_created = await conn.scalar(
                    select(created).where(rid == cursor, responses_t.c.project == project)
                )
                if cursor_created is None:
                    raise invalid_param(name, f"No response with id '{cursor}'")
                bounded.add(name)
                if descending == (name == "after"):
                    conditions.append(
                        or_(created < cursor_created, and_(created == cursor_created, rid < cursor))
                    )
                else:
                    conditions.append(
                        or_(created > cursor_created, and_(created == cursor_created, rid > cursor))
                    )
            backwards = "before" in bounded and "after" not in bounded
            fetch_descending = descending != backwards
            keys = (created.desc(), rid.desc()) if fetch_descending else (created, rid)
            page_query = (
                select(rid, responses_t.c.body).where(*conditions).order_by(*keys).limit(limit + 1)
            )
            fetched = (await conn.execute(page_query)).all()
            has_more = len(fetched) > limit
            page_rows = list(fetched[:limit])
            if backwards:
                page_rows.reverse()
            outputs: dict[str, list[str]] = {row_id: [] for row_id, _ in page_rows}
            if outputs:
                item_rows = await conn.execute(
                    select(items_t.c.response_id, items_t.c.body)
                    .where(items_t.c.response_id.in_(list(outputs)), items_t.c.is_output == true())
                    .order_by(items_t.c.response_id, items_t.c.position)
                )
                for owner, item_body in item_rows:
                    outputs[owner].append(item_body)
        data = [_assemble(body, outputs[row_id]) for row_id, body in page_rows]
        return Page(
            data=data,
            first_id=page_rows[0][0] if page_rows else None,
            last_id=page_rows[-1][0] if page_rows else None,
            has_more=has_more,
        )


def _assemble(body: str, output_bodies: Sequence[str]) -> dict[str, Any]:
    """Rebuild a Response from its stored body and its output item bodies."""
    response: dict[str, Any] = orjson.loads(body)
    if "output" in response:
        response["output"] = [orjson.loads(item) for item in output_bodies]
    return response


__all__ = ["Page", "ResponseStore", "async_database_url", "response_rows"]
