"""Resolving a marcha effect by effect, and the events that fire Disparado abilities: the
:class:`Resolution` part of ``Game`` (rulebook 3.3, 4.7.2, 6.1.1).

Each effect node runs itself (``run``, in its construct module) through this small API: ``take``
finds the cards a target names (asking a pilot when the text gives a choice), binds them as what
the next pronouns name, and hands them to the effect's ``apply``. A choice suspends the
resolution until the pilot decides; everything waiting is plain data, so a game can be copied
or recorded at any point.
"""
from __future__ import annotations

import dataclasses

from .selections import Selections
from ..language.constructs.pilots_each import each_opponent
from ..language import ast as A
from ..language.constructs.triggers import CardEventKind
from ..language.printer import effect_text
from .state import D_CHOOSE, Z_SCRAP, Z_STACK, Z_UNIT, Decision, Resolution


class Resolving(Selections):
    """``Game`` mixin: the effects of a marcha, and the events that fire triggers."""

    # ------------------------------------------------------------------ the resolution loop

    def _begin_resolution(self, m, targets: list[tuple[int, int]], event_card: int = -1) -> None:
        it = targets
        if event_card >= 0 and not it:
            it = [(event_card, self.serial[event_card])]
        self.resolving = Resolution(m, m.ability.effects, it)
        self._continue_resolution()

    def _continue_resolution(self) -> None:
        r = self.resolving
        self.name_opponent(r.marcha)
        while r.waiting is None and r.index < len(r.effects) and not self.over:
            effect = r.effects[r.index]
            r.index += 1
            effect.run(self, r)
        self.named_opponent = None
        if r.waiting is None:
            self.resolving = None
            self._finish_marcha(r.marcha)

    def name_opponent(self, m) -> None:
        """While ``m``'s conditions and effects are read, its «tu oponente» is the pilot whose action fired it."""
        self.named_opponent = (m.controller, m.named_opponent) if m.named_opponent >= 0 else None

    def _finish_marcha(self, m) -> None:
        if m.support and self.loc[m.source] == Z_STACK:
            self.move(m.source, Z_SCRAP)  # 3.1

    # ------------------------------------------------------------------ targets

    def take(self, r: Resolution, target, effect, tag=None, default: A.Place | None = None,
             chooser: int | None = None, subject: int | None = None) -> None:
        """The cards ``target`` names now, handed to ``effect.apply(game, r, cards, tag)``; when the
        text lets a pilot choose («destruye una Parte de tu oponente»), the choice is asked first."""
        p, source = r.controller, r.source
        chooser = p if chooser is None else chooser
        if isinstance(target, A.It):
            return self._taken(r, effect, [i for i, s in r.it if self.serial[i] == s], tag, bind=False)
        if isinstance(target, A.ThisCard):
            cards = [source] if self.serial[source] == r.marcha.source_serial else []
            return self._taken(r, effect, cards, tag, bind=False)
        if isinstance(target, A.Rest):
            return self._taken(r, effect, [i for i in r.pool if i not in r.taken], tag, bind=False)
        if isinstance(target, A.OfThem):
            options = [i for i in r.pool if i not in r.taken]
            low = high = min(target.n, len(options))
            if target.what is not None:  # «todas las Partes de ellas», «hasta 2 Partes de ellas»
                kind = dataclasses.replace(target.what, count=None)
                options = [i for i in options if self.fits(kind, p, source, i, anywhere=True)]
                low, high = target.what.count.limits(len(options))
                if not target.what.count.choice or low == high == len(options):
                    r.taken += options
                    return self._taken(r, effect, options, tag)
            return self.ask(r, chooser, options, low, high, effect, ("of_them", tag))
        count = target.count
        if target.owner is A.Whose.EACH_OPPONENT and count is not None and count.choice:
            return each_opponent(self, r, target, effect)  # «una Parte de cada oponente» (constructs/pilots_each.py)
        if count is not None and count.kind is A.CountKind.THE and r.it and _bare(target):
            named = [i for i, s in r.it if self.serial[i] == s and self.fits(target, p, source, i, anywhere=True)]
            if named:  # «Selecciona una Parte …; destruye la Parte»: the one named before (docs/rulings.md 136)
                return self._taken(r, effect, named[:1], tag, bind=False)
        options = self.matching(target, p, source, default, subject)
        if count is None or not count.choice:
            return self._taken(r, effect, options, tag)
        low, high = count.limits(len(options))
        if target.random:
            return self._taken(r, effect, A.AtRandom.pick(self.rng, options, high), tag)
        if high == 0 or (low == high == len(options) and count.kind is not A.CountKind.THE):
            return self._taken(r, effect, options[:high], tag)
        return self.ask(r, chooser, options, low, high, effect, ("selection", tag))

    def ask(self, r: Resolution, pilot: int, options: list[int], low: int, high: int, effect, tag) -> None:
        """Wait for ``pilot`` to choose between ``low`` and ``high`` of ``options``; then ``effect.resume``."""
        r.waiting = (effect, tag)
        self.decisions.append(Decision(D_CHOOSE, pilot, list(options), low, high, type(effect).__name__))

    def insert_effects(self, r: Resolution, effects: tuple) -> None:
        """Resolve ``effects`` next, then the rest of the marcha's (the option chosen of «elige uno»)."""
        r.effects = (*r.effects[:r.index], *effects, *r.effects[r.index:])

    def roll_die(self, p: int) -> int:
        """«tira un dado»: pilot ``p`` rolls the game's die (the ruleset's, 5.2); everyone sees the result."""
        result = self.rng.randint(1, self.ruleset.initiative_die)
        if self.log is not None:
            self.say(f"  {self.pilot_name(p)} tira un dado: sale {result}")
        return result

    def option_text(self, n: int) -> str | None:
        """Option ``n`` of the «elige uno» waiting for a choice, as its card prints it; None once the choice is
        made (a replay tells an action it has applied)."""
        r = self.resolving
        choice = r.waiting[0] if r is not None and r.waiting is not None else None
        if isinstance(choice, A.NameNumber):  # «di un número del 1 al 6»: the number itself
            return f"el número {n}"
        if not isinstance(choice, A.ChooseOne) or not 0 < n <= len(choice.modes):
            return None
        mode = choice.modes[n - 1]
        if isinstance(choice, A.MayDo) and n == 2:
            return "no hacerlo"
        ability = r.marcha.ability
        if mode.span is not None and not isinstance(ability.ast, A.Keyword):
            return ability.text[mode.span.start:mode.span.end]
        return effect_text(mode)  # a keyword's: its text is not on the card

    def _resume(self, chosen: list[int]) -> None:
        r = self.resolving
        effect, tag = r.waiting
        r.waiting = None
        self.name_opponent(r.marcha)
        if isinstance(tag, tuple) and tag and tag[0] == "of_them":
            r.taken += chosen
            self._taken(r, effect, chosen, tag[1])
        elif isinstance(tag, tuple) and tag and tag[0] == "selection":
            self._taken(r, effect, chosen, tag[1])
        else:
            effect.resume(self, r, chosen, tag)
        self.named_opponent = None
        if r.waiting is None and self.resolving is r:
            self._continue_resolution()

    def _taken(self, r: Resolution, effect, cards: list[int], tag, bind: bool = True) -> None:
        if bind:
            r.it = [(i, self.serial[i]) for i in cards]
        r.found = len(cards)
        effect.apply(self, r, cards, tag)

    # ------------------------------------------------------------------ events and triggers

    def _fire_delayed(self, fired: list, kind, card: int, player: int, what) -> None:
        """The «La próxima vez que …» this event is: each fires once and is gone (docs/rulings.md 44)."""
        kept = []
        for d in self.delayed_triggers:
            p, source, serial, ab, this_turn, targets, named, after = d
            if ab.trigger.matches(self, p, source, kind, card, player, what) and \
                    (after < 0 or self.turn * 16 + self.phase > after) and \
                    (named == self.active or not getattr(ab.trigger, "of_named", False)):  # ruling 116
                named_now = getattr(ab.trigger, "named_opponent", lambda q: -1)(player)
                fired.append((p, source, ab, serial, card, named_now if named_now >= 0 else named, targets))
            else:
                kept.append(d)
        self.delayed_triggers = kept

    def event(self, kind, card: int = -1, player: int = -1, what=None, card_fires: bool = True,
              chain: tuple = ()) -> None:
        """Something happened: queue every Disparado ability it fires (3.3). ``kind`` is a
        CardEventKind, a PlayerEventKind or ``(start, Phase)``; ``card`` the card it happened to,
        ``player`` the pilot who did it; ``card_fires``: the card's own abilities may fire (it was
        an active Parte before the event moved it); ``chain``: for the activation of a Disparado, the
        Disparado abilities that led to it, which it does not fire again (docs/rulings.md 30)."""
        if kind not in self.watched:
            return
        watchers = [i for q in self.pilots if q.alive for i in q.unit if i >= 0 and self.cards[i].triggers]
        if card >= 0 and card_fires and type(kind) is CardEventKind and self.cards[card].triggers \
                and card not in watchers:
            watchers.append(card)  # a Parte's own event, wherever it went («Cuando esta Parte sea destruida»);
            # a card drawn or claimed is no Parte of a Unidad: its «Cuando robes…» does not fire (4.1.2, 3.3)
        fired = []
        named, self.named_opponent = self.named_opponent, None  # each watcher reads «tu oponente» afresh
        for inst in watchers:
            owner = self.owner[inst]
            for ab in self.cards[inst].triggers:
                if self.deact[inst] and self.loc[inst] == Z_UNIT and not ab.when_deactivated:
                    continue
                if chain and (inst, ab.index) in chain:
                    continue
                if ab.trigger.matches(self, owner, inst, kind, card, player, what):
                    fired.append((owner, inst, ab, self.serial[inst], card,
                                  getattr(ab.trigger, "named_opponent", lambda q: -1)(player), chain))
        self.named_opponent = named
        if self.delayed_triggers:
            self._fire_delayed(fired, kind, card, player, what)
        if len({entry[0] for entry in fired}) > 1:  # 4.7.1.2: the active pilot's go up first, then the others'
            order = self.order if self.active in self.order else list(range(len(self.pilots)))
            start = order.index(self.active)
            rank = {p: (i - start) % len(order) for i, p in enumerate(order)}
            fired.sort(key=lambda entry: rank.get(entry[0], len(order)))
        self.pending_triggers.extend(fired)


def _bare(target) -> bool:
    """«la Parte», «la carta» with nothing more: the card named before, as «ella» would (docs/rulings.md 136)."""
    return (target.owner is None and target.place is None and not target.filters and not target.other
            and not target.random)
