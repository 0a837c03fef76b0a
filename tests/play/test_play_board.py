"""The board of ``nismatch play``: exact text for a fixed position, width, hidden cards and colour."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from nismatch_cards.games.nismatch.engine import Activate, Game
from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file
from nismatch_cards.games.nismatch.engine.state import Z_HAND
from nismatch_cards.games.nismatch.engine.visibility import sees
from nismatch_cards.games.nismatch.play.board import WIDTH, clip, part_stats, render_board, visible_len

from .conftest import CARDS

HERE = Path(__file__).resolve().parent
LABELS = {0: "tú", 1: "bot random"}

EXPECTED = """\
══ Ronda 2 · Turno 3 · Fase Principal 1 · turno de B ═══════════════════════════════════════════════
B · bot random · escenario B
  CAR 0 · FUE 1 · DEF 1 · VEL 1
  Cabeza           —
  Torso            Torso T #23     PG 6/6           FUE 1 DEF 1 VEL 1 CAR +2
  Brazo Izquierdo  —
  Brazo Derecho    —
  Pierna Izquierda —
  Pierna Derecha   —
  Taller Alfa      Pierna P #24    PG 2/5   daño 3  reparándose (1 turno en el Taller)
  Taller Beta      —
  Botines de Guerra: 0/5 reclamados, 5 por reclamar · Arsenal: 1 carta
  Depósito de Chatarra: 0 cartas · Zona de Demolición: 1 carta
  Mano: 3 cartas
────────────────────────────────────────────────────────────────────────────────────────────────────
A · tú · escenario A
  CAR 1 · FUE 4 · DEF 2 · VEL 1
  Cabeza           Cabeza C #12    PG 2/2           FUE 0 DEF 1 VEL 2 CAR +1 desactivada
  Torso            Torso Grúa #10  PG 6/6           FUE 1 DEF 2 VEL 1 CAR +1
  Brazo Izquierdo  Brazo B #11     PG 2/4   daño 2  FUE 3 DEF 0 VEL 0 CAR -1
  Brazo Derecho    —
  Pierna Izquierda —
  Pierna Derecha   —
  Taller Alfa      —
  Taller Beta      —
  Botines de Guerra: 2/5 reclamados, 3 por reclamar · Arsenal: 3 cartas
  Depósito de Chatarra: 2 cartas, arriba Brazo B #9
  Mano (2):
    Martillazo #0  Apoyo · «CAR 1 | Selecciona una Parte de tu oponente; hazle 2 puntos de daño»
    Pierna P #1    Pierna Derecha · PG 5 · FUE 0 DEF 1 VEL 3 CAR 0
────────────────────────────────────────────────────────────────────────────────────────────────────
Marchas (de arriba abajo):
  1. B: Carta de Apoyo Martillazo #25 «CAR 1 | Selecciona una Parte de tu oponente; hazle 2 puntos
      de daño» → Brazo B #11 (A)
