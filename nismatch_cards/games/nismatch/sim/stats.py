"""The figures of a simulation, per level of play, and the verdicts a designer can trust.

* Win rates come with Wilson score intervals at 95 % (``z = 1.959964``): unlike «p ± 1.96·√(p(1−p)/n)»
  they stay inside [0, 1] and behave with few games or rates near 0 % or 100 %.
* **Minimum effect** (``MIN_EFFECT``, 2 points of win rate): the smallest change worth reporting. A
  figure gets a verdict only when its whole interval is on one side of it: above ``+MIN_EFFECT``
  (``+1``), below ``-MIN_EFFECT`` (``-1``), within ``± MIN_EFFECT`` of the reference (``0``), or
  not yet known (``None``). A «+1» and a «0» for the same card from two seeds need both intervals to miss, on
  opposite sides; but each verdict is wrong with up to ``ONE_SIDED_ERROR`` (2.5 %), and a run gives many: with
  40 card verdicts about one false «+1» or «-1» is to be expected at worst, and the errors come together (every
  card is compared with the same original games). The figures say so (``veredictos_cartas``,
  ``falsos_esperados``). A **stable answer** is an interval of ``± STABLE`` (1 point) at most: then
  a change of 2 points is always told apart from none; the games it needs come from the measured
  variance.
* **Card strength** (swap study): each deal is played with the card and with its baseline; the effect
  is the difference of the two win rates of the studied deck, with Tango's score interval for paired
  proportions (Tango 1998; Fagerland, Lydersen & Laake 2014). A card its deck played in fewer than
  ``MIN_EFFECT`` of the games is **untested**: being played so seldom, it cannot move the win rate by
  the minimum effect, and its figure says more about the baseline than about it.
* **First player**: only between equal bots, per pairing, measured by design: every deal is played again
  with the first turn given to the other side, so that who starts depends on nothing of the deal (by the
  rules it depends on the Torsos in the hands, and a hand that starts is not an average hand). The
  advantage is the mean of the first deck's win rate when it starts and when it does not (``½ + (p₁ −
  p₂)/2``) over the pairs of games, with the paired interval and McNemar's exact test.
* **Too strong, too weak**: a card is flagged when it stands out from the other tested cards of its deck
  (Tukey's fences on their effects, at least ``OUTLIER_MARGIN`` wide): its whole interval beyond
  ``Q3 + max(1.5·IQR, OUTLIER_MARGIN)`` or below ``Q1 − max(1.5·IQR, OUTLIER_MARGIN)``; it needs
  ``MIN_PEERS`` other tested cards. A pairing's verdict and whether it is **unbalanced** (the whole interval
  beyond ``50 % ± BALANCE_MARGIN``) go by the first deck's points, a draw counting half a win for each deck,
  so that a pairing of many draws and as many wins each way is even, not a loss for both.
* **Agreement**: every figure is computed on the two halves of the deals (``k mod N`` below or above
  ``N/2``) and, with several levels, compared between levels; a conclusion that differs between two
  levels «depends on the level of play». The order of the cards is compared with Spearman's rank
  correlation: one card far from the rest does not make the order of the others look reliable. Between the
  halves it is the reliability of half a run; the whole run's is given too, by Spearman–Brown (``2ρ/(1+ρ)``).
  The halves «agree in sign» out of the cards whose effect is not 0 in either half (chance alone: one in two).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from nismatch_cards.play.sim.stats import (  # noqa: F401  (the figures every game's simulation shares)
    BALANCE_MARGIN, MATCH_VERDICTS, MIN_EFFECT, MIN_PEERS, MIN_SPLIT, ONE_SIDED_ERROR, OUTLIER_MARGIN, STABLE, Z95,
    Level, LevelTally as GameLevelTally, _length, compare_matches, _r, _ranks, _rs, _sig, depends, games_needed, mcnemar_p, opposite, paired_interval, pearson, points,
    rate, spearman, spearman_brown, spearman_interval, stands_out, verdict, wilson,
)
from .runner import (
    ACTIVATED, DAMAGE, DRAWN, END_ARSENAL, END_BOTINES, END_CARD, END_LOOP, END_TURN_CAP, NEGATED, PLAYED,
)

CEILING = 0.05  # a deck surely winning more than 1 − CEILING (or less than CEILING) leaves card effects no room
END_NAMES = {END_BOTINES: "5 Botines de Guerra", END_ARSENAL: "Arsenal vacío", END_TURN_CAP: "tope de turnos",
             END_LOOP: "demasiadas acciones en un turno", END_CARD: "el efecto de una carta"}
CARD_VERDICTS = {1: "aporta", -1: "resta", 0: "como_la_basica", None: "sin_concluir"}
UNTESTED = "sin_probar"
IDENTICAL = "igual_que_la_basica"  # the card is its own baseline: nothing to measure
UNMEASURED = (UNTESTED, IDENTICAL)  # verdicts with no effect to show
# --- the tally --------------------------------------------------------------------------------


@dataclass
class DeckInfo:
    """A deck as the figures name it: a label, and per card id its name, copies and kind."""

    label: str
    cards: list[tuple[str, str, int, bool]]  # (id, name, copies, is Parte)


@dataclass
class StudiedCard:
    """A card of the studied deck (side 0) and the baseline that replaces it, as the figures show them."""

    card: str
    name: str
    copies: int
    is_part: bool
    baseline: dict
    identical: bool = False  # the card plays exactly as its baseline (a Parte without text and with its stats)


@dataclass
class Run:
    """What the figures need to know about the run besides the games."""

    decks: list[DeckInfo]
    pairings: list[tuple[int, int]]
    levels: list[Level]
    games: int  # per pairing and level
    seed: int
    studied: list[StudiedCard]  # empty without a swap study
    gauntlet: bool = False
    mode: str = "1v1"  # a mode of two teams: each deck plays every seat of its team
    mode_name: str = ""
    first_player: bool = True  # between equal bots, each deal was played again with the other side starting


def build(run: Run, summaries) -> dict:
    """Every figure of the run, as the JSON written by ``--json`` (Spanish keys)."""
    tally = Tally(run)
    for g in summaries:
        tally.add(g)
    return tally.result()


class Tally:
    """The figures, summed one game at a time in game order (memory does not grow with the games,
    but for one number of turns per game)."""

    def __init__(self, run: Run):
        self.run = run
        self.levels = [LevelTally(run) for _ in run.levels]
        self.replayed = 0
        self.other_started = 0

    def add(self, g) -> None:
        self.levels[g.level].add(g)
        self.replayed += g.replayed
        self.other_started += len(g.other_start)

    def result(self) -> dict:
        run = self.run
        levels = [t.result(level) for t, level in zip(self.levels, run.levels)]
        result = {
            "version": 3,
            "semilla": run.seed,
            "partidas_por_enfrentamiento": run.games,
            "partidas": sum(t.n for t in self.levels),
            "partidas_sustituidas": self.replayed,
            "partidas_con_el_otro_empezando": self.other_started,
            "mazos": [d.label for d in run.decks],
            "contra_todos": run.gauntlet,
            "mazo_estudiado": run.decks[0].label if run.studied else None,
            "efecto_minimo": MIN_EFFECT,
            "semiamplitud_estable": STABLE,
            "niveles": levels,
        }
        if not run.first_player:  # --sin-ventaja-de-empezar: absent otherwise, as «modo»
            result["ventaja_de_empezar"] = "sin_medir"
        if run.mode != "1v1":  # absent in 1v1, so that the figures of 1v1 runs stay as they were
            result["modo"] = {"id": run.mode, "nombre": run.mode_name}
        if run.studied:  # every tested card at every level is a verdict that may be wrong, and there are many
            verdicts = sum(1 for lv in levels for s in lv["sustituciones"] if s["veredicto"] not in UNMEASURED)
            result["veredictos_cartas"] = verdicts
            result["falsos_esperados"] = _r(verdicts * ONE_SIDED_ERROR, 3)
        if len(levels) > 1:
            result["comparacion"] = compare(levels)
        return result


class LevelTally(GameLevelTally):
    """The figures of one level of play: every game's (:class:`nismatch_cards.play.sim.stats.LevelTally`), and
    NISMATCH's per card and per swap."""

    def __init__(self, run: Run):
        super().__init__(run, END_NAMES)
        decks = run.decks
        # per deck and card: games, drawn games, drawn, played games, played, activations, damage, negated
        self.card_rows = [[[0, 0, 0, 0, 0, 0, 0.0, 0] for _ in deck.cards] for deck in decks]
        # per studied card and half: pairs won with both, only with the card, only with the baseline, neither
        self.pairs = [[[0, 0, 0, 0], [0, 0, 0, 0]] for _ in run.studied]

    def add(self, g) -> None:
        half = super().add(g)
        a, b = self.run.pairings[g.pairing]
        for side, d in ((0, a), (1, b)):
            figures = g.cards[side]
            for row, (card_id, _, _, is_part) in zip(self.card_rows[d], self.run.decks[d].cards):
                row[0] += 1
                f = figures.get(card_id)
                if f is None:
                    continue
                played = f[PLAYED] + (0 if is_part else f[ACTIVATED])
                row[1] += f[DRAWN] > 0
                row[2] += f[DRAWN]
                row[3] += played > 0
                row[4] += played
                row[5] += f[ACTIVATED] if is_part else 0
                row[6] += f[DAMAGE]
                row[7] += f[NEGATED]
        won = g.winner == 0
        for table, other in zip(self.pairs, g.swaps):
            table[half][(0 if other == 0 else 1) + (0 if won else 2)] += 1

    def result(self, level: Level) -> dict:
        common = super().result(level)
        out = {key: common[key] for key in ("nivel", "bots", "partidas", "enfrentamientos", "duracion", "finales")}
        out["cartas"] = self._cards()
        if "matriz" in common:
            out["matriz"] = common["matriz"]
        if self.run.studied:
            out["sustituciones"] = swaps = self._swaps()
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
        return out


    def _cards(self) -> list[dict]:
        """Per deck and card: drawn, played, activations (of a Parte), uses (a Parte's activations, a Carta de Apoyo's
        plays), damage, negations (a description, no verdict)."""
        out = []
        for deck, rows in zip(self.run.decks, self.card_rows):
            for (card_id, name, copies, is_part), row in zip(deck.cards, rows):
                games, drawn_games, drawn, played_games, played, activations, damage, negated = row
                out.append({
                    "mazo": deck.label, "carta": card_id, "nombre": name, "tipo": "parte" if is_part else "apoyo",
                    "copias": copies, "partidas": games,
                    "robada": {"partidas": drawn_games, "veces": drawn,
                               "tasa": _r(drawn_games / games) if games else None},
                    "jugada": {"partidas": played_games, "veces": played,
                               "tasa": _r(played_games / games) if games else None},
                    "activaciones": activations,  # of a Parte's abilities: a Carta de Apoyo is played, not activated
                    "usos": activations if is_part else played,  # what the card table shows: the one or the other
                    "danio": _r(damage, 2), "danio_por_partida": _r(damage / games, 3) if games else None,
                    "negada": negated,
                })
        return out

    def _swaps(self) -> list[dict]:
        """Per studied card: the change of the studied deck's win rate with the card instead of its baseline."""
        rows = {card_id: row for (card_id, *_), row in zip(self.run.decks[0].cards, self.card_rows[0])}
        out = []
        for card, halves in zip(self.run.studied, self.pairs):
            table = [x + y for x, y in zip(*halves)]
            both, only_card, only_base, neither = table
            n = sum(table)
            games, played_games = rows[card.card][0], rows[card.card][3]
            effect, lo, hi = paired_interval(*table)
            variance = (only_card + only_base) / n - effect ** 2 if n else 0.0
            untested = not games or played_games < MIN_EFFECT * games
            judged = IDENTICAL if card.identical else UNTESTED if untested else CARD_VERDICTS[verdict(lo, hi, effect)]
            out.append({
                "carta": card.card, "nombre": card.name, "copias": card.copies,
                "tipo": "parte" if card.is_part else "apoyo", "basica": card.baseline, "partidas": n,
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


def _per_pairing(pairs: int | None, pairings: int) -> int | None:
    return None if pairs is None else math.ceil(pairs / pairings)


# --- between levels ---------------------------------------------------------------------------


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
