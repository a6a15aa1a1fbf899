"""The sandbox as a process of its own (`responsa sandbox`, sandbox_server.py) with the API
process pointed at it (RESPONSA_SANDBOX_URL) and running as an unprivileged uid: the
code_interpreter tool and SandboxService through the API work as they do in-process (the same
tests, imported from test_code_interpreter.py, run here against this stack), and so does the
Containers API (test_containers.py's tests, on a keyed stack using the same sandbox process):
the stored files are materialised in the sandbox process's work directory, which is only a
cache. The sandbox process refuses calls without its token, scopes containers by the project the
API names, and is the only one to take `container_id` (adopting a stored container's work
directory)."""

from __future__ import annotations

import os
import secrets
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import grpc
import openai
import pytest
from responsa.v1 import sandbox_pb2, sandbox_pb2_grpc

from tests.e2e.test_auth import KeyedStack
from tests.e2e.test_code_interpreter import (  # the same tests, against this stack
    DISK_BYTES,
    client,
    logs,
    run_cell,
    test_a_cell_streams_its_events_and_the_model_reads_its_logs,
    test_a_chart_is_an_image_output_a_container_file_and_cited_in_the_answer,
    test_a_later_response_replays_the_call_and_a_container_id_reuses_its_files,
    test_an_endless_loop_ends_at_the_wall_time_and_keeps_its_logs,
    test_filling_the_disk_stops_at_the_containers_limit,
    test_numpy_and_pandas_are_there,
    test_sandbox_service_containers_files_and_a_streamed_run,
)
from tests.e2e.test_containers import (  # the Containers API's, against a stack using it
    cell,
    keyed_stack,
    sdk,
    test_a_files_api_csv_in_file_ids_is_read_by_a_cell,
    test_containers_and_their_files_through_the_sdk,
)
from tests.e2e.test_hosted_shell import (  # the hosted shell's, against this stack
    test_a_container_made_through_the_sandbox_service_is_used_by_its_id,
    test_commands_run_in_the_container_with_their_events_and_the_model_reads_them,
)
from tests.fake_upstream import FakeUpstream
from tests.stack import ROOT, Child, Stack, free_port, grpc_serving, wait_until

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(os.geteuid() != 0, reason="the sandbox process needs root"),
]

__all__ = [
    "client",
    "test_a_cell_streams_its_events_and_the_model_reads_its_logs",
    "test_a_chart_is_an_image_output_a_container_file_and_cited_in_the_answer",
    "test_a_container_made_through_the_sandbox_service_is_used_by_its_id",
    "test_a_files_api_csv_in_file_ids_is_read_by_a_cell",
    "test_a_later_response_replays_the_call_and_a_container_id_reuses_its_files",
    "test_an_endless_loop_ends_at_the_wall_time_and_keeps_its_logs",
    "test_commands_run_in_the_container_with_their_events_and_the_model_reads_them",
    "test_containers_and_their_files_through_the_sdk",
    "test_filling_the_disk_stops_at_the_containers_limit",
    "test_numpy_and_pandas_are_there",
    "test_sandbox_service_containers_files_and_a_streamed_run",
]

TOKEN = secrets.token_urlsafe(32)
# The API process's uid: nobody, with no groups and no capabilities.
API_UID = 65534
SANDBOX_COMMAND = [sys.executable, "-m", "responsa_cli", "sandbox"]


@pytest.fixture(scope="module")
def sandbox_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sandbox process's RESPONSA_SANDBOX_DIR."""
    return tmp_path_factory.mktemp("sandbox-process")


@pytest.fixture(scope="module")
def sandbox_process(sandbox_dir: Path) -> Iterator[str]:
    """`responsa sandbox` on a free port; its gRPC target."""
    port = free_port()
    env = {
        **os.environ,
        "RESPONSA_SANDBOX_TOKEN": TOKEN,
        "RESPONSA_SANDBOX_PORT": str(port),
        "RESPONSA_SANDBOX_DIR": str(sandbox_dir),
        "RESPONSA_SANDBOX_WALL_SECONDS": "5",
        "RESPONSA_SANDBOX_DISK_BYTES": str(DISK_BYTES),
    }
    log = ROOT / "build" / f"sandbox-{port}.log"
    child = Child("sandbox", SANDBOX_COMMAND, env=env, log_path=log, cwd=ROOT)
    target = f"127.0.0.1:{port}"
    try:
        wait_until(lambda: grpc_serving(target), child, "responsa sandbox", 60)
        yield target
    finally:
        child.stop()


