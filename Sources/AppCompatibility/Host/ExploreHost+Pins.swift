import Foundation

extension ExploreHost {
  /// The libraries `app` pins that have sources in ``Configuration/dependencySources``, ported
  /// into the workspace (`dependencies/NAME@VERSION/NAME`, kept for the next app that pins the
  /// same version), and a sentence for each pinned library the app may miss: why it has no port.
  /// A library whose module `given` already provides is left alone.
  ///
  /// Each is ported with every other pin of the app as a `--dependency`, so that a library that
  /// depends on another (Moya on Alamofire) finds its port.
  func pinnedDependencies(
    of app: AppFolder, besides given: [URL]
  ) -> (packages: [URL], notes: [String: String]) {
    guard let sources = configuration.dependencySources else { return ([], [:]) }
    let manager = FileManager.default
    let provided = Set(
      given.flatMap {
        ExploreWorkspace.libraryProducts(ofManifest: ExploreWorkspace.read($0, "Package.swift"))
      })
    let pins = DependencyPins.pins(ofAppIn: app.url).filter { !provided.contains($0.name) }
    var located: [(pin: DependencyPins.Pin, source: URL, port: URL)] = []
    var notes: [String: String] = [:]
    for pin in pins {
      let exact = sources.appendingPathComponent(pin.description)
      let loose = sources.appendingPathComponent(pin.name)
      guard let source = [exact, loose].first(where: { manager.fileExists(atPath: $0.path) })
      else {
        notes[pin.name] =
          "pinned as \(pin), with no Swift source in \(sources.lastPathComponent): an "
          + "Objective-C or binary SDK needs a stand-in (docs/PORTING.md)"
        continue
      }
      let port = configuration.work.appendingPathComponent("dependencies")
        .appendingPathComponent(pin.description).appendingPathComponent(pin.name)
      located.append((pin, source, port))
    }
    var packages: [URL] = []
    for entry in located {
      if !manager.fileExists(atPath: entry.port.appendingPathComponent("PORTED.md").path) {
        configuration.progress?("\(app.name): porting the pinned \(entry.pin)")
        var arguments = [
          "--package", entry.source.path, entry.port.path, "--gesturetape",
          configuration.gestureTape.path,
        ]
        for other in located where other.pin != entry.pin {
          for spelling in Set([other.pin.name, other.pin.name.lowercased()]) {
            arguments += ["--dependency", "\(spelling)=\(other.port.path)"]
          }
        }
        try? manager.removeItem(at: entry.port)
        let log = configuration.work.appendingPathComponent("port-\(entry.pin).log")
        let ending = try? ChildProcess.run(configuration.porter, arguments, log: log, timeout: 600)
        guard let ending, ending.succeeded else {
          let why =
            ending?.output.split(separator: "\n").last.map(String.init) ?? "the port did not run"
          notes[entry.pin.name] = "the pinned \(entry.pin) does not port: \(why)"
          try? manager.removeItem(at: entry.port)
          continue
        }
      }
      packages.append(entry.port)
    }
    return (packages, notes)
  }
}
