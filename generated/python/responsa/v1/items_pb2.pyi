from google.protobuf import struct_pb2 as _struct_pb2
from responsa.v1 import content_pb2 as _content_pb2
from responsa.v1 import options_pb2 as _options_pb2
from responsa.v1 import tools_pb2 as _tools_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ItemStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ITEM_STATUS_UNSPECIFIED: _ClassVar[ItemStatus]
    ITEM_STATUS_IN_PROGRESS: _ClassVar[ItemStatus]
    ITEM_STATUS_COMPLETED: _ClassVar[ItemStatus]
    ITEM_STATUS_INCOMPLETE: _ClassVar[ItemStatus]

class MessageRole(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MESSAGE_ROLE_UNSPECIFIED: _ClassVar[MessageRole]
    MESSAGE_ROLE_USER: _ClassVar[MessageRole]
    MESSAGE_ROLE_ASSISTANT: _ClassVar[MessageRole]
    MESSAGE_ROLE_SYSTEM: _ClassVar[MessageRole]
    MESSAGE_ROLE_DEVELOPER: _ClassVar[MessageRole]

class MessagePhase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MESSAGE_PHASE_UNSPECIFIED: _ClassVar[MessagePhase]
    MESSAGE_PHASE_COMMENTARY: _ClassVar[MessagePhase]
    MESSAGE_PHASE_FINAL_ANSWER: _ClassVar[MessagePhase]

class WebSearchCallStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    WEB_SEARCH_CALL_STATUS_UNSPECIFIED: _ClassVar[WebSearchCallStatus]
    WEB_SEARCH_CALL_STATUS_IN_PROGRESS: _ClassVar[WebSearchCallStatus]
    WEB_SEARCH_CALL_STATUS_SEARCHING: _ClassVar[WebSearchCallStatus]
    WEB_SEARCH_CALL_STATUS_COMPLETED: _ClassVar[WebSearchCallStatus]
    WEB_SEARCH_CALL_STATUS_FAILED: _ClassVar[WebSearchCallStatus]

class FileSearchCallStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    FILE_SEARCH_CALL_STATUS_UNSPECIFIED: _ClassVar[FileSearchCallStatus]
    FILE_SEARCH_CALL_STATUS_IN_PROGRESS: _ClassVar[FileSearchCallStatus]
    FILE_SEARCH_CALL_STATUS_SEARCHING: _ClassVar[FileSearchCallStatus]
    FILE_SEARCH_CALL_STATUS_COMPLETED: _ClassVar[FileSearchCallStatus]
    FILE_SEARCH_CALL_STATUS_INCOMPLETE: _ClassVar[FileSearchCallStatus]
    FILE_SEARCH_CALL_STATUS_FAILED: _ClassVar[FileSearchCallStatus]

class CodeInterpreterCallStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CODE_INTERPRETER_CALL_STATUS_UNSPECIFIED: _ClassVar[CodeInterpreterCallStatus]
    CODE_INTERPRETER_CALL_STATUS_IN_PROGRESS: _ClassVar[CodeInterpreterCallStatus]
    CODE_INTERPRETER_CALL_STATUS_COMPLETED: _ClassVar[CodeInterpreterCallStatus]
    CODE_INTERPRETER_CALL_STATUS_INCOMPLETE: _ClassVar[CodeInterpreterCallStatus]
    CODE_INTERPRETER_CALL_STATUS_INTERPRETING: _ClassVar[CodeInterpreterCallStatus]
    CODE_INTERPRETER_CALL_STATUS_FAILED: _ClassVar[CodeInterpreterCallStatus]

class McpCallStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MCP_CALL_STATUS_UNSPECIFIED: _ClassVar[McpCallStatus]
    MCP_CALL_STATUS_IN_PROGRESS: _ClassVar[McpCallStatus]
    MCP_CALL_STATUS_COMPLETED: _ClassVar[McpCallStatus]
    MCP_CALL_STATUS_INCOMPLETE: _ClassVar[McpCallStatus]
    MCP_CALL_STATUS_CALLING: _ClassVar[McpCallStatus]
    MCP_CALL_STATUS_FAILED: _ClassVar[McpCallStatus]

class ImageGenerationCallStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    IMAGE_GENERATION_CALL_STATUS_UNSPECIFIED: _ClassVar[ImageGenerationCallStatus]
    IMAGE_GENERATION_CALL_STATUS_IN_PROGRESS: _ClassVar[ImageGenerationCallStatus]
    IMAGE_GENERATION_CALL_STATUS_COMPLETED: _ClassVar[ImageGenerationCallStatus]
    IMAGE_GENERATION_CALL_STATUS_GENERATING: _ClassVar[ImageGenerationCallStatus]
    IMAGE_GENERATION_CALL_STATUS_FAILED: _ClassVar[ImageGenerationCallStatus]
ITEM_STATUS_UNSPECIFIED: ItemStatus
ITEM_STATUS_IN_PROGRESS: ItemStatus
ITEM_STATUS_COMPLETED: ItemStatus
ITEM_STATUS_INCOMPLETE: ItemStatus
MESSAGE_ROLE_UNSPECIFIED: MessageRole
MESSAGE_ROLE_USER: MessageRole
MESSAGE_ROLE_ASSISTANT: MessageRole
MESSAGE_ROLE_SYSTEM: MessageRole
MESSAGE_ROLE_DEVELOPER: MessageRole
MESSAGE_PHASE_UNSPECIFIED: MessagePhase
MESSAGE_PHASE_COMMENTARY: MessagePhase
MESSAGE_PHASE_FINAL_ANSWER: MessagePhase
WEB_SEARCH_CALL_STATUS_UNSPECIFIED: WebSearchCallStatus
WEB_SEARCH_CALL_STATUS_IN_PROGRESS: WebSearchCallStatus
WEB_SEARCH_CALL_STATUS_SEARCHING: WebSearchCallStatus
WEB_SEARCH_CALL_STATUS_COMPLETED: WebSearchCallStatus
WEB_SEARCH_CALL_STATUS_FAILED: WebSearchCallStatus
FILE_SEARCH_CALL_STATUS_UNSPECIFIED: FileSearchCallStatus
FILE_SEARCH_CALL_STATUS_IN_PROGRESS: FileSearchCallStatus
FILE_SEARCH_CALL_STATUS_SEARCHING: FileSearchCallStatus
FILE_SEARCH_CALL_STATUS_COMPLETED: FileSearchCallStatus
FILE_SEARCH_CALL_STATUS_INCOMPLETE: FileSearchCallStatus
FILE_SEARCH_CALL_STATUS_FAILED: FileSearchCallStatus
CODE_INTERPRETER_CALL_STATUS_UNSPECIFIED: CodeInterpreterCallStatus
CODE_INTERPRETER_CALL_STATUS_IN_PROGRESS: CodeInterpreterCallStatus
CODE_INTERPRETER_CALL_STATUS_COMPLETED: CodeInterpreterCallStatus
CODE_INTERPRETER_CALL_STATUS_INCOMPLETE: CodeInterpreterCallStatus
CODE_INTERPRETER_CALL_STATUS_INTERPRETING: CodeInterpreterCallStatus
CODE_INTERPRETER_CALL_STATUS_FAILED: CodeInterpreterCallStatus
MCP_CALL_STATUS_UNSPECIFIED: McpCallStatus
MCP_CALL_STATUS_IN_PROGRESS: McpCallStatus
MCP_CALL_STATUS_COMPLETED: McpCallStatus
MCP_CALL_STATUS_INCOMPLETE: McpCallStatus
MCP_CALL_STATUS_CALLING: McpCallStatus
MCP_CALL_STATUS_FAILED: McpCallStatus
IMAGE_GENERATION_CALL_STATUS_UNSPECIFIED: ImageGenerationCallStatus
IMAGE_GENERATION_CALL_STATUS_IN_PROGRESS: ImageGenerationCallStatus
IMAGE_GENERATION_CALL_STATUS_COMPLETED: ImageGenerationCallStatus
IMAGE_GENERATION_CALL_STATUS_GENERATING: ImageGenerationCallStatus
IMAGE_GENERATION_CALL_STATUS_FAILED: ImageGenerationCallStatus

class Message(_message.Message):
    __slots__ = ("id", "role", "content", "status", "phase")
    ID_FIELD_NUMBER: _ClassVar[int]
    ROLE_FIELD_NUMBER: _ClassVar[int]
    CONTENT_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    id: str
    role: MessageRole
    content: _content_pb2.MessageContent
    status: ItemStatus
    phase: MessagePhase
    def __init__(self, id: _Optional[str] = ..., role: _Optional[_Union[MessageRole, str]] = ..., content: _Optional[_Union[_content_pb2.MessageContent, _Mapping]] = ..., status: _Optional[_Union[ItemStatus, str]] = ..., phase: _Optional[_Union[MessagePhase, str]] = ...) -> None: ...

class OutputMessage(_message.Message):
    __slots__ = ("id", "role", "content", "phase", "status")
    ID_FIELD_NUMBER: _ClassVar[int]
    ROLE_FIELD_NUMBER: _ClassVar[int]
    CONTENT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    id: str
    role: MessageRole
    content: _containers.RepeatedCompositeFieldContainer[_content_pb2.OutputContent]
    phase: MessagePhase
    status: ItemStatus
    def __init__(self, id: _Optional[str] = ..., role: _Optional[_Union[MessageRole, str]] = ..., content: _Optional[_Iterable[_Union[_content_pb2.OutputContent, _Mapping]]] = ..., phase: _Optional[_Union[MessagePhase, str]] = ..., status: _Optional[_Union[ItemStatus, str]] = ...) -> None: ...

class FunctionCall(_message.Message):
    __slots__ = ("id", "call_id", "namespace", "name", "arguments", "status")
    ID_FIELD_NUMBER: _ClassVar[int]
    CALL_ID_FIELD_NUMBER: _ClassVar[int]
    NAMESPACE_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    ARGUMENTS_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    id: str
    call_id: str
    namespace: str
    name: str
    arguments: str
    status: ItemStatus
    def __init__(self, id: _Optional[str] = ..., call_id: _Optional[str] = ..., namespace: _Optional[str] = ..., name: _Optional[str] = ..., arguments: _Optional[str] = ..., status: _Optional[_Union[ItemStatus, str]] = ...) -> None: ...

class FunctionCallOutput(_message.Message):
    __slots__ = ("id", "call_id", "output", "name", "namespace", "status", "created_by")
    ID_FIELD_NUMBER: _ClassVar[int]
    CALL_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    NAMESPACE_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    CREATED_BY_FIELD_NUMBER: _ClassVar[int]
    id: str
    call_id: str
    output: _content_pb2.ToolOutput
    name: str
    namespace: str
    status: ItemStatus
    created_by: str
    def __init__(self, id: _Optional[str] = ..., call_id: _Optional[str] = ..., output: _Optional[_Union[_content_pb2.ToolOutput, _Mapping]] = ..., name: _Optional[str] = ..., namespace: _Optional[str] = ..., status: _Optional[_Union[ItemStatus, str]] = ..., created_by: _Optional[str] = ...) -> None: ...

class ReasoningItem(_message.Message):
    __slots__ = ("id", "encrypted_content", "summary", "content", "status")
    ID_FIELD_NUMBER: _ClassVar[int]
    ENCRYPTED_CONTENT_FIELD_NUMBER: _ClassVar[int]
    SUMMARY_FIELD_NUMBER: _ClassVar[int]
    CONTENT_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    id: str
    encrypted_content: str
    summary: _containers.RepeatedCompositeFieldContainer[_content_pb2.ReasoningSummaryPart]
    content: _content_pb2.ReasoningContentList
    status: ItemStatus
    def __init__(self, id: _Optional[str] = ..., encrypted_content: _Optional[str] = ..., summary: _Optional[_Iterable[_Union[_content_pb2.ReasoningSummaryPart, _Mapping]]] = ..., content: _Optional[_Union[_content_pb2.ReasoningContentList, _Mapping]] = ..., status: _Optional[_Union[ItemStatus, str]] = ...) -> None: ...

class WebSearchSource(_message.Message):
    __slots__ = ("type", "url")
    TYPE_FIELD_NUMBER: _ClassVar[int]
    URL_FIELD_NUMBER: _ClassVar[int]
    type: str
    url: str
    def __init__(self, type: _Optional[str] = ..., url: _Optional[str] = ...) -> None: ...

class WebSearchSearch(_message.Message):
    __slots__ = ("query", "queries", "sources")
    QUERY_FIELD_NUMBER: _ClassVar[int]
    QUERIES_FIELD_NUMBER: _ClassVar[int]
    SOURCES_FIELD_NUMBER: _ClassVar[int]
    query: str
    queries: _content_pb2.StringList
    sources: WebSearchSourceList
    def __init__(self, query: _Optional[str] = ..., queries: _Optional[_Union[_content_pb2.StringList, _Mapping]] = ..., sources: _Optional[_Union[WebSearchSourceList, _Mapping]] = ...) -> None: ...

class WebSearchSourceList(_message.Message):
    __slots__ = ("sources",)
    SOURCES_FIELD_NUMBER: _ClassVar[int]
    sources: _containers.RepeatedCompositeFieldContainer[WebSearchSource]
    def __init__(self, sources: _Optional[_Iterable[_Union[WebSearchSource, _Mapping]]] = ...) -> None: ...

class WebSearchOpenPage(_message.Message):
    __slots__ = ("url",)
    URL_FIELD_NUMBER: _ClassVar[int]
    url: str
    def __init__(self, url: _Optional[str] = ...) -> None: ...

class WebSearchFindInPage(_message.Message):
    __slots__ = ("url", "pattern")
    URL_FIELD_NUMBER: _ClassVar[int]
    PATTERN_FIELD_NUMBER: _ClassVar[int]
    url: str
    pattern: str
    def __init__(self, url: _Optional[str] = ..., pattern: _Optional[str] = ...) -> None: ...

class WebSearchAction(_message.Message):
    __slots__ = ("search", "open_page", "find_in_page")
    SEARCH_FIELD_NUMBER: _ClassVar[int]
    OPEN_PAGE_FIELD_NUMBER: _ClassVar[int]
    FIND_IN_PAGE_FIELD_NUMBER: _ClassVar[int]
    search: WebSearchSearch
    open_page: WebSearchOpenPage
    find_in_page: WebSearchFindInPage
    def __init__(self, search: _Optional[_Union[WebSearchSearch, _Mapping]] = ..., open_page: _Optional[_Union[WebSearchOpenPage, _Mapping]] = ..., find_in_page: _Optional[_Union[WebSearchFindInPage, _Mapping]] = ...) -> None: ...

class WebSearchCall(_message.Message):
    __slots__ = ("id", "status", "action")
    ID_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    id: str
    status: WebSearchCallStatus
    action: WebSearchAction
    def __init__(self, id: _Optional[str] = ..., status: _Optional[_Union[WebSearchCallStatus, str]] = ..., action: _Optional[_Union[WebSearchAction, _Mapping]] = ...) -> None: ...

class FileSearchResult(_message.Message):
    __slots__ = ("file_id", "text", "filename", "attributes", "score")
    FILE_ID_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    FILENAME_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTES_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    file_id: str
    text: str
    filename: str
    attributes: _struct_pb2.Struct
    score: float
    def __init__(self, file_id: _Optional[str] = ..., text: _Optional[str] = ..., filename: _Optional[str] = ..., attributes: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., score: _Optional[float] = ...) -> None: ...

class FileSearchResultList(_message.Message):
    __slots__ = ("results",)
    RESULTS_FIELD_NUMBER: _ClassVar[int]
    results: _containers.RepeatedCompositeFieldContainer[FileSearchResult]
    def __init__(self, results: _Optional[_Iterable[_Union[FileSearchResult, _Mapping]]] = ...) -> None: ...

class FileSearchCall(_message.Message):
    __slots__ = ("id", "status", "queries", "results")
    ID_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    QUERIES_FIELD_NUMBER: _ClassVar[int]
    RESULTS_FIELD_NUMBER: _ClassVar[int]
    id: str
    status: FileSearchCallStatus
    queries: _containers.RepeatedScalarFieldContainer[str]
    results: FileSearchResultList
    def __init__(self, id: _Optional[str] = ..., status: _Optional[_Union[FileSearchCallStatus, str]] = ..., queries: _Optional[_Iterable[str]] = ..., results: _Optional[_Union[FileSearchResultList, _Mapping]] = ...) -> None: ...

class CodeInterpreterLogs(_message.Message):
    __slots__ = ("logs",)
    LOGS_FIELD_NUMBER: _ClassVar[int]
    logs: str
    def __init__(self, logs: _Optional[str] = ...) -> None: ...

class CodeInterpreterImage(_message.Message):
    __slots__ = ("url",)
    URL_FIELD_NUMBER: _ClassVar[int]
    url: str
    def __init__(self, url: _Optional[str] = ...) -> None: ...

class CodeInterpreterOutput(_message.Message):
    __slots__ = ("logs", "image")
    LOGS_FIELD_NUMBER: _ClassVar[int]
    IMAGE_FIELD_NUMBER: _ClassVar[int]
    logs: CodeInterpreterLogs
    image: CodeInterpreterImage
    def __init__(self, logs: _Optional[_Union[CodeInterpreterLogs, _Mapping]] = ..., image: _Optional[_Union[CodeInterpreterImage, _Mapping]] = ...) -> None: ...

class CodeInterpreterOutputList(_message.Message):
    __slots__ = ("outputs",)
    OUTPUTS_FIELD_NUMBER: _ClassVar[int]
    outputs: _containers.RepeatedCompositeFieldContainer[CodeInterpreterOutput]
    def __init__(self, outputs: _Optional[_Iterable[_Union[CodeInterpreterOutput, _Mapping]]] = ...) -> None: ...

class CodeInterpreterCall(_message.Message):
    __slots__ = ("id", "status", "container_id", "code", "outputs")
    ID_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    CONTAINER_ID_FIELD_NUMBER: _ClassVar[int]
    CODE_FIELD_NUMBER: _ClassVar[int]
    OUTPUTS_FIELD_NUMBER: _ClassVar[int]
    id: str
    status: CodeInterpreterCallStatus
    container_id: str
    code: str
    outputs: CodeInterpreterOutputList
    def __init__(self, id: _Optional[str] = ..., status: _Optional[_Union[CodeInterpreterCallStatus, str]] = ..., container_id: _Optional[str] = ..., code: _Optional[str] = ..., outputs: _Optional[_Union[CodeInterpreterOutputList, _Mapping]] = ...) -> None: ...

class McpTool(_message.Message):
    __slots__ = ("name", "description", "input_schema", "annotations")
    NAME_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    INPUT_SCHEMA_FIELD_NUMBER: _ClassVar[int]
    ANNOTATIONS_FIELD_NUMBER: _ClassVar[int]
    name: str
    description: str
    input_schema: _struct_pb2.Struct
    annotations: _struct_pb2.Struct
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., input_schema: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., annotations: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ...) -> None: ...

