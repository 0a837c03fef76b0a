"""Card faces: ability text from the AST with the yellow «CAR n |» cost, escaping, text that fits."""
from __future__ import annotations

import re

import pytest

from nismatch_cards.cards.loader import load
from nismatch_cards.games.nismatch.faces import ability_body
from nismatch_cards.games.nismatch.language import parse, to_text
from nismatch_cards.render.faces import TEXT_SIZES
from nismatch_cards.render.renderer import Renderer

from .helpers import has_pdftoppm, pixel, rasterise, run, write_set

HOSTILE = """\
cartas:
  - id: html-en-el-nombre
    nombre: "<b>x</b> <script>alert(1)</script>"
    tipo: apoyo
    rareza: chatarra
    habilidades:
      - etiqueta: normal
        texto: "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño"
    ambientacion: "<img src=x onerror=alert(2)> & <i>fin</i>"
  - id: texto-largo
    nombre: Parte con un nombre larguísimo que nunca cabría en la cabecera
    tipo: parte
    zona: torso
    pg: 5
    car: 1
    fue: 1
    def: 1
    vel: 1
    rareza: pura
    habilidades:
      - etiqueta: normal
        texto: "CAR 2 | Selecciona hasta 2 Partes de tu oponente dañadas; Descarta 2 cartas; hazles 3 puntos de daño y envíalas a la Zona de Demolición"
      - etiqueta: relampago
        texto: "CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; Muestra 2 Partes de tu mano; niégala y roba 2 cartas y gana 2 CAR"
      - etiqueta: disparado
        texto: "Cuando esta Parte sea destruida; Si tu oponente tiene 3 o más Botines de Guerra; toma los 2 primeros Botines de Guerra y roba 2 cartas"
      - etiqueta: pasiva
        texto: "Si esta Parte está dañada; tu Unidad gana +2 FUE"
    ambientacion: "Una ambientación bastante larga para que el texto de la carta tenga que encogerse hasta caber en su caja sin salirse por abajo."
"""


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    cards = write_set(tmp_path_factory.mktemp("hostil"), HOSTILE)
    result = load([cards])
    assert result.ok, result.diagnostics
    return cards, result.project


def sizes(html: str) -> tuple[float, float]:
    """The font sizes (pt) the face template chose for the name and for the text box."""
    name = re.search(r'class="card__name" style="font-size: ([\d.]+)pt"', html).group(1)
    text = re.search(r'class="card__text" style="font-size: ([\d.]+)pt"', html).group(1)
    return float(name), float(text)


def test_ability_text_is_the_designer_s_words_and_reads_as_its_ast(bundled_project):
    """The card prints each clause as the designer wrote it (issue 26: the printed card keeps the
    designer's own words), laid out as the rulebook does (6.1); what it prints reads as the same
    ability, and the canonical reading is given beside where the words differ."""
    renderer = Renderer(bundled_project.sets["base"], bundled_project.game)
    checked = differ = 0
    for face in renderer.faces.values():
        html = renderer.face_html(face.id)
        for ability in face.extras["abilities"]:
            printed = ability_body(ability)
            if ability["cost"] is not None:
                printed = f"CAR {ability['cost']} | {printed}"
            assert parse(printed, bundled_project.game.code.ruleset(bundled_project.game.pack).keywords) == ability["ast"]
            assert ability["canonical"] in (None, to_text(ability["ast"]))
            differ += ability["canonical"] is not None
            checked += 1
        costs = re.findall(r'<span class="cost">CAR&nbsp;(\d+)</span> <span class="cost-bar">\|</span>', str(html))
        assert costs == [str(a["cost"]) for a in face.extras["abilities"] if a["cost"] is not None]
    assert checked > 0 and differ > 0


