"""No symbolic link is followed out of the cards folder: a card file, a set folder, a deck, the
ruleset, art or a back that points elsewhere is not read, and what it points at never shows in
the diagnostics (and so never in CI annotations) (issue 13, NM064 and NM050)."""
from __future__ import annotations

import json
from pathlib import Path

from .helpers import PART, REPO, SECRET, SET_T, invoke, png, write_tree

LINK = "es un enlace simbólico a algo de fuera de la carpeta de cartas: no se lee"
HINT = "copia el archivo dentro de la carpeta de cartas, o borra el enlace"


def validate(*paths: str) -> tuple[int, list[tuple]]:
    run = invoke("validate", *paths, "--format", "json")
    assert run.exception is None, run.exception
    return run.exit_code, [(d["code"], d["file"], d["message"]) for d in json.loads(run.stdout)]


def test_a_card_file_linked_outside_is_not_read(project):
    root = project({"outside/carta.yaml": PART.replace("Brazo X", SECRET)})
    Path("cards/t/fuera.yaml").symlink_to(root / "outside" / "carta.yaml")
    code, found = validate("cards")
    assert (code, found) == (1, [("NM064", "cards/t/fuera.yaml", LINK)])
    run = invoke("validate", "cards", "--format", "github")
    assert SECRET not in run.stdout
    assert run.stdout == f"::error file=cards/t/fuera.yaml,line=1,col=1,title=NM064 enlace-fuera-de-la-carpeta::{LINK} ({HINT})\n"


def test_a_named_card_file_linked_outside_is_not_read(project):
    root = project({"outside/t/set.yaml": SET_T, "outside/t/carta.yaml": PART.replace("id: brazo-x", "id: [")})
    Path("cards/t/fuera.yaml").symlink_to(root / "outside" / "t" / "carta.yaml")
    assert validate("cards/t/fuera.yaml") == (1, [("NM064", "cards/t/fuera.yaml", LINK)])


def test_a_set_folder_linked_outside_is_not_loaded_nor_built(project):
    root = project({"outside/u/set.yaml": "codigo: u\nnombre: Ajeno\nversion: 1\n", "outside/u/a.yaml": PART})
    Path("cards/u").symlink_to(root / "outside" / "u")
    assert validate("cards") == (1, [("NM064", "cards/u", LINK)])
    assert invoke("build", "html", "--out", "build").exit_code == 1
    assert not Path("build/html").exists()


def test_a_deck_folder_and_a_ruleset_linked_outside_are_not_read(project):
    root = project({"outside/decks/d.yaml": "nombre: D\ncartas:\n  brazo-x: 40\n",
                    "outside/ruleset.yaml": "paquete: nismatch\n"})
    Path("cards/decks").symlink_to(root / "outside" / "decks")
    Path("cards/ruleset.yaml").symlink_to(root / "outside" / "ruleset.yaml")
    code, found = validate("cards")
    assert code == 1
    assert sorted(found) == [("NM064", "cards/decks", LINK), ("NM064", "cards/ruleset.yaml", LINK)]


def test_links_inside_the_cards_folder_are_fine(project):
    project({"cards/t/comun/b.yaml": PART.replace("brazo-x", "brazo-y")})
    Path("cards/t/enlace.yaml").symlink_to(Path("comun/b.yaml"))
    Path("cards/t/otra").symlink_to(Path("comun"))  # a folder already read where it is
    code, found = validate("cards")
    assert code == 1  # the same card twice, through the link
    assert [c for c, _, _ in found] == ["NM030"]


def test_art_and_a_set_back_linked_outside_are_refused(project):
    root = project({"outside/a.png": png(), "cards/t/parte.yaml": PART + "arte: arte.png\n",
                    "cards/t/set.yaml": SET_T + "dorso: dorso.png\n"})
    Path("cards/t/arte.png").symlink_to(root / "outside" / "a.png")
    Path("cards/t/dorso.png").symlink_to(root / "outside" / "a.png")
    code, found = validate("cards")
    assert (code, found) == (1, [
        ("NM050", "cards/t/parte.yaml", "el arte «arte.png» queda fuera de la carpeta del set"),
        ("NM050", "cards/t/set.yaml", "el dorso «dorso.png» queda fuera de la carpeta del set")])


def test_a_missing_or_bad_set_back_is_told(project):
    project({"cards/t/set.yaml": SET_T + "dorso: falta.png\n"})
    assert validate("cards") == (0, [("NM051", "cards/t/set.yaml", "no existe la imagen «falta.png»")])
    write_tree(Path("."), {"cards/t/set.yaml": SET_T + "dorso: dorso.png\n", "cards/t/dorso.png": "no soy una imagen"})
    assert validate("cards") == (1, [("NM052", "cards/t/set.yaml", "el dorso «dorso.png» no es una imagen (PNG, "
                                      "JPEG, GIF, WebP, AVIF o SVG)")])


def test_a_pack_templates_folder_linked_outside_is_not_used(project):
    root = project({"cards/ruleset.yaml": "paquete: nismatch\n", "outside/templates/carta.html.j2": "x"})
    Path("cards/templates").symlink_to(root / "outside" / "templates")
    assert validate("cards") == (1, [("NM064", "cards/templates", LINK)])
    assert invoke("build", "html", "--out", "build").exit_code == 1


def test_a_pack_back_image_or_icon_that_does_not_exist_is_a_warning(project):
    ruleset = (REPO / "packs" / "nismatch" / "ruleset.yaml").read_text(encoding="utf-8")
    back = "nismatch: {nombre: Dorso de NISMATCH, plantilla: dorso.html.j2}"
    assert back in ruleset
    project({"cards/ruleset.yaml": ruleset.replace(back, "nismatch: {nombre: Dorso de NISMATCH, imagen: dorsos/falta.png}"),
             "cards/templates/.keep": ""})
    shown = invoke("validate", "cards")
    assert shown.exit_code == 0, shown.stderr
    code, found = validate("cards")
    assert (code, found) == (0, [("NM051", "cards/ruleset.yaml", "no existe la imagen «dorsos/falta.png»")])
    assert ("cards/ruleset.yaml:" in shown.stderr and "aviso NM051 [arte-no-encontrado]: no existe la imagen "
            "«dorsos/falta.png»\n    sugerencia: corrige el nombre del archivo, relativo a la carpeta del paquete; "
            "mientras, se dibujará el dorso genérico\n" in shown.stderr)


def test_art_named_with_a_hash_or_a_question_mark_is_linked_percent_encoded_on_the_site(project):
    project({"cards/t/parte.yaml": PART + "arte: 'brazo #1 ¿sí?.png'\n", "cards/t/brazo #1 ¿sí?.png": png()})
    run = invoke("build", "html", "--cards", "cards", "--out", "build")
    assert run.exit_code == 0, run.stderr
    assert Path("build/html/arte/t/brazo #1 ¿sí?.png").read_bytes() == Path("cards/t/brazo #1 ¿sí?.png").read_bytes()
    pages = "".join(p.read_text(encoding="utf-8") for p in Path("build/html").rglob("*.html"))
    assert "arte/t/brazo%20%231%20%C2%BFs%C3%AD%3F.png" in pages
    assert "arte/t/brazo #1" not in pages  # the browser would ask for «arte/t/brazo »
