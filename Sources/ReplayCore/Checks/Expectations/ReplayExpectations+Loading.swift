import Foundation
import GestureLog

/// Why an expectation file could not be loaded: names the file and what was expected.
public struct ExpectationFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file.
  public var path: String
  /// What is wrong, as a sentence.
  public var reason: String

  /// An error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}

extension ReplayExpectations {
  /// Loads an expectation file.
  ///
  /// - Parameter url: a `NAME.expect.json` file (docs/expectations.schema.json).
  /// - Throws: `ExpectationFileError` naming the file and what is wrong: unreadable, not JSON (with
  ///   the line), a member the schema does not know (with its JSON path), a value of the wrong
  ///   type,
  ///   or a variant descriptor that does not parse.
  public static func load(contentsOf url: URL) throws(ExpectationFileError) -> ReplayExpectations {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ExpectationFileError(path: url.path, reason: FileProblem.reading(url.path, error))
    }
    return try decode(data, path: url.path)
  }

  /// Decodes expectations from JSON `data`; `path` names the source in errors.
  ///
  /// - Parameters:
  ///   - data: the JSON text of an expectation file.
  ///   - path: the name errors give the source.
  /// - Throws: `ExpectationFileError`, as `load(contentsOf:)`.
  public static func decode(
    _ data: Data, path: String = "<expectations>"
  ) throws(ExpectationFileError) -> ReplayExpectations {
    let text = String(decoding: data, as: UTF8.self)
    let parsed: Any
    do {
      parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      // Foundation's message ("The data is not in the correct format") names no place; say what
      // the file should be instead.
      let detail = (error as NSError).userInfo["NSDebugDescription"] as? String
      throw ExpectationFileError(
        path: path,
        reason: "not valid JSON" + (detail.map { " (\($0))" } ?? "")
          + "; an expectation file is a JSON object (docs/expectations.schema.json)")
    }
    if let problem = ExpectationSchema.file.problem(of: parsed, at: "") {
      let member = problem.path.isEmpty ? "the top level" : problem.path
      throw ExpectationFileError(
        path: path + (Self.place(of: problem.path, in: text).map { ":\($0)" } ?? ""),
        reason: "\(member): \(problem.reason)")
    }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch let error as DecodingError {
      throw ExpectationFileError(path: path, reason: describe(error))
    } catch {
      throw ExpectationFileError(path: path, reason: "not valid JSON (\(error))")
    }
    guard header.version == currentVersion else {
      throw ExpectationFileError(
        path: path,
        reason: "schema version \(header.version) is not supported; expected "
          + "\"version\": \(currentVersion)")
    }
    if let variant = header.settings?.variant {
      do throws(ReplayVariant.ParseError) {
        _ = try ReplayVariant(descriptor: variant)
      } catch {
        throw ExpectationFileError(
          path: path + (Self.place(of: "settings.variant", in: text).map { ":\($0)" } ?? ""),
          reason: "settings.variant: \(error)")
      }
    }
    for (index, step) in (header.before ?? []).enumerated() {
      do throws(ReplayStepTextError) {
        _ = try ReplayStep(text: step)
      } catch {
        let member = "before[\(index)]"
        throw ExpectationFileError(
          path: path + (Self.place(of: member, in: text).map { ":\($0)" } ?? ""),
          reason: "\(member): \(error)")
      }
    }
    let checks: [ReplayCheck]
    do throws(ExpectationProblem) {
      checks = try ReplayCheckCatalogue.read(ExpectationValue(parsed: parsed))
    } catch {
      throw ExpectationFileError(
        path: path + (Self.place(of: error.path, in: text).map { ":\($0)" } ?? ""),
        reason: error.reason)
    }
    if checks.isEmpty {
      throw ExpectationFileError(
        path: path,
        reason: "the file checks nothing; give at least one of "
          + ReplayCheckCatalogue.checkingMembers.joined(separator: ", "))
    }
    var loaded = ReplayExpectations(
      version: header.version, recording: header.recording, scene: header.scene,
      settings: header.settings, checks: checks)
    loaded.before = header.before ?? []
    return loaded
  }

  /// What a replay of `recording` into `scene` should be told about these expectations: the
  /// file names another recording or another scene than the one replayed (a copied file not
  /// edited, or the wrong file passed). Empty when they agree or the file names neither.
  ///
  /// - Parameters:
  ///   - recording: the path of the recording replayed (compared by its last component).
  ///   - scene: the scene's name, or nil when it was not chosen by name (not compared).
  public func mismatchWarnings(recording: String, scene: String?) -> [String] {
    var warnings: [String] = []
    if let named = self.recording,
      URL(fileURLWithPath: named).lastPathComponent
        != URL(fileURLWithPath: recording).lastPathComponent
    {
      warnings.append(
        "the expectation file is for \(named), but \(URL(fileURLWithPath: recording).lastPathComponent) "
          + "is replayed")
    }
    if let named = self.scene, let scene, named != scene {
      warnings.append("the expectation file names scene \(named), but scene \(scene) is replayed")
    }
    return warnings
  }

  /// `LINE:COLUMN` of the last member of `path` (`views[0].opacty` → `"opacty"`) in `text`, 1-based,
  /// or nil when it cannot be found.
  static func place(of path: String, in text: String) -> String? {
    guard let last = path.split(separator: ".").last else { return nil }
    let name = last.split(separator: "[").first.map(String.init) ?? String(last)
    let needle = "\"\(name)\""
    var searchStart = text.startIndex
    while let found = text.range(of: needle, range: searchStart..<text.endIndex) {
      let after = text[found.upperBound...].drop {
        $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
      }
      if after.first == ":" {
        let before = text[text.startIndex..<found.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart =
          before.lastIndex(of: "\n").map { before.index(after: $0) } ?? text.startIndex
        let column = text[lineStart..<found.lowerBound].count + 1
        return "\(line):\(column)"
      }
      searchStart = found.upperBound
    }
    return nil
  }

  /// The expectations as pretty JSON with sorted keys (stable for committing). A file holds one
  /// outcome and one `notStuckWithin`: of several such checks, the first outcome and the
  /// tightest limit are written; checks made in code are left out.
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data()
  }

  private static func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      let text = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
    }
    switch error {
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)): expected a value of type \(type)"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)): expected a \(type), found null"
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])): required member is missing"
    case .dataCorrupted(let context):
      let underlying = context.underlyingError.map { " (\($0))" } ?? ""
      return "\(path(context.codingPath)): \(context.debugDescription)\(underlying)"
    @unknown default:
      return "\(error)"
    }
  }
}
