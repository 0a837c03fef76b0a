"""Rules scenarios: a starting position, the actions of every pilot and the facts expected after them.

The format is documented for designers in ``docs/scenarios.md``. :func:`run_scenario_file`
returns a :class:`ScenarioResult`; a broken file, an illegal action, a choice left unanswered,
an action left unused or a failed expectation become one Spanish message with file and line.
"""
from __future__ import annotations

import random
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from nismatch_cards.cards import loader
from nismatch_cards.cards.yamlfile import YamlDocument, YamlError, load_yaml
from nismatch_cards.diagnostics import display_path
from nismatch_cards.play.scenario import ScenarioError, ScenarioResult, written_cards
from nismatch_cards.paths import default_cards
from .. import cards as nm
from ..language import ast as A
from ..language.lexer import normalise
from .actions import (
    Accept, Action, Activate, Choose, ChooseMarcha, ChooseOption, ChoosePilot, Decline, Declare, Equip, Finish, Keep,
    Mulligan, Pass, Place, Reequip, ToTaller,
)
from .game import PASS, PILOT_LETTERS, Game, IllegalAction
from .visibility import sees
from .state import (
    DEACTIVATED, DEACTIVATED_BY_CAR, GUERRILLA, PHASE_IDS, PHASE_NAMES, STATS, Z_ARSENAL, Z_BOTINES, Z_DEMO,
    Z_HAND, Z_SCRAP, Z_STACK, Z_TALLER, Z_UNIT, Marcha, chooses_cards, chooses_marchas,
)

SCENARIO_KEYS = {"nombre", "regla", "descripcion", "modo", "semilla", "dados", "pases_automaticos", "cartas",
                 "inicio", "acciones", "esperado"}
START_KEYS = {"fase", "activo", "prioridad", "turno", "ronda", "orden", "pilotos", "marchas", "guerrilla"}
PILOT_KEYS = {"car", "mano", "arsenal", "botines", "reclamados", "chatarra", "demolicion", "unidad", "talleres",
              "partes_equipadas", "destruidas"}
_PILES = {"mano": Z_HAND, "arsenal": Z_ARSENAL, "botines": Z_BOTINES, "chatarra": Z_SCRAP, "demolicion": Z_DEMO}
_START_PHASES = {"preparacion", "recarga", "principal1", "guerrilla", "principal2", "final"}


class DiceSpent(Exception):
    """The game rolled a die after the results the scenario fixes («dados») ran out."""


class FixedDice(random.Random):
    """The game's generator with the die results a scenario fixes: ``randint`` (the engine's die roll,
    rulebook 5.2) gives them in order; shuffles still come from the seed."""

    def __init__(self, seed: int, results: list[int]):
        super().__init__(seed)
        self.results = list(results)
        self.rolled = 0

    def randint(self, a: int, b: int) -> int:
        if self.rolled >= len(self.results):
            raise DiceSpent()
        self.rolled += 1
        return self.results[self.rolled - 1]

    def __deepcopy__(self, memo) -> "FixedDice":  # Game.clone(): Random's own copy would lose the results
        copy = FixedDice(0, self.results)
        copy.setstate(self.getstate())
        copy.rolled = self.rolled
        return copy


class ScenarioGame(Game):
    """A game whose set-up (5.1) sets aside as Botines de Guerra the cards a scenario names, not the top
    of the shuffled Arsenal: ``fixed_botines`` maps a pilot to its Botines, top first."""

    fixed_botines: dict[int, list[int]] = {}

    def _after_keep(self, p: int) -> None:
        if p + 1 >= len(self.pilots):  # every pilot kept: the top cards of each Arsenal become its Botines
            for q, cards in self.fixed_botines.items():
                pilot = self.pilots[q]
                pilot.botines = []
                for inst in cards:  # on top of the Arsenal, the bottom Botín last: it is taken first
                    self.loc[inst] = Z_ARSENAL
                    pilot.arsenal.append(inst)
        super()._after_keep(p)


@lru_cache(maxsize=8)
def _project(paths: tuple[Path, ...]):
    return loader.load(list(paths)).project


def run_scenario_file(path: Path, cards: list[Path] | None = None) -> ScenarioResult:
    """Run one scenario file; never raises for a problem in the file."""
    name = display_path(path)
    try:
        document = load_yaml(Path(path))
    except YamlError as error:
        d = error.diagnostic
        return ScenarioResult(name, "?", "?", False, f"{d.file}:{d.line}:{d.column}: {d.message}")
    data = document.data if isinstance(document.data, dict) else {}
    title = str(data.get("nombre", Path(path).stem))
    rule = str(data.get("regla", "?"))
    holder: list[Game] = []
    try:
        game = _run(document, tuple(p.resolve() for p in (cards or [default_cards()])), holder)
    except ScenarioError as error:
        return ScenarioResult(name, title, rule, False, f"{name}:{error.line}: {error.message}",
                              holder[0] if holder else None)
    return ScenarioResult(name, title, rule, True, "", game)


def _line(document: YamlDocument, path: tuple, key: bool = False) -> int:
    return document.where(path, key)[0]


def _require(document: YamlDocument, condition: bool, path: tuple, message: str, key: bool = False) -> None:
    if not condition:
        raise ScenarioError(_line(document, path, key), message)


#: The largest round, turn or count a scenario may write: far beyond any game.
MAX_COUNT = 10_000


def _count(document, data: dict, key: str, default: int, path: tuple) -> int:
    """``data[key]``, a whole number from 0 to :data:`MAX_COUNT`."""
    value = data.get(key, default)
    _require(document, type(value) is int and 0 <= value <= MAX_COUNT, path + (key,),
             f"«{key}» debe ser un número entero entre 0 y {MAX_COUNT}")
    return value


