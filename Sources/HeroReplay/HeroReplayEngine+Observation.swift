import HeadlessUI
import HeroEngine
import ReplayCore

extension HeroReplayEngine {
  public func startObserving(for scene: AppReplayScene) {
    sceneReference = WeakReference(scene)
    lastState = .possible
    transitionSamples = TransitionSampleLayout()
    transitionStates = nil
    // A `WeakReference` captured by value: not `[weak self]`, a box whose every read pays a
    // dynamic exclusivity check, nor `weak`, which gives the engine a side table.
    let observer = WeakReference(self)
    engine.addStateObserver { engine in observer.object?.stateDidChange(engine) }
    engine.addCallObserver { call in observer.object?.record(call) }
    engine.addEventObserver { event in observer.object?.record(event) }
  }

  func stateDidChange(_ engine: HeroTransition) {
    let state = engine.state
    defer { lastState = state }
    guard let scene else { return }
    if lastState == .possible, state != .possible {
      let (kind, from, to) = Self.describe(engine)
      scene.engineTransitionDidStart(kind: kind, from: from, to: to)
    } else if state == .possible, lastState != .possible {
      scene.engineTransitionDidEnd(finished: engine.lastTransitionFinished ?? false)
    } else if state == .starting {
      // The engine knows the kind and the controllers once it starts.
      let (kind, from, to) = Self.describe(engine)
      scene.engineTransitionDidUpdate(kind: kind, from: from, to: to)
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

  func record(_ event: HeroEngineEvent) {
    guard let scene else { return }
    let state = TransitionState(event.state.description)
    let name = ReplayEngine.hero.name
    switch event.kind {
    case .snapshotAdded: scene.engineDidReport(.snapshotAdded, state: state, engineName: name)
    case .snapshotRemoved: scene.engineDidReport(.snapshotRemoved, state: state, engineName: name)
    case .queuedAnimateSkipped:
      scene.engineDidReport(.queuedAnimateSkipped, state: state, engineName: name)
    case .completed(let finished):
      scene.engineDidReport(
        .completed, state: state, detail: finished ? "finished" : "cancelled", engineName: name)
    case .delegateCallback(let callback, let controller):
      scene.engineDidReport(
        .delegateCallback, state: state, detail: "\(callback) \(controller)", engineName: name)
    case .crash(let reason):
      scene.engineDidReport(.crash, state: state, detail: reason, engineName: name)
    }
  }

  func record(_ call: HeroCall) {
    guard let scene else { return }
    switch call.kind {
    case .update(let progress):
      scene.engineDidCall(.update, progress: progress)
    case .finish(let animate):
      scene.engineDidCall(.finish, animate: animate, arguments: call.isLegacyName ? "end" : "")
    case .cancel(let animate):
      scene.engineDidCall(.cancel, animate: animate)
    case .apply(let view, let values):
      // Rendered when read: formatting the numbers of every `apply` costs more than the call.
      scene.engineDidCall(.apply, target: view) { Self.render(values) }
    case .changeTarget(let view, let isDestination, let values):
      scene.engineDidCall(.changeTarget, target: view) {
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
