"""The built-in `code_interpreter` tool on a Chat Completions model, run in the sandbox
(engine/tool_kinds/code_interpreter.py, sandbox/): the fake upstream scripts the calls, the
openai SDK in strict mode reads the items and events; then escape and exhaustion attempts made
through the API, each ending with the outcome the sandbox promises (docs/sandbox.md) and the
server still answering."""

from __future__ import annotations

import base64
import json
import os
import socket
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import openai
import pytest
from responsa.v1 import sandbox_pb2, sandbox_pb2_grpc

from tests.e2e.conftest import running_stack
from tests.fake_upstream import FakeUpstream
from tests.open_responses import assert_openai
from tests.stack import Stack

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(os.geteuid() != 0, reason="the sandbox needs root (docs/sandbox.md)"),
]

AUTO: Any = {"type": "code_interpreter", "container": {"type": "auto"}}
OUTPUTS = ["code_interpreter_call.outputs"]  # the item shows the logs only when included
DISK_BYTES = 48 << 20  # each container's disk in this module's stack


@pytest.fixture(scope="module")
def sandbox_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("sandbox")


@pytest.fixture(scope="module")
def store_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the stack keeps its store: `responsa.db` (SQLite) and `blobs/`."""
    return tmp_path_factory.mktemp("code")


@pytest.fixture(scope="module")
def code_stack(fake_upstream: FakeUpstream, sandbox_dir: Path, store_dir: Path) -> Iterator[Stack]:
    env = {
        "RESPONSA_SANDBOX_DIR": str(sandbox_dir),
        "RESPONSA_SANDBOX_WALL_SECONDS": "5",
        "RESPONSA_SANDBOX_DISK_BYTES": str(DISK_BYTES),
    }
    with running_stack("sqlite", fake_upstream, store_dir, env) as stack:
        yield stack


@pytest.fixture(scope="module")
def client(code_stack: Stack) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=code_stack.rest_url,
        api_key="sk-test",
        max_retries=0,
        timeout=60,
        _strict_response_validation=True,
    )


def run_cell(client: openai.OpenAI, code: str, tool: Any = AUTO, **options: Any) -> dict[str, Any]:
    """Script one cell (its code may hold no `}`: the fake's script syntax) and return the
    `code_interpreter_call` item of the response (with its outputs unless `include` is given)."""
    script = "CALL code_interpreter " + json.dumps({"code": code})
    options.setdefault("include", OUTPUTS)
    response = client.responses.create(model="fake-script", input=script, tools=[tool], **options)
    call = response.output[0].model_dump(mode="json", exclude_unset=True)
    assert_openai("CodeInterpreterToolCall", call)
    return call


def logs(call: dict[str, Any]) -> str:
    (output,) = call["outputs"]
    assert output["type"] == "logs"
    text: str = output["logs"]
    return text


def test_a_cell_streams_its_events_and_the_model_reads_its_logs(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    script = 'CALL code_interpreter {"code": "print(6*7)"}'
    events = list(
        client.responses.create(model="fake-script", input=script, tools=[AUTO], stream=True)
    )
    raw = [event.model_dump(mode="json", exclude_unset=True) for event in events]
    kinds = [
        e["type"]
        for e in raw
        if "code_interpreter_call" in e["type"]
        or (e["type"].startswith("response.output_item") and e["item"]["type"] != "message")
    ]
    # The code streams as the model writes it (the fake upstream sends 7 characters a chunk).
    deltas = [e["delta"] for e in raw if e["type"] == "response.code_interpreter_call_code.delta"]
    assert len(deltas) > 1 and "".join(deltas) == "print(6*7)"
    kinds = [k for i, k in enumerate(kinds) if i == 0 or k != kinds[i - 1]]
    assert kinds == [
        "response.output_item.added",
        "response.code_interpreter_call.in_progress",
        "response.code_interpreter_call_code.delta",
        "response.code_interpreter_call_code.done",
        "response.code_interpreter_call.interpreting",
        "response.code_interpreter_call.completed",
        "response.output_item.done",
    ]
    schemas = {
        "response.code_interpreter_call.in_progress": "ResponseCodeInterpreterCallInProgressEvent",
        "response.code_interpreter_call_code.delta": "ResponseCodeInterpreterCallCodeDeltaEvent",
        "response.code_interpreter_call_code.done": "ResponseCodeInterpreterCallCodeDoneEvent",
        "response.code_interpreter_call.interpreting": (
            "ResponseCodeInterpreterCallInterpretingEvent"
        ),
        "response.code_interpreter_call.completed": "ResponseCodeInterpreterCallCompletedEvent",
    }
    for event in raw:
        if event["type"] in schemas:
            assert_openai(schemas[event["type"]], event)
    (done,) = [e for e in raw if e["type"] == "response.code_interpreter_call_code.done"]
    assert done["code"] == "print(6*7)"
    response = raw[-1]["response"]
    assert raw[-1]["type"] == "response.completed"
    call, message = response["output"]
    assert_openai("CodeInterpreterToolCall", call)
    assert call["status"] == "completed" and call["code"] == "print(6*7)"
    assert call["container_id"].startswith("cntr_")
    # Not included: no outputs in the item (as OpenAI's), but the model read the logs.
    assert call["outputs"] is None
    (done_item,) = [e["item"] for e in raw if e["type"] == "response.output_item.done"][:1]
    assert done_item["outputs"] is None
    # The model's next turn got the logs as the call's result.
    assert message["content"][0]["text"].startswith("Tool said: 42")
    last = fake_upstream.requests()[-1]["messages"]
    assert last[-1]["role"] == "tool" and last[-1]["content"] == "42\n"
    assert any(
        t["function"]["name"] == "code_interpreter" for t in fake_upstream.requests()[-1]["tools"]
    )


def test_a_later_response_replays_the_call_and_a_container_id_reuses_its_files(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    first = client.responses.create(
        model="fake-script",
        input="CALL code_interpreter {\"code\": \"open('kept.txt', 'w').write('kept 7'); "
        "print('wrote')\"}",
        tools=[AUTO],
    )
    call = first.output[0].model_dump(mode="json")
    assert call["outputs"] is None  # not included
    second = client.responses.create(
        model="fake-script",
        previous_response_id=first.id,
        input="What did the code do?",
        tools=[AUTO],
    )
    assert second.status == "completed"
    messages = fake_upstream.requests()[-1]["messages"]
    calls = [m for m in messages if m.get("tool_calls")]
    assert json.loads(calls[0]["tool_calls"][0]["function"]["arguments"])["code"] == call["code"]
    # The later response's model read the cell's result again, exactly as the first one did
    # (kept beside the stored item: the item itself showed no outputs).
    (result,) = [m for m in messages if m.get("role") == "tool"]
    assert result["content"] == "wrote\n[Files written: /mnt/data/kept.txt]"
    # The same container by its id: the file the first cell wrote is there.
    again = run_cell(
        client,
        "print(open('kept.txt').read())",
        {"type": "code_interpreter", "container": call["container_id"]},
    )
    assert again["container_id"] == call["container_id"]
    assert logs(again) == "kept 7\n"


def test_an_unknown_container_is_a_400_naming_it(client: openai.OpenAI) -> None:
    with pytest.raises(openai.BadRequestError) as raised:
        client.responses.create(
            model="fake-script",
            input="hi",
            tools=[{"type": "code_interpreter", "container": "cntr_nope"}],
        )
    assert raised.value.body["param"] == "tools[0].container"  # type: ignore[index]


def test_no_network_not_even_loopback(client: openai.OpenAI, code_stack: Stack) -> None:
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(0.5)
    port = listener.getsockname()[1]
    stack_port = int(code_stack.rest_url.rsplit(":", 1)[1].split("/")[0])
    code = (
        "import socket\n"
        f"for port in ({port}, {stack_port}, 5432):\n"
        "    try:\n"
        "        socket.create_connection(('127.0.0.1', port), timeout=2)\n"
        "        print('connected', port)\n"
        "    except OSError as error:\n"
        "        print('refused', port, error.errno)\n"
        "try:\n"
        "    socket.getaddrinfo('example.com', 80)\n"
        "    print('resolved')\n"
        "except OSError:\n"
        "    print('no resolver')"
    )
    text = logs(run_cell(client, code))
    assert "connected" not in text and "resolved" not in text
    assert text.count("refused") == 3 and "no resolver" in text
    with pytest.raises(TimeoutError):
        listener.accept()
    listener.close()
    assert logs(run_cell(client, "print('alive')")) == "alive\n"


def test_host_files_are_not_there_and_nothing_outside_the_work_dir_is_writable(
    client: openai.OpenAI,
) -> None:
    marker = f"escape-{uuid.uuid4().hex}"
    code = (
        "import os\n"
        "for path in ('/etc/shadow', '/root/.bashrc', '/proc/1/environ'):\n"
        "    try:\n"
        "        print(path, open(path, 'rb').read()[:200])\n"
        "    except OSError as error:\n"
        "        print(path, 'error', error.errno)\n"
        f"for path in ('/usr/{marker}', '/{marker}', '/etc/{marker}', '/mnt/{marker}'):\n"
        "    try:\n"
        "        open(path, 'w').write('x')\n"
        "        print('wrote', path)\n"
        "    except OSError as error:\n"
        "        print('denied', path)\n"
        "print('uid', os.getuid(), 'environ', sorted(os.environ))"
    )
    text = logs(run_cell(client, code))
    assert "/etc/shadow error" in text and "/root/.bashrc error" in text
    assert "RESPONSA_" not in text and "sk-test" not in text  # the service's environment
    assert "wrote" not in text and text.count("denied") == 4
    assert "uid 0 " not in text
    for where in ("/usr", "/", "/etc", "/mnt"):
        assert not Path(where, marker).exists()
    assert logs(run_cell(client, "print('alive')")) == "alive\n"


def test_another_containers_files_are_out_of_reach(
    client: openai.OpenAI, sandbox_dir: Path
) -> None:
    secret = f"secret-{uuid.uuid4().hex}"
    first = run_cell(client, f"open('secret.txt', 'w').write('{secret}')")
    # Each service process keeps its copies under <sandbox dir>/replica-<pid>/<container id>.
    (host_path,) = sandbox_dir.glob(f"replica-*/{first['container_id']}/work/secret.txt")
    assert host_path.read_text() == secret  # it is on the host, in the first container's dir
    code = (
        "import os\n"
        "print(os.listdir('/mnt/data'), os.listdir('/mnt'))\n"
        f"for path in ('{host_path}', '/mnt/data/../{first['container_id']}/work/secret.txt'):\n"
        "    try:\n"
        "        print(open(path).read())\n"
        "    except OSError as error:\n"
        "        print('error', error.errno)"
    )
    second = run_cell(client, code)
    assert second["container_id"] != first["container_id"]
    text = logs(second)
    assert secret not in text and text.count("error 2") == 2
    assert "secret.txt" not in text


def test_a_fork_bomb_is_bounded_and_the_server_keeps_answering(client: openai.OpenAI) -> None:
    code = (
        "import os\n"
        "count = 0\n"
        "while True:\n"
        "    try:\n"
        "        os.fork()\n"
        "        count += 1\n"
        "    except OSError:\n"
        "        print('fork refused after', count)\n"
        "        raise"
    )
    call = run_cell(client, code)
    assert "fork refused" in logs(call) or "wall-time" in logs(call)
    assert logs(run_cell(client, "print('alive')")) == "alive\n"


def test_runaway_output_is_cut_at_the_limit(client: openai.OpenAI) -> None:
    call = run_cell(client, "while True:\n    print('x' * 10000)")
    assert call["status"] == "failed"
    text = logs(call)
    assert text.endswith("it printed more than the output limit.")
    assert 1 << 20 <= len(text) < (1 << 20) + 200


def test_an_endless_loop_ends_at_the_wall_time_and_keeps_its_logs(client: openai.OpenAI) -> None:
    call = run_cell(client, "print('started', flush=True)\nwhile True:\n    pass")
    assert call["status"] == "failed"
    assert logs(call) == "started\nThe cell was stopped: it ran past its wall-time limit."


@pytest.fixture(scope="module")
def cpu_stack(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Stack]:
    """A stack whose cells have 1 s of CPU time and a wall time far beyond it (this module's
    own stack ends a busy cell at its wall time first)."""
    env = {
        "RESPONSA_SANDBOX_DIR": str(tmp_path_factory.mktemp("cpu-sandbox")),
        "RESPONSA_SANDBOX_WALL_SECONDS": "60",
        "RESPONSA_SANDBOX_CPU_SECONDS": "1",
        "RESPONSA_SANDBOX_DISK_BYTES": str(DISK_BYTES),
    }
    with running_stack("sqlite", fake_upstream, tmp_path_factory.mktemp("cpu"), env) as stack:
        yield stack


SPIN = "print('spinning', flush=True)\nwhile True:\n    pass"


def test_a_busy_cell_ends_at_the_cpu_time_limit_and_keeps_its_logs(cpu_stack: Stack) -> None:
    client = openai.OpenAI(
        base_url=cpu_stack.rest_url,
        api_key="sk-test",
        max_retries=0,
        timeout=90,
        _strict_response_validation=True,
    )
    call = run_cell(client, SPIN)
    assert call["status"] == "failed"
    assert logs(call) == "spinning\nThe cell was stopped: it used up its CPU-time limit."
    assert logs(run_cell(client, "print('alive')")) == "alive\n"
    # The SandboxService says it as its own outcome kind, without an exit code.
    with grpc.insecure_channel(cpu_stack.direct_grpc_target) as channel:
        stub = sandbox_pb2_grpc.SandboxServiceStub(channel)
        made = stub.CreateContainer(sandbox_pb2.CreateContainerRequest(name="cpu"))
        events = list(
            stub.RunInContainer(sandbox_pb2.RunInContainerRequest(container_id=made.id, code=SPIN))
        )
        assert b"".join(e.stdout for e in events) == b"spinning\n"
        assert events[-1].outcome.kind == sandbox_pb2.RUN_OUTCOME_KIND_CPU_TIME
        assert not events[-1].outcome.HasField("exit_code")


def test_a_memory_bomb_fails_inside_the_cell(client: openai.OpenAI) -> None:
    text = logs(run_cell(client, "block = bytearray(8 * 1024 ** 3)"))
    assert "MemoryError" in text
    assert logs(run_cell(client, "print('alive')")) == "alive\n"


@pytest.mark.parametrize("route", ["direct", "envoy"])
def test_sandbox_service_containers_files_and_a_streamed_run(code_stack: Stack, route: str) -> None:
    target = code_stack.direct_grpc_target if route == "direct" else code_stack.grpc_target
    with grpc.insecure_channel(target) as channel:
        stub = sandbox_pb2_grpc.SandboxServiceStub(channel)
        made = stub.CreateContainer(sandbox_pb2.CreateContainerRequest(name="grpc"))
        assert made.id.startswith("cntr_") and made.memory_limit == "1g"
        assert made.id in [
            c.id for c in stub.ListContainers(sandbox_pb2.ListContainersRequest()).containers
        ]
        put = stub.PutContainerFile(
            sandbox_pb2.PutContainerFileRequest(container_id=made.id, path="in/n.txt", data=b"6")
        )
        assert put.path == "/mnt/data/in/n.txt" and put.bytes == 1
        code = (
            "import sys\n"
            "n = int(open('in/n.txt').read())\n"
            "print(n * 7)\n"
            "print('note', file=sys.stderr)\n"
            "open('out.txt', 'w').write('done')"
        )
        events = list(
            stub.RunInContainer(sandbox_pb2.RunInContainerRequest(container_id=made.id, code=code))
        )
        assert b"".join(e.stdout for e in events) == b"42\n"
        assert b"".join(e.stderr for e in events) == b"note\n"
        assert events[-1].WhichOneof("event") == "outcome"
        assert events[-1].outcome.kind == sandbox_pb2.RUN_OUTCOME_KIND_EXIT
        assert events[-1].outcome.exit_code == 0
        command = sandbox_pb2.CommandLine(argv=["/bin/sh", "-c", "sleep 30"])
        timed = list(
            stub.RunInContainer(
                sandbox_pb2.RunInContainerRequest(
                    container_id=made.id,
                    command=command,
                    limits=sandbox_pb2.RunLimits(wall_seconds=1),
                )
            )
        )
        assert timed[-1].outcome.kind == sandbox_pb2.RUN_OUTCOME_KIND_TIMEOUT
        assert not timed[-1].outcome.HasField("exit_code")
        listed = stub.ListContainerFiles(
            sandbox_pb2.ListContainerFilesRequest(container_id=made.id)
        )
        assert [f.path for f in listed.files] == ["/mnt/data/in/n.txt", "/mnt/data/out.txt"]
        got = stub.GetContainerFile(
            sandbox_pb2.GetContainerFileRequest(container_id=made.id, path="out.txt")
        )
        assert got.data == b"done"
        with pytest.raises(grpc.RpcError) as bad:
            stub.GetContainerFile(
                sandbox_pb2.GetContainerFileRequest(container_id=made.id, path="../../etc/passwd")
            )
        assert bad.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        stub.DeleteContainerFile(
            sandbox_pb2.DeleteContainerFileRequest(container_id=made.id, path="out.txt")
        )
        with pytest.raises(grpc.RpcError) as gone:
            stub.GetContainerFile(
                sandbox_pb2.GetContainerFileRequest(container_id=made.id, path="out.txt")
            )
        assert gone.value.code() == grpc.StatusCode.NOT_FOUND
        assert stub.DeleteContainer(
            sandbox_pb2.DeleteContainerRequest(container_id=made.id)
        ).deleted
        with pytest.raises(grpc.RpcError) as unknown:
            stub.GetContainer(sandbox_pb2.GetContainerRequest(container_id=made.id))
        assert unknown.value.code() == grpc.StatusCode.NOT_FOUND


@pytest.mark.parametrize(
    ("container", "param"),
    [
        # file_ids are run now: an unknown one is a 400 before anything runs.
        ({"type": "auto", "file_ids": ["file-1"]}, "tools[0].container.file_ids"),
        (
            {"type": "auto", "network_policy": {"type": "allowlist", "allowed_domains": ["x.org"]}},
            "tools[0].container.network_policy",
        ),
        ({"type": "auto", "memory_limit": "2g"}, "tools[0].container.memory_limit"),
        ({"type": "manual"}, "tools[0].container.type"),
    ],
)
def test_what_is_not_run_yet_is_a_400_naming_it_before_the_upstream(
    client: openai.OpenAI, fake_upstream: FakeUpstream, container: Any, param: str
) -> None:
    before = len(fake_upstream.requests())
    with pytest.raises(openai.BadRequestError) as raised:
        client.responses.create(
            model="fake-script",
            input="hi",
            tools=[{"type": "code_interpreter", "container": container}],
        )
    assert raised.value.body["param"] == param  # type: ignore[index]
    assert len(fake_upstream.requests()) == before


def test_a_chart_is_an_image_output_a_container_file_and_cited_in_the_answer(
    client: openai.OpenAI, code_stack: Stack, fake_upstream: FakeUpstream
) -> None:
    code = (
        "import matplotlib.pyplot as plt\n"
        "plt.plot([1, 4, 9])\n"
        "plt.title('squares')\n"
        "plt.savefig('chart.png')\n"
        "plt.show()\n"
        "print('drawn')"
    )
    script = "CALL code_interpreter " + json.dumps({"code": code})
    response = client.responses.create(
        model="fake-script",
        input=script,
        tools=[AUTO],
        include=["code_interpreter_call.outputs"],
    )
    call, message = [o.model_dump(mode="json", exclude_unset=True) for o in response.output]
    assert_openai("CodeInterpreterToolCall", call)
    assert call["status"] == "completed"
    logs_output, image = call["outputs"]
    assert logs_output == {"type": "logs", "logs": "drawn\n"}
    assert image["type"] == "image" and image["url"].startswith("data:image/png;base64,")
    assert base64.b64decode(image["url"].split(",", 1)[1]).startswith(b"\x89PNG\r\n\x1a\n")
    # The model read which file the cell wrote, and its answer names it: a citation.
    tool_message = fake_upstream.requests()[-1]["messages"][-1]
    assert tool_message["content"] == "drawn\n[The cell showed 1 image(s) to the user.]\n" + (
        "[Files written: /mnt/data/chart.png]"
    )
    part = message["content"][0]
    text = part["text"]
    start = text.index("/mnt/data/chart.png")
    (citation,) = part["annotations"]
    assert_openai("ContainerFileCitationBody", citation)
    assert citation["container_id"] == call["container_id"]
    assert citation["filename"] == "chart.png" and citation["file_id"].startswith("cfile_")
    assert (citation["start_index"], citation["end_index"]) == (start, start + 19)
    # The chart is a file of the container; the shown figure is not.
    with grpc.insecure_channel(code_stack.direct_grpc_target) as channel:
        stub = sandbox_pb2_grpc.SandboxServiceStub(channel)
        listed = stub.ListContainerFiles(
            sandbox_pb2.ListContainerFilesRequest(container_id=call["container_id"])
        )
        assert [f.path for f in listed.files] == ["/mnt/data/chart.png"]
        got = stub.GetContainerFile(
            sandbox_pb2.GetContainerFileRequest(container_id=call["container_id"], path="chart.png")
        )
        assert got.data.startswith(b"\x89PNG")
    # Without `include`, no outputs at all (as OpenAI's).
    plain = run_cell(
        client, "import matplotlib.pyplot as plt\nplt.plot([1])\nplt.show()", include=[]
    )
    assert plain["outputs"] is None


def test_numpy_and_pandas_are_there(client: openai.OpenAI) -> None:
    code = (
        "import numpy as np, pandas as pd\n"
        "frame = pd.DataFrame({'x': np.arange(5)})\n"
        "print(int(frame.x.sum()), np.__version__.split('.')[0])"
    )
    assert logs(run_cell(client, code)) == "10 2\n"


def test_filling_the_disk_stops_at_the_containers_limit(
    client: openai.OpenAI, sandbox_dir: Path
) -> None:
    code = (
        "written = 0\n"
        "try:\n"
        "    for n in range(96):\n"  # 96 MiB in 1 MiB files: twice the disk
        "        with open(f'fill{n}', 'wb') as file:\n"
        "            file.write(b'x' * (1 << 20))\n"
        "        written += 1\n"
        "except OSError as error:\n"
        "    print('stopped', error.errno, written)"
    )
    call = run_cell(client, code)
    text = logs(call)
    assert text.startswith("stopped 28 ")  # ENOSPC
    assert text.endswith("The container's disk is full: its files reached their total size limit.")
    (work,) = sandbox_dir.glob(f"replica-*/{call['container_id']}/work")
    assert sum(p.stat().st_size for p in work.iterdir() if p.is_file()) <= DISK_BYTES
    assert logs(run_cell(client, "print('alive')")) == "alive\n"


def test_filling_a_tmpfs_disk_stops_at_the_containers_limit(
    fake_upstream: FakeUpstream, tmp_path: Path
) -> None:
    """The same with the disk kind a Kubernetes pod uses (docs/deploy.md): a tmpfs per copy."""
    sandbox = tmp_path / "sandbox"
    env = {
        "RESPONSA_SANDBOX_DIR": str(sandbox),
        "RESPONSA_SANDBOX_WALL_SECONDS": "5",
        "RESPONSA_SANDBOX_DISK_BYTES": str(DISK_BYTES),
        "RESPONSA_SANDBOX_DISK": "tmpfs",
    }
    with running_stack("sqlite", fake_upstream, tmp_path, env) as stack:
        tmpfs_client = openai.OpenAI(
            base_url=stack.rest_url, api_key="sk-test", max_retries=0, timeout=60
        )
        code = (
            "written = 0\n"
            "try:\n"
            "    for n in range(96):\n"  # 96 MiB in 1 MiB files: twice the disk
            "        with open(f'fill{n}', 'wb') as file:\n"
            "            file.write(b'x' * (1 << 20))\n"
            "        written += 1\n"
            "except OSError as error:\n"
            "    print('stopped', error.errno, written)"
        )
        call = run_cell(tmpfs_client, code)
        text = logs(call)
        assert text.startswith("stopped 28 "), text  # ENOSPC
        assert text.endswith(
            "The container's disk is full: its files reached their total size limit."
        )
        (work,) = sandbox.glob(f"replica-*/{call['container_id']}/work")
        with open("/proc/self/mounts") as mounts:
            assert any(line.split()[1:3] == [str(work), "tmpfs"] for line in mounts)
        assert sum(p.stat().st_size for p in work.iterdir() if p.is_file()) <= DISK_BYTES
        assert logs(run_cell(tmpfs_client, "print('alive')")) == "alive\n"


def test_a_hundred_megabytes_of_output_is_cut_at_the_limit(client: openai.OpenAI) -> None:
    call = run_cell(client, "import sys\nsys.stdout.write('y' * (100 << 20))")
    assert call["status"] == "failed"
    text = logs(call)
    assert text.endswith("it printed more than the output limit.")
    assert 1 << 20 <= len(text) < (1 << 20) + 200


def test_killing_every_process_from_inside_reaches_only_the_cell(client: openai.OpenAI) -> None:
    code = (
        "import os, signal, subprocess\n"
        "child = subprocess.Popen(['/bin/sleep', '30'])\n"
        "try:\n"
        "    os.kill(-1, signal.SIGKILL)\n"
        "except OSError as error:\n"
        "    print('kill error', error.errno)\n"
        "print('child', child.wait())\n"
        "for pid in (1, os.getppid()):\n"
        "    try:\n"
        "        os.kill(pid, signal.SIGKILL)\n"
        "        print('signalled', pid)\n"
        "    except OSError as error:\n"
        "        print('refused', pid, error.errno)"
    )
    text = logs(run_cell(client, code))
    # kill(-1) reached the cell's own child and nothing else; the cell is PID 1 of its namespace
    # (the kernel ignores SIGKILL sent to it from inside) and has no parent it can see.
    assert "child -9" in text
    assert logs(run_cell(client, "print('alive')")) == "alive\n"


def test_a_test_host_in_another_network_namespace_is_out_of_reach(client: openai.OpenAI) -> None:
    if subprocess.run(["ip", "netns", "add", "rsbprobe"], capture_output=True).returncode != 0:
        pytest.skip("no network namespaces here")
    subprocess.run(["ip", "netns", "del", "rsbprobe"], check=True)
    name = f"rsb{os.getpid() % 100000}"
    host_end, test_end = f"{name}h", f"{name}t"
    address = "10.251.77.2"

    def ip(*args: str) -> None:
        subprocess.run(["ip", *args], check=True, capture_output=True, timeout=30)

    ip("netns", "add", name)
    server = None
    try:
        # A veth pair: one end on this machine (10.251.77.1), the other in the test host's
        # namespace, which listens there. The machine reaches it; a cell must not.
        ip("link", "add", host_end, "type", "veth", "peer", "name", test_end, "netns", name)
        ip("addr", "add", "10.251.77.1/30", "dev", host_end)
        ip("link", "set", host_end, "up")
        ip("-n", name, "addr", "add", f"{address}/30", "dev", test_end)
        ip("-n", name, "link", "set", test_end, "up")
        ip("-n", name, "link", "set", "lo", "up")
        listen = (
            "import socket\n"
            f"s = socket.create_server(('{address}', 8765))\n"
            "s.settimeout(20)\n"
            "print('ready', flush=True)\n"
            "while True:\n"
            "    c, _ = s.accept()\n"
            "    c.sendall(b'hello')\n"
            "    c.close()"
        )
        server = subprocess.Popen(
            ["ip", "netns", "exec", name, "python3", "-c", listen],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        assert server.stdout is not None and server.stdout.readline() == b"ready\n"
        with socket.create_connection((address, 8765), timeout=5) as reached:
            assert reached.recv(5) == b"hello"  # the test host answers this machine
        code = (
            "import socket\n"
            "try:\n"
            f"    socket.create_connection(('{address}', 8765), timeout=3)\n"
            "    print('connected')\n"
            "except OSError as error:\n"
            "    print('unreachable', error.errno)"
        )
        text = logs(run_cell(client, code))
        assert text.startswith("unreachable") and "connected" not in text
    finally:
        if server is not None:
            server.kill()
            server.wait()
        subprocess.run(["ip", "link", "del", host_end], capture_output=True)
        subprocess.run(["ip", "netns", "del", name], capture_output=True)


def test_the_stores_files_are_out_of_reach(client: openai.OpenAI, store_dir: Path) -> None:
    secret = f"stored-{uuid.uuid4().hex}"
    first = run_cell(client, f"open('stored.txt', 'w').write('{secret}')")
    # The file is stored: its bytes are in the stack's blob store, its row in the database.
    (blob,) = [
        p
        for p in (store_dir / "blobs").rglob("*")
        if p.is_file() and secret.encode() in p.read_bytes()
    ]
    database = store_dir / "responsa.db"
    assert database.is_file()
    code = (
        "import os\n"
        f"for path in ('{blob}', '{database}', '{store_dir}'):\n"
        "    try:\n"
        "        isdir = os.path.isdir(path)\n"
        "        print(path, os.listdir(path) if isdir else open(path, 'rb').read())\n"
        "    except OSError as error:\n"
        "        print('error', error.errno)"
    )
    second = run_cell(client, code)
    assert second["container_id"] != first["container_id"]
    text = logs(second)
    assert secret not in text and text.count("error 2") == 3
    assert logs(run_cell(client, "print('alive')")) == "alive\n"


def test_links_a_cell_leaves_are_not_files_of_the_container(
    client: openai.OpenAI, code_stack: Stack, sandbox_dir: Path
) -> None:
    secret = f"other-{uuid.uuid4().hex}"
    other = run_cell(client, f"open('secret.txt', 'w').write('{secret}')")
    (host_path,) = sandbox_dir.glob(f"replica-*/{other['container_id']}/work/secret.txt")
    code = (
        "import os\n"
        "os.symlink('/etc/shadow', 'shadow')\n"
        f"os.symlink('{host_path}', 'other.txt')\n"
        f"os.symlink('{host_path.parent}', 'otherdir')\n"
        "os.symlink('..', 'up')\n"
        "open('plain.txt', 'w').write('mine')\n"
        "print(sorted(os.listdir('.')))"
    )
    call = run_cell(client, code)
    assert logs(call) == "['other.txt', 'otherdir', 'plain.txt', 'shadow', 'up']\n"
    container_id = call["container_id"]
    with grpc.insecure_channel(code_stack.grpc_target) as channel:
        stub = sandbox_pb2_grpc.SandboxServiceStub(channel)
        listed = stub.ListContainerFiles(
            sandbox_pb2.ListContainerFilesRequest(container_id=container_id)
        )
        # Only the regular file was stored; the links were not followed (as root, on the host).
        assert [f.path for f in listed.files] == ["/mnt/data/plain.txt"]
        for path in ("shadow", "other.txt", "otherdir/secret.txt", "up/x", "../x"):
            with pytest.raises(grpc.RpcError) as refused:
                stub.GetContainerFile(
                    sandbox_pb2.GetContainerFileRequest(container_id=container_id, path=path)
                )
            code_of = refused.value.code()
            assert code_of in (grpc.StatusCode.NOT_FOUND, grpc.StatusCode.INVALID_ARGUMENT), path
        # A file put at a path through a link is stored as this container's own; copying it
        # into the work directory does not follow the link the cell left (it is left out).
        stub.PutContainerFile(
            sandbox_pb2.PutContainerFileRequest(
                container_id=container_id, path="otherdir/secret.txt", data=b"overwritten"
            )
        )
    inside = run_cell(
        client,
        "import os\nprint(os.path.islink('otherdir'), os.path.exists('otherdir/secret.txt'))",
        {"type": "code_interpreter", "container": container_id},
    )
    assert logs(inside) == "True False\n"
    assert host_path.read_text() == secret
    again = run_cell(
        client,
        "print(open('secret.txt').read())",
        {"type": "code_interpreter", "container": other["container_id"]},
    )
    assert logs(again) == f"{secret}\n"
