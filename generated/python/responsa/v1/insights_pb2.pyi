from google.api import annotations_pb2 as _annotations_pb2
from google.api import httpbody_pb2 as _httpbody_pb2
from responsa.v1 import conversations_pb2 as _conversations_pb2
from responsa.v1 import requests_pb2 as _requests_pb2
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from typing import ClassVar as _ClassVar, Optional as _Optional

DESCRIPTOR: _descriptor.FileDescriptor

class ListFailedRequestsRequest(_message.Message):
    __slots__ = ("after", "limit", "created_after", "created_before", "model", "key_id", "status")
    AFTER_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    CREATED_AFTER_FIELD_NUMBER: _ClassVar[int]
    CREATED_BEFORE_FIELD_NUMBER: _ClassVar[int]
    MODEL_FIELD_NUMBER: _ClassVar[int]
    KEY_ID_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    after: str
    limit: int
    created_after: str
    created_before: str
    model: str
    key_id: str
    status: str
    def __init__(self, after: _Optional[str] = ..., limit: _Optional[int] = ..., created_after: _Optional[str] = ..., created_before: _Optional[str] = ..., model: _Optional[str] = ..., key_id: _Optional[str] = ..., status: _Optional[str] = ...) -> None: ...

class GetUsageRequest(_message.Message):
    __slots__ = ("created_after", "created_before", "group_by", "utc_offset_minutes")
    CREATED_AFTER_FIELD_NUMBER: _ClassVar[int]
    CREATED_BEFORE_FIELD_NUMBER: _ClassVar[int]
    GROUP_BY_FIELD_NUMBER: _ClassVar[int]
    UTC_OFFSET_MINUTES_FIELD_NUMBER: _ClassVar[int]
    created_after: str
    created_before: str
    group_by: str
    utc_offset_minutes: str
    def __init__(self, created_after: _Optional[str] = ..., created_before: _Optional[str] = ..., group_by: _Optional[str] = ..., utc_offset_minutes: _Optional[str] = ...) -> None: ...
