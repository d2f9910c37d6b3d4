import CoreDataStandIn
import DataModelDocuments
import Foundation
import TestSupport
import Testing

// The classes of the fixture model's entities, as the port writes them: Xcode's generated
// properties (`@NSManaged`) as computed properties over the object's values.
final class LibraryAuthor: NSManagedObject {
  var name: String? {
    get { managedValue(forKey: "name") }
    set { setManagedValue(newValue, forKey: "name") }
  }
  var born: Date? {
    get { managedValue(forKey: "born") }
    set { setManagedValue(newValue, forKey: "born") }
  }
  var books: NSSet? {
    get { managedValue(forKey: "books") }
    set { setManagedValue(newValue, forKey: "books") }
  }
  func addToBooks(_ value: LibraryBook) { addManagedObjects([value], toKey: "books") }
}

final class LibraryBook: NSManagedObject {
  var title: String? {
    get { managedValue(forKey: "title") }
    set { setManagedValue(newValue, forKey: "title") }
  }
  var pages: Int32 {
    get { managedValue(forKey: "pages") }
    set { setManagedValue(newValue, forKey: "pages") }
  }
  var rating: Double {
    get { managedValue(forKey: "rating") }
    set { setManagedValue(newValue, forKey: "rating") }
  }
  var isRead: Bool {
    get { managedValue(forKey: "isRead") }
    set { setManagedValue(newValue, forKey: "isRead") }
  }
  var author: LibraryAuthor? {
    get { managedValue(forKey: "author") }
    set { setManagedValue(newValue, forKey: "author") }
  }
  var shelf: LibraryShelf? {
    get { managedValue(forKey: "shelf") }
    set { setManagedValue(newValue, forKey: "shelf") }
  }
}

final class LibraryShelf: NSManagedObject {
  var label: String? {
    get { managedValue(forKey: "label") }
    set { setManagedValue(newValue, forKey: "label") }
  }
  var books: Set<LibraryBook>? {
    get { managedValue(forKey: "books") }
    set { setManagedValue(newValue, forKey: "books") }
  }
}

/// CoreData's stand-in: a model read from the app's `.xcdatamodeld`, contexts that insert,
/// fetch (with predicates and sort descriptors), validate and save, relationships whose inverse
/// follows, the delete rules, child contexts, merges, fetched results controllers, batch
/// requests, and a SQLite store that keeps what was saved. Apple's pages:
/// https://developer.apple.com/documentation/coredata/nspersistentcontainer,
/// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/save(),
/// https://developer.apple.com/documentation/coredata/nsdeleterule,
/// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/automaticallymergeschangesfromparent,
/// https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate,
/// https://developer.apple.com/documentation/coredata/nsbatchupdaterequest.
/// On the main actor: a view context is the main queue's, whose blocks (the end-of-turn change
/// notifications) must not run beside the test.
@MainActor
@Suite("CoreData stand-in", .serialized)
struct CoreDataStandInTests {
  /// The fixture model's entities, with their model's names (`Author`…) mapped to this file's
  /// classes.
  static func model() throws -> NSManagedObjectModel {
    var document = try DataModel.read(
      contentsOf: Fixtures.fixture("CoreData/Library.xcdatamodeld"))
    for index in document.entities.indices {
      document.entities[index].className = "Library" + document.entities[index].name
    }
    NSManagedObjectModel.register([LibraryAuthor.self, LibraryBook.self, LibraryShelf.self])
    return NSManagedObjectModel(document: document)
  }

