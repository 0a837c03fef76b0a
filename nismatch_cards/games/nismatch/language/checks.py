"""The meaning of an ability, beyond its grammar: every text the grammar accepts either means
something in the game or gets a diagnostic here that says why not and what to write instead.

The rules come from the rulebook (3.3 etiquetas, 6.1 requisitos) and from what each construct can
act on (the ``accepts`` of each effect: «hazle daño» needs Partes on a Unidad or in a Taller).
:func:`ability_problems` returns :class:`Problem`\\ s; the NISMATCH plug-in places them in the file.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from . import ast as A
from .binding import introduced
from .constructs.filters import OfKind
from .constructs.cards_zones import discarded_problems
from .constructs.zones_carga import car_made_problems, x_max_problems
from .constructs.revealed import revealed_problems
from .constructs.cards_more import cards_problems
from .constructs.events_more import response_problems
from .constructs.rule_changes import battle_problems
from .constructs.battle import battle_problems as more_battle_problems
from .constructs.modes import ban_problems
from .constructs.pilots_more import their_turn_problems
from .constructs.seen import result_problems
from .constructs.references import fighter_problems, only_one_problems
from .constructs.amounts_more import cap_problems
from .constructs.amounts_counted import count_problems
from .constructs.economy import economy_problems
from .constructs.stat_words import SelfCost, self_cost_problems
from .constructs.replace_more import replacement_problems
from .constructs.workshops import ActivateIfCarga, taller_pasiva_problems
from .constructs.replace_cards import next_damage_problems
from .constructs.selection import NOUN_NAMES, PLACE_NAMES, ROLES


SELECTED_PART = "el efecto se refiere a una Parte seleccionada, pero ningún requisito la selecciona"
HINT_SELECT = "añade antes un requisito «Selecciona una Parte; …»"
NEGATE_WHAT = "«niégala» necesita saber qué negar"
COPY_WHAT = "«cópiala» necesita saber qué copiar"
HINT_NEGATE = "añade antes «Si tu oponente activa una habilidad o Carta de Apoyo; …»"
SUPPORT_IS_NOT_A_PART = "una Carta de Apoyo no es una Parte: no puede decir «esta Parte»"
PASIVA_CONDITIONS = "una habilidad Pasiva solo admite condiciones como «Si esta Parte está dañada»"
PASIVA_STATIC = "una habilidad Pasiva solo cambia estadísticas o costes, o impide seleccionar o mover, de forma permanente"
COST_CHANGE_PASIVA = "un cambio de coste solo vale en una habilidad Pasiva"
RULE_CHANGE_PASIVA = "un cambio de lo que producen, consumen o reparan las Partes solo vale en una habilidad Pasiva"
KEEPS_STATS_PASIVA = "«esta Parte sigue sumando … aunque esté Desactivada» solo vale en una habilidad Pasiva"
X_WITHOUT_COST = "X solo vale en una habilidad de coste «CAR X»"
ZERO = "una cantidad de 0 no hace nada"

_PLACE_NAMES, _NOUN_NAMES = PLACE_NAMES, NOUN_NAMES
#: Where each noun can be at all (a Carta de Apoyo is never on a Unidad; a marcha only on the marchas).
_CAN_BE = {
    A.Noun.CARD: tuple(A.Place), A.Noun.PART: tuple(p for p in A.Place if p is not A.Place.MARCHAS),
    A.Noun.SUPPORT: (A.Place.HAND, A.Place.ARSENAL, A.Place.SCRAPYARD, A.Place.DEMOLITION, A.Place.BOTINES,
                     A.Place.MARCHAS),
    A.Noun.BOTIN: (A.Place.BOTINES,), A.Noun.MARCHA: (A.Place.MARCHAS,), A.Noun.ABILITY: (A.Place.MARCHAS,),
}
_EFFECT_VERBS = {
    A.Damage: "hacer daño", A.Destroy: "destruir", A.Repair: "reparar", A.Deactivate: "desactivar",
    A.Activate: "activar", A.Equip: "equipar", A.Discard: "descartar", A.Reveal: "mostrar", A.Search: "buscar",
    A.Look: "mirar", A.TakeBotines: "tomar", A.Negate: "negar", A.Move: "mover", A.Prevent: "prevenir el daño de",
    A.Untargetable: "proteger de ser seleccionado", A.PutCounters: "poner contadores en",
    A.RemoveCounters: "quitar contadores de", A.Copy: "copiar", A.Unmovable: "impedir que se mueva",
    ActivateIfCarga: "activar",
}


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an ability: the node it is about (for its place in the text)."""

    node: object
    code: str
    message: str
    hint: str
    severity: str = "error"


@dataclass(frozen=True)
class TagRules:
    """What an etiqueta demands of its abilities (rulebook 3.3), from the pack's enum values."""

    id: str
    name: str
    cost: str  # obligatorio | prohibido | opcional
    trigger: str  # obligatorio | prohibido
    passive: bool = False
    uses: int | None = None  # usos_por_turno: None, no limit
    speed: str | None = None  # normal | relampago | None (pasiva)

    @classmethod
    def of(cls, tag) -> "TagRules":
        """The rules of a ruleset's etiqueta (``rules.Tag``): an ability without speed that no
        trigger starts is a Pasiva."""
        return cls(tag.id, tag.name, tag.cost, tag.trigger, passive=tag.speed is None and tag.trigger != "obligatorio",
                   uses=tag.uses_per_turn, speed=tag.speed)


