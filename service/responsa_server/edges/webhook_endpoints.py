"""Both front doors of the webhook endpoint calls (a Responsa extension, docs/webhooks.md)
over WebhooksApi.

WebhookEndpointsHttpService: REST at /v1/webhook_endpoints (bound by Envoy's transcoder), JSON
bytes in HttpBody. WebhookEndpointsService: typed messages.
"""

from __future__ import annotations

from typing import Any

from responsa.v1 import webhook_endpoints_pb2 as pb
from responsa.v1 import webhook_endpoints_pb2_grpc as pb_grpc

from responsa_server.edges.binding import (
    EVERY_FIELD,
    Reply,
    Rpc,
    Service,
    bind,
    json_body,
    json_reply,
    service,
    typed_body,
    typed_reply,
)
from responsa_server.webhooks.api import WebhooksApi


def _shared(reply: Reply) -> dict[str, Rpc]:
    """The RPCs both services answer alike (only the reply differs)."""
    return {
        "ListWebhookEndpoints": Rpc(
            lambda api, r, project: api.list_endpoints(
                after=r.after or None, limit=r.limit, order=r.order, project=project
            ),
            reply(pb.WebhookEndpointList),
        ),
        "GetWebhookEndpoint": Rpc(
            lambda api, r, project: api.retrieve(r.endpoint_id, project=project),
            reply(pb.WebhookEndpoint),
        ),
        "DeleteWebhookEndpoint": Rpc(
            lambda api, r, project: api.delete(r.endpoint_id, project=project),
            reply(pb.DeletedWebhookEndpoint),
        ),
        "RotateWebhookEndpointSecret": Rpc(
            lambda api, r, project: api.rotate_secret(r.endpoint_id, project=project),
            reply(pb.CreatedWebhookEndpoint),
        ),
        "ListWebhookDeliveries": Rpc(
            lambda api, r, project: api.deliveries(r.endpoint_id, limit=r.limit, project=project),
            reply(pb.WebhookDeliveryList),
        ),
        "SendWebhookTestEvent": Rpc(
            lambda api, r, project: api.send_test(r.endpoint_id, project=project),
            reply(pb.WebhookDelivery),
        ),
    }


def _typed(request: Any) -> dict[str, Any]:
    """A typed create or update as the JSON body (unset fields left out)."""
    return typed_body(request, "endpoint_id", unset=EVERY_FIELD)


HTTP: dict[str, Rpc] = {
    "CreateWebhookEndpoint": Rpc(
        lambda api, r, project: api.create(json_body(r.body.data), project=project), json_reply
    ),
    "UpdateWebhookEndpoint": Rpc(
        lambda api, r, project: api.update(r.endpoint_id, json_body(r.body.data), project=project),
        json_reply,
    ),
    **_shared(lambda _type: json_reply),
}

TYPED: dict[str, Rpc] = {
    "CreateWebhookEndpoint": Rpc(
        lambda api, r, project: api.create(_typed(r), project=project),
        typed_reply(pb.CreatedWebhookEndpoint),
    ),
    "UpdateWebhookEndpoint": Rpc(
        lambda api, r, project: api.update(r.endpoint_id, _typed(r), project=project),
        typed_reply(pb.WebhookEndpoint),
    ),
    **_shared(typed_reply),
}


def webhook_endpoints_services(api: WebhooksApi) -> list[Service]:
    """WebhookEndpointsHttpService and WebhookEndpointsService over `api`."""
    return [
        service(
            pb.DESCRIPTOR,
            "WebhookEndpointsHttpService",
            pb_grpc.add_WebhookEndpointsHttpServiceServicer_to_server,
            bind(pb_grpc.WebhookEndpointsHttpServiceServicer, api, HTTP),
        ),
        service(
            pb.DESCRIPTOR,
            "WebhookEndpointsService",
            pb_grpc.add_WebhookEndpointsServiceServicer_to_server,
            bind(pb_grpc.WebhookEndpointsServiceServicer, api, TYPED),
        ),
    ]
