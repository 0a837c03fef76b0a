"""Why an action is refused, in Spanish: «no le alcanza la CAR», «no tiene la prioridad»…

Computed only when asked (an action was refused, a scenario's ``ilegal`` checks its reason), never on
the engine's hot path: :func:`refusal` reads the state ``legal_actions()`` reads, and looks for the first
rule the action breaks. The reasons of the action itself (where its card is, its cost, the phase, the
limits of the turn) come before the one of timing, so that a :class:`Refusal` with ``priority_only``
says the action was refused only because another pilot had to act (a scenario's ``ilegal`` then tests
nothing of the rule it names).
"""
from __future__ import annotations

from dataclasses import dataclass

from nismatch_cards.cards.wording import plural
from ..language import ast as A
from .actions import (
    Accept, Activate, Choose, ChooseMarcha, ChooseOption, ChoosePilot, Decline, Declare, Equip, Finish, Keep, Mulligan,
    Pass, Place, Reequip, ToTaller,
)
from .state import (
    D_MULLIGAN, D_PILOT, D_TORSO, D_TRIGGER, GUERRILLA, MAIN_PHASES, MULLIGAN, PHASE_NAMES, Z_HAND, Z_TALLER, Z_UNIT,
    chooses_marchas, chooses_option, decision_name,
)

_DECISION_ACTIONS = (Choose, ChooseMarcha, ChooseOption, ChoosePilot, Finish, Keep, Mulligan, Place, Accept, Decline)


@dataclass(frozen=True)
class Refusal:
    """Why ``pilot`` may not take an action now. ``priority_only``: nothing in the action itself is wrong;
    another pilot has to act first."""

    reason: str
    priority_only: bool = False

    def __str__(self) -> str:
        return self.reason


def refusal(game, action, pilot: int | None = None) -> Refusal | None:
    """Why ``pilot`` (by default, the one who must act) may not take ``action`` now; None if it may."""
    if game.over:
        return Refusal("la partida ha terminado")
    p = game.to_move if pilot is None else pilot
    if p == game.to_move and action in game.legal_actions():
        return None
    if isinstance(action, _DECISION_ACTIONS):
        found = _decision_reason(game, p, action)
    else:
        found = _own_reason(game, p, action)
    if found is not None:
        return found
    timing = _timing(game, p, action)
    if timing is not None:
        return timing
    return Refusal(f"{game.pilot_name(p)} no puede hacer eso ahora: {game.pending_description()}")


def _not_to_move(game, p: int) -> Refusal:
    return Refusal(f"{game.pilot_name(p)} no tiene la prioridad: {game.pending_description()}", priority_only=True)


def _timing(game, p: int, action) -> Refusal | None:
    """The reasons of who acts now: a choice to make first, another pilot's priority, a round of responses."""
    if game.decisions:
        d = game.decisions[0]
        if d.pilot != p:
            return _not_to_move(game, p)
        return Refusal(f"{game.pilot_name(p)} debe elegir antes {decision_name(d)}")
    if p != game.to_move:
        return _not_to_move(game, p)
    return None


def _decision_reason(game, p: int, action) -> Refusal | None:
    """A choice, a mulligan, a Parte placed, a Disparado accepted: there must be that question, for ``p``."""
    d = game.decisions[0] if game.decisions else None
    if d is None:
        return Refusal("el motor no está preguntando nada: no hay nada que elegir")
    if d.pilot != p:
        return _not_to_move(game, p)
    name = game.pilot_name(p)
    asked = f"{name} debe elegir {decision_name(d)}"
    kind = d.kind
    if isinstance(action, (Keep, Mulligan)):
        if kind != D_MULLIGAN:
            return Refusal(f"no es el momento del mulligan (5.1): {asked}")
        return Refusal(f"{name} ya no puede hacer más mulligans: su mano sería de 0 cartas (5.1)")
    if isinstance(action, Place):
        if kind != D_TORSO:
            return Refusal(f"no es el momento de colocar la Parte bocabajo (5.1): {asked}")
        return Refusal(f"{_label(game, action.card)} no es una Parte de la mano de {name} (5.1)")
    if isinstance(action, (Accept, Decline)):
        return Refusal(f"no hay ninguna habilidad disparada con coste que aceptar o rechazar: {asked}")
    if kind in (D_MULLIGAN, D_TORSO, D_TRIGGER):
        return Refusal(f"no se está eligiendo nada de eso: {asked}")
    if isinstance(action, ChoosePilot) or kind == D_PILOT:  # «Selecciona a un oponente» (docs/rulings.md 52)
        if kind != D_PILOT:
            return Refusal(f"no se está eligiendo a un piloto: {asked}")
        if not isinstance(action, ChoosePilot):
            return Refusal(f"se elige a un piloto («elegir piloto B»), no una carta: {asked}")
        names = ", ".join(game.pilot_name(q) for q in d.options)
        return Refusal(f"ese piloto no es uno de los que se pueden elegir ({names})")
    chosen = d.chosen
    if isinstance(action, Finish):
        return Refusal(f"{name} tiene que elegir al menos {d.low} ({decision_name(d)}) antes de terminar")
    if isinstance(action, ChooseMarcha):
        if not chooses_marchas(d):
            return Refusal(f"no se están eligiendo marchas: {asked}")
        if action.marcha in chosen:
            return Refusal(f"la marcha {action.marcha} ya está elegida")
        return Refusal(f"la marcha {action.marcha} no es una de las que se pueden elegir")
    if isinstance(action, ChooseOption):
        if not chooses_option(d):
            return Refusal(f"no se está eligiendo una opción de «elige uno»: {asked}")
        if action.option in chosen:
            return Refusal(f"la opción {action.option} ya está elegida")
        return Refusal(f"no hay opción {action.option}")
    if chooses_marchas(d) or chooses_option(d):
        return Refusal(f"se elige {'una marcha («elegir marcha N»)' if chooses_marchas(d) else 'una opción («elegir opción N»)'}, "
                       f"no una carta: {asked}")
    if action.card in chosen:
        return Refusal(f"{_label(game, action.card)} ya está elegida")
    return Refusal(f"{_label(game, action.card)} no es una de las opciones ({decision_name(d)})")


