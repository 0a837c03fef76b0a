"""A game of Unmatched: a :class:`nismatch_cards.play.game.GameState` over a :class:`~.board.Battlefield`.

The rulebook («Las reglas de Unmatched») in the order it is played, each rule where it lives here:

* «Preparación» (``_setup``): every deck shuffled with the game's seeded generator, a hand of ``mano_inicial``,
  each hero on its start space (start 1, 2, … in the order of the seats: «Juego en equipo» A1, B1, A2, B2), its
  sidekicks placed by its player on free spaces of the hero's zone (:class:`~.actions.Place`, rulings.md U29),
  health from the character card. The first seat plays first («Empieza el jugador más joven»).
* «¿Cómo transcurre un turno?» (``_action_done``): ``acciones_por_turno`` actions, then the hand limit
  (``limite_de_mano``: :class:`~.actions.Discard` until it holds).
* «La maniobra» (``_maneuver``): draw ``robo_de_maniobra`` (an empty deck costs every fighter of the hero
  ``dano_por_mazo_agotado``: U4), then an optional boost and each fighter moved once, through allies, never through
  an enemy nor onto an occupied space (``destinations``).
* «La estratagema» (:class:`~.actions.Scheme`): a scheme of a fighter still in play.
* «El Ataque» (``attacks``, ``_resolve``): melee to an adjacent space, ranged also to a space sharing a zone
  (U30); the attack card face down, the defence optional, both revealed, the texts in the windows
  INMEDIATAMENTE, DURANTE EL COMBATE (defender's first), damage = attack − defence (at least 0), DESPUÉS DEL
  COMBATE (even when a fighter was defeated), the heroes' after-combat abilities, the cards discarded.
* «Derrotar a un combatiente», «Luchador derrotado» (``_lose``, ``_check_end``): a fighter at 0 leaves the board;
  a team whose heroes are all defeated loses (in 1v1, the hero's defeat ends the game).

A card is played only by its character (its «personaje»: a fighter's name or a wildcard); a card whose
character is out of the game serves only as a boost («La maniobra», paso 2).

Card texts and abilities are played by the ``texts`` player (the card language: ``language/effects.py``); each
one it cannot read, reached, is in :attr:`Game.unplayed` (``texts.py``).
"""
from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass

from .actions import Action, Attack, Boost, Choose, Defend, Discard, EndMove, Maneuver, Move, Place, Scheme
from .board import Battlefield
from .cards import ActionCard, FighterKind, HeroDeck, read_deck
from .rules import ATTACK, DEFENCE, SCHEME, VERSATILE, WINDOWS, Rules
from .texts import ABILITY, TextPlayer, Unplayed

PLACE, ACTION, BOOST, MOVE, DEFEND, DISCARD, OVER = range(7)
PHASE_NAMES = ("preparación", "acción", "impulso", "movimiento", "defensa", "límite de mano", "terminada")
PLAYER_LETTERS = "ABCD"
HIDDEN = -2  # a card a player cannot see, in a view (observation.py); -1 is «no card»
#: How a game ends (``definition.END_KINDS``): a team's last hero defeated in a combat or by an exhausted deck.
END_COMBAT, END_EXHAUSTED, END_EFFECT = "combate", "mazo_agotado", "efecto"
ATTACKING, DEFENDING = (ATTACK, VERSATILE), (DEFENCE, VERSATILE)  # the classes an attack, a defence may be
_FORCED = (PLACE, BOOST, MOVE, DEFEND, DISCARD)  # one legal action there is taken without asking


class IllegalAction(ValueError):
    """``apply`` was given an action that is not legal now (the Spanish message says which)."""


class NeedChoice(Exception):
    """An effect asks a player to choose and no answer is written yet (:meth:`Game.ask`)."""

    def __init__(self, player: int, question: str, options: tuple, texts: tuple):
        super().__init__(question)
        self.player, self.question, self.options, self.texts = player, question, options, texts


SETUP = "preparación"  # the «action» whose choices are the set-up's (an ability «Al colocar a Alice…»)


@dataclass(frozen=True)
class Pending:
    """A choice an effect asks (rulings.md U40): the game as it was before ``action`` (``snapshot``), the action and
    the answers already given (``chosen``); the ``player`` who chooses, the ``question`` and its ``options`` (ids) with
    their ``texts``. Answering plays ``action`` again from ``snapshot`` with one more answer: the same random draws,
    the same effects, up to the next question or the end of the action."""

    snapshot: "Game | None"
    action: object
    chosen: tuple
    player: int
    question: str
    options: tuple
    texts: tuple