@dataclass(frozen=True)
class AbilityContext:
    tag: TagRules
    is_part: bool
    zone_kinds: frozenset[str] = field(default_factory=frozenset)  # zone ids and zone types of the pack
    die: int | None = None  # the faces of the game's die («tira un dado»), when the ruleset is known


def ability_problems(ability, ctx: AbilityContext) -> list[Problem]:
    """Every problem of ``ability`` (an Ability or a Keyword) on a card, in the order written."""
    found: list[Problem] = []
    found += _tag_problems(ability, ctx)
    found += _zero_problems(ability)
    found += _reference_problems(ability)
    found += _part_problems(ability, ctx)
    found += _kind_problems(ability, ctx)
    found += _sense_problems(ability)
    found += _roll_problems(ability, ctx)
    found += _replacement_problems(ability, ctx)
    found += [Problem(node, code, message, hint) for code, node, message, hint in replacement_problems(ability, _Plain())]
    found += [Problem(node, code, message, hint) for code, node, message, hint in next_damage_problems(ability)]
    found += _x_problems(ability, ctx)
    found += _player_problems(ability)
    found += [Problem(node, "NM100", message, hint) for node, message, hint in result_problems(ability)]
    if hasattr(ability, "requirements"):  # a keyword's text is checked where it is defined
        found += [Problem(node, code, message, hint)
                  for code, node, message, hint in revealed_problems(ability, referents(ability))]
        found += [Problem(node, code, message, hint)
                  for code, node, message, hint in cards_problems(ability, referents(ability))]
    found += [Problem(node, "NM111", message, hint) for node, message, hint in only_one_problems(ability)]
    found += [Problem(node, "NM112", message, hint, severity="warning")
              for node, message, hint in fighter_problems(ability, ctx.tag.id == "normal")]
    found += [Problem(node, "NM109", message, hint) for node, message, hint in cap_problems(ability)]
    if hasattr(ability, "requirements"):
        found += [Problem(node, "NM151", message, hint) for node, message, hint in their_turn_problems(ability)]
    found += [Problem(node, code, message, hint) for node, code, message, hint in count_problems(ability)]
    found += [Problem(node, code, message, hint) for code, node, message, hint in economy_problems(ability)]
    found += [Problem(node, code, message, hint) for code, node, message, hint in discarded_problems(ability)]
    found += [Problem(node, code, message, hint) for code, node, message, hint in x_max_problems(ability)]
    found += [Problem(node, code, message, hint) for code, node, message, hint in car_made_problems(ability)]
    found += [Problem(node, code, message, hint) for code, node, message, hint in self_cost_problems(ability)]
    found += [Problem(node, "NM117", message, hint)
              for node, message, hint in battle_problems(ability, ctx.tag.id)]
    found += [Problem(node, code, message, hint)
              for code, node, message, hint in more_battle_problems(ability, ctx.tag.passive)]
    if ctx.tag.passive and _replacement(ability) is None:
        found += _pasiva_problems(ability)
        found += [Problem(node, "NM225", message, hint) for node, message, hint in taller_pasiva_problems(ability)]
    else:
        found += [Problem(node, "NM138", message, hint) for node, message, hint in ban_problems(ability)]
        found += [Problem(r, "NM082", "«Mientras» es la condición de las Pasivas",
                          "en esta habilidad escribe «Si …»; o cambia la etiqueta a «pasiva»")
                  for r in ability.requirements if isinstance(r, A.Condition) and r.while_]
        found += [Problem(e, "NM081", COST_CHANGE_PASIVA, "cambia la etiqueta a «pasiva»")
                  for e in ability.simple_effects() if isinstance(e, A.CostChange)]
        found += [Problem(e, "NM081", RULE_CHANGE_PASIVA, "cambia la etiqueta a «pasiva»")
                  for e in ability.simple_effects() if isinstance(e, (A.CarRate, A.TallerRate))]
        found += [Problem(e, "NM081", KEEPS_STATS_PASIVA, "cambia la etiqueta a «pasiva»")
                  for e in ability.simple_effects() if isinstance(e, A.KeepsStats)]
        found += [Problem(e, "NM081", e.PASIVA_ONLY, "cambia la etiqueta a «pasiva»")
                  for e in ability.simple_effects() if getattr(e, "PASIVA_ONLY", None)]
        found += [Problem(e, "NM108", UNNEGATABLE_PASIVA, "cambia la etiqueta a «pasiva»")
                  for e in ability.simple_effects() if isinstance(e, A.Unnegatable)]
    found += [Problem(e, "NM108", UNNEGATABLE_SUPPORTS, "escribe «Las habilidades de esta Parte no pueden ser negadas»")
              for e in ability.simple_effects() if isinstance(e, A.Unnegatable) and e.supports]
    return found


# --- the etiqueta (3.3, 6.1) -------------------------------------------------------------------


