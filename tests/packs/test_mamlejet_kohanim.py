"""The Mamlejet Kohanim pack (packs/mamlejet-kohanim): its sample set and decks are valid and follow
the rulebook, its deck rules and its own field checks give their exact messages in their places, its
schemas agree with those checks, and the whole pack prints with the parts of a card where
«1. Partes de una carta» puts them. Rulings R1–R27 are in packs/mamlejet-kohanim/rulings.md.

Cards and decks are checked through ``nismatch validate``: card files in a project whose
``ruleset.yaml`` names the bundled pack (``paquete: mamlejet-kohanim``), decks in a copy of the pack.
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from nismatch_cards.cards.jsonschemas import schemas
from nismatch_cards.cards.loader import load
from nismatch_cards.cards.packs import bundled, bundled_ids
from validation.helpers import SET_T, Diag, invoke, validate, write_tree

REPO = Path(__file__).resolve().parents[2]
PACK = REPO / "packs" / "mamlejet-kohanim"
DOC = REPO / "docs" / "juegos" / "mamlejet-kohanim.md"
F = "cards/t/a.yaml"
D = "cards/decks/d.yaml"

# line 1 id, 2 nombre, 3 tipo, then the fields
SOLDIER = ("id: s\nnombre: S\ntipo: soldado\ncoste: [azul, generico]\ndificultad: 4\n"
           "pasuk: {cita: Texto, fuente: Devarim 20:3}\nedicion: primera\n")
WEAPON = ("id: o\nnombre: O\ntipo: objeto\ncoste: [rojo]\nclase: arma\nguarnecer: [generico]\n"
          "pasuk: {cita: Texto, fuente: Shmuel I 17:40}\nedicion: primera\n")
PRAYER = ("id: t\nnombre: T\ntipo: tefila\ncoste: [azul]\npasuk: {cita: Texto, fuente: Taanit 2a}\n"
          "edicion: primera\nhabilidades: Elige como objetivo un soldado aliado.\n")


# --- the pack and its sample set --------------------------------------------------------------


def test_the_pack_is_bundled_so_the_generic_pack_tests_cover_it():
    """tests/packs/test_pack_schemas.py and test_pack_model.py run on every bundled pack: the meta-schema,
    references, schemas up to date and every file pointing editors at them."""
    assert "mamlejet-kohanim" in bundled_ids()


def test_pack_sample_set_and_decks_validate_with_no_problem():
    run = validate(str(PACK))
    assert (run.exit_code, run.diagnostics) == (0, [])


@pytest.fixture(scope="module")
def project():
    result = load([PACK])
    assert result.ok
    return result.project


def _cards(project):
    return {c.id: c for s in project.sets.values() for c in s.cards.values()}


def test_the_cards_the_rulebook_names_are_in_the_sample_set(project):
    cards = _cards(project)
    # 1. Tipos de carta (Recurso): the three basic resources and what each produces
    basics = {c.name: c.get("produce") for c in cards.values() if c.get("basico")}
    assert basics == {"Ración de Alimento": ["blanco"], "Mina": ["rojo"], "Estudio de Torá": ["azul"]}
    # 2. Habilidades: «El Jinete tiene zerizut»
    assert cards["jinete"].get("especiales") == ["zerizut"]
    # 2. Construir tu propio mazo (*): the default enemies, and Héroes Enemigos to draw one from
    enemies = {c.name for c in cards.values() if c.type == "enemigo" and not c.get("heroe")}
    assert enemies == {"Guerrero Pelishtí", "Arquero Pelishtí", "Carruaje Pelishtí", "Ariete Pelishtí",
                       "Sacerdote de Dagón", "Elefante Pelishtí", "Necromante"}
    assert [c.id for c in cards.values() if c.get("heroe")] == ["goliat", "ishbi-benob", "saf", "lajmi"]
    # every card type of «1. Tipos de carta», every colour, the nine special abilities
    assert {c.type for c in cards.values()} == {"soldado", "objeto", "estrategia", "hishtadlut", "tefila", "recurso",
                                                "enemigo"}
    assert {w for c in cards.values() for w in c.get("coste", [])} == {"blanco", "rojo", "azul", "generico"}
    specials = {k for c in cards.values() for k in c.get("especiales", [])}
    assert specials == {"coraje", "dano-catastrofico", "disparar-proyectiles", "frenesi", "infundir-miedo",
                        "robustez", "zerizut"}
    assert any(c.get("curar") for c in cards.values()) and any(c.get("guarnecer") for c in cards.values())


def test_the_starting_deck_follows_the_rulebooks_recipe(project):
    """2. Construir tu propio mazo: «Consigue 12 “Estudio de Torá” y 12 “Ración de Alimento”. Luego consigue
    10 soldados azules y 10 soldados blancos. Añade 12 hishtadluyot o tefilot, azules o blancas. Luego
    completa el mazo con 2 objetos y 2 estrategias», and the default enemies of the note (*)."""
    deck = next(d for d in project.decks if d.name == "Azul y Blanco")
    cards = _cards(project)
    counts: dict[str, int] = {}
    for card_id in deck.card_list():
        counts[cards[card_id].type] = counts.get(cards[card_id].type, 0) + 1
    assert counts == {"recurso": 24, "soldado": 20, "hishtadlut": 4, "tefila": 8, "objeto": 2, "estrategia": 2,
                      "enemigo": 15}
    assert (deck.cards["estudio-de-tora"], deck.cards["racion-de-alimento"]) == (12, 12)
    colours = [set(cards[c].get("coste")) - {"generico"} for c in deck.card_list() if cards[c].type not in ("recurso", "enemigo")]
    assert all(c <= {"azul", "blanco"} for c in colours)
    default = {"guerrero-pelishti": 3, "arquero-pelishti": 3, "carruaje-pelishti": 2, "ariete-pelishti": 2,
               "sacerdote-de-dagon": 2, "elefante-pelishti": 1, "necromante": 1}
    assert {k: deck.cards[k] for k in default} == default
    heroes = [c for c in deck.cards if cards[c].get("heroe")]
    assert [(h, deck.cards[h]) for h in heroes] == [("goliat", 1)]


def test_emuna_is_the_difficulty_and_the_default_enemies_can_reach_fifty(project):
    """1. Partes de una carta: the die «indica cuántos puntos de emuná vale dicha carta»; 3. Puntos de
    emuná: the players win by taking 50 from the enemies, so a deck's 15 enemies must be worth that."""
    cards = _cards(project)
    for deck in project.decks:
        emuna = sum(cards[c].get("dificultad") for c in deck.card_list() if cards[c].type == "enemigo")
        assert emuna >= bundled("mamlejet-kohanim").pack.constant("emuna_para_ganar"), deck.name


