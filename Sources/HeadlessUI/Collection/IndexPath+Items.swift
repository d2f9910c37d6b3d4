import Foundation

extension IndexPath {
  /// An index path for `item` in `section` (UIKit's addition to Foundation).
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// An index path for `row` in `section`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section (first index; 0 when empty).
  public var section: Int {
    get { count > 0 ? self[0] : 0 }
    set { self = IndexPath(indexes: [newValue, item]) }
  }

  /// The item (second index; 0 when missing).
  public var item: Int {
    get { count > 1 ? self[1] : 0 }
    set { self = IndexPath(indexes: [section, newValue]) }
  }

  /// The row (the same as ``item``).
  public var row: Int {
    get { item }
    set { item = newValue }
  }
}
