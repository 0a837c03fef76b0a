"""What a pronoun names: the cards a clause introduces, for the printer, the checks and the engine.

Clauses are read left to right. A «Selecciona …» requirement, an event on cards («Cuando una Parte
de tu oponente sea destruida»), and an effect whose object is a written selection («busca una Parte
en tu Arsenal», «añade una de ellas a tu mano») each make their cards the referent of the pronouns
that follow («hazle», «añádela», «ellas», «el resto»). Costs («Descarta una carta») do not.
"""
from __future__ import annotations

from dataclasses import fields, is_dataclass
from functools import lru_cache

from .constructs.replacements import ReplaceWhen
from .constructs.requirements import Select
from .constructs.selection import OfThem, Selection
from .constructs.triggers import CardEvent

_OBJECT_FIELDS = ("target", "what", "first")


def introduced(node):
    """The selection ``node`` makes the referent of later pronouns, or None."""
    if isinstance(node, Select):
        return node.introduces
    if isinstance(node, (CardEvent, ReplaceWhen)):
        return node.subject
    event, objects = _looked_at(type(node))
    if event and isinstance(getattr(node, "event", None), CardEvent):  # «La próxima vez que una Parte tuya sea destruida»
        return node.event.subject
    for name in objects:
        value = getattr(node, name, None)
        if isinstance(value, (Selection, OfThem)):
            return value
    return None


@lru_cache(maxsize=None)
def _looked_at(cls: type) -> tuple[bool, tuple[str, ...]]:
    """Whether nodes of ``cls`` may have an ``event``, and which of :data:`_OBJECT_FIELDS` they may have (a field
    or a class attribute): the printer asks at every clause, so each class is looked at once. A class that is not
    a dataclass may set any attribute: all are looked at."""
    if not is_dataclass(cls):
        return True, _OBJECT_FIELDS
    names = {f.name for f in fields(cls)}
    return "event" in names or hasattr(cls, "event"), tuple(n for n in _OBJECT_FIELDS if n in names or hasattr(cls, n))
