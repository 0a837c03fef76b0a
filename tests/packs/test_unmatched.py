"""The Unmatched pack (packs/unmatched): its rule constants, its four heroes and their 30-card
decks, the per-character deck rule, the fields only Unmatched has, and its printed faces.

Rulebook: «Las reglas de Unmatched» (its sections are titles, quoted here);
what it leaves open is decided in packs/unmatched/rulings.md.
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
from PIL import Image

from nismatch_cards.cards.loader import load
from nismatch_cards.cards.packs import bundled
from nismatch_cards.render.select import select
from validation.helpers import Diag, invoke, validate, write_tree

REPO = Path(__file__).resolve().parents[2]
PACK = REPO / "packs" / "unmatched"
HEROES = ("alice", "medusa", "rey-arturo", "simbad")
F = "cards/t/a.yaml"
D = "cards/decks/d.yaml"
SET_T = "codigo: t\nnombre: Set de prueba\nversion: '1'\n"


@pytest.fixture(scope="module")
def project():
    result = load([PACK])
    assert result.ok, [str(d) for d in result.diagnostics]
    return result.project


def test_the_pack_and_its_four_heroes_validate_without_errors_or_warnings():
    run = validate(str(PACK))
    assert (run.exit_code, run.diagnostics) == (0, [])
    assert "62 cartas en 4 sets, 4 mazos, 2 mapas: 0 errores, 0 avisos" in invoke("validate", str(PACK)).stdout


def test_rule_constants_are_the_rulebooks():
    pack = bundled("unmatched").pack
    stated = {k: (c.value, c.section) for k, c in pack.constants.items()}
    assert stated == {
        "cartas_de_accion": (30, "Contenido del juego"),
        "mano_inicial": (5, "Preparación"),                       # «Roba 5 cartas para formar tu mano»
        "acciones_por_turno": (2, "¿Cómo transcurre un turno?"),  # «el jugador debe realizar 2 acciones»
        "limite_de_mano": (7, "¿Cómo transcurre un turno?"),      # «limitar su número a 7»
        "robo_de_maniobra": (1, "La maniobra, paso 1"),
        "dano_por_mazo_agotado": (2, "La maniobra, paso 1"),
        "jugadores_por_equipo": (2, "Juego en equipo"),
        "acciones": (["maniobra", "estratagema", "ataque"], "¿Cómo transcurre un turno?"),
    }
    assert (pack.min_players, pack.max_players) == (2, 4)
    assert {m.id: m.teams for m in pack.modes.values()} == {"1v1": ((1,), (2,)), "2v2": ((1, 3), (2, 4)),
                                                            "3j": ((1, 2), (3,))}


def test_character_cards_match_the_rulebooks_table_of_contents(project):
    """«Contenido del juego»: fichas de acólito Alice 1, Medusa 3, Rey Arturo 1, Simbad 1; contadores
    de salud 2, 1, 2, 2 — one for the hero and one for each acólito with more than 1 vida."""
    heroes = {code: project.sets[code].cards[code] for code in HEROES}
    tokens = {code: sum(a.get("cantidad", 1) for a in hero.get("acolitos")) for code, hero in heroes.items()}
    dials = {code: 1 + sum(a["vida"] > 1 for a in hero.get("acolitos")) for code, hero in heroes.items()}
    assert tokens == {"alice": 1, "medusa": 3, "rey-arturo": 1, "simbad": 1}
    assert dials == {"alice": 2, "medusa": 1, "rey-arturo": 2, "simbad": 2}
    assert {code: (h.get("vida"), h.get("movimiento"), h.get("estilo")) for code, h in heroes.items()} == {
        "alice": (13, 2, "cuerpo_a_cuerpo"), "medusa": (16, 3, "a_distancia"),
        "rey-arturo": (18, 2, "cuerpo_a_cuerpo"), "simbad": (15, 2, "cuerpo_a_cuerpo")}


@pytest.mark.parametrize("hero", HEROES)
def test_each_heros_deck_is_thirty_action_cards_of_the_hero_a_sidekick_or_anyone(project, hero):
    deck = project.deck(project.sets[hero].cards[hero].name)
    assert (deck.character, deck.size, deck.sets) == (hero, 30, (hero,))
    character = project.sets[hero].cards[hero]
    owners = {character.name} | {a["nombre"] for a in character.get("acolitos")} | {"cualquiera"}
    cards = project.deck_cards(deck)
    assert {c.type for c in cards} == {"accion"}
    assert {c.get("personaje") for c in cards} <= owners
    assert {c.get("clase") for c in cards} >= {"ataque", "multiuso"}


def test_printing_a_heros_deck_prints_its_character_card_and_its_thirty_cards(project):
    (selection,) = select(project, project.game, deck_name="Medusa")
    # the deck's files are not the set's (medusa-a4.pdf is the set, one of each card): «medusa-mazo-a4.pdf»
    assert (selection.card_set.code, selection.name, len(selection.card_ids)) == ("medusa", "medusa-mazo", 31)
    assert selection.card_ids[:4] == ["medusa", "mirada-de-piedra", "mirada-de-piedra", "mirada-de-piedra"]


# --- deck rules ------------------------------------------------------------------------------------


@pytest.fixture
def deck(tmp_path, monkeypatch):
    """``deck(text)``: the diagnostics of ``text`` as decks/d.yaml in a copy of the pack folder."""
    monkeypatch.chdir(tmp_path)
    shutil.copytree(PACK, tmp_path / "cards", ignore=shutil.ignore_patterns("decks"))

    def make(text: str, printed_copies: bool = False) -> list[Diag]:
        """The deck's diagnostics; those of copies other than the cards print (NM176, a warning) only when asked."""
        write_tree(tmp_path, {D: text})
        run = validate("cards")
        assert run.exit_code == (1 if any(d.severity == "error" for d in run.diagnostics) else 0)
        return [d for d in run.diagnostics if printed_copies or d.code != "NM176"]

    return make