Ahora: A tiene la prioridad para responder"""


@pytest.fixture()
def position() -> Game:
    result = run_scenario_file(HERE / "posicion.yaml", [CARDS])
    assert result.ok, result.message
    return result.game


def test_fixed_position_exact_text(position):
    assert render_board(position, 0, LABELS) == EXPECTED


def test_pure_function(position):
    before = position.digest()
    assert render_board(position, 0, LABELS) == render_board(position, 0, LABELS)
    assert position.digest() == before


def test_seen_by_the_other_pilot(position):
    board = render_board(position, 1, {0: "rival", 1: "tú"}).splitlines()
    assert board[1] == "A · rival · escenario A"  # the other pilot on top, the one looking at the bottom
    assert "  Mano: 2 cartas" in board
    assert "Martillazo #0" not in "\n".join(board)
    assert "  Mano (3):" in board
    assert any(line.startswith("    Brazo B #") for line in board)


def test_a_marcha_being_prepared_and_the_decision(position):
    position.apply(Activate(10, 0))  # Torso Grúa: «Selecciona una Parte tuya dañada…»
    board = render_board(position, 0, LABELS).splitlines()
    assert board[-6:] == [
        "Marchas (de arriba abajo):",
        "  · A: habilidad Torso Grúa #10 «CAR 1 | Selecciona una Parte tuya dañada; muévela al Taller»",
        "      [preparándose]",
        "  1. B: Carta de Apoyo Martillazo #25 «CAR 1 | Selecciona una Parte de tu oponente; hazle 2 puntos",
        "      de daño» → Brazo B #11 (A)",
        "Ahora: A debe elegir las Partes seleccionadas",
    ]
    assert "  CAR 0 · FUE 4 · DEF 2 · VEL 1" in board  # the cost is paid on activation


def test_declared_guerrilla_and_game_over(project):
    game = Game.from_project(project, project.decks[:2], seed=4)
    chooser = random.Random(4)
    seen_guerrilla = False
    while not game.over:
        if game.phase_id == "guerrilla" and game.guerrilla_state == 1:
            text = render_board(game, 0)
            assert f"Guerrilla declarada: {game.pilot_name(game.active)} contra " \
                   f"{game.pilot_name(game.guerrilla_target)}" in text
            seen_guerrilla = True
        game.apply(chooser.choice(game.legal_actions()))
    assert seen_guerrilla
    lines = render_board(game, 0).splitlines()
    assert lines[0].startswith(f"══ Fin de la partida · {game.result} ═")
    assert lines[-1] == f"Fin de la partida: {game.result}"


def test_setup_header(project):
    game = Game.from_project(project, project.decks[:2], seed=3)
    lines = render_board(game, 0).splitlines()
    assert lines[0] == "══ Preparación · Mulligan " + "═" * (WIDTH - len("══ Preparación · Mulligan "))
    assert lines[-1] == "Ahora: A debe elegir quedarse con la mano o hacer mulligan"
    assert "  Mano (7):" in lines and "  Mano: 7 cartas" in lines


@pytest.mark.parametrize("seed", range(6))
def test_width_and_hidden_cards_in_random_games(project, seed):
    """Every line within 100 columns (or the 60 of a narrow terminal), and no card of the rival's hand, Arsenal or
    Botines is named."""
    decks = [project.decks[seed % len(project.decks)], project.decks[(seed + 1) % len(project.decks)]]
    game = Game.from_project(project, decks, seed=seed)
    chooser = random.Random(seed)
    steps = 0
    while True:
        for human in (0, 1):
            text = render_board(game, human)
            assert all(visible_len(line) <= WIDTH for line in text.splitlines()), text
            narrow = render_board(game, human, width=60)  # a terminal narrower than the board: a Parte's stats go under it
            assert all(visible_len(line) <= 60 for line in narrow.splitlines()), narrow
            rival = game.pilots[1 - human]
            named = {int(n) for n in re.findall(r"#(\d+)", text)}
            hidden = set(rival.hand) | set(rival.arsenal) | set(rival.botines) | set(game.pilots[human].arsenal)
            hidden |= set(game.pilots[human].botines)
            hidden = {i for i in hidden if not sees(game, human, i)}  # but what it looked at or saw go there
            assert not named & hidden, (named & hidden, text)
            assert f"  Mano: {len(rival.hand)} carta" in text
        if game.over or steps > 400:
            break
        game.apply(chooser.choice(game.legal_actions()))
        steps += 1


def test_colour_only_adds_escape_codes(position):
    plain = render_board(position, 0, LABELS)
    coloured = render_board(position, 0, LABELS, color=True)
    assert "\x1b[" in coloured
    assert re.sub(r"\x1b\[[0-9;]*m", "", coloured) == plain


def test_clip_keeps_the_width_and_escape_codes():
    assert clip("a" * 120) == "a" * 99 + "…"
    assert clip("abc") == "abc"
    coloured = "\x1b[31m" + "b" * 150 + "\x1b[0m"
    cut = clip(coloured)
    assert visible_len(cut) == WIDTH and cut.startswith("\x1b[31m") and cut.endswith("…\x1b[0m")


def test_hand_cards_are_only_the_viewers(position):
    text = render_board(position, 0, LABELS)
    for inst in position.pilots[1].hand:
        assert f"#{inst}" not in text
    assert all(position.loc[inst] == Z_HAND for inst in position.pilots[0].hand)


def test_a_marcha_that_selected_a_marcha_names_it_by_number(tmp_path):
    """The board tells a marcha's target marcha as the log does, «→ marcha 1 (…)», not by its card (ruling 27)."""
    scenario = Path(__file__).resolve().parents[1] / "engine" / "scenarios" / "marchas-objetivo-una-marcha-al-empezar.yaml"
    text = scenario.read_text(encoding="utf-8")
    cut = tmp_path / "abiertas.yaml"
    cut.write_text(text[:text.index("acciones:")], encoding="utf-8")  # the three marchas open, nothing played
    result = run_scenario_file(cut, [CARDS])
    assert result.ok, result.message
    game = result.game
    board = " ".join(render_board(game, 0).split())
    torso = game.card_label(game.stack[0].source)
    assert f"«CAR 2 | Selecciona una habilidad de tu oponente; niégala» → marcha 1 ({torso})" in board


