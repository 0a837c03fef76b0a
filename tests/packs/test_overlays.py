"""Overlays (docs/packs.md, «Capas»): a cards folder's ``ruleset.yaml`` that says ``paquete: X`` and adds
to the bundled pack X: a field, a relaxed requirement, an enum value, a template. It is checked like a
pack, with each problem in the overlay's own file; it cannot remove or redefine what the pack relies on;
a newer pack that changes what it touches says so; ``nismatch nuevo capa`` makes one from a copy."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from nismatch_cards.cards import packs
from nismatch_cards.cards.jsonschemas import schemas
from nismatch_cards.cli import main
from tests.validation.helpers import write_tree

REPO = Path(__file__).resolve().parents[2]

#: a face any game's overlay may give a card type: its name and the overlay's new field
FACE = """{% macro face(f) -%}
<div class="card capa" data-card="{{ f.id }}">
  <div class="card__name">{{ f.name }}</div>
  <div class="card__text"><p class="capa__notas">Notas: {{ f.fields.get("notas", "") }}</p></div>
</div>
{%- endmacro %}
"""


def run(*args: str):
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


def problems(folder: Path) -> list[tuple]:
    """``nismatch validar`` of ``folder``: (code, file:line:column, message, hint, severity) of each problem."""
    result = run("validar", str(folder), "--formato", "json")
    return [(d["code"], f"{d['file']}:{d['line']}:{d['column']}", d["message"], d["hint"], d["severity"])
            for d in json.loads(result.stdout)]


@pytest.fixture
def here(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    return tmp_path


# --- each bundled game: a field added, a requirement relaxed, built --------------------------------

#: game → (version, card type, the required field the overlay relaxes, a card of that type without it)
GAMES = {
    "nismatch": ("1.0", "apoyo", "rareza", """\
  - id: chispazo
    nombre: Chispazo
    tipo: apoyo
    habilidades:
      - etiqueta: relampago
        texto: "CAR 1 | Selecciona una Parte; hazle 1 punto de daño"
"""),
    "unmatched": ("1.0", "accion", "personaje", """\
  - id: zis-zas
    nombre: Zis Zas
    tipo: accion
    clase: ataque
    valor: 3
    impulso: 2
"""),
    "knockdown": ("2.1", "habilidad", "efecto", """\
  - id: piel-dura
    nombre: Piel dura
    tipo: habilidad
    iniciativa: 3
"""),
    "mamlejet-kohanim": ("1.0", "recurso", "produce", """\
  - id: mina
    nombre: Mina
    tipo: recurso
    basico: true
    pasuk: {cita: "Una tierra cuyas piedras son hierro", fuente: Devarim 8:9}
    edicion: primera
"""),
}


def overlay_folder(root: Path, game: str) -> Path:
    version, card_type, relaxed, card = GAMES[game]
    write_tree(root / "capa", {
        "ruleset.yaml": f"""paquete: {game}
version_paquete: "{version}"
tipos:
  {card_type}:
    plantilla: capa.html.j2
    campos:
      {relaxed}: {{obligatorio: false}}
      notas: {{tipo: texto, max_longitud: 60, nombre: Notas}}
