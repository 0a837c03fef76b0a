"""The figures of a simulation: win rates with 95 % intervals, first-player advantage, game length,
how games ended, per-card figures and the cards that stand out beyond chance.

* Intervals are Wilson score intervals at 95 % (``z = 1.959964``): unlike «p ± 1.96·√(p(1−p)/n)»
  they stay inside [0, 1] and behave with few games or rates near 0 % or 100 %.
* First-player advantage: among the games that were not a draw, the share won by the pilot who
  played the first turn, with its interval and the two-sided p-value of «it is 50 %».
* A card is **flagged** when the games in which its deck played it were won clearly more (or less)
  often than the games of the same deck in which it was not played: a two-proportion z-test, two
  sided, with Holm's correction over every card tested in the run so that, when no card makes any
  difference, the chance of flagging one or more is at most 5 %. A card is tested only when both
  groups have at least ``MIN_GROUP`` games. A flag says «this difference is not luck», not «why»: a
  card that is played only in long games, or only when already winning, is flagged too.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import median

from .runner import ACTIVATED, DAMAGE, DRAWN, END_ARSENAL, END_BOTINES, END_LOOP, END_TURN_CAP, NEGATED, PLAYED

Z95 = 1.959963984540054
ALPHA = 0.05
MIN_GROUP = 10
END_NAMES = {END_BOTINES: "5 Botines de Guerra", END_ARSENAL: "Arsenal vacío", END_TURN_CAP: "tope de turnos",
             END_LOOP: "demasiadas acciones en un turno"}


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``successes`` out of ``n`` (``(0, 1)`` when ``n`` is 0)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def two_proportion_p(x1: int, n1: int, x2: int, n2: int) -> float:
    """Two-sided p-value of «both proportions are equal» (pooled two-proportion z-test)."""
    if n1 <= 0 or n2 <= 0:
        return 1.0
    pooled = (x1 + x2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    if se == 0:
        return 1.0
    z = (x1 / n1 - x2 / n2) / se
    return math.erfc(abs(z) / math.sqrt(2))


def binomial_half_p(successes: int, n: int) -> float:
    """Two-sided p-value of «the proportion is 50 %» (normal approximation)."""
    if n <= 0:
        return 1.0
    z = (successes - n / 2) / math.sqrt(n / 4)
    return math.erfc(abs(z) / math.sqrt(2))


def holm(p_values: list[float]) -> list[float]:
    """Holm–Bonferroni adjusted p-values, in the order given."""
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    adjusted = [1.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p_values[i]))
        adjusted[i] = running
    return adjusted


def _r(x: float, digits: int = 4) -> float:
    return round(x, digits)


def _sig(x: float, digits: int = 4) -> float:
    """``x`` to ``digits`` significant digits (p-values: tiny ones stay readable)."""
    return float(f"{x:.{digits}g}")


def rate(successes: int, n: int) -> dict:
    lo, hi = wilson(successes, n)
    return {"exitos": successes, "n": n, "tasa": _r(successes / n) if n else None, "ic95": [_r(lo), _r(hi)]}


@dataclass
class DeckInfo:
    """A deck as the figures name it: a label, and per card id its name, copies and kind."""

    label: str
    cards: list[tuple[str, str, int, bool]]  # (id, name, copies, is Parte)


def build(decks: list[DeckInfo], pairings: list[tuple[int, int]], bots: list[str], seed: int, games: int,
          summaries) -> dict:
    """Every figure of the run, as the JSON written by ``--json`` (Spanish keys)."""
    tally = Tally(decks, pairings)
    for g in summaries:
        tally.add(g)
    return tally.result(bots, seed, games)


class Tally:
    """The figures, summed one game at a time in game order (memory does not grow with the games,
    but for one number of turns per game)."""

    def __init__(self, decks: list[DeckInfo], pairings: list[tuple[int, int]]):
        self.decks = decks
        self.pairings = [tuple(pair) for pair in pairings]
        self.n = 0
        self.match = [[0, 0, 0] for _ in pairings]  # games, wins of side 0, wins of side 1
        self.decided = self.first_wins = 0
        self.turns: list[int] = []
        self.actions = self.rounds = 0
        self.ends = dict.fromkeys(END_NAMES, 0)
        n = len(decks)
        self.wins = [[0] * n for _ in range(n)]
        self.games = [[0] * n for _ in range(n)]
        # per deck and card: games, drawn games, drawn, played games, played, wins played, wins not
        # played, activations, damage, negated
        self.card_rows = [[[0, 0, 0, 0, 0, 0, 0, 0, 0.0, 0] for _ in deck.cards] for deck in decks]

    def add(self, g) -> None:
        self.n += 1
        m = self.match[g.pairing]
        m[0] += 1
        if g.winner is not None:
            m[1 + g.winner] += 1
            if g.first is not None:
                self.decided += 1
                self.first_wins += g.winner == g.first
        self.turns.append(g.turns)
        self.actions += g.actions
        self.rounds += g.rounds
        self.ends[g.end] = self.ends.get(g.end, 0) + 1
        a, b = self.pairings[g.pairing]
        self.games[a][b] += 1
        self.games[b][a] += 1
        if g.winner == 0:
            self.wins[a][b] += 1
        elif g.winner == 1:
            self.wins[b][a] += 1
        for side, d in ((0, a), (1, b)):
            won = g.winner == side
            figures = g.cards[side]
            for row, (card_id, _, _, is_part) in zip(self.card_rows[d], self.decks[d].cards):
                row[0] += 1
                f = figures.get(card_id)
                if f is None:
                    row[6] += won
                    continue
                played = f[PLAYED] + (0 if is_part else f[ACTIVATED])
                row[1] += f[DRAWN] > 0
                row[2] += f[DRAWN]
                row[3] += played > 0
                row[4] += played
                if played:
                    row[5] += won
                else:
                    row[6] += won
                row[7] += f[ACTIVATED] if is_part else 0
                row[8] += f[DAMAGE]
                row[9] += f[NEGATED]

    def result(self, bots: list[str], seed: int, games: int) -> dict:
        decks = self.decks
        matches = []
        for (a, b), (n, wins_a, wins_b) in zip(self.pairings, self.match):
            matches.append({
                "mazo_a": decks[a].label, "mazo_b": decks[b].label, "partidas": n,
                "victorias_a": rate(wins_a, n), "victorias_b": rate(wins_b, n),
                "tablas": rate(n - wins_a - wins_b, n),
            })
        first = rate(self.first_wins, self.decided)
        first["p_valor"] = _sig(binomial_half_p(self.first_wins, self.decided))
        result = {
            "version": 1,
            "semilla": seed,
            "partidas_por_enfrentamiento": games,
            "partidas": self.n,
            "bots": list(bots),
            "mazos": [d.label for d in decks],
            "enfrentamientos": matches,
            "primer_jugador": first,
            "duracion": _length(sorted(self.turns), self.actions, self.rounds),
            "finales": {kind: rate(count, self.n) for kind, count in self.ends.items()},
            "cartas": self._cards(),
        }
        if len(decks) > 2 or len(self.pairings) > 1:
            result["matriz"] = self._matrix()
        return result

    def _cards(self) -> list[dict]:
        """Per deck and card: drawn, played, win rate when played and when not, damage, negations; flags."""
        out = []
        for deck, rows in zip(self.decks, self.card_rows):
            for (card_id, name, copies, is_part), row in zip(deck.cards, rows):
                games, drawn_games, drawn, played_games, played, wins_played, wins_not, activations, damage, \
                    negated = row
                not_played = games - played_games
                out.append({
                    "mazo": deck.label, "carta": card_id, "nombre": name, "tipo": "parte" if is_part else "apoyo",
                    "copias": copies, "partidas": games,
                    "robada": {"partidas": drawn_games, "veces": drawn,
                               "tasa": _r(drawn_games / games) if games else None},
                    "jugada": {"partidas": played_games, "veces": played,
                               "tasa": _r(played_games / games) if games else None},
                    "activaciones": activations,
                    "victorias_jugada": rate(wins_played, played_games),
                    "victorias_no_jugada": rate(wins_not, not_played),
                    "diferencia": _r(wins_played / played_games - wins_not / not_played)
                    if played_games and not_played else None,
                    "danio": _r(damage, 2), "danio_por_partida": _r(damage / games, 3) if games else None,
                    "negada": negated,
                    "p_valor": None, "p_ajustado": None, "marca": None,
                    "_test": (wins_played, played_games, wins_not, not_played),
                })
        flag(out)
        for row in out:
            del row["_test"]
        return out

    def _matrix(self) -> dict:
        """Win rate of each row deck against each column deck, and of each deck overall."""
        n = len(self.decks)
        wins, games = self.wins, self.games
        rates = [[rate(wins[i][j], games[i][j]) if games[i][j] else None for j in range(n)] for i in range(n)]
        overall = [rate(sum(wins[i]), sum(games[i])) for i in range(n)]
        return {"mazos": [d.label for d in self.decks], "victorias": rates, "total": overall}


def _length(turns: list[int], actions: int, rounds: int) -> dict:
    if not turns:
        return {"turnos_media": None}

    def pct(q: float) -> int:
        return turns[min(len(turns) - 1, int(q * (len(turns) - 1) + 0.5))]

    histogram: dict[int, int] = {}
    for t in turns:
        histogram[t] = histogram.get(t, 0) + 1
    return {
        "turnos_media": _r(sum(turns) / len(turns), 2), "turnos_mediana": median(turns), "turnos_min": turns[0],
        "turnos_p10": pct(0.1), "turnos_p90": pct(0.9), "turnos_max": turns[-1],
        "rondas_media": _r(rounds / len(turns), 2), "acciones_media": _r(actions / len(turns), 1),
        "histograma_turnos": [[t, histogram[t]] for t in sorted(histogram)],
    }


def flag(rows: list[dict], alpha: float = ALPHA, min_group: int = MIN_GROUP) -> None:
    """Set ``p_valor``, ``p_ajustado`` (Holm) and ``marca`` («fuerte» / «débil») on every row tested."""
    tested = [row for row in rows if row["_test"][1] >= min_group and row["_test"][3] >= min_group]
    p_values = [two_proportion_p(*row["_test"]) for row in tested]
    for row, p, adjusted in zip(tested, p_values, holm(p_values)):
        row["p_valor"] = _sig(p)
        row["p_ajustado"] = _sig(adjusted)
        if adjusted < alpha:
            x1, n1, x2, n2 = row["_test"]
            row["marca"] = "fuerte" if x1 / n1 > x2 / n2 else "débil"
