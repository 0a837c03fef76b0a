"""The board of a game as text, seen by one pilot: a pure function of the game (no input, no output).

:func:`render_board` draws, for each pilot (the opponents first, the person at the bottom, as at
a table): the Unidad zone by zone (card, PG left/total, damage, deactivated mark, its stats and
CAR), the Unidad's FUE/DEF/VEL totals and CAR, the hand (only its size for an opponent), the
talleres with their Partes, the Botines de Guerra, the Arsenal and the Depósito de Chatarra; then
the marchas from top to bottom and what the game waits for. Every line fits in the width asked (``WIDTH`` at most).
"""
from __future__ import annotations

import re
import textwrap

from .. import cards as nm
from ..engine.game import Game
from ..engine.visibility import sees
from ..engine.state import (
    GUERRILLA, MULLIGAN, PHASE_NAMES, TORSO,
)

WIDTH = 100
RULE = "─"

_ANSI = re.compile(r"\x1b\[[0-9;]*m")
_CODES = {"bold": "1", "dim": "2", "red": "31", "green": "32", "yellow": "33", "blue": "34", "magenta": "35",
          "cyan": "36"}


class Style:
    """ANSI colour when ``color`` is true; plain text otherwise."""

    def __init__(self, color: bool = False):
        self.color = color

    def __call__(self, text: str, *styles: str) -> str:
        if not self.color or not styles or not text:
            return text
        codes = ";".join(_CODES[s] for s in styles)
        return f"\x1b[{codes}m{text}\x1b[0m"


def visible_len(text: str) -> int:
    return len(_ANSI.sub("", text))


def clip(text: str, width: int = WIDTH) -> str:
    """``text`` cut to ``width`` visible columns, with «…» where it was cut (ANSI codes kept whole)."""
    if visible_len(text) <= width:
        return text
    out, seen, i = [], 0, 0
    while i < len(text) and seen < width - 1:
        match = _ANSI.match(text, i)
        if match:
            out.append(match.group())
            i = match.end()
            continue
        out.append(text[i])
        seen += 1
        i += 1
    reset = "\x1b[0m" if _ANSI.search(text) else ""
    return "".join(out) + "…" + reset


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - visible_len(text))


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def card_name(game: Game, inst: int) -> str:
    """A card as actions name it, without the owner: «Lanzachispas #23»."""
    return f"{game.cards[inst].name} #{inst}"


def part_stats(game: Game, inst: int) -> str:
    fue, def_, vel = game.cards[inst].stats
    return f"FUE {fue} DEF {def_} VEL {vel} CAR {_signed(game.cards[inst].car)}"


def header_line(game: Game, style: Style, width: int = WIDTH) -> str:
    if game.over:
        where = f"Fin de la partida · {game.result}"
    elif game.phase in (MULLIGAN, TORSO):
        where = f"Preparación · {PHASE_NAMES[game.phase]}"
    else:
        where = (f"Ronda {game.round} · Turno {game.turn} · {PHASE_NAMES[game.phase]} · "
                 f"turno de {game.pilot_name(game.active)}")
    text = f"══ {where} "
    return style(clip(text + "═" * max(0, width - len(text)), width), "bold")


