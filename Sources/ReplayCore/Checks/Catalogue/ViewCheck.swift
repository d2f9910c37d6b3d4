/// A view's property (position, frame, opacity, scale) at a moment of the replay (the end, the
/// release, a time, a transition progress) within a tolerance (points for positions and frames,
/// plain numbers for opacity and scale). A view the frame does not show is a failure that lists
/// the views it does show.
///
/// In an expectation file: `"views": [{"view": "card", "at": "end", "position": {…},
/// "opacity": 0, "tolerance": 0.5}]`; one entry may hold several properties, each a check.
package struct ViewCheck: ReplayCheckDefinition {
  var selector: ViewSelector
  var moment: ReplayMoment
  var expected: ViewProperty
  var tolerance: Tolerance

  package var name: String { "\(selector) at \(moment): \(expected)" }
  package var retimed: ViewCheck? { moment == .end ? self : nil }

  /// At the end, under a variant that keeps the gesture as it is; under one that changes it,
  /// only when the app decided as expected (`outcome`) and no later input (the gesture again, a
  /// second finger) could move the views on.
  package func hunted(
    under variant: ReplayVariant, expecting outcome: ReplayOutcome.Kind?
  ) -> ReplayCheck? {
    guard let retimed else { return nil }
    guard variant.changesTheGesture else { return ReplayCheck(definition: retimed) }
    guard let outcome, variant.perturbation.again == nil, variant.perturbation.secondTouch == nil
    else { return nil }
    return ReplayCheck(
      definition: WhenOutcomeCheck(outcome: outcome, inner: ReplayCheck(definition: retimed)))
  }

  package static let fileMembers: [String: ExpectationSchema] = [
    "views": .array(
      .object(
        [
          "view": ExpectationSchema.string().described(
            "The view's accessibility identifier or recorded name (its id in the timeline)."),
          "at": ExpectationSchema.string().described(
            "When: end, release, time:SECONDS or progress:VALUE."),
          "position": .point.described("The view's centre, points."),
          "frame": .rect.described("The view's frame, points."),
          "opacity": ExpectationSchema.number.described("The view's opacity."),
          "scale": ExpectationSchema.number.described("The view's scale."),
          "tolerance": ExpectationSchema.number.described(
            "Allowed difference (points, or plain for opacity and scale; default 0.5)."),
        ], required: ["view", "at"])
    ).described("Views' properties at moments of the replay.")
  ]

  package static func read(_ file: ExpectationValue) throws(ExpectationProblem) -> [ViewCheck] {
    var checks: [ViewCheck] = []
    for (spec, path) in file["views"]?.elements(at: "views") ?? [] {
      let at = spec["at"]?.string ?? ""
      guard let moment = ReplayMoment(at) else {
        throw ExpectationProblem(
          at: path + ".at",
          "\(path).at is \"\(at)\"; expected end, release, time:SECONDS or progress:VALUE")
      }
      var properties: [ViewProperty] = []
      if let position = spec["position"]?.point { properties.append(.position(position)) }
      if let frame = spec["frame"]?.rect { properties.append(.frame(frame)) }
      if let opacity = spec["opacity"]?.number { properties.append(.opacity(opacity)) }
      if let scale = spec["scale"]?.number { properties.append(.scale(scale)) }
      guard !properties.isEmpty else {
        throw ExpectationProblem(
          at: path, "\(path) checks nothing; give position, frame, opacity or scale")
      }
      let tolerance = spec["tolerance"]?.number.map(Tolerance.absolute) ?? .viewProperty
      let view = ViewSelector.named(spec["view"]?.string ?? "")
      checks += properties.map {
        ViewCheck(selector: view, moment: moment, expected: $0, tolerance: tolerance)
      }
    }
    return checks
  }

  package static func write(_ checks: [ViewCheck]) -> [String: ExpectationValue] {
    // Checks of one view at one moment with one tolerance share an entry, as a file writes them.
    var specs: [[String: ExpectationValue]] = []
    var keys: [ViewCheck] = []
    for check in checks {
      var key = check
      key.expected = .opacity(0)
      let index =
        keys.firstIndex(of: key)
        ?? {
          keys.append(key)
          let spec: [String: ExpectationValue] = [
            "view": .string(check.selector.id), "at": .string(check.moment.description),
            "tolerance": .number(check.tolerance.absolute),
          ]
          specs.append(spec)
          return specs.count - 1
        }()
      switch check.expected {
      case .position(let point): specs[index]["position"] = .point(point)
      case .frame(let rect): specs[index]["frame"] = .rect(rect)
      case .opacity(let value): specs[index]["opacity"] = .number(value)
      case .scale(let value): specs[index]["scale"] = .number(value)
      }
    }
    return specs.isEmpty ? [:] : ["views": .array(specs.map(ExpectationValue.object))]
  }

  package func failure(of result: ReplayResult) -> ReplayFailure? {
    let frame: ReplayDisplayFrame
    switch moment.frame(in: result) {
    case .success(let found): frame = found
    case .failure(let error):
      return ReplayFailure(
        message: "Cannot check the \(expected.name) of \(selector) at \(moment): \(error.message) "
          + "(\(result.replayName)).",
        expected: "\(expected) \(tolerance) at \(moment)", actual: error.message)
    }
    guard let state = selector.state(in: frame) else {
      let known = frame.views.map { $0.heroID.map { "\($0)" } ?? "" }
      let names = zip(frame.views.map(\.id), known).map { $1.isEmpty ? $0 : "\($0) (\($1))" }
      return ReplayFailure(
        message: "No \(selector) on display frame \(frame.index) \(result.place(frame.time)). "
          + "Tracked views: " + (names.isEmpty ? "none" : names.joined(separator: ", ")) + ".",
        expected: "\(selector) on screen", actual: "not tracked", time: frame.time)
    }
    let actual = expected.actual(in: state)
    guard !expected.matches(actual, tolerance: tolerance) else { return nil }
    return ReplayFailure(
      message: "The \(expected.name) of \(selector) at \(moment) differs: expected \(expected) "
        + "\(tolerance), got \(actual), \(result.place(frame.time))."
        + (frame.progress.map {
          "\n  Transition progress there: \(ReplayFormat.number($0, decimals: 3))."
        } ?? "")
        + "\n  What to do: if the new value is right, update the expectation; if it is a rounding "
        + "difference, widen the tolerance.",
      expected: "\(expected) \(tolerance)", actual: "\(actual)", time: frame.time, view: state.id)
  }
}

extension ReplayCheck {
  /// `view` has `expected` at `moment`.
  ///
  /// - Parameters:
  ///   - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline (accessibility
  ///     identifier or recorded name); a view a frame does not show is a failure that lists the
  ///     views it does show.
  ///   - moment: when: `.end`, `.release`, `.time(_:)` (replay time) or `.progress(_:)` (the first
  ///     display frame at or past that transition progress).
  ///   - expected: the property and its value: `.position` (the centre, points), `.frame`,
  ///     `.opacity` or `.scale`.
  ///   - tolerance: how far the value may be from `expected` (points, or plain for opacity and
  ///     scale).
  public static func view(
    _ view: ViewSelector, at moment: ReplayMoment, _ expected: ViewProperty,
    tolerance: Tolerance = .viewProperty
  ) -> ReplayCheck {
    ReplayCheck(
      definition: ViewCheck(
        selector: view, moment: moment, expected: expected, tolerance: tolerance))
  }
}
