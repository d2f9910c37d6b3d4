import ArgumentParser
import Foundation
import Replay

/// `gesturetape schema`: the JSON Schema of expectation files, generated from the checks.
public struct SchemaCommand: ParsableCommand {
  /// The command's name, help and discussion.
  public static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of expectation files (NAME.expect.json).",
    discussion: """
      The schema is generated from the checks themselves: every check of the catalogue \
      (outcome, notStuckWithin, release, views, followsFinger, noJump, velocityContinuous, \
      cameToRest, responds, completesOnce, nextTransitionCompletes, animatedEnd) with its \
      members and what they hold. docs/expectations.schema.json is this output; point an \
      editor or a CI validator at it.
      """
  )

  /// A command with no arguments parsed yet.
  public init() {}

  /// Prints the schema to standard output.
  public func run() throws {
    FileHandle.standardOutput.write(ExpectationSchema.fileJSONSchema)
  }
}
