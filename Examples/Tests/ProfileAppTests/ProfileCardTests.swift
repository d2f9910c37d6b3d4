import Foundation
import GestureTapeTesting
import HeadlessUI
import Testing

@testable import ProfileApp

/// The profile app's card: laid out by SnapKit's constraints (ported with `--package`, solved by
/// HeadlessUI's Auto Layout), made with Then, and pulled down with the finger.
@MainActor
@Suite(.gestureTape(record: .never))
struct ProfileCardTests {
  /// The package's recordings (recordings/), found from this file's place in the repository.
  static let recordings = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("recordings")

  /// The people list in a 375 × 667 window with Grace Hopper's card presented and laid out.
  func presentedCard() throws -> (UIWindow, PeopleViewController, ProfileCardViewController) {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let people = PeopleViewController()
    window.rootViewController = people
    window.makeKeyAndVisible()
    people.showProfile(row: 1, animated: false)
    let card = try #require(people.presentedViewController as? ProfileCardViewController)
    card.view.layoutIfNeeded()
    return (window, people, card)
  }

  @Test func snapKitLaysOutTheCardAsItsConstraintsSay() throws {
    let (window, _, card) = try presentedCard()
    defer { withExtendedLifetime(window) {} }
    // top 60, leading, trailing and bottom to the screen's edges.
    #expect(card.card.frame == CGRect(x: 0, y: 60, width: 375, height: 607))
    // 40 below the card's top, centred, 96 × 96.
    #expect(card.avatar.frame == CGRect(x: 139.5, y: 40, width: 96, height: 96))
    // 16 below the avatar, inset 20 on both sides.
    #expect(card.nameLabel.frame.minY == 152)
    #expect(card.nameLabel.frame.minX == 20)
    #expect(card.nameLabel.frame.width == 335)
    #expect(card.nameLabel.text == "Grace Hopper")
    // 12 below the card's top, 16 from its trailing edge.
    #expect(card.closeButton.frame.minY == 12)
    #expect(card.closeButton.frame.maxX == 359)
    // Then configured the views it made.
    #expect(card.avatar.layer.cornerRadius == 48)
    #expect(card.nameLabel.textAlignment == .center)
    // SnapKit finds a view's constraints again through Objective-C associated objects
    // (HeadlessUI's objc_getAssociatedObject): updating one changes it in place.
    card.avatar.snp.updateConstraints { make in make.size.equalTo(120) }
    card.view.layoutIfNeeded()
    #expect(card.avatar.frame == CGRect(x: 127.5, y: 40, width: 120, height: 120))
    #expect(card.nameLabel.frame.minY == 176)
  }

  @Test func aDragOnTheMapScrollsTheMapNotTheCard() throws {
    let (window, people, card) = try presentedCard()
    let map = card.map
    // 120 below the name label, inset 20, 200 high (MapKit's stand-in, laid out by SnapKit).
    #expect(map.frame.minX == 20 && map.frame.width == 335 && map.frame.height == 200)
    let start = map.centerCoordinate
    let from = map.convert(CGPoint(x: map.bounds.midX, y: map.bounds.midY), to: window)
    window.deliver([TouchPoint(id: 1, phase: .began, location: from)], at: .zero)
    for step in 1...10 {
      let point = CGPoint(x: from.x, y: from.y + CGFloat(step) * 15)
      window.deliver(
        [TouchPoint(id: 1, phase: step == 10 ? .ended : .moved, location: point)],
        at: .init(nanoseconds: Int64(step) * 16_000_000))
    }
    window.clock.advance(by: .seconds(1))
    // The map's own recognizer took the drag (it is the deeper view's): the map scrolled north
    // under the finger, and the card stayed presented where it was.
    #expect(map.centerCoordinate.latitude > start.latitude)
    #expect(people.presentedViewController === card)
    #expect(card.card.frame.minY == 60)
  }

  @Test func aFlickDownDismissesTheCard() throws {
    let result = try Replayer().replay(
      contentsOf: Self.recordings.appendingPathComponent(
        "virtio-touchscreen-1fg-flick-down.gtape"),
      into: ProfileScenes.card())
    expectOutcome(of: result, is: .finished)
    expectCompletesOnce(result)
    let transition = try #require(result.transitions.first)
    #expect(transition.kind == .dismiss)
    #expect(transition.interactive == true)
    expectFollowsFinger(.named("card"), in: result, within: 2)
  }

  @Test func aSlowShortDragLetsTheCardGoBack() throws {
    let result = try Replayer().replay(
      contentsOf: Self.recordings.appendingPathComponent(
        "virtio-touchscreen-1fg-slow-drag-down.gtape"),
      into: ProfileScenes.card())
    expectOutcome(of: result, is: .cancelled)
    expectCameToRest(result)
    expectView(.named("card"), in: result, at: .end, .position(ReplayPoint(x: 187.5, y: 363.5)))
  }
}
