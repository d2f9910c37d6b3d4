import Foundation
import HeadlessUI

/// Types that have a `hero` namespace (Hero 1.6.4 Sources/HeroCompatible.swift): views and view
/// controllers, and any class an app extends with Hero-style properties of its own
/// (`extension MyLayer: HeroCompatible {}` then `extension HeroExtension where Base: MyLayer`).
@preconcurrency @MainActor
public protocol HeroCompatible: AnyObject {
  /// The type the namespace extends.
  associatedtype CompatibleType: AnyObject
  /// The namespace.
  var hero: HeroExtension<CompatibleType> { get set }
}

extension HeroCompatible {
  /// The namespace over `self`.
  public var hero: HeroExtension<Self> {
    get { HeroExtension(self) }
    set {}
  }
}

extension UIView: HeroCompatible {}
extension UIViewController: HeroCompatible {}
