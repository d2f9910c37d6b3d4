import Foundation

/// A reusable view in a collection view.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier it was dequeued with.
  public internal(set) var reuseIdentifier: String?
  /// The storyboard segue selecting this cell performs (a prototype's).
  var selectionSegue: (@MainActor (Any) -> Void)?

  /// Called before the view is handed out again by a dequeue.
  open func prepareForReuse() {}

  /// A view made for a registered class (UIKit makes them with `initWithFrame:`): calls the
  /// class's own `init(frame:)` with a zero frame. Required and convenience, so every class
  /// that overrides both designated initializers (or none) inherits it.
  public required convenience init(registeredFor reuseIdentifier: String) {
    self.init(frame: .zero)
  }

  /// Applies the layout's attributes (frame, alpha, transform, hidden).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    transform = .identity
    frame = layoutAttributes.frame
    transform = layoutAttributes.transform
    alpha = layoutAttributes.alpha
    isHidden = layoutAttributes.isHidden
    layer.zPosition = CGFloat(layoutAttributes.zIndex)
  }
}

/// A collection view cell: put content in ``contentView``, which fills the cell.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view to add content to; it fills the cell.
  public let contentView: UIView

  /// Whether the cell is selected; the collection view sets it as items are selected and
  /// deselected (override it, calling `super`, to show the state).
  open var isSelected = false

  /// Whether the cell is highlighted: the collection view sets it while a touch that may
  /// select it is down (override it, calling `super`, for touch-down feedback).
  open var isHighlighted = false

  /// A cell with `frame`.
  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// A cell as a nib would decode it (zero frame; see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
    coder.interfaceBuilder?.decodeCollectionViewCell(self)
  }

  /// A cell made for a registered class (UIKit makes them with `initWithFrame:`): calls the
  /// class's own `init(frame:)` with a zero frame. Required and convenience, so every cell
  /// class that overrides both designated initializers (or none) inherits it.
  public required convenience init(registeredFor reuseIdentifier: String) {
    self.init(frame: .zero)
  }

  /// Keeps ``contentView`` filling the bounds, then lays out as usual.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
