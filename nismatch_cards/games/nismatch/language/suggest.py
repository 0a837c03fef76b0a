"""Every refusal helps (issue 26): a full rewrite that reads and means what the designer wrote, or
a plain statement that the language has no such construct, naming the nearest one.

A rewrite is searched among edits that cannot change what the text means: a «;» put where a
requirement ends, and a misspelt word (one that is no Spanish word: «Prte», «Tallr») replaced by
the expected word of the language it is closest to. A real Spanish word is never replaced by
spelling alone («fuera» is not «FUE»). Up to :data:`ROUNDS` mistakes are mended, one after another.

When no edit reads, the hint says how far the text was read and which words were not, then names the
construct of the catalogue whose words are most like the text's (rarity-weighted, over every example,
the name and the summary; the lexicon's readings of the designer's words count as said), with an
example written with the text's own cost or trigger, so that copying it keeps the kind of ability.
When none is near enough it says so plainly: that the language has no such construct (its words are
not the language's), that a word is misspelt, or that every word is the language's but not in that
order.
"""
from __future__ import annotations

import difflib
import math
import re
from dataclasses import dataclass
from functools import lru_cache

from . import catalogue
from .lexer import normalise, printed

ROUNDS = 3
#: Numbers written with words past «diez», which the language writes with digits.
NUMBER_WORDS = {w: n for n, w in enumerate("once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve "
                                            "veinte".split(), start=11)}
#: How often a word must appear in Spanish text (Zipf scale of the ``wordfreq`` package) to count as a
#: real word: «prte» is 1.3, «destruyas» 2.2, «fuera» 5.6.
SPANISH_WORD = 2.0
PROTOTYPE = "mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)"
#: The blocks of the constructs a refused clause is compared with (all but the whole ability).
_CLAUSES = ("selección", "cantidad", "condición", "disparador", "duración", "requisito", "efecto", "palabra clave")
_STOP = frozenset("a al con cada de del el en es esta este la las lo los o por que se su sus tu tus un una "
                  "uno unos y parte partes carta cartas".split())


#: The labels of a card's abilities (reglamento 3.3), by how designers write them at the head of a text
#: («Relámpago. CAR 1 | …»): the value of the ability's ``etiqueta`` field, and its name.
LABELS = {"pasiva": ("pasiva", "Pasiva"), "normal": ("normal", "Normal"), "relampago": ("relampago", "Relámpago"),
          "guerrilla": ("guerrilla", "Guerrilla"), "disparado": ("disparado", "Disparado"),
          "disparada": ("disparado", "Disparado")}
_LABEL = re.compile(r"\s*(" + "|".join(LABELS) + r")\s*[.:]\s*(?=\S)")


def label(text: str) -> tuple[str, str, int] | None:
    """The label written at the head of ``text`` («Relámpago. CAR 1 | …»): its field value, its name and
    where the rest of the text starts; or None."""
    match = _LABEL.match(normalise(text))
    if match is None:
        return None
    value, name = LABELS[match.group(1)]
    return value, name, match.end()


def label_hint(name: str, value: str) -> str:
    return (f"la etiqueta «{name}» se escribe una vez, delante del texto («{name}. CAR 1 | …»), o en el campo "
            f"«etiqueta: {value}» de la habilidad (reglamento 3.3)")


def is_spanish_word(word: str) -> bool:
    """Whether ``word`` is a word of Spanish (then a spelling suggestion would change what it says)."""
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "es") >= SPANISH_WORD


