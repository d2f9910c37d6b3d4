import HeadlessUI

/// A view the app's handler moved that has neither a heroID nor an accessibility identifier:
/// the scene reports it too, under a name found by ``name(of:in:)``.
@MainActor
struct MovedView {
  var view: UIView? {
    get { viewReference.object }
    set { viewReference = WeakReference(newValue) }
  }
  var viewReference = WeakReference<UIView>(nil)
  let name: String

  /// The name of `view`: the controller property that holds it (`PhotoViewController.imageView`,
  /// an outlet or any stored property), else its class and its place in the window's tree
  /// (`UIView@0/1/2`, the subview indices from the window down).
  static func name(of view: UIView, in window: UIWindow) -> String {
    var controllers: [UIViewController] = []
    var pending = window.rootViewController.map { [$0] } ?? []
    while let controller = pending.popLast() {
      controllers.append(controller)
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
    for controller in controllers {
      if let property = property(of: controller, holding: view) {
        return "\(TypeLookup.name(of: controller)).\(property)"
      }
    }
    var path: [Int] = []
    var current = view
    while let parent = current.superview {
      path.append(parent.subviews.firstIndex(ofIdentical: current) ?? 0)
      current = parent
    }
    return TypeLookup.name(of: view) + "@"
      + path.reversed().map(String.init).joined(separator: "/")
  }

  /// The stored property of `object` (or of its superclasses) whose value is `view`.
  private static func property(of object: AnyObject, holding view: UIView) -> String? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        guard let label = child.label else { continue }
        if holds(child.value, view) {
          return label.hasPrefix("$__lazy_storage_$_") ? String(label.dropFirst(18)) : label
        }
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// Whether `value` is `view`, directly or as an optional.
  private static func holds(_ value: Any, _ view: UIView) -> Bool {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return false }
      return holds(wrapped, view)
    }
    guard let object = value as? UIView else { return false }
    return object === view
  }
}
