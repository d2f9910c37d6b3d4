import GestureLog
import Testing

@testable import InputDevices

/// The one walk over `SYN_DROPPED` markers that the interpreter and the segmenter share.
@Suite("Dropped-event markers")
struct DropMarkersTests {
  static func frame(at microseconds: Int64) -> Frame {
    Frame(events: [
      InputEvent(time: Timestamp(microseconds: microseconds), type: 0, code: 0, value: 0)
    ])
  }

  @Test func aMarkerCutsTheFirstFrameAtOrAfterItAndOnlyThatOne() {
    let device = RecordedDevice(
      description: DeviceDescription(name: "pad"), events: [],
      markers: [
        Marker(time: Timestamp(microseconds: 250), kind: .synDropped),
        Marker(time: Timestamp(microseconds: 100), kind: .synDropped),
        Marker(time: Timestamp(microseconds: 300), kind: .synDropped),
      ])
    var drops = DropMarkers(device)
    let cut = [0, 100, 200, 260, 300, 400].map { drops.cuts(Self.frame(at: $0)) }
    // 100 cuts the frame at 100; 250 the one at 260; 300 the one at 300; nothing else.
    #expect(cut == [false, true, false, true, true, false])
  }

  @Test func noMarkersCutNothing() {
    var drops = DropMarkers(RecordedDevice(description: DeviceDescription(name: "pad"), events: []))
    let cut = drops.cuts(Self.frame(at: 0))
    #expect(!cut)
  }
}
