cimport cython

from nismatch_cards.games.nismatch.engine.state cimport AbilityInfo, CardInfo, Decision, Marcha, PilotState

from nismatch_cards.games.nismatch.engine.resolution cimport Resolving


cdef class Marchas(Resolving):
    cpdef _pass_priority(self)
    @cython.locals(order=list, i=int, k=int, q=int)
    cpdef int _next_alive(self, int p)
    @cython.locals(pilot=PilotState, info=CardInfo, ab=AbilityInfo, car=int, inst=int, main=bint, guerrilla=bint, restricted=bint)
    cpdef _activations(self, int p, bint open_state, list acts)
    @cython.locals(pilot=PilotState, inst=int)
    cpdef bint _may_respond(self, int p, int car)
    cpdef bint _can_activate(self, int p, int inst, AbilityInfo ab, bint main, bint guerrilla)
    cpdef bint _requirements_met(self, int p, int inst, AbilityInfo ab)
    cpdef bint _can_meet(self, int p, int source, need)
    cpdef _continue_build(self)
    cpdef _build_steps(self)
    cpdef _resolve_top(self)
