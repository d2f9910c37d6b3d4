/// What a replay of a recording must show, as kept beside it in
/// `recordings/NAME.expect.json`: loadable from tests and from `gesturetape replay --expect`.
///
/// ```json
/// {
///   "version": 1,
///   "recording": "drag-down.gtape",
///   "scene": "demo",
///   "settings": { "frameRate": 60, "speed": 1, "gesture": 0, "touchpadReading": "finger" },
///   "outcome": "finished",
///   "endTime": { "seconds": 0.9, "tolerance": 0.1 },
///   "notStuckWithin": 1.0,
///   "release": { "translation": { "x": 0, "y": 240 }, "translationTolerance": 2 },
///   "views": [ { "view": "image_0", "at": "end", "opacity": 0, "tolerance": 0.01 } ],
///   "followsFinger": { "view": "image_0", "within": 4 },
///   "noJump": { "view": "image_0", "beyond": 80 }
/// }
/// ```
/// Every member but `version` is optional; a missing member is not checked.
public struct ReplayExpectations: Hashable, Sendable, Codable {
  /// The only schema version this library reads.
  public static let currentVersion = 1

  /// The schema version (1).
  public var version: Int
  /// The recording the expectations are for, relative to the expectation file.
  public var recording: String?
  /// The scene to replay into (`demo` is the embedded default).
  public var scene: String?
  /// The settings to replay with (missing members take the defaults).
  public var settings: SettingsSpec?
  /// The expected outcome.
  public var outcome: ReplayOutcome.Kind?
  /// When the transition is expected to end.
  public var endTime: TimeSpec?
  /// The transition must complete within this many seconds after the release.
  public var notStuckWithin: Double?
  /// The expected translation and velocity at the release.
  public var release: ReleaseSpec?
  /// Expected view properties at moments.
  public var views: [ViewSpec]?
  /// A view that must follow the finger during the drag.
  public var followsFinger: FollowSpec?
  /// A view that must not jump between frames.
  public var noJump: NoJumpSpec?

  /// Expectations (all optional).
  public init(
    version: Int = ReplayExpectations.currentVersion, recording: String? = nil,
    scene: String? = nil, settings: SettingsSpec? = nil, outcome: ReplayOutcome.Kind? = nil,
    endTime: TimeSpec? = nil, notStuckWithin: Double? = nil, release: ReleaseSpec? = nil,
    views: [ViewSpec]? = nil, followsFinger: FollowSpec? = nil, noJump: NoJumpSpec? = nil
  ) {
    self.version = version
    self.recording = recording
    self.scene = scene
    self.settings = settings
    self.outcome = outcome
    self.endTime = endTime
    self.notStuckWithin = notStuckWithin
    self.release = release
    self.views = views
    self.followsFinger = followsFinger
    self.noJump = noJump
  }

  /// Replay settings as written in the file.
  public struct SettingsSpec: Hashable, Sendable, Codable {
    /// 30, 60 or 120.
    public var frameRate: Int?
    /// The speed factor.
    public var speed: Double?
    /// The gesture index.
    public var gesture: Int?
    /// How a touchpad recording is read: `finger` (the default, a finger on glass) or
    /// `pointer` (iPadOS's pointer); docs/INPUT.md §3.
    public var touchpadReading: TouchpadReading?
    /// A hunt variant to replay under (``ReplayVariant/descriptor``, e.g. `release:same-turn` or
    /// `stall:start+50ms`); its knobs override the members above.
    public var variant: String?

    /// Settings; nil members take the defaults.
    public init(
      frameRate: Int? = nil, speed: Double? = nil, gesture: Int? = nil,
      touchpadReading: TouchpadReading? = nil, variant: String? = nil
    ) {
      self.frameRate = frameRate
      self.speed = speed
      self.gesture = gesture
      self.touchpadReading = touchpadReading
      self.variant = variant
    }

    /// The replay settings these describe (a variant that does not parse is left out; loading
    /// the file reports it).
    public var replaySettings: ReplaySettings {
      let settings = ReplaySettings(
        frameRate: frameRate ?? 60, speed: speed ?? 1, gesture: gesture ?? 0,
        touchpadReading: touchpadReading)
      guard let variant, let parsed = try? ReplayVariant(descriptor: variant) else {
        return settings
      }
      return parsed.applied(to: settings)
    }
  }

  /// A time in seconds with a tolerance in seconds.
  public struct TimeSpec: Hashable, Sendable, Codable {
    /// Seconds of virtual time.
    public var seconds: Double
    /// Allowed difference in seconds (default 0.05).
    public var tolerance: Double?

    /// A time.
    public init(seconds: Double, tolerance: Double? = nil) {
      self.seconds = seconds
      self.tolerance = tolerance
    }
  }

  /// The release's translation and velocity.
  public struct ReleaseSpec: Hashable, Sendable, Codable {
    /// Expected translation, points.
    public var translation: ReplayPoint?
    /// Expected velocity, points per second.
    public var velocity: ReplayPoint?
    /// Allowed translation difference per coordinate, points (default 1).
    public var translationTolerance: Double?
    /// Allowed velocity difference per coordinate, points per second (default 20, or 5%).
    public var velocityTolerance: Double?

    /// A release expectation.
    public init(
      translation: ReplayPoint? = nil, velocity: ReplayPoint? = nil,
      translationTolerance: Double? = nil, velocityTolerance: Double? = nil
    ) {
      self.translation = translation
      self.velocity = velocity
      self.translationTolerance = translationTolerance
      self.velocityTolerance = velocityTolerance
    }
  }

  /// A view's expected properties at a moment.
  public struct ViewSpec: Hashable, Sendable, Codable {
    /// The view's heroID or scene name.
    public var view: String
    /// `end`, `release`, `time:SECONDS` or `progress:VALUE`.
    public var at: String
    /// Expected position.
    public var position: ReplayPoint?
    /// Expected frame.
    public var frame: ReplayRect?
    /// Expected opacity.
    public var opacity: Double?
    /// Expected scale.
    public var scale: Double?
    /// Allowed difference (points, or plain for opacity and scale; default 0.5).
    public var tolerance: Double?

    /// A view expectation.
    public init(
      view: String, at: String, position: ReplayPoint? = nil, frame: ReplayRect? = nil,
      opacity: Double? = nil, scale: Double? = nil, tolerance: Double? = nil
    ) {
      self.view = view
      self.at = at
      self.position = position
      self.frame = frame
      self.opacity = opacity
      self.scale = scale
      self.tolerance = tolerance
    }
  }

  /// A view that follows the finger.
  public struct FollowSpec: Hashable, Sendable, Codable {
    /// The view's heroID or scene name.
    public var view: String
    /// The largest allowed gap, points.
    public var within: Double

    /// A follow expectation.
    public init(view: String, within: Double) {
      self.view = view
      self.within = within
    }
  }

  /// A view that must not jump.
  public struct NoJumpSpec: Hashable, Sendable, Codable {
    /// The view's heroID or scene name.
    public var view: String
    /// The largest allowed frame-to-frame change beyond the finger's, points.
    public var beyond: Double

    /// A no-jump expectation.
    public init(view: String, beyond: Double) {
      self.view = view
      self.beyond = beyond
    }
  }
}
