extension ReplayCheck {
  /// `checks` (an expectation file's) as a hunt applies them under `variant`
  /// (docs/TESTING.md, "What counts as a failure"): each check that still makes sense there, as
  /// it still holds — under a variant that keeps every touch's place and timestamp, each check's
  /// ``retimed`` form; under one that changes the gesture, the checks that do not depend on what
  /// the app decides (following the finger, at the variant's pace; the engine not driven after
  /// the end; the handler keeping its rule), and the views at the end only when the app decided
  /// as `checks` expect (their ``outcome(_:at:tolerance:)``). Checks made in code are left out;
  /// a check several share (the engine not driven after the end, which every `noJump` holds)
  /// is kept once.
  ///
  /// - Parameters:
  ///   - checks: the checks to adapt.
  ///   - variant: the hunt's variant (``ReplayVariant/recorded``: the retimed checks).
  public static func hunted(_ checks: [ReplayCheck], under variant: ReplayVariant) -> [ReplayCheck]
  {
    let outcome = checks.lazy.compactMap { ($0.definition as? OutcomeCheck)?.kind }.first
    var kept: [ReplayCheck] = []
    for check in checks {
      guard let definition = check.definition,
        let hunted = definition.hunted(under: variant, expecting: outcome),
        !kept.contains(where: { $0.name == hunted.name })
      else { continue }
      kept.append(hunted)
    }
    return kept
  }

  /// The checks an expectation file writes to check what this one checks: itself, or for a
  /// check that holds only when the app decided as expected, that outcome and the check. Empty
  /// for a check made in code (a file cannot spell it).
  public var fileChecks: [ReplayCheck] {
    definition?.fileChecks ?? []
  }
}
