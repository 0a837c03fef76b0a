"""NM198 campo-que-la-cara-no-muestra, NM199 textos-montados, NM200 texto-cortado-en-la-cara, NM243
caracter-sin-fuente (issue 29,
part 4): ``validar --caras`` lays every face out with WeasyPrint, as it is printed, and looks at the
boxes drawn: a field with a value that no box shows, two texts drawn over each other, a text that a
box or the card's edge cuts. Each is a warning at its card (at the field when there is one), which
fails only with --estricto. The game is the starter template of ``nismatch nuevo juego``, which prints
every field a designer adds to a type."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from nismatch_cards.cards import faces
from nismatch_cards.cards.loader import load
from nismatch_cards.cli import main
from nismatch_cards.render import drawn

REPO = Path(__file__).resolve().parents[2]
NEW_FIELDS = """\
      poder: {tipo: entero, nombre: Poder}
      vida: {tipo: entero, nombre: Vida, genero: femenino}
      legendaria: {tipo: booleano, nombre: Legendaria}
      claves: {tipo: lista, elementos: {tipo: enum, enum: rareza, nombre: Clave}, nombre: Claves}
      golpe: {tipo: grupo, nombre: Golpe, campos: {fuerza: {tipo: entero, nombre: Fuerza}, alcance: {tipo: rango, nombre: Alcance, minimo: 1, maximo: 5}}}
