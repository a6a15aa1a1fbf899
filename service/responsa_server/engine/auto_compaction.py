"""`AutoCompaction`: a response's context compacted before a turn, when asked.

`context_management: [{"type": "compaction", "compact_threshold": N}]`: when the prompt of the
first turn, or of a later turn of the tool loop (counted as `/v1/responses/input_tokens` counts
it), is over N tokens, the older part of the context (and of the output so far) is summarized by
the model (the same pass as `/v1/responses/compact`) and the newest items, up to half of N, are
kept as they are. Both go sealed into one `compaction` item, a checkpoint, the response's next
output item (`response.output_item.added`/`.done`); the turn then goes on with the summary and
the kept items. A checkpoint stands for the whole context
before it (context/compaction.py, `cut_at_checkpoint`), so later turns of the chain or
conversation, and stateless clients resending it, start from it.

A final `compaction_trigger` input item compacts everything now (nothing is kept) and the
response ends with the checkpoint: no model turn follows.

A resumed background run (engine/resume.py) whose output opens with its checkpoint goes on
from it rather than compacting again.

A native Responses upstream compacts itself: its runs are left alone here, and native_request.py
passes `context_management` and the trigger on.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

from responsa_server.context.compaction import (
    COMPACTION_PROMPT,
    SUMMARY_MAX_TOKENS,
    cut_at_checkpoint,
    open_compactions,
)
from responsa_server.context.limits import Fitted, chat_tools
from responsa_server.context.seal import sealed_by_responsa
from responsa_server.context.tokens import upper_bound
from responsa_server.context.truncation import items_to_drop
from responsa_server.engine.chat_messages import to_chat_messages
from responsa_server.engine.preparation import ChatPrompt, Preparation
from responsa_server.engine.tool_kinds import kinds_of
from responsa_server.model.errors import ApiError
from responsa_server.model.ids import new_id

if TYPE_CHECKING:
    from responsa_server.context.seal import CompactionSeal
    from responsa_server.engine.run import Run
    from responsa_server.model.request.context_management import Compaction
    from responsa_server.upstream.interface import Upstream

Items = list[dict[str, Any]]
Batch = list[dict[str, Any]]
# `compact_threshold: null`: compact past this share of the model's context window (when
# nothing says the window, only a trigger compacts).
DEFAULT_SHARE_OF_WINDOW = 0.8


class AutoCompaction:
    """Compacts a run's context before its first turn, as its request asks."""

    def __init__(self, upstream: Upstream, preparation: Preparation) -> None:
        self._upstream = upstream
        self._preparation = preparation

    async def before_turns(self, run: Run) -> AsyncIterator[Batch]:
        """Compact when due: the checkpoint's events (streamed runs), and the run's context,
        messages and output changed to go on from it. Nothing when not asked or not due."""
        if self._upstream.speaks_responses(run.route):
            return
        checkpoints = [item for item in run.output if is_checkpoint(item)]
        if run.resumed is not None:
            if checkpoints:
                await self._continue_from(run, checkpoints[-1], named=False)
            return
        wanted = run.request.compaction
        if wanted is None or checkpoints:
            return
        threshold = await self._threshold(run, wanted)
        if not wanted.now and (
            threshold is None or not await self._over(run, run.messages, threshold)
        ):
            return
        async for batch in self._compact(run, None if wanted.now else threshold, named=False):
            yield batch

    async def between_turns(self, run: Run, messages: Items) -> AsyncIterator[Batch]:
        """Before a later turn of the tool loop (after server-side calls): compact when the
        next prompt, `messages`, is over the threshold. The checkpoint then comes after the
        output so far and stands for it too; `run.messages` is the prompt to go on with."""
        wanted = run.request.compaction
        if wanted is None or not wanted.automatic or self._upstream.speaks_responses(run.route):
            return
        threshold = await self._threshold(run, wanted)
        if threshold is not None and await self._over(run, messages, threshold):
            async for batch in self._compact(run, threshold, named=True):
                yield batch

    async def _compact(
        self, run: Run, threshold: int | None, *, named: bool
    ) -> AsyncIterator[Batch]:
        """Summarize all but the newest items within half of `threshold` (None: all of them)
        into a checkpoint; emit it and go on from it (`named`: the run's tools are named)."""
        items = self._items(run)
        kept = [] if threshold is None else await self._kept(run, items, threshold)
        older = items[: len(items) - len(kept)]
        if not older:
            return  # nothing before the kept items: there is nothing to summarize
        item = await self._checkpoint(run, older, kept)
        index = len(run.output)
        run.emit("response.output_item.added", {"output_index": index, "item": item})
        run.output.append(item)
        run.emit("response.output_item.done", {"output_index": index, "item": item})
        await self._continue_from(run, item, named=named)
        batch = run.drain()
        if batch:
            yield batch

    def ends_response(self, run: Run) -> bool:
        """Whether the run ends after compacting (a `compaction_trigger`): no model turn."""
        wanted = run.request.compaction
        return wanted is not None and wanted.now and not self._upstream.speaks_responses(run.route)

    async def _threshold(self, run: Run, wanted: Compaction) -> int | None:
        if wanted.threshold is not None:
            return wanted.threshold
        if not wanted.automatic:
            return None
        window = await self._preparation.limits.window(run.request.model)
        return int(window * DEFAULT_SHARE_OF_WINDOW) if window else None

    async def _over(self, run: Run, messages: Items, threshold: int) -> bool:
        """Whether the prompt `messages` is over `threshold` tokens (a cheap bound first)."""
        tools = chat_tools(run.request)
        if upper_bound(messages, tools) <= threshold:
            return False
        counter = self._preparation.limits.counter
        counted = await counter.count(run.request.model, messages, tools)
        return counted.tokens > threshold

    def _seal(self) -> CompactionSeal:
        seal = self._preparation.limits.seal
        if seal is None:
            raise ApiError(501, "Compaction is not configured on this server.")
        return seal

    def _items(self, run: Run) -> Items:
        """The context, input and output so far from the latest checkpoint on, as stored (not
        opened), with references to items among them replaced by the items: kept items must
        not point at items the checkpoint leaves out."""
        context, input_items = cut_at_checkpoint(
            run.loaded, [*run.request.input_items, *run.output], self._seal(), project=run.project
        )
        items = [*context, *input_items]
        known = {item["id"]: item for item in items if item.get("id") is not None}
        return [
            known.get(item["id"], item) if item.get("type") == "item_reference" else item
            for item in items
        ]

    async def _kept(self, run: Run, items: Items, threshold: int) -> Items:
        """The newest whole units (truncation.py) within half the threshold."""
        request, seal = run.request, self._seal()
        counter = self._preparation.limits.counter
        kinds = kinds_of(request)

        async def fits(kept: Items) -> bool:
            opened = open_compactions(kept, seal, project=run.project, param=None)
            messages = to_chat_messages(None, [], opened, kinds=kinds)
            counted = await counter.count(request.model, messages, None)
            return counted.tokens <= threshold // 2

        dropped = await items_to_drop(items, fits)
        return [] if dropped is None else items[dropped:]

    async def _checkpoint(self, run: Run, older: Items, kept: Items) -> dict[str, Any]:
        """The model's summary of `older`, sealed with `kept` into one compaction item."""
        request, seal = run.request, self._seal()
        inputs = self._preparation.inputs
        opened = open_compactions(older, seal, project=run.project, param=None)
        _, prepared = await inputs.prepare(request.model, [], opened, project=run.project)
        messages = to_chat_messages(request.instructions, [], prepared, kinds=kinds_of(request))
        payload = {
            "model": request.model,
            "messages": [
                *inputs.for_upstream(request.model, messages),
                {"role": "user", "content": COMPACTION_PROMPT},
            ],
            "max_tokens": SUMMARY_MAX_TOKENS,
        }
        started = run.timeline.begin("compaction", 0)
        completion = await self._upstream.create_chat(payload, run.route, run.serve)
        run.timeline.add("compaction", 0, started)
        run.usage.add(completion.get("usage"))
        choice = (completion.get("choices") or [{}])[0]
        summary = str((choice.get("message") or {}).get("content") or "").strip()
        if not summary:
            raise ApiError(502, "The upstream model returned an empty summary.")
        return {
            "id": new_id("cmp"),
            "type": "compaction",
            "encrypted_content": seal.seal_checkpoint(
                summary, kept, model=request.model, project=run.project
            ),
        }

    async def _continue_from(self, run: Run, checkpoint: dict[str, Any], *, named: bool) -> None:
        """Make the checkpoint's summary and kept items the run's whole context (the output
        before the checkpoint is in it: `after_checkpoint`)."""
        request, seal = run.request, self._seal()
        context, _ = cut_at_checkpoint([checkpoint], [], seal, project=run.project)
        opened = open_compactions(context, seal, project=run.project, param=None)
        context, input_items = await self._preparation.inputs.prepare(
            request.model, opened, [], project=run.project
        )
        if not named:
            # Before the first turn: fitted as preparation fits (turns.py names the tools
            # again once the MCP servers listed theirs).
            prompt = ChatPrompt(request)
            fitted = await self._preparation.limits.fit(request, context, input_items, prompt)
            run.messages_name_mcp_tools = prompt.names_mcp_tools
        else:
            # Between turns: the tools are named; what the output after it adds comes next.
            toolset = run.toolset
            messages = to_chat_messages(
                request.instructions,
                context,
                input_items,
                toolset.chat_name,
                toolset.function_chat_name,
                run.shared.read,
                kinds_of(request),
            )
            fitted = Fitted(context, input_items, messages)
        run.fitted, run.context, run.messages = fitted, fitted.context, fitted.messages


def is_checkpoint(item: dict[str, Any]) -> bool:
    """Whether an output item is a compaction item Responsa made (not a native upstream's)."""
    return item.get("type") == "compaction" and sealed_by_responsa(item.get("encrypted_content"))


def after_checkpoint(output: Items) -> Items:
    """The output items after the latest checkpoint in it (all of them when there is none):
    the checkpoint holds the ones before it."""
    for index in range(len(output) - 1, -1, -1):
        if is_checkpoint(output[index]):
            return output[index + 1 :]
    return output
