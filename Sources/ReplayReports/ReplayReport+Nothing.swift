import ReplayCore

extension ReplayReport {
  /// What one recognizer did with the touches: the states it went through, in order (repeats
  /// collapsed), e.g. `possible → began → changed → ended`.
  public struct RecognizerHistory: Hashable, Sendable, Codable {
    /// Its name in the gesture track.
    public var recognizer: String
    /// The states it reported, in order, repeats collapsed.
    public var states: [String]
  }

  /// Every recognizer's history in `result`, in the order they first sampled.
  static func histories(of result: ReplayResult) -> [RecognizerHistory] {
    var order: [String] = []
    var states: [String: [String]] = [:]
    for sample in result.gestureTrack {
      let name = sample.recognizer ?? "recognizer"
      if states[name] == nil { order.append(name) }
      let state = sample.state.rawValue
      if states[name]?.last != state { states[name, default: []].append(state) }
    }
    return order.map { RecognizerHistory(recognizer: $0, states: states[$0] ?? []) }
  }

  /// The line said when the followed recognizer has no release sample: why.
  var releaseAbsence: String {
    guard let recognizer,
      let history = recognizerHistories.first(where: { $0.recognizer == recognizer })
    else {
      return "Release: no recognizer got the touches (\(inputFrames) input frames)"
    }
    let last = history.states.last ?? "possible"
    switch last {
    case "failed":
      return "Release: none — \(recognizer) failed (\(history.states.joined(separator: " → ")))"
    case "possible":
      return "Release: none — \(recognizer) never began (the touches did not move past its "
        + "threshold, or another recognizer took them)"
    default:
      return "Release: none — \(recognizer) was still \(last) when the input ended (the "
        + "recording ends with the finger down; \(inputFrames) input frames)"
    }
  }

  /// The "why nothing happened" section: the gesture replayed, what every recognizer did with
  /// its touches, and what to try. Empty unless the replay started no transition and the
  /// handler decided nothing.
  func nothingHappenedLines() -> [String] {
    guard outcome.kind == .noTransition, decisions.isEmpty, transitions.isEmpty else { return [] }
    var lines = ["Why nothing happened:"]
    if let replayedGesture {
      lines.append("  Replayed: \(replayedGesture) (as `gesturetape inspect` lists it)")
      lines.append("    \(inputFrames) input frames delivered")
    } else {
      let gesture = settings.gesture.map { "gesture \($0)" } ?? "every gesture"
      lines.append(
        "  Replayed: \(gesture) of the recording, \(inputFrames) input frames "
          + "(`gesturetape inspect` lists the recording's gestures with their fingers and motion)")
    }
    if recognizerHistories.isEmpty {
      lines.append("  No recognizer got the touches: nothing was under them, or none was down.")
    } else {
      for history in recognizerHistories {
        lines.append("  \(history.recognizer): " + history.states.joined(separator: " → "))
      }
      if recognizerHistories.contains(where: { $0.states.contains("began") }) {
        lines.append(
          "  A recognizer began, but its action started no transition: the app's handler "
            + "decided not to, or the scene's handler is another recognizer's (--recognizer).")
      }
    }
    var tries = ["--gesture N for another gesture of the recording"]
    if warnings.contains(where: { $0.code == .deviceDescription })
      || settings.touchpadReading == nil || settings.touchpadReading == .finger
    {
      tries.append("--touchpad-reading pointer for a touchpad meant as an iPad trackpad")
    }
    tries.append("--scene NAME for the scene the recording was made for")
    lines.append("  Try: " + tries.joined(separator: "; "))
    return lines
  }
}
