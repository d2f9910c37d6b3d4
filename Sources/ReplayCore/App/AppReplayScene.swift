import HeadlessUI

/// A scene made from an app's own view controllers, with no glue: hand it the root controller
/// (a closure that builds it) and, if the gesture needs one, a setup step; the replayer does the
/// rest.
///
/// ```swift
/// let result = try Replayer().replay(
///   contentsOf: url,
///   into: .app(engine: .hero) { GalleryViewController() } setup: { $0.showDetail(item: 4) })
/// ```
///
/// The scene owns the window (``screenSize``, the replay's frame rate), its frame clock, and,
/// for an app that drives a transition engine of its own (`engine: .hero`, from the
/// `HeroReplay` module), a new engine for each replay, bound for the app's code (as
/// `Hero.shared`) while the app is built and the replay runs. UIKit's own transitions need no
/// engine. It observes by itself, with no call from app code:
/// - every gesture recognizer in the window that gets touches: after every input frame its
///   state, translation and velocity (pans), scale (pinches), location and number of touches,
///   told apart by class and view in ``GestureSample/recognizer``;
/// - every call the app makes to the engine (update, apply, finish / end, cancel,
///   changeTarget) or to UIKit's interaction controller (update, finish, cancel) with its
///   arguments, and a `start` call when a transition begins;
/// - every transition's start and end, its kind and controllers (``ReplayResult/transitions``),
///   and its progress on each display frame;
/// - the recognizer whose action made each engine call (``EngineCall/recognizer``), which the
///   report, the release and the checks follow;
/// - on each display frame, the views ``views`` selects: by default every view with a heroID
///   or an `accessibilityIdentifier`, and every other view the handler moved, named by the
///   controller property that holds it or by its class and place in the tree — during a transition both sides as Hero animates them
///   (a heroID seen on both sides gets `@from` / `@to`), otherwise what is in the window and
///   not hidden.
///
/// A handler may report the numbers it decided on through ``ReplayContext/current``
/// (``ReplayContext/recordDecision(rule:terms:threshold:choice:)``), or a test through
/// ``onGesture``. Subclass it to package a scene (`DemoReplayScene` is one).
@MainActor
open class AppReplayScene: ReplayScene, LifetimeTracked {
  // Stored properties marked `@exclusivity(unchecked)` skip Swift's dynamic exclusivity checks:
  // 0.22 M instructions of a replay, 3.6 % of the replay benchmark (docs/PERFORMANCE.md, "Unsafe
  // code"). The scene runs on the main actor and holds no access across a call into app code.
  deinit {
    lifetime.end()
  }

  /// The token weak references to this scene hold (see `LifetimeToken` in HeadlessUI).
  public nonisolated var lifetimeToken: LifetimeToken { lifetime.get() }
  private let lifetime = LifetimeToken.Slot()

  /// The screen a scene gets when none is given: 375 × 667 points (iPhone 8).
  nonisolated public static let defaultScreenSize = CGSize(width: 375, height: 667)
  /// The longest the setup step's animations may run before the replay starts (10 s).
  public static let setupSettleLimit = VirtualDuration.seconds(10)

  /// The window's size in points (the recording is mapped onto it).
  public let screenSize: CGSize
  /// Which views each display frame records.
  @exclusivity(unchecked) public var views: ReplayViewSelection
  /// Whether transition frames also record the views Hero animates that have neither a heroID
  /// nor an accessibility identifier, under their subview path (`from/0/2`).
  @exclusivity(unchecked) public var tracksAllViews: Bool
  /// Called after a recognizer sent its actions (the app's handler has run): a test may record
  /// the handler's decision here, with ``ReplayContext/recordDecision(rule:terms:threshold:choice:)``.
  @exclusivity(unchecked) public var onGesture:
    (@MainActor (UIGestureRecognizer, ReplayContext) -> Void)?

  /// The window (after ``prepare(in:)``).
  @exclusivity(unchecked) public private(set) var window: UIWindow?
  /// The root controller the builder made (after ``prepare(in:)``).
  public private(set) var rootViewController: UIViewController?
  /// The transition engine the app talks to besides UIKit (a new one for every replay, after
  /// ``prepare(in:)``; nil when the scene has no ``engineKind``).
  @exclusivity(unchecked) public private(set) var engine: (any ReplayTransitionEngine)?
  /// Which engine the scene makes for each replay (nil: UIKit's transitions only).
  public let engineKind: ReplayEngine?

  // Plain (not `@MainActor`) closure types: a closure literal written in main-actor code is
  // isolated to the main actor already, and the scene only calls these on the main actor;
  // `@MainActor` here would make Swift 6.3 reject such literals as non-Sendable.
  let build: () -> UIViewController
  let setup: ((UIViewController) -> Void)?
  /// Launches the app instead of `build` (``launch(_:module:screenSize:views:engine:setup:)``):
  /// given the screen size and the frame rate.
  var launcher: ((CGSize, Int) throws(UIApplicationLaunchError) -> UILaunchedApplication)?
  /// The app the last ``prepare(in:)`` launched (nil for a scene that builds its root).
  public private(set) var launchedApp: UILaunchedApplication?
  weak var context: ReplayContext?