"""
NEW_VALUES = "poder: 4\nvida: 12\nlegendaria: true\nclaves: [rara]\ngolpe: {fuerza: 7, alcance: 1-3}\n"
SHOW_HINT = ("imprímelo en la plantilla «carta.html.j2» (por ejemplo {{ f.fields.%s }}), o di en el campo del paquete "
             "cómo se ve («impreso: el color del marco») o que la cara no lo imprime («impreso: false»)")


def run(*args: str):
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


def warnings(*args: str) -> tuple[int, list[tuple]]:
    result = run("validar", "--formato", "json", *args)
    return result.exit_code, [(d["code"], d["file"], d["line"], d["column"], d["message"], d["hint"], d["severity"])
                              for d in json.loads(result.stdout)]


@pytest.fixture
def game(tmp_path, monkeypatch):
    """A new game (``nuevo juego juego``) whose card type has five more fields, one card using them all."""
    monkeypatch.chdir(tmp_path)
    assert run("nuevo", "juego", "juego").exit_code == 0
    ruleset = tmp_path / "juego" / "ruleset.yaml"
    text = ruleset.read_text(encoding="utf-8")
    ruleset.write_text(text.replace("      ambientacion: {tipo: texto, nombre: Ambientación}\n",
                                    "      ambientacion: {tipo: texto, nombre: Ambientación}\n" + NEW_FIELDS),
                       encoding="utf-8")
    cards = tmp_path / "juego" / "base" / "cartas.yaml"
    cards.write_text(cards.read_text(encoding="utf-8") + NEW_VALUES, encoding="utf-8")
    assert run("esquemas", "--cartas", "juego", "--salida", "juego/schemas").exit_code == 0
    return tmp_path / "juego"


def edit(file: Path, old: str, new: str) -> None:
    text = file.read_text(encoding="utf-8")
    assert old in text
    file.write_text(text.replace(old, new), encoding="utf-8")


def add_css(game: Path, css: str) -> None:
    with open(game / "templates" / "card.css", "a", encoding="utf-8") as out:
        out.write(css)


def test_the_starter_template_prints_every_field_a_type_gains(game):
    assert warnings("--caras", "juego") == (0, [])


def test_nm198_a_field_the_face_does_not_show(game):
    """The starter template as it was: only coste, rareza, texto and ambientación reached the card."""
    edit(game / "templates" / "carta.html.j2", "{% if datos %}", "{% if false %}")
    code, found = warnings("--caras", "juego")
    assert code == 0
    assert found == [
        ("NM198", "juego/base/cartas.yaml", 9, 1, "la cara de una Carta no muestra «Poder» (poder: 4): la plantilla "
         "«carta.html.j2» no lo imprime", SHOW_HINT % "poder", "warning"),
        ("NM198", "juego/base/cartas.yaml", 10, 1, "la cara de una Carta no muestra «Vida» (vida: 12): la plantilla "
         "«carta.html.j2» no lo imprime", SHOW_HINT % "vida", "warning"),
        ("NM198", "juego/base/cartas.yaml", 12, 1, "la cara de una Carta no muestra «Claves» (claves: [rara]): la "
         "plantilla «carta.html.j2» no lo imprime", SHOW_HINT % "claves", "warning"),
        ("NM198", "juego/base/cartas.yaml", 13, 1, "la cara de una Carta no muestra «Golpe» (golpe: {fuerza: 7, "
         "alcance: 1-3}): la plantilla «carta.html.j2» no lo imprime", SHOW_HINT % "golpe", "warning")]
    assert run("validar", "--caras", "--estricto", "juego").exit_code == 1  # warnings fail CI only when asked


def test_a_value_the_template_transforms_is_found_by_its_words(game):
    """``{{ f.fields.claves[0].name | upper }}`` prints no marker: its words are looked for in what is drawn."""
    edit(game / "templates" / "carta.html.j2", "{% if datos %}",
         "<p>{{ f.fields.claves[0].name | upper }} {{ f.fields.poder + 0 }} {{ f.fields.vida | string }} "
         "{{ f.fields.golpe.fuerza * 1 }}</p>{% if false %}")
    assert warnings("--caras", "juego") == (0, [])


def test_a_field_hidden_by_its_style_is_not_shown(game):
    add_css(game, ".nuevo__datos { visibility: hidden; }\n")
    assert [d[:3] for d in warnings("--caras", "juego")[1]] == [
        ("NM198", "juego/base/cartas.yaml", line) for line in (9, 10, 12, 13)]


def test_impreso_says_how_the_face_shows_a_field_or_that_it_does_not(game):
    edit(game / "templates" / "carta.html.j2", "{% if datos %}", "{% if false %}")
    edit(game / "ruleset.yaml", "poder: {tipo: entero, nombre: Poder}",
         "poder: {tipo: entero, nombre: Poder, impreso: una estrella por punto}")
    edit(game / "ruleset.yaml", "vida: {tipo: entero, nombre: Vida,", "vida: {tipo: entero, nombre: Vida, impreso: false,")
    edit(game / "ruleset.yaml", "nombre: Claves}", "nombre: Claves, impreso: false}")
    edit(game / "ruleset.yaml", "golpe: {tipo: grupo, nombre: Golpe,", "golpe: {tipo: grupo, nombre: Golpe, impreso: false,")
    assert run("esquemas", "--cartas", "juego", "--salida", "juego/schemas").exit_code == 0
    assert warnings("--caras", "juego") == (0, [])


def test_nm199_two_texts_drawn_over_each_other(game):
    """Knockdown's «6 × Munición» badge over the Capacidad text, in small: the cost circle moved over the name."""
    add_css(game, ".nuevo__coste { position: absolute; left: 6mm; top: 4.5mm; }\n")
    assert warnings("--caras", "juego") == (0, [(
        "NM199", "juego/base/cartas.yaml", 5, 1, "en la cara de una Carta, «2» y «Primera Carta» se dibujan uno "
        "encima del otro", "separa las dos cajas en la plantilla «carta.html.j2» o achica una de ellas", "warning")])



def test_nm199_a_text_drawn_over_an_icon_of_another_box(game):
    """An icon drawn as an image (the pack's SVG) counts as what it stands for: the Energía icon of the text moved up
    over the type line is told, with the icon's name."""
    (game / "energia.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
                                      '<circle cx="5" cy="5" r="5"/></svg>', encoding="utf-8")
    edit(game / "ruleset.yaml", 'simbolo: "⚡",', 'svg: energia.svg, simbolo: "⚡",')
    assert warnings("--caras", "juego") == (0, [])
    pieces = _pieces(game)
    rarity, icon = next(p for p in pieces if p.text == "Común"), next(p for p in pieces if p.image)
    add_css(game, f".icon--energia {{ position: relative; top: {rarity.rect.top - icon.rect.top:.2f}mm; "
                  f"left: {rarity.rect.left + 1 - icon.rect.left:.2f}mm; }}\n")
    code, found = warnings("--caras", "juego")
    assert (code, [d[4] for d in found]) == (0, [
        "en la cara de una Carta, «Común» y «Energía» se dibujan uno encima del otro"])


def _pieces(game: Path) -> list:
    """What the new game's first card draws."""
    project = load([game]).project
    return drawn.drawn_faces(project.sets["base"], project.game)["primera-carta"].pieces



