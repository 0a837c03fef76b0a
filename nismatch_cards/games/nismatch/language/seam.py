"""The seam between the card language and the game it is played in.

Every construct's engine hook receives the game as ``g`` (``run``, ``apply``, ``holds``, ``matches``…), the
marcha being resolved as ``r`` and, for the greedy bot, an estimate as ``ev``. :class:`GameSide` declares
everything a construct may ask of the game — what it reads and the verbs it calls — and nothing else:
``tests/language/test_seam.py`` checks that the constructs use only these members and that the engine's
``Game`` has each of them with the same parameters. A new construct that needs more of the game adds it
here first, so the seam stays visible in one place.

A pending choice stays plain data (:meth:`GameSide.ask` keeps the effect node and its tag in the
:class:`~..engine.state.Resolution`), so a game can be cloned, recorded and shipped to a Dask worker at any
point.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from . import ast as A
    from ..bots.greedy import Estimate
    from ..engine.state import Resolution



class GameSide(Protocol):
    """What a construct may read from and do to the game (the engine's ``Game`` implements it)."""

    # The game now: what conditions, amounts and selections read (rulebook 2, 4)
    ruleset: Any
    mode: Any
    rng: Any
    phase: int
    active: int
    turn: int
    cards: list[Any]
    owner: list[int]
    pilots: list[Any]
    loc: list[int]
    slot: list[int]
    damage: list[int]
    counters: list[int]
    deact: list[bool]
    serial: list[int]
    taller_turns: list[int]
    mods: list[Any]
    stack: list[Any]
    resolving: Resolution | None
    named_opponent: Any
    guerrilla_state: int
    guerrilla_target: int
    this_turn: dict
    damage_left: int
    replacing: tuple
    redirect: Any
    rule_changes: tuple
    keeps_stats: dict
    zone_match: dict
    log: list[str]

    @property
    def phase_id(self) -> str:
        """The phase in play by its id («principal1», «guerrilla»…, rulebook 5)."""
        ...

    def stat(self, p: int, s: int | str) -> int:
        """The Unidad's FUE (0), DEF (1) or VEL (2): active Partes, pasivas and temporary changes (4.1.2). A
        condition read while a stat is counted («… mientras tu Unidad tenga 5 o más FUE») sees the stats without
        the changes that depend on a condition, so none loops on itself (docs/rulings.md 39)."""
        ...

    def max_pg(self, inst: int) -> int:
        """The PG máximos of ``inst`` (4.2): its printed PG, with the changes made on it while it stays put and the
        Pasivas of active Partes that give it PG («Cada Parte tuya de tipo Brazo gana +2 PG», docs/rulings.md 113).
        Just the printed PG in a game where nothing changes them."""
        ...

    def part_is(self, inst: int, state: str) -> bool:
        """«esta Parte está dañada | desactivada | activa | sin daño | en un Taller | equipada»."""
        ...

    def counters_of(self, inst: int, name: str | None = None) -> int:
        """The counters on ``inst``: plain ones, or those of a designer's ``name`` (normalised, docs/rulings.md 66)."""
        ...

    def amount(self, amount: A.Amount, p: int, source: int) -> int:
        """The value of an amount now («2», «1 por cada Parte dañada», «igual al número de …»)."""
        ...

    def count(self, sel: A.Selection, p: int, source: int, subject: int | None = None) -> int:
        """How many cards ``sel`` names now; Botines de Guerra without a place are those claimed (ruling 9)."""
        ...

    def count_anywhere(self, sel: A.Selection, p: int, source: int) -> int:
        """A count with no owner written: every pilot's cards («por cada Parte dañada»)."""
        ...

    def conditions_hold(self, p: int, source: int, ab) -> bool:
        ...

    def players(self, who: A.Player, p: int) -> list[int]:
        """The pilots a clause is about, alive, seen from ``p`` (docs/rulings.md 13)."""
        ...

    def fighter(self, attacker: bool) -> int:
        """The attacker (or defender) of the Guerrilla of this phase, from its declaration to the end of the phase
        (5.3.5); -1 when no Guerrilla is being fought."""
        ...

    def opponents(self, p: int) -> list[int]:
        ...

    def is_opponent(self, p: int, q: int) -> bool:
        ...

    def pilot_name(self, p: int) -> str:
        ...

    def owners_of(self, whose: A.Whose | None, p: int, subject: int) -> list[int]:
        ...

    def zone_cards(self, q: int, zone: int) -> list[int]:
        """The cards of pilot ``q`` in ``zone`` in any order, empty slots (-1) included: not a copy."""
        ...

    def fits(self, sel: A.Selection, p: int, source: int, inst: int, default: A.Place | None = None,
            subject: int | None = None, anywhere: bool = False) -> bool:
        """Whether card ``inst`` meets ``sel`` now (``anywhere``: wherever it is — for events on a
        card that has just left, «Cuando una Parte de tu oponente sea destruida»)."""
        ...

    def qualifies(self, sel: A.Selection, p: int, source: int, inst: int) -> bool:
        ...

    def matching(self, sel: A.Selection, p: int, source: int, default: A.Place | None = None,
            subject: int | None = None) -> list[int]:
        """Every card ``sel`` can take now (all of them: a choice among them is a decision)."""
        ...

    def marchas_matching(self, sel: A.Selection, p: int) -> list:
        """The marchas on the stack ``sel`` names («una marcha de tu oponente», «una Carta de Apoyo en las marchas»)."""
        ...

    def replacement_for(self, event, inst: int, by: int = -2, origin: int = -2):
        """The first replacement («Si … fuera a …, en su lugar …») that would take the place of ``event`` on
        ``inst`` now, as ``(owner, source, ability)``, or None: a Pasiva of an equipped, active Parte (3.3,
        4.1.2), the active pilot's first (4.7.1.2), not one already replacing this card's event, nor one limited
        «Una vez por turno» already used this turn. ``by`` is the pilot doing the event and ``origin`` the card
        whose ability does it (-1: a Guerrilla; -2: not known)."""
        ...

    # The resolution: targets, choices and what waits (3.3, 6.1.1)
    def take(self, r: Resolution, target, effect, tag=None, default: A.Place | None = None,
            chooser: int | None = None, subject: int | None = None) -> None:
        """The cards ``target`` names now, handed to ``effect.apply(game, r, cards, tag)``; when the
        text lets a pilot choose («destruye una Parte de tu oponente»), the choice is asked first."""
        ...

    def ask(self, r: Resolution, pilot: int, options: list[int], low: int, high: int, effect, tag) -> None:
        """Wait for ``pilot`` to choose between ``low`` and ``high`` of ``options``; then ``effect.resume``."""
        ...

    def insert_effects(self, r: Resolution, effects: tuple) -> None:
        """Resolve ``effects`` next, then the rest of the marcha's (the option chosen of «elige uno»)."""
        ...

    def wait_later(self, r, when) -> None:
        """«…. Al final del turno, <efecto>»: the effects after ``when`` wait for it, once, naming what the
        pronouns name now if it stays where it is (docs/rulings.md 94)."""
        ...

    def copy_marcha(self, original, p: int) -> None:
        """«cópiala»: a copy of ``original`` controlled by ``p`` goes on top of the marchas, its targets chosen anew
        and nothing paid; without targets to choose it does not go up (docs/rulings.md 37)."""
        ...

    def negate(self, marcha, by: int) -> None:
        """«niégala»: the marcha resolves without effect (4.7.2.1)."""
        ...

    # Effects: one verb each (4.1, 4.2, 5)
    def deal_damage(self, inst: int, amount: int, by: int, source: int = -1) -> None:
        """``by`` is the pilot dealing it; ``source`` the card whose ability does (-1: a Guerrilla)."""
        ...

    def repair(self, inst: int, amount: int) -> None:
        """«repárale N PG»: damage goes down, never below 0."""
        ...

    def left_with(self, inst: int, pg: int) -> None:
        """«queda con N PG»: its damage becomes its PG máximos less ``pg`` (never below 0), where it is."""
        ...

    def destroy(self, inst: int, by: int) -> None:
        """4.2: the Parte goes to the Depósito de Chatarra. An enemy's destruction of a Parte of the Unidad claims a
        Botín (2②) and counts for its owner's Reconstrucción (5.3.3); one in a Taller is off the Unidad (2③,
        docs/rulings.md 8)."""
        ...

    def deactivate(self, inst: int) -> None:
        """«desactívala» (4.1.2): until an effect activates it again."""
        ...

    def set_active(self, inst: int) -> None:
        ...

    def add_counters(self, inst: int, amount: int, name: str | None = None) -> None:
        """«pon N contadores [de <nombre>] en …»: on a Parte equipped or in a Taller (docs/rulings.md 33, 66)."""
        ...

    def remove_counters(self, inst: int, amount: int | None, name: str | None = None) -> None:
        """«quita N contadores [de <nombre>] de …» (``amount`` None: all of them); never below 0."""
        ...

    def draw(self, p: int, count: int) -> None:
        ...

    def discard(self, inst: int) -> None:
        """A card from its owner's hand to the Depósito de Chatarra."""
        ...

    def move_to(self, inst: int, destination: A.Destination, by: int) -> None:
        """«muévela al Taller», «envíala al Depósito de Chatarra»…: a card to a zone of its owner; not an equipped Parte
        that «no puede ser movida» (docs/rulings.md 46)."""
        ...

    def equip_by_effect(self, inst: int, by: int) -> None:
        """«equípala»: a Parte of its owner, from wherever it is, joins its owner's Unidad (not the hand limit)."""
        ...

    def swap(self, first: int, second: int, by: int) -> None:
        """«intercambia A por B»: B is equipped where A was; A goes where B was."""
        ...

    def shuffle_arsenal(self, p: int) -> None:
        ...

    def shuffle_into_arsenal(self, p: int, place: A.Place) -> None:
        """«baraja tu mano en tu Arsenal»: every card of that zone of ``p`` goes to its Arsenal, which is shuffled;
        nobody learns where any card went (rulebook 2; docs/rulings.md 40)."""
        ...

    def change_car(self, p: int, amount: int) -> None:
        """«gana N CAR», «pierde N CAR» (4.1): below 0, Partes are deactivated (4.1.1)."""
        ...

    def claim(self, p: int, count: int) -> None:
        """Take Botines de Guerra from your own pile to your hand (2②); 5 claimed wins (1.1)."""
        ...

    def card_wins(self, p: int, source: int) -> None:
        """«gana la partida»: every other team loses; ``p`` wins with its team (docs/rulings.md 35)."""
        ...

    def card_loses(self, losers: list[int], source: int, reason: str | None = None) -> None:
        """«<piloto> pierde la partida»: ``losers`` lose at once, each with its team; the last team left wins,
        and none left is a draw."""
        ...

    def add_extra_turn(self, p: int) -> None:
        """«juega un turno extra después de este»: ``p`` plays once more when the turn in play ends."""
        ...

    def roll_die(self, p: int) -> int:
        """«tira un dado»: pilot ``p`` rolls the game's die (the ruleset's, 5.2); everyone sees the result."""
        ...

    # Lasting changes, kept until their duration ends (5.3.1, 5.3.7)
    def add_mod(self, change: A.StatChange, controller: int, source: int, pilot: int = -1, part: int = -1) -> None:
        """A stat change with its duration, on a Unidad or on one Parte (5.3.1, 5.3.7)."""
        ...

    def mute_part(self, inst: int, stats: int, duration, controller: int, source: int) -> None:
        """«su FUE y su DEF no cuentan para su Unidad»: the stats of ``inst`` (bits 1, 2, 4: FUE, DEF, VEL) do not
        count while it stays put in its Unidad, until ``duration`` ends (docs/rulings.md 198)."""
        ...

    def add_battle_mod(self, stat: int, amount: int, pilot: int, part: int, controller: int, source: int) -> None:
        """«tu Unidad usa su VEL en lugar de su FUE», «el daño de esta batalla se hace a ella»…: a Mod
        (constructs/battle.py) read when the battle declared now is fought, gone with the Fase de Guerrilla."""
        ...

    def add_battle_damage(self, amount: int, pilot: int, controller: int, source: int) -> None:
        """«el atacante recibe 2 puntos de daño más»: the damage this battle deals to ``pilot`` (-1: to whoever
        receives it) changes by ``amount``, until the battle ends with the Fase de Guerrilla (5.3.5, ruling 92).
        Outside a declared battle not yet fought there is none to change."""
        ...

    def add_next_damage(self, waiting, part: int, controller: int, source: int) -> None:
        """«la próxima vez que … fuera a recibir daño, …»: a :class:`Mod` that waits for that damage, about ``part``
        while it stays put (-1: about every Parte its selection names), until it is used or its duration ends."""
        ...

    def add_shield(self, inst: int, amount: int, duration, controller: int, source: int) -> None:
        """«previene los próximos N puntos de daño que reciba …»: a :class:`Mod` of the Parte while it stays put."""
        ...

    def add_restriction(self, restrict: A.Restrict, pilot: int, controller: int, source: int) -> None:
        """«<piloto> no puede …»: kept until its duration ends."""
        ...

    def add_unequippable(self, inst: int, duration, controller: int, source: int) -> None:
        """«No puedes equiparla …»: a :class:`Mod` of the card while it stays where it is (docs/rulings.md 111)."""
        ...

    def add_unmovable(self, inst: int, duration, controller: int, source: int) -> None:
        """«no puede ser movida …»: a :class:`Mod` of the equipped Parte while it stays put (docs/rulings.md 46)."""
        ...

    def add_untargetable(self, inst: int, pilot: int, duration, controller: int, source: int) -> None:
        """«<piloto> no puede seleccionarla …»: a :class:`Mod` of the Parte while it stays put."""
        ...

    # What pilots see and are told (2.3)
    def looked_at(self, p: int, cards: list[int], told: bool = True) -> None:
        """«mira …», «busca …»: pilot ``p`` (only) sees these cards (while they stay where they are); the log
        tells it when ``told`` and one of them is new to ``p``."""
        ...

    def searched(self, p: int, q: int) -> None:
        """«busca … en tu Arsenal»: pilot ``p`` looks through the whole Arsenal of ``q`` and sees every card of it,
        in its order, until it is shuffled (docs/rulings.md 73)."""
        ...

    def reveal(self, p: int, cards: list[int]) -> None:
        """«muéstrala»: every pilot sees these cards while they stay where they are, or in the hand they go to
        next («muéstrala, añádela a tu mano», docs/rulings.md 29)."""
        ...

    def say(self, text: str) -> None:
        ...

    def card_label(self, inst: int) -> str:
        """A card as the log names it («Brazo Martillo de Ana»)."""
        ...
