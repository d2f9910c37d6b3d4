/// The scenes a command-line tool can replay into, by name (`replay --scene NAME`, the
/// `"scene"` of an expectation file).
///
/// Register scenes before the commands run: `gesturetape` registers the demo as `demo`; a
/// package's own tool registers its scenes with `GestureTapeTool.main(scenes:)`. The first
/// scene registered is the default. The replayer itself knows no scene.
@MainActor
public enum ReplaySceneRegistry {
  /// One registered scene.
  public struct Entry: Sendable {
    /// The name (`--scene NAME`).
    public var name: String
    /// One line for `--help`.
    public var summary: String
    /// Builds a fresh scene for one replay.
    public var make: @MainActor @Sendable () -> any ReplayScene

    /// A scene called `name` that `make` builds.
    public init(
      _ name: String, summary: String = "",
      make: @escaping @MainActor @Sendable () -> any ReplayScene
    ) {
      self.name = name
      self.summary = summary
      self.make = make
    }
  }

  /// The registered scenes, in registration order.
  public private(set) static var entries: [Entry] = []

  /// Registers `entry`, replacing a scene of the same name (which keeps its place).
  ///
  /// - Parameter entry: the scene's name, summary (for `--help`) and maker.
  public static func register(_ entry: Entry) {
    if let index = entries.firstIndex(where: { $0.name == entry.name }) {
      entries[index] = entry
    } else {
      entries.append(entry)
    }
  }

  /// Registers a scene called `name` that `make` builds.
  ///
  /// - Parameters:
  ///   - name: what `--scene` and an expectation file's `scene` call it.
  ///   - summary: one line for `--help`.
  ///   - make: builds a fresh scene for each replay.
  public static func register(
    _ name: String, summary: String = "",
    make: @escaping @MainActor @Sendable () -> any ReplayScene
  ) {
    register(Entry(name, summary: summary, make: make))
  }

  /// Removes every scene (for tests).
  public static func removeAll() {
    entries.removeAll()
  }

  /// The registered names, in order.
  public static var names: [String] { entries.map(\.name) }

  /// The default scene's name: the first registered.
  public static var defaultName: String? { entries.first?.name }

  /// A fresh scene called `name`, or nil when none is registered under it.
  ///
  /// - Parameter name: the registered name (`demo` and `demo-nav` are built in).
  public static func scene(named name: String) -> (any ReplayScene)? {
    entries.first { $0.name == name }?.make()
  }
}
