"""A container's files on the host: paths checked before any access, and every access made
through directory descriptors with O_NOFOLLOW, so that a symlink or `..` the container's code
left in its work directory cannot make the service (root) read or write outside it."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

MOUNT = PurePosixPath("/mnt/data")
_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


class BadPath(ValueError):
    """A container file path that is not a plain relative path under /mnt/data."""


@dataclass(frozen=True, slots=True)
class FileInfo:
    """A regular file of a container: its path (`/mnt/data/...`), size and modification time
    (nanoseconds: what tells a changed file from the copy put there)."""

    path: str
    bytes: int
    modified: float
    modified_ns: int = 0


def parts_of(path: str) -> tuple[str, ...]:
    """The components of `path` under the work directory (`/mnt/data/a/b` or `a/b`)."""
    pure = PurePosixPath(path)
    if pure.is_absolute():
        if pure == MOUNT or MOUNT not in pure.parents:
            raise BadPath(f"{path!r} is not under {MOUNT}")
        pure = pure.relative_to(MOUNT)
    parts = pure.parts
    if not parts or any(p in ("", ".", "..") or "\x00" in p for p in parts):
        raise BadPath(f"{path!r} is not a plain path under {MOUNT}")
    return parts


@contextmanager
def _directory(work: Path, parents: tuple[str, ...], create: bool) -> Iterator[int]:
    """A descriptor of the directory `parents` under `work`, walked without following links."""
    fd = os.open(work, _DIR_FLAGS)
    try:
        for name in parents:
            if create:
                try:
                    os.mkdir(name, 0o755, dir_fd=fd)
                except FileExistsError:
                    pass
            child = os.open(name, _DIR_FLAGS, dir_fd=fd)
            os.close(fd)
            fd = child
        yield fd
    finally:
        os.close(fd)


def write_file(work: Path, path: str, data: bytes, owner: int | None = None) -> str:
    """Write a file (replacing a regular one); its `/mnt/data/...` path."""
    parts = parts_of(path)
    with _directory(work, parts[:-1], create=True) as parent:
        flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW | os.O_CLOEXEC
        fd = os.open(parts[-1], flags, 0o644, dir_fd=parent)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise BadPath(f"{path!r} is not a regular file")
            os.write(fd, data)
            if owner is not None:
                os.fchown(fd, owner, owner)
        finally:
            os.close(fd)
    return str(MOUNT.joinpath(*parts))


def read_file(work: Path, path: str, limit: int) -> bytes | None:
    """A regular file's bytes (None when there is none: missing, a link, a directory)."""
    parts = parts_of(path)
    try:
        with _directory(work, parts[:-1], create=False) as parent:
            fd = os.open(
                parts[-1], os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NONBLOCK, dir_fd=parent
            )
            try:
                info = os.fstat(fd)
                if not stat.S_ISREG(info.st_mode) or info.st_size > limit:
                    return None
                with os.fdopen(os.dup(fd), "rb") as file:
                    return file.read(limit + 1)[:limit]
            finally:
                os.close(fd)
    except (FileNotFoundError, NotADirectoryError, OSError):
        return None


def delete_file(work: Path, path: str) -> bool:
    """Remove a file (or a link) at `path`; whether there was one."""
    parts = parts_of(path)
    try:
        with _directory(work, parts[:-1], create=False) as parent:
            info = os.stat(parts[-1], dir_fd=parent, follow_symlinks=False)
            if stat.S_ISDIR(info.st_mode):
                return False
            os.unlink(parts[-1], dir_fd=parent)
            return True
    except OSError:
        return False


def list_files(work: Path) -> list[FileInfo]:
    """The regular files under the work directory (links and special files are not listed)."""
    found: list[FileInfo] = []
    # fwalk does not follow directory links.
    for top, _dirs, names, top_fd in os.fwalk(work, follow_symlinks=False):
        relative = PurePosixPath(os.path.relpath(top, work))
        for name in sorted(names):
            try:
                info = os.stat(name, dir_fd=top_fd, follow_symlinks=False)
            except OSError:
                continue
            if stat.S_ISREG(info.st_mode):
                found.append(
                    FileInfo(
                        str(MOUNT / relative / name),
                        info.st_size,
                        info.st_mtime,
                        info.st_mtime_ns,
                    )
                )
    return sorted(found, key=lambda f: f.path)


def own(work: Path, uid: int) -> None:
    """Give the work directory and everything in it to `uid` (without following links)."""
    for _top, dirs, names, top_fd in os.fwalk(work, follow_symlinks=False):
        os.chown(top_fd, uid, uid)
        for name in (*dirs, *names):
            os.chown(name, uid, uid, dir_fd=top_fd, follow_symlinks=False)


SHOWN = ".shown"  # where the cells' `plt.show()` saves figures (sandbox_runtime/responsa_show.py)
SHOWN_LIMIT = 16 << 20  # the largest figure taken
SHOWN_COUNT = 32  # figures taken from one call, at most


def take_shown(work: Path) -> list[bytes]:
    """The PNGs a call's `plt.show()` saved, in order, removed from the container (they are the
    call's images, not its files)."""
    images: list[bytes] = []
    try:
        with _directory(work, (SHOWN,), create=False) as shown:
            names = sorted(os.listdir(shown))
            for name in names:
                if name.endswith(".png") and len(images) < SHOWN_COUNT:
                    data = read_file(work, f"{SHOWN}/{name}", SHOWN_LIMIT)
                    if data is not None:
                        images.append(data)
                info = os.stat(name, dir_fd=shown, follow_symlinks=False)
                if not stat.S_ISDIR(info.st_mode):
                    os.unlink(name, dir_fd=shown)
        with _directory(work, (), create=False) as top:
            os.rmdir(SHOWN, dir_fd=top)
    except OSError:
        pass  # none shown, or the cell left something else there: its own business
    return images


def changed(before: list[FileInfo], after: list[FileInfo]) -> list[FileInfo]:
    """The files of `after` that are new or different (size or time) since `before`."""
    known = {(f.path, f.bytes, f.modified) for f in before}
    return [f for f in after if (f.path, f.bytes, f.modified) not in known]
