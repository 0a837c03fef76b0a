"""The mutable state of one game, and the immutable per-card data shared by every game.

Cards in a game are numbered ``0..N-1`` (instances); ``Game.cards[n]`` is the shared
:class:`CardInfo` of instance ``n``. Every zone is a plain list of instance numbers; the
per-instance facts (where it is, damage, deactivation) are plain lists indexed by instance.
"""
from __future__ import annotations

import copy

from nismatch_cards.cards.model import Card
from .. import cards as nm
from ..rules import Ruleset
from ..language import ast as A
from .requirements import need
from ..language.constructs.replacements import with_redirects
from ..language.constructs.costs import MAX_X
from ..language.constructs.workshops import works_in_taller
from ..language.constructs.zones_carga import x_limit

# --- zones (rulebook 2) -----------------------------------------------------------------
Z_ARSENAL, Z_HAND, Z_BOTINES, Z_SCRAP, Z_DEMO, Z_UNIT, Z_TALLER, Z_STACK = range(8)
ZONE_NAMES = {
    Z_ARSENAL: "Arsenal", Z_HAND: "mano", Z_BOTINES: "Botines de Guerra", Z_SCRAP: "Depósito de Chatarra",
    Z_DEMO: "Zona de Demolición", Z_UNIT: "Unidad", Z_TALLER: "Taller", Z_STACK: "marchas",
}

# --- phases (rulebook 5.1, 5.3) --------------------------------------------------------
ACTIONS_PER_TURN_LIMIT = 2000  # a runaway turn (a loop of effects, a cascade of Disparados) ends the game as a draw
TOO_MANY_ACTIONS = f"más de {ACTIONS_PER_TURN_LIMIT} acciones en un turno"
MULLIGAN, TORSO, RECARGA, ROBO, RECONSTRUCCION, PRINCIPAL1, GUERRILLA, PRINCIPAL2, FINAL, ENDED = range(10)
PHASE_IDS = ["mulligan", "torso", "recarga", "robo", "reconstruccion", "principal1", "guerrilla",
             "principal2", "final", "fin"]
PHASE_NAMES = ["Mulligan", "colocación del Torso", "Fase de Recarga", "Fase de Robo", "Fase de Reconstrucción",
               "Fase Principal 1", "Fase de Guerrilla", "Fase Principal 2", "Fase Final", "fin de la partida"]
MAIN_PHASES = (PRINCIPAL1, PRINCIPAL2)
OPEN_PHASES = (PRINCIPAL1, GUERRILLA, PRINCIPAL2)

STATS = ("fue", "def", "vel")
MAX_PG = 6  # that of a Mod that changes its Parte's PG máximos («dale +2 PG», docs/rulings.md 113), never a Unidad's
STAT_INDEX = {A.Stat.FUE: 0, A.Stat.DEF: 1, A.Stat.VEL: 2, A.Stat.PG: MAX_PG}
SHIELD = 3  # the «stat» of a :class:`Mod` that prevents damage to its Parte («previene …»), never a Unidad's
UNMOVABLE = 5  # that of a Mod that keeps its Parte where it is («no puede ser movida», docs/rulings.md 46)
UNTARGETABLE = 4  # that of a Mod by which pilot ``Mod.pilot`` may not select its Parte («… no puede seleccionarla»)
UNEQUIPPABLE = 7  # that of a Mod by which its owner may not equip that card («no puedes equiparla», ruling 111)
#: that of a Mod that changes the damage the battle deals to ``Mod.pilot`` (-1: to either), 5.3.5; not MAX_PG's 6,
#: which it once shared, so that a Parte's «+2 PG» changed every battle's damage while it lasted
BATTLE_DAMAGE = 13
#: Those of the Mods of constructs/battle.py («usa su VEL en lugar de su FUE», «se hace a ella», «tú eliges», caps).
BATTLE_USES, BATTLE_TARGET, BATTLE_CHOOSER, BATTLE_CAP = 8, 9, 10, 11
#: that of a Mod by which its Parte's FUE, DEF or VEL (bits 1, 2, 4 of ``Mod.amount``) do not count for its Unidad
#: («su FUE no cuenta para su Unidad», constructs/stats_more.py)
MUTED = 31
#: that of a Mod by which the battle declared now is not fought («Cancela la batalla en curso», stats_more.py)
BATTLE_CANCELLED = 32
NEXT_DAMAGE = 12  # that of a Mod waiting to change the next damage («la próxima vez que … fuera a recibir daño»)
#: Where each place of the language is in the engine.
PLACE_ZONE = {A.Place.UNIT: Z_UNIT, A.Place.HAND: Z_HAND, A.Place.ARSENAL: Z_ARSENAL, A.Place.SCRAPYARD: Z_SCRAP,
              A.Place.DEMOLITION: Z_DEMO, A.Place.TALLER: Z_TALLER, A.Place.BOTINES: Z_BOTINES,
              A.Place.MARCHAS: Z_STACK}

