/// Something the replayer or the scene noticed that may explain an unexpected result.
public struct ReplayWarning: Hashable, Sendable, Codable {
  /// A warning's stable code: a string in reports and JSON, a typed value in code.
  ///
  /// The codes the replayer itself raises are the static members; a scene may raise its own
  /// (`Code("my-scene-note")`, or a string literal).
  public struct Code: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The code as written in reports and JSON, e.g. `stuck`.
    public var rawValue: String

    /// A code.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A code.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A code from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The raw value.
    public var description: String { rawValue }

    /// The gesture log loaded with a finding (a truncated last line, a newer minor version, …);
    /// the message is the reader's located warning, `FILE:LINE:COLUMN: warning: …`.
    public static let recordingFile = Code("recording-file")
    /// The engine stopped where Hero would have crashed.
    public static let crash = Code("crash")
    /// A device description has a problem (named in the message).
    public static let deviceDescription = Code("device-description")
    /// The input ended with touches still down.
    public static let noRelease = Code("no-release")
    /// The transition had not completed by the stuck timeout.
    public static let stuck = Code("stuck")
    /// A transition started while the previous one was still running.
    public static let transitionRestarted = Code("transition-restarted")
    /// App code hit what UIKit reports with an exception (a missing outlet, segue, …).
    public static let uikitException = Code("uikit-exception")
    /// A transition engine the scene does not observe ran a transition (a Hero app replayed
    /// into a scene made without `engine: .hero`).
    public static let unobservedEngine = Code("unobserved-engine")
    /// Nothing could be replayed; only the recording's input is in the result
    /// (``Replayer/inputOnly(contentsOf:into:)``).
    public static let nothingToReplay = Code("nothing-to-replay")
  }

  /// The virtual time in nanoseconds, if the warning belongs to a moment.
  public var time: VirtualInstant?
  /// A stable code (``Code``).
  public var code: Code
  /// A sentence for people.
  public var message: String

  /// A warning.
  public init(time: VirtualInstant?, code: Code, message: String) {
    self.time = time
    self.code = code
    self.message = message
  }
}
