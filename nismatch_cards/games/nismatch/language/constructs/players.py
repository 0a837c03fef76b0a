"""Players as targets: «Selecciona a un oponente; …» chooses a pilot on activation (rulebook 6.1), and what
follows names that pilot: «tu oponente», «ese piloto», «su Unidad», «de su mano».

The pronouns are bound when the ability is built (:func:`bind_players`): «ese piloto» and «su …» of a clause
whose subject is you become the pilot the requirement names («tu oponente», «tu compañero»), so the printed
reading says it plainly and the engine reads «tu oponente» as the one chosen (docs/rulings.md 13, 52).
"""
from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Player, Whose

if TYPE_CHECKING:
    from ..seam import GameSide


#: The pilot each kind of selection picks, as the rest of the ability names it.
WHOSE = {Player.OPPONENT: Whose.OPPONENT, Player.TEAMMATE: Whose.TEAMMATE}


@construct(
    "requisito", "Seleccionar a un piloto",
    grammar="players.lark",
    summary="«Selecciona a un oponente» (o «Elige a un oponente», «Selecciona la Unidad de un oponente»): al activar "
            "la habilidad eliges a un oponente, como se elige una Parte (6.1), y el resto del texto habla de ese "
            "piloto: «tu oponente», «ese piloto», «ese oponente», «su Unidad», «de su mano» (se imprime «tu "
            "oponente»). En 1vs1 es el único oponente y no se pregunta; en 2vs2 y Batalla Real, sin esta "
            "selección, «tu oponente» es cada oponente (docs/rulings.md 13). «Selecciona al oponente que haya "
            "reclamado más Botines de Guerra» solo deja elegir entre los que más tengan (con empate, eliges tú). "
            "Si al resolverse ese piloto ya no está en la partida, o ya no es el que más Botines tiene, la "
            "habilidad se resuelve sin efecto (6.1.1.1, docs/rulings.md 52). «Selecciona a tu compañero» (2vs2) "
            "pide tener un compañero en la partida. Sin un piloto seleccionado antes, «ese piloto» y «su Unidad» no "
            "nombran a nadie: `nismatch validar` lo dice (NM090).",
    examples=(
        ("CAR 2 | Selecciona a un oponente; tu oponente descarta una carta al azar",
         "En Batalla Real eliges a uno de los tres oponentes al activarla y, al resolverse, una carta al azar de "
         "su mano va a su Depósito de Chatarra, sin que nadie la elija: ni tú ves su mano ni él decide."),
        ("CAR 2 | Selecciona a un oponente; la Unidad de tu oponente pierde 3 DEF hasta el final del turno",
         "Se escribe también «Selecciona la Unidad de un oponente; pierde 3 DEF hasta el final del turno»: la DEF "
         "de la Unidad del oponente elegido baja 3 hasta la Fase Final; la de los demás no."),
        ("CAR 4 | Selecciona a un oponente; haz 2 puntos de daño a cada Parte de tu oponente equipada",
         "«… a cada Parte de su Unidad»: todas las Partes equipadas del oponente elegido reciben 2 puntos de daño; "
         "las de los demás oponentes, ninguno."),
        ("CAR 2 | Selecciona al oponente que haya reclamado más Botines de Guerra; tu oponente pierde 2 CAR",
         "Solo puedes elegir al oponente con más Botines reclamados (con empate, a uno de ellos); si al resolverse "
         "otro lo ha pasado, la habilidad no hace nada (6.1.1.1)."),
        ("CAR 1 | Selecciona a tu compañero; tu compañero gana 2 CAR",
         "En 2vs2 tu compañero gana 2 CAR; en 1vs1 y Batalla Real no tienes compañero y no puedes activarla."),
    ),
)
@dataclass(frozen=True)
class SelectPlayer(Node):
    """«Selecciona a un oponente»: ``who`` is OPPONENT or TEAMMATE; ``most_botines``: only those who have claimed
    the most Botines de Guerra («al oponente que haya reclamado más Botines de Guerra»)."""

    who: Player
    most_botines: bool = False
    #: «a un oponente que haya reclamado más Botines de Guerra que tú» (constructs/pilots_more.py, ruling 117)
    richer: bool = False

    def text(self, ctx) -> str:
        if self.richer:
            return "Selecciona a un oponente que haya reclamado más Botines de Guerra que tú"
        if self.most_botines:
            return "Selecciona al oponente que haya reclamado más Botines de Guerra"
        return "Selecciona a tu compañero" if self.who is Player.TEAMMATE else "Selecciona a un oponente"

    def options(self, g: GameSide, p: int) -> list[int]:
        """Engine: the pilots ``p`` may choose now (alive; the leaders in Botines when it says so)."""
        pilots = g.opponents(p) if self.who is Player.OPPONENT else g.players(Player.TEAMMATE, p)
        if self.most_botines and pilots:
            top = max(g.pilots[q].claimed for q in pilots)  # claimed, not those left in its pile (2②)
            pilots = [q for q in pilots if g.pilots[q].claimed == top]
        if self.richer:
            pilots = [q for q in pilots if g.pilots[q].claimed > g.pilots[p].claimed]
        return pilots

    def still_valid(self, g: GameSide, p: int, q: int) -> bool:
        """Engine: the pilot chosen on activation still fits on resolution (6.1.1.1, docs/rulings.md 52)."""
        return q in self.options(g, p)

    def bot_pick(self, g: GameSide, p: int, options: list[int]) -> int:
        """Bot: the pilot to pick. A teammate is helped; of the opponents, the one nearest to winning: most
        Botines de Guerra claimed (5 win, 2②), then the biggest hand, then the most Partes equipped."""
        if self.who is Player.TEAMMATE:
            return options[0]

        def threat(q: int) -> tuple:
            pilot = g.pilots[q]
            return pilot.claimed, len(pilot.hand), sum(1 for i in pilot.unit if i >= 0), -q
        return max(options, key=threat)


