"""The battle of a Guerrilla as designers write about it (rulebook 5.3.5): «Si has declarado una Guerrilla este
turno», the result of the battle before its damage («Si el resultado de la batalla es negativo, …»), the damage
your own Unidad receives («reduce en 2 el daño que reciba tu Unidad en esta batalla»), the stat a Unidad fights
with («tu Unidad usa su VEL en lugar de su FUE»), the Parte that receives the damage and who chooses it («el daño
de esta batalla se hace a la Parte seleccionada», «tú eliges qué Parte de tu Unidad recibe el daño»), and a cap
(«Tu Unidad no recibe más de 3 puntos de daño por batalla»). docs/rulings.md 122–127.

The engine reads them in ``Combat._battle`` through :func:`fighting_stat`, :func:`battle_cap`,
:func:`forced_part` and :func:`chooser`; a battle without such effects pays one test of ``Game.mods`` per
pilot.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..nodes import Node, Noun, Place, Stat
from .rule_changes import ATTACKER, DEFENDER, BattleDamage, _Receiver, _values
from .selection import FilterClash, It, Target

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution

#: «tu Unidad» as the receiver of a :class:`BattleDamage` (the controller's own Unidad, attacking or defending).
YOU = "tu"

# --- «Si has declarado una Guerrilla este turno» ------------------------------------------------------------


@construct(
    "condición", "Haber declarado una Guerrilla este turno",
    grammar="battle/declared.lark",
    summary="«Si has declarado una Guerrilla este turno» (o «Si declaraste una Guerrilla», «Si ya has declarado una "
            "Guerrilla»): se cumple para el piloto activo desde que declara su Guerrilla (5.3.5) hasta el final de "
            "su turno, también después de la batalla, en la Fase Principal 2 y la Fase Final; nunca en el turno "
            "de otro piloto (docs/rulings.md 122). Sin «este turno» dice lo mismo: solo se declara una Guerrilla "
            "en el propio turno.",
    examples=(
        ("CAR 1 | Si has declarado una Guerrilla este turno; roba una carta",
         "Normal: en tu Fase Principal 2, si atacaste en la Fase de Guerrilla, robas una carta."),
        ("CAR 2 | Si has declarado una Guerrilla este turno; Selecciona una Parte de la Unidad defensora; "
         "desactívala",
         "Escrita «Si declaraste una Guerrilla este turno; …»: desactivas una Parte de quien defiende, durante la "
         "Guerrilla o después."),
    ),
)
@dataclass(frozen=True)
class DeclaredGuerrilla(Node):
    """You are the active pilot and declared the Guerrilla of this turn (5.3.5)."""

    def text(self, ctx) -> str:
        return f"{'hayas' if ctx.subjunctive else 'has'} declarado una Guerrilla este turno"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        """Engine: ``guerrilla_target`` is set by the declaration and cleared when the next turn starts."""
        return p == g.active and g.guerrilla_target >= 0


@builds("declared_guerrilla")
def _declared_guerrilla(children):
    return DeclaredGuerrilla()


# --- the battle's damage: its result, your own Unidad, «N de daño» ---------------------------------------------


@construct(
    "efecto", "El resultado de la batalla y el daño de tu Unidad",
    grammar="battle/damage.lark",
    summary="Más maneras de «Cambiar el daño de la batalla» (5.3.5): con el resultado delante, «Si el resultado de "
            "la batalla es negativo, la Unidad atacante recibe 1 punto de daño adicional» (negativo: el daño es "
            "para el atacante; positivo: para el defensor; así que se lee «el atacante recibe 1 punto de daño "
            "más», y un resultado que contradice a quien recibe el daño no se acepta); con tu propia Unidad, «Reduce "
            "en 2 el daño que reciba tu Unidad en esta batalla» (o «El daño que reciba tu Unidad en esta batalla se "
            "reduce en 2», «Tu Unidad recibe 2 puntos de daño menos»), que vale ataques o defiendas; y «2 de daño "
            "adicional» por «2 puntos de daño más» (docs/rulings.md 123). Como el resto de cambios del daño de la "
            "batalla, solo en una habilidad de Guerrilla o usada durante una Guerrilla (NM117).",
    examples=(
        ("CAR 1 | Tu Unidad recibe 2 puntos de daño menos",
         "Escrita «Reduce en 2 el daño que reciba tu Unidad en esta batalla»: atacando o defendiendo, si la batalla "
         "te hace 3 puntos de daño, la Parte elegida recibe 1."),
        ("CAR 2 | Si eres el defensor; el atacante recibe 1 punto de daño más",
         "Escrita «Si eres el piloto defensor y el resultado de la batalla es negativo, la Unidad atacante recibe 1 "
         "punto de daño adicional»: solo un resultado negativo daña al atacante (5.3.5)."),
    ),
)
@dataclass(frozen=True)
class _BattleDamageForms(Node):
    """A marker for the documentation: these phrasings build :class:`BattleDamage` (constructs/rule_changes.py)."""

    @staticmethod
    def shown_in(ability) -> bool:
        return any(isinstance(node, BattleDamage) for node in ability.walk())


@dataclass(frozen=True)
class _Result:
    """«el resultado … es negativo»: who receives the battle's damage then (the builders' own value)."""

    receiver: str


@builds("result_sign")
def _result_sign(children):
    return _Result(ATTACKER if str(children[0]) == "negativo" else DEFENDER)


@builds("battle_result")
def _battle_result(children):
    return next(c for c in children if isinstance(c, _Result))


class ResultClash(FilterClash):
    """«Si el resultado es negativo, el defensor recibe …»: with that result that Unidad receives no damage."""

    def __init__(self, result: str, receiver: str):
        Exception.__init__(self)
        self.result, self.receiver = result, receiver

    def error(self, text: str) -> tuple[str, int, str]:
        from ..lexer import normalise

        sign = "negativo" if self.result == ATTACKER else "positivo"
        column = normalise(text).find("resultado") + 1
        if self.receiver == YOU:
            return (f"con un resultado {sign} el daño es para el {self.result} (5.3.5): «tu Unidad» no dice si eres "
                    "tú", column, f"escribe «Si eres el {self.result}; tu Unidad recibe …» o «el {self.result} "
                    "recibe …»")
        return (f"con un resultado {sign} el daño es para el {self.result} (5.3.5): el {self.receiver} no recibe "
                "daño de la batalla", column, f"escribe «el {self.result} recibe …» o cambia el resultado")


@builds("bd_result")
def _bd_result(children):
    result = next(c for c in children if isinstance(c, _Result))
    damage = next(c for c in children if isinstance(c, BattleDamage))
    if damage.receiver is None:
        return BattleDamage(damage.n, result.receiver)
    if damage.receiver != result.receiver:
        raise ResultClash(result.receiver, damage.receiver)
    return damage


@builds("br_you")
def _br_you(children):
    return _Receiver(YOU)


def _change(children, sign: int) -> BattleDamage:
    n = next(v for v in _values(children) if isinstance(v, int))
    return BattleDamage(sign * n, next(c.who for c in children if isinstance(c, _Receiver)))


@builds("bd_less")
def _bd_less(children):
    return _change(children, -1)


@builds("bd_more")
def _bd_more(children):
    return _change(children, 1)


@builds("take_verb")
def _take_verb(children):
    return None


# --- «tu Unidad usa su VEL en lugar de su FUE» -------------------------------------------------------------------


BATTLE_STATS = {Stat.FUE: 0, Stat.DEF: 1, Stat.VEL: 2}
USES_ONLY = "«usa su VEL en lugar de su FUE» solo vale durante una batalla"
USES_NOTHING = "la batalla solo lee la FUE del atacante y la DEF del defensor (5.3.5)"


@construct(
    "efecto", "Luchar con otra estadística",
    grammar="battle/uses.lark",
    summary="«Durante esta batalla, tu Unidad usa su VEL en lugar de su FUE» (o «… utiliza su DEF en lugar de su FUE», "
            "«tu Unidad usa su VEL como FUE», «calcula el daño que haces usando tu VEL en lugar de tu FUE»): la "
            "batalla resta la DEF del defensor a la FUE del atacante (5.3.5); con esto, para tu Unidad lee la otra "
            "estadística, con el valor que tenga al librarse la batalla. Cambiar la FUE solo cuenta si atacas y la "
            "DEF si defiendes; la VEL no se lee, y cambiarla no dice nada (NM155, docs/rulings.md 124). Dura hasta "
            "el final de la batalla: solo en una habilidad de Guerrilla o usada durante una Guerrilla (NM117).",
    examples=(
        ("CAR 2 | Tu Unidad usa su VEL en lugar de su FUE en esta batalla",
         "De Guerrilla, al atacar: con 2 FUE y 5 VEL, la batalla resta la DEF del defensor a 5."),
        ("CAR 1 | Si eres el defensor; tu Unidad usa su VEL en lugar de su DEF en esta batalla",
         "Al defender, la FUE del atacante se compara con tu VEL en lugar de con tu DEF."),
    ),
)
@dataclass(frozen=True)
class BattleUses(Node):
    """In the battle of the Guerrilla in course, the controller's Unidad uses stat ``used`` instead of ``instead``."""

    used: Stat
    instead: Stat

    battle_only = USES_ONLY

    def text(self, ctx) -> str:
        return f"tu Unidad usa su {self.used.value.upper()} en lugar de su {self.instead.value.upper()} en esta batalla"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """What the battle gains: the used stat's value over the replaced one, while fighting."""
        g, p = ev.game, ev.p
        if g.guerrilla_state != 1 or p not in (g.active, g.guerrilla_target):
            return 0.0
        gain = g.stat(p, BATTLE_STATS[self.used]) - g.stat(p, BATTLE_STATS[self.instead])
        return 0.5 * ev.W_CAR_GAIN * gain

    def run(self, g: GameSide, r: Resolution) -> None:
        """Engine: a ``BATTLE_USES`` Mod read when the battle is fought (:func:`fighting_stat`)."""
        g.add_battle_mod(BATTLE_USES, BATTLE_STATS[self.instead] * 3 + BATTLE_STATS[self.used], r.controller, -1,
                         r.controller, r.source)


