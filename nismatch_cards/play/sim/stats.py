"""What every game's simulation counts, per level of play, and the verdicts a designer can trust.

* Win rates come with Wilson score intervals at 95 % (``z = 1.959964``): unlike «p ± 1.96·√(p(1−p)/n)»
  they stay inside [0, 1] and behave with few games or rates near 0 % or 100 %.
* **Minimum effect** (``MIN_EFFECT``, 2 points of win rate): a figure gets a verdict only when its whole interval
  is on one side of it (:func:`verdict`). A pairing's verdict and whether it is **unbalanced** (the whole interval
  beyond ``50 % ± BALANCE_MARGIN``) go by the first deck's points, a draw counting half a win for each deck.
* **First player**: only between equal bots, per pairing, measured by design: every deal is played again with the
  other side starting, and the advantage is the mean of the first deck's win rate when it starts and when it does
  not (``½ + (p₁ − p₂)/2``) over the pairs of games, with the paired interval (Tango 1998) and McNemar's exact test.
* **Agreement**: every pairing is counted on the two halves of the deals (``k mod N`` below or above ``N/2``) and,
  with several levels, compared between levels (:func:`compare_matches`).

:class:`LevelTally` sums the figures of one level a game at a time; a game's own simulation (the first game's,
``games/<juego>/sim/stats.py``) adds its own figures to it (per card, swaps). The games it reads need ``pairing``,
``k``, ``winner`` (side 0, 1 or None), ``first`` (the side that started, or None), ``other_start``, ``turns``,
``actions``, ``rounds`` and ``end``.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import median, quantiles

Z95 = 1.959963984540054
MIN_EFFECT = 0.02  # the smallest change of win rate worth reporting
ONE_SIDED_ERROR = (1 - 0.95) / 2  # a 95 % interval misses on one side with this probability (nominal)
STABLE = MIN_EFFECT / 2  # half-width of the interval of a stable answer
MIN_SPLIT = 10  # pairs of decided games (each side starting once) needed to measure the first player's advantage
OUTLIER_MARGIN = 0.05  # the least distance from the other cards' quartiles for «demasiado fuerte / débil»
MIN_PEERS = 5  # other tested cards needed to say that a card stands out from them
BALANCE_MARGIN = 0.10  # a pairing whose win rate is surely beyond 50 % ± this is unbalanced
MATCH_VERDICTS = {1: "gana_a", -1: "gana_b", 0: "equilibrado", None: "sin_concluir"}
CEILING = 0.05  # a deck surely winning more than 1 − CEILING (or less than CEILING) leaves card effects no room
CARD_VERDICTS = {1: "aporta", -1: "resta", 0: "como_la_basica", None: "sin_concluir"}
UNTESTED = "sin_probar"
IDENTICAL = "igual_que_la_basica"  # the card is its own baseline: nothing to measure
UNMEASURED = (UNTESTED, IDENTICAL)  # verdicts with no effect to show


# --- intervals and tests ----------------------------------------------------------------------


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``successes`` out of ``n`` (``(0, 1)`` when ``n`` is 0)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def paired_interval(both: int, only_first: int, only_second: int, neither: int) -> tuple[float, float, float]:
    """Difference of two paired proportions and its 95 % interval: Tango's score interval (Tango 1998), the one
    Fagerland, Lydersen & Laake (2014) recommend.

    The table counts pairs: won in both arms, only in the first, only in the second, in neither. The interval
    holds every difference Δ₀ that the score test does not reject at 5 %: ``|T(Δ₀)| ≤ z`` with
    ``T(Δ₀) = (b − c − nΔ₀) / √(n·(2·q̃ + Δ₀(1 − Δ₀)))``, where ``b`` and ``c`` are the two kinds of discordant
    pairs and ``q̃`` is the maximum-likelihood estimate of the share of ``c`` pairs under Δ₀. It depends only on
    the discordant pairs and ``n``: with none of them out of 100 pairs it is ±3,7 points, whatever the margins,
    and it keeps its coverage when the pairs that changed all changed the same way (Newcombe's square-and-add
    interval, used before, covered 88 % there with 200 pairs).
    """
    n = both + only_first + only_second + neither
    if n == 0:
        return 0.0, -1.0, 1.0
    b, c = only_first, only_second
    d = (b - c) / n

    def score(delta: float) -> float:
        a_, b_ = 2 * n, -b - c + (2 * n - b + c) * delta
        c_ = -c * delta * (1 - delta)
        q = (math.sqrt(max(0.0, b_ * b_ - 4 * a_ * c_)) - b_) / (2 * a_)
        spread = n * (2 * q + delta * (1 - delta))
        gap = b - c - n * delta
        if spread <= 0:
            return 0.0 if gap == 0 else math.copysign(math.inf, gap)
        return gap / math.sqrt(spread)

    def edge(outside: float, target: float) -> float:
        """Where ``score``, which falls as Δ₀ grows, crosses ``target`` between the estimate and ``outside``."""
        inside = d
        for _ in range(60):
            mid = (inside + outside) / 2
            if (score(mid) > target) == (target > 0):  # beyond the limit
                outside = mid
            else:
                inside = mid
        return (inside + outside) / 2

    low = -1.0 if d <= -1 or score(-1 + 1e-12) <= Z95 else edge(-1.0, Z95)
    high = 1.0 if d >= 1 or score(1 - 1e-12) >= -Z95 else edge(1.0, -Z95)
    return d, max(-1.0, low), min(1.0, high)


def mcnemar_p(only_first: int, only_second: int) -> float:
    """Two-sided p-value of «both arms win as often» for paired games: McNemar's exact (binomial) test on the
    pairs won in one arm only."""
    n = only_first + only_second
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(only_first, only_second) + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def verdict(low: float, high: float, estimate: float, centre: float = 0.0, minimum: float = MIN_EFFECT) -> int | None:
    """+1 when the whole interval is above ``centre + minimum``, -1 when it is below ``centre - minimum``,
    0 when it lies within ``centre ± minimum``, None otherwise (``estimate`` is not used: the interval
    decides). The three answers never share an edge: a figure near the minimum effect is None, and is +1
    with some seeds and 0 with others only if both intervals miss, each with at most 2.5 % (one side)."""
    if low > centre + minimum:
        return 1
    if high < centre - minimum:
        return -1
    if centre - minimum < low and high < centre + minimum:
        return 0
    return None


def games_needed(variance: float) -> int | None:
    """Games (or pairs) for a 95 % interval of ``± STABLE`` around a mean of that per-game variance; None
    when no variation was seen yet (every game won, or every pair alike), which says nothing about it."""
    if variance <= 0:
        return None
    return max(1, math.ceil(variance * (Z95 / STABLE) ** 2))


def spearman(xs: list[float], ys: list[float]) -> float | None:
    """Spearman's rank correlation (Pearson's on the ranks, ties averaged); None as :func:`pearson`."""
    return pearson(_ranks(xs), _ranks(ys))


def spearman_interval(r: float | None, n: int) -> list[float] | None:
    """The 95 % interval of Spearman's ρ of ``n`` pairs, by Fisher's z with the variance 1.06 / (n − 3) of
    Fieller, Hartley and Pearson (1957); None without ρ, with fewer than 4 pairs, or with ρ = ±1 (where Fisher's
    z has no interval to give). With 5 cards, ρ = 0,9 is still anything from about 0,1 to 0,99: the interval
    says how little a ρ of few cards tells."""
    if r is None or n < 4 or abs(r) >= 1:
        return None
    z, half = math.atanh(r), 1.96 * math.sqrt(1.06 / (n - 3))
    return [math.tanh(z - half), math.tanh(z + half)]


def spearman_brown(r: float | None) -> float | None:
    """The reliability of a whole run from the correlation ``r`` between its two halves: ``2r / (1 + r)``
    (Spearman–Brown); None without ``r`` or with ``r < 0``, where the halves disagree and the formula means nothing."""
    if r is None or r < 0:
        return None
    return 2 * r / (1 + r)


def _ranks(values: list[float]) -> list[float]:
    order = sorted(range(len(values)), key=values.__getitem__)
    ranks = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2
        i = j + 1
    return ranks


def stands_out(low: float, high: float, others: list[float]) -> str | None:
    """«fuerte» when an interval lies beyond the others' upper fence, «debil» below the lower one (module
    docstring), None otherwise or with fewer than ``MIN_PEERS`` others."""
    if len(others) < MIN_PEERS:
        return None
    q1, _, q3 = quantiles(others, n=4, method="inclusive")
    reach = max(1.5 * (q3 - q1), OUTLIER_MARGIN)
    if low > q3 + reach:
        return "fuerte"
    if high < q1 - reach:
        return "debil"
    return None


def pearson(xs: list[float], ys: list[float]) -> float | None:
    """Pearson's correlation; None with fewer than 3 pairs or no variation."""
    n = len(xs)
    if n < 3:
        return None
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    if sxx == 0 or syy == 0:
        return None
    return sxy / math.sqrt(sxx * syy)


