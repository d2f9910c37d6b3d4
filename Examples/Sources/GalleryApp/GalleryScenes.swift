import Replay

/// The glue between the app and the replayer: one scene per transition under test (the one
/// file of this target that is not generated from iOS/).
@MainActor
public enum GalleryScenes {
  /// The gallery with photo 4 shown full screen: a pull down dismisses it.
  public static func photo() -> AppReplayScene {
    .app { PhotoGalleryViewController() } setup: { $0.showPhoto(at: 4, animated: false) }
  }

  /// The card list with card 1 open: a swipe right dismisses it.
  public static func card() -> AppReplayScene {
    .app { CardListViewController() } setup: { $0.openCard(1, animated: false) }
  }

  /// Both, by name, for the scenes tool and expectation files.
  public static let entries: [ReplaySceneRegistry.Entry] = [
    .init("photo", summary: "pull a full-screen photo down to dismiss it") { photo() },
    .init("card", summary: "swipe a detail card right to dismiss it") { card() },
  ]
}
