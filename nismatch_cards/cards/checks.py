"""Checks beyond a file's shape that serve every game: a card's art, and what a deck must be by its
pack's ``mazos`` (size, copies and exemptions, sections, requirements, per-character decks),
with the cards it names found across the sets of the folder. Each check returns diagnostics;
none raises."""
from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping
from urllib.parse import unquote, urlsplit

from .. import images
from ..diagnostics import Diagnostic, clip, display_path
from .fields import integer
from .model import Card, Deck, DeckEntry, Source
from .pack import ArtFrame, CardType, Pack, indefinite
from .wording import bounds, close, fold, folded, listing, plural
from .yamlfile import YamlDocument

if TYPE_CHECKING:  # pragma: no cover
    from .loader import Project


def check_art(card_type: CardType, written: str, document: YamlDocument, path: tuple,
              set_folder: Path, fields: Mapping[str, Any]) -> list[Diagnostic]:
    """NM050 when ``arte`` (``written``) leaves the set folder, NM051 (a warning) when the image is
    missing, NM052 when it is not an image the toolchain prints, NM055 (a warning) when its
    proportion is not that of the frame the card's ``fields`` draw it in (``arte`` of the type in the pack)."""
    problems = check_image(document, path + ("arte",), written, set_folder, "el arte")
    if problems or card_type.art is None:
        return problems
    size = images.dimensions((set_folder / written).resolve())
    return _art_ratio(document, path, written, size, card_type, card_type.art.for_card(fields)) if size else []


def _decimal(number: float, places: int = 2) -> str:
    text = f"{number:.{places}f}"
    return (text.rstrip("0").rstrip(".") if "." in text else text).replace(".", ",")


def _art_ratio(document: YamlDocument, path: tuple, written: str, size: tuple[float, float],
               card_type: CardType, frame: ArtFrame) -> list[Diagnostic]:
    """NM055 when the art's width/height ratio is off its frame's by more than the frame's tolerance."""
    ratio = size[0] / size[1]
    if abs(ratio / frame.ratio - 1) <= frame.tolerance:
        return []
    lost = "los lados" if ratio > frame.ratio else "arriba y abajo"
    dots = 300 / 25.4
    hint = (f"recórtala a {_decimal(frame.ratio)}:1 (a 300 ppp, {round(frame.width * dots)} × "
            f"{round(frame.height * dots)} px)")
    if "arte_posicion" in card_type.fields:
        hint += " o elige qué parte se ve con «arte_posicion» (p. ej. «50% 20%»)"
    return [document.diagnostic(
        "NM055", path + ("arte",),
        f"el arte «{written}» mide {_decimal(size[0], 0)} × {_decimal(size[1], 0)} (proporción {_decimal(ratio)}:1) y "
        f"su marco en {card_type.a_name} mide {_decimal(frame.width, 1)} × {_decimal(frame.height, 1)} mm "
        f"({_decimal(frame.ratio)}:1): se recortará por {lost}", hint, severity="warning")]


def check_image(document: YamlDocument, path: tuple, written: str, set_folder: Path, what: str) -> list[Diagnostic]:
    """The image ``written`` at ``path`` of ``document``, relative to ``set_folder``: inside the set
    (links followed only as far as they stay inside it, NM050), there (NM051, a warning: an empty
    frame is printed), and an image of a sane size whose SVG names only files of the set (NM052)."""
    folder = set_folder.resolve()
    image = (folder / written).resolve()
    if folder not in image.parents:
        return [document.diagnostic("NM050", path, f"{what} «{written}» queda fuera de la carpeta del set",
                                    "pon la imagen dentro de la carpeta del set y usa una ruta relativa sin «..»")]
    if not image.is_file():
        return [document.diagnostic("NM051", path, f"no existe la imagen «{written}»",
                                    _missing_image_hint(image, _names_beside(image)), severity="warning")]
    swapped = image.with_name(image.name.swapcase())
    if swapped != image and swapped.exists():  # a case-blind file system (or a twin): the name as it is on disk
        on_disk = _names_beside(image)
        real = None if image.name in on_disk else _same_but_case(image.name, on_disk)
        if real is not None:
            return [document.diagnostic(
                "NM051", path, f"la imagen «{written}» se llama «{real}» en el disco",
                f"escríbela «{real}»: donde las mayúsculas cuentan (Linux, la CI) «{image.name}» no se encuentra",
                severity="warning")]
    problem = images.file_problem(image) or _svg_problem(image, folder)
    if problem is not None:
        return [document.diagnostic("NM052", path, f"{what} «{written}» {problem}", IMAGE_HINT)]
    return []


