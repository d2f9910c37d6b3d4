import AppCompatibility
import HeadlessUI

/// What a user can do on the screen a window shows: the controls a tap reaches and the
/// gestures the app handles there, found by walking the view tree in subview order (so the same
/// screen gives the same survey on every run).
///
/// A view counts only when a user could touch it: it and its ancestors are not hidden, not
/// transparent (alpha ≥ 0.01) and take touches, part of it is inside the window, and hit-testing
/// the centre of that part reaches it (nothing covers it).
@MainActor
struct ScreenSurvey {
  /// The screen's name (``ScreenSurvey/name(of:)``).
  var screen: String
  /// Taps, in the order found.
  var controls: [ExploreTap] = []
  /// Gestures, in the order found.
  var gestures: [SurveyedGesture] = []

  /// The most cells of one list tapped (the first rows of its first visible sections): cells of
  /// one list usually lead to one screen, which is surveyed once anyway.
  static let cellsPerList = 2

  /// Surveys `window`.
  init(of window: UIWindow) {
    screen = Self.name(of: window)
    var walk = Walk(window: window)
    walk.visit(window, clipped: window.bounds)
    controls = walk.controls
    gestures = walk.gestures
    if let navigation = Self.frontNavigationController(of: window),
      navigation.viewControllers.count > 1,
      let pop = navigation.interactivePopGestureRecognizer, pop.isEnabled,
      navigation.view.window === window
    {
      let frame = navigation.view.convert(navigation.view.bounds, to: nil)
      gestures.append(
        SurveyedGesture(
          kind: .backSwipe, view: "\(type(of: navigation)).view", area: frame,
          directions: [.right], fromEdge: .left))
    }
  }

  /// A screen's name: the controllers a user sees, root first: each container followed by
  /// its visible child after ` > ` (a navigation controller's top, a tab bar controller's
  /// selected tab), and a presented controller after ` presents ` (`UINavigationController >
  /// PlacesViewController presents PlaceViewController`), by class.
  static func name(of window: UIWindow) -> String {
    guard var level = window.rootViewController else { return "no root view controller" }
    var name = ""
    for _ in 0..<16 {
      var chain = [level]
      name += String(describing: type(of: level))
      for _ in 0..<16 {
        guard let child = visibleChild(of: chain[chain.count - 1]) else { break }
        chain.append(child)
        name += " > " + String(describing: type(of: child))
      }
      // UIKit answers `presentedViewController` on the presenter and on its children alike.
      guard
        let presented = chain.reversed().lazy.compactMap(\.presentedViewController).first,
        !presented.isBeingDismissed
      else {
        break
      }
      name += " presents "
      level = presented
    }
    return name
  }

  /// A container's visible child: a navigation controller's top, a tab bar controller's
  /// selected controller.
  static func visibleChild(of controller: UIViewController) -> UIViewController? {
    if let navigation = controller as? UINavigationController {
      return navigation.topViewController
    }
    if let tabs = controller as? UITabBarController { return tabs.selectedViewController }
    return nil
  }

  /// The navigation controller whose stack the user sees in front, if any: the innermost one
  /// of the frontmost presentation level.
  static func frontNavigationController(of window: UIWindow) -> UINavigationController? {
    guard var level = window.rootViewController else { return nil }
    for _ in 0..<16 {
      var chain = [level]
      for _ in 0..<16 {
        guard let child = visibleChild(of: chain[chain.count - 1]) else { break }
        chain.append(child)
      }
      guard
        let presented = chain.reversed().lazy.compactMap(\.presentedViewController).first,
        !presented.isBeingDismissed
      else {
        return chain.reversed().lazy.compactMap { $0 as? UINavigationController }.first
      }
      level = presented
    }
    return nil
  }
}

/// A gesture a survey found: what handles it, where, and which ways a finger drives it.
struct SurveyedGesture: Hashable {
  enum Kind: String {
    case pan
    case edgePan = "edge pan"
    case swipe
    case pinch
    case scroll
    case page
    case backSwipe = "back swipe"
  }

  /// A way a finger moves.
  enum Direction: String, CaseIterable {
    case down, up, left, right
  }

  var kind: Kind
  /// How the replay would name the view (its controller's class, then the view's class).
  var view: String
  /// The part of the view inside the window, in window points.
  var area: CGRect
  /// The directions to drive it in.
  var directions: [Direction]
  /// The screen edge an edge pan starts from.
  var fromEdge: Direction?
}

/// The walk behind ``ScreenSurvey``.
@MainActor
private struct Walk {
  let window: UIWindow
  var controls: [ExploreTap] = []
  var gestures: [SurveyedGesture] = []
  /// Cells tapped so far, per list.
  var cellsTapped: [ObjectIdentifier: Int] = [:]
  /// (kind, view) of the gestures found, so that the rows of one list add one scroll.
  var gestureKeys: Set<String> = []

