import AppCompatibility
import ArgumentParser
import Foundation

/// `gesturetape explore APP_FOLDER`: will my app work? Ports the app folder whole, builds it,
/// launches it as iOS launches it, taps through every screen and drives every gesture with
/// shipped recordings, and reports what it found and what stopped it.
package struct ExploreCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "explore",
    abstract: "Port, build, launch and walk an iOS app folder; report what stops it.",
    discussion: """
      APP_FOLDER is an iOS app target's folder as Xcode keeps it (its Swift files, \
      storyboards, xibs, asset catalogs and Info.plist). explore ports it whole with \
      gesturetape-port into a workspace package (--work), builds it with the ported \
      dependencies in --dependencies (and those it pins, ported from --dependency-sources), and \
      runs it in a child process: it launches the app \
      from its Info.plist, taps every control a user can reach (buttons, cells, bar items, tabs, \
      segments, switches, views with tap recognizers), breadth first, each screen once, \
      relaunching for each path; on every screen it drives every pan, edge pan, swipe, pinch, \
      scroll view, page view and back swipe with the shipped recordings (a flick and a slow \
      drag turned to each direction, a pinch in and out); and it keeps every problem the \
      replays show (crash, stuck, frozen, completed more than once, jump) with the taps that \
      reach it, a tape of the gesture and the replay's viewer (--artifacts). A crash or a hang \
      ends one attempt: the run is recorded and skipped on the next.

      What stopped an app is classified: a declaration HeadlessUI lacks (named), a port rule, \
      the Objective-C runtime, an old Swift name (and whether today's iOS SDK accepts it), a \
      missing module (and whether a ported copy exists), a type the app folder declares in \
      two files, a crash in the app.

      Every step runs on the virtual clock, and the budgets count runs and screens: the same \
      app and options give the same report on every machine. The first build compiles \
      GestureTape's modules into the workspace (minutes); later apps reuse them.

      With --corpus DIR, every subfolder of DIR is explored in turn and --write FILE gets the \
      compatibility table (docs/COMPATIBILITY.md).

      Exit status: 0 explored with no problem; 1 the app did not build, launch, or a replay \
      showed a problem; 2 the input is wrong (no app folder, no Info.plist, a dependency that \
      does not port).
      """
  )

  @Argument(help: "The iOS app folder.", completion: .directory)
  var appFolder: String?

  @Option(
    help: ArgumentHelp(
      "A folder of the app's dependencies: ported packages (gesturetape-port --package), or "
        + "their sources, ported first.", valueName: "dir"))
  var dependencies: String?

  @Option(
    help: ArgumentHelp(
      "Library sources named NAME@VERSION: the libraries the app pins (Podfile.lock, "
        + "Cartfile.resolved, Package.resolved) are ported from here.", valueName: "dir"))
  var dependencySources: String?

  @Option(
    help: ArgumentHelp(
      "The app's Swift language mode: 4, 4.2, 5 or 6. Without it: 4 when the app spells a "
        + "name Swift 4.2 renamed (UIControlState…; Xcode builds that only in Swift 4 mode), "
        + "else 5.", valueName: "v"))
  var swiftVersion: String?

  @Option(
    help: ArgumentHelp(
      "The workspace package (kept between runs: its build is reused).", valueName: "dir"))
  var work: String?

  @Option(help: ArgumentHelp("Where problems' viewers and tapes go.", valueName: "dir"))
  var artifacts: String?

  @Option(help: "The most taps from the launch to a screen.")
  var depth = 3

  @Option(help: "The most screens surveyed.")
  var maxScreens = 30

  @Option(help: "The most runs (a launch, its taps, and a survey or a gesture).")
  var maxRuns = 400

  @Option(
    help: ArgumentHelp(
      "Seconds of wall time one attempt may take before it counts as a hang.", valueName: "s"))
  var timeout: Double = 120

  @Option(
    help: ArgumentHelp(
      "GestureTape's folder (default: the one this tool was built in).", valueName: "dir"))
  var gesturetape: String?

  @Flag(
    help: "Print the report as JSON (with --corpus: every app's exploration and the ranked causes)."
  )
  var json = false

  @Option(help: ArgumentHelp("Also write the report as one HTML page.", valueName: "file"))
  var html: String?

  @Option(help: ArgumentHelp("Explore every app folder in this folder.", valueName: "dir"))
  var corpus: String?

  @Option(
    help: ArgumentHelp("With --corpus: write the compatibility table here.", valueName: "file"))
  var write: String?

  package init() {}

  package func validate() throws {
    if corpus == nil, appFolder == nil { throw ValidationError("give an APP_FOLDER or --corpus") }
    if corpus != nil, appFolder != nil {
      throw ValidationError("give an APP_FOLDER or --corpus, not both")
    }
    if write != nil, corpus == nil { throw ValidationError("--write goes with --corpus") }
    if let swiftVersion, ExploreWorkspace.languageModes[swiftVersion] == nil {
      throw ValidationError("--swift-version takes 4, 4.2, 5 or 6")
    }
    if depth < 0 || maxScreens < 1 || maxRuns < 1 || !(timeout > 0) {
      throw ValidationError("--depth, --max-screens, --max-runs and --timeout take counts above 0")
    }
  }

  package func run() throws {
    let host = try makeHost()
    if let corpus { return try runCorpus(URL(fileURLWithPath: corpus), host: host) }
    let exploration: AppExploration
    do {
      exploration = try host.explore(URL(fileURLWithPath: appFolder ?? "."))
    } catch {
      CommandErrors.print("gesturetape: \(error.description)")
      throw ExitCode(CommandErrors.inputError)
    }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
      print(String(decoding: try encoder.encode(exploration), as: UTF8.self))
    } else {
      print(exploration.text, terminator: "")
    }
    if let html { try CommandErrors.write(exploration.html, to: html, what: "the HTML report") }
    let clean = exploration.stage == .explored && exploration.problems.isEmpty
    if !clean { throw ExitCode(CommandErrors.checkFailed) }
  }

  /// Every app of `folder`, explored in name order, and the table written.
  func runCorpus(_ folder: URL, host: ExploreHost) throws {
    guard
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path).filter({
        !$0.hasPrefix(".")
      }).sorted()
    else {
      CommandErrors.print("gesturetape: \(folder.path): no such folder of apps")
      throw ExitCode(CommandErrors.inputError)
    }
    let dependencies: [URL]
    do { dependencies = try host.preparedDependencies() } catch {
      CommandErrors.print("gesturetape: \(error.description)")
      throw ExitCode(CommandErrors.inputError)
    }
    var explorations: [AppExploration] = []
    for (index, name) in names.enumerated() {
      let url = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { continue }
      CommandErrors.print("[\(index + 1)/\(names.count)] \(name)")
      let exploration: AppExploration
      do {
        exploration = host.explore(try AppFolder(url), dependencies: dependencies)
      } catch {
        var unported = AppExploration(app: name, stage: .notPorted)
        unported.blockers = [
          Blocker(
            cause: Cause(.other, "not an app folder"), file: nil, line: nil,
            message: error.description)
        ]
        exploration = unported
      }
      CommandErrors.print(
        "    \(exploration.stage.rawValue)"
          + (exploration.firstBlocker.map { ": \($0)" } ?? ""))
      explorations.append(exploration)
    }
    let report = CompatibilityReport(
      apps: explorations,
      command: "gesturetape explore --corpus \(corpus ?? folder.path)"
        + (dependencySources.map { " --dependency-sources \($0)" } ?? "")
        + (write.map { " --write \($0)" } ?? ""))
    if let write {
      try CommandErrors.write(report.markdown, to: write, what: "the compatibility table")
    }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
      print(String(decoding: try encoder.encode(report), as: UTF8.self))
    } else if write == nil {
      print(report.markdown, terminator: "")
    }
  }

  /// The host, with GestureTape's folder, the port program and the workspace found.
  func makeHost() throws -> ExploreHost {
    guard let root = gesturetape.map({ URL(fileURLWithPath: $0) }) ?? Self.gestureTapeRoot() else {
      CommandErrors.print(
        "gesturetape: cannot find GestureTape's folder (its Package.swift): give --gesturetape")
      throw ExitCode(CommandErrors.inputError)
    }
    guard let swift = Self.program("swift") else {
      CommandErrors.print("gesturetape: explore needs the swift program on PATH")
      throw ExitCode(CommandErrors.inputError)
    }
    let porter = try Self.porter(root: root, swift: swift)
    let workFolder = URL(
      fileURLWithPath: work ?? root.appendingPathComponent(".build-explore").path)
    try? FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
    return ExploreHost(
      ExploreHost.Configuration(
        gestureTape: root, porter: porter, swift: swift, work: workFolder,
        dependencies: dependencies.map { URL(fileURLWithPath: $0) },
        dependencySources: dependencySources.map { URL(fileURLWithPath: $0) },
        swiftVersion: swiftVersion,
        artifacts: artifacts.map { URL(fileURLWithPath: $0) }, depth: depth,
        maximumScreens: maxScreens, maximumRuns: maxRuns, timeout: timeout,
        progress: { CommandErrors.print("gesturetape explore: " + $0) }))
  }

  /// The folder of the GestureTape package this tool was built from: up from the executable
  /// (`ROOT/.build/debug/gesturetape`), or GESTURETAPE_ROOT.
  static func gestureTapeRoot() -> URL? {
    if let root = ProcessInfo.processInfo.environment["GESTURETAPE_ROOT"] {
      return URL(fileURLWithPath: root)
    }
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<6 {
      let manifest = folder.appendingPathComponent("Package.swift")
      if let text = try? String(contentsOf: manifest, encoding: .utf8),
        text.contains("name: \"GestureTape\"")
      {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// `gesturetape-port` beside this tool, else built in `root`.
  static func porter(root: URL, swift: URL) throws -> URL {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("gesturetape-port")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    let build = Process()
    build.executableURL = swift
    build.arguments = ["build", "--package-path", root.path, "--product", "gesturetape-port"]
    try build.run()
    build.waitUntilExit()
    let built = root.appendingPathComponent(".build/debug/gesturetape-port")
    guard build.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: built.path)
    else {
      CommandErrors.print("gesturetape: cannot build gesturetape-port in \(root.path)")
      throw ExitCode(CommandErrors.inputError)
    }
    return built
  }

  /// `name` on PATH.
  static func program(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
