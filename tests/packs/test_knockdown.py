"""The Knockdown pack (packs/knockdown): the game as data, its sample set and deck, its own checks
with their exact messages, and its faces as a user sees them.

Rulebook: Knockdown, Volume II (Nemesis), in Spanish; it does not number its sections, so tests
cite the section and printed page. The decisions where the OCR lost something are the pack's
rulings (packs/knockdown/rulings.md, «R1»…). The bundled pack's editor schemas are kept up to date
(and every file of the pack checked against them) by the tests of tests/packs/test_pack_schemas.py,
which run for every bundled pack.
"""
from __future__ import annotations

import io
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections import Counter
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator
from PIL import Image, ImageStat

from nismatch_cards.cards.loader import load
from nismatch_cards.render.renderer import Renderer
from nismatch_cards.render.select import select
from render.helpers import has_pdftoppm, page_sizes_mm, pixel, rasterise
from validation.helpers import Diag, validate, write_tree

REPO = Path(__file__).resolve().parents[2]
PACK = REPO / "packs" / "knockdown"
DECK = PACK / "decks" / "nemesis.yaml"
F = "cards/t/a.yaml"
SET_T = "codigo: t\nnombre: Set de prueba\nversion: '1'\n"

# A valid Carta de Ataque, a Carta de Habilidad and a Hoja de Luchador; line 1 is «id».
ATTACK = "id: a\nnombre: A\ntipo: ataque\nsimbolo: sprint\ntipo_ataque: golpe\n"
SKILL = "id: h\nnombre: H\ntipo: habilidad\niniciativa: 3\nefecto: Roba.\n"
FIGHTER = """\
id: l
nombre: L
tipo: luchador
tipo_luchador: Soldado
efecto_ko: Nada.
capacidad: {efecto: Nada.}
ataques_especiales:
  - nombre: X
    coste: [comodin]
    tipo_ataque: capacidad
ilustracion: L de pie.
"""


@pytest.fixture(scope="module")
def project():
    result = load([PACK])
    assert result.ok, [str(d) for d in result.diagnostics]
    return result.project


@pytest.fixture(scope="module")
def renderer(project):
    (selection,) = select(project, project.game)
    return Renderer(selection.card_set, project.game)


@pytest.fixture
def card(tmp_path, monkeypatch):
    """``card(text)``: the diagnostics of one card file in a designer's project of Knockdown."""
    monkeypatch.chdir(tmp_path)

    def check(text: str) -> list[Diag]:
        write_tree(tmp_path, {"cards/ruleset.yaml": "paquete: knockdown\n", "cards/t/set.yaml": SET_T, F: text})
        result = validate("cards")
        assert result.exit_code == (1 if any(d.severity == "error" for d in result.diagnostics) else 0)
        return result.diagnostics

    return check


def at(line: int, column: int, message: str, hint: str, code: str = "NM010", severity: str = "error") -> Diag:
    return Diag(code, F, line, column, message, hint, severity)


# --- the pack and its sample set ---------------------------------------------------------------------


def test_the_pack_its_sample_set_and_its_deck_validate_without_a_warning():
    result = validate(str(PACK))
    assert (result.exit_code, result.diagnostics) == (0, [])


def test_the_rule_constants_are_the_rulebooks(project):
    pack = project.game.pack
    stated = {  # Contenido (p. 4), Preparación 4-6 (p. 11), Turno (p. 12), Límite de mano (p. 15), Objetivo (p. 3)
        "cartas_de_ataque": 36, "cartas_de_habilidad": 12, "habilidades_repartidas": 3, "fila_de_ataques": 4,
        "mano_inicial": 2, "limite_de_mano": 6, "acciones_por_turno": 2, "rondas_para_ganar": 2,
        "segundos_de_la_prueba_de_ko": 10, "dados_de_la_variante": 3,
    }
    assert {k: pack.constant(k) for k in stated} == stated
    assert pack.constants["limite_de_mano"].section == "Reglas importantes: Límite de mano (p. 15)"
    assert pack.constant("acciones") == ["Mover", "Atacar", "Combo"]


