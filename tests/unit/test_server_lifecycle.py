"""ResponsaServer's lifecycle: a start that fails at a late step leaves nothing running, and stop
closes everything once (issue 33). Checked by what can be observed from outside: the ports are
free again, Postgres sees no connection of the process, no task of it is left on the loop."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest
from responsa_server.config import Settings
from responsa_server.server import ResponsaServer

from tests.ports import refusing_port
from tests.postgres import (
    PG_ADMIN_DSN,
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
    postgres_unavailable,
)


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
async def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """A fresh store of each kind."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'lifecycle.db'}"
        return
    name = fresh_database_name("lifecycle")
    try:
        await create_database(name)
    except (OSError, asyncpg.PostgresError, TimeoutError) as error:
        postgres_unavailable(repr(error))
    try:
        yield database_url(name)
    finally:
        await drop_database(name)


def _settings(store_url: str, tmp_path: Path, upstream_port: int, **more: int) -> Settings:
    ports = {"grpc_port": 0, **more}
    return Settings(
        upstream_base_url=f"http://127.0.0.1:{upstream_port}/v1",
        upstream_api_key=None,
        database_url=store_url,
        blob_store_url=str(tmp_path / "blobs"),
        **ports,
    )


async def _connections_to(url: str) -> int:
    """Connections Postgres has open to the database of `url` (0 for SQLite: not applicable)."""
    if not url.startswith("postgres"):
        return 0
    name = url.rsplit("/", 1)[1]
    admin = await asyncpg.connect(PG_ADMIN_DSN, timeout=3)
    try:
        count: int = await admin.fetchval(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
            name,
        )
    finally:
        await admin.close()
    return count


def _can_bind(port: int) -> bool:
    """Whether nothing holds `port` on loopback (SO_REUSEADDR: a closed listener's TIME_WAIT
    does not count; a socket still bound or listening does)."""
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


async def _refused(port: int) -> bool:
    try:
        _, writer = await asyncio.open_connection("127.0.0.1", port)
    except ConnectionRefusedError:
        return True
    writer.close()
    await writer.wait_closed()
    return False


async def _tasks_left(before: set[asyncio.Task[object]]) -> set[asyncio.Task[object]]:
    """Tasks started since `before` that have not ended, once cancelled ones had their turn."""
    for _ in range(50):
        left = {t for t in asyncio.all_tasks() if t not in before and not t.done()}
        left.discard(asyncio.current_task())  # type: ignore[arg-type]
        if not left:
            break
        await asyncio.sleep(0)
    return left


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.parametrize("taken", ["rest_port", "grpc_port"])
async def test_a_start_failing_at_a_late_step_leaves_nothing_running(
    store_url: str, tmp_path: Path, taken: str
) -> None:
    """Another process holds the REST listener's port, or gRPC's (the last thing start opens):
    start fails after the store, the job runner, the sweeper and the WebSocket listener opened."""
    before = set(asyncio.all_tasks())
    websocket_port = _free_port()
    with refusing_port() as upstream, socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        ports = {"websocket_port": websocket_port, taken: int(holder.getsockname()[1])}
        server = ResponsaServer(_settings(store_url, tmp_path, upstream, **ports))
        with pytest.raises((OSError, RuntimeError)):
            await server.start()
        assert await _tasks_left(before) == set()
        assert await _connections_to(store_url) == 0
        assert await _refused(websocket_port)
        assert _can_bind(websocket_port)
        if taken == "grpc_port":
            assert server.rest_port > 0  # the REST listener had started: it is closed again
            assert await _refused(server.rest_port)
            assert _can_bind(server.rest_port)
        # stop after a failed start: nothing left to close, and no error.
        await server.stop()
        await server.stop()
    assert await _tasks_left(before) == set()


async def test_stop_closes_everything_once_and_twice_is_safe(
    store_url: str, tmp_path: Path
) -> None:
    before = set(asyncio.all_tasks())
    with refusing_port() as upstream:
        server = ResponsaServer(_settings(store_url, tmp_path, upstream))
        await server.start()
        ports = (server.port, server.rest_port)
        assert not await _refused(server.rest_port)
        if store_url.startswith("postgres"):
            assert await _connections_to(store_url) > 0
        # Two stops at once and one after: the closes run once, and every call returns.
        await asyncio.gather(server.stop(grace=0), server.stop(grace=0))
        await server.stop()
    assert await _tasks_left(before) == set()
    assert await _connections_to(store_url) == 0
    for port in ports:
        assert await _refused(port)
        assert _can_bind(port)


async def test_a_start_failing_at_its_first_step_opens_nothing(tmp_path: Path) -> None:
    before = set(asyncio.all_tasks())
    with refusing_port() as upstream, refusing_port() as database:
        server = ResponsaServer(
            _settings(f"postgresql://postgres@127.0.0.1:{database}/nowhere", tmp_path, upstream)
        )
        with pytest.raises(OSError):
            await server.start()
    assert server.rest_port == 0
    assert await _tasks_left(before) == set()
    await server.stop()
