import ConstraintSolver
import Foundation

extension LayoutEngine {
  /// The description of the constraint the solver knows as `id`: a user constraint, or one
  /// UIKit generated.
  func describe(_ id: ConstraintID) -> String? {
    for entry in userConstraints where entry.id == id { return entry.constraint.description }
    for participant in participants {
      for (index, generated) in participant.generatedIDs.enumerated() where generated == id {
        return "<\(participant.generated[index].label())>"
      }
    }
    return nil
  }

  /// Logs a user constraint UIKit would break, with the constraints it conflicts with (once
  /// per constraint until its constant, priority or activation changes).
  func report(_ error: UnsatisfiableConstraint, breaking constraint: NSLayoutConstraint) {
    guard !constraint.wasReportedUnsatisfiable else { return }
    constraint.wasReportedUnsatisfiable = true
    let broken = constraint.description
    let involved = error.conflicting.compactMap(describe) + [broken]
    LayoutDiagnostics.add(
      LayoutDiagnostics.Record(
        kind: .unsatisfiable,
        message: LayoutDiagnostics.unsatisfiableMessage(involved: involved, broken: broken),
        involved: involved, broken: broken))
  }

  /// Logs a generated constraint (an autoresizing or guide constraint) that had to break.
  func reportGenerated(_ error: UnsatisfiableConstraint, label: String) {
    let broken = "<\(label)>"
    let involved = error.conflicting.compactMap(describe) + [broken]
    LayoutDiagnostics.add(
      LayoutDiagnostics.Record(
        kind: .unsatisfiable,
        message: LayoutDiagnostics.unsatisfiableMessage(involved: involved, broken: broken),
        involved: involved, broken: broken))
  }
}
