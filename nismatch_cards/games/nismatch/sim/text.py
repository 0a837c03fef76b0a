"""The figures of a simulation as plain text for the terminal (Spanish, percentages with a comma)."""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from ....cards.wording import plural
from nismatch_cards.play.sim.text import (  # noqa: F401  (the words every game's simulation shares)
    LEVEL_NOTE, MATCH_WORDS, Pace, draws_text, duration_text, first_player_text, interval, match_word, matches_text,
    matrix_text, num, num_g, pct, points, rate_text, seeds_text, signed, stable_text, thousands, unbalanced_text,
)
from nismatch_cards.play.sim.text import length_text as _length_text
from .stats import CEILING, END_NAMES, ONE_SIDED_ERROR, UNMEASURED

CARD_WORDS = {"aporta": "▲ aporta", "resta": "▼ resta", "como_la_basica": "= como la básica",
              "sin_concluir": "? sin concluir", "sin_probar": "sin probar",
              "igual_que_la_basica": "igual que su básica: nada que medir"}
STANDS_OUT = {"fuerte": "⚠ demasiado fuerte", "debil": "⚠ demasiado débil"}


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


def swap_cell(s: dict) -> str:
    if s["veredicto"] == "sin_probar":
        return f"sin probar (jugada en {pct(s['jugada']['tasa'], 1)} de las partidas)"
    if s["veredicto"] == "igual_que_la_basica":
        return CARD_WORDS["igual_que_la_basica"]
    lo, hi = s["ic95"]
    flag = f" {stands_out_flag(s)}" if s.get("destaca") else ""
    return f"{points(s['efecto'])} ({points(lo)} a {points(hi)}) {CARD_WORDS[s['veredicto']]}{flag}"


def stands_out_flag(s: dict) -> str:
    """«⚠ demasiado fuerte (×3)»: the effect compared with the other cards' is that of all the copies together."""
    return f"{STANDS_OUT[s['destaca']]} (×{s['copias']})"


def swaps_text(results: dict, pace: Pace | None = None) -> list[str]:
    levels = results["niveles"]
    deck = results["mazo_estudiado"]
    m = num(100 * results["efecto_minimo"], 0)
    out = [f"Fuerza de las cartas de {deck}: cuántos puntos cambia su % de victorias con la carta en vez de una "
           f"básica, en las mismas partidas (IC 95 %; efecto mínimo: {m} puntos):"]
    rows = levels[0]["sustituciones"]
    out += _stand_out_lines(levels)
    order = sorted(range(len(rows)), key=lambda k: (rows[k]["veredicto"] in UNMEASURED, -(rows[k]["efecto"] or 0)))
    width = max(len(f"{r['nombre']} ×{r['copias']}") for r in rows)
    cells = [[swap_cell(lv["sustituciones"][k]) for lv in levels] for k in range(len(rows))]
    widths = [max(len(lv["nivel"]), *(len(c[j]) for c in cells)) for j, lv in enumerate(levels)]
    out.append("  " + " " * width + "".join(f"  {lv['nivel']:<{w}}" for lv, w in zip(levels, widths)).rstrip())
    comparison = results.get("comparacion", {}).get("cartas", [])
    for k in order:
        r = rows[k]
        label = f"{r['nombre']} ×{r['copias']}"
        line = f"  {label:<{width}}" + "".join(f"  {c:<{w}}" for c, w in zip(cells[k], widths))
        if comparison and comparison[k]["depende_del_nivel"]:
            line += f"  {LEVEL_NOTE}"
        out.append(line.rstrip())
    if "veredictos_cartas" in results:
        out.append(f"  {false_verdicts_text(results)}")
    for lv in levels:
        a = lv["acuerdo_mitades"]
        if a["r"] is not None:
            detail = f" ({rho_detail(a['cartas'], a.get('ic95'))})" if "ic95" in a else ""
            agreement = f"ρ = {decimal(a['r'])}{detail}{whole_run_text(a)}, {same_sign_text(a)}"
        else:  # too few cards for a correlation: each card's two halves
            agreement = "; ".join(f"{r['nombre']} {points(r['mitades'][0])} / {points(r['mitades'][1])}"
                                  for r in lv["sustituciones"] if r["veredicto"] not in UNMEASURED
                                  and None not in r["mitades"]) or "ninguna carta probada"
        stable = stable_cards_text(lv, results, pace)
        out.append(f"  {lv['nivel']}: acuerdo entre las dos mitades de las semillas (el orden de las cartas, ρ de "
                   f"Spearman): {agreement}" + (f"; {stable}" if stable else ""))
        if lv.get("techo"):
            out.append(f"  {ceiling_text(lv['nivel'])}")
    if len(levels) > 1:
        out.append(f"  {levels_agreement_text(levels, results.get('comparacion', {}))}")
    return out


