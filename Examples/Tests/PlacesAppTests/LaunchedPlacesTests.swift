import Foundation
import GestureTapeTesting
import PlacesApp
import Testing

/// The places app, ported whole (`Scripts/port-to-linux iOS/PlacesApp Sources/PlacesApp/Ported`)
/// and launched from its Info.plist as iOS launches it: the only glue is the app's name
/// (`appResources`, written by the port) and the steps a user takes — tap the third place, pull
/// its picture down.
@MainActor
@Suite(.gestureTape(record: .never))
struct LaunchedPlacesTests {
  static let recordings = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("recordings")
  static let flickDown = recordings.appendingPathComponent(
    "virtio-touchscreen-1fg-flick-down.gtape")
  static let slowDragDown = recordings.appendingPathComponent(
    "virtio-touchscreen-1fg-slow-drag-down.gtape")

  @Test func tapTheThirdPlaceThenFlickItAway() throws {
    let result = try Replayer().replay(
      contentsOf: Self.flickDown, after: [.tap(.row(2)), .settle], into: .launch(appResources))
    // The tap presented the river (the cell's segue); the flick dismissed it.
    expectOutcome(of: result, is: .finished)
    #expect(
      result.steps.map(\.screen) == [
        #"PlacesViewController "Places""#, #"PlaceViewController "Rivers""#,
        #"PlaceViewController "Rivers""#,
      ])
    #expect(result.lastScreen == #"PlacesViewController "Places""#)
    expectCompletesOnce(result)
    #expect(result.transitions.map(\.kind) == [.present, .dismiss])
    #expect(result.transitions.map(\.to).first == "PlaceViewController")
    #expect(result.transitions.last?.interactive == true)
    #expect(result.transitions.last?.finished == true)
    #expect(result.timeline.last?.view("place") == nil)
  }

  /// A tap recorded on a touchscreen (`Examples/recordings/virtio-touchscreen-1fg-tap.gtape`)
  /// goes through the same hit testing, selection and segue as a scripted one: it opens the
  /// place under the finger.
  @Test func aRecordedTapOpensThePlaceUnderTheFinger() throws {
    let tap = Self.recordings.deletingLastPathComponent()
      .appendingPathComponent("Examples/recordings/virtio-touchscreen-1fg-tap.gtape")
    let result = try Replayer().replay(
      contentsOf: Self.flickDown, after: [.replay(contentsOf: tap), .settle],
      into: .launch(appResources))
    let touched = try #require(result.input.first?.location)
    // The storyboard's rows are 56 points high, from below the navigation bar: the default
    // screen (375 × 812) has a 44 pt status bar, then the 44 pt bar (the table's content inset
    // is adjusted for both, as on a device).
    let row = Int((touched.y - 88) / 56)
    let names = ["Lakes", "Mountains", "Rivers", "Coasts"]
    #expect(names.indices.contains(row), "the tap at \(touched) lands on a row")
    #expect(result.steps[1].screen == #"PlaceViewController "\#(names[row])""#)
    expectOutcome(of: result, is: .finished)
    #expect(result.transitions.map(\.kind) == [.present, .dismiss])
  }

  @Test func aSlowPullPutsThePlaceBackWithItsPictureAtItsCatalogSize() throws {
    let result = try Replayer().run(
      [.tap(.label("Rivers")), .settle, .replay(contentsOf: Self.slowDragDown)],
      in: .launch(appResources), outcomeStep: 2)
    expectOutcome(of: result, is: .cancelled)
    expectCameToRest(result)
    #expect(result.transitions.last?.kind == .dismiss)
    #expect(result.transitions.last?.finished == false)
    // River.imageset holds 900 × 360 px at 3×: 300 × 120 pt, centred, 40 pt below the
    // 20 pt status bar; the picture is back there at the end.
    let picture = try #require(result.timeline.last?.view("picture"))
    #expect(picture.width == 300 && picture.height == 120)
    #expect(abs(picture.position.x - 187.5) < 0.01)
    #expect(abs(picture.position.y - (20 + 40 + 60)) < 0.01)
  }
}
