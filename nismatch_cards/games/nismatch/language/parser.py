"""Parse printed ability text into the AST of :mod:`nismatch_cards.games.nismatch.language.ast`.

The grammar lives in ``ability.lark`` beside this module. The text is normalised (lower case, accents
removed letter by letter, so offsets are unchanged) and split into words by :class:`WordLexer`;
Lark's LALR parser then calls :class:`ToAst` directly, building no parse tree.
"""
from __future__ import annotations

import difflib
import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from lark import Lark, Transformer
from lark.exceptions import UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.lexer import Lexer

from . import ast as A

GRAMMAR_FILE = Path(__file__).resolve().parent / "ability.lark"

NUMBER_WORDS = {
    "cero": 0, "un": 1, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
    "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10,
}
_ARTICLES = {"un", "uno", "una"}
_NUMBER_KINDS = {word: "UNA" if word in _ARTICLES else "WORDNUM" for word in NUMBER_WORDS}
_WORD = re.compile(r"[a-z]+|[0-9]+|\S")
_MAX_NUMBER = 99

# How a normalised keyword is spelt on a card, for messages («dano» is shown as «daño»).
_PRINTED = {
    "dano": "daño", "danada": "dañada", "danadas": "dañadas", "dueno": "dueño", "mas": "más",
    "muevela": "muévela", "muevelas": "muévelas", "niegala": "niégala", "niegalo": "niégalo",
    "destruyela": "destrúyela", "destruyelas": "destrúyelas", "enviala": "envíala",
    "envialas": "envíalas", "envia": "envía", "devuelvela": "devuélvela", "devuelvelas": "devuélvelas",
    "reparale": "repárale", "reparales": "repárales", "desactivala": "desactívala",
    "desactivalas": "desactívalas", "activala": "actívala", "activalas": "actívalas",
    "botin": "Botín", "deposito": "Depósito", "demolicion": "Demolición", "proximo": "próximo",
    "esta": "esta", "relampago": "relámpago", "car": "CAR", "pg": "PG", "fue": "FUE", "def": "DEF",
    "vel": "VEL", "parte": "Parte", "partes": "Partes", "taller": "Taller", "talleres": "Talleres",
    "unidad": "Unidad", "guerrilla": "Guerrilla", "apoyo": "Apoyo", "chatarra": "Chatarra",
    "zona": "Zona", "botines": "Botines", "guerra": "Guerra",
}
_PUNCTUATION_NAMES = {"|": "«|»", ";": "«;»", "+": "«+»", "-": "«-»", ".": "«.»"}


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


def printed(keyword: str) -> str:
    """A normalised keyword as it is written on a card."""
    return _PRINTED.get(keyword, keyword)


class AbilitySyntaxError(Exception):
    """Ability text that does not follow the grammar: where (1-based column inside the text),
    what is wrong, and a hint."""

    def __init__(self, message: str, column: int, hint: str):
        super().__init__(message, column, hint)
        self.message = message
        self.column = column
        self.hint = hint

    def __str__(self) -> str:
        return f"columna {self.column}: {self.message}"


class _UnknownWord(Exception):
    def __init__(self, pos: int):
        self.pos = pos


class _TooLarge(_UnknownWord):
    pass


class _FilterConflict(Exception):
    def __init__(self, first: str, second: str, select_index: int, name: str):
        self.first, self.second, self.select_index, self.name = first, second, select_index, name


class Word(str):
    """A token: its text, its terminal ``type`` and where it starts (lighter than Lark's Token)."""

    __slots__ = ("type", "start_pos")

    @property
    def line(self) -> int:
        return 1

    @property
    def column(self) -> int:
        return self.start_pos + 1

    end_line = line
    end_column = column
    end_pos = None


def tokenize(normal: str, keywords: dict[str, str]) -> list[Word]:
    """Normalised text to tokens: keywords by spelling, INT, UNA, WORDNUM, punctuation."""
    tokens = []
    for match in _WORD.finditer(normal):
        value = match.group()
        kind = keywords.get(value) or _NUMBER_KINDS.get(value)
        if kind is None:
            if not ("0" <= value[0] <= "9"):
                raise _UnknownWord(match.start())
            if int(value) > _MAX_NUMBER:
                raise _TooLarge(match.start())
            kind = "INT"
        word = Word(value)
        word.type = kind
        word.start_pos = match.start()
        tokens.append(word)
    return tokens


