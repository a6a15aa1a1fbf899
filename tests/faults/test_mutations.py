"""The fault suite can fail: deliberate breakages (tests/faults/mutations.py) must be caught.

Every mutation must still apply to this checkout (its target text unchanged), checked without
running anything. `make test` then runs the `CI` subset, each on a copy of the checkout with
its scenario's workload (RESPONSA_FAULTS_SECONDS, default 16 s), the ones that share a run
(`shares_run`, one scenario) together on one copy; `make faults-mutations` runs them all, each
alone (`RESPONSA_FAULTS_MUTATIONS=all` here does the same through pytest).
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from tests.faults.mutations import MUTATIONS, ROOT, Mutation, run_together

SECONDS = float(os.environ.get("RESPONSA_FAULTS_SECONDS") or 16)
ALL = os.environ.get("RESPONSA_FAULTS_MUTATIONS", "") == "all"


def _runs() -> list[list[Mutation]]:
    """The CI mutations as runs: alone, or with the others of their scenario that share."""
    shared: dict[str, list[Mutation]] = {}
    runs: list[list[Mutation]] = []
    for mutation in MUTATIONS:
        if ALL or not mutation.ci:
            if ALL:
                runs.append([mutation])
            continue
        if mutation.shares_run:
            if mutation.scenario not in shared:
                shared[mutation.scenario] = []
                runs.append(shared[mutation.scenario])
            shared[mutation.scenario].append(mutation)
        else:
            runs.append([mutation])
    return runs


RUNS = _runs()


@pytest.mark.parametrize("mutation", MUTATIONS, ids=lambda m: m.name)
def test_each_mutation_still_applies(mutation: Mutation, tmp_path: Path) -> None:
    target = tmp_path / mutation.path
    target.parent.mkdir(parents=True)
    shutil.copy2(ROOT / mutation.path, target)
    mutation.apply(tmp_path)
    assert target.read_text() != (ROOT / mutation.path).read_text()


def test_mutations_sharing_a_run_are_told_apart() -> None:
    # Each is judged by its own invariants only: no invariant may be named by two of one run.
    for together in RUNS:
        named = [name for mutation in together for name in mutation.invariants]
        assert len(named) == len(set(named)), [m.name for m in together]
        assert len({mutation.scenario for mutation in together}) == 1


@pytest.mark.e2e
@pytest.mark.timeout(900)
@pytest.mark.parametrize("together", RUNS, ids=lambda run: "+".join(m.name for m in run))
def test_the_fault_suite_catches(together: list[Mutation]) -> None:
    from tests.faults.network import netns_unavailable
    from tests.required import missing

    reason = netns_unavailable()
    if reason is not None:
        missing(reason)
    results = run_together(together, SECONDS)
    out = ROOT / "build" / "faults" / "mutations"
    out.mkdir(parents=True, exist_ok=True)
    for result in results:
        (out / f"{result['mutation']}.json").write_text(json.dumps(result, indent=1))
    assert all(result["caught"] for result in results), json.dumps(results, indent=1)
