import Foundation
import Scrollwork

/// A responsive document's preview (issue 39, item 4): for each of its variants, and for none, what
/// the page draws for a single stage — the base scenes with the variant's — and, for each pair of
/// variants and each sample, the events a switch from one to the other reports there.
///
/// The page picks the variant in force from the device width the designer chose (phone 390, tablet
/// 768, desktop 1280, a custom width, or the browser window's) with the rule of
/// ``StageVariant/Condition/holds(in:)``: the first variant whose condition holds, widths and
/// heights `min <= size < max`; none when no condition holds. The preview reports no size class
/// and no app flag, so a condition on one never holds there; the motion policy is the page's
/// Full / Reduced switch.
///
/// The switch events at a sample are those of a stage opened at that offset (a first offset
/// reports nothing) and switched there: a scene's `once` completion earned earlier in a scroll is
/// not carried into the preview's switch events.
struct PreviewVariants: Encodable {
    /// A variant's condition, as the page reads it (`null` for a constraint left out).
    struct Condition: Encodable, Equatable {
        var minWidth: Double?
        var maxWidth: Double?
        var minHeight: Double?
        var maxHeight: Double?
        var orientation: String?
        var horizontalSizeClass: String?
        var verticalSizeClass: String?
        var motionPolicy: String?
        var flags: [String]

        init(_ condition: StageVariant.Condition) {
            minWidth = condition.minWidth
            maxWidth = condition.maxWidth
            minHeight = condition.minHeight
            maxHeight = condition.maxHeight
            orientation = condition.orientation?.rawValue
            horizontalSizeClass = condition.horizontalSizeClass?.rawValue
            verticalSizeClass = condition.verticalSizeClass?.rawValue
            motionPolicy = condition.motionPolicy.map { $0 == .reduced ? "reduced" : "full" }
            flags = condition.flags.sorted()
        }

        // NaN bounds have no JSON form: a NaN bound never holds, written as an empty range.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            let clean = { (value: Double?) -> Double? in value.map { $0.isNaN ? -.greatestFiniteMagnitude : $0 } }
            let widthNaN = minWidth?.isNaN == true || maxWidth?.isNaN == true
            let heightNaN = minHeight?.isNaN == true || maxHeight?.isNaN == true
            try container.encode(widthNaN ? 1 : clean(minWidth), forKey: .minWidth)
            try container.encode(widthNaN ? 0 : clean(maxWidth), forKey: .maxWidth)
            try container.encode(heightNaN ? 1 : clean(minHeight), forKey: .minHeight)
            try container.encode(heightNaN ? 0 : clean(maxHeight), forKey: .maxHeight)
            try container.encode(orientation, forKey: .orientation)
            try container.encode(horizontalSizeClass, forKey: .horizontalSizeClass)
            try container.encode(verticalSizeClass, forKey: .verticalSizeClass)
            try container.encode(motionPolicy, forKey: .motionPolicy)
            try container.encode(flags, forKey: .flags)
        }

        enum CodingKeys: String, CodingKey {
            case minWidth, maxWidth, minHeight, maxHeight, orientation, horizontalSizeClass, verticalSizeClass, motionPolicy, flags
        }
    }

    /// One variant: its condition, and the page's data and diagram for the base with its scenes.
    struct Variant: Encodable {
        var name: String
        var condition: Condition
        var data: PreviewData
        var diagram: String
    }

    /// The events one switch reports at sample `index`.
    struct Switch: Encodable, Equatable {
        var index: Int
        var events: [String]
    }

    /// The variants, in order of precedence.
    var variants: [Variant]
    /// The page without a variant in force: the base scenes only.
    var none: Variant
    /// Per `"from>to"` (`"none"` for no variant), the samples at which that switch reports events.
    var switches: [String: [Switch]]
    /// The document's own viewport width, the page's width until the designer picks one.
    var width: Double

    /// The preview of `document`'s variants, or `nil` when it has none.
    ///
    /// - Complexity: O(*v* · (*n* + *v* · *n* · *s*)) for *v* variants, *n* samples and the cost *s* of
    ///   a stage's switch.
    /// - Throws: ``PreviewVariantsError`` when a variant's scene cannot join the base (its name is a
    ///   base scene's), or what making the stage throws.
    init?(document: StageDocument, title: String, step: Double?) throws {
        let bindings = Dictionary(uniqueKeysWithValues: document.targets.map { ($0.name, TrackBinding.components { _ in }) })
        let page = try ResponsiveStage(document, bindings: bindings)
        guard !page.variants.isEmpty else { return nil }
        func entry(_ variant: StageVariant?) throws -> Variant {
            let stage = try Stage(document, bindings: bindings)
            if let variant {
                do { try stage.add(contentsOf: variant.scenes) } catch {
                    throw PreviewVariantsError(message: "variant \"\(variant.name)\": \(error)")
                }
            }
            let single = try StageDocument(stage)
            let probe = try PreviewData.probe(of: single)
            let data = try PreviewData(document: single, probe: probe, title: title, step: step)
            return Variant(name: variant?.name ?? "none", condition: Condition(variant?.condition ?? .init()), data: data,
                           diagram: probe.diagram(options: Stage.DiagramOptions(title: title + " · " + (variant?.name ?? "no variant"))))
        }
        var variants: [Variant] = []
        for variant in page.variants { variants.append(try entry(variant)) }
        none = try entry(nil)
        self.variants = variants
        width = Double(page.stage.layout.viewport.width)
        // A switch between two variants at each sample: a fresh stage of the first, opened there.
        let range = none.data.range, samples = none.data.count, sampleStep = none.data.step
        // Only the two variants' scenes matter to a switch: each is put in force by a flag of its own.
        let tagged = page.variants.map { StageVariant($0.name, when: .init(flags: ["preview:" + $0.name]), scenes: $0.scenes) }
        let names: [String?] = page.variants.map(\.name) + [nil]
        let context = { (name: String?) in StageVariant.Context(width: 0, height: 0, flags: name.map { ["preview:" + $0] } ?? []) }
        var switches: [String: [Switch]] = [:]
        for from in names {
            for to in names where to != from {
                var found: [Switch] = []
                for index in 0..<samples {
                    let offset = min(range[1], range[0] + Double(index) * sampleStep)
                    var events: [String] = []
                    do {
                        let fresh = try ResponsiveStage(Stage(document, bindings: bindings), variants: tagged)
                        try fresh.update(context(from))
                        fresh.stage.setOffset(offset)
                        fresh.stage.onEvent = { events.append($0.description) }
                        try fresh.update(context(to))
                    } catch {
                        throw PreviewVariantsError(message: "switch \(from ?? "none") → \(to ?? "none"): \(error)")
                    }
                    if !events.isEmpty { found.append(Switch(index: index, events: events)) }
                }
                switches[(from ?? "none") + ">" + (to ?? "none")] = found
            }
        }
        self.switches = switches
    }
}

/// Why a responsive document's variants cannot be previewed.
struct PreviewVariantsError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
