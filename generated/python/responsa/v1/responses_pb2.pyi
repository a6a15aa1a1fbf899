from google.protobuf import struct_pb2 as _struct_pb2
from responsa.v1 import events_pb2 as _events_pb2
from responsa.v1 import items_pb2 as _items_pb2
from responsa.v1 import moderations_pb2 as _moderations_pb2
from responsa.v1 import requests_pb2 as _requests_pb2
from responsa.v1 import response_pb2 as _response_pb2
from responsa.v1 import tools_pb2 as _tools_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ResponseInput(_message.Message):
    __slots__ = ("text", "items")
    TEXT_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    text: str
    items: _items_pb2.InputItemList
    def __init__(self, text: _Optional[str] = ..., items: _Optional[_Union[_items_pb2.InputItemList, _Mapping]] = ...) -> None: ...

class PromptTemplate(_message.Message):
    __slots__ = ("id", "version", "variables")
    ID_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    VARIABLES_FIELD_NUMBER: _ClassVar[int]
    id: str
    version: str
    variables: _struct_pb2.Struct
    def __init__(self, id: _Optional[str] = ..., version: _Optional[str] = ..., variables: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ...) -> None: ...

class CreateResponseRequest(_message.Message):
    __slots__ = ("model", "input", "instructions", "prompt", "previous_response_id", "conversation", "store", "background", "tools", "tool_choice", "parallel_tool_calls", "max_tool_calls", "text", "reasoning", "temperature", "top_p", "top_logprobs", "max_output_tokens", "truncation", "include", "metadata", "user", "safety_identifier", "prompt_cache_key", "prompt_cache_retention", "service_tier", "client_metadata", "moderation", "presence_penalty", "frequency_penalty")
    class MetadataEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    class ClientMetadataEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    MODEL_FIELD_NUMBER: _ClassVar[int]
    INPUT_FIELD_NUMBER: _ClassVar[int]
    INSTRUCTIONS_FIELD_NUMBER: _ClassVar[int]
    PROMPT_FIELD_NUMBER: _ClassVar[int]
    PREVIOUS_RESPONSE_ID_FIELD_NUMBER: _ClassVar[int]
    CONVERSATION_FIELD_NUMBER: _ClassVar[int]
    STORE_FIELD_NUMBER: _ClassVar[int]
    BACKGROUND_FIELD_NUMBER: _ClassVar[int]
    TOOLS_FIELD_NUMBER: _ClassVar[int]
    TOOL_CHOICE_FIELD_NUMBER: _ClassVar[int]
    PARALLEL_TOOL_CALLS_FIELD_NUMBER: _ClassVar[int]
    MAX_TOOL_CALLS_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    REASONING_FIELD_NUMBER: _ClassVar[int]
    TEMPERATURE_FIELD_NUMBER: _ClassVar[int]
    TOP_P_FIELD_NUMBER: _ClassVar[int]
    TOP_LOGPROBS_FIELD_NUMBER: _ClassVar[int]
    MAX_OUTPUT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    TRUNCATION_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_FIELD_NUMBER: _ClassVar[int]
    METADATA_FIELD_NUMBER: _ClassVar[int]
    USER_FIELD_NUMBER: _ClassVar[int]
    SAFETY_IDENTIFIER_FIELD_NUMBER: _ClassVar[int]
    PROMPT_CACHE_KEY_FIELD_NUMBER: _ClassVar[int]
    PROMPT_CACHE_RETENTION_FIELD_NUMBER: _ClassVar[int]
    SERVICE_TIER_FIELD_NUMBER: _ClassVar[int]
    CLIENT_METADATA_FIELD_NUMBER: _ClassVar[int]
    MODERATION_FIELD_NUMBER: _ClassVar[int]
    PRESENCE_PENALTY_FIELD_NUMBER: _ClassVar[int]
    FREQUENCY_PENALTY_FIELD_NUMBER: _ClassVar[int]
    model: str
    input: ResponseInput
    instructions: str
    prompt: PromptTemplate
    previous_response_id: str
    conversation: str
    store: bool
    background: bool
    tools: _containers.RepeatedCompositeFieldContainer[_tools_pb2.Tool]
    tool_choice: _tools_pb2.ToolChoice
    parallel_tool_calls: bool
    max_tool_calls: int
    text: _tools_pb2.TextConfig
    reasoning: _tools_pb2.ReasoningConfig
    temperature: float
    top_p: float
    top_logprobs: int
    max_output_tokens: int
    truncation: _response_pb2.Truncation
    include: _containers.RepeatedScalarFieldContainer[str]
    metadata: _containers.ScalarMap[str, str]
    user: str
    safety_identifier: str
    prompt_cache_key: str
    prompt_cache_retention: str
    service_tier: str
    client_metadata: _containers.ScalarMap[str, str]
    moderation: _moderations_pb2.ModerationParam
    presence_penalty: float
    frequency_penalty: float
    def __init__(self, model: _Optional[str] = ..., input: _Optional[_Union[ResponseInput, _Mapping]] = ..., instructions: _Optional[str] = ..., prompt: _Optional[_Union[PromptTemplate, _Mapping]] = ..., previous_response_id: _Optional[str] = ..., conversation: _Optional[str] = ..., store: _Optional[bool] = ..., background: _Optional[bool] = ..., tools: _Optional[_Iterable[_Union[_tools_pb2.Tool, _Mapping]]] = ..., tool_choice: _Optional[_Union[_tools_pb2.ToolChoice, _Mapping]] = ..., parallel_tool_calls: _Optional[bool] = ..., max_tool_calls: _Optional[int] = ..., text: _Optional[_Union[_tools_pb2.TextConfig, _Mapping]] = ..., reasoning: _Optional[_Union[_tools_pb2.ReasoningConfig, _Mapping]] = ..., temperature: _Optional[float] = ..., top_p: _Optional[float] = ..., top_logprobs: _Optional[int] = ..., max_output_tokens: _Optional[int] = ..., truncation: _Optional[_Union[_response_pb2.Truncation, str]] = ..., include: _Optional[_Iterable[str]] = ..., metadata: _Optional[_Mapping[str, str]] = ..., user: _Optional[str] = ..., safety_identifier: _Optional[str] = ..., prompt_cache_key: _Optional[str] = ..., prompt_cache_retention: _Optional[str] = ..., service_tier: _Optional[str] = ..., client_metadata: _Optional[_Mapping[str, str]] = ..., moderation: _Optional[_Union[_moderations_pb2.ModerationParam, _Mapping]] = ..., presence_penalty: _Optional[float] = ..., frequency_penalty: _Optional[float] = ...) -> None: ...

