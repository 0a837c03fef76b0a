"""Scenarios can fix the die (5.2), name the Botines de Guerra set aside in the set-up (5.1) and check
facts in the middle of the actions."""
from __future__ import annotations

from pathlib import Path

import pytest

from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file

ROOT = Path(__file__).resolve().parents[2]

SETUP = """\
nombre: preparación con dado
regla: "5.1, 5.2"
{extra}
cartas:
  - {{id: brazo-p, nombre: Brazo P, tipo: parte, zona: brazo_izquierdo, pg: 4, car: 0, fue: 1, def: 0, vel: 1, rareza: chatarra}}
  - {{id: torso-p, nombre: Torso P, tipo: parte, zona: torso, pg: 6, car: 1, fue: 0, def: 1, vel: 1, rareza: chatarra}}
  - {{id: botin-1, nombre: Botín 1, tipo: apoyo, rareza: chatarra}}
  - {{id: botin-2, nombre: Botín 2, tipo: apoyo, rareza: chatarra}}
  - {{id: botin-3, nombre: Botín 3, tipo: apoyo, rareza: chatarra}}
  - {{id: botin-4, nombre: Botín 4, tipo: apoyo, rareza: chatarra}}
  - {{id: botin-5, nombre: Botín 5, tipo: apoyo, rareza: chatarra}}
inicio:
  fase: preparacion
  pilotos:
    A:
      arsenal: [{arsenal_a}]
{botines}    B:
      arsenal: [{arsenal_b}]
acciones:
  - "A: quedarse"
  - "B: quedarse"
  - "A: colocar brazo-p"
  - "B: colocar torso-p"
{more}"""

BOTINES = "      botines: [botin-1, botin-2, botin-3, botin-4, botin-5]\n"


def scenario(tmp_path: Path, extra: str = "", botines: str = "", more: str = "", arsenal_a: int = 20):
    text = SETUP.format(extra=extra, botines=botines, more=more, arsenal_a=", ".join(["brazo-p"] * arsenal_a),
                        arsenal_b=", ".join(["torso-p"] * 20))
    path = tmp_path / "escenario.yaml"
    path.write_text(text, encoding="utf-8")
    return run_scenario_file(path, [ROOT / "cards"]), str(path)


@pytest.mark.parametrize("dice, order", [("[2, 5]", ["B", "A"]), ("[5, 2]", ["A", "B"]), ("[3, 3, 1, 6]", ["B", "A"])])
def test_the_die_of_the_first_round_is_fixed(tmp_path, dice, order):
    """5.2: a tie of VEL in round 1 is decided by a d6; with «dados» the scenario says what it rolls
    (a second tie rolls again), whatever the seed."""
    for seed in (0, 1, 2):
        result, _ = scenario(tmp_path, extra=f"semilla: {seed}\ndados: {dice}",
                             more=f"esperado:\n  orden: [{', '.join(order)}]\n  activo: {order[0]}\n")
        assert result.ok, result.message
        first = dice.strip("[]").split(",")[0]
        assert any(line.startswith(f"  empate de VEL: A saca {first}, B saca ") for line in result.game.log)


def test_a_game_with_fixed_dice_can_be_cloned(tmp_path):
    result, _ = scenario(tmp_path, extra="dados: [3, 3, 1, 6]")
    copy = result.game.clone()
    assert (copy.rng.results, copy.rng.rolled) == ([3, 3, 1, 6], 4)
    assert copy.rng.random() == result.game.rng.random()


def test_a_die_rolled_beyond_the_fixed_results(tmp_path):
    result, name = scenario(tmp_path, extra="dados: [4]")
    assert not result.ok
    assert result.message == (f"{name}:23: la acción 4 «B: colocar torso-p» tira el dado más veces de las que fija "
                              f"«dados»: añade el resultado de esa tirada")


def test_fixed_results_left_unrolled(tmp_path):
    result, name = scenario(tmp_path, extra="dados: [4, 2, 6]")
    assert result.message == f"{name}:3: «dados» fija 3 tiradas del dado, pero la partida solo hizo 2"


@pytest.mark.parametrize("dice, line, message", [
    ("[4, 7]", 3, "«7» no es un resultado del dado: va de 1 a 6"),
    ("[0]", 3, "«0» no es un resultado del dado: va de 1 a 6"),
    ("[true]", 3, "«True» no es un resultado del dado: va de 1 a 6"),
    ("[]", 3, "«dados» es la lista de resultados del dado, en el orden en que se tira (p. ej. [5, 2])"),
    ("4", 3, "«dados» es la lista de resultados del dado, en el orden en que se tira (p. ej. [5, 2])"),
])
def test_bad_dice(tmp_path, dice, line, message):
    result, name = scenario(tmp_path, extra=f"dados: {dice}")
    assert result.message == f"{name}:{line}: {message}"


