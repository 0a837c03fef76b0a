"""Error messages of the ability parser: what was found, what fits there, and how to fix it.

Every message is in Spanish, points at the word at fault (1-based column) and ends in a hint:
a close keyword («¿quisiste decir «Parte»?»), the wording the language uses for a common way of
saying something it has («cura» → «repárale»), a plain «el lenguaje no tiene …» for what it lacks,
or where to read more.
"""
from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass, field

from .lexer import NUMBER_WORDS, normalise, printed

DOCS = "consulta docs/ability-language.md para las construcciones admitidas"
PUNCTUATION = {"|": "«|»", ";": "«;»", "+": "«+»", "-": "«-»", ".": "«.»", ",": "«,»"}
NUMBERS = {"INT", "WORDNUM"}
MASCULINE = {"taller", "talleres", "botin", "botines"}  # nouns that take «un» where the grammar takes UNA

PREVENT = "«previene los próximos N puntos de daño que reciba …»"
ROLL = "«tira un dado: si sale 4 o más, …»"
COUNTERS = "«pon un contador en …» (y «quita N contadores de …»)"
CHOOSE_HINT = "«Selecciona …» en los requisitos para elegir cartas, o «elige uno: A o B» para elegir un efecto"
#: What may follow a unit with no number («roba cartas …»): a count, a stat, the result of a die.
AMOUNT_WORDS = {"igual al numero de", "igual a", "igual al resultado", "igual a la mitad del resultado"}

#: Ways designers say things the language says otherwise, where no one reading fits every sentence (a word
#: that always reads as the language's words is a line of the pack's lexicon, packs/nismatch/lexico.yaml):
#: normalised word → the wording to use.
#: Words the language has only after «Si … fuera a recibir daño,» («evita todo ese daño», constructs/damage_changes.py):
#: anywhere else they still get the hint of their WORDINGS.
THAT_DAMAGE_ONLY = {"evita", "reduce"}
WORDINGS = {
    "curala": "«repárale N PG»", "danala": "«hazle N puntos de daño»", "dana": "«haz N puntos de daño a …»",
    "ataca": "«hazle N puntos de daño»", "sacrifica": "«envía esta Parte al Depósito de Chatarra»",
    "descarta": "«descarta una carta»", "saca": "«añade … a tu mano»", "roba": "«roba N cartas»",
    "repite": "escribe el efecto dos veces, unido con «y»", "elige": "«Selecciona …» en los requisitos",
    "escoge": CHOOSE_HINT, "objetivo": "«Selecciona una Parte; …»", "ataque": "«FUE»", "pila": "«las marchas»",
    "oponentes": "«tu oponente»", "prevenir": PREVENT, "evita": PREVENT,
    "inmune": "«tu oponente no puede seleccionar esta Parte»", "blindada": "«tu oponente no puede seleccionar esta Parte»",
    "reduce": PREVENT, "reducelo": PREVENT, "ignora": PREVENT, "protege": PREVENT, "protegela": PREVENT,
    "ultima": "«Si tu oponente activa una habilidad; cópiala» (o «niégala») para la que acaba de activar",
    "extra": "«juega un turno extra después de este»", "moneda": ROLL + " (la mitad de las veces, como una moneda)",
    "lanza": ROLL, "dados": ROLL, "azar": ROLL, "token": COUNTERS, "tokens": COUNTERS,
    "dobla": "«se duplica»: «la FUE de tu Unidad se duplica hasta el final del turno»",
}
#: What the language does not have: normalised word → what it is, said plainly (no example of the catalogue
#: may have the word: tests/language/test_errors.py).
LACKING = {
    "controla": "tomar el control de cartas ajenas", "control": "tomar el control de cartas ajenas",
    "roba el control": "tomar el control de cartas ajenas",
}
LACKING_HINT = "escribe la idea como habilidad prototipo (prototipo: true) mientras se decide cómo expresarla"

