"""The NISMATCH plug-in (``juego.motor: nismatch``): what NISMATCH adds to the generic toolchain.

Its ability language checks and prints the ``habilidad`` texts, its own checks look at what an
ability means (NM031, NM033, NM035–NM039, NM080–NM083), and :meth:`Nismatch.ruleset` gives the
engine the rule constants of the pack. :meth:`Nismatch.check_pack` says what of that the pack
lacks, so a pack the engine could not read is reported like any other pack problem. The render
hooks word the abilities on the face and add the parsed structure and the glossary to the site;
each imports its module when called, so loading the plug-in costs nothing.
"""
from __future__ import annotations

import unicodedata
from typing import Any

from nismatch_cards.cards.pack import ENUM, INTEGER, LIST, Pack
from nismatch_cards.games import TextProblem
from . import cards as nm
from . import checks
from .language import AbilitySyntaxError, to_text
from .keywords import keyword_problems
from .lexicon import lexicon_problems
from .rules import Ruleset

#: Pilots a game of NISMATCH seats: 1 contra 1, 2 contra 2 or a Batalla Real of four (rulebook 5.1).
MAX_PILOTS = 4

#: constants the engine reads (``Ruleset.from_pack``) and the kind of value each must have
_CONSTANTS = {
    "mano_inicial": int, "mulligans_gratis": int, "cartas_menos_por_mulligan": int, "robo_por_turno": int,
    "botines_iniciales": int, "botines_para_ganar": int, "botines_por_parte_destruida": int,
    "botines_por_ataque_sin_partes": int, "carga_base": int, "talleres": list, "reparacion_taller": int,
    "turnos_antes_de_reequipar": int, "partes_por_turno": int, "dado_iniciativa": int, "zona_inicial": str,
    "limite_turnos": int,
}
#: what each attribute of an «etiqueta» value may be (rulebook 3.3, 4.6)
_TAG_ATTRIBUTES = {
    "velocidad": ("normal", "relampago", None), "coste": ("obligatorio", "prohibido", "opcional"),
    "disparador": ("obligatorio", "prohibido"),
}
_KIND_NAMES = {int: "un número entero", list: "una lista", str: "un texto"}


class AbilityLanguage:
    """The ability grammar (docs/ability-language.md), with the pack's keyword abilities, as a
    text language of the pack's ``estilos``."""

    #: what a prototype's text does in a game (NM084)
    prototype_in_play = "en la partida solo paga su coste"

    def __init__(self, game: "Nismatch") -> None:
        self._game = game

    def check(self, text: str, pack: Pack) -> list[TextProblem]:
        try:
            self._parse(text, pack)
        except AbilitySyntaxError as error:
            return [TextProblem(error.column, error.message, error.hint)]
        return []

    def canonical(self, text: str, pack: Pack) -> str:
        return to_text(self._parse(text, pack))

    def rewrite(self, text: str, pack: Pack) -> str | None:
        """``text`` mended as its «¿quisiste decir: …?» says, in the designer's words (``validar --corregir``)."""
        from .rewrites import rewrite

        return rewrite(unicodedata.normalize("NFC", text), self._game.ruleset(pack))

    def _parse(self, text: str, pack: Pack):
        return nm.parse_text(unicodedata.normalize("NFC", text), self._game.ruleset(pack).keywords,
                             self._game.ruleset(pack).lexicon)


class Nismatch:
    """NISMATCH's :class:`~nismatch_cards.games.GameCode`."""

    id = "nismatch"

    def __init__(self) -> None:
        self._language = AbilityLanguage(self)
        self._rulesets: dict[int, tuple[Pack, Ruleset]] = {}

    def languages(self) -> dict[str, AbilityLanguage]:
        return {"nismatch": self._language}

    def ruleset(self, pack: Pack) -> Ruleset:
        """The rule constants of ``pack`` as the engine reads them (built once per pack)."""
        hit = self._rulesets.get(id(pack))
        if hit is None or hit[0] is not pack:
            hit = self._rulesets[id(pack)] = (pack, Ruleset.from_pack(pack))
        return hit[1]

    def check_pack(self, pack: Pack) -> list[tuple[tuple, str, str]]:
        problems = _constants(pack) + _enums(pack) + _types(pack)
        problems += [(("juego", "modos", mode_id, "jugadores"),
                      f"el motor de NISMATCH juega con 2 a {MAX_PILOTS} pilotos, no {mode.players}",
                      "1 contra 1, 2 contra 2 o Batalla Real de 4 (reglamento 5.1)")
                     for mode_id, mode in pack.modes.items() if not 2 <= mode.players <= MAX_PILOTS]
        if "1v1" not in pack.modes:
            problems.append((("juego", "modos"), "falta el modo «1v1», el que juegan por omisión el motor y los bots",
                             "añade «1v1: {nombre: 1 contra 1, jugadores: 2, equipos: [[1], [2]]}» (reglamento 5.1)"))
        if pack.decks.minimum is None or pack.decks.maximum is None:
            problems.append((("mazos", "tamano"), "el motor de NISMATCH necesita el mínimo y el máximo de un Arsenal",
                             "escribe «tamano: {minimo: 40, maximo: 60}» (reglamento 1.3)"))
        return problems or lexicon_problems(pack) or keyword_problems(pack, self.ruleset(pack))

    def check_card(self, card, document, path: tuple, pack: Pack) -> list:
        return checks.check_card(card, document, path, self.ruleset(pack))

    def game_definition(self):
        """How NISMATCH plays (``definition.py``): its engine, its ends and its bots' evaluation."""
        from .definition import NISMATCH

        return NISMATCH

    # --- render ----------------------------------------------------------------------------

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