@builds("battle_uses")
def _battle_uses(children):
    used, instead = [c for c in children if isinstance(c, Stat)]
    return BattleUses(used, instead)


@builds("use_verb", "battle_during")
def _battle_filler(children):
    return None


def uses_problems(ability) -> list:
    """NM155: «usa su FUE en lugar de su FUE», «… en lugar de su VEL»: nothing the battle reads changes."""
    return [(e, USES_NOTHING, "escribe «en lugar de su FUE» (al atacar) o «en lugar de su DEF» (al defender)")
            for e in ability.simple_effects()
            if type(e) is BattleUses and (e.used is e.instead or e.instead is Stat.VEL)]


# --- the Parte that receives the damage, and who chooses it ------------------------------------------------------


TARGET_ONLY = "el daño de la batalla solo se lleva a una Parte durante una Guerrilla"
CHOOSER_ONLY = "quién elige la Parte que recibe el daño de la batalla solo cambia durante una Guerrilla"


@construct(
    "efecto", "La Parte que recibe el daño de la batalla",
    grammar="battle/target.lark",
    summary="«Selecciona una Parte de la Unidad defensora; el daño de esta batalla se hace a ella» (o «… se le hace a "
            "ella», «… se hace a la Parte seleccionada», «la Parte seleccionada recibe el daño de esta batalla»): "
            "el daño de la batalla (5.3.5) va a esa Parte sin que nadie elija, si sigue equipada en la Unidad que lo "
            "recibe; si no, o si el resultado daña a la otra Unidad, se elige como siempre (docs/rulings.md 125). "
            "Solo en una habilidad de Guerrilla o usada durante una Guerrilla (NM117).",
    examples=(
        ("CAR 2 | Selecciona una Parte de la Unidad defensora; el daño de esta batalla se hace a ella",
         "Al atacar: si ganas la batalla, su daño va a la Parte que elegiste al activarla, aunque tenga más PG."),
    ),
)
@dataclass(frozen=True)
class BattleTarget(Node):
    """The battle's damage goes to ``target`` (the Parte selected before) while it is on the receiving Unidad."""

    accepts = ((Noun.PART, Noun.CARD), (Place.UNIT,))
    battle_only = TARGET_ONLY

    target: Target = It()

    def text(self, ctx) -> str:
        return f"el daño de esta batalla se hace a {self.target.text(ctx)}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """On an enemy Parte, what the damage of a won battle would do to it; on one's own, its opposite."""
        g = ev.game
        diff = g.stat(g.active, 0) - g.stat(g.guerrilla_target, 1) if g.guerrilla_state == 1 else 0
        return 0.5 * ev.damage_score(inst, abs(diff)) if diff else 0.0

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            g.add_battle_mod(BATTLE_TARGET, 0, -1, inst, r.controller, r.source)


