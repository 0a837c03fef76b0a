"""Selections: which cards a requirement or an effect takes, and what a count counts.

A selection is a quantity × a noun × qualifiers, in any combination: «una Parte de tu oponente
dañada», «hasta 2 cartas de tu Depósito de Chatarra», «las 3 primeras cartas de tu Arsenal»,
«todas las Partes desactivadas», «cada Parte tuya de tipo Brazo». Without a quantity it is what
a condition or «por cada …» counts. «esta Parte», «ellas», «el resto» and the pronouns of the
verbs («hazle», «destrúyelas») refer to cards already named.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from ..catalogue import builds, construct
from ..nodes import CountKind, Node, Noun, Place, Stat, Whose

if TYPE_CHECKING:
    from ..seam import GameSide


class FilterClash(Exception):
    """Two qualifiers of one selection say the same thing twice, or contradict each other."""

    def __init__(self, first: "Qualifier", second: "Qualifier"):
        super().__init__(first, second)
        self.first, self.second = first, second


class NotACost(FilterClash):
    """A cost that would take cards that are not the pilot's own («Haz 2 puntos de daño a una Parte; …»):
    that reading of the text fails, and the parser tries its others («;» read as «y»)."""

    def __init__(self):
        Exception.__init__(self)

    @staticmethod
    def error(text: str) -> tuple[str, int, str]:
        """The message, its column (the «;» that made the clause a requirement) and the hint."""
        return ("un coste solo se paga con tus cartas: el daño o la destrucción antes del «;» es para «esta Parte» o "
                "una Parte tuya", text.find(";") + 1, "si es un efecto, únelo al siguiente con «y»")


class Qualifier(NamedTuple):
    """One qualifier as written: the Selection field it sets, the value, and where it was."""

    field: str
    value: object
    start: int
    end: int


# --- nouns, their gender and number ------------------------------------------------------------

NOUNS = {  # normalised spelling → (noun, plural)
    "carta": (Noun.CARD, False), "cartas": (Noun.CARD, True),
    "parte": (Noun.PART, False), "partes": (Noun.PART, True),
    "carta de apoyo": (Noun.SUPPORT, False), "cartas de apoyo": (Noun.SUPPORT, True),
    "botin de guerra": (Noun.BOTIN, False), "botines de guerra": (Noun.BOTIN, True),
    "marcha": (Noun.MARCHA, False), "marchas": (Noun.MARCHA, True),
    "habilidad": (Noun.ABILITY, False), "habilidades": (Noun.ABILITY, True),
}
PRINTED_NOUN = {
    Noun.CARD: ("carta", "cartas"), Noun.PART: ("Parte", "Partes"),
    Noun.SUPPORT: ("Carta de Apoyo", "Cartas de Apoyo"), Noun.BOTIN: ("Botín de Guerra", "Botines de Guerra"),
    Noun.MARCHA: ("marcha", "marchas"), Noun.ABILITY: ("habilidad", "habilidades"),
}
MASCULINE = {Noun.BOTIN}
#: Where a noun is when the text does not say (a Parte «Selecciona una Parte» is on a Unidad).
DEFAULT_PLACE = {Noun.PART: Place.UNIT, Noun.BOTIN: Place.BOTINES, Noun.MARCHA: Place.MARCHAS,
                 Noun.ABILITY: Place.MARCHAS}

KINDS = {  # «de tipo …»: a zone type, a zone, or the role of a Parte's Carga (4.1)
    "cabeza": "cabeza", "torso": "torso", "brazo": "brazo", "pierna": "pierna",
    "brazo izquierdo": "brazo_izquierdo", "brazo derecho": "brazo_derecho",
    "pierna izquierda": "pierna_izquierda", "pierna derecha": "pierna_derecha",
    "generador": "generador", "generadora": "generador", "gastador": "gastador", "gastadora": "gastador",
}
PRINTED_KIND = {
    "cabeza": "Cabeza", "torso": "Torso", "brazo": "Brazo", "pierna": "Pierna",
    "brazo_izquierdo": "Brazo Izquierdo", "brazo_derecho": "Brazo Derecho",
    "pierna_izquierda": "Pierna Izquierda", "pierna_derecha": "Pierna Derecha",
    "generador": "Generador", "gastador": "Gastador",
}
ROLES = ("generador", "gastador")
RARITIES = {"chatarra": "Chatarra", "vendible": "Vendible", "pura": "Pura", "legendaria": "Legendaria"}
PLACES = {
    "mano": Place.HAND, "arsenal": Place.ARSENAL, "deposito de chatarra": Place.SCRAPYARD,
    "zona de demolicion": Place.DEMOLITION, "taller": Place.TALLER, "talleres": Place.TALLER,
    "botines de guerra": Place.BOTINES, "unidad": Place.UNIT, "marchas": Place.MARCHAS,
}
PRINTED_PLACE = {  # (article, noun) as printed
    Place.HAND: ("la", "mano"), Place.ARSENAL: ("el", "Arsenal"),
    Place.SCRAPYARD: ("el", "Depósito de Chatarra"), Place.DEMOLITION: ("la", "Zona de Demolición"),
    Place.BOTINES: ("los", "Botines de Guerra"), Place.UNIT: ("la", "Unidad"), Place.MARCHAS: ("las", "marchas"),
}
#: Places printed with the owner as a possessive («de tu mano»); on a Unidad or in a Taller the
#: owner stays a qualifier («una Parte tuya en un Taller»).
POSSESSIVE_PLACES = (Place.HAND, Place.ARSENAL, Place.SCRAPYARD, Place.DEMOLITION, Place.BOTINES)
#: How the checks name a place and a noun («… nunca está en una mano»).
PLACE_NAMES = {
    Place.UNIT: "en una Unidad", Place.HAND: "en una mano", Place.ARSENAL: "en un Arsenal",
    Place.SCRAPYARD: "en el Depósito de Chatarra", Place.DEMOLITION: "en la Zona de Demolición",
    Place.TALLER: "en un Taller", Place.BOTINES: "entre los Botines de Guerra", Place.MARCHAS: "en las marchas",
}
NOUN_NAMES = {Noun.CARD: "una carta", Noun.PART: "una Parte", Noun.SUPPORT: "una Carta de Apoyo",
              Noun.BOTIN: "un Botín de Guerra", Noun.MARCHA: "una marcha", Noun.ABILITY: "una habilidad"}
OWNER_WORDS = {Whose.OPPONENT: "de tu oponente", Whose.TEAMMATE: "de tu compañero", Whose.ANY: "de cualquier piloto",
               Whose.EACH_OPPONENT: "de cada oponente"}


def noun_word(noun: Noun, plural: bool) -> str:
    return PRINTED_NOUN[noun][1 if plural else 0]


def adjective(word: str, noun: Noun, plural: bool) -> str:
    """«dañada» agreed with the noun: «dañadas», «dañado» (Botín)…"""
    if noun in MASCULINE and word.endswith("a"):
        word = word[:-1] + "o"
    return word + "s" if plural else word


# --- filters -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Filter(Node):
    """One qualifier that tests each card a selection may take: «dañada», «de tipo Brazo», «con FUE 3 o
    más», «a la que le queden 3 PG o menos»… A selection holds them in :attr:`ORDER` (so that the words'
    order does not change the meaning, and the printer writes them in one order).

    A filter is one construct (constructs/filters.py shows how): its grammar extends the rule ``qualifier``
    (``%extend qualifier: … -> name``) and its builder returns ``Qualifier("filter", node, *words(children))``;
    the node prints its words (:meth:`text`), tests a card in a game (:meth:`holds`, asked when the
    selection is made and again on resolution, 6.1.1.1), says what no card can meet (:meth:`problems`) and
    how the greedy bot weighs a card it lets through (:meth:`bot_weight`).
    """

    #: Where the filter is printed among the others (and the order a selection keeps them in).
    ORDER = 100
    #: A relative clause («a la que le queden …», «cuya Unidad …») is printed after the place, where it reads.
    AFTER_PLACE = False
    #: A superlative («con más PG restantes»): the engine asks its ``best`` among the cards the others let through.
    AMONG = False

    @property
    def key(self) -> str:
        """What the filter says something about: two filters with one key in one selection clash."""
        return type(self).__name__

    def text(self, noun: Noun, plural: bool) -> str:
        raise NotImplementedError

    def holds(self, game: GameSide, p: int, source: int, inst: int) -> bool:
        """Whether card ``inst`` meets the filter now, for pilot ``p`` who controls the ability of ``source``."""
        raise NotImplementedError

    def problems(self, noun: Noun, place: Place | None) -> list[tuple[str, str]]:
        """What no card can meet with this filter: ``(message, hint)`` pairs (``place``: where the cards are)."""
        return []

    def bot_weight(self, game: GameSide, p: int, inst: int) -> float:
        """How much of an effect's value on card ``inst`` the greedy bot counts (1: all of it): less where the
        card may stop meeting the filter before the marcha resolves (6.1.1.1)."""
        return 1.0


# --- grammar -----------------------------------------------------------------------------------


@construct(
    "selección", "Cantidad de una selección",
    summary="Cuántas cartas toma una selección. Con «una», «2», «hasta 2» (1 o 2), «la» (la que haya) y «otra» "
            "(una que no sea la carta de esta habilidad) elige quien controla la habilidad; con «todas las», «todas "
            "tus», «todas las demás» (todas menos la carta de esta habilidad), «cada» y «las 3 primeras» (las de encima de un Arsenal o de los Botines de Guerra) se toman todas "
            "las que cumplan, sin elegir. «Selecciona 2 …» no se puede activar si no hay 2 que elegir, y «hasta 2» "
            "pide al menos una (docs/rulings.md 18). La cantidad se escribe siempre: con «Selecciona Partes» la pista "
            "es: falta un número antes de «Partes».",
    examples=(
        ("CAR 2 | Selecciona 2 Partes de tu oponente; hazles 1 punto de daño",
         "Al activarla eliges exactamente 2 Partes de tu oponente (si no tiene 2, no puedes activarla) y cada una "
         "recibe 1 punto de daño."),
        ("CAR 2 | Selecciona hasta 2 Partes de tu oponente; hazles 1 punto de daño",
         "Eliges 1 o 2 Partes de tu oponente al activarla; cada una recibe 1 punto de daño."),
        ("CAR 1 | Selecciona otra Parte tuya; repárale 2 PG",
         "Eliges una de tus Partes equipadas que no sea la que lleva esta habilidad; al resolverse se le quitan 2 "
         "puntos de daño."),
        ("CAR 1 | Mueve la Parte de tu oponente de tipo Cabeza al Taller",
         "«la» toma la que haya: la Cabeza de tu oponente va a un Taller libre suyo con su daño; si no tiene "
         "Cabeza o sus Talleres están llenos, no pasa nada (docs/rulings.md 2)."),
        ("CAR 4 | Destruye todas las Partes dañadas",
         "Sin elegir: al resolverse quedan destruidas todas las Partes equipadas con daño, tuyas y ajenas, y "
         "reclamas un Botín por cada una de tu oponente (4.2, 2②)."),
        ("CAR 2 | Repara 1 PG a todas tus Partes",
         "Cada una de tus Partes equipadas pierde 1 punto de daño; «todas tus Partes» es «todas las Partes tuyas»."),
        ("CAR 3 | Haz 1 punto de daño a cada Parte de tu oponente",
         "«cada» toma lo mismo que «todas las»: cada Parte equipada de tu oponente recibe 1 punto de daño, una tras "
         "otra."),
        ("Todas las demás Partes tuyas ganan +1 DEF",
         "Una Pasiva de «señor»: cada una de tus otras Partes equipadas suma 1 DEF a tu Unidad mientras esta esté "
         "equipada y activa; esta Parte no."),
        ("CAR 1 | Envía las 2 primeras cartas del Arsenal de tu oponente al Depósito de Chatarra",
         "Las 2 cartas de encima del Arsenal de tu oponente van a su Depósito de Chatarra sin que nadie las elija "
         "(ni las vea antes)."),
    ),
)
@dataclass(frozen=True)
class Count(Node):
    kind: CountKind
    n: int = 1

    @property
    def plural(self) -> bool:
        if self.kind in (CountKind.EXACTLY, CountKind.TOP):
            return self.n != 1
        return self.kind in (CountKind.UP_TO, CountKind.ALL)

    @property
    def choice(self) -> bool:
        """Whether a pilot chooses which cards (not «todas», «cada», «las 3 primeras»)."""
        return self.kind in (CountKind.EXACTLY, CountKind.UP_TO, CountKind.THE)

    def limits(self, available: int) -> tuple[int, int]:
        """How many cards must and may be taken out of ``available``: ``(low, high)``."""
        if self.kind in (CountKind.ALL, CountKind.EACH):
            return available, available
        high = min(self.n, available)
        return (min(1, high), high) if self.kind is CountKind.UP_TO else (high, high)


@construct(
    "selección", "Selección",
    grammar="selection.lark",
    summary="Qué cartas toma un requisito, un efecto, una cuenta o un disparador: una cantidad, un nombre (carta, "
            "Parte, Carta de Apoyo, Botín de Guerra, marcha, habilidad) y calificativos en cualquier orden. **De "
            "quién**: «tuya», «de tu oponente», «de tu compañero», «de cualquier piloto»; sin decirlo, de cualquier "
            "piloto (pero en un coste, en «descarta», «busca» y «mira», y en lo que cuenta «Si tienes …», las del "
            "piloto que lo hace). **Dónde**: una Parte sin lugar es una Parte equipada; si no, «de tu mano», «de tu "
            "Arsenal», «de tu Depósito de Chatarra», «de tu Zona de Demolición», «en un Taller», «de tus Botines de "
            "Guerra», «en las marchas». **Estado**: «dañada», «sin daño», «desactivada», «activa». **Tipo**: «de tipo "
            "Brazo» (un tipo de zona o una zona del reglamento, o «Generador» / «Gastador» según su CAR), «de rareza "
            "Pura», «con FUE 3 o más» (PG, CAR, FUE, DEF o VEL impresos en la carta), «con coste 2 o menos» (el "
            "coste de Carga de sus habilidades). Una carta o una Carta de Apoyo necesita su lugar (`nismatch "
            "validar` dice: falta decir dónde está una carta), y también señala lo que ninguna carta puede cumplir: "
            "una Carta de Apoyo nunca está en una Unidad. Cada calificativo que mira la carta (estado, tipo, rareza, "
            "estadísticas, contadores…) es un **filtro** propio, descrito abajo («Filtro: …»): se combinan en "
            "cualquier orden y la herramienta los imprime siempre en el mismo. Para añadir uno (de un equipo que "
            "escribe sus propias construcciones): una clase que deriva de `Filter` con sus palabras (`text`), su "
            "comprobación en la partida (`holds`, al elegir y otra vez al resolverse, 6.1.1.1), sus errores "
            "(`problems`) y su peso para el bot (`bot_weight`), y una línea de gramática `%extend qualifier: …` "
            "en su archivo de grammar/nismatch/ (como grammar/nismatch/filters/damaged.lark, cuyo nodo está en "
            "nismatch_cards/games/nismatch/language/constructs/filters.py).",
    examples=(
        ("CAR 2 | Selecciona una Parte de tu oponente dañada de tipo Brazo; destrúyela",
         "Al activarla eliges una Parte equipada de tu oponente, con daño, de una zona de Brazo (izquierdo o "
         "derecho); al resolverse, si aún cumple todo eso, queda destruida (6.1.1.1)."),
        ("CAR 2 | Selecciona una Parte de tu oponente sin daño de tipo Pierna Izquierda; desactívala",
         "«de tipo Pierna Izquierda» nombra una zona concreta, y «sin daño», una Parte sin ningún daño: eliges "
         "una así de tu oponente y queda desactivada (4.1.2)."),
        ("CAR 2 | Selecciona una Parte de tu oponente activa de tipo Generador; desactívala",
         "Un Generador es una Parte con CAR impresa positiva (4.1): eliges uno activo de tu oponente y, al "
         "desactivarse, su Carga deja de sumar al instante (docs/rulings.md 7)."),
        ("CAR 2 | Selecciona una Parte de tu oponente con FUE 3 o más; hazle 2 puntos de daño",
         "Cuenta la FUE impresa en la carta, no la de la Unidad: eliges una Parte de tu oponente con 3 FUE o más "
         "y recibe 2 puntos de daño."),
        ("CAR 1 | Selecciona una Carta de Apoyo con coste 2 o menos de tu mano; envíala al Depósito de Chatarra y "
         "roba 2 cartas",
         "Al activarla eliges una Carta de Apoyo de tu mano cuya habilidad cueste 2 CAR o menos; al resolverse va "
         "a tu Depósito de Chatarra y robas 2 cartas."),
        ("CAR 2 | Busca una Parte de rareza Pura en tu Arsenal, añádela a tu mano y baraja tu Arsenal",
         "Miras tu Arsenal, eliges una Parte de rareza Pura (si no hay, ninguna), la añades a tu mano y barajas."),
        ("CAR 1 | Selecciona una Carta de Apoyo de tu Depósito de Chatarra; añádela a tu mano",
         "Eliges al activarla una Carta de Apoyo de tu Depósito de Chatarra, que vuelve a tu mano al resolverse."),
        ("CAR 3 | Selecciona una Parte de tu Zona de Demolición; añádela a tu mano",
         "La Zona de Demolición guarda lo que casi nunca vuelve (2⑤): esta habilidad devuelve a tu mano una Parte "
         "tuya de allí."),
        ("CAR 1 | Selecciona una Parte tuya en un Taller; repárale 2 PG",
         "Solo Partes de tus Talleres, no las equipadas: la elegida pierde 2 puntos de daño, además de los 2 PG "
         "que recupera en tu Reconstrucción (2③, 5.3.3)."),
        ("CAR 1 | Selecciona una Parte de tu compañero; repárale 2 PG",
         "En 2vs2: eliges una Parte equipada de tu compañero de equipo, que no es tuya ni de un oponente "
         "(docs/rulings.md 13); sin compañero no se puede activar."),
        ("CAR 3 | Destruye todas las Partes de cualquier piloto desactivadas",
         "«de cualquier piloto» es lo mismo que no decir de quién: quedan destruidas las Partes desactivadas de "
         "todas las Unidades, también las tuyas, y solo las de tus oponentes te dan Botín (docs/rulings.md 8)."),
        ("CAR 2 | Niega una Carta de Apoyo en las marchas",
         "Una selección de marchas: al resolverse eliges una Carta de Apoyo de las marchas, de cualquier piloto, "
         "que se resolverá sin efecto e irá igualmente al Depósito de Chatarra (docs/rulings.md 19)."),
    ),
)
@dataclass(frozen=True)
class Selection(Node):
    """``count`` × ``noun`` with qualifiers; ``count`` is None for what a count counts."""

    noun: Noun
    count: Count | None = None
    owner: Whose | None = None
    place: Place | None = None  # None: the noun's DEFAULT_PLACE (or the effect's)
    filters: tuple[Filter, ...] = ()  # «dañada», «de tipo Brazo», «con FUE 3 o más»… in canonical order
    other: bool = False  # «otra»: not the card that carries the ability
    random: bool = False  # «al azar»: the game picks, nobody chooses (the construct «Al azar»)

    def get(self, kind: type) -> "Filter | None":
        """The filter of class ``kind`` this selection has, if any."""
        return next((f for f in self.filters if type(f) is kind), None)

    def where(self, default: Place | None = None) -> Place | None:
        """The place the cards are taken from: written, or the effect's default, or the noun's."""
        return self.place or default or DEFAULT_PLACE.get(self.noun)

    @property
    def plural(self) -> bool:
        return self.count.plural if self.count is not None else True

    @property
    def feminine(self) -> bool:
        return self.noun not in MASCULINE

    def text(self, ctx, plural: bool | None = None, preposition: str | None = None) -> str:
        """Canonical words. ``plural`` forces the noun's number (for counts); ``preposition`` is
        the one printed before a place («en» in counts, «de» in selections)."""
        if plural is None:
            plural = self.plural
        words = [self._quantity_text()] if self.count is not None else []
        words.append(noun_word(self.noun, plural))
        place_owner = self.owner if self.place in POSSESSIVE_PLACES else None
        owner_in_quantity = self.count is not None and self.count.kind is CountKind.ALL and not self.other and \
            self.owner is Whose.YOU and self.place is None  # «todas tus Partes»
        if self.owner is Whose.YOU and place_owner is None and not owner_in_quantity:
            words.append(adjective("tuya", self.noun, plural))
        elif self.owner in OWNER_WORDS and place_owner is None:
            words.append(OWNER_WORDS[self.owner])
        words += [f.text(self.noun, plural) for f in self.filters if not f.AFTER_PLACE]
        if self.place is not None:
            words.append(self._place_text(place_owner, plural, preposition or ("en" if self.count is None else "de")))
        words += [f.text(self.noun, plural) for f in self.filters if f.AFTER_PLACE]
        if self.random:
            words.append("al azar")
        return " ".join(words)

    def _quantity_text(self) -> str:
        c = self.count
        kind, n = c.kind, c.n
        masculine = self.noun in MASCULINE
        if self.other and kind is CountKind.ALL:  # «todas las demás Partes»: every one but the card of the ability
            return "todos los demás" if masculine else "todas las demás"
        if self.other:
            return "otro" if masculine else "otra"
        if kind is CountKind.EXACTLY:
            return ("un" if masculine else "una") if n == 1 else str(n)
        if kind is CountKind.UP_TO:
            return f"hasta {n}"
        if kind is CountKind.ALL:
            if self.owner is Whose.YOU and self.place is None:
                return "todos tus" if masculine else "todas tus"
            return "todos los" if masculine else "todas las"
        if kind is CountKind.EACH:
            return "cada"
        if kind is CountKind.THE:
            return "el" if masculine else "la"
        if n == 1:
            return "el primer" if masculine else "la primera"
        return f"los {n} primeros" if masculine else f"las {n} primeras"

    def _place_text(self, owner: Whose | None, plural: bool, preposition: str) -> str:
        place = self.place
        if place is Place.UNIT and owner is None:
            return adjective("equipada", self.noun, plural)
        if place is Place.TALLER:
            return "en un Taller"
        if place is Place.MARCHAS:
            return "en las marchas"
        article, noun = PRINTED_PLACE[place]
        if owner is Whose.YOU:
            possessive = "tus" if article in ("los", "las") else "tu"
            return f"{preposition} {possessive} {noun}"
        if owner is Whose.THEIRS:
            possessive = "sus" if article in ("los", "las") else "su"
            return f"{preposition} {possessive} {noun}"
        head = "del" if preposition == "de" and article == "el" else f"{preposition} {article}"
        owner_words = OWNER_WORDS.get(owner) if owner is not None else None
        return f"{head} {noun}" + (f" {owner_words}" if owner_words else "")


@construct(
    "selección", "Al azar",
    summary="«al azar» al final de una selección que elige («una», «2», «hasta 2», «otra») hace que nadie elija: el "
            "juego toma las cartas al azar entre las que cumplen todo lo demás, y nadie sabe antes cuáles serán. En un "
            "efecto se toman al resolverse; en «Selecciona …» y en un coste, al activar la habilidad, y las "
            "seleccionadas deben seguir siendo válidas al resolverse (6.1.1.1). Como no elige nadie, «no puede "
            "seleccionar» no las protege (docs/rulings.md 40). Con «todas», «cada», «la» o «las 3 primeras» no hay "
            "nada que sortear: `nismatch validar` dice: «al azar» solo se dice de una cantidad que se elige.",
    examples=(
        ("CAR 3 | Destruye una Parte de tu oponente al azar",
         "Al resolverse, una de las Partes equipadas de tu oponente, tomada al azar, queda destruida y reclamas un "
         "Botín de Guerra (2②)."),
        ("CAR 2 | Haz 1 punto de daño a 3 Partes de tu oponente al azar",
         "Tres Partes distintas de tu oponente, al azar, reciben 1 punto de daño cada una; si tiene menos de 3, "
         "todas."),
        ("CAR 1 | Selecciona una Parte de tu oponente al azar; desactívala",
         "Al activarla el juego toma una Parte de tu oponente al azar, y todos la ven en la marcha; al resolverse, "
         "si sigue equipada, queda desactivada."),
        ("CAR 0 | Descarta una carta al azar; gana 2 CAR",
         "Un coste: al activarla descartas una carta de tu mano tomada al azar (sin cartas no se puede activar); "
         "al resolverse ganas 2 CAR."),
        ("CAR 2 | Añade una Parte de tu Depósito de Chatarra al azar a tu mano",
         "Una Parte de tu Depósito de Chatarra, al azar, vuelve a tu mano."),
    ),
)
class AtRandom:
    """«al azar» on a selection (``Selection.random``): the game picks, nobody chooses."""

    @staticmethod
    def pick(rng, options: list[int], high: int) -> list[int]:
        """``high`` of ``options`` drawn uniformly with the game's generator (all of them if there are no more)."""
        return rng.sample(options, high) if high < len(options) else list(options)