def _pilot_block(game: Game, p: int, human: int, labels: dict[int, str], style: Style, name_w: int,
                 width: int = WIDTH) -> list[str]:
    pilot = game.pilots[p]
    ruleset = game.ruleset
    mine = p == human
    colour = "green" if mine else "red"
    who = labels.get(p, "tú" if mine else "rival")
    title = f"{pilot.name} · {who} · {pilot.deck_name}"
    if not pilot.alive:
        title += " · eliminado"
    lines = [style(clip(title, width), "bold", colour)]
    totals = (f"  CAR {pilot.car} · FUE {game.stat(p, 'fue')} · DEF {game.stat(p, 'def')} · "
              f"VEL {game.stat(p, 'vel')}")
    lines.append(clip(style(totals, "bold"), width))

    rows = []  # (place, card, pg, damage, mark, stats)
    for z, inst in enumerate(pilot.unit):
        rows.append((ruleset.zones[z].name, inst, "unit"))
    wait = ruleset.taller_turns_before_reequip
    for t, inst in enumerate(pilot.talleres):
        rows.append((f"Taller {ruleset.talleres[t].capitalize()}", inst, "taller"))
    place_w = max(len(r[0]) for r in rows)
    for place, inst, where in rows:
        if inst < 0:
            lines.append(f"  {place:<{place_w}} " + style("—", "dim"))
            continue
        info = game.cards[inst]
        damage = game.damage[inst]
        pg = f"PG {game.max_pg(inst) - damage}/{game.max_pg(inst)}"
        dmg = style(f"daño {damage}", "yellow") if damage else ""
        head = [_pad(card_name(game, inst), name_w + 1), f"{pg:<8}", _pad(dmg, 7)]
        if where == "unit":
            tail = [part_stats(game, inst)]
            if game.deact[inst]:
                tail.append(style("desactivada", "magenta"))
        else:
            turns = game.taller_turns[inst]
            ready = turns >= wait and not damage  # 5.3.4: «Partes totalmente reparadas» (docs/rulings.md 1)
            state = "puede reequiparse" if ready else "reparándose"
            tail = [f"{state} ({_plural(turns, 'turno', 'turnos')} en el Taller)"]
        if game.counters[inst]:
            tail.append(style(_plural(game.counters[inst], "contador", "contadores"), "cyan"))
        for (card, name), n in sorted(game.named_counters.items()) if game.named_counters else ():
            if card == inst:  # public, like the plain ones (docs/rulings.md 66)
                tail.append(style(_plural(n, "contador", "contadores") + f" de {name}", "cyan"))
        lines += _fit(f"  {place:<{place_w}} " + " ".join(head), " ".join(tail), place_w + 3, width)

    botines = (f"  Botines de Guerra: {pilot.claimed}/{ruleset.botines_to_win} reclamados, "
               f"{len(pilot.botines)} por reclamar ·")
    lines += _fit(botines, f"Arsenal: {_plural(len(pilot.arsenal), 'carta', 'cartas')}", 2, width)
    seen = [inst for inst in reversed(pilot.arsenal) if sees(game, human, inst)]  # a search, a look (rulings 29, 73)
    if seen:
        lines += textwrap.wrap(f"Arsenal que ves, de arriba abajo: {', '.join(card_name(game, i) for i in seen)}",
                               width, initial_indent="  ", subsequent_indent="    ")
    scrap = f"  Depósito de Chatarra: {_plural(len(pilot.scrap), 'carta', 'cartas')}"
    if pilot.scrap:
        scrap += f", arriba {card_name(game, pilot.scrap[-1])}"
    if pilot.demolition:
        scrap += f" · Zona de Demolición: {_plural(len(pilot.demolition), 'carta', 'cartas')}"
    lines.append(clip(scrap, width))
    if mine:
        lines.append(f"  Mano ({len(pilot.hand)}):" if pilot.hand else "  Mano: vacía")
        hand_w = max([len(card_name(game, inst)) for inst in pilot.hand] + [12])
        for inst in pilot.hand:
            lines += _fit(f"    {_pad(card_name(game, inst), hand_w)} ", hand_card(game, inst), 6, width)
    else:
        lines.append(f"  Mano: {_plural(len(pilot.hand), 'carta', 'cartas')}")
    return lines


def _fit(head: str, tail: str, indent: int, width: int) -> list[str]:
    """``head`` and ``tail`` on one line when they fit in ``width``; else ``tail`` under ``head``, indented (a narrow
    terminal: a Parte's CAR went off the edge). What still does not fit is cut with «…»."""
    line = f"{head} {tail}".rstrip()
    if visible_len(line) <= width:
        return [line]
    return [clip(head.rstrip().rstrip("·").rstrip(), width), clip(" " * indent + tail, width)]


