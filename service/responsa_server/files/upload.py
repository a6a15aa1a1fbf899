"""A `POST /v1/files` body: multipart/form-data parsed with python-multipart."""

from __future__ import annotations

from dataclasses import dataclass, field

from python_multipart.multipart import MultipartParser, parse_options_header

from responsa_server.model.errors import ApiError, invalid_param


@dataclass(slots=True)
class FormPart:
    """One form field: its name, the file name if it is a file, its bytes."""

    name: str = ""
    filename: str | None = None
    chunks: list[bytes] = field(default_factory=list)

    @property
    def data(self) -> bytes:
        """The part's body."""
        return b"".join(self.chunks)


@dataclass(slots=True)
class _Collector:
    parts: list[FormPart] = field(default_factory=list)
    header_field: bytes = b""
    header_value: bytes = b""
    # The closing boundary was read: without it the body was cut short.
    ended: bool = False

    def end(self) -> None:
        self.ended = True

    def begin(self) -> None:
        self.parts.append(FormPart())

    def data(self, data: bytes, start: int, end: int) -> None:
        self.parts[-1].chunks.append(data[start:end])

    def field_name(self, data: bytes, start: int, end: int) -> None:
        self.header_field += data[start:end]

    def field_value(self, data: bytes, start: int, end: int) -> None:
        self.header_value += data[start:end]

    def header_end(self) -> None:
        if self.header_field.lower() == b"content-disposition":
            _, options = parse_options_header(self.header_value)
            part = self.parts[-1]
            part.name = options.get(b"name", b"").decode("utf-8", "replace")
            raw_filename = options.get(b"filename")
            if raw_filename is not None:
                part.filename = raw_filename.decode("utf-8", "replace")
        self.header_field = self.header_value = b""


def parse_form(content_type: str, body: bytes) -> dict[str, FormPart]:
    """The form's parts by name, or a 400 saying what is wrong: a body cut before its closing
    boundary, or a field sent twice (which one was meant cannot be told)."""
    media_type, options = parse_options_header(content_type)
    boundary = options.get(b"boundary")
    if media_type != b"multipart/form-data" or not boundary:
        raise ApiError(
            400,
            "Invalid content type: expected multipart/form-data with a boundary, got "
            f"'{content_type or 'none'}'.",
        )
    collector = _Collector()
    parser = MultipartParser(
        boundary,
        {
            "on_part_begin": collector.begin,
            "on_part_data": collector.data,
            "on_header_field": collector.field_name,
            "on_header_value": collector.field_value,
            "on_header_end": collector.header_end,
            "on_end": collector.end,
        },
    )
    try:
        parser.write(body)
        parser.finalize()
    except Exception as error:  # python-multipart raises its own error types
        raise ApiError(400, f"Could not parse the multipart form: {error}") from None
    if not collector.ended:
        raise ApiError(
            400, "Could not parse the multipart form: the body ends before its closing boundary."
        )
    parts: dict[str, FormPart] = {}
    for part in collector.parts:
        if not part.name:
            continue
        if part.name in parts:
            raise invalid_param(
                part.name, f"Invalid '{part.name}': the form has more than one '{part.name}' part."
            )
        parts[part.name] = part
    return parts


def form_text(parts: dict[str, FormPart], name: str) -> str | None:
    """A text field's value, or None when absent."""
    part = parts.get(name)
    if part is None:
        return None
    try:
        return part.data.decode()
    except UnicodeDecodeError:
        raise invalid_param(name, f"Invalid '{name}': expected text.") from None
