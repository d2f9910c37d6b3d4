import Foundation
import InterfaceBuilderDocuments
import TestSupport
import Testing

@testable import HeadlessUI

/// What a storyboard makes is freed when nothing holds it any more and the run loop's turn ended
/// (``AutoreleasePool``, where UIKit's factory methods leave their objects), as UIKit frees it:
/// a controller, its views, its window and the storyboard itself. (A long fuzzing run of the
/// loader grew by about 10 KB a document until it ran out of memory: its harness never ended a
/// turn.)
@MainActor
@Suite("Interface Builder objects are freed")
struct InterfaceBuilderLifetimeTests {
  /// Weak references to what one load made.
  final class Made {
    var objects: [(name: String, object: () -> AnyObject?)] = []
    func add(_ name: String, _ object: AnyObject) {
      weak let weakObject = object
      objects.append((name, { weakObject }))
    }
    var alive: [String] { objects.filter { $0.object() != nil }.map(\.name) }
  }

  /// Loads `relativePath` as the fuzzer does: the initial controller and every controller with
  /// an identifier, each a window's root, laid out.
  func load(_ relativePath: String, into made: Made) throws {
    let url = Fixtures.fixture("InterfaceBuilder/" + relativePath)
    let document = try InterfaceBuilderDocument(
      bytes: Array(try Data(contentsOf: url)), path: url.path)
    let storyboard = UIStoryboard(document: document, name: "Lifetime")
    made.add("storyboard", storyboard)
    var controllers: [UIViewController] = []
    if let initial = storyboard.instantiateInitialViewController() { controllers.append(initial) }
    for object in document.objects {
      guard let identifier = object["storyboardIdentifier"] else { continue }
      controllers.append(storyboard.instantiateViewController(withIdentifier: identifier))
    }
    for controller in controllers.prefix(8) {
      let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      made.add("window of \(type(of: controller))", window)
      made.add("\(type(of: controller))", controller)
      made.add("view of \(type(of: controller))", controller.view)
      for child in controller.children {
        made.add("child \(type(of: child))", child)
        if child.isViewLoaded { made.add("view of child \(type(of: child))", child.view) }
        for subview in child.view.subviews { made.add("\(type(of: subview)) in child", subview) }
      }
    }
  }

  /// A storyboard whose action names a method the class lacks: the selector that reports it
  /// held the controller (Navigation.storyboard); constraints held the window (all of them).
  @Test(arguments: [
    "Hero/ImageGallery.storyboard", "Hero/Basic.storyboard", "Hero/Menu.storyboard",
    "Hero/MusicPlayer.storyboard", "Hero/CityGuide.storyboard", "Hero/Navigation.storyboard",
  ])
  func everythingALoadMadeIsFreed(_ path: String) throws {
    try InterfaceBuilderDiagnostics.collectingExceptions {
      InterfaceBuilderDiagnostics.printsToStandardError = false
      let made = Made()
      try load(path, into: made)
      #expect(made.objects.count > 2)
      // Until the turn ends, the controllers the storyboard returned are kept, as on iOS.
      #expect(made.alive.contains { $0.hasPrefix("UI") })
      AutoreleasePool.drain()
      #expect(made.alive == [])
    }
  }

  /// The plain case, for comparison.
  @Test func aControllerInAWindowIsFreed() {
    let made = Made()
    func show() {
      let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
      let controller = UIViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      made.add("window", window)
      made.add("controller", controller)
    }
    show()
    #expect(made.alive == [])
  }

  /// A window whose views are laid out by constraints (to a view, a layout guide, the safe
  /// area) or hold a control's target: the layout engine the window keeps held the window
  /// itself, and its rows' labels their views.
  @Test(arguments: 0..<4) func aConstrainedWindowIsFreed(_ variant: Int) {
    let made = Made()
    func show() {
      let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
      let controller = UIViewController()
      let label = UIView()
      label.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(label)
      switch variant {
      case 0: label.topAnchor.constraint(equalTo: controller.view.topAnchor).isActive = true
      case 1:
        label.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor).isActive = true
      case 2:
        label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor)
          .isActive = true
      default:
        let button = UIButton()
        controller.view.addSubview(button)
        button.addTarget(controller, action: { () in }, for: .touchUpInside)
      }
      window.rootViewController = controller
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      made.add("window", window)
      made.add("controller", controller)
    }
    show()
    #expect(made.alive == [], "variant \(variant)")
  }

  @Test func aNavigationStackInAWindowIsFreed() {
    let made = Made()
    func show() {
      let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
      let child = UIViewController()
      let navigation = UINavigationController(rootViewController: child)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      made.add("window", window)
      made.add("navigation", navigation)
      made.add("child", child)
    }
    show()
    AutoreleasePool.drain()
    #expect(made.alive == [])
  }
}
