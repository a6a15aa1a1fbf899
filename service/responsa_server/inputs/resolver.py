"""`InputResolver`: images and files of input items turned into what the upstream can read,
before it is called.

- `input_image` by `file_id`: the project's file from the blob store, as a data URL (another
  project's id is the same 404 as an unknown one); by `image_url`: passed on when the upstream
  fetches URLs, else fetched here through the egress policy and inlined. A data URL is checked.
  `detail` is kept. The image must be PNG, JPEG, GIF or WebP (read from its bytes) and within
  the size limit.
- a `computer_call_output`'s screenshot (`image_url` or `file_id`) as an `input_image`.
- `input_file` by `file_id`, `file_url` (through the egress policy) or `file_data` (a data URL
  or base64, with `filename`): a PDF goes as a file part to an upstream that takes them;
  otherwise its text, extracted as vector stores do (vector_stores/extract.py), goes as text
  with the file's name. A type with no extractor is a 400.

Every refusal is an OpenAI-shaped 4xx naming the part (`input[0].content[1].file_id`). Items
of the stored context were accepted once: a part that no longer resolves (a deleted file, a URL
gone) becomes a short note to the model instead of failing every later turn. The items the
client sent stay what is stored; the resolved copies only go to the upstream.
"""

from __future__ import annotations

import asyncio
import mimetypes
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Any

from responsa_server.blobs import BlobStore
from responsa_server.files.media import (
    IMAGE_TYPES,
    data_url,
    decode_base64,
    image_type,
    parse_data_url,
)
from responsa_server.files.store import FileStore
from responsa_server.inputs.capabilities import InputLimits, UpstreamInputs
from responsa_server.inputs.fetch import Fetched, FetchError, UrlFetcher
from responsa_server.model.errors import ApiError
from responsa_server.vector_stores.extract import ExtractionError, extract_text

Item = dict[str, Any]
Part = dict[str, Any]

_RESOLVED_PART_TYPES = ("input_image", "input_file")
_PDF_MAGIC = b"%PDF-"


class _Refused(Exception):
    """A part that cannot be used: the status, words and code of its error, and the part's
    field it is about."""

    def __init__(self, status: int, field: str, message: str, code: str | None) -> None:
        super().__init__(message)
        self.status = status
        self.field = field
        self.message = message
        self.code = code

    def api_error(self, where: str) -> ApiError:
        return ApiError(self.status, self.message, param=f"{where}.{self.field}", code=self.code)


@dataclass(frozen=True, slots=True)
class _File:
    name: str
    data: bytes


def needs_resolving(items: list[Item]) -> bool:
    """Whether any item has an image or file part (the common text-only request skips the
    walk entirely)."""
    return any(_parts_key(item) is not None or _screenshot(item) is not None for item in items)


def _screenshot(item: Item) -> Part | None:
    """A `computer_call_output`'s screenshot as the image part it is resolved as."""
    output = item.get("output") if item.get("type") == "computer_call_output" else None
    if not isinstance(output, dict) or not (output.get("image_url") or output.get("file_id")):
        return None
    return {
        "type": "input_image",
        "image_url": output.get("image_url"),
        **({"file_id": output["file_id"]} if output.get("file_id") else {}),
    }


def _parts_key(item: Item) -> str | None:
    """The key of an item's list of content parts when it has image or file parts."""
    kind = item.get("type", "message")
    key = "content" if kind == "message" else "output" if kind == "function_call_output" else None
    if key is None:
        return None
    parts = item.get(key)
    if not isinstance(parts, list):
        return None
    if any(isinstance(p, dict) and p.get("type") in _RESOLVED_PART_TYPES for p in parts):
        return key
    return None


