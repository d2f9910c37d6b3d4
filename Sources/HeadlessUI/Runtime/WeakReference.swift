/// A reference that does not keep its object alive and reads nil once the object has gone
/// away, as `weak` does, but through the object's ``LifetimeToken``, so the object gets no side
/// table (see ``LifetimeToken`` for why that matters).
///
/// It holds the token strongly and the object through a checked `unowned` reference (which
/// keeps the object's memory, not the object, until the reference goes); the object is read
/// only while its token is alive.
@frozen
public struct WeakReference<Object: LifetimeTracked> {
  @usableFromInline var token: LifetimeToken?
  @usableFromInline unowned var storedObject: Object?

  /// A reference to `object` (nil: a reference that reads nil).
  @inlinable
  public init(_ object: Object?) {
    if let object {
      token = object.lifetimeToken
      storedObject = object
    } else {
      token = nil
      storedObject = nil
    }
  }

  /// The object, or nil once it has gone away (or if there was none).
  @inlinable
  public var object: Object? {
    guard let token, token.isAlive else { return nil }
    return storedObject
  }
}
