// not watchOS
#if canImport(UIKit)
import Scrollwork
import ScrollworkUI
import UIKit

// A responsive story (issue 39) as an app writes it after reading "Responsive stages": the hero
// pins and shrinks where the width is regular, and only fades where it is compact. The binding
// switches the variant by itself on a rotation, a Split View or Stage Manager resize, and a
// size-class change (it reads the scroll view's traits); the controller only shows a switch that
// could not be made. Checked on iOS, tvOS and visionOS.
final class ResponsiveStoryController: UIViewController {
    let scrollView = UIScrollView(frame: .zero)
    let hero = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let status = UILabel(frame: .zero)
    var binding: ScrollViewBinding?

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.addSubview(hero)
        view.addSubview(scrollView)
        view.addSubview(status)
        do {
            var shrink = Timeline(initial: 1.0)
            try shrink.insert(Scale(start: 0, length: 1, to: 0.6))
            var fade = Timeline(initial: 1.0)
            try fade.insert(Scale(start: 0.3, length: 0.7, to: 0))
            let page = try ResponsiveStage(Stage(), variants: [
                StageVariant("regular", when: .init(horizontalSizeClass: .regular)) {
                    ScrollScene("hero", start: .element("hero", .start, meets: .start), length: 800) {
                        Track.pin { [weak hero] in hero?.transform.ty = $0 }
                        Track(shrink) { [weak hero] in hero?.alpha = CGFloat($0) }
                    }
                },
                StageVariant("compact") {
                    ScrollScene("hero", start: .element("hero", .start, meets: .start), end: .element("hero", .end, meets: .start)) {
                        Track(fade) { [weak hero] in hero?.alpha = CGFloat($0) }
                    }
                },
            ])
            page.onSwitch = { [weak status] change in status?.text = "now \(change.to ?? "none")" }
            let binding = ScrollViewBinding(scrollView, to: page)
            binding.trackElement(hero, named: "hero")
            self.binding = binding
        } catch {
            status.text = "\(error)"
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        binding?.update()
        if let error = binding?.variantSwitchError { status.text = "kept the variant: \(error)" }
    }
}
#endif
