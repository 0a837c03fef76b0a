"""Parse printed ability text into the AST of the construct catalogue.

The grammar is the skeleton ``grammar/nismatch/ability.lark`` plus every construct's file (:mod:`.catalogue`).
The text is normalised and split into tokens by :mod:`.lexer`; Lark's LALR parser then calls the
construct builders directly, building no parse tree. Errors become :class:`AbilitySyntaxError`
with the 1-based column of the word at fault, what was expected there and a hint (:mod:`.hints`).
"""
from __future__ import annotations

import difflib
import hashlib
import pickle
import re
import unicodedata
from functools import lru_cache
from pathlib import Path

import lark
from lark import Lark, Transformer, Tree
from lark.grammar import Rule
from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.lexer import Lexer, TerminalDef
from lark import parse_tree_builder
from lark.parsers.lalr_analysis import Shift

from nismatch_cards.language import lexicon
from nismatch_cards.language.lexicon import Lexicon
from nismatch_cards.paths import PACKS_DIR

from .meaning import refusal
from . import catalogue
from .constructs.ability import Ability, Keyword, KeywordDef
from .constructs.effects_control import mode_effects
from .constructs.events_more import subject_ambiguity
from .constructs.pilots_more import forget_destroyers
from .constructs.replacements import ReplaceWhen
from .constructs.frame import speed_tokens
from .constructs.selection import FilterClash
from .hints import DOCS, Expectation, clash_error, syntax_error, unknown_word_error, word_at
from .lexer import MAX_NUMBER, NAMED_COUNTER_TOKENS, NUMBER_WORDS, Tokens, TooLarge, UnknownWord, Vocabulary, Word, normalise, tokenize
from .nodes import Span


class AbilitySyntaxError(Exception):
    """Ability text that does not follow the grammar: where (1-based column inside the text),
    what is wrong, and a hint."""

    def __init__(self, message: str, column: int, hint: str, rewrite: str | None = None):
        super().__init__(message, column, hint)
        self.message = message
        self.column = column
        self.hint = hint
        #: the text itself mended by the edits of the hint's «¿quisiste decir: …?» (its words kept), or None
        self.rewrite = rewrite

    def __str__(self) -> str:
        return f"columna {self.column}: {self.message}"


class _TokenListLexer(Lexer):
    """Hands Lark the tokens :func:`~.lexer.tokenize` already made."""

    def __init__(self, lexer_conf):
        pass

    def lex(self, data):
        return iter(data)


def _transformer() -> Transformer:
    """The construct builders as a Transformer that Lark calls with each rule's children."""
    methods = {name: staticmethod(fn) for name, fn in catalogue.BUILDERS.items()}
    return type("ToAst", (Transformer,), methods)()


_OPTIONS = dict(start="ability", parser="lalr", lexer=_TokenListLexer, maybe_placeholders=False)
PREBUILT = Path(__file__).with_name("parser-table.pickle")


def _grammar_key() -> str:
    """What the LALR table depends on in this package: the grammar (Lark's version is kept beside it)."""
    return hashlib.sha256(catalogue.grammar().encode()).hexdigest()


@lru_cache(maxsize=1)
def _parser() -> Lark:
    """Lark's parser, loaded from the prebuilt table when it matches the grammar (a tenth of the
    time of analysing the grammar, which every command would pay), else built."""
    return _load_prebuilt() or Lark(catalogue.grammar(), transformer=_transformer(), **_OPTIONS)


def _load_prebuilt() -> Lark | None:
    """The parser from :data:`PREBUILT` (this package's own file, never user input), or None when
    it is missing or was built from another grammar or Lark."""
    try:
        with PREBUILT.open("rb") as file:
            key, version, saved = pickle.load(file)
    except (OSError, pickle.UnpicklingError, ValueError, AttributeError, ImportError):
        return None
    if key != _grammar_key() or version != lark.__version__:  # another Lark may store its tables otherwise
        return None
    return Lark._load_from_dict(saved["data"], saved["memo"], transformer=_transformer())


def save_prebuilt() -> Path:
    """Write :data:`PREBUILT` (``python -m nismatch_cards.games.nismatch.language.parser`` after
    changing the grammar; a test says when it is stale)."""
    data, memo = Lark(catalogue.grammar(), **_OPTIONS).memo_serialize([TerminalDef, Rule])
    with PREBUILT.open("wb") as file:
        pickle.dump((_grammar_key(), lark.__version__, {"data": data, "memo": memo}), file, protocol=5)
    return PREBUILT


