"""Scenarios are quick to write: «A: acabar fase», «*: pasar» and «avanzar» write the passes of a round, and
«ilegal» checks the engine's reason for refusing an action (docs/scenarios.md)."""
from __future__ import annotations

from pathlib import Path

import pytest

from nismatch_cards.games.nismatch.engine import Activate, Equip, Game, IllegalAction
from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file

ROOT = Path(__file__).resolve().parents[2]

CARDS = """\
nombre: atajos
regla: "4.6.2, 4.7.1.1"
modo: {mode}
cartas:
  - {{id: torso-t, nombre: Torso T, tipo: parte, zona: torso, pg: 6, car: 0, fue: 1, def: 3, vel: 1, rareza: chatarra}}
  - {{id: brazo-b, nombre: Brazo B, tipo: parte, zona: brazo_izquierdo, pg: 4, car: 0, fue: 2, def: 0, vel: 0, rareza: chatarra}}
  - id: acido
    nombre: Ácido
    tipo: apoyo
    rareza: chatarra
    habilidades:
      - {{etiqueta: normal, texto: "CAR 1 | La Unidad de tu oponente pierde 2 DEF hasta el final del turno"}}
  - id: chispa
    nombre: Chispa
    tipo: apoyo
    rareza: chatarra
    habilidades:
      - {{etiqueta: relampago, texto: "CAR 3 | Roba 1 carta"}}
inicio:
  fase: principal1
  activo: A
  pilotos:
{pilots}
acciones:
{actions}"""

PILOT = "    {0}: {{car: 1, mano: [acido, acido, brazo-b], arsenal: [torso-t, torso-t], unidad: {{torso: torso-t}}}}"


def run(tmp_path: Path, actions: list[str], mode: str = "1v1", pilots: str = "AB") -> tuple:
    text = CARDS.format(mode=mode, pilots="\n".join(PILOT.format(p) for p in pilots),
                        actions="\n".join(f"  - {a}" for a in actions))
    path = tmp_path / "escenario.yaml"
    path.write_text(text, encoding="utf-8")
    return run_scenario_file(path, [ROOT / "packs" / "nismatch"]), str(path)


def test_an_idle_turn_in_three_lines(tmp_path):
    """4.6.2: each phase A ends, B may answer; «A: acabar fase» writes both passes."""
    six = ['"A: pasar"', '"B: pasar"'] * 3
    three = ['"A: acabar fase"'] * 3
    for actions in (six, three):
        result, _ = run(tmp_path, actions + ["esperado: {activo: B, fase: principal1, espera: B, turno: 2}"])
        assert result.ok, result.message


def test_an_idle_turn_of_four_pilots_in_three_lines(tmp_path):
    result, _ = run(tmp_path, ['"A: acabar fase"'] * 3 + ["esperado: {activo: B, fase: principal1}"],
                    mode="batalla_real", pilots="ABCD")
    assert result.ok, result.message
    passes = [line for line in result.game.log if line.endswith(": pasa")]
    assert len(passes) == 12


def test_everyone_still_to_pass(tmp_path):
    """4.7.1.1: after A plays a Carta de Apoyo, «*: pasar» is B, C and D passing: the marcha resolves."""
    result, _ = run(tmp_path, ['"A: jugar acido"', "esperado: {marchas: 1, espera: B}", '"*: pasar"',
                               "esperado: {marchas: 0, espera: A, B.def: 1, fase: principal1}"],
                    mode="batalla_real", pilots="ABCD")
    assert result.ok, result.message


def test_everyone_still_to_pass_from_the_middle_of_a_round(tmp_path):
    result, _ = run(tmp_path, ['"A: jugar acido"', '"B: pasar"', '"*: pasar"', "esperado: {marchas: 0, espera: A}"],
                    mode="batalla_real", pilots="ABCD")
    assert result.ok, result.message


def test_everyone_passing_in_an_open_phase_ends_it(tmp_path):
    result, _ = run(tmp_path, ['"*: pasar"', "esperado: {fase: guerrilla, activo: A}"])
    assert result.ok, result.message


def test_ending_a_phase_with_a_marcha_open(tmp_path):
    result, name = run(tmp_path, ['"A: jugar acido"', '"A: acabar fase"'])
    assert result.message == (f"{name}:27: «A: acabar fase» no se puede: A solo acaba su fase cuando actúa en ella sin "
                              "marchas abiertas, y ahora B tiene la prioridad para responder")


def test_ending_the_phase_of_another_pilot(tmp_path):
    result, name = run(tmp_path, ['"B: acabar fase"'])
    assert result.message == (f"{name}:26: «B: acabar fase» no se puede: B solo acaba su fase cuando actúa en ella sin "
                              "marchas abiertas, y ahora A actúa en la Fase Principal 1")


