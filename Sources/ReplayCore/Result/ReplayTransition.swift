/// One view-controller transition during a replay: Hero's engine's, or UIKit's own (a custom
/// animator with or without an interaction controller, or a change with no animation).
public struct ReplayTransition: Hashable, Sendable, Codable {
  /// How a transition ended.
  public var outcome: ReplayOutcome.Kind {
    if crashed { return .crashed }
    guard let finished else { return .stuck }
    return finished ? .finished : .cancelled
  }

  /// How the transition was started.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A modal presentation (`present(_:animated:)`).
    case present
    /// A modal dismissal (`dismiss(animated:)`, `hero.dismissViewController()`).
    case dismiss
    /// A navigation push.
    case push
    /// A navigation pop.
    case pop
    /// Hero's custom transition between two controllers in a view
    /// (`HeroTransition.transition(from:to:in:completion:)`).
    case transition
    /// A tab bar controller's selection change.
    case tabSwitch = "tab-switch"
  }

  /// Which machinery ran a transition.
  public enum Machinery: String, Hashable, Sendable, Codable, CaseIterable {
    /// Hero's engine (HeroEngine's `HeroTransition`).
    case hero
    /// UIKit's own: the transition context, with the app's animator and interaction
    /// controller if it has them.
    case uikit
  }

  /// How it was started.
  public var kind: Kind
  /// The source controller's class name.
  public var from: String?
  /// The destination controller's class name.
  public var to: String?
  /// When it started (virtual ns from the replay's start).
  public var start: VirtualInstant
  /// When it completed, if it did.
  public var end: VirtualInstant?
  /// Whether it completed at its end state (true) or went back (false); nil while running.
  public var finished: Bool?
  /// How many times the engine ran its completion for this transition (1 when all is well;
  /// more is the double completion of Hero #203; 0 while running, stuck or crashed).
  public var completions: Int = 0
  /// The delegate callback groups the engine delivered, in order, as `group Controller`
  /// (`willStart GalleryViewController`, `didEnd ImageViewController`).
  public var delegateCallbacks: [String] = []
  /// Whether Hero would have crashed during this transition (see ``ReplayResult/engineEvents``).
  public var crashed = false
  /// Whether the engine's full-screen snapshot was left over the window when this transition
  /// ended (its queued `animate()` came after the completion).
  public var strandedSnapshot = false
  /// The first release (last touch lifted) after the transition started and before it ended.
  public var release: VirtualInstant?
  /// The engine's state at that release (`notified`, `starting`, `animating`, …).
  public var stateAtRelease: TransitionState?
  /// Which machinery ran it (nil: Hero's engine, as in every result from before UIKit's
  /// transitions were recorded).
  public var machinery: Machinery?
  /// For UIKit's: whether it was animated (nil for Hero's).
  public var animated: Bool?
  /// For UIKit's: whether an interaction controller drove it (nil for Hero's, whose engine
  /// calls say so).
  public var interactive: Bool?
  /// For UIKit's: how many progress updates the interaction controller reported.
  public var updates: Int?
  /// For UIKit's: how the interaction ended (`finished`, `cancelled`), if it did.
  public var interactionEnd: String?

  /// Whether a UIKit transition completed against the way its interaction ended: finished
  /// after a cancel, or cancelled after a finish.
  public var completedAgainstItsInteraction: Bool {
    guard let finished, let interactionEnd else { return false }
    return (interactionEnd == "cancelled") == finished
  }

  /// A transition record.
  public init(
    kind: Kind, from: String?, to: String?, start: VirtualInstant, end: VirtualInstant? = nil,
    finished: Bool? = nil
  ) {
    self.kind = kind
    self.from = from
    self.to = to
    self.start = start
    self.end = end
    self.finished = finished
  }
}