def test_the_botines_set_aside_in_the_set_up_are_the_ones_written(tmp_path):
    """5.1: the Botines de Guerra are set aside after the mulligans; the scenario names them (top first)
    instead of the top of the shuffled Arsenal, and they are never drawn into the opening hand."""
    result, _ = scenario(tmp_path, extra="dados: [5, 2]", botines=BOTINES, arsenal_a=15,
                         more='esperado:\n  A.botines: [botin-1, botin-2, botin-3, botin-4, botin-5]\n  A.mano: 7\n'
                              '  A.arsenal: 7\n  B.botines: 5\n')  # 15 - 7 in the hand - 1 drawn (A starts)
    assert result.ok, result.message
    game = result.game
    a = game.pilots[0]
    assert [game.cards[c].id for c in reversed(a.botines)] == ["botin-1", "botin-2", "botin-3", "botin-4", "botin-5"]
    assert all(game.cards[c].id == "brazo-p" for c in a.hand + a.arsenal)
    claimed = a.botines[-1]
    game.claim(0, 1)  # the top Botín is the first one claimed (2②)
    assert game.cards[claimed].id == "botin-1" and claimed in a.hand


def test_botines_after_a_mulligan(tmp_path):
    text = SETUP.replace('  - "A: quedarse"\n', '  - "A: mulligan"\n  - "A: quedarse"\n')
    path = tmp_path / "m.yaml"
    path.write_text(text.format(extra="dados: [5, 2]", botines=BOTINES, arsenal_a=", ".join(["brazo-p"] * 15),
                                arsenal_b=", ".join(["torso-p"] * 20),
                                more="esperado:\n  A.botines: [botin-1, botin-2, botin-3, botin-4, botin-5]\n"),
                    encoding="utf-8")
    result = run_scenario_file(path, [ROOT / "cards"])
    assert result.ok, result.message


def test_the_set_up_sets_aside_five_botines(tmp_path):
    result, name = scenario(tmp_path, botines="      botines: [botin-1, botin-2]\n")
    assert result.message == (f"{name}:17: en la preparación, «botines» son los 5 Botines de Guerra que se apartan: "
                              f"escribe 5 cartas, no 2")


MID = """\
nombre: comprobaciones intermedias
regla: "5.3"
cartas:
  - {id: torso-t, nombre: Torso T, tipo: parte, zona: torso, pg: 6, car: 0, fue: 1, def: 1, vel: 1, rareza: chatarra}
inicio:
  fase: principal1
  pilotos:
    A: {unidad: {torso: torso-t}, arsenal: [torso-t]}
    B: {unidad: {torso: torso-t}, arsenal: [torso-t]}
acciones:
  - esperado: {fase: principal1, espera: A}
  - "A: pasar"
  - "B: pasar"
  - esperado:
      fase: guerrilla
  - "A: pasar"
  - "B: pasar"
  - esperado: {fase: %s}
  - "A: pasar"
  - "B: pasar"
esperado:
  activo: B
  fase: principal1
"""


def run_mid(tmp_path: Path, first_item: str = "  - esperado: {fase: principal1, espera: A}",
            third_phase: str = "principal2"):
    """Run MID with its first action item replaced by ``first_item``; returns the result and the file name."""
    path = tmp_path / "mid.yaml"
    text = MID.replace("  - esperado: {fase: principal1, espera: A}", first_item) % third_phase
    path.write_text(text, encoding="utf-8")
    return run_scenario_file(path, [ROOT / "cards"]), str(path)


def test_facts_checked_in_the_middle_of_the_actions(tmp_path):
    result, _ = run_mid(tmp_path)
    assert result.ok, result.message


def test_a_failed_check_in_the_middle_says_after_which_action(tmp_path):
    result, name = run_mid(tmp_path, third_phase="guerrilla")
    assert result.message == f"{name}:18: tras la acción 6 «B: pasar»: esperado «fase: guerrilla», pero es principal2"
    result, name = run_mid(tmp_path, first_item="  - esperado: {espera: B}")
    assert result.message == f"{name}:11: antes de la primera acción: esperado «espera: B», pero es A"


def test_a_check_in_the_middle_must_be_a_map(tmp_path):
    result, name = run_mid(tmp_path, first_item="  - esperado: [fase]")
    assert result.message == f"{name}:11: «esperado» debe ser un mapa «clave: valor»"


