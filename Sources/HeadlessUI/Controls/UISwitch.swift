import Foundation

/// An on/off switch, 51 × 31 pt (its intrinsic size on iOS). A tap (touch up inside) flips it
/// and sends `.valueChanged`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// Whether it is on.
  open var isOn = false
  /// The on tint (a plain value).
  open var onTintColor: UIColor?
  /// The thumb tint (a plain value).
  open var thumbTintColor: UIColor?

  /// A switch with `frame`, sized to 51 × 31.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
  }

  /// A switch as a nib would decode it.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Sets ``isOn`` (without sending an action, as UIKit).
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside else { return }
    isOn.toggle()
    sendActions(for: .valueChanged)
  }
}

/// A row of segments; a tap selects the segment under the finger and sends `.valueChanged`.
/// Segments share the width equally (UIKit's default `apportionsSegmentWidthsByContent` false).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// No segment selected.
  public static let noSegment = -1
  private var titles: [String?] = []
  private var images: [UIImage?] = []
  /// The selected segment (``noSegment`` for none).
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  /// Whether a segment stays selected (a plain value).
  open var isMomentary = false
  /// The selected segment's tint (a plain value).
  open var selectedSegmentTintColor: UIColor?

  /// A control with segments titled `items` (strings; other items count as untitled).
  public init(items: [Any]?) {
    titles = (items ?? []).map { $0 as? String }
    images = (items ?? []).map { $0 as? UIImage }
    super.init(frame: .zero)
  }

  /// An empty control with `frame`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A control as a nib would decode it.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The number of segments.
  public var numberOfSegments: Int { titles.count }

  /// Inserts a titled segment.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), titles.count)
    titles.insert(title, at: index)
    images.insert(nil, at: index)
  }

  /// Inserts a segment showing `image`.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), titles.count)
    titles.insert(nil, at: index)
    images.insert(image, at: index)
  }

  /// Removes a segment.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    images.remove(at: segment)
  }

  /// Removes every segment.
  open func removeAllSegments() {
    titles.removeAll()
    images.removeAll()
  }

  /// Sets a segment's image.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard images.indices.contains(segment) else { return }
    images[segment] = image
  }

  /// A segment's image.
  open func imageForSegment(at segment: Int) -> UIImage? {
    images.indices.contains(segment) ? images[segment] : nil
  }

  private var segmentTitleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Sets the segments' title text attributes for a control state (a look: kept, drawn by
  /// nothing).
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    segmentTitleAttributes[state.rawValue] = attributes
  }

  /// The segments' title text attributes for a control state.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    segmentTitleAttributes[state.rawValue]
  }

  /// Sets a segment's title.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title
  }

  /// A segment's title.
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// 32 pt high (iOS 13+), each segment as wide as its title plus 16 pt.
  open override var intrinsicContentSize: CGSize {
    let font = UIFont.systemFont(ofSize: 13)
    let widest = titles.map { TextMeasurement.size(of: $0 ?? "", font: font).width }.max() ?? 0
    return CGSize(width: (widest + 16) * CGFloat(titles.count), height: 32)
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch, isTouchInside, !titles.isEmpty, bounds.width > 0 else { return }
    let x = touch.location(in: self).x
    let index = min(max(Int(x / (bounds.width / CGFloat(titles.count))), 0), titles.count - 1)
    selectedSegmentIndex = index
    sendActions(for: .valueChanged)
    if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment }
  }
}

/// A row of page dots; a tap on the left or right half moves one page and sends
/// `.valueChanged` (UIKit's behaviour for taps beside the current dot).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// The number of pages.
  open var numberOfPages = 0 {
    didSet {
      currentPage = min(currentPage, max(numberOfPages - 1, 0))
      updateSinglePageVisibility()
    }
  }
  /// The current page.
  open var currentPage = 0
  /// Whether the control hides itself when there is one page or none (default false).
  open var hidesForSinglePage = false { didSet { updateSinglePageVisibility() } }

  private func updateSinglePageVisibility() {
    if hidesForSinglePage { isHidden = numberOfPages <= 1 }
  }
  /// The dots' tint (a plain value).
  open var pageIndicatorTintColor: UIColor?
  /// The current dot's tint (a plain value).
  open var currentPageIndicatorTintColor: UIColor?

  /// 26 pt high, 16 pt per dot (iOS's page control).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(numberOfPages) * 16, height: 26)
  }

  /// The size for `pageCount` dots.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(pageCount) * 16, height: 26)
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch, isTouchInside, numberOfPages > 0 else { return }
    let forward = touch.location(in: self).x >= bounds.midX
    let next = min(max(currentPage + (forward ? 1 : -1), 0), numberOfPages - 1)
    guard next != currentPage else { return }
    currentPage = next
    sendActions(for: .valueChanged)
  }
}

/// A plus/minus stepper; a tap on the right half adds ``stepValue``, on the left half subtracts
/// it, within the limits, sending `.valueChanged`.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// The value.
  open var value: Double = 0
  /// The smallest value.
  open var minimumValue: Double = 0
  /// The largest value.
  open var maximumValue: Double = 100
  /// The step.
  open var stepValue: Double = 1
  /// Whether the value wraps (default false).
  open var wraps = false

  /// 94 × 32 pt (iOS's stepper).
  open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let touch, isTouchInside else { return }
    let up = touch.location(in: self).x >= bounds.midX
    var next = value + (up ? stepValue : -stepValue)
    if next > maximumValue { next = wraps ? minimumValue : maximumValue }
    if next < minimumValue { next = wraps ? maximumValue : minimumValue }
    guard next != value else { return }
    value = next
    sendActions(for: .valueChanged)
  }
}

/// A slider: the tracked finger's x sets the value across the bounds, sending `.valueChanged`
/// as it moves (``isContinuous``) or on release.
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The value.
  open var value: Float = 0
  /// The smallest value.
  open var minimumValue: Float = 0
  /// The largest value.
  open var maximumValue: Float = 1
  /// Whether values are sent while dragging (default true).
  open var isContinuous = true
  /// The tints (plain values).
  open var minimumTrackTintColor: UIColor?
  /// The tints (plain values).
  open var maximumTrackTintColor: UIColor?
  /// The tints (plain values).
  open var thumbTintColor: UIColor?

  /// Sets the value (clamped).
  open func setValue(_ value: Float, animated: Bool) {
    self.value = min(max(value, minimumValue), maximumValue)
  }

  /// 31 pt high (iOS's slider).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 31)
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    follow(touch)
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    follow(touch)
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    if !isContinuous { sendActions(for: .valueChanged) }
  }

  private func follow(_ touch: UITouch) {
    guard bounds.width > 0 else { return }
    let fraction = Float(min(max(touch.location(in: self).x / bounds.width, 0), 1))
    let next = minimumValue + (maximumValue - minimumValue) * fraction
    guard next != value else { return }
    value = next
    if isContinuous { sendActions(for: .valueChanged) }
  }
}

/// A progress bar (its progress is a plain value; 4 pt high).
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// A bar's look.
  public enum Style: Int, Sendable {
    /// Default.
    case `default`
    /// A toolbar bar.
    case bar
  }
  /// The progress, 0…1.
  open var progress: Float = 0
  /// The style.
  open var progressViewStyle: Style = .default
  /// The tints (plain values).
  open var progressTintColor: UIColor?
  /// The tints (plain values).
  open var trackTintColor: UIColor?

  /// A bar of `style`.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Sets the progress (clamped to 0…1).
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = min(max(progress, 0), 1)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 4)
  }
}