def test_the_deck_is_the_36_card_attack_deck_of_the_rulebook(project):
    """Contenido (p. 4): 36 cartas de Ataque; R10: 18 Bloquear and 18 Sprint, 6 with a K.O. effect."""
    (deck,) = project.decks
    cards = project.sets["nemesis"].cards
    copies = deck.card_list()
    assert deck.name == "Mazo de Ataques de Nemesis" and len(copies) == project.game.pack.constant("cartas_de_ataque")
    assert {cards[c].type for c in copies} == {"ataque"}
    assert Counter(cards[c].get("simbolo") for c in copies) == {"bloquear": 18, "sprint": 18}
    assert sum(1 for c in copies if cards[c].get("ko")) == 6
    assert Counter(cards[c].get("tipo_ataque") for c in dict.fromkeys(copies)) == {"golpe": 13, "capacidad": 4,
                                                                                  "reaccion": 3}


def test_james_has_what_the_rulebooks_fighter_sheet_shows(project):
    """Hoja de Luchador (p. 6-7), R4: name, type, the names and types of his three special attacks and
    their effects as the rulebook prints them; «ORDEN» names his Capacidad."""
    james = project.sets["nemesis"].cards["james"]
    assert (james.name, james.get("tipo_luchador"), james.get("capacidad")["nombre"]) == ("James", "Capitán", "Orden")
    attacks = [(a["nombre"], a["tipo_ataque"], a["efecto"]) for a in james.get("ataques_especiales")]
    assert attacks == [
        ("Disparo a la cabeza", "golpe", "Mueve tu oponente 1 casilla. Luego, tu oponente revela 2 cartas de Ataque "
                                         "de su mano y tú descartas 1 de ellas."),
        ("Fuego de supresión", "capacidad", "Puedes descartar cualquier cantidad de fichas de Munición para moverte 1 "
                                            "casilla por cada ficha descartada."),
        ("Recargar", "capacidad", "Obtén 1 ficha de Munición. Puedes descartar cualquier cantidad de cartas con "
                                  "{proyectil} para obtener 1 ficha de Munición adicional por cada {proyectil} "
                                  "descartado."),
    ]
    assert james.get("fichas") == [{"nombre": "Munición", "cantidad": 6}]  # «6 FICHAS DE MUNICIÓN», Contenido


def test_twelve_habilidades_whose_iniciativas_never_tie(project):
    """Contenido (p. 4): 12 cartas de Habilidad; Preparación 6: the highest Iniciativa starts (R9)."""
    skills = [c for c in project.sets["nemesis"].cards.values() if c.type == "habilidad"]
    assert sorted(c.get("iniciativa") for c in skills) == list(range(1, 13))
    fighters = [c.name for c in project.sets["nemesis"].cards.values() if c.type == "luchador"]
    assert fighters == ["James", "Kasia", "Acechador"]


def test_the_ten_icons_are_svg_drawings_of_the_pack(project):
    """ICONOS (p. 9): eight icons, plus K.O. and Munición (R2)."""
    icons = project.game.pack.icons
    assert list(icons) == ["herida_grave", "herida_leve", "alcance_x", "alcance_xy", "proyectil", "bloquear",
                           "sprint", "comodin", "ko", "municion"]
    for icon in icons.values():
        root = ElementTree.parse(PACK / icon.svg).getroot()
        assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox") == "0 0 24 24", icon.id


# --- the game's field checks, with their exact messages --------------------------------------------------


def test_valid_cards_of_every_type(card):
    assert card(ATTACK) == [] and card(SKILL) == [] and card(FIGHTER) == []


def test_an_attack_card_has_no_wildcard_symbol(card):
    """R3: «?» only stands in a special attack's cost (Cómo llevar a cabo un Ataque Especial, p. 13)."""
    assert card(ATTACK.replace("simbolo: sprint", "simbolo: comodin")) == [
        at(4, 10, "el símbolo «comodin» no se admite en una Carta de Ataque", "valores admitidos: bloquear, sprint",
           "NM032")]