# --- deck rules ------------------------------------------------------------------------------------

LEGAL = {"estudio-de-tora": 12, "racion-de-alimento": 12, "levita-de-la-guardia": 3, "hijos-de-isajar": 2,
         "levita-cantor": 2, "kohen-del-shofar": 1, "kohen-mashuaj-miljama": 1, "iehonatan-ben-shaul": 1,
         "guerrero-de-iehuda": 3, "pastor-de-beit-lejem": 2, "jinete": 2, "rofe-del-majane": 2, "david-ben-ishai": 1,
         "reclutamiento": 2, "estudio-en-jevruta": 2, "refaenu": 2, "manos-alzadas": 2, "shema-israel": 1,
         "abres-tu-mano": 2, "ana-hashem-hoshia-na": 1, "urim-vetumim": 1, "escudo-y-lanza": 1, "jizuk": 1,
         "guerra-de-mitzva": 1,
         "guerrero-pelishti": 3, "arquero-pelishti": 3, "carruaje-pelishti": 2, "ariete-pelishti": 2,
         "sacerdote-de-dagon": 2, "elefante-pelishti": 1, "necromante": 1, "goliat": 1}


@pytest.fixture
def deck(tmp_path, monkeypatch):
    """``deck(changes)``: the diagnostics of the legal deck above with ``changes`` (id: copies, 0 drops the
    card), as decks/d.yaml of a copy of the pack; the deck's ``cartas`` start on line 3."""
    monkeypatch.chdir(tmp_path)
    shutil.copytree(PACK, tmp_path / "cards", ignore=shutil.ignore_patterns("decks"))

    def make(changes: dict[str, int]) -> list[Diag]:
        copies = {k: v for k, v in {**LEGAL, **changes}.items() if v}
        text = "nombre: D\ncartas:\n" + "".join(f"  {k}: {v}\n" for k, v in copies.items())
        write_tree(tmp_path, {D: text})
        return validate("cards").diagnostics

    make.line = lambda card_id: 3 + list({**LEGAL}).index(card_id)
    return make


