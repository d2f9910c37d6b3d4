import DemoScene
import Foundation
import HeadlessUI
import HeroEngine

/// The embedded default scene: Hero's image-gallery pull-to-dismiss (`DemoScene`), with the
/// seed pan handler, recorded for a replay.
///
/// It builds the gallery with the viewer of ``selectedItem`` presented full screen (375 × 667
/// points), delivers touches to its window, and records: the pan recognizer's state,
/// translation and velocity after every input frame; every call the handler makes to the
/// engine; the transition's start and end (finished = the viewer was dismissed); the handler's
/// decision at the release (`progress + velocity.y / height > 0.3`, with
/// `progress = translation.y / 2 / height`); and on each display frame the views Hero animates
/// (by heroID, else by Hero's key) or, outside a transition, the visible image view.
@MainActor
public final class DemoReplayScene: ReplayScene, HeroTransitionDelegate {
  /// The image shown full screen (its heroID is `image_<item>`).
  public let selectedItem: Int
  /// Whether the timeline records every view Hero animates (the gallery cells too, keyed by
  /// their path) instead of only the views with a heroID (the default: cheaper, and what the
  /// assertions look at).
  public var tracksAllViews: Bool
  /// The built scene (after ``prepare(in:)``).
  public private(set) var scene: GalleryScene?

  private weak var context: ReplayContext?
  private var captured: (GestureSampleState, ReplayPoint, ReplayPoint)?
  private var lastState: HeroTransitionState = .possible
  private var restingImageView: UIView?
  /// The views the timeline records during a transition (index into the engine's frame, id,
  /// heroID), worked out once per list of animated views (see ``layOutSamples(of:)``).
  private var sampled: [(index: Int, id: String, heroID: String?)] = []
  private var sampledKeys: [String] = []
  private var sampledSides: [Bool] = []
  private var sampledTracksAllViews = false

  /// A demo scene showing item `selectedItem` (4: the middle of the second row).
  public init(selectedItem: Int = 4, tracksAllViews: Bool = false) {
    self.selectedItem = selectedItem
    self.tracksAllViews = tracksAllViews
  }

  /// The heroID of the shown image.
  public var imageHeroID: String { "image_\(selectedItem)" }

  /// The screen height the handler divides by (the viewer's collection view, 667 points).
  public static let height = Double(DemoScene.screenSize.height)

  /// The demo window's bounds (375 × 667 points): recordings are mapped onto them.
  public var screenBounds: CGRect? { CGRect(origin: .zero, size: DemoScene.screenSize) }

  public func prepare(in context: ReplayContext) -> FrameClock {
    self.context = context
    let engine = HeroTransition()
    let scene = DemoScene.make(
      frameRate: context.settings.frameRate, selectedItem: selectedItem, engine: engine)
    self.scene = scene
    engine.delegate = self
    _ = engine.addCallObserver { [weak self] call in self?.record(call) }
    scene.panGR.addTarget { [weak self] recognizer in self?.recognizerActed(recognizer) }
    return scene.clock
  }

  public func withinScope(_ body: () -> Void) {
    if let scene { scene.run(body) } else { body() }
  }

  public func deliver(_ frame: ReplayTouchFrame, in context: ReplayContext) {
    guard let scene else { return }
    captured = nil
    let samples = frame.touches.map { touch in
      TouchSample(
        id: touch.id, phase: touch.phase.uiPhase,
        location: CGPoint(x: touch.location.x, y: touch.location.y))
    }
    scene.window.deliver(samples, at: context.clockTime)
    if let (state, translation, velocity) = captured {
      context.recordGesture(state: state, translation: translation, velocity: velocity)
    } else {
      let recognizer = scene.panGR
      context.recordGesture(
        state: GestureSampleState(recognizer.state),
        translation: ReplayPoint(recognizer.translation(in: nil)),
        velocity: ReplayPoint(recognizer.velocity(in: nil)))
    }
  }

  public var transitionProgress: Double? {
    guard let engine = scene?.engine, engine.isTransitioning else { return nil }
    return engine.progress
  }

  public func viewStates() -> [ReplayViewState] {
    guard let scene else { return [] }
    let engine = scene.engine
    if engine.state == .animating {
      let views = engine.currentFrame().views
      if !sampledLayoutMatches(views) { layOutSamples(of: views) }
      var states: [ReplayViewState] = []
      states.reserveCapacity(sampled.count)
      for entry in sampled {
        let view = views[entry.index]
        let t = view.transform
        states.append(
          ReplayViewState(
            id: entry.id, heroID: entry.heroID,
            position: ReplayPoint(view.position), width: Double(view.size.width),
            height: Double(view.size.height), opacity: Double(view.opacity),
            scale: Double((t.a * t.a + t.b * t.b).squareRoot())))
      }
      return states
    }
    if restingImageView?.superview == nil {
      if scene.gallery.presentedViewController != nil {
        restingImageView = (scene.imageViewController.collectionView?.visibleCells.first
          as? ScrollingImageCell)?.imageView
      } else {
        restingImageView = scene.galleryImageView(item: selectedItem)
      }
    }
    guard let imageView = restingImageView, let superview = imageView.superview else {
      return []
    }
    let center = superview.convert(imageView.center, to: nil)
    return [
      ReplayViewState(
        id: imageHeroID, heroID: imageHeroID, position: ReplayPoint(center),
        width: Double(imageView.bounds.width), height: Double(imageView.bounds.height),
        opacity: Double(imageView.alpha), scale: 1)
    ]
  }

