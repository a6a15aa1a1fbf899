"""Print the fault suite's reports (build/faults/*.json) as the Markdown tables of
docs/faults.md: `python -m tests.faults.report`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parents[2] / "build" / "faults"


def _table(report: dict[str, object]) -> str:
    operations: dict[str, int] = report["operations"]  # type: ignore[assignment]
    acknowledged: dict[str, int] = report["acknowledged"]  # type: ignore[assignment]
    invariants: dict[str, dict[str, int]] = report["invariants"]  # type: ignore[assignment]
    errors: dict[str, int] = report["errors"]  # type: ignore[assignment]
    gaps: list[float] = sorted(report["takeover_gaps"])  # type: ignore[arg-type]
    lines = [
        f"### {report['fault']}",
        "",
        "| operation | issued | acknowledged |",
        "| --- | ---: | ---: |",
    ]
    for name in sorted(operations):
        lines.append(f"| {name} | {operations[name]} | {acknowledged.get(name, 0)} |")
    lines += ["", "| invariant | checked | violations |", "| --- | ---: | ---: |"]
    for name, found in invariants.items():
        lines.append(f"| {name} | {found['checked']} | {found['violations']} |")
    shown = ", ".join(f"{kind} x{count}" for kind, count in sorted(errors.items())) or "none"
    lines += ["", f"Client-visible errors: {shown}."]
    lease = report["lease_seconds"]
    if gaps:
        p50, p99 = report.get("takeover_p50"), report.get("takeover_p99")
        lines.append(
            f"Stream stalls over 1 s seen by followers ({len(gaps)}): p50 {p50:.1f} s, "
            f"p99 {p99:.1f} s, against a lease of {lease} s."
        )
    else:
        lines.append(f"No follower saw a stall over 1 s (lease {lease} s).")
    calls: dict[str, int] = report["upstream_calls_per_job"]  # type: ignore[assignment]
    spread = ", ".join(f"{jobs} jobs x{n}" for n, jobs in sorted(calls.items()))
    lines.append(f"Upstream calls per background job: {spread}.")
    lines += _takeovers(report)
    return "\n".join(lines)


def _takeovers(report: dict[str, Any]) -> list[str]:
    """The server-side takeover times, the reruns before output and the ingestion figures."""
    lines = []
    lease = report["lease_seconds"]
    measured = []
    for kind, label in (("job", "background jobs"), ("ingestion", "ingestions")):
        found = report.get("takeover_times", {}).get(kind, {"count": 0})
        if found["count"]:
            measured.append(
                f"{label} {found['count']}: p50 {found['p50']:.2f} s, p99 {found['p99']:.2f} s"
            )
        else:
            measured.append(f"{label} 0")
    lines.append(
        "Takeovers as the database logged them (the old owner's last lease renewal to the new "
        f"owner's claim, lease {lease} s): " + "; ".join(measured) + "."
    )
    early = report.get("reruns_before_output", {"jobs": 0, "upstream_calls": {}})
    spread = ", ".join(f"{jobs} x{n}" for n, jobs in sorted(early["upstream_calls"].items()))
    lines.append(
        f"Jobs taken over before any output: {early['jobs']}, each rerun"
        + (f"; upstream calls per such job: {spread}." if spread else ".")
    )
    kinds = ", ".join(f"{n} {kind}" for kind, n in sorted(report.get("kinds", {}).items()))
    lines.append(
        f"Jobs followed: {kinds}; takeovers at or after a turn boundary that went on to "
        f"complete: {report.get('resumed_at_a_boundary', 0)}."
    )
    followers = report.get("followers", {})
    lines.append(
        f"Followers: {followers.get('reached_the_end', 0)} reached the terminal event, "
        f"{followers.get('cut', 0)} cut; {followers.get('planned_resumes', 0)} resumed on "
        "purpose with starting_after."
    )
    writers = report.get("writers", {})
    refused = report.get("fenced_writes_refused", 0)
    lines.append(
        f"Writes attributed by the database: {writers.get('writes', 0)} "
        f"(late writes the hosts logged as refused by fencing: {refused})."
    )
    aimed = report.get("aim")
    if aimed:
        # Session lists as their lengths: the report's JSON has them in full.
        shown = ", ".join(
            f"{key} {len(value) if isinstance(value, list) else value}"
            for key, value in aimed.items()
        )
        lines.append(f"Fault aimed: {shown}.")
    ingestion = report.get("ingestion")
    if ingestion:
        files = ", ".join(f"{n} {status}" for status, n in sorted(ingestion["files"].items()))
        runs = ", ".join(
            f"{n} x{k}" for k, n in sorted(ingestion["ingestion_runs_per_file"].items())
        )
        claims = ", ".join(
            f"{n} x{k}" for k, n in sorted(ingestion.get("claims_per_file", {}).items())
        )
        lines.append(
            f"Ingested files: {files or 'none'} ({ingestion['chunks_per_file']} chunks each); "
            f"ingestion runs per file (embedding passes at the upstream): {runs or 'none'}; "
            f"claims per file (the database's records): {claims or 'none'}."
        )
    return lines


def main() -> None:
    """Print every scenario's table, in the suite's order of faults."""
    from tests.faults.test_faults import FAULTS

    reports = {}
    for path in OUT.glob("*.json"):
        report = json.loads(path.read_text())
        reports[report["fault"]] = report
    print("\n\n".join(_table(reports[name]) for name in FAULTS if name in reports))


if __name__ == "__main__":
    main()
