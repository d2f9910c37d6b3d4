import ConstraintSolver
import Foundation

/// Auto Layout for one view hierarchy: the active constraints installed in a root view's
/// subtree, the constraints UIKit adds on its own (autoresizing masks, intrinsic sizes, the
/// safe area and margin guides), one ``SimplexSolver`` for all of them, and the frames that
/// come out.
///
/// - **Variables.** Every view or guide that takes part has four: `minX`, `minY`, `width`,
///   `height`, in the root's coordinate space with bounds origins (scroll offsets) and
///   transforms left out — Auto Layout works on untransformed frames — so a view's frame is
///   its rectangle minus its superview's origin.
/// - **Who takes part.** The items of the active constraints, their ancestors up to the root
///   (a view's frame is relative to its superview), and the owners of their guides. A view
///   whose `translatesAutoresizingMaskIntoConstraints` is true takes its frame and mask as
///   required constraints relative to its superview; the root is pinned to its bounds.
/// - **When.** The engine is rebuilt (a full solve) when the set of constraints or the
///   hierarchy changes, and otherwise updated incrementally: constraint constants, frames of
///   autoresizing views, intrinsic sizes and guide insets become constant changes, which the
///   solver absorbs with the dual simplex. ``UIView/layoutIfNeeded()`` solves before laying
///   out, and a view's subviews take their solved frames just before its `layoutSubviews()`.
@preconcurrency @MainActor
final class LayoutEngine {
  /// A view or layout guide with its four variables and the constraints generated for it.
  final class Participant {
    /// The view, held strongly, except the engine's root (nil here, see ``isRoot``): the root
    /// holds the engine, so a strong reference back would keep both alive for ever.
    let storedView: UIView?
    /// Whether the participant is the engine's root view.
    let isRoot: Bool
    let guide: UILayoutGuide?
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    var generated: [GeneratedRow] = []
    var generatedIDs: [ConstraintID?] = []
    /// The intrinsic size last measured and the width it was measured at (UIKit too keeps a
    /// view's intrinsic size until `invalidateIntrinsicContentSize()`).
    var intrinsicCache: (width: CGFloat?, size: CGSize)?

    init(view: UIView?, isRoot: Bool = false, guide: UILayoutGuide?, solver: SimplexSolver) {
      self.storedView = isRoot ? nil : view
      self.isRoot = isRoot
      self.guide = guide
      minX = solver.makeVariable()
      minY = solver.makeVariable()
      width = solver.makeVariable()
      height = solver.makeVariable()
    }
  }

  /// A constraint UIKit makes on its own, and what it stands for in diagnostics (described
  /// only when a diagnostic needs it: layout re-derives these rows on every update).
  struct GeneratedRow {
    var expression: LinearExpression
    var relation: Relation
    var priority: Double
    var label: @MainActor () -> String

    init(
      expression: LinearExpression, relation: Relation, priority: Double,
      label: @autoclosure @escaping @MainActor () -> String
    ) {
      self.expression = expression
      self.relation = relation
      self.priority = priority
      self.label = label
    }

    /// Same variables, relation and priority (only the constant may differ).
    func hasSameShape(as other: GeneratedRow) -> Bool {
      relation == other.relation && priority == other.priority
        && expression.terms == other.expression.terms
    }
  }

  /// An active `NSLayoutConstraint` and its place in the solver (nil once broken).
  struct UserConstraint {
    let constraint: NSLayoutConstraint
    var id: ConstraintID?
    /// The expression's constant apart from `constant` (baseline offsets).
    var attributeConstant: Double
  }

  /// How many constraints are active anywhere; layout skips Auto Layout entirely at 0.
  static var activeConstraintCount = 0
  /// Bumped whenever constraints are activated or deactivated, or a view that takes part
  /// moves in the hierarchy: engines built before must rebuild.
  static var structureGeneration: UInt64 = 0

