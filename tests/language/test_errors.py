"""Error messages of the ability parser: exact text, 1-based column and hint.

Each message is pinned as the parser prints it, after checking that it is right and useful to a
card designer who reads Spanish: it points at the word at fault, says what fits there (the closest
words first after a misspelling), and ends in a hint — a close keyword, the wording the language
uses for a common way of saying something, or a plain «el lenguaje no tiene …».
"""
from __future__ import annotations

import re

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, catalogue, parse
from nismatch_cards.games.nismatch.language.hints import _LACKING_PHRASES, LACKING
from nismatch_cards.games.nismatch.language.lexer import normalise

CASES = [
    ('CAR 1 | Elige uno roba 2 cartas o gana 2 CAR',
     19, 'no se esperaba «roba»', (':',),
     '¿quisiste decir: «CAR 1 | Elige uno: roba 2 cartas o gana 2 CAR»?'),
    ('CAR 1 | Elige uno: roba 2 cartas',
     33, 'el texto acaba antes de tiempo', ('o',),
     'completa la habilidad: «[CAR n |] requisito; … ; efecto»'),
    ('CAR 1 | Selecciona una Prte; hazle 2 puntos de daño',
     24, 'no se esperaba «Prte»', ('Parte',),
     '¿quisiste decir: «CAR 1 | Selecciona una Parte; hazle 2 puntos de daño»?'),
    ('Seleciona una Parte; destrúyela',
     1, 'no se esperaba «Seleciona»', ('selecciona',),
     '¿quisiste decir: «Selecciona una Parte; destrúyela»?'),
    ('SELECIONA una Parte; destrúyela',
     1, 'no se esperaba «SELECIONA»', ('selecciona',),
     '¿quisiste decir: «Selecciona una Parte; destrúyela»?'),
    ('Selecciona una Parte; destruyla',
     23, 'no se esperaba «destruyla»', ('destrúyela', 'destruye'),
     '¿quisiste decir: «Selecciona una Parte; destrúyela»?'),
    ('Selecciona una Parte; Destruyla',
     23, 'no se esperaba «Destruyla»', ('destrúyela', 'destruye'),
     '¿quisiste decir: «Selecciona una Parte; destrúyela»?'),
    ('Si tu oponente activa una habilidad o Carta de Apoyo; niegalla',
     55, 'no se esperaba «niegalla»', ('niégala',),
     '¿quisiste decir: «Si tu oponente activa una habilidad o Carta de Apoyo; niégala»?'),
    ('roba tress cartas',
     6, 'no se esperaba «tress»', ('cartas',),
     'se entiende hasta «roba»; no se entiende «tress cartas»; «tress» no es palabra del lenguaje ni del español: revisa cómo se escribe; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('roba Dso cartas',
     6, 'no se esperaba «Dso»', ('cartas',),
     'se entiende hasta «roba»; no se entiende «Dso cartas»; «Dso» no es palabra del lenguaje ni del español: revisa cómo se escribe; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('roba una karta',
     10, 'no se esperaba «karta»', ('carta',),
     '¿quisiste decir: «Roba una carta»?'),
    ('Selecciona una Parte; destrúyela y muévela al Tallr',
     47, 'no se esperaba «Tallr»', ('Taller',),
     '¿quisiste decir: «Selecciona una Parte; destrúyela y muévela al Taller»?'),
    ('Selecciona una Parte; envíala al Depósito de Chatara',
     46, 'no se esperaba «Chatara»', ('Chatarra',),
     '¿quisiste decir: «Selecciona una Parte; envíala al Depósito de Chatarra»?'),
    # a term of several words that the text leaves further on: at the word that differs, naming every
    # term those words start (it said «no se esperaba «final»; se esperaba «final»»)
    ('CAR 1 | Tu Unidad gana +2 FUE hasta el final de tu turno',
     52, 'no se esperaba «turno»', ('próximo',),
     'se entiende hasta «CAR 1 | Tu Unidad gana +2 FUE hasta el final de tu»; no se entiende «turno»; la construcción más cercana es «Cambiar estadísticas por cada …» («CAR 1 | Tu Unidad gana +1 FUE por cada Parte de tu oponente desactivada hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Tu Unidad gana +2 FUE hasta el final',
     45, 'el texto acaba antes de tiempo', ('del',),
     'la construcción más cercana es «Hasta el final de la batalla» («CAR 1 | Tu Unidad gana +2 FUE hasta el final de la batalla»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    # a whole term that cannot stand there: what can (it said «se esperaba «demás»» at «demás»)
    ('Todas las otras Partes tuyas ganan +1 DEF',
     11, 'no se esperaba «otras»', ('Torso',),
     'escribe «todas las demás Partes» (todas menos la carta de esta habilidad); se entiende hasta «Todas las»; no se entiende «otras Partes tuyas ganan +1 DEF»; la construcción más cercana es «Las Partes de un grupo» («Todas las Partes tuyas de rareza Legendaria equipadas ganan +2 PG»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    # errors are told in the order written: «de» before the unknown «cualquiera» (it said «cualquiera» first)
    ('CAR 1 | Haz 3 daño a una Parte',
     15, 'no se esperaba «daño»', ('puntos de daño',),
     '¿quisiste decir: «CAR 1 | Haz 3 puntos de daño a una Parte»?'),
    # a «;» left out, or written as «,»
    ('CAR 1 | Selecciona una Parte Hazle 2 puntos de daño',
     30, 'no se esperaba «Hazle»', (';',),
     '¿quisiste decir: «CAR 1 | Selecciona una Parte; hazle 2 puntos de daño»?'),
    ('CAR 1 | Roba 2 cartas hazle',
     23, 'no se esperaba «hazle»', (',',),
     'se entiende hasta «CAR 1 | Roba 2 cartas»; no se entiende «hazle»; el lenguaje no tiene aún lo que dice «Roba 2 cartas hazle»: no existe esa construcción; mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    # a plural subject takes a plural verb, and the hint of «pierde» covers «pierden»
    ('Todas tus Partes pierden -1 DEF hasta el final del turno',
     26, 'no se esperaba «-»', ('CAR',),
     '«pierde» lleva el número sin signo: «pierde 1 FUE»; se entiende hasta «Todas tus Partes pierden»; no se entiende «-1 DEF hasta el final del turno»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    # ways of saying something over several words: the wording the language uses (hints.PHRASES)
    ('Tus Partes cuestan 1 CAR menos',
     12, 'no se esperaba «cuestan»', ('en',),
     'un cambio de coste es una Pasiva sobre habilidades o Cartas de Apoyo: «Tus Cartas de Apoyo cuestan 1 CAR menos», «Las habilidades de las Partes de tu oponente cuestan 1 CAR más»; se entiende hasta «Tus Partes»; no se entiende «cuestan 1 CAR menos»; la construcción más cercana es «Cambiar el coste» («Tus Cartas de Apoyo cuestan 1 CAR menos»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 2 | Cuando tu oponente ataque; hazle 1 punto de daño',
     28, 'no se esperaba «ataque»', ('activa',),
     'una Guerrilla se declara: «Cuando tu oponente declare una Guerrilla; …»; se entiende hasta «CAR 2 | Cuando tu oponente»; no se entiende «ataque»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Tira un dado: si sale más de 3, roba una carta',
     31, 'no se esperaba «más»', ('al menos',),
     '«más de 3» se escribe «4 o más»; se entiende hasta «CAR 1 | Tira un dado: si sale»; no se entiende «más de 3, roba una carta»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Si tienes menos de 3 cartas en tu mano; roba una carta',
     17, 'no se esperaba «de»', ('Botín de Guerra',),
     '«menos de 3» se escribe «2 o menos»; se entiende hasta «Si tienes menos»; no se entiende «de 3 cartas en tu mano»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Intercambia una Parte equipada con una Parte de tu Taller',
     48, 'no se esperaba «Parte»', ('CAR',),
     'escribe «intercambia … por …»: «intercambia una Parte equipada por una Parte de tu Taller»; se entiende hasta «CAR 1 | Intercambia una Parte equipada con una»; no se entiende «Parte de tu Taller»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Selecciona una Parte de tu oponente; pierde todas sus habilidades',
     59, 'no se esperaba «sus»', ('las',),
     'el lenguaje aún no tiene quitar las habilidades de una carta (lo más cercano es «desactívala»): escribe la idea como habilidad prototipo (prototipo: true) mientras se decide cómo expresarla'),
    ('CAR 1 | Selecciona una Parte; devuélvela a su mano',
     44, 'no se esperaba «su»', ('la',),
     'escribe «a la mano de su dueño»: «devuélvela a la mano de su dueño»; se entiende hasta «CAR 1 | Selecciona una Parte; devuélvela a»; no se entiende «su mano»; la construcción más cercana es «Esta Parte, esta carta» («CAR 1 | Roba una carta y devuelve esta carta a la mano de su dueño»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    # a bare number in a condition has no reading: the hint says how to write it (issue 26)
    ('Mientras tengas 4 Botines de Guerra, tu Unidad tiene +1 FUE.',
     36, 'no se esperaba «,»', ('a la que',),
     'escribe «N o más», «N o menos» o «exactamente N»; se entiende hasta «Mientras tengas 4 Botines de Guerra»; no se entiende «tu Unidad tiene +1 FUE»; la construcción más cercana es «Contadores de esta Parte» («Mientras esta Parte tenga 2 o más contadores; tu Unidad gana +2 FUE»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    # «añade N CAR» reads as «gana» (constructs/effects_control.py); a Parte that «genera» Carga as an effect does not
    ('CAR 1 | Genera 3 CAR',
     9, 'no se esperaba «Genera»', ('+',),
     'un piloto gana Carga con «gana»: «gana 2 CAR»; se entiende hasta «CAR 1»; no se entiende «Genera 3 CAR»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Selecciona una Parte; hazle 2 puntos de dañoo',
     49, 'no se esperaba «dañoo»', ('daño',),
     '¿quisiste decir: «CAR 1 | Selecciona una Parte; hazle 2 puntos de daño»?'),
    ('Selecciona una Parte; Hazle Dos Puntos De Dañito',
     43, 'no se esperaba «Dañito»', ('daño',),
     '¿quisiste decir: «Selecciona una Parte; hazle 2 puntos de daño»?'),
    ('roba 2 Partes',
     8, 'no se esperaba «Partes»', ('carta',),
     'se entiende hasta «roba 2»; no se entiende «Partes»; el lenguaje no tiene aún lo que dice «roba 2 Partes»; ahí solo admite «carta» o «cartas»: no existe esa construcción; mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 Selecciona una Parte; hazle 2 puntos de daño',
     7, 'no se esperaba «Selecciona»', ('|',),
     '¿quisiste decir: «CAR 1 | Selecciona una Parte; hazle 2 puntos de daño»?'),
    ('Selecciona una Parte; destrúyela Selecciona',
     34, 'no se esperaba «Selecciona»', (',',),
     'se entiende hasta «Selecciona una Parte; destrúyela»; no se entiende «Selecciona»; el lenguaje no tiene aún lo que dice «destrúyela Selecciona»: no existe esa construcción; mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('gana once CAR',
     6, 'no se esperaba «once»', ('CAR',),
     '¿quisiste decir: «Gana 11 CAR»?'),
    ('Selecciona Partes; hazle 1 punto de daño',
     12, 'no se esperaba «Partes»', ('a',),
     'se entiende hasta «Selecciona»; no se entiende «Partes»; ¿falta un número? Ahí va uno; si no, el lenguaje no tiene aún lo que dice «Selecciona Partes»; mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Selecciona hasta Partes; destrúyelas',
     18, 'no se esperaba «Partes»', ('un número',),
     'se entiende hasta «Selecciona hasta»; no se entiende «Partes»; el lenguaje no tiene aún lo que dice «Selecciona hasta Partes»; ahí solo admite un número: no existe esa construcción; mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('roba cartas',
     12, 'el texto acaba antes de tiempo', ('igual a',),
     'di cuántas: «roba 2 cartas», «roba cartas igual al número de …» o «… igual a la VEL de tu Unidad»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Descarta carta; roba una carta',
     10, 'no se esperaba «carta»', ('cada',),
     'se entiende hasta «Descarta»; no se entiende «carta»; la construcción más cercana es «Descartar» («Descarta todas las cartas de tu mano y roba 4 cartas»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Si tienes o más cartas en tu mano; roba una carta',
     11, 'no se esperaba «o»', ('al menos',),
     'se entiende hasta «Si tienes»; no se entiende «o más cartas en tu mano»; ¿falta un número? Ahí va uno; si no, el lenguaje no tiene aún lo que dice «Si tienes o más cartas en tu mano»; mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Tu Unidad gana + DEF',
     18, 'no se esperaba «DEF»', ('un número',),
     'se entiende hasta «Tu Unidad gana +»; no se entiende «DEF»; el lenguaje no tiene aún lo que dice «Tu Unidad gana + DEF»; ahí solo admite un número: no existe esa construcción; mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Si tu oponente activa habilidad; niégala',
     23, 'no se esperaba «habilidad»', ('una',),
     '¿quisiste decir: «Si tu oponente activa una habilidad; niégala»?'),
    ('Cuando tu oponente declare Guerrilla; roba una carta',
     28, 'no se esperaba «Guerrilla»', ('una',),
     '¿quisiste decir: «Cuando tu oponente declare una Guerrilla; roba una carta»?'),
    ('Selecciona una Parte; muévela a Taller',
     33, 'no se esperaba «Taller»', ('la',),
     '¿quisiste decir: «Selecciona una Parte; muévela al Taller»?'),
    ('CAR 1 | roba 150 cartas',
     14, 'el número «150» es demasiado grande', (),
     'usa un número entre 0 y 99; se entiende hasta «CAR 1 | roba»; no se entiende «150 cartas»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Selecciona una Parte tuya de tu oponente; destrúyela',
     27, 'la selección tiene dos filtros que chocan: «tuya» y «de tu oponente»', (),
     'deja uno solo de los dos; se entiende hasta «Selecciona una Parte tuya»; no se entiende «de tu oponente»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Selecciona una Parte tuya tuya; actívala',
     27, 'la selección repite el filtro «tuya»', (),
     'escríbelo una sola vez; se entiende hasta «Selecciona una Parte tuya»; no se entiende «tuya»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Selecciona una Parte de tipo Brazo de tipo Cabeza; destrúyela',
     36, 'la selección tiene dos filtros que chocan: «de tipo Brazo» y «de tipo Cabeza»', (),
     'deja uno solo de los dos; se entiende hasta «Selecciona una Parte de tipo Brazo»; no se entiende «de tipo Cabeza»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Selecciona una Parte; hazle 2 puntos de',
     48, 'el texto acaba antes de tiempo', ('daño',),
     'completa la habilidad: «[CAR n |] requisito; … ; efecto»'),
    ('CAR 1 |',
     8, 'el texto acaba antes de tiempo', ('+',),
     'completa la habilidad: «[CAR n |] requisito; … ; efecto»'),
    ('  ',
     1, 'el texto de la habilidad está vacío', (),
     'escribe la habilidad: «[CAR n |] requisito; … ; efecto»'),
    ('roba ² cartas',
     6, 'no se esperaba «²»', ('carta',),
     'escribe los números con las cifras 0 a 9; se entiende hasta «roba»; no se entiende «² cartas»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('roba ３ cartas',
     6, 'no se esperaba «３»', ('carta',),
     'escribe los números con las cifras 0 a 9; se entiende hasta «roba»; no se entiende «３ cartas»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Selecciona una Parte; previene 2 puntos de daño',
     40, 'no se esperaba «2»', ('el próximo punto de daño',),
     'escribe «previene los próximos N puntos de daño que reciba …»; se entiende hasta «CAR 1 | Selecciona una Parte; previene»; no se entiende «2 puntos de daño»; la construcción más cercana es «Prevenir daño» («CAR 1 | Selecciona una Parte tuya; previene los próximos 3 puntos de daño que reciba hasta el final del turno»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Esta Parte es inmune',
     15, 'no se esperaba «inmune»', (),
     'usa «tu oponente no puede seleccionar esta Parte»; se entiende hasta «Esta Parte es»; no se entiende «inmune»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Selecciona una Parte; evita 2 puntos de daño',
     31, 'no se esperaba «evita»', ('+',),
     'usa «previene los próximos N puntos de daño que reciba …»; se entiende hasta «CAR 1 | Selecciona una Parte»; no se entiende «evita 2 puntos de daño»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Lanza una moneda: si sale cara, roba una carta',
     9, 'no se esperaba «Lanza»', ('gana',),
     'usa «tira un dado: si sale 4 o más, …»; se entiende hasta «CAR 1»; no se entiende «Lanza una moneda: si sale cara, roba una carta»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Copia la última habilidad de tu oponente',
     18, 'no se esperaba «última»', ('habilidad',),
     'usa «Si tu oponente activa una habilidad; cópiala» (o «niégala») para la que acaba de activar; se entiende hasta «CAR 1 | Copia la»; no se entiende «última habilidad de tu oponente»; la construcción más cercana es «Copiar una marcha» («CAR 1 | Copia una habilidad de tu oponente»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Gana el control de una Parte de tu oponente',
     17, 'el lenguaje no tiene tomar el control de cartas ajenas («control»)', (),
     'escribe la idea como habilidad prototipo (prototipo: true) mientras se decide cómo expresarla'),
    ('Mientras tengas 3 cartas; roba una carta',
     25, 'no se esperaba «;»', ('a la que',),
     'escribe «N o más», «N o menos» o «exactamente N»; la construcción más cercana es «Contadores de esta Parte» («Mientras esta Parte tenga 2 o más contadores; tu Unidad gana +2 FUE»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Selecciona una Carta de Apollo de tu mano; descártala',
     25, 'no se esperaba «Apollo»', ('Apoyo',),
     'se entiende hasta «Selecciona una Carta de»; no se entiende «Apollo de tu mano»; la construcción más cercana es «Descartar» («Descarta todas las cartas de tu mano y roba 4 cartas»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Tu oponente pierde +1 FUE',
     20, 'no se esperaba «+»', ('CAR',),
     '«pierde» lleva el número sin signo: «pierde 1 FUE»; se entiende hasta «Tu oponente pierde»; no se entiende «+1 FUE»; la construcción más cercana es «Cambiar estadísticas por cada …» («Tu Unidad gana +1 FUE por cada contador de daño en esta Parte»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Tu oponente pierde 1 FUE',
     22, 'no se esperaba «FUE»', ('CAR',),
     'un piloto gana o pierde CAR; FUE, DEF y VEL son de su Unidad: «la Unidad de tu oponente pierde 1 FUE»; se entiende hasta «Tu oponente pierde 1»; no se entiende «FUE»; si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Destruye al azar una Parte de tu oponente',
     18, 'no se esperaba «al azar»', ('cada',),
     '«al azar» va al final de las cartas que se toman: «destruye una Parte de tu oponente al azar»; robar ya es al azar: «roba una carta»; se entiende hasta «CAR 1 | Destruye»; no se entiende «al azar una Parte de tu oponente»; la construcción más cercana es «Al azar» («CAR 1 | Destruye una Parte de tu oponente al azar»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Roba una carta al azar',
     24, 'no se esperaba «al azar»', (',',),
     '«al azar» va al final de las cartas que se toman: «destruye una Parte de tu oponente al azar»; robar ya es al azar: «roba una carta»; se entiende hasta «CAR 1 | Roba una carta»; no se entiende «al azar»; la construcción más cercana es «Al azar» («CAR 1 | Destruye una Parte de tu oponente al azar»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Cuando ganes la Guerrilla; roba una carta',
     14, 'no se esperaba «la»', ('una',),
     '¿quisiste decir: «Cuando ganes una Guerrilla; roba una carta»? («la» → «una»)'),
    ('CAR 1 | Roba cartas igual a la FUE de la Unidad de tu oponente',
     36, 'no se esperaba «de la Unidad de tu oponente»', ('de',),
     'solo se cuenta una estadística de tu Unidad: «igual a la FUE de tu Unidad» (o DEF, o VEL); se entiende hasta «CAR 1 | Roba cartas igual a la FUE»; no se entiende «de la Unidad de tu oponente»; la construcción más cercana es «Igual a la FUE, DEF o VEL de tu Unidad» («CAR 1 | Roba cartas igual a la VEL de tu Unidad»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 1 | Roba cartas igual a los PG de tu Unidad',
     36, 'no se esperaba «de tu Unidad»', ('actuales',),
     'una Unidad tiene FUE, DEF y VEL: «igual a la FUE de tu Unidad»; se entiende hasta «CAR 1 | Roba cartas igual a los PG»; no se entiende «de tu Unidad»; la construcción más cercana es «Igual a la FUE, DEF o VEL de tu Unidad» («CAR 1 | Roba cartas igual a la VEL de tu Unidad»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('CAR 3 | Selecciona una Parte de tu oponente; hazle tanto daño como PG tenga la carta robada',
     77, 'no se esperaba «la»', ('ella',),
     'el lenguaje aún no mide otras cartas; mide los PG, la FUE, la DEF o la VEL de esta Parte, de la nombrada antes o de la descartada como coste («tanto daño como PG tenga esa Parte», «igual a sus PG», «… la Parte descartada», docs/rulings.md 130, 181), y la CAR que produce o consume una de ellas («tanta CAR como produzca esa Parte», docs/rulings.md 190): escribe la idea como habilidad prototipo (prototipo: true) mientras se decide cómo expresarla'),
    ('Las otras Partes tuyas ganan +1 DEF',
     5, 'no se esperaba «otras»', ('Partes',),
     'escribe «todas las demás Partes» (todas menos la carta de esta habilidad); se entiende hasta «Las»; no se entiende «otras Partes tuyas ganan +1 DEF»; la construcción más cercana es «Las Partes de un grupo» («Todas las Partes tuyas de rareza Legendaria equipadas ganan +2 PG»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    # issue 26: what was read, the words not read, and the nearest construct in the text's own frame, or none
    ('CAR 1 | Canta una canción de guerra',
     9, 'no se esperaba «Canta»', ('aumenta',),
     'se entiende hasta «CAR 1»; no se entiende «Canta una canción de guerra»; ninguna construcción del lenguaje se le parece y «Canta» no es palabra suya: no existe aún; mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Cuando equipes esta Parte; roba cartas igual a los PG de tu Unidad',
     55, 'no se esperaba «de tu Unidad»', ('actuales',),
     'una Unidad tiene FUE, DEF y VEL: «igual a la FUE de tu Unidad»; se entiende hasta «Cuando equipes esta Parte; roba cartas igual a los PG»; no se entiende «de tu Unidad»; la construcción más cercana es «Igual a la FUE, DEF o VEL de tu Unidad» («Cuando equipes esta Parte; roba cartas igual a la VEL de tu Unidad»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
    ('Selecciona una Parte que tenga la mitad o menos de sus PG restantes; destrúyela.',
     41, 'no se esperaba «o»', ('de',),
     'se entiende hasta «Selecciona una Parte que tenga la mitad»; no se entiende «o menos de sus PG restantes»; la construcción más cercana es «Una estadística de una Parte; la mitad; menos N» («Selecciona una Parte de tu oponente; hazle puntos de daño igual a los PG de esta Parte»); si la idea es otra, el lenguaje aún no la tiene: mientras tanto, marca la habilidad con «prototipo: true» (se imprime tal cual y no se juega)'),
]


@pytest.mark.parametrize("text, column, refused, fits, hint", CASES, ids=[c[0][:40] for c in CASES])
def test_error_message_column_and_hint(text, column, refused, fits, hint):
    """The column, what was refused there and the hint are pinned exactly; of the list of words that fit
    («se esperaba …»), which grows with every construct of the language, only the words that would mend
    the text (the rewrite's, or the closest one) must be in it."""
    error = parse_error(text)
    head, _sep, _listed = error.message.partition("; se esperaba ")
    assert (error.column, head, error.hint) == (column, refused, hint)
    assert [word for word in fits if word not in expected_words(error.message)] == []
    assert str(error) == f"columna {column}: {error.message}"


def expected_words(message: str) -> list[str]:
    """The words a message says fit at the error («se esperaba «a», «al» o un número»), as printed."""
    _head, sep, listed = message.partition("; se esperaba ")
    if not sep:
        return []
    words = re.findall(r"«([^»]*)»", listed)
    return words + [plain for plain in ("un número", "el final del texto") if plain in listed]


def test_a_message_never_expects_the_word_it_refuses():
    """«retira 2 contadores de daño de ella»: «de ella» is one term of the language; the message quotes it whole
    (it said «no se esperaba «de»; se esperaba «de»»)."""
    error = parse_error("CAR 1 | Selecciona una de tus Partes; retira todos los contadores de daño de ella.")
    assert (error.column, error.message) == (75, "no se esperaba «de ella»; se esperaba «de»")


def test_this_turn_is_printed_without_the_accent_of_the_verb():
    """«este turno» is a demonstrative («esté turno» was printed); «esté» stays the verb before a participle."""
    from nismatch_cards.games.nismatch.language.lexer import printed

    assert printed("este turno") == "este turno"
    assert printed("mientras este desactivada") == "mientras esté desactivada"
    assert printed("incluso si esta desactivada") == "incluso si está desactivada"
    assert printed("en la misma zona que esta parte") == "en la misma Zona que esta Parte"


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


def test_every_lacking_hint_is_true_of_the_language():
    """«el lenguaje no tiene …» stays true as the language grows: no example of the catalogue uses a word or
    phrase the hint says the language lacks (issue 26: «dividir cantidades» outlived «la mitad de sus PG»)."""
    examples = [normalise(example) for c in catalogue.load().values() for example, _ in c.examples]
    for word in LACKING:
        assert not [e for e in examples if re.search(rf"\b{word}\b", e)], word
    for pattern, _hint in _LACKING_PHRASES:
        assert not [e for e in examples if pattern.search(e)], pattern.pattern


@pytest.mark.parametrize("text, opening", [
    ("CAR 1 | Roba cartas igual a los PG de tu Unidad", "«CAR 1 | "),
    ("Cuando equipes esta Parte; roba cartas igual a los PG de tu Unidad", "«Cuando equipes esta Parte; "),
    ("Roba cartas igual a los PG de tu Unidad", "«Roba "),
])
def test_the_nearest_constructs_example_keeps_the_texts_cost_or_trigger(text, opening):
    """Copying the example does not add a cost, drop the trigger or turn one kind of ability into another."""
    with pytest.raises(AbilitySyntaxError) as caught:
        parse(text)
    assert f"«Igual a la FUE, DEF o VEL de tu Unidad» ({opening}" in caught.value.hint


#: Rewrites guided by what the parser expects at the error (issue 26 part 3): the reading keeps every number, stat,
#: zone, scope, party, owner, time and negation of the text, and the hint says which words went or changed.
GUIDED = [
    ("Al final de tu turno, si esta Parte no ha recibido daño en el turno, recupera 1 PG.", 57,
     "¿quisiste decir: «Al final de tu turno; Si esta Parte no recibió daño este turno; repárale 1 PG»? "
     "(«en el» → «este»)"),
]


@pytest.mark.parametrize("text, column, hint", GUIDED, ids=[g[0][:40] for g in GUIDED])
def test_a_guided_rewrite_keeps_the_meaning_and_says_what_it_changed(text, column, hint):
    error = parse_error(text)
    assert (error.column, error.hint) == (column, hint)
    assert error.rewrite is not None and parse(error.rewrite)


@pytest.mark.parametrize("text", [
    "Selecciona una Carta de Apollo de tu mano; descártala",  # not «una carta de la mano»: kind and owner kept
    "CAR 1 | Roba cartas igual a los PG de tu Unidad",  # not «de esta Parte»: «a tu Unidad» only goes after equipping
    "Selecciona hasta Partes; destrúyelas",  # not «hasta 1 Partes»: no number is made up
    "Si tienes o más cartas en tu mano; roba una carta",
])
def test_no_rewrite_changes_what_the_text_says(text):
    error = parse_error(text)
    assert error.rewrite is None and not error.hint.startswith("¿quisiste decir: «"), error.hint


def test_a_label_written_twice_says_where_a_label_goes():
    """«Relámpago. CAR 1 | …» reads (docs/rulings.md 172); a label the parser cannot take there is said to go once at the
    head of the text or in the ability's field (reglamento 3.3), and the rest is read on its own: when the rest says the
    label once, it is the rewrite (``validar --corregir`` writes it), keeping the label."""
    error = parse_error("Relámpago. Relámpago. CAR 1 | Roba una carta")
    assert (error.column, error.hint) == (12, "¿quisiste decir: «Relámpago. CAR 1 | Roba una carta»? (la etiqueta "
                                              "«Relámpago» se escribe una vez, delante del texto («Relámpago. CAR 1 | "
                                              "…»), o en el campo «etiqueta: relampago» de la habilidad (reglamento "
                                              "3.3))")
    assert error.rewrite == "Relámpago. CAR 1 | Roba una carta"


def test_a_label_the_rest_does_not_say_is_not_dropped_by_a_rewrite():
    """Dropping the label would change the ability's speed: with no label left in the rest, no rewrite."""
    error = parse_error("Relámpago: Guerrilla. CAR 1 | Roba una carta")
    assert error.rewrite is None and not error.hint.startswith("¿quisiste decir")


#: Rewrites by one or two words at the refused column (issue 26 part 3, round 9), each re-parsed and meaning-checked:
#: a Unidad that goes without saying dropped where «esta Parte» is or where a Parte's stat goes, the owner of a zone the
#: text named as yours, and what the hint says it changed.
ONE_WORD = [
    ("CAR 4 | Envía esta Parte de tu Unidad al Depósito de Chatarra; roba una carta", 26,
     "¿quisiste decir: «CAR 4 | Envía esta Parte al Depósito de Chatarra; roba una carta»? (sin «de tu Unidad»)"),
    ("Mientras tengas tres o más Partes Desactivadas, esta Parte da +3 DEF a tu Unidad.", 70,
     "¿quisiste decir: «Mientras tengas 3 o más Partes desactivadas; esta Parte gana +3 DEF»? (sin «a tu Unidad»)"),
    ("Mientras tengas 2 cartas o menos en tu mano; esta Parte otorga +1 DEF a tu Unidad", 71,
     "¿quisiste decir: «Mientras tengas 2 o menos cartas en tu mano; esta Parte gana +1 DEF»? (sin «a tu Unidad»)"),
]


@pytest.mark.parametrize("text, column, hint", ONE_WORD, ids=[g[0][:40] for g in ONE_WORD])
def test_a_one_word_fix_is_a_rewrite(text, column, hint):
    error = parse_error(text)
    assert (error.column, error.hint) == (column, hint)
    assert parse(error.rewrite)


@pytest.mark.parametrize("text", [
    "Devuelve esta Parte a tu Unidad; roba una carta",  # «a tu Unidad» after «esta Parte» moves it: not dropped
    "CAR 3 | Un oponente activa una habilidad Relámpago; niégala y haz 1 punto de daño a la Parte que la activó.",
    "CAR 3 | Selecciona un oponente; mira su mano y elige una Carta de Apoyo de ella. Ese oponente la descarta.",
])
def test_a_word_that_names_something_is_never_dropped(text):
    """«que la activó» is not «activa», «la descarta» names the card: a pronoun or a relative is not an article."""
    error = parse_error(text)
    assert error.rewrite is None and "sin «la»" not in error.hint and "sin «que la»" not in error.hint, error.hint


def test_a_fix_that_reads_on_says_what_is_missing_further():
    """«carta» → «Parte», the text reads past its clause: the hint says so and names what the language lacks there,
    not the clause the fix mends."""
    error = parse_error("CAR 1 | Revela la primera carta de tu Arsenal. Si es una Parte, tu Unidad gana tanta FUE como "
                        "la FUE de esa carta hasta el final del turno. En cualquier caso, ponla en tu mano.")
    assert error.column == 105 and error.rewrite is None
    assert error.hint.startswith("con ese cambio («carta» → «Parte») se lee más allá; se entiende hasta «… la FUE de "
                                 "esa Parte hasta el final del turno. En cualquier»; no se entiende «caso, ponla en tu "
                                 "mano»; ")


def test_no_partial_fix_replaces_a_word_of_the_text():
    """A fix that reads on is said only when it changes linking words: «Blindaje» is not «tengas»."""
    assert "con ese cambio" not in parse_error("Blindaje 3").hint


def test_a_keyword_the_pack_lacks_is_said_to_be_one():
    """«Blindaje 3» with no such keyword in the pack: declare it, or write what it does (it pointed at «Cambiar
    estadísticas por cada …» because «Blindaje» names a counter in an example)."""
    assert parse_error("Blindaje 3").hint == (
        "no se entiende «Blindaje 3»; «Blindaje» tiene forma de palabra clave y el reglamento no la declara: declárala "
        "en «palabras_clave» del reglamento del pack (p. ej. «{nombre: Blindaje, numero: true, etiqueta: pasiva, texto: "
        "\"Esta Parte gana +{N} DEF\"}») o escribe lo que hace con las palabras del lenguaje; mientras tanto, marca la "
        "habilidad con «prototipo: true» (se imprime tal cual y no se juega)")


@pytest.mark.parametrize("text, false_friend", [
    ("CAR 2 | Elige dos Partes distintas equipadas en la Unidad de un mismo oponente; cada una recibe 1 punto de daño.",
     "Elegir dos"),
    ("CAR 1 | Este turno puedes equipar desde tu mano una Parte más de lo normal.",
     "Cuando equipas una Parte desde un sitio"),
])
def test_the_nearest_construct_is_never_a_false_friend(text, false_friend):
    """The example named must say some of what was not read and not much besides, and add no trigger: «Elige dos: …»
    chooses effects, not two targets; otherwise the hint says plainly that the language lacks it."""
    hint = parse_error(text).hint
    assert false_friend not in hint and "no existe" in hint, hint


def test_a_phrase_hint_is_given_only_where_it_mends():
    """«Este turno, …» reads up to what follows: «escribe «hasta el final del turno»» would mend nothing there."""
    assert "hasta el final del turno»" not in parse_error("CAR 2 | Este turno puedes equipar una Parte más desde tu "
                                                          "mano.").hint


def test_what_no_construct_says_is_said_plainly_with_what_fits_there():
    """No edit mends it and no construct shares its telling words: the language has no such construct, said with the
    clause and the few words the parser takes there (it said «todas sus palabras son del lenguaje, pero no en este
    orden»)."""
    error = parse_error("Las habilidades de esta Parte pueden usarse dos veces por turno")
    assert (error.column, error.hint) == (31, (
        "se entiende hasta «Las habilidades de esta Parte»; no se entiende «pueden usarse dos veces por turno»; el "
        "lenguaje no tiene aún lo que dice «Las habilidades de esta Parte pueden usarse dos veces por …»; ahí solo "
        "admite «no pueden ser anuladas» o «no pueden ser negadas»: no existe esa construcción; mientras tanto, marca "
        "la habilidad con «prototipo: true» (se imprime tal cual y no se juega)"))
    assert parse("La DEF de tu Unidad no puede ser inferior a 1.")  # it was refused, and pointed at «rareza Pura o inferior»
