import HeadlessUI
import Replay

/// The glue between the app and the replayer: one scene per transition under test (the one
/// file of this target that is not generated from iOS/).
@MainActor
public enum GalleryScenes {
  /// The gallery with photo 4 shown full screen: a pull down dismisses it.
  public static func photo() -> AppReplayScene {
    .app(engine: .hero) {
      PhotoGalleryViewController()
    } setup: {
      $0.showPhoto(at: 4, animated: false)
    }
  }

  /// The card list with card 1 open: a swipe right dismisses it.
  public static func card() -> AppReplayScene {
    .app(engine: .hero) {
      CardListViewController()
    } setup: {
      $0.openCard(1, animated: false)
    }
  }

  /// The reading list with article 1 open: a swipe right pages the list back in.
  public static func article() -> AppReplayScene {
    registerImages()
    return .app(engine: .hero) {
      ReadingListViewController()
    } setup: {
      $0.openArticle(1, animated: false)
    }
  }

  /// The inbox: a drag right on a row opens its message.
  public static func inbox() -> AppReplayScene {
    .app(engine: .hero) { InboxViewController() }
  }

  /// The settings with the Gestures page pushed: a swipe from the left edge pops it.
  public static func settings() -> AppReplayScene {
    .app(engine: .hero) {
      UINavigationController(rootViewController: SettingsViewController())
    } setup: {
      ($0.viewControllers.first as? SettingsViewController)?.openSection(at: 2, animated: false)
    }
  }

  /// The notes board with note 3 open: pulling its scroll view down dismisses it.
  public static func note() -> AppReplayScene {
    .app(engine: .hero) {
      NotesViewController()
    } setup: {
      $0.openNote(3, animated: false)
    }
  }

  /// The stories grid: a tap opens a story.
  public static func stories() -> AppReplayScene {
    .app(engine: .hero) { StoriesViewController() }
  }

  /// Story 0 open over the grid: a pull down dismisses it.
  public static func story() -> AppReplayScene {
    .app(engine: .hero) {
      StoriesViewController()
    } setup: {
      $0.collectionView(
        $0.collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
    }
  }

  /// The images the app names (`UIImage(named:)`), with their pixel sizes.
  static func registerImages() {
    for name in ["article-0", "article-1", "article-2"] {
      UIImage.register(named: name, size: CGSize(width: 1200, height: 800))
    }
  }

  /// Every scene, by name, for the scenes tool and expectation files.
  /// Each says how a test builds it (`ReplaySceneRegistry.Source`), so the tests a hunt writes
  /// need no registration.
  public static let entries: [ReplaySceneRegistry.Entry] = [
    .init("photo", summary: "pull a full-screen photo down to dismiss it") { photo() },
    .init("card", summary: "swipe a detail card right to dismiss it") { card() },
    .init("article", summary: "swipe an article right: the reading list pages in") { article() },
    .init("inbox", summary: "drag a message row right to open it") { inbox() },
    .init("settings", summary: "swipe from the left edge to pop a settings page") { settings() },
    .init("note", summary: "pull a note's scroll view down to dismiss it") { note() },
    .init("stories", summary: "tap a story card to open it") { stories() },
    .init("story", summary: "pull an open story down to dismiss it") { story() },
  ].buildable(from: "GalleryScenes.entries", in: "GalleryApp")
}
