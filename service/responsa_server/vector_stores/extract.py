"""Text of an uploaded file, by its extension: plain text and Markdown as they are, HTML through
BeautifulSoup, JSON through the json module, PDF through pypdf. Anything else is unsupported."""

from __future__ import annotations

import io
import json
from pathlib import PurePosixPath
from typing import Any

PLAIN = frozenset(
    ".txt .text .md .markdown .rst .csv .tsv .log .py .js .ts .java .c .h .cpp .cs .go .rb .rs "
    ".sh .php .css .tex .yaml .yml .toml .ini .xml".split()
)
HTML = frozenset((".html", ".htm"))


class ExtractionError(Exception):
    """Why a file yields no text; `code` is OpenAI's last_error code."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def extract_text(filename: str, data: bytes) -> str:
    """The file's text (CPU-bound: call it in a thread). Raises ExtractionError, for any
    failure: a parser's own exception (deep JSON nesting's RecursionError, ...) is the file's
    fault, never the server's."""
    try:
        return _extract(filename, data)
    except ExtractionError:
        raise
    except Exception as error:
        raise ExtractionError(
            "invalid_file", f"The file could not be read: {type(error).__name__}"
        ) from None


def _extract(filename: str, data: bytes) -> str:
    suffix = PurePosixPath(filename.lower()).suffix
    if not data:
        raise ExtractionError("invalid_file", "The file is empty.")
    if suffix == ".pdf":
        text = _pdf(data)
    elif suffix in HTML:
        from bs4 import BeautifulSoup

        soup = BeautifulSoup(_decode(data), "html.parser")
        for hidden in soup(["script", "style", "noscript"]):
            hidden.decompose()
        text = soup.get_text("\n")
    elif suffix == ".json":
        try:
            text = "\n".join(_json_lines(json.loads(_decode(data)), ""))
        except ValueError:
            raise ExtractionError("invalid_file", "The file is not valid JSON.") from None
    elif suffix in PLAIN:
        text = _decode(data)
    else:
        raise ExtractionError(
            "unsupported_file",
            f"Files of type '{suffix or 'none'}' are not supported; supported are plain text, "
            "Markdown, HTML, JSON and PDF (and common source-code and text extensions).",
        )
    text = "\n".join(line.rstrip() for line in text.splitlines())
    if not text.strip():
        raise ExtractionError("invalid_file", "The file contains no text.")
    return text.strip()


def _decode(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ExtractionError("invalid_file", "The file is not valid UTF-8 text.") from None


def _pdf(data: bytes) -> str:
    from pypdf import PdfReader

    # Any failure of the parser is the file's: pypdf's own errors (LimitReachedError for a
    # stream that inflates past its limit, a decompression bomb), and whatever a malformed
    # file makes it raise on the way (ValueError, KeyError, RecursionError, ...).
    try:
        reader = PdfReader(io.BytesIO(data))
        return "\n\n".join(page.extract_text() or "" for page in reader.pages)
    except Exception as error:
        raise ExtractionError(
            "invalid_file", f"The PDF could not be read: {type(error).__name__}: {error}"
        ) from None


def _json_lines(value: Any, path: str) -> list[str]:
    """`key.path: value` lines, so keys are searchable next to their values."""
    if isinstance(value, dict):
        return [
            line
            for k, v in value.items()
            for line in _json_lines(v, f"{path}.{k}" if path else str(k))
        ]
    if isinstance(value, list):
        return [line for v in value for line in _json_lines(v, path)]
    rendered = value if isinstance(value, str) else json.dumps(value)
    return [f"{path}: {rendered}" if path else str(rendered)]
