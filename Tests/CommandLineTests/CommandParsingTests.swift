import ArgumentParser
import GestureLog
import Testing

@testable import GestureTapeCommands
@testable import gesturetape

/// The command line parses as documented, in process.
@Suite("Command parsing")
struct CommandParsingTests {
  @Test("inspect takes a file and --json")
  func inspect() throws {
    let command = try GestureTapeCommand.parseAsRoot(["inspect", "a.evemu", "--json"])
    let inspect = try #require(command as? InspectCommand)
    #expect(inspect.file == "a.evemu")
    #expect(inspect.json)
    let plain = try #require(
      try GestureTapeCommand.parseAsRoot(["inspect", "b.yml"]) as? InspectCommand)
    #expect(!plain.json)
  }

  @Test("inspect without a file is a usage error")
  func inspectNeedsFile() {
    #expect(throws: (any Error).self) { try GestureTapeCommand.parseAsRoot(["inspect"]) }
  }

  @Test("convert takes IN OUT and an optional --to")
  func convert() throws {
    let command = try GestureTapeCommand.parseAsRoot([
      "convert", "a.evemu", "b.out", "--to", "libinput",
    ])
    let convert = try #require(command as? ConvertCommand)
    #expect(convert.input == "a.evemu")
    #expect(convert.output == "b.out")
    #expect(convert.to == .libinputRecord)
  }

  @Test("convert takes the output format from OUT's extension when --to is absent")
  func convertByExtension() throws {
    for (name, format) in [
      ("x.gtape", GestureLogFormat.native), ("x.evemu", .evemu), ("x.yml", .libinputRecord),
      ("x.YAML", .libinputRecord),
    ] {
      #expect(RecordingFiles.format(forExtensionOf: name) == format)
      let command = try GestureTapeCommand.parseAsRoot(["convert", "in.evemu", name])
      #expect(command is ConvertCommand)
    }
    #expect(RecordingFiles.format(forExtensionOf: "x.txt") == nil)
  }

  @Test("convert to an unknown extension without --to is a usage error naming the fix")
  func convertUnknownExtension() {
    do {
      _ = try GestureTapeCommand.parseAsRoot(["convert", "in.evemu", "out.txt"])
      Issue.record("parsed")
    } catch {
      let message = GestureTapeCommand.message(for: error)
      #expect(message.contains("--to native|evemu|libinput"))
    }
  }

  @Test("--to rejects an unknown format")
  func unknownFormat() {
    #expect(throws: (any Error).self) {
      try GestureTapeCommand.parseAsRoot(["convert", "a", "b.gtape", "--to", "csv"])
    }
  }
}
