"""Who acts, and the Guerrilla, in other people's words: both Unidades of a team at once («Tu Unidad y la de tu
compañero ganan +2 DEF …», rulebook 5.1) and a Guerrilla declared against the pilot who has claimed the most
Botines de Guerra (2②, 5.3.5; docs/rulings.md 166–167). The other wordings of this kind (mode headers in every
order, «solo si eres el atacante», «cada jugador», «tú robas otra más») are lexicon lines
(packs/nismatch/lexico.yaml, «pilots-battle»)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Player
from .modes import MODES, GameMode
from .effects_parts import StatChange, Unit
from .triggers import PlayerEvent, PlayerEventKind

if TYPE_CHECKING:
    from ..seam import GameSide

# --- «Tu Unidad y la de tu compañero ganan …» ---------------------------------------------------------------


@construct(
    "selección", "Tu Unidad y la de tu compañero",
    grammar="pilots_battle/team.lark",
    summary="«Tu Unidad y la de tu compañero ganan +2 DEF hasta el final del turno» (también «Tu Unidad y la de tu "
            "aliado obtienen …», «las Unidades de tu equipo ganan …»): el cambio de estadísticas es de las dos "
            "Unidades del equipo, la tuya y la de tu compañero (2vs2, 5.1), cada una con el suyo; un «+1 DEF» sin "
            "sujeto detrás también es de las dos. En 1vs1 y Batalla Real no tienes compañero: solo cambia tu "
            "Unidad (docs/rulings.md 166).",
    examples=(
        ("Si se juega en 2vs2; tu Unidad y la de tu compañero ganan +2 DEF hasta el final del turno",
         "Escrita también «Solo en 2vs2: tu Unidad y la de tu compañero ganan +2 DEF hasta el final del turno»: tu "
         "Unidad y la de tu compañero tienen 2 DEF más hasta la Fase Final."),
        ("CAR 2 | Tu Unidad y la de tu compañero ganan +1 FUE y +1 DEF hasta el final del turno",
         "Las dos Unidades del equipo ganan 1 FUE y 1 DEF hasta el final del turno; sin compañero, solo la tuya."),
        ("Tu Unidad y la de tu compañero ganan +1 VEL",
         "Una Pasiva: mientras esta Parte esté equipada y activa, tu Unidad y la de tu compañero tienen 1 VEL más."),
    ),
)
@dataclass(frozen=True)
class TeamUnits(Unit):
    """Your Unidad and your teammates' (``Player.TEAM``): a :class:`~.effects_parts.Unit` whose pilots the engine
    reads as every pilot of your team (``Selections.players``)."""

    player: Player = Player.TEAM
    plural = True  # «ganan», as a plural selection

    def text(self, ctx) -> str:
        return "tu Unidad y la de tu compañero"


@builds("unit_team")
def _unit_team(children):
    return TeamUnits()


# --- «Cuando declares una Guerrilla contra el piloto que más Botines de Guerra haya reclamado» ------------------


@construct(
    "disparador", "Cuando declares una Guerrilla contra el que más Botines ha reclamado",
    grammar="pilots_battle/against_leader.lark",
    summary="«Cuando declares una Guerrilla contra el oponente que haya reclamado más Botines de Guerra» (o «… que "
            "tenga más Botines de Guerra», «… con más Botines»): salta cuando declaras una Guerrilla (5.3.5) y el "
            "defensor es, en ese momento, el oponente que más Botines de Guerra ha reclamado (2②); con empate, "
            "cualquiera de los empatados vale. «contra el piloto que más Botines de Guerra haya reclamado» compara "
            "con todos los pilotos, tú también: si tú tienes más que nadie, no salta, porque no puedes declararte "
            "una Guerrilla a ti mismo (docs/rulings.md 167).",
    examples=(
        ("Cuando declares una Guerrilla contra el oponente que haya reclamado más Botines de Guerra; roba una carta",
         "Escrita también «Cuando declares una Guerrilla contra el oponente con más Botines, roba una carta»: atacar "
         "al oponente que va ganando te da una carta."),
        ("Si se juega en Batalla Real; Cuando declares una Guerrilla contra el piloto que haya reclamado más Botines "
         "de Guerra; tu Unidad gana +2 FUE hasta el final de la fase",
         "Escrita también «En Batalla Real, cuando declares una Guerrilla contra el piloto que más Botines de Guerra "
         "haya reclamado, …»: si tú vas en cabeza sin empate, no salta."),
    ),
)
@dataclass(frozen=True)
class DeclaredOnLeader(PlayerEvent):
    """You declare a Guerrilla (``PlayerEventKind.DECLARES``) and its defender has claimed the most Botines de
    Guerra, ties included: of your opponents, or of every pilot, you too (``of_all``, «el piloto que …»;
    docs/rulings.md 167)."""

    player: Player = Player.YOU
    event: PlayerEventKind = PlayerEventKind.DECLARES
    of_all: bool = False

    def text(self, ctx) -> str:
        who = "el piloto" if self.of_all else "el oponente"
        return f"Cuando declares una Guerrilla contra {who} que haya reclamado más Botines de Guerra"

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        if not PlayerEvent.matches(self, g, owner, source, kind, card, player, what):
            return False
        rivals = g.players(Player.EACH if self.of_all else Player.EACH_OPPONENT, owner)
        target = g.guerrilla_target
        if target not in rivals:
            return False
        return g.pilots[target].claimed == max(g.pilots[q].claimed for q in rivals)  # claimed, 2②


@builds("declared_on_leader")
def _declared_on_leader(children):
    return DeclaredOnLeader(of_all=children[-1])


@builds("lp_opponent")
def _leader_opponent(children):
    return False


@builds("lp_pilot")
def _leader_pilot(children):
    return True  # «el piloto que …»: of every pilot, you too


@builds("lh_first", "lh_after")
def _leader_has(children):
    return None


# --- «En 2vs2 y Batalla Real, …» ------------------------------------------------------------------------------


@construct(
    "condición", "En dos modos de juego",
    grammar="pilots_battle/two_modes.lark",
    summary="«En 2vs2 y Batalla Real, …», «En partidas 2vs2 o de Batalla Real, …», «Si jugáis 2vs2 o Batalla Real»: "
            "como «Modo de juego», pero la habilidad vale en cualquiera de los dos modos nombrados (5.1) y en el "
            "otro no; la «y» es la de «en estas partidas y en esas», no la de dos modos a la vez (una partida se "
            "juega en un solo modo). Se imprime «Si se juega en 2vs2 o Batalla Real» (docs/rulings.md 168).",
    examples=(
        ("Si se juega en 2vs2 o Batalla Real; la Unidad de cada oponente pierde 1 VEL",
         "Escrita también «En 2vs2 y Batalla Real, las Unidades de tus oponentes tienen -1 VEL»: una Pasiva que no "
         "hace nada en 1vs1."),
    ),
)
@dataclass(frozen=True)
class GameModes(GameMode):
    """The game is played in ``mode`` or in ``also`` (ids of the ruleset's «modos»)."""

    also: str = ""

    def text(self, ctx) -> str:
        names = [next(printed for key, printed in MODES.values() if key == m) for m in (self.mode, self.also)]
        return f"{'se juegue' if ctx.subjunctive else 'se juega'} en {names[0]} o {names[1]}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        return g.mode == self.mode or g.mode == self.also


_ORDER = ("1v1", "2v2", "batalla_real")


@builds("game_modes")
def _game_modes(children):
    return children[-1]


@builds("mode_pair")
def _mode_pair(children):
    words = re.split(r" [oy] (?:de |en )?", str(children[0]))
    first, second = (MODES[" ".join(w.replace("vs", " vs ").split()).replace(" vs ", "vs")][0] for w in words)
    first, second = sorted((first, second), key=_ORDER.index)  # one printing, whichever was written first
    return GameModes(first, second)
