import Foundation
import SourcePorting

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
    let available = (try? manager.contentsOfDirectory(atPath: sources.path)) ?? []
    for pin in pins {
      guard let name = DependencyPins.source(for: pin, among: available) else {
        let others = available.filter { $0.hasPrefix("\(pin.name)@") }.sorted()
        if !others.isEmpty {
          notes[pin.name] =
            "pinned as \(pin); \(sources.lastPathComponent) has sources of other major versions "
            + "only (\(others.joined(separator: ", "))), another API"
          continue
        }
        notes[pin.name] =
          "pinned as \(pin), with no Swift source in \(sources.lastPathComponent): an "
          + "Objective-C or binary SDK needs a stand-in (docs/PORTING.md)"
        continue
      }
      let source = sources.appendingPathComponent(name)
      if name != pin.description {
        configuration.progress?(
          "\(app.name): \(pin) has no sources; porting \(name), the closest version")
      }
      // Kept by the sources' name: apps that pin 4.7.1 and 4.5.1 share the port of 4.9.1.
      let port = configuration.work.appendingPathComponent("dependencies")
        .appendingPathComponent(name).appendingPathComponent(pin.name)
      located.append((pin, source, port))
    }
    var packages: [URL] = []
    let stamp = porterStamp()
    for entry in located {
      let stampFile = entry.port.deletingLastPathComponent().appendingPathComponent("PORTER")
      let current =
        manager.fileExists(atPath: entry.port.appendingPathComponent("PORTED.md").path)
        && (try? String(contentsOf: stampFile, encoding: .utf8)) == stamp
      if !current {
        configuration.progress?("\(app.name): porting the pinned \(entry.pin)")
        var arguments = [
          "--package", entry.source.path, entry.port.path, "--gesturetape",
          configuration.gestureTape.path,
        ]
        // A repository that ships several pods (RxSwift's RxSwift, RxCocoa, RxRelay…) is read
        // through the podspec of the pod pinned, when the port reads a podspec at all.
        for podspec in ["\(entry.pin.name).podspec", "\(entry.pin.name).podspec.json"]
        where manager.fileExists(atPath: entry.source.appendingPathComponent(podspec).path) {
          arguments += ["--podspec", podspec]
          break
        }
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
        try? stamp.write(to: stampFile, atomically: true, encoding: .utf8)
      }
      packages.append(entry.port)
    }
    return Self.withoutBrokenDependencies(packages, notes: notes)
  }

  /// `packages` less each one whose manifest depends on a package folder that holds no
  /// manifest (a pinned library whose port failed, so that its folder was removed), directly or
  /// through another package left out: SwiftPM would stop resolving the whole workspace at it,
  /// failing every app. Each one left out gets a note that names the package it misses.
  static func withoutBrokenDependencies(
    _ packages: [URL], notes: [String: String]
  ) -> (packages: [URL], notes: [String: String]) {
    let manager = FileManager.default
    var kept = packages.map(\.standardizedFileURL)
    var leftOut: Set<URL> = []
    var notes = notes
    var changed = true
    while changed {
      changed = false
      for package in kept {
        let manifest = ExploreWorkspace.read(package, "Package.swift")
        let missing = SwiftPackageManifest.packagePaths(ofManifest: manifest).first { path in
          let folder =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : package.appendingPathComponent(path).standardizedFileURL
          return leftOut.contains(folder)
            || !manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
        }
        guard let missing else { continue }
        kept.removeAll { $0 == package }
        leftOut.insert(package)
        let name = package.lastPathComponent
        let other = URL(fileURLWithPath: missing).lastPathComponent
        notes[name] =
          "left out: it depends on \(other), which is not in the build: "
          + (notes[other] ?? "it has no port")
        changed = true
      }
    }
    return (kept, notes)
  }

  /// Which porter made a kept port: the porter program's size and modification time. A port
  /// made by another build of the porter (a new stand-in, a new rule) is made again, as a build
  /// system rebuilds what a changed tool made. Only the workspace's cache reads it; no report
  /// does.
  func porterStamp() -> String {
    let attributes = try? FileManager.default.attributesOfItem(atPath: configuration.porter.path)
    let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
    let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(size) \(modified)"
  }
}
