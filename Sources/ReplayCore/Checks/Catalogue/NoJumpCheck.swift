/// A view never moves more than a number of points between two display frames beyond what the
/// finger moved in the same interval (Hero #176: the cancelled view jumps home) where a person
/// could see it on one of the two frames (``ReplayViewState/isVisible``), and the engine
/// is not driven after the transition was told to finish or cancel (the cancel-then-finish
/// quirk, Hero #203/#229, and update-after-end, #90).
///
/// In an expectation file: `"noJump": {"view": "card", "beyond": 80}` (an array of them for
/// several views).
package struct NoJumpCheck: ReplayCheckDefinition {
  var view: ViewSelector
  /// The largest move between two display frames the finger does not explain, points.
  var points: Double
  /// Whether only the engine calls after the end are checked (a hunt's form: it checks jumps
  /// its own way, ``ReplayResult/problemFailures``, and a variant moves the frames).
  var callsOnly = false

  package var name: String {
    callsOnly
      ? "engine not driven after finish or cancel" : "\(view) does not jump beyond \(points) pt"
  }

  /// The calls after the end hold in every variant: no variant makes driving a transition told
  /// to finish or cancel right.
  package func hunted(
    under variant: ReplayVariant, expecting outcome: ReplayOutcome.Kind?
  ) -> ReplayCheck? {
    ReplayCheck(definition: NoJumpCheck(view: view, points: points, callsOnly: true))
  }

  package var fileChecks: [ReplayCheck] {
    [ReplayCheck(definition: NoJumpCheck(view: view, points: points))]
  }

  static let spelling = ObjectMemberSpelling(
    member: "noJump",
    fields: [
      "view": .viewName,
      "beyond": ExpectationSchema.number.described(
        "The largest frame-to-frame move beyond the finger's, points."),
    ], description: "A view that must not jump between display frames.")

  package static var fileMembers: [String: ExpectationSchema] { spelling.fileMembers }

  package static func read(_ file: ExpectationValue) throws(ExpectationProblem) -> [NoJumpCheck] {
    spelling.objects(in: file).compactMap { spec in
      guard let view = spec["view"]?.string, let number = spec["beyond"]?.number else { return nil }
      return NoJumpCheck(view: .named(view), points: number)
    }
  }

  package static func write(_ checks: [NoJumpCheck]) -> [String: ExpectationValue] {
    spelling.write(checks.map { ["view": .string($0.view.id), "beyond": .number($0.points)] })
  }

  package func failure(of result: ReplayResult) -> ReplayFailure? {
    if callsOnly { return Self.callAfterEnd(in: result) }
    var problems: [ReplayFailure] = []
    let release = result.outcome.release ?? .distantFuture
    var previous: (time: VirtualInstant, position: ReplayPoint, isVisible: Bool)?
    var jumps = 0
    var first: ReplayFailure?
    for frame in result.timeline {
      guard let state = view.state(in: frame) else {
        previous = nil
        continue
      }
      // A move nobody could see, the view hidden on both frames, is not a jump.
      if let before = previous, before.isVisible || state.isVisible {
        let moved = state.position.distance(to: before.position)
        var fingerMoved = 0.0
        if before.time < release, let a = result.fingerAt(before.time),
          let b = result.fingerAt(min(frame.time, release))
        {
          fingerMoved = a.distance(to: b)
        }
        let excess = moved - fingerMoved
        if excess > points + 1e-9 {
          jumps += 1
          if first == nil {
            first = ReplayFailure(
              message: "\(view) jumped \(ReplayFormat.number(moved)) pt from \(before.position) to "
                + "\(state.position) between display frames \(frame.index - 1) and \(frame.index) "
                + "(the finger moved \(ReplayFormat.number(fingerMoved)) pt) "
                + "\(result.place(frame.time)).",
              expected: "≤ \(ReplayFormat.number(points)) pt beyond the finger per frame",
              actual: "\(ReplayFormat.number(excess)) pt beyond the finger", time: frame.time,
              view: state.id)
          }
        }
      }
      previous = (frame.time, state.position, state.isVisible)
    }
    if var first {
      first.message +=
        (jumps > 1 ? " \(jumps - 1) more jump(s) follow." : "")
        + "\n  What to do: a cancelled or finished transition should animate from where the view "
        + "is (Hero #176); check apply(modifiers:) before finish/cancel."
      problems.append(first)
    }
    if let late = Self.callAfterEnd(in: result) { problems.append(late) }
    return .combined(problems)
  }

  /// The first call that drives a transition after it was told to finish or cancel (`update`,
  /// `finish` or `cancel` before the engine starts another), or nil.
  static func callAfterEnd(in result: ReplayResult) -> ReplayFailure? {
    var end: EngineCall?
    for call in result.engineCalls {
      switch call.kind {
      case .start: end = nil
      case .finish, .cancel, .update:
        if let end {
          return ReplayFailure(
            message: "The handler called \(call.kind.rawValue) \(result.place(call.time)) after "
              + "\(end.kind.rawValue) at \(ReplayFormat.time(end.time)); the engine ignores or "
              + "misapplies calls after the end (Hero #90, #203)."
              + "\n  What to do: stop driving the transition once it was told to finish or cancel.",
            expected: "no engine call after \(end.kind.rawValue)",
            actual: "\(call.kind.rawValue) at \(ReplayFormat.time(call.time))", time: call.time)
        }
        if call.kind != .update { end = call }
      case .apply, .changeTarget: break
      }
    }
    return nil
  }
}

extension ReplayCheck {
  /// `view` never jumps more than `points` beyond the finger between display frames.
  ///
  /// - Parameters:
  ///   - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline.
  ///   - points: the largest move, in points, between two display frames that the finger does not
  ///     explain.
  public static func noJump(_ view: ViewSelector, beyond points: Double) -> ReplayCheck {
    ReplayCheck(definition: NoJumpCheck(view: view, points: points))
  }
}

/// The largest frame-to-frame move of `view` beyond the finger's move in the same interval,
/// in points (0 when the view is never tracked on two consecutive frames); moves between two
/// frames on which nobody could see the view do not count.
///
/// - Parameters:
///   - view: the view: `.heroID(_:)`, or `.named(_:)` with its id in the timeline (accessibility
///     identifier or recorded name); a view a frame does not show is a failure that lists the views
///     it does show.
///   - result: the replay to measure.
/// - Returns: the largest such move in points (0 when the view is never tracked).
public func maximumJump(_ view: ViewSelector, in result: ReplayResult) -> Double {
  let release = result.outcome.release ?? .distantFuture
  var previous: (time: VirtualInstant, position: ReplayPoint, isVisible: Bool)?
  var largest = 0.0
  for frame in result.timeline {
    guard let state = view.state(in: frame) else {
      previous = nil
      continue
    }
    if let before = previous, before.isVisible || state.isVisible {
      var fingerMoved = 0.0
      if before.time < release, let a = result.fingerAt(before.time),
        let b = result.fingerAt(min(frame.time, release))
      {
        fingerMoved = a.distance(to: b)
      }
      largest = max(largest, state.position.distance(to: before.position) - fingerMoved)
    }
    previous = (frame.time, state.position, state.isVisible)
  }
  return largest
}
