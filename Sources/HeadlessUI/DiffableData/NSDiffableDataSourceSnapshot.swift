import Foundation

/// The state of a list's data: sections and the items in each, by identifier
/// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot). A value; a
/// diffable data source shows the one applied last.
///
/// Identifiers must be unique across the snapshot, as UIKit requires; an item or section added
/// twice is ignored the second time (UIKit raises), and one that is missing makes an insert,
/// move or delete relative to it do nothing.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []

  /// An empty snapshot.
  public init() {}

  /// The number of sections.
  public var numberOfSections: Int { sections.count }
  /// The number of items in all sections.
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
  /// The items of every section, in order.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }
  /// The items reloaded by the last `reloadItems` (informational).
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items reconfigured by the last `reconfigureItems` (informational).
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

  /// The number of items in `section` (0 when there is no such section).
  public func numberOfItems(inSection section: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: section).count
  }

  /// The items of `section`, in order.
  public func itemIdentifiers(inSection section: SectionIdentifierType) -> [ItemIdentifierType] {
    sections.first { $0.id == section }?.items ?? []
  }

  /// The section that holds `item`.
  public func sectionIdentifier(containingItem item: ItemIdentifierType) -> SectionIdentifierType? {
    sections.first { $0.items.contains(item) }?.id
  }

  /// The index of `item` across all sections.
  public func indexOfItem(_ item: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: item)
  }

  /// The index of `section`.
  public func indexOfSection(_ section: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.id == section }
  }

  /// Adds `identifiers` as sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    for id in identifiers where indexOfSection(id) == nil { sections.append((id, [])) }
  }

  /// Inserts sections before `beforeSection`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection: SectionIdentifierType
  ) {
    guard let index = indexOfSection(beforeSection) else { return }
    let new = identifiers.filter { indexOfSection($0) == nil }.map {
      (id: $0, items: [ItemIdentifierType]())
    }
    sections.insert(contentsOf: new, at: index)
  }

  /// Inserts sections after `afterSection`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection: SectionIdentifierType
  ) {
    guard let index = indexOfSection(afterSection) else { return }
    let new = identifiers.filter { indexOfSection($0) == nil }.map {
      (id: $0, items: [ItemIdentifierType]())
    }
    sections.insert(contentsOf: new, at: index + 1)
  }

  /// Removes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    sections.removeAll { identifiers.contains($0.id) }
  }

  /// Adds `identifiers` at the end of `section` (the last section when nil; nothing when there
  /// is no section).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
  ) {
    guard
      let index = section.map({ indexOfSection($0) })
        ?? (sections.isEmpty ? nil : sections.count - 1)
    else { return }
    for id in identifiers where indexOfItem(id) == nil { sections[index].items.append(id) }
  }

  /// Inserts items before `beforeItem`.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType
  ) {
    insert(identifiers, next: beforeItem, offset: 0)
  }

  /// Inserts items after `afterItem`.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType
  ) {
    insert(identifiers, next: afterItem, offset: 1)
  }

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], next item: ItemIdentifierType, offset: Int
  ) {
    guard let section = sections.firstIndex(where: { $0.items.contains(item) }),
      let index = sections[section].items.firstIndex(of: item)
    else { return }
    let new = identifiers.filter { indexOfItem($0) == nil }
    sections[section].items.insert(contentsOf: new, at: index + offset)
  }

  /// Removes items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
  }

  /// Removes every section and item.
  public mutating func deleteAllItems() { sections.removeAll() }

  /// Moves `item` before `toIdentifier`.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    guard identifier != toIdentifier, indexOfItem(toIdentifier) != nil else { return }
    deleteItems([identifier])
    insertItems([identifier], beforeItem: toIdentifier)
  }

  /// Moves `item` after `toIdentifier`.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    guard identifier != toIdentifier, indexOfItem(toIdentifier) != nil else { return }
    deleteItems([identifier])
    insertItems([identifier], afterItem: toIdentifier)
  }

  /// Marks items to be reloaded (their cells are asked for again when applied).
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItemIdentifiers = identifiers
  }

  /// Marks items to be reconfigured (their cells are asked for again when applied).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfiguredItemIdentifiers = identifiers
  }

  /// Marks sections to be reloaded.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}

  /// The item at `indexPath` (nil outside the snapshot).
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section].items[indexPath.item]
  }

  /// Where `item` is.
  func indexPath(of item: ItemIdentifierType) -> IndexPath? {
    for (section, entry) in sections.enumerated() {
      if let index = entry.items.firstIndex(of: item) {
        return IndexPath(item: index, section: section)
      }
    }
    return nil
  }
}
