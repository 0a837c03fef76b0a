"""Unmatched's card language: texts of Cartas de Acción and heroes' special abilities read into typed nodes
(:mod:`.nodes`) by the grammar ``grammar/unmatched/texts.lark``, printed back canonically, checked against the
pack (a fighter, a trait or a state it names must exist) and played by the engine (:mod:`.effects`).

The text is read with its accents taken off (its case kept: a fighter's name is capitalised, a trait or a state
written in capitals), after the pack's lexicon (``packs/unmatched/lexico.yaml``, read by
:mod:`nismatch_cards.language.lexicon`) has put the language's words in place of the designer's; every column of
an error is the designer's own.
"""
from __future__ import annotations

import difflib
import re
import unicodedata
from functools import lru_cache

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput

from nismatch_cards.games import TextProblem
from nismatch_cards.language import lexicon as lexicons
from nismatch_cards.language.spelling import spelled
from nismatch_cards.paths import data_path
from .nodes import ELIDED, PRONOUN, Text, ToNodes, Where, _nodes

GRAMMAR = data_path("grammar/unmatched/texts.lark")
LEXICON = "lexico.yaml"
_WORDS = re.compile(r"\w+|[^\w\s]")


def plain(text: str) -> str:
    """``text`` without accents, case and length kept («Harpía» → «Harpia»)."""
    if text.isascii():
        return text
    return "".join(unicodedata.normalize("NFD", c)[0] for c in text)


def normalise(text: str) -> str:
    return plain(text).lower()


class TextError(ValueError):
    """A text the language cannot read: 1-based ``column``, Spanish ``message`` and ``hint``."""

    def __init__(self, column: int, message: str, hint: str):
        super().__init__(f"columna {column}: {message}")
        self.column, self.message, self.hint = column, message, hint


@lru_cache(maxsize=1)
def _parser() -> Lark:
    return Lark(GRAMMAR.read_text(encoding="utf-8"), parser="earley", lexer="dynamic", ambiguity="resolve",
                propagate_positions=True)


@lru_cache(maxsize=1)
def bundled_lexicon() -> lexicons.Lexicon:
    """The designer wording of the bundled pack (``packs/unmatched/lexico.yaml``)."""
    return lexicons.load(data_path("packs/unmatched/" + LEXICON), normalise, "packs/unmatched/" + LEXICON)


def pack_lexicon(pack) -> lexicons.Lexicon:
    """The bundled lexicon with the pack's own lines laid over it (``unmatched: {lexico: …}`` in its ruleset)."""
    own = pack.engine_data.get("lexico") if pack is not None else None
    if not own:
        return bundled_lexicon()
    return lexicons.merged(bundled_lexicon(), lexicons.Lexicon(tuple(lexicons.read_entries(
        own, normalise, "ruleset.yaml", at=("unmatched", "lexico")))))


@lru_cache(maxsize=8)
def _readings(lexicon: lexicons.Lexicon) -> tuple[dict, int]:
    """The first reading of each of the lexicon's written words, and the most words one has (worked out once for
    each lexicon, not for each text)."""
    entries = {e.written: e.readings[0] for e in lexicon.entries}
    return entries, max((len(w) for w in entries), default=0)


def _rewrite(text: str, lexicon: lexicons.Lexicon) -> tuple[str, list[int]]:
    """The text the grammar reads: accents off, the lexicon's readings in place of the designer's words; and for
    each of its characters (and its end) the column in ``text`` (0-based) it comes from."""
    source = plain(text)
    entries, longest = _readings(lexicon)
    words = list(_WORDS.finditer(source))
    out, origin, at, i = [], [], 0, 0
    while i < len(words):
        for size in range(min(longest, len(words) - i), 0, -1):
            key = tuple(w.group().lower() for w in words[i:i + size])
            if key in entries:
                start, end = words[i].start(), words[i + size - 1].end()
                out.append(source[at:start])
                origin.extend(range(at, start))
                reading = entries[key]
                out.append(reading)
                origin.extend([start] * len(reading))
                at, i = end, i + size
                break
        else:
            i += 1
    out.append(source[at:])
    origin.extend(range(at, len(source) + 1))
    return "".join(out), origin


def parse(text: str, lexicon: lexicons.Lexicon | None = None) -> Text:
    """``text`` as nodes; :class:`TextError` when the language cannot read it.

    The nodes are immutable, so a text read once is not read again (checking a card and printing it read the same
    texts; Earley's parse is what costs); :func:`read` reads without looking."""
    return _cached(text, lexicon or lexicons.Lexicon())


@lru_cache(maxsize=4096)
def _cached(text: str, lexicon: lexicons.Lexicon) -> Text:
    return read(text, lexicon)


