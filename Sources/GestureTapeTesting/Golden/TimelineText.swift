/// A stable, human-readable text rendering of a `ReplayResult`, one line per event, with
/// numbers rounded to two decimals: the content of golden timeline files, diffed line by line.
public enum TimelineText {
  /// The format's first line; a file with another first line is from another format version.
  public static let header = "# GestureTape timeline v1"

  /// Renders `result`: the header, its source and settings, outcome, warnings, decisions, engine
  /// calls, gesture track and every display frame, numbers to 0.01 — the text a golden timeline
  /// file holds.
  ///
  /// - Parameter result: the replay.
  public static func render(_ result: ReplayResult) -> String {
    func n(_ v: Double) -> String { ReplayFormat.number(v) }
    func t(_ instant: VirtualInstant) -> String {
      ReplayFormat.number(instant.seconds, decimals: 3)
    }
    func opt(_ instant: VirtualInstant?) -> String { instant.map(t) ?? "-" }
    var lines = [header]
    lines.append("source: \(result.source)")
    let s = result.settings
    lines.append(
      "settings: \(s.frameRate) Hz, speed \(n(s.speed)), gesture "
        + (s.gesture.map(String.init) ?? "all")
        + (s.jitter.map { ", jitter \($0.maximum) ns seed \($0.seed)" } ?? ""))
    let o = result.outcome
    lines.append(
      "outcome: \(o.kind.rawValue) start \(opt(o.transitionStart)) release \(opt(o.release)) "
        + "end \(opt(o.end)) progress-at-release "
        + (o.progressAtRelease.map { ReplayFormat.number($0, decimals: 3) } ?? "-"))
    for d in result.decisions { lines.append("decision \(t(d.time)): \(d.summary)") }
    for w in result.warnings { lines.append("warning \(opt(w.time)) \(w.code): \(w.message)") }
    lines.append("calls:")
    for c in result.engineCalls {
      var line = "  \(t(c.time)) \(c.kind.rawValue)"
      if let p = c.progress { line += " \(ReplayFormat.number(p, decimals: 3))" }
      if let a = c.animate { line += " animate:\(a)" }
      if let target = c.target { line += " to:\(target)" }
      if !c.arguments.isEmpty { line += " \(c.arguments)" }
      lines.append(line)
    }
    lines.append("gesture:")
    for g in result.gestureTrack {
      lines.append(
        "  \(g.inputFrame) \(t(g.time)) \(g.state.rawValue) t=\(g.translation) v=\(g.velocity)")
    }
    lines.append("frames:")
    for f in result.timeline {
      let views = f.views.map { v in
        "\(v.id) \(v.position) \(n(v.width))×\(n(v.height)) o=\(n(v.opacity)) s=\(n(v.scale))"
      }
      lines.append(
        "  \(f.index) \(t(f.time)) p="
          + (f.progress.map { ReplayFormat.number($0, decimals: 3) }
            ?? "-") + (views.isEmpty ? "" : " | " + views.joined(separator: " | ")))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
