"""Effects on Partes: damage, destroy, repair, deactivate, activate, change stats, equip, exchange."""
from __future__ import annotations

from dataclasses import dataclass

from ..catalogue import builds, construct
from ..lexer import normalise, register_printed
from ..nodes import CountKind, Node, Noun, Place, Player, Stat
from .amounts import Amount, unit_rule
from .conditions import PLAYER_WORDS
from .durations import Duration
from .selection import Count, It, Target


#: Nouns of cards that can be on a Unidad (a «carta» there is a Parte).
ON_BOARD = (Noun.PART, Noun.CARD)


def pronoun_forms(*printed: str) -> str:
    """Grammar alternatives of verbs with a pronoun: «destrúyela» gives «destruyela | destruyelas |
    destruyelo | destruyelos»; «hazle» gives «hazle | hazles»."""
    forms = []
    for verb in printed:
        endings = ("le", "les") if verb.endswith("le") else ("la", "las", "lo", "los")
        spelt = [verb[:-2] + ending for ending in endings]
        register_printed(*spelt)
        forms += [normalise(f) for f in spelt]
    return "(" + " | ".join(f'"{f}"' for f in dict.fromkeys(forms)) + ")"


def with_pronoun(verb: str, ctx) -> str:
    """«destrúyela» agreed with what the pronoun refers to: «destrúyelas», «niégalo»…"""
    if verb.endswith("le"):
        return verb + ("s" if ctx.referent_plural() else "")
    base = verb[:-2] + ("la" if ctx.referent_feminine() else "lo")
    return base + ("s" if ctx.referent_plural() else "")


def object_text(target, ctx) -> str:
    return target.text(ctx)


GRAMMAR_DAMAGE = f"""
damage: {pronoun_forms("hazle")} damage_amount          -> damage_it
      | "haz" damage_amount "a" selection              -> damage_to
      | "haz" damage_amount "a" selection per_each     -> damage_to_per
{unit_rule("damage_amount", "punto de dano", "puntos de dano")}
"""


@construct(
    "efecto", "Hacer daño",
    grammar=GRAMMAR_DAMAGE,
    summary="«hazle N puntos de daño» a lo seleccionado, o «haz N puntos de daño a <selección>». Una Parte cuyo "
            "daño llega a sus PG queda destruida y va al Depósito de Chatarra (4.2); destruir una Parte de un "
            "oponente reclama un Botín de Guerra (2②).",
    examples=(
        "CAR 1 | Selecciona una Parte; hazle 2 puntos de daño",
        "CAR 3 | Haz 1 punto de daño a cada Parte de tu oponente",
        "Al comienzo de tu turno; haz 1 punto de daño a esta Parte y gana 1 CAR",
    ),
)
@dataclass(frozen=True)
class Damage(Node):
    accepts = (ON_BOARD, (Place.UNIT, Place.TALLER))

    amount: Amount
    target: Target

    def text(self, ctx) -> str:
        if isinstance(self.target, It):
            return f"{with_pronoun('hazle', ctx)} {self.amount.text('punto de daño', 'puntos de daño', ctx, article='1')}"
        if self.amount.per is not None and not self.amount.equal:  # «haz 1 punto de daño a X por cada Y»
            fixed = Amount(self.amount.n).text("punto de daño", "puntos de daño", ctx, article="1")
            return f"haz {fixed} a {object_text(self.target, ctx)} por cada {self.amount.per.text(ctx, plural=False)}"
        points = self.amount.text("punto de daño", "puntos de daño", ctx, article="1")
        return f"haz {points} a {object_text(self.target, ctx)}"

    def bot_on_card(self, ev, inst: int) -> float:
        """Greedy bot: what this effect on ``inst`` is worth to the pilot who controls it."""
        return ev.damage_score(inst, ev.amount(self.amount))

    def run(self, g, r) -> None:
        g.take(r, self.target, self)

    def apply(self, g, r, cards, tag) -> None:
        amount = g.amount(self.amount, r.controller, r.source)
        for inst in cards:
            g.deal_damage(inst, amount, r.controller, r.source)