@builds("battle_target")
def _battle_target(children):
    return BattleTarget(It())


@builds("battle_it")
def _battle_it(children):
    return None


@construct(
    "efecto", "Quién elige la Parte que recibe el daño de la batalla",
    summary="«Tú eliges qué Parte de tu Unidad recibe el daño de esta batalla» (o «… de la Unidad atacante», «… del "
            "defensor», sin Unidad: la que lo reciba; con el resultado delante: «Si el resultado de esta batalla es "
            "negativo; tú eliges …»): en la batalla (5.3.5) elige la Parte quien controla la habilidad, y no el "
            "piloto que hace el daño; el daño sigue siendo de quien gana la batalla, con su Botín de Guerra "
            "(docs/rulings.md 126). Un resultado negativo daña al atacante y uno positivo al defensor. Solo en una "
            "habilidad de Guerrilla o usada durante una Guerrilla (NM117).",
    examples=(
        ("CAR 1 | Si eres el atacante; tú eliges qué Parte de tu Unidad recibe el daño de esta batalla",
         "Si la batalla acaba en negativo, eliges tú cuál de tus Partes recibe su daño, y no el defensor."),
        ("CAR 1 | Si el resultado de la batalla es negativo, tú eliges qué Parte de tu Unidad recibe el daño de "
         "esta batalla",
         "Atacando, si la DEF del defensor supera tu FUE, eliges tú cuál de tus Partes recibe el daño."),
    ),
)
@dataclass(frozen=True)
class BattleChooser(Node):
    """The controller chooses the Parte of ``whose`` Unidad (YOU, ATTACKER, DEFENDER; None: either) that receives
    the battle's damage; ``result`` (ATTACKER: negative, DEFENDER: positive) limits it to that result."""

    whose: str | None = None
    result: str | None = None

    battle_only = CHOOSER_ONLY

    def text(self, ctx) -> str:
        whose = {None: "", YOU: " de tu Unidad", ATTACKER: " de la Unidad atacante",
                 DEFENDER: " de la Unidad defensora"}[self.whose]
        chooser = f"tú eliges qué Parte{whose} recibe el daño de esta batalla"
        if self.result is None:
            return chooser
        sign = "negativo" if self.result == ATTACKER else "positivo"
        return f"si el resultado de la batalla es {sign}, {chooser}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """Choosing where one's own Unidad takes the damage is worth a little; the enemy's, a little more."""
        return 0.3 * ev.W_CAR_GAIN

    def run(self, g: GameSide, r: Resolution) -> None:
        """Engine: a ``BATTLE_CHOOSER`` Mod read when the battle deals its damage (:func:`chooser`)."""
        receiver = {None: -1, YOU: r.controller, ATTACKER: g.active, DEFENDER: g.guerrilla_target}[self.whose]
        result = {None: 0, ATTACKER: 1, DEFENDER: 2}[self.result]
        g.add_battle_mod(BATTLE_CHOOSER, receiver * 3 + result if receiver >= 0 else -3 + result, r.controller, -1,
                         r.controller, r.source)


@dataclass(frozen=True)
class _Whose:
    """Whose Unidad's Parte is chosen (the builders' own value)."""

    who: str


@builds("cw_you")
def _cw_you(children):
    return _Whose(YOU)


@builds("cw_attacker")
def _cw_attacker(children):
    return _Whose(ATTACKER)


@builds("cw_defender")
def _cw_defender(children):
    return _Whose(DEFENDER)


@builds("battle_chooser")
def _battle_chooser(children):
    whose = next((c.who for c in children if isinstance(c, _Whose)), None)
    result = next((c.receiver for c in children if isinstance(c, _Result)), None)
    if result is not None and whose in (ATTACKER, DEFENDER) and whose != result:
        raise ResultClash(result, whose)
    return BattleChooser(whose, result)


# --- «Tu Unidad no recibe más de 3 puntos de daño por batalla» ---------------------------------------------------


CAP_PASIVA = "«por batalla» vale en cada Guerrilla: es una habilidad Pasiva"
HINT_CAP_PASIVA = "cambia la etiqueta a «pasiva»; o escribe «en esta batalla» para la batalla de ahora"
CAP_ONLY = "«no recibe más de N puntos de daño en esta batalla» solo vale durante una Guerrilla"


@construct(
    "efecto", "Límite del daño de la batalla",
    grammar="battle/cap.lark",
    summary="«Tu Unidad no recibe más de 3 puntos de daño por batalla» (o «… no puede recibir más de 3 puntos de daño "
            "en cada batalla», «… por batalla de Guerrilla», «… 3 de daño …»): una Pasiva que limita el daño que "
            "la batalla de cada Guerrilla (5.3.5) hace a tu Unidad, atacando o defendiendo, después de sumar y "
            "restar sus cambios; con varios límites vale el menor (docs/rulings.md 127). «… en esta batalla» es "
            "el de la batalla de ahora, en una habilidad de Guerrilla (NM117); «por batalla» fuera de una Pasiva "
            "es NM154.",
    examples=(
        ("Tu Unidad no recibe más de 3 puntos de daño por batalla",
         "Una Pasiva: si la batalla de una Guerrilla fuera a hacer 5 puntos de daño a una Parte de tu Unidad, "
         "hace 3."),
        ("CAR 1 | Si eres el defensor; tu Unidad no recibe más de 1 punto de daño en esta batalla",
         "De Guerrilla, al defender: el atacante te hace como mucho 1 punto de daño en esta batalla."),
    ),
)
@dataclass(frozen=True)
class BattleCap(Node):
    """The battle deals at most ``n`` damage to the controller's Unidad: in each Guerrilla (``each``, a Pasiva) or
    in the one being fought."""

    n: int
    each: bool = True

    def text(self, ctx) -> str:
        points = "punto" if self.n == 1 else "puntos"
        return f"tu Unidad no recibe más de {self.n} {points} de daño {'por' if self.each else 'en esta'} batalla"

    @property
    def battle_only(self):
        return None if self.each else CAP_ONLY

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        """Worth more the lower the cap: about one point of damage saved per Guerrilla."""
        return ev.W_CAR_GAIN * max(0.0, 1.5 - 0.2 * self.n)

    def run(self, g: GameSide, r: Resolution) -> None:
        """Engine: «en esta batalla» is a ``BATTLE_CAP`` Mod; «por batalla» is a Pasiva read by :func:`battle_cap`."""
        if not self.each:
            g.add_battle_mod(BATTLE_CAP, self.n, r.controller, -1, r.controller, r.source)


@builds("battle_cap")
def _battle_cap(children):
    n = next(v for v in _values(children) if isinstance(v, int))
    return BattleCap(n, each=next(c.each for c in children if isinstance(c, _When)))


@dataclass(frozen=True)
class _When:
    """«por batalla» (``each``) or «en esta batalla» (the builders' own value)."""

    each: bool


@builds("cap_each")
def _cap_each(children):
    return _When(True)


@builds("cap_this")
def _cap_this(children):
    return _When(False)


@builds("cap_verb", "cap_points")
def _cap_words(children):
    return None


def cap_problems(ability, passive: bool) -> list:
    """NM154: «por batalla» in an ability that is not a Pasiva (it would last one resolution, not each battle)."""
    if passive:
        return []
    return [(e, CAP_PASIVA, HINT_CAP_PASIVA) for e in ability.simple_effects() if type(e) is BattleCap and e.each]


def battle_problems(ability, passive: bool) -> list:
    """(code, node, message, hint) of this module's checks: NM154 and NM155."""
    return ([("NM154", *p) for p in cap_problems(ability, passive)]
            + [("NM155", *p) for p in uses_problems(ability)])


# --- engine ------------------------------------------------------------------------------------------------------

#: The ``Mod.stat`` of this module's Mods (engine.state: BATTLE_USES, BATTLE_TARGET, BATTLE_CHOOSER, BATTLE_CAP).
BATTLE_USES, BATTLE_TARGET, BATTLE_CHOOSER, BATTLE_CAP = 8, 9, 10, 11


def fighting_stat(g: GameSide, p: int, s: int) -> int:
    """The stat ``s`` (0 FUE of the attacker, 1 DEF of the defender) that ``p``'s Unidad fights with: another one
    where «tu Unidad usa su VEL en lugar de su FUE» says so (the last one resolved)."""
    used = s
    for m in g.mods:
        if m.stat == BATTLE_USES and m.pilot == p and m.amount // 3 == s:
            used = m.amount % 3
    return g.stat(p, used)


def battle_cap(g: GameSide, p: int) -> int:
    """The most damage the battle may deal to ``p``'s Unidad (-1: no cap): the lowest of its «en esta batalla»
    Mods and of the Pasivas «por batalla» of its equipped, active Partes."""
    caps = [m.amount for m in g.mods if m.stat == BATTLE_CAP and m.pilot == p]
    for inst in g.pilots[p].unit:
        if inst < 0 or g.deact[inst] or not g.cards[inst].has_passive:
            continue
        for ab in g.cards[inst].passives:
            caps += [e.n for e in ab.effects if type(e) is BattleCap and e.each and g.conditions_hold(p, inst, ab)]
    return min(caps) if caps else -1


def forced_part(g: GameSide, targets: list[int]) -> int:
    """The Parte among ``targets`` that «el daño de esta batalla se hace a ella» names (the last one resolved that
    is still the same card there), or -1."""
    found = -1
    for m in g.mods:
        if m.stat == BATTLE_TARGET and m.part in targets and m.serial == g.serial[m.part]:
            found = m.part
    return found


def chooser(g: GameSide, receiver: int, chooser_now: int) -> int:
    """Who chooses the Parte of ``receiver``'s Unidad that receives the battle's damage: ``chooser_now`` (5.3.5), or
    the controller of the last «tú eliges qué Parte … recibe el daño de esta batalla» that covers it."""
    result = 1 if receiver == g.active else 2  # the attacker receives on a negative result
    for m in g.mods:
        if m.stat == BATTLE_CHOOSER:
            who, wanted = divmod(m.amount, 3) if m.amount >= 0 else (-1, m.amount + 3)
            if (who < 0 or who == receiver) and wanted in (0, result):
                chooser_now = m.pilot
    return chooser_now
