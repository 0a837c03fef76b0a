"""Keyword and prototype abilities on the printed card and the site.

A keyword ability prints as the keyword («Blindaje 2») with its reminder in italics, its page says
what it means, and the glossary lists the game's keywords. A prototype prints as written and its
page marks it; the set's statistics still build."""
from __future__ import annotations

import html
import re
import shutil
import subprocess

import pytest

from .helpers import CARDS, run

TORSO = """\
cartas:
  - id: torso-acorazado
    nombre: Torso Acorazado
    tipo: parte
    zona: torso
    pg: 6
    car: 1
    fue: 1
    def: 1
    vel: 1
    rareza: chatarra
    habilidades:
      - {etiqueta: pasiva, texto: "blindaje DOS"}
      - {etiqueta: disparado, texto: "Chatarrero"}
  - id: copiadora
    nombre: Copiadora
    tipo: apoyo
    rareza: chatarra
    habilidades:
      - {etiqueta: normal, prototipo: true, texto: "CAR 2 | Copia la última habilidad de tu oponente"}
"""


def plain(fragment: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", fragment)).split())


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    cards = tmp_path_factory.mktemp("cartas")
    shutil.copy(CARDS / "ruleset.yaml", cards / "ruleset.yaml")
    (cards / "k").mkdir()
    (cards / "k" / "set.yaml").write_text("codigo: k\nnombre: Claves\nversion: '1'\n", encoding="utf-8")
    (cards / "k" / "cartas.yaml").write_text(TORSO, encoding="utf-8")
    out = tmp_path_factory.mktemp("salida")
    result = run("build", "--cards", str(cards), "--out", str(out), "--paper", "a4", "--workers", "1")
    assert result.exit_code == 0, result.output
    return out


def test_the_card_prints_the_keyword_and_its_reminder_in_italics(built):
    text = " ".join(subprocess.run(["pdftotext", "-raw", str(built / "pdf" / "k-a4.pdf"), "-"], check=True,
                                   capture_output=True, text=True).stdout.split())
    assert "PASIVA Blindaje 2 (Esta Parte tiene 2 DEF más.)" in text
    assert "DISPARADO Chatarrero (Cuando esta Parte sea destruida, roba una carta.)" in text
    page = (built / "html" / "carta-k-torso-acorazado.html").read_text(encoding="utf-8")
    assert '<span class="reminder">(Esta Parte tiene 2 DEF más.)</span>' in page


def test_the_card_page_says_what_the_keyword_means(built):
    page = plain((built / "html" / "carta-k-torso-acorazado.html").read_text(encoding="utf-8"))
    assert "Palabra clave «Blindaje 2» significa: Esta Parte gana +2 DEF" in page
    assert "Palabra clave «Chatarrero» significa: Cuando esta Parte sea destruida; roba una carta" in page


def test_the_glossary_lists_the_keywords_of_the_game(built):
    page = (built / "html" / "glosario.html").read_text(encoding="utf-8")
    table = plain(re.search(r'<table class="table glossary__keywords">(.*?)</table>', page, re.S).group(1))
    assert "Blindaje N Pasiva Esta Parte gana +N DEF Esta Parte tiene N DEF más." in table
    assert "Remachar N Normal CAR 1 | Selecciona una Parte tuya dañada; repárale N PG" in table
    uses = plain(re.search(r'<section class="glossary__item" id="Keyword">(.*?)</section>', page, re.S).group(1))
    assert "Torso Acorazado : Blindaje 2" in uses


def test_a_prototype_prints_as_written_and_its_page_marks_it(built):
    text = " ".join(subprocess.run(["pdftotext", "-raw", str(built / "pdf" / "k-a4.pdf"), "-"], check=True,
                                   capture_output=True, text=True).stdout.split())
    assert "NORMAL CAR 2 | Copia la última habilidad de tu oponente" in text
    page = plain((built / "html" / "carta-k-copiadora.html").read_text(encoding="utf-8"))
    assert "Normal Habilidad 1 Prototipo CAR 2 | Copia la última habilidad de tu oponente Texto libre" in page


def test_the_statistics_count_what_is_known_of_prototypes(built):
    page = plain((built / "html" / "estadisticas.html").read_text(encoding="utf-8"))
    assert "Claves" in page
