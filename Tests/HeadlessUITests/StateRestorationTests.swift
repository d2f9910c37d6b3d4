import Foundation
import HeadlessUI
import Testing

/// State restoration's declarations are there so apps that opt in build; HeadlessUI saves and
/// restores nothing (every launch is fresh), so it never calls the controller's encode and
/// decode methods (https://developer.apple.com/documentation/uikit/uiviewcontroller/encoderestorablestate(with:)).
@MainActor
@Suite("State restoration")
struct StateRestorationTests {
  final class City: UIViewController, UIViewControllerRestoration {
    var calls: [String] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      restorationIdentifier = "City"
      restorationClass = City.self
      view.restorationIdentifier = "CityView"
    }
    override func encodeRestorableState(with coder: NSCoder) {
      calls.append("encode")
      super.encodeRestorableState(with: coder)
    }
    override func decodeRestorableState(with coder: NSCoder) {
      calls.append("decode")
      super.decodeRestorableState(with: coder)
    }
    static func viewController(
      withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
    ) -> UIViewController? { City() }
  }

  @Test func theIdentifiersAreKeptAndNothingIsSavedOrRestored() {
    let city = City()
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    window.restorationIdentifier = "MainWindow"
    window.rootViewController = city
    window.makeKeyAndVisible()
    window.clock.advance(by: .seconds(1))
    #expect(city.restorationIdentifier == "City")
    #expect(city.view.restorationIdentifier == "CityView")
    #expect(window.restorationIdentifier == "MainWindow")
    #expect(city.restorationClass == City.self)
    #expect(city.calls.isEmpty)
  }
}
