import Foundation

/// The region text is laid out in (TextKit's container): its size and the padding at each
/// line's ends. Kept with the values the app sets; ``UITextView`` reads its padding.
open class NSTextContainer: NSObject {
  /// The container's size (zero: unbounded on that axis).
  open var size: CGSize
  /// The inset at each end of every line, in points (5, as TextKit's default).
  open var lineFragmentPadding: CGFloat = 5
  /// The most lines laid out (0: no limit).
  open var maximumNumberOfLines = 0
  /// How the last line ends when text does not fit.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// Whether the width follows the text view's.
  open var widthTracksTextView = true
  /// Whether the height follows the text view's.
  open var heightTracksTextView = false

  /// A container of `size`.
  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  /// An unbounded container.
  public override convenience init() {
    self.init(size: .zero)
  }
}