# --- references to cards already named -------------------------------------------------------


@construct(
    "selección", "Esta Parte, esta carta",
    summary="La carta que lleva la habilidad, sin elegirla: «esta Parte» en una Parte, en su propio disparador "
            "(«Cuando esta Parte sea destruida»), en una condición («Si esta Parte está dañada») o en un efecto («haz "
            "1 punto de daño a esta Parte»); «esta carta» en cualquier carta. Una Carta de Apoyo no puede decir «esta "
            "Parte» (`nismatch validar` dice: una Carta de Apoyo no es una Parte: no puede decir «esta Parte»).",
    examples=(
        ("Cuando esta Parte sea destruida; devuelve esta Parte a la mano de su dueño",
         "La Parte destruida, ya en el Depósito de Chatarra, vuelve a la mano de su dueño; la destrucción cuenta "
         "igual para el Botín y la Reconstrucción (4.2, docs/rulings.md 16)."),
        ("CAR 1 | Haz 1 punto de daño a esta Parte y gana 3 CAR",
         "Esta Parte recibe 1 punto de daño (si llega a sus PG, queda destruida sin dar Botín a nadie) y ganas 3 "
         "CAR."),
        ("CAR 2 | Roba una carta y devuelve esta carta a la mano de su dueño",
         "En una Carta de Apoyo: robas una carta y la propia Carta de Apoyo vuelve a tu mano en vez de ir al "
         "Depósito de Chatarra (3.1)."),
    ),
)
@dataclass(frozen=True)
class ThisCard(Node):
    part: bool = True  # «esta Parte» (else «esta carta»)

    plural = False
    feminine = True
    noun = Noun.PART

    def text(self, ctx, **_) -> str:
        return "esta Parte" if self.part else "esta carta"


