"""The figures of every game's simulation as plain text for the terminal (Spanish, percentages with a comma)."""
from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from nismatch_cards.cards.wording import plural
from .stats import BALANCE_MARGIN, CEILING, MIN_SPLIT, ONE_SIDED_ERROR, UNMEASURED

MATCH_WORDS = {"gana_a": "gana {a}", "gana_b": "gana {b}", "equilibrado": "equilibrado",
               "sin_concluir": "sin concluir"}
LEVEL_NOTE = "⚠ depende del nivel de juego"
CARD_WORDS = {"aporta": "▲ aporta", "resta": "▼ resta", "como_la_basica": "= como la básica",
              "sin_concluir": "? sin concluir", "sin_probar": "sin probar",
              "igual_que_la_basica": "igual que su básica: nada que medir"}
STANDS_OUT = {"fuerte": "⚠ demasiado fuerte", "debil": "⚠ demasiado débil"}


def pct(x: float | None, digits: int = 1) -> str:
    if x is None:
        return "—"
    return f"{100 * x:.{digits}f}".replace(".", ",") + " %"


def points(x: float | None, digits: int = 1) -> str:
    """A change of win rate in points, with its sign («+6,1», «−0,4»)."""
    if x is None:
        return "—"
    text = f"{abs(100 * x):.{digits}f}".replace(".", ",")
    return ("−" if x < 0 and text.strip("0,") else "+") + text


def num(x: float, digits: int = 1) -> str:
    return f"{x:.{digits}f}".replace(".", ",")


def num_g(x: float) -> str:
    return f"{x:.3g}".replace(".", ",")


