"""NISMATCH's rule constants as its engine reads them, built from the NISMATCH pack (packs/nismatch)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from nismatch_cards.cards.wording import folded

from nismatch_cards.language.lexicon import Lexicon

from .keywords import keyword_defs
from .lexicon import pack_lexicon
from .language import KeywordDef


@dataclass(frozen=True)
class Zone:
    id: str
    name: str
    type: str  # cabeza | torso | brazo | pierna


@dataclass(frozen=True)
class Tag:
    """An etiqueta (rulebook 3.3) and how abilities carrying it behave."""

    id: str
    name: str
    speed: str | None  # normal | relampago | None (pasiva)
    cost: str  # obligatorio | prohibido | opcional
    trigger: str  # obligatorio | prohibido
    uses_per_turn: int | None  # None: no limit
    only_in_phase: str | None = None


@dataclass(frozen=True)
class CardType:
    id: str
    name: str
    tags: tuple[str, ...]


@dataclass(frozen=True)
class Mode:
    id: str
    pilots: int
    teams: tuple[tuple[int, ...], ...]
    name: str = ""  # «2 contra 2», as the pack names it


@dataclass(frozen=True)
class StatRange:
    minimum: int
    maximum: int


@dataclass(frozen=True)
class Ruleset:
    name: str
    version: str
    deck_min: int
    deck_max: int
    max_copies: int | None
    hand_size: int
    free_mulligans: int
    mulligan_penalty: int
    draw_per_turn: int
    botines_initial: int
    botines_to_win: int
    botines_per_destroyed_part: int
    botines_per_attack_without_parts: int
    base_car: int
    talleres: tuple[str, ...]
    taller_repair: int
    taller_turns_before_reequip: int
    parts_per_turn: int
    initiative_die: int
    turn_limit: int
    modes: dict[str, Mode]
    zones: tuple[Zone, ...]
    starting_zone: str
    rarities: tuple[str, ...]
    rarity_names: dict[str, str]
    card_types: dict[str, CardType]
    tags: dict[str, Tag]
    stat_ranges: dict[str, StatRange]
    keywords: tuple[KeywordDef, ...] = ()  # the pack's keyword abilities (``nismatch: palabras_clave``)
    lexicon: Lexicon | None = None  # designer wording (packs/nismatch/lexico.yaml and ``nismatch: lexico``)

    @property
    def zone_ids(self) -> tuple[str, ...]:
        return tuple(z.id for z in self.zones)

    def zone(self, zone_id: str) -> Zone:
        return next(z for z in self.zones if z.id == zone_id)

    def mode_named(self, written: str) -> str | None:
        """The mode ``written`` names (``--modo``): its id in any case, with «-» or spaces for «_»; None when none."""
        return next((m for m in self.modes if folded(m) == folded(written)), None)

    def zone_matches(self, zone_id: str, wanted: str) -> bool:
        """Whether zone ``zone_id`` fits «de tipo X», where X is a zone id or a zone type."""
        return zone_id == wanted or self.zone(zone_id).type == wanted

    @classmethod
    def from_pack(cls, pack) -> "Ruleset":
        """Build from a :class:`~nismatch_cards.cards.pack.Pack` of NISMATCH (``juego.motor: nismatch``)."""
        c = pack.constant
        zones = pack.enums["zona"]
        tags = pack.enums["etiqueta"]
        part, support = pack.types["parte"], pack.types["apoyo"]

        def tag_ids(card_type) -> tuple[str, ...]:
            tag_field = card_type.fields["habilidades"].items.fields["etiqueta"]
            return tag_field.allowed if tag_field.allowed is not None else tags.ids

        return cls(
            name=pack.name,
            version=pack.version,
            deck_min=pack.decks.minimum,
            deck_max=pack.decks.maximum,
            max_copies=pack.decks.max_copies,
            hand_size=c("mano_inicial"),
            free_mulligans=c("mulligans_gratis"),
            mulligan_penalty=c("cartas_menos_por_mulligan"),
            draw_per_turn=c("robo_por_turno"),
            botines_initial=c("botines_iniciales"),
            botines_to_win=c("botines_para_ganar"),
            botines_per_destroyed_part=c("botines_por_parte_destruida"),
            botines_per_attack_without_parts=c("botines_por_ataque_sin_partes"),
            base_car=c("carga_base"),
            talleres=tuple(c("talleres")),
            taller_repair=c("reparacion_taller"),
            taller_turns_before_reequip=c("turnos_antes_de_reequipar"),
            parts_per_turn=c("partes_por_turno"),
            initiative_die=c("dado_iniciativa"),
            turn_limit=c("limite_turnos"),
            modes={k: Mode(k, m.players, m.teams, m.name) for k, m in pack.modes.items()},
            zones=tuple(Zone(v.id, v.name, v.get("tipo")) for v in zones.values),
            starting_zone=c("zona_inicial"),
            rarities=pack.enums["rareza"].ids,
            rarity_names={v.id: v.name for v in pack.enums["rareza"].values},
            card_types={t.id: CardType(t.id, t.name, tag_ids(t)) for t in (part, support)},
            tags={v.id: Tag(v.id, v.name, v.get("velocidad"), v.get("coste"), v.get("disparador"),
                            v.get("usos_por_turno"), v.get("solo_en_fase")) for v in tags.values},
            stat_ranges={name: StatRange(f.minimum, f.maximum) for name, f in part.fields.items()
                         if f.kind == "entero"},
            keywords=keyword_defs(pack),
            lexicon=pack_lexicon(pack),
        )