def test_advance_to_a_phase_of_another_pilot(tmp_path):
    result, _ = run(tmp_path, ["avanzar: {activo: B, fase: guerrilla}",
                               "esperado: {activo: B, fase: guerrilla, espera: B, turno: 2, B.mano: 4}"])
    assert result.ok, result.message


def test_advance_never_stays(tmp_path):
    """«avanzar» goes to the next time the phase comes: from A's Fase Principal 1, A's next turn (the 4th: in
    round 2 B, who played later, goes first on a tie of VEL, 5.4)."""
    result, _ = run(tmp_path, ["avanzar: {activo: A, fase: principal1}", "esperado: {activo: A, turno: 4, ronda: 2}"])
    assert result.ok, result.message


def test_advance_stops_at_a_real_choice(tmp_path):
    """5.3.3: B joins a Parte in its Reconstrucción: that is a choice, not a pass."""
    text = CARDS.format(mode="1v1", pilots=PILOT.format("A") + "\n    B: {destruidas: 1, mano: [brazo-b], "
                        "arsenal: [torso-t], unidad: {torso: torso-t}}",
                        actions="  - avanzar: {activo: B, fase: principal1}")
    path = tmp_path / "escenario.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_scenario_file(path, [ROOT / "packs" / "nismatch"])
    assert result.message.startswith(
        f"{path}:26: la acción 1 (avanzar hasta la Fase Principal 1 de B): antes hay que elegir, y «avanzar» solo "
        "pasa: B debe elegir la Parte que une en la Reconstrucción (acciones legales: «elige Brazo B #")
    assert result.message.endswith("escribe esa elección y avanza después")


def test_advance_past_the_end_of_the_game(tmp_path):
    """2①: B cannot draw in its Robo and loses before its Fase Principal 1."""
    text = CARDS.format(mode="1v1", pilots=PILOT.format("A") + "\n    B: {unidad: {torso: torso-t}}",
                        actions="  - avanzar: {activo: B, fase: principal1}")
    path = tmp_path / "escenario.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_scenario_file(path, [ROOT / "packs" / "nismatch"])
    assert result.message.startswith(f"{path}:26: la acción 1 (avanzar hasta la Fase Principal 1 de B): la partida "
                                     "terminó antes (gana A: ")


@pytest.mark.parametrize("written, line, message", [
    ("avanzar: B", 26, "«avanzar» es un mapa con «activo» y «fase», p. ej. «avanzar: {activo: B, fase: principal1}»"),
    ("avanzar: {activo: B}", 26, "«avanzar» es un mapa con «activo» y «fase», p. ej. «avanzar: {activo: B, fase: "
                                 "principal1}»"),
    ("avanzar: {activo: B, fase: final}", 26, "«avanzar» se detiene en una fase en la que actúa el piloto activo: "
                                             "principal1, guerrilla, principal2, no «final»"),
    ("avanzar: {activo: E, fase: guerrilla}", 26, "«E» no es un piloto: usa A, B"),
])
def test_bad_advance(tmp_path, written, line, message):
    result, name = run(tmp_path, [written])
    assert result.message == f"{name}:{line}: {message}"


# --- the reason of a refused action ---------------------------------------------------------------


def test_illegal_with_its_reason(tmp_path):
    result, _ = run(tmp_path, ['"A: equipar brazo-b"', '{ilegal: "A: jugar acido", motivo: "ronda de respuestas"}',
                               '"B: pasar"', '{ilegal: "A: equipar brazo-b", motivo: "no está en la mano"}',
                               '"A: jugar acido"', '"B: pasar"',
                               '{ilegal: "A: jugar acido", motivo: "no le alcanza la CAR"}',
                               '{ilegal: "B: jugar acido", motivo: "solo en el turno propio"}'])
    assert result.ok, result.message


def test_illegal_for_another_reason(tmp_path):
    result, name = run(tmp_path, ['"A: jugar acido"', '"B: pasar"',
                                  '{ilegal: "A: jugar acido", motivo: "está desactivada"}'])
    assert result.message == (f"{name}:28: la acción 3 «A: jugar acido» es ilegal, pero por otro motivo: «no le "
                              "alcanza la CAR: cuesta 1 y A tiene 0» (se esperaba «está desactivada»)")


def test_illegal_only_because_another_pilot_has_the_priority(tmp_path):
    """B could play its Carta de Apoyo in its own turn: refused now only because A acts."""
    result, name = run(tmp_path, ['{ilegal: "B: pasar"}'])
    assert result.message == (f"{name}:26: la acción 1 «B: pasar» es ilegal solo porque B no tiene la prioridad: A actúa "
                              "en la Fase Principal 1: así no prueba ninguna regla; escribe antes lo que le da la "
                              "prioridad, o dilo con «motivo: no tiene la prioridad»")
    result, _ = run(tmp_path, ['{ilegal: "B: pasar", motivo: "no tiene la prioridad"}'])
    assert result.ok, result.message


