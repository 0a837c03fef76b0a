// nismatch vigilar: recarga la página cuando se reconstruye y muestra los errores de las cartas.
(() => {
  const loaded = window.NISMATCH_VERSION;
  const css = "position:fixed;z-index:2147483647;font:14px/1.4 system-ui,sans-serif;";
  const banner = document.createElement("div");
  banner.id = "nismatch-errores";
  banner.setAttribute("role", "alert");
  banner.style.cssText = css + "top:0;left:0;right:0;max-height:60vh;overflow:auto;display:none;" +
    "background:#8b1a1a;color:#fff;padding:12px 16px;box-shadow:0 2px 8px #0008;";
  const title = document.createElement("strong");
  title.textContent = "Las cartas tienen errores: se muestra la última versión buena.";
  const text = document.createElement("pre");
  text.style.cssText = "white-space:pre-wrap;margin:8px 0 0;font:13px/1.4 monospace;";
  banner.append(title, text);
  const bar = document.createElement("div");
  bar.id = "nismatch-vista";
  bar.style.cssText = css + "bottom:8px;right:8px;background:#222d;color:#fff;padding:6px 10px;border-radius:6px;";
  const status = document.createElement("span");
  status.textContent = "nismatch vigilar ";
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = "Construir PDF";
  button.onclick = () => fetch("/__nismatch/pdf", {method: "POST", headers: {"X-Nismatch-Token": window.NISMATCH_TOKEN}});
  const links = document.createElement("span");
  bar.append(status, button, links);
  document.body.append(banner, bar);

  const source = new EventSource("/__nismatch/eventos");
  source.onmessage = (event) => {
    const state = JSON.parse(event.data);
    if (state.version !== loaded) {
      location.reload();
      return;
    }
    text.textContent = state.errores;
    banner.style.display = state.errores ? "block" : "none";
    button.disabled = state.construyendo_pdf;
    button.textContent = state.construyendo_pdf ? "Construyendo PDF…" : "Construir PDF";
    links.replaceChildren(...state.pdfs.map((url) => {
      const link = document.createElement("a");
      link.href = url;
      link.textContent = " " + url.split("/").pop();
      link.style.color = "#9cf";
      return link;
    }));
  };
  source.onerror = () => { status.textContent = "nismatch vigilar (sin conexión) "; };
  source.onopen = () => { status.textContent = "nismatch vigilar "; };
})();
