// What a document's reader answers to an easing name it does not know: the names it does know,
// and, for a GSAP name (`power2.inOut`, `expo.out`, `back.out(1.7)`, `none`), its equivalent here.

/// GSAP's ease names, read to answer with the document's equivalent (they are not accepted as
/// names: a document has one spelling of each curve, which `json()` writes back unchanged).
enum GSAPEasing {
    /// The Penner family a GSAP ease name stands for (`power2` and `cubic` are a cubic).
    private static let families: [String: String] = [
        "power1": "Quad", "quad": "Quad", "power2": "Cubic", "cubic": "Cubic", "power3": "Quart", "quart": "Quart",
        "power4": "Quint", "quint": "Quint", "strong": "Quint", "sine": "Sine", "expo": "Expo", "circ": "Circ",
        "back": "Back", "elastic": "Elastic", "bounce": "Bounce",
    ]

    /// The answer to `name` when it is a GSAP ease: what it is here (a name, or an object for
    /// `steps(n)`), the name to suggest if it is one, and a note on parameters GSAP's form gave.
    static func equivalent(of name: String) -> (text: String, suggestion: String?)? {
        var base = Substring(name.lowercased())
        var parameters: Substring?
        if let open = base.firstIndex(of: "("), base.last == ")" {
            parameters = base[base.index(after: open)..<base.index(before: base.endIndex)]
            base = base[..<open]
        }
        let parts = base.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let family = parts.first else { return nil }
        if family == "steps", parts.count == 1, let parameters, let count = Int(String(parameters.filter { $0 != " " })), count > 0 {
            return (#"{"name": "steps", "count": \#(count)}"#, nil)
        }
        if ["none", "linear", "power0"].contains(family) {
            return parameters == nil ? (#""linear""#, "linear") : nil
        }
        guard let curve = families[String(family)] else { return nil }
        // GSAP's direction: `.in`, `.out`, `.inOut` (GSAP 2: `.easeIn`…); none is `.out`.
        let direction: String
        switch parts.count == 2 ? String(parts[1]) : "out" {
        case "in", "easein": direction = "easeIn"
        case "out", "easeout": direction = "easeOut"
        case "inout", "easeinout": direction = "easeInOut"
        default: return nil
        }
        let equivalent = direction + curve
        var text = "\"\(equivalent)\""
        if let parameters, !parameters.isEmpty {
            text += " with GSAP's default parameters (\(curve == "Back" ? "overshoot 1.70158" : curve == "Elastic" ? "amplitude 1, period 0.3 (0.45 in and out)" : "none")); "
                + "others are not named here: write a cubicBezier or piecewiseLinear object"
        }
        return (text, equivalent)
    }
}

extension DocumentShape {
    /// What an easing may be, naming every name: `linear`, and the three directions of the ten
    /// Penner families (short enough for a fault's one line).
    static let easingNamesExpected = #"a name: linear, or easeIn, easeOut or easeInOut + Quad, Cubic, Quart, Quint, Sine, Expo, Circ, Elastic, Back or Bounce (e.g. "easeInOutCubic"); or an object, e.g. {"name": "steps", "count": 4}"#
}
