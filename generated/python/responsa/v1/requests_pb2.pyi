from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable
from typing import ClassVar as _ClassVar, Optional as _Optional

DESCRIPTOR: _descriptor.FileDescriptor

class GetResponseRequest(_message.Message):
    __slots__ = ("response_id", "include")
    RESPONSE_ID_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_FIELD_NUMBER: _ClassVar[int]
    response_id: str
    include: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, response_id: _Optional[str] = ..., include: _Optional[_Iterable[str]] = ...) -> None: ...

class GetResponseHttpRequest(_message.Message):
    __slots__ = ("response_id", "include", "stream", "starting_after")
    RESPONSE_ID_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_FIELD_NUMBER: _ClassVar[int]
    STREAM_FIELD_NUMBER: _ClassVar[int]
    STARTING_AFTER_FIELD_NUMBER: _ClassVar[int]
    response_id: str
    include: _containers.RepeatedScalarFieldContainer[str]
    stream: str
    starting_after: str
    def __init__(self, response_id: _Optional[str] = ..., include: _Optional[_Iterable[str]] = ..., stream: _Optional[str] = ..., starting_after: _Optional[str] = ...) -> None: ...

class RetrieveResponseStreamRequest(_message.Message):
    __slots__ = ("response_id", "starting_after")
    RESPONSE_ID_FIELD_NUMBER: _ClassVar[int]
    STARTING_AFTER_FIELD_NUMBER: _ClassVar[int]
    response_id: str
    starting_after: int
    def __init__(self, response_id: _Optional[str] = ..., starting_after: _Optional[int] = ...) -> None: ...

class DeleteResponseRequest(_message.Message):
    __slots__ = ("response_id",)
    RESPONSE_ID_FIELD_NUMBER: _ClassVar[int]
    response_id: str
    def __init__(self, response_id: _Optional[str] = ...) -> None: ...

class GetResponseTimelineRequest(_message.Message):
    __slots__ = ("response_id",)
    RESPONSE_ID_FIELD_NUMBER: _ClassVar[int]
    response_id: str
    def __init__(self, response_id: _Optional[str] = ...) -> None: ...

class GetResponseJobRequest(_message.Message):
    __slots__ = ("response_id",)
    RESPONSE_ID_FIELD_NUMBER: _ClassVar[int]
    response_id: str
    def __init__(self, response_id: _Optional[str] = ...) -> None: ...

class CancelResponseRequest(_message.Message):
    __slots__ = ("response_id",)
    RESPONSE_ID_FIELD_NUMBER: _ClassVar[int]
    response_id: str
    def __init__(self, response_id: _Optional[str] = ...) -> None: ...

class ListInputItemsRequest(_message.Message):
    __slots__ = ("response_id", "after", "before", "limit", "order", "include")
    RESPONSE_ID_FIELD_NUMBER: _ClassVar[int]
    AFTER_FIELD_NUMBER: _ClassVar[int]
    BEFORE_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_FIELD_NUMBER: _ClassVar[int]
    response_id: str
    after: str
    before: str
    limit: int
    order: str
    include: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, response_id: _Optional[str] = ..., after: _Optional[str] = ..., before: _Optional[str] = ..., limit: _Optional[int] = ..., order: _Optional[str] = ..., include: _Optional[_Iterable[str]] = ...) -> None: ...

class ListResponsesRequest(_message.Message):
    __slots__ = ("after", "before", "limit", "order", "model", "previous_response_id", "status", "background", "has_tools", "created_after", "created_before", "q", "metadata_key", "metadata_value", "model_prefix", "error_code", "key_id")
    AFTER_FIELD_NUMBER: _ClassVar[int]
    BEFORE_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    MODEL_FIELD_NUMBER: _ClassVar[int]
    PREVIOUS_RESPONSE_ID_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    BACKGROUND_FIELD_NUMBER: _ClassVar[int]
    HAS_TOOLS_FIELD_NUMBER: _ClassVar[int]
    CREATED_AFTER_FIELD_NUMBER: _ClassVar[int]
    CREATED_BEFORE_FIELD_NUMBER: _ClassVar[int]
    Q_FIELD_NUMBER: _ClassVar[int]
    METADATA_KEY_FIELD_NUMBER: _ClassVar[int]
    METADATA_VALUE_FIELD_NUMBER: _ClassVar[int]
    MODEL_PREFIX_FIELD_NUMBER: _ClassVar[int]
    ERROR_CODE_FIELD_NUMBER: _ClassVar[int]
    KEY_ID_FIELD_NUMBER: _ClassVar[int]
    after: str
    before: str
    limit: int
    order: str
    model: str
    previous_response_id: str
    status: str
    background: str
    has_tools: str
    created_after: str
    created_before: str
    q: str
    metadata_key: str
    metadata_value: str
    model_prefix: str
    error_code: str
    key_id: str
    def __init__(self, after: _Optional[str] = ..., before: _Optional[str] = ..., limit: _Optional[int] = ..., order: _Optional[str] = ..., model: _Optional[str] = ..., previous_response_id: _Optional[str] = ..., status: _Optional[str] = ..., background: _Optional[str] = ..., has_tools: _Optional[str] = ..., created_after: _Optional[str] = ..., created_before: _Optional[str] = ..., q: _Optional[str] = ..., metadata_key: _Optional[str] = ..., metadata_value: _Optional[str] = ..., model_prefix: _Optional[str] = ..., error_code: _Optional[str] = ..., key_id: _Optional[str] = ...) -> None: ...
