import Foundation
import Scrollwork

/// Draws one frame of the walkthrough as a standalone SVG.
func svg(_ frame: Frame, walkthrough: Walkthrough, caption: String) -> String {
    let width = Double(Walkthrough.viewport.width), height = Double(Walkthrough.viewport.height)
    var out = """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height + 40))" font-family="Helvetica, Arial, sans-serif">
    <rect width="\(Int(width))" height="\(Int(height))" fill="\(frame.background)"/>

    """
    for (index, title) in walkthrough.titles.enumerated() where frame.titles[index][0] > 0.001 {
        let opacity = frame.titles[index][0], shift = frame.titles[index][1]
        out += """
        <g opacity="\(opacity)" transform="translate(\(shift) 0)">
        <text x="\(width / 2)" y="640" fill="#ffffff" font-size="30" font-weight="bold" text-anchor="middle">\(title.text)</text>
        <text x="\(width / 2)" y="676" fill="#ffffff" fill-opacity="0.8" font-size="15" text-anchor="middle">\(title.subtitle)</text>
        </g>

        """
    }
    let logo = frame.logo
    out += """
    <g transform="translate(\(logo[0]) \(logo[1])) rotate(\(logo[3])) scale(\(logo[2]))">
    <circle r="46" fill="#ffffff" fill-opacity="0.95"/>
    <path d="M -22 -14 L 0 -30 L 22 -14 L 22 14 L 0 30 L -22 14 Z" fill="\(frame.background)"/>
    <circle r="9" fill="#ffffff"/>
    </g>

    """
    if frame.card[1] > 0.001 {
        out += """
        <g opacity="\(frame.card[1])" transform="translate(0 \(frame.card[0]))">
        <rect x="45" y="-60" width="300" height="120" rx="18" fill="#ffffff" fill-opacity="0.92"/>
        <text x="\(width / 2)" y="-8" font-size="18" font-weight="bold" text-anchor="middle" fill="#111827">Pinned card</text>
        <text x="\(width / 2)" y="20" font-size="13" text-anchor="middle" fill="#374151">y = \(String(format: "%.1f", frame.card[0])) while the page scrolls</text>
        </g>

        """
    }
    for (index, opacity) in frame.dots.enumerated() {
        let x = width / 2 + (Double(index) - 1.5) * 22
        out += "<circle cx=\"\(x)\" cy=\"\(height - 48)\" r=\"6\" fill=\"#ffffff\" fill-opacity=\"\(opacity)\"/>\n"
    }
    out += """
    <rect y="\(Int(height))" width="\(Int(width))" height="40" fill="#111827"/>
    <text x="12" y="\(Int(height) + 26)" font-size="14" fill="#e5e7eb">\(caption)</text>
    </svg>

    """
    return out
}

/// A scene boundary as the page draws it (from `Stage.markers`).
struct MarkerData: Codable {
    var scene: String
    var kind: String          // "start", "end" or "trigger"
    var offset: Double        // the scroll offset at which the boundary is crossed
    var viewport: Double      // where its line is fixed in the viewport (the phone)
    var content: Double       // where its line sits in the content: meets `viewport` at `offset`
    var explanation: String

    init(_ marker: Stage.Marker) {
        scene = marker.scene
        kind = marker.isTrigger ? "trigger" : marker.boundary.rawValue
        offset = marker.offset
        viewport = marker.viewportPosition
        content = marker.contentPosition
        explanation = marker.explanation
    }
}

