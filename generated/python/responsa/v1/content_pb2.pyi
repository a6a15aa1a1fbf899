from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ImageDetail(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    IMAGE_DETAIL_UNSPECIFIED: _ClassVar[ImageDetail]
    IMAGE_DETAIL_LOW: _ClassVar[ImageDetail]
    IMAGE_DETAIL_HIGH: _ClassVar[ImageDetail]
    IMAGE_DETAIL_AUTO: _ClassVar[ImageDetail]
    IMAGE_DETAIL_ORIGINAL: _ClassVar[ImageDetail]

class FileDetail(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    FILE_DETAIL_UNSPECIFIED: _ClassVar[FileDetail]
    FILE_DETAIL_AUTO: _ClassVar[FileDetail]
    FILE_DETAIL_LOW: _ClassVar[FileDetail]
    FILE_DETAIL_HIGH: _ClassVar[FileDetail]
IMAGE_DETAIL_UNSPECIFIED: ImageDetail
IMAGE_DETAIL_LOW: ImageDetail
IMAGE_DETAIL_HIGH: ImageDetail
IMAGE_DETAIL_AUTO: ImageDetail
IMAGE_DETAIL_ORIGINAL: ImageDetail
FILE_DETAIL_UNSPECIFIED: FileDetail
FILE_DETAIL_AUTO: FileDetail
FILE_DETAIL_LOW: FileDetail
FILE_DETAIL_HIGH: FileDetail

class StringList(_message.Message):
    __slots__ = ("values",)
    VALUES_FIELD_NUMBER: _ClassVar[int]
    values: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, values: _Optional[_Iterable[str]] = ...) -> None: ...

class InputText(_message.Message):
    __slots__ = ("text",)
    TEXT_FIELD_NUMBER: _ClassVar[int]
    text: str
    def __init__(self, text: _Optional[str] = ...) -> None: ...

class InputImage(_message.Message):
    __slots__ = ("image_url", "file_id", "detail")
    IMAGE_URL_FIELD_NUMBER: _ClassVar[int]
    FILE_ID_FIELD_NUMBER: _ClassVar[int]
    DETAIL_FIELD_NUMBER: _ClassVar[int]
    image_url: str
    file_id: str
    detail: ImageDetail
    def __init__(self, image_url: _Optional[str] = ..., file_id: _Optional[str] = ..., detail: _Optional[_Union[ImageDetail, str]] = ...) -> None: ...

class InputFile(_message.Message):
    __slots__ = ("file_id", "filename", "file_data", "file_url", "detail")
    FILE_ID_FIELD_NUMBER: _ClassVar[int]
    FILENAME_FIELD_NUMBER: _ClassVar[int]
    FILE_DATA_FIELD_NUMBER: _ClassVar[int]
    FILE_URL_FIELD_NUMBER: _ClassVar[int]
    DETAIL_FIELD_NUMBER: _ClassVar[int]
    file_id: str
    filename: str
    file_data: str
    file_url: str
    detail: FileDetail
    def __init__(self, file_id: _Optional[str] = ..., filename: _Optional[str] = ..., file_data: _Optional[str] = ..., file_url: _Optional[str] = ..., detail: _Optional[_Union[FileDetail, str]] = ...) -> None: ...

class InputContent(_message.Message):
    __slots__ = ("input_text", "input_image", "input_file")
    INPUT_TEXT_FIELD_NUMBER: _ClassVar[int]
    INPUT_IMAGE_FIELD_NUMBER: _ClassVar[int]
    INPUT_FILE_FIELD_NUMBER: _ClassVar[int]
    input_text: InputText
    input_image: InputImage
    input_file: InputFile
    def __init__(self, input_text: _Optional[_Union[InputText, _Mapping]] = ..., input_image: _Optional[_Union[InputImage, _Mapping]] = ..., input_file: _Optional[_Union[InputFile, _Mapping]] = ...) -> None: ...

class InputContentList(_message.Message):
    __slots__ = ("parts",)
    PARTS_FIELD_NUMBER: _ClassVar[int]
    parts: _containers.RepeatedCompositeFieldContainer[InputContent]
    def __init__(self, parts: _Optional[_Iterable[_Union[InputContent, _Mapping]]] = ...) -> None: ...

class FileCitation(_message.Message):
    __slots__ = ("file_id", "index", "filename")
    FILE_ID_FIELD_NUMBER: _ClassVar[int]
    INDEX_FIELD_NUMBER: _ClassVar[int]
    FILENAME_FIELD_NUMBER: _ClassVar[int]
    file_id: str
    index: int
    filename: str
    def __init__(self, file_id: _Optional[str] = ..., index: _Optional[int] = ..., filename: _Optional[str] = ...) -> None: ...

class UrlCitation(_message.Message):
    __slots__ = ("url", "start_index", "end_index", "title")
    URL_FIELD_NUMBER: _ClassVar[int]
    START_INDEX_FIELD_NUMBER: _ClassVar[int]
    END_INDEX_FIELD_NUMBER: _ClassVar[int]
    TITLE_FIELD_NUMBER: _ClassVar[int]
    url: str
    start_index: int
    end_index: int
    title: str
    def __init__(self, url: _Optional[str] = ..., start_index: _Optional[int] = ..., end_index: _Optional[int] = ..., title: _Optional[str] = ...) -> None: ...

class ContainerFileCitation(_message.Message):
    __slots__ = ("container_id", "file_id", "start_index", "end_index", "filename")
    CONTAINER_ID_FIELD_NUMBER: _ClassVar[int]
    FILE_ID_FIELD_NUMBER: _ClassVar[int]
    START_INDEX_FIELD_NUMBER: _ClassVar[int]
    END_INDEX_FIELD_NUMBER: _ClassVar[int]
    FILENAME_FIELD_NUMBER: _ClassVar[int]
    container_id: str
    file_id: str
    start_index: int
    end_index: int
    filename: str
    def __init__(self, container_id: _Optional[str] = ..., file_id: _Optional[str] = ..., start_index: _Optional[int] = ..., end_index: _Optional[int] = ..., filename: _Optional[str] = ...) -> None: ...

class FilePath(_message.Message):
    __slots__ = ("file_id", "index")
    FILE_ID_FIELD_NUMBER: _ClassVar[int]
    INDEX_FIELD_NUMBER: _ClassVar[int]
    file_id: str
    index: int
    def __init__(self, file_id: _Optional[str] = ..., index: _Optional[int] = ...) -> None: ...

class Annotation(_message.Message):
    __slots__ = ("file_citation", "url_citation", "container_file_citation", "file_path")
    FILE_CITATION_FIELD_NUMBER: _ClassVar[int]
    URL_CITATION_FIELD_NUMBER: _ClassVar[int]
    CONTAINER_FILE_CITATION_FIELD_NUMBER: _ClassVar[int]
    FILE_PATH_FIELD_NUMBER: _ClassVar[int]
    file_citation: FileCitation
    url_citation: UrlCitation
    container_file_citation: ContainerFileCitation
    file_path: FilePath
    def __init__(self, file_citation: _Optional[_Union[FileCitation, _Mapping]] = ..., url_citation: _Optional[_Union[UrlCitation, _Mapping]] = ..., container_file_citation: _Optional[_Union[ContainerFileCitation, _Mapping]] = ..., file_path: _Optional[_Union[FilePath, _Mapping]] = ...) -> None: ...

class TopLogProb(_message.Message):
    __slots__ = ("token", "logprob", "bytes")
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    LOGPROB_FIELD_NUMBER: _ClassVar[int]
    BYTES_FIELD_NUMBER: _ClassVar[int]
    token: str
    logprob: float
    bytes: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, token: _Optional[str] = ..., logprob: _Optional[float] = ..., bytes: _Optional[_Iterable[int]] = ...) -> None: ...