def _tag_problems(ability, ctx: AbilityContext) -> list[Problem]:
    tag, found = ctx.tag, []
    if tag.cost == "prohibido" and ability.cost is not None:
        found.append(Problem(ability, "NM031", f"una habilidad {tag.name} no tiene coste de Carga (reglamento 3.3)",
                             "quita «CAR n |» del principio"))
    if tag.cost == "obligatorio" and ability.cost is None:
        found.append(Problem(ability, "NM031", f"una habilidad {tag.name} necesita un coste de Carga (reglamento 6.1)",
                             "empieza el texto con «CAR n |», p. ej. «CAR 1 | …»"))
    requirements = ability.requirements
    triggers = [r for r in requirements if isinstance(r, A.TRIGGERS)]
    first = next((r for r in requirements if not isinstance(r, (A.PerTurn, A.PerPeriod, SelfCost))  # «Una vez por turno; Cuando …»
                  and not (isinstance(r, A.Condition) and isinstance(r.test, A.GameMode))), None)  # «En Batalla Real, …»
    responses = response_problems(ability, tag.speed, tag.trigger == "obligatorio")  # NM113, NM114 (rulings 84, 86)
    found += [Problem(node, code, message, hint) for node, code, message, hint in responses]
    if tag.trigger == "obligatorio" and not isinstance(first, A.TRIGGERS) and not any(r[1] == "NM114" for r in responses):
        found.append(Problem(first or ability, "NM033",
                             f"una habilidad {tag.name} empieza por su disparador (reglamento 3.3)",
                             "empieza con «Cuando …», «Al comienzo de tu turno» o «Al final de tu turno»"))
    if tag.trigger == "prohibido":
        found += [Problem(t, "NM033", f"solo las habilidades Disparado tienen disparador; esta es {tag.name}",
                          "cambia la etiqueta a «disparado» o quita el disparador") for t in triggers]
    elif len(triggers) > 1:
        found += [Problem(t, "NM033", "una habilidad solo puede tener un disparador", "deja un solo «Cuando …»")
                  for t in triggers[1:]]
    return found + _per_turn_problems(ability, tag) + _next_time_problems(ability) + _per_period_problems(ability, tag)


def _next_time_problems(ability) -> list[Problem]:
    """«La próxima vez que …» waits with the effect: what comes after it is the effect (docs/rulings.md 44)."""
    requirements = ability.requirements
    return [Problem(r, "NM089", "«La próxima vez que …» va justo antes del efecto",
                    "pon después de él solo el efecto; lo que se elige o se paga al activarla va antes")
            for i, r in enumerate(requirements)
            if isinstance(r, A.NextTime) and any(not isinstance(x, A.PerTurn) for x in requirements[i + 1:])]


def _per_period_problems(ability, tag: TagRules) -> list[Problem]:
    """«Una vez por ronda / por partida» (constructs/timing.py, docs/rulings.md 59): once, on an ability that is used."""
    limits = [r for r in ability.requirements if isinstance(r, A.PerPeriod)]
    if limits and tag.passive:
        return [Problem(limits[0], "NM096", f"una habilidad {tag.name} no se activa: no tiene usos por "
                                            f"{limits[0].period} (reglamento 3.3)", "quita el límite, o cambia la etiqueta")]
    return [Problem(r, "NM096", "el límite de usos por ronda o por partida está escrito dos veces",
                    "escribe uno solo: el más estricto") for r in _as_written(limits)[1:]]


def _as_written(nodes: list) -> list:
    """In the order written: a limit written after the effect is read first (constructs/ability.py)."""
    return sorted(nodes, key=lambda r: r.span.start if r.span is not None else 0)


def _per_turn_problems(ability, tag: TagRules) -> list[Problem]:
    """«Una vez por turno» against the etiqueta: the text's limit is the one played (3.2 (5), docs/rulings.md 43)."""
    limits = [r for r in ability.requirements if isinstance(r, A.PerTurn)]
    if not limits:
        return []
    if tag.passive:
        return [Problem(limits[0], "NM088", f"una habilidad {tag.name} no se activa: no tiene usos por turno "
                                            "(reglamento 3.3)", "quita el límite, o cambia la etiqueta")]
    if len(limits) > 1:
        return [Problem(r, "NM088", "el límite de usos por turno está escrito dos veces",
                        "escríbelo una sola vez, al principio («Una vez por turno; …») o al final")
                for r in _as_written(limits)[1:]]
    limit = limits[0].times
    if tag.uses is not None and limit > tag.uses:
        allowed = "una vez" if tag.uses == 1 else f"{tag.uses} veces"
        return [Problem(limits[0], "NM088", f"el texto permite {limit} usos por turno y la etiqueta {tag.name}, "
                                            f"{allowed}: vale el texto (reglamento 3.2 (5), docs/rulings.md 43)",
                        f"si querías {allowed} por turno, quita el límite del texto", severity="warning")]
    return []


# --- amounts of zero ---------------------------------------------------------------------------


def _zero_problems(ability) -> list[Problem]:
    found = []
    for clause in _clauses(ability):
        for node in clause.walk():
            zero = (isinstance(node, A.Amount) and not node.equal and node.n == 0) or (
                isinstance(node, A.Count) and node.kind in (A.CountKind.EXACTLY, A.CountKind.UP_TO, A.CountKind.TOP)
                and node.n == 0) or (isinstance(node, A.OfThem) and node.n == 0) or (
                isinstance(node, A.StatChange) and node.amount == 0)
            if zero:
                found.append(Problem(clause, "NM039", ZERO, "usa 1 o más, o quita esa parte del texto"))
                break
    return found


def _clauses(ability):
    return (*ability.requirements, *_effects(ability))


def _effects(ability) -> tuple:
    """The effects of ``ability``, those of every option of «elige uno» and «tira un dado» included."""
    return tuple(part for e in ability.simple_effects()
                 for part in ([p for mode in e.branches for p in A.mode_effects(mode)] if isinstance(e, A.BRANCHING)
                              else [e]))


# --- pronouns and what they refer to -----------------------------------------------------------