#: Ways of saying something over several words, matched (normalised) on the words around an error: the
#: wording to use, or a function of the match that writes it.
PHRASES = (
    (r"\by (luego|despues|entonces)\b", "un efecto sigue a otro con «y» solo: «roba 3 cartas y descarta una carta»"),
    (r"\b(entre|entra) en juego\b|\bse equipe\b|\bal equipar\b", "escribe «Cuando equipes esta Parte; …»"),
    (r"\bcuando (tu oponente |un oponente )?(ataque|ataca|ataquen|me ataque|te ataque)\b",
     "una Guerrilla se declara: «Cuando tu oponente declare una Guerrilla; …»"),
    (r"\bcuando (tu oponente |un oponente )?(juegues|juegue|juega|uses|use|lances|lance)\b",
     "una Carta de Apoyo se activa: «Cuando actives una Carta de Apoyo; …», «Cuando tu oponente active …»"),
    (r"\bal menos (\d+)\b", lambda m: f"escribe «{m.group(1)} o más»"),
    (r"\bmas de (\d+)\b", lambda m: f"«más de {m.group(1)}» se escribe «{int(m.group(1)) + 1} o más»"),
    (r"\bmenos de (\d+)\b", lambda m: f"«menos de {m.group(1)}» se escribe «{max(int(m.group(1)) - 1, 0)} o menos»"),
    (r"\bintercambia\b[^;]*\bcon\b[^;]*", "escribe «intercambia … por …»: «intercambia una Parte equipada por una Parte "
                                       "de tu Taller»"),
    (r"\ba su mano\b", "escribe «a la mano de su dueño»: «devuélvela a la mano de su dueño»"),
    (r"\b(genera|produce|recibe|recibes) (\d+|un|una|dos|tres|cuatro|cinco) car\b",
     "un piloto gana Carga con «gana»: «gana 2 CAR»"),
    (r"\bal principio de\b", "escribe «Al comienzo de tu turno»"),
    (r"\beste turno\b", "escribe «hasta el final del turno»"),
    (r"\b(tienen?|reciben?) [+-]\d", "una Unidad o una Parte gana o pierde FUE, DEF y VEL: «Tu Unidad gana +1 FUE»"),
    (r"\b(tu|un) rival\b", "escribe «tu oponente»"),
    (r"\baleatori[ao]s?\b", "escribe «al azar» al final: «destruye una Parte de tu oponente al azar»"),
    (r"\b(las|los) (otras|otros|restantes)\b", "escribe «todas las demás Partes» (todas menos la carta de esta "
                                             "habilidad)"),
    (r"\bcuando (tu oponente |un oponente |un rival |tu companero )?(ganas|gano|gane|gana|ganes) (la |esta |una )?"
     r"(guerrilla|batalla)\b", "escribe «Cuando ganes una Guerrilla; …» o «Cuando tu oponente gane una Guerrilla; …»"),
    (r"\bigual a (la|los|el) (fue|def|vel|pg|car) de (la unidad de|esta parte|una parte)",
     "solo se cuenta una estadística de tu Unidad: «igual a la FUE de tu Unidad» (o DEF, o VEL)"),
    (r"\bigual a los (pg|car)\b", "una Unidad tiene FUE, DEF y VEL: «igual a la FUE de tu Unidad»"),
    (r"\btant[oa]s? (puntos de dano|cartas|pg|car|fue|def|vel) como\b",
     "«tantos … como» cuenta cartas («como Partes tengas en tus Talleres»), contadores («como contadores haya en esta "
     "Parte»), el resultado de un dado («como el resultado») o una estadística de tu Unidad («como la FUE de tu "
     "Unidad»)"),
    (r"\bcuestan? (\d+ |\w+ )?(car )?(menos|mas)\b", "un cambio de coste es una Pasiva sobre habilidades o Cartas de "
     "Apoyo: «Tus Cartas de Apoyo cuestan 1 CAR menos», «Las habilidades de las Partes de tu oponente cuestan 1 CAR "
     "más»"),
    (r"\bal azar\b", "«al azar» va al final de las cartas que se toman: «destruye una Parte de tu oponente al azar»; "
                     "robar ya es al azar: «roba una carta»"),
)
#: What the language lacks, said over several words anywhere in the text: the hint of any error in it.
LACKING_PHRASES = (
    (r"(?<!hasta el final del proximo )(?<!hasta el inicio del proximo )(?<!hasta el comienzo del proximo )"
     r"(?<!al final del proximo )(?<!al inicio del proximo )(?<!al comienzo del proximo )"
     r"\b(turno|turnos|fase de \w+|fase final) de (ese oponente|ese rival|ese piloto|su dueno|su controlador)\b"
     r"|\bcada turno de su (dueno|controlador)\b",
     "el lenguaje aún no hace un efecto en cada turno de un piloto concreto ni en una fase de su turno («Al comienzo "
     "de cada turno de su dueño», «En la próxima Fase de Recarga de ese oponente»); sí al comienzo o al final de su "
     "próximo turno («Al final del próximo turno de ese oponente, …») y hasta él («… hasta el final de su próximo "
     "turno»): " + LACKING_HINT),
    (r"\b(pg|fue|def|vel|car)( maximos?)? (tenga|tiene|tuviera|tenia) (la|el) (parte|carta) (?!seleccionada|descartada)"
     r"|\b(car|carga)( maximos?)? (tenga|tiene|tuviera|tenia|produce|produzca|genera|da) (?!(esa|esta) parte\b|la parte "
     r"descartada\b)(la|el|esa|ese|esta)\b"
     r"|\bcomo (la|el|los) de (la|el) (parte|carta) (?!seleccionada|descartada)"
     r"|\bcomo (produce|produzca|genera|genere|da|de) (?!(esa|esta) parte\b|la parte descartada\b)(la|el|esa|ese|esta)\b",
     "el lenguaje aún no mide otras cartas; mide los PG, la FUE, la DEF o la VEL de esta Parte, de la nombrada antes "
     "o de la descartada como coste («tanto daño como PG tenga esa Parte», «igual a sus PG», «… la Parte "
     "descartada», docs/rulings.md 130, 181), y la CAR que produce o consume una de ellas («tanta CAR como produzca "
     "esa Parte», docs/rulings.md 190): " + LACKING_HINT),
    # What an effect selects and where cards go (round 8): what the language cannot do yet, said plainly.
    (r"\b(selecciona|elige) una unidad\b",
     "el lenguaje aún no selecciona una Unidad cualquiera (también la tuya): elige la de un oponente, «Selecciona la "
     "Unidad de un oponente; pierde 2 DEF hasta el final del turno» (docs/rulings.md 180), o habla de la tuya, «Tu "
     "Unidad gana +2 DEF hasta el final del turno»; si no, " + LACKING_HINT),
    (r"\b(mueve|pon|coloca|anade) (un|una|\d+|dos|tres|cuatro|cinco) contador(es)? de dano\b",
     "el lenguaje aún no pone ni mueve contadores de daño: el daño se hace, «haz 2 puntos de daño a …» (se puede "
     "prevenir y dispara «Cuando reciba daño»), y se quita reparando, «quítale 1 contador de daño» "
     "(docs/rulings.md 67); si no es lo mismo, " + LACKING_HINT),
    (r"\bde (tu|su) (mano|arsenal|deposito de chatarra) o (de|en) (tu|su) (mano|arsenal|deposito de chatarra)\b",
     "el lenguaje aún no elige en dos zonas a la vez: una selección mira en un solo sitio («Selecciona una carta de tu "
     "Depósito de Chatarra; …»); " + LACKING_HINT),
    (r"\b(unidades distintas|distintas unidades|unidades diferentes|la misma unidad)\b",
     "el lenguaje aún no pide que las Partes elegidas sean de la misma Unidad o de Unidades distintas; en 1vs1 las de "
     "tu oponente son todas de su Unidad: «Selecciona hasta 2 Partes de tu oponente; …»; si no, " + LACKING_HINT),
    (r"\btalleres (vacios|libres)\b|\btalleres? (tuyos? )?que (este|esten) (vacios?|libres?)\b",
     "el lenguaje aún no cuenta los Talleres vacíos; cuenta las Partes de tus Talleres, que son los ocupados («por "
     "cada Parte tuya en un Taller», docs/rulings.md 2); " + LACKING_HINT),
    (r"\b(fuera|fueras|fuese|fueses|fueran|vaya|vayas|vayan|va|vas|van) a (robar|descartar|ganar|perder|pagar|activar|"
     r"declarar|equipar|reclamar|tirar|mover|ser (desactivad|movid|devuelt|seleccionad|negad|descartad|equipad|enviad)"
     r"|ir a (tu|la|su) mano|ir a (un|tu|su) taller|ir al taller|hacer)",
     "un reemplazo («Si … fuera a …, en su lugar …») solo toma el lugar de que una Parte fuera a ser destruida, a "
     "recibir daño o a ir al Depósito de Chatarra; el motor no intercepta otros sucesos: " + LACKING_HINT),
    (r"\b(pierde|pierden|quita|quitale) (todas )?(sus|las) habilidades\b|\bsin habilidades\b",
     "el lenguaje aún no tiene quitar las habilidades de una carta (lo más cercano es «desactívala»): " + LACKING_HINT),
)
_PHRASES = tuple((re.compile(pattern), hint) for pattern, hint in PHRASES)
#: Phrases the language has elsewhere, whose hint replaces the phrase itself: said only when the error is in them.
#: «Este turno, puedes …» reads up to «puedes»: writing «hasta el final del turno» there would mend nothing.
_REFUSED_ONLY = frozenset({r"\beste turno\b"})
_LACKING_PHRASES = tuple((re.compile(pattern), hint) for pattern, hint in LACKING_PHRASES)


