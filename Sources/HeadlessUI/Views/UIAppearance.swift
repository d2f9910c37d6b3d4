import Foundation

/// A type whose instances can contain views an appearance proxy is limited to
/// (`appearance(whenContainedInInstancesOf:)`): views and view controllers, as in UIKit.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// Appearance proxies (https://developer.apple.com/documentation/uikit/uiappearance): an app
/// styles every instance of a class at launch (`UINavigationBar.appearance().tintColor = .white`).
/// Here a proxy is an instance of the class kept per class and containment, on which the app's
/// settings are kept; they are applied to no instance — what they set is a look (colours,
/// fonts, text attributes), and looks are plain values that draw nothing (docs/HEADLESSUI.md).
/// So code that styles through appearance proxies compiles and runs unchanged.
///
/// The proxy of a class is made with its `init(coder:)` (with a coder that holds nothing), as
/// UIKit's `required` initializer every view has: a subclass whose `init(coder:)` traps traps
/// here too when asked for its proxy.
@MainActor
enum AppearanceProxies {
  private static var proxies: [String: AnyObject] = [:]

  /// The proxy of `type` limited to `key` (containers and traits), made on first use.
  static func proxy<View: UIView>(_ type: View.Type, key: String) -> View {
    let name = "\(ObjectIdentifier(type))|\(key)"
    if let proxy = proxies[name] as? View { return proxy }
    let proxy = type.init(coder: NSCoder()) ?? type.init(coder: NSCoder())!
    proxies[name] = proxy
    return proxy
  }

  /// The proxy of a bar item class limited to `key`.
  static func item<Item: NSObject>(_ key: String, make: () -> Item) -> Item {
    let name = "\(ObjectIdentifier(Item.self))|\(key)"
    if let proxy = proxies[name] as? Item { return proxy }
    let proxy = make()
    proxies[name] = proxy
    return proxy
  }

  /// A key for containers and traits.
  static func key(
    containers: [any UIAppearanceContainer.Type] = [], trait: UITraitCollection? = nil
  ) -> String {
    containers.map { "\(ObjectIdentifier($0))" }.joined(separator: ",")
      + (trait.map { "|\($0)" } ?? "")
  }
}

extension UIView {
  /// The proxy that styles every instance of this class (see `UIAppearance.swift`: kept, drawn
  /// by nothing).
  public static func appearance() -> Self { AppearanceProxies.proxy(self, key: "") }

  /// The proxy for instances inside instances of `containerTypes` (innermost first).
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceProxies.proxy(self, key: AppearanceProxies.key(containers: containerTypes))
  }

  /// The proxy for instances shown with `trait`.
  public static func appearance(for trait: UITraitCollection) -> Self {
    AppearanceProxies.proxy(self, key: AppearanceProxies.key(trait: trait))
  }

  /// The proxy for instances shown with `trait` inside instances of `containerTypes`.
  public static func appearance(
    for trait: UITraitCollection,
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceProxies.proxy(
      self, key: AppearanceProxies.key(containers: containerTypes, trait: trait))
  }
}

extension UIBarButtonItem {
  /// The proxy that styles every bar button item (kept, drawn by nothing).
  public static func appearance() -> UIBarButtonItem {
    AppearanceProxies.item("") { UIBarButtonItem() }
  }

  /// The proxy for items inside instances of `containerTypes`.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIBarButtonItem {
    AppearanceProxies.item(AppearanceProxies.key(containers: containerTypes)) {
      UIBarButtonItem()
    }
  }
}

extension UITabBarItem {
  /// The proxy that styles every tab bar item (kept, drawn by nothing).
  public static func appearance() -> UITabBarItem {
    AppearanceProxies.item("") { UITabBarItem(title: nil, image: nil, selectedImage: nil) }
  }
}
