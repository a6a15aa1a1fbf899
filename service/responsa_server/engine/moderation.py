"""Moderation of a response (docs/guardrails.md): its input screened before the model is called,
its answer screened in chunks as it is produced, the results on the response.

`Moderation` is the engine's side of the providers (moderation/): which requests it takes, and
what a provider failure does. `Screening` is one response's: input and output verdicts, the
answer's text held back until its chunk (a sentence, or `chunk_chars`) is cleared, so what
reaches the client was screened, and a blocked chunk becomes the message's `refusal` part
(streamed as `response.refusal.delta`/`.done`); what was streamed before it stays, and is what
is stored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from responsa_server.model.errors import ApiError
from responsa_server.moderation.providers import Content
from responsa_server.moderation.results import ModerationFailure, Verdict, error_body, merged
from responsa_server.observability import moderation_metrics

if TYPE_CHECKING:
    from responsa_server.engine.output_stream import OutputStream
    from responsa_server.model.request import CreateRequest
    from responsa_server.model.request.moderation import ModerationRequest
    from responsa_server.moderation.providers import ModerationProviders

INPUT_REFUSAL = "I can't help with that: the request was flagged by moderation."
OUTPUT_REFUSAL = "I can't continue: the rest of this answer was flagged by moderation."
DEFAULT_CHUNK_CHARS = 400
# Where a sentence ends: held text is screened up to the piece that ends one.
_SENTENCE_ENDS = (".", "!", "?", "\n", "\u3002")
# Delta keys that come before the answer's text in a chat delta, and after it.
_BEFORE_TEXT = ("reasoning_content", "reasoning")
_AFTER_TEXT = ("refusal", "tool_calls")


class Moderation:
    """The table's moderation providers as the engine uses them."""

    def __init__(
        self,
        providers: ModerationProviders | None,
        *,
        fail_open: bool = False,
        chunk_chars: int = DEFAULT_CHUNK_CHARS,
        required: Mapping[str, ModerationRequest] | None = None,
    ) -> None:
        self.providers = providers
        # What each project's every request gets, whatever it asks (the table's `projects:`).
        self.required = dict(required or {})
        # Whether `block` lets a response go on when its provider failed (recorded either way).
        self.fail_open = fail_open
        self.chunk_chars = max(1, chunk_chars)

    def screening(self, request: CreateRequest, *, project: str, native: bool) -> Screening | None:
        """The screening of `request`'s response for `project` (None: neither asked for one).
        Raises the API's error, before anything runs, for a model the table has no provider
        for, and for blocking the output of a Responses upstream (its text streams
        unscreened)."""
        asked = _stricter(request.moderation, self.required.get(project))
        if asked is None:
            return None
        if self.providers is None or not self.providers.known(asked.model):
            raise ApiError(
                404,
                f"The moderation model `{asked.model}` does not exist or you do not have "
                "access to it.",
                param="moderation.model",
                code="model_not_found",
            )
        if native and asked.output == "block":
            raise ApiError(
                400,
                f"Moderation of the output in 'block' mode is not supported for model "
                f"'{request.model}' (a Responses upstream); use 'score'.",
                param="moderation.policy.output.mode",
                code="unsupported_value",
            )
        return Screening(self, self.providers, asked)