def rewrite(text: str, error, attempt, expected, reading=None, partial: list | None = None) -> str | None:
    """A text that ``attempt`` (text → (ability or None, error or None)) reads, mended from ``text``
    at its errors (``error`` is the first), or None. ``expected(text, pos, message)`` says whether a «;»
    and which words (normalised) the language accepts at character ``pos`` (where an error with
    ``message`` is). Up to :data:`ROUNDS` edits are made, keeping the :data:`BEAM` that read furthest.

    Two kinds of edit are tried. Those that cannot change what the text says: a «;» put (or written for
    «,» or «.») where a requirement ends, a misspelt word (no Spanish word) replaced by the closest
    expected word. And those guided by what the parser expects at the error: a few words dropped that
    say nothing of their own («a tu Unidad» after «equipes esta Parte»), or words replaced by an
    expected term («siga» → «esté», «durante el turno» → «este turno»). A rewrite is kept only if
    ``reading`` (ability → its canonical text) keeps every number, stat, zone, scope, party and time of
    ``text`` (:func:`signature`), and only if every rewrite that reads says the same.

    When none reads, ``partial`` (a list, when given) gets the mended text read furthest past the clause of the
    error, with its own error, if its edits keep what the text says: what the language lacks is further on
    («tu propia Unidad» is «tu Unidad»; what follows is what it has no words for)."""
    reference = signature(text)
    best = None
    frontier = [(text, error, frozenset(), frozenset(), False)]
    found: dict[str, str] = {}
    seen = {text}
    budget = ATTEMPTS
    for _ in range(ROUNDS):
        progress = []
        for current, current_error, added, lost, guided_before in frontier:
            pos = current_error.column - 1
            for candidate, guided, mended, dropped in _edits(current, pos,
                                                             *expected(current, pos, current_error.message)):
                if candidate in seen:
                    continue
                if budget <= 0:
                    break
                budget -= 1
                seen.add(candidate)
                now_added, now_lost = added | mended, lost | dropped
                ability, next_error = attempt(candidate)
                if ability is not None:
                    if not guided and not guided_before:
                        return candidate  # the edits that cannot change the meaning come first
                    said = reading(ability) if reading is not None else candidate
                    if signature(said) == (reference | now_added) - now_lost:
                        found.setdefault(said, candidate)
                    continue
                if next_error is not None and next_error.column > current_error.column:
                    progress.append((next_error.column, guided, candidate, next_error, now_added, now_lost,
                                     guided_before or guided))
                    if (current is text  # one edit: more, unchecked by a reading, would guess («contadores daño»)
                            and next_error.column - 1 >= clause(text, error.column - 1)[1] - (len(text) - len(candidate))
                            and (best is None or next_error.column > best[1].column)
                            and signature(candidate) == (reference | now_added) - now_lost
                            and _only_links(text, candidate)):
                        best = (candidate, next_error)
        if found:
            break
        progress.sort(key=lambda p: (-p[0], p[1]))  # furthest first; of those, edits that cannot change the meaning
        frontier = [entry[2:] for entry in progress[:BEAM]]
        if not frontier:
            break
    if len(found) != 1:  # none, or several that read differently: guessing would change what was meant
        if not found and best is not None and partial is not None:
            partial.append(best)
        return None
    return next(iter(found.values()))


def changes(text: str, mended: str) -> str:
    """The words of ``text`` that ``mended`` drops or replaces, when they are words (not a misspelling, not a
    mark): « (sin «a tu Unidad»)», « («siga» → «esté»)», or ""."""
    old, new = re.findall(r"\w+", text), re.findall(r"\w+", mended)
    said = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, [normalise(w) for w in old],
                                                       [normalise(w) for w in new], autojunk=False).get_opcodes():
        gone = old[i1:i2]
        if op == "equal" or not gone or all(normalise(w) in _NUMBER_WORDS for w in gone) or any(w.isalpha() and not is_spanish_word(w.lower()) and
                                            normalise(w) not in _language_words() for w in gone):
            continue
        if op == "delete":
            said.append(f"sin «{' '.join(gone)}»")
        else:
            said.append(f"«{' '.join(gone)}» → «{' '.join(new[j1:j2])}»")
    return f" ({'; '.join(said)})" if said else ""


#: How many texts one rewrite reads at most (each is a parse: a refusal is told in well under a second).
ATTEMPTS = 60
#: How many replacements by an expected term one edit tries at most (those sharing words with the text first).
SWAPS = 12
#: How many partly mended texts, those read furthest, the next round of :func:`rewrite` goes on from.
BEAM = 3
#: How many words at the error a guided edit drops or replaces at most.
SPAN = 3
#: Words a guided edit may drop or replace: they say nothing :func:`signature` does not see.
_FUNCTION = frozenset("a al de del el la los las en un una que se lo le durante sobre desde para con hacia".split())
#: Of those, the ones that tie a clause or name what was said before («la Parte que la activó»): never dropped or put
#: in alone, where they would change who does what («… a la Parte activa»).
_BINDING = frozenset("que se lo le".split())
#: Words that only stress what the words around them say («tu propia Unidad», «que ya tenga»): a guided edit may drop
#: them.
_FILLER = frozenset("propia propio propias propios ya".split())
#: Demonstratives: «esa carta» and «esa Parte» name the same thing said before.
_DEMONSTRATIVES = frozenset("ese esa esos esas este esta estos estas".split())
#: Nouns for a card: after the same demonstrative, one names what the other does («Si es una Parte, … esa carta»).
_CARD_NOUNS = frozenset("carta parte cartas partes".split())
#: The zones a designer may name without an owner («en el fondo del Arsenal») where the language wants one.
_OWNED_ZONE = re.compile(r"\b(del|al|el|en el) (arsenal|deposito de chatarra|mano|zona de demolicion)\s*$")
#: Words a guided replacement may bring that only link what the text says («siga equipada» → «esté equipada»).
_LINKING = frozenset("esta este esten estan sea sean es son tenga tengan tiene tienen tengas tienes punto puntos".split())
#: What a guided edit may drop besides: a Unidad said where it goes without saying («Cuando equipes esta Parte a tu
#: Unidad»); the hint says so.
_DROPPABLE = re.compile(r"((a|de|en|desde) )?(tu|su|la) unidad")
_EQUIPPED = re.compile(r"\b(equip|une|unes|unas|una|unir|unid)\w* (esta|una|la|otra) parte\s*$")
#: Besides, where a Unidad goes without saying: where «esta Parte» is («Envía esta Parte de tu Unidad al …»: it is
#: equipped, so in your Unidad), and where a Parte's stat goes («esta Parte da +3 DEF a tu Unidad»: a Parte's stats
#: are its Unidad's, 2.2). Not «a tu Unidad» after «esta Parte» alone: «Devuelve esta Parte a tu Unidad» moves it.
_WHERE_THIS_PART = re.compile(r"\besta parte\s*$")
_FROM_UNIT = re.compile(r"(de|en) tu unidad")
_STAT_GIVEN = re.compile(r"\b(da|dan|otorga|otorgan|proporciona|proporcionan|concede|conceden|aporta|aportan) "
                         r"[+-]?\d+ (fue|def|vel)\s*$")