class InputResolver:
    """Resolves the image and file parts of input items for one upstream."""

    def __init__(
        self,
        files: FileStore,
        blobs: BlobStore,
        fetcher: UrlFetcher,
        *,
        limits: InputLimits | None = None,
    ) -> None:
        self._files = files
        self._blobs = blobs
        self._fetcher = fetcher
        self.limits = limits or InputLimits()

    async def resolve(
        self,
        items: list[Item],
        upstream: UpstreamInputs,
        *,
        project: str,
        param: str | None,
    ) -> list[Item]:
        """`items` with every image and file part resolved (copies; `items` is unchanged).

        `param` names the list in errors (`input`); None for the stored context, whose parts
        that no longer resolve become notes.
        """
        if not needs_resolving(items):
            return items
        resolved: list[Item] = []
        for index, item in enumerate(items):
            screenshot = _screenshot(item)
            if screenshot is not None:
                try:
                    image = await self._image(screenshot, upstream, project)
                except _Refused as refused:
                    if param is not None:
                        raise refused.api_error(f"{param}[{index}].output") from None
                    # A stored screenshot gone: the model is told none was taken.
                    image = {}
                shown = {"type": "computer_screenshot", "image_url": image.get("image_url")}
                resolved.append({**item, "output": shown})
                continue
            key = _parts_key(item)
            if key is None:
                resolved.append(item)
                continue
            parts: list[Part] = []
            for position, part in enumerate(item[key]):
                if not isinstance(part, dict) or part.get("type") not in _RESOLVED_PART_TYPES:
                    parts.append(part)
                    continue
                try:
                    parts.append(await self._part(part, upstream, project))
                except _Refused as refused:
                    if param is None:
                        parts.append(_note(part, refused.message))
                        continue
                    raise refused.api_error(f"{param}[{index}].{key}[{position}]") from None
            resolved.append({**item, key: parts})
        return resolved

    async def _part(self, part: Part, upstream: UpstreamInputs, project: str) -> Part:
        if part["type"] == "input_image":
            return await self._image(part, upstream, project)
        return await self._file(part, upstream, project)

    # -- images --------------------------------------------------------------------------------

    async def _image(self, part: Part, upstream: UpstreamInputs, project: str) -> Part:
        url = part.get("image_url")
        if part.get("file_id") and not url:
            stored = await self._stored(part["file_id"], project, self.limits.image_bytes)
            url = _image_data_url(stored.data, "file_id", stored.name)
        elif isinstance(url, str) and url.startswith("data:"):
            decoded = parse_data_url(url)
            if decoded is None:
                raise _Refused(
                    400,
                    "image_url",
                    "Invalid 'image_url': the data URL is not base64-encoded data.",
                    "invalid_image_url",
                )
            _check_size(len(decoded.data), self.limits.image_bytes, "image_url", "image")
            _image_data_url(decoded.data, "image_url", None)  # its type, from its bytes
        elif isinstance(url, str) and not upstream.fetches_urls:
            fetched = await self._fetch(url, "image_url", self.limits.image_bytes, "image")
            url = _image_data_url(fetched.data, "image_url", None)
        resolved: Part = {"type": "input_image", "image_url": url}
        if part.get("detail"):
            resolved["detail"] = part["detail"]
        return resolved

    # -- files ---------------------------------------------------------------------------------

    async def _file(self, part: Part, upstream: UpstreamInputs, project: str) -> Part:
        limit = self.limits.file_bytes
        field: str
        if part.get("file_id"):
            field = "file_id"
            file = await self._stored(part["file_id"], project, limit)
        elif part.get("file_data"):
            field = "file_data"
            file = _inline_file(part["file_data"], part.get("filename"), limit)
        else:
            field = "file_url"
            fetched = await self._fetch(part["file_url"], "file_url", limit, "file")
            name = part.get("filename") or fetched.name or "file"
            file = _File(_with_extension(name, fetched.media_type, fetched.data), fetched.data)
        name = _with_extension(part.get("filename") or file.name, "", file.data)
        if upstream.file_parts and _is_pdf(name, file.data):
            return {
                "type": "input_file",
                "filename": name,
                "file_data": data_url("application/pdf", file.data),
            }
        text = await _extracted(name, file.data, field)
        return {"type": "input_text", "text": f'<file name="{name}">\n{text}\n</file>'}

    # -- sources -------------------------------------------------------------------------------

    async def _stored(self, file_id: str, project: str, limit: int) -> _File:
        """A file of `project` by id; any other project's is not found, exactly as unknown."""
        stored = await self._files.get(file_id, project=project)
        if stored is None:
            raise _Refused(404, "file_id", f"No such File object: {file_id}", None)
        _check_size(stored.bytes, limit, "file_id", "file")
        try:
            data = await self._blobs.get(stored.blob_key)
        except KeyError:
            raise _Refused(404, "file_id", f"No such File object: {file_id}", None) from None
        return _File(stored.filename, data)

    async def _fetch(self, url: str, field: str, limit: int, what: str) -> Fetched:
        try:
            return await self._fetcher.fetch(url, max_bytes=limit)
        except FetchError as error:
            if error.too_large:
                _check_size(limit + 1, limit, field, what)
            code = "invalid_image_url" if what == "image" else "invalid_value"
            raise _Refused(
                400,
                field,
                f"Error while downloading the {what} at '{field}': {error.message}.",
                code,
            ) from None


