"""A game pack: everything the toolchain needs to author, check and print one game's cards, as data.

A pack is a folder whose ``ruleset.yaml`` declares the game (``juego``), its rule constants, its
enumerations and icons, its card sizes and backs, its card types with typed fields, its deck rules,
the styles of its text fields and what the reference site groups, filters and charts by. The
folder also holds the pack's Jinja templates (``templates/``), its rulings and its sample sets.
``schemas/pack.schema.json`` checks the file's shape; :func:`Pack.from_data` builds the model
from a file that passed it, and :func:`check_references` reports what the schema cannot see (a
field naming an enum that does not exist…).

Nothing here knows any one game. Code of one game (NISMATCH's ability language and engine) is a
plug-in named by ``juego.motor``; its own data lives in the pack under a section named like it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

from .wording import plural_name

# --- field kinds -------------------------------------------------------------------------

INTEGER, TEXT, ENUM, LIST, RANGE, GROUP, BOOLEAN = "entero", "texto", "enum", "lista", "rango", "grupo", "booleano"
FIELD_KINDS = (INTEGER, TEXT, ENUM, LIST, RANGE, GROUP, BOOLEAN)

#: Keys every card has whatever its type; a card type's fields may not reuse them.
COMMON_KEYS = ("id", "nombre", "tipo", "arte")

#: A ``rango`` spans at most this many steps: its editor schema lists every way to write it.
MAX_RANGE_SPAN = 50

#: Grammatical gender of a name, for the articles of Spanish messages («una Carta de Apoyo», «un Héroe»).
FEMININE, MASCULINE = "femenino", "masculino"


def indefinite(name: str, gender: str) -> str:
    """«una Carta de Apoyo», «un Arsenal»."""
    return f"{'una' if gender == FEMININE else 'un'} {name}"


def definite(name: str, gender: str) -> str:
    """«la etiqueta», «el color»."""
    return f"{'la' if gender == FEMININE else 'el'} {name}"


def _frozen(mapping: Mapping) -> Mapping:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class Condition:
    """«when field X has one of these values», on the same card: ``{clase: [ataque, defensa]}``."""

    field: str
    values: tuple[Any, ...]

    def holds(self, fields: Mapping[str, Any]) -> bool:
        return fields.get(self.field) in self.values


@dataclass(frozen=True)
class Recommendation:
    """A box the rulebook shows on its cards but a draft may leave blank (``recomendado``): a card
    without it still plays and prints, and ``validar`` warns (NM174) quoting the rulebook's words."""

    text: str  # the rulebook's words about the box, as written
    section: str | None = None  # where the rulebook says them


@dataclass(frozen=True)
class Field:
    """One typed field of a card type (or of a group, or the items of a list).

    ``entero``: ``minimum``/``maximum``. ``texto``: ``style`` (an id of ``Pack.text_styles``),
    ``max_length``. ``enum``: ``enum`` (an id of ``Pack.enums``) and optionally ``allowed``, the
    values this card type admits. ``lista``: ``items`` (a Field) with ``minimum``/``maximum``
    items. ``rango``: «1-3» or «2», each end within ``minimum``/``maximum``. ``grupo``:
    ``fields``. ``booleano``: true or false.
    """

    id: str
    kind: str
    name: str
    required: bool = False
    required_if: tuple[Condition, ...] = ()  # required when any condition holds
    forbidden_if: tuple[Condition, ...] = ()  # must be absent when any condition holds
    description: str = ""
    minimum: int | None = None
    maximum: int | None = None
    style: str | None = None
    max_length: int | None = None
    enum: str | None = None
    allowed: tuple[str, ...] | None = None
    items: "Field | None" = None
    fields: Mapping[str, "Field"] = field(default_factory=lambda: _frozen({}))
    gender: str = MASCULINE
    recommended: Recommendation | None = None  # ``recomendado``: missing is a warning, not an error
    printed: str | bool = True  # ``impreso``: where the face shows it when not as its value written, or False


