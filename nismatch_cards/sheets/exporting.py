"""A cards folder's sets as tables: the «sets» sheet (each set's ``set.yaml`` and the sheet of its
cards) and one sheet a set, a row a card, columns from the pack's fields (``columns.py``)."""
from __future__ import annotations

from ..cards.loader import SET_FILE, Project
from ..cards.yamlfile import YamlError, load_yaml
from . import columns
from .books import Table
from .importing import SET_COLUMNS, SETS_SHEET

#: XLSX names a sheet with at most 31 characters.
MAX_SHEET_NAME = 31


def sheet_names(codes: list[str]) -> dict[str, str]:
    """A sheet name for each set: its code, cut to what XLSX allows, never «sets», never twice."""
    names: dict[str, str] = {}
    for code in codes:
        name, n = code[:MAX_SHEET_NAME], 1
        while name == SETS_SHEET or name in names.values():
            n += 1
            name = f"{code[:MAX_SHEET_NAME - len(str(n)) - 1]}~{n}"
        names[code] = name
    return names


def tables(project: Project, codes: list[str]) -> tuple[Table, list[Table]]:
    """The «sets» table and one table a set, for the sets ``codes`` of ``project``."""
    pack = project.pack
    names = sheet_names(codes)
    sets = Table(SETS_SHEET, list(SET_COLUMNS), [])
    cards = []
    for code in codes:
        card_set = project.sets[code]
        written = _set_data(card_set.folder / SET_FILE)
        sets.rows.append([names[code], code, written.get("nombre", card_set.name), card_set.version,
                          written.get("descripcion"), written.get("dorso"), pack.id])
        listed = list(card_set.cards.values())
        header = columns.headers(pack, listed)
        rows = []
        for card in listed:
            cells = columns.row(card, card_set, pack)
            rows.append([cells.get(h) for h in header])
        cards.append(Table(names[code], header, rows))
    return sets, cards


def _set_data(file) -> dict:
    try:
        data = load_yaml(file).data
    except YamlError:  # the set loaded, so its set.yaml reads; a race leaves the loaded values
        return {}
    return data if isinstance(data, dict) else {}
