"""`ModerationProviders`: the routing table's moderation providers, each called with its own key
and timeout, every connection through the egress guard (egress/).

A provider's failure (refused, timed out, an HTTP error, an answer not in its shape) is a
`ModerationFailure` whose words never carry the provider's address or key.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import httpx2

from responsa_server.egress import EgressPolicy, egress_client
from responsa_server.moderation.llama_guard import classifier_messages, verdict_of
from responsa_server.moderation.results import CATEGORIES, ModerationFailure, Verdict
from responsa_server.observability import moderation_metrics
from responsa_server.upstream.moderation_specs import ModerationSpec

log = logging.getLogger(__name__)

# The classifier's answer is a word and a line of codes.
_CLASSIFIER_MAX_TOKENS = 20


@dataclass(frozen=True, slots=True)
class Content:
    """What one call screens: texts and image URLs (http(s) or data URLs); `answering`: for
    an answer, the user text it answers (a classifier judges the answer in that conversation)."""

    texts: Sequence[str]
    images: Sequence[str] = ()
    answering: str | None = None


class ModerationProviders:
    """The providers by the name a request's `moderation.model` gives."""

    def __init__(self, specs: Mapping[str, ModerationSpec], egress: EgressPolicy) -> None:
        self._specs = dict(specs)
        # One pool for every provider: each call carries its own key and timeout.
        self._client = egress_client(egress, shared_redirect_budget=False)

    def known(self, name: str) -> bool:
        """Whether the table has a provider called `name`."""
        return name in self._specs

    def spec(self, name: str) -> ModerationSpec:
        """The provider called `name` (KeyError when unknown: see `known`)."""
        return self._specs[name]

    async def aclose(self) -> None:
        """Close the connections."""
        await self._client.aclose()

    async def classify(self, name: str, content: Content) -> Verdict:
        """The provider's verdict on `content`; ModerationFailure when it gives none."""
        spec = self._specs[name]
        started = time.perf_counter()
        outcome = "error"
        try:
            async with asyncio.timeout(spec.timeout):
                if spec.kind == "moderations":
                    verdict = await self._moderations(spec, content)
                else:
                    verdict = await self._classifier(spec, content)
            outcome = "ok"
            return verdict
        except TimeoutError:
            outcome = "timeout"
            raise ModerationFailure(
                "moderation_provider_timeout",
                f"The moderation provider for '{name}' did not answer in time.",
            ) from None
        except httpx2.HTTPError as error:
            log.warning("moderation provider %s failed: %s", name, type(error).__name__)
            raise ModerationFailure(
                "moderation_provider_error",
                f"The moderation provider for '{name}' could not be reached.",
            ) from None
        finally:
            moderation_metrics.provider_seconds(name, outcome).observe(
                time.perf_counter() - started
            )

    async def _post(self, spec: ModerationSpec, path: str, body: dict[str, Any]) -> Any:
        headers = {"Authorization": f"Bearer {spec.api_key}"} if spec.api_key else {}
        reply = await self._client.post(
            f"{spec.base_url}{path}", json=body, headers=headers, timeout=spec.timeout
        )
        if reply.status_code != 200:
            log.warning("moderation provider %s answered HTTP %d", spec.name, reply.status_code)
            raise ModerationFailure(
                "moderation_provider_error",
                f"The moderation provider for '{spec.name}' answered HTTP {reply.status_code}.",
            )
        try:
            return reply.json()
        except ValueError:
            raise _malformed(spec) from None

    async def _moderations(self, spec: ModerationSpec, content: Content) -> Verdict:
        """OpenAI's `POST /moderations`: one result per input, merged."""
        inputs: list[dict[str, Any]] = [{"type": "text", "text": text} for text in content.texts]
        if spec.images:
            inputs.extend(
                {"type": "image_url", "image_url": {"url": url}} for url in content.images
            )
        if not inputs:
            return Verdict()
        body = await self._post(spec, "/moderations", {"model": spec.model, "input": inputs})
        results = body.get("results") if isinstance(body, dict) else None
        if not isinstance(results, list) or not results:
            raise _malformed(spec)
        total = Verdict()
        for result in results:
            total.add(_result_verdict(spec, result))
        return total

    async def _classifier(self, spec: ModerationSpec, content: Content) -> Verdict:
        """A Llama Guard chat model: one call for the whole text (images are not read)."""
        text = "\n\n".join(content.texts)
        if not text:
            return Verdict()
        payload = {
            "model": spec.model,
            "messages": classifier_messages(text, answering=content.answering, prompt=spec.prompt),
            "max_tokens": _CLASSIFIER_MAX_TOKENS,
            "temperature": 0,
            "stream": False,
        }
        body = await self._post(spec, "/chat/completions", payload)
        try:
            answer = body["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError):
            raise _malformed(spec) from None
        if not isinstance(answer, str):
            raise _malformed(spec)
        return verdict_of(answer)


def _result_verdict(spec: ModerationSpec, result: object) -> Verdict:
    if not isinstance(result, dict) or not isinstance(result.get("categories"), dict):
        raise _malformed(spec)
    verdict = Verdict(flagged=bool(result.get("flagged")))
    for name, value in result["categories"].items():
        verdict.categories[str(name)] = bool(value)
    scores = result.get("category_scores")
    for name, score in scores.items() if isinstance(scores, dict) else ():
        if isinstance(score, (int, float)) and not isinstance(score, bool):
            verdict.scores[str(name)] = float(score)
    applied = result.get("category_applied_input_types")
    if isinstance(applied, dict):
        for name, kinds in applied.items():
            if isinstance(kinds, list):
                verdict.applied[str(name)] = [str(kind) for kind in kinds]
    else:  # models before omni read text only
        verdict.applied = {name: ["text"] for name in CATEGORIES}
    return verdict


def _malformed(spec: ModerationSpec) -> ModerationFailure:
    return ModerationFailure(
        "moderation_provider_error",
        f"The moderation provider for '{spec.name}' answered in an unexpected shape.",
    )
