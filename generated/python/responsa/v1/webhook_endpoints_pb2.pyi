from google.api import annotations_pb2 as _annotations_pb2
from google.api import httpbody_pb2 as _httpbody_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class WebhookEventTypeList(_message.Message):
    __slots__ = ("event_types",)
    EVENT_TYPES_FIELD_NUMBER: _ClassVar[int]
    event_types: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, event_types: _Optional[_Iterable[str]] = ...) -> None: ...

class WebhookEndpoint(_message.Message):
    __slots__ = ("object", "id", "url", "events", "enabled", "created_at", "updated_at")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    URL_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    ENABLED_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    UPDATED_AT_FIELD_NUMBER: _ClassVar[int]
    object: str
    id: str
    url: str
    events: WebhookEventTypeList
    enabled: bool
    created_at: int
    updated_at: int
    def __init__(self, object: _Optional[str] = ..., id: _Optional[str] = ..., url: _Optional[str] = ..., events: _Optional[_Union[WebhookEventTypeList, _Mapping]] = ..., enabled: _Optional[bool] = ..., created_at: _Optional[int] = ..., updated_at: _Optional[int] = ...) -> None: ...

class CreatedWebhookEndpoint(_message.Message):
    __slots__ = ("object", "id", "url", "events", "enabled", "created_at", "updated_at", "secret")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    URL_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    ENABLED_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    UPDATED_AT_FIELD_NUMBER: _ClassVar[int]
    SECRET_FIELD_NUMBER: _ClassVar[int]
    object: str
    id: str
    url: str
    events: WebhookEventTypeList
    enabled: bool
    created_at: int
    updated_at: int
    secret: str
    def __init__(self, object: _Optional[str] = ..., id: _Optional[str] = ..., url: _Optional[str] = ..., events: _Optional[_Union[WebhookEventTypeList, _Mapping]] = ..., enabled: _Optional[bool] = ..., created_at: _Optional[int] = ..., updated_at: _Optional[int] = ..., secret: _Optional[str] = ...) -> None: ...

class WebhookEndpointList(_message.Message):
    __slots__ = ("object", "data", "first_id", "last_id", "has_more")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    FIRST_ID_FIELD_NUMBER: _ClassVar[int]
    LAST_ID_FIELD_NUMBER: _ClassVar[int]
    HAS_MORE_FIELD_NUMBER: _ClassVar[int]
    object: str
    data: _containers.RepeatedCompositeFieldContainer[WebhookEndpoint]
    first_id: str
    last_id: str
    has_more: bool
    def __init__(self, object: _Optional[str] = ..., data: _Optional[_Iterable[_Union[WebhookEndpoint, _Mapping]]] = ..., first_id: _Optional[str] = ..., last_id: _Optional[str] = ..., has_more: _Optional[bool] = ...) -> None: ...

class DeletedWebhookEndpoint(_message.Message):
    __slots__ = ("object", "id", "deleted")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    DELETED_FIELD_NUMBER: _ClassVar[int]
    object: str
    id: str
    deleted: bool
    def __init__(self, object: _Optional[str] = ..., id: _Optional[str] = ..., deleted: _Optional[bool] = ...) -> None: ...

class WebhookDelivery(_message.Message):
    __slots__ = ("object", "id", "event_id", "event_type", "status", "attempts", "created_at", "next_attempt_at", "last_status_code", "last_error", "ended_at")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    EVENT_ID_FIELD_NUMBER: _ClassVar[int]
    EVENT_TYPE_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    ATTEMPTS_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    NEXT_ATTEMPT_AT_FIELD_NUMBER: _ClassVar[int]
    LAST_STATUS_CODE_FIELD_NUMBER: _ClassVar[int]
    LAST_ERROR_FIELD_NUMBER: _ClassVar[int]
    ENDED_AT_FIELD_NUMBER: _ClassVar[int]
    object: str
    id: str
    event_id: str
    event_type: str
    status: str
    attempts: int
    created_at: int
    next_attempt_at: int
    last_status_code: int
    last_error: str
    ended_at: int
    def __init__(self, object: _Optional[str] = ..., id: _Optional[str] = ..., event_id: _Optional[str] = ..., event_type: _Optional[str] = ..., status: _Optional[str] = ..., attempts: _Optional[int] = ..., created_at: _Optional[int] = ..., next_attempt_at: _Optional[int] = ..., last_status_code: _Optional[int] = ..., last_error: _Optional[str] = ..., ended_at: _Optional[int] = ...) -> None: ...