def test_a_projectile_attack_has_no_range_in_squares(card):
    """Tipos de alcance (p. 20), R11: an attack has one kind of range."""
    assert card(ATTACK + "proyectil: true\nalcance: 1-3\n") == [
        at(7, 1, "«alcance» no se permite en una Carta de Ataque cuando «proyectil» es «true»", "quita esa clave")]


@pytest.mark.parametrize("text, line, column, message, hint", [
    ("alcance: 6\n", 6, 10, "Alcance 6 está fuera del rango del reglamento (1 a 5)", "usa un valor entre 1 y 5"),
    ("dano: {graves: 6}\n", 6, 16, "Heridas Graves 6 está fuera del rango del reglamento (0 a 5)",
     "usa un valor entre 0 y 5"),
    ("tipo_ataque: golpes\n", 5, 14, "«golpes» no es un valor válido de «tipo_ataque»", "¿quisiste decir «golpe»?"),
])
def test_attack_values_out_of_the_game(card, text, line, column, message, hint):
    attack = ATTACK.replace("tipo_ataque: golpe\n", "") if text.startswith("tipo_ataque") else ATTACK
    found = card(attack + text)
    assert found == [at(line, column, message, hint, "NM034" if "rango" in message else "NM010")]


def test_an_iniciativa_beyond_the_boxs_twelve_cards(card):
    assert card(SKILL.replace("iniciativa: 3", "iniciativa: 13")) == [
        at(4, 13, "Iniciativa 13 está fuera del rango del reglamento (1 a 12)", "usa un valor entre 1 y 12", "NM034")]


def test_a_special_attack_is_paid_with_one_to_four_symbols(card):
    assert card(FIGHTER.replace("coste: [comodin]", "coste: []")) == [
        at(9, 12, "«coste» tiene 0 elementos; admite entre 1 y 4", "añade elementos")]
    assert card(FIGHTER.replace("[comodin]", "[bloquear, sprint, comodin, comodin, sprint]")) == [
        at(9, 12, "«coste» tiene 5 elementos; admite entre 1 y 4", "quita elementos")]


def test_a_draft_fighter_sheet_may_leave_its_ko_effect_and_type_blank(card):
    """Hoja de Luchador (p. 6): the sheet shows «EFECTO DE K.O.» and «TIPO DE LUCHADOR», but a fighter plays
    without them: a draft that leaves them blank gets a warning with the rulebook's words, not an error."""
    draft = FIGHTER.replace("efecto_ko: Nada.\n", "").replace("tipo_luchador: Soldado\n", "")
    assert card(draft) == [
        at(1, 1, "la carta deja en blanco «tipo_luchador» (Tipo de Luchador), que el reglamento de Knockdown, "
           "«Hoja de Luchador (p. 6)», muestra en sus cartas: «TIPO DE LUCHADOR — CAPITÁN»",
           "un borrador puede dejarlo así (se imprime sin él); añade «tipo_luchador: …» antes de la "
           "versión final", "NM174", "warning"),
        at(1, 1, "la carta deja en blanco «efecto_ko» (Efecto de K.O.), que el reglamento de Knockdown, "
           "«Hoja de Luchador (p. 6)», muestra en sus cartas: «EFECTO DE K.O.»",
           "un borrador puede dejarlo así (se imprime sin él); añade «efecto_ko: …» antes de la "
           "versión final", "NM174", "warning")]


def test_texts_use_the_games_icons_and_terms(card):
    assert card(ATTACK + 'efecto: "Inflige 1 {herida} y gasta 1 ficha de Municion."\n') == [
        at(6, 20, "el icono «{herida}» no existe en el paquete", "¿quisiste decir «{herida_leve}»?", "NM022"),
        at(6, 48, "«Municion» no es un término del juego", "¿quisiste decir «Munición»?", "NM021", "warning")]
    every_icon = " ".join(f"{{{i}}}" for i in yaml.safe_load((PACK / "ruleset.yaml").read_text("utf-8"))["iconos"])
    assert card(ATTACK + f'efecto: "{every_icon}"\n') == []


