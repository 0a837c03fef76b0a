"""``nismatch simular`` on Unmatched (issue 27, part 5): hero against hero through the game interface, real games
with few of them; the figures every game shares (play/sim/)."""
from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner

from nismatch_cards.cli import main

from .conftest import REPO

PACK = REPO / "packs" / "unmatched"
BOARDS = ["El Bosque de los Ecos", "El Puerto de la Niebla"]


def simulate(*args: str, cards=PACK):
    return CliRunner().invoke(main, ["simular", "--cartas", str(cards), *args])


@pytest.fixture(scope="module")
def alice_medusa():
    """Alice against Medusa, 6 deals at two levels, on both battlefields, each deal with both seatings."""
    result = simulate("--heroe", "alice", "--heroe", "medusa", "-n", "6", "--semilla", "4", "--niveles",
                      "voraz,aleatorio", "--procesos", "1", "--json", "-")
    assert result.exit_code == 0, result.output
    return result


def test_a_named_pair_plays_hero_against_hero_at_each_level_with_intervals(alice_medusa):
    figures = json.loads(alice_medusa.stdout)
    assert figures["juego"] == "Unmatched" and figures["mazos"] == ["Alice", "Medusa"]
    assert figures["partidas"] == 12 and figures["partidas_con_el_otro_empezando"] == 12
    assert [lv["nivel"] for lv in figures["niveles"]] == ["voraz", "aleatorio"]
    for level in figures["niveles"]:
        (match,) = level["enfrentamientos"]
        assert (match["mazo_a"], match["mazo_b"], match["partidas"]) == ("Alice", "Medusa", 6)
        wins = match["victorias_a"]
        assert wins["n"] == 6 and 0 <= wins["ic95"][0] <= wins["tasa"] <= wins["ic95"][1] <= 1
        assert match["victorias_a"]["exitos"] + match["victorias_b"]["exitos"] + match["tablas"]["exitos"] == 6
        assert match["veredicto"] in ("gana_a", "gana_b", "equilibrado", "sin_concluir")
        assert set(level["finales"]) == {"combate", "mazo_agotado", "efecto"}  # the definition's end kinds
        assert sum(r["exitos"] for r in level["finales"].values()) == 6
        assert level["duracion"]["turnos_media"] > 2  # Unmatched's turns, not its actions
    assert "comparacion" in figures  # two levels: which conclusions depend on the level


def test_each_battlefield_has_its_figures_and_sees_both_seatings(alice_medusa):
    figures = json.loads(alice_medusa.stdout)
    assert figures["tableros"] == BOARDS
    for level in figures["niveles"]:
        boards = level["tableros"]
        assert [b["tablero"] for b in boards] == BOARDS
        assert [b["partidas"] for b in boards] == [4, 2]  # deals 0, 1, 4, 5 on the first; 2, 3 on the second
        assert sum(b["enfrentamientos"][0]["victorias_a"]["exitos"] for b in boards) == \
            level["enfrentamientos"][0]["victorias_a"]["exitos"]


def test_the_report_is_spanish_and_says_what_it_measured(alice_medusa):
    report = alice_medusa.stderr
    assert report.startswith("Unmatched: 12 partidas: 6 por enfrentamiento y nivel (semillas de 4 a 9); niveles de "
                             "juego: voraz, aleatorio; tableros, por turnos: El Bosque de los Ecos, El Puerto de la "
                             "Niebla; y 12 más con el otro empezando, para medir la ventaja de empezar\n")
    assert "  Alice – Medusa, 6 partidas por nivel:\n    voraz      " in report
    assert "Equilibrio: «equilibrado» si todo el intervalo de los puntos del primer mazo" in report
    assert "    voraz: no se mide: hacen falta 10 repartos decididos en las dos partidas (hay 6)\n" in report
    assert "Por tablero (victorias del primer mazo, IC 95 %):\n  voraz · El Bosque de los Ecos · Alice – Medusa: " \
        in report
    assert "Finales (voraz): combate " in report
    assert "Textos no jugados (prototipos o que el lenguaje no lee): ninguno" in report
    assert "Cartas prototipo (efecto marcado «prototipo: true»): ninguna en estos mazos." in report