def _r(x: float | None, digits: int = 4) -> float | None:
    return None if x is None else round(x, digits)


def _rs(xs: list[float] | None, digits: int = 3) -> list[float] | None:
    return None if xs is None else [_r(x, digits) for x in xs]


def _sig(x: float, digits: int = 4) -> float:
    """``x`` to ``digits`` significant digits (p-values: tiny ones stay readable)."""
    return float(f"{x:.{digits}g}")


def rate(successes: int, n: int) -> dict:
    lo, hi = wilson(successes, n)
    return {"exitos": successes, "n": n, "tasa": _r(successes / n) if n else None, "ic95": [_r(lo), _r(hi)]}


def points(wins: int, draws: int, n: int) -> dict:
    """A deck's points in ``n`` games, a win 1 and a draw ½, as a share of ``n`` with Wilson's interval: a share
    of games that may be drawn varies less than a share of wins and losses of the same mean, so the interval is,
    if anything, wide."""
    score = wins + draws / 2
    lo, hi = wilson(score, n)
    return {"puntos": int(score) if score == int(score) else score, "n": n, "tasa": _r(score / n) if n else None,
            "ic95": [_r(lo), _r(hi)]}


# --- the tally of a level --------------------------------------------------------------------


@dataclass
class Level:
    """A level of play: its label («voraz», or «voraz contra aleatorio» with different bots) and bots."""

    label: str
    bots: tuple[str, str]

    @property
    def equal(self) -> bool:
        return self.bots[0] == self.bots[1]