@dataclass(frozen=True)
class Army:
    """One hero in play and what comes with it: who controls it (``player``), its ``team``, its deck, its fighters
    (numbers in the game, the hero first) and its start space (a space number)."""

    player: int
    team: int
    deck: HeroDeck
    fighters: tuple[int, ...]
    start: int

    @property
    def cards(self) -> tuple[ActionCard, ...]:
        return self.deck.cards


@dataclass
class Fight:
    """The combat being resolved, as the texts change it: each side's value (the defence 0 with no card), the armies
    whose card's effects were cancelled («Anula…»), whether the damage was prevented («Evita todo el daño»), and
    the boosts added face down (card indices of the attacker's army: discarded with the combat cards)."""

    attack: int
    defence: int
    cancelled: set
    prevented: bool = False
    boosts: list = None
    health: tuple = ()  # each fighter's health when the combat began («Si Rodrigo recibió daño en este combate»)


@dataclass(frozen=True)
class Fighter:
    """One fighter: its ``army``, what it is (``kind``) and how the texts name it (``label``: «Harpía 2»)."""

    army: int
    kind: FighterKind
    label: str


class Game:
    """One game (module docstring). ``decks``: a ``(name, [Card, …])`` per hero, the character card among them, in
    the order heroes are placed and play (rulings.md U27); ``battlefield``: the map; ``texts``: what plays card
    texts (None: none is played, each is recorded in :attr:`unplayed`)."""

    def __init__(self, rules: Rules, decks: list, seed: int = 0, mode: str = "1v1", *,
                 battlefield: Battlefield | None = None, texts: TextPlayer | None = None, first: int = 0):
        if battlefield is None:
            raise ValueError("falta el campo de batalla: una partida de Unmatched se juega en un mapa "
                             "(start(…, battlefield=mapa))")
        if mode not in rules.modes:
            raise ValueError(f"no hay ningún modo «{mode}»; modos: {', '.join(rules.modes)}")
        seats = rules.modes[mode].seats()
        if len(decks) != len(seats):
            raise ValueError(f"el modo «{mode}» juega con {len(seats)} héroes (un mazo cada uno), no con {len(decks)}")
        starts = battlefield.starts()
        if len(starts) < len(seats):
            raise ValueError(f"el campo de batalla «{battlefield.name}» tiene {len(starts)} casillas de salida y el "
                             f"modo «{mode}» necesita {len(seats)}")
        self.rules, self.mode, self.seed, self.board, self.texts = rules, mode, seed, battlefield, texts
        self.players = rules.modes[mode].players
        topology = _topology(battlefield)
        self.space_ids, self.adj, self.zones, self.ranged_reach, self.distance, self.adj_chunks = topology
        index = {space: i for i, space in enumerate(self.space_ids)}
        armies, fighters = [], []
        for a, ((name, cards), (player, team)) in enumerate(zip(decks, seats)):
            deck = read_deck(name, cards, rules)
            numbers = tuple(range(len(fighters), len(fighters) + len(deck.hero.fighters)))
            counts = {k.name: sum(o.name == k.name for o in deck.hero.fighters) for k in deck.hero.fighters}
            seen: dict[str, int] = {}
            for kind in deck.hero.fighters:
                seen[kind.name] = seen.get(kind.name, 0) + 1
                label = kind.name if counts[kind.name] == 1 else f"{kind.name} {seen[kind.name]}"
                fighters.append(Fighter(a, kind, label))
            armies.append(Army(player, team, deck, numbers, index[starts[a]]))
        self.armies: tuple[Army, ...] = tuple(armies)
        self.fighters: tuple[Fighter, ...] = tuple(fighters)
        self.move_table = _move_table(self.space_ids, len(fighters))
        self.team_of = tuple(self.armies[f.army].team for f in self.fighters)
        self.rng = random.Random(seed)
        n = len(self.fighters)
        self.pos = [-1] * n  # space number, -1 off the board (not placed yet, or defeated)
        self.hp = [f.kind.health for f in self.fighters]
        self.occ = [-1] * len(self.space_ids)  # space → fighter on it, -1 free
        self.deck: list[list[int]] = [[] for _ in armies]  # card indices of the army's deck, top last
        self.hand: list[list[int]] = [[] for _ in armies]
        self.discard: list[list[int]] = [[] for _ in armies]
        self.phase = PLACE
        self.active = 0  # the army whose turn it is (or being placed)
        self.turn = 0
        self.actions_left = 0
        self.to_place: list[int] = []
        self.boost = 0
        self.moved = 0  # bit per fighter moved in this maniobra
        self.combat: tuple[int, int, int, int] | None = None  # (attacker, target, attack card, defence card or -1)
        self.last_combat: tuple[int, int, int, int, bool] | None = None  # (attacker, target, attack, defence, won)
        self.combats = 0  # combats resolved: a log tells each once
        self.unplayed: tuple[Unplayed, ...] = ()
        self.fight: Fight | None = None  # only while a combat resolves (no decision is asked meanwhile)
        self.hero_state = [0] * len(armies)  # index into the hero's ``states`` («GRANDE» first)
        self.turn_start = self.pos[:]  # where each fighter was when the turn began («empezó este turno en…»)
        self.extra_move = 0  # steps a maniobra's texts add to every fighter's movement (Simbad)
        self.attack_boost = -1  # a card the attacker's ability added face down to the attack (Rey Arturo)
        self.acting = -1  # the fighter playing a scheme, while its text is played
        if not 0 <= first < len(armies):
            raise ValueError(f"«first» es el héroe que juega el primer turno: de 0 a {len(armies) - 1}, no {first}")
        self.first = first  # the army that plays the first turn (the simulation's other start: rulings.md U52)
        self.choice: Pending | None = None  # a choice an effect asks, waiting for its player (U40)
        self._script: list | None = None  # while an action is played: the answers given to its questions
        self._snap: Game | None = None  # while an action is played: the game before it (its generator copied lazily)
        self._asked = 0
        self.lenient = False  # a determinized world: an answer that is no option there takes the first one
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.end_kind = ""
        self.end_reason = ""
        self._legal: list[Action] | None = None
        self._watchers: list = []  # weak references to observations whose view is not made yet (observation.py)
        self._run(SETUP, ())

    # ------------------------------------------------------------------ the game interface

    @property
    def to_move(self) -> int | None:
        """The player who decides now: the defender's player during a defence, else the active hero's."""
        if self.over:
            return None
        if self.choice is not None:
            return self.choice.player
        if self.phase == PLACE:
            return self.armies[self.fighters[self.to_place[0]].army].player
        if self.phase == DEFEND:
            return self.armies[self.fighters[self.combat[1]].army].player
        return self.armies[self.active].player

    @property
    def result(self) -> str:
        if not self.over:
            return "en juego"
        return f"gana {' y '.join(PLAYER_LETTERS[p] for p in self.winners)}: {self.end_reason}"

    def returns(self) -> tuple[float, ...]:
        if not self.over:
            return (0.0,) * self.players
        return tuple(1.0 if p in self.winners else -1.0 for p in range(self.players))

    def observe(self, player: int):
        """What ``player`` knows now (:mod:`.observation`)."""
        from .observation import observe

        return observe(self, player)

    def clone(self, rng: bool = True) -> "Game":
        """An independent copy: the board, decks and card data shared, every changing list copied; its random
        generator too (``rng=False``: none, an action's snapshot that copies it only if the action draws from it)."""
        new = Game.__new__(Game)
        new.__dict__.update(self.__dict__)
        new.pos, new.hp, new.occ, new.to_place = self.pos[:], self.hp[:], self.occ[:], self.to_place[:]
        new.hero_state, new.turn_start = self.hero_state[:], self.turn_start[:]
        new.deck = [d[:] for d in self.deck]
        new.hand = [h[:] for h in self.hand]
        new.discard = [d[:] for d in self.discard]
        new.rng = _copy_rng(self.rng) if rng and self.rng is not None else None
        new._legal = None if self._legal is None or not rng else self._legal[:]  # a snapshot works them out again
        new._watchers = []
        new._script = None
        new._snap = None
        return new

    def chance(self) -> random.Random:
        """The game's random generator, for a draw of the action being played: the action's snapshot keeps a copy of
        it as it was, the first time (a choice plays the action again with the same draws)."""
        snap = self._snap
        if snap is not None and snap.rng is None:
            snap.rng = _copy_rng(self.rng)
        return self.rng

    def digest(self) -> str:
        """A short hash of the whole position (equal digests: same game state)."""
        parts = (self.phase, self.first, self.active, self.turn, self.actions_left, self.pos, self.hp, self.deck, self.hand,
                 self.discard, self.to_place, self.boost, self.moved, self.combat, self.over, self.winners,
                 len(self.unplayed), self.hero_state, self.turn_start, self.extra_move, self.attack_boost,
                 self.choice and (self.choice.action, self.choice.chosen, self.choice.player, self.choice.options))
        return hashlib.blake2b(repr(parts).encode(), digest_size=8).hexdigest()

    # ------------------------------------------------------------------ queries

    def player_name(self, player: int) -> str:
        return PLAYER_LETTERS[player]

    def card(self, army: int, index: int) -> ActionCard:
        return self.armies[army].cards[index]

    def space(self, fighter: int) -> str | None:
        """The id of the space ``fighter`` is on (None off the board)."""
        return self.space_ids[self.pos[fighter]] if self.pos[fighter] >= 0 else None

    def alive(self, fighter: int) -> bool:
        return self.pos[fighter] >= 0

    def usable(self, card: ActionCard, fighter: int) -> bool:
        """Whether ``fighter`` may play ``card`` (its «personaje» is the fighter's name or a wildcard: U7)."""
        return card.character == self.fighters[fighter].kind.name or card.character in self.rules.wildcards

    def destinations(self, fighter: int, steps: int) -> list[int]:
        """The spaces ``fighter`` can end a move on with ``steps`` steps: through free spaces and allies, never
        through an enemy, never onto an occupied space («La maniobra», paso 2: «Modo de movimiento»)."""
        return _bits(self._reach(fighter, steps, *self._occupied(self.team_of[fighter])))

    def _occupied(self, team: int) -> tuple[int, int]:
        """The spaces with a fighter, and those with an enemy of ``team``, as bit masks."""
        occupied = enemies = 0
        team_of = self.team_of
        for other, space in enumerate(self.pos):
            if space >= 0:
                occupied |= 1 << space
                if team_of[other] != team:
                    enemies |= 1 << space
        return occupied, enemies

    def _reach(self, fighter: int, steps: int, occupied: int, enemies: int) -> int:
        """:meth:`destinations` as a bit mask, given the occupied spaces and the enemies' (:meth:`_occupied`)."""
        chunks = self.adj_chunks
        reached = frontier = 1 << self.pos[fighter]
        blocked = enemies
        for _ in range(steps):
            step, k = 0, 0
            while frontier:
                step |= chunks[k][frontier & 255]
                frontier >>= 8
                k += 1
            frontier = step & ~reached & ~blocked
            if not frontier:
                break
            reached |= frontier
        return reached & ~occupied

    def in_reach(self, fighter: int, target: int) -> bool:
        """Whether ``fighter`` may attack ``target``: adjacent, or for a ranged fighter also in a shared zone
        («El Ataque», paso 1; rulings.md U30)."""
        here, there = self.pos[fighter], self.pos[target]
        if here < 0 or there < 0:
            return False
        return there in (self.ranged_reach[here] if self.fighters[fighter].kind.ranged else self.adj[here])

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = [] if self.over else self._actions()
        return list(self._legal)

    def _actions(self) -> list[Action]:
        if self.choice is not None:
            return [Choose(option) for option in self.choice.options]
        phase = self.phase
        if phase == ACTION:
            return [Maneuver(), *self._schemes(), *self._attacks()]
        if phase == MOVE:
            moves: list[Action] = [END_MOVE]
            army = self.armies[self.active]
            occupied, enemies = self._occupied(army.team)
            for f in army.fighters:
                if self.pos[f] >= 0 and not self.moved >> f & 1:
                    row = self.move_table[f]
                    mask = self._reach(f, self.fighters[f].kind.movement + self.boost + self.extra_move, occupied,
                                       enemies)
                    k = 0
                    while mask:
                        byte = mask & 255
                        if byte:
                            moves.extend(row[k][byte])
                        mask >>= 8
                        k += 1
            return moves
        if phase == BOOST:
            return [Boost(None), *(Boost(k) for k in self._keys(self.active, self.hand[self.active]))]
        if phase == DEFEND:
            target = self.combat[1]
            army = self.fighters[target].army
            cards = self.armies[army].cards
            usable = [c for c in self.hand[army] if c >= 0 and cards[c].kind in DEFENDING and self.usable(cards[c], target)]
            return [Defend(None), *(Defend(k) for k in self._keys(army, usable))]
        if phase == DISCARD:
            return [Discard(k) for k in self._keys(self.active, self.hand[self.active])]
        if phase == PLACE:
            return [Place(self.to_place[0], self.space_ids[s]) for s in self._placements(self.to_place[0])]
        return []

    def _keys(self, army: int, indices) -> list[str]:
        """The distinct cards among ``indices`` of ``army``, by key, in deck order."""
        cards = self.armies[army].cards
        return [cards[i].key for i in sorted(set(indices)) if i >= 0]  # a view's hidden cards are no choice

    def _schemes(self) -> list[Scheme]:
        army = self.armies[self.active]
        found = []
        for i in sorted(set(self.hand[self.active]) - {HIDDEN}):
            card = army.cards[i]
            if card.kind == SCHEME:
                found += [Scheme(f, card.key) for f in army.fighters if self.pos[f] >= 0 and self.usable(card, f)]
        return found

    def _attacks(self) -> list[Attack]:
        army = self.armies[self.active]
        cards = [army.cards[i] for i in sorted(set(self.hand[self.active]) - {HIDDEN}) if army.cards[i].kind in ATTACKING]
        found = []
        for f in army.fighters:
            if self.pos[f] < 0:
                continue
            mine = [c.key for c in cards if self.usable(c, f)]
            if not mine:
                continue
            team = self.team_of[f]
            for t in range(len(self.fighters)):
                if self.team_of[t] != team and self.in_reach(f, t):
                    found += [Attack(f, t, key) for key in mine]
        return found

    def _placements(self, fighter: int) -> list[int]:
        """Where a sidekick may be placed: a free space of its hero's zone that is nobody's start space; when
        there is none, the free spaces nearest its hero (rulings.md U29)."""
        army = self.armies[self.fighters[fighter].army]
        reserved = {a.start for a in self.armies}
        free = [s for s in range(len(self.space_ids)) if self.occ[s] < 0 and s not in reserved]
        zone = [s for s in free if self.zones[s] & self.zones[army.start]]
        if zone or not free:
            return zone
        near = min(self.distance[army.start][s] for s in free)
        return [s for s in free if self.distance[army.start][s] == near]

    # ------------------------------------------------------------------ applying actions

    def apply(self, action: Action) -> None:
        """Perform a legal action and run on to the next decision (``IllegalAction`` otherwise)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = [] if self.over else self._actions()
        for candidate in legal:  # the bots hand back one of the list: found by identity first
            if candidate is action:
                break
        else:
            if action not in legal:
                raise IllegalAction(f"la acción {action} no es legal ahora ({PHASE_NAMES[self.phase]})")
        if self._watchers:  # observations still to see the game as it was
            for ref in self._watchers:
                watcher = ref()
                if watcher is not None:
                    watcher.view
            self._watchers = []
        self._legal = None
        if type(action) is Choose:
            pending = self.choice
            rng = self.rng  # the action drew nothing from it before the question: it is as it was
            self.__dict__.update(pending.snapshot.clone().__dict__)  # the game before the action, played again
            if self.rng is None:
                self.rng = rng
            self._run(pending.action, pending.chosen + (action.option,))
        else:
            self._run(action, ())

    def ask(self, army: int, question: str, options: list, texts: list):
        """The option ``army``'s player chooses among ``options`` (ids; ``texts`` say them in Spanish, the first is
        the fixed rule's pick, rulings.md U40): one alone is taken; otherwise the next answer given to the action
        being played, or a :class:`NeedChoice` that makes it the player's decision."""
        if len(options) <= 1:
            return options[0] if options else None
        script = self._script
        if script is None:  # no action is being played (a test calling an effect): the fixed rule
            return options[0]
        if self._asked < len(script):
            answer = script[self._asked]
            self._asked += 1
            if answer in options:
                return answer
            if self.lenient:
                return options[0]
            raise IllegalAction(f"«{answer}» no es una de las opciones de «{question}»")
        raise NeedChoice(self.armies[army].player, question, tuple(options), tuple(texts))

    def _run(self, action, chosen: tuple) -> None:
        """Play ``action`` with the answers ``chosen``; a question with no answer yet stops it (:class:`Pending`)."""
        snapshot = self.clone(rng=False)
        self.choice = None
        outer = self._script, self._asked, self._snap
        self._script, self._asked, self._snap = list(chosen), 0, snapshot
        try:
            self._perform(action)
        except NeedChoice as need:
            self.choice = Pending(snapshot, action, tuple(chosen), need.player, need.question, need.options,
                                  need.texts)
            self._legal = None
        finally:
            self._script, self._asked, self._snap = outer

    def _perform(self, action) -> None:
        if action is SETUP:
            self._setup()
            self._advance()
            return
        kind = type(action)
        if kind is Maneuver:
            self._maneuver()
        elif kind is Boost:
            if action.card is not None:
                card = self._take(self.active, action.card)
                self.discard[self.active].append(card)
                self.boost = self.card(self.active, card).boost
            self.phase = MOVE
        elif kind is Move:
            self._move(action.fighter, self.space_ids.index(action.space))
            self.moved |= 1 << action.fighter
            if all(self.moved >> f & 1 or self.pos[f] < 0 for f in self.armies[self.active].fighters):
                self._action_done()
        elif kind is EndMove:
            self._action_done()
        elif kind is Scheme:
            card = self._take(self.active, action.card)
            self.acting = action.fighter  # «tu luchador» of the scheme's text
            self._texts(self.active, card, SCHEME)
            self.acting = -1
            self.discard[self.active].append(card)
            self._check_end(END_EFFECT, f"la estratagema {self.card(self.active, card).name}")
            if not self.over:
                self._action_done()
        elif kind is Attack:
            card = self._take(self.active, action.card)
            self.combat = (action.fighter, action.target, card, -1)
            self._ability(self.active, "ataque")
            self.phase = DEFEND
        elif kind is Defend:
            attacker, target, attack, _ = self.combat
            army = self.fighters[target].army
            self.combat = (attacker, target, attack, -1 if action.card is None else self._take(army, action.card))
            self._resolve()
            if not self.over:
                self._action_done()
        elif kind is Discard:
            self.discard[self.active].append(self._take(self.active, action.card))
            if len(self.hand[self.active]) <= self.rules.hand_limit:
                self._next_turn()
        elif kind is Place:
            self._move(action.fighter, self.space_ids.index(action.space))
            self.to_place.pop(0)
            self._place_heroes()
        self._advance()

    def _advance(self) -> None:
        """Take the one legal action of a forced decision (a single placement, move, boost, defence or discard)."""
        if not self.over and self.choice is None and self.phase in _FORCED:
            actions = self.legal_actions()
            if len(actions) == 1:
                self.apply(actions[0])  # which advances again

    def _take(self, army: int, key: str) -> int:
        """Remove the card ``key`` from ``army``'s hand and return its index."""
        cards = self.armies[army].cards
        hand = self.hand[army]
        for k, c in enumerate(hand):
            if cards[c].key == key:
                return hand.pop(k)
        raise IllegalAction(f"la carta «{key}» no está en la mano")

    def _move(self, fighter: int, space: int) -> None:
        if self.pos[fighter] >= 0:
            self.occ[self.pos[fighter]] = -1
        self.pos[fighter] = space
        self.occ[space] = fighter

    # ------------------------------------------------------------------ set-up and turns

    def _setup(self) -> None:
        """«Preparación»: decks shuffled, hands drawn, the heroes' abilities noted, fighters queued for placing."""
        for a, army in enumerate(self.armies):
            deck = list(army.deck.decklist)
            self.chance().shuffle(deck)
            self.deck[a] = deck
            for _ in range(min(self.rules.hand_size, len(deck))):
                self.hand[a].append(deck.pop())
            hero = army.deck.hero
            if hero.ability and (hero.prototype or self.texts is None or not self.texts.reads(hero.ability)):
                self.unplayed += (Unplayed(0, hero.name, hero.name, ABILITY, hero.ability),)
        self.to_place = [f for army in self.armies for f in army.fighters]
        self._place_heroes()

    def _place_heroes(self) -> None:
        """Heroes go to their start spaces by themselves; the game starts when every fighter is placed."""
        while self.to_place and self.fighters[self.to_place[0]].kind.hero:
            hero = self.to_place.pop(0)
            army = self.fighters[hero].army
            self._move(hero, self.armies[army].start)
            self._ability(army, "al_colocar")
        if not self.to_place:
            self._begin_turn(self.first)

    def _begin_turn(self, army: int) -> None:
        self.active = army
        self.turn += 1
        self.actions_left = self.rules.actions_per_turn
        self.phase = ACTION
        self.turn_start = self.pos[:]
        self._ability(army, "comienzo_del_turno")
        self._check_end(END_EFFECT, f"la habilidad de {self.armies[army].deck.hero.name}")

    def _action_done(self) -> None:
        """One of the turn's actions is over: the next, or the end of the turn and its hand limit."""
        self.boost, self.moved, self.extra_move = 0, 0, 0
        self.actions_left -= 1
        fighting = any(self.pos[f] >= 0 for f in self.armies[self.active].fighters)
        if self.actions_left > 0 and fighting:
            self.phase = ACTION
            return
        self._ability(self.active, "final_del_turno")  # «Al final de tu turno», before the hand limit (U56)
        self._check_end(END_EFFECT, f"la habilidad de {self.armies[self.active].deck.hero.name}")
        if self.over:
            return
        if len(self.hand[self.active]) > self.rules.hand_limit:
            self.phase = DISCARD
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        """The next hero in the order of the rounds that still has a fighter in play («Luchador derrotado»)."""
        count = len(self.armies)
        for step in range(1, count + 1):
            army = (self.active + step) % count
            if any(self.pos[f] >= 0 for f in self.armies[army].fighters):
                self._begin_turn(army)
                return

    # ------------------------------------------------------------------ the maniobra

    def _maneuver(self) -> None:
        """Paso 1: draw (an empty deck costs health instead: U4); paso 2 starts with the boost."""
        self._ability(self.active, "maniobra")
        for _ in range(self.rules.maneuver_draw):
            self._draw(self.active)
            if self.over:
                return
        self.phase = BOOST

    def _draw(self, army: int) -> None:
        deck = self.deck[army]
        if deck:
            self.hand[army].append(deck.pop())
            return
        for f in self.armies[army].fighters:  # «tus luchadores están agotados y pierden … 2 puntos de vida»
            if self.pos[f] >= 0:
                self._lose(f, self.rules.exhausted_loss)
        self._check_end(END_EXHAUSTED, f"el mazo agotado de {self.armies[army].deck.hero.name}")

    # ------------------------------------------------------------------ combat

    def _resolve(self) -> None:
        """«El Ataque», paso 3: reveal, the texts by window (the defender's first), damage, after the combat."""
        attacker, target, attack, defence = self.combat
        a_army, d_army = self.fighters[attacker].army, self.fighters[target].army
        order = ([(d_army, defence)] if defence >= 0 else []) + [(a_army, attack)]
        self.fight = Fight(self.card(a_army, attack).value, self.card(d_army, defence).value if defence >= 0 else 0,
                           set(), boosts=[], health=tuple(self.hp))
        for window in WINDOWS[:2]:
            for army, card in order:
                self._texts(army, card, window)
        for army in (d_army, a_army):  # abilities that change a value («Mientras Alice es GRANDE, suma 2…»)
            self._ability(army, "durante_el_combate")
        damage = 0 if self.fight.prevented else max(0, self.fight.attack - self.fight.defence)
        self._lose(target, damage)
        self.last_combat = (attacker, target, attack, defence, damage > 0)  # U32: a tie is the defender's
        self.combats += 1
        for army, card in order:
            self._texts(army, card, WINDOWS[2])
        for army in (d_army, a_army):
            self._ability(army, "despues_del_combate")
        for army, card in order:
            self.discard[army].append(card)
        self.discard[a_army].extend(self.fight.boosts)
        if self.attack_boost >= 0:
            self.discard[a_army].append(self.attack_boost)
        self.combat, self.fight, self.attack_boost = None, None, -1
        self._check_end(END_COMBAT, f"{self.fighters[attacker].label} derrota a {self.fighters[target].label} "
                                    "en combate")

    def _lose(self, fighter: int, amount: int) -> None:
        """``fighter`` loses ``amount`` health; at 0 it is defeated and leaves the board."""
        if amount <= 0 or self.pos[fighter] < 0:
            return
        self.hp[fighter] = max(0, self.hp[fighter] - amount)
        if self.hp[fighter] == 0:
            self.occ[self.pos[fighter]] = -1
            self.pos[fighter] = -1

    def _check_end(self, kind: str, how: str) -> None:
        """A team with no hero left loses; the game ends when one team is left (U33)."""
        if self.over:  # already ended (an exhausted deck in a text): the first end is the end
            return
        standing = {self.team_of[f] for f, fighter in enumerate(self.fighters)
                    if fighter.kind.hero and self.pos[f] >= 0}
        if len(standing) > 1:
            return
        self.over, self.phase, self.end_kind = True, OVER, kind
        self.winners = tuple(sorted({a.player for a in self.armies if a.team in standing}))
        fallen = [f.label for n, f in enumerate(self.fighters) if f.kind.hero and self.pos[n] < 0
                  and self.hp[n] == 0]
        self.end_reason = f"{how}; héroes derrotados: {', '.join(fallen)}" if fallen else how
        self._legal = []

    # ------------------------------------------------------------------ texts (texts.py)

    def _texts(self, army: int, card: int, where: str) -> None:
        """Play the texts of ``card`` that apply at ``where``, recording those not played."""
        info = self.card(army, card)
        if self.fight is not None and army in self.fight.cancelled:
            return  # «Anula todos los efectos de la carta de tu rival»: nothing of it is played from now on
        for window, text in info.texts:
            if window != where:
                continue
            if self.texts is not None and not info.prototype and self.texts.play(self, army, info, where, text):
                continue
            self.unplayed += (Unplayed(self.turn, self.armies[army].deck.hero.name, info.name, where, text),)

    def _ability(self, army: int, moment: str) -> None:
        """Offer hero ``army``'s ability at ``moment`` to the TextPlayer (with none, it was recorded at set-up)."""
        if self.texts is not None:
            self.texts.ability(self, army, moment)


