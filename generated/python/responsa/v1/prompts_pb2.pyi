from google.api import annotations_pb2 as _annotations_pb2
from google.api import httpbody_pb2 as _httpbody_pb2
from responsa.v1 import items_pb2 as _items_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class PromptObject(_message.Message):
    __slots__ = ("object", "id", "version", "name", "instructions", "input", "variables", "created_at")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    INSTRUCTIONS_FIELD_NUMBER: _ClassVar[int]
    INPUT_FIELD_NUMBER: _ClassVar[int]
    VARIABLES_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    object: str
    id: str
    version: str
    name: str
    instructions: str
    input: _items_pb2.InputItemList
    variables: _containers.RepeatedScalarFieldContainer[str]
    created_at: int
    def __init__(self, object: _Optional[str] = ..., id: _Optional[str] = ..., version: _Optional[str] = ..., name: _Optional[str] = ..., instructions: _Optional[str] = ..., input: _Optional[_Union[_items_pb2.InputItemList, _Mapping]] = ..., variables: _Optional[_Iterable[str]] = ..., created_at: _Optional[int] = ...) -> None: ...

class PromptList(_message.Message):
    __slots__ = ("object", "data", "first_id", "last_id", "has_more")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    FIRST_ID_FIELD_NUMBER: _ClassVar[int]
    LAST_ID_FIELD_NUMBER: _ClassVar[int]
    HAS_MORE_FIELD_NUMBER: _ClassVar[int]
    object: str
    data: _containers.RepeatedCompositeFieldContainer[PromptObject]
    first_id: str
    last_id: str
    has_more: bool
    def __init__(self, object: _Optional[str] = ..., data: _Optional[_Iterable[_Union[PromptObject, _Mapping]]] = ..., first_id: _Optional[str] = ..., last_id: _Optional[str] = ..., has_more: _Optional[bool] = ...) -> None: ...

class DeletedPrompt(_message.Message):
    __slots__ = ("object", "id", "deleted")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    DELETED_FIELD_NUMBER: _ClassVar[int]
    object: str
    id: str
    deleted: bool
    def __init__(self, object: _Optional[str] = ..., id: _Optional[str] = ..., deleted: _Optional[bool] = ...) -> None: ...

class ListPromptsRequest(_message.Message):
    __slots__ = ("after", "limit", "order")
    AFTER_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    after: str
    limit: int
    order: str
    def __init__(self, after: _Optional[str] = ..., limit: _Optional[int] = ..., order: _Optional[str] = ...) -> None: ...

class CreatePromptRequest(_message.Message):
    __slots__ = ("name", "instructions", "input")
    NAME_FIELD_NUMBER: _ClassVar[int]
    INSTRUCTIONS_FIELD_NUMBER: _ClassVar[int]
    INPUT_FIELD_NUMBER: _ClassVar[int]
    name: str
    instructions: str
    input: _items_pb2.InputItemList
    def __init__(self, name: _Optional[str] = ..., instructions: _Optional[str] = ..., input: _Optional[_Union[_items_pb2.InputItemList, _Mapping]] = ...) -> None: ...

class PromptHttpBody(_message.Message):
    __slots__ = ("prompt_id", "body")
    PROMPT_ID_FIELD_NUMBER: _ClassVar[int]
    BODY_FIELD_NUMBER: _ClassVar[int]
    prompt_id: str
    body: _httpbody_pb2.HttpBody
    def __init__(self, prompt_id: _Optional[str] = ..., body: _Optional[_Union[_httpbody_pb2.HttpBody, _Mapping]] = ...) -> None: ...

class GetPromptRequest(_message.Message):
    __slots__ = ("prompt_id", "version")
    PROMPT_ID_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    prompt_id: str
    version: str
    def __init__(self, prompt_id: _Optional[str] = ..., version: _Optional[str] = ...) -> None: ...

class UpdatePromptRequest(_message.Message):
    __slots__ = ("prompt_id", "name", "instructions", "input")
    PROMPT_ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    INSTRUCTIONS_FIELD_NUMBER: _ClassVar[int]
    INPUT_FIELD_NUMBER: _ClassVar[int]
    prompt_id: str
    name: str
    instructions: str
    input: _items_pb2.InputItemList
    def __init__(self, prompt_id: _Optional[str] = ..., name: _Optional[str] = ..., instructions: _Optional[str] = ..., input: _Optional[_Union[_items_pb2.InputItemList, _Mapping]] = ...) -> None: ...

class ListPromptVersionsRequest(_message.Message):
    __slots__ = ("prompt_id",)
    PROMPT_ID_FIELD_NUMBER: _ClassVar[int]
    prompt_id: str
    def __init__(self, prompt_id: _Optional[str] = ...) -> None: ...

class DeletePromptRequest(_message.Message):
    __slots__ = ("prompt_id",)
    PROMPT_ID_FIELD_NUMBER: _ClassVar[int]
    prompt_id: str
    def __init__(self, prompt_id: _Optional[str] = ...) -> None: ...
