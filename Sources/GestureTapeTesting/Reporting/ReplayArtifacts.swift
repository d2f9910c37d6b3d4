import Foundation

/// Where a failing assertion leaves something to look at: the replay viewer
/// (`ReplayViewer`) of the result it checked, one HTML file per failure, in a folder CI can
/// upload.
///
/// The folder is `GESTURETAPE_ARTIFACTS` when set (a relative path is taken from the current
/// directory), otherwise `.build/gesturetape-artifacts/` in the package of the failing test
/// (found by walking up from its `#filePath` to a `Package.swift`). Files are named after the
/// test file, the line and the recording, so a re-run replaces its own file and nothing else.
public enum ReplayArtifacts {
  /// The folder artifacts go to for a test at `filePath`, given the process's `environment`.
  /// `GESTURETAPE_ARTIFACTS` when set, else `.build/gesturetape-artifacts` of the nearest folder
  /// above the test file with a `Package.swift` (of the working directory when there is none).
  ///
  /// - Parameters:
  ///   - filePath: the test file's path.
  ///   - environment: the variables to read (the process's by default).
  public static func directory(
    filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let configured = environment["GESTURETAPE_ARTIFACTS"], !configured.isEmpty {
      return URL(fileURLWithPath: configured, isDirectory: true)
    }
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder.appendingPathComponent(".build/gesturetape-artifacts", isDirectory: true)
      }
      folder = folder.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent(".build/gesturetape-artifacts", isDirectory: true)
  }

  /// Writes the viewer of `result` for a failure at `filePath`:`line`, listing `failures` and
  /// opening on the first one's frame; returns its path, or why it could not be written.
  ///
  /// - Parameters:
  ///   - result: the replay.
  ///   - failures: the failed checks to list.
  ///   - filePath: the test file's path (names the viewer and picks the folder).
  ///   - line: the failing call's line (names the viewer).
  public static func writeViewer(
    for result: ReplayResult, failures: [ReplayFailure] = [], filePath: String, line: UInt
  ) -> Result<URL, any Error> {
    let folder = directory(filePath: filePath)
    let test = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    let recording = URL(fileURLWithPath: result.source).deletingPathExtension().lastPathComponent
    let name = sanitized("\(test)-L\(line)-\(recording)") + ".html"
    let url = folder.appendingPathComponent(name)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try ReplayViewer.html(result, failures: failures).write(
        to: url, atomically: true, encoding: .utf8)
      return .success(url)
    } catch {
      return .failure(error)
    }
  }

  /// `message` with the line that names the viewer written for it.
  static func annotated(
    _ message: String, result: ReplayResult, failures: [ReplayFailure] = [], filePath: String,
    line: UInt
  ) -> String {
    annotated(
      message, viewer: writeViewer(for: result, failures: failures, filePath: filePath, line: line))
  }

  /// `message` with the line that names `viewer` (or why it could not be written).
  static func annotated(_ message: String, viewer: Result<URL, any Error>) -> String {
    switch viewer {
    case .success(let url): return message + "\n  Replay viewer: \(url.path)"
    case .failure(let error):
      return message + "\n  (The replay viewer could not be written: \(error))"
    }
  }

  private static func sanitized(_ text: String) -> String {
    String(
      text.map { character -> Character in
        character.isLetter || character.isNumber || character == "-" || character == "_"
          ? character : "_"
      })
  }
}
