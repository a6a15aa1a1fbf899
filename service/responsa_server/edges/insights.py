"""The REST front door of the console's extension reads (`InsightsHttpService`: GET
/v1/responsa/responses, /v1/responsa/conversations/{id}/items, /v1/responsa/failed_requests,
/v1/responsa/usage; bound by Envoy's
transcoder, JSON bytes in HttpBody) over the one InsightsApi."""

from __future__ import annotations

from responsa.v1 import insights_pb2 as pb
from responsa.v1 import insights_pb2_grpc as pb_grpc

from responsa_server.edges.binding import Rpc, Service, bind, json_reply, service
from responsa_server.edges.list_queries import responses_query
from responsa_server.model.insight_queries import failed_request_query, usage_range
from responsa_server.responses.insights_api import InsightsApi

HTTP: dict[str, Rpc] = {
    # GET /v1/responsa/responses
    "ListResponseRows": Rpc(
        lambda api, r, project: api.response_rows(**responses_query(r), project=project),
        json_reply,
    ),
    # GET /v1/responsa/conversations/{conversation_id}/items
    "ListConversationItemSources": Rpc(
        lambda api, r, project: api.conversation_items(
            conversation_id=r.conversation_id,
            after=r.after or None,
            limit=r.limit,
            order=r.order,
            include=list(r.include),
            project=project,
        ),
        json_reply,
    ),
    # GET /v1/responsa/failed_requests
    "ListFailedRequests": Rpc(
        lambda api, r, project: api.failed_requests(
            failed_request_query(
                created_after=r.created_after,
                created_before=r.created_before,
                model=r.model,
                key_id=r.key_id,
                status=r.status,
            ),
            after=r.after or None,
            limit=r.limit,
            project=project,
        ),
        json_reply,
    ),
    # GET /v1/responsa/usage
    "GetUsage": Rpc(
        lambda api, r, project: api.usage(
            usage_range(
                created_after=r.created_after,
                created_before=r.created_before,
                group_by=r.group_by,
                utc_offset_minutes=r.utc_offset_minutes,
            ),
            project=project,
        ),
        json_reply,
    ),
}


def insights_services(api: InsightsApi) -> list[Service]:
    """InsightsHttpService over `api`."""
    return [
        service(
            pb.DESCRIPTOR,
            "InsightsHttpService",
            pb_grpc.add_InsightsHttpServiceServicer_to_server,
            bind(pb_grpc.InsightsHttpServiceServicer, api, HTTP),
        )
    ]