def _pilot_index(document, value, path, pilots: int) -> int:
    letter = str(value).strip().upper()
    _require(document, len(letter) == 1 and letter in PILOT_LETTERS[:pilots], path,
             f"«{value}» no es un piloto: usa {', '.join(PILOT_LETTERS[:pilots])}")
    return PILOT_LETTERS.index(letter)


def _run(document: YamlDocument, card_paths: tuple[Path, ...], holder: list) -> Game:
    data = document.data
    _require(document, isinstance(data, dict), (), "un escenario es un mapa con «nombre», «regla», «inicio», "
             "«acciones» y «esperado»")
    for key in data:
        _require(document, key in SCENARIO_KEYS, (key,), f"clave desconocida «{key}» en el escenario "
                 f"(admitidas: {', '.join(sorted(SCENARIO_KEYS))})", key=True)
    for key in ("nombre", "regla"):
        _require(document, isinstance(data.get(key), (str, int, float)), (key,),
                 f"falta «{key}» en el escenario" if key not in data else f"«{key}» debe ser un texto", key=True)
    project = _project(card_paths)
    project.require_engine("nismatch", "escenario")
    ruleset = project.ruleset
    mode = data.get("modo", "1v1")
    _require(document, isinstance(mode, str) and mode in ruleset.modes, ("modo",), f"modo desconocido «{mode}» (admitidos: "
             f"{', '.join(ruleset.modes)})")
    pilots = ruleset.modes[mode].pilots
    cards = _cards(document, project, data.get("cartas"))
    start = data.get("inicio") or {}
    _require(document, isinstance(start, dict), ("inicio",), "«inicio» debe ser un mapa")
    game = _rolling(document, ("inicio",), "la posición de partida",
                    lambda: _start(document, project, cards, start, mode, pilots, data))
    holder.append(game)
    actions = data.get("acciones") or []
    _require(document, isinstance(actions, list), ("acciones",), "«acciones» debe ser una lista")
    last = None  # the last action applied, for the messages of the checks that follow it
    for i, text in enumerate(actions):
        path = ("acciones", i)
        if isinstance(text, dict) and "ilegal" in text and set(text) <= {"ilegal", "motivo"}:
            _illegal(document, game, text, path, i, pilots)
            continue
        if isinstance(text, dict) and set(text) == {"esperado"}:
            where = f"tras la acción {last[0]} «{last[1]}»: " if last else "antes de la primera acción: "
            _check_all(document, game, text["esperado"], path + ("esperado",), pilots, where)
            continue
        if isinstance(text, dict) and set(text) == {"avanzar"}:
            _rolling(document, path, f"la acción {i + 1} (avanzar)",
                     lambda: _fast_forward(document, game, text["avanzar"], path + ("avanzar",), i, pilots))
            last = (i + 1, "avanzar")
            continue
        _require(document, isinstance(text, str), path, "cada acción es un texto como «A: pasar» "
                 "(o «ilegal: A: …» para una acción que no debe estar permitida, «esperado: {…}» para "
                 "comprobar hechos en ese punto o «avanzar: {activo: B, fase: principal1}» para pasar hasta ahí)")
        if game.over:
            raise ScenarioError(_line(document, path), f"la acción {i + 1} «{text}» sobra: la partida ya ha "
                                f"terminado ({game.result})")
        passes = _passes(document, path, text, game, pilots)
        if passes is not None:
            _rolling(document, path, f"la acción {i + 1} «{text}»",
                     lambda: _pass_round(document, game, path, f"la acción {i + 1} «{text}»", passes))
            last = (i + 1, text)
            continue
        action, pilot = _parse_action(document, path, text, game, pilots)
        _apply(document, game, action, pilot, path, f"la acción {i + 1} «{text}»")
        last = (i + 1, text)
    if game.decisions and not game.over:
        where = ("acciones", len(actions) - 1) if actions else ("acciones",)
        raise ScenarioError(_line(document, where), f"tras la última acción la partida espera una elección que el "
                            f"escenario no da: {game.pending_description()}; acciones legales: {_legal_text(game)}")
    dice = game.rng
    if isinstance(dice, FixedDice) and dice.rolled < len(dice.results):
        raise ScenarioError(_line(document, ("dados",)), f"«dados» fija {len(dice.results)} tirada"
                            f"{'s' if len(dice.results) != 1 else ''} del dado, pero la partida solo hizo {dice.rolled}")
    _check_all(document, game, data.get("esperado") or {}, ("esperado",), pilots, "")
    return game


def _apply(document, game: Game, action: Action, pilot: int, path: tuple, what: str) -> None:
    """Apply one written action; refused, the scenario fails with the engine's reason (refusal.py)."""
    why = game.refusal(action, pilot) if pilot != game.to_move else None
    if why is not None:
        raise ScenarioError(_line(document, path), f"{what} no es legal: {why}")
    try:
        _rolling(document, path, what, lambda: game.apply(action))
    except IllegalAction as error:
        raise ScenarioError(_line(document, path), f"{what} no es legal: {error.refusal}; "
                            f"{game.pending_description()}; acciones legales: {_legal_text(game)}")


