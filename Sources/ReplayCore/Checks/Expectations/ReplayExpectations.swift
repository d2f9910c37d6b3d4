import Foundation

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
/// Every member but `version` is optional; a missing member is not checked. Every check of
/// ``ReplayCheck``'s catalogue has a spelling (docs/expectations.schema.json, generated from the
/// checks: `gesturetape schema`).
public struct ReplayExpectations: Hashable, Sendable, Encodable {
  /// The only schema version this library reads.
  public static let currentVersion = 1

  /// The schema version (1).
  public var version: Int
  /// The recording the expectations are for, relative to the expectation file.
  public var recording: String?
  /// The scene to replay into (`demo` is the embedded default).
  public var scene: String?
  /// What a user does before the recorded gesture, as ``ReplayStep/init(text:relativeTo:)``
  /// reads it (`tap row 2`, `wait 0.5`, `replay tap.gtape` relative to the file); empty: the
  /// gesture alone. ``steps(relativeTo:)`` makes the steps.
  public var before: [String] = []
  /// The settings to replay with (missing members take the defaults).
  public var settings: SettingsSpec?
  /// What the replay must show, in the file's order (the catalogue's order: outcome, not stuck,
  /// release, views, follows finger, no jump, velocity continuous, came to rest, responds,
  /// completes once, next transition, animated end). A check made in code
  /// (``ReplayCheck/init(_:verify:)``) is checked but has no spelling in a file: ``encoded()``
  /// leaves it out.
  public var checks: [ReplayCheck]

  /// Expectations.
  ///
  /// - Parameters:
  ///   - version: the schema version (only 1 is read back).
  ///   - recording: the recording, relative to the expectation file.
  ///   - scene: the scene's name (`demo` is the embedded default).
  ///   - settings: the settings to replay with.
  ///   - checks: what the replay must show (`.outcome(.finished)`, `.notStuck(within: …)`, …).
  public init(
    version: Int = ReplayExpectations.currentVersion, recording: String? = nil,
    scene: String? = nil, settings: SettingsSpec? = nil, checks: [ReplayCheck] = []
  ) {
    self.version = version
    self.recording = recording
    self.scene = scene
    self.settings = settings
    self.checks = checks
  }

  /// Writes the file's members: version, recording, scene, settings, and each check's spelling.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: MemberKey.self)
    try container.encode(version, forKey: MemberKey("version"))
    try container.encodeIfPresent(recording, forKey: MemberKey("recording"))
    try container.encodeIfPresent(scene, forKey: MemberKey("scene"))
    if !before.isEmpty { try container.encode(before, forKey: MemberKey("before")) }
    try container.encodeIfPresent(settings, forKey: MemberKey("settings"))
    for (member, value) in ReplayCheckCatalogue.write(checks).sorted(by: { $0.key < $1.key }) {
      try container.encode(value, forKey: MemberKey(member))
    }
  }

  /// A member of the file's top level.
  private struct MemberKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// The file's own members, as `JSONDecoder` reads them (the checks are read by their
  /// definitions).
  struct Header: Decodable {
    var version: Int
    var recording: String?
    var scene: String?
    var before: [String]?
    var settings: SettingsSpec?
  }

  /// The steps of ``before``, a relative `replay FILE` found beside the expectation file in
  /// `folder` (steps that do not parse are left out: loading the file reports them).
  ///
  /// - Parameter folder: the expectation file's folder.
  public func steps(relativeTo folder: URL) -> [ReplayStep] {
    before.compactMap { try? ReplayStep(text: $0, relativeTo: folder) }
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
}
