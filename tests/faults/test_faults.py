"""Faults, one per scenario, on the multi-host deployment (tests/faults/cluster.py).

Each scenario runs the recorded workload (tests/faults/workload.py) on the client host for
RESPONSA_FAULTS_SECONDS (default 16), injects its fault a few seconds in (the pause and the
crash aimed from the database: tests/faults/aim.py), heals it, and then checks every invariant
over the whole history, those against the fault's window here (no write without the lease,
how long a job stands still): the test fails on any violation. Each
scenario's counts go to build/faults/<name>.json (docs/faults.md is written from them).
`make test` runs this bounded version; `make faults` a longer one (RESPONSA_FAULTS_SECONDS).
"""

from __future__ import annotations

import json
import os
import signal
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.faults import aim, writers
from tests.faults.cluster import JOB_SETTINGS, LEASE_SECONDS, Cluster

# Module set-up (seven hosts) counts against the first test: a loaded machine needs time.
pytestmark = [pytest.mark.e2e, pytest.mark.timeout(600)]

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "build" / "faults"
SECONDS = float(os.environ.get("RESPONSA_FAULTS_SECONDS") or 16)
FAULT_AT = 4.0
# How long a fault lasts: longer than the lease, so a paused or cut-off host loses its jobs.
FAULT_FOR = 3 * LEASE_SECONDS
# The pause lasts longer: a job held by the paused host's open transaction (no idle-transaction
# timeout) must stand still well past TAKEOVER_BOUND.
PAUSE_FOR = 5 * LEASE_SECONDS
# The longest a job may stand still once its owner stopped renewing: the lease; once more the
# lease, the idle-transaction timeout of a session of the paused host that was waiting for the
# stopped one's row lock and got it when Postgres ended that one (docs/faults.md); a heartbeat
# (the last renewal may be that old); the claimers' safety poll; and a second of margin for a
# loaded machine. A paused replica's open transaction holding the row for the whole pause (no
# idle-transaction timeout) shows here.
TAKEOVER_BOUND = (
    2 * LEASE_SECONDS
    + float(JOB_SETTINGS["RESPONSA_JOB_HEARTBEAT_SECONDS"])
    + float(JOB_SETTINGS["RESPONSA_JOB_POLL_SECONDS"])
    + 1.0
)
# Faults during which the database is out of reach (down, or cut off from a host): a takeover
# cannot happen before it is back, so the bound does not apply to jobs that stood still then.
DATABASE_OUT_OF_REACH = {
    "host partitioned from the database",
    "postgres -m immediate stop + start",
    "postgres restart with LISTEN open",
    "mixed: pause + cut from the database + postgres restart",
}
# Faults aimed at jobs between turns (tests/faults/aim.py): a takeover there must go on.
RESUMES_EXPECTED = {"SIGSTOP of a host past the lease"}


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    OUT.mkdir(parents=True, exist_ok=True)
    run_dir = OUT / "run"
    run_dir.mkdir(exist_ok=True)
    with Cluster(run_dir) as started:
        yield started


def _kill(cluster: Cluster) -> Callable[[], None]:
    cluster.signal_host("h1", signal.SIGKILL)
    return lambda: cluster.start_host("h1")


def _pause(cluster: Cluster) -> Callable[[], None]:
    # Aimed: h2 holds a job at a turn boundary, and one of its sessions a transaction.
    assert cluster.pg is not None
    cluster.aimed = aim.pause_in_transaction(
        cluster.pg.dir, cluster.pg.port, "h2", lambda sig: cluster.signal_host("h2", sig)
    )
    return lambda: cluster.signal_host("h2", signal.SIGCONT)


def _pause_unaimed(cluster: Cluster) -> Callable[[], None]:
    cluster.signal_host("h2", signal.SIGSTOP)
    return lambda: cluster.signal_host("h2", signal.SIGCONT)


