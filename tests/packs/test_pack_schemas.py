"""JSON Schemas for editors, derived from each pack (nismatch_cards/cards/jsonschemas.py).

The bundled packs keep theirs in ``packs/<id>/schemas/`` and their files point editors at them;
and a schema says exactly what ``nismatch validate`` says of a file's shape and values: both are
run on the same good and bad files of the made-up test pack (tests/packs/prueba) and of NISMATCH.
What a schema cannot say (the ability grammar, ids unique in a set, a deck's contents) is left to
``nismatch validate`` and not part of these cases.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from nismatch_cards.cards import files
from nismatch_cards.cards.jsonschemas import URN, dump, schemas
from nismatch_cards.cards.loader import load_cards
from nismatch_cards.cards.packs import bundled, bundled_ids, load_pack
from nismatch_cards.cards.yamlfile import parse_yaml
from nismatch_cards.games.nismatch.language.catalogue import SKELETON
from nismatch_cards.paths import DEFAULT_RULESET, SCHEMA_DIR, bundled_cards, data_path

REPO = Path(__file__).resolve().parents[2]
PRUEBA = REPO / "tests" / "packs" / "prueba"


def _prueba():
    game, problems, _ = load_pack(PRUEBA / "ruleset.yaml")
    assert problems == []
    return game


# --- the bundled packs' schemas ----------------------------------------------------------------


@pytest.mark.parametrize("pack_id", bundled_ids())
def test_bundled_schemas_are_up_to_date(pack_id):
    folder = REPO / "packs" / pack_id / "schemas"
    expected = {name: dump(schema) for name, schema in schemas(bundled(pack_id).pack).items()}
    found = {f.name: f.read_text(encoding="utf-8") for f in sorted(folder.glob("*.json"))}
    assert found == expected, (f"regenera los esquemas: nismatch esquemas --cartas packs/{pack_id} "
                               f"--salida packs/{pack_id}/schemas")


@pytest.mark.parametrize("pack_id", [*bundled_ids(), "prueba"])
def test_schemas_are_draft_2020_12_with_urn_ids(pack_id):
    pack = _prueba().pack if pack_id == "prueba" else bundled(pack_id).pack
    for name, schema in schemas(pack).items():
        Draft202012Validator.check_schema(schema)
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema", name
        assert schema["$id"].startswith(URN + ":"), name
    assert schemas(pack)["card.schema.json"]["$id"] == f"{URN}:{pack_id}:card"


def _kind(file: Path) -> str:
    if file.name == "ruleset.yaml":
        return "pack"
    if file.name == "lexico.yaml":
        return "lexicon"
    if file.name == "set.yaml":
        return "set"
    if file.parent.name == "mapas":
        return "map"
    return "deck" if file.parent.name == "decks" else "card"


@pytest.mark.parametrize("pack_id", bundled_ids())
def test_every_bundled_file_passes_its_schema_and_points_editors_at_it(pack_id):
    """The pack's files and the sets and decks it ships (NISMATCH's in ``cards/``, beside ``packs/``):
    each first line names, relative to the file, its pack's schema of that kind."""
    schemas_folder = REPO / "packs" / pack_id / "schemas"
    files = sorted({*(REPO / "packs" / pack_id).rglob("*.yaml"), *bundled_cards(pack_id).rglob("*.yaml")})
    assert any(f.name == "set.yaml" for f in files)
    for file in files:
        schema_file = schemas_folder / f"{_kind(file)}.schema.json"
        schema = json.loads(schema_file.read_text(encoding="utf-8"))
        data = yaml.safe_load(file.read_text(encoding="utf-8"))
        assert list(Draft202012Validator(schema).iter_errors(data)) == [], file
        first = file.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("# yaml-language-server: $schema="), file
        assert (file.parent / first.split("=", 1)[1]).resolve() == schema_file.resolve(), file


def test_the_bundled_nismatch_cards_name_their_pack():
    assert bundled_cards("nismatch") == REPO / "cards"
    assert load_pack(REPO / "cards" / "ruleset.yaml") == (bundled("nismatch"), [], None)


def test_shipped_data_is_found():
    assert SKELETON.is_file() and DEFAULT_RULESET.is_file() and (SCHEMA_DIR / "pack.schema.json").is_file()
    assert data_path("packs/nismatch/ruleset.yaml") == DEFAULT_RULESET


# --- the schemas agree with the built-in checks ------------------------------------------------

HERO = {"id": "h", "nombre": "H", "tipo": "heroe", "vida": 10, "alcance": "1-2"}
ACTION = {"id": "a", "nombre": "A", "tipo": "accion", "clase": "ataque", "valor": 3, "personaje": "Alicia"}
ENEMY = {"id": "e", "nombre": "E", "tipo": "enemigo", "poder": 3, "color": "rojo"}
PART = {"id": "p", "nombre": "P", "tipo": "parte", "zona": "torso", "pg": 3, "car": 1, "fue": 1, "def": 1,
        "vel": 1, "rareza": "pura"}
