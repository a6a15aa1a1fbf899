"""`LocalSandbox` itself (sandbox/): project scoping, container file paths (no `..`, no
symlinks followed by the service, which reads them as root), and a cell's files owned by root
again once it ended. Real jails: these run as root (docs/sandbox.md)."""

from __future__ import annotations

import os
import socket
import subprocess
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from responsa_server.sandbox import BadPath, Limits, LocalSandbox, disk, runner

pytestmark = pytest.mark.skipif(os.geteuid() != 0, reason="the sandbox needs root")


@pytest.fixture
async def sandbox(tmp_path: Path) -> AsyncIterator[LocalSandbox]:
    made = LocalSandbox(tmp_path / "sandbox", Limits(wall_seconds=10), disk_bytes=32 << 20)
    assert made.unavailable is None
    yield made
    await made.close()  # the containers' disks are unmounted


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


async def test_a_cell_killed_at_the_wall_time_leaves_no_process(sandbox: LocalSandbox) -> None:
    container = await sandbox.create("proj_a")
    # Every process of this call carries the marker in its command line (the cell's code is
    # an argument of its interpreter, and of the jail's commands around it; a forked child
    # keeps it): other tests' cells running on this machine at the same time do not count.
    marker = f"wall-{uuid.uuid4().hex}"
    code = (
        f"# {marker}\n"
        "import os, time\n"
        "if os.fork() == 0:\n"
        "    os.setsid()\n"
        "    time.sleep(600)\n"
        "print('parent', flush=True)\n"
        "time.sleep(600)"
    )
    seen: list[tuple[str, bytes]] = []
    outcome = await sandbox.run_python(
        container, code, lambda s, b: seen.append((s, b)), Limits(wall_seconds=3)
    )
    assert outcome.kind == "timeout" and outcome.stdout == b"parent\n"
    # Streamed as it came (in however many chunks), all of it stdout.
    assert {name for name, _ in seen} == {"stdout"}
    assert b"".join(chunk for _, chunk in seen) == b"parent\n"
    # No process of the call is left (the forked, setsid'd child died with the jail).
    assert [pid for pid in os.listdir("/proc") if pid.isdigit() and marker in _cmdline(pid)] == []


def _cmdline(pid: str) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode("utf-8", "replace")
    except OSError:
        return ""


async def test_the_cell_is_uid_1000_of_its_own_user_namespace_and_cannot_make_another(
    sandbox: LocalSandbox,
) -> None:
    container = await sandbox.create("proj_a")
    code = (
        "import ctypes, os\n"
        "libc = ctypes.CDLL(None, use_errno=True)\n"
        "print(os.getuid(), os.getgid(), os.getgroups())\n"
        "print(open('/proc/self/uid_map').read().split())\n"
        "print(open('/proc/self/status').read().split('CapEff:')[1].split()[0])\n"
        "for flag in (0x10000000, 0x00020000, 0x40000000):\n"  # user, mount, network
        "    print('unshare', libc.unshare(flag), ctypes.get_errno())"
    )
    outcome = await sandbox.run_python(container, code)
    lines = outcome.stdout.decode().splitlines()
    assert lines[0] == "1000 1000 []", outcome.stderr
    inside, outside, count = eval(lines[1])  # ['1000', '<host uid>', '1']
    assert (inside, count) == ("1000", "1")
    assert int(outside) in range(runner.FIRST_UID, runner.FIRST_UID + runner.UIDS)
    assert lines[2] == "0000000000000000"  # no capability at all
    assert lines[3:] == ["unshare -1 1"] * 3  # EPERM, each


async def test_the_cell_sees_the_sandboxs_hostname_not_the_hosts(sandbox: LocalSandbox) -> None:
    container = await sandbox.create("proj_a")
    code = (
        "import socket, os\n"
        "print(socket.gethostname())\n"
        "print(open('/proc/sys/kernel/hostname').read().strip())\n"
        "print(os.uname().nodename)"
    )
    outcome = await sandbox.run_python(container, code)
    assert outcome.kind == "exit" and outcome.exit_code == 0, outcome.stderr
    assert outcome.stdout.decode().splitlines() == ["sandbox"] * 3
    assert socket.gethostname() != "sandbox"  # what the cell would have seen: the host's