@dataclass
class StudiedCard:
    """A card of the studied deck (side 0) and the baseline that replaces it in a swap study, as the figures show
    them: ``kind`` is the card's kind as the game names it («ataque», «defensa»…)."""

    card: str
    name: str
    copies: int
    kind: str
    baseline: dict
    identical: bool = False  # the card plays exactly as its baseline (nothing to measure)



class LevelTally:
    """The figures of one level of play that every game has: the pairings, who started, length, ends, the matrix.
    ``end_kinds``: the ids of the ways a game ends (the game definition's ``end_kinds``), each counted even at 0."""

    def __init__(self, run, end_kinds):
        self.run = run
        decks, pairings = run.decks, run.pairings
        self.n = 0
        self.match = [[0, 0, 0] for _ in pairings]  # games, wins of side 0, wins of side 1
        self.halves = [[[0, 0], [0, 0]] for _ in pairings]  # per half: games, wins of side 0
        # per pairing, pairs of decided games (side 0 starting, side 1 starting): side 0 won both, only when it
        # started, only when it did not, neither
        self.first = [[0, 0, 0, 0] for _ in pairings]
        self.started = [[0, 0] for _ in pairings]  # per pairing: decided games, started by side 0 by the rules
        self.turns: list[int] = []
        self.actions = self.rounds = 0
        self.ends = dict.fromkeys(end_kinds, 0)
        n = len(decks)
        self.wins = [[0] * n for _ in range(n)]
        self.games = [[0] * n for _ in range(n)]
        # per studied card (a swap study) and half: pairs won with both, only with the card, only with the baseline,
        # neither
        self.pairs = [[[0, 0, 0, 0], [0, 0, 0, 0]] for _ in getattr(run, "studied", ())]

    def add(self, g) -> int:
        """Count game ``g``; returns its half of the deals (0 or 1)."""
        self.n += 1
        half = 2 * (g.k % self.run.games) // self.run.games
        won = g.winner == 0
        for table, other in zip(self.pairs, g.swaps):
            table[half][(0 if other == 0 else 1) + (0 if won else 2)] += 1
        m = self.match[g.pairing]
        m[0] += 1
        h = self.halves[g.pairing][half]
        h[0] += 1
        h[1] += g.winner == 0
        if g.winner is not None:
            m[1 + g.winner] += 1
            if g.first is not None:
                self.started[g.pairing][0] += 1
                self.started[g.pairing][1] += g.first == 0
                if g.other_start and g.other_start[0] is not None:
                    own, other = g.winner == 0, g.other_start[0] == 0
                    starting, not_starting = (own, other) if g.first == 0 else (other, own)
                    self.first[g.pairing][(not starting) * 2 + (not not_starting)] += 1
        self.turns.append(g.turns)
        self.actions += g.actions
        self.rounds += g.rounds
        self.ends[g.end] = self.ends.get(g.end, 0) + 1
        a, b = self.run.pairings[g.pairing]
        self.games[a][b] += 1
        self.games[b][a] += 1
        if g.winner == 0:
            self.wins[a][b] += 1
        elif g.winner == 1:
            self.wins[b][a] += 1
        return half

    # ------------------------------------------------------------------ results

    def result(self, level: Level) -> dict:
        out = {
            "nivel": level.label,
            "bots": list(level.bots),
            "partidas": self.n,
            "enfrentamientos": [self._match(k, level) for k in range(len(self.run.pairings))],
            "duracion": _length(sorted(self.turns), self.actions, self.rounds),
            "finales": {kind: rate(count, self.n) for kind, count in self.ends.items()},
        }
        if len(self.run.decks) > 2 or len(self.run.pairings) > 1:
            out["matriz"] = self._matrix()
        return out

    def swap_figures(self, out: dict, plays: list[tuple[int, int]]) -> None:
        """Add a swap study's figures to a level's ``out``: per studied card, its effect on the studied deck's win
        rate (``sustituciones``), the halves' agreement, the games an open verdict needs and the ceiling. ``plays``:
        per studied card, the games of its deck and those in which it was played."""
        out["sustituciones"] = swaps = self._swaps(plays)
        tested = [s for s in swaps if s["veredicto"] not in UNMEASURED]
        for s in tested:
            s["destaca"] = stands_out(*s["ic95"], [t["efecto"] for t in tested if t is not s])
        halves = [s["mitades"] for s in tested if None not in s["mitades"]]
        r = spearman([h[0] for h in halves], [h[1] for h in halves])
        signed = [(x, y) for x, y in halves if x != 0 and y != 0]  # a zero half has no sign to agree on
        out["acuerdo_mitades"] = {
            "cartas": len(halves), "r": _r(r, 3), "ic95": _rs(spearman_interval(r, len(halves))),
            "r_completa": _r(spearman_brown(r), 3),
            "cartas_con_signo": len(signed), "mismo_signo": sum(1 for x, y in signed if (x > 0) == (y > 0)),
        }
        open_ = [s for s in tested if s["veredicto"] == CARD_VERDICTS[None]]  # the cards a stable answer waits for
        out["partidas_necesarias"] = max((s["partidas_necesarias"] for s in open_
                                          if s["partidas_necesarias"] is not None), default=None)
        out["cartas_sin_concluir"] = len(open_)
        studied = out["enfrentamientos"]
        out["techo"] = any(m["victorias_a"]["ic95"][0] > 1 - CEILING or m["victorias_a"]["ic95"][1] < CEILING
                           for m in studied if m["victorias_a"]["n"])

    def _swaps(self, plays: list[tuple[int, int]]) -> list[dict]:
        """Per studied card: the change of the studied deck's win rate with the card instead of its baseline."""
        out = []
        for card, halves, (games, played_games) in zip(self.run.studied, self.pairs, plays):
            table = [x + y for x, y in zip(*halves)]
            both, only_card, only_base, neither = table
            n = sum(table)
            effect, lo, hi = paired_interval(*table)
            variance = (only_card + only_base) / n - effect ** 2 if n else 0.0
            untested = not games or played_games < MIN_EFFECT * games
            judged = IDENTICAL if card.identical else UNTESTED if untested else CARD_VERDICTS[verdict(lo, hi, effect)]
            out.append({
                "carta": card.card, "nombre": card.name, "copias": card.copies,
                "tipo": card.kind, "basica": card.baseline, "partidas": n,
                "jugada": {"partidas": played_games, "tasa": _r(played_games / games) if games else None},
                "tabla": {"ambas": both, "solo_con_la_carta": only_card, "solo_con_la_basica": only_base,
                          "ninguna": neither},
                "victorias_con_la_carta": rate(both + only_card, n),
                "victorias_con_la_basica": rate(both + only_base, n),
                "efecto": _r(effect), "ic95": [_r(lo), _r(hi)],
                "veredicto": judged, "destaca": None,
                "mitades": [_r(paired_interval(*h)[0]) if sum(h) else None for h in halves],
                "partidas_necesarias": _per_pairing(games_needed(variance), len(self.run.pairings)),
            })
        return out

    def _match(self, k: int, level: Level) -> dict:
        decks = self.run.decks
        a, b = self.run.pairings[k]
        n, wins_a, wins_b = self.match[k]
        draws = n - wins_a - wins_b
        score = points(wins_a, draws, n)  # a draw is half a win for each deck: a pairing of draws is balanced
        p = score["tasa"] if n else 0.5
        halves = self.halves[k]
        return {
            "mazo_a": decks[a].label, "mazo_b": decks[b].label, "partidas": n,
            "victorias_a": rate(wins_a, n), "victorias_b": rate(wins_b, n), "tablas": rate(draws, n),
            "puntos_a": score,
            "veredicto": MATCH_VERDICTS[verdict(*score["ic95"], p, 0.5)] if n else MATCH_VERDICTS[None],
            "desequilibrado": bool(n) and (score["ic95"][0] > 0.5 + BALANCE_MARGIN
                                           or score["ic95"][1] < 0.5 - BALANCE_MARGIN),
            "mitades": [rate(h[1], h[0]) for h in halves],
            "partidas_necesarias": games_needed(p * (1 - p)),
            "primer_jugador": self._first(k) if level.equal and self.run.first_player else None,
        }

    def _first(self, k: int) -> dict:
        """The first player's advantage in pairing ``k``, from the pairs of games of each deal with each side
        starting (the decks' strength and the hands taken out)."""
        both, only_starting, only_not, neither = self.first[k]
        n = both + only_starting + only_not + neither
        decided, started = self.started[k]
        out = {"partidas": n, "a_empieza": rate(started, decided), "gana_a_si_empieza": rate(both + only_starting, n),
               "gana_a_si_no": rate(both + only_not, n), "ventaja": None}
        if n >= MIN_SPLIT:
            d, lo, hi = paired_interval(both, only_starting, only_not, neither)
            out["ventaja"] = {"tasa": _r(0.5 + d / 2), "ic95": [_r(0.5 + lo / 2), _r(0.5 + hi / 2)],
                              "p_valor": _sig(mcnemar_p(only_starting, only_not))}
        return out

    def _matrix(self) -> dict:
        """Win rate of each row deck against each column deck, and of each deck overall."""
        n = len(self.run.decks)
        wins, games = self.wins, self.games
        rates = [[rate(wins[i][j], games[i][j]) if games[i][j] else None for j in range(n)] for i in range(n)]
        overall = [rate(sum(wins[i]), sum(games[i])) for i in range(n)]
        return {"mazos": [d.label for d in self.run.decks], "victorias": rates, "total": overall}