_TO_UNIT = re.compile(r"a (tu|su|la) unidad")
#: The words that carry what a text means, by what they are: a rewrite must keep every one.
_MEANING = {
    "stat": {"fue", "def", "vel", "pg", "car"},
    "zone": {"taller", "talleres", "deposito", "chatarra", "demolicion", "mano", "arsenal", "cabeza", "torso",
             "brazo", "brazos", "pierna", "piernas", "botin", "botines"},
    "scope": {"esta", "cada", "todas", "todos", "demas", "otra", "otras", "otro", "otros", "hasta", "ninguna",
              "ningun"},
    "party": {"oponente", "oponentes", "rival", "rivales", "companero", "companeros"},
    "time": {"turno", "turnos", "batalla", "ronda", "proximo", "final", "comienzo", "inicio", "fase", "guerrilla"},
    "negation": {"no", "ni", "nunca", "sin"},
    "owner": {"tu", "tus", "tuya", "tuyas", "tuyo", "tuyos", "su", "sus", "mi", "mis"},
    "object": {"parte", "partes", "carta", "cartas", "apoyo", "unidad", "unidades", "habilidad", "habilidades"},
}
_FOLD = {"talleres": "taller", "brazos": "brazo", "piernas": "pierna", "botines": "botin", "oponentes": "oponente",
         "rival": "oponente", "rivales": "oponente", "companeros": "companero", "turnos": "turno", "todos": "todas",
         "otro": "otra", "otros": "otra", "otras": "otra", "ningun": "ninguna", "inicio": "comienzo",
         "partes": "parte", "cartas": "carta", "unidades": "unidad", "habilidades": "habilidad",
         "tus": "tu", "tuya": "tu", "tuyas": "tu", "tuyo": "tu", "tuyos": "tu", "sus": "su", "mi": "tu", "mis": "tu"}
#: «tu oponente», «su compañero»: the possessive is the party's, said by the party.
_PARTIES = ("oponente", "oponentes", "companero", "companeros", "rival", "rivales")
_NUMBER_WORDS = {w: str(n) for n, w in enumerate("cero uno dos tres cuatro cinco seis siete ocho nueve diez".split())
                 if n != 1} | {w: str(n) for w, n in NUMBER_WORDS.items()}


def signature(text: str) -> frozenset[tuple[str, str]]:
    """What ``text`` says that a rewrite must keep: its numbers (with their sign), stats, zones, scope words
    («esta», «cada», «todas»), parties, times and negations, each once."""
    found = set()
    words = re.findall(r"[+-]?\d+|[a-z]+", normalise(text))
    for i, word in enumerate(words):
        if word in _MEANING["owner"] and words[i + 1:i + 2] and words[i + 1] in _PARTIES:
            continue
        if word in ("un", "una") and words[i + 1:i + 2] in (["punto"], ["vez"]):
            word = "1"  # «un punto de daño» is «1 punto de daño»
        if word.lstrip("+-").isdigit() or word in _NUMBER_WORDS:
            number = _NUMBER_WORDS.get(word, word)
            found.add(("number", number))
            continue
        for what, members in _MEANING.items():
            if word in members:
                found.add((what, _FOLD.get(word, word)))
    return frozenset(found)


