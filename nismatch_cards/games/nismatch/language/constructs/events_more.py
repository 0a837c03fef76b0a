"""Game events written the ways designers write them (rulebook 3.3, 4.6.2, 5.3.5, 6.1; issue 26): a trigger with
«Si» («Si un oponente destruye esta Parte, …»), the subject after the verb («Cuando sea destruida una Parte
tuya»), a pilot who equips a chosen Parte («Cuando tu oponente equipe una Parte de rareza Legendaria»), «Cuando
envíes una Parte tuya al Taller», and the requirement of an activated ability written as a plain statement,
without «Si» («CAR 2 | Un oponente activa una habilidad; niégala», «CAR 1 | Eres el defensor; …»).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from ..catalogue import builds, construct
from ..lexer import normalise as normalise_word
from ..nodes import Activatable, Node, Phase, Player
from .conditions import ACTIVATABLE_WORDS, PLAYER_WORDS, Activates
from .requirements import Condition
from .rule_changes import BattleRole
from .events import DestroyedBy
from .triggers import PHASE_WORDS, CardEvent, CardEventKind, PlayerEvent

if TYPE_CHECKING:
    from ..seam import GameSide


@builds("card_event_inverted")
def _card_event_inverted(children):
    kind = next(c for c in children if isinstance(c, CardEventKind))
    return CardEvent(children[-1], kind)


@construct(
    "disparador", "Cuando un piloto equipa una Parte que se dice",
    grammar="events_more.lark",
    summary="«Cuando tu oponente equipe <selección>» (o «Cuando equipes …»): salta cuando ese piloto equipa una "
            "Parte que cumple la selección, de la mano, desde un Taller, en la Reconstrucción o por un efecto (5.3.3, "
            "5.3.4). «Cuando tu oponente equipe una Parte», sin más, es el suceso del piloto. El efecto nombra la "
            "Parte equipada con un pronombre.",
    examples=(
        ("Cuando tu oponente equipe una Parte de rareza Legendaria; roba una carta",
         "Cada vez que un oponente equipa en su Unidad una Parte Legendaria, de donde sea, robas una carta."),
        ("Cuando tu oponente equipe una Parte de tipo Brazo; hazle 1 punto de daño",
         "El Brazo que equipa tu oponente recibe 1 punto de daño nada más llegar a su Unidad."),
    ),
)
@dataclass(frozen=True)
class EquippedBy(CardEvent):
    """A :class:`CardEvent` of kind EQUIPPED that ``by`` did."""

    by: Player = Player.OPPONENT

    def text(self, ctx) -> str:
        return f"Cuando {PLAYER_WORDS[self.by]} equipe {self.subject.text(ctx)}"

    def named_opponent(self, player: int) -> int:
        return player if self.by is Player.OPPONENT else -1

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        return player >= 0 and player in g.players(self.by, owner) and \
            CardEvent.matches(self, g, owner, source, kind, card, player, what)


def equipped_by(player: Player, subject) -> EquippedBy:
    """«Cuando tu oponente equipe <selección>» (constructs/triggers.py builds the plain «… equipe una Parte»)."""
    return EquippedBy(subject, CardEventKind.EQUIPPED, player)


@construct(
    "disparador", "Cuando envías una Parte al Taller",
    summary="«Cuando envíes <selección> al Taller»: salta cuando tú llevas esa Parte a un Taller, en tu Fase Principal "
            "(5.3.4) o con un efecto tuyo («muévela al Taller»); no cuando la lleva el efecto de otro piloto "
            "(docs/rulings.md 85). «Cuando una Parte tuya sea enviada al Taller» salta la lleve quien la lleve.",
    examples=(
        ("Cuando envíes una Parte tuya al Taller; repárale 1 PG",
         "Cada vez que mandas una de tus Partes a un Taller, recupera 1 PG ya en el Taller, además de lo que repare "
         "en tu Reconstrucción (5.3.3)."),
    ),
)
@dataclass(frozen=True)
class SentToTallerBy(CardEvent):
    """A :class:`CardEvent` of kind TO_TALLER that you did (the engine passes who moved it)."""

    def text(self, ctx) -> str:
        return f"Cuando envíes {self.subject.text(ctx)} al Taller"

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        return player == owner and CardEvent.matches(self, g, owner, source, kind, card, player, what)


@builds("you_send_taller")
def _you_send_taller(children):
    subject = next(c for c in children if isinstance(c, Node))
    return SentToTallerBy(subject, CardEventKind.TO_TALLER)


@construct(
    "disparador", "Cuando un piloto destruye una carta durante una fase",
    summary="«Cuando destruyas <selección> durante la Fase de Guerrilla» (o «en la Fase de Guerrilla», o «Cuando tu "
            "oponente destruya … durante …»): como «Cuando destruyas …», pero solo si la carta se destruye durante "
            "esa fase de cualquier turno: en la Fase de Guerrilla, con el daño de la batalla o con una habilidad "
            "activada en ella (5.3.5, docs/rulings.md 68, 84).",
    examples=(
        ("Cuando destruyas una Parte de tu oponente durante la Fase de Guerrilla; gana 1 CAR",
         "Cada Parte enemiga que destruyes en la Fase de Guerrilla, con el daño de la batalla o con una habilidad, te "
         "da 1 CAR, que puedes usar en tu Fase Principal 2."),
    ),
)
@dataclass(frozen=True)
class DestroyedDuring(DestroyedBy):
    """A :class:`DestroyedBy` that only fires during ``phase`` (of any turn)."""

    phase: Phase = Phase.GUERRILLA

    def text(self, ctx) -> str:
        return f"{DestroyedBy.text(self, ctx)} durante la {PHASE_WORDS[self.phase]}"

    def matches(self, g: GameSide, owner: int, source: int, kind, card: int, player: int, what) -> bool:
        from ...engine.turns import PHASES

        return DestroyedBy.matches(self, g, owner, source, kind, card, player, what) and PHASES.get(g.phase) is self.phase


@builds("you_destroy_during")
def _you_destroy_during(children):
    subject, phase = [c for c in children if isinstance(c, (Node, Phase))]
    return DestroyedDuring(subject, CardEventKind.DESTROYED, Player.YOU, phase)


@builds("player_destroys_during")
def _player_destroys_during(children):
    player, subject, phase = [c for c in children if isinstance(c, (Node, Phase, Player))]
    return DestroyedDuring(subject, CardEventKind.DESTROYED, player, phase)


#: The etiquetas an activated ability is named by («una habilidad Relámpago»), rulebook 3.3.
ABILITY_TAGS = {"relampago": "Relámpago", "normal": "Normal", "guerrilla": "Guerrilla", "disparado": "Disparado"}


@construct(
    "condición", "Si tu oponente activa una habilidad de una etiqueta",
    summary="«Si tu oponente activa una habilidad Relámpago» (o «… Normal», «… Guerrilla», «… Disparado»; sin «Si»: «Un "
            "oponente activa una habilidad Disparada»): como «Si tu oponente activa una habilidad», pero solo si la "
            "marcha de arriba es la habilidad de una Parte con esa etiqueta, la que imprime la carta (3.3). Una "
            "Guerrilla va a velocidad Relámpago pero no es una habilidad Relámpago (docs/rulings.md 84).",
    examples=(
        ("CAR 3 | Si tu oponente activa una habilidad Relámpago; niégala",
         "Solo en respuesta a una habilidad con la etiqueta Relámpago de una Parte de un oponente, que queda negada "
         "(4.7.2.1)."),
        ("CAR 2 | Si tu oponente activa una habilidad Disparado; niégala",
         "Escrito «Un oponente activa una habilidad Disparada; niégala»: respondes a la Disparado que acaba de subir a "
         "las marchas (4.7.1.2), que no hace nada."),
    ),
)
@dataclass(frozen=True)
class ActivatesTagged(Activates):
    """An :class:`Activates` of a Parte's ability whose etiqueta is ``tag``."""

    tag: str = "relampago"

    def text(self, ctx) -> str:
        return f"{Activates.text(self, ctx)} {ABILITY_TAGS[self.tag]}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        """Engine: the marcha on top is that pilot's activation of an ability with this etiqueta."""
        return Activates.holds(self, g, p, source) and g.stack[-1].ability.tag == self.tag


