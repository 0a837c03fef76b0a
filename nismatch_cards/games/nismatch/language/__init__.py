"""The NISMATCH ability language: grammar-driven parser, typed AST, canonical printer."""
from .parser import AbilitySyntaxError, parse
from .printer import to_text

__all__ = ["AbilitySyntaxError", "parse", "to_text"]
