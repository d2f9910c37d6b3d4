import Foundation
import Replay

/// A session step written on the command line (`--before 'tap row 2'`): what a user does
/// before the gesture under test.
///
/// | text | step |
/// | --- | --- |
/// | `tap row N` / `tap row N section S` | a tap on that cell of the frontmost list |
/// | `tap label TEXT` | a tap on the view a user reads as TEXT (a label, a button's title) |
/// | `tap id IDENTIFIER` | a tap on the view with that accessibility identifier |
/// | `tap hero ID` | a tap on the view with that heroID |
/// | `tap X,Y` | a tap at that point of the window, in points |
/// | `wait SECONDS` | nothing happens for that long |
/// | `settle` | everything running ends |
/// | `replay FILE` | another recording (a recorded tap) |
enum StepText {
  /// The grammar, for `--help`.
  static let grammar = """
    'tap row N [section S]', 'tap label TEXT', 'tap id IDENTIFIER', 'tap hero ID', 'tap X,Y', \
    'wait SECONDS', 'settle', 'replay FILE'
    """

  /// The step `text` says, or a sentence saying what is wrong.
  static func parse(_ text: String) -> Result<ReplayStep, StepTextError> {
    let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard let verb = words.first?.lowercased() else { return .failure(.init(text, "it is empty")) }
    let rest = words.dropFirst()
    switch verb {
    case "settle":
      return rest.isEmpty ? .success(.settle) : .failure(.init(text, "'settle' takes nothing"))
    case "wait":
      guard rest.count == 1, let seconds = Double(rest[rest.startIndex]), seconds.isFinite,
        seconds >= 0, seconds <= 3600
      else { return .failure(.init(text, "'wait' takes seconds from 0 to 3600")) }
      return .success(.wait(.seconds(seconds)))
    case "replay":
      guard !rest.isEmpty else { return .failure(.init(text, "'replay' takes a file")) }
      return .success(.replay(contentsOf: URL(fileURLWithPath: rest.joined(separator: " "))))
    case "tap":
      return tap(Array(rest), text: text).map { ReplayStep.tap($0) }
    default:
      return .failure(.init(text, "unknown step '\(verb)'"))
    }
  }

  private static func tap(_ words: [String], text: String) -> Result<ReplayTarget, StepTextError> {
    guard let kind = words.first?.lowercased() else {
      return .failure(.init(text, "'tap' takes what to tap"))
    }
    let rest = Array(words.dropFirst())
    let joined = rest.joined(separator: " ")
    switch kind {
    case "row":
      guard let row = rest.first.flatMap({ Int($0) }), row >= 0 else {
        return .failure(.init(text, "'tap row' takes a row number from 0"))
      }
      if rest.count == 1 { return .success(.row(row)) }
      guard rest.count == 3, rest[1].lowercased() == "section", let section = Int(rest[2]),
        section >= 0
      else { return .failure(.init(text, "write 'tap row N section S'")) }
      return .success(.cell(row: row, section: section))
    case "label":
      return joined.isEmpty
        ? .failure(.init(text, "'tap label' takes the text")) : .success(.label(joined))
    case "id":
      return joined.isEmpty
        ? .failure(.init(text, "'tap id' takes an identifier"))
        : .success(.accessibilityIdentifier(joined))
    case "hero":
      return joined.isEmpty
        ? .failure(.init(text, "'tap hero' takes an id")) : .success(.heroID(joined))
    default:
      let parts = words.joined().split(separator: ",")
      guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite,
        y.isFinite
      else {
        return .failure(
          .init(text, "'tap' takes row, label, id, hero or a point X,Y"))
      }
      return .success(.point(x: x, y: y))
    }
  }
}

/// A step text that is not one of ``StepText``'s forms.
struct StepTextError: Error, Equatable, CustomStringConvertible {
  let text: String
  let reason: String

  init(_ text: String, _ reason: String) {
    self.text = text
    self.reason = reason
  }

  var description: String { "--before '\(text)': \(reason) (steps: \(StepText.grammar))" }
}