MEDUSA_29 = ("  mirada-de-piedra: 3\n  segundo-disparo: 3\n  siseo-y-reptar: 3\n  un-vistazo-fugaz: 2\n"
             "  los-sabuesos-de-zeus: 2\n  garras-aferradas: 3\n  frenesi-alado: 2\n  carrera: 3\n"
             "  disparo-certero: 3\n  finta: 3\n  reagrupar: 2\n")


def test_a_legal_deck_of_the_hero_its_sidekick_and_anyones_cards(deck):
    assert deck("nombre: M\nsets: [medusa]\npersonaje: medusa\ncartas:\n" + MEDUSA_29 + "  medusa/reagrupar: 1\n") == []


def test_a_deck_is_thirty_action_cards(deck):
    """«Contenido del juego»: 30 Cartas de Acción por héroe."""
    assert deck("nombre: M\nsets: [medusa]\npersonaje: medusa\ncartas:\n" + MEDUSA_29) == [
        Diag("NM040", D, 4, 1, "el mazo tiene 29 cartas; un mazo de Acción tiene exactamente 30 "
                               "(reglamento «Contenido del juego»)", "añade cartas")]
    assert deck("nombre: M\nsets: [medusa]\npersonaje: medusa\ncartas:\n" + MEDUSA_29 + "  medusa/carrera: 2\n") == [
        Diag("NM040", D, 4, 1, "el mazo tiene 31 cartas; un mazo de Acción tiene exactamente 30 "
                               "(reglamento «Contenido del juego»)", "quita cartas")]


def test_the_character_card_is_named_by_personaje_not_counted_among_the_thirty(deck):
    assert deck("nombre: M\nsets: [medusa]\npersonaje: medusa\ncartas:\n" + MEDUSA_29 + "  medusa: 1\n") == [
        Diag("NM047", D, 16, 3, "la carta «medusa» (Carta de Personaje) no va en ninguna sección del mazo",
             "secciones: Cartas de Acción (Carta de Acción)")]