def test_the_legal_deck_is_legal(deck):
    assert deck({}) == []


def test_sixty_tactics_exactly(deck):
    """2. Construir tu propio mazo: «Tu mazo debe tener 60 cartas de táctica» (R21)."""
    assert deck({"jinete": 1}) == [Diag("NM047", D, 2, 1, "la sección «Tácticas» tiene 59 cartas; debe tener "
                                        "exactamente 60", "añade cartas de esa sección")]
    assert deck({"shimshon": 1}) == [Diag("NM047", D, 2, 1, "la sección «Tácticas» tiene 61 cartas; debe tener "
                                          "exactamente 60", "quita cartas de esa sección")]


def test_fifteen_enemy_cards_exactly(deck):
    """«… y 15 cartas enemigas» (R21): one Héroe Enemigo more is 16."""
    assert deck({"saf": 1}) == [Diag("NM047", D, 2, 1, "la sección «Cartas enemigas» tiene 16 cartas; debe tener "
                                     "exactamente 15", "quita cartas de esa sección")]


def test_a_card_with_errors_does_not_hide_the_decks_own_errors(deck, tmp_path):
    """A deck with one card that has errors (NM045) still hears of what is wrong whatever that card is: 16
    enemy cards are one too many even if the broken card were a tactic (issue 29)."""
    write_tree(tmp_path, {"cards/primera/rota.yaml": "id: rota\nnombre: Rota\ntipo: soldado\ncoste: [azul]\n"})
    problems = [d for d in deck({"saf": 1, "rota": 1}) if d.file == D]
    assert [(d.code, d.message) for d in problems] == [
        ("NM047", "la sección «Cartas enemigas» tiene 16 cartas; debe tener exactamente 15"),
        ("NM045", "la carta «rota» tiene errores: el mazo no se puede usar")]
    assert [d.code for d in deck({"rota": 1}) if d.file == D] == ["NM045"]  # 61 tactics if it is one: not sure


def test_at_most_four_copies_of_a_card(deck):
    """«tu mazo no puede tener más de cuatro copias de una misma carta» (R22)."""
    problems = deck({"levita-de-la-guardia": 5, "hijos-de-isajar": 0})
    assert problems == [Diag("NM043", D, deck.line("levita-de-la-guardia"), 25,
                             "5 copias de «levita-de-la-guardia»; el máximo es 4", "deja 4 copias como mucho")]


def test_the_copy_limit_counts_enemy_cards_and_special_resources_too(deck):
    problems = deck({"guerrero-pelishti": 5, "arquero-pelishti": 1, "jinete": 0, "reclutamiento": 0, "ieshiva": 5,
                     "refaenu": 1})
    assert [(d.code, d.message) for d in problems] == [
        ("NM043", "5 copias de «guerrero-pelishti»; el máximo es 4"),
        ("NM043", "5 copias de «ieshiva»; el máximo es 4")]