def _per_pairing(pairs: int | None, pairings: int) -> int | None:
    return None if pairs is None else math.ceil(pairs / pairings)


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




# --- between levels ---------------------------------------------------------------------------


def depends(verdicts: list[str], conclusive: set[str]) -> bool:
    """Two levels reached different conclusions (only conclusive verdicts count)."""
    return len({v for v in verdicts if v in conclusive}) > 1




def compare_matches(levels: list[dict]) -> dict:
    """Which pairing conclusions change with the level of play: different verdicts, or one level sure of a side and
    another's estimate on the other (:func:`opposite`)."""
    names = [lv["nivel"] for lv in levels]
    matches = []
    for k, first in enumerate(levels[0]["enfrentamientos"]):
        verdicts = [lv["enfrentamientos"][k]["veredicto"] for lv in levels]
        matches.append({"mazo_a": first["mazo_a"], "mazo_b": first["mazo_b"], "veredictos": dict(zip(names, verdicts)),
                        "depende_del_nivel": depends(verdicts, {"gana_a", "gana_b", "equilibrado"})
                        or opposite([lv["enfrentamientos"][k].get("puntos_a", {}) for lv in levels], 0.5)})
    return {"enfrentamientos": matches}


def compare(levels: list[dict]) -> dict:
    """Which pairing and card conclusions change with the level of play (different verdicts, or one level sure of
    a side and another's estimate on the other: :func:`opposite`), and how card effects correlate."""
    names = [lv["nivel"] for lv in levels]
    out: dict = compare_matches(levels)
    if "sustituciones" in levels[0]:
        cards = []
        for k, first in enumerate(levels[0]["sustituciones"]):
            rows = [lv["sustituciones"][k] for lv in levels]
            verdicts = [row["veredicto"] for row in rows]
            cards.append({"carta": first["carta"], "nombre": first["nombre"],
                          "efectos": dict(zip(names, (row["efecto"] for row in rows))),
                          "veredictos": dict(zip(names, verdicts)),
                          "destaca": dict(zip(names, (row.get("destaca") for row in rows))),
                          "depende_del_nivel": depends(verdicts, {"aporta", "resta", "como_la_basica"})
                          or opposite([{"tasa": row["efecto"], "ic95": row.get("ic95")} for row in rows
                                       if row["veredicto"] not in UNMEASURED], 0.0)})
        out["cartas"] = cards
        tested = [c for c in cards if not set(UNMEASURED) & set(c["veredictos"].values())]
        r = spearman([c["efectos"][names[0]] for c in tested], [c["efectos"][names[1]] for c in tested])
        interval = spearman_interval(r, len(tested))
        out["correlacion_cartas"] = _r(r, 3)
        out["correlacion_cartas_n"] = len(tested)
        out["correlacion_cartas_ic95"] = _rs(interval)
        reliabilities = [lv.get("acuerdo_mitades", {}).get("r_completa") for lv in levels[:2]]
        clean = disattenuated(r, *reliabilities, clip=False)
        out["correlacion_cartas_sin_ruido"] = _r(None if clean is None else max(-1.0, min(1.0, clean)), 3)
        # a correction beyond ±1 is told, never shown as a plain 1: the noise of each level was measured too large
        out["correlacion_cartas_sin_ruido_calculada"] = _r(clean, 3)
        out["correlacion_cartas_sin_ruido_recortada"] = clean is not None and abs(clean) > 1
        out["correlacion_cartas_sin_ruido_ic95"] = None if clean is None or interval is None else \
            _rs([disattenuated(x, *reliabilities) for x in interval])
    return out


