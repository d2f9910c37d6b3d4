import Foundation

/// A control with a title and an image per state.
///
/// The title is shown in ``titleLabel`` and the image in ``imageView``, laid out side by side
/// (image first) inside ``contentEdgeInsets`` by ``UIControl/contentHorizontalAlignment`` and
/// ``UIControl/contentVerticalAlignment``. The title font defaults to system 15 pt (Interface
/// Builder's default for buttons). The intrinsic size is the content's size plus
/// ``contentEdgeInsets``; with zero insets a button adds 6 pt above and below its title, which
/// gives the 30 pt height of a standard system button. UIKit does not document that padding;
/// it is what a default button measures on iOS, stated here as an assumption.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// A button's look.
  public enum ButtonType: Int, Sendable {
    /// No system look.
    case custom = 0
    /// The system look (tinted title).
    case system
    /// A detail disclosure button.
    case detailDisclosure
    /// An info button (light).
    case infoLight
    /// An info button (dark).
    case infoDark
    /// A contact-add button.
    case contactAdd
    /// A close button.
    case close
    /// A rounded rectangle (deprecated: the system look).
    public static var roundedRect: ButtonType { .system }
  }

  /// The button's type.
  public internal(set) var buttonType: ButtonType = .custom
  /// The label that shows the title.
  public private(set) var titleLabel: UILabel?
  /// The view that shows the image.
  public private(set) var imageView: UIImageView?
  /// Space around the content.
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }
  /// Moves the title (positive insets move it inwards).
  open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
  /// Moves the image.
  open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
  /// Whether the image darkens when highlighted (a plain value).
  open var adjustsImageWhenHighlighted = true
  /// Whether the image dims when disabled (a plain value).
  open var adjustsImageWhenDisabled = true
  /// Whether a glow shows when touched (a plain value).
  open var showsTouchWhenHighlighted = false
  /// Whether the pointer effect is on (a plain value).
  open var isPointerInteractionEnabled = false

  /// The configuration (``configuration``'s storage).
  var buttonConfiguration: Configuration?
  /// Called when the button's state changes to update its configuration (iOS 15).
  public var configurationUpdateHandler: ((UIButton) -> Void)?
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]

  /// A custom button with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installContentViews()
  }

  /// A button as a nib would decode it (custom type).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installContentViews()
    coder.interfaceBuilder?.decodeButton(self)
  }

  /// A button of `buttonType` with a zero frame (UIKit's `UIButton(type:)`).
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if buttonType != .custom, buttonType != .system {
      // The icon types are 22 pt glyphs (UIKit's info and disclosure buttons).
      images[UIControl.State.normal.rawValue] = UIImage(size: CGSize(width: 22, height: 22))
      updateContent()
    }
  }

  /// A system button whose primary action is `primaryAction` (iOS 14).
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { addAction(primaryAction, for: .touchUpInside) }
  }

  /// A button made with `UIButton.systemButton(with:target:action:)`.
  public static func systemButton(with image: UIImage, target: Any?, action: Selector?)
    -> UIButton
  {
    let button = UIButton(type: .system)
    button.setImage(image, for: .normal)
    if let action { button.addTarget(target, action: action, for: .touchUpInside) }
    return button
  }

  /// `UIButton.systemButton(with: image, target: self, action: Self.closeTapped)`, the port's
  /// form of `#selector(closeTapped)`; `target` is held weakly.
  public static func systemButton<Target: AnyObject>(
    with image: UIImage, target: Any?,
    action: @escaping @MainActor (Target) -> @MainActor () -> Void
  ) -> UIButton {
    systemButton(with: image, target: target, action: Selector(action))
  }

  /// `UIButton.systemButton(with: image, target: self, action: Self.closeTapped(_:))`; `target`
  /// is held weakly.
  public static func systemButton<Target: AnyObject, Sender>(
    with image: UIImage, target: Any?,
    action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
  ) -> UIButton {
    systemButton(with: image, target: target, action: Selector(action))
  }

  private func installContentViews() {
    let label = UILabel(frame: .zero)
    label.font = .systemFont(ofSize: 15)
    label.isHidden = true
    let image = UIImageView(frame: .zero)
    image.isHidden = true
    image.isUserInteractionEnabled = false
    addSubview(image)
    addSubview(label)
    titleLabel = label
    imageView = image
    isOpaque = false
  }

  // MARK: Per-state content

  /// Sets the title for `state`.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    updateContent()
  }

  /// The title for `state` (falls back to the normal state's, as UIKit does).
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// Sets the attributed title for `state` (kept as its plain string).
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    setTitle(title?.string, for: state)
  }

  /// The attributed title for `state`.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    title(for: state).map { NSAttributedString(string: $0) }
  }

  /// Sets the title colour for `state` (a plain value).
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    updateContent()
  }

  /// The title colour for `state`.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
      ?? (buttonType == .custom ? .white : tintColor)
  }

  /// Sets the title shadow colour for `state` (ignored: pixels only).
  open func setTitleShadowColor(_ color: UIColor?, for state: State) {}

  /// Sets the image for `state`.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    updateContent()
  }

  /// The image for `state` (falls back to the normal state's).
  open func image(for state: State) -> UIImage? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  /// Sets the background image for `state` (its size counts towards the intrinsic size).
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state.rawValue] = image
    invalidateIntrinsicContentSize()
  }

  /// The background image for `state`.
  open func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
  }

  /// The title shown now.
  public var currentTitle: String? { title(for: state) }
  /// The image shown now.
  public var currentImage: UIImage? { image(for: state) }
  /// The background image shown now.
  public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
  /// The title colour now.
  public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

  open override var isHighlighted: Bool {
    didSet { if isHighlighted != oldValue { updateContent() } }
  }

  open override var isSelected: Bool {
    didSet { if isSelected != oldValue { updateContent() } }
  }

  open override var isEnabled: Bool {
    didSet { if isEnabled != oldValue { updateContent() } }
  }

  private func updateContent() {
    let title = currentTitle
    titleLabel?.text = title
    titleLabel?.isHidden = title?.isEmpty ?? true
    titleLabel?.textColor = currentTitleColor
    let image = currentImage
    imageView?.image = image
    imageView?.isHidden = image == nil
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  // MARK: Layout

  private var titleSize: CGSize {
    guard let titleLabel, !titleLabel.isHidden else { return .zero }
    return titleLabel.intrinsicContentSize
  }

  private var imageSize: CGSize {
    guard let imageView, !imageView.isHidden, let image = imageView.image else { return .zero }
    return image.size
  }

  private var effectiveInsets: UIEdgeInsets {
    if contentEdgeInsets != .zero { return contentEdgeInsets }
    return titleSize == .zero ? .zero : UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
  }

  /// The content's size plus the insets (at least the background image's size).
  open override var intrinsicContentSize: CGSize {
    let content = CGSize(
      width: titleSize.width + imageSize.width,
      height: max(titleSize.height, imageSize.height))
    let insets = effectiveInsets
    var size = CGSize(
      width: content.width + insets.left + insets.right,
      height: content.height + insets.top + insets.bottom)
    if let background = currentBackgroundImage {
      size.width = max(size.width, background.size.width)
      size.height = max(size.height, background.size.height)
    }
    return size
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Places the image and the title in the content rectangle.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let content = contentRect(forBounds: bounds)
    imageView?.frame = imageRect(forContentRect: content)
    titleLabel?.frame = titleRect(forContentRect: content)
  }

  /// The bounds inside ``contentEdgeInsets``.
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: contentEdgeInsets)
  }

  /// Where the title goes in `contentRect`.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    let (imageFrame, titleFrame) = arrange(in: contentRect)
    _ = imageFrame
    return titleFrame.inset(by: titleEdgeInsets)
  }

  /// Where the image goes in `contentRect`.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    arrange(in: contentRect).image.inset(by: imageEdgeInsets)
  }

  private func arrange(in rect: CGRect) -> (image: CGRect, title: CGRect) {
    var image = imageSize
    var title = titleSize
    let total = image.width + title.width
    if contentHorizontalAlignment == .fill, total < rect.width {
      title.width += rect.width - total
    }
    let width = image.width + title.width
    let x: CGFloat
    switch contentHorizontalAlignment {
    case .left, .leading, .fill: x = rect.minX
    case .right, .trailing: x = rect.maxX - width
    case .center: x = rect.midX - width / 2
    }
    func y(_ height: CGFloat) -> CGFloat {
      switch contentVerticalAlignment {
      case .top, .fill: rect.minY
      case .bottom: rect.maxY - height
      case .center: rect.midY - height / 2
      }
    }
    if contentVerticalAlignment == .fill {
      image.height = rect.height
      title.height = rect.height
    }
    return (
      CGRect(x: x, y: y(image.height), width: image.width, height: image.height),
      CGRect(x: x + image.width, y: y(title.height), width: title.width, height: title.height)
    )
  }

  /// A button reads its current title.
  override var derivedAccessibilityLabel: String? { currentTitle }
}
