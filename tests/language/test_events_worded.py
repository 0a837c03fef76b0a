"""Events and what happened this turn, in the many ways designers write them (constructs/events_worded.py, the
lexicon's «Sucesos» block; docs/rulings.md 156–160): passive and reflexive events, every tense of «jugar»,
«declarar» and «equipar», counted draws, where damage came from, an event during a phase, the end of a Guerrilla
you fought, and the per-turn limit written after the effect. Each wording must read exactly as the canonical
text; a wording with a meaning the language lacks is refused, never read as something else."""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import ast as A
from nismatch_cards.games.nismatch.language.constructs.events_worded import (
    CardEventDuring, DamagedFrom, EquippedFromHand, FoughtPhaseEnd, NegatedAnyone, NoGuerrillaDeclared,
    PlayerEventDuring,
)
from nismatch_cards.games.nismatch.language.parser import AbilitySyntaxError, parse
from nismatch_cards.games.nismatch.language.printer import to_text

OWN_DESTROYED = "Cuando una Parte tuya equipada sea destruida; roba una carta"
OTHER_DESTROYED = "Cuando otra Parte tuya equipada sea destruida; tu Unidad gana +1 DEF hasta el inicio de tu próximo turno"
ENEMY_DESTROYED = "Cuando una Parte de tu oponente equipada sea destruida; tu Unidad gana +1 FUE hasta el final del turno"
THIS_DESTROYED = "Cuando esta Parte sea destruida; roba una carta"
NEGATED = "Cuando se niegue una de tus habilidades; roba una carta"
NEGATED_BY = "Cuando tu oponente niegue una de tus habilidades; roba una carta"
SUPPORT_PLAYED = "Cuando tu oponente active una Carta de Apoyo; roba una carta"
YOU_PLAYED = "CAR 1 | Si activaste una Carta de Apoyo este turno; roba una carta"
OPPONENT_PLAYED = "CAR 1 | Si tu oponente activó una Carta de Apoyo este turno; roba una carta"
NO_GUERRILLA = "Al final de tu turno; Si no has declarado ninguna Guerrilla este turno; repara 2 PG a esta Parte"
DECLARED = "CAR 1 | Si has declarado una Guerrilla este turno; roba una carta"
FROM_HAND = "CAR 1 | Si has equipado una Parte desde tu mano este turno; roba 2 cartas"
NOT_FROM_HAND = "CAR 0 | Si no has equipado ninguna Parte desde tu mano este turno; gana 1 CAR"
SECOND_DRAW = "Cuando robes tu segunda carta en un mismo turno; gana 1 CAR"
THEIR_SECOND_DRAW = "Cuando tu oponente robe su segunda carta en un mismo turno; roba una carta"
ONCE = "Una vez por turno; Cuando robes una carta; gana 1 CAR"
ONCE_TALLER = "Una vez por turno; Cuando envíes una Parte tuya equipada al Taller; roba una carta"
REBUILD = "Cuando equipes esta Parte durante la Fase de Reconstrucción; roba una carta"
FOUGHT = "Al final de cada Fase de Guerrilla en la que participes; roba una carta"
NEXT_SUPPORT = "CAR 1 | La próxima vez que tu oponente active una Carta de Apoyo este turno; roba una carta"
FROM_TALLER = "Cuando equipes esta Parte desde un Taller; roba una carta"


