"""Bad scenario files and failing scenarios give one clear Spanish message with file and line."""
from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from nismatch_cards.cli import main
from nismatch_cards.games.nismatch.engine.scenario import run_scenario_file

ROOT = Path(__file__).resolve().parents[2]

HEADER = """\
nombre: prueba
regla: "5.3.4"
cartas:
  - {id: torso-t, nombre: Torso T, tipo: parte, zona: torso, pg: 6, car: 0, fue: 1, def: 1, vel: 1, rareza: chatarra}
  - {id: brazo-b, nombre: Brazo B, tipo: parte, zona: brazo_izquierdo, pg: 4, car: 0, fue: 2, def: 0, vel: 0, rareza: chatarra}
inicio:
  fase: principal1
  pilotos:
    A: {mano: [brazo-b, brazo-b], unidad: {torso: torso-t}}
    B: {unidad: {torso: torso-t}}
"""


def run(tmp_path: Path, text: str):
    path = tmp_path / "escenario.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_scenario_file(path, [ROOT / "cards"])
    return result, str(path)


def test_passing(tmp_path):
    result, _ = run(tmp_path, HEADER + 'acciones:\n  - "A: equipar brazo-b"\n  - "B: pasar"\nesperado:\n  A.fue: 3\n')
    assert result.ok, result.message


def test_illegal_action(tmp_path):
    """The engine's reason comes first: a second Parte in one turn (5.3.4), whoever holds the priority."""
    result, name = run(tmp_path, HEADER + 'acciones:\n  - "A: equipar brazo-b"\n  - "A: equipar brazo-b"\n')
    assert not result.ok
    assert result.message == (f"{name}:13: la acción 2 «A: equipar brazo-b» no es legal: A ya ha equipado 1 Parte "
                              "este turno (se equipa 1 por turno, 5.3.4)")


def test_an_action_of_the_pilot_without_the_priority(tmp_path):
    result, name = run(tmp_path, HEADER + 'acciones:\n  - "B: pasar"\n')
    assert result.message == (f"{name}:12: la acción 1 «B: pasar» no es legal: B no tiene la prioridad: A actúa en la "
                              "Fase Principal 1")


def test_illegal_action_of_the_right_pilot(tmp_path):
    result, name = run(tmp_path, HEADER + 'acciones:\n  - "A: equipar brazo-b"\n  - "B: pasar"\n'
                                          '  - "A: equipar brazo-b"\n')
    assert result.message == (f"{name}:14: la acción 3 «A: equipar brazo-b» no es legal: A ya ha equipado 1 Parte "
                              "este turno (se equipa 1 por turno, 5.3.4); A actúa en la Fase Principal 1; acciones "
                              "legales: «pasa»")


def test_failed_expectation(tmp_path):
    result, name = run(tmp_path, HEADER + 'acciones:\n  - "A: equipar brazo-b"\n  - "B: pasar"\n'
                                          'esperado:\n  A.fue: 3\n  A.brazo_izquierdo.dano: 1\n')
    assert result.message == f"{name}:16: esperado «A.brazo_izquierdo.dano: 1», pero es 0"


def test_choice_not_given(tmp_path):
    text = HEADER.replace("A: {mano: [brazo-b, brazo-b]", "A: {car: 1, mano: [martillo]") + (
        "acciones:\n  - \"A: jugar martillo\"\n")
    text = text.replace("inicio:", """  - id: martillo
    nombre: Martillo
    tipo: apoyo
    rareza: chatarra
    habilidades:
      - {etiqueta: normal, texto: "CAR 1 | Selecciona una Parte; hazle 1 punto de daño"}
inicio:""")
    result, name = run(tmp_path, text)
    assert result.message == (f"{name}:18: tras la última acción la partida espera una elección que el escenario no "
                              "da: A debe elegir las Partes seleccionadas; acciones legales: «elige Torso T #1 (A)»; "
                              "«elige Torso T #2 (B)»")


def test_action_left_unused(tmp_path):
    text = HEADER.replace("B: {unidad: {torso: torso-t}}", "B: {unidad: {}}").replace(
        "A: {mano", "A: {reclamados: 3, botines: [torso-t, torso-t], mano").replace("fase: principal1", "fase: guerrilla")
    result, name = run(tmp_path, text + 'acciones:\n  - "A: guerrilla B"\n  - "B: pasar"\n  - "A: pasar"\n'
                                        '  - "A: pasar"\n')
    assert result.message == (f"{name}:15: la acción 4 «A: pasar» sobra: la partida ya ha terminado "
                              "(gana A: A ha reclamado 5 Botines de Guerra)")


def test_broken_yaml(tmp_path):
    result, name = run(tmp_path, "nombre: [sin cerrar\n")
    assert not result.ok
    assert result.message.startswith(f"{name}:2:1: YAML no válido")


def test_unknown_key(tmp_path):
    result, name = run(tmp_path, HEADER + "acions: []\n")
    assert result.message.startswith(f"{name}:11: clave desconocida «acions» en el escenario")