@lru_cache(maxsize=1)
def _table() -> tuple[dict, int, int]:
    """Lark's LALR table with every action looked up once: a state's row maps a terminal (or, after
    a reduction, a rule name) to ``(True, next state)`` for a shift or ``(False, size, builder,
    rule name, shared builder)`` for a reduction. The builder is Lark's callback with its child
    filter made plain (:func:`_direct`); the shared builder is the one the readings of a text use,
    which share the values built before they part (:func:`_unshared`). Returns the rows, the start
    state and the end state."""
    lalr = _parser().parser.parser
    table, callbacks = lalr._parse_table, lalr.parser.callbacks
    builders = {rule: _direct(callback) for rule, callback in callbacks.items()}
    shared = {rule: _unshared(builders[rule]) if any(str(s.name).startswith("_") for s in rule.expansion)
              else builders[rule] for rule in callbacks}
    rows = {state: {str(symbol): (True, arg) if action is Shift
                    else (False, len(arg.expansion), builders[arg], str(arg.origin.name), shared[arg])
                    for symbol, (action, arg) in row.items()}  # plain str keys: Lark's compare in Python
            for state, row in table.states.items()}
    return rows, table.start_states["ability"], table.end_states["ability"]


#: Lark's child filter of an LALR parser without placeholders (None in a Lark that has it no more: nothing unwrapped)
_CHILD_FILTER = getattr(parse_tree_builder, "ChildFilterLALR_NoPlaceholders", None)


def _direct(callback):
    """``callback`` with Lark's child filter (the children a rule keeps: not its punctuation) done by a plain list:
    one call less for each reduction of every text; unchanged when the filter inlines a child's children."""
    if type(callback) is not _CHILD_FILTER or any(expand for _, expand in callback.to_include):
        return callback
    build, kept = callback.node_builder, tuple(i for i, _ in callback.to_include)
    return lambda children: build([children[i] for i in kept])


def _unshared(callback):
    """``callback`` given its inlined children (a «(… ",")*» list) as fresh trees: Lark extends the first one's
    list in place, and the readings of a text share the values built before they part (``_Search``): one
    reading's effect would show up in the next reading's list."""
    def call(children):
        return callback([Tree(c.data, list(c.children)) if type(c) is Tree else c for c in children])
    return call


def _drive(tokens: list[Word]):
    """Run the LALR automaton over ``tokens`` as Lark's own loop does, minus its per-token
    bookkeeping (about twice as fast); on a syntax error Lark's parser runs to raise its error."""
    rows, state, end = _table()
    stack, values = [state], []
    forget_destroyers()
    for token in [*tokens, None]:
        kind = "$END" if token is None else token.type
        while True:
            entry = rows[state].get(kind)
            if entry is None:
                return _parser().parse(tokens)  # raises the error, with what was expected
            if entry[0]:
                state = entry[1]
                stack.append(state)
                values.append(token)
                break
            _, size, build, rule, _ = entry
            if size:
                children = values[-size:]
                del values[-size:], stack[-size:]
            else:
                children = []
            values.append(build(children))
            state = rows[stack[-1]][rule][1]
            stack.append(state)
            if state == end and token is None:
                return values[-1]


LEXICON = PACKS_DIR / "nismatch" / "lexico.yaml"


@lru_cache(maxsize=1)
def bundled_lexicon() -> Lexicon:
    """The NISMATCH pack's lexicon of designer wording (``packs/nismatch/lexico.yaml``)."""
    return lexicon.load(LEXICON, normalise, "packs/nismatch/lexico.yaml")


#: How many tokens the readings of one text may feed the automaton in all (a text with many
#: words of several readings is read in bounded time; past it, the readings found so far count).
READING_STEPS = 20_000


def _drive_readings(text: str, tokens: Tokens):
    """Parse ``tokens`` trying every reading of its words of several readings (the lexicon's), each
    branch dropped at its first error. The readings that depart least from the language's own words
    win; two of them with different meanings are an ambiguity, reported with both. Returns the
    ability and the tokens it was read from. When none reads, the error is that of the reading that
    went furthest (a comma read as «;» before a later mistake is not the mistake)."""
    rows, start, end = _table()
    search = _Search(_items(tokens), rows, end)
    search.explore(0, [start], [], [], 0)
    if not search.found:
        return _drive(search.furthest or list(tokens)), tokens
    best = min(cost for cost, _, _ in search.found)
    winners = [(ability, path) for cost, ability, path in search.found if cost == best]
    distinct = list(dict.fromkeys(ability for ability, _ in winners))
    if len(distinct) > 1:
        raise _ambiguity(text, winners)
    return winners[0]


def _read(text: str, tokens: Tokens):
    """The ability of ``tokens`` and the tokens it was read from. When every word of several
    readings has the language's own reading first, that reading is tried alone first: if it reads,
    no other can win (each departs from the language at least once)."""
    if not tokens.choices:
        return _drive(tokens), tokens
    if all(readings[0][0] == 0 for _, _, readings in tokens.choices):
        try:
            return _drive(list(tokens)), tokens
        except (UnexpectedInput, FilterClash):
            pass
    return _drive_readings(text, tokens)


def _viable(tokens: Tokens) -> list:
    """The tokens of a reading of ``tokens`` (the beginning of a text) that the grammar can go on
    from, departing least from the language's own words; when none can, the one that goes furthest."""
    if not tokens.choices:
        return tokens
    rows, start, end = _table()
    search = _Search(_items(tokens), rows, end, prefix=True)
    search.explore(0, [start], [], [], 0)
    if search.found:
        return min(search.found, key=lambda found: found[0])[2]
    return search.furthest or list(tokens)


