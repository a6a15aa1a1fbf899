from google.api import annotations_pb2 as _annotations_pb2
from google.api import httpbody_pb2 as _httpbody_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class RunOutcomeKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RUN_OUTCOME_KIND_UNSPECIFIED: _ClassVar[RunOutcomeKind]
    RUN_OUTCOME_KIND_EXIT: _ClassVar[RunOutcomeKind]
    RUN_OUTCOME_KIND_TIMEOUT: _ClassVar[RunOutcomeKind]
    RUN_OUTCOME_KIND_OUTPUT_LIMIT: _ClassVar[RunOutcomeKind]
    RUN_OUTCOME_KIND_CPU_TIME: _ClassVar[RunOutcomeKind]
RUN_OUTCOME_KIND_UNSPECIFIED: RunOutcomeKind
RUN_OUTCOME_KIND_EXIT: RunOutcomeKind
RUN_OUTCOME_KIND_TIMEOUT: RunOutcomeKind
RUN_OUTCOME_KIND_OUTPUT_LIMIT: RunOutcomeKind
RUN_OUTCOME_KIND_CPU_TIME: RunOutcomeKind

class ContainerHttpBody(_message.Message):
    __slots__ = ("container_id", "body")
    CONTAINER_ID_FIELD_NUMBER: _ClassVar[int]
    BODY_FIELD_NUMBER: _ClassVar[int]
    container_id: str
    body: _httpbody_pb2.HttpBody
    def __init__(self, container_id: _Optional[str] = ..., body: _Optional[_Union[_httpbody_pb2.HttpBody, _Mapping]] = ...) -> None: ...

class ContainerExpiresAfter(_message.Message):
    __slots__ = ("anchor", "minutes")
    ANCHOR_FIELD_NUMBER: _ClassVar[int]
    MINUTES_FIELD_NUMBER: _ClassVar[int]
    anchor: str
    minutes: int
    def __init__(self, anchor: _Optional[str] = ..., minutes: _Optional[int] = ...) -> None: ...

class Container(_message.Message):
    __slots__ = ("id", "name", "memory_limit", "created_at", "last_active_at", "status", "expires_after")
    ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    MEMORY_LIMIT_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    LAST_ACTIVE_AT_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    EXPIRES_AFTER_FIELD_NUMBER: _ClassVar[int]
    id: str
    name: str
    memory_limit: str
    created_at: int
    last_active_at: int
    status: str
    expires_after: ContainerExpiresAfter
    def __init__(self, id: _Optional[str] = ..., name: _Optional[str] = ..., memory_limit: _Optional[str] = ..., created_at: _Optional[int] = ..., last_active_at: _Optional[int] = ..., status: _Optional[str] = ..., expires_after: _Optional[_Union[ContainerExpiresAfter, _Mapping]] = ...) -> None: ...

class CreateContainerRequest(_message.Message):
    __slots__ = ("name", "memory_limit", "file_ids", "expires_after", "container_id")
    NAME_FIELD_NUMBER: _ClassVar[int]
    MEMORY_LIMIT_FIELD_NUMBER: _ClassVar[int]
    FILE_IDS_FIELD_NUMBER: _ClassVar[int]
    EXPIRES_AFTER_FIELD_NUMBER: _ClassVar[int]
    CONTAINER_ID_FIELD_NUMBER: _ClassVar[int]
    name: str
    memory_limit: str
    file_ids: _containers.RepeatedScalarFieldContainer[str]
    expires_after: ContainerExpiresAfter
    container_id: str
    def __init__(self, name: _Optional[str] = ..., memory_limit: _Optional[str] = ..., file_ids: _Optional[_Iterable[str]] = ..., expires_after: _Optional[_Union[ContainerExpiresAfter, _Mapping]] = ..., container_id: _Optional[str] = ...) -> None: ...

class GetContainerRequest(_message.Message):
    __slots__ = ("container_id",)
    CONTAINER_ID_FIELD_NUMBER: _ClassVar[int]
    container_id: str
    def __init__(self, container_id: _Optional[str] = ...) -> None: ...