def referents(ability) -> list[tuple[object, object, object]]:
    """``(clause, what its pronouns refer to, the cards «una de ellas» and «el resto» choose from)``
    for every clause, in the order written."""
    out = []

    def read(clauses, current, pool) -> None:
        for clause in clauses:
            if isinstance(clause, A.BRANCHING):  # each option reads from what came before the choice or roll
                for mode in clause.branches:
                    read(A.mode_effects(mode), current, pool)
                continue
            out.append((clause, current, pool))
            bound = introduced(clause)
            if bound is not None:
                current = bound
                if isinstance(bound, A.Selection) and (bound.count is None or bound.count.plural):
                    pool = bound

    read((*ability.requirements, *ability.simple_effects()), None, None)
    return out


HINT_OF_THEM_IN_REQUIREMENT = ("selecciona lo que quieras en un solo requisito («Selecciona una Parte de tu "
                               "oponente dañada; …»), o elige en el efecto: «…; destruye una de ellas»")


THAT_PILOT = "«ese piloto», «su Unidad» o un «pierde 2 DEF» sin sujeto hablan de un piloto seleccionado, y ningún " \
             "requisito selecciona a uno"
HINT_THAT_PILOT = "empieza con «Selecciona a un oponente; …», o di de quién es: «la Unidad de tu oponente pierde 2 " \
                  "DEF», «dale -2 DEF» (a la Parte seleccionada)"
TWO_PILOTS = "una habilidad selecciona a un solo piloto"
HINT_TWO_PILOTS = "deja un solo «Selecciona a un oponente»: lo que sigue habla de ese piloto"


EACH_ACTIVATES = "«{who}» no activa a la vez: una respuesta contesta a la activación de un piloto"
HINT_EACH_ACTIVATES = "escribe «Si tu oponente activa …»: responde a la de cualquiera de ellos"


def _player_problems(ability) -> list[Problem]:
    """«ese piloto» with no pilot selected before (NM090); two pilots selected (NM091), docs/rulings.md 52; «Si cada
    oponente activa …» (NM092), docs/rulings.md 53."""
    requirements = getattr(ability, "requirements", ())
    selects = [r for r in requirements if isinstance(r, A.SelectPlayer)]
    found = [Problem(r, "NM091", TWO_PILOTS, HINT_TWO_PILOTS) for r in selects[1:]]
    effect = getattr(ability, "effect", None)
    for clause in (*requirements, *(ability.simple_effects() if effect is not None else ())):
        if any(getattr(node, "player", None) is A.Player.THAT for node in clause.walk()):
            found.append(Problem(clause, "NM090", THAT_PILOT, HINT_THAT_PILOT))
        for node in clause.walk():
            if isinstance(node, A.Activates) and node.player in (A.Player.EACH_OPPONENT, A.Player.OTHERS):
                who = "cada oponente" if node.player is A.Player.EACH_OPPONENT else "cada uno de los demás pilotos"
                found.append(Problem(clause, "NM092", EACH_ACTIVATES.format(who=who), HINT_EACH_ACTIVATES))
    return found


def _reference_problems(ability) -> list[Problem]:
    found = []
    responds = any(isinstance(r, A.Condition) and isinstance(r.test, A.Activates)  # «Si tu oponente activa …»
                   or isinstance(r, A.PlayerEvent) and r.event is A.PlayerEventKind.ACTIVATES  # «Cuando … active …»
                   for r in ability.requirements)
    for clause, referent, pool in referents(ability):
        if isinstance(clause, A.ON_MARCHAS) and isinstance(clause.target, A.It):
            if not responds and not _names_marchas(referent):
                what = NEGATE_WHAT if isinstance(clause, A.Negate) else COPY_WHAT
                found.append(Problem(clause, "NM035", what, HINT_NEGATE))
            continue
        for node in clause.walk():
            if isinstance(node, A.It) and referent is None:
                found.append(Problem(clause, "NM035", SELECTED_PART, HINT_SELECT))
                break
            if isinstance(node, (A.OfThem, A.Rest)) and isinstance(clause, (A.Select, A.Pay)):
                found.append(Problem(clause, "NM035", f"«{node.text(_Plain())}» elige en un efecto entre las cartas "
                                     "que tomó antes; un requisito no puede", HINT_OF_THEM_IN_REQUIREMENT))
                break
            if isinstance(node, (A.OfThem, A.Rest)) and pool is None:
                found.append(Problem(clause, "NM035",
                                     f"«{node.text(_Plain())}» elige entre varias cartas nombradas antes, y no las hay",
                                     "escribe antes «mira las 3 primeras cartas de tu Arsenal» o «busca …»"))
                break
    return found


def _names_marchas(referent) -> bool:
    return isinstance(referent, A.Selection) and referent.where() is A.Place.MARCHAS


class _Plain:
    """A print context for words inside messages."""

    subjunctive = False

    def referent_plural(self) -> bool:
        return False

    def referent_feminine(self) -> bool:
        return True


# --- «esta Parte» on a Carta de Apoyo (3.1) -----------------------------------------------------


