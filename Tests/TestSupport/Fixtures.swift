import Foundation

/// Paths of the files tests read: the repository's shipped recordings and test fixtures.
///
/// Paths are found from this file's own location, so tests run from any working directory.
public enum Fixtures {
  /// The repository's root folder.
  public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // root

  /// `recordings/` at the repository's root.
  public static let recordings: URL = repositoryRoot.appendingPathComponent("recordings")

  /// `recordings/sources/`: the real recordings as their authors made them (evemu).
  public static let sourceRecordings: URL = recordings.appendingPathComponent("sources")

  /// `Tests/Fixtures/`.
  public static let testFixtures: URL =
    repositoryRoot
    .appendingPathComponent("Tests")
    .appendingPathComponent("Fixtures")

  /// A file under `Tests/Fixtures/`.
  public static func fixture(_ relativePath: String) -> URL {
    testFixtures.appendingPathComponent(relativePath)
  }

  /// A real recording under `recordings/sources/` by a unique part of its file name
  /// (`"logitech"`, `"atmel"`, …).
  public static func sourceRecording(matching fragment: String) -> URL? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sourceRecordings.path)) ?? []
    return names.sorted()
      .first { $0.contains(fragment) && $0.hasSuffix(".evemu") }
      .map { sourceRecordings.appendingPathComponent($0) }
  }

  /// Every real recording under `recordings/sources/`, sorted by name.
  public static var allSourceRecordings: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sourceRecordings.path)) ?? []
    return names.sorted().filter { $0.hasSuffix(".evemu") }
      .map { sourceRecordings.appendingPathComponent($0) }
  }
}