  // Recognizers observed so far (first-touch order) and what each reported this input frame.
  @exclusivity(unchecked) var observed: [ObservedRecognizer] = []
  @exclusivity(unchecked) var observedIndex = IdentityTable<Int>()
  // The recognizers whose actions are running, innermost last.
  @exclusivity(unchecked) var sending: [ObjectIdentifier] = []
  // InterfaceBuilderDiagnostics.exceptionCount when the scene last looked (noteUIKitExceptions).
  @exclusivity(unchecked) var exceptionsAtStart = 0
  // Views the handler moved that have no id of their own, in the order they first moved.
  @exclusivity(unchecked) var movedViews: [MovedView] = []
  @exclusivity(unchecked) var movedIndex: Set<ObjectIdentifier> = []
  // The index of the engine's `start` call of the running transition.
  @exclusivity(unchecked) var startCallIndex: Int?
  // Whether the scene warned that an engine it does not observe runs a transition.
  @exclusivity(unchecked) var warnedUnobservedEngine = false
  // Resting-frame sampling, kept while the view hierarchy does not change; the last states
  // sampled, kept while no layer's geometry changes either (and nothing animates).
  @exclusivity(unchecked) var restingViews: [(view: UIView, name: ReplayViewName)] = []
  @exclusivity(unchecked) var restingGeneration: UInt64?
  @exclusivity(unchecked) var restingStates: (states: [ReplayViewState], geometry: UInt64)?
  // The views that may hide a resting view (``ViewCovers``), kept with the resting views.
  var restingCovers = ViewCovers()
  // The UIKit transition running in the window (not Hero's), as last seen, and every UIKit
  // transition begun in the window and not ended yet (a dismissal's container has left the
  // window by the time it ends).
  @exclusivity(unchecked) var runningUIKitTransition: UIViewControllerTransitionContext?
  @exclusivity(unchecked) var openUIKitTransitions: Set<ObjectIdentifier> = []
  /// The UIKit transitions followed that ended, for calls the app makes on their interaction
  /// controllers afterwards.
  var endedUIKitTransitions: Set<ObjectIdentifier> = []

  /// A scene whose root controller `root` builds, in a window of `screenSize`, after which
  /// `setup` runs once with the root controller (e.g. to present the screen the gesture will
  /// dismiss; animations it starts run to their end before the replay). `engine`: the
  /// transition engine the app talks to besides UIKit (`.hero`), nil for none.
  ///
  /// - Parameters:
  ///   - screenSize: the window's size in points; the recording is mapped onto it.
  ///   - views: which views each display frame records (`.identified`: every view with an id, and
  ///     every view the handler moved).
  ///   - tracksAllViews: whether transition frames also record the views an engine animates that
  ///     have no id, under their subview path.
  ///   - engine: the transition engine the app calls besides UIKit (`.hero`); nil: none.
  ///   - root: builds the root controller, once per replay.
  ///   - setup: runs once with the root controller after it is on screen; the animations it
  ///     starts run to their end (at most `setupSettleLimit`) before the replay.
  public init(
    screenSize: CGSize = AppReplayScene.defaultScreenSize,
    views: ReplayViewSelection = .identified, tracksAllViews: Bool = false,
    engine: ReplayEngine? = nil,
    root: @escaping () -> UIViewController,
    setup: ((UIViewController) -> Void)? = nil
  ) {
    self.screenSize = screenSize
    self.engineKind = engine
    self.views = views
    self.tracksAllViews = tracksAllViews
    self.build = root
    self.setup = setup
  }

  /// The window's bounds: recordings are mapped onto them.
  open var screenBounds: CGRect? { CGRect(origin: .zero, size: screenSize) }

  /// Launches the app for one replay: a new window at the context's frame rate with the root
  /// controller `build` makes, key and visible; then `setup` and what it started settled
  /// (within ``setupSettleLimit``); then the window is observed. See `ReplayScene`.
  ///
  /// - Parameter context: the replay's context (its clock is the window's).
  /// - Returns: the window's clock, which the replay advances.
  open func prepare(in context: ReplayContext) -> FrameClock {
    self.context = context
    let engine = engineKind?.make()
    self.engine = engine
    resetObservation()
    // Each replay is a new launch of the app: nothing left ignoring touches by an earlier one.
    UIApplication.shared.resetIgnoringInteractionEvents()
    exceptionsAtStart = InterfaceBuilderDiagnostics.exceptionCount
    var clock: FrameClock?
    launchedApp = nil
    withinScope {
      let window: UIWindow
      let root: UIViewController
      var launched: UILaunchedApplication?
      if let launcher {
        do throws(UIApplicationLaunchError) {
          launched = try launcher(screenSize, context.settings.frameRate)
        } catch {
          context.sceneFailure = .launchFailed(error.description)
        }
      }
      if let launched {
        window = launched.window
        root = window.rootViewController ?? UIViewController()
      } else {
        window = UIWindow(screenSize: screenSize, framesPerSecond: context.settings.frameRate)
        root = build()
        window.rootViewController = root
        window.makeKeyAndVisible()
      }
      self.window = window
      rootViewController = root
      window.layoutIfNeeded()
      if let launched {
        // What the launch started (a first screen's animations) ends before the setup.
        settle(window)
        launchedApp = launched
      }
      if let setup {
        let run = { setup(root) }
        if let launched { launched.withinApp(run) } else { run() }
        window.layoutIfNeeded()
        settle(window)
      }
      startObserving(window: window)
      noteUIKitExceptions()
      clock = window.clock
    }
    // `withinScope` runs its body once, so the clock is set.
    return clock ?? FrameClock()
  }