def test_the_card_examples_of_the_games_page_are_valid_cards(card):
    """docs/juegos/knockdown.md shows one card of each type: each validates as written."""
    page = (REPO / "docs" / "juegos" / "knockdown.md").read_text(encoding="utf-8")
    examples = [b for b in re.findall(r"```yaml\n(.*?)```", page, re.S) if re.search(r"^tipo: ", b, re.M)]
    assert [yaml.safe_load(b)["tipo"] for b in examples] == ["ataque", "habilidad", "luchador"]
    for example in examples:
        assert card(example) == [], example


def test_the_editor_schema_says_the_same_of_the_games_own_rules():
    schema = json.loads((PACK / "schemas" / "card.schema.json").read_text(encoding="utf-8"))
    validator = Draft202012Validator(schema)
    good = yaml.safe_load(ATTACK + "proyectil: true\n")
    assert list(validator.iter_errors(good)) == []
    for bad in (ATTACK + "proyectil: true\nalcance: 2\n", ATTACK.replace("sprint", "comodin"), ATTACK + "alcance: 0\n"):
        assert list(validator.iter_errors(yaml.safe_load(bad))), bad


# --- the deck rules ------------------------------------------------------------------------------------


def _deck(tmp_path, monkeypatch, text: str) -> list[Diag]:
    monkeypatch.chdir(tmp_path)
    files = {"cards/ruleset.yaml": "paquete: knockdown\n", "cards/decks/d.yaml": text}
    files |= {f"cards/nemesis/{p.name}": p.read_text(encoding="utf-8") for p in (PACK / "nemesis").glob("*.yaml")}
    write_tree(tmp_path, files)
    return validate("cards").diagnostics


@pytest.mark.parametrize("extra, where, code, message, hint", [
    # Contenido (p. 4), R8: the attack deck has 36 cards
    ("", ("cartas:", 1), "NM047",
     "la sección «Cartas de Ataque» tiene 35 cartas; debe tener exactamente 36", "añade cartas de esa sección"),
    # Preparación 4 (p. 11), R14: a deck that names Habilidades names the whole set dealt, at least 3 per player
    ("3\n  reflejos: 1", ("cartas:", 1), "NM047",
     "la sección «Conjunto de Habilidades» tiene 1 carta; debe tener al menos 6", "añade cartas de esa sección"),
], ids=["36-cartas", "habilidades-sueltas"])
def test_each_deck_rule_rejects_a_wrong_deck(tmp_path, monkeypatch, extra, where, code, message, hint):
    text = DECK.read_text(encoding="utf-8").replace("directo: 3", "directo: " + (extra or "2"))
    line = text.splitlines().index(where[0]) + 1
    assert _deck(tmp_path, monkeypatch, text) == [Diag(code, "cards/decks/d.yaml", line, where[1], message, hint,
                                                       "error")]


MATCH = "\n  james: 1\n  kasia: 1\n" + "".join(f"  {h}: 1\n" for h in ("piel-dura", "segundo-aliento", "guardia-alta",
                                                                          "agarre", "punos-de-acero", "contraataque"))


def test_a_deck_may_declare_the_whole_match_two_fighters_and_a_set_of_skills(tmp_path, monkeypatch):
    """Preparación 1 and 4 (p. 11), Mezclar cajas (p. 22), R14: two Luchadores, at least six Habilidades (three dealt
    to each player) and the 36 Ataques; the Arena goes with its attack deck's set."""
    text = DECK.read_text(encoding="utf-8").rstrip("\n") + MATCH
    assert _deck(tmp_path, monkeypatch, text) == []
    three = text.rstrip("\n") + "\n  acechador: 1\n"
    assert _deck(tmp_path, monkeypatch, three) == [Diag(
        "NM047", "cards/decks/d.yaml", three.splitlines().index("cartas:") + 1, 1, "la sección «Luchadores de la partida» tiene 3 cartas; debe tener "
        "exactamente 2", "quita cartas de esa sección", "error")]


def test_copies_of_an_attack_are_not_limited(tmp_path, monkeypatch):
    """R8: the rulebook sets no copy limit."""
    text = "nombre: Solo directos\ncartas:\n  directo: 36\n"
    assert _deck(tmp_path, monkeypatch, text) == []