def test_the_same_seed_gives_the_same_figures_with_any_number_of_processes(alice_medusa):
    again = simulate("--mazo", "Alice", "--mazo", "MEDUSA", "-n", "6", "--semilla", "4", "--niveles",
                     "voraz,aleatorio", "--procesos", "2", "--json", "-")
    assert again.exit_code == 0, again.output
    assert json.loads(again.stdout) == json.loads(alice_medusa.stdout)


def test_the_first_players_advantage_comes_from_each_deal_played_with_both_seatings():
    result = simulate("--heroe", "simbad", "--heroe", "rey-arturo", "-n", "12", "--niveles", "aleatorio",
                      "--procesos", "1", "--json", "-")
    assert result.exit_code == 0, result.output
    first = json.loads(result.stdout)["niveles"][0]["enfrentamientos"][0]["primer_jugador"]
    assert first["partidas"] == 12  # every deal decided twice, once with each hero in the first seat
    assert first["a_empieza"]["tasa"] == 0.5  # the seats alternate: Simbad sat first in half the deals
    advantage = first["ventaja"]
    assert advantage["ic95"][0] <= advantage["tasa"] <= advantage["ic95"][1] and 0 < advantage["p_valor"] <= 1
    assert "    aleatorio: quien empieza gana " in result.stderr
    assert "por los asientos (empieza el primero), Simbad empezó en el 50 % de las partidas" in result.stderr


def test_the_other_game_of_a_pair_keeps_the_seats_and_changes_who_starts():
    """U52: the pair's other game is the same deal on the same seats (start spaces, shuffled decks, hands), the
    other seat playing the first turn."""
    from nismatch_cards.play.sim import runner
    from nismatch_cards.games.unmatched.cards import seat_cards
    from tests.unmatched.helpers import RULES, project

    decks = tuple((name, tuple(cards)) for name, cards in (seat_cards(project(), "Simbad"),
                                                           seat_cards(project(), "Rey Arturo")))
    spec = runner.GameSpec("unmatched", RULES, decks, ((0, 1),), (("aleatorio", "aleatorio"),), 2, 5)
    ref = spec.game(1)  # an odd deal: the second hero in the first seat
    games = []
    for first_seat in (0, 1):
        definition = runner.game_definition("unmatched")
        sides, seated, options = runner._seats(spec, ref, ref.swapped)
        state = definition.start(RULES, [(n, list(c)) for n, c in seated], ref.seed, "1v1", first=first_seat, **options)
        while state.turn == 0:
            state.apply(state.legal_actions()[0])
        games.append(state)
    one, other = games
    assert [a.deck.name for a in one.armies] == [a.deck.name for a in other.armies] == ["Rey Arturo", "Simbad"]
    assert (one.hand, one.deck, one.pos) == (other.hand, other.deck, other.pos)
    assert (one.active, other.active) == (0, 1) and one.turn == other.turn == 1
    summary = runner.play_game(spec, 1)
    assert summary.first == 1 and summary.swapped and len(summary.other_start) == 1


def test_every_pairing_of_the_pack_plays_a_round_robin():
    result = simulate("--todos-contra-todos", "-n", "2", "--niveles", "aleatorio", "--tablero", "puerto-de-la-niebla",
                      "--sin-ventaja-de-empezar", "--procesos", "1", "--json", "-")
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    level = figures["niveles"][0]
    assert [(m["mazo_a"], m["mazo_b"]) for m in level["enfrentamientos"]] == [
        ("Alice", "Medusa"), ("Alice", "Rey Arturo"), ("Alice", "Simbad"), ("Medusa", "Rey Arturo"),
        ("Medusa", "Simbad"), ("Rey Arturo", "Simbad")]
    assert level["matriz"]["mazos"] == ["Alice", "Medusa", "Rey Arturo", "Simbad"]
    assert figures["tableros"] == ["El Puerto de la Niebla"] and figures["partidas_con_el_otro_empezando"] == 0
    assert figures["ventaja_de_empezar"] == "sin_medir"
    assert "Torneo (aleatorio): victorias del mazo de la fila contra el de la columna" in result.stderr


def test_the_search_bot_and_greedy_against_random_play_unmatched():
    result = simulate("--heroe", "alice", "--heroe", "medusa", "-n", "1", "--bots", "busqueda:1,aleatorio",
                      "--procesos", "1", "--json", "-")
    assert result.exit_code == 0, result.output
    (level,) = json.loads(result.stdout)["niveles"]
    assert level["nivel"] == "busqueda:1 contra aleatorio" and level["partidas"] == 1
    assert level["enfrentamientos"][0]["primer_jugador"] is None  # different bots: not measured