class Screening:
    """One response's moderation: verdicts on its input and answer, and the held-back text."""

    def __init__(
        self, moderation: Moderation, providers: ModerationProviders, asked: ModerationRequest
    ) -> None:
        self._moderation = moderation
        self._providers = providers
        self.asked = asked
        self.input_screened = False
        # Verdicts on the input: the request's, then server tools' results (each turn's).
        self._input: list[Verdict] = []
        self._input_error: dict[str, Any] | None = None
        self._output: list[Verdict] = []
        self._output_error: dict[str, Any] | None = None
        # The user's text, which a classifier reads the answer against.
        self._prompt: str | None = None
        self._pending: list[tuple[str, list[dict[str, Any]] | None]] = []
        # An answer chunk was blocked: the rest of the upstream's answer is dropped.
        self.stopped = False

    @property
    def screens_output(self) -> bool:
        """Whether the answer is screened."""
        return self.asked.output is not None

    def results(self) -> dict[str, Any]:
        """The response's `moderation`: both sides always present (the reference's
        `Moderation`); a side that did not run carries an error body saying so."""
        asked = self.asked
        model = self._providers.spec(asked.model).name
        if asked.input is None:
            found_in = error_body("moderation_not_requested", "The policy screens no input.")
        else:
            found_in = self._input_error or merged(self._input).body(model)
        if asked.output is None:
            found_out = error_body("moderation_not_requested", "The policy screens no output.")
        elif self._output_error is not None:
            found_out = self._output_error
        else:
            found_out = merged(self._output).body(model)
        return {"input": found_in, "output": found_out}

    async def screen_input(self, items: Sequence[dict[str, Any]]) -> bool:
        """Screen the request's input items (once); whether the response is blocked."""
        texts, images = _input_content(items)
        self._prompt = "\n\n".join(texts) or None
        mode = self.asked.input
        if mode is None or self.input_screened:
            return False
        self.input_screened = True
        if not texts and not images:
            return False
        return await self._screen_input(mode, Content(texts, images))

    async def screen_tool_results(self, messages: Sequence[dict[str, Any]]) -> bool:
        """Screen the server tools' results among the chat `messages` the next turn adds, as
        input (when the policy screens input); whether the response is blocked (the model
        must not read them)."""
        mode = self.asked.input
        texts = [
            message["content"]
            for message in messages
            if message.get("role") == "tool" and isinstance(message.get("content"), str)
        ]
        if mode is None or not any(texts):
            return False
        return await self._screen_input(mode, Content(texts))

    async def _screen_input(self, mode: str, content: Content) -> bool:
        try:
            verdict = await self._providers.classify(self.asked.model, content)
        except ModerationFailure as failure:
            self._input_error = error_body(failure.code, failure.message)
            return self._outcome("input", mode, None)
        self._input.append(verdict)
        return self._outcome("input", mode, verdict)

    async def feed(
        self,
        output: OutputStream,
        delta: dict[str, Any],
        logprobs: list[dict[str, Any]] | None = None,
    ) -> None:
        """One chat delta (or a whole message): its text held until its chunk is cleared."""
        if self.stopped:
            return
        before = {key: delta[key] for key in _BEFORE_TEXT if delta.get(key)}
        if before:
            output.add_delta(before)
        content = delta.get("content")
        if content:
            self._pending.append((content, logprobs))
            if self._chunk_ready():
                await self.release(output)
        after = {key: delta[key] for key in _AFTER_TEXT if delta.get(key)}
        if after:
            await self.release(output)  # the text before a call or refusal goes first
            if not self.stopped:
                output.add_delta(after)

    async def release(self, output: OutputStream) -> None:
        """Screen the held text; pass it on, or end the message with the refusal."""
        if self.stopped or not self._pending:
            return
        pieces, self._pending = self._pending, []
        if await self._blocks("".join(piece for piece, _ in pieces)):
            self.stopped = True
            output.add_delta({"refusal": OUTPUT_REFUSAL})
            return
        for piece, logprobs in pieces:
            output.add_delta({"content": piece}, logprobs)

    async def score_items(self, items: Sequence[dict[str, Any]]) -> None:
        """Score answer messages already produced (a Responses upstream's, streamed as it
        sent them): the verdict is recorded, nothing is held back."""
        texts = [
            part.get("text") or part.get("refusal") or ""
            for item in items
            if item.get("type") == "message"
            for part in item.get("content") or ()
        ]
        text = "".join(texts)
        if text:
            await self._blocks(text)

    def _chunk_ready(self) -> bool:
        last = self._pending[-1][0]
        if any(mark in last for mark in _SENTENCE_ENDS):
            return True
        return sum(len(piece) for piece, _ in self._pending) >= self._moderation.chunk_chars

    async def _blocks(self, text: str) -> bool:
        mode = self.asked.output
        try:
            verdict = await self._providers.classify(
                self.asked.model, Content([text], answering=self._prompt)
            )
        except ModerationFailure as failure:
            self._output_error = error_body(failure.code, failure.message)
            return self._outcome("output", mode, None)
        self._output.append(verdict)
        return self._outcome("output", mode, verdict)

    def _outcome(self, side: str, mode: str | None, verdict: Verdict | None) -> bool:
        """Whether a check (`verdict` None: its provider failed) blocks; counted either way."""
        model = self.asked.model
        if verdict is None:
            moderation_metrics.checked(model, side, "error", [])
            blocked = mode == "block" and not self._moderation.fail_open
        else:
            outcome = "flagged" if verdict.flagged else "clean"
            moderation_metrics.checked(model, side, outcome, verdict.flagged_categories())
            blocked = mode == "block" and verdict.flagged
        if blocked:
            moderation_metrics.blocks(model, side).inc()
        return blocked


_STRENGTH = {None: 0, "score": 1, "block": 2}


def _stricter(
    asked: ModerationRequest | None, required: ModerationRequest | None
) -> ModerationRequest | None:
    """A request's moderation under its project's required one: the request's model when it
    names one, each side at least as strict as the project requires (a request can add to
    the project's policy, never take from it)."""
    if required is None or asked is None:
        return asked or required
    input_mode = max(asked.input, required.input, key=_STRENGTH.__getitem__)
    output_mode = max(asked.output, required.output, key=_STRENGTH.__getitem__)
    return replace(asked, input=input_mode, output=output_mode)


def refuse_input(output: OutputStream) -> None:
    """End a blocked response: one message whose only content is the refusal."""
    output.add_delta({"refusal": INPUT_REFUSAL})
    output.finish_text("completed")


def _input_content(items: Sequence[dict[str, Any]]) -> tuple[list[str], list[str]]:
    """The text and image URLs of the input's messages (file ids and files are not read)."""
    texts: list[str] = []
    images: list[str] = []
    for item in items:
        if item.get("type", "message") != "message":
            continue
        content = item.get("content")
        if isinstance(content, str):
            texts.append(content)
            continue
        for part in content or ():
            kind = part.get("type")
            if kind in ("input_text", "output_text") and part.get("text"):
                texts.append(part["text"])
            elif kind == "input_image":
                url = part.get("image_url")
                if isinstance(url, str) and url.startswith(("http://", "https://", "data:")):
                    images.append(url)
    return texts, images
