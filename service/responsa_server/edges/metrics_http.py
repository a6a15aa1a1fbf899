"""MetricsService: GET /metrics (through Envoy) renders the Prometheus exposition."""

from __future__ import annotations

import asyncio

from google.api.httpbody_pb2 import HttpBody
from google.protobuf.empty_pb2 import Empty
from responsa.v1 import metrics_pb2, metrics_pb2_grpc

from responsa_server.edges.binding import Service, service
from responsa_server.edges.grpc_errors import Context
from responsa_server.observability import metrics


class MetricsServicer(metrics_pb2_grpc.MetricsServiceServicer):
    """The scrape endpoint."""

    async def Scrape(self, request: Empty, context: Context) -> HttpBody:
        """Every worker's metrics (multiprocess mode reads their files: off the event loop)."""
        data, content_type = await asyncio.to_thread(metrics.render)
        return HttpBody(content_type=content_type, data=data)


def metrics_service() -> Service:
    """MetricsService (no API behind it: it reads the process's metrics)."""
    return service(
        metrics_pb2.DESCRIPTOR,
        "MetricsService",
        metrics_pb2_grpc.add_MetricsServiceServicer_to_server,
        MetricsServicer(),
    )
