import Foundation

/// `scrollwork-preview doc.json out.html --watch`: renders the page again whenever the document
/// file changes, and lets the open page know.
///
/// The watch polls the file's modification date and size (its ``Stamp``) between sleeps, both
/// injected, so that a test can drive a fixed number of polls with a fake file and no waiting.
/// A watched page carries a small script (``PreviewPage/watchScript(_:)``) that loads
/// ``scriptName(for:)`` — a one-line JS file written beside the page on every render,
/// ``script(stamp:)`` — every second and reloads itself, at the same address (offset and motion
/// kept), when the stamp it sets is not the page's own. A page written without `--watch` loads
/// nothing and stays self-contained.
struct PreviewWatch {
    /// A version of the document file, as the watch tells versions apart.
    struct Stamp: Equatable {
        var modified: Date
        var size: Int
    }

    /// The document file's stamp now; `nil` when it cannot be read (a save in progress).
    var stamp: () -> Stamp?
    /// Waits before the next poll.
    var sleep: () -> Void

    /// Polls the file `polls` times (`nil`: forever), sleeping before each poll, and calls
    /// `render` each time its stamp differs from the last one seen (a file that disappears and
    /// comes back is a change; a missing file alone renders nothing).
    ///
    /// - Returns: How many times it rendered.
    @discardableResult
    func run(polls: Int?, render: () -> Void) -> Int {
        var last = stamp()
        var renders = 0
        var poll = 0
        while polls.map({ poll < $0 }) ?? true {
            poll += 1
            sleep()
            let now = stamp()
            guard now != last else { continue }
            last = now
            if now != nil {
                renders += 1
                render()
            }
        }
        return renders
    }

    /// The file's modification date and size, or `nil`.
    static func stamp(of file: URL) -> Stamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              let modified = attributes[.modificationDate] as? Date,
              let size = (attributes[.size] as? NSNumber)?.intValue else { return nil }
        return Stamp(modified: modified, size: size)
    }

    /// The script file a watched page loads: `out.watch.js` beside `out.html`.
    static func scriptName(for page: URL) -> String {
        page.deletingPathExtension().lastPathComponent + ".watch.js"
    }

    /// The script file's text: it sets the stamp of the page just written.
    static func script(stamp: String) -> String {
        "window.scrollworkStamp = \"\(stamp)\";\n"
    }

    /// The stamp of a page made from a document's bytes (or of an error page about them): 16 hex
    /// digits of their FNV-1a hash, so a page reloads only when what it shows can have changed.
    static func pageStamp(_ bytes: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
