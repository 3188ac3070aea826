// tvOS
import Scrollwork
import ScrollworkUI
import UIKit

// A tvOS shelf screen as an app developer writes it: rows of posters in a compositional layout whose
// sections scroll sideways on their own (orthogonalScrollingBehavior), cells made from a cell
// registration and recycled, and a ScrollViewBinding on the vertical collection view that fades the
// title banner out as the shelves move up under it. Checked on tvOS only.

/// A recycled poster: an image view filling the cell's content view.
final class PosterCell: UICollectionViewCell {
    let poster = UIImageView(image: nil)

    override init(frame: CGRect) {
        super.init(frame: frame)
        poster.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(poster)
        NSLayoutConstraint.activate([
            poster.topAnchor.constraint(equalTo: contentView.topAnchor),
            poster.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            poster.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            poster.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        poster.alpha = 1
    }
}

final class ShelfController: UIViewController, UICollectionViewDataSource {
    static let shelves = 6
    static let postersPerShelf = 20
    let banner = UILabel()
    let stage = Stage()
    var binding: ScrollViewBinding?
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())
    let registration = UICollectionView.CellRegistration<PosterCell, Int> { cell, _, shelf in
        cell.poster.alpha = shelf.isMultiple(of: 2) ? 1 : 0.9
    }

    /// Each shelf a section of fixed-size posters in one row that scrolls sideways.
    static func layout() -> UICollectionViewCompositionalLayout {
        let poster = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(250), heightDimension: .absolute(375)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(250), heightDimension: .absolute(375)), subitems: [poster])
        let shelf = NSCollectionLayoutSection(group: row)
        shelf.orthogonalScrollingBehavior = .continuous
        shelf.interGroupSpacing = 40
        return UICollectionViewCompositionalLayout(section: shelf)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.text = "Tonight"
        collectionView.dataSource = self
        for item in [collectionView, banner] as [UIView] {
            item.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(item)
        }
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 60),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 90),
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        var fadeOut = Timeline(initial: 1.0)
        try? fadeOut.insert(Scale(start: 0, length: 300, to: 0))
        stage.add(Track(fadeOut, domain: .offset) { [banner] alpha in banner.alpha = CGFloat(alpha) })
        binding = ScrollViewBinding(collectionView, to: stage)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        Self.shelves
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.postersPerShelf
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.section)
    }
}
