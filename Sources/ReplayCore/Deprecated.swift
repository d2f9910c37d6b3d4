// Names kept for one release (CHANGELOG.md, "Migration").

extension ReplayResult {
  /// Renamed ``engineCalls``: the calls are the transition engine's, UIKit's included.
  @available(*, deprecated, renamed: "engineCalls")
  public var heroCalls: [EngineCall] {
    get { engineCalls }
    set { engineCalls = newValue }
  }
}

extension ReplayContext {
  /// Renamed ``recordEngineCall(_:progress:animate:target:arguments:recognizer:engine:)``.
  @available(*, deprecated, renamed: "recordEngineCall")
  public func recordHeroCall(
    _ kind: EngineCall.Kind, progress: Double? = nil, animate: Bool? = nil, target: String? = nil,
    arguments: String = "", recognizer: String? = nil
  ) {
    recordEngineCall(
      kind, progress: progress, animate: animate, target: target, arguments: arguments,
      recognizer: recognizer)
  }
}
