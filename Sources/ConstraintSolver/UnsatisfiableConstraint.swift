/// A required constraint that cannot hold together with the required constraints already in
/// the solver. The solver is left as it was before the attempt (the constraint is not in it).
public struct UnsatisfiableConstraint: Error, Hashable, Sendable {
  /// The constraint that could not be added (or whose new constant could not be met).
  public let constraint: ConstraintID
  /// The required constraints it conflicts with: those whose markers carry the infeasibility
  /// at the end of the solver's attempt (the simplex's certificate — not always a minimal set,
  /// as UIKit's list is not either), in constraint order.
  public let conflicting: [ConstraintID]
}