def test_basic_resources_are_free_of_the_copy_limit(deck):
    """«(excepto los recursos básicos)»: 30 Estudio de Torá is legal (R7, R22)."""
    assert deck({"estudio-de-tora": 30, "racion-de-alimento": 0, "abres-tu-mano": 0, "ana-hashem-hoshia-na": 0,
                 "guerra-de-mitzva": 0, "reclutamiento": 0}) == []


# --- the game's own field checks -----------------------------------------------------------------


@pytest.fixture
def card(tmp_path, monkeypatch):
    """``card(text)``: the diagnostics of one card file in a project of the bundled pack."""
    monkeypatch.chdir(tmp_path)

    def check(text: str) -> list[Diag]:
        write_tree(tmp_path, {"cards/ruleset.yaml": "paquete: mamlejet-kohanim\n", "cards/t/set.yaml": SET_T,
                              F: text})
        run = validate("cards")
        assert run.exit_code == (1 if any(d.severity == "error" for d in run.diagnostics) else 0)
        return run.diagnostics

    return check


def at(line: int, column: int, message: str, hint: str, code: str = "NM010", severity: str = "error") -> Diag:
    return Diag(code, F, line, column, message, hint, severity)


@pytest.mark.parametrize("text", [SOLDIER, WEAPON, PRAYER])
def test_valid_cards(card, text):
    assert card(text) == []


def test_the_difficulty_is_a_d10_figure_from_2_to_10(card):
    """1. Partes de una carta; 2. Habilidades «un valor x entre 2 y 10» (R14)."""
    assert card(SOLDIER.replace("dificultad: 4", "dificultad: 11")) == [
        at(5, 13, "Dificultad base 11 está fuera del rango del reglamento (2 a 10)", "usa un valor entre 2 y 10",
           "NM034")]
    assert card(SOLDIER.replace("dificultad: 4\n", "")) == [
        at(1, 1, "falta la clave obligatoria «dificultad» en la carta", "añade «dificultad: …»")]


def test_a_cost_circle_of_a_wealth_that_does_not_exist(card):
    assert card(SOLDIER.replace("[azul, generico]", "[azull, generico]")) == [
        at(4, 9, "«azull» no es un valor válido de «coste»", "¿quisiste decir «azul»?")]


def test_a_resource_has_no_cost(card):
    """1. Tipos de carta: los recursos «no se juegan como otras tácticas» (R6)."""
    text = ("id: r\nnombre: R\ntipo: recurso\nproduce: [rojo]\ncoste: [rojo]\n"
            "pasuk: {cita: Texto, fuente: Devarim 8:9}\nedicion: primera\n")
    assert card(text) == [at(5, 1, "«coste» no se permite en un Recurso",
                             "quita esa clave; claves admitidas en un Recurso: id, nombre, tipo, basico, produce, "
                             "habilidades, pasuk, edicion, arte_posicion, arte")]


def test_a_weapon_says_what_garrisoning_it_costs_and_only_a_weapon_does(card):
    """3. Términos clave: «Guarnecer: Es una habilidad especial de las armas. Te dice cuánto cuesta» (R15)."""
    assert card(WEAPON.replace("guarnecer: [generico]\n", "")) == [
        at(1, 1, "falta la clave «guarnecer» en la carta: es obligatoria cuando «clase» es «arma»",
           "añade «guarnecer: …»")]
    assert card(WEAPON.replace("clase: arma", "clase: reliquia")) == [
        at(6, 1, "«guarnecer» no se permite en un Objeto cuando «clase» es «estructura» o «reliquia»",
           "quita esa clave")]


def test_an_object_admits_only_the_special_abilities_of_objects(card):
    assert card(WEAPON + "especiales: [robustez, zerizut]\n") == [
        at(9, 24, "la habilidad especial «zerizut» no se admite en un Objeto",
           "valores admitidos: robustez, disparar-proyectiles", "NM032")]


