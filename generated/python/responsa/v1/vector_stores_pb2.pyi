from google.api import annotations_pb2 as _annotations_pb2
from google.api import httpbody_pb2 as _httpbody_pb2
from google.protobuf import struct_pb2 as _struct_pb2
from responsa.v1 import content_pb2 as _content_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class VectorStoreHttpRequest(_message.Message):
    __slots__ = ("vector_store_id", "body")
    VECTOR_STORE_ID_FIELD_NUMBER: _ClassVar[int]
    BODY_FIELD_NUMBER: _ClassVar[int]
    vector_store_id: str
    body: _httpbody_pb2.HttpBody
    def __init__(self, vector_store_id: _Optional[str] = ..., body: _Optional[_Union[_httpbody_pb2.HttpBody, _Mapping]] = ...) -> None: ...

class VectorStoreFileHttpRequest(_message.Message):
    __slots__ = ("vector_store_id", "file_id", "body")
    VECTOR_STORE_ID_FIELD_NUMBER: _ClassVar[int]
    FILE_ID_FIELD_NUMBER: _ClassVar[int]
    BODY_FIELD_NUMBER: _ClassVar[int]
    vector_store_id: str
    file_id: str
    body: _httpbody_pb2.HttpBody
    def __init__(self, vector_store_id: _Optional[str] = ..., file_id: _Optional[str] = ..., body: _Optional[_Union[_httpbody_pb2.HttpBody, _Mapping]] = ...) -> None: ...

class FileCounts(_message.Message):
    __slots__ = ("in_progress", "completed", "failed", "cancelled", "total")
    IN_PROGRESS_FIELD_NUMBER: _ClassVar[int]
    COMPLETED_FIELD_NUMBER: _ClassVar[int]
    FAILED_FIELD_NUMBER: _ClassVar[int]
    CANCELLED_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    in_progress: int
    completed: int
    failed: int
    cancelled: int
    total: int
    def __init__(self, in_progress: _Optional[int] = ..., completed: _Optional[int] = ..., failed: _Optional[int] = ..., cancelled: _Optional[int] = ..., total: _Optional[int] = ...) -> None: ...

class VectorStoreExpiration(_message.Message):
    __slots__ = ("anchor", "days")
    ANCHOR_FIELD_NUMBER: _ClassVar[int]
    DAYS_FIELD_NUMBER: _ClassVar[int]
    anchor: str
    days: int
    def __init__(self, anchor: _Optional[str] = ..., days: _Optional[int] = ...) -> None: ...

class VectorStore(_message.Message):
    __slots__ = ("id", "object", "created_at", "name", "usage_bytes", "file_counts", "status", "expires_after", "expires_at", "last_active_at", "metadata", "description")
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
    NAME_FIELD_NUMBER: _ClassVar[int]
    USAGE_BYTES_FIELD_NUMBER: _ClassVar[int]
    FILE_COUNTS_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    EXPIRES_AFTER_FIELD_NUMBER: _ClassVar[int]
    EXPIRES_AT_FIELD_NUMBER: _ClassVar[int]
    LAST_ACTIVE_AT_FIELD_NUMBER: _ClassVar[int]
    METADATA_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    id: str
    object: str
    created_at: int
    name: str
    usage_bytes: int
    file_counts: FileCounts
    status: str
    expires_after: VectorStoreExpiration
    expires_at: int
    last_active_at: int
    metadata: _containers.ScalarMap[str, str]
    description: str
    def __init__(self, id: _Optional[str] = ..., object: _Optional[str] = ..., created_at: _Optional[int] = ..., name: _Optional[str] = ..., usage_bytes: _Optional[int] = ..., file_counts: _Optional[_Union[FileCounts, _Mapping]] = ..., status: _Optional[str] = ..., expires_after: _Optional[_Union[VectorStoreExpiration, _Mapping]] = ..., expires_at: _Optional[int] = ..., last_active_at: _Optional[int] = ..., metadata: _Optional[_Mapping[str, str]] = ..., description: _Optional[str] = ...) -> None: ...