@builds("activates_tagged")
def _activates_tagged(children):
    player = next(c for c in children if isinstance(c, Player))
    return ActivatesTagged(player, Activatable.ABILITY, children[-1])


@builds("ability_tag")
def _ability_tag(children):
    word = str(children[0])
    return "disparado" if word == "disparada" else word


class Role(str, Enum):
    DEFENDER = "defensor"
    ATTACKER = "atacante"
    EITHER = "en_guerrilla"


@construct(
    "condición", "En una Guerrilla declarada",
    summary="«Si tu Unidad está en una Guerrilla», «Si tu oponente te declara una Guerrilla» («Te declaran una "
            "Guerrilla»): desde que se declara la Guerrilla hasta que se hace el daño de la batalla (5.3.5); el "
            "defensor es el piloto al que se la declaran y el atacante el piloto en activo. Como la batalla empieza "
            "cuando acaban las respuestas a la declaración, solo una habilidad Relámpago o Guerrilla llega a tiempo "
            "(4.6.2, docs/rulings.md 86). «Si eres el defensor» y «Si eres el atacante» son «Ser el atacante o el "
            "defensor», que dura toda la batalla (docs/rulings.md 92).",
    examples=(
        ("CAR 2 | Si tu oponente te declara una Guerrilla; la Unidad de tu oponente pierde 2 FUE hasta el final del "
         "turno",
         "Escrito «CAR 2 | Un oponente te declara una Guerrilla; …»: respondes a la declaración y el atacante "
         "llega a la batalla con 2 FUE menos."),
        ("CAR 1 | Si tu Unidad está en una Guerrilla; tu Unidad gana +2 FUE hasta el final del turno",
         "Atacando o defendiendo, antes de la batalla: 2 FUE más para esa batalla."),
    ),
)
@dataclass(frozen=True)
class InGuerrilla(Node):
    role: Role
    declared: bool = False  # written «tu oponente te declara una Guerrilla»

    def text(self, ctx) -> str:
        if self.declared:
            return f"tu oponente {'te declare' if ctx.subjunctive else 'te declara'} una Guerrilla"
        if self.role is Role.EITHER:
            return f"tu Unidad {'esté' if ctx.subjunctive else 'está'} en una Guerrilla"
        return f"{'seas' if ctx.subjunctive else 'eres'} el {self.role.value}"

    def holds(self, g: GameSide, p: int, source: int) -> bool:
        """Engine: a Guerrilla declared and not fought yet (``guerrilla_state`` 1), with ``p`` in that role."""
        if g.guerrilla_state != 1:
            return False
        if self.role is Role.DEFENDER:
            return g.guerrilla_target == p
        if self.role is Role.ATTACKER:
            return g.active == p
        return p in (g.active, g.guerrilla_target)


