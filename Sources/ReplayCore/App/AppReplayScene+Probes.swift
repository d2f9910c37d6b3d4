import HeadlessUI

extension AppReplayScene {
  /// The columns and rows of the responsiveness grid: cell centres of a 5 × 9 grid over the
  /// window (45 points, every cell of a phone screen about 75 × 74 pt).
  static let probeGrid = (columns: 5, rows: 9)

  public var transitionState: TransitionState? {
    if let engine, engine.isTransitioning { return engine.state }
    if let state = uikitTransitionState { return state }
    return engine?.state ?? .possible
  }

  /// Finds the topmost visible view with the heroID (the engine's id, ``engine``),
  /// accessibility identifier or label (the last one in drawing order), or the cell at an index
  /// path of the frontmost table or collection view, and returns its centre in window
  /// coordinates.
  public func location(of target: ReplayTarget) -> CGPoint? {
    guard let window else { return nil }
    let matches: (UIView) -> Bool
    switch target {
    case .point(let x, let y): return CGPoint(x: x, y: y)
    case .heroID(let id):
      guard let engine else { return nil }
      matches = { engine.identifier(of: $0) == id }
    case .accessibilityIdentifier(let id): matches = { $0.accessibilityIdentifier == id }
    case .label(let text): matches = { $0.accessibilityLabel == text }
    case .cell(let row, let section):
      return cellCentre(row: row, section: section, in: window)
    case .backButton: matches = { $0 is NavigationBackButton }
    }
    var found: UIView?
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha > 0 else { return }
      // A bar's buttons are those of the items set now.
      if let bar = view as? UINavigationBar { bar.refreshItems() }
      if matches(view) { found = view }
      for subview in view.subviews { visit(subview) }
    }
    visit(window)
    guard let view = found else { return nil }
    return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
  }

  /// The centre of the cell at `row` in `section` of the frontmost visible table or collection
  /// view, scrolled into view first when it is not visible (nil when there is no such list or
  /// row).
  func cellCentre(row: Int, section: Int, in window: UIWindow) -> CGPoint? {
    var list: UIScrollView?
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha > 0 else { return }
      if view is UITableView || view is UICollectionView { list = view as? UIScrollView }
      for subview in view.subviews { visit(subview) }
    }
    visit(window)
    let indexPath = IndexPath(row: row, section: section)
    var cell: UIView?
    if let table = list as? UITableView {
      guard section < table.numberOfSections, row < table.numberOfRows(inSection: section) else {
        return nil
      }
      if table.cellForRow(at: indexPath) == nil {
        table.scrollToRow(at: indexPath, at: .middle, animated: false)
        table.layoutIfNeeded()
      }
      cell = table.cellForRow(at: indexPath)
    } else if let collection = list as? UICollectionView {
      let item = IndexPath(item: row, section: section)
      guard section < collection.numberOfSections,
        row < collection.numberOfItems(inSection: section)
      else { return nil }
      if collection.cellForItem(at: item) == nil {
        collection.scrollToItem(at: item, at: .centeredVertically, animated: false)
        collection.layoutIfNeeded()
      }
      cell = collection.cellForItem(at: item)
    }
    guard let cell else { return nil }
    return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window)
  }

  /// The window clock's callbacks and display links and the running `UIView` animations, when
  /// any remain.
  public func pendingWork() -> ReplayPendingWork? {
    guard let window, let context else { return nil }
    let clock = window.clock
    let animations = clock.runningAnimationCount
    guard animations > 0 || !clock.isIdle else { return nil }
    return ReplayPendingWork(
      time: context.now, runningAnimations: animations,
      pendingCallbacks: clock.pendingCallbackCount,
      runningDisplayLinks: clock.runningDisplayLinkCount)
  }

  /// Hit-tests the window at the centre of every cell of `probeGrid`.
  public func probeResponsiveness() -> ReplayResponsiveness? {
    guard let window, let context else { return nil }
    let size = window.bounds.size
    var probes: [ReplayResponsiveness.Probe] = []
    let grid = Self.probeGrid
    probes.reserveCapacity(grid.columns * grid.rows)
    var lastProbe: (view: UIView, reaches: String, blocked: Bool)?
    for row in 0..<grid.rows {
      for column in 0..<grid.columns {
        let point = CGPoint(
          x: size.width * (CGFloat(column) + 0.5) / CGFloat(grid.columns),
          y: size.height * (CGFloat(row) + 0.5) / CGFloat(grid.rows))
        let hit = window.hitTest(point, with: nil)
        let reaches: String
        let blocked: Bool
        if let hit, let last = lastProbe, last.view === hit {
          // Neighbouring points mostly hit the same view: the same answer.
          (reaches, blocked) = (last.reaches, last.blocked)
        } else if let hit, let name = engine?.nameOfEngineView(hit) {
          reaches = name
          blocked = true
        } else if let hit, hit !== window {
          reaches =
            engine?.identifier(of: hit) ?? hit.accessibilityIdentifier ?? TypeLookup.name(of: hit)
          blocked = false
        } else {
          reaches = hit == nil ? "none" : "window"
          blocked = true
        }
        if let hit { lastProbe = (hit, reaches, blocked) }
        probes.append(
          ReplayResponsiveness.Probe(
            point: ReplayPoint(x: Double(point.x), y: Double(point.y)), reaches: reaches,
            isBlocked: blocked))
      }
    }
    return ReplayResponsiveness(
      time: context.now, strandedSnapshots: engine?.strandedSnapshotCount ?? 0,
      isTransitionRunning: engine?.isTransitioning == true || runningUIKitTransition != nil,
      probes: probes)
  }
}

extension AppReplayScene {
  /// The frontmost controller a user sees — the last presented one over the window's root,
  /// then a navigation controller's top and a tab bar controller's selected child — by its
  /// type, and its navigation item's title (else its `title`) when it has one.
  public var screenName: String? {
    guard var controller = window?.rootViewController else { return nil }
    while let presented = controller.presentedViewController, !presented.isBeingDismissed {
      controller = presented
    }
    let visible = visibleController(of: controller)
    let name = String(describing: type(of: visible))
    guard let title = visible.navigationItem.title ?? visible.title, !title.isEmpty else {
      return name
    }
    return "\(name) \"\(title)\""
  }
}
