"""What kind of image some bytes are, and `data:` URLs to carry them.

Four fixed signatures (PNG, JPEG, GIF, WebP: the image types OpenAI's vision input accepts) are
read from the bytes themselves, never from a file name or a client's claimed media type, so a
renamed or mislabelled file is judged by what it is.
"""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass

IMAGE_TYPES = ("image/png", "image/jpeg", "image/gif", "image/webp")


def image_type(data: bytes) -> str | None:
    """The media type of an image in one of `IMAGE_TYPES`, or None."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data.startswith((b"GIF87a", b"GIF89a")):
        return "image/gif"
    if len(data) >= 12 and data.startswith(b"RIFF") and data[8:12] == b"WEBP":
        return "image/webp"
    return None


def data_url(media_type: str, data: bytes) -> str:
    """A base64 `data:` URL of `data`."""
    return f"data:{media_type};base64,{base64.b64encode(data).decode('ascii')}"


@dataclass(frozen=True, slots=True)
class DataUrl:
    """A parsed `data:` URL: its declared media type (may be empty) and its bytes."""

    media_type: str
    data: bytes


def parse_data_url(url: str) -> DataUrl | None:
    """The media type and bytes of a base64 `data:` URL; None when `url` is not one."""
    if not url.startswith("data:"):
        return None
    header, comma, payload = url[5:].partition(",")
    if not comma:
        return None
    fields = header.split(";")
    if "base64" not in fields[1:]:
        return None
    try:
        data = base64.b64decode(payload, validate=True)
    except (binascii.Error, ValueError):
        return None
    return DataUrl(fields[0].strip().lower(), data)


def decode_base64(text: str) -> bytes | None:
    """Bytes of plain base64 text (a `file_data` without the `data:` header), or None."""
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        return None