@construct(
    "selección", "Pronombre",
    summary="Los pronombres pegados al verbo («hazle», «destrúyela», «envíalas», «dales», «repárales») nombran las "
            "cartas de justo antes: lo seleccionado en los requisitos, la carta del disparador («Cuando una Parte de "
            "tu oponente sea equipada; hazle …») o lo que tomó el efecto anterior («busca una Parte en tu Arsenal y "
            "añádela a tu mano»). La herramienta concuerda el pronombre al imprimir («hazles» si son varias). Sin "
            "nada antes, `nismatch validar` dice: el efecto se refiere a una Parte seleccionada, pero ningún "
            "requisito la selecciona.",
    examples=(
        ("CAR 2 | Selecciona hasta 2 Partes de tu oponente; desactívalas",
         "«desactívalas» nombra las Partes elegidas al activarla: al resolverse se desactivan las que sigan siendo "
         "válidas (6.1.1.1)."),
        ("Cuando una Parte de tu oponente sea equipada; hazle 1 punto de daño",
         "En una Disparado, «hazle» nombra la carta del disparador: la Parte que tu oponente acaba de equipar "
         "recibe 1 punto de daño."),
        ("CAR 2 | Busca una Parte de tipo Brazo en tu Arsenal, añádela a tu mano y baraja tu Arsenal",
         "«añádela» nombra lo que tomó el efecto anterior: el Brazo que eliges en tu Arsenal va a tu mano; luego "
         "barajas."),
    ),
)
@dataclass(frozen=True)
class It(Node):
    """The cards named last before this point of the text (bound by the printer and the engine)."""

    def text(self, ctx, **_) -> str:
        return "ellas" if ctx.referent_plural() else "ella"


