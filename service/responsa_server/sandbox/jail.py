"""The jail's inside: run by `unshare` (util-linux) in fresh mount, PID, network, IPC and UTS
namespaces, as root of the host, it builds the container's root, limits itself, becomes an
unprivileged uid and enters a user namespace of its own before it executes the command.
Executed as a script by the host's Debian Python (`/usr/bin/python3 -I -S`), so it imports
nothing of the service: its one argument is a JSON object (`root`, `work`, `runtime`, `uid`,
`limits`, `argv`, `env`).

The root is a fresh tmpfs holding read-only binds of the host's system directories (`/usr`,
`/lib*`, `/bin`, `/sbin`: programs, not data), the cells' Python runtime at `/opt/python`
(read-only), a minimal `/etc` written here (no shadow, no hosts, no resolver), `/dev` with four
harmless devices, a `/proc` of the new PID namespace, a small private `/tmp`, and the
container's work directory at `/mnt/data`, the only place that outlives the call.

Then: the rlimits; every group dropped and the host uid set to the run's own (non-zero, so no
capability is left); a new **user namespace** in which that uid is 1000 and nothing else is
mapped (the host's root, and every other uid, is nobody inside); `chroot` into the root (after
the user namespace: a chrooted process may not make one, so the command cannot make its own
either); `no_new_privs`; and the command is executed as PID 1 of its namespace, which drops the
capabilities the new user namespace gave (its uid is not 0 there): when it ends, the kernel
kills whatever it left behind.
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
PR_SET_PDEATHSIG, PR_SET_DUMPABLE, PR_SET_NO_NEW_PRIVS = 1, 4, 38
CLONE_NEWUSER = 0x10000000
INSIDE_UID = 1000  # the command's uid (and gid) inside its user namespace
RUNTIME = "opt/python"  # where the cells' Python runtime is bound
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


def build_root(root: str, work: str, runtime: str | None, uid: int) -> None:
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
    if runtime:
        os.makedirs(f"{root}/{RUNTIME}")
        bind(runtime, f"{root}/{RUNTIME}", writable=False)
    os.mkdir(f"{root}/etc")
    with open(f"{root}/etc/passwd", "w") as passwd:
        passwd.write(f"sandbox:x:{INSIDE_UID}:{INSIDE_UID}:sandbox:/mnt/data:/bin/sh\n")
    with open(f"{root}/etc/group", "w") as group:
        group.write(f"sandbox:x:{INSIDE_UID}:\n")
    os.mkdir(f"{root}/dev")
    for device in DEVICES:
        open(f"{root}/dev/{device}", "w").close()
        mount(f"/dev/{device}", f"{root}/dev/{device}", None, MS_BIND)
    os.mkdir(f"{root}/proc")
    mount("proc", f"{root}/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC)
    os.mkdir(f"{root}/tmp")
    mount("tmpfs", f"{root}/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "size=64m,mode=1777")
    fonts = f"{runtime}/mplconfig"
    if runtime and os.path.isdir(fonts):
        # matplotlib's font cache, made when the runtime was built: it wants it writable.
        os.mkdir(f"{root}/tmp/matplotlib", 0o700)
        for name in os.listdir(fonts):
            with open(f"{fonts}/{name}", "rb") as source:
                with open(f"{root}/tmp/matplotlib/{name}", "wb") as copy:
                    copy.write(source.read())
            os.chown(f"{root}/tmp/matplotlib/{name}", uid, uid)
        os.chown(f"{root}/tmp/matplotlib", uid, uid)
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


def enter_user_namespace(uid: int) -> None:
    """A new user namespace mapping the host `uid` (the caller's) to INSIDE_UID, and only it:
    what an unprivileged process may map for itself."""
    # setuid made the process undumpable, so its /proc files belong to root: make them its own.
    _libc.prctl(PR_SET_DUMPABLE, 1, 0, 0, 0)
    if _libc.unshare(CLONE_NEWUSER) != 0:
        errno = ctypes.get_errno()
        raise OSError(errno, f"unshare(CLONE_NEWUSER): {os.strerror(errno)}")
    for name, text in (
        ("uid_map", f"{INSIDE_UID} {uid} 1"),
        ("setgroups", "deny"),
        ("gid_map", f"{INSIDE_UID} {uid} 1"),
    ):
        with open(f"/proc/self/{name}", "w") as file:
            file.write(text)


def main() -> None:
    """Build, limit, drop, enter the user namespace, chroot, execute."""
    spec = json.loads(sys.argv[1])
    uid = int(spec["uid"])
    if uid <= 0:
        raise SystemExit("the jail runs commands as a non-root uid only")
    build_root(spec["root"], spec["work"], spec.get("runtime"), uid)
    # The root is reached through a descriptor: the run's uid may not walk the host's path.
    root = os.open(spec["root"], os.O_RDONLY | os.O_DIRECTORY)
    limit(spec["limits"])
    os.setgroups([])
    os.setgid(uid)
    os.setuid(uid)
    enter_user_namespace(uid)
    os.fchdir(root)
    os.chroot(".")
    os.close(root)
    os.chdir("/mnt/data")
    # setuid cleared the parent-death signal: set it again, so that the command dies with
    # `unshare` (killed by the service at the wall-time limit) and takes its namespace along.
    _libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
    _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    argv = spec["argv"]
    os.execve(argv[0], argv, spec["env"])


if __name__ == "__main__":
    main()