def test_a_designers_folder_on_the_unmatched_pack_simulates_its_heroes_and_names_its_prototypes(tmp_path):
    """A folder whose ruleset says only «paquete: unmatched» plays on the pack's battlefields; a card effect marked
    «prototipo: true» is listed, and so are the games that reached it without playing it (U39)."""
    (tmp_path / "ruleset.yaml").write_text("paquete: unmatched\n", encoding="utf-8")
    for hero in ("alice", "medusa"):
        shutil.copytree(PACK / hero, tmp_path / hero)
    (tmp_path / "decks").mkdir()
    for hero in ("alice", "medusa"):
        shutil.copy(PACK / "decks" / f"{hero}.yaml", tmp_path / "decks")
    actions = tmp_path / "alice" / "acciones.yaml"
    text = actions.read_text(encoding="utf-8")
    marked = '      despues_del_combate: "Alice cambia de tamaño."\n'
    assert marked in text
    actions.write_text(text.replace(marked, marked + "      prototipo: true\n", 1), encoding="utf-8")
    result = simulate("--heroe", "alice", "--heroe", "medusa", "-n", "6", "--niveles", "voraz", "--procesos",
                      "1", "--json", "-", cards=tmp_path)
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    assert figures["juego"] == "Unmatched" and figures["tableros"] == BOARDS  # the pack's battlefields
    assert figures["prototipos"] == [{"carta": "oh-dia-frabuloso", "nombre": "¡Oh, Día Frabuloso!", "mazos": ["Alice"],
                                      "textos": ["Alice cambia de tamaño."]}]
    reached = figures["niveles"][0]["no_jugados"]
    assert [row["texto"] for row in reached] == ["Alice: ¡Oh, Día Frabuloso! (DESPUÉS DEL COMBATE): «Alice cambia de "
                                                 "tamaño.»"]
    assert 1 <= reached[0]["partidas"] <= 6
    assert ("Textos no jugados (prototipos o que el lenguaje no lee: las cifras miden el juego sin ellos):\n"
            f"  Alice: ¡Oh, Día Frabuloso! (DESPUÉS DEL COMBATE): «Alice cambia de tamaño.»: en {reached[0]['partidas']} "
            "partida") in result.stderr
    assert ("Cartas prototipo (sus textos se imprimen y no se juegan: las cifras las miden sin su efecto):\n"
            "  ¡Oh, Día Frabuloso! (Alice): «Alice cambia de tamaño.»\n") in result.stderr