def _cut_from_db(cluster: Cluster) -> Callable[[], None]:
    cluster.net.partition("h3", "db")
    return lambda: cluster.net.heal("h3", "db")


def _cut_from_lb(cluster: Cluster) -> Callable[[], None]:
    cluster.net.partition("h1", "lb")
    return lambda: cluster.net.heal("h1", "lb")


def _postgres_crash(cluster: Cluster) -> Callable[[], None]:
    # Aimed: while WAL sits in the server's buffers (acknowledged commits too, if they were
    # acknowledged before being written).
    assert cluster.pg is not None
    cluster.aimed = aim.crash_with_unwritten_wal(cluster.pg.dir, cluster.pg.port, cluster.pg.data)
    return cluster.pg.start


def _postgres_restart(cluster: Cluster) -> Callable[[], None]:
    # A quick restart while every replica's LISTEN connection is open.
    assert cluster.pg is not None
    cluster.pg.stop("fast")
    cluster.pg.start()
    return lambda: None


def _mixed(cluster: Cluster) -> Callable[[], None]:
    # At once: one host paused, another cut from the database, Postgres restarted.
    heal_pause = _pause_unaimed(cluster)
    heal_cut = _cut_from_db(cluster)
    _postgres_restart(cluster)

    def heal() -> None:
        heal_cut()
        heal_pause()

    return heal


FAULTS: dict[str, Callable[[Cluster], Callable[[], None]]] = {
    "none": lambda cluster: lambda: None,
    "kill -9 of a host": _kill,
    "SIGSTOP of a host past the lease": _pause,
    "host partitioned from the database": _cut_from_db,
    "host partitioned from the load balancer": _cut_from_lb,
    "postgres -m immediate stop + start": _postgres_crash,
    "postgres restart with LISTEN open": _postgres_restart,
    "mixed: pause + cut from the database + postgres restart": _mixed,
}


def run_scenario(cluster: Cluster, name: str) -> dict[str, Any]:
    """The workload with fault `name` in the middle; the checked report."""
    slug = "".join(c if c.isalnum() else "-" for c in name).strip("-")
    out = cluster.run_dir / f"{slug}.json"
    out.unlink(missing_ok=True)
    hosts = ",".join(cluster.host_url(host) for host in ("h1", "h2", "h3"))
    refused_before = cluster.fenced_writes()
    log = cluster.postgres_log
    log_offset = log.stat().st_size if log.exists() else 0
    cluster.aimed = {}
    workload = cluster.run_in_client(
        [sys.executable, "-m", "tests.faults.workload", cluster.front_url, hosts,
         cluster.upstream_url, cluster.mcp_url, cluster.slow_mcp_url, cluster.database_url,
         str(SECONDS), str(out)]
    )  # fmt: skip
    heal: Callable[[], None] = lambda: None  # noqa: E731
    window: dict[str, float] = {}
    try:
        time.sleep(FAULT_AT)
        injected = time.monotonic()
        window = {"fault_at": time.time()}
        heal = FAULTS[name](cluster)
        window["fault_done_at"] = time.time()
        lasts = PAUSE_FOR if name == "SIGSTOP of a host past the lease" else FAULT_FOR
        time.sleep(max(0.0, lasts - (time.monotonic() - injected)))
        heal()
        window["healed_at"] = time.time()
        heal = lambda: None  # noqa: E731
        assert workload.stdout is not None
        line = workload.stdout.readline()
        assert line.startswith("WORKLOAD DONE"), f"workload ended early: {line!r}"
        assert workload.stdin is not None
        workload.stdin.write("healed\n")
        workload.stdin.flush()
        workload.wait(timeout=300)
    finally:
        heal()
        if workload.poll() is None:
            workload.kill()
    assert workload.returncode == 0, (cluster.run_dir / "client.log").read_text()[-3000:]
    report: dict[str, Any] = json.loads(out.read_text())
    gaps = sorted(report["takeover_gaps"])
    report["fault"] = name
    report.update(window)  # wall clock, as the takeover log's claimed_at
    report["lease_seconds"] = LEASE_SECONDS
    # Late writes the database refused (each one a write fencing stopped), from the logs.
    report["fenced_writes_refused"] = cluster.fenced_writes() - refused_before
    report["aim"] = cluster.aimed
    invariants: dict[str, dict[str, Any]] = report["invariants"]
    invariants.update(_lease_invariants(report, name, writers.logged_violations(log, log_offset)))
    if gaps:
        report["takeover_p50"] = statistics.median(gaps)
        report["takeover_p99"] = gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))]
    (OUT / f"{slug}.json").write_text(json.dumps(report, indent=1))
    return report