class McpListTools(_message.Message):
    __slots__ = ("id", "server_label", "tools", "error")
    ID_FIELD_NUMBER: _ClassVar[int]
    SERVER_LABEL_FIELD_NUMBER: _ClassVar[int]
    TOOLS_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    id: str
    server_label: str
    tools: _containers.RepeatedCompositeFieldContainer[McpTool]
    error: str
    def __init__(self, id: _Optional[str] = ..., server_label: _Optional[str] = ..., tools: _Optional[_Iterable[_Union[McpTool, _Mapping]]] = ..., error: _Optional[str] = ...) -> None: ...

class McpProtocolError(_message.Message):
    __slots__ = ("code", "message")
    CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    code: int
    message: str
    def __init__(self, code: _Optional[int] = ..., message: _Optional[str] = ...) -> None: ...

class McpToolExecutionError(_message.Message):
    __slots__ = ("content",)
    CONTENT_FIELD_NUMBER: _ClassVar[int]
    content: _struct_pb2.Value
    def __init__(self, content: _Optional[_Union[_struct_pb2.Value, _Mapping]] = ...) -> None: ...

class McpHttpError(_message.Message):
    __slots__ = ("code", "message")
    CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    code: int
    message: str
    def __init__(self, code: _Optional[int] = ..., message: _Optional[str] = ...) -> None: ...

