#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

// Following the stage's layout: the decision a binding makes on a rotation, a Split View or Stage
// Manager resize, kept here so that it is tested on every platform.

extension StageVariant.Context {
    /// A context whose size is `layout`'s viewport, with the rest given.
    ///
    /// - Parameters:
    ///   - layout: The layout whose viewport gives the width and height.
    ///   - horizontalSizeClass: The horizontal size class, if the platform reports one.
    ///   - verticalSizeClass: The vertical size class, if the platform reports one.
    ///   - motionPolicy: The motion policy in force (default ``MotionPolicy/full``).
    ///   - flags: The app's own conditions that hold now.
    public init(
        layout: StageLayout, horizontalSizeClass: StageVariant.SizeClass? = nil, verticalSizeClass: StageVariant.SizeClass? = nil,
        motionPolicy: MotionPolicy = .full, flags: Set<String> = []
    ) {
        self.init(width: Double(layout.viewport.width), height: Double(layout.viewport.height), horizontalSizeClass: horizontalSizeClass,
                  verticalSizeClass: verticalSizeClass, motionPolicy: motionPolicy, flags: flags)
    }
}

extension ResponsiveStage {
    /// Updates the context from the stage's layout — its viewport's width and height — keeping the
    /// size classes, motion policy and flags last given (none, full motion, before any), and
    /// switches if that puts another variant in force. A binding that sets the stage's layout
    /// calls it after each change of the viewport (a rotation, a Split View or Stage Manager
    /// resize); a change of the content or of an element's frame switches nothing.
    ///
    /// - Returns: What the switch did, or `nil` if the variant in force did not change.
    /// - Throws: What ``update(_:)`` throws; nothing is changed then.
    /// - Complexity: O(*v*) for *v* variants, plus the switch's cost.
    @discardableResult
    public func followLayout() throws(StageError) -> VariantSwitch? {
        try followLayout(sizeClasses: nil)
    }

    /// As ``followLayout()``, with the size classes the platform reports now in the same update
    /// (`nil`: it reports none, and the context's are kept): a rotation that changes the viewport
    /// and a size class makes one switch, straight to the variant both select.
    @discardableResult
    package func followLayout(sizeClasses: ReportedSizeClasses?) throws(StageError) -> VariantSwitch? {
        var next = context ?? StageVariant.Context(width: 0, height: 0)
        next.width = Double(stage.layout.viewport.width)
        next.height = Double(stage.layout.viewport.height)
        if let sizeClasses {
            next.horizontalSizeClass = sizeClasses.horizontal
            next.verticalSizeClass = sizeClasses.vertical
        }
        return try update(next)
    }

    /// Updates the context's size classes, keeping its size, motion policy and flags, and switches
    /// if that puts another variant in force (a size-class change without a resize: a trait
    /// change on iPad).
    ///
    /// - Returns: What the switch did, or `nil` if the variant in force did not change.
    /// - Throws: What ``update(_:)`` throws; nothing is changed then.
    @discardableResult
    public func updateSizeClasses(horizontal: StageVariant.SizeClass?, vertical: StageVariant.SizeClass?) throws(StageError) -> VariantSwitch? {
        var next = context ?? StageVariant.Context(layout: stage.layout)
        next.horizontalSizeClass = horizontal
        next.verticalSizeClass = vertical
        return try update(next)
    }
}

/// The size classes a platform reports for a scroll view (UIKit's trait collection, SwiftUI's
/// environment), each `nil` where it is unspecified. Platforms without size classes (macOS, Linux)
/// report none at all: a feed then keeps the context's (those an app gave with
/// ``ResponsiveStage/updateSizeClasses(horizontal:vertical:)``).
package struct ReportedSizeClasses: Equatable, Sendable {
    package var horizontal: StageVariant.SizeClass?
    package var vertical: StageVariant.SizeClass?

    package init(horizontal: StageVariant.SizeClass?, vertical: StageVariant.SizeClass?) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Whether `context` has these size classes.
    func match(_ context: StageVariant.Context) -> Bool {
        context.horizontalSizeClass == horizontal && context.verticalSizeClass == vertical
    }
}

extension StageVariant.SizeClass {
    /// A platform's size class, told apart by what it equals (UIKit's and SwiftUI's types are not
    /// this one): compact, regular, or neither — unspecified, or a case added later — as `nil`.
    package init?(isCompact: Bool, isRegular: Bool) {
        if isCompact {
            self = .compact
        } else if isRegular {
            self = .regular
        } else {
            return nil
        }
    }
}
