"""Battlefields as data: the map files of a pack (``packs/unmatched/mapas/<id>.yaml``), checked with
the same diagnostics as cards and built into the :class:`~.board.Battlefield` the engine plays on.

A map file gives the board's size at playing size and the diameter of its spaces (millimetres), its
zones (a name and a colour each), its spaces (id, position, zones, start number) and its
connections, each an unordered pair of spaces (``[a1, a2]``: a2 is next to a1 and a1 next to a2, so
adjacency cannot be one-way). What the rulebook asks of a board and the format cannot say by itself
is checked here: every space reachable, start spaces numbered 1…N for N a count the pack's modes
need (``mapas.casillas_iniciales``), a zone of two spaces or more, spaces that do not overlap and
stay on the board (rulings U20–U24).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from ...cards.fields import ID, ID_HINT, MAX_ID, Findings, integer
from ...cards.pack import MapRules, Pack
from ...cards.wording import close, listing, plural
from ...cards.yamlfile import YamlDocument, YamlError, load_yaml
from ...diagnostics import Diagnostic
from .board import Battlefield, Space

MAP_KEYS = ("nombre", "descripcion", "tamano", "diametro", "zonas", "casillas", "conexiones")
SIZE_KEYS = ("ancho", "alto")
ZONE_KEYS = ("nombre", "color")
SPACE_KEYS = ("id", "x", "y", "zonas", "inicio")
#: The rulebook's spaces are «bicolores o tricolores» at most («Preparación»).
MAX_ZONES_PER_SPACE = 3
#: The largest board side (mm): a table, not a wall.
MAX_SIDE = 2000
COLOUR_PATTERN = "^#[0-9a-fA-F]{6}$"
WHAT = "el mapa"


@dataclass(frozen=True)
class Zone:
    """A zone of a map: its id (what spaces write), its printed name and its colour (#rrggbb)."""

    id: str
    name: str
    colour: str


@dataclass(frozen=True)
class BattlefieldMap:
    """A map file: the :class:`Battlefield` the engine plays on, and what drawing and printing it needs
    (its zones' names and colours, the board's size and the spaces' diameter in mm)."""

    battlefield: Battlefield
    zones: Mapping[str, Zone]
    width: float
    height: float
    diameter: float
    description: str = ""
    file: Path | None = None

    @property
    def id(self) -> str:
        return self.battlefield.id

    @property
    def name(self) -> str:
        return self.battlefield.name


class MapError(Exception):
    """A map file that cannot be played: its diagnostics (errors first-placed first)."""

    def __init__(self, diagnostics: list[Diagnostic]):
        super().__init__("\n".join(f"{d.file}:{d.line}:{d.column}: {d.message}" for d in diagnostics))
        self.diagnostics = diagnostics


def _bundled_pack() -> Pack:
    from ...cards.packs import bundled

    return bundled("unmatched").pack


def load_map(path: Path, pack: Pack | None = None) -> BattlefieldMap:
    """The map file ``path`` checked against ``pack``'s ``mapas`` (the bundled Unmatched pack when
    None); :class:`MapError` with every diagnostic when it has an error."""
    try:
        document = load_yaml(Path(path))
    except YamlError as error:
        raise MapError([error.diagnostic])
    found, problems = check_map(document, pack or _bundled_pack())
    if found is None:
        raise MapError([d for d in problems if d.severity == "error"])
    return found


def load_battlefield(path: Path, pack: Pack | None = None) -> Battlefield:
    """The :class:`Battlefield` of map file ``path`` (see :func:`load_map`)."""
    return load_map(path, pack).battlefield


def load_maps(folder: Path, pack: Pack,
              files: list[Path] | None = None) -> tuple[dict[str, BattlefieldMap], list[Diagnostic]]:
    """Every map of ``folder`` (or the given ``files`` of it), by id, and every problem found."""
    maps: dict[str, BattlefieldMap] = {}
    problems: list[Diagnostic] = []
    if files is None:
        files = sorted(f for f in folder.iterdir() if f.suffix.lower() in (".yaml", ".yml") and f.is_file())
    for file in files:
        try:
            document = load_yaml(file)
        except YamlError as error:
            problems.append(error.diagnostic)
            continue
        found, found_problems = check_map(document, pack)
        problems += found_problems
        if found is not None:
            maps[found.id] = found
    return maps, problems


def check_map(document: YamlDocument, pack: Pack) -> tuple[BattlefieldMap | None, list[Diagnostic]]:
    """The map a parsed file describes (None when it has an error) and every problem of it."""
    return _MapCheck(document, pack.maps or MapRules("mapas", {}), pack).run()


class _MapCheck:
    """The checks of one map file, in the order a designer fixes them: shape, then meaning."""

    def __init__(self, document: YamlDocument, rules: MapRules, pack: Pack):
        self.document, self.rules, self.pack = document, rules, pack
        self.findings = Findings(document, WHAT)
        self.meaning_errors = False
        self.unknown_ends = False  # a connection names a space the map lacks

    # --- helpers -------------------------------------------------------------------------------

    def error(self, code: str, path: tuple, message: str, hint: str, key: bool = False) -> None:
        self.findings.problems.append(self.document.diagnostic(code, path, message, hint, key=key))
        self.meaning_errors = True

    def line(self, path: tuple) -> int:
        return self.document.where(path)[0]

    def number(self, path: tuple, value: Any, low: float, high: float) -> float | None:
        """A number of millimetres in [low, high] (reporting why not)."""
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            self.findings.wrong_type(path, value, "un número (milímetros)")
            return None
        if not low <= value <= high:
            self.findings.shape(path, f"«{path[-1]}» debe estar entre {low:g} y {high:g} mm, no {value:g}",
                                "el tablero se mide en milímetros a su tamaño de juego")
            return None
        return float(value)

    def keys(self, path: tuple, value: Any, allowed: tuple, required: tuple, what: str) -> bool:
        """Whether ``value`` is a map of ``allowed`` keys with every ``required`` one (reporting why not)."""
        if type(value) is not dict:
            self.findings.wrong_type(path, value, f"un mapa de claves ({what})")
            return False
        for key in required:
            if key not in value:
                self.findings.missing(path, key)
        for key in value:
            if key not in allowed:
                self.findings.unknown(path, key, allowed)
        return True

    # --- the file --------------------------------------------------------------------------------

    def run(self) -> tuple[BattlefieldMap | None, list[Diagnostic]]:
        document, run = self.document, self.findings
        data = document.data
        map_id = document.file.stem
        if not ID.fullmatch(map_id) or len(map_id) > MAX_ID:
            run.shape((), f"el nombre del archivo «{document.file.name}» no sirve de id del mapa",
                      f"renombra el archivo: {ID_HINT}")
        if not self.keys((), data, MAP_KEYS, ("nombre", "tamano", "diametro", "zonas", "casillas", "conexiones"),
                         WHAT):
            return None, run.problems
        for key in ("nombre", "descripcion"):
            if key in data:
                run.text((key,), data[key])
        width = height = diameter = None
        size = data.get("tamano")
        if size is not None and self.keys(("tamano",), size, SIZE_KEYS, SIZE_KEYS, "ancho y alto"):
            if "ancho" in size:
                width = self.number(("tamano", "ancho"), size["ancho"], 50, MAX_SIDE)
            if "alto" in size:
                height = self.number(("tamano", "alto"), size["alto"], 50, MAX_SIDE)
        if "diametro" in data:
            diameter = self.number(("diametro",), data["diametro"], 10, 200)
        zones = self.zones(data.get("zonas"))
        spaces = self.spaces(data.get("casillas"), zones, width, height, diameter)
        edges = self.edges(data.get("conexiones"), spaces)
        if run.broken or zones is None or spaces is None or edges is None:
            return None, self.sorted()
        self.zone_sizes(zones, spaces)
        self.starts(spaces)
        if diameter is not None:
            self.overlaps(spaces, diameter)
        adjacency = {space: set() for space in spaces}
        for a, b in edges:
            adjacency[a].add(b)
            adjacency[b].add(a)
        if not self.unknown_ends:  # what a connection to a misspelt space was meant to join is not known
            self.reachable(spaces, adjacency)
        if self.meaning_errors or width is None or height is None or diameter is None:
            return None, self.sorted()
        battlefield = Battlefield(
            map_id, data["nombre"],
            {s: Space(s, float(v["x"]), float(v["y"]), frozenset(v["zonas"]), integer(v.get("inicio")))
             for s, (_, v) in spaces.items()},
            {s: frozenset(n) for s, n in adjacency.items()})
        return BattlefieldMap(battlefield, MappingProxyType(zones), width, height, diameter,
                              data.get("descripcion", ""), document.file), self.sorted()

    def sorted(self) -> list[Diagnostic]:
        return sorted(self.findings.problems, key=Diagnostic.sort_key)

    # --- zones, spaces, connections ------------------------------------------------------------

    def zones(self, value: Any) -> dict[str, Zone] | None:
        run = self.findings
        if value is None:
            return None
        if type(value) is not dict:
            run.wrong_type(("zonas",), value, "un mapa de zonas (id: {nombre, color})")
            return None
        if not value:
            run.shape(("zonas",), "«zonas» no puede estar vacío",
                      "declara al menos dos zonas: «roja: {nombre: …, color: \"#b03a2e\"}»")
            return None
        zones = {}
        for zone_id, zone in value.items():
            path = ("zonas", zone_id)
            if not ID.fullmatch(zone_id):
                run.shape(path, f"«{zone_id}» no es un id válido para una zona", ID_HINT, key=True)
            if not self.keys(path, zone, ZONE_KEYS, ZONE_KEYS, "nombre y color"):
                continue
            name_ok = "nombre" in zone and run.text(path + ("nombre",), zone["nombre"])
            colour = zone.get("color")
            if "color" in zone and run.text(path + ("color",), colour):
                if not re.fullmatch(COLOUR_PATTERN, colour):
                    run.shape(path + ("color",), f"el color «{colour}» no es #rrggbb",
                              "escribe «#» y seis cifras hexadecimales, p. ej. «#b03a2e»")
            if name_ok and "color" in zone:
                zones[zone_id] = Zone(zone_id, zone["nombre"], colour)
        return zones

    def spaces(self, value: Any, zones: dict[str, Zone] | None, width: float | None, height: float | None,
               diameter: float | None) -> dict[str, tuple[int, dict]] | None:
        """Each space by id: (its index in «casillas», its entry)."""
        run = self.findings
        if value is None:
            return None
        if type(value) is not list:
            run.wrong_type(("casillas",), value, "una lista de casillas")
            return None
        found: dict[str, tuple[int, dict]] = {}
        repeated = False
        for i, entry in enumerate(value):
            path = ("casillas", i)
            if not self.keys(path, entry, SPACE_KEYS, ("id", "x", "y", "zonas"), "id, x, y, zonas"):
                continue
            space_id = entry.get("id")
            ok = "id" in entry and run.identifier(path + ("id",), space_id)
            x = self.number(path + ("x",), entry["x"], 0, width or MAX_SIDE) if "x" in entry else None
            y = self.number(path + ("y",), entry["y"], 0, height or MAX_SIDE) if "y" in entry else None
            ok = self.space_zones(path, entry.get("zonas"), zones) and ok and x is not None and y is not None
            if "inicio" in entry:
                start = integer(entry["inicio"])
                if start is None or isinstance(entry["inicio"], bool):
                    run.wrong_type(path + ("inicio",), entry["inicio"], "un número entero (1, 2…)")
                    ok = False
                elif start < 1:
                    run.shape(path + ("inicio",), f"«inicio» debe ser 1 o más, no {start}",
                              "numera las casillas iniciales desde 1")
                    ok = False
            if not ok:
                continue
            if space_id in found:
                self.error("NM030", path + ("id",), f"la casilla «{space_id}» está repetida (ya aparece en la línea "
                           f"{self.line(('casillas', found[space_id][0]))})", "cada casilla necesita un id distinto")
                repeated = True
                continue
            found[space_id] = (i, entry)
            if diameter is not None and width is not None and height is not None:
                self.on_board(path, entry, width, height, diameter)
        return None if run.broken or repeated else found  # the rest would be told of a space that may be either

    def space_zones(self, path: tuple, value: Any, zones: dict[str, Zone] | None) -> bool:
        run = self.findings
        path = path + ("zonas",)
        if value is None:
            return False
        if type(value) is not list or not all(type(z) is str for z in value):
            run.wrong_type(path, value, "una lista de zonas ([roja, azul])")
            return False
        if not 1 <= len(value) <= MAX_ZONES_PER_SPACE:
            run.shape(path, f"una casilla está en 1, 2 o 3 zonas, no en {len(value)}",
                      "el reglamento habla de casillas de un color, «bicolores o tricolores»")
            return False
        ok = True
        for j, zone in enumerate(value):
            if zones is not None and zone not in zones:
                hint = close(zone, zones) or "zonas del mapa: " + ", ".join(zones)
                self.error("NM124", path + (j,), f"la zona «{zone}» no está en «zonas»", hint)
            elif zone in value[:j]:
                run.shape(path + (j,), f"la zona «{zone}» está dos veces en la casilla", "escríbela una vez")
                ok = False
        return ok

    def on_board(self, path: tuple, entry: dict, width: float, height: float, diameter: float) -> None:
        radius = diameter / 2
        for axis, side in (("x", width), ("y", height)):
            value = float(entry[axis])
            if value - radius < 0 or value + radius > side:
                self.error("NM125", path + (axis,),
                           f"la casilla «{entry['id']}» se sale del tablero: su centro está a {min(value, side - value):g} mm "
                           f"del borde y mide {diameter:g} mm de diámetro",
                           f"pon «{axis}» entre {radius:g} y {side - radius:g}")

    def edges(self, value: Any, spaces: dict[str, tuple[int, dict]] | None) -> list[tuple[str, str]] | None:
        run = self.findings
        if value is None:
            return None
        if type(value) is not list:
            run.wrong_type(("conexiones",), value, "una lista de parejas de casillas ([a1, a2])")
            return None
        found: dict[frozenset, int] = {}
        edges = []
        for i, pair in enumerate(value):
            path = ("conexiones", i)
            if type(pair) is not list or len(pair) != 2 or not all(type(s) is str for s in pair):
                run.shape(path, "una conexión es una pareja de casillas: [a1, a2]",
                          "escribe los ids de las dos casillas adyacentes entre corchetes")
                continue
            if spaces is None:
                continue
            unknown = [j for j, s in enumerate(pair) if s not in spaces]
            for j in unknown:
                hint = close(pair[j], spaces) or "casillas del mapa: " + ", ".join(spaces)
                self.error("NM120", path + (j,), f"la casilla «{pair[j]}» no existe en el mapa", hint)
            if unknown:
                self.unknown_ends = True
                continue
            a, b = pair
            if a == b:
                self.error("NM121", path, f"la conexión une la casilla «{a}» consigo misma",
                           "una conexión une dos casillas distintas: corrige uno de los dos ids")
                continue
            key = frozenset(pair)
            if key in found:
                self.error("NM121", path, f"la conexión entre «{a}» y «{b}» está repetida (ya aparece en la línea "
                           f"{self.line(('conexiones', found[key]))})",
                           "bórrala: una conexión vale en los dos sentidos, [a, b] es lo mismo que [b, a]")
                continue
            found[key] = i
            edges.append((a, b))
        return None if run.broken or spaces is None else edges

    # --- the board as a whole ------------------------------------------------------------------

    def zone_sizes(self, zones: dict[str, Zone], spaces: dict[str, tuple[int, dict]]) -> None:
        for zone_id in zones:
            count = sum(zone_id in entry["zonas"] for _, entry in spaces.values())
            if count < 2:
                self.error("NM124", ("zonas", zone_id),
                           f"la zona «{zone_id}» tiene {plural(count, 'casilla', 'casillas')}; una zona tiene al menos 2",
                           "añade la zona a las casillas de su color, o bórrala" if count == 0
                           else "añade la zona a otra casilla vecina, o pon esa casilla en otra zona", key=True)

    def starts(self, spaces: dict[str, tuple[int, dict]]) -> None:
        numbered: dict[int, int] = {}  # start number → index of its space
        repeated = False
        for space_id, (i, entry) in spaces.items():
            if "inicio" not in entry:
                continue
            start = integer(entry["inicio"])
            if start in numbered:
                self.error("NM123", ("casillas", i, "inicio"),
                           f"la casilla inicial {start} está dos veces (ya es «{_by_index(spaces)[numbered[start]]}», "
                           f"en la línea {self.line(('casillas', numbered[start]))})",
                           "numera cada casilla inicial una vez: 1, 2, 3, 4")
                repeated = True
                continue
            numbered[start] = i
        if repeated:  # how many there are is told once each is numbered once
            return
        counts = self.rules.start_counts
        for start in sorted(numbered):
            missing = [n for n in range(1, start) if n not in numbered]
            if missing:
                self.error("NM123", ("casillas", numbered[start], "inicio"),
                           f"hay casilla inicial {start} pero falta la {missing[0]}",
                           "numera las casillas iniciales seguidas desde 1")
                return
        if counts and len(numbered) not in counts:
            modes = {n: [self.pack.modes[m].name if m in self.pack.modes else m
                         for m, c in self.rules.starts.items() if c == n] for n in counts}
            needs = [f"{n} ({listing(modes[n], 'o')})" for n in counts]
            more = next((n for n in counts if n > len(numbered)), None)
            hint = (f"marca con «inicio: {len(numbered) + 1}» otra casilla, hasta tener {more}" if more is not None
                    else f"deja {counts[-1]} casillas iniciales")
            self.error("NM123", ("casillas",),
                       f"el mapa tiene {plural(len(numbered), 'casilla inicial', 'casillas iniciales')}; los modos del juego "
                       f"necesitan {' o '.join(needs)}", hint, key=True)

    def overlaps(self, spaces: dict[str, tuple[int, dict]], diameter: float) -> None:
        placed: list[tuple[str, int, float, float]] = []
        for space_id, (i, entry) in spaces.items():
            x, y = float(entry["x"]), float(entry["y"])
            for other, j, ox, oy in placed:
                distance = math.hypot(x - ox, y - oy)
                if distance < diameter:
                    self.error("NM125", ("casillas", i, "x"),
                               f"la casilla «{space_id}» se solapa con «{other}» (línea {self.line(('casillas', j))}): "
                               f"sus centros están a {distance:.0f} mm y cada casilla mide {diameter:g} mm",
                               f"separa sus centros al menos {diameter:g} mm")
                    break
            placed.append((space_id, i, x, y))

    def reachable(self, spaces: dict[str, tuple[int, dict]], adjacency: dict[str, set[str]]) -> None:
        if not spaces:
            self.error("NM122", ("casillas",), "el mapa no tiene casillas", "declara sus casillas en «casillas»",
                       key=True)
            return
        starts = {integer(e["inicio"]): s for s, (_, e) in spaces.items() if "inicio" in e}
        origin = starts.get(1) or next(iter(spaces))
        origin_name = "la casilla inicial 1" if 1 in starts else f"la casilla «{origin}»"
        seen: set[str] = set()
        for space_id in [origin, *spaces]:
            if space_id in seen:
                continue
            group = _component(space_id, adjacency)
            seen |= group
            if space_id == origin:
                continue
            others = [s for s in spaces if s in group and s != space_id]
            also = f" (ni {'la casilla' if len(others) == 1 else 'las casillas'} {listing(others)}, unidas a ella)" \
                if others else ""
            self.error("NM122", ("casillas", spaces[space_id][0], "id"),
                       f"la casilla «{space_id}» no se puede alcanzar desde {origin_name}{also}",
                       f"añade en «conexiones» una pareja que la una al resto: [{space_id}, …]")


def _by_index(spaces: dict[str, tuple[int, dict]]) -> dict[int, str]:
    return {i: space_id for space_id, (i, _) in spaces.items()}


def _component(origin: str, adjacency: Mapping[str, set[str]]) -> set[str]:
    """Every space reachable from ``origin``."""
    seen, frontier = {origin}, [origin]
    while frontier:
        for neighbour in adjacency[frontier.pop()]:
            if neighbour not in seen:
                seen.add(neighbour)
                frontier.append(neighbour)
    return seen