@builds("damage_it")
def _damage_it(children):
    return Damage(children[-1], It())


@builds("damage_to")
def _damage_to(children):
    amount, target = children[-2:]
    return Damage(amount, target)


@builds("damage_to_per")
def _damage_to_per(children):
    amount, target, per = children[-3:]
    return Damage(Amount(amount.n, per) if amount.per is None else amount, target)


GRAMMAR_DESTROY = f"""
destroy: {pronoun_forms("destrúyela")} -> destroy_it
       | "destruye" selection          -> destroy_sel
"""


@construct(
    "efecto", "Destruir",
    grammar=GRAMMAR_DESTROY,
    summary="«destrúyela» o «destruye <selección>»: la Parte va al Depósito de Chatarra como destruida (4.2), "
            "cuenta para la Reconstrucción y, si es de un oponente, reclama un Botín de Guerra.",
    examples=("CAR 4 | Selecciona una Parte de tu oponente; destrúyela",
              "CAR 5 | Destruye todas las Partes desactivadas",
              "CAR 1 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño y destruye esta Parte"),
)
@dataclass(frozen=True)
class Destroy(Node):
    accepts = (ON_BOARD, (Place.UNIT, Place.TALLER))

    target: Target

    def text(self, ctx) -> str:
        if isinstance(self.target, It):
            return with_pronoun("destrúyela", ctx)
        return f"destruye {object_text(self.target, ctx)}"

    def bot_on_card(self, ev, inst: int) -> float:
        if not ev.on_board(inst):
            return 0.0
        value = ev.part_value(inst)
        return value + ev.W_BOTIN if ev.enemy(inst) else -value

    def run(self, g, r) -> None:
        g.take(r, self.target, self)

    def apply(self, g, r, cards, tag) -> None:
        for inst in cards:
            g.destroy(inst, r.controller)


@builds("destroy_it")
def _destroy_it(children):
    return Destroy(It())


@builds("destroy_sel")
def _destroy_sel(children):
    return Destroy(children[-1])


GRAMMAR_REPAIR = f"""
repair: {pronoun_forms("repárale")} pg_amount            -> repair_it
      | ("repara" | "recupera") pg_amount "a" selection -> repair_to
      | ("repara" | "recupera") pg_amount "a" selection per_each -> repair_to_per
{unit_rule("pg_amount", "pg", "pg")}
"""


@construct(
    "efecto", "Reparar",
    grammar=GRAMMAR_REPAIR,
    summary="«repárale N PG» o «repara N PG a <selección>»: quita daño (nunca por debajo de 0). «recupera» es "
            "lo mismo (2③).",
    examples=("CAR 1 | Selecciona una Parte tuya dañada; repárale 2 PG",
              "Al final de tu turno; Si esta Parte está dañada; repara 2 PG a esta Parte",
              "CAR 2 | Repara 1 PG a cada Parte tuya"),
)
@dataclass(frozen=True)
class Repair(Node):
    accepts = (ON_BOARD, (Place.UNIT, Place.TALLER))

    amount: Amount
    target: Target

    def text(self, ctx) -> str:
        amount = self.amount.text("PG", "PG", ctx, article="1")
        if isinstance(self.target, It):
            return f"{with_pronoun('repárale', ctx)} {amount}"
        if self.amount.per is not None and not self.amount.equal:  # «repara 1 PG a X por cada Y»
            return f"repara {self.amount.n} PG a {object_text(self.target, ctx)} por cada " \
                   f"{self.amount.per.text(ctx, plural=False)}"
        return f"repara {amount} a {object_text(self.target, ctx)}"

    def bot_on_card(self, ev, inst: int) -> float:
        healed = min(ev.amount(self.amount), ev.game.damage[inst]) * ev.W_REPAIR
        if not ev.enemy(inst) and ev.game.damage[inst] and ev.endangered(inst):
            healed *= 2
        return -healed if ev.enemy(inst) else healed

    def run(self, g, r) -> None:
        g.take(r, self.target, self)

    def apply(self, g, r, cards, tag) -> None:
        amount = g.amount(self.amount, r.controller, r.source)
        for inst in cards:
            g.repair(inst, amount)


