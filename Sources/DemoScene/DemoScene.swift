import Foundation
import HeadlessUI
import HeroEngine

/// Hero's image-gallery example rebuilt headless: the scene replays drive when the user
/// brings none.
///
/// Screen: 375 × 667 points (iPhone 8). The gallery is a 3-column grid of 125 × 125 cells
/// (``ImageLibrary/count`` items); the viewer pages full-screen 375 × 667 cells whose square
/// image is fitted to 375 × 375 at y = 146 (centre (187.5, 333.5)).
@MainActor
public enum DemoScene {
  /// The screen size in points.
  public static let screenSize = CGSize(width: 375, height: 667)

  /// Builds the scene: a window at `frameRate` with the gallery as root, Hero enabled, and
  /// the viewer for `selectedItem` presented (without animation) on top.
  ///
  /// - Parameters:
  ///   - frameRate: display-link rate of the window's clock (30, 60 or 120).
  ///   - selectedItem: the image shown full screen.
  ///   - engine: the engine the scene uses as `Hero.shared` (a new one if nil).
  ///   - panGestureRecognizer: the viewer's recognizer (a test double may be given).
  public static func make(
    frameRate: Int = 60, selectedItem: Int = 4, engine: HeroTransition? = nil,
    panGestureRecognizer: UIPanGestureRecognizer = UIPanGestureRecognizer()
  ) -> GalleryScene {
    let engine = engine ?? HeroTransition()
    return Hero.withShared(engine) {
      let window = UIWindow(screenSize: screenSize, framesPerSecond: frameRate)
      let gallery = ImageGalleryViewController()
      gallery.hero.isEnabled = true
      window.rootViewController = gallery
      window.makeKeyAndVisible()
      window.layoutIfNeeded()

      let viewer = ImageViewController(panGestureRecognizer: panGestureRecognizer)
      viewer.selectedIndex = IndexPath(item: selectedItem, section: 0)
      viewer.hero.isEnabled = true
      gallery.present(viewer, animated: false)
      window.layoutIfNeeded()
      return GalleryScene(
        window: window, gallery: gallery, imageViewController: viewer,
        panGR: viewer.panGR, engine: engine)
    }
  }
}
