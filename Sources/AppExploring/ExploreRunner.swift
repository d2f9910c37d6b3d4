import AppCompatibility
import Foundation
import ReplayCore

/// The child process `gesturetape explore` builds for an app: its `main` launches the app the
/// bundle holds and walks it with an ``AppExplorer``, writing the `ExploreRunnerReport` as
/// JSON. The host runs it in its own process so that a trap in the app ends one attempt, never
/// the tool; before each run a marker goes to the progress file, so the host knows where a
/// crash happened and skips that run on the next attempt.
///
/// Arguments (written by the host, not by people): `--out FILE` (the report), `--progress
/// FILE` (markers, appended), `--recordings DIR` (GestureTape's `recordings/`), `--artifacts
/// DIR`, `--depth N`, `--max-screens N`, `--max-runs N`, `--skip KEY` (repeatable).
public enum ExploreRunner {
  /// Runs the explorer on the app `bundle` holds, with the process's arguments; exits 2 on
  /// bad arguments or an unreadable recording.
  ///
  /// - Parameters:
  ///   - bundle: the ported app's resources (its `appResources`).
  ///   - module: the app's module (nil: from the bundle's name).
  ///   - engine: the transition engine the app calls besides UIKit (`.hero` for an app that
  ///     imports Hero); nil: none.
  @MainActor
  public static func main(
    bundle: Bundle, module: String? = nil, engine: ReplayEngine? = nil
  ) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      let parsed = try Arguments(arguments)
      let explorer = try AppExplorer(options: parsed.options) {
        .launch(bundle, module: module, engine: engine)
      }
      let report = explorer.explore()
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
      try encoder.encode(report).write(to: parsed.out)
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("explore-runner: \(error)\n".utf8))
      exit(2)
    }
  }

  /// The arguments, read.
  struct Arguments {
    var out: URL
    var options: ExploreOptions

    struct Bad: Error, CustomStringConvertible {
      let description: String
    }

    init(_ arguments: [String]) throws {
      var out: URL?
      var recordings: URL?
      var options = ExploreOptions(recordings: [])
      var index = 0
      func value() throws -> String {
        index += 1
        guard index < arguments.count else {
          throw Bad(description: "\(arguments[index - 1]) takes a value")
        }
        return arguments[index]
      }
      func number() throws -> Int {
        let text = try value()
        guard let number = Int(text), number >= 0 else {
          throw Bad(description: "\(arguments[index - 1]): '\(text)' is not a count")
        }
        return number
      }
      while index < arguments.count {
        switch arguments[index] {
        case "--out": out = URL(fileURLWithPath: try value())
        case "--progress":
          let path = try value()
          if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
          }
          options.progress = FileHandle(forWritingAtPath: path)
          _ = try? options.progress?.seekToEnd()
        case "--recordings": recordings = URL(fileURLWithPath: try value())
        case "--artifacts": options.artifacts = URL(fileURLWithPath: try value())
        case "--depth": options.depth = try number()
        case "--max-screens": options.maximumScreens = try number()
        case "--max-runs": options.maximumRuns = try number()
        case "--skip": options.skippedRuns.insert(try value())
        default: throw Bad(description: "unknown argument '\(arguments[index])'")
        }
        index += 1
      }
      guard let out, let recordings else {
        throw Bad(description: "--out and --recordings are required")
      }
      self.out = out
      options.recordings = ExploreRecording.standard(in: recordings)
      self.options = options
    }
  }
}