# --- modifier lifetimes ----------------------------------------------------------------
EXPIRE_END_OF_TURN, EXPIRE_NEXT_TURN, EXPIRE_NEVER, EXPIRE_END_OF_NEXT_TURN, EXPIRE_END_OF_OPPONENTS_TURN = range(5)
#: «hasta el final de la fase», «… de la ronda», «hasta el inicio del próximo turno de tu oponente» (constructs/timing.py)
EXPIRE_END_OF_PHASE, EXPIRE_END_OF_ROUND, EXPIRE_OPPONENTS_START = 5, 6, 7
#: «hasta el final de la fase de Guerrilla», «… de la próxima ronda» (constructs/stats_more.py)
EXPIRE_END_OF_GUERRILLA, EXPIRE_END_OF_NEXT_ROUND = 8, 9

# --- deactivation reasons (4.1.1, 4.1.2) -----------------------------------------------
ACTIVE, DEACTIVATED, DEACTIVATED_BY_CAR = 0, 1, 2

# --- decisions the engine asks for -----------------------------------------------------
(D_MULLIGAN, D_TORSO, D_TARGET, D_DISCARD_COST, D_REVEAL_COST, D_DEACTIVATE_COST, D_TRIGGER,
 D_GUERRILLA_DAMAGE, D_OPPONENT_DISCARD, D_CAR, D_REBUILD, D_SEND_COST, D_CHOOSE, D_COUNTERS_COST,
 D_DAMAGE_COST, D_DESTROY_COST, D_PILOT) = range(17)
DECISION_NAMES = {
    D_MULLIGAN: "quedarse con la mano o hacer mulligan", D_TORSO: "la Parte que se coloca bocabajo en el Torso",
    D_TARGET: "las Partes seleccionadas", D_DISCARD_COST: "las cartas que descarta",
    D_REVEAL_COST: "las cartas que muestra", D_DEACTIVATE_COST: "las Partes que desactiva como coste",
    D_TRIGGER: "si activa la habilidad disparada", D_GUERRILLA_DAMAGE: "la Parte que recibe el daño de la Guerrilla",
    D_OPPONENT_DISCARD: "las cartas que descarta", D_CAR: "la Parte que desactiva por Carga negativa",
    D_REBUILD: "la Parte que une en la Reconstrucción", D_SEND_COST: "las cartas que envía como coste",
    D_CHOOSE: "las cartas del efecto", D_COUNTERS_COST: "las Partes de las que quita contadores como coste",
    D_DAMAGE_COST: "las Partes tuyas que reciben daño como coste",
    D_DESTROY_COST: "las Partes tuyas que destruye como coste",
    D_PILOT: "el piloto seleccionado",
}
#: What a pilot chooses during a resolution, by the effect that asks (``Decision.data``).
CHOICE_NAMES = {
    "Damage": "las Partes que reciben el daño", "Destroy": "las Partes que destruye", "Repair": "las Partes que repara",
    "Deactivate": "las Partes que desactiva", "Activate": "las Partes que activa", "Equip": "las Partes que equipa",
    "Swap": "las Partes que intercambia", "Move": "las cartas que mueve", "Discard": "las cartas que descarta",
    "Reveal": "las cartas que muestra", "Search": "las cartas que busca", "Look": "las cartas que mira",
    "StatChange": "las Partes que cambian", "Negate": "la marcha que niega", "ChooseOne": "una opción de «elige uno»",
    "MayDo": "si lo hace («puedes …»)",
    "Copy": "la marcha que copia", "ChooseSome": "las opciones de «elige dos»",
    "OrderedMove": "el orden de las cartas que mueve", "Reorder": "el orden de las cartas",
    "NameNumber": "el número que dice",
}
#: The effects whose choices are options by their number («elige uno», «puedes …»).
OPTION_CHOICES = frozenset({"ChooseOne", "MayDo", "ChooseSome", "NameNumber"})
#: The effects whose choices are marchas, by their number (``Decision.data`` of a choice is the effect's class name).
MARCHA_CHOICES = frozenset({"Negate", "Copy"})


