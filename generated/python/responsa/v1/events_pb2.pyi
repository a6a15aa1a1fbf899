from google.protobuf import struct_pb2 as _struct_pb2
from responsa.v1 import content_pb2 as _content_pb2
from responsa.v1 import items_pb2 as _items_pb2
from responsa.v1 import options_pb2 as _options_pb2
from responsa.v1 import response_pb2 as _response_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ResponseTopLogProb(_message.Message):
    __slots__ = ("token", "logprob")
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    LOGPROB_FIELD_NUMBER: _ClassVar[int]
    token: str
    logprob: float
    def __init__(self, token: _Optional[str] = ..., logprob: _Optional[float] = ...) -> None: ...

class ResponseLogProb(_message.Message):
    __slots__ = ("token", "logprob", "top_logprobs")
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    LOGPROB_FIELD_NUMBER: _ClassVar[int]
    TOP_LOGPROBS_FIELD_NUMBER: _ClassVar[int]
    token: str
    logprob: float
    top_logprobs: _containers.RepeatedCompositeFieldContainer[ResponseTopLogProb]
    def __init__(self, token: _Optional[str] = ..., logprob: _Optional[float] = ..., top_logprobs: _Optional[_Iterable[_Union[ResponseTopLogProb, _Mapping]]] = ...) -> None: ...

class ShellCallOutputDelta(_message.Message):
    __slots__ = ("stdout", "stderr")
    STDOUT_FIELD_NUMBER: _ClassVar[int]
    STDERR_FIELD_NUMBER: _ClassVar[int]
    stdout: str
    stderr: str
    def __init__(self, stdout: _Optional[str] = ..., stderr: _Optional[str] = ...) -> None: ...

class ShellCallTimeout(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ShellCallExit(_message.Message):
    __slots__ = ("exit_code",)
    EXIT_CODE_FIELD_NUMBER: _ClassVar[int]
    exit_code: int
    def __init__(self, exit_code: _Optional[int] = ...) -> None: ...

class ShellCallOutcome(_message.Message):
    __slots__ = ("timeout", "exit")
    TIMEOUT_FIELD_NUMBER: _ClassVar[int]
    EXIT_FIELD_NUMBER: _ClassVar[int]
    timeout: ShellCallTimeout
    exit: ShellCallExit
    def __init__(self, timeout: _Optional[_Union[ShellCallTimeout, _Mapping]] = ..., exit: _Optional[_Union[ShellCallExit, _Mapping]] = ...) -> None: ...

class ShellCallOutputContent(_message.Message):
    __slots__ = ("stdout", "stderr", "outcome", "created_by")
    STDOUT_FIELD_NUMBER: _ClassVar[int]
    STDERR_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    CREATED_BY_FIELD_NUMBER: _ClassVar[int]
    stdout: str
    stderr: str
    outcome: ShellCallOutcome
    created_by: str
    def __init__(self, stdout: _Optional[str] = ..., stderr: _Optional[str] = ..., outcome: _Optional[_Union[ShellCallOutcome, _Mapping]] = ..., created_by: _Optional[str] = ...) -> None: ...

class ResponseAudioDeltaEvent(_message.Message):
    __slots__ = ("sequence_number", "delta")
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DELTA_FIELD_NUMBER: _ClassVar[int]
    sequence_number: int
    delta: str
    def __init__(self, sequence_number: _Optional[int] = ..., delta: _Optional[str] = ...) -> None: ...

class ResponseAudioDoneEvent(_message.Message):
    __slots__ = ("sequence_number",)
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    sequence_number: int
    def __init__(self, sequence_number: _Optional[int] = ...) -> None: ...

class ResponseAudioTranscriptDeltaEvent(_message.Message):
    __slots__ = ("delta", "sequence_number")
    DELTA_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    delta: str
    sequence_number: int
    def __init__(self, delta: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseAudioTranscriptDoneEvent(_message.Message):
    __slots__ = ("sequence_number",)
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    sequence_number: int
    def __init__(self, sequence_number: _Optional[int] = ...) -> None: ...

class ResponseCodeInterpreterCallCodeDeltaEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "delta", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    DELTA_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    delta: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., delta: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseCodeInterpreterCallCodeDoneEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "code", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    CODE_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    code: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., code: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseCodeInterpreterCallCompletedEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseCodeInterpreterCallInProgressEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseCodeInterpreterCallInterpretingEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseCompletedEvent(_message.Message):
    __slots__ = ("response", "sequence_number")
    RESPONSE_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    response: _response_pb2.Response
    sequence_number: int
    def __init__(self, response: _Optional[_Union[_response_pb2.Response, _Mapping]] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseContentPartAddedEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "content_index", "part", "sequence_number")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    CONTENT_INDEX_FIELD_NUMBER: _ClassVar[int]
    PART_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    content_index: int
    part: _content_pb2.OutputContent
    sequence_number: int
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., content_index: _Optional[int] = ..., part: _Optional[_Union[_content_pb2.OutputContent, _Mapping]] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseContentPartDoneEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "content_index", "sequence_number", "part")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    CONTENT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    PART_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    content_index: int
    sequence_number: int
    part: _content_pb2.OutputContent
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., content_index: _Optional[int] = ..., sequence_number: _Optional[int] = ..., part: _Optional[_Union[_content_pb2.OutputContent, _Mapping]] = ...) -> None: ...

