import HeadlessNetworking
import HeadlessUI
import Kingfisher
import ReplayCore

/// The glue between the profile app (iOS/ProfileApp: laid out with SnapKit, made with Then,
/// both ported with `--package` into Dependencies/) and the replayer.
@MainActor
public enum ProfileScenes {
  /// The people list with Grace Hopper's card shown over it: a pull down on the card dismisses
  /// it through `UIPercentDrivenInteractiveTransition`.
  ///
  /// The photos come from the network, which a replay does not reach: Kingfisher's session is
  /// made offline (`OfflineURLProtocol`), so every card keeps its placeholder, on every run.
  public static func card() -> AppReplayScene {
    .app {
      PeopleViewController()
    } setup: {
      makeKingfisherOffline()
      $0.showProfile(row: 1, animated: false)
    }
  }

  /// Points Kingfisher's downloader at a session that fails every request at once.
  public static func makeKingfisherOffline() {
    KingfisherManager.shared.downloader.sessionConfiguration = OfflineURLProtocol.offline()
  }
}
