"""Canonical printer: an ability AST back to card text.

``parse(to_text(ability)) == ability`` for every ability (property-tested). The canonical form
follows the rulebook's own examples: «CAR 1 | Selecciona una Parte; hazle 2 puntos de daño».
Requirements start with a capital letter, the effect after «;» does not. Each node prints
itself (its ``text`` method, in its construct module); :class:`PrintContext` carries what the
words depend on: what a pronoun refers to (its number and gender) and the mood of a condition.
"""
from __future__ import annotations

from .binding import introduced
from .meaning import names_pilot
from .constructs.ability import Ability, Keyword
from .constructs.effects_control import Effects
from .constructs.damage_changes import DamageChange
from .constructs.replacements import INSTEAD, ReplaceWhen


class PrintContext:
    """What the printer knows at a point of the text."""

    def __init__(self):
        self.referent = None  # what «ella», «hazle», «destrúyelas»… name now
        self.subjunctive = False
        self.names_pilot = True  # whether «tu oponente» is one pilot the ability names (constructs/conditions.py)

    def referent_plural(self) -> bool:
        return bool(getattr(self.referent, "plural", False))

    def referent_feminine(self) -> bool:
        return bool(getattr(self.referent, "feminine", True))

    def mood(self, subjunctive: bool) -> "_Mood":
        """``with ctx.mood(True): …``: the words inside are in that mood, the one before it after."""
        return _Mood(self, subjunctive)

    def clause_text(self, node) -> str:
        """A requirement or an effect, after which what it names becomes the referent."""
        text = node.text(self)
        bound = introduced(node)
        if bound is not None:
            self.referent = bound
        return text

    effect_text = clause_text


class _Mood:
    """:meth:`PrintContext.mood` (a class, not a generator: it is entered for every condition printed)."""

    __slots__ = ("ctx", "subjunctive", "before")

    def __init__(self, ctx: PrintContext, subjunctive: bool):
        self.ctx, self.subjunctive = ctx, subjunctive

    def __enter__(self) -> None:
        self.before, self.ctx.subjunctive = self.ctx.subjunctive, self.subjunctive

    def __exit__(self, *error) -> None:
        self.ctx.subjunctive = self.before


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def ability_parts(ability: Ability | Keyword) -> dict:
    """Cost, requirements, effect and a keyword's reminder of one ability as printed text (the face
    prints them apart; a keyword ability prints its name and number, its reminder in italics)."""
    if isinstance(ability, Keyword):
        return {"cost": None, "requirements": [], "effect": ability.text(), "reminder": ability.reminder}
    ctx = PrintContext()
    ctx.names_pilot = names_pilot(ability)
    requirements = []
    for r in ability.requirements:
        text = ctx.clause_text(r)
        if getattr(r, "joins_previous", False) and requirements:  # «Selecciona A y B» (constructs/picks.py)
            requirements[-1] += " " + text
        else:
            requirements.append(_capital(text))
    effect = ctx.clause_text(ability.effect) if not isinstance(ability.effect, Effects) else ability.effect.text(ctx)
    if not requirements:
        effect = _capital(effect)
    elif _instead(ability):
        effect = f"{INSTEAD} {effect}"
    return {"cost": "X" if ability.x else ability.cost, "requirements": requirements, "effect": effect, "reminder": None}


def written_parts(ability: Ability | Keyword, text: str) -> dict:
    """:func:`ability_parts` in the designer's own words: each requirement and the effect as written
    in ``text`` (the text ``ability`` was parsed from), found by their spans; the face prints them
    apart with the rulebook's «CAR n |» and «;» (6.1), and the site shows the canonical reading beside."""
    parts = ability_parts(ability)
    if isinstance(ability, Keyword) or ability.effect.span is None:
        return parts
    clause = lambda node: text[node.span.start:node.span.end]  # noqa: E731
    requirements = [clause(r) for r in ability.requirements if not getattr(r, "joins_previous", False)]
    effect = clause(ability.effect)
    if _instead(ability):  # «en su lugar» is written outside the effect, before it or after it
        effect = f"{INSTEAD} {effect}"
    if requirements:  # the text begins with a capital, as a sentence does; the rest keeps the designer's case
        requirements[0] = _capital(requirements[0])
    else:
        effect = _capital(effect)
    return {**parts, "requirements": requirements, "effect": effect}


def to_text(ability: Ability | Keyword) -> str:
    """The canonical text of ``ability``."""
    parts = ability_parts(ability)
    body = ("; " if not _replaces(ability) else ", ").join([*parts["requirements"], parts["effect"]])
    body = body if parts["cost"] is None else f"CAR {parts['cost']} | {body}"
    speed = getattr(ability, "speed", None)
    return body if speed is None else f"{speed.text()}. {body}"  # «Relámpago. CAR 2 | …» (constructs/frame.py)


def _replaces(ability) -> bool:
    """A replacement («Si esta Parte fuera a ser destruida, en su lugar …») prints «, en su lugar» before its effect."""
    return not isinstance(ability, Keyword) and bool(ability.requirements) and \
        isinstance(ability.requirements[0], ReplaceWhen)


def _instead(ability) -> bool:
    """A replacement that does something else «en su lugar», not one that changes that damage («previene 2 puntos
    de ese daño», constructs/damage_changes.py), which takes place of nothing."""
    return _replaces(ability) and not any(isinstance(e, DamageChange) for e in ability.simple_effects())


def requirement_text(requirement) -> str:
    """One requirement alone, as it starts a clause (no referent before it)."""
    return _capital(PrintContext().clause_text(requirement))


def effect_text(effect) -> str:
    """One effect alone (pronouns as if they named one Parte)."""
    return PrintContext().clause_text(effect)
