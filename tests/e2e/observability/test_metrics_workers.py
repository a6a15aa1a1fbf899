"""Several service processes (RESPONSA_WORKERS) share one PROMETHEUS_MULTIPROC_DIR: a scrape that
reaches any one of them reports the sum of all of them."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from google.protobuf.empty_pb2 import Empty
from prometheus_client.parser import text_string_to_metric_families
from responsa.v1 import metrics_pb2_grpc, responses_pb2, responses_pb2_grpc

from tests.fake_upstream import FakeUpstream
from tests.stack import ROOT, Child, free_port, grpc_serving, wait_until

pytestmark = pytest.mark.e2e

CREATE = "ResponsesService/CreateResponse"


@pytest.fixture
def two_workers(fake_upstream: FakeUpstream, tmp_path: Path) -> Iterator[list[int]]:
    metrics_dir = tmp_path / "metrics"
    metrics_dir.mkdir()
    env = {
        **os.environ,
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": f"sqlite:///{tmp_path / 'shared.db'}",
        "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir),
        "PYTHONPATH": os.pathsep.join(
            [str(ROOT / "service"), str(ROOT / "generated" / "python"), str(ROOT)]
        ),
    }
    ports = [free_port(), free_port()]
    children = [
        Child(
            f"worker {n}",
            [sys.executable, "-m", "responsa_server"],
            env={**env, "RESPONSA_GRPC_PORT": str(port)},
            log_path=tmp_path / f"worker{n}.log",
        )
        for n, port in enumerate(ports)
    ]
    try:
        for child, port in zip(children, ports, strict=True):
            wait_until(lambda port=port: grpc_serving(f"127.0.0.1:{port}"), child, "SERVING", 30)
        yield ports
    finally:
        for child in children:
            child.stop()


def scrape(port: int) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
        body = metrics_pb2_grpc.MetricsServiceStub(channel).Scrape(Empty(), timeout=10)
    samples = {}
    for family in text_string_to_metric_families(body.data.decode()):
        for sample in family.samples:
            samples[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return samples


def test_any_worker_reports_every_workers_counts(two_workers: list[int]) -> None:
    for port, calls in zip(two_workers, (2, 3), strict=True):
        with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
            stub = responses_pb2_grpc.ResponsesServiceStub(channel)
            for _ in range(calls):
                request = responses_pb2.CreateResponseRequest(model="fake-text")
                request.input.text = "count me"
                stub.CreateResponse(request, timeout=20)
    key = ("responsa_requests_total", (("method", CREATE), ("status", "200")))
    for port in two_workers:
        assert scrape(port)[key] == 5