def _illegal(document, game: Game, entry: dict, path: tuple, i: int, pilots: int) -> None:
    """«{ilegal: "A: …", motivo: "…"}»: the action must be refused, for a reason of its own (not only because
    another pilot has to act first), and, with «motivo», for a reason that says that."""
    text, wanted = entry["ilegal"], entry.get("motivo")
    _require(document, isinstance(text, str), path + ("ilegal",), "«ilegal» es una acción, como «A: equipar brazo-b»")
    _require(document, wanted is None or isinstance(wanted, str) and wanted.strip() != "", path + ("motivo",),
             "«motivo» es un texto del motivo que da el motor, p. ej. «no le alcanza la CAR»")
    action, pilot = _parse_action(document, path + ("ilegal",), text, game, pilots)
    why = game.refusal(action, pilot)
    if why is None:
        raise ScenarioError(_line(document, path), f"la acción {i + 1} «{text}» debía ser ilegal, pero es legal")
    if wanted is not None:
        if wanted.strip().lower() not in why.reason.lower():
            raise ScenarioError(_line(document, path + ("motivo",)), f"la acción {i + 1} «{text}» es ilegal, pero "
                                f"por otro motivo: «{why}» (se esperaba «{wanted.strip()}»)")
    elif why.priority_only:
        raise ScenarioError(_line(document, path), f"la acción {i + 1} «{text}» es ilegal solo porque "
                            f"{why.reason}: así no prueba ninguna regla; escribe antes lo que le da la "
                            f"prioridad, o dilo con «motivo: no tiene la prioridad»")


#: «A: acabar fase»: A passes to end its phase and every other pilot passes after it.
_END_PHASE = re.compile(r"^\s*([A-Za-z])\s*:\s*acabar\s+fase\s*$", re.IGNORECASE)
#: «*: pasar»: every pilot still to pass in this round passes.
_ALL_PASS = re.compile(r"^\s*\*\s*:\s*pasar\s*$", re.IGNORECASE)


def _passes(document, path: tuple, text: str, game: Game, pilots: int) -> int | None:
    """For «A: acabar fase» and «*: pasar», the pilot who must pass first (-1: whoever must act); None for
    any other action."""
    if _ALL_PASS.match(text):
        return -1
    match = _END_PHASE.match(text)
    if match is None:
        return None
    p = _pilot_index(document, match.group(1), path, pilots)
    name = game.pilot_name(p)
    if game.decisions or game.prio is not None or game.to_move != p or game.active != p:
        raise ScenarioError(_line(document, path), f"«{text}» no se puede: {name} solo acaba su fase cuando actúa "
                            f"en ella sin marchas abiertas, y ahora {game.pending_description()}")
    return p


def _pass_round(document, game: Game, path: tuple, what: str, first: int) -> None:
    """The passes of one round: the pilot who must act (``first``, if not -1) and every other pilot after it
    until the round ends (4.6.2, 4.7.1.1). With the active pilot ending its phase, that is the round of answers
    that follows; the passes of a new round (a Disparado that goes up) are not taken."""
    if game.decisions:
        raise ScenarioError(_line(document, path), f"{what} no se puede: {game.pending_description()}")
    open_state = game.prio is None
    if first >= 0 and game.to_move != first:  # pragma: no cover - _passes checked it
        raise ScenarioError(_line(document, path), f"{what} no es legal: {game.pending_description()}")
    before = game.passes
    game.apply(PASS)
    if open_state:  # the active pilot passed: the round of answers starts now (or it was a Guerrilla's battle)
        if game.prio is None or game.decisions:
            return
        before = game.passes - 1
    while not game.over and game.prio is not None and not game.decisions and game.passes > before:
        before = game.passes
        game.apply(PASS)


#: The phases «avanzar» stops in: those in which the active pilot acts.
_STOP_PHASES = ("principal1", "guerrilla", "principal2")
#: The most actions «avanzar» takes: far more than a round of any game.
MAX_ADVANCE = 2_000


def _fast_forward(document, game: Game, target, path: tuple, i: int, pilots: int) -> None:
    """«avanzar: {activo: B, fase: principal1}»: everyone passes until pilot B acts in its Fase Principal 1 (the next
    time, never the present one); a real choice on the way (a target, a Parte to join, a cost to accept) fails."""
    _require(document, isinstance(target, dict) and set(target) == {"activo", "fase"}, path,
             "«avanzar» es un mapa con «activo» y «fase», p. ej. «avanzar: {activo: B, fase: principal1}»")
    active = _pilot_index(document, target["activo"], path + ("activo",), pilots)
    phase = target["fase"]
    _require(document, phase in _STOP_PHASES, path + ("fase",), f"«avanzar» se detiene en una fase en la que actúa el "
             f"piloto activo: {', '.join(_STOP_PHASES)}, no «{phase}»")
    where = f"la {PHASE_NAMES[PHASE_IDS.index(phase)]} de {game.pilot_name(active)}"
    what = f"la acción {i + 1} (avanzar hasta {where})"

    def arrived() -> bool:
        return game.active == active and game.phase_id == phase and game.prio is None and not game.decisions

    for step in range(MAX_ADVANCE):
        if step and arrived():
            return
        if game.over:
            raise ScenarioError(_line(document, path), f"{what}: la partida terminó antes ({game.result})")
        legal = game.legal_actions()
        if game.decisions and len(legal) == 1:  # no choice to make: take it
            game.apply(legal[0])
        elif PASS in legal:
            game.apply(PASS)
        else:
            raise ScenarioError(_line(document, path), f"{what}: antes hay que elegir, y «avanzar» solo pasa: "
                                f"{game.pending_description()} (acciones legales: {_legal_text(game)}); escribe "
                                f"esa elección y avanza después")
    raise ScenarioError(_line(document, path), f"{what}: no llega tras {MAX_ADVANCE} acciones")