class ListContainersRequest(_message.Message):
    __slots__ = ("limit", "order", "after", "name")
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    AFTER_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    limit: int
    order: str
    after: str
    name: str
    def __init__(self, limit: _Optional[int] = ..., order: _Optional[str] = ..., after: _Optional[str] = ..., name: _Optional[str] = ...) -> None: ...

class ListContainersResponse(_message.Message):
    __slots__ = ("containers", "has_more")
    CONTAINERS_FIELD_NUMBER: _ClassVar[int]
    HAS_MORE_FIELD_NUMBER: _ClassVar[int]
    containers: _containers.RepeatedCompositeFieldContainer[Container]
    has_more: bool
    def __init__(self, containers: _Optional[_Iterable[_Union[Container, _Mapping]]] = ..., has_more: _Optional[bool] = ...) -> None: ...

class DeleteContainerRequest(_message.Message):
    __slots__ = ("container_id",)
    CONTAINER_ID_FIELD_NUMBER: _ClassVar[int]
    container_id: str
    def __init__(self, container_id: _Optional[str] = ...) -> None: ...

class DeleteContainerResponse(_message.Message):
    __slots__ = ("id", "deleted")
    ID_FIELD_NUMBER: _ClassVar[int]
    DELETED_FIELD_NUMBER: _ClassVar[int]
    id: str
    deleted: bool
    def __init__(self, id: _Optional[str] = ..., deleted: _Optional[bool] = ...) -> None: ...

class ContainerFile(_message.Message):
    __slots__ = ("path", "bytes", "id", "source", "created_at", "container_id", "modified_ns")
    PATH_FIELD_NUMBER: _ClassVar[int]
    BYTES_FIELD_NUMBER: _ClassVar[int]
    ID_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    CONTAINER_ID_FIELD_NUMBER: _ClassVar[int]
    MODIFIED_NS_FIELD_NUMBER: _ClassVar[int]
    path: str
    bytes: int
    id: str
    source: str
    created_at: int
    container_id: str
    modified_ns: int
    def __init__(self, path: _Optional[str] = ..., bytes: _Optional[int] = ..., id: _Optional[str] = ..., source: _Optional[str] = ..., created_at: _Optional[int] = ..., container_id: _Optional[str] = ..., modified_ns: _Optional[int] = ...) -> None: ...

class PutContainerFileRequest(_message.Message):
    __slots__ = ("container_id", "path", "data")
    CONTAINER_ID_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    container_id: str
    path: str
    data: bytes
    def __init__(self, container_id: _Optional[str] = ..., path: _Optional[str] = ..., data: _Optional[bytes] = ...) -> None: ...

class GetContainerFileRequest(_message.Message):
    __slots__ = ("container_id", "path", "file_id")
    CONTAINER_ID_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    FILE_ID_FIELD_NUMBER: _ClassVar[int]
    container_id: str
    path: str
    file_id: str
    def __init__(self, container_id: _Optional[str] = ..., path: _Optional[str] = ..., file_id: _Optional[str] = ...) -> None: ...

class ContainerFileContent(_message.Message):
    __slots__ = ("path", "data")
    PATH_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    path: str
    data: bytes
    def __init__(self, path: _Optional[str] = ..., data: _Optional[bytes] = ...) -> None: ...

class ListContainerFilesRequest(_message.Message):
    __slots__ = ("container_id", "limit", "order", "after")
    CONTAINER_ID_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    AFTER_FIELD_NUMBER: _ClassVar[int]
    container_id: str
    limit: int
    order: str
    after: str
    def __init__(self, container_id: _Optional[str] = ..., limit: _Optional[int] = ..., order: _Optional[str] = ..., after: _Optional[str] = ...) -> None: ...

class ListContainerFilesResponse(_message.Message):
    __slots__ = ("files",)
    FILES_FIELD_NUMBER: _ClassVar[int]
    files: _containers.RepeatedCompositeFieldContainer[ContainerFile]
    def __init__(self, files: _Optional[_Iterable[_Union[ContainerFile, _Mapping]]] = ...) -> None: ...

