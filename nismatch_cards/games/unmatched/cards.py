"""A hero's deck as the engine reads it: the character card (health, movement, style, sidekicks, ability) and the
action cards (class, value, boost, who may play them, their texts by timing window)."""
from __future__ import annotations

from dataclasses import dataclass

from nismatch_cards.cards.model import Card
from .rules import RANGED, SCHEME, WINDOWS, Rules


@dataclass(frozen=True)
class FighterKind:
    """A hero or one sidekick of its card: ``name`` is what action cards write in their «personaje» (U7)."""

    name: str
    health: int
    movement: int
    ranged: bool
    hero: bool


@dataclass(frozen=True)
class ActionCard:
    """One action card (every copy of it shares this): ``key`` names it in actions and records (its id, or
    ``set/id`` when another card of the same deck has that id: rulings.md U17)."""

    key: str
    name: str
    kind: str  # the class: ataque, defensa, multiuso or estratagema
    value: int | None  # None for a scheme
    boost: int
    character: str  # who may play it: a fighter's name or a wildcard («cualquiera»)
    effect: tuple[tuple[str, str], ...]  # (window, text) in the order of ``rules.WINDOWS``
    text: str | None  # a scheme's effect
    traits: tuple[str, ...] = ()  # its «rasgos» («VIAJE»), as its texts name them
    prototype: bool = False  # «prototipo: true» (on the card or in «efecto»): its texts are printed, never played

    @property
    def texts(self) -> tuple[tuple[str, str], ...]:
        """Every text of the card with where it applies (a window, or «estratagema»)."""
        return ((SCHEME, self.text),) if self.text else self.effect


@dataclass(frozen=True)
class Hero:
    """A hero's character card: its fighters (the hero first, then each sidekick token) and its ability."""

    id: str
    name: str
    fighters: tuple[FighterKind, ...]
    ability: str
    state: str = ""  # its «estado»'s name («tamaño»), if it has one
    states: tuple[str, ...] = ()  # that state's two values («GRANDE», «PEQUEÑA»); it starts in the first
    prototype: bool = False  # «prototipo: true»: its ability is printed as written and never played


@dataclass(frozen=True)
class HeroDeck:
    """What one seat brings: the deck's name, its hero, the distinct action cards and the deck as their indices."""

    name: str
    hero: Hero
    cards: tuple[ActionCard, ...]
    decklist: tuple[int, ...]


def seat_cards(project, deck) -> tuple[str, list[Card]]:
    """What a seat of ``start`` takes for a loaded deck (a ``Deck`` or its name) of ``project``: its name, and its
    hero's character card (the deck's «personaje», rulings.md U15) followed by every copy of its action cards."""
    deck = project.resolve_deck(deck)
    if deck.character is None:
        raise ValueError(f"el mazo «{deck.name}» no dice su héroe («personaje»)")
    hero = next((s.cards[deck.character] for code in (*deck.set_codes, *project.sets) if (s := project.sets.get(code))
                 and deck.character in s.cards), None)
    if hero is None:
        raise ValueError(f"no se encuentra la carta del héroe «{deck.character}» del mazo «{deck.name}»")
    return deck.name, [hero, *project.deck_cards(deck)]


def read_deck(name: str, cards: list[Card], rules: Rules) -> HeroDeck:
    """A seat's deck from its cards: exactly one is the hero's character card (``rules.character_type``), the others
    its action cards; ``ValueError`` with a Spanish message otherwise. Read once for the same cards (a simulation
    starts thousands of games with them)."""
    key = (name, id(rules), tuple(map(id, cards)))
    hit = _READ.get(key)
    if hit is not None:  # the same card objects: their ids are theirs while the entry keeps them alive
        return hit[1]
    deck = _read_deck(name, cards, rules)
    if len(_READ) > _READ_MAX:
        _READ.clear()
    _READ[key] = (list(cards), deck)  # the cards kept alive: their ids stay theirs
    return deck


_READ: dict[tuple, tuple[list[Card], HeroDeck]] = {}
_READ_MAX = 256


def _read_deck(name: str, cards: list[Card], rules: Rules) -> HeroDeck:
    heroes = [c for c in cards if c.type == rules.character_type]
    if len(heroes) != 1:
        raise ValueError(f"el mazo «{name}» debe traer la carta de su héroe (tipo «{rules.character_type}») "
                         f"una vez, y trae {len(heroes)}")
    hero = _hero(heroes[0], rules)
    distinct: dict[tuple[str, str], int] = {}
    decklist = []
    for card in cards:
        if card.type != rules.character_type:
            decklist.append(distinct.setdefault((card.set_code, card.id), len(distinct)))
    ids = [card_id for _, card_id in distinct]
    by_key = {key: next(c for c in cards if (c.set_code, c.id) == key) for key in distinct}
    actions = tuple(_action(card, card.id if ids.count(card.id) == 1 else f"{card.set_code}/{card.id}", rules)
                    for card in by_key.values())
    return HeroDeck(name, hero, actions, tuple(decklist))


def _hero(card: Card, rules: Rules) -> Hero:
    movement = card.get("movimiento")
    fighters = [FighterKind(card.name, card.get("vida"), movement, card.get("estilo") == RANGED, True)]
    for sidekick in card.get(rules.companions_field) or ():
        if sidekick.get("vida") is None:  # a draft may leave it blank (NM174), but a fighter needs its health
            raise ValueError(f"el acólito «{sidekick['nombre']}» de «{card.name}» no tiene «vida»: se puede imprimir "
                             f"así, pero para jugarlo añade su vida en {card.source.file.name}")
        kind = FighterKind(sidekick["nombre"], sidekick["vida"], movement, sidekick["estilo"] == RANGED, False)
        fighters += [kind] * sidekick.get("cantidad", 1)  # U28: a sidekick moves as its hero's card says
    state = card.get("estado") or {}
    return Hero(card.id, card.name, tuple(fighters), card.get("habilidad") or "", state.get("nombre") or "",
                tuple(state.get("valores") or ()), card.get("prototipo") is True)


def is_prototype(card: Card) -> bool:
    """Whether an action card's texts are a prototype: «prototipo: true» on the card or in its «efecto»."""
    effect = card.get("efecto")
    return card.get("prototipo") is True or isinstance(effect, dict) and effect.get("prototipo") is True


def _action(card: Card, key: str, rules: Rules) -> ActionCard:
    effect = card.get("efecto") or {}
    return ActionCard(key, card.name, card.get("clase"), card.get("valor"), card.get("impulso") or 0,
                      card.get(rules.character_field), tuple((w, effect[w]) for w in WINDOWS if effect.get(w)),
                      card.get("texto"), tuple(card.get("rasgos") or ()), is_prototype(card))