  /// Whether ``sampled`` was worked out for this list of animated views (same keys, sides and
  /// order as the last animating frame; the engine's view list is fixed during a transition, so
  /// this is the common case and costs one string identity check per view).
  private func sampledLayoutMatches(_ views: [HeroTimeline.ViewState]) -> Bool {
    guard sampledTracksAllViews == tracksAllViews, views.count == sampledKeys.count else {
      return false
    }
    for index in views.indices {
      let view = views[index]
      guard view.isAppearing == sampledSides[index], view.key == sampledKeys[index] else {
        return false
      }
    }
    return true
  }

  /// Works out which of `views` the timeline records and under which id: views keyed by a path
  /// (no heroID) only with ``tracksAllViews``; a key seen before in the frame gets `@to` or
  /// `@from` by its side.
  private func layOutSamples(of views: [HeroTimeline.ViewState]) {
    sampledTracksAllViews = tracksAllViews
    sampledKeys = views.map(\.key)
    sampledSides = views.map(\.isAppearing)
    sampled = []
    var seen: Set<String> = []
    for (index, view) in views.enumerated() {
      let isPath = view.key.utf8.contains(UInt8(ascii: "/"))
      if isPath && !tracksAllViews { continue }
      var id = view.key
      if seen.contains(id) { id += view.isAppearing ? "@to" : "@from" }
      seen.insert(id)
      sampled.append((index, id, isPath ? nil : view.key))
    }
  }

  // MARK: Observation

  public func heroTransition(_ hero: HeroTransition, didUpdate state: HeroTransitionState) {
    defer { lastState = state }
    restingImageView = nil
    guard let context else { return }
    if lastState == .possible, state != .possible {
      context.transitionDidStart()
      context.recordHeroCall(.start, arguments: "dismiss")
    } else if state == .possible, lastState != .possible {
      let dismissed = scene?.gallery.presentedViewController == nil
      context.transitionDidEnd(finished: dismissed)
    }
  }

  private func record(_ call: HeroCall) {
    guard let context else { return }
    switch call.kind {
    case .update(let progress):
      context.recordHeroCall(.update, progress: progress)
    case .finish(let animate):
      context.recordHeroCall(
        .finish, animate: animate, arguments: call.isLegacyName ? "end" : "")
    case .cancel(let animate):
      context.recordHeroCall(.cancel, animate: animate)
    case .apply(let view, let values):
      context.recordHeroCall(.apply, target: view, arguments: Self.render(values))
    case .changeTarget(let view, let isDestination, let values):
      context.recordHeroCall(
        .changeTarget, target: view,
        arguments: (isDestination ? "destination " : "source ") + Self.render(values))
    }
  }

  private func recognizerActed(_ recognizer: UIGestureRecognizer) {
    guard let pan = recognizer as? UIPanGestureRecognizer else { return }
    let translation = ReplayPoint(pan.translation(in: nil))
    let velocity = ReplayPoint(pan.velocity(in: nil))
    let state = GestureSampleState(pan.state)
    captured = (state, translation, velocity)
    guard state == .ended || state == .cancelled, let context else { return }
    // The seed handler's numbers (it ran just before this target).
    let height = Double(scene?.imageViewController.collectionView?.bounds.height ?? 0)
    guard height > 0 else { return }
    let progress = translation.y / 2 / height
    let choice = context.heroCalls.last { $0.kind == .finish || $0.kind == .cancel }
    context.recordDecision(
      rule: "progress + velocity.y / height > 0.3",
      terms: [
        .init(name: "progress", value: progress),
        .init(name: "velocity.y / height", value: velocity.y / height),
      ],
      threshold: 0.3,
      choice: choice?.kind.rawValue ?? (progress + velocity.y / height > 0.3 ? "finish" : "cancel"))
  }

  private static func render(_ values: [HeroAppliedValue]) -> String {
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

extension ReplayPoint {
  /// A point from a `CGPoint`.
  public init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension GestureSampleState {
  /// The sample state of a recognizer state.
  public init(_ state: UIGestureRecognizer.State) {
    switch state {
    case .possible: self = .possible
    case .began: self = .began
    case .changed: self = .changed
    case .ended: self = .ended
    case .cancelled: self = .cancelled
    case .failed: self = .failed
    }
  }
}

extension ReplayTouchFrame.Touch.Phase {
  /// The UIKit phase.
  public var uiPhase: UITouch.Phase {
    switch self {
    case .began: .began
    case .moved: .moved
    case .stationary: .stationary
    case .ended: .ended
    case .cancelled: .cancelled
    }
  }
}
