"""The body of `POST /v1/moderations` (OpenAI's `CreateModerationRequest`), validated."""

from __future__ import annotations

from dataclasses import dataclass

from responsa_server.model.request.checks import (
    array,
    body_object,
    choice,
    fail,
    json_object,
    missing_param,
    model_name,
    only_keys,
    present,
    string,
)

# OpenAI's default when a request names no model.
DEFAULT_MODERATION_MODEL = "omni-moderation-latest"
# OpenAI's limit on the inputs of one request.
MAX_INPUTS = 2048


@dataclass(frozen=True, slots=True)
class ModerationInput:
    """One thing to classify (one result): its texts and image URLs."""

    texts: tuple[str, ...]
    images: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ModerationsRequest:
    """A validated `POST /v1/moderations` body: the model and the inputs, one result each."""

    model: str
    inputs: tuple[ModerationInput, ...]


def parse_moderations_request(body: object) -> ModerationsRequest:
    """`{"input": ..., "model": ...}`: `input` a string, an array of strings (one result each)
    or an array of `text` / `image_url` parts (one result for all of them)."""
    body = body_object(body, ("input", "model"))
    model = (
        model_name(body["model"], "model") if present(body, "model") else DEFAULT_MODERATION_MODEL
    )
    if not present(body, "input"):
        missing_param("input")
    value = body["input"]
    if isinstance(value, str):
        return ModerationsRequest(model, (ModerationInput((value,)),))
    items = array(value, "input")
    if not items:
        fail("input", "Invalid 'input': empty array. Expected at least one input.", "empty_array")
    if len(items) > MAX_INPUTS:
        fail(
            "input",
            f"Invalid 'input': array too long. Expected at most {MAX_INPUTS} inputs, "
            f"but got {len(items)}.",
            "array_above_max_length",
        )
    if all(isinstance(item, str) for item in items):
        return ModerationsRequest(model, tuple(ModerationInput((item,)) for item in items))
    texts: list[str] = []
    images: list[str] = []
    for index, item in enumerate(items):
        param = f"input[{index}]"
        part = json_object(item, param)
        kind = choice(part.get("type"), f"{param}.type", ("text", "image_url"))
        if kind == "text":
            only_keys(part, ("type", "text"), param)
            if not present(part, "text"):
                missing_param(f"{param}.text")
            texts.append(string(part["text"], f"{param}.text"))
        else:
            only_keys(part, ("type", "image_url"), param)
            if not present(part, "image_url"):
                missing_param(f"{param}.image_url")
            image = json_object(part["image_url"], f"{param}.image_url")
            only_keys(image, ("url",), f"{param}.image_url")
            if not present(image, "url"):
                missing_param(f"{param}.image_url.url")
            images.append(string(image["url"], f"{param}.image_url.url"))
    return ModerationsRequest(model, (ModerationInput(tuple(texts), tuple(images)),))