def _rolling(document, path: tuple, what: str, step):
    """Run ``step``; a die rolled after the fixed results ran out is the scenario's mistake, told at ``path``."""
    try:
        return step()
    except DiceSpent:
        raise ScenarioError(_line(document, path), f"{what} tira el dado más veces de las que fija «dados»: "
                            f"añade el resultado de esa tirada") from None


def _check_all(document, game: Game, expected, path: tuple, pilots: int, where: str) -> None:
    _require(document, isinstance(expected, dict), path, "«esperado» debe ser un mapa «clave: valor»")
    for key, value in expected.items():
        _check(document, game, key, value, pilots, path + (key,), where)


def _legal_text(game: Game) -> str:
    return "; ".join(f"«{a.describe(game)}»" for a in game.legal_actions()[:12])


# --- cards ----------------------------------------------------------------------------------


def _cards(document: YamlDocument, project, written) -> dict[str, Any]:
    """Every card the scenario may name: its own cards first, then those of the loaded sets."""
    cards = {}
    for card_set in project.sets.values():
        cards.update(card_set.cards)
    if written is None:
        return cards
    _require(document, isinstance(written, list), ("cartas",), "«cartas» debe ser una lista de cartas")
    return cards | written_cards(document, written, project.game)


# --- the starting position --------------------------------------------------------------------