def _part_problems(ability, ctx: AbilityContext) -> list[Problem]:
    if ctx.is_part:
        return []
    found = []
    for clause in _clauses(ability):
        about_this = isinstance(clause, A.Condition) and (isinstance(clause.test, (A.ThisIs, A.ThisHasCounters)) or (
            isinstance(clause.test, A.Past) and clause.test.damaged is not None)) or (
            isinstance(clause, A.CardEvent) and isinstance(clause.subject, A.ThisCard) and clause.subject.part)
        if about_this:
            found.append(Problem(clause, "NM037", SUPPORT_IS_NOT_A_PART, "usa un requisito que no dependa de una Parte"))
        elif any(isinstance(n, A.ThisCard) and n.part for n in clause.walk()):
            found.append(Problem(clause, "NM037", SUPPORT_IS_NOT_A_PART,
                                 "selecciona la Parte con «Selecciona una Parte; …»"))
    return found


# --- «de tipo X» names a zone of the pack (2⑥) ---------------------------------------------------


def _kind_problems(ability, ctx: AbilityContext) -> list[Problem]:
    if not ctx.zone_kinds:
        return []
    found = []
    for clause in _clauses(ability):
        for node in clause.walk():
            if isinstance(node, OfKind) and node.kind not in ROLES and node.kind not in ctx.zone_kinds:
                found.append(Problem(clause, "NM036", f"no hay zonas de tipo «{node.kind}» en el reglamento",
                                     "usa una zona del reglamento"))
    return found


# --- what each selection and effect can mean -----------------------------------------------------


def _sense_problems(ability) -> list[Problem]:
    found = []
    for clause, referent, _pool in referents(ability):
        action = clause.action if isinstance(clause, A.Pay) else clause
        default = getattr(type(action), "default_place", None)
        for node in clause.walk():
            if isinstance(node, A.Selection):
                found += [Problem(clause, "NM080", message, hint)
                          for message, hint in selection_problems(node, default if node is _object(action) else None)]
                if node.random:
                    found += [Problem(clause, "NM080", message, hint)
                              for message, hint in _random_problems(node, node is _object(action))]
        found += _effect_problems(action, referent)
        found += [Problem(clause, "NM080", message, hint) for node in clause.walk()
                  for message, hint in _reading_problems(node)]
    effects = _effects(ability)
    if any(isinstance(e, A.Search) and e.what is not None and _where(e.what, A.Search) is A.Place.ARSENAL
           for e in effects) and not any(isinstance(e, A.Shuffle) for e in effects):
        search = next(e for e in effects if isinstance(e, A.Search))
        found.append(Problem(search, "NM083", "después de buscar en el Arsenal hay que barajarlo",
                             "añade «y baraja tu Arsenal» al final", severity="warning"))
    return found


COUNTED_COUNTERS = "se cuentan los contadores de «esta Parte» o de todas las Partes de una selección, no de las que se eligen"
HINT_COUNTED_COUNTERS = "escribe «por cada contador en esta Parte», «… en todas tus Partes» o «… en cada Parte de tu oponente»"
UNIT_STATS = (A.Stat.FUE, A.Stat.DEF, A.Stat.VEL)  # what a Unidad adds up (4.3-4.5); PG and CAR are a Parte's
_NOT_A_STAT_CHANGE = {  # «gana +2 PG», «gana +1 CAR»: what the language has for them instead
    A.Stat.PG: "los PG de una Parte se reparan o se dañan: «repárale 2 PG», «hazle 2 puntos de daño»",
    A.Stat.CAR: "la Carga la gana o la pierde un piloto: «gana 2 CAR», «tu oponente pierde 1 CAR»",
}


def _rewrite_problems(effect) -> list[Problem]:
    """«su PG pasa a ser 1», «intercambia la FUE y la FUE …»: what setting, exchanging or doubling cannot do (NM141)."""
    stats = (effect.first, effect.second) if isinstance(effect, A.StatSwap) else (effect.stat,)
    wrong = next((s for s in stats if s not in UNIT_STATS), None)
    if wrong is not None:
        return [Problem(effect, "NM141", f"solo la FUE, la DEF y la VEL se fijan, se intercambian o se duplican, no "
                        f"{'los PG' if wrong is A.Stat.PG else 'la CAR'}",
                        "los PG máximos de una Parte cambian con «dale +2 PG hasta …»; la Carga, con «gana 2 CAR» "
                        "(docs/rulings.md 113)")]
    if isinstance(effect, A.StatSwap) and effect.first is effect.second:
        return [Problem(effect, "NM141", "se intercambian dos estadísticas distintas",
                        "escribe «intercambia la FUE y la DEF de tu Unidad …»")]
    return []


def _reading_problems(node) -> list[tuple[str, str]]:
    """What a condition or an amount reads that is never there: ``(message, hint)`` pairs."""
    if isinstance(node, A.UnitHas) and node.stat not in UNIT_STATS:
        return [(f"una Unidad tiene FUE, DEF y VEL, no {node.stat.value.upper()}",
                 "escribe «tu Unidad tiene 5 o más FUE» (o DEF, o VEL)")]
    if isinstance(node, A.UnitStat) and node.stat not in UNIT_STATS:
        return [(f"una Unidad tiene FUE, DEF y VEL, no {node.stat.value.upper()}",
                 "escribe «igual a la FUE de tu Unidad» (o DEF, o VEL)")]
    if isinstance(node, A.StatCopy):
        return [(f"una Unidad tiene FUE, DEF y VEL, no {stat.value.upper()}",
                 "escribe «la FUE de tu Unidad pasa a ser igual a la FUE de la Unidad de tu oponente …»")
                for stat in dict.fromkeys((node.stat, node.source_stat)) if stat not in UNIT_STATS]
    if not isinstance(node, (A.CountersOn, A.DamageOn)):  # «por cada contador [de daño] en …»
        return []
    target = node.target
    if not _counts_all(target):
        return [(COUNTED_COUNTERS, HINT_COUNTED_COUNTERS)]
    if isinstance(target, A.Selection) and target.where() not in (A.Place.UNIT, A.Place.TALLER, None):
        return [(f"solo las Partes equipadas o en un Taller tienen contadores, no las que están "
                 f"{_PLACE_NAMES[target.where()]}",
                 "cuenta los de «esta Parte», «todas tus Partes» o «cada Parte de tu oponente» (docs/rulings.md 33)")]
    return []


