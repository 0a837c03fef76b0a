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
    BALANCE_MARGIN, CARD_VERDICTS, CEILING, IDENTICAL, MATCH_VERDICTS, MIN_EFFECT, MIN_PEERS, MIN_SPLIT,
    ONE_SIDED_ERROR, OUTLIER_MARGIN, STABLE, UNMEASURED, UNTESTED, Z95, Level, LevelTally as GameLevelTally,
    StudiedCard, _length, _per_pairing, compare, compare_matches, _r, _ranks, _rs, _sig, depends, disattenuated,
    games_needed, mcnemar_p, opposite, paired_interval, pearson, points, rate, spearman, spearman_brown,
    spearman_interval, stands_out, swap_verdicts, verdict, wilson,
)
from ..definition import END_NAMES
from .runner import (
    ACTIVATED, DAMAGE, DRAWN, END_ARSENAL, END_BOTINES, END_CARD, END_LOOP, END_TURN_CAP, NEGATED, PLAYED,
)


# --- the tally --------------------------------------------------------------------------------


@dataclass
class DeckInfo:
    """A deck as the figures name it: a label, and per card id its name, copies and kind."""

    label: str
    cards: list[tuple[str, str, int, bool]]  # (id, name, copies, is Parte)


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
            swap_verdicts(result, levels)
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

    def add(self, g) -> None:
        super().add(g)
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

    def result(self, level: Level) -> dict:
        common = super().result(level)
        out = {key: common[key] for key in ("nivel", "bots", "partidas", "enfrentamientos", "duracion", "finales")}
        out["cartas"] = self._cards()
        if "matriz" in common:
            out["matriz"] = common["matriz"]
        if self.run.studied:
            rows = {card_id: row for (card_id, *_), row in zip(self.run.decks[0].cards, self.card_rows[0])}
            self.swap_figures(out, [(rows[card.card][0], rows[card.card][3]) for card in self.run.studied])
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
