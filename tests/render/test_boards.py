"""A game's boards on the reference site, printed at playing size across pages and sent to Tabletop
Simulator (nismatch_cards/render/boards.py, html.py): Unmatched's battlefields (packs/unmatched/mapas/,
rulings U20–U24)."""
from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from nismatch_cards.cards.loader import load
from nismatch_cards.games.unmatched.drawing import battlefield_svg
from nismatch_cards.games.unmatched.maps import load_map
from nismatch_cards.render.boards import MARGIN, OVERLAP, board_tiles_html, build_board_pdf, tile_plan
from nismatch_cards.render.html import build_site
from validation.helpers import invoke, write_tree

REPO = Path(__file__).resolve().parents[2]
PUERTO = REPO / "packs" / "unmatched" / "mapas" / "puerto-de-la-niebla.yaml"
#: a board of 300 × 200 mm: two A4 pages side by side in landscape
SMALL = """\
nombre: Prueba
tamano: {ancho: 300, alto: 200}
diametro: 40
zonas:
  roja: {nombre: Roja, color: "#b8322a"}
  azul: {nombre: Azul, color: "#2a64ad"}
casillas:
  - {id: a1, x: 50, y: 50, zonas: [roja], inicio: 1}
  - {id: a2, x: 150, y: 50, zonas: [roja, azul]}
  - {id: b1, x: 50, y: 150, zonas: [azul]}
  - {id: b2, x: 250, y: 150, zonas: [roja, azul], inicio: 2}
conexiones:
  - [a1, a2]
  - [a1, b1]
  - [a2, b2]
"""


HERO = "id: heroe\nnombre: Héroe\ntipo: personaje\nvida: 10\nmovimiento: 2\nestilo: cuerpo_a_cuerpo\nhabilidad: Al comienzo de tu turno, roba 1 carta.\n"


@pytest.fixture
def designer(tmp_path, monkeypatch):
    """A designer's cards folder of the Unmatched pack with one small map of its own."""
    monkeypatch.chdir(tmp_path)
    write_tree(tmp_path, {"cards/ruleset.yaml": "paquete: unmatched\n", "cards/mapas/prueba.yaml": SMALL,
                          "cards/t/set.yaml": "codigo: t\nnombre: T\nversion: '1'\n", "cards/t/heroe.yaml": HERO})
    return tmp_path


# --- the tiles ------------------------------------------------------------------------------------


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_tiles_cover_the_whole_board_and_neighbours_overlap_by_the_strip(paper):
    plan = tile_plan(560, 400, paper)
    window_w, window_h = plan.page_width - 2 * MARGIN, plan.page_height - 2 * MARGIN
    assert all(t.width <= window_w and t.height <= window_h for t in plan.tiles)
    assert max(t.x + t.width for t in plan.tiles) == pytest.approx(560)
    assert max(t.y + t.height for t in plan.tiles) == pytest.approx(400)
    for tile in plan.tiles:
        right, below = plan.tile(tile.row, tile.column + 1), plan.tile(tile.row + 1, tile.column)
        if right is not None:
            assert tile.x + tile.width - right.x == pytest.approx(OVERLAP)
        if below is not None:
            assert tile.y + tile.height - below.y == pytest.approx(OVERLAP)


def test_the_page_is_turned_when_that_takes_fewer_pages():
    assert (tile_plan(560, 400).landscape, len(tile_plan(560, 400).tiles)) == (False, 8)  # 4 × 2 portrait, 9 landscape
    assert (tile_plan(300, 200).landscape, len(tile_plan(300, 200).tiles)) == (False, 2)  # 2 × 1 portrait, 4 landscape
    assert (tile_plan(500, 180).landscape, len(tile_plan(500, 180).tiles)) == (True, 2)  # 3 × 1 portrait, 2 landscape
    assert [t.name for t in tile_plan(560, 400).tiles] == ["A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4"]


def test_each_tile_shows_its_part_of_the_board_names_itself_and_says_where_its_neighbours_go():
    board = load_map(PUERTO)
    html = board_tiles_html(battlefield_svg(board), board.width, board.height, board.name)
    assert html.count('<section class="page') == 1 + 8
    assert '<svg style="left: -175mm; top: -262mm" ' in html  # tile B2 moves the board under its window
    assert "hoja B2 (6 de 8)" in html
    assert "Recorta por la línea continua el borde izquierdo y el de arriba; pon el izquierdo sobre la línea " \
           "discontinua de B1 y el de arriba sobre la de A2." in html
    assert "hoja A2 (2 de 8) ·\nRecorta por la línea continua el borde izquierdo y ponlo sobre la línea discontinua " \
           "de A1." in html
    assert "hoja A1 (1 de 8) ·\nEs la hoja de arriba a la izquierda: no se recorta." in html
    assert "solapa: aquí va el borde de A2" in html and "solapa: aquí va el borde de B1" in html
    assert "Tablero de 560 × 400 mm en 8 hojas (2 filas, 4 columnas)" in html


