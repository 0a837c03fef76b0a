"""Benchmark of the card languages, grammar built once: NISMATCH ability texts parsed per second on one core
(target ≥ 20,000/s), its canonical printer (target ≥ 100,000 ASTs/s), and Unmatched's texts read and printed.

Measured in the process's CPU time (``time.process_time``): what one core does, whatever else the machine is
running; best of three rounds, the slowest beside it (how noisy the machine was). The peer of NISMATCH's parser,
in the same run: Lark's own LALR loop over the same tokens with the same builders, which the parser's automaton
replaces (``parser._drive``). Unmatched is read without its cache of texts already read (``language.read``)."""
from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from synthetic import distinct_texts  # noqa: E402

from nismatch_cards.games.nismatch.language import parse, to_text  # noqa: E402
from nismatch_cards.games.nismatch.language import parser  # noqa: E402
from nismatch_cards.games.nismatch.language.lexer import normalise, tokenize  # noqa: E402

COUNT = 50_000
PARSE_TARGET = 20_000
PRINT_TARGET = 100_000


def rates(run, count: int, rounds: int = 3) -> tuple[float, float]:
    """The best and the worst of ``rounds`` rounds of ``run()`` (``count`` items each), per CPU second."""
    seen = []
    for _ in range(rounds):
        start = time.process_time()
        run()
        seen.append(count / (time.process_time() - start))
    return max(seen), min(seen)


def n(value: float) -> str:
    return f"{value:,.0f}".replace(",", ".")


def verdict(value: float, target: int) -> str:
    return f"objetivo ≥ {n(target)}/s: {'sí' if value >= target else 'NO'}"


def reads(tokens: list) -> bool:
    """Whether ``tokens`` read as they are (the first reading of each word of several readings)."""
    try:
        parser._drive(tokens)
    except Exception:  # noqa: BLE001 - any refusal: not a text for comparing the two loops
        return False
    return True


def nismatch() -> None:
    texts = distinct_texts(COUNT)
    parse(texts[0])  # build the grammar once
    best, worst = rates(lambda: [parse(text) for text in texts], COUNT)
    print(f"NISMATCH, lectura: {n(best)} textos distintos/s en un núcleo, tiempo de CPU (la ronda más lenta: "
          f"{n(worst)}/s; {verdict(best, PARSE_TARGET)})")

    vocabulary = parser.vocabulary()
    tokens = [t for t in (list(tokenize(normalise(text), vocabulary)) for text in texts[:10_000]) if reads(t)]
    own, _ = rates(lambda: [parser._drive(t) for t in tokens], len(tokens))
    lark, _ = rates(lambda: [parser._parser().parse(t) for t in tokens], len(tokens))
    print(f"  el autómata solo, sobre los tokens ya hechos: {n(own)}/s; su par, el bucle LALR de Lark con los mismos "
          f"constructores: {n(lark)}/s (×{own / lark:.2f})")

    asts = [parse(text) for text in texts[:10_000]]
    best, worst = rates(lambda: [to_text(ast) for ast in asts], len(asts))
    print(f"NISMATCH, impresión canónica: {n(best)} ASTs/s (la ronda más lenta: {n(worst)}/s; "
          f"{verdict(best, PRINT_TARGET)})")


def unmatched() -> None:
    from nismatch_cards.games.unmatched.language import bundled_lexicon, read
    from tests.unmatched.test_language import TEXTS

    lexicon, texts = bundled_lexicon(), [text for _, text in TEXTS]
    read(texts[0], lexicon)
    best, worst = rates(lambda: [read(text, lexicon) for text in texts], len(texts))
    nodes = [read(text, lexicon) for text in texts]
    printed, _ = rates(lambda: [node.show() for _ in range(100) for node in nodes], 100 * len(nodes))
    print(f"Unmatched, lectura (Earley): {n(best)} textos/s, los {len(texts)} del paquete sin caché (la ronda más "
          f"lenta: {n(worst)}/s); impresión: {n(printed)} textos/s")


if __name__ == "__main__":
    nismatch()
    unmatched()
