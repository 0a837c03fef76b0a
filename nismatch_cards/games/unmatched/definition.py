"""Unmatched as the game-independent tools see it (:class:`nismatch_cards.play.game.GameDefinition`): a game is
started with :class:`~.engine.Game` (the map is its ``battlefield`` option), ends in one of :data:`END_KINDS`, and
the generic greedy and search bots value a position with :func:`evaluate`. The plug-in gives it
(``plugin.Unmatched.game_definition``)."""
from __future__ import annotations

from functools import lru_cache

from nismatch_cards.play.game import GameDefinition
from .board import Battlefield
from . import actions as A
from .engine import DEFEND, END_COMBAT, END_EFFECT, END_EXHAUSTED, HIDDEN, Game
from .texts import WHERE_NAMES

END_KINDS = (END_COMBAT, END_EXHAUSTED, END_EFFECT)
_LANGUAGE = object()


def start(rules, decks, seed: int = 0, mode: str = "1v1", *, battlefield=None, texts=_LANGUAGE, first: int = 0) -> Game:
    """A game whose card texts and abilities are played in the card language (``language.effects.PLAYER``), unless
    ``texts`` says otherwise (None: none is played, each is listed in ``Game.unplayed``). ``battlefield``: a
    :class:`~.board.Battlefield`, or the id of a battlefield the pack ships (None: the first by id); ``first``: the
    seat that plays the first turn (the seats, their start spaces and the shuffles stay: rulings.md U52)."""
    if texts is _LANGUAGE:
        from .language.effects import PLAYER as texts
    return Game(rules, decks, seed, mode, battlefield=battlefield_of(battlefield), texts=texts, first=first)


def battlefield_of(choice) -> Battlefield:
    """The map ``start`` plays on: a :class:`Battlefield` as given, or one of the pack's by id (None: the first by
    id); ``ValueError`` with a Spanish message for an id the pack does not ship."""
    if isinstance(choice, Battlefield):
        return choice
    maps = bundled_battlefields()
    if not maps:
        raise ValueError("falta el campo de batalla: el paquete no trae ninguno; pasa uno con start(…, battlefield=mapa)")
    chosen = sorted(maps)[0] if choice is None else choice
    if chosen not in maps:
        raise ValueError(f"no hay ningún campo de batalla «{chosen}»; los hay: {', '.join(sorted(maps))}")
    return maps[chosen]


@lru_cache(maxsize=1)
def bundled_battlefields() -> dict[str, Battlefield]:
    """The battlefields of the bundled Unmatched pack (``packs/unmatched/mapas``), by id."""
    from nismatch_cards.cards.packs import bundled
    from .maps import load_maps

    pack = bundled("unmatched")
    folder = pack.folder / pack.pack.maps.folder if pack.pack.maps is not None else None
    if folder is None or not folder.is_dir():
        return {}
    found, _problems = load_maps(folder, pack.pack)  # the bundled maps are valid (tests/packs/test_unmatched_maps.py)
    return {key: board.battlefield for key, board in found.items()}
WON = 1000.0  # a won game is worth more than any position
HERO_WEIGHT = 3.0  # a hero's health counts this much more than a sidekick's: losing it loses the game
SIDEKICK_BONUS = 2.0  # a sidekick still in play, besides its health
HAND_WEIGHT = 0.5  # each card in hand
APPROACH_WEIGHT = 0.1  # each step between a fighter and the nearest enemy hero


def end_kind(game: Game) -> str:
    """Which of :data:`END_KINDS` ended ``game`` (a finished game)."""
    return game.end_kind


def evaluate(game: Game, player: int) -> float:
    """The value of ``game`` for ``player``: ±:data:`WON` once over; else its team's health minus the others'
    (a hero's weighted), sidekicks in play, cards in hand, an attack waiting for its defence, and how near its
    fighters stand to an enemy hero."""
    if game.over:
        return WON if player in game.winners else -WON
    team = next(a.team for a in game.armies if a.player == player)
    score = 0.0
    enemy_heroes = [game.pos[f] for f, fighter in enumerate(game.fighters)
                    if fighter.kind.hero and game.team_of[f] != team and game.pos[f] >= 0]
    for f, fighter in enumerate(game.fighters):
        if game.pos[f] < 0:
            continue
        sign = 1.0 if game.team_of[f] == team else -1.0
        hero = fighter.kind.hero
        score += sign * (game.hp[f] * (HERO_WEIGHT if hero else 1.0) + (0.0 if hero else SIDEKICK_BONUS))
        if sign > 0 and enemy_heroes:
            score -= APPROACH_WEIGHT * min(game.distance[game.pos[f]][s] for s in enemy_heroes)
    for a, army in enumerate(game.armies):
        score += (HAND_WEIGHT if army.team == team else -HAND_WEIGHT) * len(game.hand[a])
    if game.phase == DEFEND and game.combat[2] != HIDDEN:  # the attack waits for its defence: half its value
        attacker, target, attack, _ = game.combat
        value = game.card(game.fighters[attacker].army, attack).value
        weight = HERO_WEIGHT if game.fighters[target].kind.hero else 1.0
        score += (0.5 if game.team_of[target] != team else -0.5) * value * weight
    return score