class AutoChunkingStrategy(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class StaticChunkingSizes(_message.Message):
    __slots__ = ("max_chunk_size_tokens", "chunk_overlap_tokens")
    MAX_CHUNK_SIZE_TOKENS_FIELD_NUMBER: _ClassVar[int]
    CHUNK_OVERLAP_TOKENS_FIELD_NUMBER: _ClassVar[int]
    max_chunk_size_tokens: int
    chunk_overlap_tokens: int
    def __init__(self, max_chunk_size_tokens: _Optional[int] = ..., chunk_overlap_tokens: _Optional[int] = ...) -> None: ...

class StaticChunkingStrategy(_message.Message):
    __slots__ = ("static",)
    STATIC_FIELD_NUMBER: _ClassVar[int]
    static: StaticChunkingSizes
    def __init__(self, static: _Optional[_Union[StaticChunkingSizes, _Mapping]] = ...) -> None: ...

class ChunkingStrategy(_message.Message):
    __slots__ = ("auto", "static")
    AUTO_FIELD_NUMBER: _ClassVar[int]
    STATIC_FIELD_NUMBER: _ClassVar[int]
    auto: AutoChunkingStrategy
    static: StaticChunkingStrategy
    def __init__(self, auto: _Optional[_Union[AutoChunkingStrategy, _Mapping]] = ..., static: _Optional[_Union[StaticChunkingStrategy, _Mapping]] = ...) -> None: ...

class CreateVectorStoreRequest(_message.Message):
    __slots__ = ("file_ids", "name", "description", "expires_after", "chunking_strategy", "metadata")
    class MetadataEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    FILE_IDS_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    EXPIRES_AFTER_FIELD_NUMBER: _ClassVar[int]
    CHUNKING_STRATEGY_FIELD_NUMBER: _ClassVar[int]
    METADATA_FIELD_NUMBER: _ClassVar[int]
    file_ids: _containers.RepeatedScalarFieldContainer[str]
    name: str
    description: str
    expires_after: VectorStoreExpiration
    chunking_strategy: ChunkingStrategy
    metadata: _containers.ScalarMap[str, str]
    def __init__(self, file_ids: _Optional[_Iterable[str]] = ..., name: _Optional[str] = ..., description: _Optional[str] = ..., expires_after: _Optional[_Union[VectorStoreExpiration, _Mapping]] = ..., chunking_strategy: _Optional[_Union[ChunkingStrategy, _Mapping]] = ..., metadata: _Optional[_Mapping[str, str]] = ...) -> None: ...

class ModifyVectorStoreRequest(_message.Message):
    __slots__ = ("vector_store_id", "name", "expires_after", "metadata")
    class MetadataEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    VECTOR_STORE_ID_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    EXPIRES_AFTER_FIELD_NUMBER: _ClassVar[int]
    METADATA_FIELD_NUMBER: _ClassVar[int]
    vector_store_id: str
    name: str
    expires_after: VectorStoreExpiration
    metadata: _containers.ScalarMap[str, str]
    def __init__(self, vector_store_id: _Optional[str] = ..., name: _Optional[str] = ..., expires_after: _Optional[_Union[VectorStoreExpiration, _Mapping]] = ..., metadata: _Optional[_Mapping[str, str]] = ...) -> None: ...

class ListVectorStoresRequest(_message.Message):
    __slots__ = ("limit", "order", "after", "before")
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    AFTER_FIELD_NUMBER: _ClassVar[int]
    BEFORE_FIELD_NUMBER: _ClassVar[int]
    limit: int
    order: str
    after: str
    before: str
    def __init__(self, limit: _Optional[int] = ..., order: _Optional[str] = ..., after: _Optional[str] = ..., before: _Optional[str] = ...) -> None: ...

class ListVectorStoresResponse(_message.Message):
    __slots__ = ("object", "data", "first_id", "last_id", "has_more")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    FIRST_ID_FIELD_NUMBER: _ClassVar[int]
    LAST_ID_FIELD_NUMBER: _ClassVar[int]
    HAS_MORE_FIELD_NUMBER: _ClassVar[int]
    object: str
    data: _containers.RepeatedCompositeFieldContainer[VectorStore]
    first_id: str
    last_id: str
    has_more: bool
    def __init__(self, object: _Optional[str] = ..., data: _Optional[_Iterable[_Union[VectorStore, _Mapping]]] = ..., first_id: _Optional[str] = ..., last_id: _Optional[str] = ..., has_more: _Optional[bool] = ...) -> None: ...

class GetVectorStoreRequest(_message.Message):
    __slots__ = ("vector_store_id",)
    VECTOR_STORE_ID_FIELD_NUMBER: _ClassVar[int]
    vector_store_id: str
    def __init__(self, vector_store_id: _Optional[str] = ...) -> None: ...

class DeleteVectorStoreResponse(_message.Message):
    __slots__ = ("id", "object", "deleted")
    ID_FIELD_NUMBER: _ClassVar[int]
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    DELETED_FIELD_NUMBER: _ClassVar[int]
    id: str
    object: str
    deleted: bool
    def __init__(self, id: _Optional[str] = ..., object: _Optional[str] = ..., deleted: _Optional[bool] = ...) -> None: ...

class VectorStoreFileError(_message.Message):
    __slots__ = ("code", "message")
    CODE_FIELD_NUMBER: _ClassVar[int]
    MESSAGE_FIELD_NUMBER: _ClassVar[int]
    code: str
    message: str
    def __init__(self, code: _Optional[str] = ..., message: _Optional[str] = ...) -> None: ...

class VectorStoreFile(_message.Message):
    __slots__ = ("id", "object", "usage_bytes", "created_at", "vector_store_id", "status", "last_error", "chunking_strategy", "attributes")
    ID_FIELD_NUMBER: _ClassVar[int]
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    USAGE_BYTES_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    VECTOR_STORE_ID_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    LAST_ERROR_FIELD_NUMBER: _ClassVar[int]
    CHUNKING_STRATEGY_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTES_FIELD_NUMBER: _ClassVar[int]
    id: str
    object: str
    usage_bytes: int
    created_at: int
    vector_store_id: str
    status: str
    last_error: VectorStoreFileError
    chunking_strategy: ChunkingStrategy
    attributes: _struct_pb2.Struct
    def __init__(self, id: _Optional[str] = ..., object: _Optional[str] = ..., usage_bytes: _Optional[int] = ..., created_at: _Optional[int] = ..., vector_store_id: _Optional[str] = ..., status: _Optional[str] = ..., last_error: _Optional[_Union[VectorStoreFileError, _Mapping]] = ..., chunking_strategy: _Optional[_Union[ChunkingStrategy, _Mapping]] = ..., attributes: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ...) -> None: ...

class CreateVectorStoreFileRequest(_message.Message):
    __slots__ = ("vector_store_id", "file_id", "attributes", "chunking_strategy")
    VECTOR_STORE_ID_FIELD_NUMBER: _ClassVar[int]
    FILE_ID_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTES_FIELD_NUMBER: _ClassVar[int]
    CHUNKING_STRATEGY_FIELD_NUMBER: _ClassVar[int]
    vector_store_id: str
    file_id: str
    attributes: _struct_pb2.Struct
    chunking_strategy: ChunkingStrategy
    def __init__(self, vector_store_id: _Optional[str] = ..., file_id: _Optional[str] = ..., attributes: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., chunking_strategy: _Optional[_Union[ChunkingStrategy, _Mapping]] = ...) -> None: ...

class ListVectorStoreFilesRequest(_message.Message):
    __slots__ = ("vector_store_id", "filter", "limit", "order", "after", "before")
    VECTOR_STORE_ID_FIELD_NUMBER: _ClassVar[int]
    FILTER_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    AFTER_FIELD_NUMBER: _ClassVar[int]
    BEFORE_FIELD_NUMBER: _ClassVar[int]
    vector_store_id: str
    filter: str
    limit: int
    order: str
    after: str
    before: str
    def __init__(self, vector_store_id: _Optional[str] = ..., filter: _Optional[str] = ..., limit: _Optional[int] = ..., order: _Optional[str] = ..., after: _Optional[str] = ..., before: _Optional[str] = ...) -> None: ...

class ListVectorStoreFilesResponse(_message.Message):
    __slots__ = ("object", "data", "first_id", "last_id", "has_more")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    FIRST_ID_FIELD_NUMBER: _ClassVar[int]
    LAST_ID_FIELD_NUMBER: _ClassVar[int]
    HAS_MORE_FIELD_NUMBER: _ClassVar[int]
    object: str
    data: _containers.RepeatedCompositeFieldContainer[VectorStoreFile]
    first_id: str
    last_id: str
    has_more: bool
    def __init__(self, object: _Optional[str] = ..., data: _Optional[_Iterable[_Union[VectorStoreFile, _Mapping]]] = ..., first_id: _Optional[str] = ..., last_id: _Optional[str] = ..., has_more: _Optional[bool] = ...) -> None: ...

class GetVectorStoreFileRequest(_message.Message):
    __slots__ = ("vector_store_id", "file_id")
    VECTOR_STORE_ID_FIELD_NUMBER: _ClassVar[int]
    FILE_ID_FIELD_NUMBER: _ClassVar[int]
    vector_store_id: str
    file_id: str
    def __init__(self, vector_store_id: _Optional[str] = ..., file_id: _Optional[str] = ...) -> None: ...

class UpdateVectorStoreFileRequest(_message.Message):
    __slots__ = ("vector_store_id", "file_id", "attributes")
    VECTOR_STORE_ID_FIELD_NUMBER: _ClassVar[int]
    FILE_ID_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTES_FIELD_NUMBER: _ClassVar[int]
    vector_store_id: str
    file_id: str
    attributes: _struct_pb2.Struct
    def __init__(self, vector_store_id: _Optional[str] = ..., file_id: _Optional[str] = ..., attributes: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ...) -> None: ...

class DeleteVectorStoreFileResponse(_message.Message):
    __slots__ = ("id", "object", "deleted")
    ID_FIELD_NUMBER: _ClassVar[int]
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    DELETED_FIELD_NUMBER: _ClassVar[int]
    id: str
    object: str
    deleted: bool
    def __init__(self, id: _Optional[str] = ..., object: _Optional[str] = ..., deleted: _Optional[bool] = ...) -> None: ...

class TextContent(_message.Message):
    __slots__ = ("type", "text")
    TYPE_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    type: str
    text: str
    def __init__(self, type: _Optional[str] = ..., text: _Optional[str] = ...) -> None: ...

class VectorStoreFileContent(_message.Message):
    __slots__ = ("object", "data", "has_more", "next_page")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    HAS_MORE_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_FIELD_NUMBER: _ClassVar[int]
    object: str
    data: _containers.RepeatedCompositeFieldContainer[TextContent]
    has_more: bool
    next_page: str
    def __init__(self, object: _Optional[str] = ..., data: _Optional[_Iterable[_Union[TextContent, _Mapping]]] = ..., has_more: _Optional[bool] = ..., next_page: _Optional[str] = ...) -> None: ...

class FileBatchEntry(_message.Message):
    __slots__ = ("file_id", "attributes", "chunking_strategy")
    FILE_ID_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTES_FIELD_NUMBER: _ClassVar[int]
    CHUNKING_STRATEGY_FIELD_NUMBER: _ClassVar[int]
    file_id: str
    attributes: _struct_pb2.Struct
    chunking_strategy: ChunkingStrategy
    def __init__(self, file_id: _Optional[str] = ..., attributes: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., chunking_strategy: _Optional[_Union[ChunkingStrategy, _Mapping]] = ...) -> None: ...

class CreateFileBatchRequest(_message.Message):
    __slots__ = ("vector_store_id", "file_ids", "files", "attributes", "chunking_strategy")
    VECTOR_STORE_ID_FIELD_NUMBER: _ClassVar[int]
    FILE_IDS_FIELD_NUMBER: _ClassVar[int]
    FILES_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTES_FIELD_NUMBER: _ClassVar[int]
    CHUNKING_STRATEGY_FIELD_NUMBER: _ClassVar[int]
    vector_store_id: str
    file_ids: _containers.RepeatedScalarFieldContainer[str]
    files: _containers.RepeatedCompositeFieldContainer[FileBatchEntry]
    attributes: _struct_pb2.Struct
    chunking_strategy: ChunkingStrategy
    def __init__(self, vector_store_id: _Optional[str] = ..., file_ids: _Optional[_Iterable[str]] = ..., files: _Optional[_Iterable[_Union[FileBatchEntry, _Mapping]]] = ..., attributes: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., chunking_strategy: _Optional[_Union[ChunkingStrategy, _Mapping]] = ...) -> None: ...

class FileBatch(_message.Message):
    __slots__ = ("id", "object", "created_at", "vector_store_id", "status", "file_counts")
    ID_FIELD_NUMBER: _ClassVar[int]
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    CREATED_AT_FIELD_NUMBER: _ClassVar[int]
    VECTOR_STORE_ID_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    FILE_COUNTS_FIELD_NUMBER: _ClassVar[int]
    id: str
    object: str
    created_at: int
    vector_store_id: str
    status: str
    file_counts: FileCounts
    def __init__(self, id: _Optional[str] = ..., object: _Optional[str] = ..., created_at: _Optional[int] = ..., vector_store_id: _Optional[str] = ..., status: _Optional[str] = ..., file_counts: _Optional[_Union[FileCounts, _Mapping]] = ...) -> None: ...

class GetFileBatchRequest(_message.Message):
    __slots__ = ("vector_store_id", "batch_id")
    VECTOR_STORE_ID_FIELD_NUMBER: _ClassVar[int]
    BATCH_ID_FIELD_NUMBER: _ClassVar[int]
    vector_store_id: str
    batch_id: str
    def __init__(self, vector_store_id: _Optional[str] = ..., batch_id: _Optional[str] = ...) -> None: ...

class ListFileBatchFilesRequest(_message.Message):
    __slots__ = ("vector_store_id", "batch_id", "filter", "limit", "order", "after", "before")
    VECTOR_STORE_ID_FIELD_NUMBER: _ClassVar[int]
    BATCH_ID_FIELD_NUMBER: _ClassVar[int]
    FILTER_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    AFTER_FIELD_NUMBER: _ClassVar[int]
    BEFORE_FIELD_NUMBER: _ClassVar[int]
    vector_store_id: str
    batch_id: str
    filter: str
    limit: int
    order: str
    after: str
    before: str
    def __init__(self, vector_store_id: _Optional[str] = ..., batch_id: _Optional[str] = ..., filter: _Optional[str] = ..., limit: _Optional[int] = ..., order: _Optional[str] = ..., after: _Optional[str] = ..., before: _Optional[str] = ...) -> None: ...

class SearchQuery(_message.Message):
    __slots__ = ("text", "queries")
    TEXT_FIELD_NUMBER: _ClassVar[int]
    QUERIES_FIELD_NUMBER: _ClassVar[int]
    text: str
    queries: _content_pb2.StringList
    def __init__(self, text: _Optional[str] = ..., queries: _Optional[_Union[_content_pb2.StringList, _Mapping]] = ...) -> None: ...

class SearchVectorStoreRequest(_message.Message):
    __slots__ = ("vector_store_id", "query", "max_num_results", "filters", "ranking_options", "rewrite_query")
    VECTOR_STORE_ID_FIELD_NUMBER: _ClassVar[int]
    QUERY_FIELD_NUMBER: _ClassVar[int]
    MAX_NUM_RESULTS_FIELD_NUMBER: _ClassVar[int]
    FILTERS_FIELD_NUMBER: _ClassVar[int]
    RANKING_OPTIONS_FIELD_NUMBER: _ClassVar[int]
    REWRITE_QUERY_FIELD_NUMBER: _ClassVar[int]
    vector_store_id: str
    query: SearchQuery
    max_num_results: int
    filters: _struct_pb2.Struct
    ranking_options: _struct_pb2.Struct
    rewrite_query: bool
    def __init__(self, vector_store_id: _Optional[str] = ..., query: _Optional[_Union[SearchQuery, _Mapping]] = ..., max_num_results: _Optional[int] = ..., filters: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., ranking_options: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., rewrite_query: _Optional[bool] = ...) -> None: ...

class SearchResult(_message.Message):
    __slots__ = ("file_id", "filename", "score", "attributes", "content")
    FILE_ID_FIELD_NUMBER: _ClassVar[int]
    FILENAME_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    ATTRIBUTES_FIELD_NUMBER: _ClassVar[int]
    CONTENT_FIELD_NUMBER: _ClassVar[int]
    file_id: str
    filename: str
    score: float
    attributes: _struct_pb2.Struct
    content: _containers.RepeatedCompositeFieldContainer[TextContent]
    def __init__(self, file_id: _Optional[str] = ..., filename: _Optional[str] = ..., score: _Optional[float] = ..., attributes: _Optional[_Union[_struct_pb2.Struct, _Mapping]] = ..., content: _Optional[_Iterable[_Union[TextContent, _Mapping]]] = ...) -> None: ...

class SearchResultsPage(_message.Message):
    __slots__ = ("object", "search_query", "data", "has_more", "next_page")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    SEARCH_QUERY_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    HAS_MORE_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_FIELD_NUMBER: _ClassVar[int]
    object: str
    search_query: _containers.RepeatedScalarFieldContainer[str]
    data: _containers.RepeatedCompositeFieldContainer[SearchResult]
    has_more: bool
    next_page: str
    def __init__(self, object: _Optional[str] = ..., search_query: _Optional[_Iterable[str]] = ..., data: _Optional[_Iterable[_Union[SearchResult, _Mapping]]] = ..., has_more: _Optional[bool] = ..., next_page: _Optional[str] = ...) -> None: ...