SUPPORT = {"id": "s", "nombre": "S", "tipo": "apoyo", "rareza": "pura"}


def with_(card: dict, **changes) -> dict:
    """``card`` with keys changed (``None`` removes one)."""
    changed = dict(card, **changes)
    return {k: v for k, v in changed.items() if v is not None}


GOOD_PRUEBA = {
    "heroe": HERO, "heroe-alcance-entero": with_(HERO, alcance=2), "heroe-alcance-texto": with_(HERO, alcance="3"),
    "heroe-alcance-igual": with_(HERO, alcance="2-2"), "heroe-booleano": with_(HERO, a_distancia=True),
    "heroe-acolitos": with_(HERO, acolitos=[{"nombre": "X", "vida": 1}, {"nombre": "Y", "vida": 9}]),
    "heroe-acolitos-vacio": with_(HERO, acolitos=[]),
    "heroe-icono-y-aviso": with_(HERO, habilidad="{ataque} Mueve a tu Acolito."),
    "heroe-llave-suelta": with_(HERO, habilidad="Un { que no es icono"),
    "accion-plan-sin-valor": with_(ACTION, clase="plan", valor=None),
    "accion-defensa": with_(ACTION, clase="defensa", valor=0),
    "accion-coste": with_(ACTION, coste=["rojo", "azul", "generico"]), "accion-basica": with_(ACTION, subtipo="basico"),
    "accion-efecto-largo": with_(ACTION, efecto="x" * 120), "accion-cita": with_(ACTION, cita="«Hola» — Yo"),
    "accion-grupo": with_(ACTION, fuerza={"base": 1}), "accion-grupo-lleno": with_(ACTION, fuerza={"base": 0, "extra": 5}),
    "accion-valor-decimal-entero": with_(ACTION, valor=3.0),
    "enemigo": ENEMY, "enemigo-azul": with_(ENEMY, color="azul"), "arte": with_(ENEMY, arte="arte/e.png"),
    "lista": {"cartas": [ACTION, ENEMY]},
}
BAD_PRUEBA = {
    "sin-id": with_(HERO, id=None), "sin-nombre": with_(HERO, nombre=None), "sin-tipo": with_(HERO, tipo=None),
    "tipo-desconocido": with_(HERO, tipo="heroes"), "id-mal": with_(HERO, id="Mal_Id"), "nombre-vacio": with_(HERO, nombre=""),
    "nombre-numero": with_(HERO, nombre=5), "arte-vacio": with_(HERO, arte=""), "clave-desconocida": with_(HERO, vidas=3),
    "clave-de-otro-tipo": with_(HERO, poder=3), "entero-texto": with_(HERO, vida="diez"), "entero-alto": with_(HERO, vida=31),
    "entero-bajo": with_(HERO, vida=0), "entero-booleano": with_(HERO, vida=True), "entero-decimal": with_(HERO, vida=3.5),
    "rango-bajo": with_(HERO, alcance="0-2"), "rango-reves": with_(HERO, alcance="3-1"), "rango-alto": with_(HERO, alcance="1-4"),
    "rango-texto": with_(HERO, alcance="a"), "rango-cero-delante": with_(HERO, alcance="01-2"),
    "rango-lista": with_(HERO, alcance=[1]), "rango-entero-alto": with_(HERO, alcance=4),
    "rango-falta": with_(HERO, alcance=None), "booleano-texto": with_(HERO, a_distancia="si"),
    "lista-larga": with_(HERO, acolitos=[{"nombre": "X", "vida": 1}] * 3),
    "grupo-sin-obligatorio": with_(HERO, acolitos=[{"nombre": "X"}]),
    "grupo-clave-desconocida": with_(HERO, acolitos=[{"nombre": "X", "vida": 1, "fuerza": 2}]),
    "lista-no-lista": with_(HERO, acolitos={"nombre": "X", "vida": 1}),
    "grupo-en-lista-fuera-de-rango": with_(HERO, acolitos=[{"nombre": "X", "vida": 10}]),
    "icono-desconocido": with_(HERO, habilidad="{atake} golpea"), "texto-vacio": with_(HERO, habilidad=""),
    "texto-numero": with_(HERO, habilidad=3),
    "obligatorio-si": with_(ACTION, valor=None), "prohibido-si": with_(ACTION, clase="plan"),
    "lista-enum-larga": with_(ACTION, coste=["rojo"] * 4), "lista-enum-mal": with_(ACTION, coste=["verde"]),
    "lista-enum-texto": with_(ACTION, coste="rojo"), "texto-largo": with_(ACTION, efecto="x" * 121),
    "patron": with_(ACTION, cita="sin formato"), "grupo-vacio": with_(ACTION, fuerza={}),
    "grupo-fuera-de-rango": with_(ACTION, fuerza={"base": 9}), "grupo-clave-mal": with_(ACTION, fuerza={"base": 1, "otro": 2}),
    "grupo-no-mapa": with_(ACTION, fuerza=3), "enum-mal": with_(ACTION, subtipo="raro"),
    "enum-no-admitido": with_(ENEMY, color="blanco"), "enum-desconocido": with_(ENEMY, color="morado"),
    "lista-vacia": {"cartas": []}, "lista-con-numero": {"cartas": [ACTION, 5]},
    "lista-y-otra-clave": {"cartas": [ACTION], "otra": 1}, "lista-mapa": {"cartas": {"a": ACTION}},
    "texto": "hola", "lista-suelta": [ACTION],
}
GOOD_NISMATCH = {"parte": PART, "apoyo": SUPPORT, "habilidades": with_(
    PART, habilidades=[{"etiqueta": "pasiva", "texto": "Tu Unidad gana +1 DEF"}])}
