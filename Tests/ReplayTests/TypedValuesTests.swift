import Foundation
import Replay
import Testing

/// Warning codes and transition states are typed in code and plain strings in JSON and reports.
@Suite("Typed warning codes and transition states")
struct TypedValuesTests {
  @Test func codesEncodeAsTheirStrings() throws {
    let warning = ReplayWarning(time: 5, code: .uikitException, message: "m")
    let json = String(decoding: try JSONEncoder().encode(warning), as: UTF8.self)
    #expect(json.contains("\"code\":\"uikit-exception\""))
    let back = try JSONDecoder().decode(ReplayWarning.self, from: Data(json.utf8))
    #expect(back.code == .uikitException)
    #expect(back.code == "uikit-exception")  // a literal still compares
    #expect("\(ReplayWarning.Code.noRelease)" == "no-release")
    #expect(ReplayWarning.Code("mine").rawValue == "mine")
  }

  @Test func statesEncodeAsTheirNames() throws {
    let event = ReplayEngineEvent(time: 1, kind: .completed, state: .completing, detail: "finished")
    let json = String(decoding: try JSONEncoder().encode(event), as: UTF8.self)
    #expect(json.contains("\"state\":\"completing\""))
    let back = try JSONDecoder().decode(ReplayEngineEvent.self, from: Data(json.utf8))
    #expect(back.state == .completing)
    #expect(TransitionState.animating == "animating")
    #expect(
      [TransitionState.possible, .notified, .starting, .animating, .completing].map(\.rawValue)
        == ["possible", "notified", "starting", "animating", "completing"])
  }
}
