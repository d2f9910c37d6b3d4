import Foundation

extension IndexPath {
  /// An index path for `item` in `section` (UIKit's addition to Foundation).
  public init(item: Int, section: Int) {
    self = IndexPath.pair(section, item)
  }

  /// An index path for `row` in `section`.
  public init(row: Int, section: Int) {
    self = IndexPath.pair(section, row)
  }

  /// The two-index path `[first, second]`, built without the array a literal allocates (a
  /// one-index path extended by one holds both indexes inline, as `init(indexes:)` stores two).
  @inline(__always)
  private static func pair(_ first: Int, _ second: Int) -> IndexPath {
    var path = IndexPath(index: first)
    path.append(second)
    return path
  }

  /// The section (first index; 0 when empty).
  public var section: Int {
    get { count > 0 ? self[0] : 0 }
    set { self = IndexPath.pair(newValue, item) }
  }

  /// The item (second index; 0 when missing).
  public var item: Int {
    get { count > 1 ? self[1] : 0 }
    set { self = IndexPath.pair(section, newValue) }
  }

  /// The row (the same as ``item``).
  public var row: Int {
    get { item }
    set { item = newValue }
  }
}

/// `NSIndexPath`'s UIKit accessors, which Swift 3 migrations kept as
/// `(indexPath as NSIndexPath).row`.
extension NSIndexPath {
  /// The row: the path's second index (0 when it has fewer).
  public var row: Int { length > 1 ? index(atPosition: 1) : 0 }
  /// The section: the path's first index (0 when empty).
  public var section: Int { length > 0 ? index(atPosition: 0) : 0 }
  /// The item (a collection view's row).
  public var item: Int { row }

  /// The index path of `row` in `section`.
  public convenience init(row: Int, section: Int) {
    self.init(indexes: [section, row], length: 2)
  }

  /// The index path of `item` in `section`.
  public convenience init(item: Int, section: Int) {
    self.init(indexes: [section, item], length: 2)
  }
}