@builds("repair_it")
def _repair_it(children):
    return Repair(children[-1], It())


@builds("repair_to")
def _repair_to(children):
    amount, target = children[-2:]
    return Repair(amount, target)


@builds("repair_to_per")
def _repair_to_per(children):
    amount, target, per = children[-3:]
    return Repair(Amount(amount.n, per) if amount.per is None else amount, target)


GRAMMAR_DEACTIVATE = f"""
deactivate: {pronoun_forms("desactívala")} -> deactivate_it
          | "desactiva" selection          -> deactivate_sel
activate: {pronoun_forms("actívala")} -> activate_it
        | "activa" selection          -> activate_sel
"""


@construct(
    "efecto", "Desactivar",
    grammar=GRAMMAR_DEACTIVATE,
    summary="«desactívala» o «desactiva <selección>»: la Parte queda cabeza abajo; no da Carga ni "
            "estadísticas ni puede usar sus habilidades, pero se puede seleccionar y dañar (4.1.2).",
    examples=("CAR 2 | Selecciona una Parte de tu oponente de tipo Cabeza; desactívala",
              "CAR 3 | Desactiva todas las Partes de tu oponente de tipo Generador"),
)
@dataclass(frozen=True)
class Deactivate(Node):
    accepts = (ON_BOARD, (Place.UNIT,))

    target: Target

    def text(self, ctx) -> str:
        if isinstance(self.target, It):
            return with_pronoun("desactívala", ctx)
        return f"desactiva {object_text(self.target, ctx)}"

    def bot_on_card(self, ev, inst: int) -> float:
        if not ev.active(inst):
            return 0.0
        return 0.6 * ev.part_value(inst) * (1 if ev.enemy(inst) else -1)

    def run(self, g, r) -> None:
        g.take(r, self.target, self)

    def apply(self, g, r, cards, tag) -> None:
        for inst in cards:
            g.deactivate(inst)


@construct(
    "efecto", "Activar",
    grammar="",
    summary="«actívala» o «activa <selección>»: una Parte desactivada vuelve a estar activa (y a dar su Carga).",
    examples=("CAR 1 | Selecciona hasta 2 Partes tuyas desactivadas; actívalas",
              "CAR 0 | Si esta Parte está desactivada; activa esta Parte"),
)
@dataclass(frozen=True)
class Activate(Node):
    accepts = (ON_BOARD, (Place.UNIT,))

    target: Target

    def text(self, ctx) -> str:
        if isinstance(self.target, It):
            return with_pronoun("actívala", ctx)
        return f"activa {object_text(self.target, ctx)}"

    def bot_on_card(self, ev, inst: int) -> float:
        if not ev.on_unit(inst) or not ev.game.deact[inst]:
            return 0.0
        return 0.8 * ev.part_value(inst) * (-1 if ev.enemy(inst) else 1)

    def run(self, g, r) -> None:
        g.take(r, self.target, self)

    def apply(self, g, r, cards, tag) -> None:
        for inst in cards:
            g.set_active(inst)


@builds("deactivate_it")
def _deactivate_it(children):
    return Deactivate(It())


@builds("deactivate_sel")
def _deactivate_sel(children):
    return Deactivate(children[-1])


@builds("activate_it")
def _activate_it(children):
    return Activate(It())


@builds("activate_sel")
def _activate_sel(children):
    return Activate(children[-1])


