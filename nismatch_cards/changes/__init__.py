"""What changed between two versions of a cards folder: ``nismatch comparar`` and ``construir --changed-since``."""
