"""The rule constants of Unmatched as its engine reads them from the pack (``packs/unmatched/ruleset.yaml``).

No number of the rulebook is written in the engine: the hand of 5, the 2 actions, the limit of 7, the card drawn
by a maniobra and the 2 of health an exhausted deck costs are the pack's ``constantes``; the modes and their teams
its ``modos``; the card type of a hero and the field that says who may play a card its ``mazos.personaje``.
:func:`pack_problems` says what of that a pack lacks (``plugin.Unmatched.check_pack``).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...cards.pack import Mode as PackMode

#: Constants the engine reads: id in ``constantes`` → attribute of :class:`Rules`.
CONSTANTS = {
    "mano_inicial": "hand_size",  # «Preparación»: «Roba 5 cartas para formar tu mano»
    "acciones_por_turno": "actions_per_turn",  # «¿Cómo transcurre un turno?»: «debe realizar 2 acciones»
    "limite_de_mano": "hand_limit",  # «Al final del turno, … limitar su número a 7» (rulings.md U3)
    "robo_de_maniobra": "maneuver_draw",  # «La maniobra», paso 1: «Roba 1 carta»
    "dano_por_mazo_agotado": "exhausted_loss",  # «pierden automáticamente 2 puntos de vida» (U4)
}

#: The card classes (enum ``clase``) and fighting styles (enum ``estilo``) the engine gives a meaning to.
ATTACK, DEFENCE, VERSATILE, SCHEME = "ataque", "defensa", "multiuso", "estratagema"
MELEE, RANGED = "cuerpo_a_cuerpo", "a_distancia"
ENUMS = {"clase": (ATTACK, DEFENCE, VERSATILE, SCHEME), "estilo": (MELEE, RANGED)}

#: The fields the engine reads: of the character card (``mazos.personaje.tipo``) and of the action cards.
CHARACTER_FIELDS = ("vida", "movimiento", "estilo", "habilidad")
SIDEKICK_FIELDS = ("nombre", "vida", "estilo")  # each item of the companions' list («cantidad» is optional)
ACTION_FIELDS = ("clase", "valor", "impulso", "efecto", "texto")
#: The three timing sections of a combat card's ``efecto``, in the order «El Ataque», paso 3 resolves them.
WINDOWS = ("inmediatamente", "durante_el_combate", "despues_del_combate")


@dataclass(frozen=True)
class Mode(PackMode):
    """A way to play (the pack's ``modos``, :class:`~nismatch_cards.cards.pack.Mode`): ``teams`` numbers the players
    from 1, in the order of the rounds; what Unmatched reads of it: heroes per team and the seats."""

    @property
    def heroes_per_team(self) -> int:
        """Every team fields as many heroes as its largest team has players (rulings.md U27)."""
        return max(len(team) for team in self.teams)

    def seats(self) -> tuple[tuple[int, int], ...]:
        """Per hero, in the order heroes are placed and play («Juego en equipo»: A1, B1, A2, B2):
        ``(player, team)``, both from 0. A team with fewer players than heroes gives a player two (U27)."""
        return tuple((team[i % len(team)] - 1, t) for i in range(self.heroes_per_team)
                     for t, team in enumerate(self.teams))


@dataclass(frozen=True)
class Rules:
    """What the engine reads of the pack (module docstring)."""

    name: str
    hand_size: int
    actions_per_turn: int
    hand_limit: int
    maneuver_draw: int
    exhausted_loss: int
    modes: dict[str, Mode]
    character_type: str  # the type of a hero's card («personaje»)
    character_field: str  # the field of an action card naming who may play it («personaje»)
    companions_field: str  # the field of the hero's card listing its sidekicks («acolitos»)
    wildcards: tuple[str, ...]  # who-may-play values every fighter matches («cualquiera»)

    @classmethod
    def from_pack(cls, pack) -> "Rules":
        """The rules of a pack that :func:`pack_problems` finds nothing wrong with."""
        character = pack.decks.character
        return cls(name=pack.name, **{attr: pack.constant(key) for key, attr in CONSTANTS.items()},
                   modes={k: Mode(k, m.name, m.players, tuple(tuple(t) for t in m.teams))
                          for k, m in pack.modes.items()},
                   character_type=character.type, character_field=character.field,
                   companions_field=character.companions_field, wildcards=tuple(character.wildcards))


def pack_problems(pack) -> list[tuple[tuple, str, str]]:
    """What the engine needs of ``pack`` and does not find: ``(path in the YAML, message, hint)`` each."""
    problems = []
    for key in CONSTANTS:
        constant = pack.constants.get(key)
        if constant is None:
            problems.append((("constantes",), f"falta la constante «{key}», que usa el motor de Unmatched",
                             f"añade «{key}: {{nombre: …, valor: …}}»"))
        elif not isinstance(constant.value, int) or isinstance(constant.value, bool) or constant.value < 0:
            problems.append((("constantes", key, "valor"), f"«{key}» debe ser un número entero no negativo",
                             "revisa el valor de esa constante"))
    for enum_id, ids in ENUMS.items():
        enum = pack.enums.get(enum_id)
        missing = [i for i in ids if enum is None or i not in enum.ids]
        if missing:
            problems.append((("enumeraciones",) + ((enum_id,) if enum is not None else ()),
                             f"a la enumeración «{enum_id}» le faltan los valores que usa el motor de Unmatched: "
                             + ", ".join(missing), "declara esos valores (con esos id)"))
    character = pack.decks.character
    if character is None or character.companions_field is None:
        problems.append((("mazos",), "el motor de Unmatched necesita el héroe de cada mazo y sus acólitos",
                         "escribe «personaje: {tipo: personaje, campo: personaje, campo_companeros: acolitos, "
                         "comodines: [cualquiera]}» en «mazos»"))
        return problems
    hero = pack.types.get(character.type)
    missing = [f for f in CHARACTER_FIELDS if hero is None or f not in hero.fields]
    if missing:
        problems.append((("tipos",), f"el tipo «{character.type}» no tiene los campos que lee el motor de Unmatched: "
                         + ", ".join(missing), "declara esos campos en ese tipo"))
    action_types = [t for t in pack.types.values() if t.id != character.type]
    for card_type in action_types:
        missing = [f for f in ACTION_FIELDS if f not in card_type.fields]
        if missing:
            problems.append((("tipos", card_type.id, "campos"), f"el tipo «{card_type.id}» no tiene los campos que "
                             "lee el motor de Unmatched: " + ", ".join(missing), "declara esos campos en ese tipo"))
    return problems
