"""The jail's inside: run by `unshare` (util-linux) in fresh mount, PID, network, IPC and UTS
namespaces, as root of the host, it builds the container's root, limits itself and becomes an
unprivileged uid before it executes the command. Executed as a script by the host's Debian
Python (`/usr/bin/python3 -I -S`), so it imports nothing of the service: its one argument is a
JSON object (`root`, `work`, `uid`, `limits`, `argv`, `env`).

The root is a fresh tmpfs holding read-only binds of the host's system directories (`/usr`,
`/lib*`, `/bin`, `/sbin`: programs, not data), a minimal `/etc` written here (no shadow, no
hosts, no resolver), `/dev` with four harmless devices, a `/proc` of the new PID namespace, a
small private `/tmp`, and the container's work directory at `/mnt/data`, the only place that
outlives the call. After `chroot`, the rlimits, dropping every group and capability (setuid to
a non-zero uid) and `no_new_privs`, the command is executed as PID 1 of its namespace: when it
ends, the kernel kills whatever it left behind.
"""

import ctypes
import json
import os
import resource
import signal
import sys

_libc = ctypes.CDLL(None, use_errno=True)
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC = 1, 2, 4, 8
MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 32, 4096, 16384, 1 << 18
PR_SET_PDEATHSIG, PR_SET_NO_NEW_PRIVS = 1, 38
SYSTEM_DIRS = ("usr", "lib", "lib64", "lib32", "bin", "sbin")
DEVICES = ("null", "zero", "random", "urandom")


def mount(source: str | None, target: str, fstype: str | None, flags: int, data: str = "") -> None:
    """mount(2), failing loudly (a jail half built must not run anything)."""
    code = _libc.mount(
        source.encode() if source else None,
        target.encode(),
        fstype.encode() if fstype else None,
        ctypes.c_ulong(flags),
        data.encode() if data else None,
    )
    if code != 0:
        errno = ctypes.get_errno()
        raise OSError(errno, f"mount {source} on {target}: {os.strerror(errno)}")


def bind(source: str, target: str, writable: bool) -> None:
    """A bind mount, then remounted with its restrictions (a bind ignores them at first)."""
    mount(source, target, None, MS_BIND | MS_REC)
    flags = MS_BIND | MS_REMOUNT | MS_NOSUID | (0 if writable else MS_RDONLY)
    mount(None, target, None, flags | (MS_NODEV if writable else 0))


def build_root(root: str, work: str) -> None:
    """The container's file system under `root` (see the module's docstring)."""
    mount(None, "/", None, MS_REC | MS_PRIVATE)
    mount("tmpfs", root, "tmpfs", MS_NOSUID, "size=4m,mode=0755")
    for name in SYSTEM_DIRS:
        host = "/" + name
        if os.path.islink(host):
            os.symlink(os.readlink(host), f"{root}/{name}")
        elif os.path.isdir(host):
            os.mkdir(f"{root}/{name}")
            bind(host, f"{root}/{name}", writable=False)
    os.mkdir(f"{root}/etc")
    with open(f"{root}/etc/passwd", "w") as passwd:
        passwd.write("sandbox:x:1000:1000:sandbox:/mnt/data:/bin/sh\n")
    with open(f"{root}/etc/group", "w") as group:
        group.write("sandbox:x:1000:\n")
    os.mkdir(f"{root}/dev")
    for device in DEVICES:
        open(f"{root}/dev/{device}", "w").close()
        mount(f"/dev/{device}", f"{root}/dev/{device}", None, MS_BIND)
    os.mkdir(f"{root}/proc")
    mount("proc", f"{root}/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC)
    os.mkdir(f"{root}/tmp")
    mount("tmpfs", f"{root}/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "size=64m,mode=1777")
    os.makedirs(f"{root}/mnt/data")
    bind(work, f"{root}/mnt/data", writable=True)
    mount(None, root, None, MS_REMOUNT | MS_NOSUID | MS_RDONLY)


def limit(limits: dict[str, int]) -> None:
    """The rlimits of the command (inherited by everything it starts)."""
    pairs = {
        "cpu_seconds": resource.RLIMIT_CPU,
        "memory_bytes": resource.RLIMIT_AS,
        "processes": resource.RLIMIT_NPROC,
        "open_files": resource.RLIMIT_NOFILE,
        "file_bytes": resource.RLIMIT_FSIZE,
    }
    for key, which in pairs.items():
        resource.setrlimit(which, (limits[key], limits[key]))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def main() -> None:
    """Build, limit, drop, execute."""
    spec = json.loads(sys.argv[1])
    uid = int(spec["uid"])
    if uid <= 0:
        raise SystemExit("the jail runs commands as a non-root uid only")
    build_root(spec["root"], spec["work"])
    os.chroot(spec["root"])
    os.chdir("/mnt/data")
    limit(spec["limits"])
    os.setgroups([])
    os.setgid(uid)
    os.setuid(uid)
    # setuid cleared the parent-death signal: set it again, so that the command dies with
    # `unshare` (killed by the service at the wall-time limit) and takes its namespace along.
    _libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
    _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    argv = spec["argv"]
    os.execve(argv[0], argv, spec["env"])


if __name__ == "__main__":
    main()
