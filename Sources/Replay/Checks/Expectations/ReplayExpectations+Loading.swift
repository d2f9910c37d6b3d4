import Foundation

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
  public static func load(contentsOf url: URL) throws(ExpectationFileError) -> ReplayExpectations {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ExpectationFileError(path: url.path, reason: "cannot read the file (\(error))")
    }
    return try decode(data, path: url.path)
  }

  /// Decodes expectations from JSON `data`; `path` names the source in errors.
  public static func decode(
    _ data: Data, path: String = "<expectations>"
  ) throws(ExpectationFileError) -> ReplayExpectations {
    let expectations: ReplayExpectations
    do {
      expectations = try JSONDecoder().decode(ReplayExpectations.self, from: data)
    } catch let error as DecodingError {
      throw ExpectationFileError(path: path, reason: describe(error))
    } catch {
      throw ExpectationFileError(path: path, reason: "not valid JSON (\(error))")
    }
    guard expectations.version == currentVersion else {
      throw ExpectationFileError(
        path: path,
        reason: "schema version \(expectations.version) is not supported; expected "
          + "\"version\": \(currentVersion)")
    }
    for (index, spec) in (expectations.views ?? []).enumerated()
    where ReplayMoment(spec.at) == nil {
      throw ExpectationFileError(
        path: path,
        reason: "views[\(index)].at is \"\(spec.at)\"; expected end, release, time:SECONDS or "
          + "progress:VALUE")
    }
    return expectations
  }

  /// The expectations as pretty JSON with sorted keys (stable for committing).
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
