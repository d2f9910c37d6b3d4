import ConstraintSolver
import Foundation

extension LayoutEngine {
  // MARK: Keeping the solution current

  /// Brings the solution up to date (rebuilding when the structure changed, else updating the
  /// generated constants), then marks for layout the superviews of views whose solved frame
  /// differs from their frame, and updates guides' layout frames and scroll views' content
  /// sizes.
  func update() {
    if !isCurrent { build() }
    guard needsRefresh else { return }
    var rebuilt = false
    // Wrapping text needs the width a solve gives it, then a solve with the height that
    // width implies: a few rounds settle it (UIKit's two-pass layout for multi-line labels).
    for _ in 0..<4 {
      let outcome = refreshGenerated()
      if outcome == .shapeChanged {
        guard !rebuilt else { break }
        rebuilt = true
        build()
        continue
      }
      let hadSolution = hasSolution
      hasSolution = true
      // Only wrapping text reads the solution back; without it one round is enough.
      if !hasWrappingText || (outcome == .unchanged && hadSolution) { break }
    }
    needsRefresh = false
    hasSolution = true
    guard fitting == nil else { return }
    markChangedFrames()
  }

  enum RefreshOutcome { case unchanged, constantsChanged, shapeChanged }

  /// Recomputes every participant's generated constraints from the views' current state and
  /// passes changed constants to the solver.
  func refreshGenerated() -> RefreshOutcome {
    var outcome = RefreshOutcome.unchanged
    for participant in participants {
      let rows = generatedRows(for: participant)
      guard rows.count == participant.generated.count else { return .shapeChanged }
      for index in rows.indices {
        let new = rows[index]
        let old = participant.generated[index]
        guard new.hasSameShape(as: old) else { return .shapeChanged }
        guard new.expression.constant != old.expression.constant else { continue }
        participant.generated[index] = new
        outcome = .constantsChanged
        guard let id = participant.generatedIDs[index] else { continue }
        do {
          try solver.setConstant(of: id, to: new.expression.constant)
        } catch {
          participant.generatedIDs[index] = nil
          reportGenerated(error, label: new.label())
        }
      }
    }
    return outcome
  }

  /// The participant's solved rectangle relative to its superview (a guide: to its owning
  /// view).
  func solvedFrame(of participant: Participant) -> CGRect {
    let originX = solver.value(of: participant.minX)
    let originY = solver.value(of: participant.minY)
    var parentX = 0.0
    var parentY = 0.0
    let parentView =
      participant.isRoot
      ? nil : (participant.storedView?.superview ?? participant.guide?.owningView)
    if let parentView, let parent = self.participant(for: parentView) {
      parentX = solver.value(of: parent.minX)
      parentY = solver.value(of: parent.minY)
    }
    return CGRect(
      x: originX - parentX, y: originY - parentY, width: solver.value(of: participant.width),
      height: solver.value(of: participant.height))
  }

  func markChangedFrames() {
    for participant in participants {
      if let guide = participant.guide {
        var frame = solvedFrame(of: participant)
        if guide.kind == .scrollContent || guide.kind == .scrollFrame,
          let scrollView = guide.owningView as? UIScrollView
        {
          if guide.kind == .scrollContent, scrollView.contentSize != frame.size {
            scrollView.contentSize = frame.size
          }
          // In the scroll view's bounds coordinates the frame guide moves with the offset.
          if guide.kind == .scrollFrame { frame.origin = scrollView.bounds.origin }
        }
        guide.layoutFrame = frame
        continue
      }
      guard !participant.isRoot, let view = participant.storedView,
        !view.translatesAutoresizingMaskIntoConstraints
      else { continue }
      if !Self.frame(solvedFrame(of: participant), matches: view) {
        view.superview?.setNeedsLayout()
      }
    }
  }

  /// Whether `view`'s untransformed frame (centre and bounds size) is `frame`.
  static func frame(_ frame: CGRect, matches view: UIView) -> Bool {
    let size = view.bounds.size
    let anchor = view.layer.anchorPoint
    let center = view.center
    return abs(size.width - frame.width) < 1e-9 && abs(size.height - frame.height) < 1e-9
      && abs(center.x - (frame.minX + anchor.x * frame.width)) < 1e-9
      && abs(center.y - (frame.minY + anchor.y * frame.height)) < 1e-9
  }

  /// Gives `view`'s constraint-placed subviews their solved frames (centre and bounds size, so
  /// a transform stays as it is; inside an animation block the change animates).
  func applyFrames(toSubviewsOf view: UIView) {
    for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      guard let participant = participant(for: subview) else { continue }
      let frame = solvedFrame(of: participant)
      guard !Self.frame(frame, matches: subview) else { continue }
      let anchor = subview.layer.anchorPoint
      if subview.bounds.size != frame.size {
        var bounds = subview.bounds
        bounds.size = frame.size
        subview.bounds = bounds
      }
      subview.center = CGPoint(
        x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }
  }

  // MARK: Entry points from views and constraints

  /// The engine of `view`'s hierarchy, if it has one.
  static func engine(forRootOf view: UIView) -> LayoutEngine? {
    view.rootView.associatedObject(LayoutEngine.self)
  }

