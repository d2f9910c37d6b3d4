import Foundation
import SourcePorting

/// The host half of `gesturetape explore`: ports an app folder whole with the project's port,
/// writes the ``ExploreWorkspace`` package, builds it, and runs its `explore-runner` in a child
/// process — again after a crash or a hang, skipping the run that caused it — then puts
/// together the ``AppExploration``: how far the app got, what it found, and what stopped it,
/// classified by ``CauseClassifier``.
public struct ExploreHost: Sendable {
  /// Where things are and what may be done.
  public struct Configuration: Sendable {
    /// GestureTape's folder (its `Package.swift`, `recordings/`).
    public var gestureTape: URL
    /// The `gesturetape-port` program.
    public var porter: URL
    /// The `swift` program.
    public var swift: URL
    /// The workspace package's folder, shared by every app explored (its build is reused).
    public var work: URL
    /// Ported dependency packages, or their sources (ported into the workspace first).
    public var dependencies: URL?
    /// Library sources by pin, `NAME@VERSION` (or `NAME`) each: the libraries an app pins
    /// (``DependencyPins``) are ported from here when it imports them.
    public var dependencySources: URL?
    /// The app target's Swift language mode; nil: 4 when the app spells a name Swift 4.2
    /// renamed (SourcePorting's `SwiftVersionNames.swift4Evidence(in:)`: Xcode builds such an
    /// app only in Swift 4 mode, so its project says 4), else 5.
    public var swiftVersion: String?
    /// Where problems' viewers and tapes go (nil: into the workspace's `run/artifacts`).
    public var artifacts: URL?
    /// The most taps from the launch to a screen.
    public var depth: Int
    /// The most screens.
    public var maximumScreens: Int
    /// The most runs.
    public var maximumRuns: Int
    /// The most seconds of wall time one attempt of the child may take before it counts as a
    /// hang.
    public var timeout: Double
    /// The most attempts after crashes and hangs.
    public var attempts: Int
    /// Where progress lines go (nil: nowhere).
    public var progress: (@Sendable (String) -> Void)?

    /// A configuration; the budgets have the documented defaults.
    public init(
      gestureTape: URL, porter: URL, swift: URL, work: URL, dependencies: URL? = nil,
      dependencySources: URL? = nil, swiftVersion: String? = nil, artifacts: URL? = nil,
      depth: Int = 3,
      maximumScreens: Int = 30, maximumRuns: Int = 400, timeout: Double = 120,
      attempts: Int = 6, progress: (@Sendable (String) -> Void)? = nil
    ) {
      self.gestureTape = gestureTape
      self.porter = porter
      self.swift = swift
      self.work = work
      self.dependencies = dependencies
      self.dependencySources = dependencySources
      self.swiftVersion = swiftVersion
      self.artifacts = artifacts
      self.depth = depth
      self.maximumScreens = maximumScreens
      self.maximumRuns = maximumRuns
      self.timeout = timeout
      self.attempts = attempts
      self.progress = progress
    }
  }

  /// A problem with what the user gave (not with the app): one sentence with the path.
  public struct InputProblem: Error, CustomStringConvertible {
    /// The sentence.
    public let description: String
  }

  /// The configuration.
  public let configuration: Configuration

  /// A host.
  public init(_ configuration: Configuration) {
    self.configuration = configuration
  }

  /// The dependency packages under `--dependencies`: each subfolder that is a ported package
  /// (it has a `PORTED.md`) as it is, each other package or pod ported into the workspace.
  ///
  /// - Throws: ``InputProblem`` when the folder is missing or a subfolder does not port.
  public func preparedDependencies() throws(InputProblem) -> [URL] {
    guard let folder = configuration.dependencies else { return [] }
    let manager = FileManager.default
    guard let entries = try? manager.contentsOfDirectory(atPath: folder.path) else {
      throw InputProblem(description: "\(folder.path): no such folder of dependencies")
    }
    var prepared: [URL] = []
    for name in entries.sorted() where !name.hasPrefix(".") {
      let source = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: source.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { continue }
      if manager.fileExists(atPath: source.appendingPathComponent("PORTED.md").path) {
        prepared.append(source)
        continue
      }
      let ported = configuration.work.appendingPathComponent("dependencies").appendingPathComponent(
        name)
      configuration.progress?("porting the dependency \(name)")
      let ending: ChildProcess.Ending
      do {
        ending = try ChildProcess.run(
          configuration.porter,
          ["--package", source.path, ported.path, "--gesturetape", configuration.gestureTape.path],
          log: configuration.work.appendingPathComponent("port-\(name).log"), timeout: 600)
      } catch {
        throw InputProblem(description: "\(configuration.porter.path): cannot run (\(error))")
      }
      guard ending.succeeded else {
        let why = ending.output.split(separator: "\n").last.map(String.init) ?? "it failed"
        throw InputProblem(description: "\(source.path): the dependency does not port (\(why))")
      }
      prepared.append(ported)
    }
    return prepared
  }

