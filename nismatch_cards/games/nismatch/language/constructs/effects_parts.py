"""Effects on Partes: damage, destroy, repair, deactivate, activate, change stats, equip, exchange."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..lexer import register_printed
from ..nodes import CountKind, Node, Noun, Place, Player, Replaced, Stat
from ..meaning import with_you
from .amounts import Amount, counted_text
from .conditions import PLAYER_WORDS
from .durations import Duration
from .selection import Count, It, Selection, Target

if TYPE_CHECKING:
    from ..seam import Estimate, GameSide, Resolution


#: Nouns of cards that can be on a Unidad (a «carta» there is a Parte).
ON_BOARD = (Noun.PART, Noun.CARD)


def with_pronoun(verb: str, ctx) -> str:
    """«destrúyela» agreed with what the pronoun refers to: «destrúyelas», «niégalo»…"""
    if verb.endswith("le"):
        return verb + ("s" if ctx.referent_plural() else "")
    base = verb[:-2] + ("la" if ctx.referent_feminine() else "lo")
    return base + ("s" if ctx.referent_plural() else "")


def object_text(target, ctx) -> str:
    return target.text(ctx)


@construct(
    "efecto", "Hacer daño",
    grammar="effects_parts/damage.lark",
    summary="«hazle N puntos de daño» a lo seleccionado o a la carta del disparador, o «haz N puntos de daño a "
            "<selección>»: a Partes equipadas o en un Taller. Cuando el daño de una Parte llega a sus PG, queda "
            "destruida y va al Depósito de Chatarra (4.2); si era de un oponente, quien controla la habilidad "
            "reclama un Botín de Guerra (2②, docs/rulings.md 8). La cantidad puede contar: «haz 1 punto de daño a "
            "cada Parte de tu oponente por cada Parte tuya desactivada». Daño a una carta de la mano: `nismatch "
            "validar` dice: no se puede hacer daño lo que está en una mano.",
    examples=(
        ("CAR 1 | Selecciona una Parte de tu oponente dañada; hazle 1 punto de daño",
         "Para rematar: eliges una Parte de tu oponente que ya tenga daño; si con este punto llega a sus PG, queda "
         "destruida y reclamas un Botín (4.2, 2②)."),
        ("CAR 3 | Haz 1 punto de daño a cada Parte de tu oponente",
         "Sin elegir: cada Parte equipada de tu oponente recibe 1 punto de daño al resolverse; las de sus "
         "Talleres, no."),
        ("CAR 2 | Selecciona una Parte de tu oponente en un Taller; hazle 3 puntos de daño",
         "Una Parte en un Taller también recibe daño y puede quedar destruida allí, con su Botín (docs/rulings.md "
         "8)."),
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
            return f"haz {fixed} a {object_text(self.target, ctx)} por cada {counted_text(self.amount.per, ctx, False)}"
        points = self.amount.text("punto de daño", "puntos de daño", ctx, article="1")
        return f"haz {points} a {object_text(self.target, ctx)}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """Greedy bot: what this effect on ``inst`` is worth to the pilot who controls it."""
        return ev.damage_score(inst, ev.amount(self.amount))

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        amount = g.amount(self.amount, r.controller, r.source)
        for inst in cards:
            g.deal_damage(inst, amount, r.controller, r.source)


@builds("damage_it")
def _damage_it(children):
    return Damage(children[-1], It())


@builds("damage_subject")
def _damage_subject(children):
    """«Cada Parte de tu oponente recibe 1 punto de daño»: the cards first, as the subject."""
    target, amount = [c for c in children if not hasattr(c, "start_pos")]
    return Damage(amount, target)


@builds("damage_to")
def _damage_to(children):
    amount, target = children[-2:]
    return Damage(amount, target)


@builds("damage_to_per")
def _damage_to_per(children):
    amount, target, per = children[-3:]
    return Damage(Amount(amount.n, per) if amount.per is None else amount, target)


@construct(
    "efecto", "Destruir",
    grammar="effects_parts/destroy.lark",
    summary="«destrúyela» o «destruye <selección>»: la Parte, equipada o en un Taller, queda destruida y va al "
            "Depósito de Chatarra, le queden los PG que le queden (4.2). Si estaba equipada, cuenta para la "
            "Reconstrucción de su dueño (5.3.3) y, si es de un oponente, quien controla la habilidad reclama un Botín "
            "de Guerra (2②); en un Taller no está en la Unidad y no da Botín. Destruir no es enviar: «envíala al "
            "Depósito de Chatarra» no da Botín (docs/rulings.md 8).",
    examples=(
        ("CAR 4 | Selecciona una Parte de tu oponente; destrúyela",
         "Eliges la Parte al activarla; al resolverse queda destruida, reclamas el primer Botín de tu montón y tu "
         "oponente podrá unir otra Parte en su Reconstrucción (2②, 5.3.3)."),
        ("CAR 3 | Destruye una Parte de tu oponente dañada",
         "Sin «Selecciona», eliges al resolverse entre las Partes de tu oponente que entonces tengan daño, así "
         "que no hay objetivo que perder (6.1.1.1)."),
        ("CAR 5 | Destruye todas las Partes desactivadas",
         "Quedan destruidas todas las Partes equipadas desactivadas, también las tuyas; reclamas un Botín por cada "
         "una de tus oponentes."),
        ("CAR 1 | Selecciona una Parte de tu oponente; hazle 3 puntos de daño y destruye esta Parte",
         "Primero la Parte elegida recibe 3 puntos de daño y luego esta Parte queda destruida, sin dar Botín a "
         "nadie porque es tuya (docs/rulings.md 8)."),
    ),
)
@dataclass(frozen=True)
class Destroy(Node):
    accepts = (ON_BOARD, (Place.UNIT, Place.TALLER))

    target: Target

    def text(self, ctx) -> str:
        if isinstance(self.target, It):
            return with_pronoun("destrúyela", ctx)
        return f"destruye {object_text(self.target, ctx)}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        if not ev.on_board(inst):
            return 0.0
        if ev.replaced(Replaced.DESTROYED, inst):  # «Si esta Parte fuera a ser destruida, en su lugar …»
            return 0.0
        value = ev.part_value(inst)
        return value + ev.W_BOTIN if ev.enemy(inst) else -value

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            g.destroy(inst, r.controller)


@builds("destroy_it")
def _destroy_it(children):
    return Destroy(It())


@builds("destroy_sel")
def _destroy_sel(children):
    return Destroy(children[-1])


@construct(
    "efecto", "Reparar",
    grammar="effects_parts/repair.lark",
    summary="«repárale N PG» o «repara N PG a <selección>»: quita N puntos de daño a Partes equipadas o en un "
            "Taller, sin bajar de 0 (los PG nunca pasan de los impresos). «recupera» es lo mismo (2③). Con «cura» o "
            "«cúrale», la pista es: usa «repárale N PG».",
    examples=(
        ("CAR 1 | Selecciona una Parte tuya dañada; repárale 2 PG",
         "Eliges una de tus Partes equipadas con daño; al resolverse pierde 2 puntos de daño (si tenía 1, queda "
         "sin daño)."),
        ("CAR 2 | Repara 1 PG a cada Parte tuya",
         "Cada una de tus Partes equipadas pierde 1 punto de daño; las de tus Talleres no, porque una Parte sin "
         "lugar es una Parte equipada."),
        ("Cuando esta Parte sea enviada al Taller; repara 2 PG a esta Parte",
         "Al llegar esta Parte a un Taller recupera 2 PG, además de los 2 de cada Reconstrucción que pase allí "
         "(5.3.3)."),
    ),
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

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        healed = min(ev.amount(self.amount), ev.game.damage[inst]) * ev.W_REPAIR
        if not ev.enemy(inst) and ev.game.damage[inst] and ev.endangered(inst):
            healed *= 2
        return -healed if ev.enemy(inst) else healed

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        amount = g.amount(self.amount, r.controller, r.source)
        for inst in cards:
            g.repair(inst, amount)


@builds("repair_it")
def _repair_it(children):
    return Repair(children[-1], It())


@builds("repair_subject")
def _repair_subject(children):
    """«Cada Parte tuya recupera 1 PG»: the cards first, as the subject."""
    target, amount = [c for c in children if not hasattr(c, "start_pos")]
    return Repair(amount, target)


@builds("repair_to")
def _repair_to(children):
    amount, target = children[-2:]
    return Repair(amount, target)


@builds("repair_to_per")
def _repair_to_per(children):
    amount, target, per = children[-3:]
    return Repair(Amount(amount.n, per) if amount.per is None else amount, target)


@construct(
    "efecto", "Desactivar",
    grammar="effects_parts/deactivate.lark",
    summary="«desactívala» o «desactiva <selección>» (Partes equipadas): la Parte se gira cabeza abajo; su Carga "
            "deja de contar al instante, no suma estadísticas y sus habilidades no se usan, pero se puede seleccionar "
            "y dañar (4.1.2, docs/rulings.md 7). Sigue desactivada hasta que un efecto la active (docs/rulings.md 6).",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu oponente de tipo Cabeza; desactívala",
         "La Cabeza de tu oponente que eliges queda desactivada hasta que un efecto la active: no suma sus "
         "estadísticas ni usa sus habilidades (4.1.2)."),
        ("CAR 3 | Desactiva todas las Partes de tu oponente de tipo Generador",
         "Sin elegir: todos los Generadores de tu oponente dejan de dar Carga; si su Carga queda por debajo de 0, "
         "tendrá que desactivar Gastadores (4.1.1)."),
        ("CAR 1 | Gana 3 CAR y desactiva esta Parte",
         "Ganas 3 CAR y esta Parte queda desactivada: su propia Carga deja de contar al instante (docs/rulings.md "
         "7)."),
    ),
)
@dataclass(frozen=True)
class Deactivate(Node):
    accepts = (ON_BOARD, (Place.UNIT,))

    target: Target

    def text(self, ctx) -> str:
        if isinstance(self.target, It):
            return with_pronoun("desactívala", ctx)
        return f"desactiva {object_text(self.target, ctx)}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        if not ev.active(inst):
            return 0.0
        return 0.6 * ev.part_value(inst) * (1 if ev.enemy(inst) else -1)

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            g.deactivate(inst)

    @staticmethod
    def pays_with(g: GameSide, inst: int) -> bool:
        """As a cost («Desactiva una Parte tuya; …», 6.1) only an active Parte pays: one already
        desactivada does not get desactivada again."""
        return g.part_is(inst, "activa")


@construct(
    "efecto", "Activar",
    summary="«actívala» o «activa <selección>»: una Parte equipada y desactivada vuelve a estar activa, con sus "
            "estadísticas, sus habilidades y su Carga; si es un Gastador, su gasto puede dejar tu Carga por debajo "
            "de 0 (4.1.1). Vale para lo que desactivó un efecto, un coste o la Carga negativa.",
    examples=(
        ("CAR 1 | Selecciona hasta 2 Partes tuyas desactivadas; actívalas",
         "Eliges 1 o 2 de tus Partes desactivadas; al resolverse vuelven a estar activas y su Carga cuenta otra "
         "vez (docs/rulings.md 7)."),
        ("Al comienzo de tu turno; Si esta Parte está desactivada; activa esta Parte",
         "En cada turno tuyo, tras la Recarga, esta Parte se activa sola si estaba desactivada: salta aunque lo "
         "esté porque lo pide su condición (docs/rulings.md 16)."),
        ("CAR 2 | Activa todas tus Partes",
         "Todas tus Partes desactivadas vuelven a estar activas; si con ello tu Carga queda por debajo de 0, "
         "tendrás que desactivar Gastadores (4.1.1, docs/rulings.md 6)."),
    ),
)
@dataclass(frozen=True)
class Activate(Node):
    accepts = (ON_BOARD, (Place.UNIT,))

    target: Target

    def text(self, ctx) -> str:
        if isinstance(self.target, It):
            return with_pronoun("actívala", ctx)
        return f"activa {object_text(self.target, ctx)}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        if not ev.on_unit(inst) or not ev.game.deact[inst]:
            return 0.0
        return 0.8 * ev.part_value(inst) * (-1 if ev.enemy(inst) else 1)

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
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


@dataclass(frozen=True)
class Unit(Node):
    """A pilot's Unidad as a whole (the sum of its Partes, 4.3–4.5)."""

    player: Player

    def text(self, ctx) -> str:
        return "tu Unidad" if self.player is Player.YOU else f"la Unidad de {PLAYER_WORDS[self.player]}"

    def pilots(self, g: GameSide, controller: int) -> list[int]:
        """Engine: the pilots whose Unidad this is, seen from ``controller`` (constructs/stats_more.py: a fighter's)."""
        return g.players(self.player, controller)


