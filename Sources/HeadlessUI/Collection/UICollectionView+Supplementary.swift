import Foundation

extension UICollectionView {
  /// The kind of a section's header view.
  public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section's footer view.
  public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Registers how supplementary views of `kind` and `identifier` are made: with the class's
  /// `init(frame:)` (through ``UICollectionReusableView/init(registeredFor:)``); nil
  /// unregisters.
  public func register(
    _ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    guard let viewClass else {
      supplementaryFactories["\(kind)\u{0}\(identifier)"] = nil
      return
    }
    supplementaryFactories["\(kind)\u{0}\(identifier)"] = {
      viewClass.init(registeredFor: identifier)
    }
  }

  /// Registers a nib for supplementary views: each is the nib's first top-level
  /// `UICollectionReusableView` (a plain one when it has none); nil unregisters.
  public func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    guard let nib else {
      supplementaryFactories["\(kind)\u{0}\(identifier)"] = nil
      return
    }
    supplementaryFactories["\(kind)\u{0}\(identifier)"] = {
      nib.firstObject(of: UICollectionReusableView.self) ?? UICollectionReusableView()
    }
  }

  /// A supplementary view of `kind` for `identifier`, made as registered (a plain reusable view
  /// when nothing is, where UIKit would throw), with its reuse identifier set.
  ///
  /// HeadlessUI's layouts place no supplementary views (no section headers or footers are laid
  /// out), so the collection view never asks its data source for one and never reuses one: a
  /// view the app dequeues itself is new each time.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view =
      supplementaryFactories["\(elementKind)\u{0}\(identifier)"]?()
      ?? UICollectionReusableView()
    view.reuseIdentifier = identifier
    return view
  }
}