def chooses_marchas(d: "Decision") -> bool:
    """Whether ``d`` chooses marchas («Selecciona una habilidad de tu oponente», «Niega 2 marchas…»): its options
    and choices are then marcha numbers (4.7.2.1: 1 is the bottom one), not cards (docs/rulings.md 27)."""
    return d.kind == D_CHOOSE and d.data in MARCHA_CHOICES or d.kind == D_TARGET and d.data.what.where() is A.Place.MARCHAS


def chooses_option(d: "Decision") -> bool:
    """Whether ``d`` chooses an option of «elige uno»: its options are their numbers, 1 the first printed."""
    return d.kind == D_CHOOSE and d.data in OPTION_CHOICES


def chooses_cards(d: "Decision") -> bool:
    """Whether the options of ``d`` are cards (not marchas or options of «elige uno», which are numbers)."""
    return not chooses_marchas(d) and not chooses_option(d) and d.kind != D_PILOT


def decision_name(d: "Decision") -> str:
    """What a decision asks for, in Spanish («las Partes seleccionadas», «las cartas que descarta»…)."""
    if d.kind == D_CHOOSE:
        return CHOICE_NAMES.get(d.data, DECISION_NAMES[D_CHOOSE])
    if d.kind == D_TARGET and getattr(getattr(d.data, "what", None), "noun", None) not in (None, A.Noun.PART):
        return "las marchas seleccionadas" if chooses_marchas(d) else "las cartas seleccionadas"
    return DECISION_NAMES[d.kind]