def test_an_action_that_is_neither_text_nor_a_known_map(tmp_path):
    result, name = run_mid(tmp_path, first_item="  - {hacer: algo}")
    assert result.message == (f"{name}:11: cada acción es un texto como «A: pasar» (o «ilegal: A: …» para una acción "
                              f"que no debe estar permitida, «esperado: {{…}}» para comprobar hechos en ese punto o «avanzar: {{activo: B, "
                              "fase: principal1}» para pasar hasta ahí)")


SIGHT = ROOT / "tests" / "engine" / "scenarios" / "preparacion-bocabajo-a-la-vez-5-1.yaml"


def run_sight(tmp_path: Path, old: str, new: str):
    """The 5.1 scenario with ``old`` replaced by ``new``; returns the result and the file name."""
    text = SIGHT.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "vista.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return run_scenario_file(path, [ROOT / "cards"]), str(path)


def test_what_a_pilot_sees_and_does_not_see():
    """5.1: the Parte placed face down is seen by its owner only until both are revealed; hands, Arsenals
    and Botines are hidden; and the log does not name the Parte placed."""
    result = run_scenario_file(SIGHT, [ROOT / "cards"])
    assert result.ok, result.message
    assert "A: coloca una Parte bocabajo" in result.game.log
    placed = result.game.log.index("A: coloca una Parte bocabajo")
    assert not any("Brazo de Prueba" in line for line in result.game.log[:placed + 2])


def test_seeing_what_is_face_down_fails_with_the_card_and_where(tmp_path):
    result, name = run_sight(tmp_path, "      B.no_ve: A.bocabajo", "      B.ve: A.bocabajo")
    assert result.message == (f"{name}:34: tras la acción 4 «A: colocar brazo-prueba»: esperado «B.ve: A.bocabajo», "
                              "pero B no ve Brazo de Prueba #12 (A), bocabajo")


def test_not_seeing_a_hand_fails_with_the_first_card_seen(tmp_path):
    result, name = run_sight(tmp_path, "A.ve: A.mano, B.no_ve: A.mano}", "B.no_ve: A.mano, A.ve: A.bocabajo}")
    assert result.message == f"{name}:29: A no tiene ninguna Parte colocada bocabajo"
    result, name = run_sight(tmp_path, "{A.no_ve: [B.mano, B.arsenal, B.botines],", "{A.no_ve: [B.mano, A.mano],")
    assert result.message.startswith(f"{name}:29: tras la acción 2 «B: quedarse»: esperado «A.no_ve: A.mano», "
                                     "pero A ve Brazo de Prueba #")
    assert result.message.endswith(", en la mano de A")


def test_a_list_names_the_line_of_the_card(tmp_path):
    result, name = run_sight(tmp_path, "      A.ve: [B.torso, A.brazo_izquierdo]",
                             "      A.ve:\n        - B.torso\n        - B.mano.torso-prueba")
    assert result.message.startswith(f"{name}:40: tras la acción 6 «B: colocar torso-prueba»: esperado «A.ve: "
                                     "B.mano.torso-prueba», pero A no ve Torso de Prueba #")
    assert result.message.endswith(", en la mano de B")


@pytest.mark.parametrize("value", ["3", "[]", "[B.torso, 2]", "{B: torso}"])
def test_a_sight_key_takes_cards(tmp_path, value):
    result, name = run_sight(tmp_path, "A.ve: A.mano,", f"A.ve: {value},")
    assert result.message == (f"{name}:29: «A.ve» es una carta o una lista de cartas, p. ej. "
                              "«A.ve: [B.torso, B.mano.chispazo]»")


def test_face_down_before_placing(tmp_path):
    result, name = run_sight(tmp_path, "A.ve: A.mano,", "A.ve: A.bocabajo,")
    assert result.message == f"{name}:29: A no tiene ninguna Parte colocada bocabajo"


def test_the_log_tells_damage_as_the_board_shows_pg():
    """«recibe 1 de daño (PG 5/6)»: the PG left of the printed ones, as on the board (it said «(1/6)», damage over
    PG, and a destroyed Parte read «(4/3)»)."""
    result = run_scenario_file(Path(__file__).parent / "scenarios" / "preparacion-carga-hasta-la-primera-recarga-5-1.yaml")
    assert result.ok, result.message
    assert "  Torso Rápido #12 (A) recibe 1 de daño (PG 5/6)" in result.game.log


def test_the_log_tells_the_taller_repairs():
    """5.3.4: what each Taller repairs in the Reconstrucción is told, with the PG left (it was silent)."""
    result = run_scenario_file(Path(__file__).parent / "scenarios" / "taller-solo-reparadas-5-3-4.yaml")
    assert result.ok, result.message
    assert "  Brazo Casi #3 (A) se repara 2 PG en el Taller (PG 6/6)" in result.game.log
