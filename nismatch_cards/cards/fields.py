"""Cards checked against the fields their type declares in the pack, with a diagnostic for every
problem (file, line, column, Spanish message and hint).

A :class:`CardChecker` is built once per pack and walks each card's values along its type's
:class:`~nismatch_cards.cards.pack.Field` definitions: no JSON Schema is interpreted per card.
The JSON Schemas editors use are derived from the same definitions (``jsonschemas.py``), and
the tests check both on the same good and bad cards.

A problem of shape (NM010: a missing or unknown key, a value of the wrong type) leaves the card
unusable: it is not built and no game check looks at it. A problem of meaning (NM034 out of
range, NM032 not admitted, the text checks NM020–NM023) still lets the game's checks run, so
one run reports them all.
"""
from __future__ import annotations

import difflib
import re
import unicodedata
from typing import Any, Mapping

from ..diagnostics import Diagnostic
from .model import Range
from .pack import BOOLEAN, COMMON_KEYS, ENUM, INTEGER, LIST, RANGE, TEXT, CardType, Field, TextStyle, definite
from .packs import LoadedPack
from .wording import bounds, by_folding, close, fold, folded, key_of, listing, plural, show, where
from .yamlfile import YamlDocument

ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
ID_HINT = "usa solo minúsculas sin acentos, dígitos y guiones, p. ej. «brazo-martillo»"
#: Ids and set codes name files (``carta-<set>-<id>.html``, ``<set>/<id>.png``): a file name has at most 255 bytes.
MAX_ID = 64
#: Card ids that would be named like the files of the backs (``dorso.png``, ``dorso-<dorso>.png``).
RESERVED_ID = re.compile(r"dorso(?:-.*)?")
RANGE_TEXT = re.compile(r"(0|[1-9][0-9]*)(?:-(0|[1-9][0-9]*))?")
#: ``{id}`` inside a text, or ``{N id}``: the icon N times («{2 rojo}», two red circles), N from 1 to :data:`MAX_ICONS`.
ICON = re.compile(r"\{(?:([0-9]+) )?([^{}]*)\}")
MAX_ICONS = 20
_WORD = re.compile(r"[^\W\d_]+")
_TYPE_HINT = "revisa el valor de esa clave"



def is_prototype(group: Field, value: Any) -> bool:
    """Whether a group's value is marked ``prototipo: true``: its texts of a language style are free
    text for now (checked as text, printed as written)."""
    return "prototipo" in group.fields and isinstance(value, dict) and value.get("prototipo") is True

class Findings:
    """The problems found in one card (or set, or deck), and whether its shape is broken;
    ``what`` names the whole thing in messages («la carta», «el mazo»)."""

    __slots__ = ("document", "problems", "broken", "what")

    def __init__(self, document: YamlDocument, what: str = "la carta"):
        self.document = document
        self.problems: list[Diagnostic] = []
        self.broken = False
        self.what = what

    def shape(self, path: tuple, message: str, hint: str, key: bool = False) -> None:
        self.problems.append(self.document.diagnostic("NM010", path, message, hint, key=key))
        self.broken = True

    def meaning(self, code: str, path: tuple, message: str, hint: str) -> None:
        self.problems.append(self.document.diagnostic(code, path, message, hint))

    def wrong_type(self, path: tuple, value: Any, wanted: str) -> None:
        self.shape(path, f"«{key_of(path)}» debe ser {wanted}, no {show(value)}", _TYPE_HINT)

    def missing(self, path: tuple, key: str, why: str = "") -> None:
        if why:
            self.shape(path, f"falta la clave «{key}» en {where(path, self.what)}: es obligatoria cuando {why}",
                       f"añade «{key}: …»", key=True)
        else:
            self.shape(path, f"falta la clave obligatoria «{key}» en {where(path, self.what)}", f"añade «{key}: …»",
                       key=True)

    def blank(self, path: tuple, key: str, f: Field, game: str) -> None:
        """A box the rulebook shows that a draft left blank (``recomendado``): a warning with the rulebook's words."""
        source = f"el reglamento de {game}" + (f", «{f.recommended.section}»," if f.recommended.section else "")
        self.problems.append(self.document.diagnostic(
            "NM174", path, f"{where(path, self.what)} deja en blanco «{key}» ({f.name}), que {source} muestra en "
                           f"sus cartas: «{f.recommended.text}»",
            f"un borrador puede dejarlo así (se imprime sin él); añade «{key}: …» antes de la versión "
            f"final", key=True, severity="warning"))

    def left_blank(self, path: tuple, key: str, f: Field) -> None:
        """An optional field written with no value («curar:»): read as absent, with a warning."""
        self.problems.append(self.document.diagnostic(
            "NM242", path + (key,), f"«{key}» ({f.name}) está en blanco; se lee como si no estuviera y la carta se "
                                    f"imprime sin él", f"escribe su valor («{key}: …») o quita la línea", key=True,
            severity="warning"))

    def unknown(self, path: tuple, key: str, allowed) -> None:
        self.shape(path + (key,), f"clave desconocida «{key}» en {where(path, self.what)}",
                   close(key, allowed) or "claves admitidas: " + ", ".join(allowed), key=True)

    def text(self, path: tuple, value: Any) -> bool:
        """Whether ``value`` is a text with something in it (reporting why not)."""
        if type(value) is not str:
            self.wrong_type(path, value, "un texto")
            return False
        if not value:
            self.shape(path, f"«{key_of(path)}» no puede estar vacío", "escribe un valor")
            return False
        return True

    def identifier(self, path: tuple, value: Any) -> bool:
        """A card id or set code: lowercase letters, digits and hyphens, at most :data:`MAX_ID` of them."""
        if type(value) is not str:
            self.wrong_type(path, value, "un texto")
        elif not ID.fullmatch(value):
            self.shape(path, f"{show(value)} no es un identificador válido para «{key_of(path)}»", ID_HINT)
        elif len(value) > MAX_ID:
            self.shape(path, f"«{key_of(path)}» tiene {len(value)} caracteres; el máximo es {MAX_ID}",
                       "acórtalo: da nombre a archivos de la web y de las imágenes")
        else:
            return True
        return False