def _edits(text: str, pos: int, semicolon: bool, words: list[str]) -> list[tuple[str, bool, frozenset]]:
    """The texts one edit at ``pos`` makes of ``text``, each with whether it is guided (it may change what
    the text says: :func:`rewrite` checks it does not) and what the misspelt word it mends says (the
    designer meant it: «Tallr» → «Taller»)."""
    match = re.compile(r"\w+|\S").match(text, pos)
    if match is None:
        return []
    word = match.group()
    edits, mended, none = [], [], frozenset()
    if semicolon:
        edits.append(text[:pos] + "; " + text[pos:])
        if word in (",", "."):
            edits.append(text[:pos] + ";" + text[match.end():])
    edits += [text[:pos] + mark + " " + text[pos:] for mark in ("|", ":") if mark in words]
    normal = normalise(word)
    if normal in NUMBER_WORDS:  # «once»: the language writes numbers above ten with digits
        edits.append(text[:pos] + str(NUMBER_WORDS[normal]) + text[match.end():])
    if word.isalpha() and not is_spanish_word(word.lower()):  # with its accents: «dañi» is no word, «dani» a name
        for spelling in difflib.get_close_matches(normal, words, n=3, cutoff=0.7):
            replacement = printed(spelling)
            if word[:1].isupper():
                replacement = replacement[:1].upper() + replacement[1:]
            mended.append((text[:pos] + replacement + text[match.end():], False, signature(spelling), none))
    return [(e, False, none, none) for e in edits] + mended + [(e, True, none, lost) for e, lost in
                                                                 _guided(text, pos, words)]


def _guided(text: str, pos: int, words: list[str]) -> list[str]:
    """Edits at ``pos`` guided by the words the parser expects there: an article or a preposition put in;
    up to :data:`SPAN` words dropped, when
    they are words that say nothing of their own; or replaced by an expected term, when each is such a word,
    a word of the term, or a word the language does not have («siga»)."""
    span = [m for m in re.finditer(r"\w+|[^\w\s]", text[pos:])][:2 * SPAN]
    gap = " " if pos and not text[pos - 1].isspace() else ""  # «… del Arsenal.»: a word put in before the «.»
    found = [(text[:pos] + gap + w + " " + text[pos:], frozenset()) for w in words
             if w in _FUNCTION - _BINDING and text[pos:pos + 1].isalnum()]  # «Descarta carta»
    before = normalise(text[:pos])
    owned = _OWNED_ZONE.search(before)
    if owned and re.search(rf"\btu {owned.group(2)}\b", normalise(text)):  # «del Arsenal»: the Arsenal it named as yours
        at = owned.start(1)
        found.append((text[:at] + {"del": "de tu", "al": "a tu", "el": "tu", "en el": "en tu"}[owned.group(1)]
                      + text[owned.end(1):], frozenset()))
    swaps = []
    for n in range(1, len(span) + 1):
        if not span[n - 1].group().isalnum():
            break  # a clause ends: the edit stays in it
        gone = [normalise(m.group()) for m in span[:n]]
        end = pos + span[n - 1].end()
        rest = text[end:]
        said = " ".join(gone)
        if n <= SPAN and (all(w in (_FUNCTION - _BINDING) | _FILLER for w in gone) and _articles_before_nouns(span, n)
                          or _DROPPABLE.fullmatch(said) and _EQUIPPED.search(before)
                          or _FROM_UNIT.fullmatch(said) and _WHERE_THIS_PART.search(before)
                          or _TO_UNIT.fullmatch(said) and _STAT_GIVEN.search(before)):
            dropped = text[:pos].rstrip() + (" " if rest.lstrip()[:1].isalnum() else "") + rest.lstrip()
            found.append((dropped, signature(said) - signature(dropped)))
        for spelling in words:
            if not spelling.replace(" ", "").isalpha():
                continue
            new = spelling.split(" ")
            if _same_thing(gone, new):  # «esa carta» → «esa Parte», «ese daño» → «daño»
                swaps.append((-2, 0, text[:pos] + printed(spelling) + rest))
                continue
            if gone[0] in _ARTICLES and new[0] not in _ARTICLES and not _articles_before_nouns(span, 1):
                continue  # «la descarta»: a pronoun, the card it names
            stems = {w[:5] for w in new}
            if gone == new or n > max(SPAN, len(new) + 1) or not all(
                    w in _FUNCTION or w[:5] in stems or w not in _language_words() and is_spanish_word(w)
                    for w in gone):
                continue
            if any(w not in _FUNCTION and w[:5] not in stems for w in gone) and len(gone) > 1:
                continue  # a word the language lacks is replaced alone
            if any(w not in _FUNCTION and w not in _LINKING and w[:5] not in {g[:5] for g in gone} for w in new):
                continue  # it would say something new («zas» → «actívala»), not say the same in the language's words
            shared = len(stems & {w[:5] for w in gone})
            swaps.append((-shared, abs(len(new) - n), text[:pos] + printed(spelling) + rest))
    return found + [(swap, frozenset()) for *_rank, swap in sorted(swaps)[:SWAPS]]


