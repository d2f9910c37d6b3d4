import Foundation
import GestureLog
import InputDevices

extension Replayer {
  /// Replays a recording: interprets it under `mapping`, picks
  /// ``ReplaySettings/gesture`` with InputDevices' segmenter, and runs it into `scene`.
  public func replay(
    _ recording: Recording, mapping: InputMapping = .standard, into scene: some ReplayScene,
    source: String = "recording"
  ) throws(ReplayError) -> ReplayResult {
    let frames = try ReplayInput.frames(of: recording, mapping: mapping, gesture: settings.gesture)
    return try replay(frames, into: scene, source: source, isSelected: true)
  }

  /// Reads a gesture log (native, evemu or libinput record, detected from its content) and
  /// replays it (see ``replay(_:mapping:into:source:)``); the source is the file's name.
  public func replay(
    contentsOf url: URL, mapping: InputMapping = .standard, into scene: some ReplayScene
  ) throws(ReplayError) -> ReplayResult {
    let loaded: LoadedRecording
    do {
      loaded = try GestureLogReader.read(contentsOf: url)
    } catch {
      throw .unreadable(error.description)
    }
    return try replay(
      loaded.recording, mapping: mapping, into: scene, source: url.lastPathComponent)
  }
}