def test_curar_carries_the_difficulty_of_its_healing_roll(card):
    """3. Términos clave: «una “tirada de curación” con dificultad de base indicada en la misma carta» (R15)."""
    assert card(PRAYER + "curar: 5\n") == []
    assert card(PRAYER + "curar: 1\n") == [
        at(8, 8, "Curar 1 está fuera del rango del reglamento (2 a 10)", "usa un valor entre 2 y 10", "NM034")]


def test_curar_written_among_the_keywords_points_at_its_own_field(card):
    """2. Habilidades (b) lists «curar» among the special abilities, but its healing roll needs «dificultad de base
    indicada en la misma carta» (3. Términos clave, R15): a designer who writes it in «especiales» is told how."""
    assert card(SOLDIER + "especiales: [coraje, Curar]\n") == [
        at(8, 22, "«Curar» no es un valor de «especiales»: es un campo propio de un Soldado, que lleva su valor",
           "escríbelo aparte con su número: «curar: N» (Curar, de 2 a 10)")]
    assert card(SOLDIER + "especiales: [coraje]\ncurar: 6\n") == []


def test_the_source_of_a_pasuk(card):
    """1. Partes de una carta: «una cita del Tanaj o de Jazal […] y su fuente» (R17)."""
    assert card(SOLDIER.replace("fuente: Devarim 20:3", "fuente: Devarim")) == [
        at(6, 30, "la fuente se escribe libro capítulo:versículo («Shmuel I 17:45») o tratado y folio "
                  "(«Berajot 32b»)", "escribe el libro, un espacio y el capítulo con su versículo («Shmuel I 17:45», «Bereshit 1:1-3») o el tratado y el folio («Berajot 32b»)", "NM023")]


def test_an_action_ability_starts_by_dedicating_the_card(card):
    """2. Habilidades: «Toda habilidad-acción indica que se debe dedicar la carta que la ejecuta» (R11)."""
    good = SOLDIER + 'habilidades: "Coraje.\\n{dedicar} {azul}{dado6}: Cura a un soldado aliado."\n'
    assert card(good) == []
    problems = card(SOLDIER + 'habilidades: "{azul}: Mira la carta superior de tu ciudad."\n')
    assert [(d.code, d.line, d.column, d.message, d.hint) for d in problems] == [
        ("NM023", 8, 15, "una habilidad-acción empieza por {dedicar}, sigue con su coste y «:» («{dedicar} {rojo}: "
                         "efecto»)",
         "empieza por {dedicar} cada línea con un coste y «:», por ejemplo «{dedicar} {rojo}: roba una carta»")]


@pytest.mark.parametrize("word, meant", [
    ("zerisut", "Zerizut"),        # a special ability misspelt
    ("histadlut", "Hishtadlut"),   # the OCR's one slip in «1. Partes de una carta» (R16)
    ("tefila", "Tefilá"),          # a Hebrew term without its accent
    ("guenisá", "Guenizá"),
])
def test_game_terms_are_written_as_the_rulebook_writes_them(card, word, meant):
    problems = card(SOLDIER + f"habilidades: Cuando entra en juego, {word} de nuevo.\n")
    assert problems == [at(8, 37, f"«{word}» no es un término del juego", f"¿quisiste decir «{meant}»?",
                           "NM021", "warning")]


def test_icons_are_the_packs_own(card):
    assert card(SOLDIER + "habilidades: Pone {verde} a tu disposición.\n") == [
        at(8, 19, "el icono «{verde}» no existe en el paquete",
           "iconos del paquete: {dedicar}, {blanco}, {rojo}, {azul}, {1}, {2}, {3}, {4}, {5}, {x}, {dado2}, {dado3}, "
           "{dado4}, {dado5}, {dado6}, {dado7}, {dado8}, {dado9}, {dado10}", "NM022")]
    assert card(SOLDIER + "habilidades: Tira {dado11}.\n")[0].hint == "¿quisiste decir «{dado10}»?"