@builds("ig_either")
def _ig_either(children):
    return InGuerrilla(Role.EITHER)


@builds("ig_declared")
def _ig_declared(children):
    return InGuerrilla(Role.DEFENDER, declared=True)


@builds("condition_stated")
def _condition_stated(children):
    return Condition(children[-1])


# --- checks: a response's condition where nothing can respond (docs/rulings.md 84, 86) ------------------------------

RESPONSE_IN_NORMAL = "«{text}» solo se cumple {when}, y una habilidad Normal no se activa entonces (reglamento 4.6.1)"
RESPONSE_WHEN = {Activates: "al responder a esa activación", ActivatesTagged: "al responder a esa activación",
                 InGuerrilla: "con una Guerrilla declarada", BattleRole: "con una Guerrilla declarada"}
HINT_RESPONSE_IN_NORMAL = "cambia la etiqueta a «relámpago» (o a «guerrilla»)"
RESPONSE_IN_TRIGGERED = "en una Disparado, «{text}» es la condición de una respuesta: nada la hace saltar (reglamento 3.3)"
HINT_RESPONSE_IN_TRIGGERED = "escríbelo como disparador: «{trigger}; …»"


def _response(node) -> bool:
    """A condition that only holds while pilots respond: an activation on the marchas, or a declared Guerrilla."""
    return isinstance(node, Condition) and not node.while_ and isinstance(node.test, (Activates, InGuerrilla, BattleRole))


