"""Keyword abilities as data: the ``nismatch: palabras_clave`` of a NISMATCH pack.

A keyword («Blindaje N») has a name, whether it takes a number, the etiqueta a card gives it,
its text in the base language («Esta Parte gana +{N} DEF») and an optional reminder printed on
the card. :func:`keyword_problems` checks the definitions (NM085, placed in ruleset.yaml, down to
the word of the text at fault); :func:`keyword_defs` reads them for the parser.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Iterator

from nismatch_cards.cards.pack import Pack
from nismatch_cards.cards.wording import close
from nismatch_cards.games import PackProblem
from .language import AbilitySyntaxError, KeywordDef, parse
from .language.checks import AbilityContext, TagRules, ability_problems
from .language.lexer import normalise
from .language.parser import opening_words

if TYPE_CHECKING:  # pragma: no cover
    from .rules import Ruleset

CODE = "NM085"
SECTION = ("nismatch", "palabras_clave")
PLACEHOLDER = "{N}"
_KEYS = {"nombre": str, "numero": bool, "etiqueta": str, "texto": str, "recordatorio": str}
_REQUIRED = ("nombre", "etiqueta", "texto")
_NAME = re.compile(r"[^\W\d_]+( [^\W\d_]+)*")
_EXAMPLE = "p. ej. «{nombre: Blindaje, numero: true, etiqueta: pasiva, texto: \"Esta Parte gana +{N} DEF\"}»"


def keyword_defs(pack: Pack) -> tuple[KeywordDef, ...]:
    """The pack's keyword abilities (well-formed entries only: the rest are reported by
    :func:`keyword_problems`)."""
    return tuple(KeywordDef(e["nombre"], e["texto"], e.get("numero") is True, e["etiqueta"], e.get("recordatorio"))
                 for _, e in _entries(pack) if not _shape_problems((), e, pack))


def keyword_problems(pack: Pack, ruleset: Ruleset) -> list[PackProblem]:
    """Every problem of the pack's keyword definitions (``ruleset`` read from the same pack)."""
    section = pack.engine_data.get("palabras_clave", [])
    if not isinstance(section, (list, tuple)):
        return [PackProblem(SECTION, "«palabras_clave» debe ser una lista de palabras clave", _EXAMPLE, CODE)]
    problems, seen = [], {}
    for i, entry in _entries(pack, report=problems):
        path = SECTION + (i,)
        shape = _shape_problems(path, entry, pack)
        if shape:
            problems += shape
            continue
        name = normalise(entry["nombre"])
        if name in seen:
            problems.append(PackProblem(path + ("nombre",), f"la palabra clave «{entry['nombre']}» ya está "
                                        f"declarada (la {seen[name] + 1}.ª)", "cambia el nombre o quita una", CODE))
        seen.setdefault(name, i)
        problems += _text_problems(path, entry, ruleset)
    return problems


def _entries(pack: Pack, report: list | None = None) -> Iterator[tuple[int, Any]]:
    section = pack.engine_data.get("palabras_clave", [])
    for i, entry in enumerate(section if isinstance(section, (list, tuple)) else ()):
        if hasattr(entry, "get"):
            yield i, entry
        elif report is not None:
            report.append(PackProblem(SECTION + (i,), "cada palabra clave es un mapa de «nombre», «numero», "
                                      "«etiqueta», «texto» y «recordatorio»", _EXAMPLE, CODE))


def _shape_problems(path: tuple, entry, pack: Pack) -> list[PackProblem]:
    """Keys, kinds, the name and the etiqueta: what must hold before the text can be read."""
    problems = [PackProblem(path + (key,), f"clave desconocida «{key}» en una palabra clave",
                            close(key, _KEYS) or "claves admitidas: " + ", ".join(_KEYS), CODE, at_key=True)
                for key in entry if key not in _KEYS]
    problems += [PackProblem(path, f"a la palabra clave le falta «{key}»", _EXAMPLE, CODE)
                 for key in _REQUIRED if key not in entry]
    for key, kind in _KEYS.items():
        if key in entry and not isinstance(entry[key], kind):
            what = "true o false" if kind is bool else "un texto"
            problems.append(PackProblem(path + (key,), f"«{key}» debe ser {what}", _EXAMPLE, CODE))
    if problems:
        return problems
    name, tags = entry["nombre"], pack.enums["etiqueta"].ids if "etiqueta" in pack.enums else ()
    if not _NAME.fullmatch(name):
        problems.append(PackProblem(path + ("nombre",), f"«{name}» no sirve de nombre de palabra clave",
                                    "usa una o más palabras de letras separadas por un espacio, p. ej. «Blindaje»",
                                    CODE))
    elif normalise(name).split(" ")[0] in opening_words():
        first = name.split(" ")[0]
        problems.append(PackProblem(path + ("nombre",), f"«{first}» es una palabra con la que empiezan "
                                    "habilidades del lenguaje", f"elige otro nombre: un texto que empiece por "
                                    f"«{first}» se leería como esta palabra clave", CODE))
    if entry["etiqueta"] not in tags:
        problems.append(PackProblem(path + ("etiqueta",), f"la etiqueta «{entry['etiqueta']}» no existe",
                                    close(entry["etiqueta"], tags) or "etiquetas: " + ", ".join(tags), CODE))
    return problems


def _text_problems(path: tuple, entry, ruleset: Ruleset) -> list[PackProblem]:
    """The text and reminder agree with «numero»; the text parses and suits its etiqueta."""
    number, text = entry.get("numero") is True, entry["texto"]
    problems = []
    for key in ("texto", "recordatorio"):
        value = entry.get(key)
        if value is not None and number and key == "texto" and PLACEHOLDER not in value:
            problems.append(PackProblem(path + (key,), f"la palabra clave lleva número y su {key} no dice dónde "
                                        "va", f"escribe «{PLACEHOLDER}» donde va el número", CODE))
        if value is not None and not number and PLACEHOLDER in value:
            problems.append(PackProblem(path + (key,), f"«{PLACEHOLDER}» en una palabra clave sin número",
                                        "añade «numero: true» o quita «{N}»", CODE, value.find(PLACEHOLDER)))
    if problems:
        return problems
    expansion = KeywordDef(entry["nombre"], text, number).expansion(1 if number else None)
    try:
        ast = parse(expansion)
    except AbilitySyntaxError as error:
        return [PackProblem(path + ("texto",), error.message, error.hint, CODE, _offset(text, error.column - 1))]
    context = AbilityContext(TagRules.of(ruleset.tags[entry["etiqueta"]]), is_part=True, die=ruleset.initiative_die)
    return [PackProblem(path + ("texto",), p.message, p.hint, CODE, _offset(text, _start(p.node)))
            for p in ability_problems(ast, context) if p.severity == "error"]


def _start(node) -> int:
    span = getattr(node, "span", None)
    return span.start if span is not None else 0


def _offset(text: str, offset: int) -> int:
    """Where ``offset`` of the text with «{N}» replaced by «1» falls in the text as written."""
    shift = 0
    for match in re.finditer(re.escape(PLACEHOLDER), text):
        if match.start() - shift >= offset:
            break
        shift += len(PLACEHOLDER) - 1
    return offset + shift
