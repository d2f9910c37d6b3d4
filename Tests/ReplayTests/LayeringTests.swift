import Foundation
import Testing

/// The seams of Package.swift, checked in the sources: SwiftPM on Linux lets a module import
/// another that is built beside it without declaring it, so a declaration alone does not hold.
@Suite struct LayeringTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// The modules each Replay module's files may import: the standard library's, and the
  /// layers below it (never a transition engine, never a layer beside or above).
  static let standard: Set<String> = ["Foundation", "Synchronization"]
  static let core: Set<String> = ["GestureLog", "InputDevices", "Kinematics", "HeadlessUI"]
  static let allowed: [String: Set<String>] = [
    "ReplayCore": standard.union(core),
    "ReplayReports": standard.union(core).union(["ReplayCore"]),
    "ReplayHunt": standard.union(core).union(["ReplayCore"]),
  ]

  static func imports(of module: String) throws -> [(file: String, module: String)] {
    let folder = sources.appendingPathComponent(module)
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
    var found: [(String, String)] = []
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0.hasPrefix("@") })
        else { continue }
        found.append((path, String(words[index + 1])))
      }
    }
    return found
  }

  @Test(arguments: ["ReplayCore", "ReplayReports", "ReplayHunt"])
  func importsOnlyWhatItsLayerAllows(_ module: String) throws {
    let imports = try Self.imports(of: module)
    #expect(!imports.isEmpty)
    let allowed = try #require(Self.allowed[module])
    for (file, imported) in imports {
      #expect(allowed.contains(imported), "\(module)/\(file) imports \(imported)")
    }
  }
}