def _items(tokens: Tokens) -> list:
    """The tokens, with each word of several readings as a list of ``(cost, words)``."""
    items, at = [], 0
    for index, size, readings in tokens.choices:
        items += tokens[at:index]
        items.append(readings)
        at = index + size
    return items + tokens[at:]


class _Search:
    """The readings of a text's items through the LALR automaton, depth first with copied stacks."""

    def __init__(self, items: list, rows: dict, end: int, prefix: bool = False):
        self.items, self.rows, self.end, self.prefix = items, rows, end, prefix  # prefix: the text goes on
        self.found: list[tuple[int, object, list]] = []
        self.budget = [READING_STEPS]
        self.furthest: list | None = None  # the tokens of the reading whose error comes last
        self._furthest_at = -1
        forget_destroyers()

    def explore(self, k: int, stack: list, values: list, path: list, cost: int) -> None:
        items, rows = self.items, self.rows
        while k < len(items):
            item = items[k]
            if isinstance(item, list):  # a word of several readings: each reading on its own copy
                for extra, words in item:
                    branch_stack, branch_values = stack[:], values[:]
                    if all(_feed(rows, branch_stack, branch_values, w, self.budget) for w in words):
                        self.explore(k + 1, branch_stack, branch_values, path + words, cost + extra)
                    else:
                        self._failed(words[0].start_pos if words else -1, path + words, k + 1)
                return
            if not _feed(rows, stack, values, item, self.budget):
                self._failed(item.start_pos, path + [item], k + 1)
                return
            path = path + [item]
            k += 1
        if self.prefix:
            self.found.append((cost, None, path))
        elif _feed(rows, stack, values, None, self.budget) and stack[-1] == self.end:
            self.found.append((cost, values[-1], path))
        else:
            self._failed(1 << 30, path, k)

    def _failed(self, at: int, path: list, k: int) -> None:
        """A reading failed at character ``at``, having read ``path`` (items before ``k``)."""
        if at > self._furthest_at:
            rest = [w for item in self.items[k:] for w in (item[0][1] if isinstance(item, list) else [item])]
            self._furthest_at, self.furthest = at, path + rest


def _feed(rows, stack: list, values: list, token, budget) -> bool:
    """One token (None: the end) through the automaton on ``stack``; False where it cannot stand."""
    budget[0] -= 1
    if budget[0] < 0:
        return False
    kind = "$END" if token is None else str.__str__(token.type)
    while True:
        entry = rows[stack[-1]].get(kind)
        if entry is None:
            return False
        if entry[0]:
            stack.append(entry[1])
            values.append(token)
            return True
        _, size, _, rule, build = entry
        children = values[-size:] if size else []
        if size:
            del values[-size:], stack[-size:]
        try:
            values.append(build(children))
        except (FilterClash, StopIteration):  # a builder's ``next(…)`` finding nothing: no such reading either
            return False
        stack.append(rows[stack[-1]][rule][1])
        if token is None and rule == "ability" and len(stack) == 2:
            return True


def _ambiguity(text: str, winners) -> AbilitySyntaxError:
    """Two readings of the lexicon's words with different meanings: where they part, and both."""
    from .printer import to_text

    (first, first_path), (second, second_path) = winners[0], next(w for w in winners[1:] if w[0] != winners[0][0])
    at = next((a.start_pos for a, b in zip(first_path, second_path) if a != b or a.start_pos != b.start_pos),
              first_path[-1].start_pos)
    word = text[at:next((t.end_pos for t in first_path if t.start_pos == at), at + 1)]
    return AbilitySyntaxError(f"«{word}» se puede leer de dos maneras y el texto cambia de sentido",
                              at + 1, f"escribe una de las dos: «{to_text(first)}» o «{to_text(second)}»")


@lru_cache(maxsize=1)
def vocabulary() -> Vocabulary:
    """Every keyword and term of the grammar, by its normalised spelling, with the bundled lexicon."""
    return vocabulary_for(bundled_lexicon())


@lru_cache(maxsize=8)
def vocabulary_for(words: Lexicon | None) -> Vocabulary:
    """The grammar's keywords read with the lexicon ``words`` (a pack's or project's, over the bundled one)."""
    return Vocabulary({t.pattern.value: t.name for t in _parser().terminals if t.pattern.type == "str"}, words)


def keywords() -> frozenset[str]:
    """Every word of the language, normalised (for «did you mean» and the glossary)."""
    return vocabulary().words()


@lru_cache(maxsize=1)
def opening_words() -> frozenset[str]:
    """The first words (normalised) an ability text may begin with: a keyword ability's name must
    not be one, or texts of the base language would read as the keyword."""
    accepted = _parser().parse_interactive([]).accepts()
    return frozenset(spelling.split(" ")[0] for spelling, name in vocabulary().keywords.items() if name in accepted)