@dataclass(frozen=True)
class EnumValue:
    """One value of an enumeration: its id (what cards write), its printed name and any extra
    attributes the templates or a game's engine read (``color``, ``marca``, ``velocidad``…)."""

    id: str
    name: str
    attributes: Mapping[str, Any] = field(default_factory=lambda: _frozen({}))

    def get(self, key: str, default: Any = None) -> Any:
        return self.attributes.get(key, default)


@dataclass(frozen=True)
class Enum:
    """A named, ordered list of values (rarities, zones, colours of a cost…)."""

    id: str
    name: str
    values: tuple[EnumValue, ...]

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(v.id for v in self.values)

    def value(self, value_id: str) -> EnumValue | None:
        return next((v for v in self.values if v.id == value_id), None)


@dataclass(frozen=True)
class Icon:
    """A symbol card texts may write inline as ``{id}``: a glyph, or an SVG file of the pack."""

    id: str
    name: str
    glyph: str | None = None
    svg: str | None = None  # relative to the pack folder
    color: str | None = None


@dataclass(frozen=True)
class CardSize:
    """A named card size in millimetres; landscape when wider than tall."""

    id: str
    name: str
    width: float
    height: float
    corner_radius: float = 0.0
    bleed: float = 3.0

    @property
    def landscape(self) -> bool:
        return self.width > self.height


@dataclass(frozen=True)
class Back:
    """A card back: a template of the pack (macro ``back``) or an image of the pack."""

    id: str
    name: str
    template: str | None = None
    image: str | None = None


#: How far (as a fraction) an art's width/height ratio may be from its frame's before NM055 says it
#: is cropped, when the pack's ``arte`` does not give its own ``tolerancia``.
ART_TOLERANCE = 0.03


@dataclass(frozen=True)
class ArtFrame:
    """Where a card type's face shows its art (``arte`` of the type): the frame's size in mm, which
    the image fills by cropping (CSS ``object-fit: cover``)."""

    width: float
    height: float
    tolerance: float = ART_TOLERANCE
    #: other frames the face draws for some cards (``variantes``): the first whose conditions hold
    variants: tuple[tuple[tuple[Condition, ...], "ArtFrame"], ...] = ()

    @property
    def ratio(self) -> float:
        return self.width / self.height

    def for_card(self, fields: Mapping[str, Any]) -> "ArtFrame":
        """The frame a card with ``fields`` is drawn with."""
        return next((frame for conditions, frame in self.variants if all(c.holds(fields) for c in conditions)), self)


@dataclass(frozen=True)
class CardType:
    """A kind of card with its own fields, size, back and face template."""

    id: str
    name: str
    size: str  # an id of Pack.sizes
    back: str | None  # an id of Pack.backs
    template: str  # file in the pack's templates/ defining the macro ``face``
    fields: Mapping[str, Field]
    description: str = ""
    gender: str = MASCULINE
    art: ArtFrame | None = None  # the frame of the art on the face, as the pack declares it
    plural: str = ""  # the name's plural, when the pack declares one

    @property
    def plural_name(self) -> str:
        """«Cartas de Apoyo»: the declared plural, else the common rule's."""
        return self.plural or plural_name(self.name)

    @property
    def a_name(self) -> str:
        """The type's name with its indefinite article: «una Carta de Apoyo»."""
        return indefinite(self.name, self.gender)


@dataclass(frozen=True)
class DeckSection:
    """Part of a deck made of some card types, with its own size («60 tácticas + 15 enemigas»)."""

    id: str
    name: str
    types: tuple[str, ...]
    minimum: int | None = None
    maximum: int | None = None
    optional: bool = False  # «opcional»: a deck may leave it out; if it has cards of it, its size holds


@dataclass(frozen=True)
class DeckRequirement:
    """«At least N cards of these types», with the pack's own message and hint (in Spanish)."""

    types: tuple[str, ...]
    minimum: int
    message: str
    hint: str = ""


@dataclass(frozen=True)
class CharacterRule:
    """Per-character decks (Unmatched): a deck names one card of type ``type``; every other card's
    ``field`` must name that character (or its companions, read from ``companions_field`` of the
    character card), or one of the ``wildcards``."""

    type: str
    field: str
    companions_field: str | None = None
    wildcards: tuple[str, ...] = ()