  unowned let root: UIView
  /// The target size and priorities when the engine computes `systemLayoutSizeFitting`.
  let fitting: (size: CGSize, horizontal: Double, vertical: Double)?
  var solver = SimplexSolver()
  var builtGeneration: UInt64 = .max
  /// Constants changed since the last solve.
  var needsRefresh = true
  /// Whether the solver holds a solution of the current build (for wrapping text widths).
  var hasSolution = false
  /// Whether some participant's intrinsic height depends on its solved width.
  var hasWrappingText = false
  var participants: [Participant] = []
  var participantIndex: [ObjectIdentifier: Int] = [:]
  var userConstraints: [UserConstraint] = []
  var userIndex: [ObjectIdentifier: Int] = [:]

  init(root: UIView, fitting: (size: CGSize, horizontal: Double, vertical: Double)? = nil) {
    self.root = root
    self.fitting = fitting
  }

  var isCurrent: Bool { builtGeneration == Self.structureGeneration }

  // MARK: Building

  /// Builds the solver from scratch: participants, generated rows, then the user's constraints
  /// in hierarchy order (so a conflicting user constraint, not UIKit's own, is the one that
  /// breaks).
  func build() {
    solver = SimplexSolver()
    participants.removeAll()
    participantIndex.removeAll()
    userConstraints.removeAll()
    userIndex.removeAll()
    builtGeneration = Self.structureGeneration
    hasSolution = false
    hasWrappingText = false
    var collected: [NSLayoutConstraint] = []
    Self.visit(root) { collected.append(contentsOf: $0.layoutState?.installed ?? []) }
    _ = register(view: root)
    var resolved: [(NSLayoutConstraint, LinearExpression, Double)] = []
    for constraint in collected {
      guard let (expression, attributeConstant) = expression(for: constraint) else { continue }
      resolved.append((constraint, expression, attributeConstant))
    }
    for participant in participants {
      participant.generated = generatedRows(for: participant)
      participant.generatedIDs = participant.generated.map { row in
        do {
          return try solver.add(row.expression, row.relation, priority: row.priority)
        } catch {
          return nil
        }
      }
    }
    for (constraint, expression, attributeConstant) in resolved {
      var entry = UserConstraint(
        constraint: constraint, id: nil, attributeConstant: attributeConstant)
      do {
        entry.id = try solver.add(
          expression, Relation(constraint.relation),
          priority: Double(constraint.priority.rawValue))
      } catch {
        report(error, breaking: constraint)
      }
      userIndex[ObjectIdentifier(constraint)] = userConstraints.count
      userConstraints.append(entry)
    }
    needsRefresh = true
  }

  static func visit(_ view: UIView, _ body: (UIView) -> Void) {
    body(view)
    for subview in view.subviews { visit(subview, body) }
  }

  /// The participant for `view`, registering it and its ancestors up to the root first; nil if
  /// the view is not in the root's subtree.
  func register(view: UIView) -> Int? {
    let key = ObjectIdentifier(view)
    if let index = participantIndex[key] { return index }
    if view !== root {
      guard let parent = view.superview, register(view: parent) != nil else { return nil }
    }
    let participant = Participant(
      view: view, isRoot: view === root, guide: nil, solver: solver)
    participantIndex[key] = participants.count
    participants.append(participant)
    return participants.count - 1
  }

  /// The participant for `guide` (and its owning view).
  func register(guide: UILayoutGuide) -> Int? {
    let key = ObjectIdentifier(guide)
    if let index = participantIndex[key] { return index }
    guard let owner = guide.owningView, register(view: owner) != nil else { return nil }
    let participant = Participant(view: nil, guide: guide, solver: solver)
    participantIndex[key] = participants.count
    participants.append(participant)
    return participants.count - 1
  }

  /// The view of `participant` (nil for a guide).
  func view(of participant: Participant) -> UIView? {
    participant.isRoot ? root : participant.storedView
  }

  func participant(for object: AnyObject) -> Participant? {
    participantIndex[ObjectIdentifier(object)].map { participants[$0] }
  }
}

extension Relation {
  init(_ relation: NSLayoutConstraint.Relation) {
    switch relation {
    case .lessThanOrEqual: self = .lessThanOrEqual
    case .equal: self = .equal
    case .greaterThanOrEqual: self = .greaterThanOrEqual
    }
  }
}