def test_unknown_card(tmp_path):
    result, name = run(tmp_path, HEADER.replace("mano: [brazo-b, brazo-b]", "mano: [brazo-x]"))
    assert result.message == f"{name}:9: la carta «brazo-x» no existe (ni en «cartas» ni en los sets)"


def test_bad_inline_card(tmp_path):
    result, name = run(tmp_path, HEADER.replace("texto", "texto").replace(
        "pg: 4, car: 0, fue: 2", "pg: 4, car: 0, fue: 2, habilidades: [{etiqueta: normal, texto: \"CAR 1 | vuela\"}]"))
    assert not result.ok
    assert result.message.startswith(f"{name}:5: carta propia no válida: ")


def test_bad_action_text(tmp_path):
    result, name = run(tmp_path, HEADER + 'acciones:\n  - "A equipar"\n')
    assert result.message == (f"{name}:12: «A equipar» no es una acción: escribe «A: verbo [carta]», p. ej. "
                              "«A: equipar brazo-tenaza» o «B: pasar»")


def test_expected_illegal_but_legal(tmp_path):
    result, name = run(tmp_path, HEADER + 'acciones:\n  - {ilegal: "A: equipar brazo-b"}\n')
    assert result.message == f"{name}:12: la acción 1 «A: equipar brazo-b» debía ser ilegal, pero es legal"


def test_cli_exit_codes(tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)
    good = tmp_path / "bueno.yaml"
    good.write_text(HEADER + 'acciones:\n  - "A: equipar brazo-b"\n  - "B: pasar"\n', encoding="utf-8")
    bad = tmp_path / "malo.yaml"
    bad.write_text(HEADER + 'acciones:\n  - "A: volar"\n', encoding="utf-8")
    runner = CliRunner()
    assert runner.invoke(main, ["scenario", str(good)]).exit_code == 0
    result = runner.invoke(main, ["scenario", str(good), str(bad)])
    assert result.exit_code == 1
    assert "verbo desconocido «volar»" in result.output
    assert "Traceback" not in result.output
    assert runner.invoke(main, ["scenario"]).exit_code == 2
    assert runner.invoke(main, ["scenario", str(tmp_path / "no-existe.yaml")]).exit_code == 2


def test_a_marcha_target_that_is_not_an_open_marcha_below(tmp_path):
    scenario = (ROOT / "tests" / "engine" / "scenarios" / "marchas-objetivo-una-marcha-al-empezar.yaml").read_text(
        encoding="utf-8")
    lines = scenario.splitlines()
    entry = "carta: apagon-prueba, objetivos: [marcha 1]"
    line = next(i for i, text in enumerate(lines, 1) if entry in text)
    for wrong in ("marcha 3", "B.torso"):
        result, name = run(tmp_path, scenario.replace(entry, entry.replace("marcha 1", wrong)))
        assert result.message == (f"{name}:{line}: «{wrong}» no es una marcha abierta por debajo de esta: usa "
                                  "«marcha N»")


def test_counters_must_be_a_whole_number(tmp_path):
    result, name = run(tmp_path, HEADER.replace("B: {unidad: {torso: torso-t}}",
                                                "B: {unidad: {torso: {carta: torso-t, contadores: -1}}}")
                       + "acciones: []\n")
    assert result.message == f"{name}:10: «contadores» debe ser un número entero entre 0 y 10000"


def test_counters_are_a_fact_of_a_parte(tmp_path):
    result, name = run(tmp_path, HEADER.replace("B: {unidad: {torso: torso-t}}",
                                                "B: {unidad: {torso: {carta: torso-t, contadores: 2}}}")
                       + "acciones: []\nesperado: {B.torso.contadores: 3}\n")
    assert result.message == f"{name}:12: esperado «B.torso.contadores: 3», pero es 2"


def test_the_command_reports_failures_on_standard_output(tmp_path):
    """«FALLA» is the report of the run, not an error of the command: on stdout, in order, with the count."""
    (tmp_path / "a.yaml").write_text(HEADER + 'acciones:\n  - "B: pasar"\n', encoding="utf-8")
    (tmp_path / "b.yaml").write_text(HEADER + 'acciones:\n  - "A: pasar"\n  - "B: pasar"\n', encoding="utf-8")
    result = CliRunner().invoke(main, ["escenario", str(tmp_path), "--cartas", str(ROOT / "packs" / "nismatch")])
    assert result.exit_code == 1
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0] == f"FALLA: {tmp_path / 'a.yaml'}: prueba (regla 5.3.4)"
    assert lines[1] == (f"  {tmp_path / 'a.yaml'}:12: la acción 1 «B: pasar» no es legal: B no tiene la prioridad: A "
                        "actúa en la Fase Principal 1")
    assert lines[2] == f"ok: {tmp_path / 'b.yaml'}: prueba (regla 5.3.4)"
    assert lines[3] == "2 escenarios: 1 correcto, 1 fallido"