""",
        "templates/capa.html.j2": FACE,
        "base/set.yaml": "codigo: base\nnombre: Base\nversion: \"1.0\"\n",
        "base/cartas.yaml": "cartas:\n" + card + "    notas: Probada en el torneo de otoño\n",
    })
    return root / "capa"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_overlay_adds_a_field_relaxes_another_and_builds(here, game):
    """docs/packs.md, «Capas»: the card without the relaxed field validates, its new field is checked
    and exported to the editor's schemas, and it is printed (PNG and PDF) with the overlay's face."""
    folder = overlay_folder(here, game)
    assert problems(folder) == []
    game_pack, _ = packs.of_folder(folder)
    _version, card_type, relaxed, _card = GAMES[game]
    fields = game_pack.pack.types[card_type].fields
    assert (fields["notas"].name, fields[relaxed].required, game_pack.pack.id) == ("Notas", False, game)
    assert game_pack.pack.types.keys() == packs.bundled(game).pack.types.keys()

    cards = folder / "base" / "cartas.yaml"
    written = cards.read_text()
    cards.write_text(written.replace("otoño", "otoño" * 20))
    assert [p[:2] for p in problems(folder)] == [("NM010", f"capa/base/cartas.yaml:{written.count(chr(10))}:12")]
    cards.write_text(written)

    assert run("esquemas", "--cartas", str(folder), "--salida", str(folder / "schemas")).exit_code == 0
    card_schema = json.loads((folder / "schemas" / "card.schema.json").read_text())
    assert card_schema == schemas(game_pack.pack)["card.schema.json"]
    assert "notas" in json.dumps(card_schema) and problems(folder) == []

    for output in ("png", "pdf"):
        built = run("construir", "--cartas", str(folder), "--salida", "out", "--procesos", "1", output)
        assert built.exit_code == 0, built.output
    assert list((here / "out" / "png" / "base").glob("*.png"))
    pdf = next((here / "out" / "pdf").rglob("*.pdf"))
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert "Notas: Probada en el torneo de otoño" in " ".join(text.split())


# --- what an overlay may not do, each problem in its place -------------------------------------------

KD = 'paquete: knockdown\nversion_paquete: "2.1"\n'
HINT_REMOVE = ("una capa solo añade y amplía: el motor, la gramática y las plantillas del paquete cuentan con lo que "
               "declara; si no lo usas, no lo escribas en tus cartas (un campo se hace opcional con «obligatorio: false»)")


def ruleset_problems(root: Path, text: str) -> list[tuple]:
    write_tree(root / "c", {"ruleset.yaml": text})
    return problems(root / "c")


def test_an_overlay_cannot_remove_a_field_of_the_pack(here):
    found = ruleset_problems(here, KD + "tipos:\n  ataque:\n    campos:\n      simbolo: null\n")
    assert found == [("NM147", "c/ruleset.yaml:6:7", "una capa no puede quitar «tipos.ataque.campos.simbolo» del "
                      "paquete «knockdown»", HINT_REMOVE, "error")]


def test_an_overlay_cannot_remove_a_type_but_may_lift_a_limit(here):
    lift = "mazos:\n  secciones:\n    - {id: ataques, exacto: null, minimo: 30}\n"
    found = ruleset_problems(here, KD + "tipos:\n  luchador: null\n" + lift)
    assert found == [("NM147", "c/ruleset.yaml:4:3", "una capa no puede quitar «tipos.luchador» del paquete "
                      "«knockdown»", HINT_REMOVE, "error")]
    assert ruleset_problems(here, KD + lift) == []
    game, _ = packs.of_folder(here / "c")
    attacks = next(s for s in game.pack.decks.sections if s.id == "ataques")
    assert (attacks.minimum, attacks.maximum) == (30, None)


def test_an_overlay_cannot_change_the_kind_of_a_field(here):
    found = ruleset_problems(here, KD + "tipos:\n  habilidad:\n    campos:\n      iniciativa: {tipo: texto}\n")
    assert found == [("NM148", "c/ruleset.yaml:6:26", "una capa no puede cambiar la clase («tipo») del campo "
                      "«iniciativa» del paquete «knockdown» (entero → texto)",
                      "el motor, las plantillas y las cartas del paquete leen «iniciativa» con «tipo: entero»; para "
                      "otra cosa añade un campo nuevo con otro nombre", "error")]


def test_an_overlay_cannot_take_an_ability_out_of_the_grammar(here):
    found = ruleset_problems(here, 'paquete: nismatch\nversion_paquete: "1.0"\ntipos:\n  apoyo:\n    campos:\n'
                                   "      habilidades:\n        elementos:\n          campos:\n"
                                   "            texto: {estilo: libre}\n")
    assert found == [("NM148", "c/ruleset.yaml:9:29", "una capa no puede cambiar el estilo del campo «texto» del "
                      "paquete «nismatch» (habilidad → libre)", "la gramática del lenguaje «nismatch» lee este texto; "
                      "deja «estilo: habilidad» o añade un campo nuevo con otro nombre", "error")]


def test_an_overlay_says_which_version_of_the_pack_it_was_written_for(here):
    found = ruleset_problems(here, "paquete: knockdown\ntipos:\n  habilidad:\n    campos:\n      notas: {tipo: texto}\n")
    assert found == [("NM149", "c/ruleset.yaml:1:10", "la capa no dice para qué versión del paquete «knockdown» se "
                      "escribió", "añade «version_paquete: \"2.1\"» (la versión de ahora): así se te avisará de lo "
                      "que el paquete cambie después", "error")]


def test_an_overlay_for_a_newer_pack_is_a_warning(here):
    found = ruleset_problems(here, 'paquete: knockdown\nversion_paquete: "3.1"\nmazos: {copias_maximas: 3}\n')
    assert found == [("NM149", "c/ruleset.yaml:2:18", "la capa se escribió para la versión 3.1 del paquete "
                      "«knockdown», más nueva que la que trae la herramienta (2.1)",
                      "actualiza nismatch-cards, o escribe la versión que tienes si la capa vale para ella", "warning")]


def test_an_overlays_unknown_key_is_named_with_the_closest(here):
    found = ruleset_problems(here, KD + "tipo:\n  ataque: {}\n")
    assert found == [("NM010", "c/ruleset.yaml:3:1", "clave desconocida «tipo» en el reglamento",
                      "¿quisiste decir «tipos»?", "error")]
    found = ruleset_problems(here, KD + "juego: {nombre: Otro}\n")
    assert found[0][:3] == ("NM010", "c/ruleset.yaml:3:1", "clave desconocida «juego» en el reglamento")


def test_the_merged_packs_problems_are_placed_in_the_overlay(here):
    """A new enum value without its name, at the overlay's item (the pack's list is longer); an enumeration
    that does not exist, at the overlay's field; an icon outside the folder, at its value."""
    found = ruleset_problems(here, KD + "enumeraciones:\n  tipo_ataque:\n    valores:\n"
                                        "      - {id: golpe, color: \"#000000\"}\n      - {id: finta}\n")
    assert found == [("NM010", "c/ruleset.yaml:7:9", "falta la clave obligatoria «nombre» en «valores»",
                      "añade «nombre: …»", "error")]
    found = ruleset_problems(here, KD + "tipos:\n  habilidad:\n    campos:\n      escuela: {tipo: enum, enum: escuelas}\n")
    assert found == [("NM011", "c/ruleset.yaml:6:35", "la enumeración «escuelas» no existe en el paquete",
                      "el paquete declara: simbolo, tipo_ataque", "error")]
    found = ruleset_problems(here, KD + "iconos:\n  rayo: {nombre: Rayo, svg: ../../fuera.svg}\n")
    assert found == [("NM011", "c/ruleset.yaml:4:29", "la imagen «../../fuera.svg» queda fuera de la carpeta del "
                      "paquete", "pon la imagen dentro de la carpeta del paquete y usa una ruta relativa sin «..»",
                      "error")]


