"""Stats and durations as other designers write them: changes that last until the end of the Fase de Guerrilla or
of the next round, the stats of the Unidad that attacks or defends in the battle of now, and the stats of a Parte
that do not count for its Unidad (rulebook 4.3–4.5, 5.3.5, 5.4; docs/rulings.md 196–198)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Player, Stat, Timing
from .durations import Duration
from .effects_parts import StatChange, Unit
from .selection import It
from .timing import LongDuration

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


WORDS = {Timing.END_OF_GUERRILLA_PHASE: "hasta el final de la fase de Guerrilla",
         Timing.END_OF_NEXT_ROUND: "hasta el final de la próxima ronda"}


@construct(
    "duración", "Hasta el final de la fase de Guerrilla o de la próxima ronda",
    grammar="stats_more/durations.lark",
    summary="«hasta el final de la fase de Guerrilla» (o «de esta fase de Guerrilla»): acaba cuando termina la "
            "próxima Fase de Guerrilla que acabe, la de este turno si aún no ha acabado; con la batalla, porque "
            "«las Unidades se retiran y acaba la fase de Guerrilla» (5.3.5). Resuelta en tu Fase Principal 1, dura "
            "tu Guerrilla; resuelta después, la siguiente Guerrilla, aunque sea del turno de otro piloto "
            "(docs/rulings.md 196). «hasta el final de la próxima ronda» (o «de la siguiente ronda», «de la ronda "
            "siguiente»): dura lo que queda de esta ronda y toda la siguiente, y acaba antes de calcular el orden de "
            "la otra (5.4, docs/rulings.md 196).",
    examples=(
        ("CAR 1 | Tu Unidad gana +2 FUE hasta el final de la fase de Guerrilla",
         "Jugada en tu Fase Principal 1: tu Unidad ataca con 2 FUE más en la Guerrilla de este turno, y el cambio "
         "acaba con la batalla (5.3.5); en tu Fase Principal 2 ya no le queda ninguna."),
        ("CAR 3 | Tu Unidad gana +2 VEL hasta el final de la próxima ronda",
         "El +2 VEL cuenta al ordenar la ronda siguiente (5.4): juegas antes en ella, y se va al acabar esa ronda."),
    ),
)
@dataclass(frozen=True)
class LaterDuration(LongDuration):
    """A :class:`LongDuration` that ends with a Fase de Guerrilla or with the round after this one
    (``turns._next_round``, ``Turns._next_phase``)."""

    def text(self, ctx) -> str:
        return WORDS[self.timing]


@builds("d_end_of_guerrilla")
def _end_of_guerrilla(children):
    return LaterDuration(Timing.END_OF_GUERRILLA_PHASE)


@builds("d_end_of_next_round")
def _end_of_next_round(children):
    return LaterDuration(Timing.END_OF_NEXT_ROUND)


#: NM117's message for a fighter's Unidad outside a battle (constructs/rule_changes.py ``battle_problems``).
FIGHTER_ONLY = "«la Unidad atacante» y «la Unidad defensora» solo existen durante una Guerrilla"


@construct(
    "efecto", "La Unidad atacante o la defensora gana o pierde",
    grammar="stats_more/fighters.lark",
    summary="«la Unidad defensora pierde 1 DEF hasta …» (o «la Unidad del defensor», «la Unidad que defiende»; "
            "«la Unidad atacante gana +2 FUE …», «la del atacante», «la que ataca»): cambia las estadísticas de la "
            "Unidad del piloto que defiende (o ataca) en la Guerrilla declarada en esta Fase de Guerrilla (5.3.5), "
            "sea tuya o no; resuelta sin una Guerrilla declarada, no cambia nada (docs/rulings.md 197). Solo en una "
            "habilidad de Guerrilla o usada durante una Guerrilla («Cuando declares una Guerrilla», «Si eres el "
            "defensor»); si no, `nismatch validar` lo dice (NM117).",
    examples=(
        ("Cuando declares una Guerrilla; la Unidad defensora pierde 1 DEF hasta el final de la fase de Guerrilla",
         "Al declarar, la Unidad del piloto al que atacas defiende con 1 DEF menos en esta batalla (5.3.5)."),
        ("CAR 1 | Si eres el defensor; la Unidad atacante pierde 2 FUE hasta el final de la batalla",
         "De Guerrilla, al defender: la Unidad que te ataca resta a tu DEF 2 FUE menos."),
    ),
)
@dataclass(frozen=True)
class FighterUnit(Unit):
    """The Unidad of the pilot who attacks (``attacker``) or defends in the Guerrilla of this phase; its ``player``
    is that pilot seen from the controller when known, else ``Player.OPPONENT`` (what the bot assumes)."""

    attacker: bool = False
    battle_only = FIGHTER_ONLY

    def text(self, ctx) -> str:
        return "la Unidad atacante" if self.attacker else "la Unidad defensora"

    def pilots(self, g: GameSide, controller: int) -> list[int]:
        fighter = g.fighter(self.attacker)
        return [fighter] if fighter >= 0 and g.pilots[fighter].alive else []


@builds("unit_defender")
def _unit_defender(children):
    return FighterUnit(Player.OPPONENT, attacker=False)


@builds("unit_attacker")
def _unit_attacker(children):
    return FighterUnit(Player.OPPONENT, attacker=True)


_STATS = (Stat.FUE, Stat.DEF, Stat.VEL)


@construct(
    "efecto", "Las estadísticas de una Parte no cuentan",
    grammar="stats_more/muted.lark",
    summary="Tras «Selecciona una Parte …»: «su FUE y su DEF no cuentan para su Unidad hasta …» (o «su DEF no "
            "cuenta», «sus estadísticas no cuentan», «no otorga FUE ni DEF», «no otorga estadísticas», «no da su "
            "VEL», «deja de sumar su FUE»): hasta que acabe la duración, la Unidad de esa Parte no suma esas "
            "estadísticas de ella (4.3–4.5): ni las impresas ni los cambios que se le hayan dado o se le den («dale "
            "+2 FUE», «esta Parte gana +1 DEF»), como si estuviera Desactivada solo para ellas (4.1.2); la Parte "
            "sigue activa: genera o consume Carga y sus habilidades se usan. Si deja la Unidad, se acaba "
            "(docs/rulings.md 198). Con una duración siempre, como un cambio de estadísticas.",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu oponente; su FUE y su DEF no cuentan para su Unidad hasta el inicio de "
         "tu próximo turno",
         "Un Brazo de 3 FUE y 1 DEF deja de sumar a su Unidad hasta tu próxima Recarga (5.3.1), aunque después le "
         "den +1 FUE; sigue generando su Carga."),
        ("Guerrilla. CAR 1 | Selecciona una Parte de la Unidad defensora; su DEF no cuenta para su Unidad hasta el "
         "final de la batalla",
         "Escrita «… no otorga DEF durante esta batalla»: la Unidad defensora resta a tu FUE su DEF sin la de esa "
         "Parte (5.3.5)."),
    ),
)
@dataclass(frozen=True)
class MutedStats(Node):
    """The ``stats`` of the selected Partes (``subject``: ``It``) do not count for their Unidad for ``duration``
    (``Units.mute_part``)."""

    subject: Node
    stats: tuple
    duration: Duration | None = None

    def text(self, ctx) -> str:
        names = [f"su {s.value.upper()}" for s in self.stats]
        said = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " y " + names[-1]
        verb = "cuenta" if len(names) == 1 else "cuentan"
        duration = f" {self.duration.text(ctx)}" if self.duration is not None else ""
        return f"{said} no {verb} para su Unidad{duration}"

    def mask(self) -> int:
        return sum(1 << _STATS.index(s) for s in self.stats)

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.subject, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            g.mute_part(inst, self.mask(), self.duration, r.controller, r.source)

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """Like taking those stats away from the Parte: worth what its Unidad loses by it."""
        if not ev.active(inst):
            return 0.0
        g, owner = ev.game, ev.game.owner[inst]
        return sum(ev.stat_gain(StatChange(Unit(Player.YOU), s, -g.cards[inst].stats[_STATS.index(s)],
                                           self.duration), owner) for s in self.stats)

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return ev.on_cards(self, self.subject, it)


@builds("muted")
def _muted(children):
    stats = next(c for c in children if isinstance(c, tuple))
    duration = next((c for c in children if isinstance(c, Duration)), None)
    return MutedStats(It(), stats, duration)


@builds("muted_some")
def _muted_some(children):
    found = [c for c in children if isinstance(c, Stat)]
    return tuple(s for s in _STATS if s in found)


@builds("muted_all")
def _muted_all(children):
    return _STATS


class _Words:
    """The verb and «para su Unidad» of :class:`MutedStats`: words, no meaning of their own."""


@builds("muted_verb", "muted_give", "muted_to")
def _muted_words(children):
    return _Words()


#: NM117's message for «Cancela la batalla» outside a battle.
NO_DAMAGE_ONLY = "«cancela la batalla» solo vale durante una Guerrilla"
#: The ``Mod.stat`` of a cancelled battle (engine.state.BATTLE_CANCELLED; the language does not import the engine).
BATTLE_CANCELLED = 32


@construct(
    "efecto", "Cancelar la batalla",
    grammar="stats_more/no_damage.lark",
    summary="«Cancela la batalla» (o «Cancela la batalla en curso», «la batalla acaba sin daño», «la batalla no hace "
            "daño», «… termina sin que ninguna Unidad reciba daño», «Las Unidades se retiran sin hacerse daño», "
            "«Ninguna Unidad recibe daño en esta batalla»): la batalla de la Guerrilla declarada (5.3.5) no se "
            "libra: no se comparan FUE y DEF, ninguna Unidad recibe daño, nadie la gana y, contra una Unidad sin "
            "Partes, no se reclaman Botines; las Unidades se retiran y acaba la fase de Guerrilla. La Guerrilla sigue "
            "declarada (docs/rulings.md 197). Solo en una habilidad de Guerrilla o usada durante una Guerrilla "
            "(NM117); resuelta sin una batalla por librar, no hace nada.",
    examples=(
        ("CAR 2 | Si eres el defensor; cancela la batalla",
         "Escrita «Si tu Unidad es la defensora en esta batalla; la batalla acaba sin que ninguna Unidad reciba "
         "daño»: de Guerrilla, al defender, ni tu Unidad ni la atacante reciben daño, y nadie gana la batalla."),
    ),
)
@dataclass(frozen=True)
class BattleNoDamage(Node):
    """The battle declared now is not fought (``Combat._battle`` reads the ``BATTLE_CANCELLED`` Mod)."""

    battle_only = NO_DAMAGE_ONLY
    battle_hint = ("cambia la etiqueta a «guerrilla», que se usa durante la batalla (5.3.5), o empieza con «Si eres el "
                   "defensor» o «Cuando declares una Guerrilla»")

    def text(self, ctx) -> str:
        return "cancela la batalla"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """About a point of damage kept from whoever would lose the battle: worth it to the one losing it now."""
        g = ev.game
        attacker, defender = g.fighter(True), g.fighter(False)
        if attacker < 0 or defender < 0:
            return 0.0
        diff = g.stat(attacker, 0) - g.stat(defender, 1)
        loser = defender if diff > 0 else attacker if diff < 0 else -1
        if loser < 0:
            return 0.0
        return ev.W_CAR_GAIN * min(abs(diff), 3) * (1 if loser == ev.p else -1)

    def run(self, g: GameSide, r: Resolution) -> None:
        g.add_battle_mod(BATTLE_CANCELLED, 0, r.controller, -1, r.controller, r.source)


@builds("battle_no_damage")
def _battle_no_damage(children):
    return BattleNoDamage()


@builds("nobody_hurt")
def _nobody_hurt(children):
    return _Words()