class ResponseCreatedEvent(_message.Message):
    __slots__ = ("response", "sequence_number")
    RESPONSE_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    response: _response_pb2.Response
    sequence_number: int
    def __init__(self, response: _Optional[_Union[_response_pb2.Response, _Mapping]] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseErrorEvent(_message.Message):
    __slots__ = ("code", "message", "param", "sequence_number")
    CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    PARAM_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    code: str
    message: str
    param: str
    sequence_number: int
    def __init__(self, code: _Optional[str] = ..., message: _Optional[str] = ..., param: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseFileSearchCallCompletedEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseFileSearchCallInProgressEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseFileSearchCallSearchingEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseFunctionCallArgumentsDeltaEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "sequence_number", "delta")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    DELTA_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    sequence_number: int
    delta: str
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., sequence_number: _Optional[int] = ..., delta: _Optional[str] = ...) -> None: ...

class ResponseFunctionCallArgumentsDoneEvent(_message.Message):
    __slots__ = ("item_id", "name", "output_index", "sequence_number", "arguments")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    ARGUMENTS_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    name: str
    output_index: int
    sequence_number: int
    arguments: str
    def __init__(self, item_id: _Optional[str] = ..., name: _Optional[str] = ..., output_index: _Optional[int] = ..., sequence_number: _Optional[int] = ..., arguments: _Optional[str] = ...) -> None: ...

class ResponseShellCallCommandAddedStreamingEvent(_message.Message):
    __slots__ = ("sequence_number", "output_index", "command_index", "command")
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    COMMAND_INDEX_FIELD_NUMBER: _ClassVar[int]
    COMMAND_FIELD_NUMBER: _ClassVar[int]
    sequence_number: int
    output_index: int
    command_index: int
    command: str
    def __init__(self, sequence_number: _Optional[int] = ..., output_index: _Optional[int] = ..., command_index: _Optional[int] = ..., command: _Optional[str] = ...) -> None: ...

class ResponseShellCallCommandDeltaStreamingEvent(_message.Message):
    __slots__ = ("sequence_number", "output_index", "command_index", "delta", "obfuscation")
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    COMMAND_INDEX_FIELD_NUMBER: _ClassVar[int]
    DELTA_FIELD_NUMBER: _ClassVar[int]
    OBFUSCATION_FIELD_NUMBER: _ClassVar[int]
    sequence_number: int
    output_index: int
    command_index: int
    delta: str
    obfuscation: str
    def __init__(self, sequence_number: _Optional[int] = ..., output_index: _Optional[int] = ..., command_index: _Optional[int] = ..., delta: _Optional[str] = ..., obfuscation: _Optional[str] = ...) -> None: ...

class ResponseShellCallCommandDoneStreamingEvent(_message.Message):
    __slots__ = ("sequence_number", "output_index", "command_index", "command")
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    COMMAND_INDEX_FIELD_NUMBER: _ClassVar[int]
    COMMAND_FIELD_NUMBER: _ClassVar[int]
    sequence_number: int
    output_index: int
    command_index: int
    command: str
    def __init__(self, sequence_number: _Optional[int] = ..., output_index: _Optional[int] = ..., command_index: _Optional[int] = ..., command: _Optional[str] = ...) -> None: ...

class ResponseShellCallOutputContentDeltaStreamingEvent(_message.Message):
    __slots__ = ("sequence_number", "item_id", "output_index", "command_index", "delta")
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    COMMAND_INDEX_FIELD_NUMBER: _ClassVar[int]
    DELTA_FIELD_NUMBER: _ClassVar[int]
    sequence_number: int
    item_id: str
    output_index: int
    command_index: int
    delta: ShellCallOutputDelta
    def __init__(self, sequence_number: _Optional[int] = ..., item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., command_index: _Optional[int] = ..., delta: _Optional[_Union[ShellCallOutputDelta, _Mapping]] = ...) -> None: ...

