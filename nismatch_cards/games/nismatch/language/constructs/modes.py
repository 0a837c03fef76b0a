"""Game modes and bans on pilots: «En Batalla Real, …» and «Solo en 2vs2.» as a condition (rulebook 5.1,
docs/rulings.md 109), a ban written with its duration first («Este turno no puedes declarar Guerrillas»), and the
bans of a Pasiva, which last while it applies («los oponentes no pueden declararte una Guerrilla», docs/rulings.md
110)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Activity, Node, Noun, Place, Player
from .durations import Duration
from .effects_control import Restrict
from .effects_parts import object_text, with_pronoun
from .selection import It, Target

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution

#: The modes of the pack's ruleset (packs/nismatch/ruleset.yaml, «modos»): the words, the id, the printed name.
MODES = {"batalla real": ("batalla_real", "Batalla Real"), "2vs2": ("2v2", "2vs2"), "1vs1": ("1v1", "1vs1")}


@construct(
    "condición", "Modo de juego",
    grammar="modes/mode.lark",
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

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        return g.mode == self.mode


@builds("game_mode")
def _game_mode(children):
    return GameMode(MODES[children[-1]][0])


@builds("mode_name")
def _mode_name(children):
    return " ".join(str(children[0]).replace("vs", " vs ").split()).replace(" vs ", "vs")  # «2 vs 2» is «2vs2»


BAN_OUTSIDE_PASIVA = "una prohibición sin duración solo vale en una Pasiva"
HINT_BAN_OUTSIDE_PASIVA = ("añade cuánto dura («hasta el final del turno», «este turno», «hasta el final de tu próximo "
                           "turno»), o cambia la etiqueta a «pasiva»")


@construct(
    "efecto", "Prohibir mientras dure una Pasiva",
    grammar="modes/ban.lark",
    summary="«<piloto> no puede <actividad>» sin duración, en una Pasiva: la prohibición vale mientras la Parte "
            "que la lleva está equipada y activa y se cumple su «Mientras …» (3.3, 4.1.2). Las actividades son las "
            "de «Prohibir», y una más: «declararte Guerrillas» («los oponentes no pueden declararte una Guerrilla», "
            "«no pueden atacarte»), que solo impide declarar una Guerrilla contra ti, no contra otro piloto (5.3.5, "
            "docs/rulings.md 110). En otra etiqueta, sin duración, `nismatch validar` dice: una prohibición sin "
            "duración solo vale en una Pasiva (NM138). Con la duración delante («Este turno no puedes declarar una "
            "Guerrilla») es «Prohibir» y se imprime con la duración detrás.",
    examples=(
        ("Cada oponente no puede declararte Guerrillas",
         "Escrita también «Los oponentes no pueden declararte una Guerrilla»: mientras esta Parte está equipada y "
         "activa, nadie te declara una Guerrilla, y tus oponentes sí pueden declarársela a otros pilotos."),
        ("Mientras no tengas Partes de tipo Torso equipadas; cada oponente no puede declararte Guerrillas",
         "Una Pasiva con su condición: solo mientras no tengas un Torso equipado no te pueden atacar."),
        ("Cada piloto no puede jugar Cartas de Apoyo",
         "Mientras esta Parte esté equipada y activa, ningún piloto, tampoco tú, puede jugar Cartas de Apoyo."),
    ),
)
@dataclass(frozen=True)
class Ban(Node):
    """«<piloto> no puede <actividad>» in a Pasiva: lasts while the Pasiva applies (docs/rulings.md 110)."""

    player: Player
    activity: Activity

    def text(self, ctx) -> str:
        from .conditions import PLAYER_WORDS
        from .effects_control import ACTIVITY_WORDS

        subject = "no puedes" if self.player is Player.YOU else f"{PLAYER_WORDS[self.player]} no puede"
        return f"{subject} {ACTIVITY_WORDS[self.activity]}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """Greedy bot: binding the others is worth a little, binding yourself costs as much."""
        return 1.5 if self.player is not Player.YOU else -1.5


def ban_problems(ability) -> list:
    """NM138: a ban without a duration in an ability that is no Pasiva (docs/rulings.md 110)."""
    return [(e, BAN_OUTSIDE_PASIVA, HINT_BAN_OUTSIDE_PASIVA) for e in ability.simple_effects() if type(e) is Ban]


@builds("ban_player")
def _ban_player(children):
    player, activity = [c for c in children if not hasattr(c, "start_pos")]
    return Ban(player, activity)


@builds("ban_you")
def _ban_you(children):
    (activity,) = [c for c in children if not hasattr(c, "start_pos")]
    return Ban(Player.YOU, activity)


@builds("act_declare_against")
def _act_declare_against(children):
    return Activity.DECLARE_AGAINST


@builds("restrict_you_first")
def _restrict_you_first(children):
    """«Este turno no puedes declarar una Guerrilla»: «Prohibir» with its duration written first."""
    duration, activity = [c for c in children if not hasattr(c, "start_pos")]
    return Restrict(Player.YOU, activity, duration)


@builds("restrict_player_first")
def _restrict_player_first(children):
    duration, player, activity = [c for c in children if not hasattr(c, "start_pos")]
    return Restrict(player, activity, duration)


@construct(
    "efecto", "No poder equiparla",
    grammar="modes/equip_ban.lark",
    summary="«No puedes equiparla <duración>» tras tomar una Parte («Selecciona una Parte de tu Depósito de "
            "Chatarra; añádela a tu mano. No puedes equiparla este turno»), o «No puedes equipar <selección> "
            "<duración>»: durante ese tiempo no puedes equipar esa Parte desde tu mano ni reequiparla desde un "
            "Taller (5.3.4); las demás, sí. Un efecto que la equipe («equípala») sí puede, como con «Prohibir» "
            "(docs/rulings.md 28, 111). Si la Parte deja el sitio donde estaba cuando se resolvió (la juegas, la "
            "descartas), es otra carta y la prohibición se acaba.",
    examples=(
        ("CAR 1 | Selecciona una Parte tuya en un Taller; repárale 2 PG y no puedes equiparla hasta el final del turno",
         "La Parte de tu Taller recupera 2 PG, pero este turno no puedes reequiparla aunque esté totalmente reparada "
         "(5.3.4)."),
        ("CAR 1 | Selecciona una Parte de tu Depósito de Chatarra; añádela a tu mano y no puedes equiparla hasta el "
         "final de tu próximo turno",
         "La Parte vuelve a tu mano, pero no la equipas ni este turno ni el siguiente (5.3.4)."),
    ),
)
@dataclass(frozen=True)
class EquipBan(Node):
    """«No puedes equiparla este turno»: you may not equip ``target`` (from the hand or a Taller) for ``duration``."""

    accepts = ((Noun.PART, Noun.CARD), tuple(p for p in Place if p not in (Place.UNIT, Place.MARCHAS)))

    target: Target
    duration: Duration

    def text(self, ctx) -> str:
        what = with_pronoun("equiparla", ctx) if isinstance(self.target, It) else \
            f"equipar {object_text(self.target, ctx)}"
        return f"no puedes {what} {self.duration.text(ctx)}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """Greedy bot: a Parte it cannot equip for a while is worth a little less in the hand."""
        return -0.1 * ev.part_value(inst)

    def run(self, g: GameSide, r: Resolution) -> None:
        if isinstance(self.target, It):  # «añádela a tu mano. No puedes equiparla»: the card taken, moved once since
            self.apply(g, r, [i for i, s in r.it if g.serial[i] in (s, s + 1)], None)
            return
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            g.add_unequippable(inst, self.duration, r.controller, r.source)


@builds("equip_ban_it", "equip_ban_sel")
def _equip_ban(children):
    parts = [c for c in children if not hasattr(c, "start_pos") and type(c) is not str]
    duration = parts.pop()
    return EquipBan(parts[0] if parts else It(), duration)
