import Synchronization

/// Whether an object is still alive, for ``WeakReference``: the object holds its token and
/// ends it when it goes away; references hold the token, not the object.
///
/// Swift's `weak` gives its object a side table the first time it is referenced weakly, and from
/// then on every retain and release of that object takes the runtime's slow path. HeadlessUI's
/// views, windows, controllers and recognizers are referenced weakly all the time (a
/// recognizer's view, a touch's window, a layout's collection view, as in UIKit) and retained on
/// every event, so they answer weak references with this token instead: 0.31 M instructions of a
/// replay, 5.3 % of the replay benchmark, and more of its wall time (the slow paths are atomic
/// operations on a second object; docs/PERFORMANCE.md, "Unsafe code").
///
/// Nothing here is unsafe: the flag is atomic, and a ``WeakReference`` holds its object with a
/// checked `unowned` reference, read only while the token is alive (were a reference read as
/// its object went away on another thread, the read would trap, not read freed memory).
public final class LifetimeToken: Sendable {
  private let alive = Atomic<Bool>(true)

  /// Whether the object is alive (false from its deinitialization on).
  public var isAlive: Bool { alive.load(ordering: .acquiring) }

  /// A token of a live object.
  public init() {}

  /// The token of `object` when its class answers weak references with one (``LifetimeTracked``;
  /// the answer is remembered per class), else nil.
  @MainActor
  public static func of(_ object: AnyObject) -> LifetimeToken? {
    TypeLookup.cast(object, to: (any LifetimeTracked).self)?.lifetimeToken
  }

  /// Marks the object gone: every ``WeakReference`` to it reads nil from now on.
  public func end() {
    alive.store(false, ordering: .releasing)
  }

  /// Where a ``LifetimeTracked`` object keeps its token: made when first asked for (safely
  /// from any thread), ended by the object's `deinit` (`deinit { lifetime.end() }`).
  public struct Slot: ~Copyable, Sendable {
    private let token = AtomicLazyReference<LifetimeToken>()

    /// An empty slot (no token until one is asked for).
    public init() {}

    /// The token, made on first use.
    public func get() -> LifetimeToken {
      token.load() ?? token.storeIfNil(LifetimeToken())
    }

    /// Ends the token, if one was made.
    public func end() {
      token.load()?.end()
    }
  }

  /// Stores `value` in a weak property typed by a protocol: through its token when its class has
  /// one (`token` and the unretained `tracked`), else in `untracked`, a Swift `weak` property
  /// (`tracked` is nil then). The property reads `tracked` while `token` lives, else
  /// `untracked`.
  @MainActor @inline(__always)
  static func assign<Value>(
    _ value: Value?, token: inout LifetimeToken?, tracked: inout Value?,
    untracked: inout Value?
  ) {
    var found: LifetimeToken?
    if let value { found = of(value as AnyObject) }
    token = found
    tracked = found == nil ? nil : value
    untracked = found == nil ? value : nil
  }
}

/// An object that answers weak references with a ``LifetimeToken``: it creates the token when
/// first asked (``lifetimeToken``) and ends it in its `deinit`.
///
/// A ``WeakReference`` is read on the main actor, and is meant for references inside one object
/// graph. The token ends when the class that declares the conformance deinitializes, which is
/// after the object's last reference went and after the `deinit` of any subclass: in between,
/// the token still reads alive, and a ``WeakReference`` read then traps (its `unowned` reference
/// will not give an object that is going away). Inside one graph nothing reads it then; a graph
/// may be released on another thread, though (a test framework releasing a suite's instance),
/// or a window's `isolated deinit` may wait for the main actor, and code of other graphs may run
/// meanwhile: so globals (the key windows, the most recent clock, Hero's controller table, the
/// replay scene's observers) keep Swift's `weak`, which stops reading an object the instant its
/// last reference goes.
public protocol LifetimeTracked: AnyObject {
  /// The object's token (created on first use).
  var lifetimeToken: LifetimeToken { get }
}
