"""Decks and positions for the Unmatched engine's tests: heroes and action cards written here (so that each rule
is tested with the numbers it needs), the rules read from the bundled pack, and games set up on small maps."""
from __future__ import annotations

from pathlib import Path

from nismatch_cards.cards.loader import load
from nismatch_cards.cards.model import Card
from nismatch_cards.cards.packs import bundled
from nismatch_cards.games.unmatched.cards import seat_cards
from nismatch_cards.games.unmatched.definition import UNMATCHED
from nismatch_cards.games.unmatched.engine import ACTION, Game
from nismatch_cards.games.unmatched.plugin import UNMATCHED as PLUGIN

REPO = Path(__file__).resolve().parents[2]
PACK = REPO / "packs" / "unmatched"
RULES = PLUGIN.ruleset(bundled("unmatched").pack)
_PROJECT = []


def project():
    """The bundled pack with its four heroes, loaded once."""
    if not _PROJECT:
        result = load([PACK])
        assert result.ok, [str(d) for d in result.diagnostics]
        _PROJECT.append(result.project)
    return _PROJECT[0]


def bundled_deck(name: str):
    """A bundled hero's seat: its character card and its 30 action cards."""
    return seat_cards(project(), name)


def hero(card_id: str, name: str, vida: int = 10, movimiento: int = 2, estilo: str = "cuerpo_a_cuerpo",
         acolitos: list[dict] | None = None, habilidad: str = "") -> Card:
    return Card(card_id, name, "personaje", {"vida": vida, "movimiento": movimiento, "estilo": estilo,
                                               "acolitos": acolitos or [], "habilidad": habilidad}, set_code=card_id)


def action(card_id: str, clase: str, valor: int | None = None, impulso: int = 1, personaje: str = "cualquiera",
           efecto: dict | None = None, texto: str | None = None, set_code: str = "t") -> Card:
    fields = {"clase": clase, "impulso": impulso, "personaje": personaje}
    if valor is not None:
        fields["valor"] = valor
    if efecto:
        fields["efecto"] = efecto
    if texto:
        fields["texto"] = texto
    return Card(card_id, card_id.replace("-", " ").capitalize(), "accion", fields, set_code=set_code)


def deck(name: str, character: Card, cards: list[Card], copies: int = 1) -> tuple[str, list[Card]]:
    return name, [character, *[c for c in cards for _ in range(copies)]]


def start(decks, battlefield, seed: int = 0, mode: str = "1v1", **options) -> Game:
    """A game whose set-up is over: each sidekick placed on the first space offered."""
    game = UNMATCHED.start(RULES, decks, seed, mode, battlefield=battlefield, **options)
    while game.phase != ACTION and not game.over:
        game.apply(game.legal_actions()[0])
    return game


def put(game: Game, fighter: int, space: str | None) -> None:
    """Move ``fighter`` to ``space`` (None: off the board) whatever the rules say: a position to test from."""
    if game.pos[fighter] >= 0:
        game.occ[game.pos[fighter]] = -1
        game.pos[fighter] = -1
    if space is not None:
        game._move(fighter, game.space_ids.index(space))
    game._legal = None


def give(game: Game, army: int, keys: list[str]) -> None:
    """Make ``army``'s hand exactly the cards ``keys`` (taken from its deck, the old hand shuffled back in)."""
    cards = game.armies[army].cards
    deck = game.deck[army] + game.hand[army]
    game.hand[army] = []
    for key in keys:
        index = next(i for i, c in enumerate(deck) if cards[c].key == key)
        game.hand[army].append(deck.pop(index))
    game.deck[army] = deck
    game._legal = None


def keys(game: Game, army: int, pile: list[int]) -> list[str]:
    return [game.armies[army].cards[c].key for c in pile]


def play(game: Game, action) -> None:
    """Apply ``action``, then answer every choice its effects ask with the first option: the fixed rule's pick
    (rulings.md U40), so that a test of an effect reads as the card does."""
    game.apply(action)
    while game.choice is not None and not game.over:
        game.apply(game.legal_actions()[0])