def test_an_overlay_extends_enums_icons_and_deck_rules(here):
    assert ruleset_problems(here, KD + """enumeraciones:
  tipo_ataque:
    valores:
      - {id: golpe, color: "#000000"}
      - {id: finta, nombre: Finta}
iconos:
  rayo: {nombre: Rayo, simbolo: "ϟ"}
tipos:
  ataque:
    campos:
      tipo_ataque: {obligatorio: false}
      simbolo: {admite: [comodin]}
mazos:
  requiere:
    - {tipos: [ataque], minimo: 30, mensaje: el mazo tiene pocos Ataques}
""") == []
    pack = packs.of_folder(here / "c")[0].pack
    assert [(v.id, v.get("color")) for v in pack.enums["tipo_ataque"].values] == [
        ("golpe", "#000000"), ("capacidad", "#2c5d9e"), ("reaccion", "#2f7d4f"), ("finta", None)]
    assert pack.types["ataque"].fields["simbolo"].allowed == ("bloquear", "sprint", "comodin")
    assert not pack.types["ataque"].fields["tipo_ataque"].required
    assert pack.types["ataque"].fields["simbolo"].recommended  # tightening and relaxing is field by field
    assert (pack.icons["rayo"].glyph, len(pack.icons)) == ("ϟ", len(packs.bundled("knockdown").pack.icons) + 1)
    assert [r.minimum for r in pack.decks.requirements] == [30]
    assert pack.decks.sections == packs.bundled("knockdown").pack.decks.sections


# --- a newer pack that changes what an overlay touches ------------------------------------------------


@pytest.fixture
def newer_knockdown(tmp_path, monkeypatch):
    """The bundled packs, with a Knockdown 2.2 whose «juego.cambios» says it changed the Iniciativa."""
    folder = tmp_path / "paquetes"
    shutil.copytree(REPO / "packs", folder, ignore=shutil.ignore_patterns("*.png", "*.jpg"))
    ruleset = folder / "knockdown" / "ruleset.yaml"
    ruleset.write_text(ruleset.read_text().replace('  version: "2.1"\n', '  version: "2.2"\n')
                       .replace('    "2.1": [', '    "2.2": [tipos.habilidad.campos.iniciativa, iconos.ko]\n'
                                '    "1.5": [tipos.ataque]\n    "2.1": [')
                       .replace("iniciativa: {tipo: entero, minimo: 1, maximo: 12,", "iniciativa: {tipo: entero, minimo: 1, maximo: 15,"))
    monkeypatch.setattr(packs, "PACKS_DIR", folder)
    packs.bundled.cache_clear()
    packs._bundled_document.cache_clear()
    yield folder
    packs.bundled.cache_clear()
    packs._bundled_document.cache_clear()


