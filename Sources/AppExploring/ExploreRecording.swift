import Foundation
import GestureLog
import InputDevices
import ReplayCore

/// A shipped recording the explorer drives gestures with: one gesture of a gesture log, named
/// as the report names its drives (`flick`, `slow drag`, `pinch in`).
public struct ExploreRecording: Hashable, Sendable {
  /// The name in the report.
  public var name: String
  /// The gesture log (any format GestureTape reads).
  public var url: URL
  /// The gesture of the log, from 0.
  public var gesture: Int
  /// Whether it is a pinch (driven into pinch recognizers, not turned); else a one-finger
  /// drag (driven into pans, swipes and scrolls, turned to each of their directions).
  public var isPinch: Bool

  /// A recording.
  public init(name: String, url: URL, gesture: Int, isPinch: Bool) {
    self.name = name
    self.url = url
    self.gesture = gesture
    self.isPinch = isPinch
  }

  /// The recordings of GestureTape's `recordings/` folder the explorer uses by default: a real
  /// touchscreen's flick and slow drag (virtio, recorded on a real kernel) and a phone's
  /// three-finger pinch in and four-finger pinch out (Nexus 4).
  ///
  /// - Parameter folder: the `recordings/` folder.
  public static func standard(in folder: URL) -> [ExploreRecording] {
    [
      ExploreRecording(
        name: "flick",
        url: folder.appendingPathComponent("virtio-touchscreen-1fg-flick-down.gtape"),
        gesture: 0, isPinch: false),
      ExploreRecording(
        name: "slow drag",
        url: folder.appendingPathComponent("virtio-touchscreen-1fg-slow-drag-down.gtape"),
        gesture: 0, isPinch: false),
      ExploreRecording(
        name: "pinch in",
        url: folder.appendingPathComponent("nexus4-touchscreen-swipe-3fg-4fg-pinch.gtape"),
        gesture: 2, isPinch: true),
      ExploreRecording(
        name: "pinch out",
        url: folder.appendingPathComponent("nexus4-touchscreen-swipe-3fg-4fg-pinch.gtape"),
        gesture: 3, isPinch: true),
    ]
  }

  /// A recording that cannot be used: unreadable, or without the gesture.
  public struct LoadError: Error, CustomStringConvertible {
    /// `FILE: WHY`.
    public let description: String
  }

  /// Reads the log.
  func load() throws(LoadError) -> Loaded {
    let recording: Recording
    do {
      recording = try GestureLogReader.read(contentsOf: url).recording
    } catch {
      throw LoadError(description: "\(url.path): \(error)")
    }
    return Loaded(name: name, recording: recording, gesture: gesture, isPinch: isPinch)
  }

  /// A read recording.
  struct Loaded {
    var name: String
    var recording: Recording
    var gesture: Int
    var isPinch: Bool

    /// Whether it drives `surveyed`.
    func fits(_ surveyed: SurveyedGesture) -> Bool {
      isPinch == (surveyed.kind == .pinch)
    }

    /// Its touch frames on a screen of `bounds` (the standard mapping; empty when it has no
    /// such gesture under it).
    func frames(on bounds: CGRect) -> [TouchFrame] {
      var mapping = InputMapping.standard
      mapping.screenBounds = bounds
      return (try? ReplayInput.frames(of: recording, mapping: mapping, gesture: gesture)) ?? []
    }
  }
}
