/// Which views an ``AppReplayScene`` records on each display frame.
public struct ReplayViewSelection: Sendable {
  /// A view the scene could record.
  public struct Candidate: Sendable {
    /// The id it would be recorded under: its heroID, else its accessibility identifier (in a
    /// transition, Hero's key for it: also a subview path such as `from/0/2` when
    /// ``AppReplayScene/tracksAllViews`` is on).
    public var id: String
    /// Whether the frame is a transition frame (the view as Hero animates it) rather than a
    /// view at rest in the window.
    public var isInTransition: Bool

    /// A view recorded under `id`, in a transition frame or at rest.
    package init(id: String, isInTransition: Bool) {
      self.id = id
      self.isInTransition = isInTransition
    }
  }

  package let includes: @MainActor @Sendable (Candidate) -> Bool

  /// Views for which `includes` is true.
  public init(_ includes: @escaping @MainActor @Sendable (Candidate) -> Bool) {
    self.includes = includes
  }

  /// Every view with a heroID or an accessibility identifier, and every view the app's handler
  /// moved (named by the controller property that holds it, `PhotoViewController.imageView`, or
  /// by its class and place in the tree, `UIView@0/1/2`) (the default).
  public static let identified = ReplayViewSelection { _ in true }

  /// Only the views with these ids (heroIDs or accessibility identifiers).
  ///
  /// - Parameter ids: heroIDs or accessibility identifiers; an id no view has selects nothing.
  public static func only(_ ids: Set<String>) -> ReplayViewSelection {
    ReplayViewSelection { ids.contains($0.id) }
  }
}
