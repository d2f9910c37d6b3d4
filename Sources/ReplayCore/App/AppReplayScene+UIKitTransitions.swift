import HeadlessUI

/// UIKit's own transitions, seen through the window's event observer: every
/// presentation, dismissal, push, pop and tab switch in the scene's window that the scene's
/// engine (``AppReplayScene/engine``) does not run becomes a ``ReplayTransition`` (machinery `uikit`), and the interaction
/// controller's update, finish and cancel become engine calls, so the outcome, the release,
/// the report and the checks treat both alike.
extension AppReplayScene {
  func stopObservingUIKitTransitions() {
    runningUIKitTransition = nil
    openUIKitTransitions = []
    endedUIKitTransitions = []
  }

  /// The running UIKit transition's state: `interactive` while the user drives it, else
  /// `animating`.
  var uikitTransitionState: TransitionState? {
    guard let transition = runningUIKitTransition else { return nil }
    return transition.isInteractive ? .interactive : .animating
  }

  /// A UIKit transition in the window (HeadlessUI's `UIWindowEventObserver`): followed unless
  /// the scene's engine runs it.
  public func transition(
    _ transition: UIViewControllerTransitionContext,
    did event: UIViewControllerTransitionContext.Event
  ) {
    // Only a beginning can open a transition the scene follows: with none open, the rest
    // (Hero's own progress updates, every display frame) return at once.
    var isBeginning = false
    if case .began = event { isBeginning = true }
    if !isBeginning, openUIKitTransitions.isEmpty, endedUIKitTransitions.isEmpty { return }
    // The engine's transitions are seen through the engine; other windows are not the scene's.
    guard let context, let window else { return }
    let id = ObjectIdentifier(transition)
    if event == .began {
      var isEngines = false
      if let animator = transition.animator, let engine {
        isEngines = engine.isOwnAnimator(animator)
      }
      guard transition.containerView.window === window, !isEngines else {
        // Not followed: its updates (every frame of Hero's) need not come here.
        transition.isIgnoredByObserver = true
        return
      }
      openUIKitTransitions.insert(id)
      if let animator = transition.animator { warnIfUnobservedEngine(animator) }
    } else if !openUIKitTransitions.contains(id) {
      // A call on the interaction controller after the transition ended is still the app's.
      guard case .calledAfterInteractionEnded(let call) = event, endedUIKitTransitions.contains(id)
      else { return }
      recordCallAfterInteractionEnded(call)
      return
    }
    switch event {
    case .began:
      let kind = Self.kind(of: transition.operation)
      context.transitionDidStart(
        kind: kind, from: Self.name(transition.fromViewController),
        to: Self.name(transition.toViewController))
      context.updateRunningTransition { record in
        record.machinery = .uikit
        record.animated = transition.isAnimated && transition.animator != nil
        record.interactive = false
        record.updates = 0
      }
      context.recordEngineCall(
        .start, arguments: kind.rawValue, recognizer: sendingLabel, engine: "UIKit")
      runningUIKitTransition = transition
    case .updated(let progress):
      context.recordEngineCall(
        .update, progress: Double(progress), recognizer: sendingLabel, engine: "UIKit")
      context.updateRunningTransition { record in
        record.interactive = true
        record.updates = (record.updates ?? 0) + 1
      }
    case .interactionFinished, .interactionCancelled:
      let finished = event == .interactionFinished
      context.recordEngineCall(
        finished ? .finish : .cancel, animate: true, recognizer: sendingLabel, engine: "UIKit")
      context.updateRunningTransition { record in
        record.interactive = true
        record.interactionEnd = finished ? "finished" : "cancelled"
      }
    case .interactionPaused:
      context.updateRunningTransition { $0.interactive = true }
    case .completeTransition(let didComplete):
      if transition.initiallyInteractive {
        context.updateRunningTransition { $0.interactive = true }
      }
      context.recordEngineEvent(
        .completed, state: .animating, detail: didComplete ? "finished" : "cancelled")
    case .calledAfterInteractionEnded(let call):
      recordCallAfterInteractionEnded(call)
    case .ended(let didComplete):
      openUIKitTransitions.remove(id)
      endedUIKitTransitions.insert(id)
      context.transitionDidEnd(finished: didComplete)
      if runningUIKitTransition === transition { runningUIKitTransition = nil }
    }
  }

  /// Records a call the app made on the interaction controller after the interaction ended, as
  /// the engine call it is (what ``ReplayCheck/noJump(_:beyond:)`` flags as a call after the
  /// end).
  private func recordCallAfterInteractionEnded(
    _ call: UIViewControllerTransitionContext.InteractionCall
  ) {
    guard let context else { return }
    switch call {
    case .update(let progress):
      context.recordEngineCall(
        .update, progress: Double(progress), recognizer: sendingLabel, engine: "UIKit")
    case .finish:
      context.recordEngineCall(.finish, animate: true, recognizer: sendingLabel, engine: "UIKit")
    case .cancel:
      context.recordEngineCall(.cancel, animate: true, recognizer: sendingLabel, engine: "UIKit")
    }
  }

  /// Warns, once per replay, when a transition engine the scene does not observe animates a
  /// UIKit transition: Hero's `HeroTransition` when the scene was made without `engine: .hero`
  /// (the app then reached Hero's process-wide engine, and its calls go unrecorded).
  func warnIfUnobservedEngine(_ animator: AnyObject) {
    guard engine == nil, !warnedUnobservedEngine, let context,
      TypeLookup.name(of: animator) == "HeroTransition"
    else { return }
    warnedUnobservedEngine = true
    context.warn(
      code: .unobservedEngine,
      message: "Hero runs this transition but the scene does not observe Hero: make the scene "
        + "with `engine: .hero` (import HeroReplay) to record its calls")
  }

  static func kind(of operation: UIViewControllerTransitionContext.Operation)
    -> ReplayTransition.Kind
  {
    switch operation {
    case .present: .present
    case .dismiss: .dismiss
    case .push: .push
    case .pop: .pop
    case .tabSwitch: .tabSwitch
    }
  }

  static func name(_ controller: UIViewController) -> String {
    TypeLookup.name(of: controller)
  }
}
