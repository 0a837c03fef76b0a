// Gallery search and filters: plain JavaScript, no dependencies, works from file://.
(function () {
  "use strict";
  var form = document.getElementById("filtros");
  if (!form) { return; }
  var items = Array.prototype.slice.call(document.querySelectorAll(".gallery__item"));
  var counter = document.getElementById("contador");
  var empty = document.getElementById("sin-resultados");
  var keys = ["tipo", "zona", "rareza", "etiqueta", "velocidad", "car"];
  var listKeys = { etiqueta: true, velocidad: true };

  function plain(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }

  function matches(item, words, wanted) {
    var data = item.dataset;
    for (var i = 0; i < words.length; i++) {
      if (data.search.indexOf(words[i]) === -1) { return false; }
    }
    for (var k = 0; k < keys.length; k++) {
      var key = keys[k], value = wanted[key];
      if (!value) { continue; }
      var have = data[key] || "";
      if (listKeys[key] ? have.split(" ").indexOf(value) === -1 : have !== value) { return false; }
    }
    return true;
  }

  function apply() {
    var words = plain(form.elements.q.value).split(/\s+/).filter(Boolean);
    var wanted = {};
    keys.forEach(function (key) { wanted[key] = form.elements[key].value; });
    var shown = 0;
    items.forEach(function (item) {
      var ok = matches(item, words, wanted);
      item.hidden = !ok;
      if (ok) { shown += 1; }
    });
    counter.textContent = shown === items.length ? items.length + " cartas" : shown + " de " + items.length + " cartas";
    empty.hidden = shown !== 0;
  }

  form.addEventListener("input", apply);
  form.addEventListener("change", apply);
  form.addEventListener("reset", function () { window.setTimeout(apply, 0); });
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  apply();
}());
