import Foundation
import ReplayCore

/// Writes a replay as one self-contained HTML file (no network, no external scripts or fonts):
/// the window with every sampled view drawn as its frame and the finger on top, a timeline to
/// scrub and play (display frames, input frames, the transition's start, the release and the end
/// marked), the gesture track and the engine calls at the current time, the handler's decision
/// and the plot of ``ReplayPlot``. Space plays, the arrow keys step a frame, Home and End jump;
/// `#frame=N` or `#t=SECONDS` in the address opens at a frame (and `&keys=ArrowRight,End`
/// presses keys after opening, for tests). What is drawn is also written to the window
/// element's `data-frame`, `data-time`, `data-views` and `data-finger` attributes, and any script
/// error to `#errors`, so a browser test can check it.
///
/// Views are stored as changes (a view that does not move costs one entry), so replays of
/// thousands of frames stay small and scrubbing stays instant.
public enum ReplayViewer {
  /// The viewer of `result`. With `failures` (the checks a replay failed, from
  /// `ReplayCheck.evaluate(_:)`), the page lists each failed check with its expected and
  /// actual values and message above everything else, opens on the first failure's display
  /// frame, marks every failure on the timeline and the failing view in the window, and links
  /// each message to its frame.
  ///
  /// - Parameters:
  ///   - result: the replay.
  ///   - failures: the failed checks to list and mark (empty: none).
  /// - Returns: one self-contained HTML page (no network, no external files).
  public static func html(_ result: ReplayResult, failures: [ReplayFailure] = []) -> String {
    let data = ViewerData(result, failures: failures)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = (try? encoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    // `</` would end the script element early.
    let embedded = json.replacingOccurrences(of: "</", with: "<\\/")
    let verdict = failures.isEmpty ? "" : "FAILED: "
    let title = SVGDocument.escape("\(verdict)\(result.source) — GestureTape replay")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(title)</title>
      <style>\(style)</style>
      </head>
      <body>
      <header><h1>\(SVGDocument.escape(result.source))</h1><p id="summary"></p></header>
      <main>
      <section id="stage"><canvas id="window" width="420" height="760"></canvas></section>
      <section id="side">
      <section id="failures" hidden><h2 id="failures-title"></h2><ol id="failure-list"></ol></section>
      <section id="steps" hidden><h2>Steps</h2><ol id="step-list"></ol></section>
      <div id="controls"><button id="play" type="button">▶ play</button>
      <span id="clock"></span></div>
      <div id="timeline-strip"></div>
      <input id="scrub" type="range" min="0" max="0" value="0" aria-label="display frame">
      <h2>Gesture <select id="recognizer" aria-label="recognizer"></select></h2>
      <table id="gesture"></table>
      <h2>Engine calls</h2><ol id="calls"></ol>
      <h2>Decision</h2><p id="decision"></p>
      <pre id="errors"></pre>
      </section>
      </main>
      <section id="plot"><h2>Plot</h2>\(ReplayPlot.svg(result))</section>
      <script type="application/json" id="replay-data">\(embedded)</script>
      <script>\(script)</script>
      </body>
      </html>

      """
  }

  /// What the page's script reads.
  struct ViewerData: Encodable {
    struct View: Encodable {
      var id: String
      var label: String
      /// `[frame, x, y, width, height, alpha, scale]` whenever one of them changed; a frame
      /// where the view is absent has alpha -1.
      var changes: [[Double]]
    }

    struct Gesture: Encodable {
      var t: Double
      var state: String
      var tx, ty, vx, vy: Double
    }

    /// One recognizer's samples.
    struct Track: Encodable {
      var recognizer: String
      var samples: [Gesture]
    }

    struct Call: Encodable {
      var t: Double
      var kind: String
      var progress: Double?
      var arguments: String
    }

    struct Decision: Encodable {
      var t: Double
      var summary: String
    }

    /// One step of a session (``ReplaySessionStep``).
    struct Step: Encodable {
      var t: Double
      var end: Double
      var label: String
      var screen: String?
      var underTest: Bool
      /// The first display frame at or after the step's start.
      var frame: Int
    }

    struct Failure: Encodable {
      var check: String
      var message: String
      var expected: String?
      var actual: String?
      var t: Double?
      /// The display frame that shows it.
      var frame: Int
      var view: String?
    }

    var source: String
    var outcome: String
    var frameRate: Int
    var speed: Double
    var start: Double?
    var release: Double?
    var end: Double?
    /// The screen in points: `[x, y, width, height]`.
    var screen: [Double]
    /// The drawn area in points (the screen and a margin where off-screen views are pinned):
    /// `[x, y, width, height]`.
    var bounds: [Double]
    var frameTimes: [Double]
    var progress: [Double?]
    var views: [View]
    /// `[t, x, y, touches]`, then `x, y` of each touch when more than one is down.
    var input: [[Double]]
    /// Every recognizer's track, the primary one (the report's) first.
    var tracks: [Track]
    var calls: [Call]
    var decisions: [Decision]
    var failures: [Failure]
    /// A session's steps (empty for a single replay), and the screen it ended on.
    var steps: [Step]
    var lastScreen: String?

    init(_ result: ReplayResult, failures: [ReplayFailure] = []) {
      func seconds(_ time: VirtualInstant) -> Double { Self.round(time.seconds, 6) }
      source = result.source
      outcome = result.outcome.kind.rawValue
      frameRate = result.settings.frameRate
      speed = result.settings.speed
      start = result.outcome.transitionStart.map(seconds)
      release = result.outcome.release.map(seconds)
      end = result.outcome.end.map(seconds)
      frameTimes = result.timeline.map { seconds($0.time) }
      progress = result.timeline.map { frame in
        frame.progress.flatMap { $0.isFinite ? Self.round($0, 4) : nil }
      }
      input = result.input.compactMap { sample in
        guard sample.location.x.isFinite, sample.location.y.isFinite else { return nil }
        var row = [
          seconds(sample.time), Self.round(sample.location.x, 2), Self.round(sample.location.y, 2),
          Double(sample.touchCount),
        ]
        for touch in sample.touches ?? [] where touch.x.isFinite && touch.y.isFinite {
          row += [Self.round(touch.x, 2), Self.round(touch.y, 2)]
        }
        return row
      }
      // The gesture panel starts on the recognizer that drove the transition; without one, on
      // the one whose translation went furthest (a scroll view's pan that moved the page, not a
      // pan that stayed possible at (0, 0)); the others can be picked.
      let driver = result.engineCalls.first { $0.recognizer != nil }?.recognizer
      var furthest: (name: String, distance: Double)?
      for sample in result.gestureTrack {
        guard let name = sample.recognizer else { continue }
        let distance = sample.translation.length
        if distance > (furthest?.distance ?? 0) { furthest = (name, distance) }
      }
      let primary =
        result.settings.recognizer ?? driver ?? furthest?.name ?? result.primaryRecognizer
      var names = result.recognizers
      if let primary, let index = names.firstIndex(of: primary) {
        names.remove(at: index)
        names.insert(primary, at: 0)
      }
      let unnamed = result.gestureTrack.contains { $0.recognizer == nil }
      tracks = (names.map(Optional.some) + (unnamed ? [nil] : [])).map { name in
        Track(
          recognizer: name ?? "recognizer",
          samples: result.gestureTrack(of: name).map {
            Gesture(
              t: seconds($0.time), state: $0.state.rawValue, tx: Self.round($0.translation.x, 2),
              ty: Self.round($0.translation.y, 2), vx: Self.round($0.velocity.x, 1),
              vy: Self.round($0.velocity.y, 1))
          })
      }
      calls = result.engineCalls.map {
        Call(
          t: seconds($0.time), kind: $0.kind.rawValue,
          progress: $0.progress.map { Self.round($0, 4) },
          arguments: $0.arguments)
      }
      decisions = result.decisions.map { Decision(t: seconds($0.time), summary: $0.summary) }
      steps = result.steps.map { step in
        Step(
          t: seconds(step.start), end: seconds(step.end), label: step.label, screen: step.screen,
          underTest: step.isUnderTest,
          frame: result.timeline.firstIndex { $0.time >= step.start }
            ?? max(result.timeline.count - 1, 0))
      }
      lastScreen = result.steps.isEmpty ? nil : result.lastScreen
      self.failures = failures.map {
        Failure(
          check: $0.check, message: $0.message, expected: $0.expected, actual: $0.actual,
          t: $0.time.map(seconds), frame: $0.frameIndex(in: result) ?? 0, view: $0.view)
      }

      // Views as changes, in order of first appearance.
      var order: [String] = []
      var labels: [String: String] = [:]
      for frame in result.timeline {
        for view in frame.views where labels[view.id] == nil {
          order.append(view.id)
          labels[view.id] = view.heroID ?? view.id
        }
      }
      var changes: [String: [[Double]]] = [:]
      var last: [String: [Double]] = [:]
      for (index, frame) in result.timeline.enumerated() {
        var present: Set<String> = []
        for view in frame.views {
          present.insert(view.id)
          let rect = view.frame
          guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite
          else { continue }
          let row = [
            Self.round(view.position.x, 2), Self.round(view.position.y, 2),
            Self.round(view.width, 2), Self.round(view.height, 2), Self.round(view.opacity, 3),
            Self.round(view.scale, 4),
          ]
          if last[view.id] != row {
            changes[view.id, default: []].append([Double(index)] + row)
            last[view.id] = row
          }
        }
        // A view that was drawn last frame and is gone now gets an absence entry.
        for id in order where !present.contains(id) && !(last[id]?.isEmpty ?? true) {
          changes[id, default: []].append([Double(index), 0, 0, 0, 0, -1, 1])
          last[id] = []
        }
      }
      // The window is framed by the screen: views beyond it are pinned to a margin around it
      // by the page, so a view that flies off does not shrink the screen to a corner.
      let size = AppReplayScene.defaultScreenSize
      screen = [0, 0, Double(size.width), Double(size.height)]
      let margin = 24.0
      bounds = [-margin, -margin, screen[2] + 2 * margin, screen[3] + 2 * margin]
      views = order.map { View(id: $0, label: labels[$0] ?? $0, changes: changes[$0] ?? []) }
    }

    static func round(_ value: Double, _ decimals: Int) -> Double {
      var factor = 1.0
      for _ in 0..<decimals { factor *= 10 }
      return (value * factor).rounded() / factor
    }
  }
}
