import HeadlessUI
import HeroEngine

extension AppReplayScene: UIWindowEventObserver {
  func resetObservation() {
    observed = []
    observedIndex = IdentityTable()
    sending = []
    movedViews = []
    movedIndex = []
    lastState = .possible
    startCallIndex = nil
    transitionSamples = TransitionSampleLayout()
    restingViews = []
    restingGeneration = nil
    runningUIKitTransition = nil
    openUIKitTransitions = []
  }

  func startObserving(window: UIWindow, engine: HeroTransition) {
    window.eventObserver = self
    observeUIKitTransitions()
    // A `WeakReference` captured by value: not `[weak self]`, a box whose every read pays a
    // dynamic exclusivity check, nor `weak`, which gives the scene a side table.
    let scene = WeakReference(self)
    engine.addStateObserver { engine in scene.object?.engineStateDidChange(engine) }
    engine.addCallObserver { call in scene.object?.record(call) }
    engine.addEventObserver { event in scene.object?.record(event) }
  }

  func record(_ event: HeroEngineEvent) {
    guard let context else { return }
    let state = TransitionState(event.state.description)
    switch event.kind {
    case .snapshotAdded: context.recordEngineEvent(.snapshotAdded, state: state)
    case .snapshotRemoved: context.recordEngineEvent(.snapshotRemoved, state: state)
    case .queuedAnimateSkipped: context.recordEngineEvent(.queuedAnimateSkipped, state: state)
    case .completed(let finished):
      context.recordEngineEvent(
        .completed, state: state, detail: finished ? "finished" : "cancelled")
    case .delegateCallback(let name, let controller):
      context.recordEngineEvent(.delegateCallback, state: state, detail: "\(name) \(controller)")
    case .crash(let reason):
      context.recordEngineEvent(.crash, state: state, detail: reason)
      context.warn(code: .crash, message: "Hero 1.6.4 would crash here: \(reason)")
    }
  }

  // MARK: Recognizers

  public func recognizerWillReceiveTouches(_ recognizer: UIGestureRecognizer) {
    let id = ObjectIdentifier(recognizer)
    guard observedIndex[id] == nil else { return }
    let base = ObservedRecognizer.baseLabel(of: recognizer) { $0.hero.id }
    var label = base
    var copy = 1
    while observed.contains(where: { $0.label == label }) {
      copy += 1
      label = "\(base)#\(copy)"
    }
    observedIndex[id] = observed.count
    observed.append(ObservedRecognizer(recognizer: recognizer, label: label))
  }

  public func recognizerWillSendActions(_ recognizer: UIGestureRecognizer) {
    if observedIndex[ObjectIdentifier(recognizer)] == nil {
      recognizerWillReceiveTouches(recognizer)
    }
    sending.append(ObjectIdentifier(recognizer))
    // While the app's handler runs, the views it moves are noted (see ``noteMoved(_:)``).
    UIView.geometryObserver = movedViewObserver
  }

  /// The observer ``recognizerWillSendActions(_:)`` installs, made once per scene (a closure
  /// made at every action would allocate its context each time). Swift's `weak`, not a
  /// `WeakReference`: the observer is a global (see `LifetimeTracked` in HeadlessUI).
  var movedViewObserver: @MainActor (UIView) -> Void {
    if let storedMovedViewObserver { return storedMovedViewObserver }
    weak let scene = self
    let observer: @MainActor (UIView) -> Void = { view in scene?.noteMoved(view) }
    storedMovedViewObserver = observer
    return observer
  }

  /// Notes a view the handler moved that the scene would not record otherwise (no heroID, no
  /// accessibility identifier), so resting frames report it under its property name or place.
  func noteMoved(_ view: UIView) {
    let id = ObjectIdentifier(view)
    guard !movedIndex.contains(id), let window, view.window === window, view !== window,
      view.hero.id == nil, view.accessibilityIdentifier == nil
    else { return }
    movedIndex.insert(id)
    movedViews.append(
      MovedView(viewReference: WeakReference(view), name: MovedView.name(of: view, in: window)))
    restingGeneration = nil
  }

  /// The name of the recognizer whose actions are running now (the innermost), if any.
  var sendingLabel: String? {
    guard let id = sending.last, let index = observedIndex[id] else { return nil }
    return observed[index].label
  }