class DeleteResponseResponse(_message.Message):
    __slots__ = ("id", "object", "deleted")
    ID_FIELD_NUMBER: _ClassVar[int]
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    DELETED_FIELD_NUMBER: _ClassVar[int]
    id: str
    object: str
    deleted: bool
    def __init__(self, id: _Optional[str] = ..., object: _Optional[str] = ..., deleted: _Optional[bool] = ...) -> None: ...

class ListInputItemsResponse(_message.Message):
    __slots__ = ("object", "data", "first_id", "last_id", "has_more")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    FIRST_ID_FIELD_NUMBER: _ClassVar[int]
    LAST_ID_FIELD_NUMBER: _ClassVar[int]
    HAS_MORE_FIELD_NUMBER: _ClassVar[int]
    object: str
    data: _containers.RepeatedCompositeFieldContainer[_items_pb2.InputItem]
    first_id: str
    last_id: str
    has_more: bool
    def __init__(self, object: _Optional[str] = ..., data: _Optional[_Iterable[_Union[_items_pb2.InputItem, _Mapping]]] = ..., first_id: _Optional[str] = ..., last_id: _Optional[str] = ..., has_more: _Optional[bool] = ...) -> None: ...

class ListResponsesResponse(_message.Message):
    __slots__ = ("object", "data", "first_id", "last_id", "has_more")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    FIRST_ID_FIELD_NUMBER: _ClassVar[int]
    LAST_ID_FIELD_NUMBER: _ClassVar[int]
    HAS_MORE_FIELD_NUMBER: _ClassVar[int]
    object: str
    data: _containers.RepeatedCompositeFieldContainer[_response_pb2.Response]
    first_id: str
    last_id: str
    has_more: bool
    def __init__(self, object: _Optional[str] = ..., data: _Optional[_Iterable[_Union[_response_pb2.Response, _Mapping]]] = ..., first_id: _Optional[str] = ..., last_id: _Optional[str] = ..., has_more: _Optional[bool] = ...) -> None: ...