@construct(
    "selección", "Una de ellas, el resto",
    summary="«una de ellas» (o «2 de ellas») elige entre las cartas que acaba de mirar o buscar el efecto "
            "anterior, y «el resto» son las que no se eligieron: «mira las 3 primeras cartas de tu Arsenal, añade una "
            "de ellas a tu mano y pon el resto en el fondo de tu Arsenal». Elige quien controla la habilidad. Sin un "
            "«mira …» o «busca …» antes, `nismatch validar` dice: «una de ellas» elige entre varias cartas nombradas "
            "antes, y no las hay.",
    examples=(
        ("CAR 1 | Mira las 3 primeras cartas de tu Arsenal, añade una de ellas a tu mano y pon el resto en el fondo "
         "de tu Arsenal",
         "Solo tú ves las 3 cartas de encima de tu Arsenal: eliges una para tu mano y las otras 2 van al fondo, en "
         "el orden en que estaban."),
        ("CAR 2 | Mira las 3 primeras cartas de tu Arsenal, añade 2 de ellas a tu mano y envía el resto al Depósito "
         "de Chatarra",
         "Eliges 2 de las 3 cartas de encima de tu Arsenal para tu mano; la que queda va a tu Depósito de "
         "Chatarra."),
        ("CAR 2 | Mira todas las cartas de la mano de tu oponente y envía una de ellas al Depósito de Chatarra",
         "Ves la mano entera de tu oponente y eliges una carta, que va a su Depósito de Chatarra; no cuenta como "
         "descartada."),
    ),
)
@dataclass(frozen=True)
class OfThem(Node):
    """«una de ellas», «2 de ellas»: chosen among the cards named before; with ``what``, only those of that kind
    and as many as its count says («todas las Partes de ellas», «hasta 2 Partes de ellas»: constructs/cards_more.py)."""

    n: int = 1
    what: "Selection | None" = None

    @property
    def plural(self) -> bool:
        return self.what.count.plural if self.what is not None else self.n != 1

    feminine = True

    @property
    def noun(self) -> Noun:
        return self.what.noun if self.what is not None else Noun.CARD

    def text(self, ctx, **_) -> str:
        if self.what is not None:
            return f"{self.what.text(ctx)} de ellas"
        return ("una" if self.n == 1 else str(self.n)) + (" de ellas" if ctx.referent_feminine() else " de ellos")


