"""One minimal case for every code of ``nismatch_cards.diagnostics.CODES``, pinned exactly.

The topic files (test_validate_yaml/schema/grammar/cards/project.py) hold the variants; this file
guarantees that a new code cannot be added without a test: the catalogue must cover CODES exactly.
NM061 cannot come out of the CLI (it checks the paths first and exits 2), so it goes through ``load``.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from nismatch_cards.cards.loader import load
from nismatch_cards.diagnostics import CODES

from .helpers import PART, PRUEBA_BACK, PRUEBA_TEXT, RULESET_TEXT, SUPPORT, Diag, validate, with_ability

A = "cards/t/a.yaml"
SQUARE_PNG = (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x02\x00\x00\x00\x90wS\xde"
              b"\x00\x00\x00\x0cIDATx\x9cc\xf8\xcf\xc0\x00\x00\x03\x01\x01\x00\xc9\xfe\x92\xef\x00\x00\x00\x00IEND\xaeB`\x82")
D = "cards/decks/d.yaml"
DECK = "nombre: D\nset: t\ncartas:\n"
# cards of the made-up test pack (tests/packs/prueba): an action of Alicia's, a basic one of anyone's, an enemy
ACTION = "id: tajo\nnombre: Tajo\ntipo: accion\nclase: ataque\nvalor: 3\npersonaje: Alicia\n"
BASIC = "id: bloqueo\nnombre: Bloqueo\ntipo: accion\nclase: plan\npersonaje: cualquiera\nsubtipo: basico\n"
ENEMY = "id: lacayo\nnombre: Lacayo\ntipo: enemigo\npoder: 2\ncolor: rojo\n"
HERO = "id: alicia\nnombre: Alicia\ntipo: heroe\nvida: 13\nalcance: 1-2\n"
PRUEBA = {"ruleset.yaml": PRUEBA_TEXT, "dorso-heroe.png": PRUEBA_BACK, "t/heroe.yaml": HERO, "t/tajo.yaml": ACTION,
          "t/bloqueo.yaml": BASIC,
          "t/lacayo.yaml": ENEMY, "t/verdugo.yaml": ENEMY.replace("lacayo", "verdugo").replace("Lacayo", "Verdugo")}
PRUEBA_DECK = "nombre: D\npersonaje: alicia\ncartas:\n  tajo: 2\n  bloqueo: 6\n"
M = "cards/mapas/m.yaml"
# a map of the Unmatched pack (packs/unmatched/mapas/): two zones, starts 1 and 2, a ring (tests/packs/test_unmatched_maps.py)
MAP = ("nombre: M\ntamano: {ancho: 300, alto: 200}\ndiametro: 40\nzonas:\n  roja: {nombre: Roja, color: \"#b8322a\"}\n"
       "  azul: {nombre: Azul, color: \"#2a64ad\"}\ncasillas:\n"
       "  - {id: a1, x: 50, y: 50, zonas: [roja], inicio: 1}\n  - {id: a2, x: 150, y: 50, zonas: [roja, azul]}\n"
       "  - {id: b1, x: 50, y: 150, zonas: [azul]}\n  - {id: b2, x: 150, y: 150, zonas: [roja, azul], inicio: 2}\n"
       "conexiones:\n  - [a1, a2]\n  - [a1, b1]\n  - [b1, b2]\n")


def unmatched_hero(effect: str) -> dict:
    """A folder on the Unmatched pack: set ``t`` with a hero (Hércules and his sidekick Yolao) and one action card of
    trait HAZAÑA whose ``efecto`` is ``effect`` (one window, on line 6 of ``cards/t/a.yaml``)."""
    hero = ("- {id: hercules, nombre: Hércules, tipo: personaje, vida: 17, movimiento: 2, estilo: cuerpo_a_cuerpo, "
            "acolitos: [{nombre: Yolao, vida: 6, estilo: cuerpo_a_cuerpo}], habilidad: \"Cuando hagas una maniobra, "
            "tus luchadores pueden moverse 1 casilla más por cada carta de HAZAÑA que haya en tu pila de descartes.\"}\n")
    card = ("- {id: clava, nombre: Clava, tipo: accion, clase: ataque, valor: 4, impulso: 1, personaje: Hércules, "
            "rasgos: [HAZAÑA],\n   efecto: {" + effect + "}}\n")
    return {"ruleset.yaml": "paquete: unmatched\n", "t/a.yaml": "cartas:\n" + "\n" * 3 + hero + card}


def unmatched_map(text: str) -> dict:
    return {"ruleset.yaml": "paquete: unmatched\n", "mapas/m.yaml": text}


# code -> (files under cards/, paths to validate, the diagnostic (or those of every file), exit code)
CATALOGUE: dict[str, tuple[dict, tuple, Diag, int]] = {
    "NM001": ({"t/a.yaml": 'id: x\nnombre: "abc\n'}, (), Diag(
        "NM001", A, 3, 1, "YAML no válido: el archivo acaba antes de cerrar unas comillas o una lista (dentro de un "
        "texto entre comillas)", "revisa la sangría, los dos puntos y las comillas de esa línea"), 1),
    "NM002": ({"t/a.yaml": "id: x\nnombre: !!python/object:os.system a\n"}, (), Diag(
        "NM002", A, 2, 9, "etiqueta YAML no permitida: tag:yaml.org,2002:python/object:os.system",
        "las cartas son datos: quita la etiqueta «!…» y escribe el valor tal cual"), 1),
    "NM003": ({"t/a.yaml": 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n' + "".join(
        f"{k}: &{k} [{', '.join(['*' + p] * 9)}]\n" for p, k in zip("abcdefgh", "bcdefghi"))}, (), Diag(
        "NM003", A, 1, 4, "el documento crece a más de 200000 valores al expandir sus alias",
        "usa los anclajes (&) y alias (*) con moderación, sin alias anidados"), 1),
    "NM004": ({"t/a.yaml": "a: " + "[" * 64 + "]" * 64 + "\n"}, (), Diag(
        "NM004", A, 1, 67, "el documento anida más de 64 niveles",
        "una carta no necesita tanta profundidad: revisa los corchetes y la sangría"), 1),
    "NM005": ({"t/a.yaml": b"id: x\nnombre: Ca\xf1on\n"}, (), Diag(
        "NM005", A, 2, 11, "el archivo no está en UTF-8", "guárdalo con codificación UTF-8"), 1),
    "NM006": ({"t/a.yaml": PART + "pg: 4\n"}, (), Diag(
        "NM006", A, 11, 1, "la clave «pg» está repetida (ya aparece en la línea 5)",
        "deja una sola: YAML se quedaría con la última en silencio y perderías la otra"), 1),
    "NM010": ({"t/a.yaml": PART + "ramreza: x\n"}, (), Diag(
        "NM010", A, 11, 1, "clave desconocida «ramreza» en la carta", "¿quisiste decir «rareza»?"), 1),
    "NM011": ({"ruleset.yaml": "paquete: nismach\n", "t/a.yaml": PART}, (), Diag(
        "NM011", "cards/ruleset.yaml", 1, 10, "el paquete «nismach» no existe", "¿quisiste decir «nismatch»?"), 1),
    "NM021": (dict(PRUEBA, **{"t/tajo.yaml": ACTION + "efecto: Mueve a tu Acolito.\n"}), (), Diag(
        "NM021", "cards/t/tajo.yaml", 7, 20, "«Acolito» no es un término del juego", "¿quisiste decir «Acólito»?",
        "warning"), 0),
    "NM022": (dict(PRUEBA, **{"t/tajo.yaml": ACTION + "efecto: '{escudo} y {atake}'\n"}), (), Diag(
        "NM022", "cards/t/tajo.yaml", 7, 21, "el icono «{atake}» no existe en el paquete", "¿quisiste decir «{ataque}»?"),
        1),
    "NM023": (dict(PRUEBA, **{"t/tajo.yaml": ACTION + "cita: Hola, soy una cita\n"}), (), Diag(
        "NM023", "cards/t/tajo.yaml", 7, 7, "una cita se escribe «texto» — autor",
        "formato (expresión regular): ^«.+» — .+$"), 1),
    "NM020": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Selecciona una Prte; destrúyela")}, (), Diag(
        "NM020", A, 13, 36, "no se esperaba «Prte»; se esperaba «Parte», «Partes», «carta», «cartas», «Pierna», «Piernas», "
        "«Carta de Apoyo», «de» u otras", "¿quisiste decir: «CAR 1 | Selecciona una Parte; destrúyela»?"), 1),
    "NM030": ({"t/a.yaml": PART, "t/b.yaml": PART}, (), Diag(
        "NM030", "cards/t/b.yaml", 1, 1, "el id «brazo-x» ya está en uso (cards/t/a.yaml:1)",
        "cada carta del set necesita un id distinto"), 1),
    "NM031": ({"t/a.yaml": with_ability(PART, "pasiva", "CAR 1 | Tu Unidad gana +1 DEF")}, (), Diag(
        "NM031", A, 13, 13, "una habilidad Pasiva no tiene coste de Carga (reglamento 3.3)",
        "quita «CAR n |» del principio"), 1),
    "NM032": ({"t/a.yaml": with_ability(SUPPORT, "pasiva", "Tu Unidad gana +1 DEF")}, (), Diag(
        "NM032", A, 6, 15, "la etiqueta «pasiva» no se admite en una Carta de Apoyo",
        "valores admitidos: normal, relampago"), 1),
    "NM033": ({"t/a.yaml": with_ability(PART, "disparado", "Roba una carta")}, (), Diag(
        "NM033", A, 13, 13, "una habilidad Disparado empieza por su disparador (reglamento 3.3)",
        "empieza con «Cuando …», «Al comienzo de tu turno» o «Al final de tu turno»"), 1),
    "NM034": ({"t/a.yaml": PART.replace("pg: 3", "pg: 25")}, (), Diag(
        "NM034", A, 5, 5, "PG 25 está fuera del rango del reglamento (1 a 20)", "usa un valor entre 1 y 20"), 1),
    "NM035": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Hazle 2 puntos de daño")}, (), Diag(
        "NM035", A, 13, 21, "el efecto se refiere a una Parte seleccionada, pero ningún requisito la selecciona",
        "añade antes un requisito «Selecciona una Parte; …»"), 1),
    "NM036": ({"ruleset.yaml": RULESET_TEXT.replace("      - {id: cabeza, nombre: Cabeza, tipo: cabeza}\n", ""),
               "t/a.yaml": with_ability(PART, "normal", "CAR 1 | Selecciona una Parte de tipo Cabeza; destrúyela")},
              (), Diag("NM036", A, 13, 21, "no hay zonas de tipo «cabeza» en el reglamento",
                       "usa una zona del reglamento"), 1),
    "NM037": ({"t/a.yaml": with_ability(SUPPORT, "normal", "CAR 1 | Destruye esta Parte")}, (), Diag(
        "NM037", A, 7, 21, "una Carta de Apoyo no es una Parte: no puede decir «esta Parte»",
        "selecciona la Parte con «Selecciona una Parte; …»"), 1),
    "NM038": ({"t/a.yaml": with_ability(PART, "pasiva", "Roba una carta")}, (), Diag(
        "NM038", A, 13, 13, "una habilidad Pasiva solo cambia estadísticas o costes, o impide seleccionar o mover, de forma permanente",
        "escribe algo como «Tu Unidad gana +1 DEF», o cambia la etiqueta"), 1),
    "NM039": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Roba 0 cartas")}, (), Diag(
        "NM039", A, 13, 21, "una cantidad de 0 no hace nada", "usa 1 o más, o quita esa parte del texto"), 1),
    "NM080": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Selecciona una carta; destrúyela")}, (), Diag(
        "NM080", A, 13, 21, "falta decir dónde está una carta",
        "añade el lugar: «de tu mano», «de tu Depósito de Chatarra», «de tu Arsenal»…"), 1),
    "NM081": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Selecciona una carta de tu mano; destrúyela")},
              (), Diag("NM081", A, 13, 54, "no se puede destruir lo que está en una mano",
                       "solo en una Unidad, en un Taller"), 1),
    "NM082": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Mientras esta Parte esté dañada; roba una carta")},
              (), Diag("NM082", A, 13, 21, "«Mientras» es la condición de las Pasivas",
                       "en esta habilidad escribe «Si …»; o cambia la etiqueta a «pasiva»"), 1),
    "NM083": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Busca una Parte en tu Arsenal y añádela a tu mano")},
              (), Diag("NM083", A, 13, 21, "después de buscar en el Arsenal hay que barajarlo",
                       "añade «y baraja tu Arsenal» al final", "warning"), 0),
    "NM084": ({"t/a.yaml": PART + 'habilidades:\n  - etiqueta: normal\n    prototipo: true\n'
                                  '    texto: "CAR 2 | Copia la última habilidad de tu oponente"\n'}, (), Diag(
        "NM084", A, 14, 12, "habilidad prototipo: se imprime tal cual y en la partida solo paga su coste",
        "cuando la idea esté decidida, escríbela en el lenguaje de habilidades y quita «prototipo: true»",
        "warning"), 0),
    "NM088": ({"t/a.yaml": with_ability(PART, "pasiva", "Tu Unidad gana +1 DEF. Solo una vez por turno")}, (), Diag(
        "NM088", A, 13, 36, "una habilidad Pasiva no se activa: no tiene usos por turno (reglamento 3.3)",
        "quita el límite, o cambia la etiqueta"), 1),
    "NM089": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | La próxima vez que robes una carta; Selecciona una "
                                                      "Parte; hazle 1 punto de daño")}, (), Diag(
        "NM089", A, 13, 21, "«La próxima vez que …» va justo antes del efecto",
        "pon después de él solo el efecto; lo que se elige o se paga al activarla va antes"), 1),
    "NM107": ({"t/a.yaml": with_ability(PART, "pasiva", "Si esta Parte fuera a ser destruida, previene todo ese "
                                                      "daño")}, (), Diag(
        "NM107", A, 13, 50, "«ese daño» es el que una Parte fuera a recibir",
        "empieza la habilidad con «Si esta Parte fuera a recibir daño,» (o «Si una Parte tuya …»)"), 1),
    "NM129": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Selecciona una Parte tuya; queda con 1 PG")}, (), Diag(
        "NM129", A, 13, 48, "«queda con N PG» es lo que le queda a una Parte que fuera a ser destruida",
        "empieza la habilidad con «Si esta Parte fuera a ser destruida,» y escribe «en su lugar queda con 1 PG»"), 1),
    "NM130": ({"t/a.yaml": with_ability(PART, "pasiva", "Si esta Parte fuera a ir al Depósito de Chatarra, en su "
                                                      "lugar roba una carta")}, (), Diag(
        "NM130", A, 13, 13, "un reemplazo de «fuera a ir al Depósito de Chatarra» tiene que enviar esa carta a otra zona",
        "escribe «en su lugar envíala a la Zona de Demolición» (o «devuélvela a la mano de su dueño», «ponla en el "
        "fondo del Arsenal de su dueño»); para que se quede en un Taller, escribe «Si esta Parte fuera a ser "
        "destruida, en su lugar muévela al Taller»"), 1),
    "NM131": ({"t/a.yaml": with_ability(PART, "pasiva", "Si una Carta de Apoyo de tu mano fuera a ir al Depósito de "
                                                      "Chatarra, en su lugar envíala a la Zona de Demolición")}, (), Diag(
        "NM131", A, 13, 13, "el motor solo reemplaza lo que le pasa a una Parte equipada o en un Taller, no a «una "
        "Carta de Apoyo de tu mano»",
        "escribe «Si esta Parte …», «Si una Parte de tu Unidad …» o «Si una Parte de tu oponente …»"), 1),
    "NM108": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Las habilidades de esta Parte no pueden ser "
                                                      "negadas")}, (), Diag(
        "NM108", A, 13, 21, "«Las habilidades de esta Parte no pueden ser negadas» es una habilidad Pasiva",
        "cambia la etiqueta a «pasiva»"), 1),
    "NM111": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Si esta es la única Parte de tu oponente; roba una "
                                                      "carta")}, (), Diag(
        "NM111", A, 13, 21, "«esta es la única …» nombra una selección que esta Parte no cumple nunca",
        "nombra tus Partes equipadas o en un Taller: «la única Parte de tipo Brazo de tu Unidad»"), 1),
    "NM112": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Selecciona una Parte de la Unidad atacante; hazle 1 "
                                                      "punto de daño")}, (), Diag(
        "NM112", A, 13, 21, "una habilidad Normal solo se usa en una Fase Principal (4.6.1), y allí no hay Unidad "
        "atacante ni defensora: no toma nunca nada",
        "cambia la etiqueta a «relampago» (o «disparado»), que se usan durante una Guerrilla", "warning"), 0),
    "NM141": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Selecciona una Parte de tu oponente; su PG pasa a "
                                                      "ser 1")}, (), Diag(
        "NM141", A, 13, 58, "solo la FUE, la DEF y la VEL se fijan, se intercambian o se duplican, no los PG",
        "los PG máximos de una Parte cambian con «dale +2 PG hasta …»; la Carga, con «gana 2 CAR» "
        "(docs/rulings.md 113)"), 1),
    "NM117": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Tu Unidad gana +2 FUE hasta el final de la "
                                                      "batalla")}, (), Diag(
        "NM117", A, 13, 21, "«hasta el final de la batalla» solo vale en una habilidad de Guerrilla",
        "cambia la etiqueta a «guerrilla», que se usa durante la batalla (5.3.5); o escribe «hasta el final del "
        "turno»"), 1),
    "NM151": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Tu Unidad gana +2 DEF hasta el final de su próximo "
                                                      "turno")}, (), Diag(
        "NM151", A, 13, 21, "«su próximo turno» no dice de qué piloto es el turno",
        "selecciona antes al piloto («Selecciona a un oponente; …») o haz el efecto sobre una Parte suya («Selecciona "
        "una Parte de tu oponente; dale -2 FUE hasta el final de su próximo turno»); para tu turno, «hasta el final "
        "de tu próximo turno»"), 1),
    "NM154": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Tu Unidad no recibe más de 3 puntos de daño por "
                                                      "batalla")}, (), Diag(
        "NM154", A, 13, 21, "«por batalla» vale en cada Guerrilla: es una habilidad Pasiva",
        "cambia la etiqueta a «pasiva»; o escribe «en esta batalla» para la batalla de ahora"), 1),
    "NM155": ({"t/a.yaml": with_ability(PART, "guerrilla", "CAR 1 | Tu Unidad usa su FUE en lugar de su VEL "
                                                         "durante esta batalla")}, (), Diag(
        "NM155", A, 13, 21, "la batalla solo lee la FUE del atacante y la DEF del defensor (5.3.5)",
        "escribe «en lugar de su FUE» (al atacar) o «en lugar de su DEF» (al defender)"), 1),
    "NM138": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Tu oponente no puede declarar Guerrillas")}, (), Diag(
        "NM138", A, 13, 21, "una prohibición sin duración solo vale en una Pasiva",
        "añade cuánto dura («hasta el final del turno», «este turno», «hasta el final de tu próximo turno»), o cambia "
        "la etiqueta a «pasiva»"), 1),
    "NM090": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Roba una carta y pierde 2 DEF hasta el final "
                                                      "del turno")}, (), Diag(
        "NM090", A, 13, 38, "«ese piloto», «su Unidad» o un «pierde 2 DEF» sin sujeto hablan de un piloto "
        "seleccionado, y ningún requisito selecciona a uno", "empieza con «Selecciona a un oponente; …», o di de quién "
        "es: «la Unidad de tu oponente pierde 2 DEF», «dale -2 DEF» (a la Parte seleccionada)"), 1),
    "NM091": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Selecciona a un oponente; Selecciona a un oponente; "
                                                      "tu oponente pierde 1 CAR")}, (), Diag(
        "NM091", A, 13, 47, "una habilidad selecciona a un solo piloto",
        "deja un solo «Selecciona a un oponente»: lo que sigue habla de ese piloto"), 1),
    "NM092": ({"t/a.yaml": with_ability(PART, "relampago", "CAR 1 | Si cada oponente activa una Carta de Apoyo; niégala")},
              (), Diag("NM092", A, 13, 21, "«cada oponente» no activa a la vez: una respuesta contesta a la activación "
                       "de un piloto", "escribe «Si tu oponente activa …»: responde a la de cualquiera de ellos"), 1),
    "NM113": ({"t/a.yaml": with_ability(PART, "normal", "CAR 2 | Eres el defensor; roba una carta")}, (), Diag(
        "NM113", A, 13, 21, "«Si eres el defensor» solo se cumple con una Guerrilla declarada, y una habilidad Normal "
        "no se activa entonces (reglamento 4.6.1)", "cambia la etiqueta a «relámpago» (o a «guerrilla»)"), 1),
    "NM114": ({"t/a.yaml": with_ability(PART, "disparado", "Si un oponente activa una habilidad, roba una carta")}, (),
              Diag("NM114", A, 13, 13, "en una Disparado, «Si tu oponente activa una habilidad» es la condición de una "
                   "respuesta: nada la hace saltar (reglamento 3.3)",
                   "escríbelo como disparador: «Cuando tu oponente active una habilidad; …»"), 1),
    "NM096": ({"t/a.yaml": with_ability(PART, "pasiva", "Tu Unidad gana +1 DEF. Solo una vez por ronda")}, (), Diag(
        "NM096", A, 13, 36, "una habilidad Pasiva no se activa: no tiene usos por ronda (reglamento 3.3)",
        "quita el límite, o cambia la etiqueta"), 1),
    "NM109": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Pon 3 contadores en esta Parte (máximo 2)")}, (), Diag(
        "NM109", A, 13, 21, "el máximo de contadores es menor que los que se ponen de una vez",
        "pon como mucho 2 o sube el máximo a 3 o más"), 1),
    "NM157": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Roba 2 cartas por cada Parte dañada, hasta un máximo "
                                                      "de 1")}, (), Diag(
        "NM157", A, 13, 21, "el máximo es menor que lo que suma uno solo", "sube el máximo a 2 o más, o quítalo"), 1),
    "NM158": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Roba cartas igual a la CAR de esta Parte")}, (), Diag(
        "NM158", A, 13, 21, "una Parte no tiene CAR que medir", "mide sus PG, su FUE, su DEF o su VEL"), 1),
    "NM159": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Roba una carta por cada 0 cartas en tu mano")}, (),
              Diag("NM159", A, 13, 21, "«por cada 0 …» no forma ningún grupo",
                   "cuenta de 1 en 1 («por cada carta») o en grupos de 2 o más"), 1),
    "NM100": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Roba cartas igual al resultado")}, (), Diag(
        "NM100", A, 13, 21, "«el resultado» no dice cuánto vale: no se ha tirado ningún dado antes",
        "escribe delante «tira un dado y …», o un número"), 1),
    "NM115": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Roba una carta y si es una Parte, gana 1 CAR")}, (),
              Diag("NM115", A, 13, 38, "«si es …» habla de una carta, y lo anterior no nombra ninguna",
                   "escribe antes qué carta: «muestra la primera carta de tu Arsenal; si es una Parte, …»"), 1),
    "NM116": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Elige dos: roba una carta o gana 1 CAR")}, (), Diag(
        "NM116", A, 13, 21, "«elige dos» entre 2 opciones no deja elegir nada",
        "escribe más opciones, elige menos, o une las opciones con «y» para hacerlas todas"), 1),
    "NM160": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Roba una carta y si alguna es una Parte, gana 1 CAR")},
              (), Diag("NM160", A, 13, 38, "«si alguna es …» habla de las cartas que tomó el efecto anterior, y lo "
                       "anterior no toma ninguna", "escribe antes qué cartas: «manda las 2 primeras cartas de su Arsenal "
                       "a su Depósito de Chatarra; si alguna es una Parte, …»"), 1),
    "NM161": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Tira un dado: si sale ese número, roba una carta")},
              (), Diag("NM161", A, 13, 21, "«si sale ese número» habla de un número dicho antes, y no se dice ninguno",
                       "escribe antes «di un número del 1 al 6», o el número: «si sale 6, …»"), 1),
    "NM162": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Selecciona una Parte de tu oponente; ponla en el "
                                                        "fondo de su pila")},
              (), Diag("NM162", A, 13, 58, "«en el fondo de su pila» pone la carta al fondo del montón en el que está, "
                       "y no está en ninguno", "di adónde va: «en el fondo de tu Arsenal», «debajo de tus Botines de "
                       "Guerra»; «la pila» es el Arsenal o los Botines de Guerra de los que se tomó"), 1),
    "NM186": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | La próxima vez que una carta de tu mano fuera a "
                                                        "recibir daño, previene todo ese daño")},
              (), Diag("NM186", A, 13, 21, "el motor solo cambia el daño que fuera a recibir una Parte equipada o en "
                       "un Taller", "escribe «la próxima vez que una Parte de tu Unidad …», «… que esa Parte …» o «… "
                       "que una Parte de tu oponente …»"), 1),
    "NM135": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Roba una carta y si queda destruida, gana 1 CAR")},
              (), Diag("NM135", A, 13, 38, "«si queda destruida» habla de una carta que el efecto de antes daña o "
                       "destruye, y no lo hay", "escribe antes el daño o la destrucción: «Selecciona una Parte de tu "
                       "oponente; hazle 3 puntos de daño; si queda destruida, …»"), 1),
    "NM136": ({"t/a.yaml": with_ability(PART, "pasiva", "Tus Cartas de Apoyo cuestan 1 CAR más, hasta un mínimo de 1 "
                                                        "CAR")}, (),
              Diag("NM136", A, 13, 13, "«hasta un mínimo de 1 CAR» limita una rebaja, y este cambio de coste encarece",
                   "quita «hasta un mínimo de …», o escribe «cuestan 1 CAR menos»"), 1),
    "NM208": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Selecciona una Parte; hazle tanto daño como PG tenga la "
                                                      "Parte descartada")}, (),
              Diag("NM208", A, 13, 43, "«la Parte descartada» nombra la carta que esta habilidad descarta como coste, y "
                   "ningún requisito descarta una", "descarta la carta antes, como coste: «Descarta una Parte de tu "
                   "mano; …»"), 1),
    "NM222": ({"t/a.yaml": with_ability(PART, "normal", "CAR 2 | Roba 2 cartas. X no puede superar 3")}, (),
              Diag("NM222", A, 13, 36, "«X no puede superar 3» pone un máximo a X, y esta habilidad no cuesta «CAR X»",
                   "empieza el texto con «CAR X |», o quita el máximo"), 1),
    "NM223": ({"t/a.yaml": with_ability(PART, "normal", "CAR X | Roba X cartas. X no puede superar 0")}, (),
              Diag("NM223", A, 13, 36, "«X no puede superar 0» no deja elegir ninguna X: X vale 1 o más",
                   "escribe un máximo de 1 o más, o quita «CAR X»"), 1),
    "NM224": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Gana tanta CAR como produzca esa Parte")}, (),
              Diag("NM224", A, 13, 21, "«esa Parte» nombra la Parte seleccionada o la carta pagada como coste, y esta "
                   "habilidad no selecciona ni paga ninguna", "selecciona antes la Parte («Selecciona un Generador de tu "
                   "Unidad; …») o escribe «esta Parte»"), 1),
    "NM209": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Descarta dos cartas; selecciona una Parte; hazle tanto "
                                                      "daño como PG tenga la carta descartada")}, (),
              Diag("NM209", A, 13, 64, "«la carta descartada» nombra una sola carta, y el coste de esta habilidad puede "
                   "descartar varias", "descarta una sola carta como coste («Descarta una Parte de tu mano; …»)"), 1),
    "NM180": ({"t/a.yaml": with_ability(PART, "disparado", "Cuando esta Parte sea destruida; esta habilidad cuesta 1 "
                                                         "CAR menos si tu CAR es 0 o menos; roba una carta")}, (),
              Diag("NM180", A, 13, 46, "«Esta habilidad cuesta …» cambia un coste de Carga, y esta habilidad no tiene",
                   "empieza el texto con su coste, «CAR n | …», o quita el cambio de coste"), 1),
    "NM181": ({"t/a.yaml": with_ability(PART, "pasiva", "Las Cartas de Apoyo de tus Brazos cuestan 1 CAR menos")}, (),
              Diag("NM181", A, 13, 13, "una Carta de Apoyo no es una Parte: no es de ningún tipo, ni de tus Brazos",
                   "escribe «Las habilidades de tus Brazos cuestan …», o «Tus Cartas de Apoyo cuestan …»"), 1),
    "NM120": (unmatched_map(MAP + "  - [b2, c2]\n"), (), Diag(
        "NM120", M, 16, 10, "la casilla «c2» no existe en el mapa", "casillas del mapa: a1, a2, b1, b2"), 1),
    "NM121": (unmatched_map(MAP + "  - [b1, a1]\n"), (), Diag(
        "NM121", M, 16, 5, "la conexión entre «b1» y «a1» está repetida (ya aparece en la línea 14)",
        "bórrala: una conexión vale en los dos sentidos, [a, b] es lo mismo que [b, a]"), 1),
    "NM122": (unmatched_map(MAP.replace("  - [b1, b2]\n", "")), (), Diag(
        "NM122", M, 11, 10, "la casilla «b2» no se puede alcanzar desde la casilla inicial 1",
        "añade en «conexiones» una pareja que la una al resto: [b2, …]"), 1),
    "NM123": (unmatched_map(MAP.replace("inicio: 2", "inicio: 3")), (), Diag(
        "NM123", M, 11, 59, "hay casilla inicial 3 pero falta la 2", "numera las casillas iniciales seguidas desde 1"), 1),
    "NM124": (unmatched_map(MAP.replace("[roja, azul]}\n  - {id: b1", "[azul]}\n  - {id: b1")
                            .replace("zonas: [roja, azul], inicio: 2", "zonas: [azul], inicio: 2")), (), Diag(
        "NM124", M, 5, 3, "la zona «roja» tiene 1 casilla; una zona tiene al menos 2",
        "añade la zona a otra casilla vecina, o pon esa casilla en otra zona"), 1),
    "NM125": (unmatched_map(MAP.replace("{id: a2, x: 150,", "{id: a2, x: 70,")), (), Diag(
        "NM125", M, 9, 17, "la casilla «a2» se solapa con «a1» (línea 8): sus centros están a 20 mm y cada casilla "
        "mide 40 mm", "separa sus centros al menos 40 mm"), 1),
    "NM166": (unmatched_hero("despues_del_combate: \"Mueve a Yolo hasta 2 casillas.\""), (), Diag(
        "NM166", A, 7, 43, "«Yolo» no es ningún luchador de Hércules",
        "¿quisiste decir «Yolao»? los luchadores de Hércules son Hércules, Yolao; un nombre que no es de sus luchadores "
        "no haría nada en la partida"), 1),
    "NM167": (unmatched_hero("durante_el_combate: \"El valor de esta carta es +1 por cada otra carta de HAZAÑAS de tu "
                             "pila de descartes.\""), (), Diag(
        "NM167", A, 7, 86, "«HAZAÑAS» no es un rasgo de ninguna carta del set",
        "¿quisiste decir «HAZAÑA»? declara el rasgo en las cartas que lo llevan («rasgos: [HAZAÑAS]»); los rasgos del "
        "set son HAZAÑA"), 1),
    "NM066": ({"t/a.yaml": PART, "decks/a.yaml": "nombre: Mazo de Ejemplo\nset: t\ncartas:\n  brazo-x: 40\n",
               "decks/b.yaml": "nombre: Mazo de ejemplo\nset: t\ncartas:\n  brazo-x: 40\n"}, (), Diag(
        "NM066", "cards/decks/b.yaml", 1, 9, "el nombre de mazo «Mazo de ejemplo» ya lo usa cards/decks/a.yaml "
        "(escrito «Mazo de Ejemplo»)",
        "cada mazo necesita un nombre distinto: «--mazo» y los informes de «simular» lo nombran por él"), 1),
    "NM040": ({"t/a.yaml": PART, "decks/d.yaml": DECK + "  brazo-x: 10\n"}, (), Diag(
        "NM040", D, 3, 1, "el mazo tiene 10 cartas; un Arsenal tiene entre 40 y 60 (reglamento 1.3)",
        "añade cartas"), 1),
    "NM041": ({"t/a.yaml": PART, "decks/d.yaml": DECK + "  brazo-x: 39\n  brazo-y: 1\n"}, (), Diag(
        "NM041", D, 5, 3, "la carta «brazo-y» no existe en el set «t»", "¿quisiste decir «brazo-x»?"), 1),
    "NM042": ({"t/a.yaml": PART, "decks/d.yaml": "nombre: D\nset: tt\ncartas:\n  brazo-x: 40\n"}, (), Diag(
        "NM042", D, 2, 6, "el set «tt» no existe", "¿quisiste decir «t»?"), 1),
    "NM043": ({"ruleset.yaml": RULESET_TEXT.replace("copias_maximas: null", "copias_maximas: 3")
               .replace("minimo: 40", "minimo: 1"),
               "t/a.yaml": PART, "decks/d.yaml": DECK + "  brazo-x: 4\n"}, (), Diag(
        "NM043", D, 4, 12, "4 copias de «brazo-x»; el máximo es 3", "deja 3 copias como mucho"), 1),
    "NM044": ({"t/a.yaml": SUPPORT, "decks/d.yaml": DECK + "  apoyo-x: 40\n"}, (), Diag(
        "NM044", D, 3, 1, "el mazo no tiene ninguna Parte",
        "la partida empieza colocando una Parte en el Torso (reglamento 5.1): añade Partes"), 1),
    "NM045": ({"t/a.yaml": PART.replace("pg: 3", "pg: 25"), "decks/d.yaml": DECK + "  brazo-x: 40\n"},
              ("cards/decks/d.yaml",), Diag(
        "NM045", D, 4, 3, "la carta «brazo-x» tiene errores: el mazo no se puede usar",
        "corrige antes la carta en cards/t/a.yaml"), 1),
    "NM046": ({"t/a.yaml": PART, "u/set.yaml": "codigo: u\nnombre: U\nversion: 1\n", "u/a.yaml": PART,
               "decks/d.yaml": "nombre: D\ncartas:\n  brazo-x: 40\n"}, (), Diag(
        "NM046", D, 3, 3, "la carta «brazo-x» está en varios sets: «t» y «u»", "escribe «t/brazo-x» o «u/brazo-x»"), 1),
    "NM047": (dict(PRUEBA, **{"decks/d.yaml": PRUEBA_DECK + "  lacayo: 2\n"}), (), Diag(
        "NM047", D, 3, 1, "la sección «Enemigos» tiene 2 cartas; debe tener exactamente 4", "añade cartas de esa sección"),
        1),
    "NM048": (dict(PRUEBA, **{"decks/d.yaml": "nombre: D\ncartas:\n  tajo: 2\n  bloqueo: 6\n  lacayo: 2\n  verdugo: 2\n"}), (),
              Diag("NM048", D, 1, 1, "el mazo no dice su personaje (un Héroe)", "añade «personaje: <id>»; hay: alicia"),
              1),
    "NM049": (dict(PRUEBA, **{"t/heroe2.yaml": HERO.replace("alicia", "medusa").replace("Alicia", "Medusa"),
                              "decks/d.yaml": PRUEBA_DECK.replace("alicia", "medusa") + "  lacayo: 2\n  verdugo: 2\n"}), (), Diag(
        "NM049", D, 4, 3, "la carta «tajo» es de «Alicia», no de «Medusa»", "quita la carta o cambia «personaje»"), 1),
    "NM007": ({"t/a.yaml": PART.replace("pg: 3", "pg: .inf")}, (), Diag(
        "NM007", A, 5, 5, "«.inf» no es un número finito", "escribe un número (los .nan y .inf no valen)"), 1),
    "NM050": ({"t/a.yaml": PART + "arte: ../x.png\n", "x.png": b"png"}, (), Diag(
        "NM050", A, 11, 7, "el arte «../x.png» queda fuera de la carpeta del set",
        "pon la imagen dentro de la carpeta del set y usa una ruta relativa sin «..»"), 1),
    "NM051": ({"t/a.yaml": PART + "arte: x.png\n"}, (), Diag(
        "NM051", A, 11, 7, "no existe la imagen «x.png»",
        "comprueba el nombre del archivo; se imprimirá un marco vacío en su lugar", "warning"), 0),
    "NM052": ({"t/a.yaml": PART + "arte: x.png\n", "t/x.png": b"png"}, (), Diag(
        "NM052", A, 11, 7, "el arte «x.png» no es una imagen (PNG, JPEG, GIF, WebP, AVIF o SVG)",
        "usa una imagen PNG, JPEG, GIF, WebP, AVIF o SVG de la carpeta del set, de como mucho 40 millones de píxeles"), 1),
    "NM053": ({"t/a.yaml": PART.replace("Brazo X", "Brazo Articulado del Gran Ingeniero Supremo de la Ciudad")}, (), Diag(
        "NM053", A, 2, 9, "el nombre «Brazo Articulado del Gran Ingeniero Supremo de la Ciudad» no cabe en su línea de "
        "la cara de una Parte ni a 6 pt: se cortará", "acorta el nombre o usa palabras más cortas", "warning"), 0),
    "NM054": ({"t/a.yaml": PART + "habilidades:\n" + '  - etiqueta: normal\n    texto: "CAR 1 | Selecciona una Parte de '
               'tu oponente; hazle 2 puntos de daño"\n' * 8}, (), Diag(
        "NM054", A, 11, 1, "el texto «NORMAL CAR 1 | Selecciona una Parte de tu oponent…» no cabe en su caja de la cara "
        "de una Parte ni a 4,5 pt: se saldrá de ella",
        "acorta el texto: en la caja de la cara no cabe más a un cuerpo legible", "warning"), 0),
    "NM055": ({"t/a.yaml": PART + "arte: x.png\n", "t/x.png": SQUARE_PNG}, (), Diag(
        "NM055", A, 11, 7, "el arte «x.png» mide 1 × 1 (proporción 1:1) y su marco en una Parte mide 55,7 × 27,4 mm "
        "(2,03:1): se recortará por arriba y abajo",
        "recórtala a 2,03:1 (a 300 ppp, 658 × 324 px) o elige qué parte se ve con «arte_posicion» (p. ej. «50% 20%»)",
        "warning"), 0),
    "NM060": ({"t/a.yaml": PART, "suelta.yaml": SUPPORT}, ("cards/suelta.yaml",), Diag(
        "NM060", "cards/suelta.yaml", 1, 1, "el archivo no está dentro de un set",
        "las cartas van en una carpeta con «set.yaml» (codigo, nombre, version)"), 1),
    "NM062": ({"t/a.yaml": PART, "u/set.yaml": "codigo: t\nnombre: U\nversion: 1\n"}, (), [Diag(
        "NM062", f"cards/{mine}/set.yaml", 1, 9, f"el código de set «t» también lo usa «cards/{other}», así que no se "
        "usa ninguno", "cada set necesita un «codigo» distinto: cambia uno, o saca de la carpeta de cartas la copia "
        "que sobra") for mine, other in (("t", "u"), ("u", "t"))], 1),
    "NM056": ({"t/a.yaml": with_ability(PART, "Relámpago", "CAR 1 | Roba una carta")}, (), Diag(
        "NM056", A, 12, 15, "«Relámpago» se lee como «relampago»",
        "escribe «relampago», como lo escriben el paquete y los esquemas del editor", "warning"), 0),
    "NM063": ({"t/a.yaml": PART, "t/notas.txt": "id: [\n"}, ("cards/t/notas.txt",), Diag(
        "NM063", "cards/t/notas.txt", 1, 1, "el archivo no es YAML",
        "las cartas, sets, mazos y el reglamento son archivos .yaml o .yml"), 1),
    "NM085": ({"ruleset.yaml": RULESET_TEXT.replace("gana +{N} DEF", "gana +{N} DEFENSIVA"), "t/a.yaml": PART}, (),
              Diag("NM085", "cards/ruleset.yaml", RULESET_TEXT[:RULESET_TEXT.index("gana +{N} DEF")].count("\n") + 1,
                   36, "no se esperaba «DEFENSIVA»; se esperaba «DEF», «CAR», «FUE», «VEL», «PG máximo», «PG máximos» o «PG»",
                   # no false friend («Ser el atacante o el defensor» by the stem «defen»): the word is not the language's
                   "se entiende hasta «Esta Parte gana +1»; no se entiende «DEFENSIVA»; ninguna construcción del "
                   "lenguaje se le parece y «DEFENSIVA» no es palabra suya: no existe aún; mientras tanto, marca la "
                   "habilidad con «prototipo: true» (se imprime tal cual y no se juega)"), 1),
    "NM087": ({"ruleset.yaml": RULESET_TEXT.replace("\nnismatch:", "\nnismatch:\n  lexico: {palabras: {zas: haz pum}}", 1),
               "t/a.yaml": PART}, (), Diag(
        "NM087", "cards/ruleset.yaml", RULESET_TEXT[:RULESET_TEXT.index("\nnismatch:")].count("\n") + 3, 28,
        "«haz pum» no está escrito con palabras del lenguaje",
        "escribe la lectura como en docs/ability-language.md, p. ej. «contador»"), 1),
    "NM086": ({"t/a.yaml": with_ability(PART, "normal", "Blindaje 2")}, (), Diag(
        "NM086", A, 12, 15, "«Blindaje» es una habilidad Pasiva",
        "pon «etiqueta: pasiva» (así la declara el reglamento del juego)"), 1),
    "NM119": ({"t/a.yaml": PART, "schemas/card.schema.json": '{"$id": "urn:nismatch-cards:schema:nismatch:card"}\n'},
              (), Diag("NM119", "cards/schemas/card.schema.json", 1, 1, "el esquema está desactualizado: el paquete "
                       "«nismatch» cambió después de exportarlo, y el editor comprueba las cartas con reglas que ya "
                       "no son las suyas", "vuelve a exportarlo: nismatch esquemas --cartas cards --salida "
                       "cards/schemas", "warning"), 0),
    "NM147": ({"ruleset.yaml": 'paquete: nismatch\nversion_paquete: "1.0"\ntipos:\n  parte: null\n', "t/a.yaml": PART},
              (), Diag("NM147", "cards/ruleset.yaml", 4, 3, "una capa no puede quitar «tipos.parte» del paquete "
                       "«nismatch»", "una capa solo añade y amplía: el motor, la gramática y las plantillas del paquete "
                       "cuentan con lo que declara; si no lo usas, no lo escribas en tus cartas (un campo se hace "
                       "opcional con «obligatorio: false»)"), 1),
    "NM148": ({"ruleset.yaml": 'paquete: nismatch\nversion_paquete: "1.0"\ntipos:\n  parte:\n    campos:\n'
                               "      pg: {tipo: texto}\n", "t/a.yaml": PART},
              (), Diag("NM148", "cards/ruleset.yaml", 6, 18, "una capa no puede cambiar la clase («tipo») del campo "
                       "«pg» del paquete «nismatch» (entero → texto)", "el motor, las plantillas y las cartas del "
                       "paquete leen «pg» con «tipo: entero»; para otra cosa añade un campo nuevo con otro nombre"), 1),
    "NM149": ({"ruleset.yaml": "paquete: nismatch\nmazos: {copias_maximas: 3}\n", "t/a.yaml": PART},
              (), Diag("NM149", "cards/ruleset.yaml", 1, 10, "la capa no dice para qué versión del paquete «nismatch» "
                       "se escribió", "añade «version_paquete: \"1.0\"» (la versión de ahora): así se te avisará de "
                       "lo que el paquete cambie después"), 1),
    "NM065": ({"t/a.yaml": PART.replace("brazo-x", "a-c"), "t-a/set.yaml": "codigo: t-a\nnombre: U\nversion: 1\n",
               "t-a/c.yaml": PART.replace("brazo-x", "c")}, (), Diag(
        "NM065", "cards/t-a/c.yaml", 1, 1, "la carta «c» del set «t-a» y la carta «a-c» del set «t» se publicarían "
        "con el mismo nombre (carta-t-a-c.html)", "cambia uno de los dos ids"), 1),
    "NM202": ({"t/a.yaml": PART, "t-caras-1/set.yaml": "codigo: t-caras-1\nnombre: U\nversion: 1\n",
               "t-caras-1/c.yaml": PART.replace("brazo-x", "c")}, (), Diag(
        "NM202", "cards/t-caras-1/set.yaml", 1, 9, "el set «t-caras-1» y el set «t» escribirían el mismo archivo de "
        "Tabletop Simulator (png/tts/t-caras-1.png): uno borraría el otro", "cambia el «codigo» de uno de los dos"), 1),
    "NM203": ({"t/a.yaml": with_ability(PART, "normal", "CAR 1 | Roba una carta. Relámpago.")}, (), Diag(
        "NM203", A, 13, 37, "el texto dice que la habilidad es Relámpago y su etiqueta, Normal",
        "deja una sola: quita «Relámpago» del texto, o pon «etiqueta: relampago» (dicen lo mismo)"), 1),
    "NM204": ({"t/a.yaml": PART + 'habilidades:\n  - texto: "CAR 1 | Roba una carta"\n'}, (), Diag(
        "NM204", A, 12, 5, "la habilidad no dice su etiqueta (reglamento 3.3)",
        "pon «etiqueta:» (pasiva, normal, relampago, guerrilla, disparado) o escríbela al principio del texto: "
        "«Relámpago. CAR 1 | …»"), 1),
    "NM205": ({"t/a.yaml": SUPPORT + 'habilidades:\n  - texto: "Guerrilla. CAR 1 | Roba una carta"\n'}, (), Diag(
        "NM205", A, 6, 13, "el texto dice que la habilidad es Guerrilla, y una Carta de Apoyo no tiene habilidades "
        "Guerrilla", "una habilidad de una Carta de Apoyo es «Normal» o «Relámpago»: escribe una de ellas, o quítala "
        "del texto"), 1),
    "NM242": ({"t/a.yaml": PART + "ambientacion:\n"}, (), Diag(
        "NM242", A, 11, 1, "«ambientacion» (Ambientación) está en blanco; se lee como si no estuviera y la carta se "
        "imprime sin él", "escribe su valor («ambientacion: …») o quita la línea", "warning"), 0),
    # a Pasiva written for its Parte in a Taller whose effect is not played from there (docs/rulings.md 193)
    "NM225": ({"t/a.yaml": with_ability(PART, "pasiva", "Mientras esta Parte esté en un Taller; tus Cartas de Apoyo "
                                                       "cuestan 1 CAR menos")}, (),
              Diag("NM225", A, 13, 52, "desde un Taller, una Pasiva solo cambia las estadísticas de tu Unidad, lo que "
                   "se repara en los Talleres o la Carga de tus Partes equipadas: esto no se juega mientras esta Parte "
                   "esté en un Taller", "escribe algo como «Mientras esta Parte esté en un Taller, tu Unidad tiene +1 "
                   "DEF», o quita «en un Taller»"), 1),
}


#: the codes of ``nismatch import`` (a spreadsheet, not YAML files): pinned in tests/sheets/
SHEET_CODES = {"NM073", "NM074", "NM075", "NM076", "NM077", "NM078", "NM079"}


def test_the_catalogue_covers_every_code():
    # NM064: links, which a dict of files cannot make (tests/security/test_links_in_the_cards.py); NM150: a
    # newer bundled pack, which only a copy of packs/ can be (tests/packs/test_overlays.py); NM174–NM176: boxes of
    # the Mamlejet, Knockdown and Unmatched packs, pinned with their text and place in tests/packs/test_drafts.py
    # and tests/packs/test_unmatched.py; NM198–NM201, NM243: faces laid out, pinned on a new game's template in
    # tests/validation/test_drawn_faces.py; NM195–NM197, NM215–NM216: Unmatched texts, pinned with their text and place in
    # tests/unmatched/test_designer_texts.py; NM234–NM236: in tests/unmatched/test_designer_texts_u3.py
    assert set(CATALOGUE) | {"NM061", "NM064", "NM150", "NM174", "NM175", "NM176", "NM195", "NM196", "NM197",
                             "NM198", "NM199", "NM200", "NM201", "NM215", "NM216", "NM234", "NM235",
                             "NM236", "NM243"} | SHEET_CODES == set(CODES)


@pytest.mark.parametrize("code", sorted(CATALOGUE))
def test_code(card_set, code):
    files, paths, expected, exit_code = CATALOGUE[code]
    card_set(files)
    faces = ("--caras",) if code in ("NM053", "NM054") else ()  # drawing the faces is asked for
    run = validate(*faces, *(paths or ("cards",)))
    assert run.diagnostics == (expected if isinstance(expected, list) else [expected])
    assert run.exit_code == exit_code


def test_nm061(project):
    project({})
    diagnostics = load([Path("falta.yaml")]).diagnostics
    assert [(d.code, d.file, d.line, d.column, d.message, d.hint, d.severity) for d in diagnostics] == [
        ("NM061", "falta.yaml", 1, 1, "la ruta no existe", "indica una carpeta de cartas, un set o archivos YAML",
         "error")]


@pytest.mark.parametrize("code", sorted(CODES))
def test_every_code_has_a_name(code):
    assert CODES[code] and CODES[code] == CODES[code].lower() and " " not in CODES[code]


@pytest.mark.parametrize("tag, text, expected, exit_code", [
    ("relampago", "CAR 1 | Dos veces por turno; roba una carta", Diag(
        "NM088", A, 13, 21, "el texto permite 2 usos por turno y la etiqueta Relámpago, una vez: vale el texto "
        "(reglamento 3.2 (5), docs/rulings.md 43)", "si querías una vez por turno, quita el límite del texto",
        "warning"), 0),
    ("normal", "CAR 1 | Una vez por turno; roba una carta. Solo una vez por turno", Diag(
        "NM088", A, 13, 56, "el límite de usos por turno está escrito dos veces",
        "escríbelo una sola vez, al principio («Una vez por turno; …») o al final"), 1),
])
def test_nm088_the_texts_limit_against_the_tag(card_set, tag, text, expected, exit_code):
    """«Una vez por turno» in the text (docs/rulings.md 43): the place of the limit at fault, the warning when the
    text allows more than the etiqueta."""
    card_set({"t/a.yaml": with_ability(PART, tag, text)})
    run = validate("cards")
    assert run.diagnostics == [expected]
    assert run.exit_code == exit_code


@pytest.mark.parametrize("tag, text", [
    ("disparado", "Una vez por turno; Cuando robes una carta; gana 1 CAR"),
    ("disparado", "Cuando robes una carta; gana 1 CAR. Solo una vez por turno"),
    ("normal", "CAR 1 | Una vez por turno; roba una carta"),
])
def test_a_limit_the_tag_agrees_with_is_valid(card_set, tag, text):
    card_set({"t/a.yaml": with_ability(PART, tag, text)})
    run = validate("cards")
    assert run.diagnostics == [] and run.exit_code == 0


@pytest.mark.parametrize("card, expected", [
    (PART + 'habilidades:\n  - texto: "Relámpago. CAR 1 | Roba una carta"\n', []),
    (PART + 'habilidades:\n  - texto: "CAR 1 | Roba una carta (Relámpago)"\n', []),
    (with_ability(PART, "relampago", "Relámpago. CAR 1 | Roba una carta"), []),
    (with_ability(PART, "pasiva", "Tu Unidad gana +1 DEF. Pasiva."), []),
    (PART + 'habilidades:\n  - texto: "Blindaje 1"\n', []),  # a keyword's own etiqueta
    (with_ability(PART, "guerrilla", "CAR 1 | Normal: roba una carta"), [Diag(
        "NM203", A, 13, 21, "el texto dice que la habilidad es Normal y su etiqueta, Guerrilla",
        "deja una sola: quita «Normal:» del texto, o pon «etiqueta: normal» (dicen lo mismo)")]),
    (PART + 'habilidades:\n  - texto: "CAR 1 | algo libre"\n    prototipo: true\n', [Diag(
        "NM204", A, 12, 5, "la habilidad no dice su etiqueta (reglamento 3.3)",
        "pon «etiqueta:» (pasiva, normal, relampago, guerrilla, disparado) o escríbela al principio del texto: "
        "«Relámpago. CAR 1 | …»"), Diag(
        "NM084", A, 12, 12, "habilidad prototipo: se imprime tal cual y en la partida solo paga su coste",
        "cuando la idea esté decidida, escríbela en el lenguaje de habilidades y quita «prototipo: true»", "warning")]),
])
def test_the_etiqueta_written_in_the_text_is_the_cards(card_set, card, expected):
    """«Relámpago. CAR 1 | …» with no ``etiqueta`` is a Relámpago; with one, both must agree (docs/rulings.md 172)."""
    card_set({"t/a.yaml": card})
    run = validate("cards")
    assert run.diagnostics == expected
    assert run.exit_code == (1 if any(d.severity == "error" for d in expected) else 0)