def _names_beside(image: Path) -> list[str]:
    """The names of the files in the folder ``image`` would be in (none when there is no such folder)."""
    try:
        return [entry.name for entry in os.scandir(image.parent) if entry.is_file()]
    except OSError:
        return []


def _same_but_case(name: str, on_disk: list[str]) -> str | None:
    return next((n for n in on_disk if n.casefold() == name.casefold()), None)


def _missing_image_hint(image: Path, on_disk: list[str]) -> str:
    """A file of the folder named alike (other capitals, a slip), or what to check."""
    empty = "; se imprimirá un marco vacío en su lugar"
    same = _same_but_case(image.name, on_disk)
    if same is not None:
        return f"el archivo se llama «{same}»: las mayúsculas cuentan{empty}"
    alike = close(image.name, on_disk)
    return f"{alike} Si no, se imprimirá un marco vacío en su lugar" if alike else "comprueba el nombre del archivo" + empty


IMAGE_HINT = f"usa una imagen {images.KINDS} de la carpeta del set, de como mucho " \
             f"{images.MAX_PIXELS // 1_000_000} millones de píxeles"


def _svg_problem(image: Path, folder: Path) -> str | None:
    """What an SVG names that printing will not load: an address of the network or a file outside the set."""
    with open(image, "rb") as handle:
        head = handle.read(images.MAX_BYTES)
    if not images.is_svg(head.lstrip(b"\xef\xbb\xbf \t\r\n")):
        return None
    for reference in images.svg_references(head):
        split = urlsplit(reference)
        if split.scheme and split.scheme.lower() != "file" or split.netloc:
            return f"enlaza «{clip(reference, 80)}», una dirección de red: al imprimir no se descarga nada"
        target = Path(os.path.realpath(image.parent / unquote(split.path)))
        if folder not in target.parents:
            return f"enlaza «{clip(reference, 80)}», fuera de la carpeta del set: al imprimir no se lee"
    return None


# --- decks -------------------------------------------------------------------------------------


#: The most cards a deck may hold, whatever its pack says: every game, simulation and report lays a
#: deck out card by card, so a copy count of 10⁹ would fill the memory before anything else said no.
MAX_DECK_CARDS = 10_000


@dataclass
class _Found:
    """Where a card a deck names was looked for, and what was found."""

    searched: list[str]
    card: Card | None = None
    problem: Diagnostic | None = None  # NM041, NM042, NM045 or NM046
    silent: bool = False  # in a set whose set.yaml has errors: reported there


def _no_set_hint(code: str, project: "Project") -> str:
    """The hint of NM042: the closest set, or those of the folder and the bundled ones of its game."""
    from . import library

    bundled = library.set_codes(project)
    own = list(project.own_sets())
    found = close(code, own + bundled)
    if found:
        return found
    said = "sets cargados: " + ", ".join(own) if own else "no se ha cargado ningún set"
    if bundled:
        said += f"; sets de serie de {project.game.pack.name}: {', '.join(bundled)}"
    return said