def _lease_invariants(
    report: dict[str, Any], name: str, logged: list[str]
) -> dict[str, dict[str, Any]]:
    """The invariants computed from the database's evidence against the fault's window: no
    write without the lease (tests/faults/writers.py), takeovers within TAKEOVER_BOUND, and
    (for an aimed pause) takeovers at a turn boundary that went on."""
    found: dict[str, dict[str, Any]] = {}
    checked = int(report["writers"]["writes"])
    bad = list(logged) or ([] if checked else ["nothing observed: no job write was recorded"])
    found["no write from a replica that no longer holds the lease"] = {
        "checked": checked, "violations": len(bad), "examples": bad[:5],
    }  # fmt: skip
    outage_end = report.get("healed_at", 0.0)
    if name == "postgres restart with LISTEN open":
        outage_end = report.get("fault_done_at", 0.0)
    slow = []
    bounded = 0
    for row in report["takeover_log"]:
        renewed = row["claimed_at"] - row["seconds"]
        if name in DATABASE_OUT_OF_REACH and renewed < outage_end:
            continue
        bounded += 1
        if row["seconds"] > TAKEOVER_BOUND:
            slow.append(f"{row['kind']} {row['id']}: taken over after {row['seconds']:.2f} s")
    # A lapsed lease nobody could take over (the row locked by the stalled holder's session)
    # logs no takeover at all: the holder renews again once it runs. Its silence shows it.
    for silence in report["writers"]["holder_silences"]:
        if name in DATABASE_OUT_OF_REACH and silence["from"] < outage_end:
            continue
        bounded += 1
        if silence["seconds"] > TAKEOVER_BOUND:
            slow.append(f"job {silence['id']}: its holder silent {silence['seconds']:.2f} s")
    bound = f"a job stands still at most 2 leases + heartbeat + poll + 1 s ({TAKEOVER_BOUND:.1f} s)"
    found[bound] = {
        "checked": bounded, "violations": len(slow), "examples": slow[:5],
    }  # fmt: skip
    if name in RESUMES_EXPECTED:
        went_on = int(report["resumed_at_a_boundary"])
        missing = [] if went_on else ["no takeover at a turn boundary went on: the fault missed"]
        found["a fault aimed at a turn boundary is resumed from it"] = {
            "checked": went_on, "violations": len(missing), "examples": missing,
        }  # fmt: skip
    return found


@pytest.mark.parametrize("name", list(FAULTS))
def test_invariants_hold_under(cluster: Cluster, name: str) -> None:
    report = run_scenario(cluster, name)
    invariants: dict[str, dict[str, Any]] = report["invariants"]
    broken = {key: value for key, value in invariants.items() if value["violations"]}
    assert not broken, json.dumps(broken, indent=1)
    acknowledged: dict[str, int] = report["acknowledged"]
    # The workload did run: faults must not be "survived" by doing nothing.
    assert acknowledged.get("create", 0) > 0 and acknowledged.get("background", 0) > 0
    assert acknowledged.get("create_mcp", 0) > 0
    assert acknowledged.get("ingest", 0) > 0 and acknowledged.get("background_late", 0) > 0
    assert acknowledged.get("background_turns", 0) > 0
    assert sum(invariants[key]["checked"] for key in invariants) > 0
