import AppCompatibility
import Foundation
import GestureLog
import GestureTapeRecorder
import HeadlessUI
import InputDevices
import ReplayCore
import ReplayReports

/// Walks a launched app the way a user would, with no test written: from the launch it taps
/// every control it can reach, breadth first, each screen once; on every screen it drives every
/// gesture the app handles with shipped recordings placed on the gesture's view and turned to
/// the gesture's directions; and it keeps every problem the replays show (a crash, a transition
/// stuck, a UI that no longer responds, a transition completed twice, a jump), with the taps
/// that reach it, a tape of the gesture and the replay's viewer.
///
/// Every run starts from a new launch (the taps that reach a screen are replayed each time), so
/// a run's result depends on nothing but its steps; the order of screens, controls and gestures
/// is the view tree's. The same app and options give the same report on every machine.
@MainActor
public final class AppExplorer {
  /// What the walk may do.
  public let options: ExploreOptions
  private let makeScene: () -> AppReplayScene
  private let recordings: [ExploreRecording.Loaded]

  private var report = ExploreRunnerReport()
  private var seenScreens: Set<String> = []
  private var tapped: Set<String> = []
  private var virtualTime = VirtualDuration.zero
  private var artifactCount = 0

  /// An explorer of the app `makeScene` launches (a new scene for every run).
  ///
  /// - Parameters:
  ///   - options: depth, budgets, recordings, artifacts folder, runs to skip.
  ///   - makeScene: makes the launched app's scene (`.launch(appResources)`), once per run.
  /// - Throws: ``ExploreRecording/LoadError`` when a recording cannot be read.
  public init(
    options: ExploreOptions, makeScene: @escaping () -> AppReplayScene
  ) throws {
    self.options = options
    self.makeScene = makeScene
    var loaded: [ExploreRecording.Loaded] = []
    for recording in options.recordings {
      loaded.append(try recording.load())
    }
    recordings = loaded
  }

  /// Walks the app and returns what it found.
  public func explore() -> ExploreRunnerReport {
    report = ExploreRunnerReport()
    seenScreens = []
    tapped = []
    virtualTime = .zero
    var queue: [[ExploreTap]] = [[]]
    while !queue.isEmpty {
      if outOfBudget() { break }
      let path = queue.removeFirst()
      guard let survey = survey(after: path) else { continue }
      guard seenScreens.insert(survey.screen).inserted else { continue }
      var screen = ExploredScreen(
        name: survey.screen, steps: path, controls: survey.controls, gestures: [])
      for gesture in survey.gestures {
        if outOfBudget() { break }
        screen.gestures.append(drive(gesture, on: survey.screen, after: path))
      }
      report.screens.append(screen)
      guard path.count < options.depth else { continue }
      for control in survey.controls
      where tapped.insert(path.map(\.step).joined() + control.step)
        .inserted
      {
        queue.append(path + [control])
      }
    }
    return report
  }

  /// Whether a budget is used up (the report then names it).
  private func outOfBudget() -> Bool {
    guard let stop = budgetStop() else { return false }
    report.budgetStop = stop
    return true
  }

  /// The budget that is used up, named, or nil.
  private func budgetStop() -> String? {
    if report.runs >= options.maximumRuns { return "the run budget (\(options.maximumRuns) runs)" }
    if report.screens.count >= options.maximumScreens {
      return "the screen budget (\(options.maximumScreens) screens)"
    }
    if virtualTime >= options.virtualTimeBudget {
      return "the time budget (\(Int(options.virtualTimeBudget.seconds)) s of replay time)"
    }
    return nil
  }

  // MARK: Runs

  /// Launches, taps `path`, lets everything settle and surveys the screen; nil when the run
  /// failed (its problem recorded).
  private func survey(after path: [ExploreTap]) -> ScreenSurvey? {
    let scene = makeScene()
    var survey: ScreenSurvey?
    let steps =
      tapSteps(path) + [
        .perform("survey") { _ in
          if let window = scene.window { survey = ScreenSurvey(of: window) }
        }
      ]
    let key = Self.key(path, gesture: nil)
    guard !options.skippedRuns.contains(key) else { return nil }
    mark(key: key, screen: nil, path: path, gesture: nil)
    report.runs += 1
    if !path.isEmpty { report.controlsTapped += 1 }
    let result: ReplayResult
    do throws(ReplayError) {
      result = try Replayer(settings: options.settings).run(
        steps, in: scene, source: "explore")
    } catch {
      if path.isEmpty, case .launchFailed(let reason) = error {
        report.launchFailure = reason
      } else {
        report.problems.append(
          ExploreProblem(
            cause: Cause(.replay, "step failed"), message: error.description,
            screen: nil, steps: path))
      }
      return nil
    }
    virtualTime = virtualTime + Self.duration(of: result)
    if path.isEmpty { report.launched = survey != nil }
    for failure in result.problemFailures {
      report.problems.append(
        ExploreProblem(
          cause: Cause(.replay, failure.check), message: "after the taps: \(failure.message)",
          screen: result.lastScreen, steps: path))
    }
    return survey
  }