def phrase_hint(normal: str, pos: int) -> str | None:
    """The wording to use for a way of saying something over several words around ``pos`` (where the
    error is: the phrase may begin a few words before it)."""
    for pattern, hint in _LACKING_PHRASES:
        if pattern.search(normal):
            return hint
    for pattern, hint in _PHRASES:
        for match in pattern.finditer(normal, max(0, pos - 40)):
            if match.start() > pos:
                break
            if pattern.pattern in _REFUSED_ONLY and not match.start() <= pos < match.end():
                continue
            if not normal[match.end():pos].strip():  # it reaches the error, or ends just before it
                return hint(match) if callable(hint) else hint
    return None


@dataclass
class Expectation:
    """What the parser accepts at a point: terminal names, their spellings, and the words before."""

    names: set[str]
    by_name: dict[str, str]
    before: list[str] = field(default_factory=list)  # the words written before the error
    terms: dict = field(default_factory=dict)  # the vocabulary's terms of several words, by first word

    def continuations(self) -> list[str]:
        """Words that would go on a term the words before started («Carta de» → «apoyo»)."""
        found = []
        for options in self.terms.values():
            for term in options:
                for j in range(len(term) - 1, 0, -1):
                    if self.before[-j:] == list(term[:j]):
                        found.append(term[j])
                        break
        return found

    def spellings(self) -> list[str]:
        return [self.by_name[n] for n in self.names if n in self.by_name]

    def words(self, article: str = "una", near: str | None = None) -> list[str]:
        """The expected tokens as a reader sees them, sorted (the closest to ``near`` first, when
        given: a misspelt word), numbers and the end last."""
        found = set()
        numbers = self.names & NUMBERS
        for name in self.names:
            if name in NUMBERS or (name == "UNA" and numbers):
                found.add("un número")
            elif name == "UNA":
                found.add(f"«{article}»")
            elif name == "$END":
                found.add("el final del texto")
            elif name in self.by_name:
                value = self.by_name[name]
                found.add(PUNCTUATION.get(value, f"«{printed(value)}»"))
        if near:
            near = normalise(near)
            return sorted(found, key=lambda w: (w in ("un número", "el final del texto"),
                                                -difflib.SequenceMatcher(None, near, normalise(w.strip("«»"))).ratio(),
                                                normalise(w.strip("«»"))))
        return sorted(found, key=lambda w: (w in ("un número", "el final del texto"), normalise(w.strip("«»"))))


