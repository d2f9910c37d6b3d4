import Foundation
import HeadlessUI
import HeroEngine

/// The image-gallery dismissal scene, ready to drive: a window showing the gallery with the
/// viewer presented full screen on top (Hero enabled on both), built by
/// ``DemoScene/make(frameRate:selectedItem:engine:panGestureRecognizer:)``.
@MainActor
public final class GalleryScene {
  /// The window (its clock drives the transition).
  public let window: UIWindow
  /// The gallery (root controller).
  public let gallery: ImageGalleryViewController
  /// The presented full-screen viewer.
  public let imageViewController: ImageViewController
  /// The viewer's pan recognizer, attached to its collection view.
  public let panGR: UIPanGestureRecognizer
  /// The engine the scene's controllers use as `Hero.shared`.
  public let engine: HeroTransition

  init(
    window: UIWindow, gallery: ImageGalleryViewController,
    imageViewController: ImageViewController, panGR: UIPanGestureRecognizer,
    engine: HeroTransition
  ) {
    self.window = window
    self.gallery = gallery
    self.imageViewController = imageViewController
    self.panGR = panGR
    self.engine = engine
  }

  /// The window's clock.
  public var clock: FrameClock { window.clock }

  /// Runs `body` with the scene's engine as `Hero.shared` (wrap every event delivery).
  public func run<R>(_ body: () throws -> R) rethrows -> R {
    try Hero.withShared(engine, body)
  }

  /// The gallery cell image view with heroID `image_<item>`, if on screen.
  public func galleryImageView(item: Int) -> UIImageView? {
    gallery.collectionView.visibleCells.lazy.compactMap { $0 as? ImageCell }
      .first { $0.imageView.hero.id == "image_\(item)" }?.imageView
  }
}
