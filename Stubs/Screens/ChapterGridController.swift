// not watchOS
#if canImport(UIKit)
import Scrollwork
import ScrollworkUI
import UIKit

// A scroll-driven collection view as an app developer writes it after reading "Using Scrollwork in an
// app": a compositional layout of self-sizing chapter cells, registered with a cell registration and
// recycled (each cell resets itself in prepareForReuse()), the view controller as the data source,
// and a ScrollViewBinding that anchors a scene to each item through trackItem(at:named:), on screen
// or not, so a recycled cell shows the opacity of the item it now holds. Checked on iOS, tvOS and
// visionOS (UIKit without views on watchOS; AppKit on macOS).

/// A recycled chapter cell: a label made with `UILabel()`, laid out in the content view.
final class ChapterCell: UICollectionViewCell {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.numberOfLines = 0
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        title.text = nil
        contentView.alpha = 1
    }
}

final class ChapterGridController: UIViewController, UICollectionViewDataSource {
    static let chapters = 40
    let stage = Stage()
    var binding: ScrollViewBinding?
    /// Each chapter's opacity, written by the stage and read when a cell is configured.
    var opacity = [Double](repeating: 0, count: ChapterGridController.chapters)
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())
    lazy var registration = UICollectionView.CellRegistration<ChapterCell, Int> { [unowned self] cell, _, chapter in
        cell.title.text = "Chapter \(chapter + 1)"
        cell.contentView.alpha = CGFloat(opacity[chapter])
    }

    /// One column of full-width items whose height the cells give.
    static func layout() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(88))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        return UICollectionViewCompositionalLayout(section: section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Chapters"
        collectionView.dataSource = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        var fadeIn = Timeline(initial: 0.0)
        try? fadeIn.insert(Scale(start: 0, length: 1, to: 1, easing: .easeOutQuad))
        let binding = ScrollViewBinding(collectionView, to: stage)
        for chapter in 0..<Self.chapters {
            let name = "chapter \(chapter)"
            var reveal = ScrollScene(name, start: .element(name, .start, meets: .end), length: 160)
            reveal.add(Track(fadeIn) { [weak self] alpha in self?.opacity[chapter] = alpha })
            _ = try? stage.add(reveal)
            binding.trackItem(at: IndexPath(item: chapter, section: 0), named: name)
        }
        self.binding = binding
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.chapters
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}
#endif