  init(window: UIWindow) {
    self.window = window
  }

  mutating func visit(_ view: UIView, clipped: CGRect) {
    guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return }
    let frame = view === window ? window.bounds : view.convert(view.bounds, to: nil)
    let visible = frame.intersection(clipped)
    guard !visible.isNull, visible.width >= 1, visible.height >= 1 else { return }
    let reachable = reaches(view, at: CGPoint(x: visible.midX, y: visible.midY))
    if reachable { noteGestures(of: view, visible: visible) }
    if let control = view as? UIControl {
      if reachable, control.isEnabled { noteControl(control, visible: visible) }
      // A control's subviews (a button's label and image) are the control.
      return
    }
    if reachable, let list = Self.list(containing: view) {
      let count = cellsTapped[ObjectIdentifier(list), default: 0]
      if count < ScreenSurvey.cellsPerList {
        cellsTapped[ObjectIdentifier(list)] = count + 1
        add(visible, what: "cell \(Self.cellIndex(view, in: list)) of \(type(of: list))")
      }
    } else if reachable, let tabBar = view as? UITabBar {
      noteTabs(of: tabBar, visible: visible)
      return
    } else if reachable, !(view is UIWindow),
      view.gestureRecognizers?.contains(where: { $0 is UITapGestureRecognizer && $0.isEnabled })
        == true
    {
      add(visible, what: "\(Self.describe(view)) (tap recognizer)")
    }
    let inner = view.clipsToBounds || view is UIScrollView ? visible : clipped
    for subview in view.subviews { visit(subview, clipped: inner) }
  }

  /// Whether hit-testing `point` (window points) lands on `view` or inside it.
  func reaches(_ view: UIView, at point: CGPoint) -> Bool {
    guard let hit = window.hitTest(point, with: nil) else { return false }
    var candidate: UIView? = hit
    while let current = candidate {
      if current === view { return true }
      candidate = current.superview
    }
    return false
  }

  mutating func add(_ visible: CGRect, what: String) {
    let point = CGPoint(x: visible.midX, y: visible.midY)
    let step = "tap \(Self.number(point.x)),\(Self.number(point.y))"
    guard !controls.contains(where: { $0.step == step }) else { return }
    controls.append(ExploreTap(step: step, what: what))
  }

  mutating func noteControl(_ control: UIControl, visible: CGRect) {
    if control is NavigationBackButton { return }
    if let segments = control as? UISegmentedControl, segments.numberOfSegments > 1 {
      let width = visible.width / CGFloat(segments.numberOfSegments)
      for index in 0..<segments.numberOfSegments where index != segments.selectedSegmentIndex {
        let part = CGRect(
          x: visible.minX + width * CGFloat(index), y: visible.minY, width: width,
          height: visible.height)
        add(part, what: "segment \(index) of \(Self.describe(control))")
      }
      return
    }
    add(visible, what: Self.describe(control))
  }

  mutating func noteTabs(of tabBar: UITabBar, visible: CGRect) {
    guard let items = tabBar.items, !items.isEmpty else { return }
    let frame = tabBar.convert(tabBar.bounds, to: nil)
    let width = frame.width / CGFloat(items.count)
    for (index, item) in items.enumerated() where item !== tabBar.selectedItem {
      let part = CGRect(
        x: frame.minX + width * CGFloat(index), y: frame.minY, width: width, height: frame.height
      ).intersection(visible)
      guard !part.isNull, part.width >= 1 else { continue }
      add(part, what: "tab \(item.title.map { "\"\($0)\"" } ?? "\(index)")")
    }
  }

  mutating func noteGestures(of view: UIView, visible: CGRect) {
    let name = Self.describe(view)
    for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled {
      if let scroll = view as? UIScrollView, recognizer === scroll.panGestureRecognizer {
        noteScroll(scroll, visible: visible)
        continue
      }
      switch recognizer {
      case let edge as UIScreenEdgePanGestureRecognizer:
        // The navigation controller's own edge swipe is surveyed with the stack.
        if let navigation = view.next as? UINavigationController,
          navigation.interactivePopGestureRecognizer === edge
        {
          continue
        }
        for (edgeSet, from) in [
          (UIRectEdge.left, SurveyedGesture.Direction.left), (.right, .right), (.top, .up),
          (.bottom, .down),
        ] where edge.edges.contains(edgeSet) || edge.edges == .all {
          note(
            SurveyedGesture(
              kind: .edgePan, view: name, area: visible, directions: [Self.opposite(from)],
              fromEdge: from))
        }
      case let swipe as UISwipeGestureRecognizer:
        var directions: [SurveyedGesture.Direction] = []
        if swipe.direction.contains(.down) { directions.append(.down) }
        if swipe.direction.contains(.up) { directions.append(.up) }
        if swipe.direction.contains(.left) { directions.append(.left) }
        if swipe.direction.contains(.right) { directions.append(.right) }
        note(SurveyedGesture(kind: .swipe, view: name, area: visible, directions: directions))
      case is UIPanGestureRecognizer:
        note(
          SurveyedGesture(
            kind: .pan, view: name, area: visible, directions: SurveyedGesture.Direction.allCases)
        )
      case is UIPinchGestureRecognizer:
        note(SurveyedGesture(kind: .pinch, view: name, area: visible, directions: []))
      default:
        continue
      }
    }
  }

  mutating func noteScroll(_ scroll: UIScrollView, visible: CGRect) {
    guard scroll.isScrollEnabled else { return }
    let size = scroll.bounds.size
    var directions: [SurveyedGesture.Direction] = []
    if scroll.contentSize.height > size.height + 0.5 { directions += [.up, .down] }
    if scroll.contentSize.width > size.width + 0.5
      || scroll.isPagingEnabled
        && scroll.contentSize.width > size.width
    {
      directions += [.left, .right]
    }
    guard !directions.isEmpty else { return }
    let paged = scroll.isPagingEnabled || Self.isPageViewController(around: scroll)
    note(
      SurveyedGesture(
        kind: paged ? .page : .scroll, view: Self.describe(scroll), area: visible,
        directions: directions))
  }

  mutating func note(_ gesture: SurveyedGesture) {
    guard !gesture.directions.isEmpty || gesture.kind == .pinch else { return }
    let key = "\(gesture.kind.rawValue)|\(gesture.view)|\(gesture.fromEdge?.rawValue ?? "")"
    guard gestureKeys.insert(key).inserted else { return }
    gestures.append(gesture)
  }

  static func opposite(_ direction: SurveyedGesture.Direction) -> SurveyedGesture.Direction {
    switch direction {
    case .down: .up
    case .up: .down
    case .left: .right
    case .right: .left
    }
  }

  static func isCell(_ view: UIView) -> Bool {
    view is UITableViewCell || view is UICollectionViewCell
  }

  /// The table or collection view a cell is in.
  static func list(containing view: UIView) -> UIView? {
    guard isCell(view) else { return nil }
    var candidate = view.superview
    while let current = candidate {
      if current is UITableView || current is UICollectionView { return current }
      candidate = current.superview
    }
    return nil
  }

  static func cellIndex(_ cell: UIView, in list: UIView) -> String {
    if let table = list as? UITableView, let cell = cell as? UITableViewCell,
      let path = table.indexPath(for: cell)
    {
      return "row \(path.row) section \(path.section)"
    }
    if let collection = list as? UICollectionView, let cell = cell as? UICollectionViewCell,
      let path = collection.indexPath(for: cell)
    {
      return "item \(path.item) section \(path.section)"
    }
    return "?"
  }

  static func isPageViewController(around view: UIView) -> Bool {
    var candidate: UIView? = view
    while let current = candidate {
      if current.next is UIPageViewController { return true }
      candidate = current.superview
    }
    return false
  }

  /// A view as a user reads it: a button's title or an accessibility label, else its class, with
  /// the controller whose view holds it.
  static func describe(_ view: UIView) -> String {
    let kind = String(describing: type(of: view))
    var label = view.accessibilityIdentifier.map { "#\($0)" }
    if label == nil, let button = view as? UIButton,
      let title = button.title(for: .normal) ?? button.currentTitle, !title.isEmpty
    {
      label = "\"\(title)\""
    }
    if label == nil, let text = view.accessibilityLabel, !text.isEmpty { label = "\"\(text)\"" }
    let owner = controller(of: view).map { "\(type(of: $0))." } ?? ""
    return owner + kind + (label.map { " " + $0 } ?? "")
  }

  /// The controller whose view is `view` or an ancestor of it.
  static func controller(of view: UIView) -> UIViewController? {
    var candidate: UIView? = view
    while let current = candidate {
      if let controller = current.next as? UIViewController { return controller }
      candidate = current.superview
    }
    return nil
  }

  /// A coordinate in points, to the half point, without trailing zeros (`187.5`, `40`).
  static func number(_ value: CGFloat) -> String {
    let halves = (value * 2).rounded()
    let whole = Int(halves) / 2
    return Int(halves) % 2 == 0 ? "\(whole)" : "\(Double(halves) / 2)"
  }
}
