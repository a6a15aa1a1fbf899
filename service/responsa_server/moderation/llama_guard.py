"""A Llama Guard (3 or 4) classifier: the conversation it is asked about, and its answer mapped
onto the reference's categories.

Llama Guard answers `safe`, or `unsafe` with a second line of hazard codes (`S1,S10`). Its
hazard taxonomy (MLCommons') has codes without an OpenAI category; those are reported under
their own names, beside OpenAI's categories. It gives no scores: a flagged category scores 1.0.
"""

from __future__ import annotations

from typing import Any

from responsa_server.moderation.results import ModerationFailure, Verdict

# Code -> (the hazard's name in Llama Guard's prompt, the category it is reported under).
HAZARDS: dict[str, tuple[str, str]] = {
    "S1": ("Violent Crimes", "violence"),
    "S2": ("Non-Violent Crimes", "illicit"),
    "S3": ("Sex-Related Crimes", "sexual"),
    "S4": ("Child Sexual Exploitation", "sexual/minors"),
    "S5": ("Defamation", "defamation"),
    "S6": ("Specialized Advice", "specialized_advice"),
    "S7": ("Privacy", "privacy"),
    "S8": ("Intellectual Property", "intellectual_property"),
    "S9": ("Indiscriminate Weapons", "illicit/violent"),
    "S10": ("Hate", "hate"),
    "S11": ("Suicide & Self-Harm", "self-harm"),
    "S12": ("Sexual Content", "sexual"),
    "S13": ("Elections", "elections"),
    "S14": ("Code Interpreter Abuse", "illicit"),
}


def classifier_messages(text: str, *, answering: str | None, prompt: str) -> list[dict[str, Any]]:
    """The chat messages asking about `text`: a user's message, or (`answering`: the user text
    it answers) an assistant's. `prompt`: `chat_template` sends the conversation as it is (the
    server's chat template of the model frames it); `llama_guard` frames it here."""
    turns = [("User", text)] if answering is None else [("User", answering), ("Agent", text)]
    if prompt == "chat_template":
        return [
            {"role": "user" if who == "User" else "assistant", "content": said}
            for who, said in turns
        ]
    role = turns[-1][0]
    hazards = "\n".join(f"{code}: {name}." for code, (name, _) in HAZARDS.items())
    conversation = "\n\n".join(f"{who}: {said}" for who, said in turns)
    framed = (
        f"Task: Check if there is unsafe content in '{role}' messages in conversations "
        "according to our safety policy with the below categories.\n\n"
        f"<BEGIN UNSAFE CONTENT CATEGORIES>\n{hazards}\n<END UNSAFE CONTENT CATEGORIES>\n\n"
        f"<BEGIN CONVERSATION>\n\n{conversation}\n\n<END CONVERSATION>\n\n"
        f"Provide your safety assessment for ONLY THE LAST {role} message in the above "
        "conversation:\n - First line must read 'safe' or 'unsafe'.\n"
        " - If unsafe, a second line must include a comma-separated list of violated "
        "categories."
    )
    return [{"role": "user", "content": framed}]


def verdict_of(answer: str) -> Verdict:
    """The verdict in a classifier's answer (`safe`, or `unsafe` and its codes)."""
    lines = [line.strip() for line in answer.strip().splitlines() if line.strip()]
    first = lines[0].lower() if lines else ""
    verdict = Verdict()
    if first == "safe":
        return verdict
    if first != "unsafe":
        raise ModerationFailure(
            "moderation_provider_error",
            "The moderation classifier answered neither 'safe' nor 'unsafe'.",
        )
    verdict.flagged = True
    codes = lines[1].replace(" ", "").split(",") if len(lines) > 1 else []
    for code in codes:
        _, category = HAZARDS.get(code.upper(), (code, code.lower() or "unsafe"))
        verdict.categories[category] = True
        verdict.scores[category] = 1.0
        verdict.applied[category] = ["text"]
    if not codes:
        verdict.categories["unsafe"] = True
        verdict.scores["unsafe"] = 1.0
    return verdict