class _DeckCheck:
    """One deck file whose shape is valid, checked against the loaded sets and the pack's rules."""

    def __init__(self, document: YamlDocument, project: "Project", pack: Pack):
        self.document, self.project, self.pack = document, project, pack
        self.data = document.data
        self.copies = {ref: integer(n) for ref, n in document.data["cartas"].items()}  # 2.0 is 2
        self.problems: list[Diagnostic] = []
        self.missing_sets = False  # the deck names a set that does not exist: its cards cannot be told apart
        self.told_unreadable = False  # an unknown card was told to maybe be in a file that could not be read

    def sets(self) -> list[str]:
        """The sets whose cards the deck may use: those it names (each must exist), or every set."""
        data, project = self.data, self.project
        if "sets" not in data and "set" not in data:
            return [code for code in project.set_folders if code not in project.library]
        named = data["sets"] if "sets" in data else [data["set"]]
        for i, code in enumerate(named):
            if code not in project.set_folders:
                hint = _no_set_hint(code, project)
                path = ("sets", i) if "sets" in data else ("set",)
                self.problems.append(self.document.diagnostic("NM042", path, f"el set «{code}» no existe", hint))
                self.missing_sets = True
        return [code for code in named if code in project.set_folders]

    def find(self, ref: str, path: tuple, sets: list[str], key: bool = True) -> _Found:
        """The card ``ref`` («id» or «set/id») names among ``sets``."""
        project, document = self.project, self.document
        code, _, card_id = ref.rpartition("/")
        if code and code not in sets:
            if code in project.set_folders:
                return _Found([], problem=document.diagnostic(
                    "NM041", path, f"la carta «{ref}» es del set «{code}», que no es de este mazo",
                    f"añade «{code}» a «sets»", key=key))
            return _Found([], problem=document.diagnostic(
                "NM042", path, f"el set «{code}» no existe", _no_set_hint(code, project), key=key))
        searched = [code] if code else sets
        valid = [s for s in searched if s in project.sets and card_id in project.sets[s].cards]
        broken = [s for s in searched if (s, card_id) in project.invalid_cards]
        if len(valid) + len(broken) > 1:
            where_ = valid + broken
            return _Found(searched, problem=document.diagnostic(
                "NM046", path, f"la carta «{card_id}» está en varios sets: {listing(where_)}",
                "escribe " + listing((f"{s}/{card_id}" for s in where_), "o"), key=key))
        if broken:
            return _Found(searched, problem=document.diagnostic(
                "NM045", path, f"la carta «{card_id}» tiene errores: el mazo no se puede usar",
                f"corrige antes la carta en {display_path(project.invalid_cards[broken[0], card_id])}", key=key))
        if valid:
            return _Found(searched, card=project.sets[valid[0]].cards[card_id])
        if self.missing_sets or any(s in project.broken_sets for s in searched):
            return _Found(searched, silent=True)  # reported where the set is missing or broken
        if self.told_unreadable and any(project.unreadable_files.get(s) for s in searched):
            return _Found(searched, silent=True)  # one card is enough to point at the file that could not be read
        return _Found(searched, problem=self._unknown(card_id, path, searched, key))

    def _unknown(self, card_id: str, path: tuple, searched: list[str], key: bool) -> Diagnostic:
        project = self.project
        ids = [i for s in searched if s in project.sets for i in project.sets[s].cards]
        hint = close(card_id, ids) or "comprueba el id en los archivos del set"
        unreadable = [f for s in searched for f in project.unreadable_files.get(s, [])]
        if unreadable:
            hint += ("; o puede estar en " + ", ".join(display_path(f) for f in unreadable) + ", que no se pudo leer "
                     "(hasta que se lea, no se señalan otras cartas del mazo que no se encuentran)")
            self.told_unreadable = True
        if len(searched) == 1:
            where_ = f"en el set «{searched[0]}»"
        elif searched:
            where_ = f"en los sets {listing(searched)}"
        else:
            where_, hint = "en ningún set", "no se ha cargado ningún set"
        return self.document.diagnostic("NM041", path, f"la carta «{card_id}» no existe {where_}", hint, key=key)

    def _same_name(self) -> None:
        """NM066: the name of a deck already loaded, in any case and with or without accents (``--mazo`` and the
        simulation reports name decks by it, and take «asalto remachado» for «Asalto Remachado»)."""
        name = self.data["nombre"]
        other = next((d for d in self.project.decks if folded(d.name) == folded(name)), None)
        if other is None:
            return
        where = display_path(other.source.file) if other.source else "otro mazo"
        alike = "" if other.name == name else f" (escrito «{other.name}»)"
        self.problems.append(self.document.diagnostic(
            "NM066", ("nombre",), f"el nombre de mazo «{name}» ya lo usa {where}{alike}",
            "cada mazo necesita un nombre distinto: «--mazo» y los informes de «simular» lo nombran por él"))

    def run(self) -> Deck | None:
        data, document, rules = self.data, self.document, self.pack.decks
        sets = self.sets()
        entries: list[DeckEntry] = []
        cards: dict[str, Card] = {}
        complete = True
        for ref, copies in self.copies.items():
            found = self.find(ref, ("cartas", ref), sets)
            if found.problem is not None:
                self.problems.append(found.problem)
            if found.card is None:
                complete = False
                continue
            cards[ref] = found.card
            entries.append(DeckEntry(ref, found.card.set_code, found.card.id, copies))
        self._copies(cards)
        size = sum(self.copies.values())
        if size > MAX_DECK_CARDS:  # whatever the pack allows: games and reports expand a deck card by card
            self.problems.append(document.diagnostic(
                "NM040", ("cartas",), f"el mazo tiene {plural(size, 'carta', 'cartas')}; ningún mazo puede tener "
                f"más de {MAX_DECK_CARDS}", "revisa el número de copias de cada carta", key=True))
        elif (rules.minimum is not None and size < rules.minimum) or (rules.maximum is not None and size > rules.maximum):
            section = f" (reglamento {rules.section})" if rules.section else ""
            self.problems.append(document.diagnostic(
                "NM040", ("cartas",), f"el mazo tiene {plural(size, 'carta', 'cartas')}; "
                f"{indefinite(rules.name, rules.gender)} tiene {bounds(rules.minimum, rules.maximum)}{section}",
                "añade cartas" if rules.minimum is not None and size < rules.minimum else "quita cartas", key=True))
        self._same_name()
        # the copies of lines whose card was not found (unknown, or with errors of its own): what the deck's
        # rules are still sure of is said, so a card with errors does not hide the deck's own (issue 29)
        unsure = sum(n for ref, n in self.copies.items() if ref not in cards)
        self._requirements(cards, unsure)
        self._sections(cards, unsure)
        character = self._character(cards, sets) if complete or "personaje" in data else None
        if any(p.severity == "error" for p in self.problems):
            return None
        return Deck(data["nombre"], tuple(sets), dict(self.copies), Source(document.file, 1, 1),
                    {ref: Source(document.file, *document.where(("cartas", ref), key=True)) for ref in self.copies},
                    tuple(entries), character)

    def _printed_copies(self, cards: dict[str, Card]) -> None:
        """NM176 (a warning): a deck with another number of copies of a card than the card prints (``campo_copias``)."""
        field_id = self.pack.decks.copies_field
        total: Counter = Counter()
        for ref, card in cards.items():
            total[card.set_code, card.id] += self.copies[ref]
        for ref, card in cards.items():
            printed = card.get(field_id) if field_id else None
            if printed is not None and total[card.set_code, card.id] != printed:
                self.problems.append(self.document.diagnostic(
                    "NM176", ("cartas", ref), f"el mazo tiene {plural(total[card.set_code, card.id], 'copia', 'copias')} "
                    f"de «{card.id}», y la carta dice ×{printed}", f"pon {printed}, o cambia «{field_id}» en la carta",
                    severity="warning"))

    def _copies(self, cards: dict[str, Card]) -> None:
        """NM043: more copies of a card than ``copias_maximas``, unless an exemption covers it."""
        self._printed_copies(cards)
        rules = self.pack.decks
        if rules.max_copies is None:
            return
        total: Counter = Counter()  # copies of each card, also when two lines name it («x», «base/x»)
        for ref, copies in self.copies.items():
            card = cards.get(ref)
            if card is not None and any(c.holds(card.values()) for c in rules.exempt):
                continue
            key = (card.set_code, card.id) if card is not None else ref
            total[key] += copies
            if total[key] > rules.max_copies:
                name = card.id if card is not None else ref.rpartition("/")[2]
                self.problems.append(self.document.diagnostic(
                    "NM043", ("cartas", ref), f"{total[key]} copias de «{name}»; el máximo es {rules.max_copies}",
                    f"deja {plural(rules.max_copies, 'copia', 'copias')} como mucho"))

    def _requirements(self, cards: dict[str, Card], unsure: int = 0) -> None:
        """NM044: fewer cards of some types than the pack requires («el mazo no tiene ninguna Parte»), even if
        the ``unsure`` copies of cards not found were all of them."""
        for requirement in self.pack.decks.requirements:
            count = sum(self.copies[ref] for ref, card in cards.items() if card.type in requirement.types)
            if count + unsure < requirement.minimum:
                self.problems.append(self.document.diagnostic(
                    "NM044", ("cartas",), requirement.message, requirement.hint, key=True))

    def _sections(self, cards: dict[str, Card], unsure: int = 0) -> None:
        """NM047: a card in no section of the deck, or a section of the wrong size whichever section the
        ``unsure`` copies of cards not found are in (a section marked ``opcional`` may also be left out)."""
        sections = self.pack.decks.sections
        if not sections:
            return
        counts: Counter = Counter()
        for ref, card in cards.items():
            section = next((s for s in sections if card.type in s.types), None)
            if section is None:
                names = ", ".join(f"{s.name} ({', '.join(self.pack.types[t].name for t in s.types)})" for s in sections)
                self.problems.append(self.document.diagnostic(
                    "NM047", ("cartas", ref), f"la carta «{card.id}» ({self.pack.types[card.type].name}) no va en "
                    f"ninguna sección del mazo", f"secciones: {names}", key=True))
                continue
            counts[section.id] += self.copies[ref]
        for section in sections:
            n = counts[section.id]
            if section.optional and n + unsure == 0:
                continue
            if (section.minimum is not None and n + unsure < section.minimum) or (
                    section.maximum is not None and n > section.maximum):
                self.problems.append(self.document.diagnostic(
                    "NM047", ("cartas",), f"la sección «{section.name}» tiene {plural(n, 'carta', 'cartas')}; "
                    f"debe tener {bounds(section.minimum, section.maximum)}",
                    "añade cartas de esa sección" if section.minimum is not None and n < section.minimum
                    else "quita cartas de esa sección", key=True))

    def _character(self, cards: dict[str, Card], sets: list[str]) -> str | None:
        """NM048: a per-character deck must name its character; NM049: every card must be its."""
        rule = self.pack.decks.character
        if rule is None:
            return None
        document, hero_type = self.document, self.pack.types[rule.type]
        heroes = sorted({c.id for s in sets if s in self.project.sets for c in self.project.sets[s].cards.values()
                         if c.type == rule.type})
        if "personaje" not in self.data:
            self.problems.append(document.diagnostic(
                "NM048", (), f"el mazo no dice su personaje ({indefinite(hero_type.name, hero_type.gender)})",
                "añade «personaje: <id>»" + (f"; hay: {', '.join(heroes)}" if heroes else ""), key=True))
            return None
        ref = self.data["personaje"]
        found = self.find(ref, ("personaje",), sets, key=False)
        if found.problem is not None and found.problem.code != "NM041":
            self.problems.append(found.problem)
            return None
        hero = found.card
        if hero is None or hero.type != rule.type:
            what = "no existe" if hero is None else f"no es {indefinite(hero_type.name, hero_type.gender)}"
            hint = close(ref, heroes) or ("personajes: " + ", ".join(heroes) if heroes
                                          else f"no hay ninguna carta de tipo «{rule.type}»")
            if not found.silent:
                self.problems.append(document.diagnostic("NM048", ("personaje",), f"el personaje «{ref}» {what}", hint))
            return None
        names = {fold(hero.id), fold(hero.name), *(fold(w) for w in rule.wildcards), *_companions(hero, rule)}
        for ref_, card in cards.items():
            if card.type == rule.type:
                continue
            value = card.get(rule.field)
            owners = value if isinstance(value, list) else [value] if value is not None else []
            owners = [o for o in owners if isinstance(o, str)]
            if owners and not any(fold(o) in names for o in owners):
                self.problems.append(document.diagnostic(
                    "NM049", ("cartas", ref_), f"la carta «{card.id}» es de {listing(owners, 'o')}, no de «{hero.name}»",
                    "quita la carta o cambia «personaje»", key=True))
        return hero.id