@dataclass(frozen=True)
class Rest(Node):
    """«el resto»: the cards named before that were not chosen since."""

    plural = True
    feminine = True
    noun = Noun.CARD

    def text(self, ctx, **_) -> str:
        return "el resto"


Target = Selection | ThisCard | It | OfThem | Rest


# --- builders --------------------------------------------------------------------------------


@builds("selection")
def _selection(children):
    count, (noun, _plural), *qualifiers = children
    fields: dict = {}
    seen: dict[str, Qualifier] = {}
    filters: list[Filter] = []
    if isinstance(count, tuple):  # a quantity that also says whose («todas tus») or «otra»
        count, extra = count
        for q in extra:
            seen[q.field] = q
            fields[q.field] = q.value
    for q in qualifiers:
        for part in (q if isinstance(q, list) else [q]):
            key = part.value.key if part.field == "filter" else part.field
            if key in seen:
                raise FilterClash(seen[key], part)
            seen[key] = part
            if part.field == "filter":
                filters.append(part.value)
            else:
                fields[part.field] = part.value
    if "place_unit" in fields:  # «de cada Unidad»: equipped, which «equipada» may say again
        fields.pop("place_unit")
        if fields.setdefault("place", Place.UNIT) is not Place.UNIT:
            raise FilterClash(seen["place"], seen["place_unit"])
    return Selection(noun, count, filters=ordered(filters), **fields)


