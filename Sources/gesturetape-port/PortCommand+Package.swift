import ArgumentParser
import Foundation
import SourcePorting

/// `gesturetape-port --package IN OUT`: a dependency's folder ported as a SwiftPM package.
extension PortCommand {
  func runPackage() throws {
    let manager = FileManager.default
    let inputURL = URL(fileURLWithPath: input).standardizedFileURL
    let outputURL = URL(fileURLWithPath: output).standardizedFileURL
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: inputURL.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw PortError("\(input): no such folder (--package takes a package's folder)") }
    let names = try manager.contentsOfDirectory(atPath: inputURL.path).sorted()
    var package = try readPackage(inputURL, names: names)
    let root = try gestureTapeRoot()
    var paths: [String: String] = [:]
    var products: [String: Set<String>] = [:]
    for entry in dependencies {
      let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw PortError("--dependency \(entry): expected NAME=PATH")
      }
      let folder = URL(fileURLWithPath: parts[1]).standardizedFileURL
      paths[parts[0]] = Self.relativePath(from: outputURL, to: folder)
      // A dependency that is itself a port (or any package whose manifest lists its products
      // plainly) says which products it has.
      if let manifest = try? String(
        contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
      {
        products[parts[0]] = Set(SwiftPackageManifest.libraryProducts(ofManifest: manifest))
      }
    }
    package = package.rebindingProducts(providedBy: products)
    var porter = PackagePorter(
      package: package, input: inputURL,
      gestureTapePath: Self.relativePath(from: outputURL, to: root), dependencyPaths: paths)
    let outputs: [PackagePorter.OutputFile]
    do {
      outputs = try porter.outputs()
    } catch {
      throw PortError(error.description)
    }
    if verbose || !check {
      for line in porter.report { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
    }
    let targets = outputs.map { (outputURL.appendingPathComponent($0.path), $0.contents) }
    if check {
      try checkOutputs(targets, folder: outputURL, listing: Self.packageFiles(in: outputURL))
      print("\(outputs.count) file(s) up to date")
      return
    }
    // The port replaces the folder's ported files: ones no source gives any more go.
    for stale in Self.packageFiles(in: outputURL)
    where !outputs.contains(where: { $0.path == stale }) {
      try? manager.removeItem(at: outputURL.appendingPathComponent(stale))
    }
    try write(targets)
    print("ported \(package.name) (\(porter.portedTargets.count) target(s)) to \(output)")
  }

  /// Files of a package folder that are not the port's (a build's leftovers).
  static let buildLeftovers: Set<String> = ["Package.resolved"]

  /// Every file of a ported package's folder, relative, but the build's leftovers (hidden
  /// folders such as `.build` are not listed at all).
  static func packageFiles(in folder: URL) -> [String] {
    PackagePorter.allFiles(under: folder).filter { !buildLeftovers.contains($0) }
  }

