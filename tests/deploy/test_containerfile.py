"""deploy/Containerfile: hadolint-clean, and the properties the image promises (building it is
`make image-test`, tests/deploy/image_smoke.py)."""

from __future__ import annotations

import re

from tests.deploy.tools import CONTAINERFILE, run, tool


def instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) pairs, continuation lines joined, comments dropped."""
    text = re.sub(r"\\\n", " ", CONTAINERFILE.read_text())
    pairs = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            pairs.append((word.upper(), rest.strip()))
    return pairs


def test_hadolint_clean() -> None:
    done = run([tool("hadolint"), CONTAINERFILE])
    assert done.returncode == 0, done.stdout + done.stderr


def test_base_image_is_an_argument_defaulting_to_official_slim_python() -> None:
    args = [rest for word, rest in instructions() if word == "ARG"]
    assert "BASE_IMAGE=docker.io/library/python:3.11-slim-bookworm" in args
    froms = [rest for word, rest in instructions() if word == "FROM"]
    assert len(froms) >= 2, "multi-stage"
    assert all(f.startswith("${BASE_IMAGE}") for f in froms)


def test_runs_the_wheel_as_a_non_root_user() -> None:
    steps = instructions()
    build = " ".join(rest for word, rest in steps if word == "RUN")
    assert "pip wheel" in build and "responsa-*.whl" in build
    (user,) = [rest for word, rest in steps if word == "USER"]
    assert not user.startswith(("0", "root"))
    assert [rest for word, rest in steps if word == "ENTRYPOINT"] == ['["responsa"]']
    assert ("CMD", '["serve"]') in steps


def test_health_check_asks_envoys_healthz() -> None:
    (check,) = [rest for word, rest in instructions() if word == "HEALTHCHECK"]
    assert "/healthz" in check


def test_the_image_holds_the_cells_runtime_built_by_the_sandboxs_own_script() -> None:
    steps = instructions()
    runs = " ".join(rest for word, rest in steps if word == "RUN")
    # The same script and pins as `make sandbox-tools`, over the base's Debian python3.
    assert "sandbox_runtime/build.sh /opt/sandbox-runtime" in runs
    assert "[ -x /usr/bin/python3 ]" in runs
    copies = [rest for word, rest in steps if word == "COPY"]
    assert "--from=build /opt/sandbox-runtime /opt/sandbox-runtime" in copies
    (env,) = [rest for word, rest in steps if word == "ENV"]
    assert 'RESPONSA_SANDBOX_RUNTIME="/opt/sandbox-runtime"' in env.split()