#: Words that are articles before a noun and pronouns before a verb («la Parte», «la descarta»).
_ARTICLES = frozenset("el la los las".split())


def _articles_before_nouns(span: list, n: int) -> bool:
    """Whether each article among the first ``n`` words of ``span`` (matches) goes before a noun of the language (a
    capitalised word, a number, a zone or a card): «de los Talleres» may lose «los», «Ese oponente la descarta» keeps
    «la», the card it names."""
    for i in range(n):
        if normalise(span[i].group()) in _ARTICLES:
            after = span[i + 1].group() if i + 1 < len(span) else ""
            if not (after[:1].isupper() or after[:1].isdigit() or normalise(after) in _MEANING["zone"]
                    or normalise(after) in _MEANING["object"]):
                return False
    return True


#: Words an edit of a partly mended text may take out or put in (:func:`_only_links`).
_LINKS = _FUNCTION | _FILLER | _DEMONSTRATIVES | _CARD_NOUNS | _LINKING | {"tu", "su", "unidad", "y"}


def _only_links(text: str, mended: str) -> bool:
    """Whether ``mended`` differs from ``text`` only in words that link what it says (or in misspelt words, or
    marks): with no reading to check, a text mended in part must not have a word of its own replaced («Blindaje» is
    not «tengas»)."""
    if re.findall(r"[;|:.,]", text) != re.findall(r"[;|:.,]", mended):
        return False  # a «;» put in reads on, but says where a clause ends: only a reading can tell it is right
    old, new = re.findall(r"[a-z]+", normalise(text)), re.findall(r"[a-z]+", normalise(mended))
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        gone, put = old[i1:i2], new[j1:j2]
        if op == "equal" or op == "delete" and all(w in _LINKS for w in gone):
            continue
        if op == "replace" and (gone, put) in (((["del"], ["de", "tu"])), (["al"], ["a", "tu"])):
            continue  # «del Arsenal» → «de tu Arsenal»
        if op == "replace" and len(gone) == len(put) == 1 and {gone[0], put[0]} <= _CARD_NOUNS:
            continue  # «esa carta» → «esa Parte»
        if op == "replace" and all(w not in _LINKS and not is_spanish_word(w) for w in gone):
            continue  # a misspelt word mended
        return False
    return True


def _same_thing(gone: list[str], new: list[str]) -> bool:
    """Whether the expected words ``new`` name what the written ``gone`` do: the same demonstrative with another noun
    for a card («esa carta» for «esa Parte» after «Si es una Parte»), or a demonstrative the language does not write
    before a noun that names no card or pilot («la Parte que recibió ese daño» for «… recibió daño»)."""
    if len(gone) == len(new) == 2 and gone[0] == new[0] in _DEMONSTRATIVES:
        return gone[1] != new[1] and {gone[1], new[1]} <= _CARD_NOUNS
    return (len(gone) == len(new) + 1 and gone[0] in _DEMONSTRATIVES and gone[1:] == new
            and not any(w in _CARD_NOUNS or w in _MEANING["object"] or w in _MEANING["party"] for w in new))


#: How much each source of a construct's words counts: its examples (the way it is written), its name, and its
#: summary with the explanations of its examples (which quote other ways designers write it).
_WEIGHTS = {"example": 1.0, "name": 1.0, "summary": 0.4}
#: Below this likeness (rarity-weighted words in common, :func:`nearest_construct`) no construct is near enough to
#: name (measured on paraphrases of the constructs' examples: below it the nearest construct was the meant one in
#: one case of five).
NEAR_ENOUGH = 0.45
#: How rare (inverse document frequency over the constructs) a word of the clause not read must be, and shared with
#: the nearest construct, for that construct to be named: sharing only «Parte», or the words of other clauses, or
#: one word («inferior» of «no puede ser inferior a 1» and of «rareza Pura o inferior»), tells nothing.
ANCHOR = 1.0
#: How many such words (or all the telling words not read, when fewer).
ANCHORS = 2
#: How many letters of the words read, and of the words not read, a hint quotes.
QUOTED = 60
#: The words of the clause at the error count this much more than the words of the rest of the text.
_CLAUSE_WEIGHT = 1.5
#: How much a construct with no example of the text's kind counts.
_OTHER_KIND = 0.8
#: How much a construct's many words count against it (1: plain cosine, which favours constructs of few words).
_LENGTH = 0.8
_TRIGGER = re.compile(r"(cuando|cada vez|siempre que|al (comienzo|inicio|final|principio)|despues de|tras |la primera "
                      r"vez|la proxima vez|en cuanto)")


@dataclass(frozen=True)
class Nearest:
    """The construct nearest a refused clause, one of its examples of the text's kind, and how alike they are."""

    name: str
    example: str
    score: float
    anchored: bool = True  # it shares telling words with the clause not read, not only with the rest