@dataclass(frozen=True)
class DeckRules:
    """What a legal deck is: its size, copy limits and exemptions, sections, requirements.

    ``name`` is what the rulebook calls a deck («Arsenal»), ``section`` where it says its size."""

    name: str = "mazo"
    gender: str = MASCULINE
    section: str | None = None
    minimum: int | None = None
    maximum: int | None = None
    max_copies: int | None = None
    exempt: tuple[Condition, ...] = ()  # cards free of the copy limit (basic resources)
    sections: tuple[DeckSection, ...] = ()
    requirements: tuple[DeckRequirement, ...] = ()
    character: CharacterRule | None = None
    copies_field: str | None = None  # ``campo_copias``: the copies a card prints («×3»), which a deck should have


@dataclass(frozen=True)
class TextStyle:
    """How a text field is checked and printed: in a game's language (``language``, a plug-in
    id such as ``nismatch``), or free text whose words are checked against ``vocabulary`` and
    whose ``{icon}`` references against the pack's icons, optionally matching ``pattern``."""

    id: str
    language: str | None = None
    vocabulary: tuple[str, ...] = ()
    icons: bool = True
    pattern: str | None = None
    pattern_message: str | None = None
    pattern_hint: str | None = None  # how to write it (an example): shown instead of the regular expression


@dataclass(frozen=True)
class Constant:
    """A rule constant of the rulebook, with its printed name and the section that states it."""

    id: str
    name: str
    value: Any
    section: str | None = None


@dataclass(frozen=True)
class Mode:
    """A way to play: how many players and how they are teamed (players numbered from 1)."""

    id: str
    name: str
    players: int
    teams: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Chart:
    """A chart of the reference site's statistics page: how many cards per value of ``field``."""

    field: str
    title: str


@dataclass(frozen=True)
class SiteConfig:
    """What the reference site groups the gallery by, offers as filters and charts."""

    group_by: str = "tipo"
    filters: tuple[str, ...] = ("tipo",)
    charts: tuple[Chart, ...] = ()


@dataclass(frozen=True)
class MapRules:
    """A game played on boards described as data (``mapas``): where a cards folder keeps its map files and
    how many numbered start spaces each mode needs (a map numbers its own from 1 to one of those counts)."""

    folder: str
    starts: Mapping[str, int]  # mode id → start spaces it needs
    name: str = "mapa"
    section: str | None = None

    @property
    def start_counts(self) -> tuple[int, ...]:
        """The numbers of start spaces a map may have, smallest first."""
        return tuple(sorted(set(self.starts.values())))