def _own_reason(game, p: int, action) -> Refusal | None:
    """What is wrong with the action itself, whoever acts now."""
    if isinstance(action, Activate):
        found = _activate_reason(game, p, action)
        slow = found is None and game.cards[action.card].abilities[action.ability].speed == "normal"
    elif isinstance(action, Declare):
        found, slow = _declare_reason(game, p, action.target), True
    elif isinstance(action, (Equip, ToTaller, Reequip)):
        found, slow = _part_reason(game, p, action), True
    else:
        return None
    if found is None and slow and game.prio is not None:  # whoever holds the priority, not now (4.6.1)
        return Refusal("hay una ronda de respuestas abierta: en ella solo se responde con Relámpago o se pasa (4.6.1)")
    return found


def _phase(game) -> str:
    """«la Fase de Guerrilla», «el Mulligan»: the phase the game is in, after «y es»."""
    return ("el " if game.phase == MULLIGAN else "la ") + PHASE_NAMES[game.phase]


def _label(game, inst: int) -> str:
    return game.card_label(inst) if 0 <= inst < len(game.cards) else f"la carta {inst}"


def _sorcery_time(game, p: int, what: str) -> Refusal | None:
    """What only the active pilot does, in its main phases (``what``: «una Parte se equipa»…)."""
    if game.active != p:
        return Refusal(f"{what} solo en el turno propio, y es el de {game.pilot_name(game.active)}")
    if game.phase not in MAIN_PHASES:
        return Refusal(f"{what} solo en las Fases Principales, y es {_phase(game)}")
    return None


def _activate_reason(game, p: int, action: Activate) -> Refusal | None:
    inst, name = action.card, game.pilot_name(p)
    if not 0 <= inst < len(game.cards):
        return Refusal(f"{_label(game, inst)} no existe")
    info, label = game.cards[inst], game.card_label(inst)
    if game.owner[inst] != p:
        return Refusal(f"{label} no es de {name}")
    where = Z_UNIT if info.is_part else Z_HAND
    if game.loc[inst] != where:
        return Refusal(f"{label} no está equipada en la Unidad de {name}" if info.is_part
                       else f"{label} no está en la mano de {name}")
    if not 0 <= action.ability < len(info.abilities):
        return Refusal(f"{label} no tiene la habilidad {action.ability + 1}")
    ab = info.abilities[action.ability]
    if not ab.activatable:
        return Refusal(f"la habilidad {action.ability + 1} de {label} no se activa: es "
                       f"{'Disparada' if ab.is_trigger else 'Pasiva'}")
    activities = (A.Activity.ACTIVATE, A.Activity.ACTIVATE_OR_PLAY) if info.is_part else \
        (A.Activity.PLAY_SUPPORT, A.Activity.ACTIVATE_OR_PLAY)
    if (game.restrictions or game.any_ban) and game.restricted(p, *activities):
        return Refusal(f"un efecto impide a {name} {'activar habilidades' if info.is_part else 'jugar Cartas de Apoyo'}")
    if info.is_part and game.deact[inst] and not ab.when_deactivated:
        return Refusal(f"{label} está desactivada")
    car = game.pilots[p].car
    if ab.cost > car:
        return Refusal(f"no le alcanza la CAR: cuesta {ab.cost} y {name} tiene {car}")
    if ab.x_cost and action.x > ab.x_max:  # «X no puede superar 3» (constructs/zones_carga.py)
        return Refusal(f"X no puede superar {ab.x_max} en esa habilidad de {label}")
    if ab.uses is not None and game.uses.get(inst * 8 + ab.index, 0) >= ab.uses:
        return Refusal(f"ya ha usado esa habilidad de {label} {plural(ab.uses, 'vez', 'veces')}, su máximo (3.2)")
    if ab.long_limit is not None and game.long_uses.get(inst * 16 + ab.long_key, 0) >= ab.long_limit:
        period = "partida" if ab.long_key & 1 else "ronda"
        return Refusal(f"ya ha usado esa habilidad de {label} {plural(ab.long_limit, 'vez', 'veces')} esta {period}, "
                       f"su máximo (docs/rulings.md 59)")
    if ab.phase is not None and game.phase != GUERRILLA:
        return Refusal(f"solo se activa en la Fase de Guerrilla, y es {_phase(game)}")
    if ab.speed == "normal":
        found = _sorcery_time(game, p, "una habilidad Normal se activa")
        if found is not None:
            return found
    if not game.conditions_hold(p, inst, ab):
        return Refusal("no se cumple la condición de la habilidad")
    if not game._requirements_met(p, inst, ab):
        return Refusal("no hay bastantes cartas que seleccionar o con las que pagar su coste (6.1)")
    return None


