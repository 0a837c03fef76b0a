"""The pack model (nismatch_cards/cards/pack.py): every bundled pack passes the meta-schema and names
only what it declares, and the NISMATCH pack gives its engine exactly the rules of the rulebook."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from nismatch_cards.cards.pack import Pack, check_references
from nismatch_cards.cards.packs import bundled, bundled_ids
from nismatch_cards.games.nismatch.plugin import NISMATCH
from nismatch_cards.games.nismatch.rules import Mode, StatRange, Tag, Zone

REPO = Path(__file__).resolve().parents[2]
PACKS = {"prueba": REPO / "tests" / "packs" / "prueba"} | {i: REPO / "packs" / i for i in bundled_ids()}


def _pack_data(folder: Path) -> dict:
    return yaml.safe_load((folder / "ruleset.yaml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("pack_id", sorted(PACKS))
def test_pack_passes_the_pack_schema(pack_id):
    schema = json.loads((REPO / "schemas" / "pack.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    assert [e.message for e in Draft202012Validator(schema).iter_errors(_pack_data(PACKS[pack_id]))] == []


@pytest.mark.parametrize("pack_id", sorted(PACKS))
def test_pack_names_only_what_it_declares(pack_id):
    assert check_references(Pack.from_data(_pack_data(PACKS[pack_id]))) == []


def test_nismatch_pack_gives_the_engine_the_rules_of_the_rulebook():
    """Every constant of rulebook 1.3, 2, 3.2, 3.3, 4.1, 5.1-5.3 reaches the engine (the values the
    old-format ruleset.yaml had, checked equal when the pack replaced it)."""
    rules = NISMATCH.ruleset(bundled("nismatch").pack)
    assert (rules.deck_min, rules.deck_max, rules.max_copies) == (40, 60, None)  # 1.3
    assert (rules.hand_size, rules.free_mulligans, rules.mulligan_penalty, rules.draw_per_turn) == (7, 1, 1, 1)
    assert (rules.botines_initial, rules.botines_to_win, rules.botines_per_destroyed_part,
            rules.botines_per_attack_without_parts) == (5, 5, 1, 2)  # 1.1, 2②
    assert (rules.base_car, rules.talleres, rules.taller_repair, rules.taller_turns_before_reequip) == (
        2, ("alfa", "beta"), 2, 1)  # 4.1, 2③, 5.3.3
    assert (rules.parts_per_turn, rules.initiative_die, rules.turn_limit, rules.starting_zone) == (1, 6, 200, "torso")
    assert rules.modes == {"1v1": Mode("1v1", 2, ((1,), (2,)), "1 contra 1"),
                           "2v2": Mode("2v2", 4, ((1, 3), (2, 4)), "2 contra 2"),
                           "batalla_real": Mode("batalla_real", 4, ((1,), (2,), (3,), (4,)), "Batalla Real")}
    assert rules.zones == (Zone("cabeza", "Cabeza", "cabeza"), Zone("torso", "Torso", "torso"),
                           Zone("brazo_izquierdo", "Brazo Izquierdo", "brazo"),
                           Zone("brazo_derecho", "Brazo Derecho", "brazo"),
                           Zone("pierna_izquierda", "Pierna Izquierda", "pierna"),
                           Zone("pierna_derecha", "Pierna Derecha", "pierna"))
    assert rules.rarities == ("chatarra", "vendible", "pura", "legendaria")
    assert {t: c.tags for t, c in rules.card_types.items()} == {
        "parte": ("pasiva", "normal", "relampago", "guerrilla", "disparado"), "apoyo": ("normal", "relampago")}
    assert rules.tags == {
        "pasiva": Tag("pasiva", "Pasiva", None, "prohibido", "prohibido", None),
        "normal": Tag("normal", "Normal", "normal", "obligatorio", "prohibido", 1),
        "relampago": Tag("relampago", "Relámpago", "relampago", "obligatorio", "prohibido", 1),
        "guerrilla": Tag("guerrilla", "Guerrilla", "relampago", "obligatorio", "prohibido", 1, "guerrilla"),
        "disparado": Tag("disparado", "Disparado", "relampago", "opcional", "obligatorio", None)}
    assert rules.stat_ranges == {"pg": StatRange(1, 20), "car": StatRange(-5, 5), "fue": StatRange(0, 10),
                                 "def": StatRange(0, 10), "vel": StatRange(0, 10)}


def test_a_reference_to_nothing_is_reported():
    data = _pack_data(PACKS["nismatch"])
    data["tipos"]["parte"]["tamano"] = "tarot"
    data["tipos"]["parte"]["campos"]["zona"]["enum"] = "zonas"
    problems = check_references(Pack.from_data(data))
    assert problems == [
        (("tipos", "parte", "tamano"), "el tamaño «tarot» no existe en el paquete", "el paquete declara: poker"),
        (("tipos", "parte", "campos", "zona", "enum"), "la enumeración «zonas» no existe en el paquete",
         "el paquete declara: zona, rareza, etiqueta"),
    ]


def test_bounds_out_of_order_and_conditions_on_missing_fields_are_reported():
    data = _pack_data(PACKS["prueba"])
    fields = data["tipos"]["accion"]["campos"]
    fields["valor"]["minimo"] = 9
    fields["valor"]["obligatorio_si"] = {"clas": "ataque"}
    data["tipos"]["heroe"]["campos"]["alcance"].pop("maximo")
    data["tipos"]["heroe"]["campos"]["escala"] = {"tipo": "rango", "minimo": 0, "maximo": 51}
    data["mazos"]["exentas"] = [{"subtip": "basico"}]
    problems = check_references(Pack.from_data(data))
    assert [(path, message) for path, message, _ in problems] == [
        (("tipos", "heroe", "campos", "alcance"), "un campo «rango» necesita «minimo» (0 o más) y «maximo»"),
        (("tipos", "heroe", "campos", "escala", "maximo"), "un campo «rango» abarca como mucho 51 valores"),
        (("tipos", "accion", "campos", "valor", "minimo"), "el mínimo (9) es mayor que el máximo (6)"),
        (("tipos", "accion", "campos", "valor", "obligatorio_si", "clas"), "el campo «clas» no existe en el paquete"),
        (("mazos", "exentas", 0, "subtip"), "el campo «subtip» no existe en el paquete"),
    ]


def test_a_field_may_not_take_a_key_every_card_file_uses():
    data = _pack_data(PACKS["prueba"])
    fields = data["tipos"]["enemigo"]["campos"]
    fields["nombre"] = {"tipo": "texto"}
    fields["cartas"] = {"tipo": "entero"}
    assert check_references(Pack.from_data(data)) == [
        (("tipos", "enemigo", "campos", "nombre"), "«nombre» es una clave común a todas las cartas",
         "usa otro nombre para el campo"),
        (("tipos", "enemigo", "campos", "cartas"), "«cartas» es la clave de un archivo con una lista de cartas",
         "usa otro nombre para el campo")]


def test_an_art_frame_variant_names_a_field_of_its_type():
    data = _pack_data(PACKS["prueba"])
    data["tipos"]["accion"]["arte"] = {"ancho": 50, "alto": 30, "variantes": [
        {"si": {"valor": None}, "ancho": 50, "alto": 60}, {"si": {"efect": None}, "ancho": 50, "alto": 70}]}
    pack = Pack.from_data(data)
    frame = pack.types["accion"].art
    assert [frame.for_card(f).height for f in ({"valor": 2, "efect": 1}, {}, {"valor": 2})] == [30, 60, 70]
    assert [(path, message) for path, message, _ in check_references(pack)] == [
        (("tipos", "accion", "arte", "variantes", 1, "si", "efect"), "el campo «efect» no existe en el paquete")]