/// The HTML page: the frames and the scenes' markers are embedded; the script only picks the frame
/// for the scroll position and moves the marker lines with the content.
func html(frames: [Frame], reducedFrames: [Frame], step: Double, maximumOffset: Double, walkthrough: Walkthrough, log: [String]) throws -> String {
    // Sorted keys: the page is the same bytes on every run.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(frames), as: UTF8.self)
    let reducedJSON = String(decoding: try encoder.encode(reducedFrames), as: UTF8.self)
    let markers = String(decoding: try encoder.encode(walkthrough.stage.markers.map(MarkerData.init)), as: UTF8.self)
    let titles = walkthrough.titles.map { "\"\($0.text)|\($0.subtitle)\"" }.joined(separator: ",")
    return """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Scrollwork walkthrough</title>
    <style>
    body { margin: 0; font-family: Helvetica, Arial, sans-serif; background: #0b1020; color: #e5e7eb; }
    #phone { position: fixed; top: 50%; left: max(50%, 540px); width: 390px; height: 844px; margin: -422px 0 0 -195px;
             border-radius: 36px; overflow: hidden; box-shadow: 0 0 0 10px #1f2937, 0 20px 60px #000; transform-origin: center; }
    .title { position: absolute; left: 0; right: 0; top: 606px; text-align: center; color: #fff; }
    .title h1 { font-size: 30px; margin: 0 0 8px; } .title p { font-size: 15px; margin: 0; opacity: 0.8; }
    #logo { position: absolute; left: -46px; top: -46px; width: 92px; height: 92px; }
    #card { position: absolute; left: 45px; width: 300px; height: 120px; margin-top: -60px; border-radius: 18px;
            background: rgba(255,255,255,0.92); color: #111827; text-align: center; }
    #card b { display: block; margin-top: 36px; font-size: 18px; } #card span { font-size: 13px; color: #374151; }
    .dot { position: absolute; top: 790px; width: 12px; height: 12px; border-radius: 6px; background: #fff; }
    #panel { position: fixed; left: 16px; top: 16px; width: 280px; font-size: 13px; line-height: 1.5; }
    #panel pre { white-space: pre-wrap; font-size: 11px; color: #9ca3af; max-height: 50vh; overflow: auto; }
    #panel button { margin: 6px 0; font: inherit; color: #e5e7eb; background: #1f2937; border: 1px solid #4b5563;
                    border-radius: 6px; padding: 3px 10px; cursor: pointer; }
    #legend { display: none; font-size: 12px; color: #9ca3af; }
    body.markers #legend { display: block; }
    #markerLayer { position: absolute; inset: 0; pointer-events: none; display: none; z-index: 10; }
    body.markers #markerLayer { display: block; }
    .mk { position: absolute; left: 0; right: 0; height: 0; border-top: 1px dashed var(--c); }
    .mk span { position: absolute; left: 28px; top: 2px; color: var(--c); font: 11px/1.3 Menlo, Consolas, monospace;
               background: rgba(17, 24, 39, 0.9); padding: 0 4px; border-radius: 3px; white-space: nowrap; }
    .mk.above span { top: auto; bottom: 2px; }
    .mk.scroller { border-top-width: 2px; }
    .mk.scroller span { left: auto; right: 28px; }
    .start, .trigger { --c: #4ade80; } .end { --c: #f87171; } .both { --c: #facc15; }
    </style></head>
    <body>
    <div id="panel"><b>Scrollwork walkthrough</b><br>Scroll this page. Every value below and in the phone was
    computed by a Scrollwork <code>Stage</code> (\(frames.count) frames, one every \(Int(step)) pt); the script
    only looks up the frame for the scroll position.<br>offset: <span id="offset"></span><br>active scenes:
    <span id="active"></span><br>motion: <span id="motion"></span><br>
    <button id="markerToggle" type="button">Show markers</button>
    <button id="motionToggle" type="button">Reduce motion</button>
    <div id="legend">Markers (also <code>#markers</code> in the address): a scene starts when its green line, which
    scrolls with the content, meets the green line fixed in the phone, and ends when its red line meets the red one
    (yellow: a fixed line where both happen).</div>
    <pre>\(log.joined(separator: "\n"))</pre></div>
    <div id="phone">
      <div class="title" id="t0"><h1></h1><p></p></div><div class="title" id="t1"><h1></h1><p></p></div>
      <div class="title" id="t2"><h1></h1><p></p></div><div class="title" id="t3"><h1></h1><p></p></div>
      <div id="card"><b>Pinned card</b><span></span></div>
      <svg id="logo" viewBox="-46 -46 92 92"><circle r="46" fill="#fff" fill-opacity="0.95"/>
        <path id="logoPath" d="M -22 -14 L 0 -30 L 22 -14 L 22 14 L 0 30 L -22 14 Z"/><circle r="9" fill="#fff"/></svg>
      <div class="dot" id="d0"></div><div class="dot" id="d1"></div><div class="dot" id="d2"></div><div class="dot" id="d3"></div>
      <div id="markerLayer"></div>
    </div>
    <script>
    // Two sets of frames, both computed by the stage: with full motion and with reduced motion
    // (decorative movement discrete, fades kept). The page starts with the system's setting.
    const fullFrames = \(json), reducedFrames = \(reducedJSON);
    const reduceQuery = window.matchMedia("(prefers-reduced-motion: reduce)");
    let reduced = reduceQuery.matches, frames = reduced ? reducedFrames : fullFrames;
    function setReduced(on) {
      reduced = on; frames = on ? reducedFrames : fullFrames;
      document.getElementById("motion").textContent = (on ? "reduced" : "full") +
        " (system setting: " + (reduceQuery.matches ? "reduce" : "no preference") + ")";
      document.getElementById("motionToggle").textContent = on ? "Full motion" : "Reduce motion";
      show();
    }
    const markers = \(markers);
    const step = \(step), maximumOffset = \(maximumOffset), titles = [\(titles)];
    document.body.style.height = (maximumOffset + window.innerHeight) + "px";
    titles.forEach((t, i) => { const [h, p] = t.split("|"); const el = document.getElementById("t" + i);
      el.querySelector("h1").textContent = h; el.querySelector("p").textContent = p; });
    for (let i = 0; i < 4; i++) document.getElementById("d" + i).style.left = (195 + (i - 1.5) * 22 - 6) + "px";
    function show() {
      const f = frames[Math.max(0, Math.min(frames.length - 1, Math.round(window.scrollY / step)))];
      document.getElementById("phone").style.background = f.background;
      document.getElementById("logoPath").setAttribute("fill", f.background);
      f.titles.forEach(([opacity, shift], i) => { const el = document.getElementById("t" + i);
        el.style.opacity = opacity; el.style.transform = "translateX(" + shift + "px)"; });
      const logo = document.getElementById("logo");
      logo.style.transform = "translate(" + f.logo[0] + "px," + f.logo[1] + "px) rotate(" + f.logo[3] + "deg) scale(" + f.logo[2] + ")";
      const card = document.getElementById("card");
      card.style.top = f.card[0] + "px"; card.style.opacity = f.card[1];
      card.querySelector("span").textContent = "y = " + f.card[0].toFixed(1) + " while the page scrolls";
      f.dots.forEach((o, i) => document.getElementById("d" + i).style.opacity = o);
      document.getElementById("offset").textContent = f.offset;
      document.getElementById("active").textContent = f.active.join(", ") || "none";
      placeMarkers(f.offset);
    }
    // Markers, like GSAP's: a line per boundary moving with the content, and a line fixed in the
    // viewport where it is crossed. Labels of starts hang below their line, of ends above it (and
    // of lines crossed at the bottom of the viewport above it, where they show).
    const layer = document.getElementById("markerLayer"), moving = [];
    function marker(kind, cls, label, title) {
      const el = document.createElement("div"), span = document.createElement("span");
      el.className = "mk " + kind + " " + cls; span.textContent = label; el.title = title;
      el.appendChild(span); layer.appendChild(el); return el;
    }
    const fixed = new Map();
    // A line this close to the phone's bottom gets its label above it, where it shows.
    const nearBottom = position => position > \(Int(Walkthrough.viewport.height)) - 20;
    markers.forEach(m => {
      const low = nearBottom(m.viewport);
      const el = marker(m.kind, m.kind === "end" || low ? "above" : "", m.scene + " " + m.kind + " " + m.offset,
                        m.scene + " " + m.kind + " at offset " + m.offset + ": " + m.explanation);
      moving.push([el, m]);
      const kinds = fixed.get(m.viewport) || new Set();
      kinds.add(m.kind === "end" ? "end" : "start"); fixed.set(m.viewport, kinds);
    });
    fixed.forEach((kinds, position) => {
      const kind = kinds.size > 1 ? "both" : [...kinds][0];
      const el = marker(kind, "scroller" + (nearBottom(position) ? " above" : ""), "scroller " + (kind === "both" ? "start/end" : kind),
                        "fixed in the viewport, " + position + " pt from its top");
      el.style.top = position + "px";
    });
    function placeMarkers(offset) { moving.forEach(([el, m]) => el.style.top = (m.content - offset) + "px"); }
    function toggleMarkers() {
      const on = location.hash === "#markers";
      document.body.classList.toggle("markers", on);
      document.getElementById("markerToggle").textContent = on ? "Hide markers" : "Show markers";
    }
    document.getElementById("markerToggle").addEventListener("click", () => {
      const on = location.hash !== "#markers";
      history.replaceState(null, "", location.pathname + location.search + (on ? "#markers" : ""));
      toggleMarkers();
    });
    window.addEventListener("hashchange", toggleMarkers); toggleMarkers();
    document.getElementById("motionToggle").addEventListener("click", () => setReduced(!reduced));
    reduceQuery.addEventListener("change", e => setReduced(e.matches));
    window.addEventListener("scroll", show); setReduced(reduced);
    </script></body></html>

    """
}