def ordered(filters) -> tuple[Filter, ...]:
    """``filters`` in the order a selection keeps them (:attr:`Filter.ORDER`)."""
    return tuple(sorted(filters, key=lambda f: f.ORDER))


@builds("counted")
def _counted(children):
    (noun, _plural), *qualifiers = children
    return _selection([None, (noun, _plural), *qualifiers])


@builds("role_selection")
def _role_selection(children):
    """«un Generador», «tus Gastadores»: a Parte of that role (4.1)."""
    count, (noun, plural, role), *qualifiers = children
    return _selection([count, (noun, plural), role, *qualifiers])


@builds("role_counted")
def _role_counted(children):
    (noun, plural, role), *qualifiers = children
    return _selection([None, (noun, plural), role, *qualifiers])


@builds("role_noun")
def _role_noun(children):
    from .filters import OfKind

    word = str(children[0])
    return Noun.PART, word.endswith("es"), Qualifier("filter", OfKind(KINDS[word.removesuffix("es")]), *words(children))


@builds("this_part")
def _this_part(children):
    return ThisCard(True)


@builds("this_card")
def _this_card(children):
    return ThisCard(False)


@builds("of_them")
def _of_them(children):
    return OfThem(children[0])


@builds("rest")
def _rest(children):
    return Rest()


