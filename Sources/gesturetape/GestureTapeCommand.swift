import ArgumentParser
import DemoScene
import GestureTapeCommands
import Replay

/// The `gesturetape` command: record, inspect, convert and replay gesture logs.
@main
struct GestureTapeCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "gesturetape",
      abstract: "Record, inspect, convert and replay gesture logs.",
      discussion: """
        A gesture log holds the raw evdev frames of one or more input devices (touchpads, \
        mice, touchscreens, phones) with their device descriptions. gesturetape reads its own \
        format (.gtape), evemu recordings (evemu-record), libinput recordings (libinput \
        record) and Android's getevent text (adb shell getevent -lt); the format of an input \
        file is detected from its content.

        Scenes for replay, plot and view (--scene): \(GestureTapeTool.sceneListing).

        Exit status: 0 done and every check passed; 1 a check failed; 2 the input, an option \
        or the environment is wrong (docs/CLI.md).
        """,
      version: GestureTapeVersion.current,
      subcommands: [
        InspectCommand.self, ConvertCommand.self, DevicesCommand.self, RecordCommand.self,
        ReplayCommand.self, HuntCommand.self, PlotCommand.self, ViewCommand.self,
        ExploreCommand.self, SchemaCommand.self,
      ]
    )
  }

  /// Registers the demo as the default scene, then runs the command line.
  ///
  /// A plain `record` command line is parsed by ``RecordCommand/quickParse(_:)``, without
  /// ArgumentParser's reflection and without registering the scenes: the recorder stays
  /// resident for as long as it records, and that work would keep megabytes of the binary
  /// mapped in (docs/PERFORMANCE.md). Anything else — help, a usage error — goes through the
  /// whole command tree, so what is printed does not change.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == RecordCommand.configuration.commandName,
      let record = RecordCommand.quickParse(Array(arguments.dropFirst()))
    {
      do {
        try record.run()
        return
      } catch {
        exit(withError: error)  // record's own errors already exit 2 (docs/CLI.md)
      }
    }
    MainActor.assumeIsolated {
      ReplaySceneRegistry.register(DemoReplayScene.registryEntry)
      ReplaySceneRegistry.register(DemoReplayScene.navigationRegistryEntry)
      GestureTapeTool.registerForHelp()
    }
    CommandErrors.run(GestureTapeCommand.self, nil)
  }
}
