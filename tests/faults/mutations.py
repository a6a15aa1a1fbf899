"""Deliberate breakages of the product, each with the fault scenario and the invariant that must
catch it: the proof that the fault suite can fail.

`python -m tests.faults.mutations [NAME ...]` (`make faults-mutations`: all of them) applies each
mutation to a temporary copy of this checkout (its tracked and untracked files, so uncommitted
work is what gets broken), runs the named scenario of tests/faults/test_faults.py there, and
reads the scenario's report: a mutation is caught when one of its named invariants reports
violations. It prints the table and exits non-zero if any mutation went uncaught.
`tests/faults/test_mutations.py` runs a subset in `make test` (the `CI` ones) and checks that
every mutation still applies: one whose target text changed fails loudly instead of silently
testing nothing.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
NO_LEASE = "no write from a replica that no longer holds the lease"
TAKEOVER_BOUND = "a job stands still at most"
ACKNOWLEDGED = "every acknowledged response is readable and identical"
CONVERSATION = "conversation items neither lost, duplicated nor interleaved"
LOST_JOBS = "no response stays queued/in_progress past the bound"
RESUMES = "resumes through any host: no gap, no duplicate"
FOLLOWERS = "every follower reaches the terminal event (else cut, with why)"
PER_TURN = "one upstream run per turn (a rerun only after a takeover in it)"
SENT_EVENTS = "every event a follower was sent is in the stored log, as sent"
PAUSE = "SIGSTOP of a host past the lease"
CRASH = "postgres -m immediate stop + start"


class MutationStale(Exception):
    """A mutation's target text is no longer in the file: it would test nothing."""


@dataclass(frozen=True, slots=True)
class Mutation:
    """One breakage: `pattern` (a regex, which must match exactly once) in `path` becomes
    `replacement`; `scenario` is expected to report violations of one of `invariants`."""

    name: str
    what: str
    path: str
    pattern: str
    replacement: str
    scenario: str
    invariants: tuple[str, ...]
    ci: bool = False

    def apply(self, root: Path) -> None:
        """Break the copy at `root`; MutationStale if the target text is not there once."""
        target = root / self.path
        text = target.read_text()
        changed, count = re.subn(self.pattern, self.replacement, text, flags=re.MULTILINE)
        if count != 1:
            raise MutationStale(
                f"mutation {self.name!r}: {count} matches of its pattern in {self.path} "
                "(expected 1): its target text changed; update the mutation"
            )
        target.write_text(changed)


MUTATIONS = [
    Mutation(
        "no-epoch-condition",
        "the runner's fenced writes, heartbeat and finish match the job by state only, not by "
        "the epoch of their claim",
        "service/responsa_server/jobs/statements.py",
        r'^        jobs_t\.c\.epoch == bindparam\("epoch"\),\n',  # in _held()
        "",
        PAUSE,
        (NO_LEASE,),
        ci=True,
    ),
    Mutation(
        "no-fence",
        "a runner's writes skip the row lock on its claim (events and the Response are written "
        "whoever holds the job)",
        "service/responsa_server/jobs/store.py",
        r"if await conn\.first\(sql\.lock_held, mine\) is None:",
        "if False:",
        PAUSE,
        (NO_LEASE,),
    ),
    Mutation(
        "no-idle-transaction-timeout",
        "service sessions get no idle_in_transaction_session_timeout: a paused replica's open "
        "transaction keeps its job rows locked",
        "service/responsa_server/store/database.py",
        r'settings\["idle_in_transaction_session_timeout"\] = str\(idle_ms\)',
        "pass",
        PAUSE,
        (TAKEOVER_BOUND,),
        ci=True,
    ),
    Mutation(
        "asynchronous-commit",
        "Postgres commits are acknowledged before their WAL is written (synchronous_commit=off)",
        "service/responsa_server/store/database.py",
        r'"synchronous_commit": "on" if durable_commits else "off"',
        '"synchronous_commit": "off"',
        CRASH,
        (SENT_EVENTS, ACKNOWLEDGED, CONVERSATION, LOST_JOBS),
    ),
    Mutation(
        "acknowledged-before-commit",
        "a conversation append is answered while its write is still to be committed",
        "service/responsa_server/conversations/api.py",
        r"if not await (self\._store\.add_items\(conversation_id, items, project=project\)):",
        r'if not __import__("asyncio").ensure_future(\1):',
        CRASH,
        (CONVERSATION,),
        ci=True,
    ),
    Mutation(
        "duplicate-on-resume",
        "a resume with starting_after=N sends event N again",
        "service/responsa_server/jobs/api.py",
        r"(after = -1 if starting_after is None else min\(starting_after, MAX_SEQUENCE_NUMBER\))",
        r"\1 - 1",
        "none",
        (RESUMES,),
        ci=True,
    ),
    Mutation(
        "followers-drop-the-tail",
        "a follower that reads the job's last events after it ended stops without them",
        "service/responsa_server/jobs/api.py",
        r"                if events:\n                    after = events\[-1\]",
        "                if events and state != DONE:\n                    after = events[-1]",
        "none",
        (FOLLOWERS,),
        ci=True,
    ),
    Mutation(
        "resume-from-the-wrong-point",
        "a takeover at a turn boundary goes on from turn 0 with no finished items",
        "service/responsa_server/jobs/takeover.py",
        r"return Takeover\(resumed=Resumed\(point, output\)\)",
        "return Takeover(resumed=Resumed(type(point)(0, point.next_sequence, 0, point.usage, "
        "point.tool_runs, point.read), []))",
        PAUSE,
        (PER_TURN,),
    ),
]


