// Stub of the CoreGraphics declarations the platform layer uses. On Apple platforms CGFloat,
// CGPoint, CGSize and CGRect live in CoreGraphics; on Linux they come from Foundation, so this stub
// re-exports Foundation for them. CoreFoundation (CFTimeInterval) is real on Linux and re-exported
// as CoreGraphics does. Built only by .ci/typecheck-apple.sh.
@_exported import CoreFoundation
@_exported import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgcolor
/// (`class CGColor`; a Core Foundation type imported as a class, `Sendable` in current SDKs.)
public final class CGColor: @unchecked Sendable {
    /// Placeholder for the stubs' own bodies (CGColor has no public initialiser with no arguments).
    package init() {}
}

/// https://developer.apple.com/documentation/coregraphics/cgaffinetransform
/// (`struct CGAffineTransform` with `a, b, c, d, tx, ty: CGFloat` and the memberwise initializer.)
public struct CGAffineTransform: Sendable, Equatable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat
    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransform/init(a:b:c:d:tx:ty:)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransform/identity
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}
