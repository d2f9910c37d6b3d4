import HeadlessUI
import ReplayCore

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

  /// Track 2 pushed on the tracks in a navigation controller: the navigation controller's own
  /// edge swipe takes it back.
  public static func track() -> AppReplayScene {
    .app {
      UINavigationController(rootViewController: TracksViewController())
    } setup: {
      ($0.viewControllers.first as? TracksViewController)?.showTrack(number: 2, animated: false)
    }
  }

  /// Album 3 pushed on the albums: an edge pan on the album pops it with a custom interactive
  /// transition (a percent-driven interaction over an interruptible property animator).
  public static func album() -> AppReplayScene {
    .app {
      UINavigationController(rootViewController: AlbumsViewController())
    } setup: {
      ($0.viewControllers.first as? AlbumsViewController)?.showAlbum(number: 3, animated: false)
    }
  }

  /// The shop with its filters in a page sheet: a pull down closes the sheet.
  public static func filters() -> AppReplayScene {
    .app {
      ShopViewController()
    } setup: {
      $0.showFilters(animated: false)
    }
  }

  /// The shop with a draft review in a sheet that may not be pulled away
  /// (`isModalInPresentation`): a pull asks whether to discard.
  public static func draft() -> AppReplayScene {
    .app {
      ShopViewController()
    } setup: {
      $0.showDraftReview(animated: false)
    }
  }

  /// A screen with a side menu that a drag pulls in from the left (no transition).
  public static func menu() -> AppReplayScene {
    .app { MenuViewController() }
  }

  /// The photo viewer on photo 3 of 6: a swipe sideways turns the page
  /// (`UIPageViewController`).
  public static func photos() -> AppReplayScene {
    .app { PhotoPagesViewController(photoCount: 6, startingAt: 2) }
  }

  /// The map with its opening-hours card presented over the current context: a pull down on
  /// the card dismisses it while its table is at the top. `scrolledBy`: how far the card's
  /// table is scrolled first, in points (then a pull down scrolls the table instead).
  public static func openingHours(scrolledBy offset: CGFloat = 0) -> AppReplayScene {
    .app {
      PlacesViewController()
    } setup: {
      $0.showOpeningHours(animated: false)
      ($0.presentedViewController as? PlaceCardViewController)?.tableView.contentOffset.y = offset
    }
  }

  /// Notes.storyboard launched at its initial controller (a navigation controller over the notes
  /// table), with note 4 shown by its cell's segue: the storyboard's screen-edge pan on the
  /// note pops it with a custom interactive transition.
  public static func notes() -> AppReplayScene {
    .storyboard("Notes", bundle: appResources) {
      ($0 as? NotesViewController)?.showNote(number: 4)
    }
  }

  /// The inbox, whose left-edge swipe pulls a side drawer in (a custom presentation).
  /// `openIn`: a size to turn the window to with the drawer open first (as a phone turned to
  /// landscape), in points; nil: the drawer closed, the window as it is.
  public static func drawer(openIn size: CGSize? = nil) -> AppReplayScene {
    .app {
      InboxViewController()
    } setup: { inbox in
      guard let size else { return }
      inbox.openDrawer(animated: false)
      inbox.view.window?.transition(to: size)
    }
  }

  /// The scenes by name, for a scenes tool (`example-scenes replay FILE --scene receipt`).

  /// Each says how a test builds it (`ReplaySceneRegistry.Source`), so the tests a hunt writes
  /// need no registration.
  public static let entries: [ReplaySceneRegistry.Entry] = [
    .init("receipt", summary: "pull a receipt down: a percent-driven UIKit dismissal") {
      receipt()
    },
    .init("track", summary: "swipe from the left edge: the navigation controller's own pop") {
      track()
    },
    .init("album", summary: "swipe from the left edge: a custom interactive pop") { album() },
    .init("filters", summary: "pull a page sheet down to close it") { filters() },
    .init("draft", summary: "pull a sheet that may not close: it asks to discard") { draft() },
    .init("menu", summary: "drag a side menu in from the left") { menu() },
    .init("photos", summary: "swipe a photo viewer sideways: a page view controller") {
      photos()
    },
    .init("hours", summary: "pull a card with a table down: over the current context") {
      openingHours()
    },
    .init("drawer", summary: "swipe from the left edge: a side drawer presented with the finger") {
      drawer()
    },
    .init("notes", summary: "swipe from the left edge: a storyboard's edge pan pops a note") {
      notes()
    },
  ].buildable(from: "TransitionScenes.entries", in: "TransitionsApp")
}
