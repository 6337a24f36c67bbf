"""Offline tokenizers: tiktoken's `o200k_base` and `cl100k_base`, with their
rank files rebuilt from the vocabularies the `quicktok-v1` wheel ships.

tiktoken downloads its rank files at first use; nothing here may. So each
rank file is rebuilt from quicktok's binary vocabulary (`<u32 count>` then,
per token, `<u16 length><bytes><u32 rank>`, little-endian) into tiktoken's
text form (`base64(token) rank` per line, by rank), and handed to
tiktoken's own loader with the SHA-256 that tiktoken's source pins for
that file (`tiktoken_ext.openai_public`): a vocabulary that differs by one
byte from the published one is refused, and tiktoken's downloader is
disabled so a refusal can never turn into a download.
"""

from __future__ import annotations

import base64
import os
import struct
import tempfile
from functools import lru_cache

import quicktok
import tiktoken
import tiktoken.load
import tiktoken_ext.openai_public as openai_public

ENCODINGS = ("o200k_base", "cl100k_base")
# tiktoken's encoding name -> quicktok's vocabulary file.
VOCABULARY = {"o200k_base": "o200k", "cl100k_base": "cl100k"}


def _no_download(blobpath: str) -> bytes:
    if "://" in blobpath:
        raise RuntimeError(f"offline: refusing to download {blobpath}")
    with open(blobpath, "rb") as f:
        return f.read()


def rank_file(vocabulary: str) -> bytes:
    """quicktok's `<vocabulary>.vocab` as tiktoken's rank file text."""
    path = os.path.join(os.path.dirname(quicktok.__file__), "data", f"{vocabulary}.vocab")
    raw = open(path, "rb").read()
    (count,) = struct.unpack_from("<I", raw, 0)
    offset, ranks = 4, []
    for _ in range(count):
        (length,) = struct.unpack_from("<H", raw, offset)
        token = raw[offset + 2 : offset + 2 + length]
        (rank,) = struct.unpack_from("<I", raw, offset + 2 + length)
        offset += 6 + length
        ranks.append((rank, token))
    if offset != len(raw):
        raise ValueError(f"{path}: {len(raw) - offset} trailing bytes: not a quicktok vocabulary")
    ranks.sort()
    return b"".join(base64.b64encode(t) + b" " + str(r).encode() + b"\n" for r, t in ranks)


@lru_cache(maxsize=None)
def encoding(name: str) -> tiktoken.Encoding:
    """tiktoken's `name`, its ranks rebuilt offline and checked against the
    hash tiktoken pins."""
    if name not in VOCABULARY:
        raise KeyError(f"unknown encoding {name!r}: use one of {', '.join(ENCODINGS)}")
    tiktoken.load.read_file = _no_download
    original = openai_public.load_tiktoken_bpe
    rebuilt = rank_file(VOCABULARY[name])
    checked = {}

    def load_rebuilt(blobpath: str, expected_hash: str | None = None):
        if not blobpath.endswith(f"/{name}.tiktoken"):
            raise RuntimeError(f"offline: {name} asked for {blobpath}")
        if not expected_hash:
            raise RuntimeError(f"tiktoken pins no hash for {blobpath}")
        with tempfile.TemporaryDirectory() as scratch:
            local = os.path.join(scratch, f"{name}.tiktoken")
            with open(local, "wb") as f:
                f.write(rebuilt)
            # No cache: tiktoken reads the local file and checks its hash.
            os.environ["TIKTOKEN_CACHE_DIR"] = ""
            ranks = original(local, expected_hash=expected_hash)
        checked["sha256"] = expected_hash
        return ranks

    openai_public.load_tiktoken_bpe = load_rebuilt
    try:
        spec = openai_public.ENCODING_CONSTRUCTORS[name]()
    finally:
        openai_public.load_tiktoken_bpe = original
    if "sha256" not in checked:
        raise RuntimeError(f"{name}: the rank file was not checked")
    enc = tiktoken.Encoding(**spec)
    enc.checked_sha256 = checked["sha256"]  # type: ignore[attr-defined]
    return enc


def count(name: str, text: str) -> int:
    """Tokens of `text` (special-token strings counted as plain text)."""
    return len(encoding(name).encode_ordinary(text))


if __name__ == "__main__":
    for enc_name in ENCODINGS:
        enc = encoding(enc_name)
        print(enc_name, enc.n_vocab, enc.checked_sha256, count(enc_name, "hello world"))