class TokenListLexer(Lexer):
    """Hands Lark the tokens :func:`tokenize` already made."""

    def __init__(self, lexer_conf):
        pass

    def lex(self, data):
        return iter(data)


def _filter_word(name: str, value) -> str:
    """How a selection filter is written, for messages."""
    if name == "zone":
        return f"de tipo {value.replace('_', ' ').title()}"
    return {A.Owner.OPPONENT: "de tu oponente", A.Owner.OWN: "tuya", "damaged": "dañada",
            "deactivated": "desactivada", "in_taller": "en un Taller"}.get(value if name == "owner" else name)


class ToAst(Transformer):
    """Grammar rules to AST nodes; called by the LALR parser as it reduces."""

    # numbers and small pieces
    def number(self, children):
        (tok,) = children
        return int(tok) if tok.type == "INT" else NUMBER_WORDS[str(tok)]

    def exactly(self, children):
        return (children[0], False)

    def up_to(self, children):
        return (children[-1], True)

    def part_noun(self, children):
        return str(children[0])

    def zone(self, children):
        return "_".join(str(t) for t in children)

    def f_opponent(self, children):
        return ("owner", A.Owner.OPPONENT)

    def f_own(self, children):
        return ("owner", A.Owner.OWN)

    def f_damaged(self, children):
        return ("damaged", True)

    def f_deactivated(self, children):
        return ("deactivated", True)

    def f_in_taller(self, children):
        return ("in_taller", True)

    def f_zone(self, children):
        return ("zone", children[-1])

    selects_seen = 0  # reset before each parse: which «Selecciona» a filter clash belongs to

    def select(self, children):
        (count, up_to), _noun, *filters = children
        self.selects_seen += 1
        chosen: dict = {}
        for name, value in filters:
            if name in chosen:
                raise _FilterConflict(_filter_word(name, chosen[name]), _filter_word(name, value),
                                      self.selects_seen - 1, name)
            chosen[name] = value
        return A.SelectParts(count=count, up_to=up_to, **chosen)

    # conditions
    def a_ability(self, children):
        return A.Activatable.ABILITY

    def a_support(self, children):
        return A.Activatable.SUPPORT

    def a_either(self, children):
        return A.Activatable.EITHER

    def more_less(self, children):
        return str(children[0]) == "mas"

    def m_parts(self, children):
        return A.Measure.EQUIPPED_PARTS

    def m_hand(self, children):
        return A.Measure.HAND_CARDS

    def m_botines(self, children):
        return A.Measure.BOTINES

    def part_state(self, children):
        return A.PartState.DAMAGED if str(children[0]) == "danada" else A.PartState.DEACTIVATED

    def c_opponent_activates(self, children):
        return A.OpponentActivates(children[-1])

    def c_count_self(self, children):
        amount, at_least, measure = [c for c in children if not isinstance(c, Word)]
        return A.CountCondition(A.Player.SELF, amount, at_least, measure)

    def c_count_opponent(self, children):
        amount, at_least, measure = [c for c in children if not isinstance(c, Word)]
        return A.CountCondition(A.Player.OPPONENT, amount, at_least, measure)

    def c_this_part(self, children):
        return A.ThisPartIs(children[-1])

    # costs
    def k_any(self, children):
        return A.CardKind.ANY

    def k_part(self, children):
        return A.CardKind.PART

    def k_support(self, children):
        return A.CardKind.SUPPORT

    def r_discard(self, children):
        return A.DiscardCost(children[0], children[1])

    def r_reveal_any(self, children):
        return A.RevealCost(children[0], A.CardKind.ANY)

    def r_reveal_part(self, children):
        return A.RevealCost(children[0], A.CardKind.PART)

    def r_reveal_support(self, children):
        return A.RevealCost(children[0], A.CardKind.SUPPORT)

    def r_deactivate(self, children):
        return A.DeactivateCost(children[0])

    # triggers
    def _trigger(event):  # noqa: N805 - builds methods below
        def method(self, children):
            return A.Trigger(event)
        return method

    t_destroyed = _trigger(A.TriggerEvent.DESTROYED)
    t_equipped = _trigger(A.TriggerEvent.EQUIPPED)
    t_damaged = _trigger(A.TriggerEvent.DAMAGED)
    t_guerrilla = _trigger(A.TriggerEvent.OPPONENT_DECLARES_GUERRILLA)
    t_turn_start = _trigger(A.TriggerEvent.TURN_START)
    t_turn_end = _trigger(A.TriggerEvent.TURN_END)
    del _trigger

    # effects
    def points(self, children):
        return children[0]

    def damage_selected(self, children):
        return A.Damage(children[-1], A.Target.SELECTED)

    def damage_this(self, children):
        return A.Damage(children[0], A.Target.THIS_PART)

    def move_selected(self, children):
        return A.MoveToTaller(A.Target.SELECTED)

    def move_this(self, children):
        return A.MoveToTaller(A.Target.THIS_PART)

    def negate(self, children):
        return A.Negate()

    def destroy_selected(self, children):
        return A.Destroy(A.Target.SELECTED)

    def destroy_this(self, children):
        return A.Destroy(A.Target.THIS_PART)

    def p_scrapyard(self, children):
        return A.Pile.SCRAPYARD

    def p_demolition(self, children):
        return A.Pile.DEMOLITION

    def send_selected(self, children):
        return A.SendTo(children[-1], A.Target.SELECTED)

    def send_this(self, children):
        return A.SendTo(children[-1], A.Target.THIS_PART)

    def return_selected(self, children):
        return A.ReturnToHand(A.Target.SELECTED)

    def return_this(self, children):
        return A.ReturnToHand(A.Target.THIS_PART)

    def repair_selected(self, children):
        return A.Repair(children[0], A.Target.SELECTED)

    def repair_this(self, children):
        return A.Repair(children[0], A.Target.THIS_PART)

    def draw(self, children):
        return A.Draw(children[0])

    def gain_car(self, children):
        return A.GainCar(children[0])

    def s_my_unit(self, children):
        return A.Subject.MY_UNIT

    def s_opponent_unit(self, children):
        return A.Subject.OPPONENT_UNIT

    def s_this_part(self, children):
        return A.Subject.THIS_PART

    def plus(self, children):
        return children[-1]

    def minus(self, children):
        return -children[-1]

    def stat(self, children):
        return A.Stat(str(children[0]))

    def d_end_of_turn(self, children):
        return A.Duration.END_OF_TURN

    def d_next_turn(self, children):
        return A.Duration.START_OF_NEXT_TURN

    def _stat_change(self, subject, children, sign=1):
        values = [c for c in children if not isinstance(c, Word)]
        amount, stat, *rest = values
        return A.StatChange(stat, sign * amount, subject, rest[0] if rest else None)

    def stat_gain(self, children):
        return self._stat_change(children[0], children[1:])

    def stat_lose(self, children):
        return self._stat_change(children[0], children[1:], sign=-1)

    def stat_selected(self, children):
        return self._stat_change(A.Subject.SELECTED, children)

    def stat_bare(self, children):
        return self._stat_change(A.Subject.MY_UNIT, children)

    def deactivate_selected(self, children):
        return A.Deactivate(A.Target.SELECTED)

    def deactivate_this(self, children):
        return A.Deactivate(A.Target.THIS_PART)

    def activate_selected(self, children):
        return A.Activate(A.Target.SELECTED)

    def activate_this(self, children):
        return A.Activate(A.Target.THIS_PART)

    def take_one_botin(self, children):
        return A.TakeBotin(1)

    def take_botines(self, children):
        return A.TakeBotin(children[0])

    def opponent_discards(self, children):
        return A.OpponentDiscards(children[0])

    def effect(self, children):
        effects = [c for c in children if not isinstance(c, Word)]
        return effects[0] if len(effects) == 1 else A.Both(tuple(effects))

    def cost(self, children):
        return ("cost", children[0])

    def ability(self, children):
        parts = [c for c in children if not isinstance(c, Word)]
        cost = None
        if parts and isinstance(parts[0], tuple):
            cost = parts.pop(0)[1]
        *requirements, effect = parts
        return A.Ability(cost, tuple(requirements), effect)


