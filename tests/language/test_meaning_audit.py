"""Audit of meaning (issue 26, round 8): every blind text that parses keeps each class of words its writer used.

A reading that drops part of the meaning is worse than a refusal. For each text of the seven blind batches
(tests/language/corpus/) that parses, the canonical reading is compared with the text, word class by word class:
«equipada»/«de tu Unidad», «Desactivada», «dañada», «tus/tuya» against any pilot's, «cada/algún oponente» against
«tu oponente», «reclamado» against «tiene», «por habilidades», and the numbers. What it flags was gone through by
hand against the writer's ``significado``: the readings that still flag are listed in ``REVIEWED`` with why they
mean what the writer meant; anything new that flags fails the test.

``python -m tests.language.test_meaning_audit`` prints what flags.
"""
from __future__ import annotations

import re
import unicodedata

import pytest

from nismatch_cards.games.nismatch.language import AbilitySyntaxError, parse, to_text
from tests.language.test_blind_corpus import entries

NUMBER_WORDS = {"un": 1, "una": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7,
                "ocho": 8, "nueve": 9, "diez": 10, "doble": 2, "mitad": 2}


def _plain(text: str) -> str:
    text = unicodedata.normalize("NFD", text.lower())
    return "".join(ch for ch in text if not unicodedata.combining(ch))


#: Numbers that say nothing the language must keep: the die has 6 faces (5.2), and no cost goes under 0 (6.1).
_SAID_ANYWAY = r"de (6|seis) caras|,? hasta un minimo de (0|cero)"


def _numbers(text: str) -> set[int]:
    """The numbers a text says (digits, and number words from two up: «un/una» is also an article)."""
    text = re.sub(_SAID_ANYWAY, "", text)
    found = {int(n) for n in re.findall(r"\d+", text)}
    found |= {NUMBER_WORDS[w] for w in re.findall(r"[a-z]+", text) if w in NUMBER_WORDS and NUMBER_WORDS[w] > 1
              and w != "mitad" and w != "doble"}
    return found


def _has(pattern: str, text: str) -> bool:
    return re.search(pattern, text) is not None


#: (name, what in the text asks for it, what in the reading keeps it)
CLASSES = (
    ("equipada", r"(parte|partes) equipad|equipadas? en", r"equipad|desactivad|activa"),
    ("desactivada", r"desactivad", r"desactiv"),
    ("dañada", r"danad", r"danad|dano"),
    ("tuya", r"\btus? (partes?|cartas?|unidad|mano|arsenal|deposito|zona|talleres|taller|botin)|tuy[ao]s?\b|"
             r"de tu unidad", r"\btus?\b|tuy[ao]s?"),
    ("cada/algún oponente", r"(cada|algun|todos los|los|otro|ningun|un) oponentes?|oponentes", r"oponente"),
    ("reclamado", r"reclamad|reclamo|reclame", r"reclam"),
    ("por habilidades", r"por (habilidades|efectos|cartas de apoyo)", r"habilidad|carta de apoyo|cartas de apoyo"),
)

#: What the reading says that narrows «cada/algún oponente» to one «tu oponente»: the reading keeps «cada oponente»,
#: «un oponente» (a Selecciona) or names the pilot another way.
_EACH = r"cada oponente|un oponente|algun oponente|oponentes|cualquier piloto|cada piloto|los demas"


def flags(text: str, reading: str) -> list[str]:
    """The word classes ``text`` has that ``reading`` lost."""
    t, r = _plain(text), _plain(reading)
    lost = [name for name, asks, keeps in CLASSES[:3] + CLASSES[6:] if _has(asks, t) and not _has(keeps, r)]
    if _has(CLASSES[3][1], t) and not _has(CLASSES[3][2], r):
        lost.append("tuya")
    if _has(r"(cada|algun|todos los) oponentes?|(los|sus) oponentes", t) and "tu oponente" in r and not _has(_EACH, r):
        lost.append("cada/algún oponente")
    if _has(r"reclamad|reclamo", t) and not _has(r"reclam", r) and _has(r"botin|botines", r):
        lost.append("reclamado → tiene")
    missing = _numbers(t) - _numbers(r)
    if missing - {1}:  # «un/una» prints as an article
        lost.append("números " + ",".join(map(str, sorted(missing))))
    return sorted(set(lost))


def readings() -> list[tuple[str, str, str]]:
    out = []
    for batch, text in entries():
        try:
            out.append((batch, text, to_text(parse(text))))
        except AbilitySyntaxError:
            pass
    return out


