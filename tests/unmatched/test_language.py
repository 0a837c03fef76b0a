"""Unmatched's card language (docs/juegos/unmatched.md, «El lenguaje de las cartas»): every bundled text reads into
nodes and prints back as written; a text it cannot read is an error at the designer's column with a Spanish
sugerencia, and ``nismatch validar`` says it at file:line:column with exit 1."""
from __future__ import annotations

import shutil
from dataclasses import replace

import pytest
from click.testing import CliRunner

from nismatch_cards.cards.packs import bundled
from nismatch_cards.cli import main
from nismatch_cards.games.unmatched.language import TextError, bundled_lexicon, canonical, parse, pack_lexicon
from nismatch_cards.games.unmatched.language import nodes as N
from nismatch_cards.games.unmatched.plugin import UNMATCHED

from .helpers import PACK, project

PROTOTYPE = "; si el lenguaje aún no puede decirlo, marca el efecto con «prototipo: true» y se imprimirá tal cual"


def bundled_texts() -> list[tuple[str, str]]:
    """(card, text) of every card text and hero ability of the bundled pack, once each."""
    found = {}
    for card_set in project().sets.values():
        for card in card_set.cards.values():
            texts = [card.get("habilidad"), card.get("texto"), *(card.get("efecto") or {}).values()]
            for text in texts:
                if isinstance(text, str):
                    found.setdefault(text, card.id)
    return [(card, text) for text, card in found.items()]


TEXTS = bundled_texts()


def test_the_pack_has_the_texts_of_its_four_heroes():
    assert len(TEXTS) == 48 and {c for c, _ in TEXTS} >= {"alice", "medusa", "rey-arturo", "simbad"}


@pytest.mark.parametrize("card, text", TEXTS, ids=[f"{c}-{i}" for i, (c, _) in enumerate(TEXTS)])
def test_every_bundled_text_reads_and_prints_back_as_written(card, text):
    node = parse(text, bundled_lexicon())
    assert node.show() == text
    assert parse(node.show(), bundled_lexicon()) == node  # the printed text reads as the same nodes


def test_a_text_reads_as_typed_nodes():
    assert parse("Roba 1 carta. Si ganaste el combate, roba 2 cartas en su lugar.") == N.Text((
        N.Do((N.Draw(1),)), N.If((N.Cond("ganaste"),), (N.Draw(2),), instead=True)))
    assert parse("Haz 2 de daño a un luchador cualquiera adyacente al Jabberwock.") == N.Text((N.Do((N.Damage(
        N.Fighters("uno", who="cualquiera", where=N.Where("adyacente", "Jabberwock", article=True)), 2),)),))
    alice = parse("Al colocar a Alice, elige si empieza la partida GRANDE o PEQUEÑA. Mientras Alice es GRANDE, suma "
                  "2 al valor de sus cartas de Ataque. Mientras es PEQUEÑA, suma 1 al valor de sus cartas de Defensa.")
    assert alice.sentences == (
        N.Trigger("al_colocar", N.Fighters("nombre", "Alice"), (N.ChooseState("GRANDE", "PEQUEÑA"),)),
        N.While(N.Fighters("nombre", "Alice"), "GRANDE", N.Modifier(2, "ataque")),
        N.While(None, "PEQUEÑA", N.Modifier(1, "defensa")))
    assert parse("El valor de esta carta es +1 por cada otra carta de VIAJE de tu pila de descartes.").sentences == (
        N.Do((N.AddValuePer(1, "VIAJE"),)),)


def test_case_and_accents_of_the_language_words_do_not_matter_and_the_printer_writes_them():
    assert canonical("haz 2 de dano al luchador rival.") == "Haz 2 de daño al luchador rival."
    assert canonical("MUEVE A Alice HASTA 1 CASILLA.") == "Mueve a Alice hasta 1 casilla."


