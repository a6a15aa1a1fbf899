"""The Vector Stores API's request bodies, checked and parsed: each bad input is a 400 naming
its parameter, raised before anything is read or written. (Attribute filters and ranking
options are parsed by `filters.py` and `search.py`.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson

from responsa_server.model.errors import ApiError, invalid_param
from responsa_server.model.request.checks import MAX_JSON_DEPTH, json_depth, no_nul
from responsa_server.model.retrieval import Ranking, check_attributes, check_filter, parse_ranking
from responsa_server.vector_stores.chunking import parse_strategy
from responsa_server.vector_stores.ingestion_records import STATUSES

Json = dict[str, Any]
# A file to attach: its id, its attributes and its chunking strategy.
Attachment = tuple[str, Json, Json]
# Queries one search may carry: each is embedded and searched (~10 ms apiece on the 2-core
# machine), so 1,000 of them held a request for 10 s. OpenAI states no limit.
MAX_SEARCH_QUERIES = 20


def request_object(body: Any) -> Json:
    """The body, which must be a JSON object nested no deeper than a create's (a search's
    compound `filters` are walked recursively)."""
    if not isinstance(body, dict):
        raise ApiError(400, "The request body must be a JSON object.", param=None)
    for key, value in body.items():
        # The body itself is the first level, as in POST /v1/responses.
        json_depth(value, str(key), MAX_JSON_DEPTH - 1)
    return body


def reject_unknown(body: Json, allowed: set[str]) -> None:
    """A 400 naming the first parameter not in `allowed`."""
    unknown = sorted(set(body) - allowed)
    if unknown:
        raise invalid_param(unknown[0], f"Unknown parameter: '{unknown[0]}'.", "unknown_parameter")


def metadata(value: Any) -> dict[str, str]:
    """OpenAI's metadata: at most 16 string pairs (keys <= 64, values <= 512 characters)."""
    if value is None:
        return {}
    if not isinstance(value, dict) or len(value) > 16:
        raise invalid_param(
            "metadata", "Invalid 'metadata': expected an object of at most 16 string pairs."
        )
    for key, item in value.items():
        if not isinstance(item, str) or len(key) > 64 or len(item) > 512:
            raise invalid_param(
                f"metadata.{key}",
                "Invalid 'metadata': keys are at most 64 and values at most 512 characters "
                "(strings).",
            )
    return dict(value)


def expires_after(value: Any) -> Json | None:
    """An expiration policy anchored at `last_active_at`, 1 to 365 days; None for none."""
    if value is None:
        return None
    if not isinstance(value, dict) or value.get("anchor") != "last_active_at":
        raise invalid_param(
            "expires_after.anchor", "Invalid 'expires_after.anchor': expected 'last_active_at'."
        )
    days = value.get("days")
    if not isinstance(days, int) or isinstance(days, bool) or not 1 <= days <= 365:
        raise invalid_param(
            "expires_after.days",
            "Invalid 'expires_after.days': expected an integer between 1 and 365.",
        )
    return {"anchor": "last_active_at", "days": days}


@dataclass(frozen=True, slots=True)
class NewStore:
    """A vector store to create."""

    name: str
    description: str | None
    file_ids: list[str]
    strategy: Json
    expires_after: Json | None
    metadata: dict[str, str]


@dataclass(frozen=True, slots=True)
class Search:
    """A search of one vector store."""

    queries: list[str]
    limit: int
    condition: Json | None
    ranking: Ranking


def new_store(body: Any) -> NewStore:
    """POST /v1/vector_stores."""
    body = request_object(body)
    reject_unknown(
        body,
        {"name", "description", "file_ids", "chunking_strategy", "expires_after", "metadata"},
    )
    name = body.get("name") or ""
    if not isinstance(name, str):
        raise invalid_param("name", "Invalid type for 'name': expected a string.", "invalid_type")
    description = body.get("description")
    if description is not None and not isinstance(description, str):
        raise invalid_param(
            "description", "Invalid type for 'description': expected a string.", "invalid_type"
        )
    no_nul(name, "name")
    if description is not None:
        no_nul(description, "description")
    file_ids = body.get("file_ids") or []
    if (
        not isinstance(file_ids, list)
        or not all(isinstance(f, str) for f in file_ids)
        or len(file_ids) > 500
    ):
        raise invalid_param(
            "file_ids", "Invalid 'file_ids': expected an array of at most 500 file ids."
        )
    strategy = parse_strategy(body.get("chunking_strategy"), "chunking_strategy")
    expires_after_value = expires_after(body.get("expires_after"))
    metadata_value = metadata(body.get("metadata"))
    return NewStore(name, description, file_ids, strategy, expires_after_value, metadata_value)


