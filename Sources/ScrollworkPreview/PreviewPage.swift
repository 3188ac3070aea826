import Foundation

/// The preview as one self-contained HTML page: no network, no files beside it.
///
/// The page embeds the samples as JSON and looks up the nearest one for the offset — it
/// interpolates nothing, so every value shown is one Scrollwork computed. The offset comes from the
/// scroll area, the slider, or the address: `page.html#offset=844&motion=reduced` opens there.
enum PreviewPage {
    static func html(_ data: PreviewData, diagram: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // No markup can start inside the data: `<`, `>` and `&` become JSON escapes (and slashes
        // stay escaped), so no name in a document can close the script element or open a tag.
        let json = String(decoding: try encoder.encode(data), as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
        let values = [
            "{{TITLE}}": escape(data.title),
            "{{DIAGRAM}}": diagram.replacingOccurrences(of: "</template", with: "<\\/template"),
            "{{DATA}}": json,
        ]
        // One pass over the template: text put in for one placeholder (a scene named `{{DATA}}`
        // in the diagram, say) is never read again as another.
        var page = ""
        var rest = Substring(template)
        while let open = rest.range(of: "{{") {
            page += rest[..<open.lowerBound]
            guard let close = rest.range(of: "}}", range: open.upperBound..<rest.endIndex),
                  let value = values[String(rest[open.lowerBound..<close.upperBound])] else {
                page += "{{"
                rest = rest[open.upperBound...]
                continue
            }
            page += value
            rest = rest[close.upperBound...]
        }
        return page + rest
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let template = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{{TITLE}} · Scrollwork preview</title>
    <style>
    :root { --ink: #111827; --dim: #6b7280; --line: #e5e7eb; --panel: #ffffff; --back: #f3f4f6; --start: #059669; --end: #dc2626; --accent: #4f46e5; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.4 -apple-system, "Segoe UI", "DejaVu Sans", Helvetica, Arial, sans-serif; color: var(--ink); background: var(--back); }
    header { display: flex; align-items: center; gap: 18px; padding: 10px 18px; background: var(--ink); color: #f9fafb; position: sticky; top: 0; z-index: 5; }
    header h1 { font-size: 15px; margin: 0; font-weight: 600; }
    header .stats { color: #9ca3af; }
    header .spacer { flex: 1; }
    #readout { font: 600 15px "DejaVu Sans Mono", Menlo, Consolas, monospace; min-width: 190px; text-align: right; }
    .switch { display: inline-flex; border: 1px solid #4b5563; border-radius: 7px; overflow: hidden; }
    .switch button { background: transparent; color: #d1d5db; border: 0; padding: 5px 12px; font: inherit; cursor: pointer; }
    .switch button.on { background: #f9fafb; color: var(--ink); font-weight: 600; }
    main { display: flex; gap: 18px; padding: 16px 18px; align-items: flex-start; }
    .panel { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 12px 14px; margin-bottom: 14px; }
    .panel h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--dim); margin: 0 0 8px; }
    #device-column { flex: none; }
    #device { position: relative; border: 10px solid #1f2937; border-radius: 26px; background: #fff; overflow: hidden; }
    #scroller { position: absolute; inset: 0; overflow: auto; scrollbar-width: thin; }
    #content { position: relative; background: repeating-linear-gradient(0deg, #fafafa 0 20px, #f5f5f5 20px 40px); }
    .element { position: absolute; border: 1px solid #c7d2fe; background: rgba(224, 231, 255, .5); overflow: hidden; }
    .element.odd { background: rgba(237, 233, 254, .6); }
    .element span { position: absolute; right: 8px; bottom: 6px; color: rgba(55, 48, 163, .55); font-size: 20px; font-weight: 600; }
    .geometry-overlay { position: absolute; left: 0; top: 0; }
    .geometry-overlay text { font: 10px "DejaVu Sans Mono", Menlo, monospace; fill: #312e81; }
    .mark { position: absolute; font: 10px "DejaVu Sans Mono", Menlo, monospace; white-space: nowrap; pointer-events: none; }
    .mark.h { left: 0; right: 0; border-top: 1px solid; }
    .mark.v { top: 0; bottom: 0; border-left: 1px solid; }
    .mark span { position: absolute; background: rgba(255, 255, 255, .88); padding: 0 3px; }
    .mark b { font-weight: normal; }
    .mark b.start { color: var(--start); }
    .mark b.end { color: var(--end); }
    .mark b.trigger { color: #b45309; }
    .mark.h span { top: 1px; }
    .mark.v span { left: 2px; top: 2px; }
    .mark.start { color: var(--start); border-color: var(--start); }
    .mark.end { color: var(--end); border-color: var(--end); }
    .mark.trigger { color: #b45309; border-color: #b45309; border-style: dashed; }
    #overlay { position: absolute; inset: 0; pointer-events: none; }
    #overlay .mark.h span { right: 4px; top: auto; bottom: 1px; }
    #overlay .mark.v span { bottom: 4px; top: auto; }
    .hint { color: var(--dim); margin-top: 6px; text-align: center; }
    #side { flex: 1; min-width: 0; }
    #scrub { display: flex; align-items: center; gap: 10px; }
    #slider { flex: 1; accent-color: var(--accent); }
    #ticks { position: relative; height: 14px; margin: 2px 0 0; }
    #ticks i { position: absolute; top: 0; width: 2px; height: 10px; }
    .columns { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 14px; }
    table { border-collapse: collapse; width: 100%; }
    td { padding: 3px 6px; border-top: 1px solid var(--line); vertical-align: middle; }
    td.name { font-family: "DejaVu Sans Mono", Menlo, monospace; white-space: nowrap; }
    td.type { color: var(--dim); width: 44px; }
    td.value { font-family: "DejaVu Sans Mono", Menlo, monospace; white-space: nowrap; }
    td.geometry { width: 96px; }
    .bar { height: 6px; background: var(--line); border-radius: 3px; position: relative; width: 90px; }
    .bar b { position: absolute; left: 0; top: 0; bottom: 0; background: var(--accent); border-radius: 3px; }
    .swatch { display: inline-block; width: 34px; height: 18px; border-radius: 4px; border: 1px solid #d1d5db; vertical-align: middle; margin-right: 6px; }
    .state { display: inline-block; min-width: 52px; text-align: center; border-radius: 9px; padding: 0 7px; font-size: 11px; }
    .state.b { background: #f3f4f6; color: var(--dim); }
    .state.a { background: #dcfce7; color: #166534; font-weight: 600; }
    .state.f { background: #e0e7ff; color: #3730a3; }
    .state.u { background: #fee2e2; color: #991b1b; }
    .labels button { font: 12px "DejaVu Sans Mono", Menlo, monospace; margin: 0 6px 6px 0; border: 1px solid var(--line); background: #f9fafb; border-radius: 6px; padding: 3px 8px; cursor: pointer; }
    .labels button.current { border-color: var(--accent); color: var(--accent); }
    #diagnostics ul { margin: 0; padding-left: 18px; }
    .empty { color: var(--dim); }
    #diagram { overflow-x: auto; }
    </style>
    </head>
    <body>
    <header>
      <h1>{{TITLE}}</h1>
      <span class="stats" id="stats"></span>
      <span class="spacer"></span>
      <span id="readout"></span>
      <span>Motion</span>
      <span class="switch" role="group" aria-label="Motion policy"><button id="full">Full</button><button id="reduced">Reduced</button></span>
    </header>
    <main>
      <section id="device-column">
        <div id="device"><div id="scroller"><div id="content"></div></div><div id="overlay"></div></div>
        <div class="hint">Scroll the screen, drag the slider, or click a label.</div>
        <label class="hint" style="display: block"><input type="checkbox" id="show-geometry" checked> Points and rects on the screen</label>
      </section>
      <section id="side">
        <div class="panel">
          <h2>Scrub</h2>
          <div id="scrub"><input id="slider" type="range" min="0" step="any" aria-label="Scroll offset"></div>
          <div id="ticks"></div>
        </div>
        <div class="columns">
          <div class="panel"><h2>Values</h2><table id="values"></table></div>
          <div>
            <div class="panel"><h2>Scenes</h2><table id="scenes"></table></div>
            <div class="panel labels"><h2>Labels</h2><div id="labels"></div></div>
            <!-- Diagnostics: what can never happen on this stage, one line each, from the JSON array
                 `diagnostics` of the preview data (Stage.diagnostics). -->
            <div class="panel" id="diagnostics"><h2>Diagnostics</h2><div id="diagnostic-list"></div></div>
          </div>
        </div>
      </section>
    </main>
    <section class="panel" style="margin: 0 18px 18px"><h2>Stage diagram</h2><div id="diagram"></div></section>
    <template id="diagram-svg">{{DIAGRAM}}</template>
    <script type="application/json" id="preview-data">{{DATA}}</script>
    <script>
    "use strict";
    const data = JSON.parse(document.getElementById("preview-data").textContent);
    const vertical = data.axis === "vertical";
    const [vw, vh] = data.viewport, [cw, ch] = data.content;
    const scale = Math.min(1, 600 / vh, 420 / vw);
    const state = { offset: 0, motion: "full" };
    const $ = (id) => document.getElementById(id);
    const el = (tag, attrs = {}, text) => {
      const node = document.createElement(tag);
      for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
      if (text !== undefined) node.textContent = text;
      return node;
    };
    const svgEl = (tag, attrs = {}) => {
      const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
      for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
      return node;
    };
    const fmt = (x) => x === null || x === undefined ? "—" : (Math.abs(x) >= 1e6 || (x !== 0 && Math.abs(x) < 1e-3) ? x.toExponential(3) : (Math.round(x * 1000) / 1000).toString());
    const hex = (c) => "#" + c.slice(0, 3).map((v) => Math.round(Math.min(1, Math.max(0, v)) * 255).toString(16).padStart(2, "0")).join("");

    // The device: the viewport, scaled, with the content scrolling in it.
    const device = $("device"), scroller = $("scroller"), content = $("content"), overlay = $("overlay");
    device.style.width = vw * scale + 20 + "px";
    device.style.height = vh * scale + 20 + "px";
    content.style.width = (vertical ? vw : cw) * scale + "px";
    content.style.height = (vertical ? ch : vh) * scale + "px";
    data.elements.forEach((element, index) => {
      const [x, y, w, h] = element.frame;
      const box = el("div", { class: "element" + (index % 2 ? " odd" : "") });
      box.appendChild(el("span", {}, element.name));
      Object.assign(box.style, { left: x * scale + "px", top: y * scale + "px", width: w * scale + "px", height: h * scale + "px" });
      content.appendChild(box);
    });
    // Markers, as GSAP draws them: a line in the content (it scrolls) and one fixed in the viewport;
    // the two meet when the offset reaches the boundary. Boundaries at one place share a line.
    const groupBy = (key) => {
      const groups = new Map();
      for (const marker of data.markers) {
        const at = Math.round(marker[key] * 100) / 100;
        if (!groups.has(at)) groups.set(at, []);
        groups.get(at).push(marker);
      }
      return groups;
    };
    const line = (at, markers, parent) => {
      const mark = el("div", { class: "mark " + (vertical ? "h " : "v ") + markers[0].boundary });
      mark.style[vertical ? "top" : "left"] = at * scale + "px";
      parent.appendChild(mark);
      return mark;
    };
    for (const [at, markers] of groupBy("content")) {
      const mark = line(at, markers, content);
      const label = el("span", { title: markers.map((m) => m.scene + " " + m.boundary + ": " + m.explanation).join("\n") });
      markers.forEach((m, i) => {
        if (i) label.appendChild(document.createTextNode(" · "));
        label.appendChild(el("b", { class: m.boundary }, m.scene + " " + m.boundary + " " + fmt(m.offset)));
      });
      mark.appendChild(label);
    }
    for (const [at, markers] of groupBy("viewport")) {
      const boundaries = [...new Set(markers.map((m) => m.boundary === "end" ? "end" : "start"))];
      const label = el("span", {}, "scroller " + boundaries.join(" · "));
      if (at * scale < 14) label.style.cssText = vertical ? "top: 1px; bottom: auto" : "left: 2px";
      line(at, markers, overlay).appendChild(label);
    }
    // Points and rects drawn on the screen, in viewport coordinates (most apps animate positions
    // and frames on screen); the checkbox hides them.
    const onScreen = svgEl("svg", { class: "geometry-overlay", width: vw * scale, height: vh * scale });
    overlay.appendChild(onScreen);

    // The slider, with a tick at every boundary.
    const [low, high] = data.range;
    const slider = $("slider");
    slider.max = high;
    for (const marker of data.markers) {
      if (marker.offset < low || marker.offset > high) continue;
      const tick = el("i", { title: marker.scene + " " + marker.boundary + " " + fmt(marker.offset) });
      tick.style.left = "calc(" + ((marker.offset - low) / (high - low || 1)) * 100 + "% - 1px)";
      tick.style.background = marker.boundary === "end" ? "var(--end)" : marker.boundary === "trigger" ? "#b45309" : "var(--start)";
      $("ticks").appendChild(tick);
    }
    $("stats").textContent = data.scenes.length + " scenes · " + data.targets.length + " targets · offsets " + fmt(low) + "…" + fmt(high) + ", a sample every " + fmt(data.step) + " pt";

    // Values: one row per target, drawn by type.
    const rows = [];
    const extent = (t) => {
      // The box a point, size or rect target is drawn in: the viewport and every sampled value.
      let box = [0, 0, vw, vh];
      const n = t.components, add = (x0, y0, x1, y1) => { box = [Math.min(box[0], x0), Math.min(box[1], y0), Math.max(box[2], x1), Math.max(box[3], y1)]; };
      for (const motion of ["full", "reduced"]) {
        const v = data.samples[motion].values[rows.length];
        for (let i = 0; i + n <= v.length; i += n) {
          if (v[i] === null) continue;
          if (t.type === "point") add(v[i], v[i + 1], v[i], v[i + 1]);
          if (t.type === "size") add(0, 0, v[i], v[i + 1]);
          if (t.type === "rect") add(v[i], v[i + 1], v[i] + v[i + 2], v[i + 1] + v[i + 3]);
        }
      }
      return box;
    };
    const range = (index) => {
      let lo = Infinity, hi = -Infinity;
      for (const motion of ["full", "reduced"]) for (const x of data.samples[motion].values[index]) if (x !== null) { lo = Math.min(lo, x); hi = Math.max(hi, x); }
      return [lo, hi];
    };
    for (const target of data.targets) {
      const row = el("tr");
      row.appendChild(el("td", { class: "name" }, target.name));
      row.appendChild(el("td", { class: "type" }, target.type));
      const value = el("td", { class: "value" }), geometry = el("td", { class: "geometry" });
      row.append(value, geometry);
      const entry = { target, value, geometry };
      if (target.type === "number") {
        entry.range = range(rows.length);
        const bar = el("div", { class: "bar" }), fill = el("b");
        bar.appendChild(fill);
        geometry.appendChild(bar);
        entry.fill = fill;
      } else if (target.type === "color") {
        entry.swatch = el("span", { class: "swatch" });
        geometry.appendChild(entry.swatch);
      } else {
        const box = extent(target), pad = 4, w = 88, h = 56;
        const s = Math.min((w - 2 * pad) / (box[2] - box[0] || 1), (h - 2 * pad) / (box[3] - box[1] || 1));
        const map = (x, y) => [pad + (x - box[0]) * s, pad + (y - box[1]) * s];
        const svg = svgEl("svg", { width: w, height: h, viewBox: "0 0 " + w + " " + h });
        const [vx, vy] = map(0, 0);
        svg.appendChild(svgEl("rect", { x: vx, y: vy, width: vw * s, height: vh * s, fill: "#f9fafb", stroke: "#9ca3af", "stroke-dasharray": "2 2" }));
        if (target.type === "point") {
          const v = data.samples.full.values[rows.length];
          const points = [];
          for (let i = 0; i + 1 < v.length; i += 2 * Math.max(1, Math.floor(v.length / 400))) if (v[i] !== null) points.push(map(v[i], v[i + 1]).join(","));
          svg.appendChild(svgEl("polyline", { points: points.join(" "), fill: "none", stroke: "#c7d2fe" }));
          entry.shape = svgEl("circle", { r: 3.5, fill: "var(--accent)" });
        } else {
          entry.shape = svgEl("rect", { fill: "rgba(79, 70, 229, .25)", stroke: "var(--accent)" });
        }
        svg.appendChild(entry.shape);
        entry.map = map;
        entry.s = s;
        geometry.appendChild(svg);
      }
      rows.push(entry);
      $("values").appendChild(row);
    }
    if (!data.targets.length) $("values").appendChild(el("tr")).appendChild(el("td", { class: "empty" }, "No tracks."));

    const sceneRows = data.scenes.map((name) => {
      const row = el("tr"), badge = el("span", { class: "state" }), bar = el("div", { class: "bar" }), fill = el("b"), text = el("td", { class: "value" });
      bar.appendChild(fill);
      row.appendChild(el("td", { class: "name" }, name));
      row.appendChild(el("td")).appendChild(badge);
      row.appendChild(el("td")).appendChild(bar);
      row.appendChild(text);
      $("scenes").appendChild(row);
      return { badge, fill, text };
    });
    if (!data.scenes.length) $("scenes").appendChild(el("tr")).appendChild(el("td", { class: "empty" }, "No scenes."));

    const labelButtons = data.labels.map((label) => {
      const button = el("button", { title: label.offset === null ? "unresolved" : "offset " + fmt(label.offset) }, label.name);
      button.disabled = label.offset === null;
      button.onclick = () => setOffset(label.offset, "label");
      $("labels").appendChild(button);
      return { label, button };
    });
    if (!data.labels.length) $("labels").appendChild(el("span", { class: "empty" }, "No labels."));

    // Diagnostics: fed from the data's `diagnostics` array.
    const diagnostics = data.diagnostics;
    if (diagnostics.length) {
      const list = el("ul");
      for (const line of diagnostics) list.appendChild(el("li", {}, line));
      $("diagnostic-list").appendChild(list);
    } else {
      $("diagnostic-list").appendChild(el("span", { class: "empty" }, "None reported."));
    }

    // The diagram, in a shadow root so that its styles stay its own.
    $("diagram").attachShadow({ mode: "open" }).appendChild($("diagram-svg").content.cloneNode(true));

    const names = { b: "before", a: "active", f: "after", "-": "unresolved" };
    function render() {
      const index = Math.max(0, Math.min(data.count - 1, Math.round((state.offset - low) / data.step)));
      const samples = data.samples[state.motion];
      const sampled = Math.min(high, low + index * data.step);
      $("readout").textContent = "offset " + fmt(state.offset) + (Math.abs(sampled - state.offset) > 1e-9 ? " (sample " + fmt(sampled) + ")" : "");
      rows.forEach((entry, t) => {
        const n = entry.target.components, v = samples.values[t].slice(index * n, index * n + n);
        const written = v[0] !== null;
        const type = entry.target.type;
        if (type === "number") {
          entry.value.textContent = fmt(v[0]);
          const [lo, hi] = entry.range;
          entry.fill.style.width = written ? (hi > lo ? ((v[0] - lo) / (hi - lo)) * 100 : 100) + "%" : "0";
        } else if (type === "color") {
          entry.value.textContent = written ? hex(v) + (v[3] < 1 ? " α " + fmt(v[3]) : "") : "—";
          entry.swatch.style.background = written ? "rgba(" + v.slice(0, 3).map((c) => Math.round(Math.min(1, Math.max(0, c)) * 255)).join(",") + "," + v[3] + ")" : "transparent";
        } else {
          entry.value.textContent = written ? "(" + v.map(fmt).join(", ") + ")" : "—";
          entry.shape.style.display = written ? "" : "none";
          if (!written) return;
          if (type === "point") {
            const [x, y] = entry.map(v[0], v[1]);
            entry.shape.setAttribute("cx", x);
            entry.shape.setAttribute("cy", y);
          } else {
            const [x, y] = type === "rect" ? entry.map(v[0], v[1]) : entry.map(0, 0);
            const [w, h] = type === "rect" ? [v[2], v[3]] : v;
            entry.shape.setAttribute("x", x);
            entry.shape.setAttribute("y", y);
            entry.shape.setAttribute("width", Math.max(0, w * entry.s));
            entry.shape.setAttribute("height", Math.max(0, h * entry.s));
          }
        }
      });
      onScreen.replaceChildren();
      onScreen.style.display = $("show-geometry").checked ? "" : "none";
      rows.forEach((entry, t) => {
        const type = entry.target.type, n = entry.target.components, v = samples.values[t].slice(index * n, index * n + n);
        if ((type !== "point" && type !== "rect") || v[0] === null) return;
        const [x, y] = [v[0] * scale, v[1] * scale];
        if (type === "point") onScreen.appendChild(svgEl("circle", { cx: x, cy: y, r: 5, fill: "rgba(79, 70, 229, .8)", stroke: "#fff" }));
        else onScreen.appendChild(svgEl("rect", { x, y, width: Math.max(0, v[2] * scale), height: Math.max(0, v[3] * scale), fill: "rgba(79, 70, 229, .12)", stroke: "rgba(79, 70, 229, .8)" }));
        const label = svgEl("text", { x: x + 7, y: y - 6 });
        label.textContent = entry.target.name;
        onScreen.appendChild(label);
      });
      sceneRows.forEach((row, s) => {
        const code = samples.states[s][index], progress = samples.progress[s][index];
        row.badge.textContent = names[code];
        row.badge.className = "state " + (code === "-" ? "u" : code);
        row.fill.style.width = progress === null ? "0" : progress * 100 + "%";
        row.text.textContent = progress === null ? "—" : fmt(progress);
      });
      let current = null;
      for (const { label } of labelButtons) if (label.offset !== null && label.offset <= state.offset + 1e-9 && (current === null || label.offset >= current.offset)) current = label;
      for (const { label, button } of labelButtons) button.classList.toggle("current", label === current);
      $("full").classList.toggle("on", state.motion === "full");
      $("reduced").classList.toggle("on", state.motion === "reduced");
      history.replaceState(null, "", "#offset=" + Math.round(state.offset * 100) / 100 + "&motion=" + state.motion);
    }

    let scrolling = false;
    function setOffset(offset, source) {
      state.offset = Math.max(low, Math.min(high, offset));
      if (source !== "slider") slider.value = state.offset;
      const position = vertical ? "scrollTop" : "scrollLeft";
      if (source !== "scroll" && Math.abs(scroller[position] - state.offset * scale) >= 0.5) {
        scrolling = true;
        scroller[position] = state.offset * scale;
      }
      render();
    }
    scroller.addEventListener("scroll", () => {
      if (scrolling) { scrolling = false; return; }
      setOffset(scroller[vertical ? "scrollTop" : "scrollLeft"] / scale, "scroll");
    });
    slider.addEventListener("input", () => setOffset(Number(slider.value), "slider"));
    $("full").onclick = () => { state.motion = "full"; render(); };
    $("reduced").onclick = () => { state.motion = "reduced"; render(); };
    $("show-geometry").onchange = render;

    // Start where the address says (`#offset=844&motion=reduced`), else at 0 with the system's
    // reduced-motion setting.
    const hash = new URLSearchParams(location.hash.slice(1));
    state.motion = hash.get("motion") === "reduced" || (!hash.has("motion") && matchMedia("(prefers-reduced-motion: reduce)").matches) ? "reduced" : "full";
    setOffset(Number(hash.get("offset")) || 0, "hash");
    </script>
    </body>
    </html>

    """#
}