def copy_checkout(into: Path) -> Path:
    """This checkout's tracked and untracked (not ignored) files under `into`, with its venv
    linked; returns the copy's root."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, capture_output=True, check=True,
    ).stdout.decode().split("\0")  # fmt: skip
    root = into / "checkout"
    for name in filter(None, listed):
        source = ROOT / name
        if not source.is_file() or source.is_symlink():
            continue
        target = root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
    (root / ".venv").symlink_to((ROOT / ".venv").resolve())
    return root


def slug(scenario: str) -> str:
    """The report file name test_faults.py gives a scenario."""
    return "".join(c if c.isalnum() else "-" for c in scenario).strip("-")


def run(mutation: Mutation, seconds: float) -> dict[str, Any]:
    """Apply `mutation` to a copy, run its scenario there; what its invariants reported."""
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="rf-mutation-") as scratch:
        root = copy_checkout(Path(scratch))
        mutation.apply(root)
        env = {
            **os.environ,
            "PYTHONPATH": os.pathsep.join(
                [str(root / "service"), str(root / "generated" / "python"), str(root)]
            ),
            "RESPONSA_FAULTS_SECONDS": str(seconds),
        }
        test = f"tests/faults/test_faults.py::test_invariants_hold_under[{mutation.scenario}]"
        finished = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", test],
            cwd=root, env=env, capture_output=True, text=True, timeout=900,
        )  # fmt: skip
        report_path = root / "build" / "faults" / f"{slug(mutation.scenario)}.json"
        report = json.loads(report_path.read_text()) if report_path.exists() else None
    found: dict[str, Any] = {
        "mutation": mutation.name,
        "scenario": mutation.scenario,
        "expected": list(mutation.invariants),
        "suite_failed": finished.returncode != 0,
        "seconds": round(time.monotonic() - started),
    }
    if report is None:
        found.update(caught=False, by=[], note=finished.stdout[-2000:] + finished.stderr[-2000:])
        return found
    invariants: dict[str, dict[str, Any]] = report["invariants"]
    violated = {name: value for name, value in invariants.items() if value["violations"]}
    by = [name for name in violated if name.startswith(mutation.invariants)]
    found.update(
        caught=bool(by) and finished.returncode != 0,
        by={name: violated[name]["violations"] for name in by},
        others={name: value["violations"] for name, value in violated.items() if name not in by},
        examples=[example for name in by for example in violated[name]["examples"][:2]],
        aim=report.get("aim"),
    )
    return found


def table(results: list[dict[str, Any]]) -> str:
    """The Markdown table docs/faults.md shows."""
    lines = [
        "| mutation | scenario | expected to be caught by | result | violations (that invariant) |",
        "| --- | --- | --- | --- | ---: |",
    ]
    for result in results:
        counts = ", ".join(str(n) for n in result["by"].values()) if result["by"] else "0"
        verdict = "caught" if result["caught"] else "NOT caught"
        expected = " / ".join(result["expected"])
        lines.append(
            f"| {result['mutation']} | {result['scenario']} | {expected} | {verdict} | {counts} |"
        )
    return "\n".join(lines)


def main() -> None:
    """Run the named mutations (default: all); print the table; exit 1 if any escaped."""
    wanted = set(sys.argv[1:])
    chosen = [m for m in MUTATIONS if not wanted or m.name in wanted]
    seconds = float(os.environ.get("RESPONSA_FAULTS_SECONDS") or 16)
    out = ROOT / "build" / "faults"
    out.mkdir(parents=True, exist_ok=True)
    results = []
    for mutation in chosen:
        result = run(mutation, seconds)
        results.append(result)
        print(json.dumps(result), flush=True)
    (out / "mutations.json").write_text(json.dumps(results, indent=1))
    print(table(results))
    if not all(result["caught"] for result in results):
        sys.exit(1)


if __name__ == "__main__":
    main()
