import Foundation

/// A table row: ``contentView`` fills it; the built-in styles lay out ``textLabel``,
/// ``detailTextLabel`` and ``imageView`` in it.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// Whether the cell is in editing mode (its table sets it; nothing is drawn differently).
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  private var editing = false

  /// Enters or leaves editing mode; subclasses override it to show their editing look.
  open func setEditing(_ editing: Bool, animated: Bool) { self.editing = editing }

  /// The built-in layouts.
  public enum CellStyle: Int, Sendable {
    /// Image and a label.
    case `default`
    /// Label and a right-aligned detail.
    case value1
    /// Right-aligned label and a detail.
    case value2
    /// Label with a subtitle below.
    case subtitle
  }

  /// The accessory at the trailing edge (informational).
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none
    /// A chevron.
    case disclosureIndicator
    /// A detail button and a chevron.
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// A detail button.
    case detailButton
  }

  /// How selection shows (informational).
  public enum SelectionStyle: Int, Sendable {
    /// None.
    case none
    /// Blue.
    case blue
    /// Gray.
    case gray
    /// Default.
    case `default`
  }

  /// The style.
  public let style: CellStyle
  /// The identifier it was dequeued with.
  public internal(set) var reuseIdentifier: String?
  /// The view to add content to; it fills the cell.
  public let contentView = UIView(frame: .zero)
  /// The storyboard segue selecting this cell performs (a prototype's or static cell's).
  var selectionSegue: (@MainActor (Any) -> Void)?
  /// The main label (made on first use, as in UIKit).
  public internal(set) lazy var textLabel: UILabel? = makeLabel()
  /// The detail label (nil for `.default`).
  public internal(set) lazy var detailTextLabel: UILabel? = style == .default ? nil : makeLabel()
  /// The image view (made on first use).
  public private(set) lazy var imageView: UIImageView? = {
    let view = UIImageView(frame: .zero)
    contentView.addSubview(view)
    return view
  }()
  /// The accessory.
  open var accessoryType: AccessoryType = .none
  /// A custom accessory view, laid out at the trailing edge.
  open var accessoryView: UIView? {
    didSet {
      if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
      if let accessoryView, accessoryView.superview !== self { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }
  /// How selection shows.
  open var selectionStyle: SelectionStyle = .default
  /// Whether the cell is selected (the selected background view shows while it is).
  open var isSelected = false { didSet { setNeedsLayout() } }
  /// Whether the cell is highlighted (the selected background view shows while it is).
  open var isHighlighted = false { didSet { setNeedsLayout() } }
  /// The separator's insets (informational).
  open var separatorInset: UIEdgeInsets = .zero
  /// A background view, behind the content, filling the cell.
  open var backgroundView: UIView? {
    didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
  }
  /// A background view shown while the cell is selected, above ``backgroundView``.
  open var selectedBackgroundView: UIView? {
    didSet {
      replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
    }
  }

  private func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
    if old !== new { old?.removeFromSuperview() }
    if let new, new.superview !== self { insertSubview(new, at: index) }
    setNeedsLayout()
  }

  /// A cell of `style` for `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    addSubview(contentView)
  }

  /// A cell as a nib would decode it.
  public required init?(coder: NSCoder) {
    style = InterfaceBuilderCoder.cellStyle(coder)
    super.init(coder: coder)
    addSubview(contentView)
    coder.interfaceBuilder?.decodeTableViewCell(self)
  }

  /// A default-style cell with `frame`.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// A cell made for a registered class (UIKit makes them with
  /// `initWithStyle:reuseIdentifier:`): calls the class's own `init(style:reuseIdentifier:)`.
  /// Required and convenience, so every cell class that overrides both designated initializers
  /// (or none) inherits it.
  public required convenience init(registeredFor reuseIdentifier: String) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// Called before the cell is handed out again by a dequeue.
  open func prepareForReuse() {}

  /// Sets ``isSelected``.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

  /// Sets ``isHighlighted``.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

  private func makeLabel() -> UILabel {
    let label = UILabel(frame: .zero)
    contentView.addSubview(label)
    return label
  }

  /// Fills the bounds with ``contentView`` (less a 40 pt accessory when one shows) and lays
  /// out the built-in labels and image with UIKit's 16 pt margins.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let accessoryWidth: CGFloat = accessoryType == .none && accessoryView == nil ? 0 : 40
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    contentView.frame = CGRect(
      x: 0, y: 0, width: max(bounds.width - accessoryWidth, 0), height: bounds.height)
    if let accessoryView {
      let size = accessoryView.bounds.size
      accessoryView.frame = CGRect(
        x: bounds.width - 16 - size.width, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
    }
    var x: CGFloat = 16
    let box = contentView.bounds
    if let image = imageView?.image, let imageView {
      imageView.frame = CGRect(
        x: x, y: (box.height - image.size.height) / 2, width: image.size.width,
        height: image.size.height)
      x = imageView.frame.maxX + 16
    }
    let width = max(box.width - x - 16, 0)
    switch style {
    case .subtitle:
      let main = textLabel?.intrinsicContentSize ?? .zero
      let detail = detailTextLabel?.intrinsicContentSize ?? .zero
      let top = (box.height - main.height - detail.height) / 2
      textLabel?.frame = CGRect(x: x, y: top, width: min(main.width, width), height: main.height)
      detailTextLabel?.frame = CGRect(
        x: x, y: top + main.height, width: min(detail.width, width), height: detail.height)
    case .value1, .value2:
      let main = textLabel?.intrinsicContentSize ?? .zero
      let detail = detailTextLabel?.intrinsicContentSize ?? .zero
      textLabel?.frame = CGRect(
        x: x, y: (box.height - main.height) / 2, width: min(main.width, width), height: main.height)
      detailTextLabel?.frame = CGRect(
        x: box.width - 16 - detail.width, y: (box.height - detail.height) / 2,
        width: detail.width, height: detail.height)
    case .default:
      let main = textLabel?.intrinsicContentSize ?? .zero
      textLabel?.frame = CGRect(
        x: x, y: (box.height - main.height) / 2, width: width, height: main.height)
    }
  }
}
