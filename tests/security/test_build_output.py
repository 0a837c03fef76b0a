"""``nismatch build`` writes only inside ``--out``, never through a link, never over a file it did not
write (without ``--forzar``), and each file whole: an interrupted or concurrent build leaves no
half-written file (issue 13)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from nismatch_cards.safeio import MANIFEST

from .helpers import REPO, SECRET, invoke, snapshot

PNG = ("build", "png", "--only", "brazo-x", "--workers", "1", "--dpi", "72")


@pytest.mark.parametrize("out, message", [
    ("cards/t/set.yaml", "--salida: «cards/t/set.yaml» es un archivo; indica una carpeta"),
    ("cards/t/set.yaml/x", "--salida: «cards/t/set.yaml/x» está dentro de «cards/t/set.yaml», que es un archivo y "
                           "no una carpeta"),
    ("/proc/nismatch", "--salida: «/proc/nismatch» está en /proc, que no es una carpeta de archivos: elige una carpeta "
                       "normal"),
    ("cards", "--salida: «cards» es una carpeta de cartas (tiene «decks»); elige otra carpeta de salida"),
    ("cards/t", "--salida: «cards/t» es una carpeta de cartas (tiene «set.yaml»); elige otra carpeta de salida"),
    ("cards/t/arte", "--salida: «cards/t/arte» está dentro de la carpeta de entrada «cards»: elige una salida fuera de ella"),
    (".", "--salida: «.» es la carpeta actual; indica una carpeta de salida aparte (p. ej. build)"),
    ("otro", "--salida: «otro» es una carpeta de cartas (tiene «set.yaml»); elige otra carpeta de salida"),
])
def test_an_output_that_is_not_a_folder_of_its_own_is_a_usage_error(project, out, message):
    root = project({"cards/decks/.keep": "", "otro/set.yaml": "x"})
    before = snapshot(root)
    run = invoke(*PNG, "--out", out)
    assert run.exit_code == 2, run.stderr
    assert message.format(root=root) in run.stderr
    assert snapshot(root) == before


def test_an_output_folder_that_is_a_link_is_refused(project):
    root = project()
    Path("build").symlink_to(root / "outside")
    run = invoke(*PNG, "--out", "build")
    assert run.exit_code == 2
    assert "«build» es un enlace simbólico; no se escribe a través de enlaces" in run.stderr
    assert sorted(os.listdir("outside")) == ["secreto.txt"]


def test_a_link_left_inside_the_output_is_never_written_through(project):
    root = project()
    Path("build/png").mkdir(parents=True)
    Path("build/png/t-revision").symlink_to(root / "outside")
    run = invoke(*PNG, "--out", "build")
    assert run.exit_code == 2
    assert "«build/png/t-revision» es un enlace simbólico dentro de la salida" in run.stderr
    assert sorted(os.listdir("outside")) == ["secreto.txt"]


def test_a_file_the_user_put_in_the_output_is_kept_without_forzar(project):
    project({"build/png/t-revision/brazo-x.png": "mi dibujo"})
    run = invoke(*PNG, "--out", "build")
    assert run.exit_code == 2
    assert ("--salida: «build/png/t-revision/brazo-x.png» no lo escribió nismatch y se reemplazaría o borraría; muévelo, "
            "elige otra carpeta de salida o usa --forzar") in run.stderr
    assert Path("build/png/t-revision/brazo-x.png").read_text() == "mi dibujo"
    assert invoke(*PNG, "--out", "build", "--forzar").exit_code == 0
    assert Path("build/png/t-revision/brazo-x.png").read_bytes().startswith(b"\x89PNG")


def test_a_file_the_user_edited_after_a_build_is_kept_without_forzar(project):
    """A page of the site edited by hand is the user's now: the next build stops before replacing it."""
    project()
    assert invoke("build", "html", "--out", "build").exit_code == 0
    page = Path("build/html/index.html")
    page.write_text("mi portada", encoding="utf-8")
    run = invoke("build", "html", "--out", "build")
    assert run.exit_code == 2
    assert ("--salida: «build/html/index.html» ha cambiado desde que lo escribió nismatch (¿lo has editado?) y se "
            "reemplazaría o borraría; guarda tu copia en otro sitio, elige otra carpeta de salida o usa --forzar"
            ) in run.stderr
    assert page.read_text(encoding="utf-8") == "mi portada"
    assert invoke("build", "html", "--out", "build", "--forzar").exit_code == 0
    assert page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert invoke("build", "html", "--out", "build").exit_code == 0  # what it wrote again is its own


def test_a_list_of_names_from_an_older_version_still_claims_its_files(project):
    project({"build/png/.nismatch-build.json": '["t-revision/brazo-x.png"]', "build/png/t-revision/brazo-x.png": "x"})
    assert invoke(*PNG, "--out", "build").exit_code == 0


def test_a_build_replaces_what_an_earlier_build_wrote(project):
    project()
    assert invoke(*PNG, "--out", "build").exit_code == 0
    listed = Path("build/png", MANIFEST).read_text()
    assert "t-revision/brazo-x.png" in listed and "tts/t-revision.json" in listed
    run = invoke(*PNG, "--out", "build")
    assert run.exit_code == 0, run.stderr
    assert not [p for p in Path("build").rglob("*.tmp")]


def test_the_site_never_deletes_through_its_list_of_files(project):
    """A list of written files planted in the output cannot make the site delete anything else."""
    root = project({"build/html/.nismatch-build.json": '["../../outside/secreto.txt", "/etc/hostname", "x/../../y"]'})
    run = invoke("build", "html", "--out", "build")
    assert run.exit_code == 0, run.stderr
    assert (root / "outside" / "secreto.txt").read_text() == SECRET + "\n"


def test_two_builds_into_one_folder_at_once_leave_whole_files(project):
    project()
    command = [sys.executable, "-m", "nismatch_cards", *PNG, "--out", "build"]
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    assert subprocess.run(command, env=env, capture_output=True).returncode == 0
    runs = [subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(2)]
    assert [r.wait(timeout=300) for r in runs] == [0, 0], [r.stderr.read() for r in runs]
    from PIL import Image

    files = sorted(Path("build/png").rglob("*.png"))
    assert len(files) == 5  # the card, its back, a Tabletop Simulator sheet, its back and the saved object's thumbnail
    for file in files:
        with Image.open(file) as image:
            image.load()
    assert not [p for p in Path("build").rglob("*.tmp")]


@pytest.mark.parametrize("profile, message", [
    ("/dev/zero", "«/dev/zero» no es un archivo normal (es una carpeta, un dispositivo o una tubería): indica el "
                  "archivo .icc del perfil"),
    ("grande.icc", "«grande.icc» ocupa más de 32 MB: no es un perfil ICC (los de imprenta ocupan unos pocos MB)"),
])
def test_an_icc_profile_is_read_only_as_far_as_its_limit(project, profile, message):
    project()
    with open("grande.icc", "wb") as handle:
        handle.truncate(64 * 1024 * 1024)  # sparse: 64 MB that take no room on the disk
    run = invoke("build", "pdf", "--cards", "cards", "--out", "build", "--print-shop", "--icc-profile", profile)
    assert run.exception is None, run.exception
    assert run.exit_code == 2
    assert run.stderr.endswith(f"Error: Valor no válido para «--perfil-icc»: {message}\n")
    assert not Path("build/pdf").exists()