BAD_NISMATCH = {
    "apoyo-con-pg": with_(SUPPORT, pg=3), "parte-sin-zona": with_(PART, zona=None), "pg-alto": with_(PART, pg=21),
    "etiqueta-no-admitida": with_(SUPPORT, habilidades=[{"etiqueta": "pasiva", "texto": "Tu Unidad gana +1 DEF"}]),
    "habilidad-sin-texto": with_(PART, habilidades=[{"etiqueta": "pasiva"}]),
}


def _built_in_valid(game, data, tmp_path: Path) -> bool:
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    document = parse_yaml(text, tmp_path / "a.yaml")
    return not any(d.severity == "error" for _, found in load_cards(document, game, tmp_path, "base") for d in found)


def _cases():
    for name, data in GOOD_PRUEBA.items():
        yield pytest.param("prueba", data, True, id=f"prueba-bien-{name}")
    for name, data in BAD_PRUEBA.items():
        yield pytest.param("prueba", data, False, id=f"prueba-mal-{name}")
    for name, data in GOOD_NISMATCH.items():
        yield pytest.param("nismatch", data, True, id=f"nismatch-bien-{name}")
    for name, data in BAD_NISMATCH.items():
        yield pytest.param("nismatch", data, False, id=f"nismatch-mal-{name}")


@pytest.mark.parametrize("pack_id, data, valid", list(_cases()))
def test_card_schema_agrees_with_the_built_in_checks(pack_id, data, valid, tmp_path):
    game = _prueba() if pack_id == "prueba" else bundled(pack_id)
    schema = Draft202012Validator(schemas(game.pack)["card.schema.json"])
    assert (_built_in_valid(game, data, tmp_path), schema.is_valid(data)) == (valid, valid)


SET = {"codigo": "base", "nombre": "Base", "version": "1.0"}
DECK = {"nombre": "D", "personaje": "alicia", "cartas": {"tajo": 2, "base/bloqueo": 1}}
SHAPES = [
    ("set", SET, True), ("set", with_(SET, version=2, descripcion="x", dorso="d.png"), True),
    ("set", with_(SET, version=None), False), ("set", with_(SET, codigo="Base"), False),
    ("set", with_(SET, cartas=[]), False), ("set", with_(SET, version=True), False),
    ("set", with_(SET, nombre=""), False), ("set", None, False), ("set", ["codigo"], False),
    ("deck", DECK, True), ("deck", with_(DECK, set="base"), True), ("deck", with_(DECK, sets=["base", "otro"]), True),
    ("deck", with_(DECK, cartas={"tajo": 2.0}), True),
    ("deck", with_(DECK, set="base", sets=["base"]), False), ("deck", with_(DECK, sets=[]), False),
    ("deck", with_(DECK, sets="base"), False), ("deck", with_(DECK, cartas={}), False),
    ("deck", with_(DECK, cartas={"Tajo": 1}), False), ("deck", with_(DECK, cartas={"tajo": 0}), False),
    ("deck", with_(DECK, cartas={"tajo": "dos"}), False), ("deck", with_(DECK, cartas={"a/b/c": 1}), False),
    ("deck", with_(DECK, cartas=None), False), ("deck", with_(DECK, mazo=1), False),
    ("deck", with_(DECK, personaje="Alicia"), False), ("deck", with_(DECK, descripcion=""), False),
]


@pytest.mark.parametrize("kind, data, valid", SHAPES, ids=[f"{k}-{i}" for i, (k, _, _) in enumerate(SHAPES)])
def test_set_and_deck_schemas_agree_with_the_built_in_checks(kind, data, valid, tmp_path):
    game = _prueba()
    document = parse_yaml(yaml.safe_dump(data, allow_unicode=True), tmp_path / f"{kind}.yaml")
    problems = files.check_set(document) if kind == "set" else files.check_deck(document, game.pack)
    schema = Draft202012Validator(schemas(game.pack)[f"{kind}.schema.json"])
    assert (not problems, schema.is_valid(data)) == (valid, valid)


def test_a_deck_of_a_game_without_characters_has_no_personaje():
    schema = schemas(bundled("nismatch").pack)["deck.schema.json"]
    assert "personaje" not in schema["properties"] and "personaje" in schemas(_prueba().pack)["deck.schema.json"]["properties"]
