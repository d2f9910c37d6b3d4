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
    /// How Swift code builds the same scene, for the tests a hunt writes (nil: they take it from
    /// the registry, so their test target must register it).
    public var source: Source?

    /// A scene called `name` that `make` builds.
    ///
    /// - Parameters:
    ///   - name: what `--scene` and an expectation file's `scene` call it.
    ///   - summary: one line for `--help`.
    ///   - source: how a test builds the same scene (`Source(module: "MyAppScenes",
    ///     expression: "MyScenes.checkout()")`); nil: a hunt's tests look it up by name.
    ///   - make: builds a fresh scene for each replay.
    public init(
      _ name: String, summary: String = "", source: Source? = nil,
      make: @escaping @MainActor @Sendable () -> any ReplayScene
    ) {
      self.name = name
      self.summary = summary
      self.source = source
      self.make = make
    }
  }

  /// How Swift code builds a registered scene: `import module`, then `expression`, which
  /// evaluates to a scene (`some ReplayScene` or `any ReplayScene`; it may `try`).
  public struct Source: Hashable, Sendable {
    /// The module to import (the target that defines the scene).
    public var module: String
    /// The expression, e.g. `CheckoutScenes.payment()`.
    public var expression: String

    /// A source.
    public init(module: String, expression: String) {
      self.module = module
      self.expression = expression
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

  /// How Swift code builds the scene called `name` (nil: none registered, or registered
  /// without a source).
  public static func source(named name: String) -> Source? {
    entries.first { $0.name == name }?.source
  }

  /// A fresh scene called `name`, or nil when none is registered under it.
  ///
  /// - Parameter name: the registered name (`demo` and `demo-nav` are built in).
  public static func scene(named name: String) -> (any ReplayScene)? {
    entries.first { $0.name == name }?.make()
  }
}

extension Array where Element == ReplaySceneRegistry.Entry {
  /// These entries, each with the source a test builds it from: the entry of the same name in
  /// `list`, a Swift expression for this array that `module` makes public (e.g.
  /// `TransitionScenes.entries` in `TransitionsApp`). Entries with a source keep theirs.
  ///
  /// - Parameters:
  ///   - list: the array's Swift expression.
  ///   - module: the module that defines it.
  public func buildable(from list: String, in module: String) -> [ReplaySceneRegistry.Entry] {
    map { entry in
      guard entry.source == nil else { return entry }
      var made = entry
      let quoted = entry.name.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      made.source = ReplaySceneRegistry.Source(
        module: module,
        expression: "try #require(\(list).first { $0.name == \"\(quoted)\" }).make()")
      return made
    }
  }
}
