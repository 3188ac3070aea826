import Foundation

/// The preview as one self-contained HTML page: no network, no files beside it (but for the
/// one-line script a page written by `--watch` loads to know when to reload).
///
/// The page embeds the samples as JSON and looks up the nearest one for the offset — it
/// interpolates nothing, so every value shown is one Scrollwork computed. It applies each target to
/// a box of the mock page as ``PreviewMock`` decided, and logs the events ``PreviewData/events``
/// lists between the previous sample and the new one. The offset comes from the scroll area, the
/// slider, Play, or the address: `page.html#offset=844&motion=reduced` opens there, and the
/// address follows the offset.
enum PreviewPage {
    /// What a page written by `--watch` needs to reload itself: the name of the script file
    /// beside it that the watch rewrites (``PreviewWatch/script(stamp:)``), and the stamp of
    /// this page's document.
    struct Watch: Equatable {
        var script: String
        var stamp: String
    }

    /// The page.
    ///
    /// - Parameters:
    ///   - data: Everything the page shows.
    ///   - diagram: The stage's SVG diagram.
    ///   - watch: Set while `--watch` runs: the page then loads `watch.script` every second and
    ///     reloads itself (at the same address) when its stamp is no longer `watch.stamp`.
    ///   - variants: A responsive document's variants (``PreviewVariants``): the page then has a
    ///     device-width picker and draws the variant in force at the width picked.
    static func html(_ data: PreviewData, diagram: String, watch: Watch? = nil, variants: PreviewVariants? = nil) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // No markup can start inside the data: `<`, `>` and `&` become JSON escapes (and slashes
        // stay escaped), so no name in a document can close the script element or open a tag.
        let script = { (value: any Encodable) throws -> String in
            String(decoding: try encoder.encode(value), as: UTF8.self)
                .replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
                .replacingOccurrences(of: "&", with: "\\u0026")
        }
        let json = try script(data)
        let values = [
            "{{TITLE}}": escape(data.title),
            "{{DIAGRAM}}": diagram.replacingOccurrences(of: "</template", with: "<\\/template"),
            "{{DATA}}": json,
            "{{VARIANTS}}": try variants.map(script) ?? "null",
            "{{WATCH}}": watch.map(Self.watchScript) ?? "",
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

    /// The script a watched page runs: it asks for the watch's script file every second (a
    /// `<script>` element, which a page opened from a file may load) and reloads when the stamp
    /// that file sets differs from its own.
    static func watchScript(_ watch: Watch) -> String {
        // Inside a JS string: letters, digits and `._-` as they are, anything else a \u escape.
        let quote = { (text: String) in
            text.utf16.map { unit in
                let safe = (0x30...0x39).contains(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || [0x2E, 0x5F, 0x2D].contains(unit)
                return safe ? String(UnicodeScalar(UInt8(unit))) : String(format: "\\u%04x", unit)
            }.joined()
        }
        return """

            <script>
            // --watch: reload when scrollwork-preview rewrites the page.
            setInterval(() => {
              const script = document.createElement("script");
              script.src = "\(quote(watch.script))?" + Date.now();
              script.onload = () => { script.remove(); if (window.scrollworkStamp && window.scrollworkStamp !== "\(quote(watch.stamp))") location.reload(); };
              script.onerror = () => script.remove();
              document.head.appendChild(script);
            }, 1000);
            </script>
            """
    }

    /// The page `--watch` writes for a document that cannot be read: the lines printed for it,
    /// reloading like the preview once the document is fixed.
    static func errorHTML(title: String, lines: [String], watch: Watch) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><title>\(escape(title)) · Scrollwork preview</title>
        <style>body { margin: 0; padding: 24px; font: 14px/1.5 "DejaVu Sans Mono", Menlo, monospace; background: #111827; color: #fecaca; } h1 { font: 600 16px sans-serif; color: #f9fafb; }</style>
        </head>
        <body>
        <h1>\(escape(title)) cannot be previewed; this page reloads when it is saved again.</h1>
        <pre>\(lines.map(escape).joined(separator: "\n"))</pre>\(watchScript(watch))
        </body>
        </html>

        """
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
    #device { position: relative; border: 10px solid #1f2937; border-radius: 26px; background: #1f2937; overflow: hidden; }
    #viewport { position: absolute; left: 0; top: 0; transform-origin: 0 0; overflow: hidden; background: #fff; color: var(--ink); }
    #screen-bg { position: absolute; left: 0; top: 0; }
    #scroller { position: absolute; inset: 0; overflow: auto; scrollbar-width: none; }
    #scroller::-webkit-scrollbar { display: none; }
    #content { position: relative; }
    #fixed, #overlay { position: absolute; inset: 0; pointer-events: none; }
    .box { position: absolute; border: 2px solid hsl(var(--hue), 45%, 60%); background: hsla(var(--hue), 75%, 88%, .55); border-radius: 8px; }
    .box.actor { border-style: dashed; border-color: rgba(17, 24, 39, .45); background: rgba(255, 255, 255, .9); border-radius: 12px; }
    .box.pinned { z-index: 3; }
    .box .name { position: absolute; left: 8px; top: 22px; font: 600 17px "DejaVu Sans Mono", Menlo, monospace; white-space: nowrap;
      padding: 1px 7px; border-radius: 5px; background: rgba(255, 255, 255, .88); color: #111827; box-shadow: 0 0 0 1px rgba(17, 24, 39, .12); }
    .box .name.dark { background: rgba(17, 24, 39, .82); color: #f9fafb; box-shadow: 0 0 0 1px rgba(249, 250, 251, .18); }
    .box .text { text-shadow: 0 0 3px var(--halo, rgba(255, 255, 255, .9)), 0 0 6px var(--halo, rgba(255, 255, 255, .9)); }
    .motion-path { position: absolute; left: 0; top: 0; width: 1px; height: 1px; overflow: visible; pointer-events: none; }
    .motion-path path { fill: none; stroke: #6366f1; stroke-width: 2; stroke-dasharray: 7 5; opacity: 0.8; }
    .box .text { position: absolute; left: 0; right: 0; top: 50%; transform: translateY(-50%); text-align: center; font: 700 34px "DejaVu Sans", Helvetica, sans-serif; white-space: pre-line; }
    .box.actor .text { font-size: 20px; top: 62%; }
    .box .text.watermark { opacity: .3; font-size: 30px; }
    .mark { position: absolute; font: 13px "DejaVu Sans Mono", Menlo, monospace; white-space: nowrap; pointer-events: none; z-index: 4; }
    .mark.h { left: 0; right: 0; border-top: 1.5px solid; }
    .mark.v { top: 0; bottom: 0; border-left: 1.5px solid; }
    .mark span { position: absolute; background: rgba(255, 255, 255, .94); padding: 0 4px; border-radius: 3px; box-shadow: 0 0 0 1px rgba(17, 24, 39, .25), 0 1px 3px rgba(0, 0, 0, .35); }
    .mark b { font-weight: normal; }
    .mark b.start { color: var(--start); }
    .mark b.end { color: var(--end); }
    .mark b.trigger { color: #b45309; }
    .mark.h span { top: 2px; left: 4px; }
    .mark.v span { left: 3px; top: 3px; }
    .mark.start { color: var(--start); border-color: var(--start); }
    .mark.end { color: var(--end); border-color: var(--end); }
    .mark.trigger { color: #b45309; border-color: #b45309; border-style: dashed; }
    #overlay .mark.h span { left: auto; right: 4px; top: auto; bottom: 2px; white-space: pre-line; text-align: right; max-width: calc(100% - 16px); }
    #overlay .mark.v span { bottom: 4px; top: auto; }
    body.no-markers .mark { display: none; }
    .hint { color: var(--dim); margin-top: 6px; text-align: center; }
    #side { flex: 1; min-width: 0; }
    #scrub, #play { display: flex; align-items: center; gap: 10px; }
    #play { margin-top: 8px; color: var(--dim); }
    #play button { font: inherit; border: 1px solid var(--line); background: #f9fafb; border-radius: 6px; padding: 3px 12px; cursor: pointer; min-width: 70px; }
    #slider { flex: 1; accent-color: var(--accent); }
    #ticks { position: relative; height: 14px; margin: 2px 0 0; }
    #ticks i { position: absolute; top: 0; width: 2px; height: 10px; }
    .columns { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 14px; }
    table { border-collapse: collapse; width: 100%; }
    td { padding: 3px 6px; border-top: 1px solid var(--line); vertical-align: middle; }
    td.name { font-family: "DejaVu Sans Mono", Menlo, monospace; white-space: nowrap; }
    td.type, td.applies { color: var(--dim); white-space: nowrap; }
    td.value { font-family: "DejaVu Sans Mono", Menlo, monospace; white-space: nowrap; }
    .bar { height: 6px; background: var(--line); border-radius: 3px; position: relative; width: 64px; }
    .bar b { position: absolute; left: 0; top: 0; bottom: 0; background: var(--accent); border-radius: 3px; }
    .swatch { display: inline-block; width: 26px; height: 14px; border-radius: 4px; border: 1px solid #d1d5db; vertical-align: middle; margin-right: 6px; }
    .state { display: inline-block; min-width: 52px; text-align: center; border-radius: 9px; padding: 0 7px; font-size: 11px; }
    .state.b { background: #f3f4f6; color: var(--dim); }
    .state.a { background: #dcfce7; color: #166534; font-weight: 600; }
    .state.f { background: #e0e7ff; color: #3730a3; }
    .state.u { background: #fee2e2; color: #991b1b; }
    .labels button { font: 12px "DejaVu Sans Mono", Menlo, monospace; margin: 0 6px 6px 0; border: 1px solid var(--line); background: #f9fafb; border-radius: 6px; padding: 3px 8px; cursor: pointer; }
    .labels button.current { border-color: var(--accent); color: var(--accent); }
    #log { margin: 0; padding: 0; list-style: none; height: 140px; overflow: auto; font: 12px "DejaVu Sans Mono", Menlo, monospace; }
    #log li { padding: 1px 0; border-top: 1px solid var(--line); }
    #log li:first-child { background: #eef2ff; }
    #log .at { color: var(--dim); display: inline-block; min-width: 92px; }
    #diagnostics ul { margin: 0; padding-left: 18px; }
    .empty { color: var(--dim); }
    #diagram { overflow-x: auto; }
    #widths { display: none; }
    body.responsive #widths { display: inline-flex; align-items: center; gap: 8px; }
    body.responsive header { flex-wrap: wrap; row-gap: 6px; }
    #widths .switch { flex: none; }
    #widths select { font: inherit; border-radius: 5px; border: 1px solid #4b5563; background: #1f2937; color: #f9fafb; padding: 3px 5px; }
    #widths input { width: 64px; font: inherit; border-radius: 5px; border: 1px solid #4b5563; background: #1f2937; color: #f9fafb; padding: 3px 5px; }
    #variant { font-weight: 600; color: #fde68a; }
    </style>
    </head>
    <body>
    <header>
      <h1>{{TITLE}}</h1>
      <span class="stats" id="stats"></span>
      <span class="spacer"></span>
      <span id="widths"><span>Width</span><span class="switch" role="group" aria-label="Device width"><button data-width="390">Phone</button><button data-width="768">Tablet</button><button data-width="1280">Desktop</button><button data-width="window">Window</button></span>
        <input id="custom-width" type="number" min="1" step="1" aria-label="Custom width">
        <select id="size-classes" aria-label="Size classes" title="Size classes (horizontal × vertical)"><option value="device">size classes: device</option><option value="none">size classes: none</option><option value="compact,regular">compact × regular</option><option value="compact,compact">compact × compact</option><option value="regular,regular">regular × regular</option><option value="regular,compact">regular × compact</option></select>
        <span>Variant <span id="variant"></span></span></span>
      <span id="readout"></span>
      <span>Motion</span>
      <span class="switch" role="group" aria-label="Motion policy"><button id="full">Full</button><button id="reduced">Reduced</button></span>
    </header>
    <main>
      <section id="device-column">
        <div id="device"><div id="viewport"><div id="screen-bg"></div><div id="scroller"><div id="content"></div></div><div id="fixed"></div><div id="overlay"></div></div></div>
        <div class="hint">Scroll the screen, drag the slider, press Play, or click a label.</div>
        <label class="hint" style="display: block"><input type="checkbox" id="show-markers" checked> Scene markers</label>
      </section>
      <section id="side">
        <div class="panel">
          <h2>Scrub</h2>
          <div id="scrub"><input id="slider" type="range" min="0" step="any" aria-label="Scroll offset"></div>
          <div id="ticks"></div>
          <div id="play"><button id="play-button">Play</button><label><input type="checkbox" id="loop" checked> Loop</label>
            <label>Speed <select id="speed"><option value="100">100 pt/s</option><option value="250">250 pt/s</option><option value="500" selected>500 pt/s</option><option value="1000">1000 pt/s</option><option value="2000">2000 pt/s</option></select></label></div>
        </div>
        <div class="columns">
          <div class="panel"><h2>Events</h2><ol id="log"></ol></div>
          <div class="panel"><h2>Scenes</h2><table id="scenes"></table></div>
        </div>
        <div class="panel"><h2>Values</h2><table id="values"></table></div>
        <div class="columns">
          <div class="panel labels"><h2>Labels</h2><div id="labels"></div></div>
          <!-- Diagnostics: what can never happen on this stage, one line each, from the JSON array
               `diagnostics` of the preview data (Stage.diagnostics). -->
          <div class="panel" id="diagnostics"><h2>Diagnostics</h2><div id="diagnostic-list"></div></div>
        </div>
      </section>
    </main>
    <section class="panel" style="margin: 0 18px 18px"><h2>Stage diagram</h2><div id="diagram"></div></section>
    <template id="diagram-svg">{{DIAGRAM}}</template>
    <script type="application/json" id="preview-data">{{DATA}}</script>
    <script type="application/json" id="preview-variants">{{VARIANTS}}</script>
    <script>
    "use strict";
    // A responsive document (issue 39): the variant in force at a context — the first whose
    // condition holds, widths and heights `min <= size < max` — as StageVariant.Condition decides;
    // -1 when none holds. A size class the context lacks (null) fails a condition on it, as on a
    // platform that reports none. The preview has no app flags: a condition on one never holds here.
    function chooseVariant(conditions, context) {
      const within = (value, low, high) => (low === null || value >= low) && (high === null || value < high);
      const orientation = Number.isNaN(context.width) || Number.isNaN(context.height) ? null : context.height >= context.width ? "portrait" : "landscape";
      const sized = (asked, reported) => asked === null || asked === (reported ?? null);
      return conditions.findIndex((c) => within(context.width, c.minWidth, c.maxWidth) && within(context.height, c.minHeight, c.maxHeight)
        && (c.orientation === null || c.orientation === orientation)
        && sized(c.horizontalSizeClass, context.horizontalSizeClass) && sized(c.verticalSizeClass, context.verticalSizeClass)
        && (c.motionPolicy === null || c.motionPolicy === context.motion) && c.flags.length === 0);
    }
    // The size classes of a width picked in the header ("device": a phone's in portrait for Phone,
    // an iPad's for Tablet, none for the rest — a Mac reports none), or those picked explicitly.
    function sizeClassesOf(sizes, widthParam) {
      const picked = sizes === "device" ? ({ "390": "compact,regular", "768": "regular,regular" })[widthParam] || "none" : sizes;
      const [horizontal, vertical] = picked === "none" ? [null, null] : picked.split(",");
      return { horizontalSizeClass: horizontal, verticalSizeClass: vertical };
    }
    // The width the address asks for ("window": the browser window's), and the variant it puts in force.
    const responsive = (() => {
      const variants = JSON.parse(document.getElementById("preview-variants").textContent);
      if (!variants) return null;
      const hash = new URLSearchParams(location.hash.slice(1));
      const param = hash.get("width") || String(variants.width);
      const sizes = hash.get("sizes") || "device";
      const motion = hash.get("motion") === "reduced" || (!hash.has("motion") && matchMedia("(prefers-reduced-motion: reduce)").matches) ? "reduced" : "full";
      const context = (param) => {
        const windowed = param === "window", asked = Number(param);
        const width = windowed ? window.innerWidth : asked > 0 ? asked : variants.width;
        return { width, height: windowed ? window.innerHeight : variants.none.data.viewport[1], motion, ...sizeClassesOf(sizes, param) };
      };
      const at = context(param), index = chooseVariant(variants.variants.map((v) => v.condition), at);
      return { variants, param, sizes, context, index, width: at.width, sizeClasses: at, chosen: index < 0 ? variants.none : variants.variants[index] };
    })();
    const data = responsive ? responsive.chosen.data : JSON.parse(document.getElementById("preview-data").textContent);
    const vertical = data.axis === "vertical";
    const [cw, ch] = data.content, vh = data.viewport[1], vw = responsive ? responsive.width : data.viewport[0];
    const scale = Math.min(1, 700 / vh, 460 / vw);
    const state = { offset: 0, motion: "full", index: null, playing: false };
    const $ = (id) => document.getElementById(id);
    const el = (tag, attrs = {}, text) => {
      const node = document.createElement(tag);
      for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
      if (text !== undefined) node.textContent = text;
      return node;
    };
    const fmt = (x) => x === null || x === undefined ? "—" : (Math.abs(x) >= 1e6 || (x !== 0 && Math.abs(x) < 1e-3) ? x.toExponential(3) : (Math.round(x * 1000) / 1000).toString());
    const channel = (v) => Math.round(Math.min(1, Math.max(0, v)) * 255);
    const hex = (c) => "#" + c.slice(0, 3).map((v) => channel(v).toString(16).padStart(2, "0")).join("");
    const rgba = (c) => "rgba(" + c.slice(0, 3).map(channel).join(",") + "," + Math.min(1, Math.max(0, c[3])) + ")";

    // The device: the viewport at its size in points, scaled to fit; the content scrolls in it.
    const device = $("device"), viewport = $("viewport"), scroller = $("scroller"), content = $("content"), fixed = $("fixed"), overlay = $("overlay");
    device.style.width = vw * scale + 20 + "px";
    device.style.height = vh * scale + 20 + "px";
    Object.assign(viewport.style, { width: vw + "px", height: vh + "px", transform: "scale(" + scale + ")" });
    Object.assign($("screen-bg").style, { width: vw + "px", height: vh + "px" });
    content.style.width = (vertical ? vw : cw) + "px";
    content.style.height = (vertical ? ch : vh) + "px";

    // The mock page: a labelled box per element (layout elements in the content, actors where the
    // preview placed them), each target applied to its box as `data.mock.effects` says.
    const boxes = new Map();
    boxes.set("", { node: $("screen-bg"), base: [0, 0, vw, vh], screen: true, effects: [] });
    data.mock.boxes.forEach((box, index) => {
      const node = el("div", { class: "box" + (box.inLayout ? "" : " actor") });
      node.style.setProperty("--hue", (index * 137.5 + 220) % 360);
      const label = el("span", { class: "name" }, box.name);
      node.appendChild(label);
      node.dataset.name = box.name;
      const text = el("span", { class: "text" });
      node.appendChild(text);
      (box.layer === "screen" ? fixed : content).appendChild(node);
      boxes.set(box.name, { node, text, label, base: box.frame, inLayout: box.inLayout, effects: [] });
    });
    // Sizes and frames first, then centres (they need the size), then the rest.
    const phase = { frame: 0, size: 0, width: 0, height: 0, center: 1, path: 1 };
    for (const effect of [...data.mock.effects].sort((a, b) => (phase[a.apply] ?? 2) - (phase[b.apply] ?? 2))) boxes.get(effect.element).effects.push(effect);
    // A path target's path, drawn in its box's layer under the boxes: the box travels it.
    for (const effect of data.mock.effects) {
      const target = data.targets[effect.target], box = boxes.get(effect.element);
      if (effect.apply !== "path" || !target.path || box.screen) continue;
      const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      svg.setAttribute("class", "motion-path");
      const line = document.createElementNS("http://www.w3.org/2000/svg", "path");
      line.setAttribute("d", target.path);
      svg.appendChild(line);
      box.node.parentNode.insertBefore(svg, box.node.parentNode.firstChild);
    }
    function applyEffects(samples, index) {
      for (const box of boxes.values()) {
        const s = { tx: 0, ty: 0, sx: 1, sy: 1, rot: 0, opacity: "", background: "", color: "", border: "", text: [], frame: box.base.slice(), pinned: false };
        for (const effect of box.effects) {
          const n = data.targets[effect.target].components;
          const v = samples.values[effect.target].slice(index * n, index * n + n);
          if (v[0] === null) continue;
          switch (effect.apply) {
            case "opacity": s.opacity = Math.min(1, Math.max(0, v[0])); break;
            case "translateX": s.tx += v[0]; break;
            case "translateY": s.ty += v[0]; break;
            case "translate": s.tx += v[0]; s.ty += v[1]; break;
            case "scale": s.sx *= v[0]; s.sy *= v[0]; break;
            case "scaleX": s.sx *= v[0]; break;
            case "scaleY": s.sy *= v[0]; break;
            case "scaleXY": s.sx *= v[0]; s.sy *= v[1]; break;
            case "rotate": s.rot += v[0]; break;
            case "pin": {
              if (vertical) s.ty += v[0]; else s.tx += v[0];
              // Held while the pin's value moves with the offset (it keeps its last value after).
              const near = [index - 1, index + 1].filter((i) => i >= 0 && i < data.count).map((i) => samples.values[effect.target][i]);
              s.pinned = s.pinned || near.some((x) => x !== null && x !== v[0]);
              break;
            }
            case "width": s.frame[2] = v[0]; break;
            case "height": s.frame[3] = v[0]; break;
            case "size": s.frame[2] = v[0]; s.frame[3] = v[1]; break;
            case "frame": s.frame = v.slice(); break;
            case "center": s.frame[0] = v[0] - s.frame[2] / 2; s.frame[1] = v[1] - s.frame[3] / 2; break;
            case "path": s.frame[0] = v[0] - s.frame[2] / 2; s.frame[1] = v[1] - s.frame[3] / 2; s.rot += v[2] * 180 / Math.PI; break;
            case "text": s.text.push(effect.prefix + v[0].toFixed(effect.digits)); break;
            case "color": s.color = rgba(v); break;
            case "borderColor": s.border = rgba(v); break;
            case "background": s.background = rgba(v); break;
          }
        }
        const style = box.node.style;
        if (!box.screen) {
          const [x, y, w, h] = s.frame;
          Object.assign(style, { left: x + "px", top: y + "px", width: Math.max(0, w) + "px", height: Math.max(0, h) + "px" });
          // A box with no number to show shows its name, large and faint (in its text colour).
          const watermark = !s.text.length && box.inLayout;
          box.text.textContent = watermark ? box.node.dataset.name : s.text.join("\n");
          box.text.classList.toggle("watermark", watermark);
          box.node.classList.toggle("pinned", s.pinned);
          box.label.textContent = box.node.dataset.name + (s.pinned ? " · pinned" : "");
        }
        style.transform = s.tx || s.ty || s.rot || s.sx !== 1 || s.sy !== 1 ? "translate(" + s.tx + "px, " + s.ty + "px) rotate(" + s.rot + "deg) scale(" + s.sx + ", " + s.sy + ")" : "";
        style.opacity = s.opacity;
        style.backgroundColor = s.background;
        style.color = s.color;
        style.borderColor = s.border;
      }
      viewport.style.color = boxes.get("").node.style.color;
      // Names on a dark box (or a clear box on a dark screen) get a dark chip; text a dark halo.
      const screen = boxes.get("").node.style.backgroundColor;
      for (const box of boxes.values()) {
        if (box.screen) continue;
        const own = box.node.style.backgroundColor;
        const dark = own ? isDark(own) : box.inLayout && isDark(screen);
        box.label.classList.toggle("dark", dark);
        if (dark && !box.node.style.color) box.node.style.color = "#f9fafb";   // its text and watermark, unless a track colours them
        box.node.style.setProperty("--halo", dark ? "rgba(17, 24, 39, .9)" : "rgba(255, 255, 255, .9)");
      }
    }

    // Whether text on `colour` (a CSS rgb()/rgba() string, "" for the page's white) needs a
    // dark chip: the colour's relative luminance (WCAG), composited over white by its alpha, is
    // below 0.4.
    function isDark(colour) {
      const m = /rgba?\(([^)]*)\)/.exec(colour || "");
      if (!m) return false;
      const [r, g, b, a = 1] = m[1].split(",").map(Number);
      const linear = (c) => { const v = (c * a + 255 * (1 - a)) / 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b) < 0.4;
    }

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
      mark.style[vertical ? "top" : "left"] = at + "px";
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
    // A viewport marker names the scenes whose boundaries it stands for, as the content's do:
    // "scroller-start page1 · page2", "scroller-end page1" (GSAP's scroller-start / -end, with ids).
    function scrollerLabel(markers) {
      const kinds = new Map();
      for (const m of markers) {
        const kind = m.boundary === "end" ? "scroller-end" : "scroller-start";
        if (!kinds.has(kind)) kinds.set(kind, []);
        if (!kinds.get(kind).includes(m.scene)) kinds.get(kind).push(m.scene);
      }
      return [...kinds].map(([kind, scenes]) => kind + " " + scenes.join(" · ")).join("\n");
    }
    for (const [at, markers] of groupBy("viewport")) {
      const label = el("span", { title: markers.map((m) => m.scene + " " + m.boundary + ": " + m.explanation).join("\n") }, scrollerLabel(markers));
      if (at < 20) label.style.cssText = vertical ? "top: 2px; bottom: auto" : "left: 3px";
      line(at, markers, overlay).appendChild(label);
    }

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

    // Values: one row per target, with what it does on the page.
    const rows = [];
    const range = (index) => {
      let lo = Infinity, hi = -Infinity;
      for (const motion of ["full", "reduced"]) for (const x of data.samples[motion].values[index]) if (x !== null) { lo = Math.min(lo, x); hi = Math.max(hi, x); }
      return [lo, hi];
    };
    data.targets.forEach((target, t) => {
      const row = el("tr"), effect = data.mock.effects[t];
      row.appendChild(el("td", { class: "name" }, target.name));
      row.appendChild(el("td", { class: "applies", title: target.type }, (effect.element || "screen") + " · " + effect.apply));
      const value = el("td", { class: "value" }), extra = el("td");
      row.append(value, extra);
      const entry = { target, value };
      if (target.type === "number") {
        entry.range = range(t);
        const bar = el("div", { class: "bar" }), fill = el("b");
        bar.appendChild(fill);
        extra.appendChild(bar);
        entry.fill = fill;
      } else if (target.type === "color") {
        entry.swatch = el("span", { class: "swatch" });
        extra.appendChild(entry.swatch);
      }
      rows.push(entry);
      $("values").appendChild(row);
    });
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
    const diagramRoot = $("diagram").attachShadow({ mode: "open" });
    if (responsive) {
      const chosen = document.createElement("template");
      chosen.innerHTML = responsive.chosen.diagram;
      diagramRoot.appendChild(chosen.content.cloneNode(true));
    } else {
      diagramRoot.appendChild($("diagram-svg").content.cloneNode(true));
    }

    // The diagram follows the scrub: a cursor line at the current offset, moved at every render.
    // The SVG's `data-offset-axis` is "plotLeft plotRight lo hi top bottom": the offsets lo…hi
    // span plotLeft…plotRight, the rows top…bottom.
    function diagramX(axis, offset) {
      const [left, right, lo, hi] = axis;
      const clamped = Math.min(Math.max(offset, lo), hi);
      return left + (hi > lo ? (clamped - lo) / (hi - lo) : 0) * (right - left);
    }
    const diagramCursor = (() => {
      const svg = diagramRoot.querySelector("svg");
      if (!svg || !svg.dataset.offsetAxis) return null;
      const axis = svg.dataset.offsetAxis.split(" ").map(Number), ns = "http://www.w3.org/2000/svg";
      const make = (tag, attrs) => { const node = document.createElementNS(ns, tag); for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v); return node; };
      const group = make("g", { class: "scrub", "pointer-events": "none" });
      const line = make("line", { y1: axis[4], y2: axis[5], stroke: "#2563eb", "stroke-width": 2 });
      const chip = make("rect", { y: axis[4] - 30, height: 17, rx: 3, fill: "#2563eb" });
      const text = make("text", { y: axis[4] - 17.5, fill: "#ffffff", style: "fill: #ffffff" });
      group.append(line, chip, text);
      svg.appendChild(group);
      return { axis, line, chip, text };
    })();
    function moveDiagramCursor(offset) {
      if (!diagramCursor) return;
      const { axis, line, chip, text } = diagramCursor;
      const x = diagramX(axis, offset), caption = "scrub " + fmt(offset), width = caption.length * 7.3 + 10;
      const left = Math.min(Math.max(x - width / 2, axis[0]), axis[1] - width);
      line.setAttribute("x1", x);
      line.setAttribute("x2", x);
      chip.setAttribute("x", left);
      chip.setAttribute("width", width);
      text.setAttribute("x", left + 5);
      text.textContent = caption;
    }

    // The event log: the events the stage reported stepping from sample to sample (forward from
    // the first, backward from the last), newest first. Each list holds its events in the order
    // they were reported, and each is noted on top, so a move of either direction is noted in
    // that order: the newest ends up first.
    const log = $("log");
    function note(text, at) {
      const item = el("li");
      item.appendChild(el("span", { class: "at" }, at));
      item.appendChild(document.createTextNode(text));
      log.prepend(item);
      while (log.children.length > 300) log.lastChild.remove();
    }
    function logEvents(from, to) {
      if (from === null || from === to) return;
      const atSample = (i) => "offset " + fmt(Math.min(high, low + i * data.step));
      if (to > from) { for (const e of data.events.forward) if (e.index > from && e.index <= to) note(e.text, atSample(e.index)); }
      else { for (const e of data.events.backward) if (e.index < from && e.index >= to) note(e.text, atSample(e.index)); }
    }

    const names = { b: "before", a: "active", f: "after", "-": "unresolved" };
    function render() {
      const index = Math.max(0, Math.min(data.count - 1, Math.round((state.offset - low) / data.step)));
      logEvents(state.index, index);
      state.index = index;
      const samples = data.samples[state.motion];
      const sampled = Math.min(high, low + index * data.step);
      $("readout").textContent = "offset " + fmt(state.offset) + (Math.abs(sampled - state.offset) > 1e-9 ? " (sample " + fmt(sampled) + ")" : "");
      applyEffects(samples, index);
      moveDiagramCursor(state.offset);
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
          entry.swatch.style.background = written ? rgba(v) : "transparent";
        } else {
          entry.value.textContent = written ? "(" + v.map(fmt).join(", ") + ")" : "—";
        }
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
      document.body.classList.toggle("no-markers", !$("show-markers").checked);
      const address = "#offset=" + Math.round(state.offset * 100) / 100 + "&motion=" + state.motion + (responsive ? "&width=" + responsive.param : "");
      if (location.hash !== address) history.replaceState(null, "", address);
    }

    let scrolling = false;
    function setOffset(offset, source) {
      state.offset = Math.max(low, Math.min(high, offset));
      if (source !== "slider") slider.value = state.offset;
      const position = vertical ? "scrollTop" : "scrollLeft";
      if (source !== "scroll" && Math.abs(scroller[position] - state.offset) >= 0.5) {
        scrolling = true;
        scroller[position] = state.offset;
      }
      render();
    }
    scroller.addEventListener("scroll", () => {
      if (scrolling) { scrolling = false; return; }
      setOffset(scroller[vertical ? "scrollTop" : "scrollLeft"], "scroll");
    });
    slider.addEventListener("input", () => setOffset(Number(slider.value), "slider"));
    $("full").onclick = () => { state.motion = "full"; render(); };
    $("reduced").onclick = () => { state.motion = "reduced"; render(); };
    $("show-markers").onchange = render;

    // Play: the offset moves at the chosen speed; at the end it stops, or with Loop starts again
    // from the first offset (a new load: nothing is reported for the jump back).
    let last = null;
    function frame(now) {
      if (!state.playing) return;
      const dt = last === null ? 0 : Math.min(0.1, (now - last) / 1000);
      last = now;
      let next = state.offset + Number($("speed").value) * dt;
      if (next >= high) {
        if ($("loop").checked && high > low) {
          state.index = null;
          note("loop: back to the start (a new load)", "offset " + fmt(low));
          next = low;
        } else {
          setOffset(high, "play");
          return setPlaying(false);
        }
      }
      setOffset(next, "play");
      requestAnimationFrame(frame);
    }
    function setPlaying(on) {
      state.playing = on;
      last = null;
      $("play-button").textContent = on ? "Pause" : "Play";
      if (on) {
        if (state.offset >= high) { state.index = null; setOffset(low, "play"); }
        requestAnimationFrame(frame);
      }
    }
    $("play-button").onclick = () => setPlaying(!state.playing);

    // The address: `#offset=844&motion=reduced` opens there (else 0, with the system's
    // reduced-motion setting), follows the scrub, and moves the page when edited.
    function readAddress() {
      const hash = new URLSearchParams(location.hash.slice(1));
      state.motion = hash.get("motion") === "reduced" || (!hash.has("motion") && matchMedia("(prefers-reduced-motion: reduce)").matches) ? "reduced" : "full";
      setOffset(Number(hash.get("offset")) || 0, "hash");
    }
    window.addEventListener("hashchange", readAddress);
    readAddress();
    const carried = responsive ? restoreLog() : null;
    if (carried) for (const [at, text] of carried) note(text, at);
    else note("loaded (a first offset reports nothing)", "offset " + fmt(state.offset));

    // The device width (a responsive document): picking one, or resizing the window in "Window"
    // mode, opens the page again at the same offset with the variant that width puts in force; a
    // change of variant is noted in the Events panel with the events the switch reports there.
    function restoreLog() {
      let saved = null;
      try { saved = JSON.parse(sessionStorage.getItem("scrollwork-preview-log")); sessionStorage.removeItem("scrollwork-preview-log"); } catch (error) { saved = null; }
      if (!saved || saved.title !== data.title) return null;
      for (const [at, text] of saved.log.reverse()) note(text, at);
      return saved.pending;
    }
    let reloading = false;
    const sizesText = (context) => context.horizontalSizeClass ? ", " + context.horizontalSizeClass + " × " + context.verticalSizeClass : "";
    function pickWidth(param, sizes = responsive.sizes) {
      if (reloading) return;
      const next = { ...responsive.context(param), ...sizeClassesOf(sizes, param) }, conditions = responsive.variants.variants.map((v) => v.condition);
      next.motion = state.motion;
      const index = chooseVariant(conditions, next);
      if (param === responsive.param && sizes === responsive.sizes && index === responsive.index) return;
      const name = (i) => i < 0 ? "none" : responsive.variants.variants[i].name;
      const at = "offset " + fmt(state.offset), pending = [];
      if (index !== responsive.index) {
        pending.push([at, "switch " + name(responsive.index) + " → " + name(index) + " at width " + fmt(next.width) + sizesText(next)]);
        const found = (responsive.variants.switches[name(responsive.index) + ">" + name(index)] || []).find((s) => s.index === state.index);
        for (const text of found ? found.events : []) pending.push([at, text]);
      } else {
        pending.push([at, "width " + fmt(next.width) + sizesText(next) + ": " + name(index) + " stays in force"]);
      }
      const log = [...$("log").children].map((item) => [item.firstChild.textContent, item.lastChild.textContent]);
      try { sessionStorage.setItem("scrollwork-preview-log", JSON.stringify({ title: data.title, log, pending })); } catch (error) { /* the log starts afresh */ }
      reloading = true;
      location.hash = "#offset=" + Math.round(state.offset * 100) / 100 + "&motion=" + state.motion + "&width=" + param + (sizes === "device" ? "" : "&sizes=" + sizes);
      location.reload();
    }
    if (responsive) {
      document.body.classList.add("responsive");
      const name = responsive.index < 0 ? "none" : responsive.chosen.name;
      $("variant").textContent = name + " (" + fmt(responsive.width) + " pt" + sizesText(responsive.sizeClasses) + ")";
      $("size-classes").value = responsive.sizes;
      $("size-classes").onchange = () => pickWidth(responsive.param, $("size-classes").value);
      for (const button of document.querySelectorAll("#widths button")) {
        button.classList.toggle("on", button.dataset.width === responsive.param);
        button.onclick = () => pickWidth(button.dataset.width);
      }
      $("custom-width").value = responsive.width;
      $("custom-width").onchange = () => { if (Number($("custom-width").value) > 0) pickWidth(String(Number($("custom-width").value))); };
      window.addEventListener("resize", () => { if (responsive.param === "window") pickWidth("window"); });
      window.addEventListener("hashchange", () => {
        const hash = new URLSearchParams(location.hash.slice(1)), asked = hash.get("width"), sizes = hash.get("sizes") || "device";
        if ((asked && asked !== responsive.param) || sizes !== responsive.sizes) pickWidth(asked || responsive.param, sizes);
      });
    }
    </script>{{WATCH}}
    </body>
    </html>

    """#
}