@pytest.mark.parametrize("text, column, message, hint", [
    ("Roba muchas cartas.", 6, "«muchas» no se entiende aquí", "aquí se espera «cartas» o un número" + PROTOTYPE),
    ("Tu rival descarte 1 carta.", 10, "«descarte» no se entiende aquí", "¿quisiste decir «descarta»?" + PROTOTYPE),
    ("Roba 2 cartas", 14, "falta el punto final de la frase", "termina cada frase con «.»"),
    ("Mueve a Alice hasta 3 casillas. Alice cambia de", 48, "el texto se corta antes de terminar la frase",
     "completa la frase (p. ej. «Roba 2 cartas.»)"),
    ("Muevee a Alice hasta 2 casillas.", 1, "«Muevee» no es un verbo del lenguaje", "¿quisiste decir «Mueve»?"),
    ("Si ganaste el combate, Robaa 2 cartas.", 24, "«Robaa» no es un verbo del lenguaje", "¿quisiste decir «Roba»?"),
    # a word of the language is not offered as a slip of another («un» for «uno» would change the meaning): what
    # is expected is listed instead
    ("Mueve a cada un de tus compañeros hasta 1 casilla.", 14, "«un» no se entiende aquí",
     "aquí se espera «luchador» o «uno»" + PROTOTYPE),
    ("Mira las 3 cartas superior de tu mazo.", 19, "«superior» no se entiende aquí",
     "aquí se espera «superiores»" + PROTOTYPE),
    ("Alice vuela.", 7, "«vuela» no se entiende aquí",
     "aquí se espera «cambia», «puede», «pueden», «recibe», «reciben», «recupera» o … («Alice» se lee como el nombre de un luchador; una frase empieza "
     "por un verbo: mueve, roba, haz, coloca, elige, mira, anula, evita, busca, descarta, añade, devuelve, suma, "
     "puedes)" + PROTOTYPE),
])
def test_a_text_the_language_cannot_read_is_an_error_at_its_column_with_a_hint(text, column, message, hint):
    with pytest.raises(TextError) as error:
        parse(text, bundled_lexicon())
    assert (error.value.column, error.value.message, error.value.hint) == (column, message, hint)


def test_the_lexicon_reads_the_designers_words_and_errors_keep_the_designers_columns():
    lexicon = bundled_lexicon()
    assert canonical("Inflige 2 puntos de daño al luchador enemigo.", lexicon) == "Haz 2 de daño al luchador rival."
    assert canonical("Si has ganado el combate, roba 2 cartas.", lexicon) == "Si ganaste el combate, roba 2 cartas."
    # a number in words reads as its figure
    assert canonical("Inflige dos puntos de daño al luchador enemigo.", lexicon) == "Haz 2 de daño al luchador rival."
    with pytest.raises(TextError) as error:
        parse("Inflige varios puntos de daño al luchador enemigo.", lexicon)
    assert (error.value.column, error.value.message) == (9, "«varios» no se entiende aquí")
    with pytest.raises(TextError):
        parse("Inflige 2 de daño al luchador rival.")  # without the lexicon, «inflige» is no word of the language


def test_a_packs_own_lexicon_lines_are_laid_over_the_bundled_ones():
    pack = bundled("unmatched").pack
    own = replace(pack, engine_data={"lexico": {"verbos": {"pega": "haz"}}})
    assert canonical("Pega 3 de daño al luchador rival.", pack_lexicon(own)) == "Haz 3 de daño al luchador rival."
    assert UNMATCHED.languages()["unmatched"].check("Pega 3 de daño al luchador rival.", own) == []
    assert canonical("Inflige 1 de daño al luchador rival.", pack_lexicon(own)) == "Haz 1 de daño al luchador rival."


def test_the_packs_text_style_declares_the_language():
    pack = bundled("unmatched").pack
    assert pack.text_styles["regla"].language == "unmatched"
    problems = UNMATCHED.languages()["unmatched"].check("Roba muchas cartas.", pack)
    assert [(p.column, p.message) for p in problems] == [(6, "«muchas» no se entiende aquí")]


def test_validar_checks_every_card_text_at_file_line_and_column(tmp_path):
    folder = tmp_path / "unmatched"
    shutil.copytree(PACK, folder)
    cards = folder / "simbad" / "acciones.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace('texto: "Roba 3 cartas."', 'texto: "Roba muchas cartas."'),
                     encoding="utf-8")
    line = next(i for i, l in enumerate(cards.read_text(encoding="utf-8").splitlines(), 1) if "Roba muchas" in l)
    result = CliRunner().invoke(main, ["validar", str(folder)])
    assert result.exit_code == 1
    assert (f"{cards}:{line}:18: error NM020 [gramatica]: «muchas» no se entiende aquí\n"
            f"    sugerencia: aquí se espera «cartas» o un número{PROTOTYPE}") in result.output
    assert CliRunner().invoke(main, ["validar", str(PACK)]).exit_code == 0


def test_a_prototype_effect_is_printed_as_written_and_not_played(tmp_path):
    """``prototipo: true`` in a card's «efecto»: its texts are not checked (a warning says so) and the engine lists
    them as not played."""
    folder = tmp_path / "unmatched"
    shutil.copytree(PACK, folder)
    cards = folder / "medusa" / "acciones.yaml"
    text = cards.read_text(encoding="utf-8")
    old = '      despues_del_combate: "Si ganaste el combate, haz 8 de daño al luchador rival."'
    assert old in text
    cards.write_text(text.replace(old, '      despues_del_combate: "Petrifica al luchador rival."\n      prototipo: true'),
                     encoding="utf-8")
    result = CliRunner().invoke(main, ["validar", str(folder)])
    assert result.exit_code == 0, result.output
    assert "aviso NM084" in result.output and "0 errores" in result.output