def decimal(x: float, digits: int = 2) -> str:
    """«0,40», «−0,07»: a true minus sign, a comma; rounded half up from the figure as written (0,045 is 0,05)."""
    text = str(abs(Decimal(str(x))).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP)).replace(".", ",")
    return ("−" if x < 0 and text.strip("0,") else "") + text


def rho_detail(n: int, interval: list | None, cards: str = "cartas") -> str:
    """What a ρ rests on: «IC 95 %: −0,07 a 0,72; 20 cartas» (a ρ of few cards says little, and the interval
    shows how little)."""
    counted = plural(n, cards.replace("cartas", "carta", 1), cards)
    if interval is not None:
        return f"IC 95 %: {decimal(interval[0])} a {decimal(interval[1])}; {counted}"
    if n < 4:
        return f"{counted}: muy pocas para un intervalo"
    return f"{counted}; con un acuerdo perfecto, sin intervalo"


def levels_agreement_text(levels: list[dict], comparison: dict) -> str:
    """«Acuerdo entre voraz y aleatorio (ρ de Spearman): ρ = 0,29 (IC 95 %: …; 19 cartas probadas en los dos);
    descontado el ruido…»: a corrected value beyond 1 is said, never shown as a plain 1."""
    r, clean = comparison.get("correlacion_cartas"), comparison.get("correlacion_cartas_sin_ruido")
    text = f"Acuerdo entre {levels[0]['nivel']} y {levels[1]['nivel']} (ρ de Spearman): "
    if r is None:
        return text + "no se calcula con menos de 3 cartas probadas con ambos"
    n = comparison.get("correlacion_cartas_n")
    text += f"ρ = {decimal(r)}"
    if n is not None:
        text += f" ({rho_detail(n, comparison.get('correlacion_cartas_ic95'), 'cartas probadas en los dos')})"
    if clean is None:
        return text
    noise = "; descontado el ruido de cada nivel (su acuerdo entre mitades), "
    if comparison.get("correlacion_cartas_sin_ruido_recortada"):
        return (text + noise + f"la corrección da {decimal(comparison['correlacion_cartas_sin_ruido_calculada'])}, "
                f"más allá de ±1, que no puede ser: el ruido de cada nivel, medido con pocas cartas, sale mayor de lo "
                f"que es; se recorta a {decimal(clean)}, y no dice más que «acuerdan mucho»")
    interval = comparison.get("correlacion_cartas_sin_ruido_ic95")
    return text + noise + f"unos {decimal(clean)}" + (
        f" (IC 95 %: {decimal(interval[0])} a {decimal(interval[1])}, recortado a ±1)"
        if interval is not None and 1 in map(abs, interval) else
        f" (IC 95 %: {decimal(interval[0])} a {decimal(interval[1])})" if interval is not None else "")


def whole_run_text(a: dict) -> str:
    """The reliability of the whole run, from ρ between its halves (Spearman–Brown), as a clause."""
    if a.get("r_completa") is None:
        return ""
    return f" (en la simulación entera, por Spearman–Brown, {num(a['r_completa'], 2)})"