class WebhookDeliveryList(_message.Message):
    __slots__ = ("object", "data", "first_id", "last_id", "has_more")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    FIRST_ID_FIELD_NUMBER: _ClassVar[int]
    LAST_ID_FIELD_NUMBER: _ClassVar[int]
    HAS_MORE_FIELD_NUMBER: _ClassVar[int]
    object: str
    data: _containers.RepeatedCompositeFieldContainer[WebhookDelivery]
    first_id: str
    last_id: str
    has_more: bool
    def __init__(self, object: _Optional[str] = ..., data: _Optional[_Iterable[_Union[WebhookDelivery, _Mapping]]] = ..., first_id: _Optional[str] = ..., last_id: _Optional[str] = ..., has_more: _Optional[bool] = ...) -> None: ...

class ListWebhookEndpointsRequest(_message.Message):
    __slots__ = ("after", "limit", "order")
    AFTER_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    after: str
    limit: int
    order: str
    def __init__(self, after: _Optional[str] = ..., limit: _Optional[int] = ..., order: _Optional[str] = ...) -> None: ...

class CreateWebhookEndpointRequest(_message.Message):
    __slots__ = ("url", "events", "enabled")
    URL_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    ENABLED_FIELD_NUMBER: _ClassVar[int]
    url: str
    events: WebhookEventTypeList
    enabled: bool
    def __init__(self, url: _Optional[str] = ..., events: _Optional[_Union[WebhookEventTypeList, _Mapping]] = ..., enabled: _Optional[bool] = ...) -> None: ...

class WebhookEndpointHttpBody(_message.Message):
    __slots__ = ("endpoint_id", "body")
    ENDPOINT_ID_FIELD_NUMBER: _ClassVar[int]
    BODY_FIELD_NUMBER: _ClassVar[int]
    endpoint_id: str
    body: _httpbody_pb2.HttpBody
    def __init__(self, endpoint_id: _Optional[str] = ..., body: _Optional[_Union[_httpbody_pb2.HttpBody, _Mapping]] = ...) -> None: ...

class GetWebhookEndpointRequest(_message.Message):
    __slots__ = ("endpoint_id",)
    ENDPOINT_ID_FIELD_NUMBER: _ClassVar[int]
    endpoint_id: str
    def __init__(self, endpoint_id: _Optional[str] = ...) -> None: ...

class UpdateWebhookEndpointRequest(_message.Message):
    __slots__ = ("endpoint_id", "url", "events", "enabled")
    ENDPOINT_ID_FIELD_NUMBER: _ClassVar[int]
    URL_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    ENABLED_FIELD_NUMBER: _ClassVar[int]
    endpoint_id: str
    url: str
    events: WebhookEventTypeList
    enabled: bool
    def __init__(self, endpoint_id: _Optional[str] = ..., url: _Optional[str] = ..., events: _Optional[_Union[WebhookEventTypeList, _Mapping]] = ..., enabled: _Optional[bool] = ...) -> None: ...

class DeleteWebhookEndpointRequest(_message.Message):
    __slots__ = ("endpoint_id",)
    ENDPOINT_ID_FIELD_NUMBER: _ClassVar[int]
    endpoint_id: str
    def __init__(self, endpoint_id: _Optional[str] = ...) -> None: ...

class RotateWebhookEndpointSecretRequest(_message.Message):
    __slots__ = ("endpoint_id",)
    ENDPOINT_ID_FIELD_NUMBER: _ClassVar[int]
    endpoint_id: str
    def __init__(self, endpoint_id: _Optional[str] = ...) -> None: ...

class ListWebhookDeliveriesRequest(_message.Message):
    __slots__ = ("endpoint_id", "limit")
    ENDPOINT_ID_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    endpoint_id: str
    limit: int
    def __init__(self, endpoint_id: _Optional[str] = ..., limit: _Optional[int] = ...) -> None: ...

class SendWebhookTestEventRequest(_message.Message):
    __slots__ = ("endpoint_id",)
    ENDPOINT_ID_FIELD_NUMBER: _ClassVar[int]
    endpoint_id: str
    def __init__(self, endpoint_id: _Optional[str] = ...) -> None: ...