def join(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words) or "otra cosa"
    if len(words) > 8:
        return ", ".join(words[:8]) + " u otras"
    return ", ".join(words[:-1]) + " o " + words[-1]


def word_at(text: str, pos: int) -> str:
    match = re.compile(r"\w+").match(text, pos)
    return match.group() if match else text[pos: pos + 1]


def _article(normal: str, pos: int) -> str:
    noun = re.search(r"[a-z]+", normal[pos:])  # the noun the missing article goes with
    return "un" if noun and noun.group() in MASCULINE else "una"


def syntax_error(text: str, normal: str, pos: int, expectation: Expectation, end: bool = False,
                 written: str | None = None):
    """``(message, column, hint)`` for a token that cannot stand at ``pos`` (or a text cut short);
    ``written`` is the designer's words there when the lexicon read them as other words."""
    if end:
        expected = join(expectation.words())
        hint = "completa la habilidad: «[CAR n |] requisito; … ; efecto»"
        if {"igual al numero de", "igual a"} <= set(expectation.spellings()) <= AMOUNT_WORDS:
            hint = "di cuántas: «roba 2 cartas», «roba cartas igual al número de …» o «… igual a la VEL de tu Unidad»"
        return (f"el texto acaba antes de tiempo; se esperaba {expected}", len(text.rstrip()) + 1,
                phrase_hint(normal, len(normal)) or hint)
    found = written or word_at(text, pos)
    article = _article(normal, pos)
    message = f"no se esperaba «{found}»"
    words = expectation.words(article, near=None if _known(found, expectation) else found)
    if words:
        message += "; se esperaba " + join(words)
    return message, pos + 1, phrase_hint(normal, pos) or _hint(found, expectation, article)