@dataclass(frozen=True)
class Pack:
    """One game, as data. Built by :meth:`from_data` from a ``ruleset.yaml`` that passed
    ``schemas/pack.schema.json``."""

    id: str
    name: str
    version: str
    language: str
    min_players: int
    max_players: int
    engine: str | None  # the plug-in with this game's own code (``nismatch``), or None
    modes: Mapping[str, Mode]
    constants: Mapping[str, Constant]
    enums: Mapping[str, Enum]
    icons: Mapping[str, Icon]
    sizes: Mapping[str, CardSize]
    backs: Mapping[str, Back]
    text_styles: Mapping[str, TextStyle]
    types: Mapping[str, CardType]
    decks: DeckRules
    site: SiteConfig
    engine_data: Mapping[str, Any] = field(default_factory=lambda: _frozen({}))  # the section named like ``engine``
    description: str = ""
    legible: Mapping[str, float] = field(default_factory=lambda: _frozen({}))  # ``cara.legible``: pt of «nombre», «texto»
    maps: MapRules | None = None  # ``mapas``: the game's boards as data, when it has them

    def constant(self, constant_id: str) -> Any:
        """The value of a rule constant (``KeyError`` if the pack does not declare it)."""
        return self.constants[constant_id].value

    def field_ids(self) -> tuple[str, ...]:
        """Every field any card type declares, in the order first declared."""
        return tuple(dict.fromkeys(f for t in self.types.values() for f in t.fields))

    def enum_value(self, enum_id: str, value_id: str) -> EnumValue | None:
        enum = self.enums.get(enum_id)
        return enum.value(value_id) if enum else None

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> "Pack":
        """Build from the YAML mapping (already checked by ``pack.schema.json``)."""
        game = data["juego"]
        players = game.get("jugadores", {})
        engine = game.get("motor")
        return cls(
            id=game["id"],
            name=game["nombre"],
            version=str(game["version"]),
            language=game.get("idioma", "es"),
            min_players=players.get("minimo", 2),
            max_players=players.get("maximo", players.get("minimo", 2)),
            engine=engine,
            modes=_frozen({k: Mode(k, m.get("nombre", k), m["jugadores"], tuple(tuple(t) for t in m["equipos"]))
                           for k, m in (game.get("modos") or {}).items()}),
            constants=_frozen({k: Constant(k, c["nombre"], c["valor"], c.get("seccion"))
                               for k, c in (data.get("constantes") or {}).items()}),
            enums=_frozen({k: _enum(k, e) for k, e in (data.get("enumeraciones") or {}).items()}),
            icons=_frozen({k: Icon(k, i["nombre"], i.get("simbolo"), i.get("svg"), i.get("color"))
                           for k, i in (data.get("iconos") or {}).items()}),
            sizes=_frozen({k: CardSize(k, s.get("nombre", k), float(s["ancho"]), float(s["alto"]),
                                       float(s.get("radio", 0)), float(s.get("sangrado", 3)))
                           for k, s in data["tamanos"].items()}),
            backs=_frozen({k: Back(k, b.get("nombre", k), b.get("plantilla"), b.get("imagen"))
                           for k, b in (data.get("dorsos") or {}).items()}),
            text_styles=_frozen({k: TextStyle(k, s.get("lenguaje"), tuple(s.get("vocabulario") or ()),
                                              s.get("iconos", True), s.get("patron"), s.get("mensaje_patron"),
                                              s.get("sugerencia_patron"))
                                 for k, s in (data.get("estilos") or {}).items()}),
            types=_frozen({k: _card_type(k, t) for k, t in data["tipos"].items()}),
            decks=_deck_rules(data.get("mazos") or {}),
            site=_site(data.get("sitio") or {}),
            engine_data=_frozen(data.get(engine) or {}) if engine else _frozen({}),
            description=game.get("descripcion", ""),
            legible=_frozen({k: float(v) for k, v in ((data.get("cara") or {}).get("legible") or {}).items()}),
            maps=_map_rules(data["mapas"]) if "mapas" in data else None,
        )


def _map_rules(data: Mapping) -> MapRules:
    return MapRules(data["carpeta"], _frozen(data["casillas_iniciales"]), data.get("nombre", "mapa"), data.get("seccion"))


def _enum(enum_id: str, data: Mapping) -> Enum:
    values = tuple(EnumValue(v["id"], v["nombre"], _frozen({k: x for k, x in v.items() if k not in ("id", "nombre")}))
                   for v in data["valores"])
    return Enum(enum_id, data.get("nombre", enum_id), values)


def _conditions(data: Mapping | None) -> tuple[Condition, ...]:
    return tuple(Condition(k, tuple(v if isinstance(v, list) else [v])) for k, v in (data or {}).items())


def _field(field_id: str, data: Mapping) -> Field:
    return Field(
        id=field_id,
        kind=data["tipo"],
        name=data.get("nombre", field_id),
        required=data.get("obligatorio", False),
        required_if=_conditions(data.get("obligatorio_si")),
        gender=data.get("genero", MASCULINE),
        forbidden_if=_conditions(data.get("prohibido_si")),
        description=data.get("descripcion", ""),
        minimum=data.get("minimo"),
        maximum=data.get("maximo"),
        style=data.get("estilo"),
        max_length=data.get("max_longitud"),
        enum=data.get("enum"),
        allowed=tuple(data["admite"]) if "admite" in data else None,
        items=_field(f"{field_id}[]", data["elementos"]) if "elementos" in data else None,
        fields=_frozen({k: _field(k, f) for k, f in (data.get("campos") or {}).items()}),
        recommended=(Recommendation(data["recomendado"]["texto"], data["recomendado"].get("seccion"))
                     if data.get("recomendado") else None),
        printed=data.get("impreso", True),
    )


