from google.protobuf import struct_pb2 as _struct_pb2
from responsa.v1 import items_pb2 as _items_pb2
from responsa.v1 import moderations_pb2 as _moderations_pb2
from responsa.v1 import tools_pb2 as _tools_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ResponseStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RESPONSE_STATUS_UNSPECIFIED: _ClassVar[ResponseStatus]
    RESPONSE_STATUS_COMPLETED: _ClassVar[ResponseStatus]
    RESPONSE_STATUS_FAILED: _ClassVar[ResponseStatus]
    RESPONSE_STATUS_IN_PROGRESS: _ClassVar[ResponseStatus]
    RESPONSE_STATUS_CANCELLED: _ClassVar[ResponseStatus]
    RESPONSE_STATUS_QUEUED: _ClassVar[ResponseStatus]
    RESPONSE_STATUS_INCOMPLETE: _ClassVar[ResponseStatus]

class IncompleteReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    INCOMPLETE_REASON_UNSPECIFIED: _ClassVar[IncompleteReason]
    INCOMPLETE_REASON_MAX_OUTPUT_TOKENS: _ClassVar[IncompleteReason]
    INCOMPLETE_REASON_CONTENT_FILTER: _ClassVar[IncompleteReason]

class Truncation(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TRUNCATION_UNSPECIFIED: _ClassVar[Truncation]
    TRUNCATION_AUTO: _ClassVar[Truncation]
    TRUNCATION_DISABLED: _ClassVar[Truncation]
RESPONSE_STATUS_UNSPECIFIED: ResponseStatus
RESPONSE_STATUS_COMPLETED: ResponseStatus
RESPONSE_STATUS_FAILED: ResponseStatus
RESPONSE_STATUS_IN_PROGRESS: ResponseStatus
RESPONSE_STATUS_CANCELLED: ResponseStatus
RESPONSE_STATUS_QUEUED: ResponseStatus
RESPONSE_STATUS_INCOMPLETE: ResponseStatus
INCOMPLETE_REASON_UNSPECIFIED: IncompleteReason
INCOMPLETE_REASON_MAX_OUTPUT_TOKENS: IncompleteReason
INCOMPLETE_REASON_CONTENT_FILTER: IncompleteReason
TRUNCATION_UNSPECIFIED: Truncation
TRUNCATION_AUTO: Truncation
TRUNCATION_DISABLED: Truncation

class ResponseError(_message.Message):
    __slots__ = ("code", "message")
    CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    code: str
    message: str
    def __init__(self, code: _Optional[str] = ..., message: _Optional[str] = ...) -> None: ...

class IncompleteDetails(_message.Message):
    __slots__ = ("reason",)
    REASON_FIELD_NUMBER: _ClassVar[int]
    reason: IncompleteReason
    def __init__(self, reason: _Optional[_Union[IncompleteReason, str]] = ...) -> None: ...

class InputTokensDetails(_message.Message):
    __slots__ = ("cached_tokens", "cache_write_tokens")
    CACHED_TOKENS_FIELD_NUMBER: _ClassVar[int]
    CACHE_WRITE_TOKENS_FIELD_NUMBER: _ClassVar[int]
    cached_tokens: int
    cache_write_tokens: int
    def __init__(self, cached_tokens: _Optional[int] = ..., cache_write_tokens: _Optional[int] = ...) -> None: ...

class OutputTokensDetails(_message.Message):
    __slots__ = ("reasoning_tokens",)
    REASONING_TOKENS_FIELD_NUMBER: _ClassVar[int]
    reasoning_tokens: int
    def __init__(self, reasoning_tokens: _Optional[int] = ...) -> None: ...

class ResponseUsage(_message.Message):
    __slots__ = ("input_tokens", "input_tokens_details", "output_tokens", "output_tokens_details", "total_tokens")
    INPUT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    INPUT_TOKENS_DETAILS_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_TOKENS_DETAILS_FIELD_NUMBER: _ClassVar[int]
    TOTAL_TOKENS_FIELD_NUMBER: _ClassVar[int]
    input_tokens: int
    input_tokens_details: InputTokensDetails
    output_tokens: int
    output_tokens_details: OutputTokensDetails
    total_tokens: int
    def __init__(self, input_tokens: _Optional[int] = ..., input_tokens_details: _Optional[_Union[InputTokensDetails, _Mapping]] = ..., output_tokens: _Optional[int] = ..., output_tokens_details: _Optional[_Union[OutputTokensDetails, _Mapping]] = ..., total_tokens: _Optional[int] = ...) -> None: ...

class Instructions(_message.Message):
    __slots__ = ("text", "items")
    TEXT_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    text: str
    items: _items_pb2.InputItemList
    def __init__(self, text: _Optional[str] = ..., items: _Optional[_Union[_items_pb2.InputItemList, _Mapping]] = ...) -> None: ...

class ConversationRef(_message.Message):
    __slots__ = ("id",)
    ID_FIELD_NUMBER: _ClassVar[int]
    id: str
    def __init__(self, id: _Optional[str] = ...) -> None: ...

class Response(_message.Message):
    __slots__ = ("id", "object", "created_at", "completed_at", "status", "error", "incomplete_details", "output", "usage", "model", "instructions", "tools", "tool_choice", "text", "temperature", "top_p", "top_logprobs", "max_output_tokens", "max_tool_calls", "parallel_tool_calls", "previous_response_id", "metadata", "store", "background", "truncation", "reasoning", "user", "safety_identifier", "prompt_cache_key", "prompt_cache_retention", "service_tier", "conversation", "moderation", "prompt", "presence_penalty", "frequency_penalty")
    class MetadataEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    ID_FIELD_NUMBER: _ClassVar[int]
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    COMPLETED_AT_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    INCOMPLETE_DETAILS_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_FIELD_NUMBER: _ClassVar[int]
    USAGE_FIELD_NUMBER: _ClassVar[int]
    MODEL_FIELD_NUMBER: _ClassVar[int]
    INSTRUCTIONS_FIELD_NUMBER: _ClassVar[int]
    TOOLS_FIELD_NUMBER: _ClassVar[int]
    TOOL_CHOICE_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    TEMPERATURE_FIELD_NUMBER: _ClassVar[int]
    TOP_P_FIELD_NUMBER: _ClassVar[int]
    TOP_LOGPROBS_FIELD_NUMBER: _ClassVar[int]
    MAX_OUTPUT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    MAX_TOOL_CALLS_FIELD_NUMBER: _ClassVar[int]
    PARALLEL_TOOL_CALLS_FIELD_NUMBER: _ClassVar[int]
    PREVIOUS_RESPONSE_ID_FIELD_NUMBER: _ClassVar[int]
    METADATA_FIELD_NUMBER: _ClassVar[int]
    STORE_FIELD_NUMBER: _ClassVar[int]
    BACKGROUND_FIELD_NUMBER: _ClassVar[int]
    TRUNCATION_FIELD_NUMBER: _ClassVar[int]
    REASONING_FIELD_NUMBER: _ClassVar[int]
    USER_FIELD_NUMBER: _ClassVar[int]
    SAFETY_IDENTIFIER_FIELD_NUMBER: _ClassVar[int]
    PROMPT_CACHE_KEY_FIELD_NUMBER: _ClassVar[int]
    PROMPT_CACHE_RETENTION_FIELD_NUMBER: _ClassVar[int]
    SERVICE_TIER_FIELD_NUMBER: _ClassVar[int]
    CONVERSATION_FIELD_NUMBER: _ClassVar[int]
    MODERATION_FIELD_NUMBER: _ClassVar[int]
    PROMPT_FIELD_NUMBER: _ClassVar[int]
    PRESENCE_PENALTY_FIELD_NUMBER: _ClassVar[int]
    FREQUENCY_PENALTY_FIELD_NUMBER: _ClassVar[int]
    id: str
    object: str
    created_at: int
    completed_at: int
    status: ResponseStatus
    error: ResponseError
    incomplete_details: IncompleteDetails
    output: _containers.RepeatedCompositeFieldContainer[_items_pb2.OutputItem]
    usage: ResponseUsage
    model: str
    instructions: Instructions
    tools: _containers.RepeatedCompositeFieldContainer[_tools_pb2.Tool]
    tool_choice: _tools_pb2.ToolChoice
    text: _tools_pb2.TextConfig
    temperature: float
    top_p: float
    top_logprobs: int
    max_output_tokens: int
    max_tool_calls: int
    parallel_tool_calls: bool
    previous_response_id: str
    metadata: _containers.ScalarMap[str, str]
    store: bool
    background: bool
    truncation: Truncation
    reasoning: _tools_pb2.ReasoningConfig
    user: str
    safety_identifier: str
    prompt_cache_key: str
    prompt_cache_retention: str
    service_tier: str
    conversation: ConversationRef
    moderation: _moderations_pb2.Moderation
    prompt: _struct_pb2.Struct
    presence_penalty: float
    frequency_penalty: float
    def __init__(self, id: _Optional[str] = ..., object: _Optional[str] = ..., created_at: _Optional[int] = ..., completed_at: _Optional[int] = ..., status: _Optional[_Union[ResponseStatus, str]] = ..., error: _Optional[_Union[ResponseError, _Mapping]] = ..., incomplete_details: _Optional[_Union[IncompleteDetails, _Mapping]] = ..., output: _Optional[_Iterable[_Union[_items_pb2.OutputItem, _Mapping]]] = ..., usage: _Optional[_Union[ResponseUsage, _Mapping]] = ..., model: _Optional[str] = ..., instructions: _Optional[_Union[Instructions, _Mapping]] = ..., tools: _Optional[_Iterable[_Union[_tools_pb2.Tool, _Mapping]]] = ..., tool_choice: _Optional[_Union[_tools_pb2.ToolChoice, _Mapping]] = ..., text: _Optional[_Union[_tools_pb2.TextConfig, _Mapping]] = ..., temperature: _Optional[float] = ..., top_p: _Optional[float] = ..., top_logprobs: _Optional[int] = ..., max_output_tokens: _Optional[int] = ..., max_tool_calls: _Optional[int] = ..., parallel_tool_calls: _Optional[bool] = ..., previous_response_id: _Optional[str] = ..., metadata: _Optional[_Mapping[str, str]] = ..., store: _Optional[bool] = ..., background: _Optional[bool] = ..., truncation: _Optional[_Union[Truncation, str]] = ..., reasoning: _Optional[_Union[_tools_pb2.ReasoningConfig, _Mapping]] = ..., user: _Optional[str] = ..., safety_identifier: _Optional[str] = ..., prompt_cache_key: _Optional[str] = ..., prompt_cache_retention: _Optional[str] = ..., service_tier: _Optional[str] = ..., conversation: _Optional[_Union[ConversationRef, _Mapping]] = ..., moderation: _Optional[_Union[_moderations_pb2.Moderation, _Mapping]] = ..., prompt: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., presence_penalty: _Optional[float] = ..., frequency_penalty: _Optional[float] = ...) -> None: ...