def _counts_all(target) -> bool:
    """What «por cada contador en …» can add up: «esta Parte», or a selection that takes every card."""
    return isinstance(target, A.ThisCard) or isinstance(target, A.Selection) and target.count is not None and \
        target.count.kind in (A.CountKind.ALL, A.CountKind.EACH)


def _object(effect):
    """What a clause takes: its target, its «what» or, for a stat change, its subject (a trigger's is not taken)."""
    if isinstance(effect, A.StatChange):
        return effect.subject
    return next((getattr(effect, name) for name in ("target", "what") if hasattr(effect, name)), None)


def selection_problems(s: A.Selection, default: A.Place | None = None) -> list[tuple[str, str]]:
    """Qualifiers that no card can meet together: ``(message, hint)`` pairs. ``default`` is the place
    the effect takes cards from when the text does not say («descarta una carta»: the hand)."""
    found = []
    noun, place = s.noun, s.where(default)
    if place is not None and place not in _CAN_BE[noun]:
        found.append((f"{_NOUN_NAMES[noun]} nunca está {_PLACE_NAMES[place]}",
                      "cambia dónde está, o el nombre de lo que se selecciona"))
    if place is None and noun in (A.Noun.CARD, A.Noun.SUPPORT):
        found.append((f"falta decir dónde está {_NOUN_NAMES[noun]}",
                      "añade el lugar: «de tu mano», «de tu Depósito de Chatarra», «de tu Arsenal»…"))
    for f in s.filters:
        found += f.problems(noun, place)
    if s.count is not None and s.count.kind is A.CountKind.TOP and place not in (A.Place.ARSENAL, A.Place.BOTINES):
        found.append(("«las primeras» solo tiene sentido en un montón ordenado: el Arsenal o los Botines de Guerra",
                      "escribe «de tu Arsenal»"))
    return found


RANDOM_PLACE = "«al azar» solo se dice de lo que toma un efecto, un coste o «Selecciona …»"
RANDOM_COUNT = "«al azar» solo se dice de una cantidad que se elige: «una», «2», «hasta 2» u «otra»"


def _random_problems(s: A.Selection, taken: bool) -> list[tuple[str, str]]:
    """Where «al azar» has nothing to draw: ``taken`` is whether ``s`` is what its clause takes."""
    if not taken:
        return [(RANDOM_PLACE, "quita «al azar»: un disparador o una condición no toman cartas")]
    if s.count is None or not s.count.choice or s.count.kind is A.CountKind.THE:
        return [(RANDOM_COUNT, "quita «al azar», o escribe cuántas: «destruye una Parte de tu oponente al azar»")]
    if s.where() is A.Place.MARCHAS:
        return [("«al azar» toma cartas, no marchas", "quita «al azar» y elige la marcha")]
    return []


def _where(target, effect_type) -> A.Place | None:
    return target.where(getattr(effect_type, "default_place", None)) if isinstance(target, A.Selection) else None


#: Where the Parte an equipped one is exchanged for may be: off the Unidad, where the first one can go.
_SWAP_FROM = (A.Place.HAND, A.Place.SCRAPYARD, A.Place.DEMOLITION)
SWAP_OWN = "solo se intercambian dos Partes tuyas: el lenguaje no tiene tomar el control de cartas ajenas"
HINT_SWAP_OWN = ("escribe «intercambia esta Parte (o una Parte tuya) por una Parte de tu mano», de tu Depósito de "
                 "Chatarra o de tu Zona de Demolición")


def _swap_problems(effect) -> list[Problem]:
    """«intercambia <Parte equipada> por <otra Parte>»: both the same pilot's, the second off the Unidad."""
    first, second = effect.first, effect.second
    for target in (first, second):
        if isinstance(target, A.Selection) and target.owner is not A.Whose.YOU:
            return [Problem(effect, "NM081", SWAP_OWN, HINT_SWAP_OWN)]
    if isinstance(first, A.Selection) and first.where() not in (A.Place.UNIT, None):  # None: NM080 says where
        return [Problem(effect, "NM081", f"no se puede intercambiar lo que está {_PLACE_NAMES[first.where()]}: "
                        "la primera Parte del intercambio es una Parte equipada",
                        "escribe «intercambia esta Parte» o «intercambia una Parte tuya»")]
    place = second.where() if isinstance(second, A.Selection) else None
    if place is not None and place not in _SWAP_FROM:
        return [Problem(effect, "NM081", f"no se puede intercambiar por lo que está {_PLACE_NAMES[place]}: la Parte "
                        "equipada no tendría adonde ir (cada Parte tiene su zona, 2⑥)",
                        "elige la segunda Parte de tu mano, de tu Depósito de Chatarra o de tu Zona de Demolición")]
    return []


