// macOS
import AppKit
import Scrollwork
import ScrollworkUI

// A scroll-driven AppKit screen as an app developer writes it after reading "Using Scrollwork in an
// app": a view controller whose view is a scroll view over a flipped document of chapters, and a
// ScrollViewBinding that fades each chapter in as it scrolls into view.

/// A document that lays its chapters out from the top, as text does.
final class ChapterDocument: NSView {
    override var isFlipped: Bool { true }
}

final class ChapterListViewController: NSViewController {
    let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 480, height: 640))
    let document = ChapterDocument(frame: .zero)
    let chapters = (0..<6).map { _ in NSView(frame: .zero) }
    let stage = Stage()
    var binding: ScrollViewBinding?

    override func loadView() {
        view = scrollView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.documentView = document
        var fadeIn = Timeline(initial: 0.0)
        try? fadeIn.insert(Scale(start: 0, length: 1, to: 1))
        for (index, chapter) in chapters.enumerated() {
            document.addSubview(chapter)
            var reveal = ScrollScene("chapter \(index)", start: .element("chapter \(index)", .start, meets: .end), length: 200)
            reveal.add(Track(fadeIn, motion: .fade) { [chapter] alpha in chapter.alphaValue = CGFloat(alpha) })   // kept under Reduce Motion
            _ = try? stage.add(reveal)
        }
        let binding = ScrollViewBinding(scrollView, to: stage)
        for (index, chapter) in chapters.enumerated() {
            binding.trackElement(chapter, named: "chapter \(index)")
        }
        self.binding = binding
    }

    override func viewDidLayout() {
        super.viewDidLayout()
        let width = scrollView.contentView.bounds.width
        for (index, chapter) in chapters.enumerated() {
            chapter.frame = NSRect(x: 0, y: CGFloat(index) * 400, width: width, height: 360)
        }
        document.frame = NSRect(x: 0, y: 0, width: width, height: CGFloat(chapters.count) * 400)
        binding?.update()
    }
}
