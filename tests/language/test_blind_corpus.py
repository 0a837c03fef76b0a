"""Ability texts written blind (issue 26): by writers who had read only the rulebook, never the
language's docs or code, each batch by a new writer («lote-r2-a», «lote-r2-b»: round 2; «lote-r3-c»: round 3, «lote-r4-d»: round 4; «lote-r5-e»: round 5; «lote-r6-f»: round 6; «lote-r7-g»: round 7; «lote-r8-h»: round 8; «lote-r9-i»: round 9, each measured held-out, 2026-11-29 and 30).

Each text either parses, with the canonical reading kept in ``lecturas.json`` (a change of reading is
a deliberate edit of that file: ``python -m tests.language.test_blind_corpus``), or is refused with a
hint that helps: a whole rewrite («¿quisiste decir: «…»?») or the nearest construct and
«prototipo: true» (never a bare pointer to the docs). docs/ability-language.md reports each batch's
share on first sight.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse, to_text

CORPUS = Path(__file__).resolve().parent / "corpus"
READINGS = CORPUS / "lecturas.json"
BATCHES = sorted(CORPUS.glob("lote-*.yaml"))


def entries() -> list[tuple[str, str]]:
    return [(batch.stem, e["texto"]) for batch in BATCHES
            for e in yaml.safe_load(batch.read_text(encoding="utf-8"))]


def readings() -> dict[str, str]:
    """Every text of the corpus that parses today, with its canonical reading."""
    found = {}
    for _, text in entries():
        try:
            found[text] = to_text(parse(text))
        except AbilitySyntaxError:
            pass
    return found


@pytest.mark.parametrize("batch, text", entries(), ids=[f"{b}-{i}" for i, (b, _) in enumerate(entries())])
def test_a_blind_text_reads_as_recorded_or_its_refusal_helps(batch, text):
    recorded = json.loads(READINGS.read_text(encoding="utf-8"))
    try:
        reading = to_text(parse(text))
    except AbilitySyntaxError as error:
        assert text not in recorded, f"dejó de leerse: {error}"
        helps = ("¿quisiste decir: «", "escribe una de las dos: «")  # a mend, or both readings of an ambiguity
        labelled = error.hint.startswith("la etiqueta «") and ("el texto, sin ella: «" in error.hint or any(
            h in error.hint for h in helps) or "prototipo: true" in error.hint)  # «Relámpago. CAR 1 | …»: the field
        whole = "«" + text.split("|")[0].strip() + " |" in error.hint if "|" in text else False  # a mend written out
        assert error.hint.startswith(helps) or "prototipo: true" in error.hint or labelled or whole, error.hint
        return
    assert recorded.get(text) == reading


def test_each_batch_is_at_least_a_hundred_texts():
    assert all(len(yaml.safe_load(b.read_text(encoding="utf-8"))) >= 100 for b in BATCHES) and len(BATCHES) >= 2


if __name__ == "__main__":
    READINGS.write_text(json.dumps(readings(), ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(READINGS)
