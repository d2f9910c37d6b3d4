import Foundation

extension ExploreHost {
  /// Runs the workspace's explorer in a child process until it finishes its walk: after a
  /// crash or a hang the run that caused it (the progress file's last marker) is recorded as a
  /// problem and skipped on the next attempt, at most ``Configuration/attempts`` times.
  func run(app: AppFolder, workspace: ExploreWorkspace, into exploration: inout AppExploration) {
    let manager = FileManager.default
    let runFolder = workspace.folder.appendingPathComponent("run")
    try? manager.removeItem(at: runFolder)
    let artifacts = configuration.artifacts ?? runFolder.appendingPathComponent("artifacts")
    try? manager.createDirectory(at: artifacts, withIntermediateDirectories: true)
    try? manager.createDirectory(at: runFolder, withIntermediateDirectories: true)
    let runner = workspace.folder.appendingPathComponent(".build/debug/explore-runner")
    let out = runFolder.appendingPathComponent("report.json")
    var skipped: [String] = []
    var stopped: [ExploreProblem] = []
    for _ in 0..<max(1, configuration.attempts) {
      let progress = runFolder.appendingPathComponent("progress.jsonl")
      try? manager.removeItem(at: progress)
      try? manager.removeItem(at: out)
      var arguments = [
        "--out", out.path, "--progress", progress.path, "--recordings",
        configuration.gestureTape.appendingPathComponent("recordings").path, "--artifacts",
        artifacts.path, "--depth", "\(configuration.depth)", "--max-screens",
        "\(configuration.maximumScreens)", "--max-runs", "\(configuration.maximumRuns)",
      ]
      for key in skipped { arguments += ["--skip", key] }
      let ending: ChildProcess.Ending
      do {
        ending = try ChildProcess.run(
          runner, arguments, in: runFolder, log: runFolder.appendingPathComponent("runner.log"),
          timeout: configuration.timeout)
      } catch {
        exploration.blockers.append(
          Blocker(
            cause: Cause(.launch, "the explorer did not start"), file: nil, line: nil,
            message: "\(error)"))
        return
      }
      if ending.succeeded, let data = manager.contents(atPath: out.path),
        let report = try? JSONDecoder().decode(ExploreRunnerReport.self, from: data)
      {
        merge(report, stopped: stopped, into: &exploration)
        return
      }
      guard let marker = Self.lastMarker(in: progress), !skipped.contains(marker.key) else {
        // Ended before its first run, or on the same run again: nothing more to learn.
        exploration.blockers.append(
          Blocker(
            cause: Self.crashCause(ending), file: nil, line: nil,
            message: Self.crashMessage(ending)))
        exploration.problems = stopped
        return
      }
      skipped.append(marker.key)
      let problem = ExploreProblem(
        cause: Self.crashCause(ending), message: Self.crashMessage(ending),
        screen: marker.screen, steps: marker.steps, gesture: marker.gesture, endedTheWalk: true)
      if marker.steps.isEmpty, marker.gesture == nil {
        // The launch itself crashed or hung.
        exploration.blockers.append(
          Blocker(cause: problem.cause, file: nil, line: nil, message: problem.message))
        exploration.problems = stopped
        return
      }
      stopped.append(problem)
    }
    exploration.stage = .launched
    exploration.problems = stopped
    exploration.budgetStop = "the attempt budget (\(configuration.attempts) crashes or hangs)"
  }

  /// The runner's report merged into the exploration, after the problems that stopped earlier
  /// attempts.
  func merge(
    _ report: ExploreRunnerReport, stopped: [ExploreProblem], into exploration: inout AppExploration
  ) {
    guard report.launched else {
      exploration.blockers.append(
        Blocker(
          cause: Cause(.launch, Self.launchSubject(report.launchFailure)), file: nil, line: nil,
          message: report.launchFailure ?? "the first screen could not be surveyed"))
      exploration.problems = stopped + report.problems
      return
    }
    exploration.stage = stopped.isEmpty ? .explored : .launched
    exploration.screens = report.screens
    exploration.controlsTapped = report.controlsTapped
    exploration.gesturesDriven = report.gesturesDriven
    exploration.problems = stopped + report.problems
    exploration.budgetStop = report.budgetStop
  }

  /// The progress file's last marker.
  static func lastMarker(in progress: URL) -> ExploreRunMarker? {
    guard let text = try? String(contentsOf: progress, encoding: .utf8) else { return nil }
    guard let line = text.split(separator: "\n").last else { return nil }
    return try? JSONDecoder().decode(ExploreRunMarker.self, from: Data(line.utf8))
  }

  /// A crash's or a hang's cause: a hang, else a crash named by the runtime's message (`Fatal
  /// error: …` without its file, `Unexpectedly found nil…`) and where it trapped (the app's
  /// file, or the module that is not the app's).
  static func crashCause(_ ending: ChildProcess.Ending) -> Cause {
    if ending.timedOut { return Cause(.hang, "") }
    guard let line = fatalLine(in: ending.output) else {
      return Cause(
        .appCrash, ending.signalled ? "signal \(ending.status)" : "exit \(ending.status)")
    }
    let message = line.components(separatedBy: "Fatal error: ").last ?? line
    let short = message.split(separator: ":").first.map(String.init) ?? message
    let place = line.components(separatedBy: ": Fatal error").first ?? ""
    let module = place.split(separator: "/").first.map(String.init)
    return Cause(
      .appCrash, short.trimmingCharacters(in: .whitespaces),
      note: module.map { "trapped in \($0)" })
  }

  /// The sentence for a crash or a hang.
  static func crashMessage(_ ending: ChildProcess.Ending) -> String {
    if ending.timedOut { return "no run ended within the time limit (a hang)" }
    if let line = fatalLine(in: ending.output) { return line }
    let tail = ending.output.split(separator: "\n").suffix(2).joined(separator: " ")
    return "the app's process ended (\(ending.signalled ? "signal" : "exit") \(ending.status))"
      + (tail.isEmpty ? "" : ": \(tail)")
  }

  /// The runtime's `Fatal error` line, if it printed one.
  static func fatalLine(in output: String) -> String? {
    output.split(separator: "\n").first { $0.contains("Fatal error") }.map(String.init)
  }

  /// A launch failure's subject: its first clause.
  static func launchSubject(_ failure: String?) -> String {
    guard let failure else { return "no first screen" }
    return String(failure.prefix { $0 != ":" && $0 != "(" }).trimmingCharacters(in: .whitespaces)
  }
}
