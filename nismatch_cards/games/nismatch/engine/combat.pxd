from nismatch_cards.games.nismatch.engine.units cimport Units


cdef class Combat(Units):
    pass