class ResponseShellCallOutputContentDoneStreamingEvent(_message.Message):
    __slots__ = ("sequence_number", "item_id", "output_index", "command_index", "output")
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    COMMAND_INDEX_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_FIELD_NUMBER: _ClassVar[int]
    sequence_number: int
    item_id: str
    output_index: int
    command_index: int
    output: _containers.RepeatedCompositeFieldContainer[ShellCallOutputContent]
    def __init__(self, sequence_number: _Optional[int] = ..., item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., command_index: _Optional[int] = ..., output: _Optional[_Iterable[_Union[ShellCallOutputContent, _Mapping]]] = ...) -> None: ...

class ResponseInProgressEvent(_message.Message):
    __slots__ = ("response", "sequence_number")
    RESPONSE_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    response: _response_pb2.Response
    sequence_number: int
    def __init__(self, response: _Optional[_Union[_response_pb2.Response, _Mapping]] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseFailedEvent(_message.Message):
    __slots__ = ("sequence_number", "response")
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_FIELD_NUMBER: _ClassVar[int]
    sequence_number: int
    response: _response_pb2.Response
    def __init__(self, sequence_number: _Optional[int] = ..., response: _Optional[_Union[_response_pb2.Response, _Mapping]] = ...) -> None: ...

class ResponseIncompleteEvent(_message.Message):
    __slots__ = ("response", "sequence_number")
    RESPONSE_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    response: _response_pb2.Response
    sequence_number: int
    def __init__(self, response: _Optional[_Union[_response_pb2.Response, _Mapping]] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseOutputItemAddedEvent(_message.Message):
    __slots__ = ("output_index", "sequence_number", "item")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    ITEM_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    sequence_number: int
    item: _items_pb2.OutputItem
    def __init__(self, output_index: _Optional[int] = ..., sequence_number: _Optional[int] = ..., item: _Optional[_Union[_items_pb2.OutputItem, _Mapping]] = ...) -> None: ...

class ResponseOutputItemDoneEvent(_message.Message):
    __slots__ = ("output_index", "sequence_number", "item")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    ITEM_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    sequence_number: int
    item: _items_pb2.OutputItem
    def __init__(self, output_index: _Optional[int] = ..., sequence_number: _Optional[int] = ..., item: _Optional[_Union[_items_pb2.OutputItem, _Mapping]] = ...) -> None: ...

class ResponseReasoningSummaryPartAddedEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "summary_index", "sequence_number", "part")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SUMMARY_INDEX_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    PART_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    summary_index: int
    sequence_number: int
    part: _content_pb2.ReasoningSummaryPart
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., summary_index: _Optional[int] = ..., sequence_number: _Optional[int] = ..., part: _Optional[_Union[_content_pb2.ReasoningSummaryPart, _Mapping]] = ...) -> None: ...

class ResponseReasoningSummaryPartDoneEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "summary_index", "status", "sequence_number", "part")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SUMMARY_INDEX_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    PART_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    summary_index: int
    status: str
    sequence_number: int
    part: _content_pb2.ReasoningSummaryPart
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., summary_index: _Optional[int] = ..., status: _Optional[str] = ..., sequence_number: _Optional[int] = ..., part: _Optional[_Union[_content_pb2.ReasoningSummaryPart, _Mapping]] = ...) -> None: ...

class ResponseReasoningSummaryTextDeltaEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "summary_index", "delta", "sequence_number")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SUMMARY_INDEX_FIELD_NUMBER: _ClassVar[int]
    DELTA_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    summary_index: int
    delta: str
    sequence_number: int
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., summary_index: _Optional[int] = ..., delta: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseReasoningSummaryTextDoneEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "summary_index", "text", "sequence_number")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SUMMARY_INDEX_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    summary_index: int
    text: str
    sequence_number: int
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., summary_index: _Optional[int] = ..., text: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseReasoningTextDeltaEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "content_index", "delta", "sequence_number")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    CONTENT_INDEX_FIELD_NUMBER: _ClassVar[int]
    DELTA_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    content_index: int
    delta: str
    sequence_number: int
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., content_index: _Optional[int] = ..., delta: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseReasoningTextDoneEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "content_index", "text", "sequence_number")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    CONTENT_INDEX_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    content_index: int
    text: str
    sequence_number: int
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., content_index: _Optional[int] = ..., text: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseRefusalDeltaEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "content_index", "delta", "sequence_number")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    CONTENT_INDEX_FIELD_NUMBER: _ClassVar[int]
    DELTA_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    content_index: int
    delta: str
    sequence_number: int
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., content_index: _Optional[int] = ..., delta: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseRefusalDoneEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "content_index", "refusal", "sequence_number")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    CONTENT_INDEX_FIELD_NUMBER: _ClassVar[int]
    REFUSAL_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    content_index: int
    refusal: str
    sequence_number: int
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., content_index: _Optional[int] = ..., refusal: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseTextDeltaEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "content_index", "delta", "sequence_number", "logprobs")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    CONTENT_INDEX_FIELD_NUMBER: _ClassVar[int]
    DELTA_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    LOGPROBS_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    content_index: int
    delta: str
    sequence_number: int
    logprobs: _containers.RepeatedCompositeFieldContainer[ResponseLogProb]
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., content_index: _Optional[int] = ..., delta: _Optional[str] = ..., sequence_number: _Optional[int] = ..., logprobs: _Optional[_Iterable[_Union[ResponseLogProb, _Mapping]]] = ...) -> None: ...

class ResponseTextDoneEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "content_index", "text", "sequence_number", "logprobs")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    CONTENT_INDEX_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    LOGPROBS_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    content_index: int
    text: str
    sequence_number: int
    logprobs: _containers.RepeatedCompositeFieldContainer[ResponseLogProb]
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., content_index: _Optional[int] = ..., text: _Optional[str] = ..., sequence_number: _Optional[int] = ..., logprobs: _Optional[_Iterable[_Union[ResponseLogProb, _Mapping]]] = ...) -> None: ...

class ResponseWebSearchCallCompletedEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseWebSearchCallInProgressEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseWebSearchCallSearchingEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseImageGenCallCompletedEvent(_message.Message):
    __slots__ = ("output_index", "sequence_number", "item_id")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    sequence_number: int
    item_id: str
    def __init__(self, output_index: _Optional[int] = ..., sequence_number: _Optional[int] = ..., item_id: _Optional[str] = ...) -> None: ...

class ResponseImageGenCallGeneratingEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseImageGenCallInProgressEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseImageGenCallPartialImageEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "sequence_number", "partial_image_index", "partial_image_b64", "size", "quality", "background", "output_format")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    PARTIAL_IMAGE_INDEX_FIELD_NUMBER: _ClassVar[int]
    PARTIAL_IMAGE_B64_FIELD_NUMBER: _ClassVar[int]
    SIZE_FIELD_NUMBER: _ClassVar[int]
    QUALITY_FIELD_NUMBER: _ClassVar[int]
    BACKGROUND_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_FORMAT_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    sequence_number: int
    partial_image_index: int
    partial_image_b64: str
    size: str
    quality: str
    background: str
    output_format: str
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., sequence_number: _Optional[int] = ..., partial_image_index: _Optional[int] = ..., partial_image_b64: _Optional[str] = ..., size: _Optional[str] = ..., quality: _Optional[str] = ..., background: _Optional[str] = ..., output_format: _Optional[str] = ...) -> None: ...

class ResponseMCPCallArgumentsDeltaEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "delta", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    DELTA_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    delta: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., delta: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseMCPCallArgumentsDoneEvent(_message.Message):
    __slots__ = ("output_index", "item_id", "arguments", "sequence_number")
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    ARGUMENTS_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    output_index: int
    item_id: str
    arguments: str
    sequence_number: int
    def __init__(self, output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., arguments: _Optional[str] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseMCPCallCompletedEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "sequence_number")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    sequence_number: int
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseMCPCallFailedEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "sequence_number")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    sequence_number: int
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseMCPCallInProgressEvent(_message.Message):
    __slots__ = ("sequence_number", "output_index", "item_id")
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    sequence_number: int
    output_index: int
    item_id: str
    def __init__(self, sequence_number: _Optional[int] = ..., output_index: _Optional[int] = ..., item_id: _Optional[str] = ...) -> None: ...

class ResponseMCPListToolsCompletedEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "sequence_number")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    sequence_number: int
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseMCPListToolsFailedEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "sequence_number")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    sequence_number: int
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseMCPListToolsInProgressEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "sequence_number")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    sequence_number: int
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseOutputTextAnnotationAddedEvent(_message.Message):
    __slots__ = ("item_id", "output_index", "content_index", "annotation_index", "sequence_number", "annotation")
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    CONTENT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ANNOTATION_INDEX_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    ANNOTATION_FIELD_NUMBER: _ClassVar[int]
    item_id: str
    output_index: int
    content_index: int
    annotation_index: int
    sequence_number: int
    annotation: _content_pb2.Annotation
    def __init__(self, item_id: _Optional[str] = ..., output_index: _Optional[int] = ..., content_index: _Optional[int] = ..., annotation_index: _Optional[int] = ..., sequence_number: _Optional[int] = ..., annotation: _Optional[_Union[_content_pb2.Annotation, _Mapping]] = ...) -> None: ...