@pytest.mark.parametrize("text, valid", [
    (SOLDIER, True),
    (SOLDIER.replace("dificultad: 4", "dificultad: 11"), False),
    (SOLDIER.replace("[azul, generico]", "[azull, generico]"), False),
    (SOLDIER.replace("fuente: Devarim 20:3", "fuente: Devarim"), False),
    (SOLDIER + 'habilidades: "{azul}: Mira la carta superior."\n', False),
    (SOLDIER + 'habilidades: "Texto.\\n{dedicar} {azul}: Mira la carta superior."\n', True),
    (WEAPON, True),
    (WEAPON.replace("guarnecer: [generico]\n", ""), False),
    (WEAPON.replace("clase: arma", "clase: estructura"), False),
    (WEAPON + "especiales: [zerizut]\n", False),
])
def test_the_editor_schema_agrees_with_the_checks(card, text, valid):
    """What the exported card schema says of a card is what ``nismatch validate`` says (errors only)."""
    schema = schemas(bundled("mamlejet-kohanim").pack)["card.schema.json"]
    by_schema = not list(Draft202012Validator(schema).iter_errors(yaml.safe_load(text)))
    by_checks = not [d for d in card(text) if d.severity == "error"]
    assert by_schema == by_checks == valid


def test_the_card_examples_of_the_games_page_are_valid(card):
    """docs/juegos/mamlejet-kohanim.md shows one card of each type: each validates as written."""
    examples = [block for block in re.findall(r"```yaml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
                if "\ntipo: " in block]
    types = [yaml.safe_load(block)["tipo"] for block in examples]
    assert types == ["soldado", "objeto", "estrategia", "hishtadlut", "tefila", "recurso", "enemigo"]
    for block in examples:
        assert card(block) == [], block


# --- printing ------------------------------------------------------------------------------------


def test_validating_the_pack_imports_nothing_of_nismatch(tmp_path):
    code = ("import sys; from click.testing import CliRunner; from nismatch_cards.cli import main; "
            f"r = CliRunner().invoke(main, ['validate', {str(PACK)!r}]); print(r.exit_code, "
            "sorted(m for m in sys.modules if m.startswith('nismatch_cards.games.nismatch')))")
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                            encoding="utf-8", timeout=120, env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    assert result.stdout == "0 []\n", result.stderr


@pytest.fixture(scope="module")
def faces():
    """The faces of the sample set, drawn by the pack's templates."""
    from nismatch_cards.render.renderer import Renderer
    from nismatch_cards.render.select import select

    result = load([PACK])
    (selection,) = select(result.project, result.project.game)
    renderer = Renderer(selection.card_set, result.project.game)
    return {card_id: str(renderer.face_html(card_id)) for card_id in selection.card_ids}


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def test_a_face_has_the_parts_of_a_card_of_the_rulebook(faces):
    """1. Partes de una carta: identificación, coste, pasuk, recuadro de habilidades, Dificultad Base –
    Emuná, símbolo de la edición (R2)."""
    face = faces["david-ben-ishai"]
    pips = re.findall(r'<span class="mk-pip mk-pip--(\w+)" title="([^"]+)" style="background: (#\w+); '
                      r'color: #\w+">(\d)</span>', face)
    assert pips == [("blanco", "1 × Sustento", "#f4efe3", "1"), ("azul", "1 × Espiritualidad", "#2d62ad", "1"),
                    ("generico", "2 × Genérica", "#8f8f8a", "2")]  # R5: one circle per wealth, its count
    assert re.search(r'class="card__name mk__nombre"[^>]*>David ben Ishai<', face)
    assert re.search(r'<span class="mk__dado-valor">7</span>', face)
    assert _text(re.search(r'<div class="mk__tipo">.*?</div>', face, re.S).group()) == "Soldado Legendario א"
    assert '<span class="mk__especial">Coraje</span>' in face
    assert "Cuando David ben Ishai derrota a un Héroe Enemigo, saca dos cartas." in face
    assert '<p class="mk__fuente">— Shmuel I 17:45</p>' in face
    assert "mk--multicolor" in face  # R3: white and blue circles, a gold frame
    assert not any("card--overfull" in html for html in faces.values())


@pytest.mark.parametrize("card_id, frame, kind", [
    ("jinete", "blanco", "Soldado"), ("levita-cantor", "azul", "Soldado"), ("honda-de-david", "rojo", "Objeto — Arma"),
    ("mina", "rojo", "Recurso básico"), ("tierra-que-mana-leche-y-miel", "incoloro", "Recurso"),
    ("goliat", "enemigo", "Héroe Enemigo Legendario"), ("necromante", "enemigo", "Enemigo"),
    ("hashem-peleara-por-vosotros", "azul", "Estrategia Legendaria"), ("refaenu", "azul", "Tefilá"),
    ("emboscada", "rojo", "Hishtadlut"),
])
def test_the_frame_is_the_colour_of_the_cost_and_the_type_line_says_what_the_card_is(faces, card_id, frame, kind):
    face = faces[card_id]
    assert re.search(rf'class="card mk mk--\w+ mk--{frame}[ "]', face)
    assert _text(re.search(r'<span class="mk__tipo-nombre">(.*?)</span>', face).group(1)) == kind


def test_texts_show_the_packs_icons_and_the_special_abilities_their_numbers(faces):
    assert re.search(r'<span class="icon icon--dedicar" title="Dedicar">↻</span> <span class="icon icon--azul" '
                     r'title="Espiritualidad">1</span>: Un soldado enemigo objetivo', faces["levita-cantor"])
    assert re.search(r'mk__especial--curar">Curar <span class="icon icon--dado5"[^>]*>5</span>', faces["refaenu"])
    assert re.search(r'mk__especial--guarnecer">Guarnecer <span class="mk-pip mk-pip--rojo"[^>]*>1</span>'
                     r'<span class="mk-pip mk-pip--generico"[^>]*>1</span>', faces["espada-de-goliat"])


def test_a_basic_resource_shows_what_it_produces(faces):
    """R7: the big circle and «{dedicar}: Pone ① a tu disposición» (2. Obtener riquezas)."""
    face = faces["estudio-de-tora"]
    assert re.search(r'<div class="mk__simbolo"><span class="mk-gran mk-gran--azul"[^>]*>1</span></div>', face)
    assert _text(re.search(r'<p class="mk__produce">.*?</p>', face, re.S).group()) == "↻ : Pone 1 a tu disposición."
    assert "mk__dado" not in face and "mk__coste" not in face


def test_an_enemy_card_shows_its_tactic_and_no_cost(faces):
    face = faces["arquero-pelishti"]
    assert '<p class="mk__rotulo">Táctica</p>' in face and "mk__coste" not in face
    assert "En la amenaza enemiga dispara proyectiles" in face


# --- the whole pack printed ----------------------------------------------------------------------

DPI = 100
TRIM_X, TRIM_Y = (210 - 3 * 63) / 2, (297 - 3 * 88) / 2  # nine cards on an A4 sheet, cut lines shared


@pytest.fixture(scope="module")
def built(pack_build):
    """``nismatch build`` of the whole pack: PDFs, PNGs at ``DPI`` and the site (tests/conftest.py)."""
    return pack_build("mamlejet-kohanim")


def test_the_whole_pack_builds(built):
    from render.helpers import page_sizes_mm

    for paper in ("a4", "letter"):
        assert len(page_sizes_mm(built / "pdf" / f"primera-{paper}.pdf")) == 14  # 7 sheets of faces, 7 of backs
    pngs = sorted(p.stem for p in (built / "png" / "primera").glob("*.png"))
    assert len(pngs) == 63 + 2 and {"dorso-tacticas", "dorso-enemigos"} <= set(pngs)
    assert sorted(p.name for p in (built / "png" / "tts").glob("*.png")) == [
        "primera-enemigos-caras-1.png", "primera-enemigos-dorso.png", "primera-enemigos.png",
        "primera-tacticas-caras-1.png", "primera-tacticas-dorso.png", "primera-tacticas.png"]  # .png: the thumbnails
    index = (built / "html" / "index.html").read_text(encoding="utf-8")
    assert re.findall(r'<h2 class="gallery-group__title">([^<]+)</h2>', index) == [
        "Soldado", "Objeto", "Estrategia", "Hishtadlut", "Tefilá", "Recurso", "Enemigo"]
    rules = _text((built / "html" / "reglamento.html").read_text(encoding="utf-8"))
    assert "Cartas de táctica de un mazo 60 2. Construir tu propio mazo" in rules


def test_a_card_image_has_the_parts_where_the_rulebook_puts_them(built):
    """1. Partes de una carta: the cost's circles at the top left, the die at the top right (R2)."""
    from PIL import Image

    image = Image.open(built / "png" / "primera" / "jinete.png").convert("RGB")
    dpi = image.width / 63 * 25.4

    def at(x_mm, y_mm):
        return image.getpixel((int(x_mm / 25.4 * dpi), int(y_mm / 25.4 * dpi)))

    assert at(5.9, 7.4) == pytest.approx((244, 239, 227), abs=8)      # the white circle (Sustento) of «1 white»…
    assert at(11.2, 7.4) == pytest.approx((143, 143, 138), abs=8)     # …and the grey circle of «2 generic»
    assert at(55.4, 10.5) == pytest.approx((251, 246, 234), abs=8)    # the ivory face of the D10 figure
    assert at(55.4, 1.2) == pytest.approx((23, 19, 15), abs=8)        # above the die's tip: the dark border
    assert at(3.0, 30) == pytest.approx((230, 223, 203), abs=8)       # a white card's frame


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) no está instalado")
def test_tactics_have_the_blue_back_and_enemies_the_red_one(built, tmp_path):
    """1. Tipos de carta: «las cartas de táctica […] cuyo reverso es azul, y las cartas enemigas – cuyo
    reverso es rojo» (R4). Cards 1-9 are Soldados; the last sheet holds cards 55-63, all enemies."""
    from render.helpers import pixel, rasterise

    pdf = built / "pdf" / "primera-a4.pdf"
    first_backs, last_backs = rasterise(pdf, 2, DPI, tmp_path), rasterise(pdf, 14, DPI, tmp_path)
    for col in range(3):
        x = TRIM_X + col * 63 + 1.6
        assert pixel(first_backs, x, TRIM_Y + 44, DPI) == pytest.approx((29, 63, 122), abs=8)
        assert pixel(last_backs, x, TRIM_Y + 44, DPI) == pytest.approx((110, 20, 16), abs=8)