_TO_AST = ToAst()


@lru_cache(maxsize=1)
def _parser() -> Lark:
    return Lark(
        GRAMMAR_FILE.read_text(encoding="utf-8"),
        start="ability",
        parser="lalr",
        lexer=TokenListLexer,
        transformer=_TO_AST,
        maybe_placeholders=False,
    )


@lru_cache(maxsize=1)
def _keyword_terminals() -> dict[str, str]:
    return {t.pattern.value: t.name for t in _parser().terminals if t.pattern.type == "str"}


def keywords() -> frozenset[str]:
    """Every keyword of the language, normalised (for «did you mean» and the glossary)."""
    return frozenset(w for w in _keyword_terminals() if w.isalpha())


def parse(text: str) -> A.Ability:
    """Parse one ability text; raise :class:`AbilitySyntaxError` if it is not valid.

    Text with decomposed accents (a letter followed by a combining mark) is read in its
    composed form (NFC): spans and columns count composed letters.
    """
    if not text.isascii():
        text = unicodedata.normalize("NFC", text)
    normal = normalise(text)
    if not normal.strip():
        raise AbilitySyntaxError("el texto de la habilidad está vacío", 1,
                                 "escribe la habilidad: «[CAR n |] requisito; … ; efecto»")
    try:
        try:
            tokens = tokenize(normal, _keyword_terminals())
        except _TooLarge as large:
            digits = re.match(r"[0-9]+", normal[large.pos:]).group()
            _expected_at(normal, large.pos)  # a filter clash before it is reported first
            raise AbilitySyntaxError(f"el número «{digits}» es demasiado grande", large.pos + 1,
                                     f"usa un número entre 0 y {_MAX_NUMBER}") from None
        except _UnknownWord as unknown:
            raise _unexpected(text, normal, unknown.pos) from None
        try:
            _TO_AST.selects_seen = 0
            ability = _parser().parse(tokens)
        except UnexpectedInput as error:
            raise _syntax_error(text, normal, error) from None
    except _FilterConflict as conflict:
        raise _clash_error(text, normal, conflict) from None
    return _with_spans(ability, tokens, text)