@builds("q_one")
def _q_one(children):
    return Count(CountKind.EXACTLY, 1)


@builds("q_n")
def _q_n(children):
    from .amounts import _number

    return Count(CountKind.EXACTLY, _number(children))


@builds("q_up_to")
def _q_up_to(children):
    return Count(CountKind.UP_TO, children[-1])


@builds("q_all")
def _q_all(children):
    return Count(CountKind.ALL, 0)


@builds("q_all_yours")
def _q_all_yours(children):
    return Count(CountKind.ALL, 0), [Qualifier("owner", Whose.YOU, -1, -1)]


@builds("q_all_others")
def _q_all_others(children):
    return Count(CountKind.ALL, 0), [Qualifier("other", True, -1, -1)]


@builds("q_all_your_others")
def _q_all_your_others(children):
    return Count(CountKind.ALL, 0), [Qualifier("owner", Whose.YOU, -1, -1), Qualifier("other", True, -1, -1)]


@builds("q_each")
def _q_each(children):
    return Count(CountKind.EACH, 0)


@builds("q_other")
def _q_other(children):
    return Count(CountKind.EXACTLY, 1), [Qualifier("other", True, -1, -1)]


@builds("q_the")
def _q_the(children):
    return Count(CountKind.THE, 1)


@builds("q_first")
def _q_first(children):
    return Count(CountKind.TOP, 1)