def disattenuated(r: float | None, reliability_a: float | None, reliability_b: float | None,
                  clip: bool = True) -> float | None:
    """The correlation ``r`` between two noisy measures with the noise taken out: ``r / √(reliability_a ·
    reliability_b)`` (Spearman 1904), at most 1 in size unless ``clip`` is False (beyond it, the reliabilities
    were measured too small: few cards); None without a positive reliability of each. Two levels of play that
    rank the cards alike still correlate little when each ranking is noisy."""
    if r is None or reliability_a is None or reliability_b is None or min(reliability_a, reliability_b) <= 0:
        return None
    value = r / math.sqrt(reliability_a * reliability_b)
    return max(-1.0, min(1.0, value)) if clip else value


def swap_verdicts(result: dict, levels: list[dict]) -> None:
    """Every tested card at every level is a verdict that may be wrong, and there are many: how many, and how many
    false ones chance alone gives at worst."""
    verdicts = sum(1 for lv in levels for s in lv["sustituciones"] if s["veredicto"] not in UNMEASURED)
    result["veredictos_cartas"] = verdicts
    result["falsos_esperados"] = _r(verdicts * ONE_SIDED_ERROR, 3)


def opposite(figures: list[dict], centre: float) -> bool:
    """One level's interval excludes ``centre`` (0 for a card's effect, 50 % for a pairing) and another level's
    estimate is on the other side of it: the levels disagree even if no verdict says so."""
    for i, a in enumerate(figures):
        lo, hi = a.get("ic95") or (None, None)
        if lo is None or hi is None or lo <= centre <= hi:
            continue
        side = 1 if lo > centre else -1
        for j, b in enumerate(figures):
            if j != i and b.get("tasa") is not None and (b["tasa"] - centre) * side < 0:
                return True
    return False




