"""`DriverConnection`: statements compiled once (`CompiledSql`) run on a driver connection.

The same four calls on asyncpg and on aiosqlite, so a store can keep a whole transaction of
compiled statements off SQLAlchemy's async Connection (whose per-statement cost, building and
caching each statement, then greenlet hops and result wrapping, is most of a short
statement's CPU: docs/performance.md). `Database.transaction()` and `Database.connected()` hand
them out.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from operator import itemgetter
from typing import Any

from sqlalchemy.engine import Dialect
from sqlalchemy.sql import ClauseElement
from sqlalchemy.sql.compiler import SQLCompiler


class CompiledSql:
    """A Core statement compiled once for a dialect, with its positional parameter order."""

    def __init__(self, statement: ClauseElement, dialect: Dialect) -> None:
        compiled = statement.compile(dialect=dialect)
        if not isinstance(compiled, SQLCompiler) or compiled.positiontup is None:
            raise TypeError("hot-path statements need a positional-parameter SQL dialect")
        self.text = str(compiled)
        self.names: tuple[str, ...] = tuple(compiled.positiontup)
        # Values the statement carries itself (`state == "queued"`, `.values(owner=None)`):
        # every bind not made with `bindparam(name)` alone.
        self._fixed = {
            name: bind.effective_value
            for name, bind in compiled.binds.items()
            if not bind.required and name in self.names
        }
        # One C call per execution instead of a generator over the names.
        self._pick = itemgetter(*self.names) if len(self.names) > 1 else None

    def args(self, params: Mapping[str, Any]) -> tuple[Any, ...]:
        """The positional arguments for one execution (`params` by bind name)."""
        if self._fixed:
            params = {**self._fixed, **params}
        if self._pick is not None:
            picked: tuple[Any, ...] = self._pick(params)
            return picked
        return tuple(params[name] for name in self.names)


class DriverConnection:
    """An asyncpg or aiosqlite connection running `CompiledSql` with named parameters."""

    __slots__ = ("_postgres", "_raw")

    def __init__(self, raw: Any, *, postgres: bool) -> None:
        self._raw = raw
        self._postgres = postgres

    async def fetch(self, sql: CompiledSql, params: Mapping[str, Any]) -> Sequence[Sequence[Any]]:
        """Every row the statement returns (positional, in its column order)."""
        if self._postgres:
            rows: Sequence[Sequence[Any]] = await self._raw.fetch(sql.text, *sql.args(params))
            return rows
        found: Sequence[Sequence[Any]] = await self._raw.execute_fetchall(
            sql.text, sql.args(params)
        )
        return found

    async def first(self, sql: CompiledSql, params: Mapping[str, Any]) -> Sequence[Any] | None:
        """The first row the statement returns, None if none."""
        rows = await self.fetch(sql, params)
        return rows[0] if rows else None

    async def execute(self, sql: CompiledSql, params: Mapping[str, Any]) -> None:
        """Run a statement whose rows (if any) nobody reads."""
        if self._postgres:
            await self._raw.execute(sql.text, *sql.args(params))
        else:
            await self._raw.execute(sql.text, sql.args(params))

    async def executemany(self, sql: CompiledSql, rows: Iterable[Mapping[str, Any]]) -> None:
        """Run a statement once per parameter set (one round trip on asyncpg)."""
        args = [sql.args(row) for row in rows]
        if args:
            await self._raw.executemany(sql.text, args)


__all__ = ["CompiledSql", "DriverConnection"]