class DeleteContainerFileRequest(_message.Message):
    __slots__ = ("container_id", "path", "file_id")
    CONTAINER_ID_FIELD_NUMBER: _ClassVar[int]
    PATH_FIELD_NUMBER: _ClassVar[int]
    FILE_ID_FIELD_NUMBER: _ClassVar[int]
    container_id: str
    path: str
    file_id: str
    def __init__(self, container_id: _Optional[str] = ..., path: _Optional[str] = ..., file_id: _Optional[str] = ...) -> None: ...

class DeleteContainerFileResponse(_message.Message):
    __slots__ = ("path", "deleted")
    PATH_FIELD_NUMBER: _ClassVar[int]
    DELETED_FIELD_NUMBER: _ClassVar[int]
    path: str
    deleted: bool
    def __init__(self, path: _Optional[str] = ..., deleted: _Optional[bool] = ...) -> None: ...

class RunLimits(_message.Message):
    __slots__ = ("wall_seconds", "cpu_seconds", "output_bytes")
    WALL_SECONDS_FIELD_NUMBER: _ClassVar[int]
    CPU_SECONDS_FIELD_NUMBER: _ClassVar[int]
    OUTPUT_BYTES_FIELD_NUMBER: _ClassVar[int]
    wall_seconds: float
    cpu_seconds: int
    output_bytes: int
    def __init__(self, wall_seconds: _Optional[float] = ..., cpu_seconds: _Optional[int] = ..., output_bytes: _Optional[int] = ...) -> None: ...

class RunInContainerRequest(_message.Message):
    __slots__ = ("container_id", "code", "command", "limits")
    CONTAINER_ID_FIELD_NUMBER: _ClassVar[int]
    CODE_FIELD_NUMBER: _ClassVar[int]
    COMMAND_FIELD_NUMBER: _ClassVar[int]
    LIMITS_FIELD_NUMBER: _ClassVar[int]
    container_id: str
    code: str
    command: CommandLine
    limits: RunLimits
    def __init__(self, container_id: _Optional[str] = ..., code: _Optional[str] = ..., command: _Optional[_Union[CommandLine, _Mapping]] = ..., limits: _Optional[_Union[RunLimits, _Mapping]] = ...) -> None: ...

class CommandLine(_message.Message):
    __slots__ = ("argv",)
    ARGV_FIELD_NUMBER: _ClassVar[int]
    argv: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, argv: _Optional[_Iterable[str]] = ...) -> None: ...

class RunOutcome(_message.Message):
    __slots__ = ("kind", "exit_code", "changed", "disk_full")
    KIND_FIELD_NUMBER: _ClassVar[int]
    EXIT_CODE_FIELD_NUMBER: _ClassVar[int]
    CHANGED_FIELD_NUMBER: _ClassVar[int]
    DISK_FULL_FIELD_NUMBER: _ClassVar[int]
    kind: RunOutcomeKind
    exit_code: int
    changed: _containers.RepeatedCompositeFieldContainer[ContainerFile]
    disk_full: bool
    def __init__(self, kind: _Optional[_Union[RunOutcomeKind, str]] = ..., exit_code: _Optional[int] = ..., changed: _Optional[_Iterable[_Union[ContainerFile, _Mapping]]] = ..., disk_full: _Optional[bool] = ...) -> None: ...

class RunEvent(_message.Message):
    __slots__ = ("stdout", "stderr", "outcome", "image")
    STDOUT_FIELD_NUMBER: _ClassVar[int]
    STDERR_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    IMAGE_FIELD_NUMBER: _ClassVar[int]
    stdout: bytes
    stderr: bytes
    outcome: RunOutcome
    image: bytes
    def __init__(self, stdout: _Optional[bytes] = ..., stderr: _Optional[bytes] = ..., outcome: _Optional[_Union[RunOutcome, _Mapping]] = ..., image: _Optional[bytes] = ...) -> None: ...