_FILTER_PATTERNS = {  # how each kind of selection filter may be written (normalised text)
    "owner": r"\btuyas?\b|\bde tu oponente\b",
    "damaged": r"\bdanadas?\b",
    "deactivated": r"\bdesactivadas?\b",
    "in_taller": r"\ben (?:un taller|los talleres)\b",
    "zone": r"\bde tipo (?:cabeza|torso|brazo(?: izquierdo| derecho)?|pierna(?: izquierda| derecha)?)\b",
}


def _clash_error(text: str, normal: str, conflict: _FilterConflict) -> AbilitySyntaxError:
    selects = [m.start() for m in re.finditer(r"\bselecciona\b", normal)]
    start = selects[conflict.select_index] if conflict.select_index < len(selects) else 0
    end = normal.find(";", start)
    written = [text[m.start():m.end()] for m in
               re.finditer(_FILTER_PATTERNS[conflict.name], normal[: end if end >= 0 else len(normal)])
               if m.start() >= start][:2]
    first, second = written if len(written) == 2 else (conflict.first, conflict.second)
    if conflict.first == conflict.second:
        return AbilitySyntaxError(f"la selección repite el filtro «{second}»", start + 1, "escríbelo una sola vez")
    return AbilitySyntaxError(
        f"la selección tiene dos filtros que chocan: «{first}» y «{second}»", start + 1, "deja uno solo de los dos")


def _with_spans(ability: A.Ability, tokens: list[Word], text: str) -> A.Ability:
    """Give the ability, each requirement and each effect the span of text it was written in.

    Clauses are delimited by the «|», «;» and «y» tokens, which appear nowhere else. The nodes
    were just built by this parse and are not yet shared, so their spans are set in place.
    """
    starts = [tokens[2].start_pos + 1] if len(tokens) > 2 and tokens[2].type == "VBAR" else [0]
    requirements = iter(ability.requirements)
    joins = []
    for token in tokens:
        if token.type == "SEMICOLON":
            _set_span(next(requirements), text, starts[-1], token.start_pos)
            starts.append(token.start_pos + 1)
        elif token.type == "Y":
            joins += (token.start_pos, token.start_pos + 1)
    end = tokens[-1].start_pos if tokens[-1].type == "DOT" else len(text)
    effect = ability.effect
    _set_span(effect, text, starts[-1], end)
    if isinstance(effect, A.Both):
        edges = [starts[-1], *joins, end]
        for i, part in enumerate(effect.effects):
            _set_span(part, text, edges[2 * i], edges[2 * i + 1])
    _set_span(ability, text, 0, len(text))
    return ability


def _set_span(node, text: str, start: int, end: int) -> None:
    segment = text[start:end]
    start += len(segment) - len(segment.lstrip())
    object.__setattr__(node, "span", A.Span(start, start + len(segment.strip())))


# --- error messages -----------------------------------------------------------------------