def unknown_word_error(text: str, normal: str, pos: int, term_word: str | None, expectation: Expectation,
                       at_end: bool = False):
    """A word the language does not have at ``pos``: lacking constructs are said plainly, and a way of
    saying something over several words gets the wording to use."""
    message, column, hint = _unknown_word_error(text, normal, pos, term_word, expectation, at_end)
    if hint != LACKING_HINT:
        hint = phrase_hint(normal, pos) or hint
    return message, column, hint


def _unknown_word_error(text: str, normal: str, pos: int, term_word: str | None, expectation: Expectation,
                        at_end: bool = False):
    if at_end:
        return (f"el texto acaba antes de tiempo; se esperaba «{printed(term_word)}»", len(text.rstrip()) + 1,
                "completa la habilidad: «[CAR n |] requisito; … ; efecto»")
    found = word_at(text, pos)
    word = normalise(found)
    lacking = LACKING.get(word) or _lacking_phrase(normal, pos)
    if lacking:
        return f"el lenguaje no tiene {lacking} («{found}»)", pos + 1, LACKING_HINT
    if term_word is not None:  # a term of several words, misspelt after its first words
        expected = f"«{printed(term_word)}»"
        hint = _did_you_mean(found, [term_word]) or f"se escribe «{printed(term_word)}»"
        if term_word == "uno" and normal[:pos].split()[-1:] == ["elige"]:  # «Elige una Parte»: to select
            hint = "usa " + CHOOSE_HINT
        return f"no se esperaba «{found}»; se esperaba {expected}", pos + 1, hint
    if word in expectation.continuations():  # the word goes on a term: the text leaves it further on
        mismatch = _term_mismatch(text, normal, pos, expectation)
        if mismatch:
            return mismatch
        return syntax_error(text, normal, pos, expectation)  # a whole term that cannot stand here
    continuation = _did_you_mean(found, expectation.continuations())
    if continuation:  # «Carta de Apollo»: the term the words before started
        word = continuation.split("«")[1].split("»")[0]
        return f"no se esperaba «{found}»; se esperaba «{word}»", pos + 1, continuation
    return syntax_error(text, normal, pos, expectation)


def _term_mismatch(text: str, normal: str, pos: int, expectation: Expectation):
    """«hasta el final de tu turno»: the words before ``pos`` and the word there started terms of several
    words that the text leaves further on. The error is placed at the first word that differs from the
    term it follows furthest, and the hint names every term those words could start."""
    words = [(m.start(), m.group()) for m in re.finditer(r"[a-z]+|[0-9]+|\S", normal)]
    at = next(k for k, (start, _word) in enumerate(words) if start == pos)
    best, started = None, []
    for options in expectation.terms.values():
        for term in options:
            for j in range(len(term) - 1, 0, -1):  # term[:j] written just before, term[j] at ``pos``
                if at - j < 0 or [w for _s, w in words[at - j:at]] != list(term[:j]) or words[at][1] != term[j]:
                    continue
                same = j + 1
                while same < len(term) and at - j + same < len(words) and words[at - j + same][1] == term[same]:
                    same += 1
                if same < len(term):
                    started.append(term)
                    if best is None or same > best[0]:
                        best = (same, term, words[at - j][0])
                break
    if best is None:
        return None
    same, term, start = best
    k = next(k for k, (s0, _w) in enumerate(words) if s0 == start) + same
    terms = " o ".join(f"«{printed(' '.join(t))}»" for t in dict.fromkeys(started))
    if k >= len(words):
        return (f"el texto acaba antes de tiempo; se esperaba «{printed(term[same])}»", len(text.rstrip()) + 1,
                f"se escribe {terms}")
    found = word_at(text, words[k][0])
    return f"no se esperaba «{found}»; se esperaba «{printed(term[same])}»", words[k][0] + 1, f"se escribe {terms}"


def _lacking_phrase(normal: str, pos: int) -> str | None:
    rest = normal[pos:]
    for phrase, what in LACKING.items():
        if " " in phrase and rest.startswith(phrase):
            return what
    return None


def _known(found: str, expectation: Expectation) -> bool:
    word = normalise(found)
    return word in NUMBER_WORDS or word.isdigit() or not word.isalpha() or any(
        word in s.split(" ") for s in expectation.by_name.values())


