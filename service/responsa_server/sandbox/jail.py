"""The jail's inside: run by `unshare` (util-linux) in fresh mount, network, IPC and UTS
namespaces, as root of the host, it starts the command as PID 1 of a fresh PID namespace (its
child: `unshare --pid` without `--fork` puts the caller's children there), which builds the
container's root, limits itself, becomes an unprivileged uid and enters a user namespace of its
own before it executes the command; the jail waits for it and ends as it ended.
Imported and run by the host's Debian Python (`/usr/bin/python3 -I -S -X utf8 -c ...`, see
runner.py), so it imports nothing of the service. Its arguments (`main`'s):

    ROOT WORK RUNTIME UID CPU_SECONDS MEMORY_BYTES PROCESSES OPEN_FILES FILE_BYTES COMMAND...

(RUNTIME may be empty: no `/opt/python`); its own environment is the command's, passed on as it
is (the runner starts it with the cells' fixed environment, never the service's).

Why the jail forks the command itself rather than `unshare --fork`: the command is its PID
namespace's init, to which the kernel does not deliver a SIGXCPU it has no handler for, so at
`RLIMIT_CPU` it is killed with SIGKILL (the hard limit); util-linux 2.38's `unshare` cannot pass
a SIGKILL death on (it tries to reset SIGKILL's handler, fails, and exits 1 with "sigprocmask
unblock failed"). The jail reads the command's end itself, with its CPU time (`wait4`): killed
by SIGKILL near its CPU-time limit, the jail kills itself with SIGXCPU, which is how the runner
tells the CPU limit from any other end; killed by another signal N, it exits 128 + N; else with
the command's exit code.

It runs before every cell, so it starts lean: no `json`, `ctypes`, `os` or `signal` (their
imports cost more than the rest of the jail: docs/performance.md, "Sandbox cell start"), only
`posix` (built in, what `os` wraps), `resource` and `_ctypes` (ctypes' C core, for `mount(2)`,
`unshare(2)` and `prctl(2)`, which Python 3.11's `posix` lacks).

The root is a fresh tmpfs holding read-only binds of the host's system directories (`/usr`,
`/lib*`, `/bin`, `/sbin`: programs, not data), the cells' Python runtime at `/opt/python`
(read-only), a minimal `/etc` written here (no shadow, no hosts, no resolver), `/dev` with four
harmless devices, a `/proc` of the new PID namespace, a small private `/tmp`, and the
container's work directory at `/mnt/data`, the only place that outlives the call. The UTS
namespace is named `sandbox` (not the host's name).

Then: the rlimits; every group dropped and the host uid set to the run's own (non-zero, so no
capability is left); a new **user namespace** in which that uid is 1000 and nothing else is
mapped (the host's root, and every other uid, is nobody inside); `chroot` into the root (after
the user namespace: a chrooted process may not make one, so the command cannot make its own
either); `no_new_privs`; and the command is executed as PID 1 of its namespace, which drops the
capabilities the new user namespace gave (its uid is not 0 there): when it ends, the kernel
kills whatever it left behind.
"""

import _ctypes
import posix
import resource
import sys

MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC = 1, 2, 4, 8
MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 32, 4096, 16384, 1 << 18
PR_SET_PDEATHSIG, PR_SET_DUMPABLE, PR_SET_NO_NEW_PRIVS = 1, 4, 38
CLONE_NEWUSER = 0x10000000
SIGKILL, SIGXCPU = 9, 24
# The share of the CPU-time limit a command killed by SIGKILL has used when that is the limit.
CPU_SHARE = 0.8
HOSTNAME = b"sandbox"  # the UTS namespace's name: the host's own is not the cell's to read
S_IFMT, S_IFDIR, S_IFLNK = 0o170000, 0o040000, 0o120000
INSIDE_UID = 1000  # the command's uid (and gid) inside its user namespace
RUNTIME = "opt/python"  # where the cells' Python runtime is bound
SYSTEM_DIRS = ("usr", "lib", "lib64", "lib32", "bin", "sbin")
DEVICES = ("null", "zero", "random", "urandom")
# The rlimits set from the arguments, in their order (CPU_SECONDS ... FILE_BYTES).
RLIMITS = (
    resource.RLIMIT_CPU,
    resource.RLIMIT_AS,
    resource.RLIMIT_NPROC,
    resource.RLIMIT_NOFILE,
    resource.RLIMIT_FSIZE,
)


