// tvOS
// expect: unavailable
// The iOS UIKit stub serves tvOS too; what Apple marks unavailable on tvOS must fail there.
import UIKit

@MainActor
func configure(_ controller: UIViewController) {
    controller.navigationItem.largeTitleDisplayMode = .never
}