def test_validating_knockdown_never_imports_nismatchs_code(tmp_path):
    code = ("import sys; from click.testing import CliRunner; from nismatch_cards.cli import main; "
            f"r = CliRunner().invoke(main, ['validate', {str(PACK)!r}]); print(r.exit_code, "
            "sorted(m for m in sys.modules if m.startswith('nismatch_cards.games.nismatch')))")
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                            encoding="utf-8", timeout=120, env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    assert result.stdout == "0 []\n", result.stderr


# --- faces: the rulebook's anatomy ------------------------------------------------------------------------


def _classes(face: str, prefix: str) -> list[str]:
    return re.findall(rf'class="[^"]*\b({prefix}[\w-]*)', face)


def test_every_face_fits_its_texts(renderer):
    faces = {key: str(renderer.face_html(key)) for key in renderer.faces}
    assert [key for key, face in faces.items() if "card--overfull" in face] == []


def test_an_attack_card_shows_its_seven_parts(renderer):
    """Carta de Ataque (p. 8): ① symbol, ② name, ③ damage, ④ K.O., ⑤ range, ⑥ type, ⑦ effect."""
    face = str(renderer.face_html("uppercut"))
    assert re.search(r'kd-ataque__simbolo kd-simbolo--sprint" title="Símbolo: Sprint"><img class="icon icon--sprint"', face)
    assert re.search(r'kd-ataque__nombre card__name" style="font-size: [\d.]+pt">Uppercut<', face)
    assert _classes(face, "kd-cubo--") == ["kd-cubo--grave", "kd-cubo--grave"]
    assert '<div class="kd-ataque__ko" title="Efecto de K.O."><img class="icon icon--ko"' in face
    assert re.search(r'icon--alcance_x".*?<span class="kd-alcance__valor">1</span>', face)
    assert '<div class="kd-ataque__tipo">Golpe</div>' in face and "kd-tipo--golpe" in face
    assert 'inflígele 1 <img class="icon icon--herida_leve"' in face


def test_each_kind_of_range_has_its_icon_and_an_attack_without_effect_no_effect_box(renderer):
    """Tipos de alcance (p. 20): X-Y, projectile; no range at all is unlimited and shows none (R11)."""
    assert re.search(r'kd-alcance--xy"><img class="icon icon--alcance_xy".*?valor">1-3<',
                     str(renderer.face_html("embestida")))
    disparo = str(renderer.face_html("disparo"))
    assert "kd-alcance--proyectil" in disparo and "kd-ataque__efecto" not in disparo
    assert "kd-ataque--sin-efecto" in disparo
    assert "kd-alcance" not in str(renderer.face_html("provocacion"))


def test_a_habilidad_card_shows_name_effect_and_iniciativa(renderer):
    """Carta de Habilidad (p. 9): ① name, ② effect, ③ Iniciativa."""
    face = str(renderer.face_html("reflejos"))
    assert re.search(r'kd-habilidad__nombre card__name" style="font-size: [\d.]+pt">Reflejos<', face)
    assert '<span class="kd-habilidad__iniciativa-valor">12</span>' in face
    assert "Una vez por ronda, cuando seas objetivo de un Golpe" in face


def test_the_fighter_sheet_shows_james_as_the_rulebook_does(renderer):
    face = str(renderer.face_html("james"))
    assert re.search(r'kd-luchador__nombre card__name" style="font-size: [\d.]+pt">James<', face)
    assert re.search(r'kd-luchador__tipo" title="Tipo de Luchador" style="font-size: [\d.]+pt">Capitán<', face)
    assert '<div class="kd-luchador__capacidad-nombre">Orden</div>' in face
    assert re.search(r'6 × <img class="icon icon--municion"[^>]*> Munición', face)
    rows = re.findall(r'kd-especial kd-tipo--(\w+)" style="top: ([\d.]+)mm; height: ([\d.]+)mm"', face)
    assert [kind for kind, _, _ in rows] == ["golpe", "capacidad", "capacidad"]
    assert [float(top) for _, top, _ in rows] == [41.5, 74.83, 108.16] and {h for _, _, h in rows} == {"31.33"}
    costs = [re.findall(r"icon--(\w+)", c) for c in re.findall(r'kd-especial__coste" title="Coste">(.*?)</div>\s*<div class="kd-especial__cabecera', face, re.S)]
    assert costs == [["bloquear", "sprint", "comodin"], ["bloquear"], ["comodin"]]
    assert re.findall(r'kd-especial__nombre"[^>]*>([^<]+)<', face) == ["Disparo a la cabeza", "Fuego de supresión",
                                                                      "Recargar"]


