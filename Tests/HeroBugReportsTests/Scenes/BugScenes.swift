import DemoScene
import Foundation
import HeadlessUI
import HeroEngine
import Replay

/// The scenes of the regression suite, built the no-glue way (``AppReplayScene`` over the
/// controllers in this folder), each set up on the screen the bug report's gesture starts from.
@MainActor
enum BugScenes {
  /// Photo list in a Hero-enabled navigation controller, photo 2 pushed (Hero #655, #203).
  static func photoPushed(divisor: CGFloat = 2) -> AppReplayScene {
    AppReplayScene(
      engine: .hero,
      root: {
        let list = PhotoListViewController()
        list.makeViewer = { index in
          let viewer = PhotoViewController(index: index)
          viewer.divisor = divisor
          return viewer
        }
        let navigation = UINavigationController(rootViewController: list)
        navigation.hero.isEnabled = true
        return navigation
      },
      setup: { root in
        let navigation = root as? UINavigationController
        (navigation?.viewControllers.first as? PhotoListViewController)?.show(
          photo: 2, animated: false)
      })
  }

  /// Photo list with photo 2 presented full screen (Hero #176, #122, #746, #105).
  static func photoPresented(
    divisor: CGFloat = 2, modifiers: [HeroModifier]? = nil
  ) -> AppReplayScene {
    AppReplayScene(
      engine: .hero,
      root: {
        let list = PhotoListViewController()
        list.hero.isEnabled = true
        list.makeViewer = { index in
          let viewer = PhotoViewController(index: index)
          viewer.divisor = divisor
          viewer.loadViewIfNeeded()
          viewer.imageView.hero.modifiers = modifiers
          return viewer
        }
        return list
      },
      setup: { root in (root as? PhotoListViewController)?.show(photo: 2, animated: false) })
  }

  /// Hero's image-gallery example with its 0.x handler (``DemoScene``'s controllers) inside a
  /// Hero-enabled navigation controller, the viewer of item 4 pushed (Hero #259).
  static func galleryPushed() -> AppReplayScene {
    AppReplayScene(
      screenSize: DemoScene.screenSize, engine: .hero,
      root: {
        let navigation = UINavigationController(rootViewController: ImageGalleryViewController())
        navigation.hero.isEnabled = true
        return navigation
      },
      setup: { root in
        let viewer = ImageViewController()
        viewer.selectedIndex = IndexPath(item: 4, section: 0)
        (root as? UINavigationController)?.pushViewController(viewer, animated: false)
      })
  }

  /// The reversing handler pushed on a list (Hero #371).
  static func reversingPushed() -> AppReplayScene {
    AppReplayScene(
      engine: .hero,
      root: {
        let navigation = UINavigationController(rootViewController: PhotoListViewController())
        navigation.hero.isEnabled = true
        navigation.hero.navigationAnimationType = .slide(direction: .left)
        return navigation
      },
      setup: { root in
        let detail = ReversingDismissViewController()
        (root as? UINavigationController)?.pushViewController(detail, animated: false)
      })
  }

  /// The reversing handler presented with `.pageIn(direction: .left)` (Hero #451).
  static func reversingPresented() -> AppReplayScene {
    AppReplayScene(
      engine: .hero,
      root: { PhotoListViewController() },
      setup: { root in
        let detail = ReversingDismissViewController()
        detail.hero.isEnabled = true
        detail.hero.modalAnimationType = .selectBy(
          presenting: .pageIn(direction: .left), dismissing: .pageOut(direction: .right))
        root.present(detail, animated: false)
      })
  }

  /// The card over a fading overlay, presented over the list (Hero #303).
  static func overlayCard() -> AppReplayScene {
    AppReplayScene(
      engine: .hero,
      root: { PhotoListViewController() },
      setup: { root in
        let sheet = OverlayCardViewController()
        sheet.hero.isEnabled = true
        sheet.modalPresentationStyle = .overFullScreen
        root.present(sheet, animated: false)
      })
  }

  /// The presenter whose pan slides a screen in (Hero #299).
  static func slideIn() -> AppReplayScene {
    AppReplayScene(
      engine: .hero,
      root: {
        let presenter = SlideInPresenterViewController()
        presenter.hero.isEnabled = true
        return presenter
      })
  }

  /// The profile with its matched avatar, presented over the contacts (Hero #132).
  static func profile() -> AppReplayScene {
    AppReplayScene(
      engine: .hero,
      root: { ContactsViewController() },
      setup: { root in
        let profile = ProfileViewController()
        profile.hero.isEnabled = true
        root.present(profile, animated: false)
      })
  }
}