def test_a_taller_parte_can_be_reequipped_only_when_fully_repaired(position):
    """5.3.4 re-equips «Partes totalmente reparadas» (docs/rulings.md 1): with damage left the board says it is still
    being repaired, as ``legal_actions`` offers no «reequipa»; once repaired, that it can be re-equipped."""
    taller = next(i for i in position.pilots[1].talleres if i >= 0)
    assert "reparándose (1 turno en el Taller)" in render_board(position, 0, LABELS)
    position.damage[taller] = 0
    line = next(row for row in render_board(position, 0, LABELS).splitlines() if "Taller Alfa" in row)
    assert line.endswith("PG 5/5           puede reequiparse (1 turno en el Taller)")


def test_a_card_to_choose_says_whose_it_is(position):
    """Targets of both pilots share one numbered list: each says whose it is (a player destroyed a Parte of its own
    taking «(A)» for the rival's)."""
    from nismatch_cards.games.nismatch.engine.actions import Choose
    from nismatch_cards.games.nismatch.play.session import action_label

    mine = next(i for i in position.pilots[0].unit if i >= 0)
    theirs = next(i for i in position.pilots[1].unit if i >= 0)
    assert action_label(position, Choose(mine), 0) == f"elige {position.card_label(mine)} · tuya"
    assert action_label(position, Choose(theirs), 0) == f"elige {position.card_label(theirs)} · de B"


def test_a_narrow_board_keeps_every_stat_of_a_parte(project):
    """At 70 columns the CAR of a Parte fell off the end of its row (tmux at 60 and 80): the stats go under it."""
    game = Game.from_project(project, ["Asalto Remachado", "Guardia del Taller"], seed=4)
    chooser = random.Random(4)
    while not any(i >= 0 for i in game.pilots[0].unit) and not game.over:
        game.apply(chooser.choice(game.legal_actions()))
    inst = next(i for i in game.pilots[0].unit if i >= 0)
    wide = render_board(game, 0).splitlines()
    narrow = render_board(game, 0, width=70).splitlines()
    stats = part_stats(game, inst)
    assert any(line.endswith(stats) and f"#{inst}" in line for line in wide)
    at = next(k for k, line in enumerate(narrow) if f"#{inst}" in line)
    assert narrow[at + 1].strip() == stats and all(visible_len(line) <= 70 for line in narrow)


def test_while_searching_its_arsenal_the_person_sees_all_of_it_on_the_board(tmp_path):
    """«Busca … en tu Arsenal» (docs/rulings.md 73): during the choice the board lists every card of the searched
    Arsenal, top first, with the numbers «carta N» takes; the rival's board does not."""
    scenario = tmp_path / "busca.yaml"
    scenario.write_text(
        'nombre: "busca"\nregla: "6.1"\ninicio:\n  activo: A\n  pilotos:\n'
        '    A: {car: 2, mano: [catalogo-de-piezas], arsenal: [torso-bidon, pata-del-golem, chispazo, '
        'corona-del-tirano], unidad: {torso: torso-bidon}}\n    B: {unidad: {torso: torso-bidon}}\n'
        'acciones:\n  - "A: jugar catalogo-de-piezas"\n  - "B: pasar"\n', encoding="utf-8")
    game = run_scenario_file(scenario, [CARDS]).game  # it stops at A's choice
    names = ", ".join(f"{game.cards[i].name} #{i}" for i in reversed(game.pilots[0].arsenal))
    assert names.startswith("Torso Bidón #")
    mine = " ".join(line.strip() for line in render_board(game, 0, LABELS).splitlines())  # the list wraps
    assert f"Arsenal: 4 cartas Arsenal que ves, de arriba abajo: {names} Depósito de Chatarra" in mine
    assert not any("Arsenal que ves" in line for line in render_board(game, 1, {0: "rival", 1: "tú"}).splitlines())
