// not watchOS
#if canImport(UIKit)
import Scrollwork
import ScrollworkUI
import UIKit

// A scroll-driven UIKit screen as an app developer writes it after reading "Using Scrollwork in an
// app": a scroll view laid out with Auto Layout (its content and frame layout guides), a header
// with an image and a title, chapters in a vertical stack, a navigation title, and a
// ScrollViewBinding that fades each chapter in and collapses the header as the content scrolls.
// Checked on iOS, tvOS and visionOS (UIKit without views on watchOS; AppKit on macOS).
final class ChapterListController: UIViewController {
    let scrollView = UIScrollView(frame: .zero)
    let header = UIView(frame: .zero)
    let cover = UIImageView(image: UIImage(systemName: "book"))
    let titleLabel = UILabel(frame: .zero)
    let chapters = (0..<8).map { _ in UILabel(frame: .zero) }
    let stage = Stage()
    var binding: ScrollViewBinding?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Chapters"
        #if os(iOS) || os(visionOS)
        navigationItem.largeTitleDisplayMode = .never
        #endif
        view.backgroundColor = .white
        titleLabel.text = "The climb"
        titleLabel.textColor = .black

        let stack = UIStackView(arrangedSubviews: [header] + chapters)
        stack.axis = .vertical
        stack.spacing = 24
        header.addSubview(cover)
        header.addSubview(titleLabel)
        scrollView.addSubview(stack)
        view.addSubview(scrollView)
        for item in [scrollView, stack, cover, titleLabel] as [UIView] {
            item.translatesAutoresizingMaskIntoConstraints = false
        }
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
            header.heightAnchor.constraint(equalToConstant: 240),
            cover.topAnchor.constraint(equalTo: header.topAnchor),
            cover.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor),
        ])

        var fadeIn = Timeline(initial: 0.0)
        try? fadeIn.insert(Scale(start: 0, length: 1, to: 1, easing: .easeOutQuad))
        for (index, chapter) in chapters.enumerated() {
            chapter.text = "Chapter \(index + 1)"
            var reveal = ScrollScene("chapter \(index)", start: .element("chapter \(index)", .start, meets: .end), length: 200)
            reveal.add(Track(fadeIn, motion: .fade) { [chapter] alpha in chapter.alpha = CGFloat(alpha) })   // kept under Reduce Motion
            _ = try? stage.add(reveal)
        }
        var collapse = Timeline(initial: 1.0)
        try? collapse.insert(Scale(start: 0, length: 200, to: 0.4))
        stage.add(Track(collapse, domain: .offset, motion: .fade) { [header] alpha in header.alpha = CGFloat(alpha) })

        let binding = ScrollViewBinding(scrollView, to: stage)
        for (index, chapter) in chapters.enumerated() {
            binding.trackElement(chapter, named: "chapter \(index)")
        }
        self.binding = binding
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Auto Layout moved the chapters without the scroll view noticing: measure again.
        binding?.update()
    }
}
#endif
