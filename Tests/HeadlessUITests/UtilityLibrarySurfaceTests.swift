import Foundation
import HeadlessUI
import Testing

/// What utility libraries (SwifterSwift and its kind) use of UIKit: the Visual Format
/// Language, font descriptors, header and footer registration, pull to refresh, popovers, the
/// pasteboard, text measurement by attributes. Apple's pages:
/// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/VisualFormatLanguage.html,
/// https://developer.apple.com/documentation/uikit/uifontdescriptor,
/// https://developer.apple.com/documentation/uikit/uirefreshcontrol,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller,
/// https://developer.apple.com/documentation/uikit/uipasteboard.
@MainActor
@Suite("Utility-library surface")
struct UtilityLibrarySurfaceTests {
  func layout(
    _ formats: [String], views: [String: UIView], metrics: [String: Any]? = nil,
    options: NSLayoutConstraint.FormatOptions = []
  ) -> UIView {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    for view in views.values {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    for format in formats {
      container.addConstraints(
        NSLayoutConstraint.constraints(
          withVisualFormat: format, options: options, metrics: metrics, views: views))
    }
    container.layoutIfNeeded()
    return container
  }

  /// A controller's top layout guide in a visual format (`V:[topLayoutGuide]-10-[v]`, as
  /// pre-iOS 11 apps wrote it): the view stands 10 pt below the safe area's top.
  @Test func aVisualFormatTakesTheTopLayoutGuide() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 812))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    let views: [String: AnyObject] = ["topLayoutGuide": controller.topLayoutGuide, "box": box]
    controller.view.addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:[topLayoutGuide]-10-[box(30)]", options: [], metrics: nil,
        views: views))
    controller.view.addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[box]|", options: [], metrics: nil, views: views))
    window.layoutIfNeeded()
    let top = controller.view.safeAreaInsets.top
    #expect(top > 0, "the default screen has a status bar")
    #expect(box.frame == CGRect(x: 0, y: top + 10, width: 375, height: 30))
  }

  @Test func visualFormatsLayOutAsTheirConstraintsSay() {
    let a = UIView()
    let b = UIView()
    _ = layout(
      ["H:|-[a(==50)]-gap-[b]-|", "V:|-10-[a(40)]", "V:[b(==a)]"], views: ["a": a, "b": b],
      metrics: ["gap": 12], options: [])
    // Standard superview space 20, a 50 wide, 12 between, b to 20 from the right edge.
    #expect(a.frame.minX == 20 && a.frame.width == 50)
    #expect(b.frame.minX == 82 && b.frame.maxX == 280)
    #expect(a.frame.minY == 10 && a.frame.height == 40)
    #expect(b.frame.height == 40)
    // Flush views, a range with a priority, and alignment by option.
    let c = UIView()
    let d = UIView()
    _ = layout(
      ["H:|[c(>=30,<=60@750)][d(20)]|", "V:|-5-[c(30)]"], views: ["c": c, "d": d],
      options: .alignAllTop)
    #expect(c.frame.minX == 0 && d.frame.maxX == 300)
    // `<=60` at 750 gives way to the required chain: 300 − 20.
    #expect(c.frame.width == 280)
    #expect(d.frame.minY == c.frame.minY)
  }

  @Test func fontDescriptorsCarryBoldAndItalic() throws {
    let body = UIFont.systemFont(ofSize: 17)
    let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
    let font = UIFont(descriptor: bold, size: 0)
    #expect(font.pointSize == 17 && font.weight == .bold && !font.isItalic)
    let italic = UIFont(descriptor: body.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 20)
    #expect(italic.isItalic && italic.pointSize == 20)
    let monospaced = body.fontDescriptor.addingAttributes([
      .featureSettings: [[UIFontDescriptor.FeatureKey.type: kNumberSpacingType]]
    ])
    #expect(monospaced.fontAttributes[.featureSettings] != nil)
    #expect(UIFont(descriptor: monospaced, size: 0) == body)
  }

  @Test func textMeasuresByItsAttributes() {
    let font = UIFont.systemFont(ofSize: 17)
    let size = "Hello".size(withAttributes: [.font: font])
    #expect(size == TextMeasurement.size(of: "Hello", font: font))
    let wrapped = "one two three four five six seven".boundingRect(
      with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    #expect(wrapped.width <= 60 && wrapped.height > font.lineHeight)
    #expect(NSUnderlineStyle.single.rawValue == 1)
  }

  final class Header: UITableViewHeaderFooterView {}
  final class Badge: UICollectionReusableView {}

  @Test func headerFooterAndSupplementaryViewsAreMadeAsRegistered() {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)
    table.register(Header.self, forHeaderFooterViewReuseIdentifier: "header")
    let header = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
    #expect(header is Header && header?.reuseIdentifier == "header")
    let collection = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collection.register(
      Badge.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "badge")
    let badge = collection.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "badge",
      for: IndexPath(item: 0, section: 0))
    #expect(badge is Badge && badge.reuseIdentifier == "badge")
  }

  @MainActor final class Refresher {
    var refreshes = 0
    func refresh() { refreshes += 1 }
  }

  @Test func pullingPastTheTopRefreshes() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    window.addSubview(scrollView)
    window.makeKeyAndVisible()
    let control = UIRefreshControl()
    let refresher = Refresher()
    control.addTarget(refresher, action: Refresher.refresh, for: .valueChanged)
    scrollView.refreshControl = control
    #expect(control.superview === scrollView)
    // A short pull: not far enough.
    drag(window, from: 100, by: 40, at: 0)
    window.clock.runUntilIdle(maxTime: .seconds(5))
    #expect(refresher.refreshes == 0 && !control.isRefreshing)
    // A long pull: refreshing, the action sent once.
    drag(window, from: 100, by: 300, at: 6_000)
    #expect(refresher.refreshes == 1 && control.isRefreshing)
    control.endRefreshing()
    #expect(!control.isRefreshing)
  }

  func drag(_ window: UIWindow, from y: CGFloat, by distance: CGFloat, at startMs: Int64) {
    let start = CGPoint(x: 100, y: y)
    window.deliver(
      [TouchPoint(id: 1, phase: .began, location: start)],
      at: .init(nanoseconds: startMs * 1_000_000))
    for step in 1...20 {
      let point = CGPoint(x: 100, y: y + distance * CGFloat(step) / 20)
      window.deliver(
        [TouchPoint(id: 1, phase: step == 20 ? .ended : .moved, location: point)],
        at: .init(nanoseconds: (startMs + Int64(step) * 50) * 1_000_000))
    }
  }

  @Test func aPopoverStyleGivesAPopoverPresentationController() {
    let controller = UIViewController()
    #expect(controller.popoverPresentationController == nil)
    controller.modalPresentationStyle = .popover
    let popover = controller.popoverPresentationController
    popover?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(
      controller.popoverPresentationController?.sourceRect
        == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        .popoverPresentationController == nil)
  }

  @Test func thePasteboardKeepsWhatWasCopied() {
    let board = UIPasteboard.withUniqueName()
    #expect(board.string == nil && !board.hasStrings)
    board.string = "copied"
    #expect(board.string == "copied" && board.numberOfItems == 1)
    let changes = board.changeCount
    board.url = URL(string: "https://example.com")
    #expect(board.string == nil && board.hasURLs && board.changeCount == changes + 1)
    #expect(
      UITextChecker().rangeOfMisspelledWord(
        in: "speling", range: NSRange(location: 0, length: 7), startingAt: 0, wrap: false,
        language: "en"
      ).location == NSNotFound)
  }

  @Test func controlsKeepWhatTheyAreGiven() {
    let segments = UISegmentedControl(items: ["A"])
    let image = UIImage(size: CGSize(width: 4, height: 4))
    segments.insertSegment(with: image, at: 1, animated: false)
    #expect(segments.numberOfSegments == 2 && segments.imageForSegment(at: 1) === image)
    #expect(segments.titleForSegment(at: 0) == "A" && segments.imageForSegment(at: 0) == nil)
    let bar = UISearchBar(frame: .zero)
    bar.text = "query"
    #expect(bar.searchTextField.text == "query")
    let field = UITextField(frame: .zero)
    field.keyboardType = .emailAddress
    field.attributedPlaceholder = NSAttributedString(string: "Email")
    #expect(field.keyboardType == .emailAddress && field.placeholder == "Email")
    let stack = UIStackView(arrangedSubviews: [])
    stack.axis = NSLayoutConstraint.Axis.vertical
    #expect(stack.axis == .vertical)
  }

  @Test func aTextViewScrollsARangeIntoView() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    textView.text = Array(repeating: "line of words", count: 40).joined(separator: "\n")
    textView.layoutIfNeeded()
    #expect(textView.contentOffset.y == 0)
    textView.scrollRangeToVisible(
      NSRange(location: (textView.text as NSString).length - 1, length: 1))
    #expect(textView.contentOffset.y > 0)
    #expect(textView.contentOffset.y <= textView.contentSize.height - textView.bounds.height)
  }

  final class StopLog: NSObject, CAAnimationDelegate {
    var finished: [Bool] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { finished.append(flag) }
  }

  @Test func aKeyframeAnimationIsNotRunAndSaysSo() {
    let layer = CALayer()
    layer.position = CGPoint(x: 10, y: 10)
    let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
    shake.values = [-20, 20, -10, 10, 0]
    let log = StopLog()
    shake.delegate = log
    layer.add(shake, forKey: "shake")
    #expect(log.finished == [false])
    #expect(layer.position == CGPoint(x: 10, y: 10))
  }

  @Test func foundationNamesIOSCodeUses() {
    var value = Decimal()
    #expect(Scanner(string: "12.5x").scanDecimal(&value) && value == Decimal(string: "12.5"))
    #expect(!Scanner(string: "x").scanDecimal(nil))
    let defaults = UserDefaults(suiteName: "utility-surface-\(UUID().uuidString)")!
    defaults.set(3, forKey: "n")
    #expect(defaults.value(forKey: "n") as? Int == 3)
    #expect(kCFBundleVersionKey as String == "CFBundleVersion")
  }
}

/// Foundation's target–selector timer, in the port's form (`Self.tick` for `#selector(tick)`).
@MainActor
@Suite("Timer with a target")
struct TargetTimerTests {
  /// Not final: the port writes `Self.tick` inside it, the dynamic `Self`.
  @MainActor class Ticker {
    var ticks: [Bool] = []
    func tick() { ticks.append(true) }
    func start() {
      Timer.scheduledTimer(
        timeInterval: 0, target: self, selector: Self.tick, userInfo: nil, repeats: false)
    }
  }

  @Test func aTimerCallsItsTargetsMethodOnTheRunLoop() {
    let ticker = Ticker()
    ticker.start()
    // Foundation's timers run on the run loop's real clock: spin it until the timer fired
    // (at most 2 s; it fires on the first pass).
    let deadline = Date().addingTimeInterval(2)
    while ticker.ticks.isEmpty && Date() < deadline {
      RunLoop.current.run(until: Date().addingTimeInterval(0.01))
    }
    #expect(ticker.ticks == [true])
  }
}
