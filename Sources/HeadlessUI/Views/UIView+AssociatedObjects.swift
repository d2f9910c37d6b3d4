extension UIView {
  /// The object of class `T` attached to this view with ``setAssociatedObject(_:for:)``, if
  /// any.
  ///
  /// This is what UIKit code does with `objc_getAssociatedObject`: a module keeps its own
  /// per-view state (Hero's `heroID` and modifiers, for instance) on the view itself, so it
  /// lives and dies with the view and costs no global table. Objects are keyed by their exact
  /// class (a subclass instance does not answer for its superclass).
  public func associatedObject<T: AnyObject>(_ type: T.Type) -> T? {
    let key = ObjectIdentifier(type)
    for object in associatedObjects where ObjectIdentifier(Swift.type(of: object)) == key {
      return unsafeDowncast(object, to: T.self)
    }
    return nil
  }

  /// Attaches `object` as this view's object of class `T`, replacing the previous one;
  /// nil removes it. The view keeps a strong reference until it is replaced or the view goes
  /// away.
  public func setAssociatedObject<T: AnyObject>(_ object: T?, for type: T.Type) {
    let key = ObjectIdentifier(type)
    // A loop, not `removeAll(where:)`: that goes through the generic range replacement even for
    // a view with nothing attached (most views, the first time).
    var index = 0
    while index < associatedObjects.count {
      if ObjectIdentifier(Swift.type(of: associatedObjects[index])) == key {
        associatedObjects.remove(at: index)
      } else {
        index += 1
      }
    }
    if let object { associatedObjects.append(object) }
  }
}