class McpCallError(_message.Message):
    __slots__ = ("mcp_protocol_error", "mcp_tool_execution_error", "http_error")
    MCP_PROTOCOL_ERROR_FIELD_NUMBER: _ClassVar[int]
    MCP_TOOL_EXECUTION_ERROR_FIELD_NUMBER: _ClassVar[int]
    HTTP_ERROR_FIELD_NUMBER: _ClassVar[int]
    mcp_protocol_error: McpProtocolError
    mcp_tool_execution_error: McpToolExecutionError
    http_error: McpHttpError
    def __init__(self, mcp_protocol_error: _Optional[_Union[McpProtocolError, _Mapping]] = ..., mcp_tool_execution_error: _Optional[_Union[McpToolExecutionError, _Mapping]] = ..., http_error: _Optional[_Union[McpHttpError, _Mapping]] = ...) -> None: ...

class McpCall(_message.Message):
    __slots__ = ("id", "server_label", "name", "arguments", "output", "error", "status", "approval_request_id")
    ID_FIELD_NUMBER: _ClassVar[int]
    SERVER_LABEL_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    ARGUMENTS_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    APPROVAL_REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    id: str
    server_label: str
    name: str
    arguments: str
    output: str
    error: McpCallError
    status: McpCallStatus
    approval_request_id: str
    def __init__(self, id: _Optional[str] = ..., server_label: _Optional[str] = ..., name: _Optional[str] = ..., arguments: _Optional[str] = ..., output: _Optional[str] = ..., error: _Optional[_Union[McpCallError, _Mapping]] = ..., status: _Optional[_Union[McpCallStatus, str]] = ..., approval_request_id: _Optional[str] = ...) -> None: ...

