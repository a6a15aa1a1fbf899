"""Compaction items as the model sees them: the summary the server sealed, as a message.

A checkpoint (the compaction item automatic compaction makes: engine/auto_compaction.py) stands
for everything before it: the context is cut there, and the checkpoint becomes its summary and
the items it kept, so a client may drop what came before the latest one (as OpenAI allows).

An item whose `encrypted_content` this server cannot verify (altered, another server's, another
project's) is refused with a 400 naming it: the model is never fed text the server did not write.
"""

from __future__ import annotations

from typing import Any

from responsa_server.context.seal import CompactionSeal, sealed_by_responsa
from responsa_server.model.errors import invalid_param

# The prompt of a compaction pass, appended after the context it summarizes.
COMPACTION_PROMPT = (
    "Summarize the conversation so far for your own later use: the user's goals, decisions "
    "made, facts and results established, and what remains to be done. Write only the summary."
)
SUMMARY_PREFIX = "Summary of the earlier conversation:\n"
# A summary's length cap: a summary is meant to be much shorter than what it replaces.
SUMMARY_MAX_TOKENS = 512


def summary_message(item_id: object, summary: str) -> dict[str, Any]:
    """A compaction's summary as the user message the model reads."""
    return {
        "id": item_id,
        "type": "message",
        "role": "user",
        "content": [{"type": "input_text", "text": SUMMARY_PREFIX + summary}],
    }


def cut_at_checkpoint(
    context: list[dict[str, Any]],
    input_items: list[dict[str, Any]],
    seal: CompactionSeal | None,
    *,
    project: str,
    foreign: bool = False,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The context and input from the latest checkpoint on, the checkpoint opened to its
    summary and kept items (unchanged when there is none). An item that does not verify is
    no checkpoint here; `open_compactions` refuses it. `foreign`: for a native Responses
    upstream, whose own compaction items (not in Responsa's envelope) are checkpoints too,
    kept as they are for it to read."""
    if seal is None:
        return context, input_items
    combined = [*context, *input_items]
    for index in range(len(combined) - 1, -1, -1):
        item = combined[index]
        if item.get("type") != "compaction":
            continue
        content = item.get("encrypted_content")
        if foreign and not sealed_by_responsa(content):
            expanded = [item]
        else:
            opened = seal.open_item(content, project=project)
            if opened is None or opened.kept is None:
                continue
            expanded = [summary_message(item.get("id"), opened.summary), *opened.kept]
        if index < len(context):
            return [*expanded, *context[index + 1 :]], input_items
        return [], [*expanded, *input_items[index - len(context) + 1 :]]
    return context, input_items


def open_compactions(
    items: list[dict[str, Any]],
    seal: CompactionSeal | None,
    *,
    project: str,
    param: str | None,
    foreign: bool = False,
) -> list[dict[str, Any]]:
    """`items` with every compaction item replaced by a user message holding its summary.

    `param` names the list in errors (`input`), or None for stored context (named `input`
    too: the stored item came from an earlier request's input). `foreign`: items not in
    Responsa's envelope stay as they are (a native Responses upstream's own, which it reads).
    """
    if not any(item.get("type") == "compaction" for item in items):
        return items
    opened: list[dict[str, Any]] = []
    for index, item in enumerate(items):
        if item.get("type") != "compaction" or (
            foreign and not sealed_by_responsa(item.get("encrypted_content"))
        ):
            opened.append(item)
            continue
        summary = (
            seal.open(item.get("encrypted_content"), project=project) if seal is not None else None
        )
        if summary is None:
            where = f"{param}[{index}]" if param else "input"
            raise invalid_param(
                f"{where}.encrypted_content",
                "The compaction item could not be verified: its encrypted_content was not "
                "produced by this server's /v1/responses/compact or was modified.",
                code="invalid_encrypted_content",
            )
        opened.append(summary_message(item.get("id"), summary))
    return opened