def _declare_reason(game, p: int, target: int) -> Refusal | None:
    name = game.pilot_name(p)
    if game.phase != GUERRILLA:
        return Refusal(f"una Guerrilla solo se declara en la Fase de Guerrilla, y es {_phase(game)}")
    if game.active != p:
        return Refusal(f"solo declara la Guerrilla el piloto activo, {game.pilot_name(game.active)}")
    if game.guerrilla_state != 0:
        return Refusal(f"{name} ya ha declarado su Guerrilla de este turno")
    if target not in game.opponents(p):
        shown = game.pilot_name(target) if 0 <= target < len(game.pilots) else str(target)
        return Refusal(f"{shown} no es un oponente de {name} que siga en la partida")
    if (game.restrictions or game.any_ban) and game.restricted(p, A.Activity.DECLARE):
        return Refusal(f"un efecto impide a {name} declarar una Guerrilla")
    if (game.restrictions or game.any_ban) and game.declare_banned(p, target):
        return Refusal(f"un efecto impide a {name} declarar una Guerrilla a {game.pilot_name(target)}")
    return None


def _part_reason(game, p: int, action) -> Refusal | None:
    """Equip, ToTaller, Reequip: where the Parte is, the limits of the turn, the occupant of its zone."""
    inst, name, pilot = action.card, game.pilot_name(p), game.pilots[p]
    if not 0 <= inst < len(game.cards):
        return Refusal(f"{_label(game, inst)} no existe")
    info, label = game.cards[inst], game.card_label(inst)
    if game.owner[inst] != p:
        return Refusal(f"{label} no es de {name}")
    if not info.is_part:
        return Refusal(f"{label} no es una Parte")
    equip = isinstance(action, (Equip, Reequip))
    where = {Equip: (Z_HAND, "en la mano"), ToTaller: (Z_UNIT, "equipada en la Unidad"),
             Reequip: (Z_TALLER, "en un Taller")}[type(action)]
    if game.loc[inst] != where[0]:
        return Refusal(f"{label} no está {where[1]} de {name}")
    verb = {Equip: "se equipa", ToTaller: "se lleva al Taller", Reequip: "se reequipa"}[type(action)]
    found = _sorcery_time(game, p, f"una Parte {verb}")
    if found is not None:
        return found
    if equip and (game.restrictions or game.any_ban) and game.restricted(p, A.Activity.EQUIP):
        return Refusal(f"un efecto impide a {name} equipar Partes")
    if equip and game.protected and game.unequippable(inst):
        return Refusal(f"un efecto impide a {name} equipar {label}")
    if isinstance(action, Equip):
        limit = game.ruleset.parts_per_turn
        if pilot.parts_this_turn >= limit:
            return Refusal(f"{name} ya ha equipado {plural(pilot.parts_this_turn, 'Parte', 'Partes')} este turno "
                           f"(se equipa{'n' if limit != 1 else ''} {limit} por turno, 5.3.4)")
        occupant = pilot.unit[info.zone]
        if occupant >= 0 and game.damage[occupant]:
            return Refusal(f"{game.card_label(occupant)} ocupa esa zona y está dañada: llévala antes al Taller (5.3.4)")
    elif isinstance(action, ToTaller):
        if not game.damage[inst]:
            return Refusal(f"{label} no está dañada: solo las Partes dañadas van al Taller (5.3.4)")
        if -1 not in pilot.talleres:
            return Refusal(f"los Talleres de {name} están ocupados")
        if (game.restrictions or game.any_ban) and game.restricted(p, A.Activity.TO_TALLER):
            return Refusal(f"un efecto impide a {name} llevar Partes al Taller")
    else:
        wait = game.ruleset.taller_turns_before_reequip
        if game.taller_turns[inst] < wait:
            return Refusal(f"{label} lleva {plural(game.taller_turns[inst], 'Fase', 'Fases')} de Reconstrucción en el "
                           f"Taller y necesita {wait} (5.3.4)")
        if game.damage[inst]:
            return Refusal(f"{label} aún no está totalmente reparada (5.3.4)")
    return None