def test_every_card_must_be_of_the_decks_hero_its_sidekicks_or_anyone(deck):
    """A card of another hero's deck, from another set the deck names (decks across sets)."""
    assert deck("nombre: M\nsets: [medusa, alice]\npersonaje: medusa\ncartas:\n"
                + MEDUSA_29.replace("  finta: 3\n  reagrupar: 2\n", "  medusa/finta: 3\n  medusa/reagrupar: 2\n")
                + "  zis-zas: 1\n") == [
        Diag("NM049", D, 16, 3, "la carta «zis-zas» es de «Alice», no de «Medusa»",
             "quita la carta o cambia «personaje»")]


def test_a_sidekicks_card_belongs_only_to_its_heros_deck(deck):
    assert deck("nombre: A\nsets: [alice, medusa]\npersonaje: alice\ncartas:\n  garras-aferradas: 1\n"
                "  alice/finta: 3\n  alice/reagrupar: 3\n  llego-tarde: 3\n  zis-zas: 1\n  oh-dia-frabuloso: 1\n"
                "  el-otro-lado-de-la-seta: 1\n  a-traves-del-espejo: 2\n  loco-como-un-sombrerero: 2\n"
                "  comeme: 2\n  bebeme: 2\n  garras-que-atrapan: 2\n  fauces-que-muerden: 2\n  enemigo-temible: 2\n"
                "  alice/cambio-decisivo: 2\n  alice/escaramuza: 1\n") == [
        Diag("NM049", D, 5, 3, "la carta «garras-aferradas» es de «Harpía», no de «Alice»",
             "quita la carta o cambia «personaje»")]


def test_a_deck_with_other_copies_than_its_cards_print_gets_a_warning(deck):
    """Each Carta de Acción prints how many copies its hero's deck has («×3», ``copias``): a deck with another
    number still validates (a designer tries variants), with a warning at that line."""
    assert deck("nombre: M\nsets: [medusa]\npersonaje: medusa\ncartas:\n" + MEDUSA_29.replace("reagrupar: 2", "reagrupar: 3")
                .replace("carrera: 3", "carrera: 2") + "  medusa/carrera: 1\n", printed_copies=True) == []
    assert deck("nombre: M\nsets: [medusa]\npersonaje: medusa\ncartas:\n" + MEDUSA_29 + "  medusa/carrera: 1\n",
                printed_copies=True) == [
        Diag("NM176", D, 12, 12, "el mazo tiene 4 copias de «carrera», y la carta dice ×3",
             "pon 3, o cambia «copias» en la carta", "warning"),
        Diag("NM176", D, 15, 14, "el mazo tiene 2 copias de «reagrupar», y la carta dice ×3",
             "pon 3, o cambia «copias» en la carta", "warning"),
        Diag("NM176", D, 16, 19, "el mazo tiene 4 copias de «carrera», y la carta dice ×3",
             "pon 3, o cambia «copias» en la carta", "warning")]


def test_a_deck_must_say_its_character(deck):
    assert deck("nombre: M\nsets: [medusa]\ncartas:\n" + MEDUSA_29 + "  medusa/reagrupar: 1\n") == [
        Diag("NM048", D, 1, 1, "el mazo no dice su personaje (una Carta de Personaje)",
             "añade «personaje: <id>»; hay: medusa")]


def test_the_character_must_be_a_character_card(deck):
    assert deck("nombre: M\nsets: [medusa]\npersonaje: finta\ncartas:\n" + MEDUSA_29 + "  medusa/reagrupar: 1\n") == [
        Diag("NM048", D, 3, 12, "el personaje «finta» no es una Carta de Personaje", "personajes: medusa")]


# --- fields only Unmatched has ----------------------------------------------------------------------

# line 1 id, 2 nombre, 3 tipo, 4 clase, 5 valor, 6 impulso, 7 personaje
ATTACK = "id: a\nnombre: A\ntipo: accion\nclase: ataque\nvalor: 3\nimpulso: 2\npersonaje: Medusa\n"
# line 1 id, 2 nombre, 3 tipo, 4 clase, 5 impulso, 6 personaje, 7 texto
SCHEME = "id: e\nnombre: E\ntipo: accion\nclase: estratagema\nimpulso: 2\npersonaje: Medusa\ntexto: \"Roba 1 carta.\"\n"
# line 1 id … 7 estilo, 8 habilidad, 9 acolitos, 10 the first acólito
HERO = ("id: h\nnombre: H\ntipo: personaje\nvida: 15\nmovimiento: 2\nestilo: cuerpo_a_cuerpo\n"
        "habilidad: \"Al comienzo de tu turno, roba 1 carta.\"\nacolitos:\n  - {nombre: Porteador, vida: 6, estilo: cuerpo_a_cuerpo}\n")