def _companions(hero: Card, rule) -> list[str]:
    """The folded names a character's companions go by (a text, a list of texts or of groups with «nombre»)."""
    if rule.companions_field is None:
        return []
    value = hero.get(rule.companions_field)
    items = value if isinstance(value, list) else [value]
    names = [n for i in items for n in ((i.get("nombre"), i.get("id")) if isinstance(i, dict) else (i,))]
    return [fold(n) for n in names if isinstance(n, str)]


def check_characters(project: "Project") -> list[Diagnostic]:
    """NM175: a card of a per-character game (``mazos.personaje``) whose character is not one of its set's
    characters, nor a companion of one (nor a wildcard, «cualquiera»). A set with no character card of its
    own is checked against every set of the folder. Decks check the same against their one character (NM049)."""
    from .yamlfile import load_yaml

    rule = project.pack.decks.character if project.pack is not None else None
    if rule is None:
        return []
    everywhere = [c for s in project.sets.values() for c in s.cards.values() if c.type == rule.type]
    problems = []
    for card_set in project.sets.values():
        own = [c for c in card_set.cards.values() if c.type == rule.type]
        heroes = own or everywhere
        names = {fold(w) for w in rule.wildcards}
        for hero in heroes:
            names |= {fold(hero.id), fold(hero.name), *_companions(hero, rule)}
        for card in card_set.cards.values():
            value = card.get(rule.field)
            owners = [o for o in (value if isinstance(value, list) else [value]) if isinstance(o, str)]
            if card.type == rule.type or not owners or any(fold(o) in names for o in owners):
                continue
            library = _bundled_characters(project) if not own else frozenset()
            if not own and (any(fold(o) in library for o in owners) or not (everywhere or library)):
                continue  # a character of the bundled pack the folder names, or no character known at all
            hero_type = project.pack.types[rule.type]
            known = [h.name for h in heroes] + [n for h in heroes for n in _companion_names(h, rule)]
            hint = (close(owners[0], known) or (f"personajes: {', '.join(known)}" if known else
                    f"no hay ninguna carta de tipo «{rule.type}»")) + \
                f"; o añade {indefinite(hero_type.name, hero_type.gender)} de «{owners[0]}»"
            document = load_yaml(card.source.file)
            data = document.data
            path: tuple = (rule.field,)
            if isinstance(data, dict) and isinstance(data.get("cartas"), list):
                index = next((i for i, c in enumerate(data["cartas"]) if isinstance(c, dict) and c.get("id") == card.id), None)
                path = ("cartas", index, rule.field) if index is not None else path
            where_ = "de su set" if heroes is not everywhere else "de la carpeta"
            problems.append(document.diagnostic(
                "NM175", path, f"la carta «{card.id}» es de {listing(owners, 'o')}, "
                f"que no es un personaje {where_} ni uno de sus compañeros", hint))
    return problems


