// Gallery search and filters: plain JavaScript, no dependencies, works from file://.
// Every <select> of the form filters on the gallery items' data-<name> attribute, a space-separated
// list of the card's values; a section of the gallery with no card shown is hidden.
(function () {
  "use strict";
  var form = document.getElementById("filtros");
  if (!form) { return; }
  var items = Array.prototype.slice.call(document.querySelectorAll(".gallery__item"));
  var groups = Array.prototype.slice.call(document.querySelectorAll(".gallery-group"));
  var counter = document.getElementById("contador");
  var empty = document.getElementById("sin-resultados");
  var keys = Array.prototype.map.call(form.querySelectorAll("select"), function (select) { return select.name; });

  function plain(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }

  function matches(item, words, wanted) {
    var search = item.getAttribute("data-search") || "";
    for (var i = 0; i < words.length; i++) {
      if (search.indexOf(words[i]) === -1) { return false; }
    }
    for (var k = 0; k < keys.length; k++) {
      var key = keys[k], value = wanted[key];
      if (!value) { continue; }
      var have = (item.getAttribute("data-" + key) || "").split(" ");
      if (have.indexOf(value) === -1) { return false; }
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
    groups.forEach(function (group) {
      group.hidden = !group.querySelector(".gallery__item:not([hidden])");
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
