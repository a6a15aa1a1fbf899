"""Each call runs in namespaces of its own (docs/sandbox.md, "What isolates what"): mount, PID,
IPC, UTS, network and user, none shared with the service's process. Real jails: these run as
root."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from responsa_server.sandbox import Limits, LocalSandbox

pytestmark = pytest.mark.skipif(os.geteuid() != 0, reason="the sandbox needs root")

KINDS = ("mnt", "pid", "ipc", "uts", "net", "user")


@pytest.fixture
async def sandbox(tmp_path: Path) -> AsyncIterator[LocalSandbox]:
    made = LocalSandbox(tmp_path / "sandbox", Limits(wall_seconds=20), disk_bytes=16 << 20)
    assert made.unavailable is None
    yield made
    await made.close()


async def test_every_call_has_namespaces_of_its_own(sandbox: LocalSandbox) -> None:
    container = await sandbox.create("proj_a")
    code = (
        f"import os\nfor kind in {KINDS!r}:\n    print(kind, os.readlink('/proc/self/ns/' + kind))"
    )
    first = await sandbox.run_python(container, code)
    second = await sandbox.run_python(container, code)
    assert first.kind == "exit" and first.exit_code == 0, first.stderr
    seen = [
        dict(line.split(" ", 1) for line in out.stdout.decode().splitlines())
        for out in (first, second)
    ]
    service = {kind: os.readlink(f"/proc/self/ns/{kind}") for kind in KINDS}
    for kind in KINDS:
        # Not the service's, in either call (a namespace's number may be reused once the
        # earlier call's is gone, so the two calls' are not compared).
        assert seen[0][kind] != service[kind] and seen[1][kind] != service[kind], kind
