# The state objects of a game as extension types with typed fields when the engine is compiled (state.py).

cdef class AbilityInfo:
    cdef public int index
    cdef public object tag, text, ast, speed, uses, long_limit, phase
    cdef public int long_key
    cdef public int cost, x_max
    cdef public object select
    cdef public list selects
    cdef public tuple conditions, steps, needs
    cdef public object trigger
    cdef public tuple effects, stat_changes, untargetables, unmovables
    cdef public bint optional
    cdef public object negates
    cdef public bint answers_activation, activatable, passive, when_deactivated, is_trigger, prototype, delayed, x_cost, has_cost
    cdef public object delay, later, replaces, picks_player
    cdef public bint in_taller


cdef class CardInfo:
    cdef public object card, id, name
    cdef public bint is_part
    cdef public int zone, pg, car
    cdef public tuple stats, abilities, activatable, fast
    cdef public int fast_cost
    cdef public tuple passives, triggers
    cdef public bint has_passive, shields_from_selection, holds_in_place
    cdef public object rarity, kinds
    cdef public tuple replacements, cost_changes, taller_passives


cdef class Marcha:
    cdef public int controller, source
    cdef public AbilityInfo ability
    cdef public bint support
    cdef public object source_serial
    cdef public list targets
    cdef public object responds_to
    cdef public bint negated, trigger
    cdef public list revealed
    cdef public int number, event_card, named_opponent
    cdef public tuple chain, marchas
    cdef public bint copied
    cdef public int x
    cdef public list paid


cdef class Decision:
    cdef public int kind, pilot
    cdef public object options
    cdef public int low, high
    cdef public list chosen
    cdef public object data


cdef class Mod:
    cdef public int stat, amount, pilot, part, serial, expire, expire_pilot
    cdef public bint armed
    cdef public object test
    cdef public int source


cdef class Restriction:
    cdef public int pilot
    cdef public object activity
    cdef public int expire, expire_pilot
    cdef public bint armed
    cdef public object test
    cdef public int controller, source


cdef class Resolution:
    cdef public Marcha marcha
    cdef public tuple effects
    cdef public int index, found
    cdef public list it, pool, taken
    cdef public object waiting
    cdef public int rolled, named


cdef class PilotState:
    cdef public int index
    cdef public object name, deck_name
    cdef public list arsenal, hand, botines, scrap, demolition, unit, talleres
    cdef public int car, claimed, destroyed_since_rebuild, parts_this_turn, mulligans
    cdef public bint alive
    cdef public int team

    cpdef PilotState redacted(self, list hand, list botines, list arsenal)
