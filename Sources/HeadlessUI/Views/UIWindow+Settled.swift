extension UIWindow {
  /// Whether nothing the app started in this window still moves: no presentation or dismissal,
  /// navigation push or pop, or tab switch runs through an animator, and no `UIView` animation
  /// or property animator that ends by itself runs on the window's clock (a `.repeat` animation
  /// never ends and does not count). A scene's setup step waits for this before the replay
  /// starts, as a person waits for the screen they were shown to stop moving.
  public var isSettled: Bool {
    guard activeTransition == nil,
      clock.runningAnimationCount - clock.repeatingAnimationCount <= 0
    else { return false }
    var controllers = rootViewController.map { [$0] } ?? []
    while let controller = controllers.popLast() {
      if let navigation = controller as? UINavigationController,
        navigation.activeTransition != nil
      {
        return false
      }
      if let tabs = controller as? UITabBarController, tabs.activeTransition != nil {
        return false
      }
      controllers.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { controllers.append(presented) }
    }
    return true
  }
}
