"""The names of the image files a set's build writes, known before building (no drawing imported):
its backs' PNGs beside its cards' (``png/<set>/``) and its Tabletop Simulator decks (``png/tts/``), so
that validation can tell two sets that would write one Tabletop Simulator file (NM202)."""
from __future__ import annotations

import re
from collections import Counter

#: Keys of backs among the faces start so (never a card id: ids have no «<»): ``<dorso:ID:SIZE>``.
BACK_PREFIX = "<dorso:"


def back_key(back: str | None, size: str) -> str:
    """The key of back ``back`` (None: a type without one) printed at card size ``size``."""
    return f"{BACK_PREFIX}{back or ''}:{size}>"


def back_parts(key: str) -> tuple[str, str]:
    """``(back id, size id)`` of a back key; the back id is empty for a type without a back."""
    back_id, size_id = key[len(BACK_PREFIX):-1].split(":")
    return back_id, size_id


def back_names(keys: list[str]) -> dict[str, str]:
    """File names of the backs: ``dorso`` when there is one, else ``dorso-<back>`` (and ``-<size>``
    when one back is printed at several sizes)."""
    if len(keys) == 1:
        return {keys[0]: "dorso"}
    parts = {key: back_parts(key) for key in keys}
    sizes = Counter(back for back, _ in parts.values())
    return {key: f"dorso-{back or 'generico'}" + (f"-{size}" if sizes[back] > 1 else "")
            for key, (back, size) in parts.items()}


def tts_decks(name: str, back_files: list[str]) -> list[str]:
    """The Tabletop Simulator decks of a build named ``name`` whose backs are ``back_files``: one a back."""
    return [name + file[len("dorso"):] for file in back_files]


def tts_file_clash(deck: str, other: str) -> str | None:
    """The file of ``png/tts/`` that deck ``deck`` and deck ``other`` would both write, if any: a deck
    writes ``<deck>.png``, ``.json``, ``-dorso.png`` and ``-caras-N.png``."""
    for mine, theirs in ((deck, other), (other, deck)):
        if theirs == mine + "-dorso":
            return f"{theirs}.png"
        if re.fullmatch(re.escape(mine) + r"-caras-\d+", theirs):
            return f"{theirs}.png"
    return f"{deck}.png" if deck == other else None
