import Foundation
import Replay

/// A session step written on the command line (`--before 'tap row 2'`): what a user does
/// before the gesture under test, in ``ReplayStep/init(text:relativeTo:)``'s forms (relative
/// `replay FILE` paths from the working directory).
enum StepText {
  /// The grammar, for `--help`.
  static var grammar: String { ReplayStep.textGrammar }

  /// The step `text` says, or a sentence saying what is wrong.
  static func parse(_ text: String) -> Result<ReplayStep, StepTextError> {
    do throws(ReplayStepTextError) {
      return .success(try ReplayStep(text: text))
    } catch {
      return .failure(StepTextError(error))
    }
  }
}

/// A `--before` value that is not a step: ``ReplayStepTextError`` named by its option.
struct StepTextError: Error, Equatable, CustomStringConvertible {
  let underlying: ReplayStepTextError

  init(_ underlying: ReplayStepTextError) { self.underlying = underlying }

  var description: String { "--before \(underlying.description)" }
}
