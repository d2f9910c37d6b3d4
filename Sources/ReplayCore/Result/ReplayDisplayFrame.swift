/// One display frame of the view timeline: the time, the transition's progress, and the
/// state of every tracked view after the frame's animations ran.
public struct ReplayDisplayFrame: Hashable, Sendable, Codable {
  /// The frame number (frame `n` is at `n · 10⁹ / rate` ns).
  public var index: Int
  /// The virtual time in nanoseconds.
  public var time: VirtualInstant
  /// The running transition's progress (0…1), or nil when none is running.
  public var progress: Double?
  /// The tracked views, in the order the scene lists them.
  public var views: [ReplayViewState]

  /// A display frame.
  public init(index: Int, time: VirtualInstant, progress: Double?, views: [ReplayViewState]) {
    self.index = index
    self.time = time
    self.progress = progress
    self.views = views
  }

  /// The view with `id` or heroID `id`, if tracked on this frame.
  public func view(_ id: String) -> ReplayViewState? {
    views.first { $0.id == id } ?? views.first { $0.heroID == id }
  }
}