@pytest.mark.parametrize("written, canonical", [
    # passive and reflexive: «se destruya», «quede destruida», the subject before or after
    ("Cuando se destruya una Parte de tu Unidad, roba una carta.", OWN_DESTROYED),
    ("Cada vez que se destruya una Parte de tu Unidad; roba una carta", OWN_DESTROYED),
    ("Cuando una Parte de tu Unidad se destruya, roba una carta.", OWN_DESTROYED),
    ("Cuando una Parte de tu Unidad quede destruida, roba una carta.", OWN_DESTROYED),
    ("Cuando una Parte de tu Unidad resulte destruida. Roba una carta.", OWN_DESTROYED),
    ("Cuando se destruya otra Parte de tu Unidad, tu Unidad gana +1 DEF hasta el inicio de tu próximo turno.",
     OTHER_DESTROYED),
    ("Cada vez que se destruya una Parte de la Unidad de un oponente, tu Unidad gana +1 FUE hasta el final del "
     "turno.", ENEMY_DESTROYED),
    ("Si esta Parte queda destruida, roba 1 carta.", THIS_DESTROYED),
    ("Cuando esta Parte quede destruida, roba una carta.", THIS_DESTROYED),
    ("Cuando destruyan esta Parte, roba una carta.", THIS_DESTROYED),
    # negation in the passive, by anybody; with «por un oponente», by an opponent
    ("Cada vez que se niegue una de tus habilidades, roba una carta.", NEGATED),
    ("Cuando se niegue una de tus habilidades; roba una carta", NEGATED),
    ("Cuando una de tus habilidades sea negada, roba una carta.", NEGATED),
    ("Si se niega una de tus habilidades, roba una carta.", NEGATED),
    ("Cuando una de tus habilidades sea negada por un oponente, roba una carta.", NEGATED_BY),
    ("Si una habilidad de tus Partes es negada por un oponente, roba una carta.", NEGATED_BY),
    ("Cuando un oponente niegue una habilidad de una de tus Partes, roba una carta.", NEGATED_BY),
    ("Cada vez que tu oponente niegue la habilidad de una Parte tuya, roba una carta.", NEGATED_BY),
    ("Si un oponente niega una de tus habilidades, roba una carta.", NEGATED_BY),
    # «jugar» a Carta de Apoyo is activating it, in every tense
    ("Cada vez que un oponente juegue una Carta de Apoyo, roba una carta.", SUPPORT_PLAYED),
    ("Cuando tu oponente juega una Carta de Apoyo; roba una carta", SUPPORT_PLAYED),
    ("CAR 1 | Si has jugado una Carta de Apoyo este turno; roba una carta.", YOU_PLAYED),
    ("CAR 1 | Si jugaste una Carta de Apoyo este turno, roba una carta.", YOU_PLAYED),
    ("CAR 1 | Si activaste una Carta de Apoyo este turno; roba una carta", YOU_PLAYED),
    ("CAR 1 | Si tu oponente ha jugado una Carta de Apoyo este turno; roba una carta.", OPPONENT_PLAYED),
    ("CAR 1 | Si tu oponente jugó una Carta de Apoyo este turno; roba una carta", OPPONENT_PLAYED),
    ("CAR 1 | Este turno, la próxima vez que tu oponente juegue una Carta de Apoyo, roba una carta.", NEXT_SUPPORT),
    ("CAR 1 | Hasta el final del turno, la próxima vez que tu oponente juegue una Carta de Apoyo, roba una carta.",
     NEXT_SUPPORT),
    ("CAR 1 | La próxima vez que tu oponente juegue una Carta de Apoyo este turno; roba una carta", NEXT_SUPPORT),
    # declaring a Guerrilla, or not
    ("Al final de tu turno, si no declaraste ninguna Guerrilla, esta Parte recupera 2 PG.", NO_GUERRILLA),
    ("Al final de tu turno; si no has declarado ninguna Guerrilla este turno, esta Parte recupera 2 PG", NO_GUERRILLA),
    ("Al final de tu turno, si no atacaste este turno, esta Parte recupera 2 PG.", NO_GUERRILLA),
    ("Al final de tu turno, si no has atacado, esta Parte recupera 2 PG.", NO_GUERRILLA),
    ("Al terminar tu turno, si no declaraste una Guerrilla, esta Parte recupera 2 PG.", NO_GUERRILLA),
    ("Cuando termine tu turno, si no declaraste ninguna Guerrilla, esta Parte recupera 2 PG.", NO_GUERRILLA),
    ("CAR 1 | Si atacaste este turno; roba una carta.", DECLARED),
    ("CAR 1 | Si ya declaraste una Guerrilla este turno, roba una carta.", DECLARED),
    # equipping from the hand this turn
    ("CAR 1 | Si este turno has equipado una Parte desde tu mano; roba dos cartas.", FROM_HAND),
    ("CAR 1 | Si has equipado una Parte desde tu mano este turno, roba 2 cartas.", FROM_HAND),
    ("CAR 1 | Si equipaste una Parte desde tu mano este turno; roba dos cartas", FROM_HAND),
    ("CAR 1 | Si has equipado una Parte de tu mano este turno; roba dos cartas", FROM_HAND),
    ("CAR 0 | Si no has equipado ninguna Parte desde tu mano este turno, gana 1 CAR.", NOT_FROM_HAND),
    ("CAR 0 | Si no equipaste ninguna Parte desde tu mano este turno; gana 1 CAR", NOT_FROM_HAND),
    # counted draws
    ("Cuando robes tu segunda carta de un turno, gana 1 CAR.", SECOND_DRAW),
    ("Cuando robes tu segunda carta en un turno, gana 1 CAR.", SECOND_DRAW),
    ("Cuando robes tu segunda carta de un mismo turno, gana 1 CAR.", SECOND_DRAW),
    ("Cuando robes la segunda carta en un mismo turno; gana 1 CAR", SECOND_DRAW),
    ("Si robas tu segunda carta del turno, gana 1 CAR.", SECOND_DRAW),
    ("Cada vez que un oponente robe la segunda carta de un mismo turno, roba una carta.", THEIR_SECOND_DRAW),
    ("Si un rival roba su segunda carta del turno, roba una carta.", THEIR_SECOND_DRAW),
    ("Cuando un oponente robe su segunda carta en un turno, roba una carta.", THEIR_SECOND_DRAW),
    # the per-turn limit after the effect reads as written first
    ("Cuando robes una carta, gana 1 CAR. Solo una vez por turno.", ONCE),
    ("Cuando robes una carta, gana 1 CAR. Esto solo puede ocurrir una vez por turno.", ONCE),
    ("Cuando robes una carta, gana 1 CAR. Esto solo puede pasar una vez por turno.", ONCE),
    ("Cuando robes una carta, gana 1 CAR. Máximo una vez por turno.", ONCE),
    ("Cuando robes una carta, gana 1 CAR. Como máximo una vez por turno.", ONCE),
    ("Cuando robes una carta, gana 1 CAR. Solo 1 vez por turno.", ONCE),
    ("Una vez por turno, cuando robes una carta, gana 1 CAR.", ONCE),
    ("Cuando mandes una Parte de tu Unidad a un Taller, roba una carta. Esto solo puede ocurrir una vez por turno.",
     ONCE_TALLER),
    # an event during a phase
    ("Cuando equipes esta Parte durante la Fase de Reconstrucción, roba una carta.", REBUILD),
    ("Cuando equipes esta Parte en la Fase de Reconstrucción; roba una carta", REBUILD),
    ("Cuando una Parte tuya sea destruida durante la Fase de Guerrilla, gana 1 CAR.",
     "Cuando una Parte tuya sea destruida durante la Fase de Guerrilla; gana 1 CAR"),
    ("Cuando robes una carta durante tu Fase Principal 1, gana 1 CAR.",
     "Cuando robes una carta durante tu Fase Principal 1; gana 1 CAR"),
    ("Cada vez que equipes una Parte durante la Fase de Reconstrucción, gana 1 CAR.",
     "Cuando equipes una Parte durante la Fase de Reconstrucción; gana 1 CAR"),
    ("Cuando tu oponente juegue una Carta de Apoyo durante la Fase de Guerrilla, roba una carta.",
     "Cuando tu oponente active una Carta de Apoyo durante la Fase de Guerrilla; roba una carta"),
    # the end of a Guerrilla you took part in; «cada Fase», «al terminar / al empezar»
    ("Al final de cada Fase de Guerrilla en la que participes, roba una carta.", FOUGHT),
    ("Al final de la Fase de Guerrilla en la que participes; roba una carta", FOUGHT),
    ("Al terminar cada Fase de Guerrilla en la que participes, roba una carta.", FOUGHT),
    ("Al final de cada Fase de Guerrilla, roba una carta.", "Al final de la Fase de Guerrilla; roba una carta"),
    ("Al empezar tu turno, roba una carta.", "Al comienzo de tu turno; roba una carta"),
    ("Cuando empiece tu turno, roba una carta.", "Al comienzo de tu turno; roba una carta"),
    ("Al principio de tu Fase Final, roba una carta.", "Al comienzo de tu Fase Final; roba una carta"),
    ("Al principio de tu turno; gana 1 CAR", "Al comienzo de tu turno; gana 1 CAR"),  # once refused (test_errors.py)
    ("Cuando juegues una Carta de Apoyo; roba una carta", "Cuando actives una Carta de Apoyo; roba una carta"),
    ("Cuando empiece tu próximo turno, roba dos cartas.", "Al comienzo de tu próximo turno; roba 2 cartas"),
    # equipping again from a Taller, moving to a Taller
    ("Cuando reequipes esta Parte desde un Taller, roba una carta.", FROM_TALLER),
    ("Cuando esta Parte vuelva a equiparse desde uno de tus Talleres, roba una carta.", FROM_TALLER),
    ("Cada vez que esta Parte vuelva de un Taller a tu Unidad, roba una carta.", FROM_TALLER),
    ("Al reequipar esta Parte desde un Taller, roba 1 carta.", FROM_TALLER),
    ("Cuando juegues esta Parte desde tu mano, roba una carta.", "Cuando equipes esta Parte desde tu mano; roba una carta"),
    ("Cuando muevas esta Parte a un Taller, roba una carta.", "Cuando envíes esta Parte al Taller; roba una carta"),
    ("Cuando esta Parte se repare en uno de tus Talleres, roba una carta.",
     "Cuando esta Parte recupere PG en un Taller; roba una carta"),
    ("Cuando una Parte rival quede a 1 PG, destrúyela.",
     "Cuando una Parte de tu oponente quede con exactamente 1 PG; destrúyela"),
])
def test_a_wording_of_an_event_reads_as_the_canonical_text(written, canonical):
    assert to_text(parse(written)) == canonical
    assert to_text(parse(canonical)) == canonical


