"""Any game prints: a made-up pack (``tests/render/duelo``) with two card types of different sizes —
Acciones on poker cards drawn by the pack's own template, Luchadores on 210 × 148 mm fighter
sheets drawn by the default face —, costs as coloured pips, icons inline in texts (``{ataque}``,
an SVG ``{escudo}``), an effect in three sections, and two backs (a template and an image).

Everything is built once through the renderer (the loader reads NISMATCH's ruleset only until
packs land) and looked at as a user would: page sizes, crop marks and pixels of the PDFs, image
sizes, and the site in Chromium.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from PIL import Image

from nismatch_cards.cards.pack import check_references
from nismatch_cards.render.html import build_site
from nismatch_cards.render.pdf import DEFAULT_ICC_PROFILE, SheetOptions, build_print_shop, build_sheets_pdf
from nismatch_cards.render.png import build_pngs
from nismatch_cards.render.renderer import Renderer
from nismatch_cards.render.resources import TemplateProblem
from nismatch_cards.render.select import select

from .helpers import DUELO, REPO, crop_marks, has_pdftoppm, load_pack_folder, page_sizes_mm, pixel, rasterise
from .test_print_shop import boxes_mm, colour_spaces, reader

DPI = 100
A4, A4_TURNED = (210.0, 297.0), (297.0, 210.0)
needs_pdftoppm = pytest.mark.skipif(not has_pdftoppm(), reason="pdftoppm (poppler-utils) no está instalado")


@pytest.fixture(scope="module")
def duelo():
    gp, project = load_pack_folder(DUELO)
    (selection,) = select(project, gp)
    return gp, project, selection, Renderer(selection.card_set, gp)


@pytest.fixture(scope="module")
def built(duelo, tmp_path_factory):
    gp, project, selection, renderer = duelo
    out = tmp_path_factory.mktemp("duelo")
    for paper in ("a4", "letter"):
        build_sheets_pdf(renderer, selection.card_ids, SheetOptions(paper=paper, workers=2),
                         out / "pdf" / f"duelo-{paper}.pdf", selection.title)
    build_pngs(selection, renderer, out / "png", workers=2, dpi=DPI)
    build_site(project, out / "html", gp=gp)
    return out


def html(renderer, key: str) -> str:
    return str(renderer.face_html(key))


def test_the_made_up_pack_is_a_valid_pack():
    from jsonschema import Draft202012Validator

    schema = json.loads((REPO / "schemas" / "pack.schema.json").read_text(encoding="utf-8"))
    data = yaml.safe_load((DUELO / "ruleset.yaml").read_text(encoding="utf-8"))
    assert list(Draft202012Validator(schema).iter_errors(data)) == []
    gp, _ = load_pack_folder(DUELO)
    assert check_references(gp.pack) == []


def test_cards_are_numbered_by_type_in_the_packs_order(duelo):
    _, _, selection, renderer = duelo
    assert selection.card_ids == ["tajo-carmesi", "muro-de-escarcha", "plan-de-fuga", "guardiana-de-la-boveda"]
    assert [renderer.faces[c].number for c in selection.card_ids] == [1, 2, 3, 4]


def test_a_cost_is_drawn_as_pips_in_the_colours_of_its_enumeration(duelo):
    face = html(duelo[3], "tajo-carmesi")
    pips = re.findall(r'<span class="pip pip--(\w+)" style="background: (#\w+)" title="(\w+)"', face)
    assert pips == [("rojo", "#c0392b", "Rojo"), ("rojo", "#c0392b", "Rojo"), ("generico", "#9a9a9a", "Genérico")]


def test_icons_in_a_text_are_the_packs_glyphs_and_svg_files(duelo):
    renderer = duelo[3]
    assert ('Haz 1 de Daño <span class="icon icon--ataque" title="Ataque" style="color: #b03a2e">⚔</span> '
            'al luchador rival.') in html(renderer, "tajo-carmesi")
    shields = re.findall(r'<img class="icon icon--escudo" src="data:image/svg\+xml;base64,[\w+/=]+" alt="Escudo"',
                         html(renderer, "muro-de-escarcha"))
    assert len(shields) == 2  # «Bloqueo {escudo}{escudo}»


def test_an_icon_with_a_number_is_drawn_that_many_times(duelo):
    """«{3 ataque}» (docs/packs.md, «iconos»): three glyphs in the face and three chips where the text is measured."""
    from nismatch_cards.render.faces import Icons

    text = Icons(duelo[0]).text("Bloqueo {3 ataque}, y {2 nada}")
    assert str(text.html).count('<span class="icon icon--ataque"') == 3 and "{2 nada}" in str(text.html)
    assert [run.text for run in text.paragraphs[0] if run.chip] == ["⚔", "⚔", "⚔"]


def test_a_text_in_sections_shows_the_sections_the_card_has_in_the_packs_order(duelo):
    face = html(duelo[3], "plan-de-fuga")
    assert re.findall(r'<h4 class="seccion seccion--(\w+)">([^<]+)</h4>', face) == [
        ("inmediatamente", "Inmediatamente"), ("durante", "Durante el combate"), ("despues", "Después del combate")]
    assert "seccion--durante" not in html(duelo[3], "tajo-carmesi")


def test_names_and_texts_are_escaped(duelo):
    face = html(duelo[3], "plan-de-fuga")
    assert "Plan de &lt;fuga&gt; &amp; huida" in face and "<fuga>" not in face


def test_a_type_without_a_template_gets_the_default_face_at_its_own_size(duelo):
    face = html(duelo[3], "guardiana-de-la-boveda")
    assert 'class="card dcard card--luchador"' in face and 'style="width: 210.0mm; height: 148.0mm"' in face
    chips = re.findall(r'dcard__chip-label">([^<]+)</span> <span class="dcard__chip-value">(.*?)</span></span>', face)
    assert [(label, re.sub(r"<[^>]+>", "", value)) for label, value in chips] == [
        ("Vida", "18"), ("Alcance", "1-2"), ("Colores", "")]
    assert re.findall(r'dcard__pip pip--(\w+)', face) == ["blanco", "azul"]
    assert "card--overfull" not in face


def test_the_default_face_carries_its_set_version_and_number_so_proofs_can_be_told_apart(duelo):
    renderer = duelo[3]
    face = renderer.faces["guardiana-de-la-boveda"]
    text = re.sub(r"<[^>]+>", "", html(renderer, "guardiana-de-la-boveda"))
    assert f"BASE v0.3 · {face.number:03d}/{len(renderer.faces):03d}" in text


def test_sheets_group_cards_by_size_and_turn_the_page_for_a_fighter_sheet(built):
    def flat(sizes):
        return [v for size in sizes for v in size]

    assert flat(page_sizes_mm(built / "pdf" / "duelo-a4.pdf")) == pytest.approx(flat([A4, A4, A4_TURNED, A4_TURNED]),
                                                                                  abs=0.05)
    letter = page_sizes_mm(built / "pdf" / "duelo-letter.pdf")
    assert flat(letter) == pytest.approx(flat([(215.9, 279.4)] * 2 + [(279.4, 215.9)] * 2), abs=0.05)


def test_each_sheet_says_which_size_it_holds(built):
    from pypdf import PdfReader

    pages = PdfReader(str(built / "pdf" / "duelo-a4.pdf")).pages
    assert "Duelo de Bóvedas — Caja básica v0.3 · Póquer · hoja 1/2 · caras · A4" in pages[0].extract_text()
    assert "Duelo de Bóvedas — Caja básica v0.3 · Ficha de luchador · hoja 2/2 · caras · A4" in pages[2].extract_text()


def test_crop_marks_of_the_landscape_sheet_fall_on_its_cuts(built):
    vertical, horizontal = crop_marks(built / "pdf" / "duelo-a4.pdf", 2, (43.5, 31.0, 253.5, 179.0))
    assert sorted({round(x, 1) for x, _, _ in vertical}) == [43.5, 253.5]
    assert sorted({round(y, 1) for y, _, _ in horizontal}) == [31.0, 179.0]


@needs_pdftoppm
def test_each_card_has_the_back_of_its_type_with_its_bleed(built, tmp_path):
    pdf = built / "pdf" / "duelo-a4.pdf"
    poker_backs, fighter_face, fighter_back = (rasterise(pdf, n, DPI, tmp_path) for n in (2, 3, 4))
    top = (297 - 3 * 88.9) / 2
    for col in range(3):  # three Acciones: three vault doors, dark metal around a gold-ringed door
        x = (210 - 3 * 63.5) / 2 + col * 63.5
        assert pixel(poker_backs, x + 63.5 / 2, top + 88.9 - 6, DPI) == pytest.approx((44, 47, 58), abs=6)
    # the fighter's back is the pack's image, and its bleed the image's green (the pack's .slot rule)
    assert pixel(fighter_back, 297 / 2, 105, DPI) == pytest.approx((22, 120, 70), abs=6)
    assert pixel(fighter_back, 43.5 - 1.5, 105, DPI) == pytest.approx((22, 120, 70), abs=6)
    # the fighter's face bleeds in the default face's frame colour, not the Acción's
    assert pixel(fighter_face, 43.5 - 1.5, 105, DPI) == pytest.approx((43, 47, 54), abs=6)


@pytest.mark.skipif(not DEFAULT_ICC_PROFILE.is_file(), reason="no hay perfil CMYK (paquete libgs-common)")
def test_print_shop_gives_each_card_and_back_at_its_own_size_in_cmyk(duelo, tmp_path):
    _, _, selection, renderer = duelo
    out = tmp_path / "duelo-imprenta.pdf"
    build_print_shop(renderer, selection.card_ids, 3, out, selection.title, workers=2, profile=DEFAULT_ICC_PROFILE)
    faces, backs = reader(out), reader(tmp_path / "duelo-imprenta-dorso.pdf")
    poker, fighter = [0, 0, 63.5, 88.9], [0, 0, 210.0, 148.0]
    assert sum((boxes_mm(p)["trimbox"] for p in faces.pages), []) == pytest.approx(poker * 3 + fighter, abs=0.02)
    assert sum((boxes_mm(p)["trimbox"] for p in backs.pages), []) == pytest.approx(poker + fighter, abs=0.02)
    assert boxes_mm(faces.pages[3])["bleedbox"] == pytest.approx([-3, -3, 213, 151], abs=0.02)
    assert "/OutputIntents" in backs.trailer["/Root"]
    if has_pdftoppm():  # each card's bleed continues its own frame (the fighter's is not the Acción's)
        for number, (x, y) in ((1, (63.5 / 2, 0.6)), (4, (105, 0.6))):
            page = rasterise(out, number, DPI, tmp_path)
            frame, bleed = pixel(page, x + 3, y + 3, DPI), pixel(page, x + 3, 1.5, DPI)  # 3 mm bleed
            assert bleed == pytest.approx(frame, abs=8), number
    # an Acción without art: every colour of the design, its pips and its icon in device CMYK
    only = tmp_path / "tajo-imprenta.pdf"
    build_print_shop(renderer, ["tajo-carmesi"], 3, only, "t", workers=1, profile=DEFAULT_ICC_PROFILE)
    assert colour_spaces(reader(only)) == {"/DeviceCMYK"}


def test_pngs_at_each_cards_size_and_a_tabletop_deck_per_back(built, duelo):
    folder = built / "png" / "base"
    assert Image.open(folder / "tajo-carmesi.png").size == (250, 350)  # 63.5 × 88.9 mm at 100 dpi
    assert Image.open(folder / "guardiana-de-la-boveda.png").size == (827, 583)  # 210 × 148 mm
    assert Image.open(folder / "dorso-mazo.png").size == (250, 350)
    assert Image.open(folder / "dorso-luchador.png").size == (827, 583)
    assert not (folder / "dorso.png").exists()
    tts = built / "png" / "tts"
    decks = {name: json.loads((tts / f"base-{name}.json").read_text(encoding="utf-8"))["ObjectStates"][0]
             for name in ("mazo", "luchador")}
    assert [c["GMNotes"] for c in decks["mazo"]["ContainedObjects"]] == ["tajo-carmesi", "muro-de-escarcha",
                                                                        "plan-de-fuga"]
    assert decks["luchador"]["Name"] == "Card" and decks["luchador"]["GMNotes"] == "guardiana-de-la-boveda"
    assert decks["luchador"]["SidewaysCard"] and not decks["mazo"]["SidewaysCard"]
    for name, deck, (w, h) in (("mazo", decks["mazo"], (400, 560)), ("luchador", decks["luchador"], (560, 395))):
        back = Image.open(tts / f"base-{name}-dorso.png").convert("RGB")
        assert back.size == (w, h)
        for sheet in deck["CustomDeck"].values():
            image = Image.open(tts / sheet["FaceURL"].rsplit("/", 1)[1]).convert("RGB")
            assert image.size == (sheet["NumWidth"] * w, sheet["NumHeight"] * h) and max(image.size) < 4096
            last = image.crop((image.width - w, image.height - h, image.width, image.height))
            assert last.tobytes() == back.tobytes()


def test_gallery_groups_by_type_and_filters_by_the_packs_fields(built):
    index = (built / "html" / "index.html").read_text(encoding="utf-8")
    assert re.findall(r'<h2 class="gallery-group__title">([^<]+)</h2>', index) == ["Acción", "Luchador"]
    selects = dict(re.findall(r'<select name="(\w+)" id="filtro-\w+">\s*<option value="">Todas</option>\s*(.*?)\s*</select>',
                              index, re.S))
    assert list(selects) == ["tipo", "clase", "coste"]
    assert re.findall(r'<option value="(\w+)">([^<]+)</option>', selects["coste"]) == [
        ("blanco", "Blanco"), ("rojo", "Rojo"), ("azul", "Azul"), ("generico", "Genérico")]
    assert 'data-tipo="accion" data-clase="ataque" data-coste="rojo generico"' in index
    assert "<title>Cartas · Duelo de Bóvedas</title>" in index


def test_a_card_page_shows_its_fields_as_a_table(built):
    page = (built / "html" / "carta-base-plan-de-fuga.html").read_text(encoding="utf-8")
    rows = dict(re.findall(r"<tr><th>([^<]+)</th><td>(.*?)</td></tr>", page))
    assert rows["Clase"] == "Plan"
    assert rows["Coste"] == '<span class="pip" style="background: #f2efe6"></span> Blanco'
    assert re.findall(r"<dt>([^<]+)</dt>", rows["Efecto"]) == ["Inmediatamente", "Durante el combate",
                                                               "Después del combate"]
    assert "icon--escudo" in rows["Efecto"] and rows["Fuente"] == "<code>base/cartas.yaml:19</code>"
    fighter = (built / "html" / "carta-base-guardiana-de-la-boveda.html").read_text(encoding="utf-8")
    assert "Luchador · Ficha de luchador (210 × 148 mm)" in fighter
    assert dict(re.findall(r"<tr><th>([^<]+)</th><td>(.*?)</td></tr>", fighter))["Alcance"] == "1-2"


def test_the_ruleset_page_lists_the_packs_constants_with_their_sections(built):
    page = (built / "html" / "reglamento.html").read_text(encoding="utf-8")
    assert "<tr><th>Vida inicial de un luchador</th><td>18</td><td>2.1</td></tr>" in page
    assert "<tr><th>Colores de bóveda</th><td>blanco, rojo, azul</td><td>1.4</td></tr>" in page
    assert "Póquer (63,5 × 88,9 mm)" in page and "Ficha de luchador (210 × 148 mm)" in page


def test_the_statistics_page_charts_the_fields_of_sitio(built):
    page = (built / "html" / "estadisticas.html").read_text(encoding="utf-8")
    assert re.findall(r"<figcaption>([^<]+)</figcaption>", page) == [
        "Cartas por clase", "Pepitas de coste por color", "Valor"]
    assert 'fill="#c0392b" stroke="#555" stroke-width="0.5"><title>Rojo: 2</title>' in page  # «Tajo Carmesí»
    assert all(f"<title>{v}: {0 if v not in (3, 4) else 1}</title>" in page for v in range(10))  # valor 0 to 9
    assert "4 cartas: 3 Acciones y 1 Luchador." in page


def test_the_site_filters_in_a_browser_and_hides_empty_groups(watch, built, tmp_path):
    watched = watch()
    page = watched.open(built / "html" / "index.html")
    assert watched.visible() == 4
    page.select_option("#filtro-clase", "defensa")
    fighters = page.locator(".gallery-group", has=page.locator('[data-tipo="luchador"]'))
    assert watched.visible() == 1 and fighters.is_hidden()
    page.select_option("#filtro-clase", "")
    page.select_option("#filtro-coste", "rojo")
    assert watched.visible() == 1
    page.select_option("#filtro-coste", "")
    page.fill("#buscar", "boveda")  # accents do not matter
    assert watched.visible() == 1
    assert "1 de 4 cartas" in page.inner_text("#contador")
    page.fill("#buscar", "")
    page.screenshot(path=str(tmp_path / "galeria.png"), full_page=True)
    for name in ("carta-base-guardiana-de-la-boveda.html", "reglamento.html", "estadisticas.html"):
        watched.open(built / "html" / name)
    assert watched.errors == [] and watched.offline
    watched.page.close()


def _pack_copy(tmp_path: Path, edit) -> Path:
    import shutil

    folder = tmp_path / "duelo"
    shutil.copytree(DUELO, folder)
    data = yaml.safe_load((folder / "ruleset.yaml").read_text(encoding="utf-8"))
    edit(data, folder)
    (folder / "ruleset.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return folder


def test_a_face_template_that_does_not_exist_stops_validation_at_its_line(tmp_path):
    from nismatch_cards.cards.loader import load

    folder = _pack_copy(tmp_path, lambda data, folder: data["tipos"]["accion"].update(plantilla="heroe-x.html.j2"))
    (problem,) = load([folder]).diagnostics
    text = (folder / "ruleset.yaml").read_text(encoding="utf-8")
    assert (problem.code, problem.line, problem.message) == (
        "NM011", text[:text.index("plantilla: heroe-x.html.j2")].count("\n") + 1,
        "no existe la plantilla «heroe-x.html.j2»")


@pytest.mark.parametrize("edit, message", [
    (lambda data, folder: (folder / "templates" / "accion.html.j2").write_text(
        "{% macro face(f) %}\n<div>{{ f.name }</div>\n{% endmacro %}\n", encoding="utf-8"),
     "la plantilla «accion.html.j2» del tipo «accion» tiene un error en la línea 2: unexpected '}'"),
    (lambda data, folder: (folder / "templates" / "accion.html.j2").write_text(
        "{% macro cara(f) %}{{ f.name }}{% endmacro %}\n", encoding="utf-8"),
     "la plantilla «accion.html.j2» del tipo «accion» no define la macro «face»"),
    (lambda data, folder: (folder / "templates" / "accion.html.j2").write_text(
        "{% macro face(f) %}{{ f.fields.vida }}{% endmacro %}\n", encoding="utf-8"),
     "la plantilla «accion.html.j2» (línea 1) falló al dibujar la carta «tajo-carmesi»: usa «vida», que esta carta no "
     "tiene (un campo en blanco): pregunta antes con {% if f.fields.get(\"vida\") %} o escribe f.fields.get(\"vida\", \"\")"),
])
def test_a_broken_template_is_a_clear_error_naming_it(tmp_path, edit, message):
    gp, project = load_pack_folder(_pack_copy(tmp_path, edit))
    renderer = Renderer(project.sets["base"], gp)
    with pytest.raises(TemplateProblem) as problem:
        renderer.face_html("tajo-carmesi")
    assert str(problem.value) == message


def test_a_text_in_a_games_language_prints_as_the_game_words_it_and_a_style_may_leave_braces_alone():
    import dataclasses

    from nismatch_cards.cards.pack import TextStyle
    from nismatch_cards.render.faces import FieldPrinter
    from nismatch_cards.cards.packs import LoadedPack as GamePack

    class Quoted:  # a game's text language: its canonical form of a text
        def canonical(self, text, pack):
            return f"«{text.strip()}»"

    class Code:
        def languages(self):
            return {"citado": Quoted()}

    gp, _ = load_pack_folder(DUELO)
    styles = {**gp.pack.text_styles, "efecto": TextStyle("efecto", language="citado", icons=False)}
    printer = FieldPrinter(GamePack(dataclasses.replace(gp.pack, text_styles=styles), gp.folder, Code()))
    text = printer.value(gp.pack.types["luchador"].fields["ko"], "  Bloqueo {escudo} <b>ya</b> ")
    assert str(text) == "«Bloqueo {escudo} <b>ya</b>»"
    assert str(text.html) == "«Bloqueo {escudo} &lt;b&gt;ya&lt;/b&gt;»"


def test_single_back_pages_come_one_per_back_and_size_at_the_end(duelo, tmp_path):
    _, _, selection, renderer = duelo
    out = tmp_path / "single.pdf"
    build_sheets_pdf(renderer, selection.card_ids, SheetOptions(paper="a4", backs="single", workers=1), out, "t")
    sizes = [v for size in page_sizes_mm(out) for v in size]
    assert sizes == pytest.approx([*A4, *A4_TURNED, *A4, *A4_TURNED], abs=0.05)  # faces, faces, backs, backs


def test_a_designers_own_sheet_template_lays_out_every_size_the_same(duelo, tmp_path):
    """A ``--templates`` folder with its own ``sheets.html.j2`` gets whole sheets: same pages, sizes, text."""
    import shutil

    from pypdf import PdfReader

    from nismatch_cards.render.resources import TEMPLATES

    gp, project, selection, composed_renderer = duelo
    mine = tmp_path / "plantillas"
    mine.mkdir()
    shutil.copy(TEMPLATES / "sheets.html.j2", mine / "sheets.html.j2")
    whole_renderer = Renderer(selection.card_set, gp, templates=mine)
    files = {}
    for name, renderer in (("compuesto", composed_renderer), ("entero", whole_renderer)):
        files[name] = tmp_path / f"{name}.pdf"
        build_sheets_pdf(renderer, selection.card_ids, SheetOptions(paper="letter", workers=2), files[name], "t")
    assert page_sizes_mm(files["entero"]) == page_sizes_mm(files["compuesto"])
    words = [[sorted(p.extract_text().split()) for p in PdfReader(str(files[n])).pages] for n in files]
    assert words[0] == words[1]  # the same words on every page (drawn in another order)