def test_the_print_shop_files_are_all_cmyk(tmp_path):
    from render.test_print_shop import colour_spaces, reader

    run = invoke("build", "pdf", "--cards", str(PACK), "--out", str(tmp_path), "--only", "jinete,goliat,refaenu",
                 "--print-shop", "--paper", "a4", "--workers", "1")
    assert (run.exit_code, run.exception) == (0, None), run.stdout + run.stderr
    for name in ("primera-revision-imprenta.pdf", "primera-revision-imprenta-dorso.pdf"):
        assert colour_spaces(reader(tmp_path / "pdf" / name)) == {"/DeviceCMYK"}, name


def test_the_site_filters_by_special_ability_and_no_text_overflows(watch, built):
    watched = watch()
    page = watched.open(built / "html" / "index.html")
    assert watched.visible() == 63
    page.select_option("#filtro-especiales", "zerizut")
    assert watched.visible() == 5  # Jinete, Valientes de Gad, Pinjás ben Elazar, Carruaje Pelishtí, Saf
    overflowing = page.evaluate("""() => Array.from(document.querySelectorAll('.mk__texto, .mk__nombre'))
        .filter(box => box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1)
        .map(box => box.closest('.card').dataset.card)""")
    assert overflowing == [] and watched.errors == [] and watched.offline
    watched.page.close()
