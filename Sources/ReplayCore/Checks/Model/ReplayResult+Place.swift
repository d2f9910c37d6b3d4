extension ReplayResult {
  /// Where in the replay `time` is, for failure messages: `at 0.517 s (display frame 31, input
  /// frame 24) of swipe.gtape at 60 Hz, 1×`.
  package func place(_ time: VirtualInstant?) -> String {
    var text = ""
    if let time {
      text = "at \(ReplayFormat.time(time))"
      var parts: [String] = []
      if let frame = displayFrame(at: time) { parts.append("display frame \(frame.index)") }
      if let input = input.last(where: { $0.time <= time }) {
        parts.append("input frame \(input.index)")
      }
      if !parts.isEmpty { text += " (" + parts.joined(separator: ", ") + ")" }
      text += " of "
    } else {
      text = "in "
    }
    return text + replayName
  }

  /// `swipe.gtape at 60 Hz, 1×` (plus gesture and jitter when set).
  package var replayName: String {
    var text = "\(source) at \(settings.frameRate) Hz, \(ReplayFormat.compact(settings.speed))×"
    if let gesture = settings.gesture, gesture != 0 { text += ", gesture \(gesture)" }
    if settings.timing != .recorded { text += ", \(settings.timing.name)" }
    if let jitter = settings.jitter {
      text += ", jitter ±\(ReplayFormat.time(jitter.maximum)) seed \(jitter.seed)"
    }
    return text
  }

  /// The handler's decisions as indented lines, or "" when there were none.
  package var decisionLines: String {
    decisions.map { "\n  Decision at \(ReplayFormat.time($0.time)): \($0.summary)" }.joined()
  }
}
