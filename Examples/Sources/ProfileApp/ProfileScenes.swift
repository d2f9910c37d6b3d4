import HeadlessUI
import ReplayCore

/// The glue between the profile app (iOS/ProfileApp: laid out with SnapKit, made with Then,
/// both ported with `--package` into Dependencies/) and the replayer.
@MainActor
public enum ProfileScenes {
  /// The people list with Grace Hopper's card shown over it: a pull down on the card dismisses
  /// it through `UIPercentDrivenInteractiveTransition`.
  public static func card() -> AppReplayScene {
    .app {
      PeopleViewController()
    } setup: {
      $0.showProfile(row: 1, animated: false)
    }
  }
}
