import HeadlessUI

/// What a ``ReplayScene`` sees of the replay: the virtual clock, and the recorder it reports
/// gesture samples, engine calls, transition events, decisions and warnings into.
@MainActor
public final class ReplayContext {
  /// The scene's virtual clock (nil until ``ReplayScene/prepare(in:)`` returned it). The
  /// replayer advances it.
  public internal(set) var clock: FrameClock?
  /// The settings of this replay.
  public let settings: ReplaySettings
  /// The clock time (ns) at which the replay's time 0 lies: the clock's time after `prepare`.
  public internal(set) var origin: VirtualInstant = .zero

  /// The index of the input frame being delivered (-1 before the first).
  public internal(set) var inputFrame = -1

  var gestureTrack: [GestureSample] = []
  /// The engine calls recorded so far, in order.
  public internal(set) var engineCalls: [EngineCall] = []
  var decisions: [ReplayDecision] = []
  var warnings: [ReplayWarning] = []
  var transitions: [ReplayTransition] = []
  var engineEvents: [ReplayEngineEvent] = []
  /// Whether the engine reported a crash (it stopped; nothing will move any more).
  var hasCrashed = false
  var transitionStart: VirtualInstant?
  var transitionEnd: (time: VirtualInstant, finished: Bool)?
  var isTransitionRunning = false
  /// Whether a session runs (several gestures and steps): a second transition is expected.
  var isSession = false
  /// Set by a scene whose preparation failed (an app that could not launch): the replay stops
  /// and throws it.
  package var sceneFailure: ReplayError?
  var heldDeliveryTime: Int64?

  /// The context of the replay running now (nil outside a replay): app code that wants to
  /// report its decision numbers reaches the replay through it, with no reference passed in.
  /// A task-local bound by the replayer while it steps the scene, so two replays on two tasks
  /// each see their own.
  @TaskLocal public static var current: ReplayContext?

  init(settings: ReplaySettings) {
    self.settings = settings
  }

  /// The current replay time (clock time minus ``origin``).
  public var now: VirtualInstant { .zero + ((clock?.now ?? origin) - origin) }

  /// The current clock time.
  public var clockTime: VirtualInstant { clock?.now ?? origin }

  /// The timestamp of the input frame being delivered (what to pass to
  /// `UIWindow.deliver(_:at:advancingClock:)`): the clock time, except while the replay holds
  /// the clock (``holdsClock``), when it is the frame's own time (earlier than the clock after
  /// a `next-frame` variant drew its frame).
  public var deliveryTime: VirtualInstant {
    guard let held = heldDeliveryTime else { return clockTime }
    return origin + .nanoseconds(held)
  }

  /// Whether the frame being delivered arrives while the main thread is busy: the scene must
  /// deliver it at ``deliveryTime`` without advancing the clock, so nothing the engine queued
  /// runs before it (a ``ReplayTiming`` release variant).
  public var holdsClock: Bool { heldDeliveryTime != nil }

  /// Records what the gesture recognizer reports now (call it from the handler, or from a second
  /// target on the recognizer).
  ///
  /// - Parameters:
  ///   - state: the recognizer's state now.
  ///   - translation: its translation in the window, points.
  ///   - velocity: its velocity in the window, points per second.
  public func recordGesture(
    state: GestureSampleState, translation: ReplayPoint, velocity: ReplayPoint
  ) {
    gestureTrack.append(
      GestureSample(
        inputFrame: max(inputFrame, 0), time: now, state: state, translation: translation,
        velocity: velocity))
  }

  /// Records what a named recognizer reports now: the replayer's own observation of every
  /// recognizer in the window uses this (``GestureSample/recognizer`` tells them apart).
  ///
  /// - Parameters:
  ///   - recognizer: the recognizer's name in the result (its `name`, else its type at its view's,
  ///     e.g. `UIPanGestureRecognizer@UIView(card)`).
  ///   - state: its state now.
  ///   - translation: its translation in the window, points.
  ///   - velocity: its velocity in the window, points per second.
  ///   - location: where its touches are in the window, points (nil when it has none).
  ///   - touchCount: how many touches it has, nil when unknown.
  ///   - scale: a pinch's scale, nil for other recognizers.
  public func recordGesture(
    recognizer: String, state: GestureSampleState, translation: ReplayPoint,
    velocity: ReplayPoint, location: ReplayPoint?, touchCount: Int?, scale: Double? = nil
  ) {
    gestureTrack.append(
      GestureSample(
        inputFrame: max(inputFrame, 0), time: now, recognizer: recognizer, state: state,
        translation: translation, velocity: velocity, location: location, touchCount: touchCount,
        scale: scale))
  }

  /// Records a call made to the transition engine (the time is filled in with ``now``).
  public func recordEngineCall(
    _ kind: EngineCall.Kind, progress: Double? = nil, animate: Bool? = nil, target: String? = nil,
    arguments: String = "", recognizer: String? = nil, engine: String? = nil
  ) {
    engineCalls.append(
      EngineCall(
        time: now, kind: kind, progress: progress, animate: animate, target: target,
        arguments: arguments, recognizer: recognizer, engine: engine))
  }