def _card_type(type_id: str, data: Mapping) -> CardType:
    return CardType(
        id=type_id,
        name=data["nombre"],
        size=data["tamano"],
        back=data.get("dorso"),
        template=data.get("plantilla", "carta.html.j2"),
        fields=_frozen({k: _field(k, f) for k, f in (data.get("campos") or {}).items()}),
        description=data.get("descripcion", ""),
        gender=data.get("genero", MASCULINE),
        plural=data.get("plural", ""),
        art=_art_frame(data["arte"]) if "arte" in data else None,
    )


def _art_frame(data: Mapping) -> ArtFrame:
    tolerance = float(data.get("tolerancia", ART_TOLERANCE))
    variants = tuple((_conditions(v["si"]), ArtFrame(float(v["ancho"]), float(v["alto"]), tolerance))
                     for v in data.get("variantes") or [])
    return ArtFrame(float(data["ancho"]), float(data["alto"]), tolerance, variants)


def _deck_rules(data: Mapping) -> DeckRules:
    size = data.get("tamano") or {}
    exact = size.get("exacto")
    character = data.get("personaje")
    return DeckRules(
        name=data.get("nombre", "mazo"),
        gender=data.get("genero", MASCULINE),
        section=data.get("seccion"),
        minimum=exact if exact is not None else size.get("minimo"),
        maximum=exact if exact is not None else size.get("maximo"),
        max_copies=data.get("copias_maximas"),
        exempt=tuple(c for e in (data.get("exentas") or []) for c in _conditions(e)),
        sections=tuple(DeckSection(s["id"], s["nombre"], tuple(s["tipos"]),
                                   s.get("exacto", s.get("minimo")), s.get("exacto", s.get("maximo")),
                                   bool(s.get("opcional", False)))
                       for s in data.get("secciones") or []),
        requirements=tuple(DeckRequirement(tuple(r["tipos"]), r.get("minimo", 1), r["mensaje"], r.get("sugerencia", ""))
                           for r in data.get("requiere") or []),
        character=CharacterRule(character["tipo"], character["campo"], character.get("campo_companeros"),
                                tuple(character.get("comodines") or ())) if character else None,
        copies_field=data.get("campo_copias"),
    )


def _site(data: Mapping) -> SiteConfig:
    return SiteConfig(
        group_by=data.get("agrupar_por", "tipo"),
        filters=tuple(data.get("filtros") or ("tipo",)),
        charts=tuple(Chart(c["campo"], c.get("titulo", c["campo"])) for c in data.get("graficos") or []),
    )