def integer(value: Any) -> int | None:
    """``value`` as a whole number, or None: ``3`` and ``3.0`` are 3 (as JSON Schema counts them),
    ``true``, ``3.5`` and ``"3"`` are not."""
    if type(value) is int:
        return value
    if type(value) is float and value.is_integer():
        return int(value)
    return None


def _own_field_hint(key: str, f: Field) -> str:
    """How to write a field of the card that was written as a value of a list («curar: 5»)."""
    if f.kind == INTEGER and f.minimum is not None and f.maximum is not None:
        return f"escríbelo aparte con su número: «{key}: N» ({f.name}, de {f.minimum} a {f.maximum})"
    return f"escríbelo aparte, «{key}: …» ({f.name})"


def _when(c) -> str:
    """«clase» es «ataque» o «defensa»; a boolean as YAML writes it: «proyectil» es «true»."""
    values = [("true" if v else "false") if isinstance(v, bool) else v for v in c.values]
    return f"«{c.field}» es {listing(values, 'o')}"


class CardChecker:
    """The checks of one pack's cards."""

    def __init__(self, loaded: LoadedPack):
        self.pack = loaded.pack
        self.languages = loaded.languages
        pack = self.pack
        self._declared = pack.field_ids()
        self._keys = {t: ("id", "nombre", "tipo", *card_type.fields, "arte") for t, card_type in pack.types.items()}
        self._everywhere = [f for f in self._declared if all(
            f in t.fields and t.fields[f].required for t in pack.types.values())]
        self._enums = {e: frozenset(enum.ids) for e, enum in pack.enums.items()}
        self._folded = {e: by_folding(enum.ids) for e, enum in pack.enums.items()}
        self._folded_types = by_folding(pack.types)
        self._vocabulary = {s: _Vocabulary(style.vocabulary) for s, style in pack.text_styles.items() if style.vocabulary}
        self._patterns = {s: re.compile(style.pattern) for s, style in pack.text_styles.items() if style.pattern}

    # --- a card -------------------------------------------------------------------------------

    def check(self, document: YamlDocument, path: tuple, entry: dict) -> tuple[dict | None, list[Diagnostic]]:
        """The card's fields (validated values as written; None when its shape is broken) and every
        problem found."""
        run = Findings(document)
        card_type = self._common(run, path, entry)
        fields: dict[str, Any] = {}
        if card_type is None:  # only what every type would say
            allowed = ("id", "nombre", "tipo", *self._declared, "arte")
            for key in entry:
                if key not in allowed:
                    run.unknown(path, key, allowed)
            for key in self._everywhere:
                if key not in entry:
                    run.missing(path, key)
            return None, run.problems
        prototype = "prototipo" in card_type.fields and entry.get("prototipo") is True  # every text of the card
        entry = _without_blanks(run, path, card_type.fields, entry)
        for key, value in entry.items():
            if key in COMMON_KEYS:
                continue
            f = card_type.fields.get(key)
            if f is None:
                self._not_allowed(run, path, key, card_type)
            else:
                fields[key] = self._value(run, path + (key,), f, value, card_type, prototype)
        self._presence(run, path, card_type.fields, {**entry, **fields}, card_type)
        return (None if run.broken else fields), run.problems

    def type_of(self, written: Any) -> str | None:
        """The card type ``tipo`` names, as the pack writes it («Parte» is «parte»)."""
        if isinstance(written, str) and written in self.pack.types:
            return written
        return self._folded_types.get(folded(written)) if isinstance(written, str) else None

    @staticmethod
    def _canonical(run: Findings, path: tuple, value: Any, known: frozenset | dict, folding: Mapping[str, str]) -> Any:
        """A value written in another case or with accents («Relámpago») as the pack writes it
        («relampago»), with a warning (NM056); anything else as it is."""
        if not isinstance(value, str) or value in known or folded(value) not in folding:
            return value
        meant = folding[folded(value)]
        run.problems.append(run.document.diagnostic(
            "NM056", path, f"{show(value)} se lee como «{meant}»",
            f"escribe «{meant}», como lo escriben el paquete y los esquemas del editor", severity="warning"))
        return meant

    def _common(self, run: Findings, path: tuple, entry: dict) -> CardType | None:
        """The keys of every card; the card's type when ``tipo`` names one."""
        for key in ("id", "nombre", "tipo"):
            if key not in entry:
                run.missing(path, key)
        if "id" in entry and run.identifier(path + ("id",), entry["id"]) and RESERVED_ID.fullmatch(entry["id"]):
            run.shape(path + ("id",), f"el id «{entry['id']}» está reservado: los dorsos se guardan como dorso.png y "
                      "dorso-<dorso>.png", "elige otro id (p. ej. añade el tipo de carta delante)")
        for key in ("nombre", "arte"):
            if key in entry:
                run.text(path + (key,), entry[key])
        if "tipo" not in entry:
            return None
        type_id = self._canonical(run, path + ("tipo",), entry["tipo"], self.pack.types, self._folded_types)
        if isinstance(type_id, str) and type_id in self.pack.types:
            return self.pack.types[type_id]
        self._not_a_value(run, path + ("tipo",), type_id, list(self.pack.types))
        return None

    def _not_allowed(self, run: Findings, path: tuple, key: str, card_type: CardType) -> None:
        if key not in self._declared:
            run.unknown(path, key, self._keys[card_type.id])
            return
        run.shape(path + (key,), f"«{key}» no se permite en {card_type.a_name}",
                  f"quita esa clave; claves admitidas en {card_type.a_name}: {', '.join(self._keys[card_type.id])}",
                  key=True)

    def _presence(self, run: Findings, path: tuple, fields: Mapping[str, Field], mapping: dict,
                  card_type: CardType) -> None:
        """Required fields that are missing, and fields present where a condition forbids them."""
        for field_id, f in fields.items():
            if field_id in mapping:
                forbidding = next((c for c in f.forbidden_if if c.holds(mapping)), None)
                if forbidding is not None:
                    run.shape(path + (field_id,), f"«{field_id}» no se permite en {card_type.a_name} cuando "
                              f"{_when(forbidding)}", "quita esa clave", key=True)
            elif f.required:
                run.missing(path, field_id)
            elif f.recommended is not None and not any(c.holds(mapping) for c in f.forbidden_if):
                run.blank(path, field_id, f, self.pack.name)
            else:
                requiring = next((c for c in f.required_if if c.holds(mapping)), None)
                if requiring is not None:
                    run.missing(path, field_id, _when(requiring))

    # --- a value ------------------------------------------------------------------------------

    def _value(self, run: Findings, path: tuple, f: Field, value: Any, card_type: CardType,
               prototype: bool = False) -> Any:
        """``value`` checked as field ``f``; returned as the card keeps it. In a group marked
        ``prototipo: true`` (``prototype``), a text of a language style is free text for now."""
        kind = f.kind
        if kind == INTEGER:
            number = integer(value)
            if number is None:
                run.wrong_type(path, value, "un número entero")
                return value
            self._in_range(run, path, f, number, number, str(number))
            return number
        if kind == TEXT:
            if run.text(path, value):
                if f.max_length is not None and len(value) > f.max_length:
                    run.shape(path, f"«{key_of(path)}» tiene {len(value)} caracteres; admite como mucho {f.max_length}",
                              "acórtalo")
                elif f.style is not None:
                    self._styled(run, path, self.pack.text_styles[f.style], value, prototype)
            return value
        if kind == ENUM:
            value = self._canonical(run, path, value, self._enums[f.enum], self._folded[f.enum])
            if not (isinstance(value, str) and value in self._enums[f.enum]):
                own = card_type.fields.get(folded(value)) if isinstance(value, str) else None
                if own is not None and own.kind != ENUM:  # «especiales: [curar]»: Curar carries its number
                    run.shape(path, f"{show(value)} no es un valor de «{key_of(path)}»: es un campo propio de "
                              f"{card_type.a_name}, que lleva su valor", _own_field_hint(folded(value), own))
                else:
                    self._not_a_value(run, path, value, self.pack.enums[f.enum].ids)
            elif f.allowed is not None and value not in f.allowed:
                run.meaning("NM032", path, f"{definite(f.name.lower(), f.gender)} «{value}» no se admite en "
                            f"{card_type.a_name}", "valores admitidos: " + ", ".join(f.allowed))
            return value
        if kind == BOOLEAN:
            if not isinstance(value, bool):
                run.wrong_type(path, value, "verdadero o falso (true o false)")
            return value
        if kind == RANGE:
            return self._range(run, path, f, value)
        if kind == LIST:
            if type(value) is not list:
                run.wrong_type(path, value, "una lista")
                return value
            items = [self._value(run, path + (i,), f.items, item, card_type, prototype) for i, item in enumerate(value)]
            if (f.minimum is not None and len(value) < f.minimum) or (f.maximum is not None and len(value) > f.maximum):
                run.shape(path, f"«{key_of(path)}» tiene {plural(len(value), 'elemento', 'elementos')}; admite {bounds(f.minimum, f.maximum)}",
                          "añade elementos" if f.minimum is not None and len(value) < f.minimum else "quita elementos")
            return items
        # GROUP
        if type(value) is not dict:
            run.wrong_type(path, value, "un mapa de claves")
            return value
        group = {}
        prototype = prototype or is_prototype(f, value)
        value = _without_blanks(run, path, f.fields, value)
        for key, item in value.items():
            sub = f.fields.get(key)
            if sub is None:
                run.unknown(path, key, list(f.fields))
            else:
                group[key] = self._value(run, path + (key,), sub, item, card_type, prototype)
        self._presence(run, path, f.fields, {**value, **group}, card_type)
        return group

    def _not_a_value(self, run: Findings, path: tuple, value: Any, options) -> None:
        hint = (close(value, options) if isinstance(value, str) else "") or "valores admitidos: " + ", ".join(options)
        run.shape(path, f"{show(value)} no es un valor válido de «{key_of(path)}»", hint)

    def _in_range(self, run: Findings, path: tuple, f: Field, low: int, high: int, written: str) -> None:
        if (f.minimum is not None and low < f.minimum) or (f.maximum is not None and high > f.maximum):
            if f.minimum is not None and f.maximum is not None:
                where_to, hint = f"{f.minimum} a {f.maximum}", f"usa un valor entre {f.minimum} y {f.maximum}"
            elif f.minimum is not None:
                where_to, hint = f"al menos {f.minimum}", f"usa un valor de {f.minimum} o más"
            else:
                where_to, hint = f"como mucho {f.maximum}", f"usa un valor de {f.maximum} o menos"
            run.meaning("NM034", path, f"{f.name} {written} está fuera del rango del reglamento ({where_to})", hint)

    def _range(self, run: Findings, path: tuple, f: Field, value: Any) -> Any:
        """A ``rango``: a whole number, or «low-high» written as text."""
        match = RANGE_TEXT.fullmatch(value) if isinstance(value, str) else None
        if integer(value) is not None:
            written = Range(integer(value), integer(value))
        elif match is not None:
            written = Range(int(match.group(1)), int(match.group(2) or match.group(1)))
        else:
            run.wrong_type(path, value, "un número o un rango como «1-3»")
            return value
        if written.low > written.high:
            run.shape(path, f"el rango «{value}» va de mayor a menor", f"escribe «{written.high}-{written.low}»")
            return value
        self._in_range(run, path, f, written.low, written.high, str(value))
        return written

    # --- a text ------------------------------------------------------------------------------

    def _styled(self, run: Findings, path: tuple, style: TextStyle, value: str, prototype: bool = False) -> None:
        """A text in its style: its language's checks, or the pack's icons, vocabulary and pattern.
        A prototype's text in a language is not checked by it: it gets a warning (NM084)."""
        text = value if value.isascii() else unicodedata.normalize("NFC", value)
        document = run.document
        if style.language is not None and prototype:
            in_play = getattr(self.languages[style.language], "prototype_in_play", "en la partida no se juega")
            run.problems.append(document.diagnostic(
                "NM084", path, f"habilidad prototipo: se imprime tal cual y {in_play}",
                "cuando la idea esté decidida, escríbela en el lenguaje de habilidades y quita «prototipo: true»",
                severity="warning"))
            return
        if style.language is not None:
            for p in self.languages[style.language].check(text, self.pack):
                run.problems.append(document.text_diagnostic(path, text, p.column - 1, "NM020", p.message, p.hint,
                                                             p.severity))
            return
        if style.icons:
            for match in ICON.finditer(text):
                count, name = match.groups()
                if name not in self.pack.icons:
                    run.problems.append(document.text_diagnostic(
                        path, text, match.start(2) if count else match.start(), "NM022",
                        f"el icono «{{{name}}}» no existe en el paquete", self._icon_hint(name)))
                elif count is not None and not 1 <= int(count) <= MAX_ICONS:
                    run.problems.append(document.text_diagnostic(
                        path, text, match.start(1), "NM022", f"«{{{count} {name}}}» repetiría el icono {int(count)} "
                        f"veces; se repite de 1 a {MAX_ICONS}", f"escribe un número del 1 al {MAX_ICONS}: «{{2 {name}}}»"))
        vocabulary = self._vocabulary.get(style.id)
        if vocabulary is not None:
            words = ICON.sub(lambda m: " " * len(m.group()), text) if style.icons else text  # not inside {icons}
            for match in _WORD.finditer(words):
                meant = vocabulary.meant(match.group())
                if meant is not None:
                    run.problems.append(document.text_diagnostic(
                        path, text, match.start(), "NM021", f"«{match.group()}» no es un término del juego",
                        f"¿quisiste decir «{meant}»?", "warning"))
        pattern = self._patterns.get(style.id)
        if pattern is not None and not pattern.search(text):
            run.problems.append(document.text_diagnostic(
                path, text, 0, "NM023", style.pattern_message or f"el texto no sigue el formato del estilo «{style.id}»",
                style.pattern_hint or f"formato (expresión regular): {style.pattern}"))

    def _icon_hint(self, name: str) -> str:
        icons = list(self.pack.icons)
        if not icons:
            return "el paquete no declara iconos («iconos»)"
        match = difflib.get_close_matches(name, icons, n=1, cutoff=0.6)
        return f"¿quisiste decir «{{{match[0]}}}»?" if match else "iconos del paquete: " + ", ".join(
            f"{{{i}}}" for i in icons)


