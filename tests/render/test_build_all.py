"""``nismatch build`` builds everything for the bundled set; bad input never gives a traceback."""
from __future__ import annotations

import math
import shutil

import pytest

from .helpers import CARDS, page_sizes_mm, run, write_set


def test_build_without_subcommand_makes_pdfs_pngs_and_site(full_build, bundled_project):
    cards = len(bundled_project.sets["base"].cards)
    for paper in ("a4", "letter"):
        assert len(page_sizes_mm(full_build / "pdf" / f"base-{paper}.pdf")) == 2 * math.ceil(cards / 9)
    assert len(list((full_build / "png" / "base").glob("*.png"))) == cards + 1
    assert (full_build / "png" / "tts" / "base.json").is_file()
    for page in ("index.html", "glosario.html", "reglamento.html", "estadisticas.html"):
        assert (full_build / "html" / page).is_file()
    assert len(list((full_build / "html").glob("carta-base-*.html"))) == cards


def test_unknown_card_is_a_usage_error_with_a_suggestion(tmp_path):
    result = run("build", "pdf", "--cards", str(CARDS), "--out", str(tmp_path / "o"), "--only", "chispaso")
    assert result.exit_code == 2
    assert "ningún set tiene la carta «chispaso» (¿querías decir «chispazo»?)" in result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "o" / "pdf").exists()


@pytest.mark.parametrize("args, message", [
    (["--deck", "no-existe"], "no hay ningún mazo «no-existe»"),
    (["--set", "nada"], "no hay ningún set «nada»"),
    (["--bleed", "80", "--paper", "letter"],
     "una carta de 63,5 × 88,9 mm con 80 mm de sangrado no cabe en una hoja Carta (Letter)"),
    (["--paper", "a3"], "a3"),
    (["--bleed", "-1"], "-1"),
])
def test_bad_options_exit_2_in_spanish(tmp_path, args, message):
    result = run("build", "pdf", "--cards", str(CARDS), "--out", str(tmp_path / "o"), *args)
    assert result.exit_code == 2, result.output
    assert message in result.output
    assert "Traceback" not in result.output


def test_output_folder_cannot_be_the_cards_folder(tmp_path):
    cards = write_set(tmp_path, "id: a\nnombre: A\ntipo: apoyo\nrareza: chatarra\n")
    result = run("build", "html", "--cards", str(cards), "--out", str(cards))
    assert result.exit_code == 2
    assert sorted(p.name for p in cards.iterdir()) == ["prueba", "ruleset.yaml"]


IDEA_ROTA = """
  - id: idea-rota
    nombre: Idea Rota
    tipo: apoyo
    rareza: chatarra
    habilidades:
      - etiqueta: normal
        texto: "CAR 1 | Gana el control de una Parte de tu oponente"
"""


def with_refused_card(tmp_path):
    """The bundled cards with one more Carta de Apoyo at the end of base/apoyos.yaml whose text the language
    refuses (NM020), and its line there."""
    cards = tmp_path / "cards"
    shutil.copytree(CARDS, cards)
    supports = cards / "base" / "apoyos.yaml"
    text = supports.read_text(encoding="utf-8")
    supports.write_text(text + IDEA_ROTA, encoding="utf-8")
    return cards, text.count("\n") + 2


def test_a_refused_card_no_deck_uses_is_left_out_and_the_rest_built_with_exit_1(tmp_path):
    """Issue 26, «Prototypes behave»: one card with errors does not stop the build of the others; it is reported,
    and the exit code stays 1 so CI still fails."""
    cards, line = with_refused_card(tmp_path)
    out = tmp_path / "out"
    result = run("build", "html", "--cards", str(cards), "--out", str(out))
    assert result.exit_code == 1
    supports = cards / "base" / "apoyos.yaml"
    assert (f"{supports}:{line + 6}:33: error NM020 [gramatica]: el lenguaje no tiene tomar el control de cartas "
            "ajenas («control»)") in result.output
    assert (f"Se construye sin «idea-rota» ({supports}:{line}): tiene errores y ningún mazo la usa.\n"
            in result.output)
    assert result.output.endswith("Error: 1 carta con errores se ha quedado fuera: corrígela con «nismatch validar»\n")
    assert (out / "html" / "carta-base-chispazo.html").is_file()
    assert not (out / "html" / "carta-base-idea-rota.html").exists()


def test_a_refused_card_a_deck_uses_stops_the_build(tmp_path):
    """A deck that uses a card with errors cannot be built (NM045): nothing is built, as before."""
    cards = tmp_path / "cards"
    shutil.copytree(CARDS, cards)
    arms = cards / "base" / "brazos-derechos.yaml"
    text = arms.read_text(encoding="utf-8")
    written = 'texto: "CAR 1 | Selecciona una Parte de tu oponente dañada; hazle 1 punto de daño"'
    assert text.count(written) == 1  # Lanzachispas, in two decks
    arms.write_text(text.replace(written, 'texto: "CAR 1 | Selecciona una Parte; hazle muchísimo daño"'),
                    encoding="utf-8")
    out = tmp_path / "out"
    result = run("build", "--cards", str(cards), "--out", str(out))
    assert result.exit_code == 1
    assert "NM020" in result.output and "NM045" in result.output
    assert result.output.endswith("No se construye nada: 3 errores en las cartas.\n")
    assert "Se construye sin" not in result.output
    assert not out.exists()


def test_a_deck_from_its_file_path_and_the_deck_copies(tmp_path, bundled_project):
    deck = next(d for d in bundled_project.decks if d.set_codes == ("base",))
    out = tmp_path / "o"
    result = run("build", "pdf", "--cards", str(CARDS), "--out", str(out), "--deck", str(deck.source.file),
                 "--paper", "letter", "--backs", "single", "--workers", "2")
    assert result.exit_code == 0, result.output
    pages = page_sizes_mm(out / "pdf" / f"{deck.source.file.stem}-letter.pdf")
    assert len(pages) == math.ceil(deck.size / 9) + 1


def test_a_failing_template_is_a_spanish_error_naming_it_and_the_card(tmp_path):
    mine = tmp_path / "plantillas"
    mine.mkdir()
    (mine / "carta.html.j2").write_text("{% macro face(f) %}{{ f.fields.blindaje }}{% endmacro %}\n", encoding="utf-8")
    result = run("build", "pdf", "--cards", str(CARDS), "--out", str(tmp_path / "o"), "--templates", str(mine),
                 "--only", "chispazo", "--paper", "a4", "--workers", "1")
    assert result.exit_code == 1
    assert ("Error en las plantillas: la plantilla «carta.html.j2» (línea 1) falló al dibujar la carta «chispazo»: "
            "usa «blindaje», que esta carta no tiene (un campo en blanco): pregunta antes con "
            "{% if f.fields.get(\"blindaje\") %} o escribe f.fields.get(\"blindaje\", \"\")") in result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "o" / "pdf" / "base-revision-a4.pdf").exists()