  /// A container with one store: SQLite at `url` (a fresh name unless given), or in memory.
  static func container(url: URL? = nil, inMemory: Bool = false) throws -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Library", managedObjectModel: try model())
    let description = NSPersistentStoreDescription(
      url: url ?? URL(fileURLWithPath: "/app/Library-\(UUID().uuidString).sqlite"))
    if inMemory { description.type = NSInMemoryStoreType }
    container.persistentStoreDescriptions = [description]
    var failure: Error?
    container.loadPersistentStores { _, error in failure = error }
    if let failure { throw failure }
    return container
  }

  static func book(_ title: String, pages: Int32, in context: NSManagedObjectContext) -> LibraryBook
  {
    let book = LibraryBook(context: context)
    book.title = title
    book.pages = pages
    return book
  }

  @Test("the model is the current version, with types, defaults, inverses and templates")
  func modelDocument() throws {
    let model = try Self.model()
    #expect(model.entities.map(\.name) == ["Author", "Book", "Shelf"])
    let book = try #require(model.entitiesByName["Book"])
    #expect(book.attributesByName["pages"]?.attributeType == .integer32AttributeType)
    #expect(book.attributesByName["pages"]?.defaultValue as? Int32 == 0)
    #expect(book.attributesByName["title"]?.isOptional == true)
    let author = try #require(book.relationshipsByName["author"])
    #expect(!author.isToMany)
    #expect(author.inverseRelationship?.name == "books")
    #expect(author.inverseRelationship?.isToMany == true)
    #expect(
      model.entitiesByName["Shelf"]?.relationshipsByName["books"]?.deleteRule == .denyDeleteRule)
    let template = model.fetchRequestFromTemplate(
      withName: "LongBooks", substitutionVariables: ["MIN": 300])
    #expect(template?.entityName == "Book")
    #expect(NSManagedObjectModel(contentsOf: URL(fileURLWithPath: "/nonexistent.momd")) == nil)
  }

  @Test("an object made with init() belongs to no context and has its class's entity")
  func plainInitializer() throws {
    let context = try Self.container(inMemory: true).viewContext
    let loose = LibraryBook()
    #expect(loose.managedObjectContext == nil)
    #expect(loose.entity.name == "Book", "the container loaded the class's entity")
    loose.title = "Loose"
    #expect(loose.title == "Loose")
    let request = NSFetchRequest<LibraryBook>(entityName: "Book")
    #expect(try context.fetch(request).isEmpty, "inserted nowhere")
  }

  @Test("a fetch sees unsaved inserts and changes, filtered, sorted and windowed")
  func fetching() throws {
    let context = try Self.container(inMemory: true).viewContext
    _ = Self.book("Emma", pages: 474, in: context)
    _ = Self.book("Dune", pages: 412, in: context)
    let short = Self.book("Candide", pages: 129, in: context)
    #expect(short.isInserted && context.hasChanges)
    let request = NSFetchRequest<LibraryBook>(entityName: "Book")
    request.predicate = NSPredicate(format: "pages > %d", 200)
    request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    #expect(try context.fetch(request).map(\.title) == ["Dune", "Emma"])
    request.fetchLimit = 1
    request.fetchOffset = 1
    #expect(try context.fetch(request).map(\.title) == ["Emma"])
    short.pages = 900
    #expect(try context.count(for: NSFetchRequest<LibraryBook>(entityName: "Book")) == 3)
    let all = NSFetchRequest<NSFetchRequestResult>(entityName: "Book")
    all.predicate = NSPredicate(format: "title BEGINSWITH[c] %@", "c")
    #expect((try context.fetch(all) as? [LibraryBook])?.first?.pages == 900)
    all.resultType = .countResultType
    #expect((try context.fetch(all).first as? NSNumber)?.intValue == 1)
  }

  @Test("setting a relationship sets its inverse; reassigning moves the object")
  func inverses() throws {
    let context = try Self.container(inMemory: true).viewContext
    let austen = LibraryAuthor(context: context)
    austen.name = "Austen"
    let voltaire = LibraryAuthor(context: context)
    voltaire.name = "Voltaire"
    let emma = Self.book("Emma", pages: 474, in: context)
    emma.author = austen
    #expect(austen.books?.contains(emma) == true)
    emma.author = voltaire
    #expect(austen.books?.count == 0)
    #expect(voltaire.books?.contains(emma) == true)
    let candide = Self.book("Candide", pages: 129, in: context)
    voltaire.addToBooks(candide)
    #expect(candide.author === voltaire)
    let byAuthor = NSFetchRequest<LibraryBook>(entityName: "Book")
    byAuthor.predicate = NSPredicate(format: "author.name == %@", "Voltaire")
    #expect(Set(try context.fetch(byAuthor).compactMap(\.title)) == ["Emma", "Candide"])
    byAuthor.predicate = NSPredicate(format: "author == %@", voltaire)
    #expect(try context.fetch(byAuthor).count == 2)
  }

  @Test("a save writes the SQLite store; another coordinator on the same URL reads it")
  func sqliteStore() throws {
    let url = URL(fileURLWithPath: "/app/Documents/Shared-\(UUID().uuidString).sqlite")
    do {
      let context = try Self.container(url: url).viewContext
      let austen = LibraryAuthor(context: context)
      austen.name = "Austen"
      austen.born = Date(timeIntervalSinceReferenceDate: -7_000_000_000)
      let emma = Self.book("Emma", pages: 474, in: context)
      emma.rating = 4.5
      emma.isRead = true
      emma.author = austen
      #expect(emma.objectID.isTemporaryID)
      try context.save()
      #expect(!emma.objectID.isTemporaryID)
      #expect(emma.objectID.uriRepresentation().absoluteString.hasPrefix("x-coredata://"))
      #expect(!context.hasChanges && !emma.isInserted)
    }
    // Nothing is written at the app's path: the file lives in the process's sandbox.
    #expect(!FileManager.default.fileExists(atPath: url.path))
    let reopened = try Self.container(url: url).viewContext
    let books = try reopened.fetch(NSFetchRequest<LibraryBook>(entityName: "Book"))
    let emma = try #require(books.first)
    #expect(books.count == 1)
    #expect(emma.title == "Emma" && emma.pages == 474 && emma.rating == 4.5 && emma.isRead)
    #expect(emma.author?.name == "Austen")
    #expect(emma.author?.born == Date(timeIntervalSinceReferenceDate: -7_000_000_000))
    #expect(emma.author?.books?.contains(emma) == true)
    // A new store file starts empty: a fresh install.
    let fresh = try Self.container().viewContext
    #expect(try fresh.count(for: NSFetchRequest<LibraryBook>(entityName: "Book")) == 0)
  }

  @Test("a required attribute left nil fails the save with Core Data's error 1570")
  func validation() throws {
    let context = try Self.container(inMemory: true).viewContext
    _ = LibraryAuthor(context: context)
    #expect {
      try context.save()
    } throws: { error in
      (error as NSError).code == 1570 && (error as NSError).domain == NSCocoaErrorDomain
    }
  }

  @Test("delete rules: cascade deletes, nullify lets go, deny fails the save")
  func deleteRules() throws {
    let context = try Self.container(inMemory: true).viewContext
    let austen = LibraryAuthor(context: context)
    austen.name = "Austen"
    let emma = Self.book("Emma", pages: 474, in: context)
    let persuasion = Self.book("Persuasion", pages: 249, in: context)
    emma.author = austen
    persuasion.author = austen
    try context.save()
    context.delete(persuasion)
    #expect(austen.books?.count == 1)
    try context.save()
    context.delete(austen)
    try context.save()
    #expect(try context.count(for: NSFetchRequest<LibraryBook>(entityName: "Book")) == 0)

    let shelf = LibraryShelf(context: context)
    let dune = Self.book("Dune", pages: 412, in: context)
    dune.shelf = shelf
    #expect(shelf.books == [dune])
    try context.save()
    context.delete(shelf)
    #expect {
      try context.save()
    } throws: { error in
      (error as NSError).code == 1550
    }
  }

  @Test("a child context saves into its parent; the parent's save reaches the store")
  func childContext() throws {
    let container = try Self.container()
    let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    child.parent = container.viewContext
    _ = Self.book("Dune", pages: 412, in: child)
    try child.save()
    #expect(container.viewContext.hasChanges)
    let probe = container.newBackgroundContext()
    #expect(try probe.count(for: NSFetchRequest<LibraryBook>(entityName: "Book")) == 0)
    #expect(
      try container.viewContext.count(for: NSFetchRequest<LibraryBook>(entityName: "Book")) == 1)
    try container.viewContext.save()
    #expect(try probe.count(for: NSFetchRequest<LibraryBook>(entityName: "Book")) == 1)
  }

  @Test("a background save is merged into a context that merges from its parent")
  func merging() throws {
    let container = try Self.container()
    let view = container.viewContext
    view.automaticallyMergesChangesFromParent = true
    let dune = Self.book("Dune", pages: 412, in: view)
    try view.save()
    let background = container.newBackgroundContext()
    let copy = try #require(try background.existingObject(with: dune.objectID) as? LibraryBook)
    copy.pages = 896
    try background.save()
    #expect(dune.pages == 896)
  }

  /// Records what a fetched results controller tells.
  final class Recorder: NSFetchedResultsControllerDelegate {
    var changes: [String] = []
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    {
      changes.append("will")
    }
    func controller(
      _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
      at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
      let title = (anObject as? LibraryBook)?.title ?? "?"
      switch type {
      case .insert: changes.append("insert \(title) \(newIndexPath.map { "\($0.item)" } ?? "")")
      case .delete: changes.append("delete \(title) \(indexPath.map { "\($0.item)" } ?? "")")
      case .update: changes.append("update \(title)")
      case .move: changes.append("move \(title)")
      }
    }
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    {
      changes.append("did")
    }
  }

  @Test("a fetched results controller keeps sections and tells its delegate what changed")
  func fetchedResults() throws {
    let context = try Self.container(inMemory: true).viewContext
    _ = Self.book("Emma", pages: 474, in: context)
    _ = Self.book("Dune", pages: 412, in: context)
    try context.save()
    let request = NSFetchRequest<LibraryBook>(entityName: "Book")
    request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    let controller = NSFetchedResultsController(
      fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "title",
      cacheName: nil)
    let recorder = Recorder()
    controller.delegate = recorder
    try controller.performFetch()
    #expect(controller.sections?.map(\.name) == ["Dune", "Emma"])
    #expect(controller.object(at: IndexPath(item: 0, section: 1)).title == "Emma")
    let single = NSFetchedResultsController(
      fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
    single.delegate = recorder
    try single.performFetch()
    #expect(single.fetchedObjects?.map(\.title) == ["Dune", "Emma"])
    controller.delegate = nil
    _ = Self.book("Candide", pages: 129, in: context)
    try context.save()
    #expect(recorder.changes == ["will", "insert Candide 0", "did"])
    // A change that reorders: Emma renamed to come first.
    recorder.changes = []
    single.fetchedObjects?.last?.title = "Aaa"
    try context.save()
    #expect(recorder.changes == ["will", "move Aaa", "did"])
    recorder.changes = []
    single.fetchedObjects?.last?.pages = 1
    context.processPendingChanges()
    #expect(recorder.changes == ["will", "update Dune", "did"])
    recorder.changes = []
    context.processPendingChanges()
    #expect(recorder.changes.isEmpty)
    #expect(
      single.indexPath(forObject: single.fetchedObjects![2]) == IndexPath(item: 2, section: 0))
  }

  @Test("a batch update changes the store's rows and counts them")
  func batchUpdate() throws {
    let container = try Self.container()
    let context = container.viewContext
    _ = Self.book("Emma", pages: 474, in: context)
    _ = Self.book("Candide", pages: 129, in: context)
    try context.save()
    let update = NSBatchUpdateRequest(entityName: "Book")
    update.predicate = NSPredicate(format: "pages < 200")
    update.propertiesToUpdate = ["isRead": true]
    update.resultType = .updatedObjectsCountResultType
    let result = try context.execute(update) as? NSBatchUpdateResult
    #expect(result?.result as? Int == 1)
    let read = NSFetchRequest<LibraryBook>(entityName: "Book")
    read.predicate = NSPredicate(format: "isRead == YES")
    #expect(try container.newBackgroundContext().fetch(read).map(\.title) == ["Candide"])
  }

  @Test("perform runs later, on the main queue; performAndWait at once")
  func performBlocks() async throws {
    let container = try Self.container(inMemory: true)
    var ranAtOnce = false
    container.viewContext.performAndWait { ranAtOnce = true }
    #expect(ranAtOnce)
    let count: Int = await withCheckedContinuation { continuation in
      container.performBackgroundTask { context in
        _ = Self.book("Dune", pages: 412, in: context)
        try? context.save()
        continuation.resume(
          returning: (try? context.count(for: NSFetchRequest<LibraryBook>(entityName: "Book")))
            ?? -1)
      }
    }
    #expect(count == 1)
  }
}
