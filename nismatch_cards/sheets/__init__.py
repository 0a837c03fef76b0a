"""Spreadsheets both ways: ``nismatch exportar`` writes a cards folder's sets to CSV, XLSX or ODS, and
``nismatch importar`` writes a spreadsheet back into YAML card files, through the same checks as
YAML cards. The columns come from the pack's fields (``columns.py``, docs/hojas-de-calculo.md)."""