def test_nm243_a_character_no_installed_font_draws(game):
    """A pack's icon symbol or a letter no font on this machine has prints as an empty box: told at its field
    (U+E000 is a private-use character no font draws)."""
    edit(game / "base" / "cartas.yaml", "Roba una carta.", "Roba una \\ue000 carta.")
    assert warnings("--caras", "juego") == (0, [(
        "NM243", "juego/base/cartas.yaml", 7, 1, "en la cara de una Carta, «\ue000» (U+E000) de «Roba una \ue000 "
        "carta.» no está en ninguna fuente instalada: se imprime como un cuadro vacío", faces.GLYPH_HINT, "warning")])


def test_faces_laid_out_by_several_processes_tell_the_same_in_the_same_order(game):
    """``validar --caras`` shares the cards among forked processes (a tenth of a second a card): 30 cards, every
    third one with a field its face does not show, tell the same warnings in the cards' order as one process."""
    cards = game / "base" / "cartas.yaml"
    first = cards.read_text(encoding="utf-8").split("\n", 1)[1]
    more = [first.replace("id: primera-carta", f"id: carta-{i}").replace("poder: 4", "poder: 4" if i % 3 else
            "poder: 4\nsecreto: 9") for i in range(30)]
    cards.write_text("cartas:\n" + "".join("  - " + c.strip().replace("\n", "\n    ") + "\n" for c in more),
                     encoding="utf-8")
    edit(game / "ruleset.yaml", "      poder: {tipo: entero, nombre: Poder}\n",
         "      poder: {tipo: entero, nombre: Poder}\n      secreto: {tipo: entero, nombre: Secreto}\n")
    edit(game / "templates" / "carta.html.j2", '{% set EN_SU_SITIO = ("coste",', '{% set EN_SU_SITIO = ("secreto", "coste",')
    project = load([game]).project

    class Document:  # where a diagnostic is told: its card
        def __init__(self, card_id):
            self.card_id = card_id

        def diagnostic(self, code, path, *args, **kwargs):
            return (code, self.card_id, path)

    places = {card_id: (Document(card_id), ()) for card_id in project.sets["base"].cards}
    serial = faces.check_drawn(project.sets["base"], project.game, places, set())
    shared = faces.check_drawn(project.sets["base"], project.game, places, set(), workers=2)
    assert serial == shared == [("NM198", f"carta-{i}", ("secreto",)) for i in range(0, 30, 3)]

def test_nm200_a_text_cut_by_its_box(game):
    """Unmatched's footer cut the set's name («MUESTRA DE A»): here the starter's footer, given no room."""
    add_css(game, ".nuevo__pie { width: 9mm; overflow: hidden; white-space: nowrap; }\n")
    assert warnings("--caras", "juego") == (0, [(
        "NM200", "juego/base/cartas.yaml", 2, 1, "en la cara de una Carta, el texto «BASE v0.1 · 1/1» se corta en el "
        "borde de su caja", "da más sitio a esa caja en la plantilla «carta.html.j2» o elige su cuerpo con fit_line o "
        "fit_text para que quepa", "warning")])


def test_nm200_a_text_past_the_cards_edge(game):
    add_css(game, ".nuevo__pie { left: 55mm; white-space: nowrap; }\n")
    assert [d[4] for d in warnings("--caras", "juego")[1]] == [
        "en la cara de una Carta, el texto «BASE v0.1 · 1/1» se corta en el borde de la carta"]


def test_nm200_an_ellipsis_where_the_text_did_not_fit(game):
    add_css(game, ".nuevo__pie { width: 12mm; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }\n")
    assert [d[0] for d in warnings("--caras", "juego")[1]] == ["NM200"]


def test_a_text_of_its_field_cut_is_told_at_the_field(game):
    add_css(game, ".nuevo__tipo { width: 6mm; overflow: hidden; white-space: nowrap; }\n")
    edit(game / "templates" / "carta.html.j2", "{{ f.type.name }}{% if f.fields.get(\"rareza\") %} · ", "{% if true %}")
    assert [d[:5] for d in warnings("--caras", "juego")[1]] == [
        ("NM200", "juego/base/cartas.yaml", 6, 1, "en la cara de una Carta, el texto «Común» se corta en el borde de "
         "su caja")]


