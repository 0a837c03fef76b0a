"""Error messages of the ability parser: exact text, 1-based column and hint.

Each message is pinned as the parser prints it, after checking that it is right and useful to a
card designer who reads Spanish: it points at the word at fault, says what fits there (the closest
words first after a misspelling), and ends in a hint — a close keyword, the wording the language
uses for a common way of saying something, or a plain «el lenguaje no tiene …».
"""
from __future__ import annotations

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse

CASES = [
    ('CAR 1 | Elige uno roba 2 cartas o gana 2 CAR',
     19, 'no se esperaba «roba»; se esperaba «:»',
     '¿quisiste decir: «CAR 1 | Elige uno: roba 2 cartas o gana 2 CAR»?'),
    ('CAR 1 | Elige uno: roba 2 cartas',
     33, 'el texto acaba antes de tiempo; se esperaba «,», «o», «por cada» o «y»',
     'completa la habilidad: «[CAR n |] requisito; … ; efecto»'),
    ('CAR 1 | Selecciona una Prte; hazle 2 puntos de daño',
     24, 'no se esperaba «Prte»; se esperaba «Parte», «Partes», «carta», «cartas», «Carta de Apoyo», «de», «Cartas de Apoyo», «marcha» u otras',
     '¿quisiste decir: «CAR 1 | Selecciona una Parte; hazle 2 puntos de daño»?'),
    ('Seleciona una Parte; destrúyela',
     1, 'no se esperaba «Seleciona»; se esperaba «selecciona», «el resto», «solo», «desactiva», «elige uno», «busca», «copia», «envía» u otras',
     '¿quisiste decir: «Selecciona una Parte; destrúyela»?'),
    ('SELECIONA una Parte; destrúyela',
     1, 'no se esperaba «SELECIONA»; se esperaba «selecciona», «el resto», «solo», «desactiva», «elige uno», «busca», «copia», «envía» u otras',
     '¿quisiste decir: «Selecciona una Parte; destrúyela»?'),
    ('Selecciona una Parte; destruyla',
     23, 'no se esperaba «destruyla»; se esperaba «destrúyela», «destrúyelas», «destrúyelo», «destruye», «destrúyelos», «muéstrala», «descártala», «muéstralas» u otras',
     '¿quisiste decir: «Selecciona una Parte; destrúyela»?'),
    ('Selecciona una Parte; Destruyla',
     23, 'no se esperaba «Destruyla»; se esperaba «destrúyela», «destrúyelas», «destrúyelo», «destruye», «destrúyelos», «muéstrala», «descártala», «muéstralas» u otras',
     '¿quisiste decir: «Selecciona una Parte; destrúyela»?'),
    ('Si tu oponente activa una habilidad o Carta de Apoyo; niegalla',
     55, 'no se esperaba «niegalla»; se esperaba «niégala», «niegalas», «niégalo», «niega», «niegalos», «envíala», «envíalas», «añádela» u otras',
     '¿quisiste decir: «Si tu oponente activa una habilidad o Carta de Apoyo; niégala»?'),
    ('roba tress cartas',
     6, 'no se esperaba «tress»; se esperaba «cartas», «tantas», «carta», «X» o un número',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Tener cartas» («CAR 1 | Si tienes 3 o más Partes equipadas; roba una carta»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('roba Dso cartas',
     6, 'no se esperaba «Dso»; se esperaba «cartas», «tantas», «carta», «X» o un número',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Tener cartas» («CAR 1 | Si tienes 3 o más Partes equipadas; roba una carta»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('roba una karta',
     10, 'no se esperaba «karta»; se esperaba «carta» o «cartas»',
     '¿quisiste decir: «Roba una carta»?'),
    ('Selecciona una Parte; destrúyela y muévela al Tallr',
     47, 'no se esperaba «Tallr»; se esperaba «Taller» o «Depósito de Chatarra»',
     '¿quisiste decir: «Selecciona una Parte; destrúyela y muévela al Taller»?'),
    ('Selecciona una Parte; envíala al Depósito de Chatara',
     46, 'no se esperaba «Chatara»; se esperaba «Chatarra»',
     '¿quisiste decir: «Selecciona una Parte; envíala al Depósito de Chatarra»?'),
    # a term of several words that the text leaves further on: at the word that differs, naming every
    # term those words start (it said «no se esperaba «final»; se esperaba «final»»)
    ('CAR 1 | Tu Unidad gana +2 FUE hasta el final de tu turno',
     52, 'no se esperaba «turno»; se esperaba «próximo»',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Duración» («CAR 1 | Tu Unidad gana +2 FUE hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Tu Unidad gana +2 FUE hasta el final',
     45, 'el texto acaba antes de tiempo; se esperaba «del»',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Duración» («CAR 1 | Tu Unidad gana +2 FUE hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    # a whole term that cannot stand there: what can (it said «se esperaba «demás»» at «demás»)
    ('Todas las otras Partes tuyas ganan +1 DEF',
     11, 'no se esperaba «otras»; se esperaba «Torso», «Brazos», «cartas», «Torsos», «marchas», «Piernas», «Botín de Guerra», «Brazo» u otras',
     'escribe «todas las demás Partes» (todas menos la carta de esta habilidad); el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Haber cartas» («CAR 2 | Si hay 4 o más Partes dañadas; destruye todas las Partes dañadas»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    # errors are told in the order written: «de» before the unknown «cualquiera» (it said «cualquiera» first)
    ('CAR 1 | Haz 3 daño a una Parte',  # «3 de daño» reads as «3 puntos de daño» (lexicon, constructs/parts_wording.py)
     15, 'no se esperaba «daño»; se esperaba «punto de daño» o «puntos de daño»',
     'el daño se cuenta en puntos: «3 puntos de daño», «1 punto de daño»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Si no sale ninguna» («CAR 0 | Tira un dado: si sale 1 o 2, haz 2 puntos de daño a esta Parte; si no, gana 2 CAR»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    # a «;» left out, or written as «,»
    ('CAR 1 | Selecciona una Parte Hazle 2 puntos de daño',
     30, 'no se esperaba «Hazle»; se esperaba «;», «activa», «activas», «activo», «activos», «al azar», «con», «con contadores» u otras',
     '¿quisiste decir: «CAR 1 | Selecciona una Parte; hazle 2 puntos de daño»?'),
    ('CAR 1 | Roba 2 cartas hazle',
     23, 'no se esperaba «hazle»; se esperaba «,», «.», «al final del», «por cada», «y» o el final del texto',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Si queda destruida» («CAR 4 | Selecciona una Parte de tu oponente; hazle 4 puntos de daño y si queda destruida, roba una carta»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    # a plural subject takes a plural verb, and the hint of «pierde» covers «pierden»
    ('Todas tus Partes pierden -1 DEF hasta el final del turno',
     26, 'no se esperaba «-»; se esperaba «CAR», «DEF», «FUE», «PG», «tanta», «tanto», «tantos», «VEL» u otras',
     '«pierde» lleva el número sin signo: «pierde 1 FUE»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Turno» («CAR 1 | Si no es tu turno; tu Unidad gana +2 DEF hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    # ways of saying something over several words: the wording the language uses (hints.PHRASES)
    ('Tus Partes cuestan 1 CAR menos',
     12, 'no se esperaba «cuestan»; se esperaba «en»',
     'un cambio de coste es una Pasiva sobre habilidades o Cartas de Apoyo: «Tus Cartas de Apoyo cuestan 1 CAR menos», «Las habilidades de las Partes de tu oponente cuestan 1 CAR más»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Cambiar el coste» («Tus Cartas de Apoyo cuestan 1 CAR menos»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 2 | Cuando tu oponente ataque; hazle 1 punto de daño',
     28, 'no se esperaba «ataque»; se esperaba «activa», «active», «equipe», «descarta», «descarte», «gana», «gane», «equipa» u otras',
     'una Guerrilla se declara: «Cuando tu oponente declare una Guerrilla; …»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Cuando un piloto hace algo» («Cuando tu oponente declare una Guerrilla; tu Unidad gana +1 DEF hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Si tienes al menos 3 cartas en tu mano; roba una carta',
     19, 'no se esperaba «al»; se esperaba «exactamente», «más», «menos» o un número',
     'escribe «3 o más»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Condición» («CAR 1 | Si tienes 2 o menos cartas en tu mano; roba 2 cartas»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Tira un dado: si sale más de 3, roba una carta',
     31, 'no se esperaba «más»; se esperaba «entre», «exactamente» o un número',
     '«más de 3» se escribe «4 o más»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Tirar un dado» («CAR 1 | Selecciona una Parte de tu oponente; tira un dado: si sale 4 o más, hazle 3 puntos de daño»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Si tienes menos de 3 cartas en tu mano; roba una carta',
     17, 'no se esperaba «de»; se esperaba «Botín de Guerra», «Botines de Guerra», «carta», «Carta de Apoyo», «cartas», «Cartas de Apoyo», «habilidad», «habilidades» u otras',
     '«menos de 3» se escribe «2 o menos»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Condición» («CAR 1 | Si tienes 2 o menos cartas en tu mano; roba 2 cartas»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Intercambia una Parte equipada con una Parte de tu Taller',
     48, 'no se esperaba «Parte»; se esperaba «contador», «contadores», «o», «PG máximo o más», «PG máximo o menos», «PG máximos o más», «PG máximos o menos», «PG o más» u otras',
     'escribe «intercambia … por …»: «intercambia una Parte equipada por una Parte de tu Taller»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Intercambiar» («CAR 1 | Intercambia esta Parte por una Parte de tu mano»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Selecciona una Parte de tu oponente; pierde todas sus habilidades',
     59, 'no se esperaba «sus»; se esperaba «las»',
     'el lenguaje aún no tiene quitar las habilidades de una carta (lo más cercano es «desactívala»): escribe la idea como habilidad prototipo (prototipo: true) mientras se decide cómo expresarla'),
    ('CAR 1 | Selecciona una Parte; devuélvela a su mano',
     44, 'no se esperaba «su»; se esperaba «la», «los», «tu» o «una»',
     'escribe «a la mano de su dueño»: «devuélvela a la mano de su dueño»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Intercambiar» («CAR 1 | Intercambia esta Parte por una Parte de tu mano»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    # a bare number in a condition has no reading: the hint says how to write it (issue 26)
    ('Mientras tengas 4 Botines de Guerra, tu Unidad tiene +1 FUE.',
     36, 'no se esperaba «,»; se esperaba «a la que», «a las que», «a los que», «activa», «activas», «activo», «activos», «al azar» u otras',
     'escribe «N o más», «N o menos» o «exactamente N»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Estadística de tu Unidad» («CAR 1 | Si tu Unidad tiene 4 o más FUE; roba una carta»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    # «añade N CAR» reads as «gana» (constructs/effects_control.py); a Parte that «genera» Carga as an effect does not
    ('CAR 1 | Genera 3 CAR',
     9, 'no se esperaba «Genera»; se esperaba «+», «-», «activa», «actívala», «actívalas», «actívalo», «actívalos», «al comienzo de» u otras',
     'un piloto gana Carga con «gana»: «gana 2 CAR»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Más o menos Carga por cada …» («Esta Parte genera 1 CAR más por cada Parte tuya activa de tipo Gastador equipada hasta un máximo de 3»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Al principio de tu turno; gana 1 CAR',
     4, 'no se esperaba «principio»; se esperaba «inicio»',
     'escribe «Al comienzo de tu turno»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Turno» («CAR 1 | Si no es tu turno; tu Unidad gana +2 DEF hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Cuando juegues una Carta de Apoyo; roba una carta',
     8, 'no se esperaba «juegues»; se esperaba «ganes», «envies», «es», «equipes», «declares», «el resto», «reclames», «robes» u otras',
     'una Carta de Apoyo se activa: «Cuando actives una Carta de Apoyo; …», «Cuando tu oponente active …»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Si tu oponente activa…» («CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Tu rival descarta una carta',
     12, 'no se esperaba «rival»; se esperaba «CAR», «decides», «DEF», «eliges», «FUE», «PG», «Unidad» o «VEL»',
     'escribe «tu oponente»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Ganar o perder Carga» («CAR 1 | Descarta una Parte; gana 3 CAR»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Selecciona una Parte; hazle 2 puntos de dañoo',
     49, 'no se esperaba «dañoo»; se esperaba «daño»',
     '¿quisiste decir: «CAR 1 | Selecciona una Parte; hazle 2 puntos de daño»?'),
    ('Selecciona una Parte; Hazle Dos Puntos De Dañito',
     43, 'no se esperaba «Dañito»; se esperaba «daño»',
     '¿quisiste decir: «Selecciona una Parte; hazle 2 puntos de daño»?'),
    ('roba 2 Partes',
     8, 'no se esperaba «Partes»; se esperaba «carta» o «cartas»',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Tener cartas» («CAR 1 | Si tienes 3 o más Partes equipadas; roba una carta»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 Selecciona una Parte; hazle 2 puntos de daño',
     7, 'no se esperaba «Selecciona»; se esperaba «|»',
     '¿quisiste decir: «CAR 1 | Selecciona una Parte; hazle 2 puntos de daño»?'),
    ('Selecciona una Parte; destrúyela Selecciona',
     34, 'no se esperaba «Selecciona»; se esperaba «,», «.», «al final del», «y» o el final del texto',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Destruir» («CAR 4 | Selecciona una Parte de tu oponente; destrúyela»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('gana once CAR',
     6, 'no se esperaba «once»; se esperaba «CAR», «tanta», «tantos», «+», «-», «la partida», «X» o un número',
     '¿quisiste decir: «Gana 11 CAR»?'),
    ('Selecciona Partes; hazle 1 punto de daño',
     12, 'no se esperaba «Partes»; se esperaba «a», «al», «cada», «el», «el primer», «el resto», «esta carta», «esta Parte» u otras',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Hacer daño» («CAR 1 | Selecciona una Parte de tu oponente dañada; hazle 1 punto de daño»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Selecciona hasta Partes; destrúyelas',
     18, 'no se esperaba «Partes»; se esperaba un número',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Activar» («CAR 1 | Selecciona hasta 2 Partes tuyas desactivadas; actívalas»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('roba cartas',
     12, 'el texto acaba antes de tiempo; se esperaba «igual a», «igual a la mitad del resultado», «igual al número de» o «igual al resultado»',
     'di cuántas: «roba 2 cartas», «roba cartas igual al número de …» o «… igual a la VEL de tu Unidad»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Tener cartas» («CAR 1 | Si tienes 3 o más Partes equipadas; roba una carta»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Descarta carta; roba una carta',
     10, 'no se esperaba «carta»; se esperaba «cada», «el», «el primer», «el resto», «esta carta», «esta Parte», «hasta», «la» u otras',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Ganar o perder Carga» («CAR 1 | Descarta una Parte; gana 3 CAR»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Si tienes o más cartas en tu mano; roba una carta',
     11, 'no se esperaba «o»; se esperaba «exactamente», «más», «menos» o un número',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Tener cartas» («CAR 1 | Si tienes 3 o más Partes equipadas; roba una carta»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Tu Unidad gana + DEF',
     18, 'no se esperaba «DEF»; se esperaba un número',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Turno» («CAR 1 | Si no es tu turno; tu Unidad gana +2 DEF hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Si tu oponente activa habilidad; niégala',
     23, 'no se esperaba «habilidad»; se esperaba «una»',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Si tu oponente activa…» («CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Cuando tu oponente declare Guerrilla; roba una carta',
     28, 'no se esperaba «Guerrilla»; se esperaba «una»',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Cuando un piloto hace algo» («Cuando tu oponente declare una Guerrilla; tu Unidad gana +1 DEF hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Selecciona una Parte; muévela a Taller',
     33, 'no se esperaba «Taller»; se esperaba «la», «los», «tu» o «un»',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Seleccionar» («CAR 1 | Selecciona una Parte; muévela al Taller»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | roba 150 cartas',
     14, 'el número «150» es demasiado grande',
     'usa un número entre 0 y 99; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Tener cartas» («CAR 1 | Si tienes 3 o más Partes equipadas; roba una carta»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Selecciona una Parte tuya de tu oponente; destrúyela',
     27, 'la selección tiene dos filtros que chocan: «tuya» y «de tu oponente»',
     'deja uno solo de los dos; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Hacer daño» («CAR 1 | Selecciona una Parte de tu oponente dañada; hazle 1 punto de daño»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Selecciona una Parte tuya tuya; actívala',
     27, 'la selección repite el filtro «tuya»',
     'escríbelo una sola vez; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Reparar» («CAR 1 | Selecciona una Parte tuya dañada; repárale 2 PG»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Selecciona una Parte de tipo Brazo de tipo Cabeza; destrúyela',
     36, 'la selección tiene dos filtros que chocan: «de tipo Brazo» y «de tipo Cabeza»',
     'deja uno solo de los dos; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Desactivar» («CAR 2 | Selecciona una Parte de tu oponente de tipo Cabeza; desactívala»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Selecciona una Parte; hazle 2 puntos de',
     48, 'el texto acaba antes de tiempo; se esperaba «daño»',
     'completa la habilidad: «[CAR n |] requisito; … ; efecto»'),
    ('CAR 1 |',
     8, 'el texto acaba antes de tiempo; se esperaba «+», «-», «activa», «actívala», «actívalas», «actívalo», «actívalos», «al comienzo de» u otras',
     'completa la habilidad: «[CAR n |] requisito; … ; efecto»'),
    ('  ',
     1, 'el texto de la habilidad está vacío',
     'escribe la habilidad: «[CAR n |] requisito; … ; efecto»'),
    ('roba ² cartas',
     6, 'no se esperaba «²»; se esperaba «carta», «cartas», «tantas», «X» o un número',
     'escribe los números con las cifras 0 a 9; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Tener cartas» («CAR 1 | Si tienes 3 o más Partes equipadas; roba una carta»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('roba ３ cartas',
     6, 'no se esperaba «３»; se esperaba «carta», «cartas», «tantas», «X» o un número',
     'escribe los números con las cifras 0 a 9; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Tener cartas» («CAR 1 | Si tienes 3 o más Partes equipadas; roba una carta»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Selecciona una Parte; previene 2 puntos de daño',
     40, 'no se esperaba «2»; se esperaba «el próximo punto de daño» o «los próximos»',
     'escribe «previene los próximos N puntos de daño que reciba …»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Prevenir daño» («CAR 1 | Selecciona una Parte tuya; previene los próximos 3 puntos de daño que reciba hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Esta Parte es inmune',
     15, 'no se esperaba «inmune»',
     'usa «tu oponente no puede seleccionar esta Parte»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Selecciona una Parte; evita 2 puntos de daño',
     31, 'no se esperaba «evita»; se esperaba «+», «-», «activa», «actívala», «actívalas», «actívalo», «actívalos», «al comienzo de» u otras',
     'usa «previene los próximos N puntos de daño que reciba …»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Prevenir daño» («CAR 1 | Selecciona una Parte tuya; previene los próximos 3 puntos de daño que reciba hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Lanza una moneda: si sale cara, roba una carta',
     9, 'no se esperaba «Lanza»; se esperaba «gana», «añade», «ganas», «manda», «la», «añádelo», «haz», «las» u otras',
     'usa «tira un dado: si sale 4 o más, …»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Di un número» («CAR 2 | Selecciona una Parte de tu oponente; di un número del 1 al 6 y tira un dado: si sale ese número, destrúyela; si no, roba una carta»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Copia la última habilidad de tu oponente',
     18, 'no se esperaba «última»; se esperaba «habilidad», «carta», «habilidades», «cartas», «marcha», «marchas», «Botín de Guerra», «Botines de Guerra» u otras',
     'usa «Si tu oponente activa una habilidad; cópiala» (o «niégala») para la que acaba de activar; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Si tu oponente activa…» («CAR 1 | Si tu oponente activa una habilidad o Carta de Apoyo; niégala»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Gana el control de una Parte de tu oponente',
     17, 'el lenguaje no tiene tomar el control de cartas ajenas («control»)',
     'escribe la idea como habilidad prototipo (prototipo: true) mientras se decide cómo expresarla'),
    ('Mientras tengas 3 cartas; roba una carta',
     25, 'no se esperaba «;»; se esperaba «a la que», «a las que», «a los que», «activa», «activas», «activo», «activos», «al azar» u otras',
     'escribe «N o más», «N o menos» o «exactamente N»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Zonas equipadas» («Mientras tengas 2 o más Partes de tipo Pierna equipadas; tu Unidad gana +1 VEL»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Selecciona una Carta de Apollo de tu mano; descártala',
     25, 'no se esperaba «Apollo»; se esperaba «Apoyo»',
     'el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Elegir entre las cartas vistas» («CAR 3 | Selecciona a un oponente; mira todas las cartas de la mano de tu oponente, elige una Carta de Apoyo de ellas y envíala al Depósito de Chatarra»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Tu oponente pierde +1 FUE',
     20, 'no se esperaba «+»; se esperaba «CAR», «la partida», «tanta», «tantos», «X» o un número',
     '«pierde» lleva el número sin signo: «pierde 1 FUE»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «En una Guerrilla declarada» («CAR 2 | Si tu oponente te declara una Guerrilla; la Unidad de tu oponente pierde 2 FUE hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Tu oponente pierde 1 FUE',
     22, 'no se esperaba «FUE»; se esperaba «CAR»',
     'un piloto gana o pierde CAR; FUE, DEF y VEL son de su Unidad: «la Unidad de tu oponente pierde 1 FUE»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «En una Guerrilla declarada» («CAR 2 | Si tu oponente te declara una Guerrilla; la Unidad de tu oponente pierde 2 FUE hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Destruye al azar una Parte de tu oponente',
     18, 'no se esperaba «al»; se esperaba «cada», «el», «el primer», «el resto», «esta carta», «esta Parte», «hasta», «la» u otras',
     '«al azar» va al final de las cartas que se toman: «destruye una Parte de tu oponente al azar»; robar ya es al azar: «roba una carta»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Seleccionar a un piloto» («CAR 2 | Selecciona a un oponente; tu oponente descarta una carta al azar»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Roba una carta al azar',
     24, 'no se esperaba «al»; se esperaba «,», «.», «al final del», «por cada», «y» o el final del texto',
     '«al azar» va al final de las cartas que se toman: «destruye una Parte de tu oponente al azar»; robar ya es al azar: «roba una carta»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Tener cartas» («CAR 1 | Si tienes 3 o más Partes equipadas; roba una carta»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Cuando ganes la Guerrilla; roba una carta',
     14, 'no se esperaba «la»; se esperaba «una»',
     'escribe «Cuando ganes una Guerrilla; …» o «Cuando tu oponente gane una Guerrilla; …»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Cuando un piloto hace algo» («Cuando tu oponente declare una Guerrilla; tu Unidad gana +1 DEF hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Roba cartas igual a la FUE de la Unidad de tu oponente',
     36, 'no se esperaba «de la Unidad de tu oponente»; se esperaba «de»',
     'solo se cuenta una estadística de tu Unidad: «igual a la FUE de tu Unidad» (o DEF, o VEL); el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Copiar una estadística» («CAR 2 | La FUE de tu Unidad pasa a ser igual a la FUE de la Unidad de tu oponente hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Roba cartas igual a los PG de tu Unidad',
     36, 'no se esperaba «de tu Unidad»; se esperaba «actuales», «de» o «restantes»',
     'una Unidad tiene FUE, DEF y VEL: «igual a la FUE de tu Unidad»; el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Estadística de tu Unidad» («CAR 1 | Si tu Unidad tiene 4 o más FUE; roba una carta»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 3 | Selecciona una Parte de tu oponente; hazle tanto daño como PG tenga la Parte descartada',
     77, 'no se esperaba «la»; se esperaba «ella», «esa Parte», «esta Parte», «la Parte seleccionada» o «tu»',
     'el lenguaje aún no mide la Parte descartada ni la CAR que produce una carta; mide los PG, la FUE, la DEF o la VEL de esta Parte o de la nombrada antes («tanto daño como PG tenga esa Parte», «igual a sus PG», docs/rulings.md 130): escribe la idea como habilidad prototipo (prototipo: true) mientras se decide cómo expresarla'),
    ('CAR 1 | Descarta una Parte; gana tanta CAR como produce esa Parte',
     49, 'no se esperaba «produce»; se esperaba «Botín de Guerra», «Botines de Guerra», «carta», «Carta de Apoyo», «cartas», «Cartas de Apoyo», «contador», «contadores» u otras',
     'el lenguaje aún no mide la Parte descartada ni la CAR que produce una carta; mide los PG, la FUE, la DEF o la VEL de esta Parte o de la nombrada antes («tanto daño como PG tenga esa Parte», «igual a sus PG», docs/rulings.md 130): escribe la idea como habilidad prototipo (prototipo: true) mientras se decide cómo expresarla'),
    ('Las otras Partes tuyas ganan +1 DEF',
     5, 'no se esperaba «otras»; se esperaba «Partes», «Cartas de Apoyo», «habilidades» o un número',
     'escribe «todas las demás Partes» (todas menos la carta de esta habilidad); el lenguaje no lo dice así y ningún cambio pequeño lo arregla; la construcción más cercana es «Turno» («CAR 1 | Si no es tu turno; tu Unidad gana +2 DEF hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
]


@pytest.mark.parametrize("text, column, message, hint", CASES, ids=[c[0][:40] for c in CASES])
def test_error_message_column_and_hint(text, column, message, hint):
    with pytest.raises(AbilitySyntaxError) as caught:
        parse(text)
    error = caught.value
    assert (error.column, pinned(error.message, message), error.hint) == (column, message, hint)
    assert str(error) == f"columna {column}: {error.message}"


def pinned(actual: str, expected: str) -> str:
    """``actual`` as far as the test pins it: an open list («… u otras») only by its first word.

    The full list of words that fit grows with every construct of the language; what a designer
    relies on is the word at fault and the closest word the parser offers first.
    """
    if not expected.endswith(" u otras"):
        return actual
    head = expected.split("», «")[0]
    return expected if actual.startswith(head + "»") or actual.startswith(head + "» u otras") else actual


def test_a_filter_clash_is_reported_before_what_comes_after_it():
    with pytest.raises(AbilitySyntaxError) as caught:
        parse("Selecciona una Parte tuya de tu oponente; hazle 999 puntos de daño")
    assert caught.value.message == "la selección tiene dos filtros que chocan: «tuya» y «de tu oponente»"


def test_decomposed_accents_count_as_one_letter():
    composed = "Selecciona una Parte; muévela al Tallr"
    decomposed = "Selecciona una Parte; mue\u0301vela al Tallr"
    assert parse_error(composed).column == parse_error(decomposed).column == 34


def parse_error(text: str) -> AbilitySyntaxError:
    with pytest.raises(AbilitySyntaxError) as caught:
        parse(text)
    return caught.value


@pytest.mark.parametrize("text", ["Selecciona una Parte en 2 Taller; actívala", "Selecciona una Parte; muévela a Taller"])
def test_only_an_article_fits_is_not_called_a_number(text):
    error = parse_error(text)
    assert "un número" not in error.message and "«2»" not in error.hint


def test_a_cost_on_cards_not_yours_is_told_at_the_semicolon():
    """A reading that takes damage on another pilot's Parte as a cost is dropped for «;» read as «y» (ruling
    76); should it ever be the reading that goes furthest, its message says why at the «;»."""
    from nismatch_cards.games.nismatch.language.constructs.selection import NotACost
    from nismatch_cards.games.nismatch.language.hints import clash_error

    text = "CAR 0 | Haz 2 puntos de daño a una Parte; gana 3 CAR"
    assert clash_error(text, NotACost()) == (
        "un coste solo se paga con tus cartas: el daño o la destrucción antes del «;» es para «esta Parte» o una "
        "Parte tuya", 41, "si es un efecto, únelo al siguiente con «y»")
    assert parse(text).requirements == ()  # read as two effects: «Haz 2 puntos de daño a una Parte y gana 3 CAR»
