import Foundation

extension ReplayStep {
  /// The step forms ``init(text:relativeTo:)`` reads, for help texts and error messages.
  public static let textGrammar = """
    'tap row N [section S]', 'tap label TEXT', 'tap id IDENTIFIER', 'tap hero ID', 'tap back', \
    'tap X,Y', 'wait SECONDS', 'settle', 'replay FILE'
    """

  /// A step written as a user says it — on the command line (`--before 'tap row 2'`), in an
  /// expectation file's `before` member, in a hunt's generated test:
  ///
  /// | text | step |
  /// | --- | --- |
  /// | `tap row N` / `tap row N section S` | a tap on that cell of the frontmost list |
  /// | `tap label TEXT` | a tap on the view a user reads as TEXT (a label, a button's title) |
  /// | `tap id IDENTIFIER` | a tap on the view with that accessibility identifier |
  /// | `tap hero ID` | a tap on the view with that heroID |
  /// | `tap back` | a tap on the navigation bar's back button |
  /// | `tap X,Y` | a tap at that point of the window, in points |
  /// | `wait SECONDS` | nothing happens for that long (0…3600) |
  /// | `settle` | everything running ends |
  /// | `replay FILE` | every gesture of another recording (a recorded tap) |
  ///
  /// Words are separated by spaces; the verbs and `row`, `section`, `label`, `id`, `hero` are
  /// read in any case; a label's text and an identifier are kept as written.
  ///
  /// - Parameters:
  ///   - text: the step.
  ///   - folder: where a relative `replay FILE` is found (nil: the working directory).
  /// - Throws: ``ReplayStepTextError`` saying what is wrong with `text`.
  public init(text: String, relativeTo folder: URL? = nil) throws(ReplayStepTextError) {
    let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard let verb = words.first?.lowercased() else { throw .init(text, "it is empty") }
    let rest = words.dropFirst()
    switch verb {
    case "settle":
      guard rest.isEmpty else { throw .init(text, "'settle' takes nothing") }
      self = .settle
    case "wait":
      guard rest.count == 1, let seconds = Double(rest[rest.startIndex]), seconds.isFinite,
        seconds >= 0, seconds <= 3600
      else { throw .init(text, "'wait' takes seconds from 0 to 3600") }
      self = .wait(.seconds(seconds))
    case "replay":
      guard !rest.isEmpty else { throw .init(text, "'replay' takes a file") }
      let path = rest.joined(separator: " ")
      let url =
        if let folder, !path.hasPrefix("/") {
          folder.appendingPathComponent(path)
        } else {
          URL(fileURLWithPath: path)
        }
      self = .replay(contentsOf: url.standardizedFileURL)
    case "tap":
      self = .tap(try Self.tapTarget(Array(rest), text: text))
    default:
      throw .init(text, "unknown step '\(verb)'")
    }
  }

  private static func tapTarget(
    _ words: [String], text: String
  ) throws(ReplayStepTextError) -> ReplayTarget {
    guard let kind = words.first?.lowercased() else {
      throw .init(text, "'tap' takes what to tap")
    }
    let rest = Array(words.dropFirst())
    let joined = rest.joined(separator: " ")
    switch kind {
    case "row":
      guard let row = rest.first.flatMap({ Int($0) }), row >= 0 else {
        throw .init(text, "'tap row' takes a row number from 0")
      }
      if rest.count == 1 { return .row(row) }
      guard rest.count == 3, rest[1].lowercased() == "section", let section = Int(rest[2]),
        section >= 0
      else { throw .init(text, "write 'tap row N section S'") }
      return .cell(row: row, section: section)
    case "label":
      guard !joined.isEmpty else { throw .init(text, "'tap label' takes the text") }
      return .label(joined)
    case "id":
      guard !joined.isEmpty else { throw .init(text, "'tap id' takes an identifier") }
      return .accessibilityIdentifier(joined)
    case "hero":
      guard !joined.isEmpty else { throw .init(text, "'tap hero' takes an id") }
      return .heroID(joined)
    case "back":
      guard rest.isEmpty else { throw .init(text, "'tap back' takes nothing") }
      return .backButton
    default:
      let parts = words.joined().split(separator: ",")
      guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite,
        y.isFinite
      else { throw .init(text, "'tap' takes row, label, id, hero, back or a point X,Y") }
      return .point(x: x, y: y)
    }
  }
}

/// A step text that is not one of ``ReplayStep/init(text:relativeTo:)``'s forms.
public struct ReplayStepTextError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text as given.
  public let text: String
  /// What is wrong with it, as a phrase.
  public let reason: String

  init(_ text: String, _ reason: String) {
    self.text = text
    self.reason = reason
  }

  /// `'TEXT': REASON (steps: …)`.
  public var description: String { "'\(text)': \(reason) (steps: \(ReplayStep.textGrammar))" }
}