# --- keyword abilities (data of the pack) ----------------------------------------------------


def _keyword(text: str, keyword_defs: tuple[KeywordDef, ...]) -> Keyword | None:
    """The keyword ability ``text`` names («Blindaje 2»), or None when it names none."""
    normal = normalise(text)
    written = normal.rstrip().rstrip(".").rstrip()
    for k in keyword_defs:
        name = normalise(k.name)
        start = len(written) - len(written.lstrip())
        if not written.startswith(name, start) or written[start + len(name):start + len(name) + 1] not in ("", " "):
            continue
        rest_at = start + len(name) + len(written[start + len(name):]) - len(written[start + len(name):].lstrip())
        rest = written[rest_at:]
        if not k.number:
            if rest:
                raise AbilitySyntaxError(f"«{k.name}» no lleva número", rest_at + 1, f"escribe solo «{k.name}»")
            return Keyword(k, None, parse(k.expansion(None)))
        value = (int(rest) if len(rest) <= len(str(MAX_NUMBER)) else MAX_NUMBER + 1) if rest.isdigit() \
            else NUMBER_WORDS.get(rest)
        if value is None:
            column = rest_at + 1 if rest else len(written) + 1
            raise AbilitySyntaxError(f"«{k.name}» necesita un número", column, f"escribe p. ej. «{k.name} 2»")
        if value > MAX_NUMBER:
            raise AbilitySyntaxError(f"el número «{rest}» es demasiado grande", rest_at + 1,
                                     f"usa un número entre 0 y {MAX_NUMBER}")
        return Keyword(k, value, parse(k.expansion(value)))
    return None


# --- parsing -----------------------------------------------------------------------------------


def parse(text: str, keyword_defs: tuple[KeywordDef, ...] = (), words: Lexicon | None = None) -> Ability | Keyword:
    """Parse one ability text; raise :class:`AbilitySyntaxError` if it is not valid.

    Text with decomposed accents (a letter followed by a combining mark) is read in its
    composed form (NFC): spans and columns count composed letters. ``words`` is the lexicon of
    designer wording (a pack's or project's, :func:`lexicon_of`); by default the bundled one.
    """
    vocab = vocabulary() if words is None else vocabulary_for(words)
    if not text.isascii():
        text = unicodedata.normalize("NFC", text)
    normal = normalise(text)
    if not normal.strip():
        raise AbilitySyntaxError("el texto de la habilidad está vacío", 1,
                                 "escribe la habilidad: «[CAR n |] requisito; … ; efecto»")
    if keyword_defs:
        keyword = _keyword(text, keyword_defs)
        if keyword is not None:
            return keyword
        try:
            return _one_subject(_parse_base(text, normal, vocab), text)
        except AbilitySyntaxError as error:
            raise _helpful(text, _near_keyword(normal, error, keyword_defs), vocab) from None
    try:
        ability = _parse_base(text, normal, vocab)
    except AbilitySyntaxError as error:
        raise _helpful(text, error, vocab) from None
    return _one_subject(ability, text)


def _one_subject(ability, text: str):
    """``ability``, unless a designer's «Si un oponente destruye esta Parte, descarta …» leaves who does the effect
    open (constructs/events_more.py): then both readings, to choose from."""
    ambiguity = subject_ambiguity(ability, text) or refusal(ability, text)
    if ambiguity is not None:
        raise AbilitySyntaxError(ambiguity[0], ambiguity[1], ambiguity[2])
    return ability


def _helpful(text: str, error: AbilitySyntaxError, vocab: Vocabulary) -> AbilitySyntaxError:
    """``error`` with a hint that helps (:mod:`.suggest`): the whole text mended, when meaning-keeping
    edits make it read; else, in place of a bare pointer to the docs, the nearest construct."""
    from . import suggest
    from .printer import to_text

    def attempt(candidate: str):
        try:
            return _parse_base(candidate, normalise(candidate), vocab), None
        except AbilitySyntaxError as candidate_error:
            return None, candidate_error

    def expected(candidate: str, pos: int, message: str):
        spellings = _expectation(normalise(candidate), pos, vocab).spellings()
        if not spellings and "se esperaba" in message:  # inside a term of several words: the word it goes on with
            spellings = [normalise(w) for w in re.findall(r"«([^»]+)»", message.split("se esperaba", 1)[1])]
        return ";" in spellings, [s for s in spellings if s.replace(" ", "").isalpha() or s in ("|", ":")]

    if error.hint.startswith("escribe una de las dos"):  # two readings: the designer chooses
        return error
    written_label = suggest.label(text)
    if written_label is not None and error.column - 1 <= written_label[2]:
        return _labelled(text, error, written_label, attempt, vocab)
    partial: list = []
    mended = suggest.rewrite(text, error, attempt, expected, to_text, partial)
    if mended is not None:
        return AbilitySyntaxError(error.message, error.column, f"¿quisiste decir: «{to_text(attempt(mended)[0])}»?"
                                  f"{suggest.changes(text, mended)}", mended)
    if _settled(error.hint):
        return error
    further_hint = _unmended(partial[0][0], partial[0][1], attempt, vocab) if partial else ""
    if "prototipo: true" in further_hint:  # mended here, the text reads on: what the language lacks is further on
        changed = suggest.changes(text, partial[0][0])
        said = f"con ese cambio{changed} se lee más allá" if changed else f"escrito «{partial[0][0]}», se lee más allá"
        return AbilitySyntaxError(error.message, error.column, f"{said}; {further_hint}")
    return AbilitySyntaxError(error.message, error.column, _unmended(text, error, attempt, vocab))


