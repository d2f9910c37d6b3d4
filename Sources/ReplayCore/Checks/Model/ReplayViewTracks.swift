/// Where each view of a timeline is, frame by frame, as ``ReplayDisplayFrame/view(_:)`` finds
/// it (the first view with that id, else the first with that heroID), worked out in one pass
/// over the frames instead of a search of every frame for every view.
///
/// The ids are the views' ``ReplayViewState/id``s in the order the frames first show them.
/// Consecutive frames mostly list the same views in the same order (a resting frame shares its
/// predecessor's list; a transition frame lists the same snapshots with new geometry), so the
/// match of a frame's views to the ids is kept while the next frame's ids and heroIDs are the
/// same, and only the positions are read again.
struct ReplayViewTracks {
  /// Every view id of the timeline, in the order first shown.
  let ids: [String]
  private let frames: [ReplayDisplayFrame]
  /// The slot of each id (its index in ``ids``).
  private let slots: [String: Int]
  /// The frame whose views ``viewIndex`` matches, if any.
  private var matchedViews: [ReplayViewState]?
  /// For each slot, the index of its view in ``matchedViews`` (−1: none).
  private var viewIndex: [Int] = []

  init(_ frames: [ReplayDisplayFrame]) {
    self.frames = frames
    var ids: [String] = []
    var slots: [String: Int] = [:]
    var previous: [ReplayViewState] = []
    for frame in frames {
      // The same views in the same order as the frame before: nothing new to see.
      if Self.sameLayout(frame.views, previous) { continue }
      for view in frame.views where slots[view.id] == nil {
        slots[view.id] = ids.count
        ids.append(view.id)
      }
      previous = frame.views
    }
    self.ids = ids
    self.slots = slots
  }

  /// The position of each id's view on frame `index` (nil where the frame does not show it).
  mutating func positions(onFrame index: Int) -> [ReplayPoint?] {
    var found: [ReplayPoint?] = []
    positions(onFrame: index, into: &found)
    return found
  }

  /// ``positions(onFrame:)`` written over `positions` (whose storage is kept: a pass over the
  /// frames reuses a few arrays rather than making one per frame).
  mutating func positions(onFrame index: Int, into positions: inout [ReplayPoint?]) {
    let views = frames[index].views
    if let matched = matchedViews, Self.sameLayout(views, matched) {
      // Same views in the same places: only the positions are read again.
    } else {
      match(views)
    }
    if positions.count != ids.count {
      positions = [ReplayPoint?](repeating: nil, count: ids.count)
    }
    for slot in positions.indices {
      let view = viewIndex[slot]
      positions[slot] = view >= 0 ? views[view].position : nil
    }
  }

  /// Matches `views` to the ids: by id first, then (for an id no view has) by heroID.
  private mutating func match(_ views: [ReplayViewState]) {
    var byID = [Int](repeating: -1, count: ids.count)
    for index in views.indices {
      if let slot = slots[views[index].id], byID[slot] < 0 { byID[slot] = index }
    }
    var byHeroID = [Int](repeating: -1, count: ids.count)
    for index in views.indices {
      if let heroID = views[index].heroID, let slot = slots[heroID], byHeroID[slot] < 0 {
        byHeroID[slot] = index
      }
    }
    for slot in byID.indices where byID[slot] < 0 { byID[slot] = byHeroID[slot] }
    viewIndex = byID
    matchedViews = views
  }

  /// Whether two lists of views have the same ids and heroIDs in the same order (so they
  /// match the ids alike).
  private static func sameLayout(_ a: [ReplayViewState], _ b: [ReplayViewState]) -> Bool {
    guard a.count == b.count else { return false }
    // Interned names: the same id and heroID are the same names object.
    for index in a.indices where !a[index].hasSameNames(as: b[index]) {
      return false
    }
    return true
  }
}