#: Flagged readings gone through against the writer's ``significado`` that mean the same: text → why.
REVIEWED: dict[str, str] = {
    "CAR 1 | Selecciona una Parte Desactivada de tu Unidad; reactívala si tu Carga no queda por debajo de 0.":
        "«por debajo de 0» es «en negativo»: la Carga no baja de 0 sin quedar en negativo (ruling 194)",
    "Mientras esta Parte esté en uno de tus Talleres, recupera 2 PG adicionales en tu Fase de Reconstrucción.":
        "una Parte solo está en los Talleres de su dueño (2.3), y los Talleres reparan en su Fase de Reconstrucción "
        "(5.2): «tus» y «en tu Fase» no dicen nada más (ruling 193)",
    "Cuando unas esta Parte a tu Unidad desde un Taller, obtienes 2 puntos de Carga.":
        "una Parte de un Taller solo vuelve a la Unidad de su dueño (2.3): «a tu Unidad» no dice nada más",
    "Cuando esta Parte vuelva a tu Unidad desde un Taller, roba una carta.":
        "una Parte de un Taller solo vuelve a la Unidad de su dueño (2.3): «a tu Unidad» no dice nada más",
    "CAR 2 | Si tu Unidad es la defensora en esta batalla; la batalla acaba sin que ninguna Unidad reciba daño.":
        "tu Unidad defiende cuando eres el defensor (5.3.5); «ninguna Unidad» son las dos, la tuya también (ruling 197)",
    "Cuando equipes esta Parte a tu Unidad, roba una carta.":
        "esta Parte solo se equipa en la Unidad de su dueño: «a tu Unidad» no dice nada más (ruling 184)",
    "Mientras tu Unidad no tenga Parte equipada en la Cabeza, esta Parte da +3 FUE.":
        "«no tengas» dice de quién: las Partes de tipo Cabeza equipadas son las tuyas",
    "CAR 3 | Haz un punto de daño a cada Parte equipada de todas las Unidades, incluida la tuya.":
        "«de cualquier piloto» incluye las tuyas",
    "CAR 2 | Haz un punto de daño a cada Parte equipada de cada Unidad, incluida la tuya.":
        "«de cualquier piloto» incluye las tuyas",
    "Mientras tu zona de Torso esté vacía, los oponentes no pueden declararte una Guerrilla.":
        "«no tengas» dice de quién: tu zona de Torso está vacía si no tienes Partes de tipo Torso equipadas",
    "Cuando esta Parte se una a tu Unidad desde un Taller, roba una carta.":
        "esta Parte es tuya: se equipa en tu Unidad, desde tu Taller",
    "Si tu Unidad no tiene Torso, esta Parte genera 1 punto de Carga adicional.":
        "«no tienes Partes» (sin lugar: equipadas) dice de quién",
    "Cuando esta Parte entre en uno de tus Talleres, roba una carta.":
        "una Parte va al Taller de su dueño (2③): esta Parte, tuya, al tuyo",
    "Cuando muevas esta Parte a uno de tus Talleres, roba una carta.":
        "una Parte va al Taller de su dueño (2③): esta Parte, tuya, al tuyo",
}


def flagged() -> dict[str, tuple[str, list[str]]]:
    return {text: (reading, lost) for _, text, reading in readings() if (lost := flags(text, reading))}


def test_no_reading_loses_a_word_class_the_text_had():
    new = {t: v for t, v in flagged().items() if t not in REVIEWED}
    assert not new, "\n".join(f"{t}\n  => {r}\n  pierde: {', '.join(lost)}" for t, (r, lost) in new.items())


def test_every_reviewed_text_still_flags():
    """A reviewed text that stops flagging (or stops parsing) leaves the list: it must not hide a new reading."""
    assert set(REVIEWED) <= set(flagged())


@pytest.mark.parametrize("text, reading, lost", [
    ("cada una de tus Partes dañadas recupera 1 PG", "repara 1 PG a cada Parte de cualquier piloto", ["dañada", "tuya"]),
    ("Si algún oponente ha reclamado 3 Botines de Guerra", "Si tu oponente tiene 3 Botines de Guerra",
     ["cada/algún oponente", "reclamado → tiene"]),
    ("haz 2 puntos de daño a una Parte Desactivada", "haz 2 puntos de daño a una Parte", ["desactivada"]),
    ("roba dos cartas", "roba una carta", ["números 2"]),
])
def test_the_audit_sees_each_kind_of_loss(text, reading, lost):
    assert flags(text, reading) == lost


if __name__ == "__main__":
    for text, (reading, lost) in flagged().items():
        mark = "  (revisada)" if text in REVIEWED else ""
        print(f"{text}\n  => {reading}\n  pierde: {', '.join(lost)}{mark}")