@construct(
    "efecto", "Cambiar estadísticas",
    grammar="effects_parts/stats.lark",
    summary="«<quién> gana +N FUE|DEF|VEL» o «pierde N …»: «tu Unidad», «la Unidad de tu oponente», «esta Parte», "
            "una selección («cada Parte tuya de tipo Brazo») o lo seleccionado («dale +2 FUE»). Lo que gana una Parte "
            "lo suma su Unidad mientras la Parte siga en su zona y activa (docs/rulings.md 20); una Unidad nunca "
            "baja de 0. En una Pasiva va sin duración y vale mientras la Parte esté equipada y activa (basta con "
            "«+1 DEF», que se imprime «Tu Unidad gana +1 DEF»); en otra etiqueta, con una duración. Dos errores "
            "frecuentes y su pista: «pierde -1 FUE» → «pierde» lleva el número sin signo: «pierde 1 FUE»; «tu "
            "oponente pierde 1 FUE» → un piloto gana o pierde CAR; FUE, DEF y VEL son de su Unidad: «la Unidad de "
            "tu oponente pierde 1 FUE».",
    examples=(
        ("CAR 2 | Tu Unidad gana +3 FUE hasta el final del turno",
         "Antes de tu Guerrilla: tu Unidad ataca con 3 FUE más en la batalla de este turno (5.3.5, 5.3.7)."),
        ("CAR 1 | Selecciona una Parte tuya de tipo Brazo; dale +2 FUE hasta el final del turno",
         "El +2 FUE es de ese Brazo y lo suma tu Unidad hasta el final del turno; si el Brazo deja su zona antes, "
         "se pierde (docs/rulings.md 20)."),
        ("CAR 2 | Cada Parte tuya gana +1 DEF hasta el inicio de tu próximo turno",
         "Cada una de tus Partes equipadas gana 1 DEF, así que tu Unidad suma 1 DEF por cada una que siga "
         "equipada y activa, hasta tu próxima Recarga (5.3.1)."),
        ("Cuando esta Parte reciba daño; la Unidad de tu oponente pierde 1 DEF hasta el inicio de tu próximo turno",
         "Cada vez que esta Parte recibe daño, la DEF de la Unidad de tu oponente baja 1 hasta tu próxima Recarga; "
         "varios golpes se suman."),
        ("Si tienes 2 o menos cartas en tu mano; esta Parte gana +2 VEL",
         "Una Pasiva: con 2 cartas o menos en la mano, tu Unidad suma 2 VEL más por esta Parte, y eso cuenta al "
         "ordenar la ronda siguiente (5.2, 5.4)."),
        ("Cada Parte tuya de tipo Brazo gana +1 FUE",
         "Una Pasiva: tu Unidad suma 1 FUE por cada Brazo activo que tengas equipado."),
        ("CAR 1 | Selecciona una Parte tuya; dale +2 FUE y +1 DEF hasta el final del turno",
         "Las dos ganancias son de la Parte elegida y acaban con el turno: un «+1 DEF» sin sujeto detrás de otro "
         "cambio es del mismo sujeto, y la duración escrita una vez vale para todos."),
        ("CAR 2 | Tu Unidad gana +1 FUE y tu Unidad gana +1 DEF hasta el final del turno",
         "Con el sujeto repetido son dos frases: la FUE se queda y solo la DEF acaba con el turno (para que acaben "
         "las dos: «Tu Unidad gana +1 FUE y +1 DEF hasta el final del turno»)."),
    ),
)
@dataclass(frozen=True)
class StatChange(Node):
    subject: Node  # Unit, or a Target
    stat: Stat
    amount: int  # signed: «gana +2» is 2, «pierde 1» is -1
    duration: Duration | None = None
    bare: bool = field(default=False, compare=False, repr=False)  # written «+1 DEF», with no subject (the parser's)
    #: written with its subject after it, «+2 FUE para tu Unidad» (the parser's): the bare changes before it are
    #: of that subject too, «+2 FUE y +1 DEF para la Unidad de tu oponente» (constructs/stat_words.py)
    named_after: bool = field(default=False, compare=False, repr=False)
    #: what the amount counts: a field of :class:`~.amounts_more.CountedStatChange` («+1 FUE por cada …»)
    count = None

    def text(self, ctx) -> str:
        duration = f" {self.duration.text(ctx)}" if self.duration else ""
        signed = f"+{self.amount}" if self.amount >= 0 else f"-{-self.amount}"
        stat = self.stat.value.upper()
        if self.count is not None:
            if self.count.equal:  # «gana FUE igual al número de Partes dañadas»
                signed, stat = "", self.count.text(stat, stat, ctx)
            else:
                stat += f" por cada {counted_text(self.count.per, ctx, False)}"
        if isinstance(self.subject, It):
            return f"{with_pronoun('dale', ctx)} {signed} {stat}{duration}".replace("  ", " ")
        subject = self.subject.text(ctx)
        plural = bool(getattr(self.subject, "plural", False))  # «Todas tus Partes ganan», «tu Unidad y la de …»
        if self.amount >= 0:
            return f"{subject} {'ganan' if plural else 'gana'} {signed} {stat}{duration}".replace("  ", " ")
        lost = "" if self.count is not None and self.count.equal else f" {-self.amount}"
        return f"{subject} {'pierden' if plural else 'pierde'}{lost} {stat}{duration}"

    def value(self, amount_of) -> int:
        """The signed change now: ``amount``, times what ``count`` counts (``amount_of(Amount)``) if it counts."""
        return self.amount if self.count is None else self.amount * amount_of(self.count)

    def counted(self, amount_of) -> "StatChange":
        """This change with its count done now (``amount_of(Amount)``): what a timed change keeps, and what the
        bot weighs."""
        return self if self.count is None else StatChange(self.subject, self.stat, self.value(amount_of), self.duration)

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        return ev.stat_gain(self.counted(ev.amount), ev.game.owner[inst]) if ev.active(inst) else 0.0

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        if isinstance(self.subject, Unit):
            change = self.counted(ev.amount)
            gains = [ev.stat_gain(change, q) for q in self.subject.pilots(ev.game, ev.p)]
            return sum(gains) if self.subject.player is Player.TEAM else max(gains, default=0.0)  # both of a team
        return ev.on_cards(self, self.subject, it)

    def run(self, g: GameSide, r: Resolution) -> None:
        if isinstance(self.subject, Unit):
            change = self.counted(lambda a: g.amount(a, r.controller, r.source))
            for q in self.subject.pilots(g, r.controller):
                g.add_mod(change, r.controller, r.source, pilot=q)
            return
        g.take(r, self.subject, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        change = self.counted(lambda a: g.amount(a, r.controller, r.source))
        for inst in cards:
            g.add_mod(change, r.controller, r.source, part=inst)


def _stat(subject, children, sign=1, bare=False):
    values = [c for c in children if not hasattr(c, "start_pos")]
    amount, stat, *rest = values
    if stat is Stat.PG:  # the PG máximos of a Parte (constructs/part_stats.py)
        from .part_stats import PgChange
        return PgChange(subject, stat, sign * amount, rest[0] if rest else None, bare)
    if stat is Stat.CAR and isinstance(subject, Unit) and not rest and isinstance(amount, int):
        # «+2 CAR», «tu Unidad gana 2 CAR»: the Carga is its pilot's (4.1, docs/rulings.md 151), not a stat of the Unidad
        from .effects_control import CarChange
        return CarChange(Amount(abs(amount)), subject.player, lose=sign * amount < 0)
    return StatChange(subject, stat, sign * amount, rest[0] if rest else None, bare)


def join_stat_changes(effects: tuple) -> tuple:
    """«dale +2 FUE y +1 DEF hasta el final del turno»: a bare «+1 DEF» after a stat change is of the same subject
    (it was «tu Unidad»'s), and a duration written once in such a run is the whole run's (it was the last one's).
    A change that names its subject again («… y tu Unidad gana +1 DEF hasta …») is a clause of its own: its
    duration is its own."""
    out: list = []
    run: list[int] = []  # indexes in ``out`` of the current run: a stat change and the bare ones after it
    for e in effects:
        if isinstance(e, StatChange) and e.named_after and run and out[run[0]].bare:
            for i in run:  # «+2 FUE y +1 DEF para …»: the subject named last is the whole run's
                out[i] = replace(out[i], subject=e.subject, bare=False)
        elif isinstance(e, StatChange) and e.bare and run:
            e = replace(e, subject=out[run[-1]].subject, bare=False)
        else:
            _share_duration(out, run)
            run = []
        if isinstance(e, StatChange):
            run.append(len(out))
        out.append(e)  # a bare one that heads its run stays bare: :func:`bind_bare` gives it its subject
    _share_duration(out, run)
    return tuple(out)


def bind_bare(effect, selected: bool):
    """``effect`` with each bare stat change that heads a run («+2 PG hasta el final del turno») given its subject:
    the cards a «Selecciona …» before it took (``selected``), else your Unidad."""
    if isinstance(effect, StatChange):
        return replace(effect, subject=It() if selected else effect.subject, bare=False) if effect.bare else effect
    inner = getattr(effect, "effects", None) if not hasattr(effect, "modes") else None
    if isinstance(inner, tuple):
        return replace(effect, effects=tuple(bind_bare(e, selected) for e in inner))
    if hasattr(effect, "modes"):
        return replace(effect, modes=tuple(bind_bare(m, selected) for m in effect.modes))
    return effect


def _share_duration(out: list, run: list[int]) -> None:
    """Each change of ``run`` without a duration takes the next one written, or else the last one before it."""
    later = None
    for i in reversed(run):
        later = out[i].duration or later
        if out[i].duration is None and later is not None:
            out[i] = replace(out[i], duration=later)
    earlier = None
    for i in run:
        earlier = out[i].duration or earlier
        if out[i].duration is None and earlier is not None:
            out[i] = replace(out[i], duration=earlier)


def stat_changes_text(effects: tuple, ctx) -> list[str]:
    """The printed clauses of ``effects``: a run of stat changes of one subject and one duration is printed once,
    «dale +2 FUE y +1 DEF hasta el final del turno» (what :func:`join_stat_changes` reads back)."""
    texts: list[str] = []
    previous = None
    for e in effects:
        if isinstance(previous, StatChange) and isinstance(e, StatChange) and e.subject == previous.subject \
                and e.duration == previous.duration and e.count is None and previous.count is None:
            last = texts.pop()
            duration = f" {e.duration.text(ctx)}" if e.duration else ""
            head = last[:len(last) - len(duration)] if duration else last
            signed = f"+{e.amount}" if e.amount >= 0 else f"-{-e.amount}"
            if " pierde " in f" {head} ":  # «pierde 1 VEL y -1 DEF» would read as losing -1: say each verb
                signed = f"pierde {-e.amount}" if e.amount < 0 else f"gana {signed}"
            texts.append(f"{head} y {signed} {e.stat.value.upper()}{duration}")
        else:
            texts.append(with_you(ctx.effect_text(e), e, previous))  # «… y tú robas» after another pilot's
        previous = e
    return texts


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
    return _stat(Unit(Player.YOU), children, bare=True)


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


@construct(
    "efecto", "Equipar",
    grammar="effects_parts/equip.lark",
    summary="«equípala» o «equipa <selección>»: una Parte tuya que no esté equipada (en tu mano, un Taller, tu "
            "Depósito de Chatarra, tu Zona de Demolición o tu Arsenal) se une a tu Unidad en la zona de la carta, y "
            "la que ocupaba esa zona va al Depósito de Chatarra (5.3.4). No cuenta para el límite de una Parte por "
            "turno (FAQ) y dispara «Cuando equipes …». Solo cartas tuyas: con las de otro piloto, `nismatch "
            "validar` dice: el lenguaje no tiene tomar el control de cartas ajenas.",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu Depósito de Chatarra; equípala",
         "Eliges al activarla una Parte de tu Depósito de Chatarra; al resolverse se equipa en su zona y salta su "
         "«Cuando equipes esta Parte», si lo tiene."),
        ("CAR 3 | Busca una Parte de tipo Pierna en tu Arsenal, equípala y baraja tu Arsenal",
         "La Pierna que eliges en tu Arsenal se equipa sin pasar por tu mano y sin gastar tu Parte del turno "
         "(FAQ); luego barajas."),
        ("CAR 1 | Selecciona una Parte tuya en un Taller; equípala",
         "La saca del Taller antes de tiempo: vuelve a tu Unidad con el daño que le quede, sin esperar la "
         "Reconstrucción que pide reequipar (docs/rulings.md 1)."),
    ),
)
@dataclass(frozen=True)
class Equip(Node):
    accepts = (ON_BOARD, (Place.HAND, Place.TALLER, Place.SCRAPYARD, Place.DEMOLITION, Place.ARSENAL))

    target: Target

    def text(self, ctx) -> str:
        if isinstance(self.target, It):
            return with_pronoun("equípala", ctx)
        return f"equipa {object_text(self.target, ctx)}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        if ev.game.owner[inst] != ev.p or ev.on_unit(inst) or not ev.game.cards[inst].is_part:
            return 0.0
        return ev.equip_gain(inst)

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
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
    summary="«intercambia <Parte equipada> por <otra Parte tuya>» (de tu mano, tu Depósito de Chatarra o tu Zona de "
            "Demolición): la primera va adonde estaba la segunda (sin su daño ni su desactivación) y la segunda se "
            "equipa en la zona de su carta. Si las dos son de la misma zona, una ocupa el hueco de la otra; si no, la "
            "primera deja su zona vacía y la que hubiera en la zona de la segunda va al Depósito de Chatarra. Las "
            "dos han de ser tuyas y la segunda no puede estar equipada (cada Parte tiene su zona, 2⑥): si no, "
            "`nismatch validar` dice: solo se intercambian dos Partes tuyas: el lenguaje no tiene tomar el control "
            "de cartas ajenas. Cuenta como equipar («Cuando equipes …»), no como tu Parte del turno.",
    examples=(
        ("CAR 1 | Intercambia esta Parte por una Parte de tu mano",
         "Al resolverse eliges una Parte de tu mano, que se equipa, y esta Parte vuelve a tu mano sin su daño; "
         "elige una de la misma zona para que ocupe su hueco."),
        ("CAR 2 | Intercambia esta Parte por una Parte de tu Depósito de Chatarra",
         "Esta Parte va a tu Depósito de Chatarra sin contar como destruida (docs/rulings.md 8), y la Parte que "
         "eliges de tu Depósito se equipa."),
    ),
)
@dataclass(frozen=True)
class Swap(Node):
    first: Target
    second: Target

    def text(self, ctx) -> str:
        return f"intercambia {object_text(self.first, ctx)} por {object_text(self.second, ctx)}"

    def bot_value(self, ev: Estimate, it: list[int]) -> float:
        return 0.0

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.first, self, tag="first")

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        if tag == "first":
            if cards:
                g.take(r, self.second, self, tag=("second", cards[0]))
            return
        if cards and not g.part_is(cards[0], "equipada") and not g.part_is(cards[0], "en un taller"):
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


