"""Every generated file is written whole or not at all, never through a link, never over a file of
the user's without ``--forzar``: ``nismatch_cards/safeio.py``, used by every command that writes."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from nismatch_cards.safeio import OutputError, atomic_file, check_file, make_folder, write_atomically


def test_an_interrupted_write_leaves_the_previous_file(tmp_path):
    target = tmp_path / "a.png"
    target.write_bytes(b"la buena")
    with pytest.raises(KeyboardInterrupt):
        with atomic_file(target) as handle:
            handle.write(b"a medias")
            raise KeyboardInterrupt
    assert target.read_bytes() == b"la buena"
    assert os.listdir(tmp_path) == ["a.png"]


def test_two_writers_of_one_file_never_share_a_temporary_file(tmp_path):
    target = tmp_path / "a.pdf"
    with atomic_file(target) as first, atomic_file(target) as second:
        assert first.name != second.name
        first.write(b"primero")
        second.write(b"segundo")
    assert target.read_bytes() == b"primero"  # the last one renamed wins, whole
    assert os.listdir(tmp_path) == ["a.pdf"]


def test_a_write_replaces_a_link_instead_of_writing_through_it(tmp_path):
    (tmp_path / "fuera.txt").write_text("intacto")
    (tmp_path / "salida.txt").symlink_to(tmp_path / "fuera.txt")
    write_atomically(tmp_path / "salida.txt", "nuevo")
    assert (tmp_path / "fuera.txt").read_text() == "intacto"
    assert not (tmp_path / "salida.txt").is_symlink()


def test_written_files_get_the_usual_permissions(tmp_path):
    mask = os.umask(0o022)
    try:
        write_atomically(tmp_path / "a.html", "x")
    finally:
        os.umask(mask)
    assert (tmp_path / "a.html").stat().st_mode & 0o777 == 0o644


def test_folders_are_not_made_through_links(tmp_path):
    (tmp_path / "fuera").mkdir()
    (tmp_path / "salida").symlink_to(tmp_path / "fuera")
    with pytest.raises(OutputError, match="es un enlace simbólico"):
        make_folder(tmp_path / "salida" / "png")
    assert os.listdir(tmp_path / "fuera") == []


def test_an_output_file_may_not_be_an_input_or_replace_a_file_without_forzar(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("cards/t").mkdir(parents=True)
    Path("bots.py").write_text("x")
    Path("viejo.json").write_text("{}")
    with pytest.raises(OutputError, match="^--json: «bots.py» es una entrada del comando"):
        check_file(Path("bots.py"), [Path("cards"), Path("bots.py")], force=True, option="--json")
    with pytest.raises(OutputError, match="^--json: «cards/t/x.json» está dentro de la carpeta de entrada «cards»"):
        check_file(Path("cards/t/x.json"), [Path("cards")], force=True, option="--json")
    with pytest.raises(OutputError, match=r"^--json: «viejo.json» ya existe; no se reemplaza sin --forzar"):
        check_file(Path("viejo.json"), [Path("cards")], option="--json")
    assert check_file(Path("viejo.json"), [], force=True) == tmp_path / "viejo.json"
    assert check_file(Path("viejo.json"), [], mine=[Path("viejo.json")]) == tmp_path / "viejo.json"
