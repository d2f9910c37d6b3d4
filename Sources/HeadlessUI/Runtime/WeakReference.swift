/// A weak reference as a value, for the lists and tables that must not keep their objects
/// alive (a window's key windows, a recognizer's failure requirements, Hero's snapshots).
///
/// It reads nil once its object has gone away, as any `weak` property does.
public struct WeakReference<Object: AnyObject> {
  /// The object, or nil once it has gone away (or if there was none).
  public private(set) weak var object: Object?

  /// A reference to `object` (nil: a reference that reads nil).
  public init(_ object: Object?) {
    self.object = object
  }
}