def _bundled_characters(project: "Project") -> frozenset[str]:
    """The folded names of the characters (and their companions) of the bundled pack a designer's folder
    names, or of the pack an overlay extends; none for the bundled pack's own folder."""
    game = project.game
    pack_folder = (game.base or game).folder if game is not None else None
    if pack_folder is None or project.pack_file is None or project.pack_file.parent.resolve() == pack_folder.resolve():
        return frozenset()
    return _characters_of(pack_folder.resolve())


@lru_cache(maxsize=None)
def _characters_of(pack_folder: Path) -> frozenset[str]:
    from .loader import load

    project = load([pack_folder]).project
    rule = project.pack.decks.character
    return frozenset(n for s in project.sets.values() for c in s.cards.values() if c.type == rule.type
                     for n in (fold(c.id), fold(c.name), *_companions(c, rule)))


def _companion_names(hero: Card, rule) -> list[str]:
    value = hero.get(rule.companions_field) if rule.companions_field else None
    items = value if isinstance(value, list) else [value]
    return [n for n in (i.get("nombre") if isinstance(i, dict) else i for i in items) if isinstance(n, str)]


def check_deck(document: YamlDocument, project: "Project", pack: Pack) -> tuple[Deck | None, list[Diagnostic]]:
    """A deck file whose shape is valid: the :class:`Deck` (None when it has errors) and its problems."""
    check = _DeckCheck(document, project, pack)
    deck = check.run()
    return deck, check.problems