def _start(document, project, cards, start, mode, pilots, data) -> Game:
    ruleset = project.ruleset
    for key in start:
        _require(document, key in START_KEYS, ("inicio", key), f"clave desconocida «{key}» en «inicio» "
                 f"(admitidas: {', '.join(sorted(START_KEYS))})", key=True)
    phase = start.get("fase", "principal1")
    _require(document, isinstance(phase, str) and phase in _START_PHASES, ("inicio", "fase"),
             f"fase de inicio desconocida «{phase}» "
             f"(admitidas: {', '.join(sorted(_START_PHASES))})")
    written = start.get("pilotos") or {}
    _require(document, isinstance(written, dict), ("inicio", "pilotos"), "«pilotos» debe ser un mapa A:, B:…")
    zone_ids = ruleset.zone_ids
    placements: list[list[tuple[int, int, Any, tuple]]] = [[] for _ in range(pilots)]  # (zone, slot, entry, path)
    decks: list[tuple[str, list]] = [(f"escenario {PILOT_LETTERS[p]}", []) for p in range(pilots)]

    def card_of(value, path):
        _require(document, isinstance(value, str), path, "se esperaba el id de una carta")
        _require(document, value in cards, path, f"la carta «{value}» no existe (ni en «cartas» ni en los sets)")
        return cards[value]

    for letter, pilot_data in written.items():
        p = _pilot_index(document, letter, ("inicio", "pilotos", letter), pilots)
        base = ("inicio", "pilotos", letter)
        _require(document, isinstance(pilot_data, dict), base, f"el piloto {letter} debe ser un mapa")
        for key in pilot_data:
            _require(document, key in PILOT_KEYS, base + (key,), f"clave desconocida «{key}» en el piloto {letter} "
                     f"(admitidas: {', '.join(sorted(PILOT_KEYS))})", key=True)
        for pile, zone in _PILES.items():
            entries = pilot_data.get(pile) or []
            _require(document, isinstance(entries, list), base + (pile,), f"«{pile}» debe ser una lista de ids")
            for i, value in enumerate(entries):
                decks[p][1].append(card_of(value, base + (pile, i)))
                placements[p].append((zone, i, None, base + (pile, i)))
        unit = pilot_data.get("unidad") or {}
        _require(document, isinstance(unit, dict), base + ("unidad",), "«unidad» debe ser un mapa zona: carta")
        for zone_id, entry in unit.items():
            path = base + ("unidad", zone_id)
            _require(document, zone_id in zone_ids, path, f"zona desconocida «{zone_id}» (zonas: "
                     f"{', '.join(zone_ids)})", key=True)
            card_id = entry.get("carta") if isinstance(entry, dict) else entry
            card = card_of(card_id, path + (("carta",) if isinstance(entry, dict) else ()))
            _require(document, nm.is_part(card), path, f"«{card_id}» no es una Parte")
            _require(document, nm.zone(card) == zone_id, path,
                     f"«{card_id}» es una Parte de {nm.zone(card)}, no de {zone_id}")
            decks[p][1].append(card)
            placements[p].append((Z_UNIT, zone_ids.index(zone_id), entry, path))
        talleres = pilot_data.get("talleres") or {}
        _require(document, isinstance(talleres, dict), base + ("talleres",), "«talleres» debe ser un mapa")
        for taller, entry in talleres.items():
            path = base + ("talleres", taller)
            _require(document, taller in ruleset.talleres, path, f"taller desconocido «{taller}» (talleres: "
                     f"{', '.join(ruleset.talleres)})", key=True)
            card_id = entry.get("carta") if isinstance(entry, dict) else entry
            card = card_of(card_id, path)
            _require(document, nm.is_part(card), path, f"«{card_id}» no es una Parte")
            decks[p][1].append(card)
            placements[p].append((Z_TALLER, ruleset.talleres.index(taller), entry, path))
    marchas = start.get("marchas") or []
    _require(document, isinstance(marchas, list), ("inicio", "marchas"), "«marchas» debe ser una lista")
    support_marchas = []
    for i, entry in enumerate(marchas):
        path = ("inicio", "marchas", i)
        _require(document, isinstance(entry, dict) and "piloto" in entry, path,
                 "cada marcha es un mapa con «piloto» y «carta» (Carta de Apoyo) o «parte» (p. ej. «A.torso»)")
        p = _pilot_index(document, entry["piloto"], path + ("piloto",), pilots)
        if "carta" in entry:
            card = card_of(entry["carta"], path + ("carta",))
            _require(document, not nm.is_part(card), path + ("carta",), f"«{entry['carta']}» es una Parte: usa «parte: "
                     f"{PILOT_LETTERS[p]}.<zona>» para la habilidad de una Parte equipada")
            decks[p][1].append(card)
            support_marchas.append((p, len(decks[p][1]) - 1))

    seed = data.get("semilla", 0)
    _require(document, isinstance(seed, int), ("semilla",), "«semilla» debe ser un número entero")
    autopass = bool(data.get("pases_automaticos", False))
    game = ScenarioGame(ruleset, decks, seed=seed, mode=mode, autopass=autopass, log=True, setup=False)
    if "dados" in data:
        game.rng = FixedDice(seed, _dice(document, data["dados"], ruleset.initiative_die))
    offsets, total = [], 0
    for _, deck in decks:
        offsets.append(total)
        total += len(deck)
    for p in range(pilots):  # every card starts in the arsenal list; put each where it was written
        game.pilots[p].arsenal = []
    for p in range(pilots):
        pilot = game.pilots[p]
        piles = {zone: [] for zone in _PILES.values()}
        for k, (zone, slot, entry, path) in enumerate(placements[p]):
            inst = offsets[p] + k
            game.serial[inst] = 1
            game.loc[inst] = zone
            if zone in piles:
                piles[zone].append(inst)
                continue
            game.slot[inst] = slot
            if zone == Z_UNIT:
                pilot.unit[slot] = inst
            else:
                pilot.talleres[slot] = inst
            if isinstance(entry, dict):
                for key in entry:
                    _require(document, key in ("carta", "dano", "desactivada", "reconstrucciones", "contadores"),
                             path + (key,), f"clave desconocida «{key}» (admitidas: carta, dano, desactivada, "
                             "reconstrucciones, contadores)", key=True)
                damage = entry.get("dano", 0)
                _require(document, isinstance(damage, int) and 0 <= damage < game.cards[inst].pg, path + ("dano",),
                         f"«dano» debe ser un entero entre 0 y {game.cards[inst].pg - 1} (PG de la Parte)")
                game.damage[inst] = damage
                if entry.get("desactivada"):
                    _require(document, zone == Z_UNIT, path, "solo una Parte equipada puede estar desactivada")
                    game.deact[inst] = DEACTIVATED_BY_CAR if entry["desactivada"] == "carga" else DEACTIVATED
                game.taller_turns[inst] = _count(document, entry, "reconstrucciones", 0, path)
                game.counters[inst] = _count(document, entry, "contadores", 0, path)
        # lists are written top first; the engine keeps the top card last
        pilot.hand = piles[Z_HAND]
        pilot.scrap = piles[Z_SCRAP]
        pilot.demolition = piles[Z_DEMO]
        pilot.arsenal = list(reversed(piles[Z_ARSENAL]))
        pilot.botines = list(reversed(piles[Z_BOTINES]))
    for letter, pilot_data in written.items():
        p = PILOT_LETTERS.index(str(letter).upper())
        pilot = game.pilots[p]
        base = ("inicio", "pilotos", letter)
        for key, attr in (("car", "car"), ("reclamados", "claimed"), ("partes_equipadas", "parts_this_turn"),
                          ("destruidas", "destroyed_since_rebuild")):
            if key in pilot_data:
                value = pilot_data[key]
                _require(document, type(value) is int and abs(value) <= MAX_COUNT, base + (key,),
                         f"«{key}» debe ser un número entero (entre -{MAX_COUNT} y {MAX_COUNT})")
                setattr(pilot, attr, pilot_data[key])
    for p, k in support_marchas:
        inst = offsets[p] + k
        game.loc[inst] = Z_STACK
        game.serial[inst] = 1

    active = _pilot_index(document, start.get("activo", "A"), ("inicio", "activo"), pilots)
    order = start.get("orden")
    if order is not None:
        _require(document, isinstance(order, list), ("inicio", "orden"), "«orden» debe ser una lista de pilotos")
        game.order = [_pilot_index(document, x, ("inicio", "orden", i), pilots) for i, x in enumerate(order)]
    else:
        game.order = [(active + k) % pilots for k in range(pilots)]
    _require(document, active in game.order, ("inicio", "orden"), "el piloto activo debe estar en «orden»")
    game.order_pos = game.order.index(active)
    game.round = _count(document, start, "ronda", 1, ("inicio",))
    game.turn = _count(document, start, "turno", 1, ("inicio",))
    game.active = active

    if phase == "preparacion":
        game.fixed_botines = {}
        for p, pilot in enumerate(game.pilots):  # «botines»: the cards 5.1 sets aside, top first
            if pilot.botines:
                letter = PILOT_LETTERS[p]
                written = len(pilot.botines)
                _require(document, written == ruleset.botines_initial, ("inicio", "pilotos", letter, "botines"),
                         f"en la preparación, «botines» son los {ruleset.botines_initial} Botines de Guerra que se "
                         f"apartan: escribe {ruleset.botines_initial} cartas, no {written}")
                game.fixed_botines[p] = list(reversed(pilot.botines))
        for pilot in game.pilots:  # the arsenal written is the whole deck: 5.1 from the beginning
            pilot.arsenal = pilot.arsenal + pilot.hand
            for inst in pilot.hand:
                game.loc[inst] = Z_ARSENAL
            pilot.hand = []
        game.round = 0
        game.turn = 0
        game.order = []
        game._setup()
        game._advance()
        return game
    if phase == "recarga":
        game.turn -= 1
        game._start_turn(active)
    else:
        game.phase = PHASE_IDS.index(phase)
    if "guerrilla" in start:
        _require(document, game.phase == GUERRILLA, ("inicio", "guerrilla"), "«guerrilla» solo vale con «fase: guerrilla»")
        game.guerrilla_state = 1
        game.guerrilla_target = _pilot_index(document, start["guerrilla"], ("inicio", "guerrilla"), pilots)
    for i, entry in enumerate(marchas):
        path = ("inicio", "marchas", i)
        p = _pilot_index(document, entry["piloto"], path + ("piloto",), pilots)
        if "carta" in entry:
            inst = next(offsets[q] + k for q, k in support_marchas if q == p and game.loc[offsets[q] + k] == Z_STACK
                        and all(m.source != offsets[q] + k for m in game.stack))
        else:
            _require(document, "parte" in entry, path, "la marcha necesita «carta» o «parte»")
            inst = _ref(document, path + ("parte",), str(entry["parte"]), game, p, pilots)
        info = game.cards[inst]
        number = entry.get("habilidad", 1)
        _require(document, isinstance(number, int) and 1 <= number <= len(info.abilities), path + ("habilidad",),
                 f"«{info.id}» no tiene la habilidad {number}")
        ability = info.abilities[number - 1]
        m = Marcha(p, inst, ability, not info.is_part, game.serial[inst])
        if ability.negates is not None and game.stack:
            m.responds_to = game.stack[-1]
        targets = entry.get("objetivos") or []
        _require(document, isinstance(targets, list), path + ("objetivos",), "«objetivos» debe ser una lista")
        for j, ref in enumerate(targets):
            _require(document, ability.select is not None, path + ("objetivos",),
                     "esta habilidad no selecciona Partes: quita «objetivos»")
            if ability.select.where() is A.Place.MARCHAS:  # «objetivos: [marcha 1]» (docs/rulings.md 27)
                match = _MARCHA.match(str(ref))
                _require(document, match is not None and 1 <= int(match.group(1)) <= len(game.stack),
                         path + ("objetivos", j),
                         f"«{ref}» no es una marcha abierta por debajo de esta: usa «marcha N»")
                game._select(m, [int(match.group(1))], ability.select)
                continue
            target = _ref(document, path + ("objetivos", j), str(ref), game, p, pilots)
            m.targets.append((target, game.serial[target], ability.select))
        m.number = len(game.stack) + 1
        game.stack.append(m)
    if game.stack:
        top = game.stack[-1].controller
        game.last_actor = top
        game.prio = game._next_alive(top)
        game.passes = 0
    if "prioridad" in start:
        game.prio = _pilot_index(document, start["prioridad"], ("inicio", "prioridad"), pilots)
        game.last_actor = game.order[(game.order.index(game.prio) - 1) % len(game.order)]
        game.passes = 0
    game._legal = None
    game._advance()
    return game


