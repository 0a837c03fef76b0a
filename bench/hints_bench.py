"""How the hints of refused ability texts help (issue 26, part 3): for each refusal of the batches given, its hint
and what kind of help it is, and how long the refusal took.

Kinds: «rewrite» (a whole rewrite, «¿quisiste decir: «…»?», that parses: its reading keeps every number, stat,
zone, scope, owner, time and negation of the text, suggest.signature), «nearest» (names the nearest construct with
an example), «absent» (says plainly the language has no such construct), «other».

Uso: python bench/hints_bench.py [-v] [--salida ARCHIVO.yaml] LOTE.yaml …   (each entry of a batch has ``texto``)
"""
from __future__ import annotations

import argparse
import statistics
import time

import yaml

from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError, parse


def kind_of(error: AbilitySyntaxError) -> str:
    hint = error.hint
    if error.rewrite is not None or "¿quisiste decir: «" in hint:
        try:
            parse(error.rewrite)
        except (AbilitySyntaxError, TypeError):
            return "rewrite-broken"
        return "rewrite"
    if "la construcción más cercana es «" in hint:
        return "nearest"
    if "no existe" in hint or "aún no" in hint:
        return "absent"
    return "other"


def main() -> None:
    options = argparse.ArgumentParser()
    options.add_argument("batches", nargs="+")
    options.add_argument("-v", action="store_true", help="print every refusal and its hint")
    options.add_argument("--salida", dest="out", help="write each refusal's hint and kind to this YAML file")
    args = options.parse_args()
    rows, times = [], []
    for path in args.batches:
        for entry in yaml.safe_load(open(path, encoding="utf-8")):
            text = entry["texto"]
            start = time.perf_counter()
            try:
                parse(text)
                continue
            except AbilitySyntaxError as error:
                times.append(time.perf_counter() - start)
                rows.append({"texto": text, "columna": error.column, "error": error.message,
                             "tipo": kind_of(error), "sugerencia": error.hint})
            if args.v:
                row = rows[-1]
                print(f"{row['tipo'].upper():8} {text}\n    col {row['columna']}: {row['error']}\n    → {row['sugerencia']}")
    counts: dict[str, int] = {}
    for row in rows:
        counts[row["tipo"]] = counts.get(row["tipo"], 0) + 1
    print(f"{len(rows)} rechazos: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    if times:
        print(f"tiempo por rechazo: mediana {statistics.median(times):.2f} s, máximo {max(times):.2f} s, "
              f"total {sum(times):.0f} s")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as out:
            yaml.safe_dump(rows, out, allow_unicode=True, sort_keys=False, width=200)


if __name__ == "__main__":
    main()
