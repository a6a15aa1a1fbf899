"""MCP secrets of a background response never reach the database's files in plaintext.

A background job keeps its create body in the store while it runs (any replica may take it
over), and that body carries the `mcp` tools' secrets: `authorization`, header values, the
URL's user info, query and fragment. The stack runs on a private Postgres server; after a
CHECKPOINT the `background_jobs` table's file and every WAL segment (pg_wal/), then every file
of the data directory, are scanned for each secret's bytes: while the job runs, and after it
ended.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from pathlib import Path

import asyncpg
import httpx
import pytest

from tests.fake_upstream import FakeUpstream
from tests.mcp_server import McpTestServer
from tests.private_postgres import PrivatePostgres
from tests.stack import Stack

pytestmark = pytest.mark.e2e

SECRETS = {
    "authorization": b"tok-Kx81AuthSecret",
    "header": b"hdr-Kx81HeaderSecret",
    "user info": b"pw-Kx81UserSecret",
    "query": b"q-Kx81QuerySecret",
    "fragment": b"f-Kx81FragmentSecret",
}


@pytest.fixture(scope="module")
def postgres() -> Iterator[PrivatePostgres]:
    with PrivatePostgres() as server:
        yield server


async def _checkpoint(url: str) -> Path:
    """CHECKPOINT (dirty pages written to the table files); the background_jobs file's path."""
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("CHECKPOINT")
        relative = await conn.fetchval("SELECT pg_relation_filepath('background_jobs')")
    finally:
        await conn.close()
    return Path(str(relative))


def _found(postgres: PrivatePostgres) -> dict[str, list[str]]:
    """Which secrets appear in which files: the table's file first, the WAL, then all files."""
    table = postgres.data / asyncio.run(_checkpoint(postgres.url))
    files = [table, *sorted((postgres.data / "pg_wal").glob("0*"))]
    files += [p for p in sorted(postgres.data.rglob("*")) if p.is_file() and p not in files]
    found: dict[str, list[str]] = {}
    for path in files:
        try:
            data = path.read_bytes()
        except OSError:
            continue  # a file removed while scanning (a recycled WAL segment)
        for name, secret in SECRETS.items():
            if secret in data:
                found.setdefault(name, []).append(str(path.relative_to(postgres.data)))
    return found


def test_mcp_secrets_of_a_running_background_job_are_not_on_disk(
    postgres: PrivatePostgres, fake_upstream: FakeUpstream, tmp_path: Path
) -> None:
    token = SECRETS["authorization"].decode()
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": postgres.url,
        "RESPONSA_BLOB_STORE": str(tmp_path / "blobs"),
        "RESPONSA_TOOL_URL_ALLOW": "127.0.0.1",
    }
    with (
        McpTestServer().start(token=token) as guarded,
        McpTestServer().start() as plain,
        Stack.start(env) as stack,
    ):
        url = (
            f"http://alice:{SECRETS['user info'].decode()}@127.0.0.1:{plain.port}/mcp"
            f"?key={SECRETS['query'].decode()}#{SECRETS['fragment'].decode()}"
        )
        body = {
            "model": "fake-slow",
            "input": "take your time",
            "background": True,
            "tools": [
                {
                    "type": "mcp",
                    "server_label": "guarded",
                    "server_url": guarded.url,
                    "authorization": token,
                    "headers": {"X-Api-Key": SECRETS["header"].decode()},
                    "require_approval": "never",
                },
                {
                    "type": "mcp",
                    "server_label": "plain",
                    "server_url": url,
                    "require_approval": "never",
                },
            ],
        }
        created = httpx.post(f"{stack.rest_url}/responses", json=body, timeout=30)
        assert created.status_code == 200, created.text
        response_id = created.json()["id"]

        def status() -> str:
            reply = httpx.get(f"{stack.rest_url}/responses/{response_id}", timeout=30)
            return str(reply.json()["status"])

        deadline = time.monotonic() + 30
        while status() == "queued":
            assert time.monotonic() < deadline
            time.sleep(0.1)
        assert status() == "in_progress"
        while_running = _found(postgres)
        while status() == "in_progress":
            assert time.monotonic() < deadline + 30
            time.sleep(0.2)
        finished = httpx.get(f"{stack.rest_url}/responses/{response_id}", timeout=30).json()
        assert finished["status"] == "completed", finished
        # The job really used the secrets: both servers (one requires the token) listed.
        listed = [i for i in finished["output"] if i["type"] == "mcp_list_tools" and i["tools"]]
        assert len(listed) == 2, finished["output"]
        after = _found(postgres)
    assert while_running == {}, while_running
    assert after == {}, after
