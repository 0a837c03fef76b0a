"""The constructs of the ability language, one module per building block (see ..catalogue)."""
from ...compiled_engine import activate as _activate

#: Whether the constructs the engine calls most run compiled by Cython (``compiled_engine.py``).
KIND = _activate(__path__)
