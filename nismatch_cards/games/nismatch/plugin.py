"""The NISMATCH plug-in (``juego.motor: nismatch``): what NISMATCH adds to the generic toolchain.

This module holds only the render hooks for now (faces, site); the loader's hooks (the ability
language, NISMATCH's own card checks) join it when the loader reads packs (issue 10). Each hook
imports its module when called, so loading the plug-in costs nothing.
"""
from __future__ import annotations

from typing import Any


class Nismatch:
    id = "nismatch"

    def face_extras(self, card, pack) -> dict[str, Any]:
        """Abilities worded from the AST, cost apart, tags, CAR label and role, text paragraphs."""
        from .faces import face_extras

        return face_extras(card, pack)

    def sort_key(self, card, pack) -> tuple:
        """Print order inside a card type: Partes by zone."""
        from .faces import sort_key

        return sort_key(card, pack)

    def card_sections(self, face, env) -> list:
        """The card page's sections: each ability with its parsed structure."""
        from .site import card_sections

        return card_sections(face, env)

    def site_context(self, site) -> dict[str, Any]:
        """NISMATCH's filters, constants and statistics for its own page templates."""
        from .site import site_context

        return site_context(site)

    def site_pages(self, site) -> list:
        """The glossary of the ability language."""
        from .site import site_pages

        return site_pages(site)


NISMATCH = Nismatch()