def _unmended(text: str, error: AbilitySyntaxError, attempt, vocab: Vocabulary) -> str:
    """The hint for ``error`` of ``text`` when no edit mends it: its own when it says all there is, else the nearest
    construct or a plain «no existe» (:func:`.suggest.lacking`), after a wording hint of its own."""
    from . import suggest

    if _settled(error.hint):
        return error.hint
    if error.hint.startswith(_STRUCTURAL) or error.hint == DOCS:  # they guess; the nearest construct does not mislead
        _head, _sep, listed = error.message.partition("; se esperaba ")
        fits = re.findall(r"«[^»]*»|un número|el final del texto", listed)
        if "u otras" in listed:  # a long list: only whether a number fits
            numbers = _expectation(normalise(text), error.column - 1, vocab).names & {"INT", "WORDNUM"}
            fits = [None, "un número"] if numbers else [None]
        return suggest.lacking(text, error.column - 1, lambda t: attempt(t)[0], fits=fits)
    return f"{error.hint}; {suggest.lacking(text, error.column - 1, lambda t: attempt(t)[0], hinted=True)}"


def _labelled(text: str, error: AbilitySyntaxError, written_label, attempt, vocab: Vocabulary) -> AbilitySyntaxError:
    """«Relámpago. CAR 1 | …»: the label goes in the ability's field, and the rest is read on its own (its
    reading, or its own error and hint, placed in the whole text)."""
    from . import suggest
    from .printer import to_text

    value, name, start = written_label
    said = suggest.label_hint(name, value)
    rest = text[start:]
    ability, rest_error = attempt(rest)
    if ability is not None and getattr(ability.speed, "tag", None) == value:  # the rest says it once: that is the text
        return AbilitySyntaxError(error.message, error.column, f"¿quisiste decir: «{to_text(ability)}»? ({said})", rest)
    if ability is not None:
        return AbilitySyntaxError(error.message, error.column, f"{said}; el texto, sin ella: «{to_text(ability)}»")
    helped = _helpful(rest, rest_error, vocab)
    return AbilitySyntaxError(error.message, error.column,
                              f"{said}; en el resto, columna {helped.column + start}: {helped.message}; {helped.hint}")


def _settled(hint: str) -> bool:
    """Hints that already say all there is: two readings to choose from, a keyword of the pack written
    almost like it, a text cut short, or what the language lacks."""
    return (hint.startswith(("escribe una de las dos", "completa la habilidad"))
            or hint.endswith("(palabra clave del reglamento)") or "prototipo: true" in hint
            or hint.startswith("una duración va con"))  # a duration written first that nothing takes (timing.py)


#: Hints that guess at the grammar's structure («falta un número antes de «a»» for «Selecciona a un
#: oponente»): when no edit mends the text they mislead, and the nearest construct is said instead.
_STRUCTURAL = ("falta ", "la habilidad ya estaba completa", "el «;» separa", "¿quisiste decir «",
               "los requisitos, el disparador y el efecto se separan", "se escribe «")


def _near_keyword(normal: str, error: AbilitySyntaxError, keyword_defs: tuple[KeywordDef, ...]) -> AbilitySyntaxError:
    """A base-language error at the first word, hinting at a keyword written almost like it."""
    first = normal.lstrip()
    if error.column != len(normal) - len(first) + 1:
        return error
    names = {normalise(k.name): k.name for k in keyword_defs}
    words = first.split()
    for size in sorted({len(n.split()) for n in names}, reverse=True):
        match = difflib.get_close_matches(" ".join(words[:size]), names, n=1, cutoff=0.75)
        if match:
            return AbilitySyntaxError(error.message, error.column,
                                      f"¿quisiste decir «{names[match[0]]}»? (palabra clave del reglamento)")
    return error