def _effect_problems(effect, referent) -> list[Problem]:
    if isinstance(effect, A.Swap):
        return _swap_problems(effect)
    if isinstance(effect, (A.StatSet, A.StatSwap, A.StatDouble)):
        return _rewrite_problems(effect)
    if isinstance(effect, A.StatChange) and effect.stat is A.Stat.PG and isinstance(effect.subject, A.Unit):
        return [Problem(effect, "NM081", "una Unidad no tiene PG: los PG máximos son de cada Parte",
                        "escribe «Selecciona una Parte tuya; dale +2 PG hasta el final del turno» o «Cada Parte tuya "
                        "gana +1 PG» (docs/rulings.md 113)")]
    if isinstance(effect, A.StatChange) and effect.stat not in UNIT_STATS and effect.stat is not A.Stat.PG:
        return [Problem(effect, "NM081", f"solo se ganan o se pierden FUE, DEF y VEL, no {effect.stat.value.upper()}",
                        _NOT_A_STAT_CHANGE[effect.stat])]
    accepts = getattr(type(effect), "accepts", None)
    target = _object(effect)
    if accepts is None or target is None:
        return []
    if isinstance(effect, A.Discard) and isinstance(target, A.ThisCard):
        return [Problem(effect, "NM081", f"solo se descarta de la mano, y «{target.text(_Plain())}» no está en ella",
                        "escribe «descarta una carta» (de tu mano)")]
    if isinstance(effect, A.ON_MARCHAS) and isinstance(target, A.It):
        return []  # what «niégala» negates and «cópiala» copies is the reference check's (NM035)
    if isinstance(effect, A.ON_MARCHAS) and isinstance(target, A.OfThem) and _names_marchas(referent):
        return []  # «Selecciona 2 marchas de tu oponente; niega una de ellas»
    if isinstance(effect, A.ON_MARCHAS) and not isinstance(target, A.Selection):
        verb = _EFFECT_VERBS[type(effect)]
        return [Problem(effect, "NM081", f"solo se puede {verb} una marcha, no «{target.text(_Plain())}»",
                        f"escribe «{'niégala' if isinstance(effect, A.Negate) else 'cópiala'}» (la activación a la que "
                        f"responde) o «{'niega' if isinstance(effect, A.Negate) else 'copia'} una marcha de tu oponente»")]
    if isinstance(target, (A.It, A.OfThem, A.Rest)):
        target = referent
    if not isinstance(target, A.Selection):
        return []
    nouns, places = accepts
    if isinstance(effect, A.Move) and effect.dest is A.Destination.TALLER:
        nouns, places = (A.Noun.PART, A.Noun.CARD), (A.Place.UNIT, A.Place.ARSENAL, A.Place.HAND, A.Place.SCRAPYARD,
                                                     A.Place.DEMOLITION, A.Place.BOTINES)  # ruling 134
    where = target.where(getattr(effect, "default_place", None))
    verb = _EFFECT_VERBS.get(type(effect), "hacer eso")
    if target.noun not in nouns:
        return [Problem(effect, "NM081", f"no se puede {verb} {_NOUN_NAMES[target.noun]}",
                        "selecciona " + " o ".join(_NOUN_NAMES[n] for n in nouns[:2]))]
    # the owner first: an opponent's Parte «equípala» is someone else's card before it is an equipped one
    if isinstance(effect, (A.Equip,)) or (isinstance(effect, A.Move) and effect.dest is A.Destination.YOUR_HAND):
        if target.owner in (A.Whose.OPPONENT, A.Whose.TEAMMATE, A.Whose.ANY):
            return [Problem(effect, "NM081", "el lenguaje no tiene tomar el control de cartas ajenas",
                            "«equípala» y «añádela a tu mano» son para cartas tuyas; para las de otro piloto usa "
                            "«devuélvela a la mano de su dueño»")]
    if where is not None and where not in places:
        return [Problem(effect, "NM081", f"no se puede {verb} lo que está {_PLACE_NAMES[where]}",
                        "solo " + ", ".join(_PLACE_NAMES[p] for p in places))]
    return []


# --- «tira un dado» ----------------------------------------------------------------------------------


def _roll_problems(ability, ctx: AbilityContext) -> list[Problem]:
    """An outcome of «tira un dado» that never comes out: no result meets it, or an earlier one takes them all."""
    if ctx.die is None:
        return []
    found = []
    for roll in (e for e in ability.simple_effects() if isinstance(e, A.Roll) and e.dice == 1):
        for k, (outcome, results) in enumerate(zip(roll.outcomes, roll.taken_on(ctx.die))):
            if results or getattr(outcome.comparison, "named", False):  # «si sale ese número»: any face
                continue
            said = outcome.result_text
            if not any(outcome.comparison.test(r) for r in range(1, ctx.die + 1)):
                found.append(Problem(outcome, "NM081", f"«{said}» no pasa nunca con un dado de {ctx.die} caras",
                                     f"usa números del 1 al {ctx.die}"))
            else:
                earlier = next(o for o in roll.outcomes[:k] if any(
                    o.comparison.test(r) for r in range(1, ctx.die + 1) if outcome.comparison.test(r)))
                found.append(Problem(outcome, "NM081", f"«{said}» no pasa nunca: antes lo cubre «{earlier.result_text}», "
                                     "y vale la primera opción que sale",
                                     "cambia el orden de las opciones o sus números"))
    return found


# --- «CAR X» (constructs/costs.py) -----------------------------------------------------------------