def read(text: str, lexicon: lexicons.Lexicon | None = None) -> Text:
    """:func:`parse` without its cache (what the benchmark measures)."""
    readable, origin = _rewrite(text, lexicon or lexicons.Lexicon())
    try:
        tree = _parser().parse(readable)
    except UnexpectedInput as error:
        raise _error(text, readable, origin, error) from None
    for sub in tree.iter_subtrees():  # names, traits and states as the designer wrote them (accents back)
        sub.children = [_original(c, text, origin) if isinstance(c, Token) else c for c in sub.children]
    text_node = ToNodes().transform(tree)
    _refuse_elided(text, readable, origin, tree, text_node)
    return text_node


def _refuse_elided(text: str, readable: str, origin: list[int], tree: Tree, node: Text) -> None:
    """A verb written without its fighter («recibe 2 de daño») where no condition before names one, or «adyacente a
    él» where the sentence before names no one fighter: refused at the verb or at «él» (rulings.md U66)."""
    for sentence_tree, sentence in zip(tree.children, node.sentences):
        if any(getattr(e, "who", None) == ELIDED for e in getattr(sentence, "effects", ())):
            verb = next(sentence_tree.find_pred(lambda t: t.data in ("it_damaged", "it_may_move", "it_heals",
                                                                     "it_moves")))
            raise TextError(origin[verb.meta.start_pos] + 1, "este verbo no dice de qué luchador es",
                            "nombra al luchador («Rodrigo recibe 2 de daño», «tu luchador puede moverse hasta 2 "
                            "casillas»); sin él solo vale tras «Si <luchador> …,», y es el de la condición")
        if any(isinstance(n, Where) and n.name == PRONOUN for n in _nodes(sentence)):
            near = next(sentence_tree.find_data("adjacent_pronoun")).meta
            word = near.end_pos - len(readable[near.start_pos:near.end_pos].split()[-1])
            written = _WORDS.match(text, origin[word]).group()
            raise TextError(origin[word] + 1, f"«{written}» no dice de qué luchador es",
                            f"nombra al luchador («adyacente a Rodrigo»); «a {written}» solo vale si la frase anterior "
                            "nombra a uno solo, y es ese")


def _reads(readable: str) -> bool:
    try:
        _parser().parse(readable)
    except UnexpectedInput:
        return False
    return True


def _original(token: Token, text: str, origin: list[int]) -> Token:
    if token.type in ("NAME", "CAPS", "WORD", "CLASS") and token.start_pos is not None:
        return token.update(value=text[origin[token.start_pos]:origin[token.end_pos]])
    return token


def _error(text: str, readable: str, origin: list[int], error: UnexpectedInput) -> TextError:
    at = getattr(error, "pos_in_stream", None)
    if at is None or isinstance(error, UnexpectedEOF):
        at = len(readable.rstrip())
    column = origin[min(at, len(origin) - 1)] + 1
    if at >= len(readable.rstrip()):
        if not text.rstrip().endswith(".") and _reads(readable.rstrip() + "."):
            return TextError(len(text.rstrip()) + 1, "falta el punto final de la frase",
                             "termina cada frase con «.»")
        return TextError(column, "el texto se corta antes de terminar la frase",
                         "completa la frase (p. ej. «Roba 2 cartas.»)")
    lacking = _lacking(text, column - 1)
    if lacking:
        word = _WORDS.match(text, column - 1)
        found = word.group() if word else text[column - 1]
        return TextError(column, f"«{found}» no se entiende aquí",
                         f"el lenguaje aún no puede decir {lacking}; marca el efecto con «prototipo: true» y se "
                         "imprimirá tal cual")
    first = _first_word_before(text, column - 1)
    if first is not None and _close_verb(first[1]):
        return TextError(first[0], f"«{first[1]}» no es un verbo del lenguaje",
                         f"¿quisiste decir «{_close_verb(first[1])}»?")
    word = _WORDS.match(text, column - 1)
    found = word.group() if word else text[column - 1]
    if first is not None and normalise(first[1]) not in _OPENERS and normalise(found) in _OBJECT_WORDS:
        # «Empuja al defensor»: a word before an object is a verb, not a fighter's name
        return TextError(first[0], f"«{first[1]}» no es un verbo del lenguaje",
                         f"una frase empieza por uno de sus verbos: {', '.join(VERBS)}" + _PROTOTYPE_HINT)
    expected = _expected(error)
    hint = f"aquí se espera {expected}" if expected else "revisa la frase"
    close = _close_word(found, error)
    if close:
        hint = f"¿quisiste decir «{close}»?"
    elif first is not None and normalise(first[1]) not in _OPENERS and _a_name(first[1]):
        hint += f" («{first[1]}» se lee como el nombre de un luchador; una frase empieza por un verbo: {', '.join(VERBS)})"
    return TextError(column, f"«{found}» no se entiende aquí", hint + _PROTOTYPE_HINT)


