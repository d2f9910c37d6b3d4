import Foundation
import HeadlessUI

/// How to add one store to a container.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
  /// The store's type (`NSSQLiteStoreType` unless set).
  open var type = NSSQLiteStoreType
  /// The store's file.
  open var url: URL?
  /// The model configuration.
  open var configuration: String?
  /// Its options.
  open private(set) var options: [String: NSObject] = [:]
  /// Whether it is opened read-only.
  open var isReadOnly = false
  /// Accepted: stores are added at once here.
  open var shouldAddStoreAsynchronously = false
  /// Whether the store migrates from an older model (every store opens here).
  open var shouldMigrateStoreAutomatically = true
  /// Whether the mapping is inferred (see ``shouldMigrateStoreAutomatically``).
  open var shouldInferMappingModelAutomatically = true
  /// Accepted (no timeout applies).
  open var timeout: TimeInterval = 240
  /// Accepted (no CloudKit).
  open var cloudKitContainerOptions: AnyObject?

  /// A description of the SQLite store at `url`.
  public init(url: URL) {
    self.url = url
    super.init()
  }

  public override init() {
    super.init()
  }

  /// Sets option `key`.
  open func setOption(_ option: NSObject?, forKey key: String) {
    options[key] = option
  }

  /// Sets SQLite pragma `name` (accepted).
  open func setValue(_ value: NSObject?, forPragmaNamed name: String) {}
}

/// The Core Data stack in one: a model, a coordinator, its stores and the main-queue
/// `viewContext`.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
  /// The container's name (the model's, and the store file's, `NAME.sqlite`).
  open private(set) var name: String
  /// The model.
  open private(set) var managedObjectModel: NSManagedObjectModel
  /// The coordinator.
  open private(set) var persistentStoreCoordinator: NSPersistentStoreCoordinator
  /// The stores `loadPersistentStores` adds (one SQLite store, `NAME.sqlite` in
  /// ``defaultDirectoryURL()``, unless changed).
  open var persistentStoreDescriptions: [NSPersistentStoreDescription]
  /// The main-queue context views read from.
  open private(set) lazy var viewContext: NSManagedObjectContext = {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }()

  /// The container of the model named `name` in the launched app's bundle (`NAME.momd`, as the
  /// port lays out `NAME.xcdatamodeld`). A missing model logs what iOS logs and leaves the
  /// container with an empty model.
  public convenience init(name: String) {
    let bundle = Bundle.launchedMain
    let model =
      ModelFiles.model(named: name, in: bundle).flatMap { NSManagedObjectModel(contentsOf: $0) }
      ?? {
        FileHandle.standardError.write(
          Data("CoreData: error: Failed to load model named \(name)\n".utf8))
        return NSManagedObjectModel()
      }()
    self.init(name: name, managedObjectModel: model)
  }

  /// The container of `model`, named `name`.
  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    managedObjectModel = model
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    persistentStoreDescriptions = [
      NSPersistentStoreDescription(
        url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
    ]
    super.init()
  }

  /// Where stores go unless told: the app's Application Support folder on iOS; here a name
  /// standing for it (the file itself lives in the process's sandbox, see
  /// ``NSPersistentStore``).
  open class func defaultDirectoryURL() -> URL {
    URL(
      fileURLWithPath: "/private/var/mobile/Containers/Data/Application/Library/Application Support"
    )
  }

  /// Adds every described store, calling `block` for each with its error (nil when it opened),
  /// at once.
  open func loadPersistentStores(
    completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void
  ) {
    for description in persistentStoreDescriptions {
      persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
    }
  }

  /// A new private-queue context on the coordinator.
  open func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }

  /// Runs `block` with a new background context, later, on the main queue (see
  /// ``NSManagedObjectContext``).
  open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
    let context = newBackgroundContext()
    context.perform { block(context) }
  }

  /// Runs `block` with a new background context and answers what it returns.
  open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T)
    async rethrows -> T
  {
    try block(newBackgroundContext())
  }
}

/// A container whose stores would sync through CloudKit: a plain container here (no iCloud
/// account).
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}
