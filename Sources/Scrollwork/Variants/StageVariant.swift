// A responsive stage's variants: a set of scenes and the condition of the context under which
// they apply.

/// One choreography of a ``ResponsiveStage``: scenes (with their tracks) and the condition of the
/// context — viewport size, orientation, size classes, motion policy, an app's own flags —
/// under which it applies.
///
/// ```swift
/// import Scrollwork
///
/// let wide = StageVariant("wide", when: .init(minWidth: 768)) {
///     ScrollScene("hero", start: 0, length: 600)
/// }
/// let narrow = StageVariant("narrow") {
///     ScrollScene("hero", start: 0, length: 300)
/// }
/// print(wide.condition.holds(in: .init(width: 1024, height: 768)), narrow.scenes.count)
/// ```
///
/// ```text
/// true 1
/// ```
///
/// The first variant of a ``ResponsiveStage`` whose condition holds is the one in force; when
/// none holds, none is, and the stage shows its base scenes only (see ``ResponsiveStage``).
public struct StageVariant {
    /// The variant's name, unique among a responsive stage's variants.
    public var name: String
    /// When the variant applies.
    public var condition: Condition
    /// Its scenes, in the order they are added (list them top to bottom, as the page reads).
    public var scenes: [ScrollScene]

    /// A variant from its scenes.
    ///
    /// - Parameters:
    ///   - name: The variant's name, unique on its responsive stage.
    ///   - condition: When it applies (default: always — a fallback, put it last).
    ///   - scenes: Its scenes, written as a list: the trailing closure.
    public init(_ name: String, when condition: Condition = Condition(), @VariantScenesBuilder scenes: () -> [ScrollScene]) {
        self.name = name
        self.condition = condition
        self.scenes = scenes()
    }

    /// A variant from an array of scenes.
    public init(_ name: String, when condition: Condition = Condition(), scenes: [ScrollScene]) {
        self.name = name
        self.condition = condition
        self.scenes = scenes
    }
}

/// Collects a ``StageVariant``'s scenes, written one per line, with `if`, `for` and `switch`.
@resultBuilder
public enum VariantScenesBuilder {
    /// One scene.
    public static func buildExpression(_ scene: ScrollScene) -> [ScrollScene] { [scene] }
    /// Several scenes (a `for` loop's body, an array).
    public static func buildExpression(_ scenes: [ScrollScene]) -> [ScrollScene] { scenes }
    /// The scenes of a block, in order.
    public static func buildBlock(_ parts: [ScrollScene]...) -> [ScrollScene] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [ScrollScene]?) -> [ScrollScene] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [ScrollScene]) -> [ScrollScene] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [ScrollScene]) -> [ScrollScene] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[ScrollScene]]) -> [ScrollScene] { parts.flatMap { $0 } }
}

extension StageVariant {
    /// A viewport's orientation: portrait when it is at least as tall as it is wide.
    public enum Orientation: String, Hashable, Sendable, Codable, CaseIterable {
        /// Height ≥ width.
        case portrait
        /// Width > height.
        case landscape
    }

    /// A size class, as the platform reports it (UIKit's `UIUserInterfaceSizeClass`, SwiftUI's
    /// `UserInterfaceSizeClass`).
    public enum SizeClass: String, Hashable, Sendable, Codable, CaseIterable {
        /// A constrained dimension (a phone's width in portrait, a narrow Split View pane).
        case compact
        /// An expansive dimension.
        case regular
    }

    /// What a variant's condition is tested against: the viewport, the size classes, the motion
    /// policy and the app's own flags.
    ///
    /// A size class the platform does not report (on Linux, in the preview, on macOS) is `nil`,
    /// and a condition on it does not hold.
    public struct Context: Hashable, Sendable {
        /// The viewport's width, in points.
        public var width: Double
        /// The viewport's height, in points.
        public var height: Double
        /// The horizontal size class, if the platform reports one.
        public var horizontalSizeClass: SizeClass?
        /// The vertical size class, if the platform reports one.
        public var verticalSizeClass: SizeClass?
        /// The motion policy in force (the system's reduce-motion setting).
        public var motionPolicy: MotionPolicy
        /// The app's own conditions that hold now (`"signedIn"`, `"lowPower"`): a variant that
        /// requires a flag applies only while it is here.
        public var flags: Set<String>

        /// A context.
        public init(
            width: Double, height: Double, horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
            motionPolicy: MotionPolicy = .full, flags: Set<String> = []
        ) {
            self.width = width
            self.height = height
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
            self.motionPolicy = motionPolicy
            self.flags = flags
        }

