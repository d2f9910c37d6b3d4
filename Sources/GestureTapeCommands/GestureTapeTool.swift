import ArgumentParser
import Foundation
import Replay
import Synchronization

/// A `gesturetape`-style tool for a package's own scenes: `replay`, `plot`, `inspect` and
/// `convert`, with the package's scenes registered for `--scene` and expectation files.
///
/// ```swift
/// import GestureTapeCommands
/// import Replay
///
/// @main
/// enum MyScenes {
///   static func main() {
///     GestureTapeTool.main(scenes: [
///       .init("cards", summary: "swipe a card away") { .app { CardsViewController() } },
///     ])
///   }
/// }
/// ```
///
/// `swift run my-scenes replay recordings/x.gtape --scene cards --expect recordings/x.expect.json`
/// then replays into the package's own controllers. The first scene is the default.
public enum GestureTapeTool {
  /// Registers `scenes` (the first is the default) and runs the command line. Two scenes of
  /// one name (two apps' scene lists joined) stop the tool with exit status 64, naming them:
  /// `--scene NAME` and an expectation file's `"scene"` would otherwise pick one silently.
  public static func main(
    scenes: [ReplaySceneRegistry.Entry], arguments: [String]? = nil
  ) -> Never {
    let twice = duplicateNames(in: scenes)
    if !twice.isEmpty {
      FileHandle.standardError.write(
        Data(
          ("error: more than one scene is called \(twice.map { "'\($0)'" }.joined(separator: ", ")):"
            + " give each scene of GestureTapeTool.main(scenes:) its own name\n").utf8))
      exit(64)
    }
    MainActor.assumeIsolated {
      for scene in scenes { ReplaySceneRegistry.register(scene) }
      registerForHelp()
    }
    CommandErrors.run(ScenesCommand.self, arguments)
  }

  /// The names that more than one of `scenes` has, sorted (none: every name is distinct).
  ///
  /// - Parameter scenes: the scenes a tool is about to register.
  /// - Returns: each repeated name once.
  public static func duplicateNames(in scenes: [ReplaySceneRegistry.Entry]) -> [String] {
    var seen: Set<String> = []
    var twice: Set<String> = []
    for scene in scenes where !seen.insert(scene.name).inserted { twice.insert(scene.name) }
    return twice.sorted()
  }

  /// The registered scenes as `--help` lists them (`demo (default): …; cards: …`), as of the
  /// last registration through ``registerForHelp()``; readable from any thread, since
  /// ArgumentParser builds a command's help wherever it parses.
  public static var sceneListing: String {
    helpListing.withLock { $0 }
  }

  /// Takes the registry's scenes into ``sceneListing`` (call after registering them).
  @MainActor
  public static func registerForHelp() {
    let listing = SceneChoice.listing()
    helpListing.withLock { $0 = listing }
  }

  private static let helpListing = Mutex("none registered")

  /// The commands a scenes tool offers.
  public static let subcommands: [any ParsableCommand.Type] = [
    ReplayCommand.self, HuntCommand.self, PlotCommand.self, ViewCommand.self, InspectCommand.self,
    ConvertCommand.self, SchemaCommand.self,
  ]
}

/// The root command of a package's scenes tool (named after its executable).
struct ScenesCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent },
      abstract: "Replay gesture logs into this package's scenes, plot, inspect and convert them.",
      discussion: "Scenes: " + GestureTapeTool.sceneListing,
      version: GestureTapeVersion.current,
      subcommands: GestureTapeTool.subcommands)
  }
}