def _x_problems(ability, ctx: AbilityContext) -> list[Problem]:
    """An X needs «CAR X |» to say what it is; and only a pilot activating an ability chooses X."""
    if not getattr(ability, "x", False):
        return [Problem(clause, "NM081", X_WITHOUT_COST, "empieza el texto con «CAR X |», o escribe un número")
                for clause in (*ability.requirements, *ability.simple_effects())
                if any(isinstance(node, A.XChosen) for node in clause.walk())]
    if ctx.tag.trigger == "obligatorio":
        return [Problem(ability, "NM031", f"una habilidad {ctx.tag.name} no puede costar «CAR X»: salta sola, y nadie "
                                          "elige X", "escribe un número: «CAR 2 | …»")]
    return []


# --- Pasivas (3.3) ----------------------------------------------------------------------------------


# --- replacements (docs/rulings.md 45) ---------------------------------------------------------

REPLACEMENT_PASIVA = "un reemplazo («Si … fuera a …, en su lugar …») es una habilidad Pasiva"
REPLACEMENT_CHOICE = "un reemplazo no puede pedir que se elija nada"
HINT_REPLACEMENT_CHOICE = ("pasa en medio de otra cosa: nombra la carta con un pronombre («envíala»), con «esta "
                           "Parte» o con «todas …»")
ELSEWHERE_BEFORE = ("«en lugar de al Depósito de Chatarra» cambia adónde van las cartas que destruye o descarta el "
                    "efecto de justo antes")
HINT_ELSEWHERE_BEFORE = "escríbelo justo después de «destrúyela», «hazle N puntos de daño» o «descártala»"
ELSEWHERE_DEST = "«en lugar de al Depósito de Chatarra» lleva a otra zona fuera de la Unidad"
HINT_ELSEWHERE_DEST = "escribe «a la Zona de Demolición», «a la mano de su dueño» o «en el fondo del Arsenal de su dueño»"

UNNEGATABLE_SUPPORTS = "una Parte no tiene Cartas de Apoyo: lo que no puede ser negado son sus habilidades"
UNNEGATABLE_PASIVA = "«Las habilidades de esta Parte no pueden ser negadas» es una habilidad Pasiva"
THAT_DAMAGE = "«ese daño» es el que una Parte fuera a recibir"
HINT_THAT_DAMAGE = "empieza la habilidad con «Si esta Parte fuera a recibir daño,» (o «Si una Parte tuya …»)"


def _replacement(ability):
    """The «Si … fuera a …» requirement of ``ability``, if it is a replacement."""
    return next((r for r in ability.requirements if isinstance(r, A.ReplaceWhen)), None)


def _replacement_problems(ability, ctx: AbilityContext) -> list[Problem]:
    found = []
    replacement = _replacement(ability)
    if replacement is not None:
        if not ctx.tag.passive:
            found.append(Problem(replacement, "NM081", REPLACEMENT_PASIVA, "cambia la etiqueta a «pasiva»"))
        for e in _effects(ability):
            chooses = isinstance(e, A.ChooseOne) or any(
                isinstance(n, A.OfThem) or isinstance(n, A.Selection) and n.count is not None and n.count.choice
                and not n.random for n in e.walk())
            if chooses:
                found.append(Problem(e, "NM081", REPLACEMENT_CHOICE, HINT_REPLACEMENT_CHOICE))
    if replacement is None or replacement.event is not A.Replaced.DAMAGED:
        found += [Problem(e, "NM107", THAT_DAMAGE, HINT_THAT_DAMAGE)
                  for e in ability.simple_effects() if isinstance(e, A.DamageChange)]
    effects = ability.simple_effects()
    for i, e in enumerate(effects):
        if not isinstance(e, A.MoveInstead):
            continue
        if i == 0 or not isinstance(effects[i - 1], (A.Destroy, A.Damage, A.Discard)):
            found.append(Problem(e, "NM081", ELSEWHERE_BEFORE, HINT_ELSEWHERE_BEFORE))
        elif e.dest in (A.Destination.TALLER, A.Destination.SCRAPYARD, A.Destination.YOUR_HAND):
            found.append(Problem(e, "NM081", ELSEWHERE_DEST, HINT_ELSEWHERE_DEST))
    return found


def _pasiva_problems(ability) -> list[Problem]:
    found = []
    for r in ability.requirements:
        if not isinstance(r, (A.Condition, A.PerTurn, A.PerPeriod)):  # a limit has its own error (NM088, NM096)
            found.append(Problem(r, "NM038", PASIVA_CONDITIONS, "quita ese requisito o cambia la etiqueta"))
    for e in ability.simple_effects():
        lasting = getattr(e, "duration", None) is None or e.duration.test is not None
        static = isinstance(e, A.StatChange) and lasting and not isinstance(e.subject, A.It) or (
            isinstance(e, (A.Untargetable, A.Unmovable)) and lasting and not isinstance(e.target, A.It)) or isinstance(e, (A.CostChange, A.Unnegatable, A.CarRate, A.TallerRate, A.KeepsStats, A.Ban)) or (
            isinstance(e, A.BattleCap) and e.each) or bool(getattr(e, "PASIVA_ONLY", None))
        if not static:
            found.append(Problem(e, "NM038", PASIVA_STATIC,
                                 "escribe algo como «Tu Unidad gana +1 DEF», o cambia la etiqueta"))
        elif any(isinstance(node, A.Selection) and node.random for node in e.walk()):
            found.append(Problem(e, "NM038", "una Pasiva vale siempre: no sortea nada «al azar»",
                                 "quita «al azar», o hazla Normal o Disparado para sortear al activarla"))
    return found