class LogProb(_message.Message):
    __slots__ = ("token", "logprob", "bytes", "top_logprobs")
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    LOGPROB_FIELD_NUMBER: _ClassVar[int]
    BYTES_FIELD_NUMBER: _ClassVar[int]
    TOP_LOGPROBS_FIELD_NUMBER: _ClassVar[int]
    token: str
    logprob: float
    bytes: _containers.RepeatedScalarFieldContainer[int]
    top_logprobs: _containers.RepeatedCompositeFieldContainer[TopLogProb]
    def __init__(self, token: _Optional[str] = ..., logprob: _Optional[float] = ..., bytes: _Optional[_Iterable[int]] = ..., top_logprobs: _Optional[_Iterable[_Union[TopLogProb, _Mapping]]] = ...) -> None: ...

class OutputText(_message.Message):
    __slots__ = ("text", "annotations", "logprobs")
    TEXT_FIELD_NUMBER: _ClassVar[int]
    ANNOTATIONS_FIELD_NUMBER: _ClassVar[int]
    LOGPROBS_FIELD_NUMBER: _ClassVar[int]
    text: str
    annotations: _containers.RepeatedCompositeFieldContainer[Annotation]
    logprobs: _containers.RepeatedCompositeFieldContainer[LogProb]
    def __init__(self, text: _Optional[str] = ..., annotations: _Optional[_Iterable[_Union[Annotation, _Mapping]]] = ..., logprobs: _Optional[_Iterable[_Union[LogProb, _Mapping]]] = ...) -> None: ...