# --- actions ----------------------------------------------------------------------------------

_ACTION = re.compile(r"^\s*([A-Za-z])\s*:\s*(\S+)\s*(.*?)\s*$")
_MARCHA = re.compile(r"^marcha\s+([0-9]{1,4})$", re.IGNORECASE)
_OPTION = re.compile(r"^opci[oó]n\s+([0-9]{1,2})$", re.IGNORECASE)
_PILOT = re.compile(r"^piloto\s+([A-Za-z])$", re.IGNORECASE)


def _parse_action(document, path, text, game: Game, pilots: int) -> tuple[Action, int]:
    match = _ACTION.match(text)
    _require(document, match is not None, path, f"«{text}» no es una acción: escribe «A: verbo [carta]», "
             "p. ej. «A: equipar brazo-tenaza» o «B: pasar»")
    letter, verb, rest = match.groups()
    p = _pilot_index(document, letter, path, pilots)
    verb = verb.lower()
    simple = {"pasar": Pass, "quedarse": Keep, "mulligan": Mulligan, "terminar": Finish, "aceptar": Accept,
              "rechazar": Decline}
    if verb in simple:
        _require(document, not rest, path, f"«{verb}» no lleva nada detrás")
        return simple[verb](), p
    if verb == "guerrilla":
        return Declare(_pilot_index(document, rest, path, pilots)), p
    with_card = {"equipar": Equip, "taller": ToTaller, "reequipar": Reequip, "elegir": Choose, "colocar": Place,
                 "activar": Activate, "jugar": Activate}
    _require(document, verb in with_card, path, f"verbo desconocido «{verb}» (admitidos: "
             f"{', '.join(sorted(list(simple) + list(with_card) + ['guerrilla']))}; y, para pasar varios, "
             f"«{letter}: acabar fase» y «*: pasar»)")
    _require(document, bool(rest), path, f"«{verb}» necesita una carta, p. ej. «{letter}: {verb} A.torso»")
    if verb == "elegir" and _MARCHA.match(rest):  # «elegir marcha 2»: a marcha by its number (4.7.2.1)
        return ChooseMarcha(int(_MARCHA.match(rest).group(1))), p
    if verb == "elegir" and _OPTION.match(rest):  # «elegir opción 2»: the second option of «elige uno»
        return ChooseOption(int(_OPTION.match(rest).group(1))), p
    if verb == "elegir" and _PILOT.match(rest):  # «elegir piloto C»: «Selecciona a un oponente» (ruling 52)
        return ChoosePilot(_pilot_index(document, _PILOT.match(rest).group(1), path, pilots)), p
    words = rest.split()
    ability, x = 1, 0
    if verb in ("activar", "jugar") and len(words) >= 2 and re.fullmatch(r"[xX]=[0-9]{1,3}", words[-1]):
        x = int(words.pop()[2:])  # «A: jugar bola-de-chatarra X=3»: the X of «CAR X |»
    if verb in ("activar", "jugar") and len(words) == 2 and re.fullmatch(r"[0-9]{1,4}", words[1]):
        ability = int(words[1])
        words = words[:1]
    _require(document, len(words) == 1, path, f"«{rest}» no es una carta: usa un id («chispazo») o una zona («B.torso»)")
    inst = _ref(document, path, words[0], game, p, pilots, prefer_choice=verb == "elegir")
    cls = with_card[verb]
    if cls is Choose and game.decisions and chooses_marchas(game.decisions[0]):
        d = game.decisions[0]  # «elegir zanco-carronero»: its top marcha not chosen yet (docs/rulings.md 27)
        numbers = [n for n in d.options if n not in d.chosen and game.stack[n - 1].source == inst]
        if numbers:
            return ChooseMarcha(max(numbers)), p
    if cls is Activate:
        _require(document, 1 <= ability <= len(game.cards[inst].abilities), path,
                 f"«{game.cards[inst].id}» no tiene la habilidad {ability}")
        return Activate(inst, ability - 1, x), p
    return cls(inst), p