class AbilityInfo:
    """One ability, pre-digested once per card: tag behaviour from the ruleset, requirements by role."""

    __slots__ = ("index", "tag", "text", "ast", "speed", "uses", "long_limit", "long_key", "phase", "cost", "select", "selects",
                 "conditions", "steps", "needs", "trigger", "effects", "stat_changes", "untargetables", "optional",
                 "negates", "answers_activation",
                 "activatable", "passive", "when_deactivated", "is_trigger", "prototype", "delay", "later", "delayed",
                 "replaces", "unmovables", "x_cost", "x_max", "has_cost", "picks_player", "in_taller")

    def __init__(self, index: int, tag_id: str, text: str, ast, ruleset: Ruleset, prototype: bool = False):
        tag = ruleset.tags[tag_id]
        self.index = index
        self.tag = tag_id
        self.text = text
        self.ast = ast
        self.prototype = prototype  # free text while the idea is young: pays its printed cost, has no effect
        self.speed = tag.speed  # normal | relampago | None
        self.phase = tag.only_in_phase
        if ast is not None:
            self.cost = ast.cost or 0
            self.x_cost = ast.x  # «CAR X |»: X chosen with the action, paid on top of ``cost``
            self.has_cost = ast.cost is not None
        else:  # a prototype: the «CAR n |» its text starts with (docs/rulings.md 74)
            printed, self.x_cost = nm.printed_cost(text)
            self.cost = printed or 0
            self.has_cost = printed is not None
        requirements = ast.requirements if ast is not None else ()
        self.x_max = x_limit(requirements, MAX_X)  # «X no puede superar 3» (constructs/zones_carga.py)
        limit = next((r for r in requirements if isinstance(r, A.PerTurn)), None)  # «Una vez por turno»
        self.uses = tag.uses_per_turn if limit is None else limit.times  # the card's text wins (3.2 (5))
        period = next((r for r in requirements if isinstance(r, A.PerPeriod)), None)  # «Una vez por ronda/partida»
        self.long_limit = None if period is None else period.uses
        #: its key in ``Game.long_uses`` is ``card * 16 + long_key``: odd for «por partida», which never resets
        self.long_key = index * 2 + (period is not None and period.period == "partida")
        self.selects = [r.what for r in requirements if isinstance(r, A.Select)]
        self.select = self.selects[0] if self.selects else None
        self.conditions = tuple(r.test for r in requirements if isinstance(r, A.Condition))
        # requirements that ask the pilot for something, in the order written (6.1)
        self.steps = tuple(r for r in requirements if isinstance(r, (A.Select, A.Pay, A.SelectPlayer)))
        #: «Selecciona a un oponente»: the pilot it chooses is its «tu oponente» (docs/rulings.md 52)
        self.picks_player = next((r for r in requirements if isinstance(r, A.SelectPlayer)), None)
        self.needs = tuple(n for n in map(need, self.steps) if n is not None)  # what activating it needs
        self.trigger = next((r for r in requirements if isinstance(r, A.TRIGGERS)), None)
        self.is_trigger = tag.trigger == "obligatorio"
        self.effects = with_redirects(ast.simple_effects()) if ast is not None else ()
        #: «Si esta Parte fuera a ser destruida, en su lugar …»: the event a Pasiva replaces (docs/rulings.md 45)
        self.replaces = next((r for r in requirements if isinstance(r, A.ReplaceWhen)), None)
        if self.replaces is not None and self.replaces.per_turn is not None:  # «Una vez por turno, si …» (ruling 97)
            self.uses = self.replaces.per_turn
        #: its «gana +N FUE|DEF|VEL» effects with the index of the stat (0 FUE, 1 DEF, 2 VEL), for a Pasiva
        self.stat_changes = tuple((STAT_INDEX[e.stat], e) for e in self.effects if isinstance(e, A.StatChange))
        #: its «tu oponente no puede seleccionar …» effects, for a Pasiva
        self.untargetables = tuple(e for e in self.effects if isinstance(e, A.Untargetable))
        #: its «esta Parte no puede ser movida» effects, for a Pasiva
        self.unmovables = tuple(e for e in self.effects if isinstance(e, A.Unmovable))
        self.optional = self.is_trigger and ast is not None and ast.cost is not None  # may be declined
        self.negates = next((t for t in self.conditions if isinstance(t, A.Activates)), None)
        #: «Cuando tu oponente active …»: a Disparado whose «niégala» / «cópiala» names that activation
        self.answers_activation = isinstance(self.trigger, A.PlayerEvent) and \
            self.trigger.event is A.PlayerEventKind.ACTIVATES
        self.activatable = tag.speed is not None and not self.is_trigger
        self.passive = tag.speed is None and not self.is_trigger and self.replaces is None
        # «Si esta Parte está desactivada; …» is meant to work on a deactivated Parte (see docs/rulings.md)
        self.when_deactivated = any(isinstance(c, A.ThisIs) and c.state == "desactivada" for c in self.conditions)
        #: a Pasiva written for its Parte in a Taller: «Mientras esta Parte esté en un Taller, …» (ruling 193)
        self.in_taller = self.passive and works_in_taller(self)
        #: «La próxima vez que …»: on resolution it leaves ``later`` waiting for its event, once (ruling 44)
        self.delay = next((r for r in requirements if isinstance(r, A.NextTime)), None)
        self.delayed = False  # this is the ``later`` of another ability
        self.later = None
        if self.delay is not None:
            self.later = AbilityInfo(index, tag_id, text, self.delay.later(ast), ruleset)
            self.later.delayed = True
            self.later.uses = None
            self.later.long_limit = None
            self.later.selects = self.selects  # what it chose on activation is still checked (6.1.1.1)
        elif self.effects and isinstance(self.effects[-1], A.Delayed):  # «…. Al final del turno, …» (ruling 94)
            self.later = AbilityInfo(index, tag_id, text, self.effects[-1].later(), ruleset)
            self.later.delayed = True
            self.later.uses = None
            self.later.long_limit = None


