// iOS
import Scrollwork
import ScrollworkUI
import UIKit

/// A paging story in a scroll view: each page fades in as it scrolls up, and a header inset
/// collapses from 120 to 60 pt over the first 300 pt of scrolling — a track that writes to the
/// very scroll view feeding its stage (the binding delivers the change after the frame).
final class StoryViewController: UIViewController {
    let scrollView = UIScrollView(frame: .zero)
    let pages = (0..<4).map { _ in UILabel(frame: .zero) }
    let stage = Stage()
    var binding: ScrollViewBinding?

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.isPagingEnabled = true
        view.addSubview(scrollView)
        var fadeIn = Timeline(initial: 0.0)
        try? fadeIn.insert(Scale(start: 0, length: 1, to: 1, easing: .easeOutQuad))
        for (index, page) in pages.enumerated() {
            page.text = "Page \(index + 1)"
            scrollView.addSubview(page)
            var reveal = ScrollScene("page \(index)", start: .element("page \(index)", .start, meets: .end), length: 300)
            reveal.add(Track(fadeIn, motion: .fade) { [page] alpha in page.alpha = CGFloat(alpha) })   // kept under Reduce Motion
            _ = try? stage.add(reveal)
        }
        var collapse = Timeline(initial: 120.0)
        try? collapse.insert(Scale(start: 0, length: 300, to: 60))
        stage.add(Track(collapse, domain: .offset) { [scrollView] top in scrollView.contentInset.top = CGFloat(top) })

        let binding = ScrollViewBinding(scrollView, to: stage)
        for (index, page) in pages.enumerated() {
            binding.trackElement(page, named: "page \(index)")
        }
        self.binding = binding
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        scrollView.frame = view.bounds
        for (index, page) in pages.enumerated() {
            page.frame = CGRect(x: 0, y: CGFloat(index) * size.height, width: size.width, height: size.height)
        }
        scrollView.contentSize = CGSize(width: size.width, height: size.height * CGFloat(pages.count))
        // The pages moved without the scroll view noticing (and the safe area may have changed the
        // adjusted insets): measure again.
        binding?.update()
    }
}
