"""Options of ``nismatch build`` work before or after its sub-command, or are a usage error (exit 2)."""
from __future__ import annotations

from click.testing import CliRunner

from nismatch_cards.cli import main

from .helpers import CARDS, page_sizes_mm


def run(*args: str):
    return CliRunner().invoke(main, list(args), prog_name="nismatch")


def test_options_before_the_sub_command_are_the_sub_commands(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("build", "--out", "X", "--cards", str(CARDS), "--only", "chispazo", "--paper", "a4",
                 "--backs", "none", "pdf")
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in (tmp_path / "X" / "pdf").glob("*.pdf")) == ["base-revision-a4.pdf"]
    assert len(page_sizes_mm(tmp_path / "X" / "pdf" / "base-revision-a4.pdf")) == 1
    assert not (tmp_path / "build").exists()


def test_options_before_and_after_mix(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("build", "--out", "X", "html", "--cards", str(CARDS), "--set", "base")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "X" / "html" / "index.html").is_file()
    assert not (tmp_path / "build").exists()


def test_an_option_the_sub_command_does_not_have_is_a_usage_error(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("build", "--paper", "a4", "png")
    assert result.exit_code == 2
    assert result.stderr.endswith("Error: «--papel» no es una opción de «nismatch construir png»: quítala, o "
                                  "construye sin subcomando\n")
    result = run("build", "--dpi", "100", "--paper", "a4", "html")
    assert result.exit_code == 2
    assert result.stderr.endswith("Error: «--papel» y «--resolucion» no son opciones de «nismatch construir html»: quítalas, "
                                  "o construye sin subcomando\n")
    assert list(tmp_path.iterdir()) == []


def test_an_option_written_twice_with_two_values_is_a_usage_error(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("build", "--out", "X", "pdf", "--out", "Y")
    assert result.exit_code == 2
    assert result.stderr == ("Uso: nismatch construir pdf [OPCIONES]\n"
                             "Prueba «nismatch construir pdf --ayuda» para ver la ayuda.\n\n"
                             "Error: «--salida» se escribió antes y después de «pdf» con valores distintos: "
                             "escribe cada opción una sola vez\n")
    result = run("build", "--out", "X", "--only", "a", "png", "--only", "b", "--out", "Y")
    assert result.exit_code == 2
    assert result.stderr.endswith("Error: «--salida» y «--solo» se escribieron antes y después de «png» con valores "
                                  "distintos: escribe cada opción una sola vez\n")
    assert list(tmp_path.iterdir()) == []


def test_other_groups_refuse_options_before_their_sub_command():
    result = run("new", "--nombre", "Juego", "game", "juego")
    assert result.exit_code == 2
    assert result.stderr.endswith("Error: No existe la opción «--nombre».\n")
    result = run("--cards", "x", "validate")
    assert result.exit_code == 2
    assert result.stderr.endswith("Error: No existe la opción «--cards».\n")


def test_without_the_printing_libraries_build_says_how_to_install_them(tmp_path, monkeypatch):
    import sys

    monkeypatch.chdir(tmp_path)
    for module in ("weasyprint", "pypdfium2"):
        monkeypatch.setitem(sys.modules, module, None)  # as if not installed
    result = run("build")
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (
        "Error: «nismatch construir» necesita las bibliotecas «pypdfium2» y «weasyprint», que no están instaladas: "
        "instala la parte de impresión con «pip install -e '.[render]'» en la carpeta de nismatch-cards, o "
        "«pip install pypdfium2 weasyprint». «nismatch construir html» y «nismatch validar» funcionan sin ella.\n")
    result = run("build", "--out", "X", "pdf")
    assert result.exit_code == 2
    assert result.stderr.startswith("Error: «nismatch construir pdf» necesita la biblioteca «weasyprint», que no está "
                                    "instalada: ")
    assert list(tmp_path.iterdir()) == []
    result = run("build", "html", "--cards", str(CARDS), "--set", "base")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "build" / "html" / "index.html").is_file()


def test_a_cards_folder_that_does_not_exist(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("build", "html", "--cards", "nada")
    assert result.exit_code == 2
    assert result.stderr.endswith("Error: Valor no válido para «--cartas»: la carpeta «nada» no existe\n")