def _ref(document, path, ref: str, game: Game, pilot: int, pilots: int, prefer_choice: bool = False) -> int:
    """A card named in a scenario: «B.torso», «A.alfa», «A.mano.chispazo», «A.chatarra.x» or an id."""
    ruleset = game.ruleset
    parts = ref.split(".")
    if len(parts) >= 2 and len(parts[0]) == 1 and parts[0].upper() in PILOT_LETTERS[:pilots]:
        q = PILOT_LETTERS.index(parts[0].upper())
        owner = game.pilots[q]
        where = parts[1]
        if where in ruleset.zone_ids and len(parts) == 2:
            inst = owner.unit[ruleset.zone_ids.index(where)]
            _require(document, inst >= 0, path, f"{owner.name} no tiene ninguna Parte en {where}")
            return inst
        if where == "bocabajo" and len(parts) == 2:  # 5.1: the Parte placed face down, not yet revealed
            _require(document, q in game.torso_choice, path, f"{owner.name} no tiene ninguna Parte colocada bocabajo")
            return game.torso_choice[q]
        if where in ruleset.talleres and len(parts) == 2:
            inst = owner.talleres[ruleset.talleres.index(where)]
            _require(document, inst >= 0, path, f"el Taller {where} de {owner.name} está vacío")
            return inst
        piles = {"mano": owner.hand, "chatarra": owner.scrap, "demolicion": owner.demolition,
                 "arsenal": owner.arsenal, "botines": owner.botines}
        _require(document, where in piles and len(parts) == 3, path,
                 f"«{ref}» no nombra una carta: usa {PILOT_LETTERS[q]}.<zona>, {PILOT_LETTERS[q]}.<taller> o "
                 f"{PILOT_LETTERS[q]}.mano.<id>")
        found = [c for c in piles[where] if game.cards[c].id == parts[2]]
        _require(document, bool(found), path, f"no hay «{parts[2]}» en {where} de {owner.name}")
        return found[0]
    if prefer_choice and game.decisions:  # «elegir chispazo»: among what the engine offers
        d = game.decisions[0]
        offered = [game.stack[n - 1].source for n in d.options] if chooses_marchas(d) else \
            d.options if chooses_cards(d) else []
        found = [c for c in offered if game.cards[c].id == ref and c not in d.chosen]  # copies: the next not chosen
        if found:
            return found[0]
    found = [c for c in game.pilots[pilot].hand if game.cards[c].id == ref]
    if found:
        return found[0]
    found = [c for q in game.pilots for c in q.unit + q.talleres if c >= 0 and game.cards[c].id == ref]
    _require(document, len(found) == 1, path, f"no encuentro «{ref}» en la mano de {game.pilots[pilot].name}"
             + (" y hay varias en juego: usa «X.zona»" if found else " ni en juego"))
    return found[0]


# --- expectations -----------------------------------------------------------------------------


def _dice(document, value, die: int) -> list[int]:
    _require(document, isinstance(value, list) and value, ("dados",),
             "«dados» es la lista de resultados del dado, en el orden en que se tira (p. ej. [5, 2])")
    for i, result in enumerate(value):
        _require(document, isinstance(result, int) and not isinstance(result, bool) and 1 <= result <= die,
                 ("dados", i), f"«{result}» no es un resultado del dado: va de 1 a {die}")
    return list(value)


def _check(document, game: Game, key: str, value, pilots: int, path: tuple, where: str = "") -> None:
    if str(key).count(".") == 1 and str(key).split(".")[1] in SIGHT:
        _check_sight(document, game, str(key), value, pilots, path, where)
        return
    actual = _fact(document, game, str(key), pilots, path)
    if isinstance(value, list) and isinstance(actual, list):
        ok = sorted(map(str, value)) == sorted(map(str, actual))
    elif isinstance(value, int) and isinstance(actual, list) and not isinstance(value, bool):
        ok, actual = value == len(actual), f"{len(actual)} ({', '.join(actual) or 'ninguna'})"
    else:
        ok = value == actual
    if not ok:
        raise ScenarioError(_line(document, path), f"{where}esperado «{key}: {_show(value)}», pero es {_show(actual)}")


