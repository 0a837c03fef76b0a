from nismatch_cards.games.nismatch.engine.marchas cimport Marchas


cdef class Turns(Marchas):
    pass
