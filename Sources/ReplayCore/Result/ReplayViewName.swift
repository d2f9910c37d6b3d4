import Synchronization

/// The names of a tracked view — its id and heroID — held once per process.
///
/// A timeline records the same views frame after frame. A ``ReplayViewState`` refers to its
/// names through an unretained reference to one of these objects, which are interned and never
/// freed: states are then plain values that copy and free like bytes, with no reference
/// counting per view per frame. The table grows by one entry per distinct (id, heroID) pair the
/// process meets, which for replays is the set of view names of its scenes (a few dozen).
final class ReplayViewName: Sendable {
  let id: String
  let heroID: String?

  private init(id: String, heroID: String?) {
    self.id = id
    self.heroID = heroID
  }

  /// The one object with these names, made on first use and kept for the life of the process.
  static func interned(id: String, heroID: String?) -> ReplayViewName {
    let key = Key(id: id, heroID: heroID)
    return table.withLock { names in
      if let name = names[key] { return name }
      let name = ReplayViewName(id: id, heroID: heroID)
      names[key] = name
      return name
    }
  }

  private struct Key: Hashable {
    let id: String
    let heroID: String?

    // The id alone: a heroID is nil or the id itself nearly always, and hashing it too would
    // double the cost of every lookup for nothing.
    func hash(into hasher: inout Hasher) {
      hasher.combine(id)
    }
  }

  private static let table = Mutex<[Key: ReplayViewName]>([:])
}