class McpApprovalRequest(_message.Message):
    __slots__ = ("id", "server_label", "name", "arguments")
    ID_FIELD_NUMBER: _ClassVar[int]
    SERVER_LABEL_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    ARGUMENTS_FIELD_NUMBER: _ClassVar[int]
    id: str
    server_label: str
    name: str
    arguments: str
    def __init__(self, id: _Optional[str] = ..., server_label: _Optional[str] = ..., name: _Optional[str] = ..., arguments: _Optional[str] = ...) -> None: ...

class McpApprovalResponse(_message.Message):
    __slots__ = ("id", "approval_request_id", "approve", "reason")
    ID_FIELD_NUMBER: _ClassVar[int]
    APPROVAL_REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    APPROVE_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    id: str
    approval_request_id: str
    approve: bool
    reason: str
    def __init__(self, id: _Optional[str] = ..., approval_request_id: _Optional[str] = ..., approve: _Optional[bool] = ..., reason: _Optional[str] = ...) -> None: ...

class ItemReference(_message.Message):
    __slots__ = ("id",)
    ID_FIELD_NUMBER: _ClassVar[int]
    id: str
    def __init__(self, id: _Optional[str] = ...) -> None: ...

class Compaction(_message.Message):
    __slots__ = ("id", "encrypted_content", "created_by")
    ID_FIELD_NUMBER: _ClassVar[int]
    ENCRYPTED_CONTENT_FIELD_NUMBER: _ClassVar[int]
    CREATED_BY_FIELD_NUMBER: _ClassVar[int]
    id: str
    encrypted_content: str
    created_by: str
    def __init__(self, id: _Optional[str] = ..., encrypted_content: _Optional[str] = ..., created_by: _Optional[str] = ...) -> None: ...