@builds("select_player")
def _select_player(children):
    return SelectPlayer(next(c for c in children if isinstance(c, Player)))


@builds("select_opponent_unit")
def _select_opponent_unit(children):
    return SelectPlayer(Player.OPPONENT)


@builds("select_leader")
def _select_leader(children):
    return SelectPlayer(Player.OPPONENT, most_botines=True)


@builds("pp_opponent")
def _pp_opponent(children):
    return Player.OPPONENT


@builds("pp_teammate")
def _pp_teammate(children):
    return Player.TEAMMATE


@builds("most_botines")
def _most_botines(children):
    return True


@builds("unit_teammate")
def _unit_teammate(children):
    from .effects_parts import Unit

    return Unit(Player.TEAMMATE)


@builds("unit_stat_name")
def _unit_stat_name(children):
    from ..nodes import Stat

    return Stat(str(children[0]).lower())


@builds("that_unit")
def _that_unit(children):
    from .effects_parts import Unit

    return Unit(Player.THAT)


@builds("stat_gain_that")
def _stat_gain_that(children):
    """«Selecciona a un oponente; su Unidad gana/tiene -2 DEF»: the Unidad of the pilot selected."""
    from .effects_parts import _stat

    return _stat(children[0], children[1:])


@builds("stat_lose_that")
def _stat_lose_that(children):
    """«Selecciona la Unidad de un oponente; (esa Unidad) pierde 3 DEF»: the Unidad of the pilot selected."""
    from .effects_parts import Unit, _stat

    if children and isinstance(children[0], Unit):
        return _stat(children[0], children[1:], sign=-1)
    # no subject: bare, as «-2 FUE»: of the Parte selected before if one was («Elige una Parte de un oponente;
    # pierde 2 FUE …»), else of the pilot's Unidad (bind_bare)
    return _stat(Unit(Player.THAT), children, sign=-1, bare=True)


@builds("car_gain_that")
def _car_gain_that(children):
    """«esa Unidad gana 2 puntos de Carga»: the Carga is its pilot's (4.1)."""
    from .effects_control import CarChange

    return CarChange(children[-1], Player.THAT)