  /// The package the folder's manifest (evaluated as a Mac would) or podspec describes. A
  /// manifest today's SwiftPM cannot evaluate (tools version 3, a version line without its
  /// label — pods pinned years ago ship them) gives way to the pod's podspec when it has one, as
  /// CocoaPods, which built those pins, reads the podspec: a line on standard error says so.
  /// A podspec that declares no Swift version then takes the manifest's: Swift 4 mode for a
  /// manifest of tools version 3 (``PortablePackage/assumeLanguage(ofManifestToolsVersion:at:)``).
  func readPackage(_ folder: URL, names: [String]) throws -> PortablePackage {
    if let manifest = SwiftPackageManifest.manifestFileName(in: names) {
      let path = folder.appendingPathComponent(manifest).path
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw PortError("\(path): cannot read")
      }
      let json: Data
      do {
        json = try Self.dumpPackage(SwiftPackageManifest.hostRewritten(text), path: path)
      } catch let problem as PortError {
        guard podspec != nil || names.contains(where: Self.isPodspec) else {
          throw problem
        }
        let reason = problem.description.split(separator: "\n").dropFirst().first.map {
          String($0).replacingOccurrences(of: "error: ", with: "")
        }
        FileHandle.standardError.write(
          Data(
            ("gesturetape-port: \(path) does not evaluate with today's SwiftPM"
              + (reason.map { " (\($0))" } ?? "") + "; porting through its podspec\n").utf8))
        var package = try readPodspec(folder, names: names)
        package.assumeLanguage(
          ofManifestToolsVersion: SwiftPackageManifest.toolsVersionMajor(ofManifest: text),
          at: path)
        return package
      }
      let package: PortablePackage
      do {
        package = try SwiftPackageManifest.package(fromJSON: json, manifestPath: path)
      } catch {
        throw PortError(error.description)
      }
      // A pod's release taken as CocoaPods fetches it (its podspec's files only) lacks the
      // folders the manifest names: CocoaPods, which built that pin, read the podspec.
      let missing = Self.productTargets(of: package).filter { target in
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent(target.path).path)
      }
      if let first = missing.first, podspec != nil || names.contains(where: Self.isPodspec) {
        FileHandle.standardError.write(
          Data(
            ("gesturetape-port: \(path) names folders the checkout lacks (\(first.path), of "
              + "target \(first.name)); porting through its podspec\n").utf8))
        return try readPodspec(folder, names: names)
      }
      return package
    }
    return try readPodspec(folder, names: names)
  }

  /// The targets the package's library products reach, directly or through other targets,
  /// in the package's order (a target no product reaches is not ported, so its folder may be
  /// missing: a source release without swift-numerics' test executables).
  static func productTargets(of package: PortablePackage) -> [PortablePackage.Target] {
    var reached = Set(package.products.flatMap(\.targets))
    var changed = true
    while changed {
      changed = false
      for target in package.targets where reached.contains(target.name) {
        for case .target(let name) in target.dependencies where reached.insert(name).inserted {
          changed = true
        }
      }
    }
    return package.targets.filter { reached.contains($0.name) }
  }

  /// Whether a file name is a podspec's: `NAME.podspec`, or its JSON form `NAME.podspec.json`.
  static func isPodspec(_ name: String) -> Bool {
    name.hasSuffix(".podspec") || name.hasSuffix(".podspec.json")
  }

  /// The package the folder's podspec (`--podspec`, else its only one) describes.
  func readPodspec(_ folder: URL, names: [String]) throws -> PortablePackage {
    let podspecs = names.filter(Self.isPodspec)
    let chosen: String
    if let podspec {
      chosen = podspec
    } else if podspecs.count == 1 {
      chosen = podspecs[0]
    } else if podspecs.isEmpty {
      throw PortError(
        "\(folder.path): neither a Package.swift nor a .podspec: --package takes a SwiftPM "
          + "package or a CocoaPods pod")
    } else {
      throw PortError(
        "\(folder.path): several podspecs (\(podspecs.joined(separator: ", "))): name one with "
          + "--podspec")
    }
    let path = folder.appendingPathComponent(chosen).path
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw PortError("\(path): cannot read")
    }
    do {
      return try Podspec.package(
        text: text, path: path, files: PackagePorter.allFiles(under: folder))
    } catch {
      throw PortError(error.description)
    }
  }

  /// `swift package dump-package` of `manifest`, written alone into a temporary folder (the
  /// manifest is evaluated; the package's sources are not needed).
  static func dumpPackage(_ manifest: String, path: String) throws -> Data {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-port-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "dump-package", "--package-path", folder.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw PortError("cannot run swift package dump-package: \(error.localizedDescription)")
    }
    let json = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self)
        .replacingOccurrences(of: folder.appendingPathComponent("Package.swift").path, with: path)
      throw PortError("\(path): the manifest does not evaluate:\n\(text)")
    }
    return json
  }

  /// GestureTape's folder: `--gesturetape`, else `GESTURETAPE_ROOT` (set by
  /// Scripts/port-to-linux).
  func gestureTapeRoot() throws -> URL {
    guard
      let path = gestureTapePath ?? ProcessInfo.processInfo.environment["GESTURETAPE_ROOT"]
    else {
      throw PortError(
        "--package needs GestureTape's folder: run Scripts/port-to-linux, or pass --gesturetape PATH"
      )
    }
    return URL(fileURLWithPath: path).standardizedFileURL
  }

  /// `target` as a path relative to the folder `base` (both absolute).
  static func relativePath(from base: URL, to target: URL) -> String {
    let from = base.standardizedFileURL.pathComponents
    let to = target.standardizedFileURL.pathComponents
    var common = 0
    while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
    let ups = Array(repeating: "..", count: from.count - common)
    let path = (ups + to[common...]).joined(separator: "/")
    return path.isEmpty ? "." : path
  }
}
