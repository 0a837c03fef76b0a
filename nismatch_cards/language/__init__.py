"""What every game's card language shares: the lexicon of designer wording."""