class CardInfo:
    """A card as the engine needs it; built once per :class:`Card` and shared by all games."""

    __slots__ = ("card", "id", "name", "is_part", "zone", "pg", "car", "stats", "abilities", "activatable",
                 "fast", "fast_cost", "passives", "triggers", "has_passive", "shields_from_selection", "rarity",
                 "kinds", "replacements", "holds_in_place", "cost_changes", "taller_passives")

    def __init__(self, card: Card, ruleset: Ruleset):
        self.card = card
        self.id = card.id
        self.name = card.name
        self.is_part = nm.is_part(card)
        zone_id = nm.zone(card)
        self.zone = ruleset.zone_ids.index(zone_id) if self.is_part and zone_id in ruleset.zone_ids else -1
        self.pg = nm.stat(card, "pg")
        self.car = nm.stat(card, "car") if self.is_part else 0
        self.stats = (nm.stat(card, "fue"), nm.stat(card, "def"), nm.stat(card, "vel"))
        self.rarity = nm.rarity(card)
        zone = ruleset.zone(zone_id) if self.zone >= 0 else None
        roles = ("generador",) if self.car > 0 else ("gastador",) if self.car < 0 else ()
        self.kinds = frozenset((zone.id, zone.type) if zone else ()) | frozenset(roles)  # what «de tipo X» matches
        self.abilities = tuple(AbilityInfo(i, a.tag, a.text, a.ast, ruleset, a.prototype)
                               for i, a in enumerate(nm.abilities(card, ruleset.keywords, ruleset.lexicon)))
        self.activatable = tuple(a for a in self.abilities if a.activatable)
        self.fast = tuple(a for a in self.activatable if a.speed == "relampago")  # usable outside main phases
        self.fast_cost = min((a.cost for a in self.fast), default=1 << 30)  # the CAR its cheapest one needs
        self.passives = tuple(a for a in self.abilities if a.passive)
        self.has_passive = bool(self.passives)
        self.taller_passives = tuple(a for a in self.passives if a.in_taller)  # they work from a Taller (ruling 193)
        self.shields_from_selection = any(ab.untargetables for ab in self.passives)
        self.holds_in_place = any(ab.unmovables for ab in self.passives)  # a Pasiva «… no puede ser movida»
        #: its Pasivas that change what abilities cost («Tus Cartas de Apoyo cuestan 1 CAR menos»), with those effects
        self.cost_changes = tuple((ab, changes) for ab in self.passives
                                  if (changes := tuple(e for e in ab.effects if isinstance(e, A.CostChange))))
        self.triggers = tuple(a for a in self.abilities if a.trigger is not None)
        #: its replacements («Si esta Parte fuera a ser destruida, en su lugar …»), Pasivas of their own
        self.replacements = tuple(a for a in self.abilities if a.replaces is not None and ruleset.tags[a.tag].speed
                                  is None and not a.is_trigger)


_INFO: dict[tuple[int, int], tuple[Card, Ruleset, CardInfo]] = {}


def card_info(card: Card, ruleset: Ruleset) -> CardInfo:
    """The shared :class:`CardInfo` of ``card`` (computed once per card and ruleset)."""
    key = (id(card), id(ruleset))
    hit = _INFO.get(key)
    if hit is None or hit[0] is not card or hit[1] is not ruleset:
        hit = (card, ruleset, CardInfo(card, ruleset))
        _INFO[key] = hit
    return hit[2]