class ImageGenerationCall(_message.Message):
    __slots__ = ("id", "status", "result")
    ID_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    id: str
    status: ImageGenerationCallStatus
    result: str
    def __init__(self, id: _Optional[str] = ..., status: _Optional[_Union[ImageGenerationCallStatus, str]] = ..., result: _Optional[str] = ...) -> None: ...

class CustomToolCall(_message.Message):
    __slots__ = ("id", "call_id", "namespace", "name", "input", "status")
    ID_FIELD_NUMBER: _ClassVar[int]
    CALL_ID_FIELD_NUMBER: _ClassVar[int]
    NAMESPACE_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    INPUT_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    id: str
    call_id: str
    namespace: str
    name: str
    input: str
    status: ItemStatus
    def __init__(self, id: _Optional[str] = ..., call_id: _Optional[str] = ..., namespace: _Optional[str] = ..., name: _Optional[str] = ..., input: _Optional[str] = ..., status: _Optional[_Union[ItemStatus, str]] = ...) -> None: ...

class CustomToolCallOutput(_message.Message):
    __slots__ = ("id", "call_id", "output")
    ID_FIELD_NUMBER: _ClassVar[int]
    CALL_ID_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_FIELD_NUMBER: _ClassVar[int]
    id: str
    call_id: str
    output: _content_pb2.ToolOutput
    def __init__(self, id: _Optional[str] = ..., call_id: _Optional[str] = ..., output: _Optional[_Union[_content_pb2.ToolOutput, _Mapping]] = ...) -> None: ...