        /// The orientation: portrait when `height >= width`, landscape otherwise (and `nil` when
        /// either is NaN).
        public var orientation: Orientation? {
            guard !width.isNaN && !height.isNaN else { return nil }
            return height >= width ? .portrait : .landscape
        }
    }

    /// When a variant applies: every constraint given must hold (a condition with none always
    /// holds).
    ///
    /// Widths and heights are half-open ranges, `minWidth <= width < maxWidth`, so that tiers written
    /// `0–600, 600–1024, 1024–` meet without a gap or an overlap, also at fractional widths (a Split
    /// View pane of 507.5 points). A NaN bound, or a viewport size that is NaN, makes the constraint
    /// fail; a range that is empty (`minWidth >= maxWidth`) never holds, and
    /// ``ResponsiveStage/diagnostics`` reports it.
    public struct Condition: Sendable, Equatable {
        /// The smallest width at which it applies (inclusive), or `nil` for no lower bound.
        public var minWidth: Double?
        /// The width from which it no longer applies (exclusive), or `nil` for no upper bound.
        public var maxWidth: Double?
        /// The smallest height at which it applies (inclusive), or `nil`.
        public var minHeight: Double?
        /// The height from which it no longer applies (exclusive), or `nil`.
        public var maxHeight: Double?
        /// The orientation it requires, or `nil`.
        public var orientation: Orientation?
        /// The horizontal size class it requires, or `nil`.
        public var horizontalSizeClass: SizeClass?
        /// The vertical size class it requires, or `nil`.
        public var verticalSizeClass: SizeClass?
        /// The motion policy it requires, or `nil` (a variant for reduced motion: `.reduced`).
        public var motionPolicy: MotionPolicy?
        /// The app's flags that must all be set in the context.
        public var flags: Set<String>

        /// A condition; every constraint left out holds always.
        public init(
            minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
            orientation: Orientation? = nil, horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
            motionPolicy: MotionPolicy? = nil, flags: Set<String> = []
        ) {
            self.minWidth = minWidth
            self.maxWidth = maxWidth
            self.minHeight = minHeight
            self.maxHeight = maxHeight
            self.orientation = orientation
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
            self.motionPolicy = motionPolicy
            self.flags = flags
        }

        /// Whether the condition holds in `context`.
        ///
        /// - Complexity: O(*f*) for the condition's *f* flags.
        public func holds(in context: Context) -> Bool {
            Self.within(context.width, minWidth, maxWidth) && Self.within(context.height, minHeight, maxHeight)
                && (orientation == nil || context.orientation == orientation)
                && (horizontalSizeClass == nil || context.horizontalSizeClass == horizontalSizeClass)
                && (verticalSizeClass == nil || context.verticalSizeClass == verticalSizeClass)
                && (motionPolicy == nil || context.motionPolicy == motionPolicy)
                && flags.isSubset(of: context.flags)
        }

        /// Whether no context satisfies the condition: an empty or NaN size range.
        public var isUnsatisfiable: Bool {
            Self.isEmpty(minWidth, maxWidth) || Self.isEmpty(minHeight, maxHeight)
        }

        /// Whether every context in which `other` holds also satisfies this condition — so
        /// that, listed before `other`, this one shadows it for good.
        ///
        /// - Complexity: O(*f*) for the flags.
        public func covers(_ other: Condition) -> Bool {
            if other.isUnsatisfiable { return true }
            if isUnsatisfiable { return false }
            return Self.lower(minWidth, covers: other.minWidth) && Self.upper(maxWidth, covers: other.maxWidth)
                && Self.lower(minHeight, covers: other.minHeight) && Self.upper(maxHeight, covers: other.maxHeight)
                && (orientation == nil || orientation == other.orientation)
                && (horizontalSizeClass == nil || horizontalSizeClass == other.horizontalSizeClass)
                && (verticalSizeClass == nil || verticalSizeClass == other.verticalSizeClass)
                && (motionPolicy == nil || motionPolicy == other.motionPolicy)
                && flags.isSubset(of: other.flags)
        }

        static func within(_ value: Double, _ low: Double?, _ high: Double?) -> Bool {
            if let low, !(value >= low) { return false }
            if let high, !(value < high) { return false }
            return true
        }

        static func isEmpty(_ low: Double?, _ high: Double?) -> Bool {
            if low?.isNaN == true || high?.isNaN == true { return true }
            if let low, let high { return !(low < high) }
            return false
        }

        static func lower(_ bound: Double?, covers other: Double?) -> Bool {
            guard let bound else { return true }
            guard let other else { return bound == -.infinity }
            return bound <= other
        }

        static func upper(_ bound: Double?, covers other: Double?) -> Bool {
            guard let bound else { return true }
            guard let other else { return false }
            return bound >= other
        }
    }
}
