import Foundation
import HeadlessUI
import Testing

/// A custom container forwards appearance itself
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:),
/// endappearancetransition(), shouldautomaticallyforwardappearancemethods), and an app's
/// overrides of `present` and `dismiss` run — the presenter's when the presented controller
/// dismisses itself (uiviewcontroller/dismiss(animated:completion:)).
@MainActor
@Suite("Custom containers and presentation overrides")
struct ContainerAppearanceTests {
  final class Log { var lines: [String] = [] }

  final class Child: UIViewController {
    let log: Log
    let name: String
    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) {
      log.lines.append("\(name) willAppear \(animated)")
    }
    override func viewDidAppear(_ animated: Bool) {
      log.lines.append("\(name) didAppear \(animated)")
    }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name) didDisappear") }
  }

  /// Forwards by hand, as a container that animates its children does.
  final class Container: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    var presented: [String] = []
    var dismissals = 0
    override func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      presented.append(viewControllerToPresent.title ?? "?")
      super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      dismissals += 1
      super.dismiss(animated: flag, completion: completion)
    }
  }

  @Test func aContainerThatDoesNotForwardCallsTheTransitionMethods() {
    let log = Log()
    let container = Container()
    let first = Child("first", log: log)
    container.addChild(first)
    container.view.addSubview(first.view)
    first.didMove(toParent: container)
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    window.rootViewController = container
    window.makeKeyAndVisible()
    #expect(log.lines.isEmpty, "nothing forwarded by itself")
    first.beginAppearanceTransition(true, animated: true)
    first.endAppearanceTransition()
    #expect(log.lines == ["first willAppear true", "first didAppear true"])
    first.beginAppearanceTransition(true, animated: false)
    #expect(log.lines.count == 2, "appearing twice does nothing")
    first.beginAppearanceTransition(false, animated: true)
    first.endAppearanceTransition()
    first.endAppearanceTransition()
    #expect(log.lines.suffix(2) == ["first willDisappear", "first didDisappear"])
    #expect(log.lines.count == 4)
  }

  @Test func overridesOfPresentAndDismissRunAndTheDismissalGoesToThePresenter() {
    let container = Container()
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    window.rootViewController = container
    window.makeKeyAndVisible()
    let sheet = UIViewController()
    sheet.title = "sheet"
    var completions = 0
    container.present(sheet, animated: false) { completions += 1 }
    #expect(container.presented == ["sheet"])
    #expect(container.presentedViewController === sheet)
    #expect(completions == 1)
    sheet.dismiss(animated: false) { completions += 1 }
    #expect(container.dismissals == 1, "the presented controller asked its presenter")
    #expect(container.presentedViewController == nil)
    #expect(completions == 2)
  }

  @Test func pressesGoUpTheResponderChain() {
    final class Catcher: UIViewController {
      var caught: [UIPress.PressType] = []
      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        caught += presses.map(\.type)
      }
    }
    let catcher = Catcher()
    let button = UIView()
    catcher.view.addSubview(button)
    let press = UIPress(type: .select, phase: .began)
    button.pressesBegan([press], with: UIPressesEvent(presses: [press]))
    #expect(catcher.caught == [.select])
  }
}
