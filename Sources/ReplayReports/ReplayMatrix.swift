import GestureLog
import ReplayCore

/// Outcome robustness: a recording replayed into a scene at every frame rate and a range of
/// speeds, with the outcome and the handler's decision in each cell, and the number that
/// decided where the outcome flips.
public struct ReplayMatrix: Hashable, Sendable {
  /// The frame rates of the matrix (30, 60, 120 Hz).
  public static let frameRates = [30, 60, 120]
  /// The speeds of the matrix (0.5× to 2×).
  public static let speeds: [Double] = [0.5, 0.75, 1, 1.5, 2]

  /// One replay of the matrix.
  public struct Cell: Hashable, Sendable {
    /// The frame rate.
    public var frameRate: Int
    /// The speed.
    public var speed: Double
    /// The outcome.
    public var outcome: ReplayOutcome.Kind
    /// The handler's decision at the release, if it took one.
    public var decision: ReplayDecision?

    /// `finished 0.52` (the decision's sum) or `no transition`.
    public var text: String {
      let name = outcome == .noTransition ? "no transition" : outcome.rawValue
      guard let decision else { return name }
      return "\(name) \(ReplayFormat.number(decision.sum, decimals: 3))"
    }
  }

  /// One recording's replays.
  public struct Row: Hashable, Sendable {
    /// The recording's name.
    public var recording: String
    /// The cells, speeds outer, frame rates inner.
    public var cells: [Cell]

    /// Whether the outcome differs between cells.
    public var flips: Bool { Set(cells.map(\.outcome)).count > 1 }

    /// Where the outcome flips: which cells started no transition, and which decision term
    /// moved the sum across the threshold between a cancel and a finish.
    public var flipExplanation: String? {
      guard flips else { return nil }
      func place(_ cell: Cell) -> String {
        "\(cell.frameRate) Hz \(ReplayFormat.compact(cell.speed))×"
      }
      var parts: [String] = []
      let idle = cells.filter { $0.outcome == .noTransition }
      if !idle.isEmpty {
        let speeds = Set(idle.map(\.speed)).sorted().map { ReplayFormat.compact($0) + "×" }
        parts.append(
          "no transition at " + speeds.joined(separator: ", ") + " (in \(idle.count) of "
            + "\(cells.count) cells): the pan must be moving more down than sideways when it is "
            + "recognized (gestureRecognizerShouldBegin), and the velocity there scales with "
            + "the speed")
      }
      let decided = cells.compactMap { cell in cell.decision.map { (cell, $0) } }
      let finished = decided.filter { $0.0.outcome == .finished }
      let cancelled = decided.filter { $0.0.outcome == .cancelled }
      if let low = cancelled.max(by: { $0.1.sum < $1.1.sum }),
        let high = finished.min(by: { $0.1.sum < $1.1.sum })
      {
        var changes: [(String, Double)] = []
        for term in high.1.terms {
          let other = low.1.terms.first { $0.name == term.name }?.value ?? 0
          changes.append((term.name, term.value - other))
        }
        var text =
          "cancel at \(place(low.0)) (sum \(ReplayFormat.number(low.1.sum, decimals: 3)))"
          + " vs finish at \(place(high.0)) (sum \(ReplayFormat.number(high.1.sum, decimals: 3)))"
          + " against \(ReplayFormat.number(high.1.threshold, decimals: 3))"
        if let decisive = changes.max(by: { abs($0.1) < abs($1.1) }) {
          text +=
            "; decided by \(decisive.0) (changes by "
            + "\(ReplayFormat.number(decisive.1, decimals: 3)))"
        }
        parts.append(text)
      }
      return parts.joined(separator: "; ")
    }
  }

  /// The rows, in the order the recordings were given.
  public var rows: [Row]

  /// Replays every recording at every frame rate and speed into a fresh scene from
  /// `makeScene`.
  ///
  /// - Parameters:
  ///   - recordings: the recordings, each with the name its row shows.
  ///   - makeScene: makes the scene for one replay (called once per cell).
  /// - Returns: one row per recording; a replay that throws counts as no transition in its cell.
  @MainActor
  public static func run(
    _ recordings: [(name: String, recording: Recording)],
    makeScene: () -> any ReplayScene
  ) -> ReplayMatrix {
    var rows: [Row] = []
    for (name, recording) in recordings {
      var cells: [Cell] = []
      for speed in speeds {
        for rate in frameRates {
          let settings = ReplaySettings(frameRate: rate, speed: speed)
          let result = try? Replayer(settings: settings).replay(
            recording, into: makeScene(), source: name)
          cells.append(
            Cell(
              frameRate: rate, speed: speed, outcome: result?.outcome.kind ?? .noTransition,
              decision: result?.decisions.last))
        }
      }
      rows.append(Row(recording: name, cells: cells))
    }
    return ReplayMatrix(rows: rows)
  }

  /// The matrix as Markdown: one table (a line per recording and speed, a column per frame
  /// rate; each cell the outcome and the decision's sum `progress + velocity.y / height`),
  /// then the flips and what decided them.
  public var markdown: String {
    var lines = [
      "| recording | speed | 30 Hz | 60 Hz | 120 Hz |",
      "| --- | --- | --- | --- | --- |",
    ]
    for row in rows {
      for speed in Self.speeds {
        let cells = Self.frameRates.map { rate in
          row.cells.first { $0.speed == speed && $0.frameRate == rate }?.text ?? "—"
        }
        lines.append(
          "| \(row.recording) | \(ReplayFormat.compact(speed))× | "
            + cells.joined(separator: " | ") + " |")
      }
    }
    lines.append("")
    let flipping = rows.filter(\.flips)
    if flipping.isEmpty {
      lines.append("No recording changes outcome across these frame rates and speeds.")
    } else {
      lines.append("Where the outcome flips:")
      lines.append("")
      for row in flipping {
        lines.append("- \(row.recording): \(row.flipExplanation ?? "")")
      }
    }
    return lines.joined(separator: "\n")
  }
}