def kind(text: str) -> str:
    """«activada» (a «CAR n |» cost), «disparada» (opening with a trigger: «Cuando …») or «pasiva», by the
    opening words of ``text``: a refused text has no reading to ask."""
    normal = normalise(text).strip()
    if re.match(r"(solo [^|]*)?car (\d+|x) ?\|", normal):
        return "activada"
    return "disparada" if _TRIGGER.match(normal) else "pasiva"


def clause(text: str, pos: int) -> tuple[int, int]:
    """The bounds of the clause of ``text`` around ``pos`` (between «|», «;», «.» or «:»)."""
    start = max(text.rfind(sep, 0, pos) for sep in "|;.:") + 1
    ends = [i for i in (text.find(sep, pos) for sep in ";.") if i >= 0]
    return start, min(ends) if ends else len(text)


def frame(text: str) -> str:
    """What makes ``text`` the kind it is, written first: its cost («CAR 1 | ») or its trigger («Cuando equipes esta
    Parte, »), or nothing."""
    cost = re.match(r"\s*(solo [^|]*)?car\s+(\d+|x)\s*\|\s*", normalise(text))
    if cost:
        return text[:cost.end()]
    if kind(text) == "disparada":
        ends = [i for i in (text.find(sep) for sep in ",;") if i >= 0]
        if ends:
            return text[:min(ends) + 1] + " "
    return ""


def nearest_construct(text: str, pos: int, reads=None) -> Nearest | None:
    """The construct whose words (rarity-weighted: «Guerrilla» tells more than «Parte») are most like the
    clause of ``text`` around ``pos`` and, less, the rest of the text. Its example keeps the text's frame (its
    cost or trigger, :func:`frame`) when ``reads`` (text → the ability read, or None) reads it so; else it is
    one of the text's kind (activated, triggered or passive) when the construct has one, so that copying it
    keeps that. Constructs with no example of that kind, and conditions when the text has none, count a little
    less."""
    start, end = clause(text, pos)
    query: dict[str, float] = {}
    for words, weight in ((text[:start] + " " + text[end:], 1.0), (text[start:end], _CLAUSE_WEIGHT)):
        for word in _stems(words) + _stems(" ".join(_readings(words))):
            query[word] = query.get(word, 0.0) + weight
    index, idf = _index()
    vector = _normalised({w: (1 + math.log(n)) * idf.get(w, 0.0) for w, n in query.items()})
    if not vector:
        return None
    wanted = kind(text)
    conditioned = re.search(r"\b(si|mientras)\b", normalise(text)) is not None
    best = None
    for construct, weights, examples in index:
        score = round(sum(v * weights.get(w, 0.0) for w, v in vector.items()), 9)  # equal scores tie exactly
        if not any(kind(e) == wanted for e in examples) or construct.block == "condición" and not conditioned:
            score *= _OTHER_KIND  # copying its example would change the kind of ability, or add a condition
        if best is None or score > best[1]:
            best = (construct, score, examples)
    construct, score, examples = best
    telling = _telling(text[pos:end], idf)  # the words not read that tell something
    ranked = sorted(examples, key=lambda e: -_likeness(vector, e))
    # the example shown must say some of what was not read, in its words: else it is a false friend («Elige dos:
    # …» for two targets, destroying a Parte for sending cards of an Arsenal)
    said = set(_telling(text, idf))
    sharing = [e for e in ranked if (_not_false_friend(e, telling, said, idf) if telling else  # else the clause's
                                     _shares(e, _telling(text[start:end], idf)) >= 1)
               and (kind(e) != "disparada" or wanted == "disparada")]  # a trigger the text has not
    anchored = bool(sharing)
    ranked = sharing or ranked
    text_frame = frame(text)
    if reads is not None and construct.block != "disparador" and len(text_frame) <= pos:
        for example in ranked:
            framed = _in_frame(text_frame, example, reads)
            if framed is not None:
                return Nearest(construct.name, framed, score, anchored)
    return Nearest(construct.name, min(ranked, key=lambda e: kind(e) != wanted), score, anchored)


def _telling(text: str, idf: dict[str, float]) -> list[str]:
    """The words of ``text`` (stems, with the lexicon's readings) rare enough among the constructs to tell something."""
    words = set(_stems(text)) | set(_stems(" ".join(_readings(text))))
    return sorted({w[:-1] if w.endswith("s") else w for w in words if idf.get(w, 0.0) >= ANCHOR})  # «ella», «ellas»


