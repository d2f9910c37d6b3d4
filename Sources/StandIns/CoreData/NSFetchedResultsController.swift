import Foundation
import HeadlessUI

/// A section of a fetched results controller's results.
public protocol NSFetchedResultsSectionInfo {
  /// The section's name (the value of the section key path).
  var name: String { get }
  /// Its index title (the name's first letter, capitalized).
  var indexTitle: String? { get }
  /// How many objects it holds.
  var numberOfObjects: Int { get }
  /// Its objects.
  var objects: [Any]? { get }
}

/// What changed about an object (Apple's raw values).
public enum NSFetchedResultsChangeType: UInt, Sendable {
  case insert = 1
  case delete, move, update
}

/// What a fetched results controller tells as its results change.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
  func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>,
    didChange sectionInfo: NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType)
  func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>,
    sectionIndexTitleForSectionName sectionName: String
  ) -> String?
}

extension NSFetchedResultsControllerDelegate {
  public func controllerWillChangeContent(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>
  ) {}
  public func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
  ) {}
  public func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>,
    didChange sectionInfo: NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType
  ) {}
  public func controllerDidChangeContent(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>
  ) {}
  public func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>,
    sectionIndexTitleForSectionName sectionName: String
  ) -> String? { sectionName.first.map { String($0).uppercased() } }
}

/// One section of results.
struct FetchedSection: NSFetchedResultsSectionInfo {
  let name: String
  let indexTitle: String?
  let members: [NSManagedObject]
  var numberOfObjects: Int { members.count }
  var objects: [Any]? { members }
}