async def test_numpy_pandas_and_matplotlib_are_there_and_the_rest_is_read_only(
    sandbox: LocalSandbox,
) -> None:
    container = await sandbox.create("proj_a")
    code = (
        "import numpy, pandas, matplotlib, sys\n"
        "print(numpy.arange(4).sum(), pandas.DataFrame({'a': [1, 2]}).a.sum(), sys.prefix)\n"
        "try:\n"
        "    open(numpy.__file__, 'a')\n"
        "except OSError as error:\n"
        "    print('refused', error.errno)"
    )
    outcome = await sandbox.run_python(container, code)
    first, refused = outcome.stdout.decode().splitlines()
    assert first == "6 3 /opt/python", outcome.stderr
    assert refused in ("refused 13", "refused 30")  # not the cell's, and bound read-only


async def test_shown_figures_are_images_and_saved_files_are_the_calls_changes(
    sandbox: LocalSandbox,
) -> None:
    container = await sandbox.create("proj_a")
    await sandbox.put_file(container, "old.txt", b"untouched")
    code = (
        "import matplotlib.pyplot as plt\n"
        "plt.plot([1, 2, 3])\n"
        "plt.savefig('chart.png')\n"
        "plt.show()\n"
        "plt.bar([1, 2], [3, 4])\n"
        "plt.show()\n"
        "plt.figure()\n"  # still open when the cell ends: shown then
        "plt.scatter([1], [1])"
    )
    outcome = await sandbox.run_python(container, code)
    assert (outcome.kind, outcome.exit_code, outcome.stderr) == ("exit", 0, b"")
    assert len(outcome.images) == 3
    assert all(image.startswith(b"\x89PNG\r\n\x1a\n") for image in outcome.images)
    assert [f.path for f in outcome.changed] == ["/mnt/data/chart.png"]
    # The shown figures are not container files.
    listed = [f.path for f in await sandbox.list_files(container)]
    assert listed == ["/mnt/data/chart.png", "/mnt/data/old.txt"]


async def test_the_disk_of_a_container_is_bounded_in_total(sandbox: LocalSandbox) -> None:
    container = await sandbox.create("proj_a")
    code = (
        "import os\n"
        "written = 0\n"
        "try:\n"
        "    for n in range(64):\n"  # 64 files of 1 MiB: twice the 32 MiB disk
        "        with open(f'part{n}', 'wb') as file:\n"
        "            file.write(b'x' * (1 << 20))\n"
        "        written += 1\n"
        "except OSError as error:\n"
        "    print('stopped', error.errno, written)"
    )
    outcome = await sandbox.run_python(container, code)
    text = outcome.stdout.decode()
    assert text.startswith("stopped 28 "), outcome.stderr  # ENOSPC
    assert int(text.split()[2]) < 32
    assert outcome.disk_full
    total = sum(f.bytes for f in await sandbox.list_files(container))
    assert total <= 32 << 20
    # The next call starts with the files there and may remove some.
    again = await sandbox.run_python(container, "import os\nos.remove('part0')\nprint('ok')")
    assert again.stdout == b"ok\n" and not again.disk_full


async def test_an_unmounted_disk_is_mounted_again_with_its_files(sandbox: LocalSandbox) -> None:
    container = await sandbox.create("proj_a")
    await sandbox.put_file(container, "kept.txt", b"kept")
    work = sandbox.work_of(container.id)
    await sandbox.disks.detach(work)  # as after a restart of the service
    assert not work.is_mount() and list(work.iterdir()) == []
    assert [f.path for f in await sandbox.list_files(container)] == ["/mnt/data/kept.txt"]
    assert work.is_mount()
    outcome = await sandbox.run_python(container, "print(open('kept.txt').read())")
    assert outcome.stdout == b"kept\n"