def _not_false_friend(example: str, unread: list[str], said: set[str], idf: dict[str, float]) -> bool:
    """Whether ``example`` may be shown for a text whose telling words are ``said`` and of which ``unread`` were not
    read: it says only what the text says (the text's construct, and more), or it says some of what was not read
    and no more than twice as many words of its own as of the text («Elige dos: tu Unidad gana …» for «Elige dos Partes … de un mismo
    oponente», destroying a Parte for sending the first cards of an Arsenal, say what the text does not)."""
    own = set(_telling(example, idf))
    if own <= said:
        return True
    return _shares(example, unread) >= 1 and len(own - said) <= 2 * len(own & said)


def _shares(example: str, words: list[str]) -> int:
    """How many of ``words`` (stems) ``example`` says, in its words or as the lexicon reads them."""
    said = {w[:-1] if w.endswith("s") else w for w in set(_stems(example)) | set(_stems(" ".join(_readings(example))))}
    return sum(1 for w in words if w in said)


def _likeness(vector: dict[str, float], example: str) -> float:
    """How much of ``example`` is the query's words (``vector``): its words that the query lacks (a condition, a
    cost of its own) count against it."""
    words = sorted(set(_stems(example)))  # summed in one order: a set's order changes with the hash seed
    return round(sum(vector.get(w, 0.0) for w in words) / math.sqrt(len(words) or 1), 9)


def _in_frame(text_frame: str, example: str, reads) -> str | None:
    """``example`` with its own cost or trigger replaced by ``text_frame``, as the language prints it, if it
    reads."""
    body = example[len(frame(example)):]
    candidate = text_frame + (body[:1].lower() if text_frame.rstrip().endswith((",", ";")) else body[:1].upper()) \
        + body[1:]
    ability = reads(candidate)
    if ability is None:
        return None
    from .printer import to_text

    return to_text(ability)


@lru_cache(maxsize=1)
def _index() -> tuple[list, dict[str, float]]:
    """Each construct of a clause with its words' weights (rarity-weighted, unit length) and its examples;
    and each word's rarity (inverse document frequency over the constructs)."""
    bags = []
    for construct in catalogue.load().values():
        if construct.block not in _CLAUSES or not construct.examples:
            continue
        bag: dict[str, float] = {}
        sources = [("name", construct.name), ("summary", construct.summary)]
        for example, explanation in construct.examples:
            sources += [("example", example), ("summary", explanation)]
        for source, words in sources:
            for word in _stems(words):
                bag[word] = bag.get(word, 0.0) + _WEIGHTS[source]
        bags.append((construct, bag, tuple(e for e, _ in construct.examples)))
    idf = {}
    for word in {w for _, bag, _ in bags for w in bag}:
        idf[word] = math.log(len(bags) / sum(1 for _, bag, _ in bags if word in bag))
    index = [(c, _normalised({w: (1 + math.log(1 + n)) * idf[w] for w, n in bag.items()}, _LENGTH), examples)
             for c, bag, examples in bags]
    return index, idf


def _readings(text: str) -> list[str]:
    """The language's words for the designer's words of ``text`` that the pack's lexicon reads one by one
    («recupera» → «repara», «repárale»)."""
    lexicon = _lexicon()
    return [reading for word in re.findall(r"[a-z]+", normalise(text)) for reading in lexicon.get(word, ())]


@lru_cache(maxsize=1)
def _lexicon() -> dict[str, tuple[str, ...]]:
    from .parser import bundled_lexicon

    return {e.written[0]: e.readings for e in bundled_lexicon().entries if len(e.written) == 1}


def _normalised(vector: dict[str, float], power: float = 1.0) -> dict[str, float]:
    length = math.sqrt(sum(v * v for v in vector.values())) ** power
    return {w: v / length for w, v in vector.items() if v} if length else {}


def _stems(text: str) -> list[str]:
    """The words of ``text`` that tell something, cut to their first five letters («destrúyela», «destruye» →
    «destr»), and the signs of a stat change."""
    return [w[:5] for w in re.findall(r"[a-z]+|[+-](?=\d)", normalise(text)) if w not in _STOP]


