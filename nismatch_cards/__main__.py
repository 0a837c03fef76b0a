"""``python -m nismatch_cards``: the same as the ``nismatch`` command."""
from .cli import main

main()
