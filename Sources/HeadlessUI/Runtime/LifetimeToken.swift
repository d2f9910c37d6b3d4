/// Whether an object is still alive, for ``WeakReference``: the object holds its token and
/// ends it when it goes away; references hold the token, not the object.
///
/// Swift's `weak` gives its object a side table the first time it is referenced weakly, and from
/// then on every retain and release of that object takes the runtime's slow path. HeadlessUI's
/// views, windows, controllers and recognizers are referenced weakly all the time (a
/// recognizer's view, a touch's window, a layout's collection view, as in UIKit) and retained on
/// every event, so they answer weak references with this token instead.
public final class LifetimeToken: @unchecked Sendable {
  /// Whether the object is alive (false from its deinitialization on).
  @exclusivity(unchecked) public private(set) var isAlive = true

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
    isAlive = false
  }

  /// Where a ``LifetimeTracked`` object keeps its token: made when first asked for, ended by the
  /// object's `deinit` (`deinit { lifetime.end() }`).
  @frozen
  public struct Slot {
    @usableFromInline var token: LifetimeToken?

    /// An empty slot (no token until one is asked for).
    @inlinable
    public init() {}

    /// The token, made on first use.
    @inlinable
    public mutating func get() -> LifetimeToken {
      if let token { return token }
      let token = LifetimeToken()
      self.token = token
      return token
    }

    /// Ends the token, if one was made.
    @inlinable
    public func end() {
      token?.end()
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
/// graph. A graph may be released on another thread (a test framework releasing a suite's
/// instance), and while its objects deinitialize there a token still reads alive: harmless
/// inside the graph (nothing else reaches it), not so for a global that code of other graphs
/// reads, which keeps Swift's `weak` (that stops reading an object the instant its last
/// reference goes) unless the object deinitializes on the main actor (an `isolated deinit`:
/// windows and clocks, in the key windows and the most recent clock).
///
/// The token ends when the class that declares the conformance deinitializes, which is after
/// the `deinit` of any subclass: while a subclass's `deinit` body runs, a ``WeakReference`` to
/// the object still reads it, where a Swift `weak` reference would already read nil. Code in a
/// `deinit` must not store a reference to the object it deinitializes either way.
public protocol LifetimeTracked: AnyObject {
  /// The object's token (created on first use).
  var lifetimeToken: LifetimeToken { get }
}
