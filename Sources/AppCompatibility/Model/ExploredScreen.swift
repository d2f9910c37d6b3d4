/// A screen the explorer reached: named by its visible controllers, with the taps that reach it
/// from the launch, what a user can tap on it and the gestures it handles.
public struct ExploredScreen: Codable, Hashable, Sendable {
  /// The screen's name: the class of its frontmost visible controller, with the chain of
  /// containers and presenters that leads there (`UINavigationController > PlacesViewController`).
  public var name: String
  /// The taps from the launch that reach it.
  public var steps: [ExploreTap]
  /// What a user can tap on it, in the order the survey found them.
  public var controls: [ExploreTap]
  /// The gestures it handles and what driving each did.
  public var gestures: [ExploredGesture]

  /// A screen.
  public init(
    name: String, steps: [ExploreTap], controls: [ExploreTap], gestures: [ExploredGesture]
  ) {
    self.name = name
    self.steps = steps
    self.controls = controls
    self.gestures = gestures
  }
}

/// A gesture a screen handles and every drive of it.
public struct ExploredGesture: Codable, Hashable, Sendable {
  /// What handles it: `pan`, `edge pan`, `swipe`, `pinch`, `scroll`, `page`, `back swipe`.
  public var kind: String
  /// The view it belongs to, as the replay names views (`PlaceViewController.view`, or class
  /// and place in the tree).
  public var view: String
  /// The drives: one recording, placed and turned for one direction, each.
  public var drives: [GestureDrive]

  /// A gesture and its drives.
  public init(kind: String, view: String, drives: [GestureDrive]) {
    self.kind = kind
    self.view = view
    self.drives = drives
  }
}

/// One replay of a shipped recording into a gesture.
public struct GestureDrive: Codable, Hashable, Sendable {
  /// The recording's label (`flick`, `slow drag`, `pinch`) and the direction it was turned to
  /// (`down`, `left`, …), e.g. `flick left`.
  public var name: String
  /// The replay's outcome as the report prints it (`finished`, `cancelled`, `no transition`…).
  public var outcome: String
  /// The replay's problems (crash, stuck, frozen, completed more than once, jump), as phrases.
  public var problems: [String]
  /// The screen the app showed after the gesture.
  public var screenAfter: String?

  /// A drive.
  public init(name: String, outcome: String, problems: [String], screenAfter: String?) {
    self.name = name
    self.outcome = outcome
    self.problems = problems
    self.screenAfter = screenAfter
  }
}

/// A tap the explorer makes: the step a replay runs and what a user sees there.
public struct ExploreTap: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The step in `--before` text: `tap X,Y` at the centre of the control's visible part (what the
  /// survey hit-tested), so it reaches the same control on every run.
  public var step: String
  /// What is tapped, as a user reads it: `button "Add"`, `cell 0 of UITableView`,
  /// `tab "Places"`.
  public var what: String

  /// A tap.
  public init(step: String, what: String) {
    self.step = step
    self.what = what
  }

  /// `STEP (WHAT)`.
  public var description: String { "\(step) (\(what))" }
}