class ResponseTimeline(_message.Message):
    __slots__ = ("object", "response_id", "steps", "total_ms", "first_token_ms", "cost_usd")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_ID_FIELD_NUMBER: _ClassVar[int]
    STEPS_FIELD_NUMBER: _ClassVar[int]
    TOTAL_MS_FIELD_NUMBER: _ClassVar[int]
    FIRST_TOKEN_MS_FIELD_NUMBER: _ClassVar[int]
    COST_USD_FIELD_NUMBER: _ClassVar[int]
    object: str
    response_id: str
    steps: _containers.RepeatedCompositeFieldContainer[TimelineStep]
    total_ms: float
    first_token_ms: float
    cost_usd: float
    def __init__(self, object: _Optional[str] = ..., response_id: _Optional[str] = ..., steps: _Optional[_Iterable[_Union[TimelineStep, _Mapping]]] = ..., total_ms: _Optional[float] = ..., first_token_ms: _Optional[float] = ..., cost_usd: _Optional[float] = ...) -> None: ...

class TimelineStep(_message.Message):
    __slots__ = ("kind", "turn", "start_ms", "duration_ms", "item_id", "item_type")
    KIND_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    START_MS_FIELD_NUMBER: _ClassVar[int]
    DURATION_MS_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    ITEM_TYPE_FIELD_NUMBER: _ClassVar[int]
    kind: str
    turn: int
    start_ms: float
    duration_ms: float
    item_id: str
    item_type: str
    def __init__(self, kind: _Optional[str] = ..., turn: _Optional[int] = ..., start_ms: _Optional[float] = ..., duration_ms: _Optional[float] = ..., item_id: _Optional[str] = ..., item_type: _Optional[str] = ...) -> None: ...

class ResponseJob(_message.Message):
    __slots__ = ("object", "response_id", "state", "replica", "attempts", "cancel_requested", "created_at", "started_at", "ended_at", "last_replica")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_ID_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    REPLICA_FIELD_NUMBER: _ClassVar[int]
    ATTEMPTS_FIELD_NUMBER: _ClassVar[int]
    CANCEL_REQUESTED_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    STARTED_AT_FIELD_NUMBER: _ClassVar[int]
    ENDED_AT_FIELD_NUMBER: _ClassVar[int]
    LAST_REPLICA_FIELD_NUMBER: _ClassVar[int]
    object: str
    response_id: str
    state: str
    replica: str
    attempts: int
    cancel_requested: bool
    created_at: float
    started_at: float
    ended_at: float
    last_replica: str
    def __init__(self, object: _Optional[str] = ..., response_id: _Optional[str] = ..., state: _Optional[str] = ..., replica: _Optional[str] = ..., attempts: _Optional[int] = ..., cancel_requested: _Optional[bool] = ..., created_at: _Optional[float] = ..., started_at: _Optional[float] = ..., ended_at: _Optional[float] = ..., last_replica: _Optional[str] = ...) -> None: ...
