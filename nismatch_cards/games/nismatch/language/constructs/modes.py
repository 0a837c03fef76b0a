"""Game modes and bans on pilots: «En Batalla Real, …» and «Solo en 2vs2.» as a condition (rulebook 5.1,
docs/rulings.md 109), a ban written with its duration first («Este turno no puedes declarar Guerrillas»), and the
bans of a Pasiva, which last while it applies («los oponentes no pueden declararte una Guerrilla», docs/rulings.md
110)."""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..nodes import Activity, Node, Player
from .effects_control import Restrict

#: The modes of the pack's ruleset (packs/nismatch/ruleset.yaml, «modos»): the words, the id, the printed name.
MODES = {"batalla real": ("batalla_real", "Batalla Real"), "2vs2": ("2v2", "2vs2"), "1vs1": ("1v1", "1vs1")}

MODE_GRAMMAR = """
%extend test: game_mode
%extend condition: game_mode -> condition_if
game_mode: ("se juega" | "se juegue")? "en" mode_name
!mode_name: "batalla real" | "2 vs 2" | "1 vs 1"
"""


@construct(
    "condición", "Modo de juego",
    grammar=MODE_GRAMMAR,
    summary="«En Batalla Real, …», «En 2vs2, …», «Solo en 2vs2.» (también «En una Batalla Real», «En partidas de "
            "2vs2», «Si se juega en 1vs1»): la habilidad solo vale en ese modo de juego, el que se eligió al "
            "empezar la partida (5.1). Es una condición, y se imprime «Si se juega en Batalla Real» («Mientras se "
            "juegue en …» en una Pasiva): en los otros modos una habilidad con coste no se puede activar, una "
            "Disparado no salta y una Pasiva no hace nada (docs/rulings.md 109).",
    examples=(
        ("Si se juega en Batalla Real; Cuando tu oponente declare una Guerrilla; gana 1 CAR",
         "Escrita también «En Batalla Real, cada vez que un oponente declare una Guerrilla, gana 1 CAR»: una "
         "Disparado que solo salta en Batalla Real; en 1vs1 y 2vs2 no salta nunca."),
        ("CAR 1 | Si se juega en 2vs2; Selecciona a tu compañero; tu compañero gana 2 CAR",
         "Escrita también «CAR 1 | Solo en 2vs2: selecciona a tu compañero; …»: solo se puede activar en una "
         "partida de 2vs2; en 1vs1 y Batalla Real, no (5.1)."),
        ("Mientras se juegue en Batalla Real; tu Unidad gana +1 DEF",
         "Una Pasiva: tu Unidad tiene 1 DEF más en las partidas de Batalla Real, y ninguna en las demás."),
    ),
)
@dataclass(frozen=True)
class GameMode(Node):
    """The game is played in ``mode`` (an id of the ruleset's «modos»: ``1v1``, ``2v2``, ``batalla_real``)."""

    mode: str

    def text(self, ctx) -> str:
        name = next(printed for key, printed in MODES.values() if key == self.mode)
        return f"{'se juegue' if ctx.subjunctive else 'se juega'} en {name}"

    def holds(self, g, p: int, source: int) -> bool:
        return g.mode == self.mode


@builds("game_mode")
def _game_mode(children):
    return GameMode(MODES[children[-1]][0])


@builds("mode_name")
def _mode_name(children):
    return " ".join(str(children[0]).replace("vs", " vs ").split()).replace(" vs ", "vs")  # «2 vs 2» is «2vs2»

