"""nismatch-cards: design, check, play and print card games. Click speaks Spanish from the first
import (``clitext``), before any command is defined."""
from .clitext import install as _speak_spanish

_speak_spanish()