  /// Runs `body` with the scene's engine current (Hero's shared transition), as every replay
  /// step runs.
  ///
  /// - Parameter body: the step.
  open func withinScope(_ body: () -> Void) {
    if let launchedApp {
      launchedApp.withinApp {
        if let engine { engine.withinScope(body) } else { body() }
      }
      return
    }
    if let engine { engine.withinScope(body) } else { body() }
  }

  /// Delivers `frame` to the window at the context's current time, then records what UIKit
  /// raised while handling it.
  ///
  /// - Parameters:
  ///   - frame: the input frame.
  ///   - context: the replay's context.
  open func deliver(_ frame: TouchFrame, in context: ReplayContext) {
    guard let window else { return }
    for index in observed.indices { observed[index].captured = nil }
    window.deliver(frame, at: context.deliveryTime, advancingClock: !context.holdsClock)
    recordRecognizers(in: context)
    noteUIKitExceptions()
  }

  /// Turns what UIKit would have raised since the last look (a storyboard identifier or segue
  /// that does not exist, an outlet the class lacks; on a device the app stops there) into
  /// warnings at the current time, which the outcome checks report.
  func noteUIKitExceptions() {
    guard InterfaceBuilderDiagnostics.exceptionCount != exceptionsAtStart, let context else {
      return
    }
    for record in InterfaceBuilderDiagnostics.exceptions(since: exceptionsAtStart) {
      context.warn(code: .uikitException, message: "UIKit would raise: \(record)")
    }
    exceptionsAtStart = InterfaceBuilderDiagnostics.exceptionCount
  }

  /// Whether the window's clock still has work apart from the engine's: a scroll
  /// decelerating, a `UIView` animation, a callback the app scheduled.
  open var isMoving: Bool {
    if let engine, engine.isTransitioning || engine.hasCrashed { return false }
    guard let window else { return false }
    return !window.clock.isIdle
  }

  open var transitionProgress: Double? {
    if let engine, engine.isTransitioning { return engine.progress }
    return runningUIKitTransition?.progress
  }

  open func viewStates() -> [ReplayViewState] {
    noteUIKitExceptions()
    if let engine, engine.drawsTransitionFrame {
      return engine.transitionViewStates(selection: views, tracksAllViews: tracksAllViews)
    }
    return restingViewStates()
  }

  /// Ends the replay: stops observing the window and its UIKit transitions and lets go of the
  /// context.
  ///
  /// - Parameter context: the replay's context.
  open func finish(in context: ReplayContext) {
    window?.eventObserver = nil
    stopObservingUIKitTransitions()

    self.context = nil
  }

  /// Runs the clock a display frame at a time until nothing the setup started still moves (a
  /// presentation, push, pop or tab switch through an animator, a `UIView` animation or property
  /// animator, a Hero transition; `UIWindow.isSettled`), for at most ``setupSettleLimit``.
  private func settle(_ window: UIWindow) {
    let clock = window.clock
    let limit = clock.now + Self.setupSettleLimit
    let step = VirtualDuration.nanoseconds(
      1_000_000_000 / Int64(max(1, clock.defaultFramesPerSecond)))
    while engine?.isTransitioning == true || !window.isSettled, clock.now < limit {
      clock.advance(to: clock.now + step)
    }
  }
}

extension ReplayScene where Self == AppReplayScene {
  /// A scene of the app whose root controller `root` builds (see ``AppReplayScene``):
  /// `into: .app { SettingsViewController() }`, or `into: .app(engine: .hero) { … }` for an app
  /// that calls Hero.
  ///
  /// - Parameters:
  ///   - screenSize: the window's size in points.
  ///   - views: which views each display frame records.
  ///   - engine: the transition engine the app calls besides UIKit (`.hero`); nil: none.
  ///   - root: builds the root controller, once per replay.
  ///   - setup: runs once with the root controller (of type `Root`) on screen, before the replay.
  public static func app<Root: UIViewController>(
    screenSize: CGSize = AppReplayScene.defaultScreenSize,
    views: ReplayViewSelection = .identified,
    engine: ReplayEngine? = nil,
    _ root: @escaping () -> Root,
    setup: ((Root) -> Void)? = nil
  ) -> AppReplayScene {
    var erasedSetup: ((UIViewController) -> Void)?
    if let setup {
      erasedSetup = { controller in
        if let controller = controller as? Root { setup(controller) }
      }
    }
    return AppReplayScene(
      screenSize: screenSize, views: views, engine: engine, root: { root() }, setup: erasedSetup)
  }
}