#: Words that follow a verb, never a fighter's name: its object («Empuja al defensor», «Intercambia las …»).
_OBJECT_WORDS = {"a", "al", "el", "la", "las", "los", "un", "una", "unos", "unas", "tu", "tus", "su", "sus", "de",
                 "del", "en", "cada", "todos", "todas", "hasta"} | {str(n) for n in range(10)}

#: What the language cannot say yet, by kind: a refused sentence that says one of these is told so plainly (a list of
#: the words expected there would lead away from its meaning).
_LACKS = (
    (r"\buna vez por (turno|ronda|partida)\b", "un límite de veces («una vez por turno»)"),
    (r"\bdespues de que\b", "el momento «después de que …» (sí «Después de atacar, …» y «Después del combate, …»)"),
    (r"\b(cuando|cada vez que|si)\b[^.,]*\b(sea|es|resulte|queda) derrotad", "un momento «cuando … sea derrotado»"),
    (r"\b(puede|pueden|podra|podran) (volver a )?atacar\b|\b(puede|pueden) ser atacad",
     "a quién se puede atacar (su alcance o una prohibición)"),
    (r"\bhasta el final del turno\b|\bhasta el final de tu turno\b|\bproximo turno\b|\bla proxima\b|"
     r"^(este|ese) turno\b", "efectos que duran (hasta el final del turno, el próximo turno…)"),
    (r"\bmazo de tu (rival|oponente|adversario)\b|\bmazo del (rival|oponente|adversario)\b",
     "mirar o tocar el mazo de tu rival"),
    (r"\bhasta (\d+|dos|tres|cuatro|cinco) cartas\b|\blas que quieras\b|\btantas cartas como\b",
     "un número de cartas que elige el jugador («hasta N cartas», «las que quieras», «tantas como»)"),
    (r"\bpor cada\b", "una cantidad que cuenta otra cosa («por cada …»)"),
    (r"\ba la mitad\b|\bel doble\b|\bigual al? \w+", "un valor calculado («la mitad», «el doble», «igual a …»)"),
    (r"\b(tu|su) (rival|oponente|adversario) elige\b|\belige una opcion\b", "una elección de tu rival entre efectos"),
    (r"\ba (\d+|dos|tres|cuatro) casillas? o menos\b|\bdistancia de\b", "la distancia en casillas"),
    (r"\b(menos|mas) vida que\b", "comparar la vida de dos luchadores"),
    (r"\bdevuelve esta carta\b|\ben lugar de descartarla\b", "devolver esta carta a tu mano"),
    (r"\befectos\s*[«\"]", "anular solo los efectos de un momento («Durante el combate»)"),
    (r"\bno (puede|pueden) ser (afectad|anulad|cancelad)", "que una carta no pueda ser afectada ni anulada"),
    (r"\bdescarta (tu|toda tu) mano\b", "descartar toda la mano"),
    (r"\bsi no (puede|pudo|puedes)\b", "«si no puede» tras un efecto"),
    (r"\belige (una|1) carta de (ataque|defensa|multiuso) de ella\b", "elegir una carta de la mano de tu rival por su clase"),
    (r"\b(mueve|desplaza)\b[^.]*\b\d+ casillas? a una casilla\b", "a qué casilla llega un movimiento"),
    (r"\brecupera(n)? hasta\b", "recuperar «hasta» N de vida"),
    (r"\b(en|a) una casilla adyacente,", "adyacente sin decir a quién"),
)


def _lacking(text: str, at: int) -> str:
    """What the language lacks that the sentence refused at ``at`` says (:data:`_LACKS`), or empty."""
    plain_text = normalise(text)
    start = max(plain_text.rfind(".", 0, at), plain_text.rfind(":", 0, at)) + 1
    end = plain_text.find(".", at)
    sentence = plain_text[start:len(plain_text) if end < 0 else end].strip()
    for pattern, what in _LACKS:
        if re.search(pattern, sentence):
            return what
    return ""


#: The verbs a sentence may start with, as the printer writes them.
VERBS = ("mueve", "roba", "haz", "coloca", "elige", "mira", "anula", "evita", "busca", "descarta", "añade",
         "devuelve", "suma", "puedes")
_OPENERS = {normalise(w) for w in VERBS} | {"si", "al", "cuando", "mientras", "despues", "tu", "tus", "el", "la",
                                            "las", "cada", "un", "una", "robar", "mover", "hacer", "colocar"}