def test_a_bad_reason(tmp_path):
    result, name = run(tmp_path, ['{ilegal: "A: jugar acido", motivo: 3}'])
    assert result.message == f"{name}:26: «motivo» es un texto del motivo que da el motor, p. ej. «no le alcanza la CAR»"


def test_the_engine_tells_why_it_refuses(tmp_path):
    """Game.apply raises with the reason; Game.refusal gives it without applying anything."""
    result, _ = run(tmp_path, ['"A: equipar brazo-b"', '"B: pasar"'])
    game: Game = result.game
    acid = game.pilots[0].hand[0]
    game.pilots[0].car = 0
    game._legal = None
    assert str(game.refusal(Activate(acid, 0))) == "no le alcanza la CAR: cuesta 1 y A tiene 0"
    with pytest.raises(IllegalAction) as raised:
        game.apply(Equip(acid))
    assert str(raised.value) == f"A no puede «equipa {game.card_label(acid)}» ahora: {game.card_label(acid)} no es una Parte"
    assert raised.value.refusal.priority_only is False
    assert game.refusal(Activate(acid, 0), pilot=1).reason == f"{game.card_label(acid)} no es de B"


def test_everyone_passing_while_a_choice_waits(tmp_path):
    text = CARDS.format(mode="1v1", pilots=PILOT.format("A") + "\n    B: {destruidas: 1, mano: [brazo-b], "
                        "arsenal: [torso-t], unidad: {torso: torso-t}}",
                        actions='  - avanzar: {activo: B, fase: principal1}').replace(
        "  - avanzar: {activo: B, fase: principal1}", '  - "A: acabar fase"\n  - "A: acabar fase"\n'
                                                      '  - "A: acabar fase"\n  - "*: pasar"')
    path = tmp_path / "escenario.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_scenario_file(path, [ROOT / "packs" / "nismatch"])
    assert result.message == (f"{path}:29: la acción 4 «*: pasar» no se puede: B debe elegir la Parte que une en la "
                              "Reconstrucción")


def test_advance_that_never_arrives(tmp_path, monkeypatch):
    from nismatch_cards.games.nismatch.engine import scenario

    monkeypatch.setattr(scenario, "MAX_ADVANCE", 3)
    result, name = run(tmp_path, ["avanzar: {activo: B, fase: principal1}"])
    assert result.message == f"{name}:26: la acción 1 (avanzar hasta la Fase Principal 1 de B): no llega tras 3 acciones"


@pytest.mark.parametrize("written", [
    # 4.1: a deactivated Parte's abilities cannot be activated
    '{ilegal: "A: activar A.brazo_izquierdo", motivo: "Brazo Garra #1 (A) está desactivada"}',
    # 5.3.4: only a damaged Parte goes to the Taller
    '{ilegal: "A: taller A.torso", motivo: "Torso T #0 (A) no está dañada: solo las Partes dañadas van al Taller (5.3.4)"}',
    # 5.3.5: the Guerrilla is declared in its phase
    '{ilegal: "A: guerrilla B", motivo: "una Guerrilla solo se declara en la Fase de Guerrilla, y es la Fase Principal 1"}',
])
def test_the_reasons_of_the_engine(tmp_path, written):
    text = CARDS.format(mode="1v1", pilots="    A: {car: 3, unidad: {torso: torso-t, brazo_izquierdo: {carta: garra, "
                        "desactivada: true}}}\n    B: {unidad: {torso: torso-t}}",
                        actions=f"  - {written}").replace(
        "  - id: chispa", "  - id: garra\n    nombre: Brazo Garra\n    tipo: parte\n    zona: brazo_izquierdo\n"
                          "    pg: 4\n    car: 0\n    fue: 1\n    def: 0\n    vel: 0\n    rareza: chatarra\n"
                          "    habilidades:\n      - {etiqueta: normal, texto: \"CAR 1 | Roba 1 carta\"}\n"
                          "  - id: chispa")
    path = tmp_path / "escenario.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_scenario_file(path, [ROOT / "packs" / "nismatch"])
    assert result.ok, result.message


def test_choices_and_their_reasons(tmp_path):
    """What the engine says of a choice it does not offer."""
    result, _ = run(tmp_path, ['"A: equipar brazo-b"', '"B: pasar"'])
    game: Game = result.game
    from nismatch_cards.games.nismatch.engine import Choose, Finish, Keep

    assert str(game.refusal(Choose(0))) == "el motor no está preguntando nada: no hay nada que elegir"
    assert str(game.refusal(Finish())) == "el motor no está preguntando nada: no hay nada que elegir"
    assert str(game.refusal(Keep())) == "el motor no está preguntando nada: no hay nada que elegir"
