// Stub of the CoreGraphics declarations the platform layer uses. On Apple platforms CGFloat,
// CGPoint, CGSize and CGRect live in CoreGraphics; on Linux they come from Foundation, so this stub
// re-exports Foundation for them. CoreFoundation (CFTimeInterval) is real on Linux and re-exported
// as CoreGraphics does. Built only by .ci/typecheck-apple.sh.
@_exported import CoreFoundation
@_exported import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgcolor
/// (`class CGColor`, not `final`; a Core Foundation type imported as a class, `Sendable` in current SDKs.)
@available(iOS 2.0, macOS 10.3, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public class CGColor: @unchecked Sendable {
    /// Placeholder for the stubs' own bodies (CGColor has no public initialiser with no arguments).
    package init() {}
}

/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform (`struct CGAffineTransform` with
/// `a, b, c, d, tx, ty` and the memberwise initializer; `Double`, as Swift imports CoreFoundation's CGFloat fields
/// since the SDKs moved the type there from CoreGraphics in iOS 17 and macOS 14 — `CGFloat` before).
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CGAffineTransform: Sendable, Equatable {
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var a: Double
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var b: Double
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var c: Double
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var d: Double
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var tx: Double
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var ty: Double
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
    @available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
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

/// https://developer.apple.com/documentation/corefoundation/cgvector (`struct CGVector`; its page gives no
/// version, so no attribute), with https://developer.apple.com/documentation/corefoundation/cgvector/dx and
/// /dy (`var dx: Double`, `var dy: Double`: CoreFoundation's CGFloat fields, as for CGAffineTransform),
/// /init() and /init(dx:dy:)-1cr8k (`init(dx: Double, dy: Double)`).
public struct CGVector: Sendable, Equatable {
    public var dx: Double
    public var dy: Double
    public init() {
        dx = 0
        dy = 0
    }
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }
}