/// Keeps a fetch's results, in sections, and tells its delegate what changed when the context
/// changes (an insert, a delete, an update, a move), as iOS does for a table or collection view.
///
/// It follows its context's `NSManagedObjectContextObjectsDidChange` (posted at the end of the
/// main queue's turn, by a save and by a merge): it fetches again and tells the delegate the
/// difference — every object that left (`.delete`, old index paths), every one that came
/// (`.insert`), every one that stayed and changed (`.update`, or `.move` when its index path
/// changed; objects that only shifted are not told), sections that came or went — between `controllerWillChangeContent` and
/// `controllerDidChangeContent`. Nothing is told when nothing changed.
open class NSFetchedResultsController<ResultType>: NSObject,
  @unchecked Sendable
{
  /// The fetch.
  public let fetchRequest: NSFetchRequest<ResultType>
  /// The context it fetches in.
  public let managedObjectContext: NSManagedObjectContext
  /// The key path whose value names each object's section (one section when nil).
  public let sectionNameKeyPath: String?
  /// Accepted (no cache is kept).
  public let cacheName: String?
  /// Told about changes.
  open weak var delegate: NSFetchedResultsControllerDelegate?
  private var ownSections: [FetchedSection]?
  private var observer: NSObjectProtocol?
  /// For the twin the delegate is given: the sections of the controller it stands for.
  private var sourceSections: (() -> [FetchedSection]?)?
  private var erasedTwin: NSFetchedResultsController<NSFetchRequestResult>?

  private var sectionList: [FetchedSection]? {
    get { sourceSections?() ?? ownSections }
    set { ownSections = newValue }
  }

  /// A controller of `fetchRequest`'s results in `context`, sectioned by `sectionNameKeyPath`.
  public init(
    fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
    sectionNameKeyPath: String?, cacheName name: String?
  ) {
    self.fetchRequest = fetchRequest
    managedObjectContext = context
    self.sectionNameKeyPath = sectionNameKeyPath
    cacheName = name
    super.init()
  }

  deinit {
    if let observer { NotificationCenter.default.removeObserver(observer as Any) }
  }

  /// Fetches the results (and starts following the context's changes).
  open func performFetch() throws {
    sectionList = try fetchSections()
    guard observer == nil else { return }
    observer = NotificationCenter.default.addObserver(
      forName: .NSManagedObjectContextObjectsDidChange, object: managedObjectContext, queue: nil
    ) { [weak self] notification in
      let info = notification.userInfo
      let changed = info?[NSUpdatedObjectsKey] as? Set<NSManagedObject>
      let refreshed = info?[NSRefreshedObjectsKey] as? Set<NSManagedObject>
      self?.contextDidChange(updated: (changed ?? []).union(refreshed ?? []))
    }
  }

  /// Deletes the cache `name` (there is none).
  open class func deleteCache(withName name: String?) {}

  /// The results, in order (nil before `performFetch()`).
  open var fetchedObjects: [ResultType]? {
    sectionList.map { $0.flatMap(\.members).compactMap { $0 as? ResultType } }
  }

  /// The sections (nil before `performFetch()`).
  open var sections: [NSFetchedResultsSectionInfo]? { sectionList }

  /// The section index titles.
  open var sectionIndexTitles: [String] {
    (sectionList ?? []).compactMap(\.indexTitle)
  }

  /// The object at `indexPath` (section, then row or item). Raises (reports, and answers the
  /// first object) when there is none, as iOS raises NSRangeException.
  open func object(at indexPath: IndexPath) -> ResultType {
    let sections = sectionList ?? []
    if indexPath.section < sections.count,
      indexPath.item < sections[indexPath.section].members.count,
      let object = sections[indexPath.section].members[indexPath.item] as? ResultType
    {
      return object
    }
    CoreDataIssues.raise(
      "NSRangeException",
      "no object at index \(indexPath.item) in section at index \(indexPath.section)")
    return sections.flatMap(\.members).compactMap { $0 as? ResultType }.first
      ?? (NSManagedObject(entity: NSEntityDescription.placeholder, insertInto: nil) as! ResultType)
  }

  /// Where `object` is, or nil.
  open func indexPath(forObject object: ResultType) -> IndexPath? {
    for (section, info) in (sectionList ?? []).enumerated() {
      if let row = info.members.firstIndex(where: { $0 === (object as AnyObject) }) {
        return IndexPath(item: row, section: section)
      }
    }
    return nil
  }

  /// The section whose index title is `title`, at `sectionIndex` in the index.
  open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
    (sectionList ?? []).firstIndex { $0.indexTitle == title } ?? sectionIndex
  }

  /// What the delegate is given: this controller as `NSFetchedResultsController<
  /// NSFetchRequestResult>` (Objective-C's generics are erased; Swift's are not, so a twin of
  /// that type answers with this controller's sections and objects). It is not `===` to this
  /// controller.
  private var erasedController: NSFetchedResultsController<NSFetchRequestResult> {
    if let self = self as? NSFetchedResultsController<NSFetchRequestResult> { return self }
    if let erasedTwin { return erasedTwin }
    let request = NSFetchRequest<NSFetchRequestResult>()
    request.entityName = fetchRequest.entityName
    request.entity = fetchRequest.entity
    request.predicate = fetchRequest.predicate
    request.sortDescriptors = fetchRequest.sortDescriptors
    let twin = NSFetchedResultsController<NSFetchRequestResult>(
      fetchRequest: request, managedObjectContext: managedObjectContext,
      sectionNameKeyPath: sectionNameKeyPath, cacheName: cacheName)
    twin.sourceSections = { [weak self] in self?.ownSections }
    erasedTwin = twin
    return twin
  }

  private func fetchSections() throws -> [FetchedSection] {
    let objects = try managedObjectContext.matchingObjects(fetchRequest)
    guard let keyPath = sectionNameKeyPath else {
      return [FetchedSection(name: "", indexTitle: nil, members: objects)]
    }
    var sections: [FetchedSection] = []
    for object in objects {
      let name = KeyValueReader.value(of: object, atKeyPath: keyPath).map { "\($0)" } ?? ""
      if let last = sections.last, last.name == name {
        sections[sections.count - 1] = FetchedSection(
          name: name, indexTitle: last.indexTitle, members: last.members + [object])
      } else {
        sections.append(
          FetchedSection(
            name: name, indexTitle: name.first.map { String($0).uppercased() }, members: [object]))
      }
    }
    return sections
  }

  private func contextDidChange(updated: Set<NSManagedObject>) {
    guard let old = sectionList, let new = try? fetchSections() else { return }
    sectionList = new
    let erased = erasedController
    func paths(_ sections: [FetchedSection]) -> [ObjectIdentifier: (IndexPath, NSManagedObject)] {
      var result: [ObjectIdentifier: (IndexPath, NSManagedObject)] = [:]
      for (section, info) in sections.enumerated() {
        for (row, object) in info.members.enumerated() {
          result[ObjectIdentifier(object)] = (IndexPath(item: row, section: section), object)
        }
      }
      return result
    }
    let before = paths(old)
    let after = paths(new)
    var objectChanges: [(Any, IndexPath?, NSFetchedResultsChangeType, IndexPath?)] = []
    for info in old {
      for object in info.members where after[ObjectIdentifier(object)] == nil {
        objectChanges.append((object, before[ObjectIdentifier(object)]?.0, .delete, nil))
      }
    }
    for info in new {
      for object in info.members {
        let id = ObjectIdentifier(object)
        guard let now = after[id]?.0 else { continue }
        if let was = before[id]?.0 {
          // A changed object moves when its place changed, else it is updated; the others
          // only shift (as on iOS, no move is told for them).
          guard updated.contains(object) else { continue }
          if was != now {
            objectChanges.append((object, was, .move, now))
          } else {
            objectChanges.append((object, was, .update, nil))
          }
        } else {
          objectChanges.append((object, nil, .insert, now))
        }
      }
    }
    let oldNames = old.map(\.name)
    let newNames = new.map(\.name)
    var sectionChanges: [(FetchedSection, Int, NSFetchedResultsChangeType)] = []
    for (index, section) in old.enumerated() where !newNames.contains(section.name) {
      sectionChanges.append((section, index, .delete))
    }
    for (index, section) in new.enumerated() where !oldNames.contains(section.name) {
      sectionChanges.append((section, index, .insert))
    }
    guard !objectChanges.isEmpty || !sectionChanges.isEmpty, let delegate else { return }
    delegate.controllerWillChangeContent(erased)
    for (section, index, type) in sectionChanges {
      delegate.controller(erased, didChange: section, atSectionIndex: index, for: type)
    }
    for (object, at, type, newPath) in objectChanges {
      delegate.controller(erased, didChange: object, at: at, for: type, newIndexPath: newPath)
    }
    delegate.controllerDidChangeContent(erased)
  }
}