def check_references(pack: Pack) -> list[tuple[tuple, str, str]]:
    """What the schema cannot check: every name a pack uses points at something it declares, and
    every bound is in order.

    Returns ``(path in the YAML, message, hint)`` for each problem, in Spanish.
    """
    problems: list[tuple[tuple, str, str]] = []
    for enum_id, enum in pack.enums.items():
        seen: set[str] = set()
        for i, value in enumerate(enum.values):
            if value.id in seen:
                problems.append((("enumeraciones", enum_id, "valores", i, "id"),
                                 f"el valor «{value.id}» está repetido en «{enum_id}»", "cada valor necesita un id distinto"))
            seen.add(value.id)
    for style_id, style in pack.text_styles.items():
        if style.pattern is not None:
            try:
                re.compile(style.pattern)
            except re.error as error:
                problems.append((("estilos", style_id, "patron"), f"el patrón no es una expresión regular válida: {error}",
                                 "revisa los paréntesis, corchetes y barras invertidas"))
    for type_id, card_type in pack.types.items():
        if card_type.size not in pack.sizes:
            problems.append(_unknown(("tipos", type_id, "tamano"), "el tamaño", card_type.size, pack.sizes))
        if card_type.back is not None and card_type.back not in pack.backs:
            problems.append(_unknown(("tipos", type_id, "dorso"), "el dorso", card_type.back, pack.backs))
        for field_id, f in card_type.fields.items():
            if field_id in COMMON_KEYS:
                problems.append((("tipos", type_id, "campos", field_id),
                                 f"«{field_id}» es una clave común a todas las cartas", "usa otro nombre para el campo"))
            elif field_id == "cartas":
                problems.append((("tipos", type_id, "campos", field_id),
                                 "«cartas» es la clave de un archivo con una lista de cartas", "usa otro nombre para el campo"))
        _fields_references(pack, ("tipos", type_id, "campos"), card_type.fields, problems)
        for i, (conditions, _) in enumerate(card_type.art.variants if card_type.art else ()):
            problems += [_unknown(("tipos", type_id, "arte", "variantes", i, "si", c.field), "el campo", c.field,
                                  card_type.fields) for c in conditions if c.field not in card_type.fields]
    _deck_references(pack, problems)
    _mode_references(pack, problems)
    if pack.maps is not None:
        problems += [_unknown(("mapas", "casillas_iniciales", mode), "el modo", mode, pack.modes)
                     for mode in pack.maps.starts if mode not in pack.modes]
    site_fields = tuple(dict.fromkeys(("tipo", "nombre", "id", *_nested_ids(pack))))
    named = [(("sitio", "agrupar_por"), pack.site.group_by)]
    named += [(("sitio", "filtros", i), f) for i, f in enumerate(pack.site.filters)]
    named += [(("sitio", "graficos", i, "campo"), c.field) for i, c in enumerate(pack.site.charts)]
    problems += [_unknown(path, "el campo", name, site_fields) for path, name in named if name not in site_fields]
    return problems


def _nested_ids(pack: Pack) -> list[str]:
    """Every field id, also of the groups inside fields (the site may filter by a group's field)."""
    found: list[str] = []

    def walk(fields: Mapping[str, Field]) -> None:
        for field_id, f in fields.items():
            found.append(field_id)
            for inner in (f, f.items):
                if inner is not None:
                    walk(inner.fields)
    for card_type in pack.types.values():
        walk(card_type.fields)
    return found


def _unknown(path: tuple, what: str, name: str, known) -> tuple[tuple, str, str]:
    return path, f"{what} «{name}» no existe en el paquete", "el paquete declara: " + (", ".join(known) or "ninguno")


def _bounds(path: tuple, low: int | None, high: int | None, problems: list) -> None:
    if low is not None and high is not None and low > high:
        problems.append((path + ("minimo",), f"el mínimo ({low}) es mayor que el máximo ({high})",
                         "corrige «minimo» o «maximo»"))


def _fields_references(pack: Pack, path: tuple, fields: Mapping[str, Field], problems: list) -> None:
    """The fields of one card type or group: each field's own names, and the siblings its conditions name."""
    for field_id, f in fields.items():
        here = path + (field_id,)
        _field_references(pack, here, f, problems)
        for key, conditions in (("obligatorio_si", f.required_if), ("prohibido_si", f.forbidden_if)):
            problems += [_unknown(here + (key, c.field), "el campo", c.field, fields)
                         for c in conditions if c.field not in fields and c.field != "tipo"]


def _field_references(pack: Pack, path: tuple, f: Field, problems: list) -> None:
    if f.kind == ENUM:
        if f.enum not in pack.enums:
            problems.append(_unknown(path + ("enum",), "la enumeración", str(f.enum), pack.enums))
        elif f.allowed is not None:
            ids = pack.enums[f.enum].ids
            problems += [_unknown(path + ("admite", i), f"el valor de «{f.enum}»", v, ids)
                         for i, v in enumerate(f.allowed) if v not in ids]
    if f.kind == TEXT and f.style is not None and f.style not in pack.text_styles:
        problems.append(_unknown(path + ("estilo",), "el estilo de texto", f.style, pack.text_styles))
    if f.kind in (INTEGER, RANGE, LIST):
        _bounds(path, f.minimum, f.maximum, problems)
    if f.kind == RANGE and (f.minimum is None or f.maximum is None or f.minimum < 0):
        problems.append((path, "un campo «rango» necesita «minimo» (0 o más) y «maximo»",
                         "escribe los extremos admitidos, p. ej. «minimo: 1, maximo: 3»"))
    elif f.kind == RANGE and f.maximum - f.minimum > MAX_RANGE_SPAN:
        problems.append((path + ("maximo",), f"un campo «rango» abarca como mucho {MAX_RANGE_SPAN + 1} valores",
                         "para cantidades mayores usa dos campos «entero» (desde, hasta)"))
    if f.items is not None:
        _field_references(pack, path + ("elementos",), f.items, problems)
    if f.fields:
        _fields_references(pack, path + ("campos",), f.fields, problems)


