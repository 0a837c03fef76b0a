"""The figures of a simulation as plain text for the terminal (Spanish, percentages with a comma)."""
from __future__ import annotations

from .stats import END_NAMES

FLAG_MARKS = {"fuerte": "▲ fuerte", "débil": "▼ débil"}


def pct(x: float | None, digits: int = 1) -> str:
    if x is None:
        return "—"
    return f"{100 * x:.{digits}f}".replace(".", ",") + " %"


def num(x: float, digits: int = 1) -> str:
    return f"{x:.{digits}f}".replace(".", ",")


def num_g(x: float) -> str:
    return f"{x:.3g}".replace(".", ",")


def interval(r: dict) -> str:
    lo, hi = r["ic95"]
    return f"{pct(lo)}–{pct(hi)}"


def rate_text(r: dict) -> str:
    if not r["n"]:
        return "—"
    return f"{pct(r['tasa'])} ({interval(r)})"


def summary_text(results: dict) -> str:
    lines: list[str] = []
    bots = results["bots"]
    n = results["partidas"]
    seed = results["semilla"]
    lines.append(f"{n} partidas (semillas {seed}–{seed + n - 1}), bots: {bots[0]} contra {bots[1]}")
    lines.append("")
    lines.append("Victorias (intervalo de confianza del 95 %):")
    for m in results["enfrentamientos"]:
        width = max(len(m["mazo_a"]), len(m["mazo_b"]), len("tablas"))
        lines.append(f"  {m['mazo_a']} contra {m['mazo_b']}, {m['partidas']} partidas:")
        for label, r in ((m["mazo_a"], m["victorias_a"]), (m["mazo_b"], m["victorias_b"]), ("tablas", m["tablas"])):
            lines.append(f"    {label:<{width}}  {r['exitos']:>6}  {rate_text(r)}")
    if "matriz" in results:
        lines.append("")
        lines += matrix_text(results["matriz"])
    first = results["primer_jugador"]
    lines.append("")
    if first["n"]:
        lines.append(f"Primer jugador: gana {pct(first['tasa'])} de las {first['n']} partidas no empatadas "
                     f"(IC 95 %: {interval(first)}; p = {num_g(first['p_valor'])} frente al 50 %)")
    else:
        lines.append("Primer jugador: ninguna partida decidida")
    d = results["duracion"]
    if d.get("turnos_media") is not None:
        lines.append(f"Duración: {num(d['turnos_media'])} turnos de media (mediana {d['turnos_mediana']:g}, "
                     f"10–90 %: {d['turnos_p10']}–{d['turnos_p90']}, máximo {d['turnos_max']}); "
                     f"{d['acciones_media']:.0f} acciones por partida")
    ends = ", ".join(f"{END_NAMES[k]} {r['exitos']} ({pct(r['tasa'])})" for k, r in results["finales"].items())
    lines.append(f"Finales: {ends}")
    lines.append("")
    lines += cards_text(results["cartas"])
    return "\n".join(lines)


def matrix_text(mx: dict) -> list[str]:
    names = mx["mazos"]
    width = max(len(n) for n in names)
    col = max(10, min(24, width + 2))
    short = [name[:col - 2] for name in names]
    out = ["Torneo: victorias del mazo de la fila contra el de la columna"]
    out.append(" " * (width + 2) + "".join(f"{s:>{col}}" for s in short) + f"{'total':>{col}}")
    for i, name in enumerate(names):
        cells = "".join(f"{(pct(r['tasa']) if r else '—'):>{col}}" for r in mx["victorias"][i])
        out.append(f"  {name:<{width}}{cells}{pct(mx['total'][i]['tasa']):>{col}}")
    return out


def cards_text(rows: list[dict]) -> list[str]:
    out = ["Cartas: partidas en que se robó y se jugó; % de victorias si se jugó y si no (IC 95 %); "
           "daño por partida; veces negada"]
    by_deck: dict[str, list[dict]] = {}
    for row in rows:
        by_deck.setdefault(row["mazo"], []).append(row)
    for deck, items in by_deck.items():
        out.append(f"  {deck}:")
        width = max(len(r["nombre"]) for r in items)
        for r in sorted(items, key=lambda r: (r["tipo"] != "parte", r["nombre"])):
            flag = f"  {FLAG_MARKS[r['marca']]}" if r["marca"] else ""
            out.append(
                f"    {r['nombre']:<{width}} ×{r['copias']}  robada {pct(r['robada']['tasa'], 0):>6}"
                f"  jugada {pct(r['jugada']['tasa'], 0):>6}"
                f"  gana si jugada {rate_text(r['victorias_jugada']):<22}"
                f"  si no {rate_text(r['victorias_no_jugada']):<22}"
                f"  daño {num(r['danio_por_partida'] or 0, 2):>5}  negada {r['negada']}{flag}")
    flagged = [r for r in rows if r["marca"]]
    if flagged:
        out.append(f"  {len(flagged)} carta{'s' if len(flagged) != 1 else ''} destaca{'n' if len(flagged) != 1 else ''} "
                   f"más allá del azar (prueba z de dos proporciones, corrección de Holm, α = 5 %): "
                   + ", ".join(f"{r['nombre']} ({r['mazo']}, {r['marca']})" for r in flagged))
    else:
        out.append("  Ninguna carta destaca más allá del azar (prueba z de dos proporciones, corrección de Holm, α = 5 %).")
    return out