@pytest.fixture
def card(tmp_path, monkeypatch):
    """``card(text)``: the diagnostics of one card file in a designer's folder of the bundled pack."""
    monkeypatch.chdir(tmp_path)

    def check(text: str) -> list[Diag]:
        write_tree(tmp_path, {"cards/ruleset.yaml": "paquete: unmatched\n", "cards/t/set.yaml": SET_T, F: text})
        run = validate("cards")
        assert run.exit_code == (1 if any(d.severity == "error" for d in run.diagnostics) else 0)
        return run.diagnostics

    return check


def at(line: int, column: int, message: str, hint: str, code: str = "NM010", severity: str = "error") -> Diag:
    return Diag(code, F, line, column, message, hint, severity)


def test_a_card_of_a_character_its_set_does_not_have_is_an_error(card):
    """A card for «Sombrerero» in a set whose heroes are H and its Porteador: NM175 at its «personaje», not only
    when a deck uses it. A set without a Carta de Personaje of its own is checked against the folder's and the
    bundled pack's heroes (Medusa is one of them)."""
    found = card("cartas:\n" + "".join("  " + ("- " if i == 0 else "  ") + line + "\n" for i, line in
                                       enumerate(HERO.rstrip().split("\n")))
                 + "".join("  " + ("- " if i == 0 else "  ") + line + "\n" for i, line in
                           enumerate(ATTACK.replace("Medusa", "Sombrerero").rstrip().split("\n"))))
    assert found == [Diag("NM175", F, 17, 16, "la carta «a» es de «Sombrerero», que no es un personaje de su set ni "
                          "uno de sus compañeros", "personajes: H, Porteador; o añade una Carta de Personaje de "
                          "«Sombrerero»")]
    assert card(ATTACK) == []  # Medusa is a bundled hero
    assert [d.code for d in card(ATTACK.replace("Medusa", "Sombrerero"))] == ["NM175"]
    porter = "cartas:\n" + "".join("  " + ("- " if i == 0 else "  ") + line + "\n" for i, line in enumerate(
        HERO.replace("{nombre: Porteador,", "{nombre: Porteador, id: porteador-1,").rstrip().split("\n")))
    assert card(porter + "  - " + ATTACK.replace("Medusa", "porteador-1").replace("\n", "\n    ").rstrip() + "\n") == []


def test_valid_cards_of_both_types(card):
    assert card(ATTACK) == [] and card(SCHEME) == [] and card(HERO) == []
    assert card(ATTACK + "efecto:\n  inmediatamente: \"Roba 1 carta.\"\n  despues_del_combate: \"Roba 1 carta.\"\n") == []
    assert card(HERO + "  - {nombre: Harpía, cantidad: 3, vida: 1, estilo: cuerpo_a_cuerpo}\ncolor: \"#3f7f4a\"\n") == []


def test_an_estratagema_has_no_value(card):
    """«La estratagema»: la carta solo tiene su efecto; el valor es de los combates («El Ataque», paso 3)."""
    assert card(SCHEME.replace("impulso: 2\n", "valor: 3\nimpulso: 2\n")) == [
        at(5, 1, "«valor» no se permite en una Carta de Acción cuando «clase» es «estratagema»", "quita esa clave")]


def test_attack_defence_and_versatile_cards_need_a_value(card):
    assert card(ATTACK.replace("clase: ataque\nvalor: 3\n", "clase: multiuso\n")) == [
        at(1, 1, "falta la clave «valor» en la carta: es obligatoria cuando «clase» es «ataque», «defensa» o "
                 "«multiuso»", "añade «valor: …»")]


