"""The JSON Schemas editors use agree with the shipped ruleset, and accept the bundled files."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from nismatch_cards.cards.loader import load_ruleset
from nismatch_cards.games.nismatch.language.catalogue import SKELETON
from nismatch_cards.paths import DEFAULT_RULESET, SCHEMA_DIR, data_path

ROOT = Path(__file__).resolve().parent.parent


def schema(name: str) -> dict:
    return json.loads((ROOT / "schemas" / f"{name}.schema.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", ["card", "set", "deck", "ruleset"])
def test_schemas_are_valid_draft_2020_12(name):
    Draft202012Validator.check_schema(schema(name))
    assert schema(name)["$schema"] == "https://json-schema.org/draft/2020-12/schema"


def test_card_schema_enums_match_the_shipped_ruleset():
    """Editors autocomplete from the schema; the validator from the ruleset: they must agree."""
    ruleset, problems = load_ruleset(DEFAULT_RULESET)
    assert problems == []
    defs = schema("card")["$defs"]
    assert defs["zona"]["enum"] == list(ruleset.zone_ids)
    assert defs["rareza"]["enum"] == list(ruleset.rarities)
    assert defs["etiqueta"]["enum"] == list(ruleset.tags)
    assert defs["tipo"]["enum"] == list(ruleset.card_types)


def test_every_bundled_file_passes_its_schema():
    card = Draft202012Validator(schema("card"))
    deck = Draft202012Validator(schema("deck"))
    set_ = Draft202012Validator(schema("set"))
    for file in (ROOT / "packs" / "nismatch").rglob("*.yaml"):
        data = yaml.safe_load(file.read_text(encoding="utf-8"))
        if file.name == "ruleset.yaml":
            validator = Draft202012Validator(schema("ruleset"))
        elif file.name == "set.yaml":
            validator = set_
        elif file.parent.name == "decks":
            validator = deck
        else:
            validator = card
        assert list(validator.iter_errors(data)) == [], file


def test_card_files_point_editors_at_the_schema():
    """Each bundled card file starts with the yaml-language-server modeline (README, docs/ci.md)."""
    for file in (ROOT / "packs" / "nismatch" / "base").glob("*.yaml"):
        if file.name == "set.yaml":
            continue
        first = file.read_text(encoding="utf-8").splitlines()[0]
        assert first == "# yaml-language-server: $schema=../../../schemas/card.schema.json", file


def test_shipped_data_is_found():
    assert SKELETON.is_file() and DEFAULT_RULESET.is_file() and (SCHEMA_DIR / "card.schema.json").is_file()
    assert data_path("packs/nismatch/ruleset.yaml") == DEFAULT_RULESET