class ResponseQueuedEvent(_message.Message):
    __slots__ = ("response", "sequence_number")
    RESPONSE_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    response: _response_pb2.Response
    sequence_number: int
    def __init__(self, response: _Optional[_Union[_response_pb2.Response, _Mapping]] = ..., sequence_number: _Optional[int] = ...) -> None: ...

class ResponseCustomToolCallInputDeltaEvent(_message.Message):
    __slots__ = ("sequence_number", "output_index", "item_id", "delta")
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    DELTA_FIELD_NUMBER: _ClassVar[int]
    sequence_number: int
    output_index: int
    item_id: str
    delta: str
    def __init__(self, sequence_number: _Optional[int] = ..., output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., delta: _Optional[str] = ...) -> None: ...

class ResponseCustomToolCallInputDoneEvent(_message.Message):
    __slots__ = ("sequence_number", "output_index", "item_id", "input")
    SEQUENCE_NUMBER_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_INDEX_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    INPUT_FIELD_NUMBER: _ClassVar[int]
    sequence_number: int
    output_index: int
    item_id: str
    input: str
    def __init__(self, sequence_number: _Optional[int] = ..., output_index: _Optional[int] = ..., item_id: _Optional[str] = ..., input: _Optional[str] = ...) -> None: ...

class ResponseStreamEvent(_message.Message):
    __slots__ = ("response_audio_delta", "response_audio_done", "response_audio_transcript_delta", "response_audio_transcript_done", "response_code_interpreter_call_code_delta", "response_code_interpreter_call_code_done", "response_code_interpreter_call_completed", "response_code_interpreter_call_in_progress", "response_code_interpreter_call_interpreting", "response_completed", "response_content_part_added", "response_content_part_done", "response_created", "error", "response_file_search_call_completed", "response_file_search_call_in_progress", "response_file_search_call_searching", "response_function_call_arguments_delta", "response_function_call_arguments_done", "response_shell_call_command_added", "response_shell_call_command_delta", "response_shell_call_command_done", "response_shell_call_output_content_delta", "response_shell_call_output_content_done", "response_in_progress", "response_failed", "response_incomplete", "response_output_item_added", "response_output_item_done", "response_reasoning_summary_part_added", "response_reasoning_summary_part_done", "response_reasoning_summary_text_delta", "response_reasoning_summary_text_done", "response_reasoning_text_delta", "response_reasoning_text_done", "response_refusal_delta", "response_refusal_done", "response_output_text_delta", "response_output_text_done", "response_web_search_call_completed", "response_web_search_call_in_progress", "response_web_search_call_searching", "response_image_generation_call_completed", "response_image_generation_call_generating", "response_image_generation_call_in_progress", "response_image_generation_call_partial_image", "response_mcp_call_arguments_delta", "response_mcp_call_arguments_done", "response_mcp_call_completed", "response_mcp_call_failed", "response_mcp_call_in_progress", "response_mcp_list_tools_completed", "response_mcp_list_tools_failed", "response_mcp_list_tools_in_progress", "response_output_text_annotation_added", "response_queued", "response_custom_tool_call_input_delta", "response_custom_tool_call_input_done", "other_event")
    RESPONSE_AUDIO_DELTA_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_AUDIO_DONE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_AUDIO_TRANSCRIPT_DELTA_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_AUDIO_TRANSCRIPT_DONE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_CODE_INTERPRETER_CALL_CODE_DELTA_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_CODE_INTERPRETER_CALL_CODE_DONE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_CODE_INTERPRETER_CALL_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_CODE_INTERPRETER_CALL_IN_PROGRESS_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_CODE_INTERPRETER_CALL_INTERPRETING_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_CONTENT_PART_ADDED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_CONTENT_PART_DONE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_CREATED_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_FILE_SEARCH_CALL_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_FILE_SEARCH_CALL_IN_PROGRESS_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_FILE_SEARCH_CALL_SEARCHING_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_FUNCTION_CALL_ARGUMENTS_DELTA_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_FUNCTION_CALL_ARGUMENTS_DONE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_SHELL_CALL_COMMAND_ADDED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_SHELL_CALL_COMMAND_DELTA_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_SHELL_CALL_COMMAND_DONE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_SHELL_CALL_OUTPUT_CONTENT_DELTA_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_SHELL_CALL_OUTPUT_CONTENT_DONE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_IN_PROGRESS_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_FAILED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_INCOMPLETE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_OUTPUT_ITEM_ADDED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_OUTPUT_ITEM_DONE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_REASONING_SUMMARY_PART_ADDED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_REASONING_SUMMARY_PART_DONE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_REASONING_SUMMARY_TEXT_DELTA_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_REASONING_SUMMARY_TEXT_DONE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_REASONING_TEXT_DELTA_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_REASONING_TEXT_DONE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_REFUSAL_DELTA_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_REFUSAL_DONE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_OUTPUT_TEXT_DELTA_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_OUTPUT_TEXT_DONE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_WEB_SEARCH_CALL_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_WEB_SEARCH_CALL_IN_PROGRESS_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_WEB_SEARCH_CALL_SEARCHING_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_IMAGE_GENERATION_CALL_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_IMAGE_GENERATION_CALL_GENERATING_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_IMAGE_GENERATION_CALL_IN_PROGRESS_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_IMAGE_GENERATION_CALL_PARTIAL_IMAGE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_MCP_CALL_ARGUMENTS_DELTA_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_MCP_CALL_ARGUMENTS_DONE_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_MCP_CALL_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_MCP_CALL_FAILED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_MCP_CALL_IN_PROGRESS_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_MCP_LIST_TOOLS_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_MCP_LIST_TOOLS_FAILED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_MCP_LIST_TOOLS_IN_PROGRESS_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_OUTPUT_TEXT_ANNOTATION_ADDED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_QUEUED_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_CUSTOM_TOOL_CALL_INPUT_DELTA_FIELD_NUMBER: _ClassVar[int]
    RESPONSE_CUSTOM_TOOL_CALL_INPUT_DONE_FIELD_NUMBER: _ClassVar[int]
    OTHER_EVENT_FIELD_NUMBER: _ClassVar[int]
    response_audio_delta: ResponseAudioDeltaEvent
    response_audio_done: ResponseAudioDoneEvent
    response_audio_transcript_delta: ResponseAudioTranscriptDeltaEvent
    response_audio_transcript_done: ResponseAudioTranscriptDoneEvent
    response_code_interpreter_call_code_delta: ResponseCodeInterpreterCallCodeDeltaEvent
    response_code_interpreter_call_code_done: ResponseCodeInterpreterCallCodeDoneEvent
    response_code_interpreter_call_completed: ResponseCodeInterpreterCallCompletedEvent
    response_code_interpreter_call_in_progress: ResponseCodeInterpreterCallInProgressEvent
    response_code_interpreter_call_interpreting: ResponseCodeInterpreterCallInterpretingEvent
    response_completed: ResponseCompletedEvent
    response_content_part_added: ResponseContentPartAddedEvent
    response_content_part_done: ResponseContentPartDoneEvent
    response_created: ResponseCreatedEvent
    error: ResponseErrorEvent
    response_file_search_call_completed: ResponseFileSearchCallCompletedEvent
    response_file_search_call_in_progress: ResponseFileSearchCallInProgressEvent
    response_file_search_call_searching: ResponseFileSearchCallSearchingEvent
    response_function_call_arguments_delta: ResponseFunctionCallArgumentsDeltaEvent
    response_function_call_arguments_done: ResponseFunctionCallArgumentsDoneEvent
    response_shell_call_command_added: ResponseShellCallCommandAddedStreamingEvent
    response_shell_call_command_delta: ResponseShellCallCommandDeltaStreamingEvent
    response_shell_call_command_done: ResponseShellCallCommandDoneStreamingEvent
    response_shell_call_output_content_delta: ResponseShellCallOutputContentDeltaStreamingEvent
    response_shell_call_output_content_done: ResponseShellCallOutputContentDoneStreamingEvent
    response_in_progress: ResponseInProgressEvent
    response_failed: ResponseFailedEvent
    response_incomplete: ResponseIncompleteEvent
    response_output_item_added: ResponseOutputItemAddedEvent
    response_output_item_done: ResponseOutputItemDoneEvent
    response_reasoning_summary_part_added: ResponseReasoningSummaryPartAddedEvent
    response_reasoning_summary_part_done: ResponseReasoningSummaryPartDoneEvent
    response_reasoning_summary_text_delta: ResponseReasoningSummaryTextDeltaEvent
    response_reasoning_summary_text_done: ResponseReasoningSummaryTextDoneEvent
    response_reasoning_text_delta: ResponseReasoningTextDeltaEvent
    response_reasoning_text_done: ResponseReasoningTextDoneEvent
    response_refusal_delta: ResponseRefusalDeltaEvent
    response_refusal_done: ResponseRefusalDoneEvent
    response_output_text_delta: ResponseTextDeltaEvent
    response_output_text_done: ResponseTextDoneEvent
    response_web_search_call_completed: ResponseWebSearchCallCompletedEvent
    response_web_search_call_in_progress: ResponseWebSearchCallInProgressEvent
    response_web_search_call_searching: ResponseWebSearchCallSearchingEvent
    response_image_generation_call_completed: ResponseImageGenCallCompletedEvent
    response_image_generation_call_generating: ResponseImageGenCallGeneratingEvent
    response_image_generation_call_in_progress: ResponseImageGenCallInProgressEvent
    response_image_generation_call_partial_image: ResponseImageGenCallPartialImageEvent
    response_mcp_call_arguments_delta: ResponseMCPCallArgumentsDeltaEvent
    response_mcp_call_arguments_done: ResponseMCPCallArgumentsDoneEvent
    response_mcp_call_completed: ResponseMCPCallCompletedEvent
    response_mcp_call_failed: ResponseMCPCallFailedEvent
    response_mcp_call_in_progress: ResponseMCPCallInProgressEvent
    response_mcp_list_tools_completed: ResponseMCPListToolsCompletedEvent
    response_mcp_list_tools_failed: ResponseMCPListToolsFailedEvent
    response_mcp_list_tools_in_progress: ResponseMCPListToolsInProgressEvent
    response_output_text_annotation_added: ResponseOutputTextAnnotationAddedEvent
    response_queued: ResponseQueuedEvent
    response_custom_tool_call_input_delta: ResponseCustomToolCallInputDeltaEvent
    response_custom_tool_call_input_done: ResponseCustomToolCallInputDoneEvent
    other_event: _struct_pb2.Struct
    def __init__(self, response_audio_delta: _Optional[_Union[ResponseAudioDeltaEvent, _Mapping]] = ..., response_audio_done: _Optional[_Union[ResponseAudioDoneEvent, _Mapping]] = ..., response_audio_transcript_delta: _Optional[_Union[ResponseAudioTranscriptDeltaEvent, _Mapping]] = ..., response_audio_transcript_done: _Optional[_Union[ResponseAudioTranscriptDoneEvent, _Mapping]] = ..., response_code_interpreter_call_code_delta: _Optional[_Union[ResponseCodeInterpreterCallCodeDeltaEvent, _Mapping]] = ..., response_code_interpreter_call_code_done: _Optional[_Union[ResponseCodeInterpreterCallCodeDoneEvent, _Mapping]] = ..., response_code_interpreter_call_completed: _Optional[_Union[ResponseCodeInterpreterCallCompletedEvent, _Mapping]] = ..., response_code_interpreter_call_in_progress: _Optional[_Union[ResponseCodeInterpreterCallInProgressEvent, _Mapping]] = ..., response_code_interpreter_call_interpreting: _Optional[_Union[ResponseCodeInterpreterCallInterpretingEvent, _Mapping]] = ..., response_completed: _Optional[_Union[ResponseCompletedEvent, _Mapping]] = ..., response_content_part_added: _Optional[_Union[ResponseContentPartAddedEvent, _Mapping]] = ..., response_content_part_done: _Optional[_Union[ResponseContentPartDoneEvent, _Mapping]] = ..., response_created: _Optional[_Union[ResponseCreatedEvent, _Mapping]] = ..., error: _Optional[_Union[ResponseErrorEvent, _Mapping]] = ..., response_file_search_call_completed: _Optional[_Union[ResponseFileSearchCallCompletedEvent, _Mapping]] = ..., response_file_search_call_in_progress: _Optional[_Union[ResponseFileSearchCallInProgressEvent, _Mapping]] = ..., response_file_search_call_searching: _Optional[_Union[ResponseFileSearchCallSearchingEvent, _Mapping]] = ..., response_function_call_arguments_delta: _Optional[_Union[ResponseFunctionCallArgumentsDeltaEvent, _Mapping]] = ..., response_function_call_arguments_done: _Optional[_Union[ResponseFunctionCallArgumentsDoneEvent, _Mapping]] = ..., response_shell_call_command_added: _Optional[_Union[ResponseShellCallCommandAddedStreamingEvent, _Mapping]] = ..., response_shell_call_command_delta: _Optional[_Union[ResponseShellCallCommandDeltaStreamingEvent, _Mapping]] = ..., response_shell_call_command_done: _Optional[_Union[ResponseShellCallCommandDoneStreamingEvent, _Mapping]] = ..., response_shell_call_output_content_delta: _Optional[_Union[ResponseShellCallOutputContentDeltaStreamingEvent, _Mapping]] = ..., response_shell_call_output_content_done: _Optional[_Union[ResponseShellCallOutputContentDoneStreamingEvent, _Mapping]] = ..., response_in_progress: _Optional[_Union[ResponseInProgressEvent, _Mapping]] = ..., response_failed: _Optional[_Union[ResponseFailedEvent, _Mapping]] = ..., response_incomplete: _Optional[_Union[ResponseIncompleteEvent, _Mapping]] = ..., response_output_item_added: _Optional[_Union[ResponseOutputItemAddedEvent, _Mapping]] = ..., response_output_item_done: _Optional[_Union[ResponseOutputItemDoneEvent, _Mapping]] = ..., response_reasoning_summary_part_added: _Optional[_Union[ResponseReasoningSummaryPartAddedEvent, _Mapping]] = ..., response_reasoning_summary_part_done: _Optional[_Union[ResponseReasoningSummaryPartDoneEvent, _Mapping]] = ..., response_reasoning_summary_text_delta: _Optional[_Union[ResponseReasoningSummaryTextDeltaEvent, _Mapping]] = ..., response_reasoning_summary_text_done: _Optional[_Union[ResponseReasoningSummaryTextDoneEvent, _Mapping]] = ..., response_reasoning_text_delta: _Optional[_Union[ResponseReasoningTextDeltaEvent, _Mapping]] = ..., response_reasoning_text_done: _Optional[_Union[ResponseReasoningTextDoneEvent, _Mapping]] = ..., response_refusal_delta: _Optional[_Union[ResponseRefusalDeltaEvent, _Mapping]] = ..., response_refusal_done: _Optional[_Union[ResponseRefusalDoneEvent, _Mapping]] = ..., response_output_text_delta: _Optional[_Union[ResponseTextDeltaEvent, _Mapping]] = ..., response_output_text_done: _Optional[_Union[ResponseTextDoneEvent, _Mapping]] = ..., response_web_search_call_completed: _Optional[_Union[ResponseWebSearchCallCompletedEvent, _Mapping]] = ..., response_web_search_call_in_progress: _Optional[_Union[ResponseWebSearchCallInProgressEvent, _Mapping]] = ..., response_web_search_call_searching: _Optional[_Union[ResponseWebSearchCallSearchingEvent, _Mapping]] = ..., response_image_generation_call_completed: _Optional[_Union[ResponseImageGenCallCompletedEvent, _Mapping]] = ..., response_image_generation_call_generating: _Optional[_Union[ResponseImageGenCallGeneratingEvent, _Mapping]] = ..., response_image_generation_call_in_progress: _Optional[_Union[ResponseImageGenCallInProgressEvent, _Mapping]] = ..., response_image_generation_call_partial_image: _Optional[_Union[ResponseImageGenCallPartialImageEvent, _Mapping]] = ..., response_mcp_call_arguments_delta: _Optional[_Union[ResponseMCPCallArgumentsDeltaEvent, _Mapping]] = ..., response_mcp_call_arguments_done: _Optional[_Union[ResponseMCPCallArgumentsDoneEvent, _Mapping]] = ..., response_mcp_call_completed: _Optional[_Union[ResponseMCPCallCompletedEvent, _Mapping]] = ..., response_mcp_call_failed: _Optional[_Union[ResponseMCPCallFailedEvent, _Mapping]] = ..., response_mcp_call_in_progress: _Optional[_Union[ResponseMCPCallInProgressEvent, _Mapping]] = ..., response_mcp_list_tools_completed: _Optional[_Union[ResponseMCPListToolsCompletedEvent, _Mapping]] = ..., response_mcp_list_tools_failed: _Optional[_Union[ResponseMCPListToolsFailedEvent, _Mapping]] = ..., response_mcp_list_tools_in_progress: _Optional[_Union[ResponseMCPListToolsInProgressEvent, _Mapping]] = ..., response_output_text_annotation_added: _Optional[_Union[ResponseOutputTextAnnotationAddedEvent, _Mapping]] = ..., response_queued: _Optional[_Union[ResponseQueuedEvent, _Mapping]] = ..., response_custom_tool_call_input_delta: _Optional[_Union[ResponseCustomToolCallInputDeltaEvent, _Mapping]] = ..., response_custom_tool_call_input_done: _Optional[_Union[ResponseCustomToolCallInputDoneEvent, _Mapping]] = ..., other_event: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ...) -> None: ...