def _note(part: Part, reason: str) -> Part:
    """What the model reads instead of a stored part that no longer resolves."""
    what = "image" if part["type"] == "input_image" else "file"
    return {"type": "input_text", "text": f"[An earlier {what} is no longer available: {reason}]"}


def _check_size(size: int, limit: int, field: str, what: str) -> None:
    if size > limit:
        raise _Refused(
            400,
            field,
            f"Invalid '{field}': the {what} is larger than the limit of {limit} bytes.",
            "file_too_large" if what == "file" else "image_too_large",
        )


def _image_data_url(data: bytes, field: str, name: str | None) -> str:
    media_type = image_type(data)
    if media_type is None:
        named = f" '{name}'" if name else ""
        kinds = ", ".join(t.removeprefix("image/") for t in IMAGE_TYPES)
        raise _Refused(
            400,
            field,
            f"Invalid '{field}': the file{named} is not a supported image; supported image "
            f"formats are {kinds}.",
            "invalid_image_format",
        )
    return data_url(media_type, data)


def _inline_file(file_data: str, filename: str | None, limit: int) -> _File:
    decoded = parse_data_url(file_data)
    if decoded is not None:
        data, media_type = decoded.data, decoded.media_type
    else:
        raw = decode_base64(file_data)
        if raw is None:
            raise _Refused(
                400,
                "file_data",
                "Invalid 'file_data': expected a base64 data URL "
                "(data:<media type>;base64,<data>) or base64 text.",
                "invalid_value",
            )
        data, media_type = raw, ""
    _check_size(len(data), limit, "file_data", "file")
    if not filename and not media_type:
        raise _Refused(
            400,
            "filename",
            "Missing required parameter: 'filename' (an input_file with file_data needs it).",
            "missing_required_parameter",
        )
    return _File(_with_extension(filename or "file", media_type, data), data)


def _with_extension(name: str, media_type: str, data: bytes) -> str:
    """`name` with an extension the extractors know, when it has none: from the bytes (PDF)
    or the stated media type."""
    if PurePosixPath(name).suffix:
        return name
    if data.startswith(_PDF_MAGIC):
        return name + ".pdf"
    guessed = mimetypes.guess_extension(media_type) if media_type else None
    return name + guessed if guessed else name


def _is_pdf(name: str, data: bytes) -> bool:
    return data.startswith(_PDF_MAGIC) or name.lower().endswith(".pdf")


async def _extracted(name: str, data: bytes, field: str) -> str:
    """The file's text (extraction runs in a thread: PDF parsing is CPU-bound)."""
    try:
        return await asyncio.to_thread(extract_text, name, data)
    except ExtractionError as error:
        raise _Refused(
            400, field, f"Invalid '{field}' ('{name}'): {error.message}", error.code
        ) from None
