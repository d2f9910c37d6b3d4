import Foundation

/// Hero's namespace: ``shared`` is the engine app code talks to.
///
/// Replays and tests run synchronously on the main actor, so an engine of their own can be
/// made current for a scope with ``withShared(_:_:)``: app code inside still says
/// `Hero.shared` and reaches that engine, and separate tests use separate engines.
@preconcurrency @MainActor
public enum Hero {
  private static let defaultEngine = HeroTransition()
  private static var overrides: [HeroTransition] = []

  /// The current engine: the innermost ``withShared(_:_:)`` engine, else the process-wide one.
  public static var shared: HeroTransition {
    overrides.last ?? defaultEngine
  }

  /// Runs `body` with `engine` as ``shared``, then restores the previous one.
  public static func withShared<R>(
    _ engine: HeroTransition, _ body: () throws -> R
  ) rethrows -> R {
    overrides.append(engine)
    defer { overrides.removeLast() }
    return try body()
  }
}
