import ArgumentParser
import ConstraintSolver
import Foundation
import HeadlessUI

/// `gesturetape-bench layout`: Auto Layout's cost. The screen is a form: rows of a label and a
/// field, each row 9 constraints (label pinned left with a fixed width and height, stacked
/// under the previous row; the field after the label, pinned right, centred on the label, at
/// least 30 high and 30 at priority 250), so 11 rows are a 100-constraint screen and 111 rows
/// a 1,000-constraint one (the solver's own form adds one constraint for the root width).
struct LayoutBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract:
      "Constraint solving: an edit re-solve on a 100-constraint screen, a full solve of 1,000.")

  @Option(help: "Edits measured per run (best of 5 runs).")
  var edits = 20_000

  func run() throws {
    let edits = max(1, self.edits)
    MainActor.assumeIsolated {
      LayoutBenchRunner(edits: edits).runAll()
    }
  }
}

@MainActor
struct LayoutBenchRunner {
  let edits: Int

  func runAll() {
    print("Auto Layout benchmarks (best of 5 runs)")
    for rows in [11, 111] {
      let solver = SimplexSolver()
      let (count, edit) = Self.formScreen(rows: rows, in: solver)
      print(
        "  solver: form of \(rows) rows, \(count) constraints; tableau \(solver.tableauSize.rows) rows, \(solver.tableauSize.cells) cells"
      )
      report("    full solve (add every constraint)", per: 1) {
        let fresh = SimplexSolver()
        _ = Self.formScreen(rows: rows, in: fresh)
        return 1
      }
      guard let editID = edit.id else {
        print("    the form did not solve: no edit to measure")
        continue
      }
      report("    edit re-solve (one constant, then every value read)", per: edits) {
        var sink = 0.0
        for index in 0..<edits {
          try? solver.setConstant(of: editID, to: -Double(100 + index % 200))
          for variable in edit.variables { sink += solver.value(of: variable) }
        }
        return sink.isNaN ? 0 : edits
      }
    }
    for rows in [11, 111] {
      let (window, root, constraint, count) = Self.formHierarchy(rows: rows)
      let size =
        LayoutDiagnostics.tableauSize(ofHierarchyOf: root).map {
          "\($0.rows) rows, \($0.cells) cells"
        } ?? "none"
      print("  UIKit: form of \(rows) rows, \(count) constraints (+ generated); tableau \(size)")
      report("    activate + first layout", per: 1) {
        let fresh = Self.formHierarchy(rows: rows)
        return fresh.3 > 0 ? 1 : 0
      }
      report("    constant change + layoutIfNeeded", per: edits / 10) {
        for index in 0..<(edits / 10) {
          constraint.constant = CGFloat(100 + index % 200)
          root.layoutIfNeeded()
        }
        return edits / 10
      }
      _ = window
    }
  }

  func report(_ name: String, per operations: Int, _ body: () -> Int) {
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<5 {
      var done = 0
      let elapsed = clock.measure { done = body() }
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      best = min(best, seconds / Double(max(1, done)))
    }
    let text =
      best >= 1e-3
      ? String(format: "%9.3f ms/op", best * 1e3) : String(format: "%9.3f µs/op", best * 1e6)
    print(String(format: "  %-60@ ", name as NSString) + text + "  (\(operations) per run)")
  }

  /// The form in the solver's own terms; returns the constraint count and the first row's
  /// top constraint (the edit) with every variable.
  static func formScreen(rows: Int, in solver: SimplexSolver)
    -> (Int, (id: ConstraintID?, variables: [Variable]))
  {
    func row(_ terms: [(Variable, Double)], _ constant: Double) -> LinearExpression {
      LinearExpression(terms.map { Term($0.0, $0.1) }, constant: constant)
    }
    var count = 0
    func add(_ expression: LinearExpression, _ relation: Relation, _ priority: Double = 1000)
      -> ConstraintID?
    {
      count += 1
      return try? solver.add(expression, relation, priority: priority)
    }
    let rootWidth = solver.makeVariable()
    _ = add(row([(rootWidth, 1)], -375), .equal)
    var variables = [rootWidth]
    var previousBottom: [(Variable, Double)] = []
    var editID: ConstraintID?
    for _ in 0..<rows {
      let (lx, ly, lw, lh) = (
        solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable()
      )
      let (fx, fy, fw, fh) = (
        solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable()
      )
      variables += [lx, ly, lw, lh, fx, fy, fw, fh]
      _ = add(row([(lx, 1)], -16), .equal)
      let top = add(row([(ly, 1)] + previousBottom.map { ($0.0, -$0.1) }, -8), .equal)
      if editID == nil { editID = top }
      _ = add(row([(lw, 1)], -100), .equal)
      _ = add(row([(lh, 1)], -30), .equal)
      _ = add(row([(fx, 1), (lx, -1), (lw, -1)], -8), .equal)
      _ = add(row([(fx, 1), (fw, 1), (rootWidth, -1)], 16), .equal)
      _ = add(row([(fy, 1), (fh, 0.5), (ly, -1), (lh, -0.5)], 0), .equal)
      _ = add(row([(fh, 1)], -30), .greaterThanOrEqual)
      _ = add(row([(fh, 1)], -30), .lessThanOrEqual, 250)
      previousBottom = [(fy, 1), (fh, 1)]
    }
    return (count, (editID, variables))
  }

  /// The same form as views and anchors in a window; returns the first row's top constraint.
  static func formHierarchy(rows: Int) -> (UIWindow, UIView, NSLayoutConstraint, Int) {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 812))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let root: UIView = controller.view
    var constraints: [NSLayoutConstraint] = []
    var previous: NSLayoutYAxisAnchor = root.topAnchor
    var first: NSLayoutConstraint?
    for index in 0..<rows {
      let label = UILabel()
      label.text = "Field \(index)"
      let field = UIView()
      for view in [label, field] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      let top = label.topAnchor.constraint(equalTo: previous, constant: 8)
      let hug = field.heightAnchor.constraint(equalToConstant: 30)
      hug.priority = .defaultLow
      if first == nil { first = top }
      constraints += [
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16), top,
        label.widthAnchor.constraint(equalToConstant: 100),
        label.heightAnchor.constraint(equalToConstant: 30),
        field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
        field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
        field.heightAnchor.constraint(greaterThanOrEqualToConstant: 30), hug,
      ]
      previous = field.bottomAnchor
    }
    NSLayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    return (window, root, first ?? constraints[0], constraints.count)
  }
}
