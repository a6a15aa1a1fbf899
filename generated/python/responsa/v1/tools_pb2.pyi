from google.protobuf import struct_pb2 as _struct_pb2
from responsa.v1 import content_pb2 as _content_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class SearchContextSize(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SEARCH_CONTEXT_SIZE_UNSPECIFIED: _ClassVar[SearchContextSize]
    SEARCH_CONTEXT_SIZE_LOW: _ClassVar[SearchContextSize]
    SEARCH_CONTEXT_SIZE_MEDIUM: _ClassVar[SearchContextSize]
    SEARCH_CONTEXT_SIZE_HIGH: _ClassVar[SearchContextSize]

class ToolChoiceMode(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TOOL_CHOICE_MODE_UNSPECIFIED: _ClassVar[ToolChoiceMode]
    TOOL_CHOICE_MODE_NONE: _ClassVar[ToolChoiceMode]
    TOOL_CHOICE_MODE_AUTO: _ClassVar[ToolChoiceMode]
    TOOL_CHOICE_MODE_REQUIRED: _ClassVar[ToolChoiceMode]

class ToolChoiceAllowedMode(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TOOL_CHOICE_ALLOWED_MODE_UNSPECIFIED: _ClassVar[ToolChoiceAllowedMode]
    TOOL_CHOICE_ALLOWED_MODE_AUTO: _ClassVar[ToolChoiceAllowedMode]
    TOOL_CHOICE_ALLOWED_MODE_REQUIRED: _ClassVar[ToolChoiceAllowedMode]

class Verbosity(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    VERBOSITY_UNSPECIFIED: _ClassVar[Verbosity]
    VERBOSITY_LOW: _ClassVar[Verbosity]
    VERBOSITY_MEDIUM: _ClassVar[Verbosity]
    VERBOSITY_HIGH: _ClassVar[Verbosity]

class ReasoningEffort(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    REASONING_EFFORT_UNSPECIFIED: _ClassVar[ReasoningEffort]
    REASONING_EFFORT_NONE: _ClassVar[ReasoningEffort]
    REASONING_EFFORT_MINIMAL: _ClassVar[ReasoningEffort]
    REASONING_EFFORT_LOW: _ClassVar[ReasoningEffort]
    REASONING_EFFORT_MEDIUM: _ClassVar[ReasoningEffort]
    REASONING_EFFORT_HIGH: _ClassVar[ReasoningEffort]
    REASONING_EFFORT_XHIGH: _ClassVar[ReasoningEffort]
    REASONING_EFFORT_MAX: _ClassVar[ReasoningEffort]

class ReasoningSummary(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    REASONING_SUMMARY_UNSPECIFIED: _ClassVar[ReasoningSummary]
    REASONING_SUMMARY_AUTO: _ClassVar[ReasoningSummary]
    REASONING_SUMMARY_CONCISE: _ClassVar[ReasoningSummary]
    REASONING_SUMMARY_DETAILED: _ClassVar[ReasoningSummary]
SEARCH_CONTEXT_SIZE_UNSPECIFIED: SearchContextSize
SEARCH_CONTEXT_SIZE_LOW: SearchContextSize
SEARCH_CONTEXT_SIZE_MEDIUM: SearchContextSize
SEARCH_CONTEXT_SIZE_HIGH: SearchContextSize
TOOL_CHOICE_MODE_UNSPECIFIED: ToolChoiceMode
TOOL_CHOICE_MODE_NONE: ToolChoiceMode
TOOL_CHOICE_MODE_AUTO: ToolChoiceMode
TOOL_CHOICE_MODE_REQUIRED: ToolChoiceMode
TOOL_CHOICE_ALLOWED_MODE_UNSPECIFIED: ToolChoiceAllowedMode
TOOL_CHOICE_ALLOWED_MODE_AUTO: ToolChoiceAllowedMode
TOOL_CHOICE_ALLOWED_MODE_REQUIRED: ToolChoiceAllowedMode
VERBOSITY_UNSPECIFIED: Verbosity
VERBOSITY_LOW: Verbosity
VERBOSITY_MEDIUM: Verbosity
VERBOSITY_HIGH: Verbosity
REASONING_EFFORT_UNSPECIFIED: ReasoningEffort
REASONING_EFFORT_NONE: ReasoningEffort
REASONING_EFFORT_MINIMAL: ReasoningEffort
REASONING_EFFORT_LOW: ReasoningEffort
REASONING_EFFORT_MEDIUM: ReasoningEffort
REASONING_EFFORT_HIGH: ReasoningEffort
REASONING_EFFORT_XHIGH: ReasoningEffort
REASONING_EFFORT_MAX: ReasoningEffort
REASONING_SUMMARY_UNSPECIFIED: ReasoningSummary
REASONING_SUMMARY_AUTO: ReasoningSummary
REASONING_SUMMARY_CONCISE: ReasoningSummary
REASONING_SUMMARY_DETAILED: ReasoningSummary

class FunctionTool(_message.Message):
    __slots__ = ("name", "description", "parameters", "strict", "defer_loading")
    NAME_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    PARAMETERS_FIELD_NUMBER: _ClassVar[int]
    STRICT_FIELD_NUMBER: _ClassVar[int]
    DEFER_LOADING_FIELD_NUMBER: _ClassVar[int]
    name: str
    description: str
    parameters: _struct_pb2.Struct
    strict: bool
    defer_loading: bool
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., parameters: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., strict: _Optional[bool] = ..., defer_loading: _Optional[bool] = ...) -> None: ...

class FileSearchTool(_message.Message):
    __slots__ = ("vector_store_ids", "max_num_results", "ranking_options", "filters")
    VECTOR_STORE_IDS_FIELD_NUMBER: _ClassVar[int]
    MAX_NUM_RESULTS_FIELD_NUMBER: _ClassVar[int]
    RANKING_OPTIONS_FIELD_NUMBER: _ClassVar[int]
    FILTERS_FIELD_NUMBER: _ClassVar[int]
    vector_store_ids: _containers.RepeatedScalarFieldContainer[str]
    max_num_results: int
    ranking_options: _struct_pb2.Struct
    filters: _struct_pb2.Struct
    def __init__(self, vector_store_ids: _Optional[_Iterable[str]] = ..., max_num_results: _Optional[int] = ..., ranking_options: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., filters: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ...) -> None: ...

class ApproximateLocation(_message.Message):
    __slots__ = ("type", "country", "region", "city", "timezone")
    TYPE_FIELD_NUMBER: _ClassVar[int]
    COUNTRY_FIELD_NUMBER: _ClassVar[int]
    REGION_FIELD_NUMBER: _ClassVar[int]
    CITY_FIELD_NUMBER: _ClassVar[int]
    TIMEZONE_FIELD_NUMBER: _ClassVar[int]
    type: str
    country: str
    region: str
    city: str
    timezone: str
    def __init__(self, type: _Optional[str] = ..., country: _Optional[str] = ..., region: _Optional[str] = ..., city: _Optional[str] = ..., timezone: _Optional[str] = ...) -> None: ...

class WebSearchFilters(_message.Message):
    __slots__ = ("allowed_domains",)
    ALLOWED_DOMAINS_FIELD_NUMBER: _ClassVar[int]
    allowed_domains: _content_pb2.StringList
    def __init__(self, allowed_domains: _Optional[_Union[_content_pb2.StringList, _Mapping]] = ...) -> None: ...

class WebSearchTool(_message.Message):
    __slots__ = ("external_web_access", "filters", "user_location", "search_context_size", "search_content_types")
    EXTERNAL_WEB_ACCESS_FIELD_NUMBER: _ClassVar[int]
    FILTERS_FIELD_NUMBER: _ClassVar[int]
    USER_LOCATION_FIELD_NUMBER: _ClassVar[int]
    SEARCH_CONTEXT_SIZE_FIELD_NUMBER: _ClassVar[int]
    SEARCH_CONTENT_TYPES_FIELD_NUMBER: _ClassVar[int]
    external_web_access: bool
    filters: WebSearchFilters
    user_location: ApproximateLocation
    search_context_size: SearchContextSize
    search_content_types: _content_pb2.StringList
    def __init__(self, external_web_access: _Optional[bool] = ..., filters: _Optional[_Union[WebSearchFilters, _Mapping]] = ..., user_location: _Optional[_Union[ApproximateLocation, _Mapping]] = ..., search_context_size: _Optional[_Union[SearchContextSize, str]] = ..., search_content_types: _Optional[_Union[_content_pb2.StringList, _Mapping]] = ...) -> None: ...

class WebSearchPreviewTool(_message.Message):
    __slots__ = ("user_location", "search_context_size", "search_content_types")
    USER_LOCATION_FIELD_NUMBER: _ClassVar[int]
    SEARCH_CONTEXT_SIZE_FIELD_NUMBER: _ClassVar[int]
    SEARCH_CONTENT_TYPES_FIELD_NUMBER: _ClassVar[int]
    user_location: ApproximateLocation
    search_context_size: SearchContextSize
    search_content_types: _content_pb2.StringList
    def __init__(self, user_location: _Optional[_Union[ApproximateLocation, _Mapping]] = ..., search_context_size: _Optional[_Union[SearchContextSize, str]] = ..., search_content_types: _Optional[_Union[_content_pb2.StringList, _Mapping]] = ...) -> None: ...

class McpServerTool(_message.Message):
    __slots__ = ("server_label", "server_url", "connector_id", "tunnel_id", "authorization", "server_description", "headers", "allowed_tools", "require_approval", "defer_loading")
    SERVER_LABEL_FIELD_NUMBER: _ClassVar[int]
    SERVER_URL_FIELD_NUMBER: _ClassVar[int]
    CONNECTOR_ID_FIELD_NUMBER: _ClassVar[int]
    TUNNEL_ID_FIELD_NUMBER: _ClassVar[int]
    AUTHORIZATION_FIELD_NUMBER: _ClassVar[int]
    SERVER_DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    HEADERS_FIELD_NUMBER: _ClassVar[int]
    ALLOWED_TOOLS_FIELD_NUMBER: _ClassVar[int]
    REQUIRE_APPROVAL_FIELD_NUMBER: _ClassVar[int]
    DEFER_LOADING_FIELD_NUMBER: _ClassVar[int]
    server_label: str
    server_url: str
    connector_id: str
    tunnel_id: str
    authorization: str
    server_description: str
    headers: _struct_pb2.Struct
    allowed_tools: _struct_pb2.Value
    require_approval: _struct_pb2.Value
    defer_loading: bool
    def __init__(self, server_label: _Optional[str] = ..., server_url: _Optional[str] = ..., connector_id: _Optional[str] = ..., tunnel_id: _Optional[str] = ..., authorization: _Optional[str] = ..., server_description: _Optional[str] = ..., headers: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., allowed_tools: _Optional[_Union[_struct_pb2.Value, _Mapping]] = ..., require_approval: _Optional[_Union[_struct_pb2.Value, _Mapping]] = ..., defer_loading: _Optional[bool] = ...) -> None: ...

class CodeInterpreterAutoContainer(_message.Message):
    __slots__ = ("file_ids", "memory_limit", "network_policy")
    FILE_IDS_FIELD_NUMBER: _ClassVar[int]
    MEMORY_LIMIT_FIELD_NUMBER: _ClassVar[int]
    NETWORK_POLICY_FIELD_NUMBER: _ClassVar[int]
    file_ids: _content_pb2.StringList
    memory_limit: str
    network_policy: _struct_pb2.Struct
    def __init__(self, file_ids: _Optional[_Union[_content_pb2.StringList, _Mapping]] = ..., memory_limit: _Optional[str] = ..., network_policy: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ...) -> None: ...

class CodeInterpreterContainer(_message.Message):
    __slots__ = ("id", "auto")
    ID_FIELD_NUMBER: _ClassVar[int]
    AUTO_FIELD_NUMBER: _ClassVar[int]
    id: str
    auto: CodeInterpreterAutoContainer
    def __init__(self, id: _Optional[str] = ..., auto: _Optional[_Union[CodeInterpreterAutoContainer, _Mapping]] = ...) -> None: ...

class CodeInterpreterTool(_message.Message):
    __slots__ = ("container",)
    CONTAINER_FIELD_NUMBER: _ClassVar[int]
    container: CodeInterpreterContainer
    def __init__(self, container: _Optional[_Union[CodeInterpreterContainer, _Mapping]] = ...) -> None: ...

class CustomTool(_message.Message):
    __slots__ = ("name", "description", "format", "defer_loading")
    NAME_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    DEFER_LOADING_FIELD_NUMBER: _ClassVar[int]
    name: str
    description: str
    format: _struct_pb2.Struct
    defer_loading: bool
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., format: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., defer_loading: _Optional[bool] = ...) -> None: ...

class NamespaceMember(_message.Message):
    __slots__ = ("function", "custom")
    FUNCTION_FIELD_NUMBER: _ClassVar[int]
    CUSTOM_FIELD_NUMBER: _ClassVar[int]
    function: FunctionTool
    custom: CustomTool
    def __init__(self, function: _Optional[_Union[FunctionTool, _Mapping]] = ..., custom: _Optional[_Union[CustomTool, _Mapping]] = ...) -> None: ...

class NamespaceTool(_message.Message):
    __slots__ = ("name", "description", "tools")
    NAME_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    TOOLS_FIELD_NUMBER: _ClassVar[int]
    name: str
    description: str
    tools: _containers.RepeatedCompositeFieldContainer[NamespaceMember]
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., tools: _Optional[_Iterable[_Union[NamespaceMember, _Mapping]]] = ...) -> None: ...

class Tool(_message.Message):
    __slots__ = ("function", "file_search", "web_search", "web_search_2025_08_26", "web_search_preview", "web_search_preview_2025_03_11", "mcp", "code_interpreter", "custom", "namespace", "tool_search")
    FUNCTION_FIELD_NUMBER: _ClassVar[int]
    FILE_SEARCH_FIELD_NUMBER: _ClassVar[int]
    WEB_SEARCH_FIELD_NUMBER: _ClassVar[int]
    WEB_SEARCH_2025_08_26_FIELD_NUMBER: _ClassVar[int]
    WEB_SEARCH_PREVIEW_FIELD_NUMBER: _ClassVar[int]
    WEB_SEARCH_PREVIEW_2025_03_11_FIELD_NUMBER: _ClassVar[int]
    MCP_FIELD_NUMBER: _ClassVar[int]
    CODE_INTERPRETER_FIELD_NUMBER: _ClassVar[int]
    CUSTOM_FIELD_NUMBER: _ClassVar[int]
    NAMESPACE_FIELD_NUMBER: _ClassVar[int]
    TOOL_SEARCH_FIELD_NUMBER: _ClassVar[int]
    function: FunctionTool
    file_search: FileSearchTool
    web_search: WebSearchTool
    web_search_2025_08_26: WebSearchTool
    web_search_preview: WebSearchPreviewTool
    web_search_preview_2025_03_11: WebSearchPreviewTool
    mcp: McpServerTool
    code_interpreter: CodeInterpreterTool
    custom: CustomTool
    namespace: NamespaceTool
    tool_search: ToolSearchTool
    def __init__(self, function: _Optional[_Union[FunctionTool, _Mapping]] = ..., file_search: _Optional[_Union[FileSearchTool, _Mapping]] = ..., web_search: _Optional[_Union[WebSearchTool, _Mapping]] = ..., web_search_2025_08_26: _Optional[_Union[WebSearchTool, _Mapping]] = ..., web_search_preview: _Optional[_Union[WebSearchPreviewTool, _Mapping]] = ..., web_search_preview_2025_03_11: _Optional[_Union[WebSearchPreviewTool, _Mapping]] = ..., mcp: _Optional[_Union[McpServerTool, _Mapping]] = ..., code_interpreter: _Optional[_Union[CodeInterpreterTool, _Mapping]] = ..., custom: _Optional[_Union[CustomTool, _Mapping]] = ..., namespace: _Optional[_Union[NamespaceTool, _Mapping]] = ..., tool_search: _Optional[_Union[ToolSearchTool, _Mapping]] = ...) -> None: ...

class ToolSearchTool(_message.Message):
    __slots__ = ("execution", "description", "parameters")
    EXECUTION_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    PARAMETERS_FIELD_NUMBER: _ClassVar[int]
    execution: str
    description: str
    parameters: _struct_pb2.Struct
    def __init__(self, execution: _Optional[str] = ..., description: _Optional[str] = ..., parameters: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ...) -> None: ...

class ToolChoiceFunction(_message.Message):
    __slots__ = ("name",)
    NAME_FIELD_NUMBER: _ClassVar[int]
    name: str
    def __init__(self, name: _Optional[str] = ...) -> None: ...

class ToolChoiceCustom(_message.Message):
    __slots__ = ("name",)
    NAME_FIELD_NUMBER: _ClassVar[int]
    name: str
    def __init__(self, name: _Optional[str] = ...) -> None: ...

class ToolChoiceMcp(_message.Message):
    __slots__ = ("server_label", "name")
    SERVER_LABEL_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    server_label: str
    name: str
    def __init__(self, server_label: _Optional[str] = ..., name: _Optional[str] = ...) -> None: ...

class ToolChoiceAllowed(_message.Message):
    __slots__ = ("mode", "tools")
    MODE_FIELD_NUMBER: _ClassVar[int]
    TOOLS_FIELD_NUMBER: _ClassVar[int]
    mode: ToolChoiceAllowedMode
    tools: _containers.RepeatedCompositeFieldContainer[_struct_pb2.Struct]
    def __init__(self, mode: _Optional[_Union[ToolChoiceAllowedMode, str]] = ..., tools: _Optional[_Iterable[_Union[_struct_pb2.Struct, _Mapping]]] = ...) -> None: ...

class ToolChoiceHosted(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ToolChoice(_message.Message):
    __slots__ = ("mode", "allowed_tools", "function", "mcp", "custom", "file_search", "web_search_preview", "web_search_preview_2025_03_11", "computer", "computer_use_preview", "computer_use", "image_generation", "code_interpreter")
    MODE_FIELD_NUMBER: _ClassVar[int]
    ALLOWED_TOOLS_FIELD_NUMBER: _ClassVar[int]
    FUNCTION_FIELD_NUMBER: _ClassVar[int]
    MCP_FIELD_NUMBER: _ClassVar[int]
    CUSTOM_FIELD_NUMBER: _ClassVar[int]
    FILE_SEARCH_FIELD_NUMBER: _ClassVar[int]
    WEB_SEARCH_PREVIEW_FIELD_NUMBER: _ClassVar[int]
    WEB_SEARCH_PREVIEW_2025_03_11_FIELD_NUMBER: _ClassVar[int]
    COMPUTER_FIELD_NUMBER: _ClassVar[int]
    COMPUTER_USE_PREVIEW_FIELD_NUMBER: _ClassVar[int]
    COMPUTER_USE_FIELD_NUMBER: _ClassVar[int]
    IMAGE_GENERATION_FIELD_NUMBER: _ClassVar[int]
    CODE_INTERPRETER_FIELD_NUMBER: _ClassVar[int]
    mode: ToolChoiceMode
    allowed_tools: ToolChoiceAllowed
    function: ToolChoiceFunction
    mcp: ToolChoiceMcp
    custom: ToolChoiceCustom
    file_search: ToolChoiceHosted
    web_search_preview: ToolChoiceHosted
    web_search_preview_2025_03_11: ToolChoiceHosted
    computer: ToolChoiceHosted
    computer_use_preview: ToolChoiceHosted
    computer_use: ToolChoiceHosted
    image_generation: ToolChoiceHosted
    code_interpreter: ToolChoiceHosted
    def __init__(self, mode: _Optional[_Union[ToolChoiceMode, str]] = ..., allowed_tools: _Optional[_Union[ToolChoiceAllowed, _Mapping]] = ..., function: _Optional[_Union[ToolChoiceFunction, _Mapping]] = ..., mcp: _Optional[_Union[ToolChoiceMcp, _Mapping]] = ..., custom: _Optional[_Union[ToolChoiceCustom, _Mapping]] = ..., file_search: _Optional[_Union[ToolChoiceHosted, _Mapping]] = ..., web_search_preview: _Optional[_Union[ToolChoiceHosted, _Mapping]] = ..., web_search_preview_2025_03_11: _Optional[_Union[ToolChoiceHosted, _Mapping]] = ..., computer: _Optional[_Union[ToolChoiceHosted, _Mapping]] = ..., computer_use_preview: _Optional[_Union[ToolChoiceHosted, _Mapping]] = ..., computer_use: _Optional[_Union[ToolChoiceHosted, _Mapping]] = ..., image_generation: _Optional[_Union[ToolChoiceHosted, _Mapping]] = ..., code_interpreter: _Optional[_Union[ToolChoiceHosted, _Mapping]] = ...) -> None: ...

class TextFormatText(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class TextFormatJsonObject(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class TextFormatJsonSchema(_message.Message):
    __slots__ = ("name", "description", "schema", "strict")
    NAME_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    SCHEMA_FIELD_NUMBER: _ClassVar[int]
    STRICT_FIELD_NUMBER: _ClassVar[int]
    name: str
    description: str
    schema: _struct_pb2.Struct
    strict: bool
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., schema: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., strict: _Optional[bool] = ...) -> None: ...

class TextFormat(_message.Message):
    __slots__ = ("text", "json_schema", "json_object")
    TEXT_FIELD_NUMBER: _ClassVar[int]
    JSON_SCHEMA_FIELD_NUMBER: _ClassVar[int]
    JSON_OBJECT_FIELD_NUMBER: _ClassVar[int]
    text: TextFormatText
    json_schema: TextFormatJsonSchema
    json_object: TextFormatJsonObject
    def __init__(self, text: _Optional[_Union[TextFormatText, _Mapping]] = ..., json_schema: _Optional[_Union[TextFormatJsonSchema, _Mapping]] = ..., json_object: _Optional[_Union[TextFormatJsonObject, _Mapping]] = ...) -> None: ...

class TextConfig(_message.Message):
    __slots__ = ("format", "verbosity")
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    VERBOSITY_FIELD_NUMBER: _ClassVar[int]
    format: TextFormat
    verbosity: Verbosity
    def __init__(self, format: _Optional[_Union[TextFormat, _Mapping]] = ..., verbosity: _Optional[_Union[Verbosity, str]] = ...) -> None: ...

class ReasoningConfig(_message.Message):
    __slots__ = ("effort", "summary", "generate_summary")
    EFFORT_FIELD_NUMBER: _ClassVar[int]
    SUMMARY_FIELD_NUMBER: _ClassVar[int]
    GENERATE_SUMMARY_FIELD_NUMBER: _ClassVar[int]
    effort: ReasoningEffort
    summary: ReasoningSummary
    generate_summary: ReasoningSummary
    def __init__(self, effort: _Optional[_Union[ReasoningEffort, str]] = ..., summary: _Optional[_Union[ReasoningSummary, str]] = ..., generate_summary: _Optional[_Union[ReasoningSummary, str]] = ...) -> None: ...