def same_sign_text(a: dict) -> str:
    """«mismo signo en 16 de 20 cartas con efecto en las dos mitades (el azar daría la mitad)»."""
    n = a.get("cartas_con_signo", a["cartas"])
    return (f"mismo signo en {a['mismo_signo']} de {plural(n, 'carta', 'cartas')} con efecto en las dos mitades "
            "(el azar solo daría la mitad)")


def stand_out_summary(levels: list[dict]) -> list[str]:
    """«Demasiado fuerte, muy lejos del resto de cartas del mazo: Chispazo (voraz, aleatorio)»: the cards that
    stand out from the rest of their deck, with the levels where they do (text and report)."""
    out = []
    for flag, words in STANDS_OUT.items():
        found: dict[str, list[str]] = {}
        for lv in levels:
            for s in lv["sustituciones"]:
                if s.get("destaca") == flag:
                    found.setdefault(f"{s['nombre']} ×{s['copias']}", []).append(lv["nivel"])
        if found:
            names = "; ".join(f"{name} ({', '.join(where)})" for name, where in found.items())
            out.append(f"{words[2:].capitalize()}, muy lejos del resto de cartas del mazo: {names}")
    return out


def _stand_out_lines(levels: list[dict]) -> list[str]:
    return [f"  {line}" for line in stand_out_summary(levels)]


def false_verdicts_text(results: dict) -> str:
    """How many of the card verdicts of the run may be wrong by chance alone, at worst (text and report)."""
    n = results["veredictos_cartas"]
    expected = Decimal(n) * Decimal(str(ONE_SIDED_ERROR))  # exact: 3 × 2,5 % is 0,075, shown 0,08
    shown = expected.quantize(Decimal("0.1" if expected >= 1 else "0.01"), rounding=ROUND_HALF_UP)
    return (f"Con {plural(n, 'veredicto', 'veredictos', thousands(n))} de carta y nivel, cada uno falso como mucho "
            f"un {pct(ONE_SIDED_ERROR)} de las veces, cabe esperar por azar hasta "
            f"{str(shown).replace('.', ',')} "
            "▲ o ▼ falsos, y suelen salir juntos (todas las cartas se comparan con las mismas partidas)")


def ceiling_text(level: str) -> str:
    return (f"⚠ {level}: un mazo gana con seguridad más del {pct(1 - CEILING, 0)} de las partidas (o menos del "
            f"{pct(CEILING, 0)}): cambiar una carta apenas puede mover eso, así que los efectos salen cerca de 0; mide "
            "con mazos más parejos o con otro nivel de juego")


def stable_cards_text(lv: dict, results: dict, pace: Pace | None = None) -> str:
    """How many games the cards still without a verdict need, as a sentence (empty when none waits: the others
    are settled already)."""
    needed, open_ = lv["partidas_necesarias"], lv.get("cartas_sin_concluir", 0)
    if not open_:
        return ""
    which = "la carta sin concluir" if open_ == 1 else f"las {open_} cartas sin concluir"
    stable = f"±{num(100 * results['semiamplitud_estable'], 0)} punto"
    near = "con un efecto real cerca de" if open_ == 1 else "una con un efecto real cerca de"
    if needed is None:
        return (f"de {which} aún no se puede estimar cuántas partidas darían un intervalo de {stable}: ninguna pareja "
                "de partidas acabó distinta")
    cost = f"; {pace.cost(needed)}" if pace is not None else ""
    return (f"con unas {thousands(needed)} partidas por enfrentamiento (ahora "
            f"{thousands(results['partidas_por_enfrentamiento'])}{cost}) el intervalo de {which} sería de {stable}, lo que "
            f"no asegura un veredicto: {near} los {num(100 * results['efecto_minimo'], 0)} puntos puede seguir sin "
            "concluir")


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