_SENTENCE_START = re.compile(r"(?:^|[.:;]\s*|,\s*)(\w+)\s*$")


def _first_word_before(text: str, at: int) -> tuple[int, str] | None:
    """The word just before ``at`` when it opens a sentence or a clause (read as a fighter's name, a verb of the
    language being expected there): its column and the word."""
    match = _SENTENCE_START.search(text[:at])
    if match is None or not match.group(1)[0].isupper():
        return None
    return match.start(1) + 1, match.group(1)


def _a_name(word: str) -> bool:
    """Whether the grammar may read ``word`` as a fighter's name («Rodrigo»; not «Puede», «Hasta», «Intercambia»)."""
    return re.fullmatch(_parser().get_terminal("NAME").pattern.to_regexp(), plain(word)) is not None


def _close_verb(word: str) -> str:
    """The verb of the language ``word`` is a slip of («Muevee» → «Mueve»); empty if none, or if it is one, or any
    other word of the language («Puede» is not a slip of «Puedes»: offering it would change who does it)."""
    plain_verbs = [normalise(v) for v in VERBS]
    if normalise(word) in plain_verbs or normalise(word) in _language_words():
        return ""
    close = difflib.get_close_matches(normalise(word), plain_verbs, n=1, cutoff=0.75)
    return VERBS[plain_verbs.index(close[0])].capitalize() if close else ""


_PROTOTYPE_HINT = ("; si el lenguaje aún no puede decirlo, marca el efecto con «prototipo: true» y se imprimirá tal "
                   "cual")


_CHOICES = re.compile(r"[a-z ]+(\|[a-z ]+)+")


def _expected(error: UnexpectedInput) -> str:
    """The words the grammar expected, as a reader says them («mueve», «roba», un número…)."""
    names = sorted(getattr(error, "allowed", None) or getattr(error, "expected", None) or ())
    grammar = _parser()
    shown = []
    for name in names:
        try:
            pattern = grammar.get_terminal(name).pattern
        except KeyError:
            continue
        if name == "INT":
            shown.append("un número")
        elif name == "NAME":
            shown.append("el nombre de un luchador")
        elif name == "CAPS":
            shown.append("una palabra en mayúsculas (un rasgo o un estado)")
        elif pattern.type == "str":
            shown.append(f"«{' '.join(spelled(w, normalise) for w in pattern.value.split())}»")
        elif _CHOICES.fullmatch(pattern.value):  # a word among a few: «defensor|atacante»
            shown.extend(f"«{' '.join(spelled(w, normalise) for w in word.split())}»"
                         for word in pattern.value.split("|"))
    shown = list(dict.fromkeys(shown))
    if not shown:
        return ""
    if len(shown) > 6:
        shown = shown[:6] + ["…"]
    return " o ".join([", ".join(shown[:-1]), shown[-1]]) if len(shown) > 1 else shown[0]


@lru_cache(maxsize=1)
def _language_words() -> frozenset:
    """Every word the grammar spells out («un», «uno», «mueve»…)."""
    return frozenset(t.pattern.value.lower() for t in _parser().terminals if t.pattern.type == "str")


def _close_word(found: str, error: UnexpectedInput) -> str:
    """The word expected here that ``found`` is a slip of; none when ``found`` is itself a word of the language
    («un» is not a slip of «uno»: offering it would change the meaning)."""
    if normalise(found) in _language_words():
        return ""
    names = getattr(error, "allowed", None) or getattr(error, "expected", None) or ()
    grammar = _parser()
    words = []
    for name in names:
        try:
            pattern = grammar.get_terminal(name).pattern
        except KeyError:
            continue
        if pattern.type == "str":
            words.append(pattern.value)
    match = difflib.get_close_matches(normalise(found), words, n=1, cutoff=0.7)
    return match[0] if match else ""


def canonical(text: str, lexicon: lexicons.Lexicon | None = None) -> str:
    """``text`` as the language prints it."""
    return parse(text, lexicon).show()


# --- the language of a pack -------------------------------------------------------------------------------------

class UnmatchedLanguage:
    """The :class:`~nismatch_cards.games.TextLanguage` of a pack's ``estilos: {regla: {lenguaje: unmatched}}``."""

    def check(self, text: str, pack) -> list[TextProblem]:
        try:
            parse(text, self.lexicon(pack))
        except TextError as error:
            return [TextProblem(error.column, error.message, error.hint)]
        return []

    def canonical(self, text: str, pack) -> str:
        return canonical(text, self.lexicon(pack))

    @staticmethod
    def lexicon(pack) -> lexicons.Lexicon:
        return pack_lexicon(pack)


LANGUAGE = UnmatchedLanguage()