@pytest.mark.parametrize("written, canonical", [
    ("Cuando esta Parte reciba daño de una habilidad de un oponente, roba una carta.",
     "Cuando esta Parte reciba daño de una habilidad de tu oponente; roba una carta"),
    ("Cuando esta Parte reciba daño de una habilidad enemiga; roba una carta",
     "Cuando esta Parte reciba daño de una habilidad de tu oponente; roba una carta"),
    ("Cuando esta Parte reciba daño por una habilidad de tu oponente, roba una carta.",
     "Cuando esta Parte reciba daño de una habilidad de tu oponente; roba una carta"),
    ("Cuando esta Parte reciba daño de una habilidad, roba una carta.",
     "Cuando esta Parte reciba daño de una habilidad; roba una carta"),
    ("Cuando esta Parte reciba daño de una Carta de Apoyo de un oponente, roba una carta.",
     "Cuando esta Parte reciba daño de una Carta de Apoyo de tu oponente; roba una carta"),
    ("Cuando esta Parte reciba daño de un efecto, roba una carta.",
     "Cuando esta Parte reciba daño de una habilidad o Carta de Apoyo; roba una carta"),
    ("Cuando esta Parte reciba daño en una Guerrilla, roba una carta.",
     "Cuando esta Parte reciba daño de una Guerrilla; roba una carta"),
    ("Cuando esta Parte reciba daño en una batalla, roba una carta.",
     "Cuando esta Parte reciba daño de una Guerrilla; roba una carta"),
    ("Cuando esta Parte reciba daño de un oponente, roba una carta.",
     "Cuando esta Parte reciba daño de tu oponente; roba una carta"),
    ("Cuando una Parte de un oponente reciba daño de una de tus habilidades, gana 1 CAR.",
     "Cuando una Parte de tu oponente reciba daño de una de tus habilidades; gana 1 CAR"),
    ("Cuando una Parte de tu oponente reciba daño de una habilidad tuya; gana 1 CAR",
     "Cuando una Parte de tu oponente reciba daño de una de tus habilidades; gana 1 CAR"),
    ("Cuando una Parte de tu oponente reciba daño de una de tus Cartas de Apoyo; gana 1 CAR",
     "Cuando una Parte de tu oponente reciba daño de una de tus Cartas de Apoyo; gana 1 CAR"),
])
def test_where_the_damage_came_from_is_part_of_the_trigger(written, canonical):
    assert to_text(parse(written)) == canonical
    assert to_text(parse(canonical)) == canonical