#: «A.ve» / «A.no_ve»: cards pilot A can / cannot see (engine/visibility.py).
SIGHT = ("ve", "no_ve")
_PLACES = {Z_HAND: "en la mano", Z_ARSENAL: "en el Arsenal", Z_BOTINES: "en los Botines de Guerra",
           Z_UNIT: "en la Unidad", Z_TALLER: "en un Taller", Z_SCRAP: "en el Depósito de Chatarra",
           Z_DEMO: "en la Zona de Demolición", Z_STACK: "en las marchas"}
_WHOLE_PILES = {"mano": "hand", "arsenal": "arsenal", "botines": "botines"}


def _check_sight(document, game: Game, key: str, value, pilots: int, path: tuple, where: str) -> None:
    """«A.ve: [B.torso]», «A.no_ve: B.mano»: what pilot A can and cannot see; a whole hand, Arsenal or pile of
    Botines is every card in it."""
    letter, field = key.split(".")
    p = _pilot_index(document, letter, path, pilots)
    refs = [value] if isinstance(value, str) else value
    _require(document, isinstance(refs, list) and bool(refs) and all(isinstance(r, str) for r in refs), path,
             f"«{key}» es una carta o una lista de cartas, p. ej. «{letter}.{field}: [B.torso, B.mano.chispazo]»")
    for i, ref in enumerate(refs):
        ref_path = path + (i,) if isinstance(value, list) else path
        whole = ref.split(".")
        if len(whole) == 2 and whole[1] in _WHOLE_PILES and whole[0].upper() in PILOT_LETTERS[:pilots]:
            cards = list(getattr(game.pilots[PILOT_LETTERS.index(whole[0].upper())], _WHOLE_PILES[whole[1]]))
        else:
            cards = [_ref(document, ref_path, ref, game, p, pilots)]
        for inst in cards:
            if sees(game, p, inst) != (field == "ve"):
                owner = game.pilot_name(game.owner[inst])
                place = _PLACES.get(game.loc[inst], "")
                if game.torso_choice.get(game.owner[inst]) == inst and game.loc[inst] == Z_HAND:
                    place = "bocabajo"
                raise ScenarioError(_line(document, ref_path), f"{where}esperado «{key}: {ref}», pero "
                                    f"{game.pilot_name(p)} {'no ' if field == 've' else ''}ve "
                                    f"{game.card_label(inst)}, {place}{'' if place == 'bocabajo' else ' de ' + owner}")


def _show(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(map(str, value)) + "]"
    return str(value)


def _fact(document, game: Game, key: str, pilots: int, path):
    ruleset = game.ruleset
    letter = lambda p: PILOT_LETTERS[p] if p is not None else None  # noqa: E731
    glob = {
        "fase": lambda: PHASE_IDS[game.phase], "activo": lambda: letter(game.active),
        "marchas": lambda: len(game.stack), "ganador": lambda: letter(game.winner), "fin": lambda: game.over,
        "turno": lambda: game.turn, "ronda": lambda: game.round, "espera": lambda: letter(game.to_move),
        "orden": lambda: [letter(p) for p in game.order], "resultado": lambda: game.result,
        "ganadores": lambda: [letter(p) for p in game.winners],
    }
    if key in glob:
        return glob[key]()
    parts = key.split(".")
    _require(document, len(parts[0]) == 1 and parts[0].upper() in PILOT_LETTERS[:pilots], path,
             f"clave esperada desconocida «{key}» (globales: {', '.join(glob)}; de piloto: A.car, A.mano, B.torso.dano, "
             "A.ve, A.no_ve…)",
             key=True)
    pilot = game.pilots[PILOT_LETTERS.index(parts[0].upper())]
    rest = parts[1:]
    names = lambda cards: [game.cards[c].id for c in cards]  # noqa: E731
    if len(rest) == 1:
        field = rest[0]
        simple = {
            "car": lambda: pilot.car, "reclamados": lambda: pilot.claimed, "vivo": lambda: pilot.alive,
            "mano": lambda: names(pilot.hand), "arsenal": lambda: names(reversed(pilot.arsenal)),
            "botines": lambda: names(reversed(pilot.botines)), "chatarra": lambda: names(pilot.scrap),
            "demolicion": lambda: names(pilot.demolition), "destruidas": lambda: pilot.destroyed_since_rebuild,
            "partes_equipadas": lambda: pilot.parts_this_turn,
        }
        if field in simple:
            return simple[field]()
        if field in STATS:
            return game.stat(pilot.index, field)
    if rest and (rest[0] in ruleset.zone_ids or rest[0] in ruleset.talleres) and len(rest) <= 2:
        if rest[0] in ruleset.zone_ids:
            inst = pilot.unit[ruleset.zone_ids.index(rest[0])]
        else:
            inst = pilot.talleres[ruleset.talleres.index(rest[0])]
        if len(rest) == 1:
            return game.cards[inst].id if inst >= 0 else None
        if inst < 0:
            return None
        field = rest[1]
        if field == "dano":
            return game.damage[inst]
        if field == "desactivada":
            return bool(game.deact[inst])
        if field == "contadores":
            return game.counters[inst]
        if field.startswith("contadores_"):  # «A.cabeza.contadores_blindaje»: the counters of that name (ruling 66)
            return game.counters_of(inst, normalise(field[len("contadores_"):]))
        if field == "pg":
            return game.max_pg(inst) - game.damage[inst]
    raise ScenarioError(_line(document, path, True), f"clave esperada desconocida «{key}» (de piloto: car, fue, def, "
                        "vel, mano, arsenal, botines, chatarra, demolicion, reclamados, vivo, ve, no_ve, <zona>, "
                        "<zona>.dano, <zona>.desactivada, <zona>.pg, <zona>.contadores, <zona>.contadores_<nombre>, <taller>…)")
