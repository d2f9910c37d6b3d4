import HeadlessUI

/// Hero's inspectable properties of views (Hero 1.6.4 declares `heroID`, `isHeroEnabled`,
/// `isHeroEnabledForSubviews` and `heroModifierString` `@IBInspectable` on `UIView`), set from
/// a storyboard's or nib's user-defined runtime attributes. Found by name by HeadlessUI's
/// loader (see `InterfaceBuilderMembers`), in the shape the port tool generates for an app's
/// classes.
final class _IBMembers_UIView: InterfaceBuilderMembers {
  static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool {
    guard let view = object as? UIView else { return false }
    switch key {
    case "heroID": return InterfaceBuilderAssignment.assign(value, to: &view.heroID)
    case "isHeroEnabled": return InterfaceBuilderAssignment.assign(value, to: &view.isHeroEnabled)
    case "isHeroEnabledForSubviews":
      guard let enabled = value as? Bool else { return false }
      view.hero.isEnabledForSubviews = enabled
      return true
    case "heroModifierString":
      return InterfaceBuilderAssignment.assign(value, to: &view.heroModifierString)
    default: return false
    }
  }

  static func action(_ selector: String) -> Selector? { nil }
}

/// Hero's inspectable properties of view controllers (`isHeroEnabled` and the default
/// animation types as strings: `heroModalAnimationTypeString`, `heroNavigationAnimationTypeString`),
/// `heroTabBarAnimationTypeString` on tab bar controllers, and its `hero_dismissViewController`
/// action that documents wire to bar buttons.
final class _IBMembers_UIViewController: InterfaceBuilderMembers {
  static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool {
    guard let controller = object as? UIViewController else { return false }
    switch key {
    case "isHeroEnabled":
      return InterfaceBuilderAssignment.assign(value, to: &controller.isHeroEnabled)
    case "heroModalAnimationTypeString":
      guard let text = value as? String else { return false }
      controller.hero.modalAnimationTypeString = text
      return true
    case "heroNavigationAnimationTypeString":
      guard let text = value as? String else { return false }
      controller.hero.navigationAnimationTypeString = text
      return true
    case "heroTabBarAnimationTypeString":
      guard let text = value as? String, let tabs = controller as? UITabBarController else {
        return false
      }
      tabs.heroTabBarAnimationTypeString = text
      return true
    default: return false
    }
  }

  static func action(_ selector: String) -> Selector? {
    switch selector {
    case "hero_dismissViewController": return Selector(UIViewController.hero_dismissViewController)
    default: return nil
    }
  }
}
