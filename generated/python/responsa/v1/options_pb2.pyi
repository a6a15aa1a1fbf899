from google.protobuf import descriptor_pb2 as _descriptor_pb2
from google.protobuf import descriptor as _descriptor
from typing import ClassVar as _ClassVar

DESCRIPTOR: _descriptor.FileDescriptor
JSON_TYPE_FIELD_NUMBER: _ClassVar[int]
json_type: _descriptor.FieldDescriptor
JSON_FALLBACK_FIELD_NUMBER: _ClassVar[int]
json_fallback: _descriptor.FieldDescriptor
DEFAULT_JSON_TYPE_FIELD_NUMBER: _ClassVar[int]
default_json_type: _descriptor.FieldDescriptor
