extension AppExploration {
  /// The most blockers the text report lists (the JSON has them all).
  public static let listedBlockers = 20

  /// The report `gesturetape explore` prints: the stages, the screens with how each is
  /// reached and what was driven there, every problem with its steps, and what stopped the app.
  public var text: String {
    var lines: [String] = []
    lines.append("\(app): \(stage.rawValue)")
    let mark = { (reached: Bool) in reached ? "yes" : "no" }
    lines.append(
      "  ported \(mark(stage >= .ported))  built \(mark(stage >= .built))  launched "
        + "\(mark(stage >= .launched))  screens \(screens.count)  controls tapped "
        + "\(controlsTapped)  gestures driven \(gesturesDriven)")
    if let languageMode, let languageModeReason {
      lines.append("  Swift \(languageMode) mode: \(languageModeReason)")
    }
    for file in filesLeftOut {
      lines.append(
        "  left out \(file): every type it declares, another file declares too (a stale copy)")
    }
    if !screens.isEmpty {
      lines.append("")
      lines.append("Screens (breadth first from the launch):")
      for (index, screen) in screens.enumerated() {
        lines.append("  \(index + 1). \(screen.name)")
        let path =
          screen.steps.isEmpty
          ? "the launch"
          : screen.steps.map(\.description).joined(
            separator: ", then ")
        lines.append("     reached by: \(path)")
        lines.append("     controls: \(screen.controls.count)")
        for gesture in screen.gestures {
          let drives = gesture.drives.map { drive in
            drive.name + ": " + drive.outcome
              + (drive.problems.isEmpty ? "" : " (\(drive.problems.joined(separator: "; ")))")
          }
          lines.append("     \(gesture.kind) on \(gesture.view): \(drives.joined(separator: ", "))")
        }
      }
    }
    lines.append("")
    if problems.isEmpty {
      lines.append(stage >= .launched ? "Problems: none." : "Problems: none seen (it did not run).")
    } else {
      lines.append("Problems (\(problems.count)):")
      for problem in problems {
        lines.append("  - \(problem.cause): \(problem.message)")
        if let screen = problem.screen { lines.append("    on: \(screen)") }
        let steps = problem.steps.map(\.step)
        lines.append(
          "    steps: "
            + (steps.isEmpty
              ? "(from the launch)"
              : steps.map { "--before '\($0)'" }.joined(
                separator: " ")))
        if let gesture = problem.gesture { lines.append("    gesture: \(gesture)") }
        if let tape = problem.tape { lines.append("    tape: \(tape)") }
        if let viewer = problem.viewer { lines.append("    viewer: \(viewer)") }
      }
    }
    if !blockers.isEmpty {
      lines.append("")
      lines.append("What stopped it (\(blockers.count)):")
      for blocker in blockers.prefix(Self.listedBlockers) {
        lines.append("  - \(blocker.place)\(blocker.cause)")
        lines.append("    \(blocker.message)")
        if let note = blocker.cause.note { lines.append("    (\(note))") }
      }
      if blockers.count > Self.listedBlockers {
        lines.append("  … and \(blockers.count - Self.listedBlockers) more (--json lists them all)")
      }
    }
    if let budgetStop { lines += ["", "Stopped early by \(budgetStop)."] }
    return lines.joined(separator: "\n") + "\n"
  }
}