class ToolSearchCall(_message.Message):
    __slots__ = ("id", "call_id", "execution", "arguments", "status", "created_by")
    ID_FIELD_NUMBER: _ClassVar[int]
    CALL_ID_FIELD_NUMBER: _ClassVar[int]
    EXECUTION_FIELD_NUMBER: _ClassVar[int]
    ARGUMENTS_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    CREATED_BY_FIELD_NUMBER: _ClassVar[int]
    id: str
    call_id: str
    execution: str
    arguments: _struct_pb2.Struct
    status: ItemStatus
    created_by: str
    def __init__(self, id: _Optional[str] = ..., call_id: _Optional[str] = ..., execution: _Optional[str] = ..., arguments: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., status: _Optional[_Union[ItemStatus, str]] = ..., created_by: _Optional[str] = ...) -> None: ...

class ToolSearchOutput(_message.Message):
    __slots__ = ("id", "call_id", "execution", "tools", "status", "created_by")
    ID_FIELD_NUMBER: _ClassVar[int]
    CALL_ID_FIELD_NUMBER: _ClassVar[int]
    EXECUTION_FIELD_NUMBER: _ClassVar[int]
    TOOLS_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    CREATED_BY_FIELD_NUMBER: _ClassVar[int]
    id: str
    call_id: str
    execution: str
    tools: _containers.RepeatedCompositeFieldContainer[_tools_pb2.Tool]
    status: ItemStatus
    created_by: str
    def __init__(self, id: _Optional[str] = ..., call_id: _Optional[str] = ..., execution: _Optional[str] = ..., tools: _Optional[_Iterable[_Union[_tools_pb2.Tool, _Mapping]]] = ..., status: _Optional[_Union[ItemStatus, str]] = ..., created_by: _Optional[str] = ...) -> None: ...