def test_html_in_names_and_text_is_printed_not_interpreted(hostile):
    _, project = hostile
    renderer = Renderer(project.sets["prueba"], project.game)
    html = str(renderer.face_html("html-en-el-nombre"))
    assert "&lt;b&gt;x&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "&lt;img src=x onerror=alert(2)&gt; &amp; &lt;i&gt;fin&lt;/i&gt;" in html
    assert "<script" not in html and "<b>" not in html and "<img src=x" not in html


def test_html_in_a_name_appears_literally_in_the_pdf(hostile, tmp_path):
    from pypdf import PdfReader

    cards, _ = hostile
    result = run("build", "pdf", "--cards", str(cards), "--out", str(tmp_path / "o"), "--paper", "a4",
                 "--backs", "none", "--workers", "1")
    assert result.exit_code == 0, result.output
    text = PdfReader(str(tmp_path / "o" / "pdf" / "prueba-a4.pdf")).pages[0].extract_text()
    assert "<b>x</b>" in text and "<script>alert(1)</script>" in text


def _text_overflow(html: str) -> list[float]:
    """For each ability box laid out by WeasyPrint: how far (px) its lines run past its bottom."""
    from weasyprint import HTML

    def walk(box):
        if type(box).__name__ == "AbsolutePlaceholder":  # an absolutely positioned box, laid out
            box = box._box
        yield box
        for child in getattr(box, "children", []) or []:
            yield from walk(child)

    overflow = []
    page = HTML(string=html).render().pages[0]
    for box in walk(page._page_box):
        element = getattr(box, "element", None)
        if element is None or "card__text" not in (element.get("class") or "").split():
            continue
        if type(box).__name__ != "BlockBox":
            continue
        bottom = box.content_box_y() + box.height
        lines = [b.position_y + b.margin_height() for b in walk(box) if type(b).__name__ == "LineBox"]
        overflow.append(max(lines) - bottom)
    return overflow


def test_long_text_shrinks_to_fit_its_box(hostile):
    _, project = hostile
    renderer = Renderer(project.sets["prueba"], project.game)
    long_html, short_html = (str(renderer.face_html(c)) for c in ("texto-largo", "html-en-el-nombre"))
    (name_size, text_size), (short_name_size, _) = sizes(long_html), sizes(short_html)
    assert "card--overfull" not in long_html and text_size < TEXT_SIZES[0]
    assert name_size < short_name_size or name_size <= 8
    for card_id in ("texto-largo", "html-en-el-nombre"):
        (overflow,) = _text_overflow(renderer.images_html([card_id], "t"))
        assert overflow <= 0.5, f"{card_id}: el texto se sale {overflow:.1f} px de su caja"


def test_every_bundled_card_fits_its_text_box(bundled_project):
    renderer = Renderer(bundled_project.sets["base"], bundled_project.game)
    assert [c for c in renderer.faces if "card--overfull" in renderer.face_html(c)] == []


@pytest.mark.skipif(not has_pdftoppm(), reason="pdftoppm (poppler-utils) no está instalado")
def test_templates_folder_restyles_without_code_and_falls_back_to_the_built_in_ones(tmp_path):
    from .helpers import CARDS, REPO

    mine = tmp_path / "plantillas"
    mine.mkdir()
    css = (REPO / "packs" / "nismatch" / "templates" / "card.css").read_text(encoding="utf-8").replace("--frame: #2a2e35;", "--frame: #d01010;")
    (mine / "card.css").write_text(css, encoding="utf-8")
    out = tmp_path / "o"
    result = run("build", "pdf", "--cards", str(CARDS), "--out", str(out), "--templates", str(mine),
                 "--paper", "a4", "--backs", "none", "--only", "chispazo", "--workers", "1")
    assert result.exit_code == 0, result.output
    image = rasterise(out / "pdf" / "base-revision-a4.pdf", 1, 100, tmp_path)
    left, top = (210 - 3 * 63.5) / 2, (297 - 3 * 88.9) / 2
    r, g, b = pixel(image, left + 1.0, top + 44, 100)  # the frame, just inside the cut
    assert r > 180 and g < 60 and b < 60
