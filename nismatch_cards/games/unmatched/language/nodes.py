"""Unmatched's card language as typed nodes: what the grammar (``grammar/unmatched/texts.lark``) reads, each node
able to print itself the way the pack prints it (``show``: the canonical text).

A text is a tuple of sentences; a sentence does effects (:class:`Do`), does them under a condition (:class:`If`,
«en su lugar» replacing the sentence before), after the one before (:class:`Then`, «Después,»), at a moment of a
hero's ability (:class:`Trigger`), or changes a value while a hero is in a state (:class:`While`).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from lark import Token, Transformer, Tree


def _cards(n: int) -> str:
    return f"{n} carta" if n == 1 else f"{n} cartas"


def _spaces(n: int) -> str:
    return f"{n} casilla" if n == 1 else f"{n} casillas"


def _may(optional: bool, verb: str, infinitive: str) -> str:
    return f"puedes {infinitive}" if optional else verb


def _to(ref: str) -> str:
    """«a» before ``ref``, contracted before «el» («al luchador defensor»)."""
    return f"al {ref[3:]}" if ref.startswith("el ") else f"a {ref}"


# --- who --------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Where:
    """Where a fighter must be: ``adyacente`` to a named fighter (or to the fighters ``of`` names: «adyacente a tu
    héroe»), ``no_adyacente`` to them, in the ``zona`` of one («que esté en la zona»: ``zona_que``, the same
    place), in its own zone (``su_zona``), or on the chosen space or a space adjacent to it (``casilla_elegida``)."""

    kind: str
    name: str = ""
    article: bool = False  # «al Jabberwock» rather than «a Alice»
    of: Fighters | None = None

    def show(self) -> str:
        if self.of is not None:
            ref = self.of.ref()
            if self.kind == "adyacente":
                return f"adyacente {_to(ref)}"
            if self.kind == "no_adyacente":
                return f"que no sea adyacente {_to(ref)}"
            return f"{'que esté en' if self.kind == 'zona_que' else 'de'} la zona de {ref}"
        if self.kind == "su_zona":
            return "de su zona"
        if self.kind == "adyacente":
            return f"adyacente {'al' if self.article else 'a'} {self.name}"
        of = f"{'del' if self.article else 'de'} {self.name}"
        if self.kind == "zona":
            return f"de la zona {of}"
        if self.kind == "zona_que":
            return f"que esté en la zona {of}"
        return "de esa casilla y de una casilla adyacente"


@dataclass(frozen=True)
class Fighters:
    """Which fighters an effect acts on. ``kind``: ``nombre`` (a named fighter: ``name``), ``cada_nombre`` (every
    fighter of that name: «cada Harpía»), ``tuyo`` (the fighter of the card), ``tuyos`` (all yours), ``todos``,
    ``rival`` (the opposing fighter of the combat), ``uno`` / ``cada`` (one or each fighter of ``who``:
    ``cualquiera`` or ``rival``, ``where``), ``heroe`` (your hero), ``companeros`` / ``un_companero`` (each or one
    of your sidekicks: the rulebook's «compañeros», rulings.md U53), ``defensor`` / ``atacante`` (the fighter of
    the combat in that role, whoever's it is)."""

    kind: str
    name: str = ""
    article: bool = False
    who: str = ""
    where: Where | None = None

    def subject(self) -> str:
        if self.kind == "nombre":
            return f"el {self.name}" if self.article else self.name
        if self.kind == "cada":
            text = f"cada luchador {self.who}"
            return f"{text} {self.where.show()}" if self.where else text
        return {"tuyo": "tu luchador", "tuyos": "tus luchadores", "heroe": "tu héroe",
                "rivales": "ningún luchador rival",
                "companeros": "cada uno de tus compañeros", "un_companero": "uno de tus compañeros",
                "defensor": "el luchador defensor", "atacante": "el luchador atacante"}[self.kind]

    def ref(self) -> str:
        """The fighters as a place is measured from them («adyacente a alguno de tus compañeros»)."""
        return {"tuyos": "alguno de tus luchadores", "companeros": "alguno de tus compañeros"}.get(self.kind) \
            or self.subject()

    def show(self) -> str:
        if self.kind in ("heroe", "un_companero", "defensor", "atacante"):
            return _to(self.subject())
        if self.kind == "companeros":
            return "a cada uno de tus compañeros"
        if self.kind == "nombre":
            return f"al {self.name}" if self.article else f"a {self.name}"
        if self.kind == "cada_nombre":
            return f"cada {self.name}"
        if self.kind in ("uno", "cada"):
            text = f"{'a un' if self.kind == 'uno' else 'a cada'} luchador {self.who}"
            return f"{text} {self.where.show()}" if self.where else text
        return {"tuyo": "a tu luchador", "tuyos": "cada uno de tus luchadores", "todos": "cada luchador",
                "rival": "al luchador rival"}[self.kind]


# --- conditions -------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Cond:
    """One condition: ``ganaste`` / ``perdiste`` (the combat), ``rival_heroe``, ``movido`` (your fighter started
    the turn elsewhere), ``vida_max`` (``subject`` has ``n`` health or less), ``no_derrotado``, ``derrotaste``
    (this effect defeated a fighter), ``no_esta`` (``subject`` is not ``where``; «adyacente a ningún luchador
    rival»: next to none), ``mano_max`` (``n`` cards or fewer in your hand), ``buscado_mazo`` (the card was found in the deck), ``lo_haces`` (the
    optional effect before was done), ``fue_derrotado`` / ``sigue`` (``subject`` out of / still in play),
    ``es_companero`` / ``es_heroe``, ``esta`` (``subject`` is ``where``), ``multizona`` (``subject`` on a space of
    more than one zone), ``mano_menos`` (fewer than ``n`` cards in your hand), ``rival_sin_mano``, ``herido`` /
    ``no_herido`` (``subject`` lost health in this combat, or not: rulings.md U63), ``sin_defensa`` (the rival
    defends with no card), ``defendiendo`` / ``atacando`` (this card is played to defend / to attack)."""

    kind: str
    n: int = 0
    subject: Fighters | None = None
    where: Where | None = None

    def show(self) -> str:
        if self.kind == "vida_max":
            return f"{self.subject.subject()} tiene {self.n} de vida o menos"
        if self.subject is not None:
            who = self.subject.subject()
            return {"fue_derrotado": f"{who} fue derrotado", "sigue": f"{who} sigue en el campo de batalla",
                    "es_companero": f"{who} es un compañero", "es_heroe": f"{who} es un héroe",
                    "esta": f"{who} está {_place(self.where)}",
                    "herido": f"{who} recibió daño en este combate",
                    "no_herido": f"{who} no recibió daño en este combate",
                    "no_esta": f"{who} no está {self.where.show() if self.where else ''}",
                    "multizona": f"{who} está en una casilla bicolor o tricolor",
                    "a_distancia": f"{who} tiene estilo a distancia",
                    "cuerpo_a_cuerpo": f"{who} tiene estilo cuerpo a cuerpo"}[self.kind]
        if self.kind == "mano_menos":
            return f"tienes menos de {_cards(self.n)} en la mano"
        if self.kind == "mano_max":
            return f"tienes {_cards(self.n)} o menos en la mano"
        return {"ganaste": "ganaste el combate", "rival_heroe": "el luchador rival es un héroe",
                "movido": "tu luchador empezó este turno en otra casilla", "no_derrotado": "no ha sido derrotado",
                "derrotaste": "así derrotas al menos a un luchador", "buscado_mazo": "la has buscado en tu mazo",
                "perdiste": "perdiste el combate", "lo_haces": "lo haces",
                "rival_sin_mano": "tu rival no tiene cartas en la mano",
                "sin_defensa": "tu rival no jugó carta de Defensa",
                "defendiendo": "juegas esta carta para defender",
                "atacando": "juegas esta carta para atacar"}[self.kind]


def _place(where: Where | None) -> str:
    """Where a fighter «está»: «adyacente a …», «en la zona de …»."""
    if where is None:
        return ""
    shown = where.show()
    return "en " + shown[3:] if where.kind == "zona" else shown


# --- effects (each one verb; the engine has one class per node type: effects.py) ---------------------------------

@dataclass(frozen=True)
class Move:
    who: Fighters
    n: int
    optional: bool = False
    note: str = ""  # «atravesar»: through enemies; «rivales»: the rivals' fighters move too

    def show(self) -> str:  # «hasta» always: a fighter moves «tantas casillas como quieras» (rulings.md U54)
        text = f"{_may(self.optional, 'mueve', 'mover')} {self.who.show()} hasta {_spaces(self.n)}"
        if self.note == "atravesar":
            return text + "; pueden atravesar casillas con luchadores rivales"
        if self.note == "rivales":
            return text + " (también los luchadores rivales)"
        return text


@dataclass(frozen=True)
class PickAndMove:
    n: int

    def show(self) -> str:
        return f"elige uno de los luchadores del combate y muévelo hasta {_spaces(self.n)}"


@dataclass(frozen=True)
class Draw:
    n: int

    def show(self) -> str:
        return f"roba {_cards(self.n)}"


@dataclass(frozen=True)
class Heal:
    who: Fighters
    n: int

    def show(self) -> str:
        who = "cada uno de tus luchadores" if self.who.kind == "tuyos" else self.who.subject()
        return f"{who} recupera {self.n} de vida"


@dataclass(frozen=True)
class Place:
    who: Fighters
    optional: bool = False
    other: bool = False  # «cualquier otra casilla»: not the one it is on
    where: Where | None = None  # «de su zona», «adyacente a tu héroe»: which empty spaces
    empty: bool = False  # «casilla vacía» written: a place is always on an empty space either way (rulings.md U60)

    def show(self) -> str:
        text = (f"{_may(self.optional, 'coloca', 'colocar')} {self.who.show()} en cualquier "
                f"{'otra ' if self.other else ''}casilla{' vacía' if self.empty else ''}")
        return f"{text} {self.where.show()}" if self.where else text


@dataclass(frozen=True)
class Damage:
    who: Fighters
    n: int
    optional: bool = False

    def show(self) -> str:
        return f"{_may(self.optional, 'haz', 'hacer')} {self.n} de daño {self.who.show()}"


@dataclass(frozen=True)
class RivalDiscards:
    n: int
    random: bool = False

    def show(self) -> str:
        return f"tu rival descarta {_cards(self.n)}{' al azar' if self.random else ''}"


@dataclass(frozen=True)
class HandDiscard:
    n: int

    def show(self) -> str:
        return f"mira la mano de tu rival y elige {_cards(self.n)} que debe descartar"


@dataclass(frozen=True)
class LookHand:
    def show(self) -> str:
        return "mira la mano de tu rival"


@dataclass(frozen=True)
class ChangeState:
    who: Fighters
    state: str  # the hero's state named as its card names it («tamaño»)

    def show(self) -> str:
        return f"{self.who.subject()} cambia de {self.state}"


@dataclass(frozen=True)
class ChooseState:
    first: str
    second: str

    def show(self) -> str:
        return f"elige si empieza la partida {self.first} o {self.second}"


@dataclass(frozen=True)
class SetValue:
    n: int

    def show(self) -> str:
        return f"el valor de esta carta es {self.n}"


@dataclass(frozen=True)
class AddValuePer:
    n: int
    trait: str

    def show(self) -> str:
        return f"el valor de esta carta es +{self.n} por cada otra carta de {self.trait} de tu pila de descartes"


@dataclass(frozen=True)
class MillAdd:
    def show(self) -> str:
        return "descarta la carta superior de tu mazo y suma su Impulso al valor de esta carta"


@dataclass(frozen=True)
class AddBoost:
    optional: bool = True
    this: bool = True  # «este ataque» (a card's) or «ese ataque» (an ability's)
    besides: str = ""  # «(además del que permite la habilidad del Rey Arturo)»: the hero named
    how: bool = False  # the ability spells out how: «: juega una carta … y suma su Impulso al valor»

    def show(self) -> str:
        text = f"{_may(self.optional, 'añade', 'añadir')} un Impulso a {'este' if self.this else 'ese'} ataque"
        if self.besides:
            text += f" (además del que permite la habilidad del {self.besides})"
        if self.how:
            text += (": juega una carta de tu mano boca abajo junto a tu carta de Ataque y suma su Impulso al "
                     "valor")
        return text


@dataclass(frozen=True)
class Cancel:
    kind: str = ""  # «de la carta de Ataque de tu rival»: the rival's combat card, as the text calls it (U55)

    def show(self) -> str:
        return f"anula todos los efectos de la carta {_of_class(self.kind)}de tu rival"


def _of_class(kind: str) -> str:
    return f"de {kind.capitalize()} " if kind else ""


@dataclass(frozen=True)
class ChangeValue:
    """«suma 2 al valor de esta carta», «resta 2 al valor de la carta de Defensa de tu rival (mínimo 0)»: ``n``
    (negative: taken off) added to the value of this card or of the ``rival``'s combat card (``kind``: as the
    text calls it), never below 0 with ``floor``."""

    n: int
    rival: bool = False
    kind: str = ""
    floor: bool = False

    def show(self) -> str:
        card = f"la carta {_of_class(self.kind)}de tu rival" if self.rival else "esta carta"
        verb = "suma" if self.n >= 0 else "resta"
        return f"{verb} {abs(self.n)} al valor de {card}{' (mínimo 0)' if self.floor else ''}"


@dataclass(frozen=True)
class Discard:
    """«descarta 1 carta (de tu mano)»: cards of your own hand, your choice."""

    n: int
    optional: bool = False

    def show(self) -> str:
        return f"{_may(self.optional, 'descarta', 'descartar')} {_cards(self.n)} de tu mano"


@dataclass(frozen=True)
class DiscardBoost:
    """«Puedes descartar 1 carta de tu mano y sumar su Impulso al valor de esta carta» («potenciar esta carta»):
    the card goes to the discard pile, its boost to this card's value (rulings.md U64)."""

    optional: bool = False

    def show(self) -> str:
        if self.optional:
            return "puedes descartar 1 carta de tu mano y sumar su Impulso al valor de esta carta"
        return "descarta 1 carta de tu mano y suma su Impulso al valor de esta carta"


@dataclass(frozen=True)
class DrawUpTo:
    n: int

    def show(self) -> str:
        return f"roba cartas hasta tener {self.n} en la mano"


@dataclass(frozen=True)
class Prevent:
    def show(self) -> str:
        return "evita todo el daño"


@dataclass(frozen=True)
class Search:
    name: str

    def show(self) -> str:
        return f"busca la carta {self.name} en tu mazo y en tu pila de descartes y añádela a tu mano"


@dataclass(frozen=True)
class SearchClass:
    """«Busca una carta de Defensa en tu pila de descartes y añádela a tu mano»: one card of that class (exactly:
    a Multiuso is not one, rulings.md U64), its player's choice."""

    kind: str  # ataque | defensa | multiuso

    def show(self) -> str:
        return (f"busca una carta de {self.kind.capitalize()} en tu pila de descartes y añádela a tu mano")


@dataclass(frozen=True)
class Swap:
    """«Intercambia las posiciones de Marina y el Farero»: each goes to the other's space (rulings.md U65)."""

    first: Fighters
    second: Fighters

    def show(self) -> str:
        return f"intercambia las posiciones de {self.first.subject()} y {self.second.subject()}"


@dataclass(frozen=True)
class Shuffle:
    def show(self) -> str:
        return "barájalo"


@dataclass(frozen=True)
class LookTop:
    n: int

    def show(self) -> str:
        return f"mira las {self.n} cartas superiores de tu mazo"


@dataclass(frozen=True)
class KeepTop:
    """The cards looked at: ``keep`` to the hand, the others (``back`` of them; 0: «las demás») back on top of the
    deck in the order the player wants, or to the discard pile (``discard``)."""

    keep: int
    back: int = 0
    discard: bool = False
    bottom: bool = False  # «debajo del mazo» rather than on top

    def show(self) -> str:
        others = f"las otras {self.back}" if self.back else "las demás"
        if self.discard:
            return f"añade {self.keep} a tu mano y descarta {others}"
        return (f"añade {self.keep} a tu mano y devuelve {others} {'debajo' if self.bottom else 'encima'} del mazo "
                "en el orden que quieras")


@dataclass(frozen=True)
class ReturnDefeated:
    name: str
    where: Where
    if_any: bool = True

    def show(self) -> str:
        return (f"devuelve una {self.name} derrotada{' (si la hay)' if self.if_any else ''} a cualquier casilla "
                f"{self.where.show()}")


@dataclass(frozen=True)
class ChooseSpace:
    where: Where

    def show(self) -> str:
        return f"elige una casilla {self.where.show()}"


@dataclass(frozen=True)
class TakeTraits:
    trait: str

    def show(self) -> str:
        return f"añade a tu mano todas las demás cartas de {self.trait} de tu pila de descartes"


@dataclass(frozen=True)
class SetHealth:
    n: int

    def show(self) -> str:
        return f"su vida pasa a ser {self.n}"


@dataclass(frozen=True)
class ExtraAction:
    """«Gana 1 acción adicional este turno»: the turn's player has ``n`` more actions (rulings.md U61)."""

    n: int

    def show(self) -> str:
        return f"gana {self.n} {'acción adicional' if self.n == 1 else 'acciones adicionales'} este turno"


@dataclass(frozen=True)
class ChooseEffects:
    n: int
    options: tuple

    def show(self) -> str:
        return f"elige {self.n} efectos distintos: " + "; ".join(o.show() for o in self.options)


@dataclass(frozen=True)
class ExtraMove:
    who: Fighters
    n: int
    trait: str

    def show(self) -> str:
        return (f"{self.who.subject()} pueden moverse {_spaces(self.n)} más por cada carta de {self.trait} que haya "
                "en tu pila de descartes")


@dataclass(frozen=True)
class Modifier:
    """«suma N al valor de sus cartas de Ataque»: ``n`` added to the value of the hero's cards of ``kind``."""

    n: int
    kind: str  # ataque | defensa | multiuso

    def show(self) -> str:
        return f"suma {self.n} al valor de sus cartas de {self.kind.capitalize()}"


# --- sentences --------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Do:
    effects: tuple

    def show(self) -> str:
        return " y ".join(e.show() for e in self.effects)


@dataclass(frozen=True)
class If:
    conds: tuple[Cond, ...]
    effects: tuple
    instead: bool = False  # «… en su lugar»: replaces what the sentence before did

    def show(self) -> str:
        text = f"si {' y '.join(c.show() for c in self.conds)}, {' y '.join(e.show() for e in self.effects)}"
        return text + " en su lugar" if self.instead else text


@dataclass(frozen=True)
class Then:
    effects: tuple

    def show(self) -> str:
        return "después, " + " y ".join(e.show() for e in self.effects)


#: Ability moments (texts.ABILITY_MOMENTS) by trigger.
MOMENTS = {"al_colocar": "al colocar a {name}", "comienzo_del_turno": "al comienzo de tu turno",
           "ataque": "cuando {subject} ataca", "maniobra": "cuando hagas una maniobra",
           "despues_del_combate": "después de atacar", "final_del_turno": "al final de tu turno",
           "tras_el_combate": "después del combate"}


@dataclass(frozen=True)
class Trigger:
    moment: str  # one of texts.ABILITY_MOMENTS, or «tras_el_combate»: after any combat of the hero's (U63)
    who: Fighters | None
    effects: tuple
    conds: tuple = ()  # «Al comienzo de tu turno, si tienes menos de 3 cartas en la mano, …»

    def show(self) -> str:
        head = MOMENTS[self.moment].format(name=self.who.name if self.who else "",
                                          subject=self.who.subject() if self.who else "")
        if self.conds:
            head += ", si " + " y ".join(c.show() for c in self.conds)
        return f"{head}, " + " y ".join(e.show() for e in self.effects)


@dataclass(frozen=True)
class While:
    """«Mientras Alice es GRANDE, …» (``state``) or «Mientras Rodrigo tiene 6 de vida o menos, …» (``health``)."""

    who: Fighters | None  # None: the hero of the sentence before
    state: str
    modifier: Modifier
    health: int = 0

    def show(self) -> str:
        who = f"{self.who.subject()} " if self.who else ""
        if self.health:
            return f"mientras {who}tiene {self.health} de vida o menos, {self.modifier.show()}"
        return f"mientras {who}es {self.state}, {self.modifier.show()}"


@dataclass(frozen=True)
class SameTarget:
    """«El luchador atacante sigue atacando al mismo luchador.»: the rule said (rulings.md U65); nothing to do."""

    def show(self) -> str:
        return "el luchador atacante sigue atacando al mismo luchador"


@dataclass(frozen=True)
class BoostCancelled:
    """«Si tu rival anula los efectos de tu carta de Ataque, el Impulso se descarta sin efecto.»"""

    def show(self) -> str:
        return "si tu rival anula los efectos de tu carta de Ataque, el Impulso se descarta sin efecto"


@dataclass(frozen=True)
class Text:
    sentences: tuple

    def show(self) -> str:
        return " ".join(_sentence(s.show()) for s in self.sentences)

    def effects(self):
        """Every effect node of the text, options of a choice included (depth first)."""
        for s in self.sentences:
            for e in getattr(s, "effects", ()):
                yield e
                yield from getattr(e, "options", ())


def _sentence(text: str) -> str:
    return text[0].upper() + text[1:] + "."


# --- the Transformer --------------------------------------------------------------------------------------------

def _ints(items) -> list[int]:
    return [int(t) for t in items if isinstance(t, Token) and t.type == "INT"]


def _tok(items, kind: str):
    return [str(t) for t in items if isinstance(t, Token) and t.type == kind]


def _has(items, kind: str) -> bool:
    return bool(_tok(items, kind))


def normalise_word(word: str) -> str:
    """``word`` lower-cased without accents («Compañero» → «companero»)."""
    import unicodedata
    return "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))


#: The fighter of a verb written without one («…, recibe 2 de daño»), until the condition before names it.
ELIDED = Fighters("elidido")


def _elided(conds: tuple, effects: tuple) -> tuple:
    """``effects`` with a verb written without its fighter given the fighter of the first condition that names one
    («Si el luchador atacante está adyacente a Rodrigo, recibe 2 de daño»: the attacker); left as it is when none
    does (:func:`~nismatch_cards.games.unmatched.language.read` refuses it)."""
    subject = next((c.subject for c in conds if c.subject is not None), None)
    if subject is None:
        return effects
    return tuple(replace(e, who=subject) if getattr(e, "who", None) == ELIDED else e for e in effects)


#: «adyacente a él», until the sentence before names its fighter.
PRONOUN = "él"


def _pronouns(sentences: tuple) -> tuple:
    """«… adyacente a él» given the one fighter the sentence before names («Mueve a Rodrigo … . Después, haz 1 de daño
    a un luchador rival adyacente a él»: Rodrigo); left as it is when that sentence names none or several
    (:func:`~nismatch_cards.games.unmatched.language.read` refuses it)."""
    out = []
    for before, sentence in zip((None,) + sentences, sentences):
        names = {(f.name, f.article) for f in _nodes(before) if isinstance(f, Fighters) and f.kind == "nombre"}
        if len(names) == 1:
            name, article = names.pop()
            sentence = _swap_where(sentence, Where("adyacente", PRONOUN), Where("adyacente", name, article))
        out.append(sentence)
    return tuple(out)


def _nodes(node):
    """``node`` and the nodes inside it, depth first."""
    import dataclasses

    if isinstance(node, tuple):
        for item in node:
            yield from _nodes(item)
    elif dataclasses.is_dataclass(node):
        yield node
        for f in dataclasses.fields(node):
            yield from _nodes(getattr(node, f.name))


def _swap_where(node, old: Where, new: Where):
    """``node`` with every ``old`` inside it replaced by ``new``."""
    import dataclasses

    if node == old:
        return new
    if isinstance(node, tuple):
        return tuple(_swap_where(n, old, new) for n in node)
    if dataclasses.is_dataclass(node):
        changed = {f.name: _swap_where(getattr(node, f.name), old, new) for f in dataclasses.fields(node)}
        return dataclasses.replace(node, **changed)
    return node


def _one(items, cls):
    found = [i for i in items if isinstance(i, cls)]
    return found[0] if found else None


class ToNodes(Transformer):
    """A parse tree of ``texts.lark`` → a :class:`Text`."""

    def start(self, items):
        return Text(_pronouns(tuple(items)))

    def sentence(self, items):
        node = items[0]
        return node if not isinstance(node, tuple) else Do(node)

    def effects(self, items):
        return tuple(items)

    cond_effects = effects

    def conds(self, items):
        return tuple(items)

    def conditional(self, items):
        return If(items[0], _elided(items[0], items[1]))

    def instead(self, items):
        return If(items[0], _elided(items[0], items[1]), instead=True)

    def conditional_after(self, items):
        return Then(items[0])

    def triggered(self, items):
        moment, who = items[0]
        return Trigger(moment, who, items[1])

    def triggered_if(self, items):
        moment, who = items[0]
        return Trigger(moment, who, _elided(items[1], items[2]), items[1])

    def same_target(self, _):
        return SameTarget()

    # the verb alone after «Si <luchador> …,»: the fighter the condition names (rulings.md U66)
    def it_damaged(self, items):
        return Damage(ELIDED, _ints(items)[0])

    def it_may_move(self, items):
        return Move(ELIDED, _ints(items)[0], optional=True)

    def it_heals(self, items):
        return Heal(ELIDED, _ints(items)[0])

    def it_moves(self, items):
        return Move(ELIDED, _ints(items)[0], optional=_has(items, "MAY"))

    def chosen(self, items):
        """«Elige un luchador rival … . Hazle 3 de daño.»: the effect on «a un luchador rival …»."""
        who = Fighters("uno", who=items[0], where=items[1] if len(items) > 2 else None)
        kind, n = items[-1]
        return Do((Damage(who, n) if kind == "dano" else Move(who, n),))

    def chosen_damage(self, items):
        return "dano", _ints(items)[0]

    def chosen_move(self, items):
        return "mueve", _ints(items)[0]

    def after_attacking(self, _):
        return "despues_del_combate", None

    def after_combat(self, _):
        return "tras_el_combate", None

    def while_state(self, items):
        who = _one(items, Fighters)
        return While(who, _tok(items, "CAPS")[0], _one(items, Modifier))

    def while_health(self, items):
        return While(_one(items, Fighters), "", _one(items, Modifier), _ints(items)[0])

    def boost_cancelled(self, _):
        return BoostCancelled()

    # triggers
    def on_place(self, items):
        return "al_colocar", Fighters("nombre", str(items[0]))

    def on_turn_start(self, _):
        return "comienzo_del_turno", None

    def on_turn_end(self, _):
        return "final_del_turno", None

    def on_attack(self, items):
        return "ataque", items[0]

    def on_maneuver(self, _):
        return "maniobra", None

    # conditions
    def won(self, _):
        return Cond("ganaste")

    def rival_is_hero(self, _):
        return Cond("rival_heroe")

    def moved_this_turn(self, _):
        return Cond("movido")

    def health_at_most(self, items):
        return Cond("vida_max", _ints(items)[0], items[0])

    def not_defeated(self, _):
        return Cond("no_derrotado")

    def defeated_one(self, _):
        return Cond("derrotaste")

    def searched_deck(self, _):
        return Cond("buscado_mazo")

    def lost(self, _):
        return Cond("perdiste")

    def did_it(self, _):
        return Cond("lo_haces")

    def was_defeated(self, items):
        return Cond("fue_derrotado", subject=items[0])

    def still_in_play(self, items):
        return Cond("sigue", subject=items[0])

    def is_kind(self, items):
        return Cond("es_companero" if "comp" in normalise_word(_tok(items, "KIND")[0]) else "es_heroe",
                    subject=items[0])

    def stands(self, items):
        return Cond("esta", subject=items[0], where=items[1])

    def multi_zone(self, items):
        return Cond("multizona", subject=items[0])

    def not_stands(self, items):
        return Cond("no_esta", subject=items[0], where=items[1])

    def near_no_rival(self, items):
        return Cond("no_esta", subject=items[0], where=Where("adyacente", of=Fighters("rivales")))

    def hand_at_most(self, items):
        return Cond("mano_max", _ints(items)[0])

    def hand_below(self, items):
        return Cond("mano_menos", _ints(items)[0])

    def rival_hand_empty(self, _):
        return Cond("rival_sin_mano")

    def stands_in_zone(self, items):
        return Cond("esta", subject=items[0], where=items[1])

    def was_hurt(self, items):
        return Cond("herido", subject=items[0])

    def not_hurt(self, items):
        return Cond("no_herido", subject=items[0])

    def no_defence(self, _):
        return Cond("sin_defensa")

    def no_rival_near(self, items):
        return Cond("no_esta", subject=items[0], where=Where("adyacente", of=Fighters("rivales")))

    def no_rival_near_el(self, items):
        return self.no_rival_near([Fighters("nombre", str(items[0]), article=True)])

    def played_as(self, items):
        use = normalise_word((_tok(items, "ROLE_USE") + _tok(items, "CLASS"))[0])
        return Cond("defendiendo" if use in ("defender", "defensa") else "atacando")

    def adjacent_pronoun(self, _):
        return Where("adyacente", PRONOUN)

    def in_zone_el(self, items):
        return Where("zona", str(items[0]), article=True)

    def has_style(self, items):
        ranged = normalise_word(_tok(items, "STYLE")[0]) == "a distancia"
        return Cond("a_distancia" if ranged else "cuerpo_a_cuerpo", subject=items[0])

    # who
    def named(self, items):
        return Fighters("nombre", str(items[0]))

    def named_el(self, items):
        return Fighters("nombre", str(items[0]), article=True)

    def own_fighter(self, _):
        return Fighters("tuyo")

    def own_fighters(self, _):
        return Fighters("tuyos")

    def own_hero(self, _):
        return Fighters("heroe")

    def own_sidekicks(self, _):
        return Fighters("companeros")

    def one_sidekick(self, _):
        return Fighters("un_companero")

    def role(self, items):
        return Fighters(normalise_word(_tok(items, "ROLE")[0]))

    def adjacent_ref(self, items):
        return Where("adyacente", of=_one(items, Fighters))

    def not_adjacent_ref(self, items):
        return Where("no_adyacente", of=_one(items, Fighters))

    def zone_ref(self, items):
        return Where("zona", of=_one(items, Fighters))

    def zone_that_ref(self, items):
        return Where("zona_que", of=_one(items, Fighters))

    def own_zone(self, _):
        return Where("su_zona")

    def rival_fighter(self, _):
        return Fighters("rival")

    def every_fighter(self, _):
        return Fighters("todos")

    def each_named(self, items):
        return Fighters("cada_nombre", str(items[0]))

    def one_fighter(self, items):
        return Fighters("uno", who=items[0], where=items[1] if len(items) > 1 else None)

    def each_fighter(self, items):
        return Fighters("cada", who=items[0], where=items[1] if len(items) > 1 else None)

    def anyone(self, _):
        return "cualquiera"

    def rival(self, _):
        return "rival"

    def adjacent_to(self, items):
        return Where("adyacente", str(items[0]))

    def adjacent_to_el(self, items):
        return Where("adyacente", str(items[0]), article=True)

    def in_zone(self, items):
        return Where("zona", str(items[0]))

    def in_zone_that(self, items):
        return Where("zona_que", str(items[0]))

    def chosen_space_and_adjacent(self, _):
        return Where("casilla_elegida")

    # effects
    def move(self, items):
        note = _tok(items, "NOTE")
        return Move(_one(items, Fighters), _ints(items)[0], _has(items, "MAY"), note[0] if note else "")

    def through(self, _):
        return Token("NOTE", "atravesar")

    def also_rivals(self, _):
        return Token("NOTE", "rivales")

    def pick_and_move(self, items):
        return PickAndMove(_ints(items)[0])

    def draw(self, items):
        return Draw(_ints(items)[0])

    def heal(self, items):
        return Heal(items[0], _ints(items)[0])

    def place(self, items):
        return Place(_one(items, Fighters), _has(items, "MAY"), _has(items, "OTHER"), _one(items, Where),
                     _has(items, "EMPTY"))

    def may_move(self, items):
        return Move(items[0], _ints(items)[0], optional=True)

    def own_discard(self, items):
        if any(isinstance(i, Tree) and i.data == "boost_how" for i in items):
            return DiscardBoost(_has(items, "MAY"))
        return Discard(_ints(items)[0], _has(items, "MAY"))

    def draw_up_to(self, items):
        return DrawUpTo(_ints(items)[0])

    def damage_taken(self, items):
        return Damage(items[0], _ints(items)[0])

    def raise_value(self, items):
        return self._value(items, 1)

    def lower_value(self, items):
        return self._value(items, -1)

    def signed_value(self, items):  # «esta carta tiene +2 de valor», «… -1 de valor»
        return self._value(items, -1 if _tok(items, "SIGN")[0] == "-" else 1)

    @staticmethod
    def _value(items, sign: int):
        rival, kind = _one(items, tuple)
        return ChangeValue(sign * _ints(items)[0], rival, kind, _has(items, "FLOOR"))

    def this_card(self, _):
        return False, ""

    def rival_card(self, items):
        kinds = _tok(items, "CLASS")
        return True, kinds[0].lower() if kinds else ""

    def damage(self, items):
        return Damage(_one(items, Fighters), _ints(items)[0], _has(items, "MAY"))

    def rival_discards(self, items):
        return RivalDiscards(_ints(items)[0], _has(items, "AT_RANDOM"))

    def hand_discard(self, items):
        return HandDiscard(_ints(items)[0])

    def look_hand(self, _):
        return LookHand()

    def change_state(self, items):
        return ChangeState(items[0], _tok(items, "WORD")[0])

    def choose_state(self, items):
        first, second = _tok(items, "CAPS")
        return ChooseState(first, second)

    def set_value(self, items):
        return SetValue(_ints(items)[0])

    def add_value(self, items):
        return AddValuePer(_ints(items)[0], _tok(items, "CAPS")[0])

    def mill_add(self, _):
        return MillAdd()

    def modifier(self, items):
        return Modifier(_ints(items)[0], normalise_word(_tok(items, "CLASS")[0]))

    def add_boost(self, items):
        note = _one(items, tuple)
        besides, how = (note if note else ("", False))
        return AddBoost(_has(items, "MAY"), not _has(items, "THAT"), besides, how)

    def boost_note(self, items):
        names = _tok(items, "NAME")
        return (names[0], False) if names else ("", True)

    def cancel(self, items):
        kinds = _tok(items, "CLASS")
        return Cancel(kinds[0].lower() if kinds else "")

    def prevent(self, _):
        return Prevent()

    def search(self, items):
        return Search(_tok(items, "NAME")[0])

    def shuffle(self, _):
        return Shuffle()

    def discard_boost(self, items):
        return DiscardBoost(_has(items, "MAY"))

    def search_class(self, items):
        return SearchClass(_tok(items, "CLASS")[0].lower())

    def swap(self, items):
        first, second = [i for i in items if isinstance(i, Fighters)]
        return Swap(first, second)

    def look_top(self, items):
        return LookTop(_ints(items)[0])

    def keep_top(self, items):
        numbers = _ints(items)
        return KeepTop(numbers[0], numbers[1] if len(numbers) > 1 else 0,
                       _has(items, "DISCARD_REST") or _has(items, "DISCARD_PILE"), _has(items, "BELOW"))

    def return_defeated(self, items):
        return ReturnDefeated(_tok(items, "NAME")[0], _one(items, Where), _has(items, "IF_ANY"))

    def choose_space(self, items):
        return ChooseSpace(items[0])

    def take_traits(self, items):
        return TakeTraits(_tok(items, "CAPS")[0])

    def extra_action(self, items):
        return ExtraAction(_ints(items)[0])

    def set_health(self, items):
        return SetHealth(_ints(items)[0])

    def choose_effects(self, items):
        return ChooseEffects(_ints(items)[0], tuple(i for i in items if not isinstance(i, Token)))

    def extra_move(self, items):
        return ExtraMove(items[0], _ints(items)[0], _tok(items, "CAPS")[0])