def _hint(found: str, expectation: Expectation, article: str = "una") -> str:
    word = normalise(found)
    names = expectation.names
    spellings = set(expectation.by_name.values())
    if names == {"$END"}:
        return "la habilidad ya estaba completa: quita lo que sigue, o une dos efectos con «y»"
    known = word in spellings or word in NUMBER_WORDS or word.isdigit() or any(
        word in s.split(" ") for s in spellings)
    if found == ";" and "y" in expectation.spellings():
        return "el «;» separa los requisitos del efecto; para dos efectos, únelos con «y»"
    number_fits = names & (NUMBERS | {"UNA"})
    if number_fits and len(found) == 1 and not found.isascii() and unicodedata.digit(found, None) is not None:
        return "escribe los números con las cifras 0 a 9"
    if word in THAT_DAMAGE_ONLY:  # known, yet out of place here
        return f"usa {WORDINGS[word]}"
    if word.isalpha() and known and word not in NUMBER_WORDS:
        if names & NUMBERS:
            return f"falta un número antes de «{found}»"
        if "UNA" in names:
            return f"falta «{article}» antes de «{found}»"
    if word in WORDINGS and not known:
        return f"usa {WORDINGS[word]}"
    spellings_now = set(expectation.spellings())
    if spellings_now == {"o"} or "o" in spellings_now and found in (",", ";", ".") and any(
            w.isdigit() or w in NUMBER_WORDS for w in expectation.before[-5:]):  # «Mientras tengas 4 Botines, …»
        return "escribe «N o más», «N o menos» o «exactamente N»"
    if spellings_now and spellings_now <= {"punto de dano", "puntos de dano"}:
        return "el daño se cuenta en puntos: «3 puntos de daño», «1 punto de daño»"
    if spellings_now == {"el proximo punto de dano", "los proximos"}:
        return "escribe «previene los próximos N puntos de daño que reciba …»"
    if found in ("+", "-") and expectation.before[-1:] in (["pierde"], ["pierden"]):
        return "«pierde» lleva el número sin signo: «pierde 1 FUE»"
    if word in ("fue", "def", "vel") and "car" in spellings_now:
        return "un piloto gana o pierde CAR; FUE, DEF y VEL son de su Unidad: «la Unidad de tu oponente pierde 1 FUE»"
    if not known and not _real_word(found.lower()):  # «fuera» is Spanish: «FUE» by spelling alone would change it
        suggestion = _did_you_mean(found, _candidates(expectation))
        if suggestion:
            return suggestion
    return DOCS


def _real_word(word: str) -> bool:
    from .suggest import is_spanish_word

    return word.isalpha() and is_spanish_word(word)


def _did_you_mean(found: str, candidates: list[str]) -> str | None:
    word = normalise(found)
    options = {normalise(c): c for c in candidates}
    close = difflib.get_close_matches(word, list(options), n=1, cutoff=0.6)
    if not close:
        return None
    suggestion = printed(options[close[0]])
    if found[:1].isupper():
        suggestion = suggestion[:1].upper() + suggestion[1:]
    return f"¿quisiste decir «{suggestion}»?"


def _candidates(expectation: Expectation) -> list[str]:
    """Words that may stand at the error: single-word keywords, the first word of expected terms,
    number words where a number fits; every word of the language when nothing narrower is known."""
    words = []
    for spelling in expectation.spellings():
        first = spelling.split(" ")[0]
        if first.isalpha():
            words.append(first)
    if expectation.names & (NUMBERS | {"UNA"}):
        words += list(NUMBER_WORDS)
    if words:
        return words
    from .parser import keywords

    return sorted(keywords())


def clash_error(text: str, clash) -> tuple[str, int, str]:
    """Two qualifiers of one selection that repeat or contradict each other (or a clash of another kind that
    tells its own error, constructs/timing.py)."""
    if hasattr(clash, "error"):
        return clash.error(text)
    first, second = clash.first, clash.second
    first_words = text[first.start:first.end] if first.start >= 0 else _default_words(first)
    second_words = text[second.start:second.end] if second.start >= 0 else _default_words(second)
    column = (second.start if second.start >= 0 else first.start) + 1
    if first.value == second.value:
        return f"la selección repite el filtro «{second_words}»", column, "escríbelo una sola vez"
    return (f"la selección tiene dos filtros que chocan: «{first_words}» y «{second_words}»", column,
            "deja uno solo de los dos")


def _default_words(q) -> str:
    return {"owner": "tus", "other": "otra"}.get(q.field, q.field)