def test_a_newer_pack_that_changes_what_the_overlay_touches_warns(here, newer_knockdown):
    text = (KD + "tipos:\n  habilidad:\n    campos:\n      iniciativa: {obligatorio: false}\n"
            "  ataque:\n    campos:\n      notas: {tipo: texto}\n")
    found = ruleset_problems(here, text)
    assert found == [("NM150", "c/ruleset.yaml:6:7", "el paquete «knockdown» cambió «tipos.habilidad.campos.iniciativa» "
                      "en su versión 2.2, y esta capa, escrita para la 2.1, lo toca",
                      "revisa que tu cambio siga teniendo sentido con el paquete nuevo y pon «version_paquete: \"2.2\"»",
                      "warning")]
    iniciativa = packs.of_folder(here / "c")[0].pack.types["habilidad"].fields["iniciativa"]
    assert (iniciativa.maximum, iniciativa.required) == (15, False)  # the pack's change reached the folder
    assert ruleset_problems(here, text.replace('"2.1"', '"2.2"')) == []  # and 1.5's change was before 2.1


# --- nismatch nuevo capa: a copy of a pack becomes an overlay ------------------------------------------


def copy_of_knockdown(root: Path) -> Path:
    """A designer's copy of Knockdown's ruleset with a field added, one relaxed, an enum value more, the
    game renamed and a type's description dropped (which an overlay can do neither of)."""
    text = (REPO / "packs" / "knockdown" / "ruleset.yaml").read_text()
    text = text.replace('      efecto: {tipo: texto, estilo: efecto, obligatorio: true, max_longitud: 300, nombre: Efecto, descripcion: "② Efecto de la Habilidad."}',
                        "      notas: {tipo: texto, nombre: Notas}\n"
                        '      efecto: {tipo: texto, estilo: efecto, max_longitud: 300, nombre: Efecto, descripcion: "② Efecto de la Habilidad."}', 1)
    text = text.replace('bloqueable: false}\n\n', 'bloqueable: false}\n      - {id: finta, nombre: Finta}\n\n', 1)
    text = text.replace("  nombre: Knockdown\n", "  nombre: Mi Knockdown\n", 1)
    text = text.replace('    descripcion: "La hoja de un Luchador: su tipo, su efecto de K.O., su Capacidad y sus '
                        'Ataques Especiales."\n', "")
    write_tree(root / "copia", {"ruleset.yaml": text})
    return root / "copia"


def test_nuevo_capa_keeps_only_what_the_copy_changes(here):
    folder = copy_of_knockdown(here)
    copied, _ = packs.of_folder(folder)
    refused = run("nuevo", "capa", "copia")
    assert refused.exit_code == 2 and "«copia/ruleset.yaml» ya existe: usa --forzar" in refused.output
    result = run("nuevo", "capa", "copia", "--forzar")
    assert result.exit_code == 0, result.output
    assert result.stdout == "Capa escrita en copia/ruleset.yaml: paquete «knockdown» (versión 2.1) y 4 valores propios\n"
    assert result.stderr == ("La copia cambia «juego.nombre», que una capa no puede cambiar: la carpeta tendrá el del "
                             "paquete\nLa copia no tiene «tipos.luchador.descripcion» del paquete: una capa no quita "
                             "nada, así que la carpeta lo tendrá\n")
    text = (folder / "ruleset.yaml").read_text()
    assert text.split("\n", 4)[4] == """paquete: knockdown
version_paquete: '2.1'
enumeraciones:
  tipo_ataque:
    valores:
    - id: finta
      nombre: Finta
tipos:
  habilidad:
    campos:
      notas:
        tipo: texto
        nombre: Notas
      efecto:
        obligatorio: false
"""
    overlay, _ = packs.of_folder(folder)
    assert overlay.pack.types["habilidad"] == copied.pack.types["habilidad"]
    assert overlay.pack.enums == copied.pack.enums and overlay.base is not None


