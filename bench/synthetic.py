"""Synthetic card sets for benchmarks: the bundled cards, renamed and varied, N of them."""
from __future__ import annotations

import itertools
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
BASE_SET = ROOT / "cards" / "base"


def base_cards() -> list[dict]:
    cards = []
    for file in sorted(BASE_SET.glob("*.yaml")):
        if file.name == "set.yaml":
            continue
        data = yaml.safe_load(file.read_text(encoding="utf-8"))
        cards += data["cartas"] if "cartas" in data else [data]
    return cards


def make_set(folder: Path, count: int, per_file: int = 50) -> Path:
    """Write a NISMATCH cards folder (``paquete: nismatch``) with one set of ``count`` distinct cards,
    ``per_file`` a file (1: each file one card, not a list); return the folder."""
    set_folder = folder / "sintetico"
    set_folder.mkdir(parents=True, exist_ok=True)
    (set_folder / "set.yaml").write_text('codigo: sintetico\nnombre: Sintético\nversion: "1.0"\n', encoding="utf-8")
    (folder / "ruleset.yaml").write_text("paquete: nismatch\n", encoding="utf-8")
    cards = []
    for i, card in zip(range(count), itertools.cycle(base_cards())):
        card = dict(card, id=f"{card['id']}-{i}", nombre=f"{card['nombre']} {i}")
        cards.append(card)
    for n in range(0, count, per_file):
        chunk = cards[n : n + per_file]
        (set_folder / f"cartas-{n // per_file:05d}.yaml").write_text(
            yaml.safe_dump(chunk[0] if per_file == 1 else {"cartas": chunk}, allow_unicode=True, sort_keys=False),
            encoding="utf-8")
    return folder


def distinct_texts(count: int) -> list[str]:
    """``count`` different ability texts: the bundled ones with their numbers varied."""
    import re

    texts = sorted({a["texto"] for c in base_cards() for a in c.get("habilidades", [])})
    out: list[str] = []
    for variant in itertools.count():
        for text in texts:
            out.append(re.sub(r"\d+", lambda m: str((int(m.group()) + variant) % 10), text)
                       + (" " * (variant // 10)))
            if len(out) == count:
                return out
    raise AssertionError("unreachable")
