"""What changed between two versions of a cards folder: ``nismatch diff`` and ``build --changed-since``."""
