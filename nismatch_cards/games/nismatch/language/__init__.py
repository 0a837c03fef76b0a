"""The NISMATCH ability language: a catalogue of constructs (grammar, AST, printer, checks,
engine, bot hooks and docs together), the parser and the canonical printer."""
from .parser import AbilitySyntaxError, KeywordDef, parse
from .printer import to_text

__all__ = ["AbilitySyntaxError", "KeywordDef", "parse", "to_text"]
