"""The figures of a simulation as plain text for the terminal (Spanish, percentages with a comma)."""
from __future__ import annotations

from ....cards.wording import plural
from nismatch_cards.play.sim.text import (  # noqa: F401  (the words every game's simulation shares)
    CARD_WORDS, LEVEL_NOTE, MATCH_WORDS, STANDS_OUT, Pace, ceiling_text, decimal, draws_text, duration_text,
    false_verdicts_text, first_player_text, interval, levels_agreement_text, match_word, matches_text, matrix_text,
    num, num_g, pct, points, rate_text, rho_detail, same_sign_text, seeds_text, signed, stable_cards_text,
    stable_text, stand_out_summary, stands_out_flag, swap_cell, swaps_text, thousands, unbalanced_text,
    whole_run_text,
)
from nismatch_cards.play.sim.text import length_text as _length_text
from .stats import END_NAMES

PROTOTYPES_TITLE = ("Habilidades prototipo (pagan el coste de Carga que imprimen y no hacen nada más: "
                    "las cifras miden esas cartas sin su efecto)")


def prototype_cost_text(ability: dict) -> str:
    """What a prototype ability costs in the simulation: «paga 2 CAR», «paga X CAR», «sin coste»."""
    cost = ability["coste"]
    return "sin coste" if cost is None else f"paga {cost} CAR"


def summary_text(results: dict, pace: Pace | None = None) -> str:
    """The figures for the terminal; with ``pace``, what each figure it promises («±1 punto con …») would cost."""
    levels = results["niveles"]
    lines = [_header(results), ""]
    lines += matches_text(results, pace)
    lines += [""] + first_player_text(levels, results.get("ventaja_de_empezar") != "sin_medir")
    lines += [""] + length_text(levels)
    if results["mazo_estudiado"]:
        lines += [""] + swaps_text(results, pace)
    else:
        lines += ["", "Para medir la fuerza de una carta usa --sustituir CARTA (o --sustituir todas): se juegan las "
                      "mismas partidas con la carta y con una básica, y se comparan."]
    lines += [""] + cards_text(levels)
    if results.get("prototipos"):
        lines += ["", PROTOTYPES_TITLE + ":"]
        lines += [f"  {p['nombre']} ({', '.join(p['mazos'])}) · {a['nombre_etiqueta']} · {prototype_cost_text(a)}: "
                  f"«{a['texto']}»" for p in results["prototipos"] for a in p["habilidades"]]
    return "\n".join(lines)


def _header(results: dict) -> str:
    n, seed, per = results["partidas"], results["semilla"], results["partidas_por_enfrentamiento"]
    pairings = len(results["niveles"][0]["enfrentamientos"])
    deals = per * pairings
    names = ", ".join(lv["nivel"] for lv in results["niveles"])
    text = (f"{plural(n, 'partida', 'partidas', thousands(n))}: {thousands(per)} por enfrentamiento y nivel ({seeds_text(seed, deals)}); "
            f"nivel{'es' if len(results['niveles']) > 1 else ''} de juego: {names}")
    if results["mazo_estudiado"]:
        text += (f"; y {thousands(results['partidas_sustituidas'])} más con una carta de {results['mazo_estudiado']} "
                 f"sustituida")
    if results.get("partidas_con_el_otro_empezando"):
        text += (f"; y {thousands(results['partidas_con_el_otro_empezando'])} más con el otro mazo empezando, para "
                 f"medir la ventaja de empezar")
    if results.get("modo"):
        text = f"Modo {results['modo']['nombre']}: cada mazo juega en todos los asientos de su equipo. " + text
    return text


def cards_text(levels: list[dict]) -> list[str]:
    out = ["Cartas (descripción, no veredicto): partidas en que se robó y se jugó; usos: veces que se activaron las "
           "habilidades de una Parte, o que se jugó una Carta de Apoyo; daño por partida y veces negada"]
    for lv in levels:
        by_deck: dict[str, list[dict]] = {}
        for row in lv["cartas"]:
            by_deck.setdefault(row["mazo"], []).append(row)
        for deck, items in by_deck.items():
            out.append(f"  {deck} ({lv['nivel']}):")
            width = max(len(f"{r['nombre']} ×{r['copias']}") for r in items)
            for r in sorted(items, key=lambda r: (r["tipo"] != "parte", r["nombre"])):
                label = f"{r['nombre']} ×{r['copias']}"
                out.append(f"    {label:<{width}}  robada {pct(r['robada']['tasa'], 0):>6}"
                           f"  jugada {pct(r['jugada']['tasa'], 0):>6}  usos {r['usos']:>5}"
                           f"  daño {num(r['danio_por_partida'] or 0, 2):>5}  negada {r['negada']}")
    return out


def length_text(levels: list[dict]) -> list[str]:
    return _length_text(levels, END_NAMES)