def _parse_base(text: str, normal: str, vocab: Vocabulary) -> Ability:
    """Parse ``text`` (``normal`` is its normalised copy) in the base language."""
    try:
        tokens = tokenize(normal, vocab)
    except TooLarge as large:
        digits = re.match(r"[0-9]+", normal[large.pos:]).group()
        _check_prefix(text, normal, large.pos, vocab)  # a filter clash before it is reported first
        shown = digits if len(digits) <= 12 else digits[:12] + "…"
        raise AbilitySyntaxError(f"el número «{shown}» es demasiado grande", large.pos + 1,
                                 f"usa un número entre 0 y {MAX_NUMBER}") from None
    except UnknownWord as unknown:
        expectation = _expectation(normal, unknown.pos, vocab)
        if word_at(normal, unknown.pos) not in expectation.continuations():  # not a term the words before began
            _check_prefix(text, normal, unknown.term_start, vocab)
        raise AbilitySyntaxError(*unknown_word_error(text, normal, unknown.pos, unknown.expected,
                                                     expectation, unknown.at_end)) from None
    _named_as_written(text, tokens)
    try:
        ability, tokens = _read(text, tokens)
    except FilterClash as clash:
        raise AbilitySyntaxError(*clash_error(text, clash)) from None
    except UnexpectedInput as error:
        raise _syntax_error(text, normal, error, vocab) from None
    return _with_spans(ability, tokens, text)


def _named_as_written(text: str, tokens: Tokens) -> None:
    """A counter's name («contador de Óxido») keeps the designer's spelling: its token's value is the text."""
    for i, token in enumerate(tokens):
        if token.type in NAMED_COUNTER_TOKENS:
            start = token.end_pos - len(token)
            tokens[i] = _named_word(text[start:token.end_pos], token)


def _named_word(value: str, token) -> Word:
    word = Word(value)
    word.type, word.start_pos, word.end_pos = token.type, token.start_pos, token.end_pos
    return word


def _check_prefix(text: str, normal: str, pos: int, vocab: Vocabulary) -> None:
    """Raise the error of the text before ``pos`` when it has one of its own (a filter clash, or a word that
    cannot stand where it is): errors are told in the order they are written."""
    try:
        tokens = _viable(tokenize(normal[:pos], vocab))
        _parser().parse_interactive(tokens).exhaust_lexer()
    except FilterClash as clash:
        raise AbilitySyntaxError(*clash_error(text, clash)) from None
    except UnexpectedToken as error:  # not the last word before ``pos``: a term may be cut there
        if error.token.type != "$END" and error.token is not tokens[-1]:
            raise _syntax_error(text, normal, error, vocab) from None
    except (UnexpectedInput, UnknownWord):
        pass


def _syntax_error(text: str, normal: str, error: UnexpectedInput, vocab: Vocabulary) -> AbilitySyntaxError:
    if isinstance(error, UnexpectedEOF) or (isinstance(error, UnexpectedToken) and error.token.type == "$END"):
        return AbilitySyntaxError(*syntax_error(text, normal, len(normal), _expectation(normal, len(normal), vocab),
                                                end=True))
    pos = error.token.start_pos
    expectation = _expectation(normal, pos, vocab)
    written = text[pos:error.token.end_pos]
    several = " " in str(error.token).strip()  # «de ella» is one term: not the «de» the parser may expect there
    message, column, hint = syntax_error(text, normal, pos, expectation,
                                         written=written if several or normalise(written) != str(error.token) else None)
    if ";" in expectation.spellings():
        hint = _semicolon_hint(text, normal, pos, vocab) or hint
    return AbilitySyntaxError(message, column, hint)


def _semicolon_hint(text: str, normal: str, pos: int, vocab: Vocabulary) -> str | None:
    """«Selecciona una Parte hazle …», «Cuando … sea destruida, roba …»: a «;» is missing at ``pos`` (or
    written as «,») when the text with it reads on past that point."""
    comma = normal[pos] == ","
    patched = normal[:pos] + ";" + (normal[pos + 1:] if comma else " " + normal[pos:])
    try:
        _drive(tokenize(patched, vocab))
    except UnexpectedInput as error:
        if getattr(error, "token", None) is None or error.token.type == "$END" or error.token.start_pos <= pos + 2:
            return None
    except (UnknownWord, FilterClash) as error:
        if getattr(error, "pos", pos + 3) <= pos + 2:
            return None
    if comma:
        return "los requisitos, el disparador y el efecto se separan con «;», no con «,»"
    return f"falta «;» antes de «{word_at(text, pos)}»: el «;» separa cada requisito (y el disparador) del efecto"


def _expectation(normal: str, pos: int, vocab: Vocabulary) -> Expectation:
    """What the parser accepts after the text before ``pos`` (exact, unlike LALR's error set)."""
    try:
        tokens = _viable(tokenize(normal[:pos], vocab))
        interactive = _parser().parse_interactive(tokens)
        interactive.exhaust_lexer()
        accepted = set(interactive.accepts())
    except (UnexpectedInput, UnknownWord, FilterClash):
        tokens, accepted = [], set()
    by_name = {name: spelling for spelling, name in vocab.keywords.items()}
    return Expectation(accepted, by_name, normal[:pos].split(), vocab.terms)


