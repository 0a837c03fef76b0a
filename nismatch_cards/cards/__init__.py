"""Cards, sets, decks and the ruleset as typed data, loaded from YAML."""