class Marcha:
    """An activation on the stack of marchas (4.7): who, what, the chosen targets."""

    __slots__ = ("controller", "source", "ability", "support", "source_serial", "targets", "responds_to",
                 "negated", "trigger", "revealed", "number", "event_card", "named_opponent", "chain", "marchas",
                 "copied", "x", "paid")

    def __init__(self, controller: int, source: int, ability: AbilityInfo, support: bool, source_serial: int,
                 trigger: bool = False):
        self.controller = controller
        self.source = source
        self.ability = ability
        self.x = 0  # the X chosen for «CAR X |» (constructs/costs.py)
        self.support = support
        self.source_serial = source_serial
        self.targets: list[tuple[int, int, object]] = []  # (instance, serial, selection) of «Selecciona»
        self.responds_to: Marcha | None = None
        self.negated = False
        self.trigger = trigger
        self.revealed: list[int] = []
        self.paid: list[int] = []  # the cards its cost discarded: «la Parte descartada» (constructs/cards_zones.py)
        self.number = 0
        self.event_card = -1  # for a disparado ability fired by an event on a card: that card
        self.named_opponent = -1  # for one fired by what «tu oponente» did: that pilot (docs/rulings.md 13)
        #: a Disparado's (card, ability) and those whose activations fired it, one after the other: none of
        #: them fires again by this marcha's activation (docs/rulings.md 30)
        self.chain: tuple = ()
        self.marchas: tuple[int, ...] = ()  # the numbers of the marchas its «Selecciona …» chose (ruling 27)
        self.copied = False  # a copy («cópiala»): no cost paid, no card of its own (docs/rulings.md 37)

    def copy(self, memo: dict) -> "Marcha":
        """A copy for ``Game.clone()``; ``memo`` maps the marchas already copied (``responds_to``)."""
        new = memo.get(id(self))
        if new is not None:
            return new
        new = memo[id(self)] = Marcha.__new__(Marcha)
        new.controller, new.source, new.ability, new.support = self.controller, self.source, self.ability, self.support
        new.source_serial, new.targets, new.negated = self.source_serial, list(self.targets), self.negated
        new.responds_to = None if self.responds_to is None else self.responds_to.copy(memo)
        new.trigger, new.revealed, new.number, new.event_card = (self.trigger, list(self.revealed), self.number,
                                                                 self.event_card)
        new.named_opponent, new.chain, new.marchas, new.copied = self.named_opponent, self.chain, self.marchas, self.copied
        new.x, new.paid = self.x, list(self.paid)
        return new


class Decision:
    """A choice the engine waits for: ``pilot`` picks from ``options`` between ``low`` and ``high`` items."""

    __slots__ = ("kind", "pilot", "options", "low", "high", "chosen", "data")

    def __init__(self, kind: int, pilot: int, options: list[int], low: int, high: int, data=None):
        self.kind = kind
        self.pilot = pilot
        self.options = options
        self.low = low
        self.high = high
        self.chosen: list[int] = []
        self.data = data  # immutable: an AST node, an ability, a tuple or a number

    def copy(self) -> "Decision":
        new = Decision(self.kind, self.pilot, list(self.options), self.low, self.high, self.data)
        new.chosen = list(self.chosen)
        return new


class Mod:
    """A stat change with a duration (5.3.1, 5.3.7): on a pilot's Unidad, or on one Parte while it
    stays put; ``test`` (a condition node) ends it when it stops holding («mientras …»)."""

    __slots__ = ("stat", "amount", "pilot", "part", "serial", "expire", "expire_pilot", "armed", "test", "source")

    def __init__(self, stat: int, amount: int, pilot: int, part: int, serial: int, expire: int, expire_pilot: int,
                 test=None, source: int = -1):
        self.stat = stat
        self.amount = amount
        self.pilot = pilot  # the Unidad changed, or -1 when ``part`` is set
        self.part = part
        self.serial = serial
        self.expire = expire
        self.expire_pilot = expire_pilot
        self.armed = True  # EXPIRE_END_OF_NEXT_TURN (…_OPPONENTS_TURN) made in a turn it does not count waits one turn end
        self.test = test
        self.source = source

    def copy(self) -> "Mod":
        new = Mod(self.stat, self.amount, self.pilot, self.part, self.serial, self.expire, self.expire_pilot,
                  self.test, self.source)
        new.armed = self.armed
        return new


class Restriction:
    """«<piloto> no puede <actividad> <duración>»: what ``pilot`` may not do until it expires."""

    __slots__ = ("pilot", "activity", "expire", "expire_pilot", "armed", "test", "controller", "source")

    def __init__(self, pilot: int, activity, expire: int, expire_pilot: int, test=None, controller: int = -1,
                 source: int = -1):
        self.pilot = pilot
        self.activity = activity
        self.expire = expire
        self.expire_pilot = expire_pilot
        self.armed = True
        self.test = test
        self.controller = controller
        self.source = source

    def copy(self) -> "Restriction":
        new = Restriction(self.pilot, self.activity, self.expire, self.expire_pilot, self.test, self.controller,
                          self.source)
        new.armed = self.armed
        return new


