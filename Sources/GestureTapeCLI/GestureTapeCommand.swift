import ArgumentParser

/// The `gesturetape` command: record, inspect, convert and replay gesture logs.
@main
struct GestureTapeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gesturetape",
    abstract: "Record, inspect, convert and replay gesture logs.",
    subcommands: []
  )
}
