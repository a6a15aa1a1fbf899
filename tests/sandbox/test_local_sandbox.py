"""`LocalSandbox` itself (sandbox/): project scoping, container file paths (no `..`, no
symlinks followed by the service, which reads them as root), and a cell's files owned by root
again once it ended. Real jails: these run as root (docs/sandbox.md)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from responsa_server.sandbox import BadPath, Limits, LocalSandbox, runner

pytestmark = pytest.mark.skipif(os.geteuid() != 0, reason="the sandbox needs root")


@pytest.fixture
def sandbox(tmp_path: Path) -> LocalSandbox:
    made = LocalSandbox(tmp_path / "sandbox", Limits(wall_seconds=10))
    assert made.unavailable is None
    return made


async def test_another_projects_container_is_unknown(sandbox: LocalSandbox) -> None:
    mine = await sandbox.create("proj_a")
    assert await sandbox.get("proj_a", mine.id) is mine
    assert await sandbox.get("proj_b", mine.id) is None
    assert await sandbox.listed("proj_b") == []
    assert not await sandbox.forget("proj_b", mine.id)
    assert await sandbox.get("proj_a", mine.id) is mine
    assert await sandbox.forget("proj_a", mine.id)
    assert await sandbox.get("proj_a", mine.id) is None
    assert not sandbox.work_of(mine.id).exists()


@pytest.mark.parametrize(
    "path", ["../escape.txt", "/mnt/data/../x", "/etc/passwd", "", "/mnt/data"]
)
async def test_paths_outside_the_work_dir_are_refused(sandbox: LocalSandbox, path: str) -> None:
    container = await sandbox.create("proj_a")
    with pytest.raises(BadPath):
        await sandbox.put_file(container, path, b"x")
    with pytest.raises(BadPath):
        await sandbox.get_file(container, path)
    assert not (sandbox.work_of(container.id).parent / "escape.txt").exists()


async def test_files_round_trip_and_links_made_by_a_cell_are_not_followed(
    sandbox: LocalSandbox, tmp_path: Path
) -> None:
    container = await sandbox.create("proj_a")
    assert (
        await sandbox.put_file(container, "in/data.csv", b"a,b\n1,2\n") == "/mnt/data/in/data.csv"
    )
    host_secret = tmp_path / "host-secret"
    host_secret.write_text("host only")
    code = (
        "import os\n"
        f"os.symlink('{host_secret}', 'link.txt')\n"
        "os.symlink('/etc', 'etc-link')\n"
        "print(open('in/data.csv').read().splitlines()[1])\n"
        "open('out.txt', 'w').write('made')"
    )
    outcome = await sandbox.run_python(container, code)
    assert (outcome.kind, outcome.exit_code, outcome.stdout) == ("exit", 0, b"1,2\n")
    listed = [f.path for f in await sandbox.list_files(container)]
    assert listed == ["/mnt/data/in/data.csv", "/mnt/data/out.txt"]
    assert await sandbox.get_file(container, "out.txt") == b"made"
    assert await sandbox.get_file(container, "link.txt") is None
    assert await sandbox.get_file(container, "etc-link/passwd") is None
    # Writing through the link is refused too, and the host file is unchanged.
    with pytest.raises(OSError):
        await sandbox.put_file(container, "link.txt", b"overwritten")
    assert host_secret.read_text() == "host only"
    # Between cells everything is root's again.
    assert {p.lstat().st_uid for p in sandbox.work_of(container.id).rglob("*")} == {0}
    assert await sandbox.delete_file(container, "out.txt")
    assert not await sandbox.delete_file(container, "out.txt")


async def test_a_cell_killed_at_the_wall_time_leaves_no_process(tmp_path: Path) -> None:
    sandbox = LocalSandbox(tmp_path / "sandbox", Limits(wall_seconds=1))
    container = await sandbox.create("proj_a")
    code = (
        "import os, time\n"
        "if os.fork() == 0:\n"
        "    os.setsid()\n"
        "    time.sleep(600)\n"
        "print('parent', flush=True)\n"
        "time.sleep(600)"
    )
    seen: list[tuple[str, bytes]] = []
    outcome = await sandbox.run_python(container, code, lambda s, b: seen.append((s, b)))
    assert outcome.kind == "timeout" and outcome.stdout == b"parent\n"
    # Streamed as it came (in however many chunks), all of it stdout.
    assert {name for name, _ in seen} == {"stdout"}
    assert b"".join(chunk for _, chunk in seen) == b"parent\n"
    # No process of any cell's uid is left (the forked, setsid'd child died with the jail).
    cell_uids = range(runner.FIRST_UID, runner.FIRST_UID + runner.UIDS)
    left = [pid for pid in os.listdir("/proc") if pid.isdigit() and _uid_of(pid) in cell_uids]
    assert left == []


def _uid_of(pid: str) -> int | None:
    try:
        return os.stat(f"/proc/{pid}").st_uid
    except OSError:
        return None