  /// Records a call to the engine now whose arguments `renderArguments` renders when they are
  /// read (see ``EngineCall/arguments``).
  public func recordEngineCall(
    _ kind: EngineCall.Kind, target: String?, recognizer: String?, engine: String? = nil,
    renderArguments: @escaping @Sendable () -> String
  ) {
    engineCalls.append(
      EngineCall(
        time: now, kind: kind, target: target, recognizer: recognizer, engine: engine,
        renderArguments: renderArguments))
  }

  /// Records that a transition of `kind` from controller `from` to `to` (class names) started
  /// now; ``updateTransition(kind:from:to:)`` corrects what was not known yet.
  ///
  /// - Parameters:
  ///   - kind: present, dismiss, push, pop, tab switch or a custom transition.
  ///   - from: the class name of the controller visible at the start, if known.
  ///   - to: the class name of the controller visible at the end, if known.
  public func transitionDidStart(kind: ReplayTransition.Kind, from: String?, to: String?) {
    transitions.append(ReplayTransition(kind: kind, from: from, to: to, start: now))
    transitionDidStart()
  }

  /// Corrects the kind and controllers of the running transition (the engine knows them only
  /// once it starts animating).
  ///
  /// - Parameters:
  ///   - kind: what the transition is (a presentation, a dismissal, a push, a pop…).
  ///   - from: the controller it leaves, by type name, or nil.
  ///   - to: the controller it reaches, by type name, or nil.
  public func updateTransition(kind: ReplayTransition.Kind, from: String?, to: String?) {
    guard let last = transitions.indices.last, transitions[last].end == nil else { return }
    transitions[last].kind = kind
    transitions[last].from = from ?? transitions[last].from
    transitions[last].to = to ?? transitions[last].to
  }

  /// Changes the running (last) transition's record.
  func updateRunningTransition(_ change: (inout ReplayTransition) -> Void) {
    guard let last = transitions.indices.last, transitions[last].end == nil else { return }
    change(&transitions[last])
  }

  /// Replaces the arguments of the engine call at `index` (into ``engineCalls``).
  ///
  /// - Parameters:
  ///   - index: the call's index from 0; an index past the end changes nothing.
  ///   - arguments: the arguments as they are shown (e.g. `progress: 0.42`).
  public func updateEngineCall(at index: Int, arguments: String) {
    guard engineCalls.indices.contains(index) else { return }
    engineCalls[index].arguments = arguments
  }

  /// Records what the engine did by itself now (see ``ReplayEngineEvent``); completions, delegate
  /// callbacks, crashes and stranded snapshots are also counted on the transition they belong to.
  ///
  /// - Parameters:
  ///   - kind: what the engine did.
  ///   - state: the engine's state then.
  ///   - detail: more about it (a completion's `finished`/`cancelled`, a crash's reason).
  public func recordEngineEvent(
    _ kind: ReplayEngineEvent.Kind, state: TransitionState, detail: String = ""
  ) {
    engineEvents.append(ReplayEngineEvent(time: now, kind: kind, state: state, detail: detail))
    if kind == .crash { hasCrashed = true }
    guard let last = transitions.indices.last else { return }
    switch kind {
    case .completed: transitions[last].completions += 1
    case .delegateCallback: transitions[last].delegateCallbacks.append(detail)
    case .crash: transitions[last].crashed = true
    case .queuedAnimateSkipped: transitions[last].strandedSnapshot = true
    case .snapshotAdded, .snapshotRemoved: break
    }
  }

  /// Records a release (the last touch lifted) now, with the engine's state then.
  func recordRelease(state: TransitionState?) {
    guard let last = transitions.indices.last, transitions[last].end == nil,
      transitions[last].release == nil
    else { return }
    transitions[last].release = now
    transitions[last].stateAtRelease = state
  }

  /// Records that a transition started now.
  public func transitionDidStart() {
    if transitionStart == nil { transitionStart = now }
    if transitionEnd != nil, !isSession {
      warn(
        code: .transitionRestarted,
        message: "a second transition started after the first one ended; the outcome is the "
          + "first one's")
    }
    isTransitionRunning = true
  }

  /// Records that the running transition completed now, at its end state (`finished`) or back
  /// at its start state.
  ///
  /// - Parameter finished: true at the end state, false back at the start state.
  public func transitionDidEnd(finished: Bool) {
    if transitionEnd == nil { transitionEnd = (now, finished) }
    if let last = transitions.indices.last, transitions[last].end == nil {
      transitions[last].end = now
      transitions[last].finished = finished
    }
    isTransitionRunning = false
  }

  /// Records a decision the handler took (e.g. finish or cancel at the release).
  ///
  /// - Parameters:
  ///   - rule: the handler's rule as written (`progress + velocity.y / height > 0.5`).
  ///   - terms: the named numbers the rule added up, with their values.
  ///   - threshold: what their sum was compared with.
  ///   - choice: what the handler chose (`finish`, `cancel`).
  public func recordDecision(
    rule: String, terms: [ReplayDecision.Term], threshold: Double, choice: String
  ) {
    decisions.append(
      ReplayDecision(time: now, rule: rule, terms: terms, threshold: threshold, choice: choice))
  }

  /// Records a warning at the current time.
  ///
  /// - Parameters:
  ///   - code: a stable code (`ReplayWarning.Code`; a scene may make its own).
  ///   - message: what went wrong, for people.
  public func warn(code: ReplayWarning.Code, message: String) {
    warnings.append(ReplayWarning(time: now, code: code, message: message))
  }
}