def store_changes(body: Any) -> dict[str, Any]:
    """POST /v1/vector_stores/{id}: the columns to change."""
    body = request_object(body)
    reject_unknown(body, {"name", "expires_after", "metadata"})
    changes: dict[str, Any] = {}
    if body.get("name") is not None:
        if not isinstance(body["name"], str):
            raise invalid_param(
                "name", "Invalid type for 'name': expected a string.", "invalid_type"
            )
        changes["name"] = no_nul(body["name"], "name")
    if "expires_after" in body:
        expires = expires_after(body["expires_after"])
        changes["expires_after_json"] = None if expires is None else orjson.dumps(expires).decode()
    if body.get("metadata") is not None:
        changes["metadata_json"] = orjson.dumps(metadata(body["metadata"])).decode()
    return changes


def attachment(body: Any) -> Attachment:
    """POST /v1/vector_stores/{id}/files."""
    body = request_object(body)
    reject_unknown(body, {"file_id", "attributes", "chunking_strategy"})
    file_id = body.get("file_id")
    if not isinstance(file_id, str) or not file_id:
        raise invalid_param(
            "file_id", "Missing required parameter: 'file_id'.", "missing_required_parameter"
        )
    attributes = check_attributes(body.get("attributes"), "attributes")
    strategy = parse_strategy(body.get("chunking_strategy"), "chunking_strategy")
    return file_id, attributes, strategy


def new_attributes(body: Any) -> Json:
    """POST /v1/vector_stores/{id}/files/{file_id}."""
    body = request_object(body)
    reject_unknown(body, {"attributes"})
    if "attributes" not in body:
        raise invalid_param(
            "attributes",
            "Missing required parameter: 'attributes'.",
            "missing_required_parameter",
        )
    return check_attributes(body["attributes"], "attributes")


def status_filter(status: str | None) -> None:
    """The `filter` of a file listing: one of the file statuses, or none."""
    if status and status not in STATUSES:
        raise invalid_param(
            "filter",
            f"Invalid value for 'filter': expected one of {', '.join(STATUSES)}, got '{status}'.",
        )


def batch_attachments(body: Any) -> list[Attachment]:
    """POST /v1/vector_stores/{id}/file_batches: the files to attach."""
    body = request_object(body)
    reject_unknown(body, {"file_ids", "files", "attributes", "chunking_strategy"})
    attributes = check_attributes(body.get("attributes"), "attributes")
    strategy = parse_strategy(body.get("chunking_strategy"), "chunking_strategy")
    entries: list[tuple[str, Json, Json]] = []
    if body.get("file_ids") is not None and body.get("files") is not None:
        raise invalid_param("files", "'file_ids' and 'files' are mutually exclusive.")
    if body.get("files") is not None:
        files = body["files"]
        if not isinstance(files, list) or not 1 <= len(files) <= 2000:
            raise invalid_param("files", "Invalid 'files': expected an array of 1 to 2000 objects.")
        for i, entry in enumerate(files):
            if not isinstance(entry, dict) or not isinstance(entry.get("file_id"), str):
                raise invalid_param(
                    f"files[{i}].file_id", f"Missing required parameter: 'files[{i}].file_id'."
                )
            entries.append(
                (
                    entry["file_id"],
                    check_attributes(entry.get("attributes"), f"files[{i}].attributes"),
                    parse_strategy(entry.get("chunking_strategy"), f"files[{i}].chunking_strategy"),
                )
            )
    else:
        file_ids = body.get("file_ids")
        if (
            not isinstance(file_ids, list)
            or not 1 <= len(file_ids) <= 2000
            or not all(isinstance(f, str) for f in file_ids)
        ):
            raise invalid_param(
                "file_ids", "Invalid 'file_ids': expected an array of 1 to 2000 file ids."
            )
        entries = [(f, attributes, strategy) for f in dict.fromkeys(file_ids)]
    return entries


def search(body: Any) -> Search:
    """POST /v1/vector_stores/{id}/search."""
    body = request_object(body)
    reject_unknown(
        body, {"query", "max_num_results", "filters", "ranking_options", "rewrite_query"}
    )
    if body.get("rewrite_query"):
        raise invalid_param(
            "rewrite_query",
            "'rewrite_query' is not supported by this server; send the query to search as it is.",
            "unsupported_parameter",
        )
    query = body.get("query")
    queries = [query] if isinstance(query, str) else query
    if (
        not isinstance(queries, list)
        or not queries
        or not all(isinstance(q, str) and q.strip() for q in queries)
    ):
        raise invalid_param(
            "query", "Invalid 'query': expected a non-empty string or array of strings."
        )
    if len(queries) > MAX_SEARCH_QUERIES:
        raise invalid_param(
            "query",
            f"Invalid 'query': array too long. Expected an array with maximum length "
            f"{MAX_SEARCH_QUERIES}, but got an array with length {len(queries)} instead.",
            "array_above_max_length",
        )
    for query_text in queries:
        no_nul(query_text, "query")
    limit = body.get("max_num_results", 10)
    if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 50:
        raise invalid_param(
            "max_num_results",
            "Invalid 'max_num_results': expected an integer between 1 and 50.",
        )
    condition = None if body.get("filters") is None else check_filter(body["filters"], "filters")
    ranking = parse_ranking(body.get("ranking_options"), "ranking_options")
    return Search(queries, limit, condition, ranking)
