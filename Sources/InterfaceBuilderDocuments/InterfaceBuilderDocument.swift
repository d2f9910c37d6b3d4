#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An Interface Builder document as Xcode keeps it in a repository: a `.storyboard` or a `.xib`
/// file (XML, document format 3.0, which Xcode 8 and later write), read into its scenes (a
/// storyboard) or top-level objects (a xib), an index of every element by its `id`, and the
/// resources it declares (named colours, system colours, images).
///
/// Reading checks only what every later step relies on: well-formed XML, the root
/// `<document>` of an iOS (Cocoa Touch) document, and ids that are unique. What each element
/// means is the loader's business (HeadlessUI's `UIStoryboard` and `UINib`).
public final class InterfaceBuilderDocument: @unchecked Sendable {
  /// Which kind of document.
  public enum Kind: String, Sendable {
    /// A `.storyboard`: scenes, each with a view controller and what belongs to it.
    case storyboard
    /// A `.xib`: top-level objects, the File's Owner placeholder among them.
    case xib
  }

  /// One storyboard scene: the objects listed in its `<objects>`.
  public struct Scene: Sendable {
    /// The scene's `sceneID`.
    public let id: String
    /// The top-level objects of the scene, in order (view controllers, placeholders, gesture
    /// recognizers, custom objects).
    public let objects: [MarkupElement]
  }

  /// The path the document was read from (for messages).
  public let path: String
  /// Storyboard or xib.
  public let kind: Kind
  /// The root `<document>` element.
  public let root: MarkupElement
  /// The id of the initial view controller (storyboards; nil when none is marked).
  public let initialViewControllerID: String?
  /// The scenes (storyboards; empty for a xib).
  public let scenes: [Scene]
  /// The top-level objects (xibs; for a storyboard, every scene's objects in order).
  public let objects: [MarkupElement]
  /// Whether the document uses Auto Layout (`useAutolayout="YES"`).
  public let usesAutoLayout: Bool
  /// Every element with an `id`, by that id.
  public let elementsByID: [String: MarkupElement]
  /// `<namedColor>` resources by name: their `<color>` element.
  public let namedColors: [String: MarkupElement]
  /// `<systemColor>` resources by name: their `<color>` element (the value the document was
  /// saved with, in its light appearance).
  public let systemColors: [String: MarkupElement]
  /// `<image>` resources by name: the size Interface Builder recorded.
  public let imageSizes: [String: (width: Double, height: Double)]

  /// Reads the document at `path`.
  public convenience init(contentsOfFile path: String) throws(InterfaceBuilderDocumentError) {
    guard let bytes = Self.readFile(path) else {
      throw InterfaceBuilderDocumentError(
        path: path, location: nil, message: "cannot read the file")
    }
    try self.init(bytes: bytes, path: path)
  }

  /// Reads a document from its bytes; `path` names it in messages.
  public init(bytes: [UInt8], path: String) throws(InterfaceBuilderDocumentError) {
    self.path = path
    let root: MarkupElement
    do {
      root = try XMLReader.read(bytes)
    } catch {
      throw InterfaceBuilderDocumentError(
        path: path, location: error.location, message: error.message)
    }
    self.root = root
    func fail(_ message: String, _ node: MarkupElement) -> InterfaceBuilderDocumentError {
      InterfaceBuilderDocumentError(path: path, location: node.location, message: message)
    }
    guard root.name == "document" else {
      throw fail("expected a <document> root element, found <\(root.name)>", root)
    }
    switch root["type"] {
    case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB":
      kind = .storyboard
    case "com.apple.InterfaceBuilder3.CocoaTouch.XIB":
      kind = .xib
    case let type?:
      throw fail("'\(type)' is not an iOS (Cocoa Touch) storyboard or xib", root)
    case nil:
      throw fail("the <document> has no type attribute", root)
    }
    if let version = root["version"], let number = Double(version), number < 3 {
      throw fail(
        "document version \(version) predates Xcode 8's format (3.0); open and save it in a current Xcode",
        root)
    }
    usesAutoLayout = root["useAutolayout"] == "YES"
    initialViewControllerID = root["initialViewController"]

    var index: [String: MarkupElement] = [:]
    var pending: [MarkupElement] = [root]
    while let node = pending.popLast() {
      if let id = node["id"] {
        if let first = index[id] {
          throw fail("the id '\(id)' is used twice (first at \(first.location))", node)
        }
        index[id] = node
      }
      pending.append(contentsOf: node.children.reversed())
    }
    elementsByID = index

    var scenes: [Scene] = []
    var objects: [MarkupElement] = []
    switch kind {
    case .storyboard:
      for scene in root.child("scenes")?.children ?? [] {
        guard scene.name == "scene" else { continue }
        let sceneObjects = scene.child("objects")?.children ?? []
        scenes.append(Scene(id: scene["sceneID"] ?? "", objects: sceneObjects))
        objects.append(contentsOf: sceneObjects)
      }
    case .xib:
      objects = root.child("objects")?.children ?? []
    }
    self.scenes = scenes
    self.objects = objects

    var named: [String: MarkupElement] = [:]
    var system: [String: MarkupElement] = [:]
    var images: [String: (width: Double, height: Double)] = [:]
    for resource in root.child("resources")?.children ?? [] {
      guard let name = resource["name"] else { continue }
      switch resource.name {
      case "namedColor": named[name] = resource.child("color")
      case "systemColor": system[name] = resource.child("color")
      case "image":
        images[name] = (Double(resource["width"] ?? "") ?? 0, Double(resource["height"] ?? "") ?? 0)
      default: break
      }
    }
    namedColors = named
    systemColors = system
    imageSizes = images
  }

  /// The element with `id`, if any.
  public func element(withID id: String) -> MarkupElement? { elementsByID[id] }

  /// The scene whose objects include the element with `id` (storyboards).
  public func scene(containing id: String) -> Scene? {
    guard var node = elementsByID[id] else { return nil }
    while let parent = node.parent, parent.name != "objects" { node = parent }
    return scenes.first { scene in scene.objects.contains { $0 === node } }
  }

  /// `path:line:column` of `node`.
  public func place(of node: MarkupElement) -> String { "\(path):\(node.location)" }

  private var reported: Set<String> = []
  private var checked: Set<ObjectIdentifier> = []

  /// Calls `report` with a sentence about `what` and the place of `node`, the first time only
  /// (so a document's unsupported parts are reported once, however often it is loaded).
  public func noteUnsupported(
    _ what: String, at node: MarkupElement, report: (String, String) -> Void
  ) {
    guard reported.insert(what).inserted else { return }
    report("\(what) is not applied here (read past)", place(of: node))
  }

  /// True the first time it is asked about `node` (for checks made once per element).
  public func isFirstCheck(of node: MarkupElement) -> Bool {
    checked.insert(ObjectIdentifier(node)).inserted
  }

  private static func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
      if count < buffer.count { break }
    }
    return ferror(file) == 0 ? bytes : nil
  }
}
