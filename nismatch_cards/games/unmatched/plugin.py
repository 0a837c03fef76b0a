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
        ``estado``, or another value): an error at the word (``language.checks``)."""
        from .language.checks import state_problems

        return state_problems(card, document, path, pack)

    def game_definition(self):
        """How Unmatched plays (``definition.py``)."""
        from .definition import UNMATCHED

        return UNMATCHED


UNMATCHED = Unmatched()