def _with_spans(ability, tokens: list[Word], text: str):
    """Give the ability, each requirement and each effect the span of text it was written in.

    Clauses are delimited by the «|», «;» and joiner («y», «,») tokens, which appear nowhere else;
    the options of a final «elige uno:», by «o», and the outcomes of a final «tira un dado:», by «;». The
    nodes were just built by this parse and are not yet shared, so their spans are set in place.
    """
    start = 0
    if ability.speed is not None:  # «Relámpago. CAR 2 | …»: its own span, the rest as if unwritten (constructs/frame.py)
        tokens, start = speed_tokens(ability, tokens, text)
    starts = [tokens[2].end_pos] if len(tokens) > 2 and tokens[2] == "|" else [start]
    if ability.requirements and isinstance(ability.requirements[0], ReplaceWhen):
        return _replacement_spans(ability, tokens, text, starts[0])
    requirements = iter(_clauses(ability.requirements))
    tail = next((k for k in range(len(tokens) - 1) if tokens[k] == "."), None)
    if tail is not None:  # «…. Solo una vez por turno»: written after the effect, read first (constructs/ability.py)
        last = len(tokens) - 1 if tokens[-1] == "." else len(tokens)
        begin = tokens[tail].end_pos
        if tokens[tail + 1].start_pos < begin:  # «… (una vez por turno)»: a lexicon phrase read «. una vez …» (frame.py)
            begin = tokens[tail].start_pos
        _set_span(ability.requirements[0], text, begin, tokens[last].start_pos if last < len(tokens) else len(text))
        requirements = iter(_clauses(ability.requirements[1:]))
        tokens = tokens[:tail + 1]  # the rest reads as a text that ends with that «.»
    joins, choice = [], len(tokens)
    for k, token in enumerate(tokens):
        if token == ";":
            for requirement in next(requirements):
                _set_span(requirement, text, starts[-1], token.start_pos)
            starts.append(token.end_pos)
            joins = []  # a «y» inside a requirement («reciba daño y no sea destruida») joins no effects
        elif (token in _BRANCHING and k + 1 < len(tokens) and tokens[k + 1] in (":", ";")  # not «tira un dado y …»
              and type(ability.simple_effects()[-1]).__name__ != "RollThen"):  # nor «tira un dado: roba tantas …»
            choice = k
            break
        elif token in _BRANCH_WORDS and _branch_start(tokens, k):  # «…, si es una Parte, …; si no, …» (revealed.py)
            choice = k
            break
        elif token in ("y", ","):
            joins += (token.start_pos, token.end_pos)
    end = tokens[-1].start_pos if tokens[-1] == "." else len(text)
    _set_span(ability.effect, text, starts[-1], end)
    _set_chain_spans(ability.simple_effects(), text, starts[-1], joins, end)
    if choice < len(tokens):
        branching, after_colon = ability.simple_effects()[-1], tokens[choice + 2:_end_token(tokens)]
        if tokens[choice] in ("tira un dado", "tira dos dados"):
            _set_outcome_spans(branching, after_colon, text, end)
        elif tokens[choice] in ("si", ",", "por cada"):
            _set_outcome_spans(branching, tokens[choice + (tokens[choice] == ","):_end_token(tokens)], text, end)
        else:
            _set_option_spans(branching, after_colon, text, end)
    _set_span(ability, text, 0, len(text))
    return ability


def _clauses(requirements) -> list[list]:
    """The requirements written in each clause: one, or the two of «Selecciona A y B» (constructs/picks.py)."""
    clauses: list[list] = []
    for r in requirements:
        if getattr(r, "joins_previous", False) and clauses:
            clauses[-1].append(r)
        else:
            clauses.append([r])
    return clauses


_BRANCHING = ("elige uno", "tira un dado", "tira dos dados", "elige dos", "elige tres", "elige cuatro")


#: The words that end «por cada Parte entre ellas» (constructs/cards_more.py).
SEEN_WORDS = ("ellas", "ellos", "revelada", "revelado", "mostrada", "mostrado", "mirada", "descartada", "descartado",
              "enviada", "devuelta", "devuelto")


#: The tokens :func:`_branch_start` can be true at (a cheap test before it, at every token of every text).
_BRANCH_WORDS = frozenset({",", "por cada", "si"})


def _branch_start(tokens: list[Word], k: int) -> bool:
    """Whether the «si es» of «…, si es una Parte, …; si no, …» (also «y, si es …») after an effect begins at token
    ``k``: the branching effect that ends the text."""
    token, following = tokens[k], tokens[k + 1:k + 3]
    if token == ",":
        return k > 0 and tokens[k - 1] == "y" and following[:2] in (["si", "es"], ["si", "alguna"])
    if token == "por cada" and k > 0 and tokens[k - 1] in ("y", ","):  # «y por cada Parte entre ellas, …»
        rest = tokens[k + 1:]                                         # (constructs/cards_more.py)
        counted = rest[:rest.index(",")] if "," in rest else []
        return bool(counted) and counted[-1] in SEEN_WORDS
    return token == "si" and following[:1] in (["es"], ["alguna"]) and k > 0 and tokens[k - 1] in ("y", ",")