  /// Explores the app in `folder`: port, build, launch, walk.
  ///
  /// - Throws: ``InputProblem`` when the folder is no app folder or the dependencies do not
  ///   port; everything the app itself does wrong is in the result.
  public func explore(_ folder: URL) throws(InputProblem) -> AppExploration {
    let app: AppFolder
    do { app = try AppFolder(folder) } catch { throw InputProblem(description: error.description) }
    let dependencies = try preparedDependencies()
    return explore(app, dependencies: dependencies)
  }

  /// Explores `app` with `dependencies` already prepared (the corpus run prepares them once).
  public func explore(_ app: AppFolder, dependencies: [URL]) -> AppExploration {
    var exploration = AppExploration(app: app.name, stage: .notPorted)
    let module = app.module
    let pinned = pinnedDependencies(of: app, besides: dependencies)
    let mode = languageMode(of: app)
    exploration.languageMode = mode.version
    exploration.languageModeReason = mode.reason
    if let reason = mode.reason {
      configuration.progress?("\(app.name): Swift \(mode.version) mode: \(reason)")
    }
    let workspace = ExploreWorkspace(
      folder: configuration.work, gestureTape: configuration.gestureTape,
      dependencies: dependencies + pinned.packages, swiftVersion: mode.version)
    // Stale copies (every type they declare, another file declares) stay out of the port, so
    // that nothing generated from them (Interface Builder members) refers to them.
    let originals = app.swiftFiles.compactMap { path in
      (try? String(contentsOf: app.url.appendingPathComponent(path), encoding: .utf8)).map {
        (path: path, text: $0)
      }
    }
    exploration.filesLeftOut = Self.staleCopies(among: originals)
    for stale in exploration.filesLeftOut {
      configuration.progress?(
        "\(app.name): \(stale) left out: every type it declares, another file declares too "
          + "(a copy the Xcode target does not build)")
    }
    configuration.progress?("\(app.name): porting")
    do {
      try port(app, module: module, into: workspace, excluding: exploration.filesLeftOut)
    } catch {
      exploration.blockers.append(
        Blocker(
          cause: Cause(.other, "the port failed"), file: nil, line: nil, message: "\(error)"))
      return exploration
    }
    exploration.stage = .ported
    let sources = workspace.moduleFolder(module)
    let texts = AppFolder.files(in: sources).filter { $0.hasSuffix(".swift") }.compactMap {
      try? String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)
    }
    let resolution = workspace.resolve(ExploreWorkspace.imports(ofSources: texts))
    do {
      try writePackage(
        workspace, module: module, resolution: resolution,
        hero: resolution.gestureTapeProducts.contains("HeroEngine"))
    } catch {
      exploration.blockers.append(
        Blocker(
          cause: Cause(.other, "the workspace could not be written"), file: nil, line: nil,
          message: "\(error)"))
      return exploration
    }
    let first = !FileManager.default.fileExists(
      atPath: workspace.folder.appendingPathComponent(".build/debug").path)
    configuration.progress?(
      "\(app.name): building"
        + (first ? " (the workspace's first build compiles GestureTape's modules: minutes)" : ""))
    let built = build(workspace)
    guard built.succeeded else {
      exploration.blockers = blockers(
        of: built.output, app: app, module: module, workspace: workspace, resolution: resolution,
        notes: pinned.notes)
      return exploration
    }
    exploration.stage = .built
    configuration.progress?("\(app.name): launching and exploring")
    run(app: app, workspace: workspace, into: &exploration)
    return exploration
  }

  /// The language mode `app` is built in: the configured one, else inferred (with why).
  func languageMode(of app: AppFolder) -> (version: String, reason: String?) {
    if let version = configuration.swiftVersion { return (version, nil) }
    let sources = AppFolder.files(in: app.url).filter { $0.hasSuffix(".swift") }.compactMap {
      path in
      (try? String(contentsOf: app.url.appendingPathComponent(path), encoding: .utf8)).map {
        (path: path, text: $0)
      }
    }
    guard let evidence = SwiftVersionNames.swift4Evidence(in: sources) else { return ("5", nil) }
    return ("4", evidence.description)
  }

  // MARK: Port and package

  /// Ports `app` into the workspace's `Sources/MODULE` (replaced), with its resources laid out
  /// as a bundle and its Info.plist where the launch looks.
  func port(
    _ app: AppFolder, module: String, into workspace: ExploreWorkspace, excluding: [String] = []
  ) throws {
    let manager = FileManager.default
    let sources = workspace.folder.appendingPathComponent("Sources")
    try? manager.removeItem(at: sources)
    try manager.createDirectory(at: sources, withIntermediateDirectories: true)
    let target = workspace.moduleFolder(module)
    let ending = try ChildProcess.run(
      configuration.porter,
      [app.url.path, target.path] + excluding.flatMap { ["--exclude", $0] },
      log: workspace.folder.appendingPathComponent("port.log"), timeout: 600)
    guard ending.succeeded else {
      throw InputProblem(
        description: ending.output.split(separator: "\n").last.map(String.init)
          ?? "gesturetape-port failed")
    }
    // The resources, flat as in an app bundle.
    let files = AppFolder.files(in: target)
    let laidOut = ExploreWorkspace.resources(ofPortedFiles: files)
    let resources = target.appendingPathComponent("_Resources")
    for move in laidOut.moves {
      let to = resources.appendingPathComponent(move.to)
      try manager.createDirectory(
        at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.moveItem(at: target.appendingPathComponent(move.from), to: to)
    }
    for duplicate in laidOut.duplicates {
      try? manager.removeItem(at: target.appendingPathComponent(duplicate))
    }
    // An Info.plist below the top: where the launch looks, and the accessor the port writes for
    // one at the top.
    if app.infoPlist != "Info.plist" {
      let info = resources.appendingPathComponent("AppInfo/Info.plist")
      try manager.createDirectory(
        at: info.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? manager.removeItem(at: info)
      try manager.copyItem(at: app.url.appendingPathComponent(app.infoPlist), to: info)
      let accessor = """
        import Foundation

        /// The app's resources (written by `gesturetape explore`: the Info.plist is below the
        /// app folder's top, where the port does not look for it).
        public let appResources = Bundle.module

        """
      try Data(accessor.utf8).write(to: target.appendingPathComponent("_ExploreResources.swift"))
    }
    // Folders left empty by the moves.
    for file in files.reversed() {
      var folder = target.appendingPathComponent(file).deletingLastPathComponent()
      while folder.path.hasPrefix(target.path + "/"),
        (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
      {
        try? manager.removeItem(at: folder)
        folder = folder.deletingLastPathComponent()
      }
    }
  }

  /// Writes the workspace's manifest and the runner's main.
  func writePackage(
    _ workspace: ExploreWorkspace, module: String, resolution: ExploreWorkspace.Resolution,
    hero: Bool
  ) throws {
    let manager = FileManager.default
    let resources = workspace.moduleFolder(module).appendingPathComponent("_Resources")
    let entries = ((try? manager.contentsOfDirectory(atPath: resources.path)) ?? []).sorted()
    try Data(
      workspace.manifest(module: module, resources: entries, resolution: resolution).utf8
    ).write(to: workspace.folder.appendingPathComponent("Package.swift"))
    let runner = workspace.folder.appendingPathComponent("Sources/explore-runner")
    try manager.createDirectory(at: runner, withIntermediateDirectories: true)
    try Data(ExploreWorkspace.runnerMain(module: module, hero: hero).utf8).write(
      to: runner.appendingPathComponent("main.swift"))
  }

  /// Builds the runner (debug; GestureTape's modules are built once per workspace).
  func build(_ workspace: ExploreWorkspace) -> ChildProcess.Ending {
    var environment = ProcessInfo.processInfo.environment
    environment["GESTURETAPE_STRICT"] = nil
    let log = workspace.folder.appendingPathComponent("build.log")
    do {
      return try ChildProcess.run(
        configuration.swift,
        ["build", "--package-path", workspace.folder.path, "--product", "explore-runner"],
        environment: environment, log: log, timeout: 3600)
    } catch {
      return ChildProcess.Ending(
        status: 127, signalled: false, timedOut: false,
        output: "error: \(configuration.swift.path) cannot run (\(error))")
    }
  }

  // MARK: Classification of a failed build

  /// The classified errors of a failed build, each at its place in the app's own files where
  /// it has one.
  func blockers(
    of output: String, app: AppFolder, module: String, workspace: ExploreWorkspace,
    resolution: ExploreWorkspace.Resolution, notes: [String: String] = [:]
  ) -> [Blocker] {
    let errors = CompilerDiagnostic.errors(in: output)
    let sources = workspace.moduleFolder(module).path + "/"
    var originals: [String: [Substring]] = [:]
    var declarations: Set<String> = []
    var filesDeclaring: [String: Set<String>] = [:]
    for file in app.swiftFiles {
      let text =
        (try? String(contentsOf: app.url.appendingPathComponent(file), encoding: .utf8)) ?? ""
      originals[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
      declarations.formUnion(Self.declaredNames(in: text))
      for type in Self.topLevelTypes(in: text) { filesDeclaring[type, default: []].insert(file) }
    }
    var known: [String: String] = [:]
    for dependency in workspace.dependencies {
      for product in ExploreWorkspace.libraryProducts(
        ofManifest: ExploreWorkspace.read(dependency, "Package.swift"))
      {
        known[product] =
          "a ported copy (\(dependency.lastPathComponent)) exists, but the build did not get to it"
      }
    }
    known.merge(notes) { _, note in note }
    var classifier = CauseClassifier(appDeclarations: declarations, knownModules: known)
    classifier.typesDeclaredTwice = filesDeclaring.filter { $0.value.count > 1 }.mapValues {
      $0.sorted()
    }
    var blockers: [Blocker] = []
    for error in errors.placed {
      var file: String?
      var line: Int?
      var sourceLine: String?
      var dependency: String?
      var generated = false
      if error.file.hasPrefix(sources) {
        let relative = String(error.file.dropFirst(sources.count))
        if let lines = originals[relative] {
          file = relative
          line = error.line
          if error.line >= 1, error.line <= lines.count {
            sourceLine = String(lines[error.line - 1])
          }
        } else {
          generated = true
          file = relative
          line = error.line
        }
      } else if let owner = workspace.dependencies.first(where: {
        error.file.hasPrefix($0.path + "/")
      }) {
        dependency = owner.lastPathComponent
        file = String(error.file.dropFirst(owner.deletingLastPathComponent().path.count + 1))
        line = error.line
      }
      blockers.append(
        Blocker(
          cause: classifier.cause(
            of: error, sourceLine: sourceLine, dependency: dependency, generated: generated),
          file: file, line: line, message: error.message))
    }
    for message in errors.unplaced {
      blockers.append(
        Blocker(cause: Self.cause(ofUnplaced: message), file: nil, line: nil, message: message))
    }
    if blockers.isEmpty {
      let tail = output.split(separator: "\n").suffix(3).joined(separator: " ")
      blockers.append(
        Blocker(cause: Cause(.other, "the build"), file: nil, line: nil, message: tail))
    }
    // The compiler names the first module it misses; every import nothing provides stops the app
    // too, at its first import.
    for module in resolution.missing
    where !blockers.contains(where: {
      $0.cause.kind == .missingModule && $0.cause.subject == module
    }) {
      let place = Self.firstImport(of: module, in: originals)
      blockers.append(
        Blocker(
          cause: classifier.cause(
            of: CompilerDiagnostic(
              file: place?.file ?? "", line: place?.line ?? 0, column: 1,
              message: "no such module '\(module)'"), sourceLine: nil),
          file: place?.file, line: place?.line, message: "no such module '\(module)'"))
    }
    // A missing module is what stops the file that imports it first: put those first.
    return blockers.filter { $0.cause.kind == .missingModule }
      + blockers.filter { $0.cause.kind != .missingModule }
  }

  /// Where the app first imports `module`: the first file, in name order, and its line.
  static func firstImport(
    of module: String, in files: [String: [Substring]]
  ) -> (file: String, line: Int)? {
    for (file, lines) in files.sorted(by: { $0.key < $1.key }) {
      if let index = lines.firstIndex(where: {
        ExploreWorkspace.imports(ofSources: [String($0)]) == [module]
      }) {
        return (file, index + 1)
      }
    }
    return nil
  }

  /// The cause of an error that names no file: two Swift files of one name (the folder holds a
  /// file the Xcode target does not build), else the build itself.
  static func cause(ofUnplaced message: String) -> Cause {
    if message.contains("because of multiple producers"),
      let object = message.split(separator: " ").first(where: { $0.hasSuffix(".swift.o") })
    {
      let name = object.split(separator: "/").last.map { String($0.dropLast(2)) } ?? ""
      return Cause(
        .portRule, "the folder holds Swift files its target does not build",
        note: "two files named \(name): the Xcode project builds one; remove the other from the "
          + "folder explored")
    }
    return Cause(.other, "the build")
  }

  /// The Swift files of an app folder that are stale copies its Xcode target does not build,
  /// by this project's rule (an app folder has no project file to say which files the target
  /// builds): a copy is a file that declares at least one top-level type, every one of which
  /// another file declares too, and that is named after none of them. Copies are taken out one
  /// at a time, the one that redeclares the most types first, until none is left — or two tie,
  /// when nothing tells which is stale and the compiler's error stays. `ViewController.swift`
  /// redeclaring five types beside `AddShowViewController.swift`, `UTV.swift`… is one; two
  /// files that each declare a type the other does not are not.
  ///
  /// - Parameter files: each file's path (relative, with its folders) and text.
  /// - Returns: the stale copies' paths, sorted.
  static func staleCopies(among files: [(path: String, text: String)]) -> [String] {
    func stem(_ path: String) -> String {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }
    var types: [String: Set<String>] = [:]
    for file in files { types[file.path] = Set(topLevelTypes(in: file.text)) }
    var removed: [String] = []
    while true {
      var declaring: [String: Int] = [:]
      for declared in types.values {
        for type in declared { declaring[type, default: 0] += 1 }
      }
      let candidates = types.filter { path, declared in
        !declared.isEmpty && !declared.contains(stem(path))
          && declared.allSatisfy { declaring[$0]! > 1 }
      }
      let ranked = candidates.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
      guard let first = ranked.first,
        ranked.count == 1 || ranked[1].value.count < first.value.count
      else { break }
      removed.append(first.key)
      types[first.key] = nil
    }
    return removed.sorted()
  }

  /// The types `text` declares at its top level (a line that starts with `class`, `struct`,
  /// `enum` or `protocol`, after access and `final` modifiers): nested types of one name in
  /// two outer types are not counted.
  static func topLevelTypes(in text: String) -> [String] {
    let modifiers: Set<Substring> = [
      "public", "open", "internal", "fileprivate", "private", "final", "indirect",
    ]
    let kinds: Set<Substring> = ["class", "struct", "enum", "protocol"]
    var types: [String] = []
    for line in text.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
      let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      guard let kind = words.firstIndex(where: { !modifiers.contains($0) }),
        kinds.contains(words[kind]), kind + 1 < words.count
      else { continue }
      types.append(String(words[kind + 1]))
    }
    return types
  }

  /// The names `text` declares (types, functions, properties, cases), roughly: each word after
  /// `class`, `struct`, `enum`, `protocol`, `extension`, `typealias`, `func`, `var`, `let`,
  /// `case`.
  static func declaredNames(in text: String) -> Set<String> {
    let keywords: Set<Substring> = [
      "class", "struct", "enum", "protocol", "typealias", "func", "var", "let", "case",
    ]
    var names: Set<String> = []
    var previous: Substring = ""
    for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
      if keywords.contains(previous) { names.insert(String(word)) }
      previous = word
    }
    return names
  }
}