@pytest.mark.parametrize("args, message", [
    (["--heroe", "alice", "--heroe", "medusa", "--sustituir", "espada"],
     "Error: --sustituir: el mazo «Alice» no tiene la carta «espada»; sus cartas: zis-zas, oh-dia-frabuloso, "
     "el-otro-lado-de-la-seta, a-traves-del-espejo, loco-como-un-sombrerero, llego-tarde, comeme, bebeme, "
     "garras-que-atrapan, fauces-que-muerden, enemigo-temible, cambio-decisivo, escaramuza, finta, reagrupar "
     "(o «todas»)\n"),
    (["--heroe", "alice", "--heroe", "medusa", "--modo", "5v5"],
     "Error: --modo: el juego no tiene el modo «5v5»; modos: 1v1, 2v2, 3j\n"),
    (["--heroe", "alice", "--heroe", "medusa", "--tablero", "luna"],
     "Error: --tablero: no hay ningún tablero «luna»; tableros: bosque-de-los-ecos, puerto-de-la-niebla\n"),
    (["--heroe", "alice", "--heroe", "hercules"],
     "Error: no hay ningún mazo «hercules»; mazos disponibles: Alice, Medusa, Rey Arturo, Simbad"
     "; un mazo de otra carpeta de cartas se usa dando las dos: --cartas mia --cartas otra\n"),
    (["--heroe", "alice", "--mazo", "medusa"],
     "Error: --heroe y --mazo no van juntos: nombra todos los mazos con --mazo o todos los héroes con --heroe\n"),
    (["--todos-contra-todos", "--heroe", "alice"],
     "Error: --todos-contra-todos juega todos los mazos de la carpeta: no lo juntes con --mazo ni con --contra-todos\n"),
])
def test_bad_unmatched_options_are_usage_errors(args, message, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = simulate(*args, "-n", "1")
    assert (result.exit_code, result.stderr) == (2, message)


def test_a_bot_that_plays_no_game_of_the_cards_is_a_usage_error():
    result = simulate("--heroe", "alice", "--heroe", "medusa", "--niveles", "avance", "-n", "1")
    assert result.exit_code == 2
    # the list goes on with the bots other tests of this process registered
    assert result.stderr.startswith("Error: no hay ningún bot «avance»; bots disponibles: aleatorio, busqueda, ")


def test_a_battlefield_is_no_option_of_nismatch():
    from .conftest import A, B, CARDS

    result = simulate("--mazo", A, "--mazo", B, "--tablero", "x", cards=CARDS)
    assert (result.exit_code, result.stderr) == (
        2, "Error: --tablero elige el campo de batalla de un juego con mapas (Unmatched); NISMATCH no tiene tablero\n")


UNMATCHED_BOT = '''
from nismatch_cards.play.bots import Bot, register


@register
class FirstAction(Bot):
    name = "primera"
    game = "unmatched"

    def decide(self, obs, actions):
        return actions[0]
'''


def test_a_designers_bot_of_unmatched_plays_unmatched_and_not_nismatch(tmp_path, restore_bots):
    bot = tmp_path / "primera.py"
    bot.write_text(UNMATCHED_BOT, encoding="utf-8")
    result = simulate("--heroe", "alice", "--heroe", "medusa", "--archivo-bots", str(bot), "--bots",
                      "primera,aleatorio", "-n", "2", "--procesos", "1", "--json", "-")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["niveles"][0]["nivel"] == "primera contra aleatorio"
    from .conftest import A, B, CARDS

    refused = simulate("--mazo", A, "--mazo", B, "--archivo-bots", str(bot), "--niveles", "primera", cards=CARDS)
    assert (refused.exit_code, refused.stderr) == (
        2, "Error: el bot «primera» es de otro juego (juega a «unmatched») y no juega a «nismatch»; bots disponibles: "
           "aleatorio, busqueda, voraz\n")


def test_a_hero_of_ones_own_folder_plays_against_the_bundled_heroes(tmp_path):
    """docs/simulation.md, «Un héroe tuyo contra los del paquete»: a folder on the pack and the pack's folder, a hero
    of the folder --contra-todos the four bundled ones."""
    (tmp_path / "ruleset.yaml").write_text("paquete: unmatched\n", encoding="utf-8")
    shutil.copytree(PACK / "simbad", tmp_path / "hercules")
    set_file = tmp_path / "hercules" / "set.yaml"
    set_file.write_text(set_file.read_text(encoding="utf-8").replace("codigo: simbad", "codigo: hercules"),
                        encoding="utf-8")
    (tmp_path / "decks").mkdir()
    deck = (PACK / "decks" / "simbad.yaml").read_text(encoding="utf-8")
    (tmp_path / "decks" / "hercules.yaml").write_text(
        deck.replace("nombre: Simbad", "nombre: Hércules").replace("sets: [simbad]", "sets: [hercules]"), encoding="utf-8")
    result = CliRunner().invoke(main, ["simular", "--cartas", str(tmp_path), "--cartas", str(PACK), "--heroe", "hércules",
                                       "--contra-todos", "-n", "1", "--niveles", "aleatorio", "--procesos", "1",
                                       "--sin-ventaja-de-empezar", "--json", "-"])
    assert result.exit_code == 0, result.output
    level = json.loads(result.stdout)["niveles"][0]
    assert [(m["mazo_a"], m["mazo_b"]) for m in level["enfrentamientos"]] == [
        ("Hércules", "Alice"), ("Hércules", "Medusa"), ("Hércules", "Rey Arturo"), ("Hércules", "Simbad")]


def _own_alice(tmp_path, sidekick_health: bool = True):
    """A designer's folder (``paquete: unmatched``) with a copy of Alice as its own hero «Alice Dos»."""
    bundled = REPO / "packs" / "unmatched"
    cards = tmp_path / "cards"
    shutil.copytree(bundled / "alice", cards / "alice2")
    (cards / "ruleset.yaml").write_text("paquete: unmatched\n", encoding="utf-8")
    (cards / "alice2" / "set.yaml").write_text(
        (bundled / "alice" / "set.yaml").read_text(encoding="utf-8").replace("codigo: alice", "codigo: alice2"),
        encoding="utf-8")
    if not sidekick_health:
        hero = cards / "alice2" / "personaje.yaml"
        hero.write_text(hero.read_text(encoding="utf-8").replace("vida: 8, ", ""), encoding="utf-8")
    (cards / "decks").mkdir()
    deck = (bundled / "decks" / "alice.yaml").read_text(encoding="utf-8")
    (cards / "decks" / "alice2.yaml").write_text(
        deck.replace("sets: [alice]", "sets: [alice2]").replace("nombre: Alice", "nombre: Alice Dos"), encoding="utf-8")
    return cards


def test_a_hero_of_the_designers_own_folder_plays_the_bundled_heroes(tmp_path, monkeypatch):
    """Issue 27, part 5: a folder whose ruleset says only «paquete: unmatched» sees the bundled heroes by name
    (docs/packs.md, «Los sets de serie»)."""
    _own_alice(tmp_path)
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["simular", "--heroe", "Alice Dos", "--contra-todos", "-n", "2",
                                       "--niveles", "aleatorio", "--procesos", "1"])
    assert result.exit_code == 0, result.output
    for rival in ("Medusa", "Rey Arturo", "Simbad"):
        assert f"Alice Dos – {rival}, 2 partidas por nivel:" in result.stdout


