from google.api import annotations_pb2 as _annotations_pb2
from google.api import httpbody_pb2 as _httpbody_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ModerationParam(_message.Message):
    __slots__ = ("model", "policy")
    MODEL_FIELD_NUMBER: _ClassVar[int]
    POLICY_FIELD_NUMBER: _ClassVar[int]
    model: str
    policy: ModerationPolicy
    def __init__(self, model: _Optional[str] = ..., policy: _Optional[_Union[ModerationPolicy, _Mapping]] = ...) -> None: ...

class ModerationPolicy(_message.Message):
    __slots__ = ("input", "output")
    INPUT_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_FIELD_NUMBER: _ClassVar[int]
    input: ModerationConfig
    output: ModerationConfig
    def __init__(self, input: _Optional[_Union[ModerationConfig, _Mapping]] = ..., output: _Optional[_Union[ModerationConfig, _Mapping]] = ...) -> None: ...

class ModerationConfig(_message.Message):
    __slots__ = ("mode",)
    MODE_FIELD_NUMBER: _ClassVar[int]
    mode: str
    def __init__(self, mode: _Optional[str] = ...) -> None: ...

class Moderation(_message.Message):
    __slots__ = ("input", "output")
    INPUT_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_FIELD_NUMBER: _ClassVar[int]
    input: ModerationOutcome
    output: ModerationOutcome
    def __init__(self, input: _Optional[_Union[ModerationOutcome, _Mapping]] = ..., output: _Optional[_Union[ModerationOutcome, _Mapping]] = ...) -> None: ...

class ModerationOutcome(_message.Message):
    __slots__ = ("moderation_result", "error")
    MODERATION_RESULT_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    moderation_result: ModerationResult
    error: ModerationError
    def __init__(self, moderation_result: _Optional[_Union[ModerationResult, _Mapping]] = ..., error: _Optional[_Union[ModerationError, _Mapping]] = ...) -> None: ...

class ModerationResult(_message.Message):
    __slots__ = ("model", "flagged", "categories", "category_scores", "category_applied_input_types")
    class CategoriesEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: bool
        def __init__(self, key: _Optional[str] = ..., value: _Optional[bool] = ...) -> None: ...
    class CategoryScoresEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: float
        def __init__(self, key: _Optional[str] = ..., value: _Optional[float] = ...) -> None: ...
    class CategoryAppliedInputTypesEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: InputTypeList
        def __init__(self, key: _Optional[str] = ..., value: _Optional[_Union[InputTypeList, _Mapping]] = ...) -> None: ...
    MODEL_FIELD_NUMBER: _ClassVar[int]
    FLAGGED_FIELD_NUMBER: _ClassVar[int]
    CATEGORIES_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_SCORES_FIELD_NUMBER: _ClassVar[int]
    CATEGORY_APPLIED_INPUT_TYPES_FIELD_NUMBER: _ClassVar[int]
    model: str
    flagged: bool
    categories: _containers.ScalarMap[str, bool]
    category_scores: _containers.ScalarMap[str, float]
    category_applied_input_types: _containers.MessageMap[str, InputTypeList]
    def __init__(self, model: _Optional[str] = ..., flagged: _Optional[bool] = ..., categories: _Optional[_Mapping[str, bool]] = ..., category_scores: _Optional[_Mapping[str, float]] = ..., category_applied_input_types: _Optional[_Mapping[str, InputTypeList]] = ...) -> None: ...

class InputTypeList(_message.Message):
    __slots__ = ("types",)
    TYPES_FIELD_NUMBER: _ClassVar[int]
    types: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, types: _Optional[_Iterable[str]] = ...) -> None: ...

class ModerationError(_message.Message):
    __slots__ = ("code", "message")
    CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    code: str
    message: str
    def __init__(self, code: _Optional[str] = ..., message: _Optional[str] = ...) -> None: ...