def test_an_estratagema_says_its_effect_without_combat_sections(card):
    assert card(SCHEME + "efecto:\n  despues_del_combate: \"Roba 1 carta.\"\n") == [
        at(8, 1, "«efecto» no se permite en una Carta de Acción cuando «clase» es «estratagema»", "quita esa clave")]
    assert card(SCHEME.replace("texto: \"Roba 1 carta.\"\n", "")) == [
        at(1, 1, "falta la clave «texto» en la carta: es obligatoria cuando «clase» es «estratagema»",
           "añade «texto: …»")]
    assert card(ATTACK + "texto: \"Roba 1 carta.\"\n") == [
        at(8, 1, "«texto» no se permite en una Carta de Acción cuando «clase» es «ataque», «defensa» o «multiuso»",
           "quita esa clave")]


def test_the_combat_sections_are_the_rulebooks_three(card):
    """«El Ataque», paso 3: INMEDIATAMENTE, DURANTE EL COMBATE, DESPUÉS DEL COMBATE."""
    assert card(ATTACK + "efecto:\n  despues: \"Roba 1 carta.\"\n") == [
        at(9, 3, "clave desconocida «despues» en «efecto»",
           "claves admitidas: inmediatamente, durante_el_combate, despues_del_combate, prototipo")]
    assert card(ATTACK + "efecto:\n  despues_de_combate: \"Roba 1 carta.\"\n") == [
        at(9, 3, "clave desconocida «despues_de_combate» en «efecto»", "¿quisiste decir «despues_del_combate»?")]


def test_impulso_and_valor_ranges(card):
    assert card(ATTACK.replace("impulso: 2", "impulso: 5")) == [
        at(6, 10, "Impulso 5 está fuera del rango del reglamento (0 a 4)", "usa un valor entre 0 y 4", "NM034")]
    assert card(ATTACK.replace("valor: 3", "valor: 12")) == [
        at(5, 8, "Valor 12 está fuera del rango del reglamento (0 a 9)", "usa un valor entre 0 y 9", "NM034")]


def test_combat_style_is_melee_or_ranged(card):
    assert card(HERO.replace("estilo: cuerpo_a_cuerpo\nhabilidad", "estilo: distancia\nhabilidad")) == [
        at(6, 9, "«distancia» no es un valor válido de «estilo»", "¿quisiste decir «a_distancia»?")]


def test_a_sidekick_has_a_name_a_life_and_a_combat_style(card):
    """«Preparación»: a sidekick's health is on the character card, but a draft may leave it blank (NM174)."""
    assert card(HERO.replace("{nombre: Porteador, vida: 6, estilo: cuerpo_a_cuerpo}", "{nombre: Porteador}")) == [
        at(9, 5, "falta la clave obligatoria «estilo» en «acolitos»", "añade «estilo: …»"),
        at(9, 5, "«acolitos» deja en blanco «vida» (Vida), que el reglamento de Unmatched, «Preparación», muestra en "
           "sus cartas: «Consulta la carta de personaje y ajusta el contador de salud del héroe y del acólito según el "
           "punto de vida indicado.»", "un borrador puede dejarlo así (se imprime sin él); añade «vida: …» "
           "antes de la versión final", "NM174", "warning")]


def test_a_deck_colour_is_written_as_hex(card):
    assert card(HERO + "color: verde\n") == [
        at(10, 8, "un color se escribe #rrggbb, p. ej. «#3f7f4a»", "escribe «#» y seis cifras hexadecimales (0-9, a-f), por ejemplo «#3f7f4a»",
           "NM023")]


def test_a_text_the_card_language_cannot_read_is_an_error_at_its_word(card):
    """The texts are in Unmatched's card language (``estilos: {regla: {lenguaje: unmatched}}``): a word it does
    not read is an error at its column (tests/unmatched/test_language.py has the language's own)."""
    assert card(ATTACK + "efecto:\n  despues_del_combate: \"Mueve a tu Acolito hasta 2 casillas.\"\n") == [
        at(9, 36, "«Acolito» no se entiende aquí", "aquí se espera «héroe» o «luchador»; si el lenguaje aún no puede decirlo, "
           "marca el efecto con «prototipo: true» y se imprimirá tal cual", "NM020")]


