"""``nismatch diff``: two versions of a cards folder compared as a designer reads a changelog —
cards added, removed and changed field by field, texts word by word, decks by copies — from two
git revisions of a real repository or from two folders."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from nismatch_cards.cli import main

from .conftest import git, replace


def run(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def commits(repo: Path) -> tuple[str, str]:
    return git(repo, "rev-parse", "--short", "v1.0").strip(), git(repo, "rev-parse", "--short", "HEAD").strip()


def test_two_revisions_give_every_change_card_by_card_and_word_by_word(repo):
    old, new = commits(repo)
    result = run("diff", "v1.0", "HEAD", "--cards", "cards")
    assert result.exit_code == 0, result.output
    assert result.stdout == f"""\
Cambios de «v1.0 ({old})» a «HEAD ({new})»: 1 carta nueva, 1 carta retirada, 3 cartas cambiadas; 1 mazo cambiado

Cartas
  + base/brazo-remachador «Brazo Remachador» (parte)
  ~ base/brazo-sierra «Brazo Sierra» → «Brazo Radial»
      nombre: Brazo [-Sierra-] {{+Radial+}}
  ~ base/lanzachispas «Lanzachispas»
      habilidades[1].texto: CAR 1 | Selecciona una Parte de tu oponente dañada; hazle [-1 punto-] {{+2 puntos+}} de daño
  ~ base/brazo-martillo «Brazo Martillo»
      pg: 5 → 6
      habilidades[2].etiqueta: — → normal
      habilidades[2].texto: — → CAR 2 | Selecciona una Parte; hazle 2 puntos de daño
  - base/canon-aniquilador «Cañón Aniquilador» (parte)

Mazos
  ~ punos-de-hierro «Puños de Hierro» (48 cartas): −1 base/casco-centinela, +1 base/brazo-martillo