def hand_card(game: Game, inst: int) -> str:
    """A card in the hand in one line: a Parte's zone and stats, a Carta de Apoyo's abilities."""
    info = game.cards[inst]
    if info.is_part:
        zone = game.ruleset.zones[info.zone].name if info.zone >= 0 else "?"
        return f"{zone} · PG {info.pg} · {part_stats(game, inst)}"
    return "Apoyo · " + " / ".join(f"«{ab.text}»" for ab in info.abilities)


def card_details(game: Game, inst: int, width: int = WIDTH) -> list[str]:
    """Everything printed on card ``inst``, wrapped to the board's width (the «carta N» command)."""
    info = game.cards[inst]
    card = info.card
    ruleset = game.ruleset
    kind = ruleset.card_types[card.type].name if card.type in ruleset.card_types else card.type
    rarity = ruleset.rarity_names.get(nm.rarity(card), nm.rarity(card))
    lines = [f"{card_name(game, inst)} ({game.pilot_name(game.owner[inst])}) · {kind} · {rarity}"]
    if info.is_part:
        zone = ruleset.zones[info.zone].name if info.zone >= 0 else "?"
        lines.append(f"  {zone} · PG {info.pg} · {part_stats(game, inst)}")
    for ab in info.abilities:
        tag = ruleset.tags[ab.tag].name if ab.tag in ruleset.tags else ab.tag
        lines += textwrap.wrap(f"{tag}: {ab.text}", width, initial_indent="  ", subsequent_indent="    ")
    if nm.flavour(card):
        lines += textwrap.wrap(nm.flavour(card), width, initial_indent="  ", subsequent_indent="  ")
    return lines


def _marchas(game: Game, style: Style, width: int = WIDTH) -> list[str]:
    if not game.stack and game.build is None:
        return []
    lines = [style("Marchas (de arriba abajo):", "bold", "cyan")]
    entries = []
    if game.build is not None:
        entries.append(("·", game.build, "preparándose"))
    for m in reversed(game.stack):
        entries.append((f"{m.number}.", m, "negada" if m.negated else ""))
    for number, m, note in entries:
        what = "Carta de Apoyo" if m.support else ("disparada" if m.trigger else "habilidad")
        text = (f"  {number} {game.pilot_name(m.controller)}: {what} {card_name(game, m.source)} "
                f"«{m.ability.text}»")
        if m.targets or m.marchas:
            text += " → " + game.targets_label(m)
        if note:
            text += f" [{note}]"
        lines += [clip(line, width) for line in textwrap.wrap(text, width, subsequent_indent="      ")]
    return lines


def render_board(game: Game, human: int = 0, labels: dict[int, str] | None = None, color: bool = False,
                 width: int = WIDTH) -> str:
    """The board as seen by pilot ``human`` (whose hand is shown); ``labels`` names who plays each seat; every
    line fits in ``width`` columns (the terminal's, up to ``WIDTH``)."""
    style = Style(color)
    labels = labels or {}
    lines = [header_line(game, style, width)]
    seats = [p for p in range(len(game.pilots)) if p != human] + [human]
    on_table = [inst for q in game.pilots for inst in (*q.unit, *q.talleres) if inst >= 0]
    name_w = max([len(card_name(game, inst)) for inst in on_table] + [12])
    for p in seats:
        lines += _pilot_block(game, p, human, labels, style, name_w, width)
        lines.append(style(RULE * width, "dim"))
    lines += _marchas(game, style, width)
    if game.phase == GUERRILLA and game.guerrilla_state == 1 and not game.over:
        lines.append(clip(f"Guerrilla declarada: {game.pilot_name(game.active)} contra "
                          f"{game.pilot_name(game.guerrilla_target)}", width))
    if game.over:
        lines += [style(line, "bold") for line in textwrap.wrap(f"Fin de la partida: {game.result}", width)]
    else:
        lines += [style(line, "bold") for line in textwrap.wrap(f"Ahora: {game.pending_description()}", width,
                                                                  subsequent_indent="  ")]
    return "\n".join(lines)
