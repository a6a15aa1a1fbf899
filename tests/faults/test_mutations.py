"""The fault suite can fail: deliberate breakages (tests/faults/mutations.py) must be caught.

Every mutation must still apply to this checkout (its target text unchanged), checked without
running anything. `make test` then runs the `CI` subset, each on a copy of the checkout with
its scenario's workload (RESPONSA_FAULTS_SECONDS, default 16 s); `make faults-mutations` runs
them all (`RESPONSA_FAULTS_MUTATIONS=all` here does the same through pytest).
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from tests.faults.mutations import MUTATIONS, ROOT, Mutation, run

SECONDS = float(os.environ.get("RESPONSA_FAULTS_SECONDS") or 16)
CHOSEN = [m for m in MUTATIONS if m.ci or os.environ.get("RESPONSA_FAULTS_MUTATIONS", "") == "all"]


@pytest.mark.parametrize("mutation", MUTATIONS, ids=lambda m: m.name)
def test_each_mutation_still_applies(mutation: Mutation, tmp_path: Path) -> None:
    target = tmp_path / mutation.path
    target.parent.mkdir(parents=True)
    shutil.copy2(ROOT / mutation.path, target)
    mutation.apply(tmp_path)
    assert target.read_text() != (ROOT / mutation.path).read_text()


@pytest.mark.e2e
@pytest.mark.timeout(900)
@pytest.mark.parametrize("mutation", CHOSEN, ids=lambda m: m.name)
def test_the_fault_suite_catches(mutation: Mutation) -> None:
    from tests.faults.network import netns_unavailable
    from tests.required import missing

    reason = netns_unavailable()
    if reason is not None:
        missing(reason)
    result = run(mutation, SECONDS)
    out = ROOT / "build" / "faults" / "mutations"
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{mutation.name}.json").write_text(json.dumps(result, indent=1))
    assert result["caught"], json.dumps(result, indent=1)