def lacking(text: str, pos: int, reads=None, hinted: bool = False, fits: list[str] | None = None) -> str:
    """The hint for a text the language cannot say and no edit mends: what was read and which words were
    not, then the nearest construct with an example that keeps the text's frame (``reads``: text → the
    ability read, or None). When no construct is near enough, the hint says that the language has no such
    construct if the words not read are not all the language's («empatas»), that they are all its words
    otherwise (or that a word is misspelt, when it is no Spanish word and close to one of the language), and nothing more after a hint of its
    own (``hinted``)."""
    said = understood(text, pos)
    shaped = _KEYWORD_SHAPE.fullmatch(text)
    if shaped and not set(normalise(shaped.group(1)).split()) & _language_words():  # «Blindaje 3»: a pack's keyword
        from ..keywords import _EXAMPLE

        return (f"{said}«{shaped.group(1)}» tiene forma de palabra clave y el reglamento no la declara: declárala en "
                f"«palabras_clave» del reglamento del pack ({_EXAMPLE}) o escribe lo que hace con las palabras del lenguaje; "
                f"{PROTOTYPE}")
    nearest = nearest_construct(text, pos, reads)
    if nearest is not None and nearest.score >= NEAR_ENOUGH and nearest.anchored:
        return (f"{said}la construcción más cercana es «{nearest.name}» («{nearest.example}»); si la idea es otra, "
                f"el lenguaje aún no la tiene: {PROTOTYPE}")
    if hinted:
        return f"{said}si la idea es otra, el lenguaje aún no la tiene: {PROTOTYPE}"
    strange = strange_words(text[pos:clause(text, pos)[1]])
    misspelt = [w for w in strange if not is_spanish_word(w.lower())
                and difflib.get_close_matches(normalise(w), _language_words(), n=1, cutoff=0.65)]
    if misspelt:  # «tress»: no word of Spanish, and close to one of the language («tres»): misspelt, not new
        return (f"{said}«{misspelt[0]}» no es palabra del lenguaje ni del español: revisa cómo se escribe; si la idea "
                f"es otra, el lenguaje aún no la tiene: {PROTOTYPE}")
    if strange:
        return (f"{said}ninguna construcción del lenguaje se le parece y «{strange[0]}» no es palabra suya: no existe "
                f"aún; {PROTOTYPE}")
    return f"{said}{absent(text, pos, fits)}{PROTOTYPE}"


def absent(text: str, pos: int, fits: list[str] | None) -> str:
    """«el lenguaje no tiene aún lo que dice «…»: ahí solo admite «…» o «…»; »: the clause not read said to be
    no construct of the language, with what the parser takes there (``fits``, as its message prints them; None
    first when the list is longer than the message shows) when that is a few words, or that a number fits."""
    start, end = clause(text, pos)
    if not text[pos:].strip(" ,;."):  # cut short: what would go on
        ahead = f": ahí se espera {fits[0] if len(fits) == 1 else ', '.join(fits[:-1]) + ' o ' + fits[-1]}" \
            if fits and None not in fits and len(fits) <= FITS else ""
        return f"el texto se corta antes de acabar{ahead}; si la idea es otra, el lenguaje aún no la tiene: "
    unread = text[start:end].strip(" ,;.")
    if len(unread) > QUOTED:
        unread = unread[:QUOTED].rsplit(" ", 1)[0] + " …"
    where = ""
    if fits and None not in fits and len(fits) <= FITS:
        where = f"; ahí solo admite {fits[0] if len(fits) == 1 else ', '.join(fits[:-1]) + ' o ' + fits[-1]}"
    elif fits and "un número" in fits:
        return f"¿falta un número? Ahí va uno; si no, el lenguaje no tiene aún lo que dice «{unread}»; "
    return f"el lenguaje no tiene aún lo que dice «{unread}»{where}: no existe esa construcción; "


#: A whole text written as a keyword: one or two capitalised words, with or without a number («Blindaje 3»).
_KEYWORD_SHAPE = re.compile(r"\s*([A-ZÁÉÍÓÚÑ][^\W\d_]+(?: [^\W\d_]+)?)(?: (\d+))?\s*\.?\s*")
#: Up to how many words the parser takes at the error a «no existe» statement names.
FITS = 4


def strange_words(text: str) -> list[str]:
    """The words of ``text`` (as written) that are neither the language's nor the pack's lexicon's."""
    known = _language_words()
    return [w for w in re.findall(r"\w+", text) if w.isalpha() and len(w) > 2 and normalise(w) not in known]


@lru_cache(maxsize=1)
def _language_words() -> frozenset[str]:
    from .parser import bundled_lexicon, keywords

    words = {w for keyword in keywords() for w in keyword.split(" ")}
    return frozenset(words | {w for e in bundled_lexicon().entries for w in e.written} | _STOP)


def understood(text: str, pos: int) -> str:
    """«se entiende hasta «…»; no se entiende «…»; »: the words read before ``pos`` and the words of its clause
    from there (each cut to :data:`QUOTED` letters), or "" when there are none."""
    _start, end = clause(text, pos)
    read, unread = text[:pos].rstrip(" ,;.|:"), text[pos:end].strip(" ,;.")
    if not unread:
        return ""
    if len(read) > QUOTED:
        read = "… " + read[len(read) - QUOTED:].split(" ", 1)[-1]
    if len(unread) > QUOTED:
        unread = unread[:QUOTED].rsplit(" ", 1)[0] + " …"
    return f"se entiende hasta «{read}»; no se entiende «{unread}»; " if read else f"no se entiende «{unread}»; "