@pytest.fixture(scope="module")
def code_stack(sandbox_process: str, fake_upstream: FakeUpstream) -> Iterator[Stack]:
    """The API process (as `nobody`) and Envoy, its sandbox the process above."""
    # The unprivileged API process writes its SQLite file, blobs and metrics here (outside
    # pytest's own directory, which only root may enter).
    tmp = Path(tempfile.mkdtemp(prefix="responsa-api-"))
    for path in (tmp, tmp / "metrics"):
        path.mkdir(exist_ok=True)
        os.chown(path, API_UID, API_UID)
    env = {
        "RESPONSA_SANDBOX_URL": sandbox_process,
        "RESPONSA_SANDBOX_TOKEN": TOKEN,
        "PROMETHEUS_MULTIPROC_DIR": str(tmp / "metrics"),
    }
    unprivileged = [
        "setpriv",
        f"--reuid={API_UID}",
        f"--regid={API_UID}",
        "--clear-groups",
        "--inh-caps=-all",
        "--",
        sys.executable,
        "-m",
        "responsa_server",
    ]
    try:
        with _stack(fake_upstream, tmp, env, unprivileged) as stack:
            yield stack
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture(scope="module")
def keyed_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The keyed stack's database, blobs and (unused) RESPONSA_SANDBOX_DIR, `sandbox/`."""
    return tmp_path_factory.mktemp("containers-remote")


@pytest.fixture(scope="module")
def keyed(
    sandbox_process: str, fake_upstream: FakeUpstream, keyed_dir: Path
) -> Iterator[KeyedStack]:
    """A keyed stack (test_containers.py's) whose containers' calls run in the sandbox process."""
    tmp = keyed_dir
    remote = {"RESPONSA_SANDBOX_URL": sandbox_process, "RESPONSA_SANDBOX_TOKEN": TOKEN}
    yield from keyed_stack(fake_upstream, tmp, remote)


@pytest.fixture(scope="module")
def shell_stack(code_stack: Stack) -> Stack:
    """test_hosted_shell.py's tests run on the same stack."""
    return code_stack


def _stack(
    fake_upstream: FakeUpstream, tmp: Path, env: dict[str, str], command: list[str]
) -> Stack:
    return Stack.start(
        {
            **os.environ,
            "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
            "RESPONSA_DATABASE_URL": f"sqlite:///{tmp / 'responsa.db'}",
            "RESPONSA_BLOB_STORE": str(tmp / "blobs"),
            **env,
        },
        service_command=command,
    )