def action_text(game: Game, action: A.Action) -> str:
    """The Spanish text of a legal ``action`` of ``game`` (what a log or a menu shows to the player who acts)."""
    kind = type(action)
    label = lambda f: game.fighters[f].label  # noqa: E731
    if kind is A.Maneuver:
        return f"maniobra: roba {game.rules.maneuver_draw} y mueve"
    if kind is A.Boost:
        if action.card is None:
            return "mueve sin impulso"
        return f"impulso: descarta {_card(game, game.active, action.card)} (+{_info(game, game.active, action.card).boost})"
    if kind is A.Move:
        return f"mueve a {label(action.fighter)} de {game.space(action.fighter)} a {action.space}"
    if kind is A.EndMove:
        return "termina de mover"
    if kind is A.Scheme:
        return f"estratagema: {_card(game, game.active, action.card)} ({label(action.fighter)})"
    if kind is A.Attack:
        card = _info(game, game.active, action.card)
        return (f"{label(action.fighter)} ataca a {label(action.target)} ({game.hp[action.target]} de vida) con "
                f"{card.name} ({card.value})")
    if kind is A.Defend:
        army = game.fighters[game.combat[1]].army
        if action.card is None:
            return f"{label(game.combat[1])} no defiende"
        card = _info(game, army, action.card)
        return f"{label(game.combat[1])} defiende con {card.name} ({card.value})"
    if kind is A.Discard:
        return f"descarta {_card(game, game.active, action.card)} (límite de mano {game.rules.hand_limit})"
    if kind is A.Place:
        return f"coloca a {label(action.fighter)} en {action.space}"
    if kind is A.Choose and game.choice is not None and action.option in game.choice.options:
        return f"{game.choice.question} {game.choice.texts[game.choice.options.index(action.option)]}"
    raise ValueError(f"«{action}» no es una acción de Unmatched")


def _info(game: Game, army: int, key: str):
    return next(card for card in game.armies[army].cards if card.key == key)


def _card(game: Game, army: int, key: str) -> str:
    return _info(game, army, key).name


def turns(game: Game) -> int:
    """The turns ``game`` has played (the set-up is none)."""
    return game.turn


def unplayed(game: Game) -> list[str]:
    """Each text ``game`` reached and did not play (``Game.unplayed``), without its turn: «Alice: ¡Zis, zas!
    (DESPUÉS DEL COMBATE): «…»» (a simulation counts the games that reached it)."""
    return [f"{u.hero}: {u.card} ({WHERE_NAMES.get(u.where, u.where)}): «{u.text}»" for u in game.unplayed]


#: What a swap study's baseline keeps of the card it replaces (every other field, its texts, is left out).
BASELINE_FIELDS = ("clase", "valor", "impulso", "personaje", "copias")
#: What the simulation's report says of Unmatched (``GameDefinition.notes``).
NOTES = {
    "empezar": "cada reparto se juega otra vez en los mismos asientos (las mismas casillas de salida, los mismos mazos "
               "barajados y las mismas manos) con el otro héroe jugando el primer turno (rulings.md U52)",
    "empezo": "por los asientos (empieza el primero)",
    "basica": "una Carta de Acción de la misma clase, el mismo valor, el mismo impulso y el mismo personaje, sin ningún "
              "texto",
    "igual": "una carta sin texto ni rasgos, que ya es su básica",
}


def baseline(card, cards=()):
    """The plain card that replaces ``card`` in a swap study: its class, value, boost and who may play it, with no
    text (an «estratagema» without text plays and does nothing). Lives only in memory."""
    from dataclasses import replace

    fields = {key: card.fields[key] for key in BASELINE_FIELDS if key in card.fields}
    return replace(card, id=f"{card.id}~basica", name="Carta básica", fields=fields, art=None, source=None)


def describe_baseline(card) -> dict:
    """A baseline as the figures show it (Spanish keys)."""
    return {"nombre": card.name, "tipo": card.get("clase"), "valor": card.get("valor"),
            "impulso": card.get("impulso") or 0, "personaje": card.get("personaje")}


def used(game: Game, seats: set) -> set[str]:
    """The ids of the action cards the heroes of ``seats`` used in ``game``: every card in their discard piles (played
    in a combat or a scheme, discarded for a boost, for the hand limit or by an effect) and in the last combat."""
    played = [(army, index) for army in seats for index in game.discard[army]]
    for combat in (game.combat, game.last_combat):  # a combat that ended the game leaves its cards where they are
        if combat is not None:
            attacker, target, attack, defence = combat[:4]
            played += [(game.fighters[attacker].army, attack), (game.fighters[target].army, defence)]
    return {game.card(army, index).key.rpartition("/")[2] for army, index in played if army in seats and index >= 0}


def seat_teams(rules, mode: str) -> tuple[int, ...]:
    """Per hero of ``mode`` (the seats ``start`` takes a deck for: rulings.md U27), its team."""
    return tuple(team for _player, team in rules.modes[mode].seats())


UNMATCHED = GameDefinition(id="unmatched", name="Unmatched", start=start, end_kinds=END_KINDS, end_kind=end_kind,
                           action_text=action_text, action_to_json=A.to_json, action_from_json=A.from_json,
                           evaluate=evaluate, turns=turns, unplayed=unplayed, told=lambda *a: _told(*a),
                           first_turn=True, notes=NOTES, baseline=baseline, describe_baseline=describe_baseline,
                           used=used, seat_teams=seat_teams)


def _told(before: Game, action, after: Game) -> list[str]:
    from .terminal import public_log

    return public_log(before, action, after)