SCHEMA_CASES = {
    "ataque": (ATTACK, True), "estratagema": (SCHEME, True), "personaje": (HERO, True),
    "ataque-con-secciones": (ATTACK + "efecto:\n  inmediatamente: \"Roba 1 carta.\"\n", True),
    "estratagema-con-valor": (SCHEME.replace("impulso: 2\n", "valor: 3\nimpulso: 2\n"), False),
    "multiuso-sin-valor": (ATTACK.replace("clase: ataque\nvalor: 3\n", "clase: multiuso\n"), False),
    "estratagema-con-efecto": (SCHEME + "efecto:\n  despues_del_combate: \"Roba 1 carta.\"\n", False),
    "estratagema-sin-texto": (SCHEME.replace("texto: \"Roba 1 carta.\"\n", ""), False),
    "ataque-con-texto": (ATTACK + "texto: \"Roba 1 carta.\"\n", False),
    "impulso-5": (ATTACK.replace("impulso: 2", "impulso: 5"), False),
    "seccion-desconocida": (ATTACK + "efecto:\n  despues: \"Roba 1 carta.\"\n", False),
    "acolito-sin-vida": (HERO.replace("vida: 6, ", ""), True),
    "color-sin-almohadilla": (HERO + "color: verde\n", False),
}


@pytest.mark.parametrize("text, valid", SCHEMA_CASES.values(), ids=SCHEMA_CASES)
def test_the_editor_schema_says_what_validate_says(card, text, valid):
    """packs/unmatched/schemas/card.schema.json (what the editor checks) and ``nismatch validate``
    accept and reject the same cards."""
    schema = json.loads((PACK / "schemas" / "card.schema.json").read_text(encoding="utf-8"))
    errors = list(Draft202012Validator(schema).iter_errors(yaml.safe_load(text)))
    assert (errors == [], [d for d in card(text) if d.severity == "error"] == []) == (valid, valid)


def test_validating_the_pack_imports_nothing_of_nismatch(tmp_path):
    code = ("import sys; from click.testing import CliRunner; from nismatch_cards.cli import main; "
            f"r = CliRunner().invoke(main, ['validate', {str(PACK)!r}]); print(r.exit_code, "
            "sorted(m for m in sys.modules if m.startswith('nismatch_cards.games.nismatch')))")
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                            encoding="utf-8", timeout=120, env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    assert result.stdout == "0 []\n", result.stderr


# --- printing -----------------------------------------------------------------------------------------

DPI = 100


@pytest.fixture(scope="module")
def built(pack_build):
    """``nismatch build`` of the whole pack: PDFs, PNGs at ``DPI`` and the site (tests/conftest.py)."""
    return pack_build("unmatched")


def test_the_whole_pack_builds(built):
    for hero in HEROES:
        assert (built / "pdf" / f"{hero}-a4.pdf").is_file() and (built / "pdf" / f"{hero}-letter.pdf").is_file()
        assert {p.name for p in (built / "png" / hero).glob("dorso-*.png")} == {"dorso-mazo.png", "dorso-personaje.png"}
        assert (built / "html" / f"carta-{hero}-{hero}.html").is_file()
    assert sum(len(list((built / "png" / hero).glob("*.png"))) for hero in HEROES) == 62 + 2 * 4
    assert "62 cartas" in (built / "html" / "index.html").read_text(encoding="utf-8")
    stats = (built / "html" / "estadisticas.html").read_text(encoding="utf-8")
    assert len(re.findall(r"\d+ cartas: 1 Carta de Personaje y \d+ Cartas de Acción\.", stats)) == len(HEROES)


def face(built, hero: str, card_id: str) -> str:
    """The card's face as the site shows it."""
    page = (built / "html" / f"carta-{hero}-{card_id}.html").read_text(encoding="utf-8")
    return page[page.index(f'data-card="{card_id}"') - 200:]


