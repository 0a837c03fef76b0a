from nismatch_cards.games.nismatch.engine.turns cimport Turns


cdef class Game(Turns):
    pass
