import HeadlessUI
import HeroEngine
import HeroReplay
import ReplayCore

/// The default scene: Hero's image-gallery pull-to-dismiss (``DemoScene``) as an
/// `AppReplayScene` — the gallery as root, the viewer of ``selectedItem`` presented full screen
/// by the setup step (375 × 667 points).
///
/// Besides what every app scene records, it records the seed handler's decision at the release
/// (`progress + velocity.y / height > 0.3`, with `progress = translation.y / 2 / height`), and
/// outside a transition it records only the shown image (every view during one).
@MainActor
public final class DemoReplayScene: AppReplayScene {
  /// The image shown full screen (its heroID is `image_<item>`).
  public let selectedItem: Int

  /// Whether the gallery sits in a Hero-enabled navigation controller with the viewer pushed
  /// (the pull then pops), as Hero's legacy example runs it, instead of presenting the viewer.
  public let isInNavigationController: Bool

  /// A demo scene showing item `selectedItem` (4: the middle of the second row); with
  /// `tracksAllViews`, transition frames also record the gallery cells by their path; with
  /// `inNavigationController`, the viewer is pushed in a navigation controller.
  public init(
    selectedItem: Int = 4, tracksAllViews: Bool = false, inNavigationController: Bool = false
  ) {
    self.selectedItem = selectedItem
    self.isInNavigationController = inNavigationController
    let imageHeroID = "image_\(selectedItem)"
    super.init(
      screenSize: DemoScene.screenSize,
      views: ReplayViewSelection { $0.isInTransition || $0.id == imageHeroID },
      tracksAllViews: tracksAllViews, engine: .hero,
      root: {
        let gallery = ImageGalleryViewController()
        gallery.hero.isEnabled = true
        guard inNavigationController else { return gallery }
        let navigation = UINavigationController(rootViewController: gallery)
        navigation.hero.isEnabled = true
        return navigation
      },
      setup: { root in
        let viewer = ImageViewController()
        viewer.selectedIndex = IndexPath(item: selectedItem, section: 0)
        viewer.hero.isEnabled = true
        if let navigation = root as? UINavigationController {
          navigation.pushViewController(viewer, animated: false)
        } else {
          root.present(viewer, animated: false)
        }
      })
    let scene = WeakReference(self)
    onGesture = { recognizer, context in scene.object?.recordDecision(recognizer, context) }
  }

  /// The demo as a named scene (`demo`), for `ReplaySceneRegistry`.
  public static let registryEntry = ReplaySceneRegistry.Entry(
    "demo", summary: "Hero's image-gallery pull-to-dismiss with the seed pan handler"
  ) { DemoReplayScene() }

  /// The demo in a navigation controller (`demo-nav`), for `ReplaySceneRegistry`: where a
  /// release in the turn of the `.began` leaves Hero's full-screen snapshot on screen.
  public static let navigationRegistryEntry = ReplaySceneRegistry.Entry(
    "demo-nav",
    summary:
      "the demo inside a Hero-enabled navigation controller (the viewer pushed; the pull pops)"
  ) { DemoReplayScene(inNavigationController: true) }

  /// The heroID of the shown image.
  public var imageHeroID: String { "image_\(selectedItem)" }

  /// The screen height the handler divides by (the viewer's collection view, 667 points).
  public static let height = Double(DemoScene.screenSize.height)

  /// The viewer (after `prepare(in:)`, while it is presented).
  public var imageViewController: ImageViewController? {
    if let navigation = rootViewController as? UINavigationController {
      return navigation.topViewController as? ImageViewController
    }
    return rootViewController?.presentedViewController as? ImageViewController
  }

  /// The seed handler's pan and the height it divides by, once seen in this replay.
  private var seedPan: (pan: ObjectIdentifier, height: Double)?

  /// Builds the scene afresh for a replay, forgetting the last replay's seed pan.
  public override func prepare(in context: ReplayContext) -> FrameClock {
    seedPan = nil
    return super.prepare(in: context)
  }

  /// The viewer whose seed handler `pan` is (walking up from the pan's view), if any.
  private static func viewer(owning pan: UIPanGestureRecognizer) -> ImageViewController? {
    var responder: UIResponder? = pan.view
    while let current = responder {
      if let viewer = current as? ImageViewController { return viewer.panGR === pan ? viewer : nil }
      responder = current.next
    }
    return nil
  }

  /// The seed handler's numbers, recorded after it ran at the release.
  private func recordDecision(_ recognizer: UIGestureRecognizer, _ context: ReplayContext) {
    // Only the seed handler's pan decides (the viewer's own paging pan does not).
    // The seed pan is recognised from its view while the viewer is on screen and remembered:
    // after a pop that completed in the release's own turn, the viewer (and the pan's view)
    // may be gone by the time the pan reports .ended.
    guard let pan = recognizer as? UIPanGestureRecognizer else { return }
    let isRelease = pan.state == .ended || pan.state == .cancelled
    // The responder chain is walked when the pan is new to the scene and at its release (where
    // the height is read again), not on every event in between.
    if isRelease || seedPan?.pan != ObjectIdentifier(pan),
      let viewer = Self.viewer(owning: pan), let collectionView = viewer.collectionView,
      collectionView.bounds.height > 0
    {
      seedPan = (ObjectIdentifier(pan), Double(collectionView.bounds.height))
    }
    guard isRelease, let seed = seedPan, seed.pan == ObjectIdentifier(pan) else { return }
    let height = seed.height
    let progress = Double(pan.translation(in: nil).y) / 2 / height
    let velocity = Double(pan.velocity(in: nil).y) / height
    let choice = context.engineCalls.last { $0.kind == .finish || $0.kind == .cancel }
    context.recordDecision(
      rule: "progress + velocity.y / height > 0.3",
      terms: [
        .init(name: "progress", value: progress),
        .init(name: "velocity.y / height", value: velocity),
      ],
      threshold: 0.3,
      choice: choice?.kind.rawValue ?? (progress + velocity > 0.3 ? "finish" : "cancel"))
  }
}