class Resolution:
    """A marcha being resolved, effect after effect (6.1.1): what the pronouns name now (``it``),
    the cards «una de ellas» and «el resto» choose from (``pool``, ``taken``) and the effect that
    waits for a pilot's choice."""

    __slots__ = ("marcha", "effects", "index", "it", "pool", "taken", "waiting", "found", "rolled", "named")

    def __init__(self, marcha: "Marcha", effects: tuple, it: list[tuple[int, int]]):
        self.marcha = marcha
        self.effects = effects
        self.index = 0
        self.it = it  # (instance, serial)
        self.pool: list[int] = []
        self.taken: list[int] = []
        self.waiting = None  # (effect node, tag) while a decision is open
        self.found = -1  # how many cards the last effect that named cards found («si lo haces», ruling 77)
        self.rolled = 0  # what the last «tira un dado» of this marcha came out («igual al resultado»), 0 before
        self.named = 0  # the number its pilot said («di un número del 1 al 6»), 0 before (constructs/cards_more.py)

    def copy(self, memo: dict) -> "Resolution":
        new = Resolution(self.marcha.copy(memo), self.effects, list(self.it))
        new.index, new.pool, new.taken = self.index, list(self.pool), list(self.taken)
        new.found, new.rolled, new.named = self.found, self.rolled, self.named
        if self.waiting is not None:  # (the effect node, shared; its tag: plain data of the construct)
            effect, tag = self.waiting
            new.waiting = (effect, copy.deepcopy(tag))
        return new

    @property
    def controller(self) -> int:
        return self.marcha.controller

    @property
    def source(self) -> int:
        return self.marcha.source


class PilotState:
    """Every zone of one pilot (rulebook 2) and its counters."""

    __slots__ = ("index", "name", "deck_name", "arsenal", "hand", "botines", "scrap", "demolition", "unit",
                 "talleres", "car", "claimed", "destroyed_since_rebuild", "parts_this_turn", "mulligans",
                 "alive", "team")

    def __init__(self, index: int, name: str, deck_name: str, zones: int, talleres: int, team: int):
        self.index = index
        self.name = name
        self.deck_name = deck_name
        self.arsenal: list[int] = []  # the top card is the last one
        self.hand: list[int] = []
        self.botines: list[int] = []  # the top card is the last one
        self.scrap: list[int] = []
        self.demolition: list[int] = []
        self.unit: list[int] = [-1] * zones
        self.talleres: list[int] = [-1] * talleres
        self.car = 0
        self.claimed = 0
        self.destroyed_since_rebuild = 0
        self.parts_this_turn = 0
        self.mulligans = 0
        self.alive = True
        self.team = team

    def copy(self) -> "PilotState":
        new = PilotState.__new__(PilotState)
        new.index, new.name, new.deck_name, new.team = self.index, self.name, self.deck_name, self.team
        new.arsenal, new.hand, new.botines = list(self.arsenal), list(self.hand), list(self.botines)
        new.scrap, new.demolition = list(self.scrap), list(self.demolition)
        new.unit, new.talleres = list(self.unit), list(self.talleres)
        new.car, new.claimed, new.destroyed_since_rebuild = self.car, self.claimed, self.destroyed_since_rebuild
        new.parts_this_turn, new.mulligans, new.alive = self.parts_this_turn, self.mulligans, self.alive
        return new

    def redacted(self, hand: list, botines: list, arsenal: list) -> "PilotState":
        """This pilot as an observer sees it (``observation.observe``): the hidden piles given, the public zones and
        counters the same objects as this one's (a view shares the game's state until a bot plays on it)."""
        new = PilotState.__new__(PilotState)
        new.index, new.name, new.deck_name, new.team = self.index, self.name, self.deck_name, self.team
        new.arsenal, new.hand, new.botines = arsenal, hand, botines
        new.scrap, new.demolition, new.unit, new.talleres = self.scrap, self.demolition, self.unit, self.talleres
        new.car, new.claimed, new.destroyed_since_rebuild = self.car, self.claimed, self.destroyed_since_rebuild
        new.parts_this_turn, new.mulligans, new.alive = self.parts_this_turn, self.mulligans, self.alive
        return new