register_printed("próximos")


@construct(
    "efecto", "Prevenir daño",
    grammar="effects_parts/prevent.lark",
    summary="«previene los próximos N puntos de daño que reciba <selección> <duración>» (o «el próximo punto "
            "de daño»; sin selección, lo seleccionado antes): los N primeros puntos de daño que iba a recibir esa "
            "Parte no se hacen, vengan de una habilidad o de una Guerrilla, y lo que se previene se gasta; el resto "
            "del daño, sí. Sin duración dura hasta que se gasta; con ella, hasta entonces (como un cambio de "
            "estadísticas, 5.3.7). Es de la Parte mientras sigue donde estaba: si cambia de sitio (al Taller, a la "
            "mano…), se pierde, como un cambio de estadísticas de esa Parte (docs/rulings.md 20). Con DEF no se suma: en una Guerrilla, la DEF de la Unidad resta primero "
            "(5.3.5) y lo que se previene se descuenta del daño que le toca a cada Parte (docs/rulings.md 32).",
    examples=(
        ("CAR 1 | Selecciona una Parte tuya; previene los próximos 3 puntos de daño que reciba hasta el final del "
         "turno",
         "En respuesta a un ataque: tu Parte no recibe los 3 primeros puntos de daño de este turno; si le iban a "
         "hacer 4, recibe 1."),
        ("CAR 2 | Previene el próximo punto de daño que reciba cada Parte tuya hasta el inicio de tu próximo turno",
         "Cada una de tus Partes equipadas ignora el primer punto de daño que reciba hasta tu próxima Recarga."),
        ("Cuando equipes esta Parte; previene los próximos 2 puntos de daño que reciba esta Parte",
         "Al equiparla queda protegida de sus 2 primeros puntos de daño, cuando sea que lleguen, mientras no deje "
         "la Unidad."),
    ),
)
@dataclass(frozen=True)
class Prevent(Node):
    accepts = ((Noun.PART, Noun.CARD), (Place.UNIT, Place.TALLER))

    amount: int
    target: Target
    duration: Duration | None = None

    def text(self, ctx) -> str:
        points = "el próximo punto de daño" if self.amount == 1 else f"los próximos {self.amount} puntos de daño"
        if isinstance(self.target, It):
            plural, whom = ctx.referent_plural(), ""
        else:
            plural, whom = bool(getattr(self.target, "plural", False)), " " + object_text(self.target, ctx)
        duration = "" if self.duration is None else " " + self.duration.text(ctx)
        return f"previene {points} que {'reciban' if plural else 'reciba'}{whom}{duration}"

    def bot_on_card(self, ev: Estimate, inst: int) -> float:
        """Greedy bot: half the damage it would stop on a Parte in danger (an enemy marcha's target, or
        one the next Guerrilla could destroy); nothing on a Parte out of danger; on an enemy's, the opposite."""
        if not ev.enemy(inst) and not ev.endangered(inst):
            return 0.0
        return -0.5 * ev.damage_score(inst, self.amount)

    def run(self, g: GameSide, r: Resolution) -> None:
        g.take(r, self.target, self)

    def apply(self, g: GameSide, r: Resolution, cards, tag) -> None:
        for inst in cards:
            g.add_shield(inst, self.amount, self.duration, r.controller, r.source)


@builds("prevent_one")
def _prevent_one(children):
    return 1


@builds("prevent_many")
def _prevent_many(children):
    return next(c for c in children if isinstance(c, int) and not hasattr(c, "start_pos"))


@builds("prevent_it", "prevent_to")
def _prevent(children):
    amount, *rest = [c for c in children if not hasattr(c, "start_pos")]
    duration = rest.pop() if rest and isinstance(rest[-1], Duration) else None
    return Prevent(amount, rest[0] if rest else It(), duration)