def test_nuevo_capa_writes_elsewhere_and_refuses_what_is_no_copy(here):
    folder = copy_of_knockdown(here)
    before = (folder / "ruleset.yaml").read_bytes()
    assert run("nuevo", "capa", "copia", "--salida", "capa.yaml").exit_code == 0
    assert (folder / "ruleset.yaml").read_bytes() == before and (here / "capa.yaml").is_file()
    again = run("nuevo", "capa", "copia", "--salida", "capa.yaml")
    assert again.exit_code == 2 and "«capa.yaml» ya existe" in again.output
    write_tree(here / "propio", {"ruleset.yaml": (REPO / "tests/packs/prueba/ruleset.yaml").read_text()})
    own = run("nuevo", "capa", "propio", "--salida", "x.yaml")
    assert own.exit_code == 2 and ("no es la copia de un paquete de serie (su «juego.id» debe ser uno de: knockdown, "
                                   "mamlejet-kohanim, nismatch, unmatched); un juego propio sigue siendo un paquete"
                                   ) in " ".join(own.output.split())
    write_tree(here / "ya", {"ruleset.yaml": "paquete: nismatch\n"})
    already = run("nuevo", "capa", "ya", "--salida", "y.yaml")
    assert already.exit_code == 2 and "ya dice «paquete: nismatch»: no es la copia de un paquete" in already.output
    assert not (here / "x.yaml").exists() and not (here / "y.yaml").exists()


def test_an_overlays_images_are_its_own_or_its_packs(here):
    svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle r="4"/></svg>'
    write_tree(here / "c", {"iconos/rayo.svg": svg})
    found = ruleset_problems(here, KD + "iconos:\n  rayo: {nombre: Rayo, svg: iconos/rayo.svg}\n"
                                        "  nube: {nombre: Nube, svg: iconos/nube.svg}\n")
    assert found == [("NM051", "c/ruleset.yaml:5:29", "no existe la imagen «iconos/nube.svg»",
                      "corrige el nombre del archivo, relativo a la carpeta del paquete; mientras, se escribirá el "
                      "nombre del icono", "warning")]
    game, _ = packs.of_folder(here / "c")
    assert game.asset("iconos/rayo.svg") == (here / "c" / "iconos" / "rayo.svg").resolve()
    assert game.asset("iconos/ko.svg") == (REPO / "packs" / "knockdown" / "iconos" / "ko.svg").resolve()
    assert game.asset("../../../outside.svg") is None and game.asset("iconos/nube.svg") is None


# --- docs/packs.md stays true ------------------------------------------------------------------------


def doc_blocks(language: str) -> list[str]:
    """The ``language`` code blocks of docs/packs.md's section on overlays."""
    text = (REPO / "docs" / "packs.md").read_text()
    section = text[text.index("## Capas: cambiar un juego de serie sin copiarlo"):text.index("## El archivo, sección")]
    return [block.split("\n", 1)[1] for block in section.split("```")[1::2] if block.startswith(language + "\n")]


#: What a card of GAMES needs besides to validate with the docs' overlay of its game (which does not relax
#: the field the card leaves out).
DOC_CARDS = {"mamlejet-kohanim": "    produce: [rojo]\n", "unmatched": "    personaje: Alice\n",
             "knockdown": '    efecto: "Ignora 1 {herida_grave} en cada ronda."\n'}


def test_every_overlay_of_the_docs_validates_with_a_card(here):
    overlays = [b for b in doc_blocks("yaml") if b.startswith("paquete:")]
    assert [b.split("\n", 1)[0] for b in overlays] == [
        "paquete: knockdown", "paquete: nismatch", "paquete: unmatched", "paquete: knockdown",
        "paquete: mamlejet-kohanim"]
    face = doc_blocks("jinja")[-1]
    for n, overlay in enumerate(overlays):
        game = overlay.split("\n", 1)[0].split(": ")[1]
        folder = overlay_folder(here / str(n), game)
        write_tree(folder, {"ruleset.yaml": overlay, "templates/habilidad-con-notas.html.j2": face,
                            "base/cartas.yaml": "cartas:\n" + GAMES[game][3] + DOC_CARDS.get(game, "")})
        assert problems(folder) == [], overlay
    built = run("construir", "--cartas", str(here / "3" / "capa"), "--salida", "out", "--procesos", "1", "pdf")
    assert built.exit_code == 0, built.output


def test_an_overlay_cannot_take_a_style_out_of_its_language(here):
    found = ruleset_problems(here, 'paquete: nismatch\nversion_paquete: "1.0"\nestilos:\n  habilidad: {lenguaje: null}\n')
    assert found == [("NM148", "c/ruleset.yaml:4:25", "una capa no puede cambiar el lenguaje del estilo «habilidad» del "
                      "paquete «nismatch» (nismatch → nada)", "la gramática del lenguaje «nismatch» lee los textos de "
                      "este estilo; para textos libres añade un estilo nuevo con otro nombre", "error")]