def test_a_heros_ability_naming_a_state_its_card_does_not_declare_is_an_error_at_the_word(tmp_path):
    """Per-hero state is data: Alice's «estado» gives her size's values; an ability naming another is told where."""
    folder = tmp_path / "unmatched"
    shutil.copytree(PACK, folder)
    card = folder / "alice" / "personaje.yaml"
    card.write_text(card.read_text(encoding="utf-8").replace("valores: [GRANDE, PEQUEÑA]", "valores: [ENORME, PEQUEÑA]"),
                    encoding="utf-8")
    result = CliRunner().invoke(main, ["validar", str(folder)])
    assert result.exit_code == 1
    message = ("error NM020 [gramatica]: «GRANDE» no es un valor del estado «tamaño» de Alice\n"
               "    sugerencia: sus valores son «ENORME» y «PEQUEÑA»")
    assert f"{card}:13:51: {message}" in result.output and f"{card}:13:87: {message}" in result.output
    card.write_text(card.read_text(encoding="utf-8").replace("estado: {nombre: tamaño, valores: [ENORME, PEQUEÑA]}\n",
                                                             ""), encoding="utf-8")
    result = CliRunner().invoke(main, ["validar", str(folder)])
    assert (f"{card}:13:51: error NM020 [gramatica]: «GRANDE» es un estado que la carta de Alice no declara\n"
            "    sugerencia: declara el estado del héroe en su carta: «estado: {nombre: tamaño, valores: [GRANDE, "
            "PEQUEÑA]}»") in result.output


def test_validar_checks_the_fighters_and_traits_a_text_names_against_its_hero(tmp_path, monkeypatch):
    """NM166 and NM167: a fighter name that is not the set's hero nor a sidekick, a trait no card of the set declares,
    each at its word (file:line:column) with the nearest name as a Spanish sugerencia."""
    from click.testing import CliRunner

    from nismatch_cards.cli import main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "ruleset.yaml").write_text("paquete: unmatched\n", encoding="utf-8")
    folder = tmp_path / "hercules"
    folder.mkdir()
    (folder / "set.yaml").write_text("codigo: hercules\nnombre: Hércules\nversion: 1\n", encoding="utf-8")
    (folder / "cartas.yaml").write_text("""cartas:
  - id: hercules
    nombre: Hércules
    tipo: personaje
    vida: 17
    movimiento: 2
    estilo: cuerpo_a_cuerpo
    acolitos:
      - {nombre: Yolao, vida: 6, estilo: cuerpo_a_cuerpo}
    habilidad: "Cuando hagas una maniobra, tus luchadores pueden moverse 1 casilla más por cada carta de HAZAÑA que haya en tu pila de descartes."
  - id: golpe-de-clava
    nombre: Golpe de Clava
    tipo: accion
    clase: ataque
    valor: 4
    impulso: 1
    personaje: Hércules
    rasgos: [HAZAÑA]
    efecto:
      despues_del_combate: "Mueve a Yolo hasta 2 casillas. Mueve a Yolao hasta 1 casilla."
  - id: trabajo
    nombre: Trabajo
    tipo: accion
    clase: estratagema
    impulso: 2
    personaje: Hércules
    texto: "Añade a tu mano todas las demás cartas de HAZAÑAS de tu pila de descartes."
""", encoding="utf-8")
    result = CliRunner().invoke(main, ["validar", "."])
    assert result.exit_code == 1
    assert result.stderr.splitlines()[:4] == [
        "hercules/cartas.yaml:20:37: error NM166 [luchador-desconocido]: «Yolo» no es ningún luchador de Hércules",
        "    sugerencia: ¿quisiste decir «Yolao»? los luchadores de Hércules son Hércules, Yolao; un nombre que no es "
        "de sus luchadores no haría nada en la partida",
        "hercules/cartas.yaml:27:55: error NM167 [rasgo-desconocido]: «HAZAÑAS» no es un rasgo de ninguna carta del set",
        "    sugerencia: ¿quisiste decir «HAZAÑA»? declara el rasgo en las cartas que lo llevan («rasgos: [HAZAÑAS]»); "
        "los rasgos del set son HAZAÑA"]
    assert "2 errores" in result.stderr