def uid_of(pid: int) -> int:
    """The real uid of a process (/proc/<pid>/status)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("Uid:"):
            return int(line.split()[1])
    raise AssertionError(f"no Uid line for {pid}")


def test_the_api_process_is_not_root_and_runs_cells_there(
    code_stack: Stack, client: openai.OpenAI
) -> None:
    assert uid_of(code_stack.service.process.pid) == API_UID
    # The cell ran in the sandbox process's jail: not root (the jail's user namespace shows
    # the cell's own uid as 1000, jail.py), with no network.
    code = "import os, socket\nprint(os.getuid() == 1000, socket.if_nameindex())"
    call = run_cell(client, code)
    assert call["status"] == "completed"
    assert logs(call) == "True [(1, 'lo')]\n"


@pytest.mark.parametrize(
    "metadata",
    [
        (),
        (("x-responsa-project", "proj_default"),),
        (("authorization", "Bearer not-the-token"), ("x-responsa-project", "proj_default")),
        (("authorization", f"Basic {TOKEN}"), ("x-responsa-project", "proj_default")),
    ],
    ids=["nothing", "project-only", "wrong-token", "not-bearer"],
)
def test_calls_without_the_token_are_refused(
    sandbox_process: str, metadata: tuple[tuple[str, str], ...]
) -> None:
    with grpc.insecure_channel(sandbox_process) as channel:
        stub = sandbox_pb2_grpc.SandboxServiceStub(channel)
        with pytest.raises(grpc.RpcError) as refused:
            stub.CreateContainer(sandbox_pb2.CreateContainerRequest(), metadata=metadata)
        assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED
        with pytest.raises(grpc.RpcError) as run_refused:
            list(
                stub.RunInContainer(
                    sandbox_pb2.RunInContainerRequest(container_id="cntr_x", code="print(1)"),
                    metadata=metadata,
                )
            )
        assert run_refused.value.code() == grpc.StatusCode.UNAUTHENTICATED


def test_the_project_the_api_names_scopes_containers(
    sandbox_process: str, code_stack: Stack, client: openai.OpenAI
) -> None:
    call = run_cell(client, "open('mine.txt', 'w').write('mine')")
    container_id = call["container_id"]
    token = ("authorization", f"Bearer {TOKEN}")
    with grpc.insecure_channel(sandbox_process) as channel:
        stub = sandbox_pb2_grpc.SandboxServiceStub(channel)
        # Without RESPONSA_AUTH every caller of the API is the default project.
        own = (token, ("x-responsa-project", "default"))
        got = stub.GetContainerFile(
            sandbox_pb2.GetContainerFileRequest(container_id=container_id, path="mine.txt"),
            metadata=own,
        )
        assert got.data == b"mine"
        other = (token, ("x-responsa-project", "proj_other"))
        with pytest.raises(grpc.RpcError) as unknown:
            stub.GetContainer(
                sandbox_pb2.GetContainerRequest(container_id=container_id), metadata=other
            )
        assert unknown.value.code() == grpc.StatusCode.NOT_FOUND
        listed = stub.ListContainers(sandbox_pb2.ListContainersRequest(), metadata=other)
        assert container_id not in [c.id for c in listed.containers]
        with pytest.raises(grpc.RpcError) as nameless:
            stub.ListContainers(sandbox_pb2.ListContainersRequest(), metadata=(token,))
        assert nameless.value.code() == grpc.StatusCode.INVALID_ARGUMENT


def test_container_id_adopts_a_work_directory_only_in_the_sandbox_process(
    sandbox_process: str, code_stack: Stack
) -> None:
    """`CreateContainerRequest.container_id` is the API's way to name a stored container to the
    sandbox process: there it adopts a work directory (the same one, files kept, when asked
    again; a name that is no container id, or another project's id, is refused); the API's own
    SandboxService refuses the field."""
    with grpc.insecure_channel(code_stack.grpc_target) as channel:
        public = sandbox_pb2_grpc.SandboxServiceStub(channel)
        with pytest.raises(grpc.RpcError) as refused:
            public.CreateContainer(
                sandbox_pb2.CreateContainerRequest(name="x", container_id="cntr_" + "0" * 48)
            )
        assert refused.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        assert "container_id" in (refused.value.details() or "")
    token = ("authorization", f"Bearer {TOKEN}")
    own = (token, ("x-responsa-project", "proj_adopter"))
    other = (token, ("x-responsa-project", "proj_other"))
    container_id = "cntr_" + secrets.token_hex(24)
    with grpc.insecure_channel(sandbox_process) as channel:
        stub = sandbox_pb2_grpc.SandboxServiceStub(channel)
        adopt = sandbox_pb2.CreateContainerRequest(container_id=container_id)
        assert stub.CreateContainer(adopt, metadata=own).id == container_id
        put = sandbox_pb2.PutContainerFileRequest(container_id=container_id, path="a", data=b"1")
        stub.PutContainerFile(put, metadata=own)
        assert stub.CreateContainer(adopt, metadata=own).id == container_id
        (listed,) = stub.ListContainerFiles(
            sandbox_pb2.ListContainerFilesRequest(container_id=container_id), metadata=own
        ).files
        assert (listed.path, listed.bytes) == ("/mnt/data/a", 1)
        assert listed.modified_ns > 0
        with pytest.raises(grpc.RpcError) as theirs:
            stub.CreateContainer(adopt, metadata=other)
        assert theirs.value.code() == grpc.StatusCode.NOT_FOUND
        for bad in ("../escape", "cntr_../../x", "resp_" + "0" * 48):
            with pytest.raises(grpc.RpcError) as invalid:
                stub.CreateContainer(
                    sandbox_pb2.CreateContainerRequest(container_id=bad), metadata=own
                )
            assert invalid.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        stub.DeleteContainer(
            sandbox_pb2.DeleteContainerRequest(container_id=container_id), metadata=own
        )
        with pytest.raises(grpc.RpcError) as gone:
            stub.GetContainer(
                sandbox_pb2.GetContainerRequest(container_id=container_id), metadata=own
            )
        assert gone.value.code() == grpc.StatusCode.NOT_FOUND


def test_the_sandbox_process_refuses_to_start_without_a_token(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("RESPONSA_")}
    env["RESPONSA_SANDBOX_PORT"] = str(free_port())
    env["RESPONSA_SANDBOX_DIR"] = str(tmp_path)
    done = subprocess.run(
        SANDBOX_COMMAND, env=env, cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode != 0
    assert "RESPONSA_SANDBOX_TOKEN" in done.stderr


def test_a_runs_output_streams_through_the_api_as_it_comes(
    code_stack: Stack, sandbox_dir: Path
) -> None:
    """The cell prints, then waits for a file the test writes only once that first line came
    back through Envoy, the API process and the sandbox process: had any of them held the
    output until the end, the cell would have run into its wall time instead. (The file is
    written straight into the sandbox process's work directory: one put through the API is
    stored, and reaches the container's next call, not the running one.)"""
    code = (
        "import os, time\n"
        "print('first', flush=True)\n"
        "while not os.path.exists('go'):\n"
        "    time.sleep(0.05)\n"
        "print('second')"
    )
    with grpc.insecure_channel(code_stack.grpc_target) as channel:
        stub = sandbox_pb2_grpc.SandboxServiceStub(channel)
        made = stub.CreateContainer(sandbox_pb2.CreateContainerRequest(name="stream"))
        events = stub.RunInContainer(
            sandbox_pb2.RunInContainerRequest(container_id=made.id, code=code)
        )
        # Unbuffered (-u), print writes the text and the newline apart: up to two chunks.
        printed = b""
        while not printed.endswith(b"\n"):
            event = next(events)
            assert event.WhichOneof("event") == "stdout", event
            printed += event.stdout
        assert printed == b"first\n"
        (work,) = sandbox_dir.glob(f"replica-*/{made.id}/work")
        (work / "go").write_bytes(b"")
        rest = list(events)
        assert b"".join(e.stdout for e in rest) == b"second\n"
        assert rest[-1].outcome.kind == sandbox_pb2.RUN_OUTCOME_KIND_EXIT
        assert rest[-1].outcome.exit_code == 0


def test_a_sandbox_that_does_not_answer_is_a_503_naming_it(fake_upstream: FakeUpstream) -> None:
    nowhere = f"127.0.0.1:{free_port()}"  # nothing listens there
    with tempfile.TemporaryDirectory(prefix="responsa-api-") as tmp:
        env = {
            "RESPONSA_SANDBOX_URL": nowhere,
            "RESPONSA_SANDBOX_TOKEN": TOKEN,
            "PROMETHEUS_MULTIPROC_DIR": tmp,
        }
        with _stack(
            fake_upstream, Path(tmp), env, [sys.executable, "-m", "responsa_server"]
        ) as stack:
            client = openai.OpenAI(base_url=stack.rest_url, api_key="sk-test", max_retries=0)
            with pytest.raises(openai.APIStatusError) as failed:
                run_cell(client, "print(1)")
    assert failed.value.status_code == 503
    assert nowhere in str(failed.value)


def test_stored_files_are_materialised_in_the_sandbox_process(
    keyed: KeyedStack, keyed_dir: Path, sandbox_dir: Path
) -> None:
    """An uploaded file reaches the cell through the sandbox process's work directory, what the
    cell wrote is stored by the API (read back from the blob store after the sandbox's copy is
    gone), and the API's own sandbox directory holds no work directory."""
    client = sdk(keyed)
    made = client.containers.create(name="remote")
    client.containers.files.create(made.id, file=("in.txt", b"from the API"))
    call = cell(
        client,
        "open('/mnt/data/out.txt', 'w').write(open('/mnt/data/in.txt').read()[::-1])",
        made.id,
    )
    assert call["status"] == "completed", call
    (work,) = sandbox_dir.glob(f"replica-*/{made.id}/work")
    assert (work / "in.txt").read_bytes() == b"from the API"
    assert (work / "out.txt").read_bytes() == b"IPA eht morf"
    # The sandbox's copy is a cache: without it, the stored files are still whole.
    (work / "out.txt").unlink()
    files = {f.path: f for f in client.containers.files.list(made.id)}
    assert files["/mnt/data/out.txt"].source == "assistant"
    content = client.containers.files.content.retrieve(
        files["/mnt/data/out.txt"].id, container_id=made.id
    )
    assert content.read() == b"IPA eht morf"
    # The next call finds the file the sandbox lost fetched back from the blob store.
    again = cell(client, "print(open('/mnt/data/out.txt').read())", made.id)
    assert again["outputs"] == [{"type": "logs", "logs": "IPA eht morf\n"}]
    assert not list((keyed_dir / "sandbox").glob(f"replica-*/{made.id}"))
    # Deleting the container drops the sandbox process's work directory too.
    client.containers.delete(made.id)
    assert not work.exists()