def test_an_action_card_shows_class_value_player_name_sections_and_impulso(built):
    html = face(built, "rey-arturo", "desconcierto")
    assert re.search(r'class="card um-accion um-accion--defensa um-mazo--rey-arturo" data-card="desconcierto"\s+'
                     r'style="--mazo: #a8322d; --clase: #2a64ad"', html)
    assert re.search(r'um-esquina__icono"><img class="icon icon--defensa" src="data:image/svg\+xml;base64,', html)
    assert '<div class="um-esquina__valor">0</div>' in html
    assert re.search(r'class="um-personaje"[^>]*>MERLÍN</div>', html)
    assert re.search(r'class="card__name um-titulo__nombre"[^>]*>DESCONCIERTO</div>', html)
    assert re.findall(r'<p class="um-seccion um-seccion--(\w+)"><b class="um-seccion__nombre">([^<]+)</b> ([^<]+)</p>',
                      html) == [("durante_el_combate", "DURANTE EL COMBATE:", "Evita todo el daño."),
                                ("despues_del_combate", "DESPUÉS DEL COMBATE:",
                                 "Puedes colocar a Merlín en cualquier casilla.")]
    assert '<span class="um-impulso__valor">2</span>' in html


def test_an_estratagema_shows_its_symbol_and_text_but_no_value(built):
    html = face(built, "medusa", "un-vistazo-fugaz")
    assert "icon--estratagema" in html and "um-esquina__valor" not in html
    assert '<p class="um-seccion">Haz 2 de daño a un luchador cualquiera de la zona de Medusa.</p>' in html


def test_a_character_card_shows_its_numbers_and_its_sidekicks(built):
    html = face(built, "medusa", "medusa")
    numbers = re.findall(r'um-dato--(\w+)">(?:<span class="um-dato__valor">(\d+)</span>|<span class="um-dato__icono">.*?'
                         r'</span>)<span class="um-dato__nombre">([^<]+)</span>', html)
    assert numbers == [("vida", "16", "Vida"), ("movimiento", "3", "Movimiento"), ("estilo", "", "A distancia")]
    assert re.search(r'um-acolito__nombre">HARPÍA ×3</span>\s*<span class="um-acolito__vida">Vida 1</span>\s*'
                     r'<span class="um-acolito__estilo">Cuerpo a cuerpo <img class="icon icon--cuerpo_a_cuerpo"', html)
    assert "Al comienzo de tu turno, puedes hacer 1 de daño" in html


def test_every_text_fits_its_box(built):
    pages = (built / "html").glob("carta-*.html")
    assert [p.name for p in pages if "card--overfull" in p.read_text(encoding="utf-8")] == []


def mm(image: Image.Image, x: float, y: float) -> tuple[int, int, int]:
    return image.convert("RGB").getpixel((round(x / 25.4 * DPI), round(y / 25.4 * DPI)))


def test_the_printed_action_card_has_its_parts_where_the_game_puts_them(built):
    image = Image.open(built / "png" / "medusa" / "mirada-de-piedra.png")
    assert image.size == (round(63.5 / 25.4 * DPI), round(88.9 / 25.4 * DPI))
    close = pytest.approx
    assert mm(image, 1.5, 44) == close((22, 20, 19), abs=6)           # the black frame
    assert mm(image, 4, 20) == close((184, 50, 42), abs=6)            # the corner in the Ataque red
    assert mm(image, 50, 30) == close((63, 127, 74), abs=6)           # the art window in Medusa's green
    assert mm(image, 50, 70) == close((244, 237, 220), abs=6)         # the text box
    assert mm(image, 60.2, 82.2) == close((63, 127, 74), abs=12)      # the Impulso's ring, in the deck's colour


def test_each_heros_backs_are_in_its_deck_colour(built):
    for hero, colour in (("medusa", (63, 127, 74)), ("simbad", (207, 122, 31))):
        back = Image.open(built / "png" / hero / "dorso-mazo.png")
        assert mm(back, 10, 10) == pytest.approx(colour, abs=6)
        assert mm(back, 1.5, 10) == pytest.approx((22, 20, 19), abs=6)
