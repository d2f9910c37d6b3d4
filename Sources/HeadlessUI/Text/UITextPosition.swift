import Foundation

/// A place in a text control's text (UIKit's `UITextPosition`, whose controls keep private
/// subclasses): here its offset in UTF-16 units, as UIKit's `offset(from:to:)` counts.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
  /// The offset from the start, in UTF-16 units.
  public let offset: Int

  /// The position `offset` units from the start.
  public init(offset: Int) {
    self.offset = offset
    super.init()
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UITextPosition)?.offset == offset
  }

  open override var hash: Int { offset }
}

/// A range of a text control's text (UIKit's `UITextRange`).
@preconcurrency @MainActor
open class UITextRange: NSObject {
  /// Its start.
  public let start: UITextPosition
  /// Its end.
  public let end: UITextPosition
  /// Whether it is a caret (no characters).
  open var isEmpty: Bool { start.offset == end.offset }

  /// The range from `start` to `end`.
  public init(start: UITextPosition, end: UITextPosition) {
    self.start = start
    self.end = end
    super.init()
  }
}
