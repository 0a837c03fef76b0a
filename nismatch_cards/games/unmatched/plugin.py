"""The Unmatched plug-in (``juego.motor: unmatched``): its rules engine for the game-independent tools.

:meth:`Unmatched.ruleset` gives the engine the pack's rule constants (``rules.Rules``) and
:meth:`Unmatched.check_pack` says what of them a pack lacks, reported like any other pack problem. The card texts
are written in its card language (``language/``): checked by ``nismatch validar``, printed canonically and played
by the engine through :class:`~.language.effects.Player`.
"""
from __future__ import annotations

from nismatch_cards.cards.pack import Pack
from .rules import Rules, pack_problems


class Unmatched:
    """Unmatched's :class:`~nismatch_cards.games.GameCode`."""

    id = "unmatched"

    def __init__(self) -> None:
        self._rules: dict[int, tuple[Pack, Rules]] = {}

    def languages(self) -> dict:
        """Its card language (``estilos: {regla: {lenguaje: unmatched}}``): ``language/``."""
        from .language import LANGUAGE

        return {"unmatched": LANGUAGE}

    def ruleset(self, pack: Pack) -> Rules:
        """The rule constants of ``pack`` as the engine reads them (built once per pack)."""
        hit = self._rules.get(id(pack))
        if hit is None or hit[0] is not pack:
            hit = self._rules[id(pack)] = (pack, Rules.from_pack(pack))
        return hit[1]

    def check_pack(self, pack: Pack) -> list[tuple[tuple, str, str]]:
        return pack_problems(pack)

    def check_card(self, card, document, path: tuple, pack: Pack) -> list:
        """A hero's ability that names a state its card does not declare («Mientras Alice es GRANDE» with no
        ``estado``, or another value); a text that says what cannot happen where it is played (NM195–NM197): an
        error at the word (``language.checks``)."""
        from .language.checks import play_problems, state_problems

        return state_problems(card, document, path, pack) + play_problems(card, document, path, pack)

    def check_set(self, cards: list, places: dict, pack: Pack) -> list:
        """A fighter name or a trait a text of the set names and its hero does not have: NM166, NM167 at the word
        (``language.checks.name_problems``)."""
        from .language.checks import name_problems

        return name_problems(cards, places, pack, self.ruleset(pack).character_type)

    def game_definition(self):
        """How Unmatched plays (``definition.py``)."""
        from .definition import UNMATCHED

        return UNMATCHED

    def run_scenario(self, path, project):
        """``nismatch escenario`` of one file with the cards of ``project`` (``scenario.py``)."""
        from .scenario import run_scenario_file

        return run_scenario_file(path, project)

    def seat(self, project, deck) -> tuple:
        """What a seat of a simulated game takes for ``deck``: its name and its hero's card with its action cards."""
        from .cards import read_deck, seat_cards

        name, cards = seat_cards(project, deck)
        read_deck(name, cards, self.ruleset(project.pack))  # what no game can start without is told before any
        return name, cards

    def boards(self, project) -> list:
        """The battlefields a simulation plays on: every map of the folder and of its pack, by id, as
        ``(id, name, options of start)``."""
        return [(key, found.battlefield.name, (("battlefield", found.battlefield),))
                for key, found in sorted(project.maps.items())]

    def prototypes(self, project, decks: list) -> list[dict]:
        """The action cards of ``decks`` marked «prototipo: true», on the card or in «efecto» (their texts are
        printed, never played): ``{"carta", "nombre", "mazos", "textos"}``."""
        from .cards import is_prototype

        found: dict[tuple[str, str], dict] = {}
        for deck in decks:
            for card in project.deck_cards(deck):
                if not is_prototype(card):
                    continue
                effect = card.get("efecto") if isinstance(card.get("efecto"), dict) else {}
                texts = [text for key, text in effect.items() if key != "prototipo" and isinstance(text, str)]
                entry = found.setdefault((card.set_code, card.id), {
                    "carta": card.id, "nombre": card.name, "mazos": [],
                    "textos": texts + ([card.get("texto")] if isinstance(card.get("texto"), str) else [])})
                if deck.name not in entry["mazos"]:
                    entry["mazos"].append(deck.name)
        return list(found.values())


UNMATCHED = Unmatched()