  public func recognizerDidSendActions(_ recognizer: UIGestureRecognizer) {
    if let last = sending.lastIndex(of: ObjectIdentifier(recognizer)) { sending.remove(at: last) }
    if sending.isEmpty { UIView.geometryObserver = nil }
    if observedIndex[ObjectIdentifier(recognizer)] == nil {
      // Actions without touches (a state set by code): observe it from now on.
      recognizerWillReceiveTouches(recognizer)
    }
    if let index = observedIndex[ObjectIdentifier(recognizer)] {
      observed[index].captured = ObservedRecognizer.Reading(recognizer)
    }
    if let onGesture, let context { onGesture(recognizer, context) }
  }

  /// One sample per observed recognizer: what it reported when it last sent its actions during
  /// this frame, else what it reports now.
  func recordRecognizers(in context: ReplayContext) {
    // Read in place: copying each entry out would copy (and release) its captured reading.
    for index in observed.indices {
      let reading =
        observed[index].captured ?? ObservedRecognizer.Reading(observed[index].recognizer)
      context.recordGesture(
        recognizer: observed[index].label, state: reading.state, translation: reading.translation,
        velocity: reading.velocity, location: reading.location, touchCount: reading.touchCount,
        scale: reading.scale)
    }
  }

  // MARK: Transitions

  func engineStateDidChange(_ engine: HeroTransition) {
    let state = engine.state
    defer { lastState = state }
    guard let context else { return }
    if lastState == .possible, state != .possible {
      let (kind, from, to) = Self.describe(engine)
      context.transitionDidStart(kind: kind, from: from, to: to)
      startCallIndex = context.engineCalls.count
      context.recordHeroCall(.start, arguments: kind.rawValue, recognizer: sendingLabel)
    } else if state == .possible, lastState != .possible {
      context.transitionDidEnd(finished: engine.lastTransitionFinished ?? false)
      startCallIndex = nil
    } else if state == .starting {
      // The engine knows the kind and the controllers once it starts.
      let (kind, from, to) = Self.describe(engine)
      context.updateTransition(kind: kind, from: from, to: to)
      if let index = startCallIndex {
        context.updateEngineCall(at: index, arguments: kind.rawValue)
      }
    }
  }

  static func describe(_ engine: HeroTransition) -> (ReplayTransition.Kind, String?, String?) {
    let kind: ReplayTransition.Kind
    if engine.isCustomTransition {
      kind = .transition
    } else if engine.isInNavigationController {
      kind = engine.isPresenting ? .push : .pop
    } else {
      kind = engine.isPresenting ? .present : .dismiss
    }
    var from: String?
    var to: String?
    if let controller = engine.fromViewController { from = TypeLookup.name(of: controller) }
    if let controller = engine.toViewController { to = TypeLookup.name(of: controller) }
    return (kind, from, to)
  }

  // MARK: Engine calls

  func record(_ call: HeroCall) {
    guard let context else { return }
    switch call.kind {
    case .update(let progress):
      context.recordHeroCall(.update, progress: progress, recognizer: sendingLabel)
    case .finish(let animate):
      context.recordHeroCall(
        .finish, animate: animate, arguments: call.isLegacyName ? "end" : "",
        recognizer: sendingLabel)
    case .cancel(let animate):
      context.recordHeroCall(.cancel, animate: animate, recognizer: sendingLabel)
    case .apply(let view, let values):
      // Rendered when read: formatting the numbers of every `apply` costs more than the call.
      context.recordHeroCall(.apply, target: view, recognizer: sendingLabel) {
        Self.render(values)
      }
    case .changeTarget(let view, let isDestination, let values):
      context.recordHeroCall(.changeTarget, target: view, recognizer: sendingLabel) {
        (isDestination ? "destination " : "source ") + Self.render(values)
      }
    }
  }

  nonisolated static func render(_ values: [HeroAppliedValue]) -> String {
    values.map { value in
      let text: String
      switch value.value {
      case .scalar(let s): text = ReplayFormat.number(Double(s))
      case .point(let p): text = ReplayPoint(p).description
      case .size(let s):
        text = "\(ReplayFormat.number(Double(s.width)))×\(ReplayFormat.number(Double(s.height)))"
      default: text = "…"
      }
      return "\(value.key)(\(text))"
    }.joined(separator: " ")
  }
}
