import HeadlessUI

extension AppReplayScene: UIWindowEventObserver {
  func resetObservation() {
    observed = []
    observedIndex = IdentityTable()
    sending = []
    movedViews = []
    movedIndex = []
    startCallIndex = nil
    warnedUnobservedEngine = false
    restingViews = []
    restingGeneration = nil
    runningUIKitTransition = nil
    openUIKitTransitions = []
    endedUIKitTransitions = []
  }

  func startObserving(window: UIWindow) {
    window.eventObserver = self
    engine?.startObserving(for: self)
  }

  // MARK: Recognizers

  public func recognizerWillReceiveTouches(_ recognizer: UIGestureRecognizer) {
    let id = ObjectIdentifier(recognizer)
    guard observedIndex[id] == nil else { return }
    let engine = self.engine
    let base = ObservedRecognizer.baseLabel(of: recognizer) { engine?.identifier(of: $0) }
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
  }

  /// While the app's handler runs (a recognizer's actions), the views it moves are noted, so
  /// resting frames report them under their property names.
  public func viewDidChangeGeometry(_ view: UIView) {
    if !sending.isEmpty { noteMoved(view) }
  }

  /// Notes a view the handler moved that the scene would not record otherwise (no heroID, no
  /// accessibility identifier), so resting frames report it under its property name or place.
  func noteMoved(_ view: UIView) {
    let id = ObjectIdentifier(view)
    guard !movedIndex.contains(id), let window, view.window === window, view !== window,
      view.accessibilityIdentifier == nil, engine?.identifier(of: view) == nil
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

  // MARK: What the engine reports

  /// Records that the engine's transition of `kind` from controller `from` to `to` (class
  /// names) started now, with the engine's `start` call.
  package func engineTransitionDidStart(kind: ReplayTransition.Kind, from: String?, to: String?) {
    guard let context else { return }
    context.transitionDidStart(kind: kind, from: from, to: to)
    startCallIndex = context.engineCalls.count
    context.recordEngineCall(
      .start, arguments: kind.rawValue, recognizer: sendingLabel, engine: engineKind?.name)
  }

  /// Corrects the kind and controllers of the engine's running transition, and its `start`
  /// call's arguments (the engine knows them once it starts animating).
  package func engineTransitionDidUpdate(
    kind: ReplayTransition.Kind, from: String?, to: String?
  ) {
    guard let context else { return }
    context.updateTransition(kind: kind, from: from, to: to)
    if let index = startCallIndex { context.updateEngineCall(at: index, arguments: kind.rawValue) }
  }

  /// Records that the engine's transition ended now, at its end state (`finished`) or back at
  /// its start.
  package func engineTransitionDidEnd(finished: Bool) {
    context?.transitionDidEnd(finished: finished)
    startCallIndex = nil
  }

  /// Records a call the app made to the engine now, made by the recognizer whose actions run.
  package func engineDidCall(
    _ kind: EngineCall.Kind, progress: Double? = nil, animate: Bool? = nil,
    arguments: String = ""
  ) {
    context?.recordEngineCall(
      kind, progress: progress, animate: animate, arguments: arguments, recognizer: sendingLabel,
      engine: engineKind?.name)
  }

  /// Records a call the app made to the engine now on view `target`, whose arguments
  /// `renderArguments` renders when they are read.
  package func engineDidCall(
    _ kind: EngineCall.Kind, target: String?, renderArguments: @escaping @Sendable () -> String
  ) {
    context?.recordEngineCall(
      kind, target: target, recognizer: sendingLabel, engine: engineKind?.name,
      renderArguments: renderArguments)
  }

  /// Records what the engine did by itself now; a `crash` also becomes a warning naming
  /// `engineName` and the reason (`detail`).
  package func engineDidReport(
    _ kind: ReplayEngineEvent.Kind, state: TransitionState, detail: String = "",
    engineName: String
  ) {
    guard let context else { return }
    context.recordEngineEvent(kind, state: state, detail: detail)
    if kind == .crash {
      context.warn(code: .crash, message: "\(engineName) would crash here: \(detail)")
    }
  }
}