# --- the whole pack prints --------------------------------------------------------------------------------

DPI = 100
A4, A4_TURNED = (210.0, 297.0), (297.0, 210.0)


@pytest.fixture(scope="module")
def built(pack_build):
    """``nismatch build --cards packs/knockdown``: PDF sheets (A4), PNGs at ``DPI`` and the site (tests/conftest.py)."""
    return pack_build("knockdown")


def test_sheets_put_nine_cards_a_page_and_each_fighter_sheet_on_a_turned_page(built):
    sizes = [v for size in page_sizes_mm(built / "pdf" / "nemesis-a4.pdf") for v in size]
    assert sizes == pytest.approx([*A4] * 8 + [*A4_TURNED] * 6, abs=0.05)  # 32 cards: 4 sheets and backs; 3 fighters


def test_pngs_have_each_cards_size(built):
    folder = built / "png" / "nemesis"
    assert Image.open(folder / "gancho.png").size == (250, 350)  # 63.5 × 88.9 mm at 100 dpi
    assert Image.open(folder / "james.png").size == (827, 583)  # 210 × 148 mm
    assert {p.name for p in folder.glob("dorso-*.png")} == {"dorso-ataque.png", "dorso-habilidad.png",
                                                          "dorso-luchador.png"}


def test_the_faces_colours_are_where_the_rulebooks_parts_are(built):
    folder = built / "png" / "nemesis"
    gancho, provocacion, esquiva = (Image.open(folder / f"{n}.png").convert("RGB")
                                    for n in ("gancho", "provocacion", "esquiva"))
    near = dict(abs=12)
    assert pixel(gancho, 17.6, 12.6, DPI) == pytest.approx((179, 38, 30), **near)  # ⑥ Golpe: red band
    assert pixel(provocacion, 17.6, 12.6, DPI) == pytest.approx((44, 93, 158), **near)  # Capacidad: blue
    assert pixel(esquiva, 17.6, 12.6, DPI) == pytest.approx((47, 125, 79), **near)  # Reacción: green
    assert pixel(gancho, 9, 4.4, DPI) == pytest.approx((239, 233, 220), **near)  # ① the symbol's disc
    uppercut = Image.open(folder / "uppercut.png").convert("RGB")
    assert pixel(uppercut, 28.2, 51.9, DPI) == pytest.approx((224, 165, 38), abs=30)  # ④ the K.O. burst, gold
    james = Image.open(folder / "james.png").convert("RGB")
    assert pixel(james, 10, 129, DPI) == pytest.approx((179, 38, 30), **near)  # fighter type banner
    assert pixel(james, 7.8, 30, DPI) == pytest.approx((224, 165, 38), **near)  # K.O. effect box
    assert pixel(james, 79.8, 20, DPI) == pytest.approx((44, 93, 158), **near)  # Capacidad box
    acechador = Image.open(folder / "acechador.png").convert("RGB")  # the longest name fits its 68 mm box:
    assert max(max(pixel(acechador, 74.6, y / 4, DPI)) for y in range(6 * 4, 19 * 4)) < 60  # nothing cut at its end
    skill = Image.open(folder / "reflejos.png").convert("RGB")
    assert pixel(skill, 21, 79.4, DPI) == pytest.approx((224, 165, 38), **near)  # ③ Iniciativa


def _mean(image, x_mm: float, y_mm: float, dpi: int, side_mm: float = 6) -> tuple[float, float, float]:
    """The average colour of a ``side_mm`` square centred at ``(x_mm, y_mm)``."""
    box = [round(v / 25.4 * dpi) for v in (x_mm - side_mm / 2, y_mm - side_mm / 2, x_mm + side_mm / 2, y_mm + side_mm / 2)]
    return tuple(ImageStat.Stat(image.crop(box)).mean)


