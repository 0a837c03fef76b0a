"""Reading ability text into tokens: normalised words, multi-word terms, numbers.

The parser reads a normalised copy of the text: lower case, accents removed letter by letter
(«Muévela» is read as «muevela», «daño» as «dano»), so every offset is kept. Terms of several
words («Carta de Apoyo», «de tu oponente», «hasta el final del turno») are single tokens: the
grammar writes them as one literal with spaces, and :func:`tokenize` matches the longest one.
"""
from __future__ import annotations

import re
import unicodedata

from nismatch_cards.language.lexicon import Entry, Lexicon, LexiconError

NUMBER_WORDS = {
    "cero": 0, "un": 1, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
    "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10,
}
ARTICLES = frozenset({"un", "uno", "una"})
MAX_NUMBER = 99
_WORD = re.compile(r"[a-z]+|[0-9]+|\S")

#: How words are printed on a card, where that differs from their normalised spelling: the
#: canonical printer writes these, and messages quote keywords this way.
PRINTED_WORDS = (
    "daño recibió dañada dañadas dañado dañados dueño más próximo Depósito Demolición Botín Relámpago "
    "muévela muévelas niégala niégalo destrúyela destrúyelas envíala envíalas envía devuélvela devuélvelas "
    "repárale repárales desactívala desactívalas actívala actívalas equípala equípalas añádela añádelas "
    "añade descártala descártalas muéstrala muéstralas intercámbiala intercámbialas mírala último últimos "
    "última últimas según demás compañero también esté número CAR PG FUE DEF VEL Parte Partes Taller "
    "Talleres Unidad Guerrilla Guerrillas Apoyo Chatarra Zona Botines Guerra Arsenal Fase Recarga Robo "
    "Reconstrucción Principal Cabeza Torso Brazo Pierna Izquierdo Izquierda Derecho Derecha "
    "Generador Generadora Gastador Gastadora Vendible Pura Legendaria "
    # verbs with a pronoun that the grammar files accept in every gender and number
    "actívalo actívalos añádelo añádelos desactívalo desactívalos descártalo descártalos destrúyelo destrúyelos "
    "devuélvelo devuélvelos déjala déjalas déjalo déjalos envíalo envíalos equípalo equípalos muéstralo muéstralos "
    "muévelo muévelos mándala mándalas mándalo mándalos ordénala ordénalas ordénalo ordénalos quítale quítales "
    "reordénala reordénalas reordénalo reordénalos repárala repáralas repáralo repáralos"
).split()


class _AccentTable(dict):
    """``str.translate`` table that drops accents letter by letter, filled on first use."""

    def __missing__(self, code: int) -> int:
        if code == 0x2212:  # typographic minus
            result = ord("-")
        elif unicodedata.category(chr(code)) == "Cf":  # zero-width space, byte-order mark…
            result = ord(" ")
        else:
            base = unicodedata.normalize("NFD", chr(code))[0]
            result = ord(base) if base.isascii() else code
        self[code] = result
        return result


_ACCENTS = _AccentTable()


def normalise(text: str) -> str:
    """Lower-case ``text`` and drop accents letter by letter, keeping every offset."""
    lower = text.lower()
    return lower if lower.isascii() else lower.translate(_ACCENTS)


_PRINTED = {normalise(w): w for w in PRINTED_WORDS}
_PRINTED_ALONE = {"esta": "está"}  # the verb; «esta Parte» keeps «esta»
_PRINTED_TERMS = {"carta de apoyo": "Carta de Apoyo", "cartas de apoyo": "Cartas de Apoyo", "fase final": "Fase Final"}


def register_printed(*words: str) -> None:
    """Record how words of the grammar are printed (constructs call this for their verbs)."""
    _PRINTED.update({normalise(w): w for w in words})


