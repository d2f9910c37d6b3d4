/// Constraint priorities as Auto Layout uses them: 1…1000, where 1000 is required.
///
/// Priorities are **strict levels**, not weights: the solver first satisfies every required
/// constraint, then minimises the errors of the highest optional priority, then, without making
/// those worse, the next one, and so on (a lexicographic objective, one simplex objective row
/// per priority in use). That is the behaviour `NSLayoutConstraint.priority` documents —
/// "higher-priority constraints are satisfied before lower-priority constraints" — and what
/// Cassowary's symbolic strengths express (Badros, Borning & Stuckey 2001, §2). Within one
/// priority the errors add up (each constraint's error counts once).
public enum Priority {
  /// A constraint that must hold.
  public static let required: Double = 1000

  /// Whether `priority` is required (≥ 1000; higher values count as 1000).
  @inlinable
  public static func isRequired(_ priority: Double) -> Bool { priority >= required }
}