  /// Drives `gesture` (on `screen`, reached by `path`) with every recording that fits it.
  private func drive(
    _ gesture: SurveyedGesture, on screen: String, after path: [ExploreTap]
  ) -> ExploredGesture {
    var explored = ExploredGesture(kind: gesture.kind.rawValue, view: gesture.view, drives: [])
    for recording in recordings where recording.fits(gesture) {
      let directions: [SurveyedGesture.Direction?] =
        recording.isPinch ? [nil] : gesture.directions.map { $0 }
      for direction in directions {
        if outOfBudget() { return explored }
        let name = recording.name + (direction.map { " \($0.rawValue)" } ?? "")
        let label = "\(gesture.kind.rawValue) on \(gesture.view): \(name)"
        let key = Self.key(path, gesture: label)
        guard !options.skippedRuns.contains(key) else { continue }
        mark(key: key, screen: screen, path: path, gesture: label)
        report.runs += 1
        report.gesturesDriven += 1
        let scene = makeScene()
        let screenBounds = CGRect(origin: .zero, size: scene.screenSize)
        let frames = GesturePlacement.place(
          recording.frames(on: screenBounds), on: gesture, direction: direction,
          screen: screenBounds)
        let steps = tapSteps(path) + [.frames(frames, name: name)]
        let result: ReplayResult
        do throws(ReplayError) {
          result = try Replayer(settings: options.settings).run(
            steps, in: scene, source: label, outcomeStep: steps.count - 1)
        } catch {
          explored.drives.append(
            GestureDrive(
              name: name, outcome: "failed", problems: [error.description], screenAfter: nil))
          report.problems.append(
            ExploreProblem(
              cause: Cause(.replay, "step failed"), message: error.description, screen: screen,
              steps: path, gesture: label))
          continue
        }
        virtualTime = virtualTime + Self.duration(of: result)
        let problems = result.problems
        explored.drives.append(
          GestureDrive(
            name: name, outcome: result.outcome.kind.rawValue, problems: problems,
            screenAfter: result.lastScreen))
        guard !problems.isEmpty else { continue }
        let artifacts = keepArtifacts(of: result, frames: frames, path: path)
        for failure in result.problemFailures {
          report.problems.append(
            ExploreProblem(
              cause: Cause(.replay, failure.check), message: failure.message, screen: screen,
              steps: path, gesture: label, tape: artifacts.tape, viewer: artifacts.viewer))
        }
      }
    }
    return explored
  }

  /// Writes the failing replay's viewer and a tape of its gesture as the window received it
  /// (recorded by `TouchRecorder` in a second run of the same steps), when an artifacts folder
  /// was given; their paths relative to it.
  private func keepArtifacts(
    of result: ReplayResult, frames: [TouchFrame], path: [ExploreTap]
  ) -> (tape: String?, viewer: String?) {
    guard let folder = options.artifacts else { return (nil, nil) }
    artifactCount += 1
    let stem = String(format: "problem-%03d", artifactCount)
    var tape: String?
    var viewer: String?
    let viewerName = stem + ".html"
    let page = ReplayViewer.html(result, failures: result.problemFailures)
    if (try? Data(page.utf8).write(to: folder.appendingPathComponent(viewerName))) != nil {
      viewer = viewerName
    }
    let scene = makeScene()
    let recorder = TouchRecorder()
    let steps =
      tapSteps(path) + [
        .perform("record") { _ in if let window = scene.window { recorder.install(on: window) } },
        .frames(frames, name: "gesture"),
        .perform("stop recording") { _ in recorder.uninstall() },
      ]
    if (try? Replayer(settings: options.settings).run(steps, in: scene)) != nil {
      let tapeName = stem + ".gtape"
      if (try? GestureLogWriter.write(
        recorder.recording(), as: .native, to: folder.appendingPathComponent(tapeName))) != nil
      {
        tape = tapeName
      }
    }
    return (tape, viewer)
  }

  /// The taps of `path`, each followed by a settle.
  private func tapSteps(_ path: [ExploreTap]) -> [ReplayStep] {
    var steps: [ReplayStep] = [.settle]
    for tap in path {
      if let step = try? ReplayStep(text: tap.step) { steps += [step, .settle] }
    }
    return steps
  }

  /// Appends a run's marker to the progress file, before the run.
  private func mark(key: String, screen: String?, path: [ExploreTap], gesture: String?) {
    guard let progress = options.progress else { return }
    let marker = ExploreRunMarker(key: key, screen: screen, steps: path, gesture: gesture)
    guard let json = try? JSONEncoder().encode(marker) else { return }
    progress.write(Data(json + [0x0A]))
  }

  /// The key of a run: its taps and its gesture.
  static func key(_ path: [ExploreTap], gesture: String?) -> String {
    (path.map(\.step) + [gesture ?? "survey"]).joined(separator: " ; ")
  }

  /// The replay time a run took.
  static func duration(of result: ReplayResult) -> VirtualDuration {
    guard let last = result.timeline.last?.time else { return .zero }
    return last - .zero
  }
}