GRAMMAR_STATS = f"""
stat_change: stat_subject ("gana" | "obtiene") signed stat_name duration?  -> stat_gain
           | stat_subject "pierde" number stat_name duration?            -> stat_lose
           | {pronoun_forms("dale")} signed stat_name duration?          -> stat_it
           | signed stat_name duration?                                  -> stat_bare
?stat_subject: "tu" "unidad"                 -> unit_you
            | "la" "unidad" "de tu oponente"  -> unit_opponent
            | selection
signed: "+" number   -> plus
      | "-" number   -> minus
"""


@dataclass(frozen=True)
class Unit(Node):
    """A pilot's Unidad as a whole (the sum of its Partes, 4.3–4.5)."""

    player: Player

    def text(self, ctx) -> str:
        return "tu Unidad" if self.player is Player.YOU else f"la Unidad de {PLAYER_WORDS[self.player]}"


@construct(
    "efecto", "Cambiar estadísticas",
    grammar=GRAMMAR_STATS,
    summary="«<quién> gana +N FUE|DEF|VEL» o «pierde N …», con una duración: «tu Unidad», «la Unidad de tu "
            "oponente», «esta Parte», una selección («cada Parte tuya»), o lo seleccionado («dale +2 FUE»). En "
            "una Pasiva, sin duración, vale mientras la Parte esté activa: «Tu Unidad gana +1 DEF», o solo "
            "«+1 DEF».",
    examples=(
        "CAR 1 | Tu Unidad gana +2 FUE hasta el final del turno",
        "CAR 1 | Selecciona una Parte tuya de tipo Brazo; dale +2 FUE hasta el final del turno",
        "Si tienes 2 o menos cartas en tu mano; esta Parte gana +2 VEL",
        "+1 DEF",
        "CAR 2 | Cada Parte tuya gana +1 DEF hasta el inicio de tu próximo turno",
    ),
)
@dataclass(frozen=True)
class StatChange(Node):
    subject: Node  # Unit, or a Target
    stat: Stat
    amount: int  # signed: «gana +2» is 2, «pierde 1» is -1
    duration: Duration | None = None

    def text(self, ctx) -> str:
        duration = f" {self.duration.text(ctx)}" if self.duration else ""
        signed = f"+{self.amount}" if self.amount >= 0 else f"-{-self.amount}"
        stat = self.stat.value.upper()
        if isinstance(self.subject, It):
            return f"{with_pronoun('dale', ctx)} {signed} {stat}{duration}"
        subject = self.subject.text(ctx)
        if self.amount >= 0:
            return f"{subject} gana {signed} {stat}{duration}"
        return f"{subject} pierde {-self.amount} {stat}{duration}"

    def bot_on_card(self, ev, inst: int) -> float:
        return ev.stat_gain(self, ev.game.owner[inst]) if ev.active(inst) else 0.0

    def bot_value(self, ev, it: list[int]) -> float:
        if isinstance(self.subject, Unit):
            return max((ev.stat_gain(self, q) for q in ev.game.players(self.subject.player, ev.p)), default=0.0)
        return ev.on_cards(self, self.subject, it)

    def run(self, g, r) -> None:
        if isinstance(self.subject, Unit):
            for q in g.players(self.subject.player, r.controller):
                g.add_mod(self, r.controller, r.source, pilot=q)
            return
        g.take(r, self.subject, self)

    def apply(self, g, r, cards, tag) -> None:
        for inst in cards:
            g.add_mod(self, r.controller, r.source, part=inst)


def _stat(subject, children, sign=1):
    values = [c for c in children if not hasattr(c, "start_pos")]
    amount, stat, *rest = values
    return StatChange(subject, stat, sign * amount, rest[0] if rest else None)


@builds("stat_gain")
def _stat_gain(children):
    return _stat(children[0], children[1:])


@builds("stat_lose")
def _stat_lose(children):
    return _stat(children[0], children[1:], sign=-1)


@builds("stat_it")
def _stat_it(children):
    return _stat(It(), children)