async def test_the_cell_gets_the_limits_and_exactly_the_fixed_environment(
    sandbox: LocalSandbox,
) -> None:
    container = await sandbox.create("proj_a")
    # Each limit a value of its own, so that one passed in another's place shows.
    limits = Limits(
        wall_seconds=10,
        cpu_seconds=37,
        memory_bytes=900 << 20,
        processes=41,
        open_files=123,
        file_bytes=5 << 20,
    )
    code = (
        "import os, resource\n"
        "names = ('CPU', 'AS', 'NPROC', 'NOFILE', 'FSIZE', 'CORE')\n"
        "print([resource.getrlimit(getattr(resource, 'RLIMIT_' + n)) for n in names])\n"
        "print(sorted(os.environ.items()))"
    )
    outcome = await sandbox.run_python(container, code, limits=limits)
    rlimits, environ = outcome.stdout.decode().splitlines()
    expected = [37, 900 << 20, 41, 123, 5 << 20, 0]
    assert eval(rlimits) == [(value, value) for value in expected], outcome.stderr
    # The runner's fixed environment, nothing added on the way (`unshare`, the jail's own
    # Python) and nothing of the service's.
    assert eval(environ) == sorted(runner._ENV.items())


def test_the_jails_inside_starts_without_heavy_imports() -> None:
    """jail.py runs before every cell: importing it (what each jail does) loads no module beyond
    what the interpreter itself starts with, `_ctypes` and `resource` (no json, ctypes, os,
    signal, re or enum: docs/performance.md, "Sandbox cell start")."""
    bare = subprocess.run(
        [runner.SYSTEM_PYTHON, "-I", "-S", "-c", "import sys; print(sorted(sys.modules))"],
        capture_output=True,
        text=True,
        check=True,
    )
    probe = (
        f"import sys; sys.path.append({str(runner.JAIL.parent)!r}); import jail; "
        "print(sorted(sys.modules))"
    )
    jailed = subprocess.run(
        [runner.SYSTEM_PYTHON, "-I", "-S", "-c", probe], capture_output=True, text=True, check=True
    )
    added = set(eval(jailed.stdout)) - set(eval(bare.stdout))
    assert added == {"jail", "_ctypes", "resource"}


async def test_disks_written_from_the_first_ones_data_are_each_their_own(
    sandbox: LocalSandbox,
) -> None:
    # The first container's disk is made by mkfs.ext4; the next ones are written from its data.
    first, second, third = [await sandbox.create("proj_a") for _ in range(3)]
    works = [sandbox.work_of(c.id) for c in (first, second, third)]
    images = [disk.image_of(work) for work in works]
    assert len({image.stat().st_ino for image in images}) == 3
    assert all(image.stat().st_size == 32 << 20 for image in images)
    assert all(work.is_mount() for work in works)
    await sandbox.put_file(second, "kept.txt", b"kept")
    code = (
        "written = 0\n"
        "try:\n"
        "    for n in range(64):\n"
        "        with open(f'part{n}', 'wb') as file:\n"
        "            file.write(b'x' * (1 << 20))\n"
        "        written += 1\n"
        "except OSError as error:\n"
        "    print('stopped', error.errno, written)"
    )
    filled = await sandbox.run_python(third, code)
    assert filled.stdout.decode().startswith("stopped 28 "), filled.stderr  # ENOSPC
    assert filled.disk_full
    # The others are untouched by it: their own files, their own room.
    assert [f.path for f in await sandbox.list_files(second)] == ["/mnt/data/kept.txt"]
    assert await sandbox.list_files(first) == []
    probe = await sandbox.run_python(second, "open('more', 'wb').write(b'y' * (8 << 20))")
    assert probe.exit_code == 0 and not probe.disk_full, probe.stderr
