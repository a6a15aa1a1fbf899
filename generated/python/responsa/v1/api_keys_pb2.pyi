from google.api import annotations_pb2 as _annotations_pb2
from google.api import httpbody_pb2 as _httpbody_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class GetCallerApiKeyRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ApiKey(_message.Message):
    __slots__ = ("object", "id", "name", "redacted_value", "created_at", "last_used_at", "project_id", "admin")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    REDACTED_VALUE_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    LAST_USED_AT_FIELD_NUMBER: _ClassVar[int]
    PROJECT_ID_FIELD_NUMBER: _ClassVar[int]
    ADMIN_FIELD_NUMBER: _ClassVar[int]
    object: str
    id: str
    name: str
    redacted_value: str
    created_at: int
    last_used_at: int
    project_id: str
    admin: bool
    def __init__(self, object: _Optional[str] = ..., id: _Optional[str] = ..., name: _Optional[str] = ..., redacted_value: _Optional[str] = ..., created_at: _Optional[int] = ..., last_used_at: _Optional[int] = ..., project_id: _Optional[str] = ..., admin: _Optional[bool] = ...) -> None: ...

class CreatedApiKey(_message.Message):
    __slots__ = ("object", "id", "name", "redacted_value", "created_at", "last_used_at", "project_id", "admin", "value")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    REDACTED_VALUE_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    LAST_USED_AT_FIELD_NUMBER: _ClassVar[int]
    PROJECT_ID_FIELD_NUMBER: _ClassVar[int]
    ADMIN_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    object: str
    id: str
    name: str
    redacted_value: str
    created_at: int
    last_used_at: int
    project_id: str
    admin: bool
    value: str
    def __init__(self, object: _Optional[str] = ..., id: _Optional[str] = ..., name: _Optional[str] = ..., redacted_value: _Optional[str] = ..., created_at: _Optional[int] = ..., last_used_at: _Optional[int] = ..., project_id: _Optional[str] = ..., admin: _Optional[bool] = ..., value: _Optional[str] = ...) -> None: ...

class ApiKeyList(_message.Message):
    __slots__ = ("object", "data", "first_id", "last_id", "has_more")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    FIRST_ID_FIELD_NUMBER: _ClassVar[int]
    LAST_ID_FIELD_NUMBER: _ClassVar[int]
    HAS_MORE_FIELD_NUMBER: _ClassVar[int]
    object: str
    data: _containers.RepeatedCompositeFieldContainer[ApiKey]
    first_id: str
    last_id: str
    has_more: bool
    def __init__(self, object: _Optional[str] = ..., data: _Optional[_Iterable[_Union[ApiKey, _Mapping]]] = ..., first_id: _Optional[str] = ..., last_id: _Optional[str] = ..., has_more: _Optional[bool] = ...) -> None: ...

class ListApiKeysRequest(_message.Message):
    __slots__ = ("project_id", "after", "limit", "order")
    PROJECT_ID_FIELD_NUMBER: _ClassVar[int]
    AFTER_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    project_id: str
    after: str
    limit: int
    order: str
    def __init__(self, project_id: _Optional[str] = ..., after: _Optional[str] = ..., limit: _Optional[int] = ..., order: _Optional[str] = ...) -> None: ...

class CreateApiKeyRequest(_message.Message):
    __slots__ = ("project_id", "name", "admin")
    PROJECT_ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    ADMIN_FIELD_NUMBER: _ClassVar[int]
    project_id: str
    name: str
    admin: bool
    def __init__(self, project_id: _Optional[str] = ..., name: _Optional[str] = ..., admin: _Optional[bool] = ...) -> None: ...

class ApiKeyHttpBody(_message.Message):
    __slots__ = ("project_id", "body")
    PROJECT_ID_FIELD_NUMBER: _ClassVar[int]
    BODY_FIELD_NUMBER: _ClassVar[int]
    project_id: str
    body: _httpbody_pb2.HttpBody
    def __init__(self, project_id: _Optional[str] = ..., body: _Optional[_Union[_httpbody_pb2.HttpBody, _Mapping]] = ...) -> None: ...

class GetApiKeyRequest(_message.Message):
    __slots__ = ("project_id", "api_key_id")
    PROJECT_ID_FIELD_NUMBER: _ClassVar[int]
    API_KEY_ID_FIELD_NUMBER: _ClassVar[int]
    project_id: str
    api_key_id: str
    def __init__(self, project_id: _Optional[str] = ..., api_key_id: _Optional[str] = ...) -> None: ...

class DeleteApiKeyRequest(_message.Message):
    __slots__ = ("project_id", "api_key_id")
    PROJECT_ID_FIELD_NUMBER: _ClassVar[int]
    API_KEY_ID_FIELD_NUMBER: _ClassVar[int]
    project_id: str
    api_key_id: str
    def __init__(self, project_id: _Optional[str] = ..., api_key_id: _Optional[str] = ...) -> None: ...

class DeleteApiKeyResponse(_message.Message):
    __slots__ = ("object", "id", "deleted")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    DELETED_FIELD_NUMBER: _ClassVar[int]
    object: str
    id: str
    deleted: bool
    def __init__(self, object: _Optional[str] = ..., id: _Optional[str] = ..., deleted: _Optional[bool] = ...) -> None: ...