@builds("car_lose_that")
def _car_lose_that(children):
    from .effects_control import CarChange

    return CarChange(children[-1], Player.THAT, lose=True)


# --- binding «ese piloto» and «su …» ----------------------------------------------------------------------


def bind_unit(requirements: tuple, effect: Node) -> Node:
    """``effect`` with each stat change written with no subject («tiene -2 DEF», «+1 FUE hasta …») made the
    selected pilot's Unidad's, after «Selecciona la Unidad de un oponente» or «Selecciona a un oponente» and no
    selected card: the Unidad chosen is what the clause is about, never yours (docs/rulings.md 180). With a
    selected card the bare change is that card's (:func:`~.effects_parts.bind_bare`)."""
    from .effects_parts import StatChange, Unit
    from .requirements import Select

    if not any(isinstance(r, SelectPlayer) for r in requirements) or any(isinstance(r, Select) for r in requirements):
        return effect
    if isinstance(effect, StatChange):
        mine = effect.bare and effect.subject == Unit(Player.YOU)
        return replace(effect, subject=Unit(Player.THAT)) if mine else effect
    inner = getattr(effect, "effects", None) if not hasattr(effect, "modes") else None
    if isinstance(inner, tuple):
        return replace(effect, effects=tuple(bind_unit(requirements, e) for e in inner))
    if hasattr(effect, "modes"):
        return replace(effect, modes=tuple(bind_unit(requirements, m) for m in effect.modes))
    return effect


def bind_players(requirements: tuple, effect: Node) -> tuple[tuple, Node]:
    """``requirements`` and ``effect`` with «ese piloto» and the «su …» of clauses whose subject is you bound, after
    a «Selecciona a un oponente», to the pilot it selects; unchanged when none selects one (the checks then say
    «ese piloto» names nobody)."""
    at = next((i for i, r in enumerate(requirements) if isinstance(r, SelectPlayer)), None)
    if at is None:
        at = next((i for i, r in enumerate(requirements) if _names_opponent(r)), None)
        if at is None:
            return requirements, effect
        who = Player.OPPONENT  # «Cuando tu oponente destruya esta Parte; … su Unidad»: the destroyer's (ruling 119)
    else:
        who = requirements[at].who
    later = tuple(_bind(r, who, mine=True) for r in requirements[at + 1:])
    if isinstance(requirements[at], SelectPlayer) and who is Player.OPPONENT:
        from ..meaning import selected_loses

        effect = selected_loses(effect, who)
    return (*requirements[:at + 1], *later), _bind(effect, who, mine=True)


def _names_opponent(requirement) -> bool:
    """Whether ``requirement`` is a trigger whose event names the opponent who did it («Cuando tu oponente destruya
    …», «Cuando tu oponente robe …»): its ``named_opponent`` gives back the pilot who acted."""
    names = getattr(requirement, "named_opponent", None)
    if getattr(getattr(requirement, "test", None), "declared", False):
        return True  # «Si tu oponente te declara una Guerrilla; … su Unidad»: the attacker's, «la de tu oponente»
    return names is not None and names(0) == 0


def _bind(value, who: Player, mine: bool):
    """``value`` with Player.THAT → ``who`` and, while the clause's subject is you (``mine``), «su» → theirs."""
    if isinstance(value, tuple):
        items = tuple(_bind(v, who, mine) for v in value)
        return items if any(a is not b for a, b in zip(items, value)) else value
    if value is Player.THAT:
        return who
    if value is Whose.THEIRS and mine:
        return WHOSE[who]
    if not isinstance(value, Node) or not is_dataclass(value):
        return value
    subject = getattr(value, "player", None)
    if isinstance(subject, Player) and subject is not Player.YOU:
        mine = False  # «ese piloto descarta una carta de su mano»: the subject's own
    changes = {}
    for f in fields(value):
        if f.name == "span":
            continue
        old = getattr(value, f.name)
        new = _bind(old, who, mine)
        if new is not old:
            changes[f.name] = new
    return replace(value, **changes) if changes else value