def _copy_rng(rng: random.Random) -> random.Random:
    """A copy of ``rng`` in its state (without seeding a new generator first, which costs more than the copy)."""
    new = random.Random.__new__(random.Random)
    new.setstate(rng.getstate())
    return new


_BYTE_BITS = tuple(tuple(i for i in range(8) if byte >> i & 1) for byte in range(256))


def _or(masks) -> int:
    total = 0
    for mask in masks:
        total |= mask
    return total


def _bits(mask: int) -> list[int]:
    """The numbers of the set bits of ``mask``, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def _move_table(space_ids: tuple[str, ...], fighters: int) -> list:
    """Per fighter, per byte of a set of spaces (8 spaces a byte), per value of that byte: the :class:`Move` of
    the fighter to each of those spaces. Legal moves are many: each is made once per map, and a byte of
    destinations is one ``extend``."""
    table = _MOVES.setdefault(space_ids, [])
    while len(table) < fighters:
        f = len(table)
        moves = [Move(f, space) for space in space_ids]
        table.append(tuple(tuple(tuple(moves[8 * k + i] for i in _BYTE_BITS[byte] if 8 * k + i < len(moves))
                                 for byte in range(256)) for k in range((len(moves) + 7) // 8)))
    return table


_MOVES: dict[tuple[str, ...], list] = {}
END_MOVE = EndMove()
_TOPOLOGIES: dict[int, tuple] = {}


def _topology(battlefield: Battlefield) -> tuple:
    """The battlefield as numbers, worked out once per map: space ids, adjacency, zones, the reach of a ranged
    fighter from each space (a space sharing a zone, or adjacent: rulings.md U30) and the steps between spaces."""
    hit = _TOPOLOGIES.get(id(battlefield))
    if hit is not None and hit[0] is battlefield:
        return hit[1]
    space_ids = tuple(battlefield.spaces)
    index = {space: i for i, space in enumerate(space_ids)}
    adj = tuple(frozenset(index[n] for n in battlefield.adjacent(s)) for s in space_ids)
    zones = tuple(battlefield.zones(s) for s in space_ids)
    ranged = tuple(frozenset(j for j, other in enumerate(zones) if other & mine and j != i) | adj[i]
                   for i, mine in enumerate(zones))
    masks = [sum(1 << j for j in near) for near in adj]
    masks += [0] * (-len(masks) % 8)
    #: per byte of a set of spaces (8 spaces a byte), per value of that byte: the spaces next to any of them
    chunks = tuple(tuple(_or(masks[8 * k + i] for i in _BYTE_BITS[byte]) for byte in range(256))
                   for k in range(len(masks) // 8))
    topology = (space_ids, adj, zones, ranged, _distances(adj), chunks)
    _TOPOLOGIES[id(battlefield)] = (battlefield, topology)
    return topology


def _distances(adj: tuple[frozenset, ...]) -> tuple[tuple[int, ...], ...]:
    """Steps between every two spaces over the adjacency (a large number between unconnected ones)."""
    far = len(adj) + 1
    table = []
    for start in range(len(adj)):
        dist = [far] * len(adj)
        dist[start] = 0
        frontier = [start]
        while frontier:
            reached = []
            for space in frontier:
                for nxt in adj[space]:
                    if dist[nxt] == far:
                        dist[nxt] = dist[space] + 1
                        reached.append(nxt)
            frontier = reached
        table.append(tuple(dist))
    return tuple(table)