@builds("stat_bare")
def _stat_bare(children):
    return _stat(Unit(Player.YOU), children)


@builds("unit_you")
def _unit_you(children):
    return Unit(Player.YOU)


@builds("unit_opponent")
def _unit_opponent(children):
    return Unit(Player.OPPONENT)


@builds("plus")
def _plus(children):
    return children[-1]


@builds("minus")
def _minus(children):
    return -children[-1]


GRAMMAR_EQUIP = f"""
equip: {pronoun_forms("equípala")}     -> equip_it
     | "equipa" selection              -> equip_sel
swap: "intercambia" selection "por" selection
    | "intercambia" selection "por cada" noun qualifier*    -> swap_each
"""


@construct(
    "efecto", "Equipar",
    grammar=GRAMMAR_EQUIP,
    summary="«equípala» o «equipa <selección>»: una Parte tuya, esté donde esté (mano, Taller, Depósito de "
            "Chatarra, Arsenal), se une a tu Unidad en su zona; la que la ocupaba va al Depósito de Chatarra "
            "(5.3.4). No cuenta para el límite de una Parte por turno (FAQ) y dispara «Cuando equipes…».",
    examples=("CAR 2 | Selecciona una Parte de tu Depósito de Chatarra; equípala",
              "CAR 3 | Busca una Parte de tipo Pierna en tu Arsenal, equípala y baraja tu Arsenal"),
)
@dataclass(frozen=True)
class Equip(Node):
    accepts = (ON_BOARD, (Place.HAND, Place.TALLER, Place.SCRAPYARD, Place.DEMOLITION, Place.ARSENAL))

    target: Target

    def text(self, ctx) -> str:
        if isinstance(self.target, It):
            return with_pronoun("equípala", ctx)
        return f"equipa {object_text(self.target, ctx)}"

    def bot_on_card(self, ev, inst: int) -> float:
        if ev.game.owner[inst] != ev.p or ev.on_unit(inst) or not ev.game.cards[inst].is_part:
            return 0.0
        return ev.equip_gain(inst)

    def run(self, g, r) -> None:
        g.take(r, self.target, self)

    def apply(self, g, r, cards, tag) -> None:
        for inst in cards:
            g.equip_by_effect(inst, r.controller)


@builds("equip_it")
def _equip_it(children):
    return Equip(It())


@builds("equip_sel")
def _equip_sel(children):
    return Equip(children[-1])


@construct(
    "efecto", "Intercambiar",
    grammar="",
    summary="«intercambia <Parte equipada> por <Parte de tu mano, Taller o Depósito de Chatarra>»: la segunda "
            "se equipa en la zona de la primera, y la primera va adonde estaba la segunda (sin su daño si va a "
            "la mano o al Depósito).",
    examples=("CAR 1 | Intercambia esta Parte por una Parte de tu mano",),
)
@dataclass(frozen=True)
class Swap(Node):
    first: Target
    second: Target

    def text(self, ctx) -> str:
        return f"intercambia {object_text(self.first, ctx)} por {object_text(self.second, ctx)}"

    def bot_value(self, ev, it: list[int]) -> float:
        return 0.0

    def run(self, g, r) -> None:
        g.take(r, self.first, self, tag="first")

    def apply(self, g, r, cards, tag) -> None:
        if tag == "first":
            if cards:
                g.take(r, self.second, self, tag=("second", cards[0]))
            return
        if cards:
            g.swap(tag[1], cards[0], r.controller)


@builds("swap_each")
def _swap_each(children):
    from .selection import _selection

    first, noun, *qualifiers = [c for c in children if not hasattr(c, "start_pos") or isinstance(c, tuple)]
    return Swap(first, _selection([Count(CountKind.EACH, 0), noun, *qualifiers]))


@builds("swap")
def _swap(children):
    first, second = [c for c in children if not hasattr(c, "start_pos")]
    return Swap(first, second)