# --- a whole run of a game with no figures of its own --------------------------------------------


@dataclass
class Side:
    """A deck as the figures name it."""

    label: str


@dataclass
class Run:
    """What the figures of a run need besides its games (:func:`build`)."""

    game: str  # the game's name («Unmatched»)
    decks: list[Side]
    pairings: list[tuple[int, int]]
    levels: list[Level]
    games: int  # per pairing and level
    seed: int
    end_kinds: tuple[str, ...]
    boards: list[str] = ()  # the boards' names, in the order of ``GameSpec.boards``
    first_player: bool = True
    gauntlet: bool = False
    studied: list[StudiedCard] = ()  # a swap study's cards of the first deck; empty without one
    mode: str = "1v1"  # a mode of two teams: each deck plays every seat of its team
    mode_name: str = ""


class BoardLevelTally(LevelTally):
    """A level's figures with each pairing counted on each board as well."""

    def __init__(self, run: Run):
        super().__init__(run, run.end_kinds)
        self.by_board = [[[0, 0, 0] for _ in run.pairings] for _ in run.boards]  # games, wins of side 0, of side 1
        self.unplayed: dict[str, int] = {}  # line → games in which it was reached and not played
        self.used = [0] * len(run.studied)  # per studied card: the games in which the studied deck played it

    def add(self, g) -> int:
        half = super().add(g)
        for s, used in enumerate(g.used):
            self.used[s] += used
        if g.board is not None:
            m = self.by_board[g.board][g.pairing]
            m[0] += 1
            if g.winner is not None:
                m[1 + g.winner] += 1
        for line in set(g.unplayed):
            self.unplayed[line] = self.unplayed.get(line, 0) + 1
        return half

    def result(self, level: Level) -> dict:
        out = super().result(level)
        if self.run.boards:
            out["tableros"] = [self._board(name, rows) for name, rows in zip(self.run.boards, self.by_board)]
        out["no_jugados"] = [{"texto": line, "partidas": n} for line, n in sorted(self.unplayed.items())]
        if self.run.studied:
            self.swap_figures(out, [(self.n, used) for used in self.used])
        return out

    def _board(self, name: str, rows: list) -> dict:
        decks, matches = self.run.decks, []
        for (a, b), (n, wins_a, wins_b) in zip(self.run.pairings, rows):
            score = points(wins_a, n - wins_a - wins_b, n)
            matches.append({"mazo_a": decks[a].label, "mazo_b": decks[b].label, "partidas": n,
                            "victorias_a": rate(wins_a, n), "victorias_b": rate(wins_b, n), "puntos_a": score,
                            "veredicto": MATCH_VERDICTS[verdict(*score["ic95"], score["tasa"], 0.5)] if n
                            else MATCH_VERDICTS[None]})
        return {"tablero": name, "partidas": sum(m["partidas"] for m in matches), "enfrentamientos": matches}