class Refusal(_message.Message):
    __slots__ = ("refusal",)
    REFUSAL_FIELD_NUMBER: _ClassVar[int]
    refusal: str
    def __init__(self, refusal: _Optional[str] = ...) -> None: ...

class ReasoningText(_message.Message):
    __slots__ = ("text",)
    TEXT_FIELD_NUMBER: _ClassVar[int]
    text: str
    def __init__(self, text: _Optional[str] = ...) -> None: ...

class SummaryText(_message.Message):
    __slots__ = ("text",)
    TEXT_FIELD_NUMBER: _ClassVar[int]
    text: str
    def __init__(self, text: _Optional[str] = ...) -> None: ...

class OutputContent(_message.Message):
    __slots__ = ("output_text", "refusal", "reasoning_text")
    OUTPUT_TEXT_FIELD_NUMBER: _ClassVar[int]
    REFUSAL_FIELD_NUMBER: _ClassVar[int]
    REASONING_TEXT_FIELD_NUMBER: _ClassVar[int]
    output_text: OutputText
    refusal: Refusal
    reasoning_text: ReasoningText
    def __init__(self, output_text: _Optional[_Union[OutputText, _Mapping]] = ..., refusal: _Optional[_Union[Refusal, _Mapping]] = ..., reasoning_text: _Optional[_Union[ReasoningText, _Mapping]] = ...) -> None: ...

class ReasoningSummaryPart(_message.Message):
    __slots__ = ("summary_text",)
    SUMMARY_TEXT_FIELD_NUMBER: _ClassVar[int]
    summary_text: SummaryText
    def __init__(self, summary_text: _Optional[_Union[SummaryText, _Mapping]] = ...) -> None: ...

class ReasoningContentPart(_message.Message):
    __slots__ = ("reasoning_text",)
    REASONING_TEXT_FIELD_NUMBER: _ClassVar[int]
    reasoning_text: ReasoningText
    def __init__(self, reasoning_text: _Optional[_Union[ReasoningText, _Mapping]] = ...) -> None: ...

class ReasoningContentList(_message.Message):
    __slots__ = ("parts",)
    PARTS_FIELD_NUMBER: _ClassVar[int]
    parts: _containers.RepeatedCompositeFieldContainer[ReasoningContentPart]
    def __init__(self, parts: _Optional[_Iterable[_Union[ReasoningContentPart, _Mapping]]] = ...) -> None: ...

class MessageContentPart(_message.Message):
    __slots__ = ("input_text", "input_image", "input_file", "output_text", "refusal", "reasoning_text")
    INPUT_TEXT_FIELD_NUMBER: _ClassVar[int]
    INPUT_IMAGE_FIELD_NUMBER: _ClassVar[int]
    INPUT_FILE_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_TEXT_FIELD_NUMBER: _ClassVar[int]
    REFUSAL_FIELD_NUMBER: _ClassVar[int]
    REASONING_TEXT_FIELD_NUMBER: _ClassVar[int]
    input_text: InputText
    input_image: InputImage
    input_file: InputFile
    output_text: OutputText
    refusal: Refusal
    reasoning_text: ReasoningText
    def __init__(self, input_text: _Optional[_Union[InputText, _Mapping]] = ..., input_image: _Optional[_Union[InputImage, _Mapping]] = ..., input_file: _Optional[_Union[InputFile, _Mapping]] = ..., output_text: _Optional[_Union[OutputText, _Mapping]] = ..., refusal: _Optional[_Union[Refusal, _Mapping]] = ..., reasoning_text: _Optional[_Union[ReasoningText, _Mapping]] = ...) -> None: ...

class MessageContentPartList(_message.Message):
    __slots__ = ("parts",)
    PARTS_FIELD_NUMBER: _ClassVar[int]
    parts: _containers.RepeatedCompositeFieldContainer[MessageContentPart]
    def __init__(self, parts: _Optional[_Iterable[_Union[MessageContentPart, _Mapping]]] = ...) -> None: ...

class MessageContent(_message.Message):
    __slots__ = ("text", "parts")
    TEXT_FIELD_NUMBER: _ClassVar[int]
    PARTS_FIELD_NUMBER: _ClassVar[int]
    text: str
    parts: MessageContentPartList
    def __init__(self, text: _Optional[str] = ..., parts: _Optional[_Union[MessageContentPartList, _Mapping]] = ...) -> None: ...

class ToolOutput(_message.Message):
    __slots__ = ("text", "parts")
    TEXT_FIELD_NUMBER: _ClassVar[int]
    PARTS_FIELD_NUMBER: _ClassVar[int]
    text: str
    parts: InputContentList
    def __init__(self, text: _Optional[str] = ..., parts: _Optional[_Union[InputContentList, _Mapping]] = ...) -> None: ...
