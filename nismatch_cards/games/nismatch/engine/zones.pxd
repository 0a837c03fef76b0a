from nismatch_cards.games.nismatch.engine.core cimport GameCore


cdef class Zones(GameCore):
    pass