def test_the_print_and_play_pdf_has_the_guide_and_a_page_a_tile_at_the_papers_size(tmp_path):
    from pypdf import PdfReader

    write_tree(tmp_path, {"prueba.yaml": SMALL})
    board = load_map(tmp_path / "prueba.yaml")
    out = build_board_pdf(board, battlefield_svg(board), tmp_path / "out" / "mapa.pdf")
    pages = PdfReader(out).pages
    assert len(pages) == 3
    mm = [(round(float(p.mediabox.width) * 25.4 / 72), round(float(p.mediabox.height) * 25.4 / 72)) for p in pages]
    assert mm == [(210, 297)] * 3
    assert "Prueba" in pages[0].extract_text() and "hoja A2 (2 de 2)" in pages[2].extract_text()


def test_construir_builds_a_folders_own_maps_as_pdf_png_and_a_tabletop_board(designer):
    from PIL import Image

    run = invoke("construir", "png", "--cartas", "cards", "--salida", "build")
    assert run.exit_code == 0, run.stderr
    assert "MAPA 1 mapa a tamaño de juego: PNG y tablero de Tabletop Simulator" in run.stdout
    image = Image.open(designer / "build" / "png" / "mapas" / "prueba.png")
    assert 4095 <= image.width <= 4096 and image.height == pytest.approx(image.width * 200 / 300, abs=2)  # TTS: ≤ 4096
    saved = json.loads((designer / "build" / "png" / "tts" / "mapa-prueba.json").read_text(encoding="utf-8"))
    (board,) = saved["ObjectStates"]
    assert (board["Name"], board["Nickname"], board["Locked"]) == ("Custom_Board", "Prueba", True)
    assert board["CustomImage"]["ImageURL"] == (designer / "build" / "png" / "mapas" / "prueba.png").resolve().as_uri()
    assert Image.open(designer / "build" / "png" / "tts" / "mapa-prueba.png").size == (256, 256)  # TTS's thumbnail
    run = invoke("construir", "png", "--cartas", "cards", "--salida", "build", "--tts-url", "https://x.org/tts/")
    saved = json.loads((designer / "build" / "png" / "tts" / "mapa-prueba.json").read_text(encoding="utf-8"))
    assert saved["ObjectStates"][0]["CustomImage"]["ImageURL"] == "https://x.org/tts/prueba.png"


def test_construir_pdf_prints_a_folders_own_maps_on_each_paper(designer):
    run = invoke("construir", "pdf", "--cartas", "cards", "--salida", "build", "--papel", "a4")
    assert run.exit_code == 0, run.stderr
    assert "MAPA 1 mapa a tamaño de juego: PDF de A4 (3 páginas)" in run.stdout
    assert (designer / "build" / "pdf" / "mapa-prueba-a4.pdf").is_file()
    assert not (designer / "build" / "pdf" / "mapa-puerto-de-la-niebla-a4.pdf").exists()  # the pack's are not


# --- the site ---------------------------------------------------------------------------------------


def test_the_site_of_a_pack_with_maps_has_a_battlefields_page_with_each_drawn(tmp_path):
    result = load([REPO / "packs" / "unmatched"])
    build_site(result.project, tmp_path / "html")
    page = (tmp_path / "html" / "mapas.html").read_text(encoding="utf-8")
    assert '<a href="mapas.html" aria-current="page">Campos de batalla</a>' in page
    assert page.count('<svg xmlns="http://www.w3.org/2000/svg"') == 2
    assert "<h2>El Bosque de los Ecos</h2>" in page and "<h2>El Puerto de la Niebla</h2>" in page
    assert "32 casillas; casillas iniciales: 1 <code>a3</code>, 2 <code>b5</code>, 3 <code>r1</code>, 4 <code>f2</code>." \
        in page
    index = (tmp_path / "html" / "index.html").read_text(encoding="utf-8")
    assert '<a href="mapas.html">Campos de batalla</a>' in index


def test_a_pack_without_maps_has_no_battlefields_page(tmp_path):
    result = load([REPO / "packs" / "knockdown"])
    build_site(result.project, tmp_path / "html")
    assert not (tmp_path / "html" / "mapas.html").exists()
    assert "mapas.html" not in (tmp_path / "html" / "index.html").read_text(encoding="utf-8")


def test_a_broken_map_is_left_out_and_the_rest_still_builds_with_exit_1(designer):
    write_tree(designer, {"cards/mapas/roto.yaml": SMALL.replace("  - [a2, b2]\n", "  - [a2, b9]\n")})
    run = invoke("construir", "pdf", "--cartas", "cards", "--salida", "build", "--papel", "a4")
    assert (run.exit_code, run.exception) == (1, None)
    assert run.stderr == (
        "cards/mapas/roto.yaml:15:10: error NM120 [mapa-casilla-desconocida]: la casilla «b9» no existe en el mapa\n"
        "    sugerencia: casillas del mapa: a1, a2, b1, b2\n"
        "Se construye sin el mapa cards/mapas/roto.yaml: tiene errores.\n"
        "Error: 1 mapa con errores se ha quedado fuera: corrígelo con «nismatch validar»\n")
    assert "MAPA 1 mapa a tamaño de juego: PDF de A4 (3 páginas)" in run.stdout
    assert (designer / "build" / "pdf" / "t-a4.pdf").is_file()
    assert (designer / "build" / "pdf" / "mapa-prueba-a4.pdf").is_file()
    assert not (designer / "build" / "pdf" / "mapa-roto-a4.pdf").exists()
