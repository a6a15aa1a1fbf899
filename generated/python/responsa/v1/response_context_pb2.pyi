from google.api import annotations_pb2 as _annotations_pb2
from google.api import httpbody_pb2 as _httpbody_pb2
from responsa.v1 import items_pb2 as _items_pb2
from responsa.v1 import response_pb2 as _response_pb2
from responsa.v1 import responses_pb2 as _responses_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class InputTokenCount(_message.Message):
    __slots__ = ("object", "input_tokens")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    INPUT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    object: str
    input_tokens: int
    def __init__(self, object: _Optional[str] = ..., input_tokens: _Optional[int] = ...) -> None: ...

class CompactResponseRequest(_message.Message):
    __slots__ = ("model", "input", "previous_response_id", "instructions")
    MODEL_FIELD_NUMBER: _ClassVar[int]
    INPUT_FIELD_NUMBER: _ClassVar[int]
    PREVIOUS_RESPONSE_ID_FIELD_NUMBER: _ClassVar[int]
    INSTRUCTIONS_FIELD_NUMBER: _ClassVar[int]
    model: str
    input: _responses_pb2.ResponseInput
    previous_response_id: str
    instructions: str
    def __init__(self, model: _Optional[str] = ..., input: _Optional[_Union[_responses_pb2.ResponseInput, _Mapping]] = ..., previous_response_id: _Optional[str] = ..., instructions: _Optional[str] = ...) -> None: ...

class CompactedResponse(_message.Message):
    __slots__ = ("id", "object", "output", "created_at", "usage")
    ID_FIELD_NUMBER: _ClassVar[int]
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    USAGE_FIELD_NUMBER: _ClassVar[int]
    id: str
    object: str
    output: _containers.RepeatedCompositeFieldContainer[_items_pb2.OutputItem]
    created_at: int
    usage: _response_pb2.ResponseUsage
    def __init__(self, id: _Optional[str] = ..., object: _Optional[str] = ..., output: _Optional[_Iterable[_Union[_items_pb2.OutputItem, _Mapping]]] = ..., created_at: _Optional[int] = ..., usage: _Optional[_Union[_response_pb2.ResponseUsage, _Mapping]] = ...) -> None: ...