def test_a_marker_printed_in_an_attribute_changes_nothing(game):
    """A value printed inside an attribute (``class="coste-{{ f.fields.coste }}"``) still lays out as printed."""
    edit(game / "templates" / "carta.html.j2", '<span class="nuevo__coste">',
         '<span class="nuevo__coste coste-{{ f.fields.coste }}" title="{{ f.fields.rareza.name }}">')
    assert warnings("--caras", "juego") == (0, [])
    assert drawn._unmark_attributes('<b class="c-<nm-campo data-k=coste>2</nm-campo>">'
                                    '<nm-campo data-k=coste>2</nm-campo></b>') == \
        '<b class="c-2"><nm-campo data-k=coste>2</nm-campo></b>'


def test_without_caras_and_when_building_the_faces_are_not_laid_out(game, monkeypatch):
    """Laying faces out costs tenths of a second a card: ``validar`` and ``construir`` keep the cheap checks."""
    add_css(game, ".nuevo__coste { position: absolute; left: 6mm; top: 4.5mm; }\n")

    def refuse(*args):
        raise AssertionError("a face was laid out")

    monkeypatch.setattr(drawn, "drawn_faces", refuse)
    assert warnings("juego") == (0, [])
    assert [d.code for d in load([Path("juego")], fit=True).diagnostics] == []
    with pytest.raises(AssertionError):
        load([Path("juego")], fit=faces.DRAW)


@pytest.mark.parametrize("folder", ["packs/knockdown", "packs/unmatched", "packs/mamlejet-kohanim", "cards"])
def test_every_bundled_games_faces_show_their_fields_and_cut_nothing(folder, monkeypatch):
    monkeypatch.chdir(REPO)
    assert warnings("--caras", folder) == (0, [])


def test_nm202_a_set_whose_tabletop_files_are_another_sets(game):
    """Issue 29, part 6: «nismatch construir» of set «base-dorso» wrote png/tts/base-dorso.png, the back of
    set «base»'s Tabletop Simulator deck (and set «base-caras-1» its first sheet)."""
    (game / "base-dorso").mkdir()
    (game / "base-dorso" / "set.yaml").write_text('codigo: base-dorso\nnombre: Otro\nversion: "0.1"\n', encoding="utf-8")
    (game / "base-dorso" / "c.yaml").write_text("id: otra\nnombre: Otra\ntipo: carta\ncoste: 1\nrareza: comun\n",
                                                encoding="utf-8")
    assert warnings("juego") == (1, [(
        "NM202", "juego/base-dorso/set.yaml", 1, 9, "el set «base-dorso» y el set «base» escribirían el mismo archivo "
        "de Tabletop Simulator (png/tts/base-dorso.png): uno borraría el otro", "cambia el «codigo» de uno de los dos",
        "error")])


@pytest.mark.parametrize("deck, other, clash", [
    ("base", "base-dorso", "base-dorso.png"), ("base-dorso", "base", "base-dorso.png"),
    ("base", "base-caras-12", "base-caras-12.png"), ("base", "base", "base.png"),
    ("base", "base-2", None), ("base-caras", "base", None), ("base", "base-dorso-tacticas", None)])
def test_which_tabletop_files_two_decks_share(deck, other, clash):
    from nismatch_cards.cards.outputs import tts_file_clash

    assert tts_file_clash(deck, other) == clash


def test_nm201_a_face_its_template_cannot_draw(game):
    """A field an overlay made optional, left blank, that the template prints without asking: «construir»
    stopped on it with Jinja's English «'dict object' has no attribute», and «validar --caras» said nothing."""
    edit(game / "templates" / "carta.html.j2", '<div class="nuevo__pie">', '<div class="nuevo__pie">{{ f.fields.notas }}')
    line = (game / "templates" / "carta.html.j2").read_text(encoding="utf-8").split("\n").index(
        next(text for text in (game / "templates" / "carta.html.j2").read_text(encoding="utf-8").split("\n")
             if "f.fields.notas" in text)) + 1
    assert warnings("--caras", "juego") == (1, [(
        "NM201", "juego/base/cartas.yaml", 2, 1, f"la plantilla «carta.html.j2» (línea {line}) falló al dibujar la "
        "carta «primera-carta»: usa «notas», que esta carta no tiene (un campo en blanco): pregunta antes con "
        '{% if f.fields.get("notas") %} o escribe f.fields.get("notas", "")',
        "corrige la plantilla: «nismatch construir» se pararía en esta carta", "error")])
    assert warnings("juego") == (0, [])  # drawing the faces is asked for