# ctypes' own definitions, made here from its C core. (typeshed types these classes and calls
# for the ctypes package's objects: generic in the stubs, not at run time; any object with a
# `_handle` will do as the library, as ctypes.CDLL is one.)
class _Int(_ctypes._SimpleCData):  # type: ignore[type-arg]
    _type_ = "i"


class _ULong(_ctypes._SimpleCData):  # type: ignore[type-arg]
    _type_ = "L"


class _LibcFunction(_ctypes.CFuncPtr):
    """A libc function returning an int, errno kept (what `ctypes.CDLL(None, use_errno=True)`
    gives, without the ctypes package's imports)."""

    _flags_ = _ctypes.FUNCFLAG_CDECL | _ctypes.FUNCFLAG_USE_ERRNO
    _restype_ = _Int


class _Libc:
    _handle = _ctypes.dlopen(None, 0)  # type: ignore[arg-type]  # the process's own symbols


def _libc(name: str) -> _LibcFunction:
    return _LibcFunction((name, _Libc))  # type: ignore[arg-type]


_mount, _unshare, _prctl = _libc("mount"), _libc("unshare"), _libc("prctl")
_sethostname = _libc("sethostname")


def _failed(what: str) -> OSError:
    errno = _ctypes.get_errno()
    return OSError(errno, f"{what}: {posix.strerror(errno)}")


def mount(source: str | None, target: str, fstype: str | None, flags: int, data: str = "") -> None:
    """mount(2), failing loudly (a jail half built must not run anything)."""
    code = _mount(
        source.encode() if source else None,
        target.encode(),
        fstype.encode() if fstype else None,
        _ULong(flags),
        data.encode() if data else None,
    )
    if code != 0:
        raise _failed(f"mount {source} on {target}")


def bind(source: str, target: str, writable: bool) -> None:
    """A bind mount, then remounted with its restrictions (a bind ignores them at first)."""
    mount(source, target, None, MS_BIND | MS_REC)
    flags = MS_BIND | MS_REMOUNT | MS_NOSUID | (0 if writable else MS_RDONLY)
    mount(None, target, None, flags | (MS_NODEV if writable else 0))


def _kind(path: str) -> int:
    """The file type bits of `path` (not followed), 0 when there is none."""
    try:
        return posix.lstat(path).st_mode & S_IFMT
    except FileNotFoundError:
        return 0


def _write(path: str, data: bytes, mode: int = 0o644) -> None:
    fd = posix.open(path, posix.O_WRONLY | posix.O_CREAT | posix.O_EXCL, mode)
    try:
        while data:
            data = data[posix.write(fd, data) :]
    finally:
        posix.close(fd)