@builds("q_top")
def _q_top(children):
    return Count(CountKind.TOP, children[0])


@builds("noun")
def _noun(children):
    return NOUNS[str(children[0])]


def words(children) -> tuple[int, int]:
    tokens = [c for c in children if hasattr(c, "start_pos")]
    return (tokens[0].start_pos, tokens[-1].end_pos) if tokens else (-1, -1)


def _qualifier(field: str, value):
    def build(children):
        return Qualifier(field, value, *words(children))
    return build


builds("w_opponent")(_qualifier("owner", Whose.OPPONENT))
builds("w_teammate")(_qualifier("owner", Whose.TEAMMATE))
builds("w_any")(_qualifier("owner", Whose.ANY))
builds("w_you")(_qualifier("owner", Whose.YOU))
builds("p_equipped")(_qualifier("place", Place.UNIT))
builds("r_random")(_qualifier("random", True))


@builds("stat_name")
def _stat_name(children):
    return Stat(str(children[0]))


@builds("possessive")
def _possessive(children):
    word = str(children[0])
    return {"tu": Whose.YOU, "tus": Whose.YOU, "su": Whose.THEIRS, "sus": Whose.THEIRS}.get(word)


@builds("place_noun")
def _place_noun(children):
    return PLACES[str(children[0])]


@builds("p_place")
def _p_place(children):
    start, end = words(children)
    place = next(c for c in children if isinstance(c, Place))
    owner = next((c for c in children if isinstance(c, Whose)), None)
    found = [Qualifier("place", place, start, end)]
    if owner is not None:
        found.append(Qualifier("owner", owner, start, end))
    return found