def _expected_words(names: set[str], article: str = "una") -> list[str]:
    by_name = {name: value for value, name in _keyword_terminals().items()}
    words = set()
    numbers = names & {"INT", "WORDNUM"}
    for name in names:
        if name in ("INT", "WORDNUM") or (name == "UNA" and numbers):
            words.add("un número")
        elif name == "UNA":
            words.add(f"«{article}»")
        elif name == "$END":
            words.add("el final del texto")
        elif name in by_name:
            value = by_name[name]
            words.add(_PUNCTUATION_NAMES.get(value, f"«{printed(value)}»"))
    return sorted(words, key=lambda w: (w in ("un número", "el final del texto"), normalise(w.strip("«»"))))


def _word_at(text: str, pos: int) -> str:
    match = re.compile(r"\w+").match(text, pos)
    return match.group() if match else text[pos : pos + 1]


def _syntax_error(text: str, normal: str, error: UnexpectedInput) -> AbilitySyntaxError:
    if isinstance(error, UnexpectedEOF) or (
        isinstance(error, UnexpectedToken) and error.token.type == "$END"
    ):
        expected = _expected_words(_expected_at(normal, len(normal)) - {"$END"})
        return AbilitySyntaxError(
            "el texto acaba antes de tiempo; se esperaba " + _join(expected),
            len(text.rstrip()) + 1,
            "completa la habilidad: «[CAR n |] requisito; … ; efecto»",
        )
    return _unexpected(text, normal, error.token.start_pos)


def _unexpected(text: str, normal: str, pos: int) -> AbilitySyntaxError:
    """The word at ``pos`` cannot stand there: say what could, and guess what was meant."""
    expected_names = _expected_at(normal, pos)
    found = _word_at(text, pos)
    noun = re.search(r"[a-z]+", normal[pos:])  # the noun the missing article goes with
    article = "un" if noun and noun.group() in _MASCULINE else "una"
    expected = _expected_words(expected_names, article)
    message = f"no se esperaba «{found}»"
    if expected:
        message += "; se esperaba " + _join(expected)
    return AbilitySyntaxError(message, pos + 1, _hint(found, expected_names, article))


_MASCULINE = {"taller", "talleres"}  # where the grammar takes «un/una», only «Taller» is masculine


def _hint(found: str, expected_names: set[str], article: str = "una") -> str:
    word = normalise(found)
    if expected_names == {"$END"}:
        return "la habilidad ya estaba completa: quita lo que sigue, o une dos efectos con «y»"
    known = word in _keyword_terminals() or word in NUMBER_WORDS or word.isdigit()
    if found == ";" and "Y" in expected_names:
        return "el «;» separa los requisitos del efecto; para dos efectos, únelos con «y»"
    number_fits = expected_names & {"INT", "WORDNUM", "UNA"}
    if number_fits and len(found) == 1 and not found.isascii() and unicodedata.digit(found, None) is not None:
        return "escribe los números con las cifras 0 a 9"
    if word.isalpha() and known and word not in NUMBER_WORDS:
        if expected_names & {"INT", "WORDNUM"}:
            return f"falta un número antes de «{found}»"
        if "UNA" in expected_names:
            return f"falta «{article}» antes de «{found}»"
    if not known:
        candidates = [printed(w) for w in _candidates(expected_names)]
        close = difflib.get_close_matches(word, [normalise(c) for c in candidates], n=1, cutoff=0.6)
        if close:
            suggestion = next(c for c in candidates if normalise(c) == close[0])
            if found[:1].isupper():
                suggestion = suggestion[:1].upper() + suggestion[1:]
            return f"¿quisiste decir «{suggestion}»?"
    return "consulta docs/ability-language.md para las construcciones admitidas"


def _candidates(names: set[str]) -> list[str]:
    """Keywords that may stand at the error; every keyword when nothing narrower is known."""
    by_name = {name: value for value, name in _keyword_terminals().items()}
    words = [by_name[n] for n in names if n in by_name and by_name[n].isalpha()]
    if "UNA" in names or "WORDNUM" in names:
        words += list(NUMBER_WORDS)
    return words or sorted(keywords())


def _expected_at(normal: str, pos: int) -> set[str]:
    """Terminals the parser accepts after the text before ``pos`` (exact, unlike LALR's error set)."""
    try:
        _TO_AST.selects_seen = 0
        interactive = _parser().parse_interactive(tokenize(normal[:pos], _keyword_terminals()))
        interactive.exhaust_lexer()
    except (UnexpectedInput, _UnknownWord):
        return set()
    return set(interactive.accepts())


def _join(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words) or "otra cosa"
    if len(words) > 8:
        return ", ".join(words[:8]) + " u otras"
    return ", ".join(words[:-1]) + " o " + words[-1]