class _Vocabulary:
    """A text style's game terms: a word written almost like one of them is probably a slip."""

    def __init__(self, terms: tuple[str, ...]):
        words = [w for term in terms for w in _WORD.findall(unicodedata.normalize("NFC", term))]
        self.known = {w.casefold() for w in words}
        self.folded = {fold(w): w for w in words}
        self.by_casefold = {w.casefold(): w for w in words if len(w) >= 4}

    def meant(self, word: str) -> str | None:
        """The term ``word`` is probably a misspelling of, or None when it is a term or an ordinary word."""
        lower = word.casefold()
        if lower in self.known:
            return None
        if fold(word) in self.folded:
            return self.folded[fold(word)]
        if len(word) < 4:
            return None
        match = difflib.get_close_matches(lower, self.by_casefold, n=1, cutoff=0.85)
        if not match or lower in (match[0] + "s", match[0] + "es") or match[0] in (lower + "s", lower + "es"):
            return None
        return self.by_casefold[match[0]]


def _without_blanks(run: Findings, path: tuple, fields: Mapping[str, Field], mapping: dict) -> dict:
    """``mapping`` without the optional fields a draft wrote with no value: a recommended box left so is
    reported as left blank (NM174, by the presence check), any other as written blank (NM242). A required
    field with no value stays, to be refused."""
    blanks = [key for key, value in mapping.items()
              if value is None and key in fields and not fields[key].required]
    for key in blanks:
        if fields[key].recommended is None:
            run.left_blank(path, key, fields[key])
    return {key: value for key, value in mapping.items() if key not in blanks} if blanks else mapping