def _constants(pack: Pack) -> list[tuple[tuple, str, str]]:
    problems = []
    for name, kind in _CONSTANTS.items():
        if name not in pack.constants:
            problems.append((("constantes",), f"falta la constante «{name}», que usa el motor de NISMATCH",
                             f"añade «{name}: {{nombre: …, valor: …}}»"))
            continue
        value = pack.constants[name].value
        if not isinstance(value, kind) or isinstance(value, bool):
            problems.append((("constantes", name, "valor"), f"«{name}» debe ser {_KIND_NAMES[kind]}",
                             "revisa el valor de esa constante"))
    start = pack.constants.get("zona_inicial")
    zones = pack.enums.get("zona")
    if start is not None and zones is not None and start.value not in zones.ids:
        problems.append((("constantes", "zona_inicial", "valor"),
                         f"«zona_inicial» nombra la zona «{start.value}», que no está en «zona»",
                         "usa el id de una de las zonas"))
    return problems


def _enums(pack: Pack) -> list[tuple[tuple, str, str]]:
    problems = [(("enumeraciones",), f"falta la enumeración «{name}», que usa el motor de NISMATCH",
                 f"declara «{name}» en «enumeraciones»") for name in ("zona", "rareza", "etiqueta")
                if name not in pack.enums]
    if "zona" in pack.enums:
        problems += [(("enumeraciones", "zona", "valores", i), f"la zona «{v.id}» no dice de qué «tipo» es",
                      "añade «tipo: brazo» (o cabeza, torso, pierna)")
                     for i, v in enumerate(pack.enums["zona"].values) if not isinstance(v.get("tipo"), str)]
    for i, value in enumerate(pack.enums["etiqueta"].values if "etiqueta" in pack.enums else ()):
        for attribute, allowed in _TAG_ATTRIBUTES.items():
            if value.get(attribute) not in allowed:
                problems.append((("enumeraciones", "etiqueta", "valores", i, attribute),
                                 f"«{value.get(attribute)}» no es un valor válido de «{attribute}»",
                                 "valores admitidos: " + ", ".join("vacío" if a is None else a for a in allowed)))
        uses = value.get("usos_por_turno")
        if uses is not None and (not isinstance(uses, int) or isinstance(uses, bool) or uses < 1):
            problems.append((("enumeraciones", "etiqueta", "valores", i, "usos_por_turno"),
                             "«usos_por_turno» debe ser un número entero positivo o vacío", "revisa el valor"))
    return problems


def _types(pack: Pack) -> list[tuple[tuple, str, str]]:
    problems = []
    for type_id in (nm.PART, nm.SUPPORT):
        card_type = pack.types.get(type_id)
        if card_type is None:
            problems.append((("tipos",), f"falta el tipo «{type_id}», que usa el motor de NISMATCH",
                             f"declara «{type_id}» en «tipos»"))
            continue
        abilities = card_type.fields.get("habilidades")
        tag = abilities.items.fields.get("etiqueta") if abilities is not None and abilities.kind == LIST \
            and abilities.items is not None else None
        if tag is None or tag.kind != ENUM or tag.enum != "etiqueta" or "texto" not in abilities.items.fields:
            problems.append((("tipos", type_id, "campos"), "el motor de NISMATCH lee «habilidades»: una lista de "
                             "«etiqueta» (enum etiqueta) y «texto»", "copia el campo «habilidades» del paquete de NISMATCH"))
    part = pack.types.get(nm.PART)
    for name in nm.STATS if part is not None else ():
        f = part.fields.get(name)
        if f is None or f.kind != INTEGER or f.minimum is None or f.maximum is None:
            problems.append((("tipos", nm.PART, "campos"), f"el motor de NISMATCH lee «{name}» de una Parte: un "
                             "entero obligatorio con mínimo y máximo", f"declara «{name}: {{tipo: entero, …}}»"))
    return problems


NISMATCH = Nismatch()