def test_a_draft_sidekick_without_health_is_printed_but_not_played(tmp_path, monkeypatch):
    """NM174 lets a draft leave a sidekick's «vida» blank; a game cannot start without it, and ``simular`` says
    so before any game, with the file to fix (exit 1: the cards, not the run)."""
    _own_alice(tmp_path, sidekick_health=False)
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["simular", "--heroe", "Alice Dos", "--heroe", "medusa", "-n", "2"])
    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == ("Error: el acólito «Jabberwock» de «Alice» no tiene «vida»: se puede imprimir así, "
                             "pero para jugarlo añade su vida en personaje.yaml\n")


def test_a_card_marked_prototype_as_a_whole_is_listed_and_never_played(tmp_path):
    """«prototipo: true» on the card itself (the pack's field for every text of a card, a scheme's and a hero's
    ability too) is what «efecto: {prototipo: true}» is: printed as written, listed, never played."""
    (tmp_path / "ruleset.yaml").write_text("paquete: unmatched\n", encoding="utf-8")
    for hero in ("alice", "medusa"):
        shutil.copytree(PACK / hero, tmp_path / hero)
    (tmp_path / "decks").mkdir()
    for hero in ("alice", "medusa"):
        shutil.copy(PACK / "decks" / f"{hero}.yaml", tmp_path / "decks")
    hero = tmp_path / "alice" / "personaje.yaml"
    hero.write_text(hero.read_text(encoding="utf-8") + "prototipo: true\n", encoding="utf-8")
    actions = tmp_path / "alice" / "acciones.yaml"
    text = actions.read_text(encoding="utf-8")
    marked = "  - id: oh-dia-frabuloso\n"
    assert marked in text
    actions.write_text(text.replace(marked, marked + "    prototipo: true\n", 1), encoding="utf-8")
    validated = CliRunner().invoke(main, ["validar", str(tmp_path)])
    assert validated.exit_code == 0, validated.output
    assert ("aviso NM084 [habilidad-prototipo]: habilidad prototipo: se imprime tal cual y en la partida no se juega"
            in validated.output)
    result = simulate("--heroe", "alice", "--heroe", "medusa", "-n", "4", "--niveles", "aleatorio", "--procesos",
                      "1", "--json", "-", cards=tmp_path)
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    assert [p["carta"] for p in figures["prototipos"]] == ["oh-dia-frabuloso"]
    unplayed = [row["texto"] for row in figures["niveles"][0]["no_jugados"]]
    assert unplayed[0].startswith("Alice: Alice (habilidad especial): «Al colocar a Alice, elige si empieza")
    assert unplayed[1] == "Alice: ¡Oh, Día Frabuloso! (DESPUÉS DEL COMBATE): «Alice cambia de tamaño.»"