#: The most players any game of the toolchain seats (its modes and engines are made for a table).
MAX_PLAYERS = 8


def _mode_references(pack: Pack, problems: list) -> None:
    """Players within the game's bounds, and every mode's teams made of its own players, each once."""
    if pack.max_players > MAX_PLAYERS:
        problems.append((("juego", "jugadores", "maximo"), f"un juego tiene como mucho {MAX_PLAYERS} jugadores",
                         f"baja «maximo» a {MAX_PLAYERS} o menos"))
    _bounds(("juego", "jugadores"), pack.min_players, pack.max_players, problems)
    for mode_id, mode in pack.modes.items():
        path = ("juego", "modos", mode_id)
        if not pack.min_players <= mode.players <= min(pack.max_players, MAX_PLAYERS):
            problems.append((path + ("jugadores",), f"el modo «{mode_id}» tiene {mode.players} jugadores, fuera de "
                             f"«juego.jugadores» ({pack.min_players} a {pack.max_players})",
                             "ajusta «jugadores» del modo o los del juego"))
            continue
        seated = [p for team in mode.teams for p in team]
        strangers = sorted({p for p in seated if not 1 <= p <= mode.players})
        if strangers:
            problems.append((path + ("equipos",), f"los equipos del modo «{mode_id}» nombran al jugador {strangers[0]}, "
                             f"pero el modo tiene {mode.players}", f"numera los jugadores de 1 a {mode.players}"))
        elif sorted(seated) != list(range(1, mode.players + 1)):
            problems.append((path + ("equipos",), f"en los equipos del modo «{mode_id}» cada jugador de 1 a "
                             f"{mode.players} debe estar una vez", "pon a cada jugador en un solo equipo"))


def _deck_references(pack: Pack, problems: list) -> None:
    rules = pack.decks
    named_types = [(("mazos", "secciones", i, "tipos", j), t) for i, s in enumerate(rules.sections)
                   for j, t in enumerate(s.types)]
    named_types += [(("mazos", "requiere", i, "tipos", j), t) for i, r in enumerate(rules.requirements)
                    for j, t in enumerate(r.types)]
    if rules.character:
        named_types.append((("mazos", "personaje", "tipo"), rules.character.type))
    for path, type_id in named_types:
        if type_id not in pack.types:
            problems.append(_unknown(path, "el tipo", type_id, pack.types))
    if rules.minimum is not None and rules.maximum is not None and rules.minimum > rules.maximum:
        problems.append((("mazos", "tamano", "minimo"), "el mínimo del mazo es mayor que el máximo", "corrige «minimo» o «maximo»"))
    for i, section in enumerate(rules.sections):
        _bounds(("mazos", "secciones", i), section.minimum, section.maximum, problems)
    card_fields = ("tipo", *pack.field_ids())
    problems += [_unknown(("mazos", "exentas", i, c.field), "el campo", c.field, card_fields)
                 for i, c in enumerate(rules.exempt) if c.field not in card_fields]
    if rules.copies_field is not None and rules.copies_field not in pack.field_ids():
        problems.append(_unknown(("mazos", "campo_copias"), "el campo", rules.copies_field, pack.field_ids()))
    character = rules.character
    if character:
        if character.field not in pack.field_ids():
            problems.append(_unknown(("mazos", "personaje", "campo"), "el campo", character.field, pack.field_ids()))
        hero = pack.types.get(character.type)
        if hero and character.companions_field and character.companions_field not in hero.fields:
            problems.append(_unknown(("mazos", "personaje", "campo_companeros"), "el campo",
                                     character.companions_field, hero.fields))