_INSTEAD = ("en su lugar", "en lugar de eso")
#: The verbs that begin the effect of a replacement written as a state (constructs/replacements.py)
_STATE_VERBS = ("no recibe dano", "no reciben dano", "no puede recibir dano", "no pueden recibir dano", "recibe",
                "reciben")


def _replacement_spans(ability, tokens: list[Word], text: str, start: int):
    """:func:`_with_spans` of «Si … fuera a …, en su lugar <efecto>»: the first «,» or «;» ends the requirement,
    and «en su lugar» (before the effect or after it) is in neither clause."""
    event = next((i for i, token in enumerate(tokens) if token.startswith("fuera a")), None)
    if event is None:  # «Esta Parte no recibe daño …», a replacement written as a state: its verb begins the effect
        k = next(i for i, token in enumerate(tokens) if token in _STATE_VERBS)
        _set_span(ability.requirements[0], text, start, tokens[k - 1].end_pos)
        _set_span(ability.effect, text, tokens[k].start_pos, tokens[_end_token(tokens) - 1].end_pos)
        _set_span(ability, text, 0, len(text))
        return ability
    k = next(i for i, token in enumerate(tokens) if token in (",", ";") and i > event)
    _set_span(ability.requirements[0], text, start, tokens[k].start_pos)
    rest = tokens[k + 1:_end_token(tokens)]
    begin, end = rest[0].start_pos, rest[-1].end_pos
    if rest[0] in _INSTEAD:
        rest, begin = rest[1:], rest[1].start_pos
    elif rest[-1] in _INSTEAD:
        rest, end = rest[:-1], rest[-2].end_pos
    joins = [pos for token in rest if token in ("y", ",") for pos in (token.start_pos, token.end_pos)]
    _set_span(ability.effect, text, begin, end)
    _set_chain_spans(ability.simple_effects(), text, begin, joins, end)
    _set_span(ability, text, 0, len(text))
    return ability


def _end_token(tokens: list[Word]) -> int:
    """Where the tokens of the text end (before a final «.»)."""
    return len(tokens) - 1 if tokens and tokens[-1] == "." else len(tokens)


def _set_chain_spans(effects, text: str, start: int, joins: list[int], end: int) -> None:
    """The spans of effects joined by «y» or «,» (``joins``: each joiner's start and end)."""
    if len(effects) > 1:
        edges = [start, *joins, end]
        for i, part in enumerate(effects):
            _set_span(part, text, edges[2 * i], edges[2 * i + 1])


def _set_option_spans(choice, tokens: list[Word], text: str, end: int) -> None:
    """The span of each option of «elige uno:» (``tokens``: those after the «:»; «o», «,» and «;» part
    them), and of its
    effects."""
    start, joins, options = tokens[0].start_pos if tokens else end, [], []
    for k, token in enumerate(tokens):
        if token in (",", ";") or token == "o" and not (k + 1 < len(tokens) and tokens[k + 1] in ("mas", "menos")):
            options.append((start, token.start_pos, joins))
            start, joins = token.end_pos, []
        elif token in ("y", ","):
            joins += (token.start_pos, token.end_pos)
    options.append((start, end, joins))
    for mode, (first, last, mode_joins) in zip(choice.modes, options):
        _set_span(mode, text, first, last)
        _set_chain_spans(mode_effects(mode), text, first, mode_joins, last)


def _set_outcome_spans(roll, tokens: list[Word], text: str, end: int) -> None:
    """The span of each «si sale …, efecto» of «tira un dado:» (``tokens``: those after the «:»), of its
    effects (after the first «,»), and of the effects of each."""
    outcomes, current = [], []
    for token in tokens:
        if token == ";":
            outcomes.append((current, token.start_pos))
            current = []
        else:
            current.append(token)
    outcomes.append((current, end))
    for outcome, (words, last) in zip(roll.outcomes, outcomes):
        _set_span(outcome, text, words[0].start_pos, last)
        listed = getattr(outcome.comparison, "listed", False)  # the «,» of «si sale 3, 4 o 5, …»; «1-2:»
        inner = max(0, len(outcome.comparison.values) - 2) if listed else 0
        comma = [i for i, w in enumerate(words) if w in (",", ":")][inner]
        joins = [p for w in words[comma + 1:] if w in ("y", ",") for p in (w.start_pos, w.end_pos)]
        _set_span(outcome.mode, text, words[comma].end_pos, last)
        _set_chain_spans(mode_effects(outcome.mode), text, words[comma].end_pos, joins, last)


def _set_span(node, text: str, start: int, end: int) -> None:
    """``node.span`` = ``[start, end)`` of ``text`` without the blanks around it."""
    segment = text[start:end]
    stripped = segment.strip()
    start += segment.find(stripped[:1]) if stripped else 0
    object.__setattr__(node, "span", Span(start, start + len(stripped)))


if __name__ == "__main__":
    from nismatch_cards.games.nismatch.language import parser  # the module, not __main__: pickled by name

    print(parser.save_prebuilt())
