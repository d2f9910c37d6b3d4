import Foundation
import GestureLog
import TestSupport
import Testing

@testable import GestureTapeCommands
@testable import gesturetape

/// The gestures section of `gesturetape inspect` (InputDevices' segmentation).
@Suite("inspect: gestures")
struct InspectGesturesTests {
  @Test("the Logitech mouse lists its 6 button gestures, 2 of them left-button drags")
  func logitech() throws {
    let url = try #require(Fixtures.sourceRecording(matching: "logitech"))
    let recording = try GestureLogReader.read(contentsOf: url).recording
    let section = try #require(InspectCommand.gesturesSection(for: recording))
    // SOURCES.md: 4 left clicks (2 of them drags) and 2 right clicks.
    #expect(section.json.count == 6)
    #expect(
      section.json.filter { $0.kind == "button-drag" && $0.button == "BTN_LEFT" }.count == 2)
    #expect(section.text.hasPrefix("gestures: 6"))
    #expect(section.text.split(separator: "\n").count == 7)
  }

  @Test("--json carries the gestures as an array of objects")
  func json() throws {
    let url = try #require(Fixtures.sourceRecording(matching: "wacom"))
    let recording = try GestureLogReader.read(contentsOf: url).recording
    let section = try #require(InspectCommand.gesturesSection(for: recording))
    let summary = RecordingSummary(recording: recording, classify: InspectCommand.deviceKind(of:))
    let text = try InspectReport.encode(
      InspectReport(file: "w", format: "evemu", summary: summary, gestures: section.json))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let gestures = try #require(object["gestures"] as? [[String: Any]])
    #expect(gestures.count == 1)
    #expect(gestures.first?["kind"] as? String == "swipe")
    #expect(gestures.first?["fingers"] as? Int == 2)
  }
}
