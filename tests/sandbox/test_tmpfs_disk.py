"""The tmpfs disk kind (sandbox/disk.py): a container's files bounded by a size-limited tmpfs on
its work directory, for hosts without loop devices; and how RESPONSA_SANDBOX_DISK chooses the
kind. Real mounts: these run as root (docs/sandbox.md)."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from responsa_server.config import Settings, SettingsError
from responsa_server.sandbox import Limits, LocalSandbox, disk
from responsa_server.sandbox.containers import local_sandbox

FILL = (
    "written = 0\n"
    "try:\n"
    "    for n in range(64):\n"  # 64 files of 1 MiB: twice the 32 MiB disk
    "        with open(f'part{n}', 'wb') as file:\n"
    "            file.write(b'x' * (1 << 20))\n"
    "        written += 1\n"
    "except OSError as error:\n"
    "    print('stopped', error.errno, written)"
)

root_only = pytest.mark.skipif(os.geteuid() != 0, reason="the sandbox needs root")


@pytest.fixture
async def sandbox(tmp_path: Path) -> AsyncIterator[LocalSandbox]:
    made = LocalSandbox(
        tmp_path / "sandbox", Limits(wall_seconds=10), disk_bytes=32 << 20, disk_kind=disk.TMPFS
    )
    assert made.unavailable is None
    yield made
    await made.close()


def _mount_of(point: Path) -> tuple[str, set[str]] | None:
    """The file system type and options of what is mounted at `point`, if anything."""
    with open("/proc/self/mounts") as mounts:
        for line in mounts:
            _, where, kind, options, *_ = line.split()
            if where == str(point):
                return kind, set(options.split(","))
    return None


@root_only
async def test_a_tmpfs_disk_is_mounted_with_its_size_and_options(sandbox: LocalSandbox) -> None:
    container = await sandbox.create("proj_a")
    work = sandbox.work_of(container.id)
    mounted = _mount_of(work)
    assert mounted is not None
    kind, options = mounted
    assert kind == "tmpfs"
    assert {"nosuid", "nodev", "size=32768k", "mode=700"} <= options
    assert not disk.image_of(work).exists()  # no image file on the host's disk
    assert list(work.iterdir()) == []


@root_only
async def test_filling_a_tmpfs_disk_fails_inside_the_cell_and_says_full(
    sandbox: LocalSandbox,
) -> None:
    container = await sandbox.create("proj_a")
    outcome = await sandbox.run_python(container, FILL)
    text = outcome.stdout.decode()
    assert text.startswith("stopped 28 "), outcome.stderr  # ENOSPC
    assert int(text.split()[2]) <= 32  # a tmpfs holds exactly its size of data
    assert outcome.disk_full  # the tool kind's "disk is full" sentence follows from it
    assert sum(f.bytes for f in await sandbox.list_files(container)) <= 32 << 20
    # Another container's tmpfs is its own room.
    other = await sandbox.create("proj_a")
    probe = await sandbox.run_python(other, "open('more', 'wb').write(b'y' * (8 << 20))")
    assert probe.exit_code == 0 and not probe.disk_full, probe.stderr
    # Removing a file makes room again.
    again = await sandbox.run_python(container, "import os\nos.remove('part0')\nprint('ok')")
    assert again.stdout == b"ok\n" and not again.disk_full


@root_only
async def test_a_forgotten_containers_tmpfs_is_unmounted(sandbox: LocalSandbox) -> None:
    container = await sandbox.create("proj_a")
    await sandbox.put_file(container, "a.txt", b"a")
    work = sandbox.work_of(container.id)
    assert _mount_of(work) is not None
    assert await sandbox.forget("proj_a", container.id)
    assert _mount_of(work) is None
    assert not work.parent.exists()


@root_only
async def test_closing_unmounts_the_tmpfs_disks_and_a_later_use_mounts_an_empty_one(
    sandbox: LocalSandbox,
) -> None:
    container = await sandbox.create("proj_a")
    await sandbox.put_file(container, "cached.txt", b"c")
    work = sandbox.work_of(container.id)
    await sandbox.close()
    assert _mount_of(work) is None
    # A tmpfs keeps nothing once unmounted: the copy is filled again from the store by its user.
    assert await sandbox.list_files(container) == []
    assert _mount_of(work) is not None


def test_auto_chooses_ext4_only_where_the_loop_devices_can_be_used(tmp_path: Path) -> None:
    assert disk.kind_of("ext4") == disk.EXT4
    assert disk.kind_of("tmpfs") == disk.TMPFS
    assert disk.kind_of("auto", tmp_path / "loop-control") == disk.TMPFS  # a pod's /dev
    openable = tmp_path / "openable"
    openable.write_bytes(b"")
    assert disk.kind_of("auto", openable) == disk.EXT4


def test_the_setting_selects_the_kind_of_the_sandboxs_disks(tmp_path: Path) -> None:
    base = {"RESPONSA_SANDBOX_DIR": str(tmp_path / "sandbox")}
    for kind in (disk.TMPFS, disk.EXT4):
        settings = Settings.from_env({**base, "RESPONSA_SANDBOX_DISK": kind})
        assert local_sandbox(settings).disks.kind == kind
    assert Settings.from_env(base).sandbox_disk == "auto"
    with pytest.raises(SettingsError, match=r"RESPONSA_SANDBOX_DISK=.zfs. is not a valid value"):
        Settings.from_env({**base, "RESPONSA_SANDBOX_DISK": "zfs"})


def test_an_unknown_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown disk kind"):
        disk.Disks(1 << 20, "zfs")
