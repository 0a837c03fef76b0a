"""The pack model (nismatch_cards/cards/pack.py): the NISMATCH pack written as data gives its
engine exactly the rules of the rulebook."""
from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

import yaml
from jsonschema import Draft202012Validator

from nismatch_cards.cards.pack import Pack, check_references
from nismatch_cards.cards.ruleset import Ruleset as OldRuleset
from nismatch_cards.games.nismatch.rules import Ruleset

REPO = Path(__file__).resolve().parents[2]


def _pack_data() -> dict:
    return yaml.safe_load((Path(__file__).parent / "nismatch-pack.yaml").read_text(encoding="utf-8"))


def test_nismatch_pack_passes_the_pack_schema():
    schema = json.loads((REPO / "schemas" / "pack.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    assert [e.message for e in Draft202012Validator(schema).iter_errors(_pack_data())] == []


def test_nismatch_pack_names_only_what_it_declares():
    assert check_references(Pack.from_data(_pack_data())) == []


def test_nismatch_pack_gives_the_engine_the_same_rules():
    """Every constant of rulebook 1.3, 2, 3.2, 3.3, 4.1, 5.1-5.3 reaches the engine unchanged."""
    old = OldRuleset.from_data(yaml.safe_load((REPO / "packs" / "nismatch" / "ruleset.yaml").read_text(encoding="utf-8")))
    new = Ruleset.from_pack(Pack.from_data(_pack_data()))
    assert asdict(new) == asdict(old)


def test_a_reference_to_nothing_is_reported():
    data = _pack_data()
    data["tipos"]["parte"]["tamano"] = "tarot"
    data["tipos"]["parte"]["campos"]["zona"]["enum"] = "zonas"
    problems = check_references(Pack.from_data(data))
    assert problems == [
        (("tipos", "parte", "tamano"), "el tamaño «tarot» no existe en el paquete", "declarados: poker"),
        (("tipos", "parte", "campos", "zona", "enum"), "la enumeración «zonas» no existe en el paquete",
         "declarados: zona, rareza, etiqueta"),
    ]
