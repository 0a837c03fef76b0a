"""Helpers of the spreadsheet tests: the bundled packs, and their cards compared as loaded."""
from __future__ import annotations

import os
from pathlib import Path

from nismatch_cards.cards.loader import load
from nismatch_cards.paths import PACKS_DIR

PACKS = ("nismatch", "unmatched", "mamlejet-kohanim", "knockdown")


def fresh_cards(folder: Path, pack_id: str) -> Path:
    """An empty cards folder of a bundled game (``ruleset.yaml`` naming its pack)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ruleset.yaml").write_text(f"paquete: {pack_id}\n", encoding="utf-8")
    return folder


def loaded(cards: Path) -> dict:
    """Every set of ``cards`` as loaded: its name, version and each card's id, name, type, fields and
    art (relative to its set, so that two folders compare)."""
    result = load([cards])
    assert not [d for d in result.diagnostics if d.severity == "error"], result.diagnostics[:3]
    return {code: (s.name, s.version, {card.id: (card.name, card.type, card.fields, card.set_code,
                                                 os.path.relpath(card.art, s.folder.resolve()) if card.art else None)
                                       for card in s.cards.values()})
            for code, s in result.project.sets.items()}


def bundled(pack_id: str) -> Path:
    return PACKS_DIR / pack_id