class AdditionalTools(_message.Message):
    __slots__ = ("id", "role", "tools")
    ID_FIELD_NUMBER: _ClassVar[int]
    ROLE_FIELD_NUMBER: _ClassVar[int]
    TOOLS_FIELD_NUMBER: _ClassVar[int]
    id: str
    role: MessageRole
    tools: _containers.RepeatedCompositeFieldContainer[_tools_pb2.Tool]
    def __init__(self, id: _Optional[str] = ..., role: _Optional[_Union[MessageRole, str]] = ..., tools: _Optional[_Iterable[_Union[_tools_pb2.Tool, _Mapping]]] = ...) -> None: ...

class InputItem(_message.Message):
    __slots__ = ("message", "function_call", "function_call_output", "reasoning", "web_search_call", "file_search_call", "code_interpreter_call", "mcp_list_tools", "mcp_call", "mcp_approval_request", "mcp_approval_response", "image_generation_call", "custom_tool_call", "custom_tool_call_output", "item_reference", "compaction", "tool_search_call", "tool_search_output", "additional_tools", "other")
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    FUNCTION_CALL_FIELD_NUMBER: _ClassVar[int]
    FUNCTION_CALL_OUTPUT_FIELD_NUMBER: _ClassVar[int]
    REASONING_FIELD_NUMBER: _ClassVar[int]
    WEB_SEARCH_CALL_FIELD_NUMBER: _ClassVar[int]
    FILE_SEARCH_CALL_FIELD_NUMBER: _ClassVar[int]
    CODE_INTERPRETER_CALL_FIELD_NUMBER: _ClassVar[int]
    MCP_LIST_TOOLS_FIELD_NUMBER: _ClassVar[int]
    MCP_CALL_FIELD_NUMBER: _ClassVar[int]
    MCP_APPROVAL_REQUEST_FIELD_NUMBER: _ClassVar[int]
    MCP_APPROVAL_RESPONSE_FIELD_NUMBER: _ClassVar[int]
    IMAGE_GENERATION_CALL_FIELD_NUMBER: _ClassVar[int]
    CUSTOM_TOOL_CALL_FIELD_NUMBER: _ClassVar[int]
    CUSTOM_TOOL_CALL_OUTPUT_FIELD_NUMBER: _ClassVar[int]
    ITEM_REFERENCE_FIELD_NUMBER: _ClassVar[int]
    COMPACTION_FIELD_NUMBER: _ClassVar[int]
    TOOL_SEARCH_CALL_FIELD_NUMBER: _ClassVar[int]
    TOOL_SEARCH_OUTPUT_FIELD_NUMBER: _ClassVar[int]
    ADDITIONAL_TOOLS_FIELD_NUMBER: _ClassVar[int]
    OTHER_FIELD_NUMBER: _ClassVar[int]
    message: Message
    function_call: FunctionCall
    function_call_output: FunctionCallOutput
    reasoning: ReasoningItem
    web_search_call: WebSearchCall
    file_search_call: FileSearchCall
    code_interpreter_call: CodeInterpreterCall
    mcp_list_tools: McpListTools
    mcp_call: McpCall
    mcp_approval_request: McpApprovalRequest
    mcp_approval_response: McpApprovalResponse
    image_generation_call: ImageGenerationCall
    custom_tool_call: CustomToolCall
    custom_tool_call_output: CustomToolCallOutput
    item_reference: ItemReference
    compaction: Compaction
    tool_search_call: ToolSearchCall
    tool_search_output: ToolSearchOutput
    additional_tools: AdditionalTools
    other: _struct_pb2.Struct
    def __init__(self, message: _Optional[_Union[Message, _Mapping]] = ..., function_call: _Optional[_Union[FunctionCall, _Mapping]] = ..., function_call_output: _Optional[_Union[FunctionCallOutput, _Mapping]] = ..., reasoning: _Optional[_Union[ReasoningItem, _Mapping]] = ..., web_search_call: _Optional[_Union[WebSearchCall, _Mapping]] = ..., file_search_call: _Optional[_Union[FileSearchCall, _Mapping]] = ..., code_interpreter_call: _Optional[_Union[CodeInterpreterCall, _Mapping]] = ..., mcp_list_tools: _Optional[_Union[McpListTools, _Mapping]] = ..., mcp_call: _Optional[_Union[McpCall, _Mapping]] = ..., mcp_approval_request: _Optional[_Union[McpApprovalRequest, _Mapping]] = ..., mcp_approval_response: _Optional[_Union[McpApprovalResponse, _Mapping]] = ..., image_generation_call: _Optional[_Union[ImageGenerationCall, _Mapping]] = ..., custom_tool_call: _Optional[_Union[CustomToolCall, _Mapping]] = ..., custom_tool_call_output: _Optional[_Union[CustomToolCallOutput, _Mapping]] = ..., item_reference: _Optional[_Union[ItemReference, _Mapping]] = ..., compaction: _Optional[_Union[Compaction, _Mapping]] = ..., tool_search_call: _Optional[_Union[ToolSearchCall, _Mapping]] = ..., tool_search_output: _Optional[_Union[ToolSearchOutput, _Mapping]] = ..., additional_tools: _Optional[_Union[AdditionalTools, _Mapping]] = ..., other: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ...) -> None: ...

