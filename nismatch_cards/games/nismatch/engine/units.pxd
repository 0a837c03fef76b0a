from nismatch_cards.games.nismatch.engine.zones cimport Zones


cdef class Units(Zones):
    pass
