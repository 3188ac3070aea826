import Foundation

/// The HTML page: a one-screen intro, the pinned gallery whose strip of panels moves sideways, an
/// outro. Every position comes from `frames` (one per 4 points of scrolling: held, strip offset,
/// page progress, skew, then opacity, rise and badge of each panel) or, while the recording plays,
/// from `recording` (per 60 Hz frame: the offset, the strip's skew, the badges); the page only
/// looks them up.
func page(frames: [[Double]], recording: [[Double]], markers: [String], maximum: Double) -> String {
    let json = "[" + frames.map { "[" + $0.map(rounded).joined(separator: ",") + "]" }.joined(separator: ",\n") + "]"
    let recorded = "[" + recording.map { "[" + $0.map(rounded).joined(separator: ",") + "]" }.joined(separator: ",") + "]"
    let colors = ["#f97316", "#0ea5e9", "#a855f7", "#22c55e", "#e11d48"]
    let titles = ["Scroll down", "The strip moves sideways", "Scenes on a child stage", "Badges pop on enter", "And reverse on leaveBack"]
    let panels = (0..<Geometry.panels).map { index in
        """
        <div class="panel" style="left:\(rounded(Double(index) * Geometry.panelWidth))px;background:\(colors[index])">
          <div class="card" id="card\(index)"><span class="badge" id="badge\(index)">\(index + 1)</span>
            <h2>\(titles[index])</h2><p>panel\(index) · a scene of the child stage</p></div>
        </div>
        """
    }.joined(separator: "\n")
    return """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Scrollwork — a horizontal section inside a vertical scroll</title>
    <style>
      html, body { margin: 0; font: 16px -apple-system, system-ui, sans-serif; color: #111827; }
      #content { position: relative; height: \(rounded(Geometry.contentHeight))px; overflow: hidden; }
      section { position: absolute; left: 0; width: \(rounded(Geometry.width))px; }
      #intro { top: 0; height: \(rounded(Geometry.height))px; background: #f8fafc; display: flex; flex-direction: column; justify-content: center; padding-left: 64px; box-sizing: border-box; }
      #intro h1 { font-size: 44px; margin: 0 0 12px; }
      #gallery { top: \(rounded(Geometry.galleryTop))px; height: \(rounded(Geometry.height))px; overflow: hidden; background: #0f172a; z-index: 1; }
      #strip { position: absolute; top: 0; left: 0; height: 100%; width: \(rounded(Geometry.stripLength))px;
               transform: translateX(calc(var(--x) * -1px)) skewX(calc(var(--skew) * 1deg)); }
      .panel { position: absolute; top: 0; width: \(rounded(Geometry.panelWidth))px; height: 100%; box-sizing: border-box; border-right: 2px solid #0f172a; }
      .card { position: absolute; left: 60px; right: 60px; top: 170px; padding: 28px; border-radius: 16px; background: #fff; box-shadow: 0 12px 30px rgba(0,0,0,.25); }
      .card h2 { margin: 0 0 8px; font-size: 28px; } .card p { margin: 0; color: #4b5563; }
      .badge { position: absolute; right: -18px; top: -18px; width: 48px; height: 48px; border-radius: 24px; background: #111827; color: #fff;
               font-weight: 700; font-size: 22px; display: flex; align-items: center; justify-content: center; }
      #outro { top: \(rounded(Geometry.outroTop))px; height: 900px; background: #f1f5f9; padding: 64px; box-sizing: border-box; }
      #bar { position: fixed; top: 0; left: 0; height: 6px; background: #f97316; z-index: 5; }
      #hud { position: fixed; right: 12px; bottom: 12px; z-index: 6; background: rgba(17,24,39,.85); color: #fff; padding: 8px 12px; border-radius: 8px; font: 13px ui-monospace, monospace; }
      #hud button { margin-left: 8px; }
      .marker { position: absolute; left: 0; width: 100%; border-top: 2px dashed #16a34a; z-index: 4; font: 12px ui-monospace, monospace; color: #16a34a; display: none; }
      .marker.child { border-color: #db2777; color: #db2777; }
      .marker span { background: #fff; padding: 0 4px; }
      .markers .marker { display: block; }
    </style></head>
    <body>
    <div id="bar"></div>
    <div id="content">
      <section id="intro"><h1>A horizontal section inside a vertical scroll</h1>
        <p>The page is a vertical Stage; its scene <code>gallery</code> pins the section below and drives a child Stage
        whose layout is horizontal (<code>Track.driving</code>). Every position here was computed by the library.</p></section>
      <section id="gallery"><div id="strip">
    \(panels)
      </div></section>
      <section id="outro"><h2>After the section</h2><p>The section scrolled away with the page once the strip reached its end.
        Add <code>#markers</code> to the address to see where each scene starts and ends — the strip's scenes placed on the page in pink. <code>#at=1500&amp;still</code> shows one offset without scrolling, <code>#t=2.5&amp;still</code> the recording's frame at 2.5 s — with the strip leaning by its velocity.</p></section>
    </div>
    <div id="hud"><span id="readout"></span><button id="play">Play the recording</button><button id="toggleMarkers">Markers</button></div>
    <script>
    const frames = \(json);
    const recording = \(recorded);
    const markers = [\(markers.joined(separator: ","))];
    const maximum = \(rounded(maximum));
    const content = document.getElementById('content'), strip = document.getElementById('strip');
    for (const m of markers) {
      const line = document.createElement('div');
      line.className = 'marker' + (m.child ? ' child' : '');
      line.style.top = m.y + 'px';
      line.innerHTML = '<span>' + m.label + (m.child ? ' (strip)' : '') + ' · crossed at ' + (m.y - m.v) + '</span>';
      content.appendChild(line);
    }
    let playing = null;
    function show(offset, badges, skew) {
      const f = frames[Math.max(0, Math.min(frames.length - 1, Math.round(offset / 4)))];
      const lean = skew === undefined ? f[3] : skew;   // the strip's skew, from its velocity
      document.getElementById('gallery').style.transform = 'translateY(' + f[0] + 'px)';
      strip.style.setProperty('--x', f[1]);
      strip.style.setProperty('--skew', lean);
      document.getElementById('bar').style.width = (f[2] * 100) + '%';
      for (let i = 0; i < \(Geometry.panels); i++) {
        const card = document.getElementById('card' + i);
        card.style.opacity = f[4 + 3 * i];
        card.style.transform = 'translateY(' + ((1 - f[5 + 3 * i]) * 120) + 'px)';
        const badge = badges ? badges[i] : f[6 + 3 * i];
        document.getElementById('badge' + i).style.transform = 'scale(' + badge + ')';
      }
      document.getElementById('readout').textContent = 'page ' + Math.round(offset) + '  strip ' + Math.round(f[1])
        + '  skew ' + lean.toFixed(2) + '°' + (playing ? '  (recording)' : '');
    }
    window.addEventListener('scroll', () => { if (!playing) show(window.scrollY); });
    document.getElementById('play').onclick = () => {
      const start = performance.now();
      playing = true;
      function step(now) {
        const i = Math.min(recording.length - 1, Math.floor((now - start) / 1000 * 60));
        const r = recording[i];
        window.scrollTo(0, r[0]);
        show(r[0], r.slice(2), r[1]);
        if (i < recording.length - 1) requestAnimationFrame(step); else { playing = null; show(window.scrollY); }
      }
      requestAnimationFrame(step);
    };
    document.getElementById('toggleMarkers').onclick = () => document.body.classList.toggle('markers');
    const hash = new URLSearchParams(location.hash.slice(1));
    if (hash.has('markers')) document.body.classList.add('markers');
    // #t=2.5: the recording's frame at 2.5 s (its offset, skew and badges); #at=1500: an offset.
    const recorded = hash.has('t') ? recording[Math.max(0, Math.min(recording.length - 1, Math.round(parseFloat(hash.get('t')) * 60)))] : null;
    const at = recorded ? recorded[0] : parseFloat(hash.get('at') || '0');
    if (hash.has('still')) {
      // A still at an offset without scrolling (headless screenshots capture the page's top).
      document.body.style.overflow = 'hidden';
      document.body.style.height = '\(rounded(Geometry.height))px';
      content.style.transform = 'translateY(' + (-at) + 'px)';
    } else {
      window.scrollTo(0, at);
    }
    if (recorded) { playing = 'still'; show(at, recorded.slice(2), recorded[1]); playing = null; } else { show(at); }
    </script>
    </body></html>
    """
}
