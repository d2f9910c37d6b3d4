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
}

/// An object that answers weak references with a ``LifetimeToken``: it creates the token when
/// first asked (``lifetimeToken``) and ends it in its `deinit`.
///
/// The token ends when the class that declares the conformance deinitializes, which is after
/// the `deinit` of any subclass: while a subclass's `deinit` body runs, a ``WeakReference`` to
/// the object still reads it, where a Swift `weak` reference would already read nil. Code in a
/// `deinit` must not store a reference to the object it deinitializes either way.
public protocol LifetimeTracked: AnyObject {
  /// The object's token (created on first use).
  var lifetimeToken: LifetimeToken { get }
}
