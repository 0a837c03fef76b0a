"""The constructs of the ability language, one module per building block (see ..catalogue)."""