def _as_trigger(test) -> str | None:
    """The trigger a designer most likely meant by a response's condition on a Disparado."""
    if isinstance(test, Activates):
        return f"Cuando {PLAYER_WORDS[test.player]} active {ACTIVATABLE_WORDS[test.what]}"
    if isinstance(test, BattleRole):
        return "Cuando declares una Guerrilla" if test.attacker else "Cuando tu oponente te declare una Guerrilla"
    if test.role is Role.DEFENDER:
        return "Cuando tu oponente te declare una Guerrilla"
    return "Cuando declares una Guerrilla" if test.role is Role.ATTACKER else None


def response_problems(ability, speed: str | None, triggered: bool) -> list[tuple]:
    """(node, code, message, hint) for «Si tu oponente activa …», «Si eres el defensor»… in a Normal ability (NM113)
    or as the first requirement of a Disparado (NM114)."""
    from ..printer import PrintContext

    requirements = getattr(ability, "requirements", ())
    found = []
    if speed == "normal":
        found += [(r, "NM113", RESPONSE_IN_NORMAL.format(text=r.text(PrintContext()), when=RESPONSE_WHEN[type(r.test)]),
                   HINT_RESPONSE_IN_NORMAL) for r in requirements if _response(r)]
    first = requirements[0] if requirements else None
    if triggered and _response(first) and _as_trigger(first.test):
        found.append((first, "NM114", RESPONSE_IN_TRIGGERED.format(text=first.text(PrintContext())),
                      HINT_RESPONSE_IN_TRIGGERED.format(trigger=_as_trigger(first.test))))
    return found


# --- «Si un oponente destruye esta Parte, descarta una carta»: who discards? (docs/rulings.md 84) ------------------

#: Imperatives written like the third person («(tu oponente) descarta una carta») whose effect costs the one who does
#: it: after a trigger whose subject is another pilot and a «,», the designer most likely meant that pilot (a writer's
#: «Si un oponente destruye esta Parte, descarta una carta al azar» did). A gain («, roba una carta», «, gana 1 CAR»)
#: is the owner's, as every Disparado is written for its owner.
SHARED_FORMS = frozenset(("descarta", "pierde", "muestra", "revela"))


def _pilot(trigger) -> Player | None:
    """The pilot a trigger says did it, if another than you («Si un oponente destruye …»)."""
    who = getattr(trigger, "by", None) if isinstance(trigger, (EquippedBy, DestroyedBy)) else \
        getattr(trigger, "player", None) if isinstance(trigger, PlayerEvent) else None
    return who if isinstance(who, Player) and who is not Player.YOU else None


def subject_ambiguity(ability, text: str) -> tuple[str, int, str] | None:
    """(message, column, hint) when a designer's «<trigger of another pilot>, <verb> …» can be read with either pilot
    as the subject of the effect, else None. The canonical «;» says the effect is yours, as in every Disparado."""
    requirements = getattr(ability, "requirements", ())
    if len(requirements) != 1 or _pilot(requirements[0]) is None:  # the parse's hot path: one cheap look
        return None
    from ..parser import AbilitySyntaxError, parse
    from ..printer import to_text

    trigger, effect = requirements[0], ability.simple_effects()[0]
    if trigger.span is None or effect.span is None or text[trigger.span.end:effect.span.start].strip() != ",":
        return None
    written = text[effect.span.start:effect.span.end]
    verb = normalise_word(written.split(" ", 1)[0])
    if verb not in SHARED_FORMS:
        return None
    mine = to_text(ability)
    head, _, tail = mine.partition("; ")
    theirs = f"{head}; {PLAYER_WORDS[_pilot(trigger)]} {tail}"
    try:
        parse(theirs)
    except AbilitySyntaxError:
        return (f"¿quién {written.split(' ', 1)[0]}, tú o {PLAYER_WORDS[_pilot(trigger)]}?", effect.span.start + 1,
                f"si eres tú, escribe «{mine}»; si es {PLAYER_WORDS[_pilot(trigger)]}, el lenguaje aún no lo dice: "
                "marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)")
    return (f"«{written.split(' ', 1)[0]}» se puede leer de dos maneras y el texto cambia de sentido: ¿quién lo hace, tú "
            f"o {PLAYER_WORDS[_pilot(trigger)]}?", effect.span.start + 1, f"escribe una de las dos: «{mine}» o «{theirs}»")