def thousands(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def signed(n: int) -> str:
    """A whole number with a true minus sign («−5»): never read as a dash next to another number."""
    return f"−{-n}" if n < 0 else str(n)


def seeds_text(first: int, count: int) -> str:
    """The seeds of ``count`` games from ``first``: «semilla 7», «semillas de −5 a 54»."""
    if count == 1:
        return f"semilla {signed(first)}"
    return f"semillas de {signed(first)} a {signed(first + count - 1)}"


def interval(r: dict) -> str:
    lo, hi = r["ic95"]
    return f"{pct(lo)}–{pct(hi)}"


def rate_text(r: dict) -> str:
    if not r["n"]:
        return "—"
    return f"{pct(r['tasa'])} ({interval(r)})"


@dataclass(frozen=True)
class Pace:
    """How long this run took, to tell what a bigger one would take on the same machine: ``seconds`` of wall
    time for ``games`` games per pairing and level (with their replays and swaps), played ``where`` («con 2
    procesos», «en el clúster …»)."""

    seconds: float
    games: int
    where: str

    def cost(self, games: int) -> str:
        """«unos 38 minutos con 2 procesos»: the wall time of the same run with ``games`` per pairing and level."""
        return f"{duration_text(self.seconds * games / max(1, self.games))} {self.where}"


def duration_text(seconds: float) -> str:
    """A rough duration: «unos 40 segundos», «unos 38 minutos», «unas 5 horas», «unos 3 días»."""
    if seconds < 1:
        return "menos de un segundo"
    if seconds < 90:
        return f"unos {round(seconds)} segundos" if round(seconds) != 1 else "un segundo"
    if seconds < 90 * 60:
        return f"unos {round(seconds / 60)} minutos"
    if seconds < 48 * 3600:
        return f"unas {round(seconds / 3600)} horas"
    return f"unos {thousands(round(seconds / 86400))} días"


def stable_text(needed: int | None, pace: Pace | None = None) -> str:
    if needed is None:
        return "±1 punto: aún no se puede estimar"
    if pace is None:
        return f"±1 punto con ~{thousands(needed)}"
    return f"±1 punto necesita unos {thousands(needed)} repartos: {pace.cost(needed)}"


def draws_text(m: dict) -> str:
    """With draws, the figure the verdict goes by: the first deck's points, a draw as half a win (empty without)."""
    if not m["tablas"]["exitos"] or "puntos_a" not in m:
        return ""
    return f" (contando cada tabla como media victoria: {pct(m['puntos_a']['tasa'])}, {interval(m['puntos_a'])})"


def match_word(m: dict) -> str:
    return MATCH_WORDS[m["veredicto"]].format(a=m["mazo_a"], b=m["mazo_b"])


def matches_text(results: dict, pace: Pace | None = None) -> list[str]:
    levels = results["niveles"]
    width = max(len(lv["nivel"]) for lv in levels)
    out = [f"Victorias del primer mazo (IC 95 %); veredicto con un efecto mínimo de "
           f"{num(100 * results['efecto_minimo'], 0)} puntos; mitades: las dos mitades de las semillas:"]
    comparison = results.get("comparacion", {}).get("enfrentamientos", [])
    for k, first in enumerate(levels[0]["enfrentamientos"]):
        out.append(f"  {first['mazo_a']} – {first['mazo_b']}, "
                   f"{plural(first['partidas'], 'partida', 'partidas', thousands(first['partidas']))} por nivel:")
        for lv in levels:
            m = lv["enfrentamientos"][k]
            halves = " / ".join(pct(h["tasa"]) for h in m["mitades"])
            unbalanced = f" {unbalanced_text()}" if m.get("desequilibrado") else ""
            out.append(f"    {lv['nivel']:<{width}}  {rate_text(m['victorias_a'])}, tablas {pct(m['tablas']['tasa'])}"
                       f"{draws_text(m)}: {match_word(m)}{unbalanced} · mitades {halves} · "
                       f"{stable_text(m['partidas_necesarias'], pace)}")
        if comparison and comparison[k]["depende_del_nivel"]:
            out.append(f"    {LEVEL_NOTE}")
    for k, lv in enumerate(levels):
        if "matriz" in lv:
            if k == 0 or not results["contra_todos"]:
                out.append("")
            out += matrix_text(lv["matriz"], lv["nivel"], results["contra_todos"])
    return out


def matrix_text(mx: dict, level: str, gauntlet: bool) -> list[str]:
    names = mx["mazos"]
    if gauntlet:
        total = mx["total"][0]
        return [f"{names[0]} contra todos ({level}): {rate_text(total)} de {plural(total['n'], 'partida', 'partidas', thousands(total['n']))}"]
    width = max(len(n) for n in names)
    col = max(10, min(24, width + 2))
    short = [name[:col - 2] for name in names]
    totals = [rate_text(t) for t in mx["total"]]  # with its interval, as in the report
    total_col = max(len(t) for t in totals) + 2
    out = [f"Torneo ({level}): victorias del mazo de la fila contra el de la columna; total: contra todos (IC 95 %)"]
    out.append(" " * (width + 2) + "".join(f"{s:>{col}}" for s in short) + f"{'total':>{total_col}}")
    for i, name in enumerate(names):
        cells = "".join(f"{(pct(r['tasa']) if r else '—'):>{col}}" for r in mx["victorias"][i])
        out.append(f"  {name:<{width}}{cells}{totals[i]:>{total_col}}")
    return out


def first_player_text(levels: list[dict], measured: bool = True, by: str = "por el reglamento") -> list[str]:
    """Per pairing and level, what starting is worth; ``by``: what decided who started in the games as dealt."""
    if not measured:
        return ["Empezar: la ventaja de empezar no se ha medido (--sin-ventaja-de-empezar: cada reparto se jugó una "
                "sola vez, no otra más con el otro mazo empezando)"]
    out = ["Empezar (solo con el mismo bot en los dos lados; cada reparto jugado dos veces, empezando cada mazo una):"]
    for k, first in enumerate(levels[0]["enfrentamientos"]):
        out.append(f"  {first['mazo_a']} – {first['mazo_b']}:")
        for lv in levels:
            m = lv["enfrentamientos"][k]
            f = m["primer_jugador"]
            if f is None:
                text = f"no se mide: los bots son distintos ({' contra '.join(lv['bots'])})"
            elif f["ventaja"] is None:
                text = (f"no se mide: hacen falta {MIN_SPLIT} repartos decididos en las dos partidas "
                        f"(hay {f['partidas']})")
            else:
                v = f["ventaja"]
                text = (f"quien empieza gana {pct(v['tasa'])} ({pct(v['ic95'][0])}–{pct(v['ic95'][1])}; "
                        f"p = {num_g(v['p_valor'])} frente al 50 %); {by}, {m['mazo_a']} empezó en el "
                        f"{pct(f['a_empieza']['tasa'], 0)} de las partidas")
            out.append(f"    {lv['nivel']}: {text}")
    return out


def length_text(levels: list[dict], end_names: dict[str, str] | None = None) -> list[str]:
    """Per level, how long the games lasted and how they ended (``end_names``: the Spanish name of each end kind; its
    id, with spaces, without it)."""
    out = []
    for lv in levels:
        d = lv["duracion"]
        if d.get("turnos_media") is not None:
            out.append(f"Duración ({lv['nivel']}): {num(d['turnos_media'])} turnos de media (mediana "
                       f"{num_g(d['turnos_mediana'])}, 10–90 %: {d['turnos_p10']}–{d['turnos_p90']}, máximo "
                       f"{d['turnos_max']}); {d['acciones_media']:.0f} acciones por partida")
        ends = ", ".join(f"{(end_names or {}).get(k, k.replace('_', ' '))} {r['exitos']} ({pct(r['tasa'])})" for k, r in lv["finales"].items())
        out.append(f"Finales ({lv['nivel']}): {ends}")
    return out


def unbalanced_text() -> str:
    return f"⚠ desequilibrado (fuera de {pct(0.5 - BALANCE_MARGIN, 0)}–{pct(0.5 + BALANCE_MARGIN, 0)})"


def summary_text(results: dict, pace: Pace | None = None, end_names: dict[str, str] | None = None) -> str:
    """The figures of a run of :func:`~.stats.build` for the terminal; with ``pace``, what each figure it promises
    («±1 punto con …») would cost."""
    levels = results["niveles"]
    lines = [header_text(results), ""]
    lines += matches_text(results, pace)
    lines += ["", fairness_text(results)]
    lines += [""] + first_player_text(levels, results.get("ventaja_de_empezar") != "sin_medir",
                                      "por los asientos (empieza el primero)")
    if results.get("tableros"):
        lines += [""] + boards_text(levels)
    lines += [""] + length_text(levels, end_names)
    if results.get("mazo_estudiado"):
        lines += [""] + swaps_text(results, pace)
    lines += [""] + unplayed_text(levels)
    return "\n".join(lines)


def header_text(results: dict) -> str:
    n, seed, per = results["partidas"], results["semilla"], results["partidas_por_enfrentamiento"]
    deals = per * len(results["niveles"][0]["enfrentamientos"])
    names = ", ".join(lv["nivel"] for lv in results["niveles"])
    text = (f"{results['juego']}: {plural(n, 'partida', 'partidas', thousands(n))}: {thousands(per)} por "
            f"enfrentamiento y nivel ({seeds_text(seed, deals)}); nivel{'es' if len(results['niveles']) > 1 else ''} "
            f"de juego: {names}")
    if results.get("tableros"):
        text += f"; tableros, por turnos: {', '.join(results['tableros'])}"
    if results.get("mazo_estudiado"):
        text += (f"; y {thousands(results['partidas_sustituidas'])} más con una carta de {results['mazo_estudiado']} "
                 f"sustituida")
    if results.get("partidas_con_el_otro_empezando"):
        text += (f"; y {thousands(results['partidas_con_el_otro_empezando'])} más con el otro empezando, para "
                 f"medir la ventaja de empezar")
    if results.get("modo"):
        text = f"Modo {results['modo']['nombre']}: cada mazo juega en todos los asientos de su equipo. " + text
    return text


def fairness_text(results: dict) -> str:
    """How to read a pairing's verdict (the fairness of two decks)."""
    margin = results.get("margen_de_equilibrio", BALANCE_MARGIN)
    return (f"Equilibrio: «equilibrado» si todo el intervalo de los puntos del primer mazo (una tabla, media victoria) "
            f"está a menos de {num(100 * results['efecto_minimo'], 0)} puntos del 50 %; «gana …» si está entero más "
            f"allá; «sin concluir» si aún no se sabe (más partidas). «⚠ desequilibrado»: todo el intervalo fuera de "
            f"{pct(0.5 - margin, 0)}–{pct(0.5 + margin, 0)}.")


def boards_text(levels: list[dict]) -> list[str]:
    out = ["Por tablero (victorias del primer mazo, IC 95 %):"]
    for lv in levels:
        for board in lv.get("tableros", []):
            for m in board["enfrentamientos"]:
                out.append(f"  {lv['nivel']} · {board['tablero']} · {m['mazo_a']} – {m['mazo_b']}: "
                           f"{rate_text(m['victorias_a'])} de {plural(m['partidas'], 'partida', 'partidas')}: "
                           f"{match_word(m)}")
    return out


def unplayed_text(levels: list[dict]) -> list[str]:
    """The texts the engine reached and did not play (prototypes, or texts its card language cannot read)."""
    seen: dict[str, int] = {}
    for lv in levels:
        for row in lv.get("no_jugados", []):
            seen[row["texto"]] = seen.get(row["texto"], 0) + row["partidas"]
    if not seen:
        return ["Textos no jugados (prototipos o que el lenguaje no lee): ninguno; todos los textos que se alcanzaron "
                "se jugaron."]
    out = ["Textos no jugados (prototipos o que el lenguaje no lee: las cifras miden el juego sin ellos):"]
    out += [f"  {line}: en {plural(n, 'partida', 'partidas', thousands(n))}" for line, n in sorted(seen.items())]
    return out


# --- a swap study: the strength of each card of the first deck ----------------------------------


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
