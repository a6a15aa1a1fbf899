"""`include: ["message.input_image.image_url"]` on stored input items: an image a message gave by
`file_id` is listed with the `image_url` the model was sent (the file as a data URL).

Stored items keep what the client sent; the URL is made when a listing asks for it. An image
whose file is gone (deleted since) keeps `image_url` null.
"""

from __future__ import annotations

from typing import Any

from responsa_server.blobs import BlobStore
from responsa_server.files.media import data_url, image_type
from responsa_server.files.store import FileStore

IMAGE_URL_INCLUDE = "message.input_image.image_url"


class StoredImages:
    """Data URLs of a project's uploaded images, for listings that include them."""

    def __init__(self, files: FileStore, blobs: BlobStore) -> None:
        self._files = files
        self._blobs = blobs

    async def with_urls(
        self, items: list[dict[str, Any]], include: list[str] | tuple[str, ...], *, project: str
    ) -> list[dict[str, Any]]:
        """`items` (copied where changed) with every file-id image's `image_url` filled in,
        when `include` asks for it."""
        if IMAGE_URL_INCLUDE not in include:
            return items
        urls: dict[str, str | None] = {}
        listed: list[dict[str, Any]] = []
        for item in items:
            content = item.get("content") if item.get("type", "message") == "message" else None
            if not isinstance(content, list) or not any(_wants_url(p) for p in content):
                listed.append(item)
                continue
            parts = []
            for part in content:
                if _wants_url(part):
                    file_id = part["file_id"]
                    if file_id not in urls:
                        urls[file_id] = await self._url(file_id, project)
                    part = {**part, "image_url": urls[file_id]}
                parts.append(part)
            listed.append({**item, "content": parts})
        return listed

    async def _url(self, file_id: str, project: str) -> str | None:
        stored = await self._files.get(file_id, project=project)
        if stored is None:
            return None
        try:
            data = await self._blobs.get(stored.blob_key)
        except KeyError:
            return None
        media_type = image_type(data)
        return data_url(media_type, data) if media_type else None


def _wants_url(part: Any) -> bool:
    return (
        isinstance(part, dict)
        and part.get("type") == "input_image"
        and bool(part.get("file_id"))
        and not part.get("image_url")
    )
