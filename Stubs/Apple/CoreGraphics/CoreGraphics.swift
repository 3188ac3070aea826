// Stub of the CoreGraphics declarations the platform layer uses. On Apple platforms CGFloat,
// CGPoint, CGSize and CGRect live in CoreGraphics; on Linux they come from Foundation, so this stub
// re-exports Foundation for them. CoreFoundation (CFTimeInterval) is real on Linux and re-exported
// as CoreGraphics does. Built only by .ci/typecheck-apple.sh.
@_exported import CoreFoundation
@_exported import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgcolor
/// (`class CGColor`; a Core Foundation type imported as a class, `Sendable` in current SDKs.)
@available(iOS 2.0, macOS 10.3, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public final class CGColor: @unchecked Sendable {
    /// Placeholder for the stubs' own bodies (CGColor has no public initialiser with no arguments).
    package init() {}
}

/// https://developer.apple.com/documentation/coregraphics/cgaffinetransform
/// (`struct CGAffineTransform` with `a, b, c, d, tx, ty: CGFloat` and the memberwise initializer.)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CGAffineTransform: Sendable, Equatable {
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var a: CGFloat
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var b: CGFloat
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var c: CGFloat
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var d: CGFloat
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var tx: CGFloat
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var ty: CGFloat
    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransform/init(a:b:c:d:tx:ty:)
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransform/identity
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}