def build_root(root: str, work: str, runtime: str, uid: int) -> None:
    """The container's file system under `root` (see the module's docstring)."""
    mount(None, "/", None, MS_REC | MS_PRIVATE)
    if _sethostname(HOSTNAME, len(HOSTNAME)) != 0:
        raise _failed("sethostname")
    mount("tmpfs", root, "tmpfs", MS_NOSUID, "size=4m,mode=0755")
    for name in SYSTEM_DIRS:
        host = "/" + name
        kind = _kind(host)
        if kind == S_IFLNK:
            posix.symlink(posix.readlink(host), f"{root}/{name}")
        elif kind == S_IFDIR:
            posix.mkdir(f"{root}/{name}")
            bind(host, f"{root}/{name}", writable=False)
    if runtime:
        posix.mkdir(f"{root}/opt")
        posix.mkdir(f"{root}/{RUNTIME}")
        bind(runtime, f"{root}/{RUNTIME}", writable=False)
    posix.mkdir(f"{root}/etc")
    _write(
        f"{root}/etc/passwd",
        f"sandbox:x:{INSIDE_UID}:{INSIDE_UID}:sandbox:/mnt/data:/bin/sh\n".encode(),
    )
    _write(f"{root}/etc/group", f"sandbox:x:{INSIDE_UID}:\n".encode())
    posix.mkdir(f"{root}/dev")
    for device in DEVICES:
        _write(f"{root}/dev/{device}", b"")
        mount(f"/dev/{device}", f"{root}/dev/{device}", None, MS_BIND)
    posix.mkdir(f"{root}/proc")
    mount("proc", f"{root}/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC)
    posix.mkdir(f"{root}/tmp")
    mount("tmpfs", f"{root}/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "size=64m,mode=1777")
    fonts = f"{runtime}/mplconfig"
    if runtime and _kind(fonts) == S_IFDIR:
        # matplotlib's font cache, made when the runtime was built: it wants it writable.
        cache = f"{root}/tmp/matplotlib"
        posix.mkdir(cache, 0o700)
        for name in posix.listdir(fonts):
            with open(f"{fonts}/{name}", "rb") as source:
                _write(f"{cache}/{name}", source.read())
            posix.chown(f"{cache}/{name}", uid, uid)
        posix.chown(cache, uid, uid)
    posix.mkdir(f"{root}/mnt")
    posix.mkdir(f"{root}/mnt/data")
    bind(work, f"{root}/mnt/data", writable=True)
    mount(None, root, None, MS_REMOUNT | MS_NOSUID | MS_RDONLY)


def limit(values: list[int]) -> None:
    """The rlimits of the command (inherited by everything it starts)."""
    for which, value in zip(RLIMITS, values, strict=True):
        resource.setrlimit(which, (value, value))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def enter_user_namespace(uid: int) -> None:
    """A new user namespace mapping the host `uid` (the caller's) to INSIDE_UID, and only it:
    what an unprivileged process may map for itself."""
    # setuid made the process undumpable, so its /proc files belong to root: make them its own.
    _prctl(PR_SET_DUMPABLE, 1, 0, 0, 0)
    if _unshare(CLONE_NEWUSER) != 0:
        raise _failed("unshare(CLONE_NEWUSER)")
    for name, text in (
        ("uid_map", f"{INSIDE_UID} {uid} 1"),
        ("setgroups", "deny"),
        ("gid_map", f"{INSIDE_UID} {uid} 1"),
    ):
        fd = posix.open(f"/proc/self/{name}", posix.O_WRONLY)
        try:
            posix.write(fd, text.encode())
        finally:
            posix.close(fd)


def run_command(
    root: str, work: str, runtime: str, uid: int, limits: list[int], argv: list[str]
) -> None:
    """PID 1 of the new PID namespace: build, limit, drop, enter the user namespace, chroot,
    execute."""
    # Dies with the jail (killed by the service at the wall-time limit), as with `--kill-child`.
    _prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0)
    build_root(root, work, runtime, uid)
    # The root is reached through a descriptor: the run's uid may not walk the host's path.
    root_fd = posix.open(root, posix.O_RDONLY | posix.O_DIRECTORY)
    limit(limits)
    posix.setgroups([])
    posix.setgid(uid)
    posix.setuid(uid)
    enter_user_namespace(uid)
    posix.fchdir(root_fd)
    posix.chroot(".")
    posix.close(root_fd)
    posix.chdir("/mnt/data")
    # setuid cleared the parent-death signal: set it again, so that the command dies with the
    # jail and takes its namespace along.
    _prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
    _prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0)
    posix.execve(argv[0], argv, posix.environ)


def end_as(status: int, cpu_seconds: float, limit_seconds: int) -> None:
    """End the jail as the command ended (see the module's docstring): SIGXCPU when the kernel
    killed it at its CPU-time limit, else 128 + its signal, else its exit code."""
    if posix.WIFSIGNALED(status):
        signal = posix.WTERMSIG(status)
        # Nothing inside the namespace can SIGKILL its init, and the service's own kills are
        # told apart by the runner: a SIGKILL near the CPU limit is the kernel's at it. Near,
        # not at: the kernel counts CPU time by ticks for the limit, while `wait4` reports it
        # exactly, a few percent apart on a busy host (1.94 to 2.14 s at a 2 s limit here).
        if signal in (SIGKILL, SIGXCPU) and cpu_seconds >= CPU_SHARE * limit_seconds:
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # no core of the jail itself
            posix.kill(posix.getpid(), SIGXCPU)
        posix._exit(128 + signal)
    posix._exit(posix.WEXITSTATUS(status))


def main(args: list[str]) -> None:
    """Start the command as its PID namespace's init, wait for it, end as it ended."""
    if len(args) < 10:
        raise SystemExit("usage: jail.py ROOT WORK RUNTIME UID CPU MEMORY PROCS FILES FSIZE ARGV")
    root, work, runtime = args[0], args[1], args[2]
    uid = int(args[3])
    limits = [int(value) for value in args[4:9]]
    argv = args[9:]
    if uid <= 0:
        raise SystemExit("the jail runs commands as a non-root uid only")
    sys.stdout.flush()
    pid = posix.fork()
    if pid == 0:
        run_command(root, work, runtime, uid, limits, argv)
    _, status, usage = posix.wait4(pid, 0)
    end_as(status, usage.ru_utime + usage.ru_stime, limits[0])


if __name__ == "__main__":
    main(sys.argv[1:])
