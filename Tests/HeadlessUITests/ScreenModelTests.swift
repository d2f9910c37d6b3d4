import Foundation
import HeadlessUI
import Testing

/// Screens by model (Apple's Human Interface Guidelines, "Layout"): every model's size is one the
/// safe-area table knows, so a scene on a model has that model's safe area.
@MainActor
@Suite("Screens by model")
struct ScreenModelTests {
  @Test(arguments: UIScreen.Model.allCases)
  func everyModelHasItsSafeArea(model: UIScreen.Model) {
    let screen = UIScreen.model(model)
    #expect(screen.bounds.size == model.size)
    #expect(screen.safeAreaInsets.top >= 20, "\(model.rawValue)")
    let turned = UIScreen.model(model, landscape: true)
    #expect(turned.bounds.width == model.size.height)
  }

  @Test func aWindowOnAModelLaysOutInItsSafeArea() {
    let window = UIWindow(screen: .model(.iPhone15))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(root.view.frame.size == CGSize(width: 393, height: 852))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(UIScreen.model(.iPhone15).scale == 3 && UIScreen.model(.iPhoneSE).scale == 2)
  }
}
