import Foundation

/// The key paths of UIKit's own properties that documents set as user-defined runtime
/// attributes (`layer.cornerRadius`, `clipsToBounds`, …), set directly: there is no key-value
/// coding. The app's own `@IBInspectable` properties and Hero's are set through their generated
/// members (``InterfaceBuilderMembers``) instead.
@MainActor
enum InterfaceBuilderKeyPaths {
  static func set(_ keyPath: String, to value: Any?, on object: AnyObject) -> Bool {
    if let view = object as? UIView {
      if keyPath.hasPrefix("layer."),
        setLayer(String(keyPath.dropFirst(6)), to: value, on: view.layer)
      {
        return true
      }
      return setView(keyPath, to: value, on: view)
    }
    if let controller = object as? UIViewController {
      switch keyPath {
      case "title": return assign(value, to: &controller.title)
      case "restorationIdentifier": return assign(value, to: &controller.restorationIdentifier)
      case "definesPresentationContext":
        return assign(value, to: &controller.definesPresentationContext)
      case "isModalInPresentation": return assign(value, to: &controller.isModalInPresentation)
      default: return false
      }
    }
    if let recognizer = object as? UIGestureRecognizer {
      switch keyPath {
      case "name": return assign(value, to: &recognizer.name)
      case "cancelsTouchesInView": return assign(value, to: &recognizer.cancelsTouchesInView)
      case "delaysTouchesBegan": return assign(value, to: &recognizer.delaysTouchesBegan)
      case "delaysTouchesEnded": return assign(value, to: &recognizer.delaysTouchesEnded)
      default: return false
      }
    }
    return false
  }

  private static func assign<Value>(_ value: Any?, to slot: inout Value) -> Bool {
    InterfaceBuilderAssignment.assign(value, to: &slot)
  }

  private static func setLayer(_ key: String, to value: Any?, on layer: CALayer) -> Bool {
    switch key {
    case "cornerRadius": return assign(value, to: &layer.cornerRadius)
    case "masksToBounds": return assign(value, to: &layer.masksToBounds)
    case "borderWidth": return assign(value, to: &layer.borderWidth)
    case "borderColor": return assign(value, to: &layer.borderColor)
    case "shadowOpacity": return assign(value, to: &layer.shadowOpacity)
    case "shadowRadius": return assign(value, to: &layer.shadowRadius)
    case "shadowOffset": return assign(value, to: &layer.shadowOffset)
    case "shadowColor": return assign(value, to: &layer.shadowColor)
    case "zPosition": return assign(value, to: &layer.zPosition)
    case "opacity": return assign(value, to: &layer.opacity)
    case "name": return assign(value, to: &layer.name)
    case "shouldRasterize": return assign(value, to: &layer.shouldRasterize)
    case "isDoubleSided", "doubleSided": return assign(value, to: &layer.isDoubleSided)
    default: return false
    }
  }

  private static func setView(_ keyPath: String, to value: Any?, on view: UIView) -> Bool {
    switch keyPath {
    case "clipsToBounds": return assign(value, to: &view.clipsToBounds)
    case "alpha": return assign(value, to: &view.alpha)
    case "tag": return assign(value, to: &view.tag)
    case "hidden", "isHidden": return assign(value, to: &view.isHidden)
    case "backgroundColor": return assign(value, to: &view.backgroundColor)
    case "tintColor": return assign(value, to: &view.tintColor)
    case "accessibilityIdentifier": return assign(value, to: &view.accessibilityIdentifier)
    case "isUserInteractionEnabled", "userInteractionEnabled":
      return assign(value, to: &view.isUserInteractionEnabled)
    case "isMultipleTouchEnabled": return assign(value, to: &view.isMultipleTouchEnabled)
    default: return false
    }
  }
}
