"""A container's disk: its work directory is the mount point of an ext4 file system of its own,
kept in a sparse image file beside it (`<state>/<container id>/disk.img`) and loop-mounted on
the host (`nosuid`, `nodev`) while the container exists. What a container's files may use in
total is then the file system's size, enforced by the kernel (a write past it fails with
ENOSPC), whatever the number of files or processes; the image takes on the host's disk only
what was written. The jail binds the mounted directory at /mnt/data as before. The first image
of a process is made by `mkfs.ext4`; the next ones are written from its data (an empty file
system is the same every time: a few hundred KiB, the rest holes), without starting `mkfs.ext4`
and waiting for its fsyncs.

The other kind needs no device: a `tmpfs` of that size mounted on the work directory (`nosuid`,
`nodev`, mode 0700), for hosts without loop devices (a Kubernetes pod that is not privileged).
Its pages are memory (they count against the process's memory cgroup), and it is gone when
unmounted: a working copy is a cache of the blob store, so nothing is lost but the copy.
`kind_of` chooses between them (RESPONSA_SANDBOX_DISK).
"""

from __future__ import annotations

import asyncio
import os
import subprocess
from pathlib import Path

EXT4 = "ext4"
TMPFS = "tmpfs"
KINDS = (EXT4, TMPFS, "auto")
LOOP_CONTROL = Path("/dev/loop-control")
FULL_BELOW = 1 << 20  # less free than this: full (ext4 refuses writes with some blocks left)


class DiskError(RuntimeError):
    """A disk that could not be made or mounted (the command's complaint)."""


async def _run(*argv: str) -> None:
    process = await asyncio.create_subprocess_exec(
        *argv,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    _, err = await process.communicate()
    if process.returncode != 0:
        raise DiskError(f"{argv[0]}: {err.decode(errors='replace').strip()}")


def kind_of(setting: str, loop_control: Path = LOOP_CONTROL) -> str:
    """The disk kind a setting names: `ext4` or `tmpfs` as said, and for `auto` ext4 when the
    loop devices can be used here (`loop_control` opens for writing), else tmpfs. Blocking (a
    device is opened): call it once, at start."""
    if setting != "auto":
        return setting
    try:
        os.close(os.open(loop_control, os.O_RDWR))
    except OSError:  # absent (a pod's /dev), or not ours to use
        return TMPFS
    return EXT4


def image_of(work: Path) -> Path:
    """The image file of the work directory `work`."""
    return work.parent / "disk.img"


class Disks:
    """The disks of one sandbox's containers, each `size` bytes, of one `kind` (ext4 images or
    tmpfs). One disk is made or mounted at a time (two callers finding the same disk unmounted
    must not both mount it); a disk already mounted is not waited for."""

    def __init__(self, size: int, kind: str = EXT4) -> None:
        if kind not in (EXT4, TMPFS):
            raise ValueError(f"unknown disk kind {kind!r}")
        self.size = size
        self.kind = kind
        self._mounting = asyncio.Lock()
        # The data of the first image `mkfs.ext4` made (its holes read as zeros): each later
        # image is written from it, without starting `mkfs.ext4` and waiting for its fsyncs.
        self._template: list[tuple[int, bytes]] | None = None

    async def attach(self, work: Path) -> None:
        """Make the disk of `work` when it has none, and mount it there (root's, mode 0700)
        unless it is mounted already."""
        if await asyncio.to_thread(os.path.ismount, work):
            return
        async with self._mounting:
            if not await asyncio.to_thread(os.path.ismount, work):
                await self._mount(work)

    async def _mount(self, work: Path) -> None:
        if self.kind == TMPFS:
            # Empty each time it is mounted (after a restart too): the copy is filled again
            # from the store by the replica that uses it.
            options = f"size={self.size},nosuid,nodev,mode=0700"
            await _run("mount", "-t", "tmpfs", "-o", options, "responsa-disk", str(work))
            return
        image = image_of(work)
        if not image.exists():
            # Made under another name and renamed once it is a file system: an image that
            # exists is whole.
            fresh = image.with_suffix(".new")
            template = self._template
            if template is None:
                await asyncio.to_thread(_write_image, fresh, self.size, [])
                # No blocks reserved for root (nothing runs as root there), no journal (a
                # container's files need not survive a host crash more than its other state).
                await _run("mkfs.ext4", "-q", "-F", "-m", "0", "-O", "^has_journal", str(fresh))
                self._template = await asyncio.to_thread(_data_of, fresh)
            else:
                await asyncio.to_thread(_write_image, fresh, self.size, template)
            await asyncio.to_thread(os.rename, fresh, image)
        await _run("mount", "-o", "loop,nosuid,nodev", str(image), str(work))

        def settle() -> None:
            os.chmod(work, 0o700)
            lost = work / "lost+found"
            if lost.is_dir() and not any(lost.iterdir()):
                lost.rmdir()

        await asyncio.to_thread(settle)

    async def detach(self, work: Path) -> None:
        """Unmount the disk of `work` (its loop device goes with it; a tmpfs, its files);
        nothing when not mounted."""
        if await asyncio.to_thread(os.path.ismount, work):
            await _run("umount", str(work))


def _write_image(path: Path, size: int, data: list[tuple[int, bytes]]) -> None:
    """A sparse file of `size` bytes (root's, mode 0600) holding `data` (offset, bytes)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.ftruncate(fd, size)
        for offset, chunk in data:
            os.pwrite(fd, chunk, offset)
    finally:
        os.close(fd)


def _data_of(path: Path) -> list[tuple[int, bytes]]:
    """The data of a sparse file, without its holes: (offset, bytes) of each stretch."""
    data: list[tuple[int, bytes]] = []
    fd = os.open(path, os.O_RDONLY)
    try:
        end = os.fstat(fd).st_size
        offset = 0
        while offset < end:
            try:
                start = os.lseek(fd, offset, os.SEEK_DATA)
            except OSError:  # ENXIO: only a hole is left
                break
            offset = os.lseek(fd, start, os.SEEK_HOLE)
            data.append((start, os.pread(fd, offset - start, start)))
    finally:
        os.close(fd)
    return data


def unmount_under(directory: Path) -> None:
    """Unmount every file system mounted under `directory` (deepest first): the disks a
    process that is gone left mounted. Blocking: run in a thread."""
    prefix = str(directory.absolute()) + "/"
    with open("/proc/self/mounts") as mounts:
        # Mount points with spaces are escaped (\040); ours have none.
        points = [line.split()[1] for line in mounts if line.split()[1].startswith(prefix)]
    for point in sorted(points, key=len, reverse=True):
        subprocess.run(["umount", point], capture_output=True, check=False, timeout=60)


def is_full(work: Path) -> bool:
    """Whether the disk at `work` has (almost) no room left: under 1 MiB or 1 % free (ext4
    answers ENOSPC with a few clusters still free, kept for its own allocations; a tmpfs is full
    at none)."""
    info = os.statvfs(work)
    return info.f_bavail * info.f_frsize < max(FULL_BELOW, info.f_blocks * info.f_frsize // 100)