@pytest.mark.skipif(not has_pdftoppm(), reason="pdftoppm (poppler-utils) no está instalado")
def test_each_card_has_the_back_of_its_type(built, tmp_path):
    """Duplex backs: the attack deck's dark red, the Habilidades' blue-green, the fighter sheet's steel black."""
    pdf = built / "pdf" / "nemesis-a4.pdf"
    attacks_back, skills_back, fighter_back = (rasterise(pdf, n, DPI, tmp_path) for n in (2, 8, 10))
    top = (297 - 3 * 88.9) / 2  # the first row of backs; 8 mm below its top edge, away from the K.O. burst
    red, green, blue = _mean(attacks_back, 105, top + 8, DPI)
    assert red < 60 and red > blue + 8
    red, green, blue = _mean(skills_back, 105, top + 8, DPI)
    assert blue > red + 15 and green > red + 10
    assert max(_mean(fighter_back, 297 / 2, 210 / 2 - 74 + 8, DPI)) < 50


def test_the_site_groups_by_type_and_filters_by_the_games_fields(built):
    index = (built / "html" / "index.html").read_text(encoding="utf-8")
    assert re.findall(r'<h2 class="gallery-group__title">([^<]+)</h2>', index) == [
        "Carta de Ataque", "Carta de Habilidad", "Carta de Contaminación", "Hoja de Luchador"]
    assert re.findall(r'<select name="(\w+)"', index) == ["tipo", "simbolo", "tipo_ataque", "ko", "proyectil"]
    # a K.O. mark left out is «no» to the filters and charts: an attack without it, each special attack
    assert 'data-tipo="ataque" data-simbolo="bloquear" data-tipo_ataque="golpe" data-ko="False" data-proyectil="False"' \
        in index  # Jab
    assert 'data-tipo="luchador" data-simbolo="" data-tipo_ataque="golpe capacidad" data-ko="True False" ' \
           'data-proyectil="True False"' in index  # James
    stats = (built / "html" / "estadisticas.html").read_text(encoding="utf-8")
    assert "<title>sí: 7</title>" in stats and "<title>no: 22</title>" in stats  # 4 + 3 with K.O., 16 + 6 without
    page = (built / "html" / "carta-nemesis-james.html").read_text(encoding="utf-8")
    assert "Hoja de Luchador · A5 apaisado (210 × 148 mm)" in page
    rules = (built / "html" / "reglamento.html").read_text(encoding="utf-8")
    assert "<tr><th>Límite de mano (cartas de Ataque)</th><td>6</td><td>Reglas importantes: Límite de mano (p. 15)</td></tr>" in rules


@pytest.mark.parametrize("effect, size, cut", [
    ("efecto: Roba.\n", (660, 347), None), ("", (660, 595), None),
    ("", (660, 347), "mide 660 × 347 (proporción 1,9:1) y su marco en una Carta de Ataque mide 55,9 × 50,4 mm "
                     "(1,11:1): se recortará por los lados"),
    ("efecto: Roba.\n", (660, 595), "mide 660 × 595 (proporción 1,11:1) y su marco en una Carta de Ataque mide "
                                    "55,9 × 29,4 mm (1,9:1): se recortará por arriba y abajo")])
def test_nm055_an_attack_without_effect_has_the_taller_art_frame(card, tmp_path, effect, size, cut):
    """Without «efecto» the face lowers the art to the strip (ataque.html.j2, card.css): the pack
    declares that frame as a variant, and the art is measured against the frame it is drawn in."""
    buffer = io.BytesIO()
    Image.new("RGB", size, (90, 60, 30)).save(buffer, "PNG")
    write_tree(tmp_path, {"cards/t/arte.png": buffer.getvalue()})
    found = card(ATTACK + effect + "arte: arte.png\n")
    assert [d.message for d in found] == ([] if cut is None else [f"el arte «arte.png» {cut}"])