  /// The engine of the hierarchy `view` is in, made if needed.
  static func ensureEngine(forRootOf view: UIView) -> LayoutEngine {
    let root = view.rootView
    if let engine = root.associatedObject(LayoutEngine.self) { return engine }
    let engine = LayoutEngine(root: root)
    root.setAssociatedObject(engine, for: LayoutEngine.self)
    return engine
  }

  /// Before `view` lays out: pending `updateConstraints()` calls, then a current solution.
  static func prepareLayout(from view: UIView) {
    let root = view.rootView
    if pendingConstraintUpdates {
      pendingConstraintUpdates = false
      root.updateConstraintsIfNeeded()
    }
    root.associatedObject(LayoutEngine.self)?.update()
  }

  /// Just before `view.layoutSubviews()`: its constraint-placed subviews take their frames.
  static func applySolvedFrames(toSubviewsOf view: UIView) {
    guard let engine = engine(forRootOf: view), engine.isCurrent else { return }
    engine.applyFrames(toSubviewsOf: view)
  }

  /// Something the generated constraints read changed on `view` (its frame, intrinsic size,
  /// margins): re-solve before the next layout.
  static func generatedInputDidChange(of view: UIView) {
    guard let engine = engine(forRootOf: view), engine.participant(for: view) != nil else { return }
    engine.needsRefresh = true
    (view.superview ?? view).setNeedsLayout()
  }

  /// `view`'s intrinsic size changed: forget the measured size (and that of the stack views
  /// it is arranged in, whose intrinsic size comes from their arranged views).
  static func intrinsicSizeDidChange(of view: UIView) {
    guard let engine = engine(forRootOf: view) else { return }
    var current: UIView? = view
    while let candidate = current {
      engine.participant(for: candidate)?.intrinsicCache = nil
      guard let stack = candidate.superview as? UIStackView else { break }
      current = stack
      stack.setNeedsLayout()
    }
    generatedInputDidChange(of: view)
  }

  /// A constraint's constant changed: re-solve it incrementally and lay out its items'
  /// superviews.
  static func constantDidChange(of constraint: NSLayoutConstraint) {
    constraint.wasReportedUnsatisfiable = false
    guard let installedOn = constraint.installedOn else { return }
    let engine = ensureEngine(forRootOf: installedOn)
    engine.needsRefresh = true
    if engine.isCurrent, let index = engine.userIndex[ObjectIdentifier(constraint)] {
      let entry = engine.userConstraints[index]
      if let id = entry.id {
        do {
          try engine.solver.setConstant(
            of: id, to: entry.attributeConstant - Double(constraint.constant))
        } catch {
          engine.userConstraints[index].id = nil
          engine.report(error, breaking: constraint)
        }
      } else {
        // A broken constraint gets another chance with its new constant.
        noteStructureChange(touching: constraint)
      }
    }
    markItemsForLayout(constraint, fallback: installedOn)
  }

  static func markItemsForLayout(_ constraint: NSLayoutConstraint, fallback: UIView) {
    var marked = false
    for item in [constraint.firstItem, constraint.secondItem] {
      let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
      if let view {
        (view.superview ?? view).setNeedsLayout()
        marked = true
      }
    }
    if !marked { fallback.setNeedsLayout() }
  }

  /// The set of constraints, a priority, or which views take part changed: engines rebuild.
  static func noteStructureChange(touching constraint: NSLayoutConstraint) {
    structureGeneration &+= 1
    if let view = constraint.installedOn { markItemsForLayout(constraint, fallback: view) }
  }

  /// A view's participation changed (its `translatesAutoresizingMaskIntoConstraints`, content
  /// priorities): engines rebuild.
  static func noteStructureChange(of view: UIView) {
    structureGeneration &+= 1
    (view.superview ?? view).setNeedsLayout()
  }

  // MARK: Questions

  static func isAmbiguous(_ view: UIView) -> Bool {
    guard activeConstraintCount > 0, let engine = engine(forRootOf: view) else { return false }
    engine.update()
    guard let participant = engine.participant(for: view) else { return false }
    return [participant.minX, participant.minY, participant.width, participant.height]
      .contains { engine.solver.isAmbiguous($0) }
  }

  static func constraints(affecting view: UIView, axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    guard activeConstraintCount > 0, let engine = engine(forRootOf: view) else { return [] }
    engine.update()
    return engine.userConstraints.compactMap { entry in
      let constraint = entry.constraint
      guard entry.id != nil else { return nil }
      let first = constraint.firstItem === view && isAxis(constraint.firstAttribute, axis)
      let second = constraint.secondItem === view && isAxis(constraint.secondAttribute, axis)
      return first || second ? constraint : nil
    }
  }

  static func isAxis(_ attribute: NSLayoutConstraint.Attribute, _ axis: NSLayoutConstraint.Axis)
    -> Bool
  {
    switch attribute {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return axis == .horizontal
    case .notAnAttribute:
      return false
    default:
      return axis == .vertical
    }
  }

  static func fittingSize(
    of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)
  ) -> CGSize {
    let engine = LayoutEngine(
      root: view,
      fitting: (target, Double(priorities.0.rawValue), Double(priorities.1.rawValue)))
    engine.build()
    engine.update()
    guard let item = engine.participant(for: view) else { return target }
    return CGSize(
      width: engine.solver.value(of: item.width), height: engine.solver.value(of: item.height))
  }
}
