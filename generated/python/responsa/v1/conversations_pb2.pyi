from google.api import annotations_pb2 as _annotations_pb2
from google.api import httpbody_pb2 as _httpbody_pb2
from responsa.v1 import items_pb2 as _items_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Conversation(_message.Message):
    __slots__ = ("id", "object", "created_at", "metadata")
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
    METADATA_FIELD_NUMBER: _ClassVar[int]
    id: str
    object: str
    created_at: int
    metadata: _containers.ScalarMap[str, str]
    def __init__(self, id: _Optional[str] = ..., object: _Optional[str] = ..., created_at: _Optional[int] = ..., metadata: _Optional[_Mapping[str, str]] = ...) -> None: ...

class ListConversationsRequest(_message.Message):
    __slots__ = ("after", "limit", "order")
    AFTER_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    after: str
    limit: int
    order: str
    def __init__(self, after: _Optional[str] = ..., limit: _Optional[int] = ..., order: _Optional[str] = ...) -> None: ...

class ConversationList(_message.Message):
    __slots__ = ("object", "data", "first_id", "last_id", "has_more")
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    DATA_FIELD_NUMBER: _ClassVar[int]
    FIRST_ID_FIELD_NUMBER: _ClassVar[int]
    LAST_ID_FIELD_NUMBER: _ClassVar[int]
    HAS_MORE_FIELD_NUMBER: _ClassVar[int]
    object: str
    data: _containers.RepeatedCompositeFieldContainer[Conversation]
    first_id: str
    last_id: str
    has_more: bool
    def __init__(self, object: _Optional[str] = ..., data: _Optional[_Iterable[_Union[Conversation, _Mapping]]] = ..., first_id: _Optional[str] = ..., last_id: _Optional[str] = ..., has_more: _Optional[bool] = ...) -> None: ...

class ConversationHttpBody(_message.Message):
    __slots__ = ("conversation_id", "body", "include")
    CONVERSATION_ID_FIELD_NUMBER: _ClassVar[int]
    BODY_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_FIELD_NUMBER: _ClassVar[int]
    conversation_id: str
    body: _httpbody_pb2.HttpBody
    include: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, conversation_id: _Optional[str] = ..., body: _Optional[_Union[_httpbody_pb2.HttpBody, _Mapping]] = ..., include: _Optional[_Iterable[str]] = ...) -> None: ...

class CreateConversationRequest(_message.Message):
    __slots__ = ("metadata", "items")
    class MetadataEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    METADATA_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    metadata: _containers.ScalarMap[str, str]
    items: _containers.RepeatedCompositeFieldContainer[_items_pb2.InputItem]
    def __init__(self, metadata: _Optional[_Mapping[str, str]] = ..., items: _Optional[_Iterable[_Union[_items_pb2.InputItem, _Mapping]]] = ...) -> None: ...

class GetConversationRequest(_message.Message):
    __slots__ = ("conversation_id",)
    CONVERSATION_ID_FIELD_NUMBER: _ClassVar[int]
    conversation_id: str
    def __init__(self, conversation_id: _Optional[str] = ...) -> None: ...

class UpdateConversationRequest(_message.Message):
    __slots__ = ("conversation_id", "metadata")
    class MetadataEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    CONVERSATION_ID_FIELD_NUMBER: _ClassVar[int]
    METADATA_FIELD_NUMBER: _ClassVar[int]
    conversation_id: str
    metadata: _containers.ScalarMap[str, str]
    def __init__(self, conversation_id: _Optional[str] = ..., metadata: _Optional[_Mapping[str, str]] = ...) -> None: ...

class DeleteConversationRequest(_message.Message):
    __slots__ = ("conversation_id",)
    CONVERSATION_ID_FIELD_NUMBER: _ClassVar[int]
    conversation_id: str
    def __init__(self, conversation_id: _Optional[str] = ...) -> None: ...

class DeleteConversationResponse(_message.Message):
    __slots__ = ("id", "object", "deleted")
    ID_FIELD_NUMBER: _ClassVar[int]
    OBJECT_FIELD_NUMBER: _ClassVar[int]
    DELETED_FIELD_NUMBER: _ClassVar[int]
    id: str
    object: str
    deleted: bool
    def __init__(self, id: _Optional[str] = ..., object: _Optional[str] = ..., deleted: _Optional[bool] = ...) -> None: ...

class CreateConversationItemsRequest(_message.Message):
    __slots__ = ("conversation_id", "items", "include")
    CONVERSATION_ID_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_FIELD_NUMBER: _ClassVar[int]
    conversation_id: str
    items: _containers.RepeatedCompositeFieldContainer[_items_pb2.InputItem]
    include: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, conversation_id: _Optional[str] = ..., items: _Optional[_Iterable[_Union[_items_pb2.InputItem, _Mapping]]] = ..., include: _Optional[_Iterable[str]] = ...) -> None: ...

class ListConversationItemsRequest(_message.Message):
    __slots__ = ("conversation_id", "after", "limit", "order", "include")
    CONVERSATION_ID_FIELD_NUMBER: _ClassVar[int]
    AFTER_FIELD_NUMBER: _ClassVar[int]
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    ORDER_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_FIELD_NUMBER: _ClassVar[int]
    conversation_id: str
    after: str
    limit: int
    order: str
    include: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, conversation_id: _Optional[str] = ..., after: _Optional[str] = ..., limit: _Optional[int] = ..., order: _Optional[str] = ..., include: _Optional[_Iterable[str]] = ...) -> None: ...

class ConversationItemList(_message.Message):
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

class GetConversationItemRequest(_message.Message):
    __slots__ = ("conversation_id", "item_id", "include")
    CONVERSATION_ID_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_FIELD_NUMBER: _ClassVar[int]
    conversation_id: str
    item_id: str
    include: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, conversation_id: _Optional[str] = ..., item_id: _Optional[str] = ..., include: _Optional[_Iterable[str]] = ...) -> None: ...

class DeleteConversationItemRequest(_message.Message):
    __slots__ = ("conversation_id", "item_id")
    CONVERSATION_ID_FIELD_NUMBER: _ClassVar[int]
    ITEM_ID_FIELD_NUMBER: _ClassVar[int]
    conversation_id: str
    item_id: str
    def __init__(self, conversation_id: _Optional[str] = ..., item_id: _Optional[str] = ...) -> None: ...
