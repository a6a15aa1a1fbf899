"""The remote sandbox's trust (auth/peer_token.py): a `responsa sandbox` admits a call only with
the shared token, as the project the API process names; `responsa check` refuses
RESPONSA_SANDBOX_URL without a token long enough, and so does `responsa sandbox` itself."""

from __future__ import annotations

import io

import pytest
from responsa_server.auth.peer_token import TOKEN_MIN_CHARS, PeerToken
from responsa_server.config import Settings
from responsa_server.model.errors import ApiError
from responsa_server.sandbox import PROJECT_METADATA

from responsa_cli.check import run_check

TOKEN = "t" * TOKEN_MIN_CHARS


async def test_the_token_and_a_project_admit_a_call() -> None:
    peer = PeerToken(TOKEN)
    metadata = [("authorization", f"Bearer {TOKEN}"), (PROJECT_METADATA, "proj_a")]
    assert await peer.caller_of(metadata) == ("proj_a", None)


@pytest.mark.parametrize(
    "metadata",
    [
        [],
        [(PROJECT_METADATA, "proj_a")],
        [("authorization", f"Bearer {TOKEN}x"), (PROJECT_METADATA, "proj_a")],
        [("authorization", f"Bearer {TOKEN[:-1]}"), (PROJECT_METADATA, "proj_a")],
        [("authorization", f"Basic {TOKEN}"), (PROJECT_METADATA, "proj_a")],
    ],
    ids=["nothing", "project-only", "longer", "shorter", "not-bearer"],
)
async def test_anything_but_the_token_is_refused(metadata: list[tuple[str, str]]) -> None:
    with pytest.raises(ApiError) as refused:
        await PeerToken(TOKEN).caller_of(metadata)
    assert refused.value.status == 401
    assert TOKEN not in refused.value.message


async def test_a_call_must_name_its_project() -> None:
    with pytest.raises(ApiError) as nameless:
        await PeerToken(TOKEN).caller_of([("authorization", f"Bearer {TOKEN}")])
    assert nameless.value.status == 400 and nameless.value.param == PROJECT_METADATA


def test_a_short_token_is_refused() -> None:
    with pytest.raises(ValueError):
        PeerToken(TOKEN[:-1])


@pytest.mark.parametrize(("token", "refused"), [(None, True), ("short", True), (TOKEN, False)])
def test_check_wants_a_token_with_a_sandbox_url(token: str | None, refused: bool) -> None:
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": "http://127.0.0.1:9/v1",
        "RESPONSA_SANDBOX_URL": "127.0.0.1:50061",
    }
    if token is not None:
        env["RESPONSA_SANDBOX_TOKEN"] = token
    err = io.StringIO()
    code = run_check(env, for_worker=True, out=io.StringIO(), err=err)
    assert (code == 1) == refused, err.getvalue()
    assert ("RESPONSA_SANDBOX_TOKEN" in err.getvalue()) == refused


def test_the_sandbox_process_refuses_to_start_without_a_token_or_jails() -> None:
    from responsa_server.sandbox_server import refusal

    why = refusal(Settings(), None)
    assert why is not None and "RESPONSA_SANDBOX_TOKEN" in why
    assert refusal(Settings(sandbox_token=TOKEN), None) is None
    # Where jails cannot be made, it says why.
    no_root = refusal(Settings(sandbox_token=TOKEN), "the sandbox needs root")
    assert no_root is not None and "needs root" in no_root
