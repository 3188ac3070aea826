// macOS
import AppKit
import Scrollwork
import ScrollworkUI

// An AppKit document window as an app developer writes it: a window with a title bar (titled,
// closable, miniaturizable, resizable, content under a transparent title bar) whose content is a
// scroll view over a flipped document of sections, a sticky header that stays at the top while the
// document scrolls (a floating subview), views that override init(frame:), and a ScrollViewBinding
// that shrinks the header's title as the document scrolls. Checked on macOS only.

/// The header pinned above the document: a view subclass with its own designated initializer.
final class StickyHeaderView: NSView {
    let title = NSView(frame: NSRect(x: 16, y: 8, width: 320, height: 28))

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}

/// The document: sections laid out from the top, as text is.
final class SectionedDocument: NSView {
    let sections: [NSView]

    override init(frame frameRect: NSRect) {
        sections = (0..<12).map { index in NSView(frame: NSRect(x: 0, y: CGFloat(index) * 320 + 56, width: 640, height: 300)) }
        super.init(frame: frameRect)
        sections.forEach(addSubview)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override var isFlipped: Bool { true }
}

final class DocumentWindowController: NSWindowController {
    let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 640, height: 720))
    let sectionsView = SectionedDocument(frame: NSRect(x: 0, y: 0, width: 640, height: 12 * 320 + 56))
    let header = StickyHeaderView(frame: NSRect(x: 0, y: 0, width: 640, height: 44))
    let stage = Stage()
    var binding: ScrollViewBinding?

    init(title: String) {
        let window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 640, height: 720),
            styleMask: [.titled, .closable, .miniaturizable, .resizable, .fullSizeContentView],
            backing: .buffered, defer: false)
        window.title = title
        window.titlebarAppearsTransparent = true
        super.init(window: window)
        scrollView.hasVerticalScroller = true
        scrollView.automaticallyAdjustsContentInsets = true
        scrollView.documentView = sectionsView
        scrollView.addFloatingSubview(header, for: .vertical)
        window.contentView = scrollView
        window.center()

        var shrink = Timeline(initial: 1.0)
        try? shrink.insert(Scale(start: 0, length: 120, to: 0.6, easing: .easeOutCubic))
        stage.add(Track(shrink, domain: .offset) { [header] alpha in header.title.alphaValue = CGFloat(alpha) })
        var reveal = Timeline(initial: 0.0)
        try? reveal.insert(Scale(start: 0, length: 1, to: 1))
        let binding = ScrollViewBinding(scrollView, to: stage)
        for (index, section) in sectionsView.sections.enumerated() {
            let name = "section \(index)"
            var scene = ScrollScene(name, start: .element(name, .start, meets: .end), length: 240)
            scene.add(Track(reveal) { [section] alpha in section.alphaValue = CGFloat(alpha) })
            _ = try? stage.add(scene)
            binding.trackElement(section, named: name)
        }
        self.binding = binding
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Opens the window in front, as a document window opens.
    func open() {
        showWindow(nil)
        window?.makeKeyAndOrderFront(nil)
    }
}