class InputItemList(_message.Message):
    __slots__ = ("items",)
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    items: _containers.RepeatedCompositeFieldContainer[InputItem]
    def __init__(self, items: _Optional[_Iterable[_Union[InputItem, _Mapping]]] = ...) -> None: ...

class OutputItem(_message.Message):
    __slots__ = ("message", "function_call", "function_call_output", "reasoning", "web_search_call", "file_search_call", "code_interpreter_call", "mcp_list_tools", "mcp_call", "mcp_approval_request", "mcp_approval_response", "image_generation_call", "custom_tool_call", "custom_tool_call_output", "compaction", "tool_search_call", "other")
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    FUNCTION_CALL_FIELD_NUMBER: _ClassVar[int]
    FUNCTION_CALL_OUTPUT_FIELD_NUMBER: _ClassVar[int]
    REASONING_FIELD_NUMBER: _ClassVar[int]
    WEB_SEARCH_CALL_FIELD_NUMBER: _ClassVar[int]
    FILE_SEARCH_CALL_FIELD_NUMBER: _ClassVar[int]
    CODE_INTERPRETER_CALL_FIELD_NUMBER: _ClassVar[int]
    MCP_LIST_TOOLS_FIELD_NUMBER: _ClassVar[int]
    MCP_CALL_FIELD_NUMBER: _ClassVar[int]
    MCP_APPROVAL_REQUEST_FIELD_NUMBER: _ClassVar[int]
    MCP_APPROVAL_RESPONSE_FIELD_NUMBER: _ClassVar[int]
    IMAGE_GENERATION_CALL_FIELD_NUMBER: _ClassVar[int]
    CUSTOM_TOOL_CALL_FIELD_NUMBER: _ClassVar[int]
    CUSTOM_TOOL_CALL_OUTPUT_FIELD_NUMBER: _ClassVar[int]
    COMPACTION_FIELD_NUMBER: _ClassVar[int]
    TOOL_SEARCH_CALL_FIELD_NUMBER: _ClassVar[int]
    OTHER_FIELD_NUMBER: _ClassVar[int]
    message: OutputMessage
    function_call: FunctionCall
    function_call_output: FunctionCallOutput
    reasoning: ReasoningItem
    web_search_call: WebSearchCall
    file_search_call: FileSearchCall
    code_interpreter_call: CodeInterpreterCall
    mcp_list_tools: McpListTools
    mcp_call: McpCall
    mcp_approval_request: McpApprovalRequest
    mcp_approval_response: McpApprovalResponse
    image_generation_call: ImageGenerationCall
    custom_tool_call: CustomToolCall
    custom_tool_call_output: CustomToolCallOutput
    compaction: Compaction
    tool_search_call: ToolSearchCall
    other: _struct_pb2.Struct
    def __init__(self, message: _Optional[_Union[OutputMessage, _Mapping]] = ..., function_call: _Optional[_Union[FunctionCall, _Mapping]] = ..., function_call_output: _Optional[_Union[FunctionCallOutput, _Mapping]] = ..., reasoning: _Optional[_Union[ReasoningItem, _Mapping]] = ..., web_search_call: _Optional[_Union[WebSearchCall, _Mapping]] = ..., file_search_call: _Optional[_Union[FileSearchCall, _Mapping]] = ..., code_interpreter_call: _Optional[_Union[CodeInterpreterCall, _Mapping]] = ..., mcp_list_tools: _Optional[_Union[McpListTools, _Mapping]] = ..., mcp_call: _Optional[_Union[McpCall, _Mapping]] = ..., mcp_approval_request: _Optional[_Union[McpApprovalRequest, _Mapping]] = ..., mcp_approval_response: _Optional[_Union[McpApprovalResponse, _Mapping]] = ..., image_generation_call: _Optional[_Union[ImageGenerationCall, _Mapping]] = ..., custom_tool_call: _Optional[_Union[CustomToolCall, _Mapping]] = ..., custom_tool_call_output: _Optional[_Union[CustomToolCallOutput, _Mapping]] = ..., compaction: _Optional[_Union[Compaction, _Mapping]] = ..., tool_search_call: _Optional[_Union[ToolSearchCall, _Mapping]] = ..., other: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ...) -> None: ...