def test_the_nodes_say_what_was_written():
    """Each wording builds the node whose engine matches exactly that event (docs/rulings.md 156–160)."""
    trigger = parse("Cada vez que se niegue una de tus habilidades, roba una carta.").requirements[0]
    assert type(trigger) is NegatedAnyone and trigger.player is A.Player.EACH and trigger.what is A.Activatable.ABILITY
    damaged = parse("Cuando esta Parte reciba daño de una habilidad de un oponente, roba una carta.").requirements[0]
    assert type(damaged) is DamagedFrom and damaged.origin is A.DamageOrigin.ABILITY and damaged.whose is A.Player.OPPONENT
    battle = parse("Cuando esta Parte reciba daño en una Guerrilla, roba una carta.").requirements[0]
    assert battle.origin is A.DamageOrigin.BATTLE and battle.whose is None
    rebuild = parse("Cuando equipes esta Parte durante la Fase de Reconstrucción, roba una carta.").requirements[0]
    assert type(rebuild) is CardEventDuring and rebuild.phase is A.Phase.RECONSTRUCCION and not rebuild.yours
    mine = parse("Cuando robes una carta durante tu Fase Principal 1, gana 1 CAR.").requirements[0]
    assert type(mine) is PlayerEventDuring and mine.yours and mine.event is A.PlayerEventKind.DRAWS
    assert type(parse(FOUGHT).requirements[0]) is FoughtPhaseEnd
    assert type(parse(NO_GUERRILLA).requirements[1].test) is NoGuerrillaDeclared
    assert parse(NOT_FROM_HAND).requirements[0].test == EquippedFromHand(negated=True)


@pytest.mark.parametrize("text", [
    "Cuando esta Parte reciba daño de una Guerrilla de un oponente; roba una carta",  # no such origin
    "Cuando esta Parte reciba daño de una habilidad de cada piloto; roba una carta",  # not a pilot who damages
    "Cuando tu oponente equipe una Parte de tipo Brazo durante la Fase Principal 1; roba una carta",  # not yet
])
def test_a_wording_the_language_cannot_mean_is_refused(text):
    with pytest.raises(AbilitySyntaxError):
        parse(text)