def printed(keyword: str) -> str:
    """A normalised keyword (or term of several words) as it is written on a card."""
    if keyword in _PRINTED_ALONE:
        return _PRINTED_ALONE[keyword]
    if keyword in _PRINTED_TERMS:
        return _PRINTED_TERMS[keyword]
    words = keyword.split(" ")
    return " ".join((_VERBS.get(w, w) if _verb_at(words, i) else w) if w in _VERBS and len(words) > 1
                    else _PRINTED.get(w, w) for i, w in enumerate(words))


#: Words that are a demonstrative («este turno», «esta Parte») or, accented, a verb («mientras esté desactivada»).
_VERBS = {"este": "esté", "esta": "está", "estos": "estos", "estas": "estás"}


def _verb_at(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` of a term is the verb «esté», «está»: before a participle («esté desactivada») or after
    «donde»; a demonstrative otherwise («este turno», «después de este», «que esta Parte»)."""
    following = words[i + 1] if i + 1 < len(words) else ""
    return following.endswith(("ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas")) or \
        (i > 0 and words[i - 1] == "donde")


class UnknownWord(Exception):
    """A word the language does not have, at character ``pos`` of the text; or, with ``at_end``,
    a term of several words cut short by the end of the text."""

    def __init__(self, pos: int, expected: str | None = None, at_end: bool = False, term_start: int | None = None):
        self.pos = pos
        self.expected = expected  # the word a term of several words needed there, if any
        self.at_end = at_end
        self.term_start = pos if term_start is None else term_start  # where that term began


class TooLarge(UnknownWord):
    pass


class Word(str):
    """A token: its text, its terminal ``type`` and where it starts and ends (lighter than Lark's)."""

    __slots__ = ("type", "start_pos", "end_pos")

    @property
    def line(self) -> int:
        return 1

    @property
    def column(self) -> int:
        return self.start_pos + 1

    end_line = line
    end_column = column


class Vocabulary:
    """The keywords of the grammar (terminal by spelling), its terms of several words and, from a
    lexicon (:mod:`nismatch_cards.language.lexicon`), the designer's words with their readings."""

    def __init__(self, keywords: dict[str, str], lexicon: Lexicon | None = None):
        self.keywords = keywords
        self.terms: dict[str, list[tuple[str, ...]]] = {}
        for spelling in keywords:
            words = tuple(spelling.split(" "))
            if len(words) > 1:
                self.terms.setdefault(words[0], []).append(words)
        for options in self.terms.values():
            options.sort(key=len, reverse=True)
        #: the terms by their first two words, longest first: at a word, only those are compared
        self.term_pairs: dict[tuple[str, str], list[tuple[str, ...]]] = {}
        for options in self.terms.values():
            for term in options:
                self.term_pairs.setdefault(term[:2], []).append(term)
        #: first written word → the lexicon words that start with it, as ``(by second word, of one word)``:
        #: ``(written words, readings)`` longest first; a reading is ``(cost, ((value, terminal), …))``, cost
        #: 0 for the language's own reading
        self.aliases: dict[str, tuple[dict[str, list], list]] = {}
        if lexicon is not None:
            self.aliases = self._aliases(lexicon)

    def words(self) -> frozenset[str]:
        """Every single word the language knows (inside terms too)."""
        found = set()
        for spelling in self.keywords:
            found.update(w for w in spelling.split(" ") if w.isalpha())
        return frozenset(found)

    def _aliases(self, lexicon: Lexicon) -> dict:
        aliases: dict = {}
        for entry in lexicon.entries:
            readings = [(1, r) for r in (self._reading(entry, text) for text in entry.readings) if r is not None]
            own = self._tokens(" ".join(entry.written))
            if own is not None:  # a word of the language: its own reading comes first, and costs nothing
                readings = [(0, own)] + readings
            elif len(readings) == 1:
                readings = [(0, readings[0][1])]
            if readings:
                aliases.setdefault(entry.written[0], []).append((entry.written, tuple(readings)))
        return {first: _by_second_word(options) for first, options in aliases.items()}

    def _reading(self, entry: Entry, text: str) -> tuple | None:
        tokens = self._tokens(text)
        if tokens is None and not entry.derived:
            raise LexiconError(entry.file, entry.line, f"«{text}» no está escrito con palabras del lenguaje",
                               "escribe la lectura como en docs/ability-language.md, p. ej. «contador»", entry.path)
        return tokens

    def _tokens(self, text: str) -> tuple | None:
        try:
            return tuple((str.__str__(w), w.type) for w in tokenize(text, self))
        except UnknownWord:
            return None


def tokenize(normal: str, vocabulary: Vocabulary) -> Tokens:
    """Normalised text to tokens: terms (longest first), keywords, INT, UNA, WORDNUM, punctuation.

    This runs for every text parsed, so its loop is written out (no helper calls per word)."""
    values = _WORD.findall(normal)
    starts, at, find = [], 0, normal.find
    for value in values:  # where each word starts: cheaper than match objects
        at = find(value, at)
        starts.append(at)
        at += len(value)
    keywords, terms, aliases, pairs = vocabulary.keywords, vocabulary.terms, vocabulary.aliases, vocabulary.term_pairs
    tokens = Tokens()
    append = tokens.append
    i, count = 0, len(values)
    while i < count:
        value = values[i]
        options = pairs.get((value, values[i + 1])) if i + 1 < count and value in terms else None
        alias = aliases.get(value)
        if alias is not None and (alias[1] or i + 1 < count and values[i + 1] in alias[0]):  # one may be written here
            taken = _alias_at(values, starts, i, alias, options, tokens)
            if taken:
                i += taken
                continue
        if options is not None:
            term = _term_at(values, i, options)
            if term is not None:
                spelling = " ".join(term)
                last = i + len(term) - 1
                append(_word(spelling, keywords[spelling], starts[i], starts[last] + len(values[last])))
                i += len(term)
                continue
        kind = keywords.get(value)
        if (kind is None or value in _KEYWORD_NAMES) and i >= 2 and values[i - 1] == "de" and _counter_name(tokens, value, starts[i]):
            i += 1  # «contadores de Blindaje»: one token, the counter's name (constructs/counters.py)
            continue
        if kind is None:
            if value in NUMBER_WORDS:
                kind = "UNA" if value in ARTICLES else "WORDNUM"
            elif "0" <= value[0] <= "9":
                if len(value) > len(str(MAX_NUMBER)) or int(value) > MAX_NUMBER:  # int() refuses 4,300 digits
                    raise TooLarge(starts[i])
                kind = "INT"
            else:
                raise _unknown(values, starts, i, terms)
        word = Word(value)
        word.type = kind
        word.start_pos = starts[i]
        word.end_pos = starts[i] + len(value)
        append(word)
        i += 1
    return tokens


#: The words a counter's name follows («contador de Óxido»), and the token each makes with it.
COUNTER_WORDS = {"contador": "NAMED_COUNTER", "contadores": "NAMED_COUNTER", "todos los contadores": "ALL_NAMED_COUNTERS"}
#: Words that point at a card or a number, never a counter's name («quita 2 contadores de esa Parte»).
_NOT_NAMES = frozenset("esa ese esas esos ella ello dicha dicho dichas otras otro otros mi mis aquella aquel ambas ambos "
                       "alguna alguno algun cualquiera".split()) | frozenset(NUMBER_WORDS)
#: Words of the language that, after «contador(es) de», can only be a counter's name («contador de Chatarra»,
#: «contadores de Carga»); «daño» makes damage counters.
_KEYWORD_NAMES = frozenset("dano chatarra marcha ronda turno pura legendaria".split())
#: The tokens of named counters, whose value the parser sets to the name as the designer wrote it.
NAMED_COUNTER_TOKENS = frozenset({"NAMED_COUNTER", "ALL_NAMED_COUNTERS"})


def _counter_name(tokens: Tokens, value: str, start: int) -> bool:
    """Put «contador(es) de <name>» as one token whose value is the name (``value``, or «daño» for damage
    counters, a token of its own) when the two tokens before are «contador(es)» «de»; say whether it did."""
    if len(tokens) < 2 or tokens[-1] != "de" or tokens[-2] not in COUNTER_WORDS or value in _NOT_NAMES or \
            not value.isalpha() or \
            tokens.choices and tokens.choices[-1][0] >= len(tokens) - 2:
        return False
    tokens.pop()
    counter = tokens.pop()
    kind = COUNTER_WORDS[counter]
    if value == "dano":
        kind = kind.replace("NAMED", "DAMAGE")
    tokens.append(_word(value, kind, counter.start_pos, start + len(value)))
    return True


def _word(value: str, kind: str, start: int, end: int) -> Word:
    word = Word(value)
    word.type = kind
    word.start_pos = start
    word.end_pos = end
    return word


class Tokens(list):
    """Tokens of a text some of whose words have several readings: ``choices`` lists, for each,
    ``(index of its first token here, how many tokens its first reading has, readings)``, each
    reading ``(cost, words)``; the list holds every first reading."""

    def __init__(self):
        super().__init__()
        self.choices: list = []


def _by_second_word(options: list) -> tuple[dict[str, list], list]:
    """Lexicon words that share their first word, indexed by their second (one word: apart), each list
    longest first: at a word, only the few that can match there are compared."""
    by_second: dict[str, list] = {}
    single = []
    for option in sorted(options, key=lambda option: len(option[0]), reverse=True):
        if len(option[0]) > 1:
            by_second.setdefault(option[0][1], []).append(option)
        else:
            single.append(option)
    return by_second, single


def _alias_at(values: list[str], starts: list[int], i: int, options, term_options, tokens: list) -> int:
    """Put the tokens of the lexicon words written at ``i`` (longest first) and say how many words
    they took; 0 when none is written there, or a term of the language is longer."""
    count = len(values)
    by_second, single = options
    longer = by_second.get(values[i + 1], ()) if i + 1 < count else ()
    for written, readings in (*longer, *single):
        n = len(written)  # the first two words match
        if n > 2 and (i + n > count or tuple(values[i + 2:i + n]) != written[2:]):
            continue
        term = _term_at(values, i, term_options) if term_options else None
        if term is not None and len(term) > n:
            return 0
        start, end = starts[i], starts[i + n - 1] + len(values[i + n - 1])
        placed = [(cost, [_word(v, t, start, end) for v, t in pairs]) for cost, pairs in readings]
        if len(placed) > 1:
            tokens.choices.append((len(tokens), len(placed[0][1]), placed))
        tokens.extend(placed[0][1])
        return n
    return 0


def _term_at(values: list[str], i: int, options) -> tuple[str, ...] | None:
    count = len(values)
    for term in options:  # each starts with values[i]
        n = len(term)
        if n == 1 or i + n <= count and values[i + 1] == term[1] and tuple(values[i + 2:i + n]) == term[2:]:
            return term
    return None


def _unknown(values: list[str], starts: list[int], i: int, terms) -> UnknownWord:
    """An unknown word; when it is the start of a misspelt term, the error is placed at the first
    word that differs («Depósito de Chatara» is wrong at «Chatara», not at «Depósito»)."""
    best: tuple[int, str] | None = None
    for term in terms.get(values[i], ()):
        same = 0
        while same < len(term) and i + same < len(values) and values[i + same] == term[same]:
            same += 1
        if 0 < same < len(term) and (best is None or same > best[0]):
            best = (same, term[same])
    if best is not None and i + best[0] < len(starts):
        return UnknownWord(starts[i + best[0]], best[1], term_start=starts[i])
    if best is not None:  # «hazle 2 puntos de»: the text ends inside the term
        return UnknownWord(starts[-1] + len(values[-1]), best[1], at_end=True, term_start=starts[i])
    return UnknownWord(starts[i])
