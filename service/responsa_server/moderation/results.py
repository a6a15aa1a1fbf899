"""A moderation verdict and the reference's bodies for it (`ModerationResultBody`,
`ModerationErrorBody`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

# The categories of OpenAI's moderation models: every result names each of them.
CATEGORIES: tuple[str, ...] = (
    "harassment",
    "harassment/threatening",
    "hate",
    "hate/threatening",
    "illicit",
    "illicit/violent",
    "self-harm",
    "self-harm/intent",
    "self-harm/instructions",
    "sexual",
    "sexual/minors",
    "violence",
    "violence/graphic",
)


class ModerationFailure(Exception):
    """A provider gave no verdict. `code` and the message are what the client may see (never
    the provider's address or key)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(slots=True)
class Verdict:
    """What one or more provider calls found: categories, scores and the input types read."""

    flagged: bool = False
    categories: dict[str, bool] = field(default_factory=lambda: dict.fromkeys(CATEGORIES, False))
    scores: dict[str, float] = field(default_factory=lambda: dict.fromkeys(CATEGORIES, 0.0))
    applied: dict[str, list[str]] = field(default_factory=dict)

    def add(self, other: Verdict) -> None:
        """Merge `other` in: flagged by either, a category by either, the higher score."""
        self.flagged = self.flagged or other.flagged
        for name, value in other.categories.items():
            self.categories[name] = self.categories.get(name, False) or value
        for name, score in other.scores.items():
            self.scores[name] = max(self.scores.get(name, 0.0), score)
        for name, kinds in other.applied.items():
            known = self.applied.setdefault(name, [])
            known.extend(kind for kind in kinds if kind not in known)

    def flagged_categories(self) -> list[str]:
        """The categories flagged, in the result's order."""
        return [name for name, value in self.categories.items() if value]

    def body(self, model: str) -> dict[str, Any]:
        """The reference's `ModerationResultBody`."""
        return {
            "type": "moderation_result",
            "model": model,
            "flagged": self.flagged,
            "categories": dict(self.categories),
            "category_scores": dict(self.scores),
            "category_applied_input_types": {
                name: list(self.applied.get(name, ())) for name in self.categories
            },
        }


def merged(verdicts: Iterable[Verdict]) -> Verdict:
    """One verdict for several calls (chunks of an answer, texts of an input)."""
    total = Verdict()
    for verdict in verdicts:
        total.add(verdict)
    return total


def error_body(code: str, message: str) -> dict[str, Any]:
    """The reference's `ModerationErrorBody`."""
    return {"type": "error", "code": code, "message": message}