def build(run: Run, summaries) -> dict:
    """Every figure of the run, as the JSON of ``--json`` (Spanish keys, the shape of the first game's where they
    share a figure)."""
    tallies = [BoardLevelTally(run) for _ in run.levels]
    other_started = replayed = 0
    for g in summaries:
        tallies[g.level].add(g)
        other_started += len(g.other_start)
        replayed += g.replayed
    levels = [t.result(level) for t, level in zip(tallies, run.levels)]
    result = {
        "juego": run.game,
        "version": 1,
        "semilla": run.seed,
        "partidas_por_enfrentamiento": run.games,
        "partidas": sum(t.n for t in tallies),
        "partidas_con_el_otro_empezando": other_started,
        "mazos": [d.label for d in run.decks],
        "contra_todos": run.gauntlet,
        "mazo_estudiado": run.decks[0].label if run.studied else None,
        "tableros": list(run.boards),
        "efecto_minimo": MIN_EFFECT,
        "semiamplitud_estable": STABLE,
        "margen_de_equilibrio": BALANCE_MARGIN,
        "niveles": levels,
    }
    if run.studied:
        result["partidas_sustituidas"] = replayed
        swap_verdicts(result, levels)
    if not run.first_player:
        result["ventaja_de_empezar"] = "sin_medir"
    if run.mode != "1v1":  # absent in 1v1, as in the first game's figures
        result["modo"] = {"id": run.mode, "nombre": run.mode_name}
    if len(levels) > 1:
        result["comparacion"] = compare(levels)
    return result