Aviso: las cartas del set «base» cambiaron pero su versión sigue siendo «1.0» (set.yaml): súbela para distinguir las pruebas impresas
"""


def test_desde_and_hasta_name_the_same_revisions(repo):
    assert run("diff", "--desde", "v1.0", "--hasta", "HEAD", "--cards", "cards").stdout == \
        run("diff", "v1.0", "HEAD", "--cards", "cards").stdout


def test_one_revision_is_compared_with_the_folder_as_it_is_now(repo):
    replace(repo / "cards" / "base" / "set.yaml", 'version: "1.0"', 'version: "1.1"')
    result = run("diff", "HEAD", "--cards", "cards")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == f"Cambios de «HEAD ({commits(repo)[1]})» a «cards»: ninguna carta cambió; 1 set cambiado"
    assert lines[2:5] == ["Sets", "  ~ base «NISMATCH — Set Base»", "      version: 1.0 → 1.1"]


def test_markdown_is_a_changelog_section(repo):
    old, new = commits(repo)
    result = run("diff", "v1.0", "HEAD", "--cards", "cards", "--formato", "markdown")
    assert result.exit_code == 0
    text = result.stdout
    assert text.startswith(f"## Cambios de v1.0 ({old}) a HEAD ({new})\n\n"
                           "1 carta nueva, 1 carta retirada, 3 cartas cambiadas; 1 mazo cambiado.\n")
    assert "### Cartas nuevas (1)\n\n- `base/brazo-remachador` **Brazo Remachador** (parte)\n" in text
    assert "### Cartas retiradas (1)\n\n- `base/canon-aniquilador` **Cañón Aniquilador** (parte)\n" in text
    assert "- `base/brazo-sierra` ~~Brazo Sierra~~ **Brazo Radial**\n  - `nombre`: Brazo ~~Sierra~~ **Radial**\n" in text
    # the «|» of an ability's cost is escaped: it would start a table otherwise
    assert ("  - `habilidades[1].texto`: CAR 1 \\| Selecciona una Parte de tu oponente dañada; hazle ~~1 punto~~ "
            "**2 puntos** de daño\n") in text
    assert ("- Cambiado: **Puños de Hierro** (`punos-de-hierro`, 48 cartas): −1 `base/casco-centinela`, "
            "+1 `base/brazo-martillo`\n") in text


def test_html_page_is_written_once_and_replaced_only_with_forzar(repo):
    result = run("diff", "v1.0", "HEAD", "--cards", "cards", "--formato", "html", "--out", "cambios.html")
    assert result.exit_code == 0, result.output
    assert result.stdout == "Informe en cambios.html (html): 1 carta nueva, 1 carta retirada, 3 cartas cambiadas; 1 mazo cambiado\n"
    page = (repo / "cambios.html").read_text(encoding="utf-8")
    assert "hazle <del>1 punto</del> <ins>2 puntos</ins> de daño" in page
    assert '<li class="nueva"><code>base/brazo-remachador</code>' in page
    assert "<del>−1</del> <code>base/casco-centinela</code> (3 → 2)" in page

    again = run("diff", "v1.0", "HEAD", "--cards", "cards", "--formato", "html", "--out", "cambios.html")
    assert again.exit_code == 2
    assert "Error: --salida: «cambios.html» ya existe; no se reemplaza sin --forzar (o elige otro nombre)" in again.output
    forced = run("diff", "v1.0", "HEAD", "--cards", "cards", "--formato", "html", "--out", "cambios.html", "--forzar")
    assert forced.exit_code == 0


def test_a_report_is_never_written_into_the_cards_folder(repo):
    result = run("diff", "v1.0", "--cards", "cards", "--formato", "markdown", "--out", "cards/CAMBIOS.md")
    assert result.exit_code == 2
    assert "Error: --salida: «cards/CAMBIOS.md» está dentro de la carpeta de entrada «cards»" in result.output
    assert not (repo / "cards" / "CAMBIOS.md").exists()


def test_a_text_report_in_a_file_has_no_terminal_colours(repo):
    assert run("diff", "v1.0", "--cards", "cards", "--out", "cambios.txt").exit_code == 0
    text = (repo / "cambios.txt").read_text(encoding="utf-8")
    assert "\x1b" not in text and "hazle [-1 punto-] {+2 puntos+} de daño" in text


def test_two_folders_need_no_git(tmp_path, monkeypatch):
    from .conftest import BASE, second_version, DECK

    for name in ("antes", "despues"):
        shutil.copytree(BASE, tmp_path / name / "base")
        (tmp_path / name / "decks").mkdir()
        shutil.copy(DECK, tmp_path / name / "decks" / DECK.name)
    second_version(tmp_path / "despues")
    monkeypatch.chdir(tmp_path)
    result = run("diff", "antes", "despues")
    assert result.exit_code == 0
    assert result.stdout.startswith("Cambios de «antes» a «despues»: 1 carta nueva, 1 carta retirada, 3 cartas cambiadas")


def test_no_differences_and_the_exit_code_for_ci(repo):
    same = run("diff", "HEAD", "HEAD", "--cards", "cards", "--codigo-de-salida")
    head = commits(repo)[1]
    assert (same.exit_code, same.stdout) == (0, f"Cambios de «HEAD ({head})» a «HEAD ({head})»: sin cambios\n")
    assert run("diff", "v1.0", "HEAD", "--cards", "cards", "--codigo-de-salida").exit_code == 1
    assert run("diff", "v1.0", "HEAD", "--cards", "cards").exit_code == 0


def test_a_folder_outside_git_is_a_clear_usage_error(tmp_path, monkeypatch):
    from .conftest import BASE

    shutil.copytree(BASE, tmp_path / "cards" / "base")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path.parent))
    result = run("diff", "v1.0", "--cards", "cards")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: «cards» no está en un repositorio git: para comparar revisiones, la carpeta de cartas debe estar "
        "en uno (o compara dos carpetas: nismatch comparar CARPETA_A CARPETA_B)")


@pytest.mark.parametrize("name", ["--output=/tmp/x", "-x", "HEAD:cards/base/set.yaml", "v1.0..HEAD", "a b"])
def test_a_revision_name_that_could_be_an_option_or_a_path_is_refused_before_git_runs(repo, name):
    result = run("diff", f"--desde={name}", "--cards", "cards")
    assert result.exit_code == 2
    shown = name if len(name) <= 60 else name[:59] + "…"
    assert result.output.splitlines()[-1] == (
        f"Error: «{shown}» no es un nombre de revisión válido: usa un commit, una rama o una etiqueta (letras, "
        "cifras y . _ / - ~ ^ @ { }, sin empezar por «-» ni contener «..»)")
    assert not Path("/tmp/x").exists() or name != "--output=/tmp/x"


def test_an_unknown_revision_and_a_folder_missing_at_a_revision(repo):
    unknown = run("diff", "v9.9", "--cards", "cards")
    assert unknown.exit_code == 2
    assert unknown.output.splitlines()[-1] == "Error: la revisión «v9.9» no existe en el repositorio de «cards»"

    (repo / "otras").mkdir()
    shutil.copytree(repo / "cards" / "base", repo / "otras" / "base")
    missing = run("diff", "v1.0", "--cards", "otras")
    assert missing.exit_code == 2
    assert missing.output.splitlines()[-1] == \
        "Error: la carpeta «otras» no existe (o está vacía) en la revisión «v1.0»"


def test_a_version_with_errors_is_not_compared(repo):
    replace(repo / "cards" / "base" / "brazo-remachador.yaml", "rareza: chatarra", "rareza: chatarr")
    result = run("diff", "v1.0", "--cards", "cards")
    assert result.exit_code == 1
    assert result.output.splitlines()[-1] == "No se compara: la versión «cards» tiene 1 error en las cartas."
    assert "cards/base/brazo-remachador.yaml:10:9: error NM010 [esquema]: «chatarr» no es un valor válido de «rareza»" \
        in result.output


def test_nothing_to_compare_is_a_usage_error(repo):
    result = run("diff", "--cards", "cards")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: indica qué comparar: dos carpetas (nismatch comparar A B), dos revisiones de git (nismatch comparar v1.0 "
        "HEAD) o --desde REV")
    both = run("diff", "v1.0", "--desde", "v1.0", "--cards", "cards")
    assert both.output.splitlines()[-1] == "Error: usa A y B o bien --desde/--hasta, no las dos formas a la vez"


def test_a_revision_too_large_to_copy_is_refused(repo, monkeypatch):
    from nismatch_cards.changes import revisions

    monkeypatch.setattr(revisions, "MAX_BYTES", 2**20)
    big = repo / "cards" / "base" / "arte.png"
    big.write_bytes(b"\0" * (2**20 + 1))
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "arte enorme")
    result = run("diff", "HEAD", "--cards", "cards")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == "Error: la carpeta «cards» ocupa más de 1 MB en la revisión «HEAD»"


def test_links_in_a_revision_are_not_copied(repo):
    (repo / "cards" / "base" / "fuera.yaml").symlink_to("/etc/hostname")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "un enlace")
    result = run("diff", "HEAD~1", "HEAD", "--cards", "cards")
    assert result.exit_code == 0, result.output
    assert ": sin cambios" in result.stdout.splitlines()[0]


def test_an_error_in_an_old_revision_is_named_by_the_revision_not_a_temporary_folder(repo):
    replace(repo / "cards" / "base" / "brazo-remachador.yaml", "rareza: chatarra", "rareza: chatarr")
    git(repo, "commit", "-q", "-am", "una errata")
    result = run("diff", "HEAD", "v1.0", "--cards", "cards")
    assert result.exit_code == 1
    assert result.output.splitlines()[0] == \
        "HEAD:cards/base/brazo-remachador.yaml:10:9: error NM010 [esquema]: «chatarr» no es un valor válido de «rareza»"
    assert result.output.splitlines()[-1] == \
        f"No se compara: la versión «HEAD ({commits(repo)[1]})» tiene 1 error en las cartas."
