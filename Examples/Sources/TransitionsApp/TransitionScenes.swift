import HeadlessUI
import Replay

/// The glue between the app and the replayer: one scene per transition under test (the one
/// file of this target that is not generated from iOS/).
@MainActor
public enum TransitionScenes {
  /// The receipts with receipt 1 shown full screen: a pull down dismisses it through
  /// `UIPercentDrivenInteractiveTransition`.
  public static func receipt() -> AppReplayScene {
    .app {
      ReceiptsViewController()
    } setup: {
      $0.showReceipt(number: 1, animated: false)
    }
  }
}
