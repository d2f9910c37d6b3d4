import Foundation
import InterfaceBuilderDocuments

/// One instantiation of (part of) an Interface Builder document: a nib's top-level objects, a
/// storyboard scene's controller, or a controller's view. It makes each object with
/// `init?(coder:)`, then, as UIKit does once every object exists: installs the document's
/// constraints, makes the connections (outlets, outlet collections, actions, segue triggers),
/// sets the user-defined runtime attributes, and calls `awakeFromNib()` on every object in
/// document order.
@MainActor
final class InterfaceBuilderLoading {
  let document: InterfaceBuilderDocument
  let values: InterfaceBuilderValues
  /// The modules searched for classes and members (``InterfaceBuilderModules``).
  let appModules: [String]
  /// The storyboard this instantiation belongs to, if any.
  let storyboard: UIStoryboard?
  /// The bundle the document came from.
  let bundle: Bundle?

  /// Objects made so far (and placeholders bound), by element id.
  private(set) var objects: [String: AnyObject] = [:]
  /// Elements instantiated, in the order they were made, with their objects.
  private(set) var made: [(node: MarkupElement, object: AnyObject)] = []
  /// Constraints to install once every view exists: the view that holds them and the element.
  var pendingConstraints: [(holder: UIView, node: MarkupElement)] = []
  /// Elements whose connections and attributes this instantiation applies.
  private var connectable: [MarkupElement] = []
  /// The elements instantiations started from (their subtrees are checked for unread parts).
  var roots: [MarkupElement] = []
  /// The controller whose view this instantiation loads (embed segues add children to it,
  /// triggered segues perform from it).
  weak var owner: UIViewController?
  /// Whether this instantiation loads a controller's view (relationship segues were made with
  /// the controller; triggered segues are attached now).
  var isViewPhase = false
  /// Elements whose connections only (not their runtime attributes) this instantiation makes.
  private var connectionsOnly: [MarkupElement] = []
  /// Outlet collections being gathered, flushed once every connection is read.
  var collections: [(source: AnyObject, property: String, place: String, values: [AnyObject])] = []

  init(
    document: InterfaceBuilderDocument, appModules: [String], storyboard: UIStoryboard?,
    bundle: Bundle?
  ) {
    self.document = document
    self.values = InterfaceBuilderValues(document: document)
    self.appModules = appModules
    self.storyboard = storyboard
    self.bundle = bundle
  }

  /// Takes `object`, made by its owner (a cell's content view, a navigation controller's bar),
  /// as the object of `node`: binds its id, decodes the element's view properties into it,
  /// and makes its connections and runtime attributes.
  func adopt(_ node: MarkupElement, as object: AnyObject) {
    node.markUsed()
    _ = node["tableViewCell"]  // a content view's back reference to its cell
    if let id = node["id"] { objects[id] = object }
    connectable.append(node)
    if let view = object as? UIView {
      InterfaceBuilderCoder(element: node, loading: self).decodeView(view)
    }
  }

  /// Records `object`, made outside ``instantiate(_:)`` (by an iOS 13 creator), as `node`'s.
  func record(_ node: MarkupElement, _ object: AnyObject) {
    made.append((node, object))
    connectable.append(node)
  }

  /// Binds a placeholder id (File's Owner, a storyboard scene's controller) to `object`.
  func bind(_ id: String, to object: AnyObject) {
    objects[id] = object
  }

  /// The object made for `id`, if any.
  func object(_ id: String) -> AnyObject? { objects[id] }

  /// Makes the connections of `node` too (the controller that owns a view being loaded: its
  /// outlets into the view). Its runtime attributes were set when it was made.
  func connectOnly(_ node: MarkupElement) { connectionsOnly.append(node) }

  // MARK: Making objects

  /// ``instantiate(_:)`` for an element an instantiation starts from (a top-level object).
  @discardableResult
  func instantiateRoot(_ node: MarkupElement) -> AnyObject? {
    roots.append(node)
    return instantiate(node)
  }

  /// Makes the object `node` describes (nil for placeholders without an object and elements
  /// that make none), and everything its `init?(coder:)` decodes.
  func instantiate(_ node: MarkupElement) -> AnyObject? {
    node.markUsed()
    switch node.name {
    case "placeholder":
      _ = node["placeholderIdentifier"]
      _ = node["sceneMemberID"]
      _ = node["customClass"]
      connectable.append(node)
      return node["id"].flatMap { objects[$0] }
    case "exit":
      _ = node["sceneMemberID"]
      return nil
    default:
      break
    }
    let coder = InterfaceBuilderCoder(element: node, loading: self)
    guard let object = make(node, coder: coder) else { return nil }
    if let id = node["id"] { objects[id] = object }
    made.append((node, object))
    connectable.append(node)
    return object
  }

  private func make(_ node: MarkupElement, coder: InterfaceBuilderCoder) -> AnyObject? {
    var base = InterfaceBuilderClasses.base(for: node.name)
    if base == nil, let standIn = InterfaceBuilderClasses.standIn(for: node) {
      // A class HeadlessUI does not model (a map view, a web view, a SwiftUI hosting
      // controller): its UIKit family stands in, so the tree, frames and constraints survive.
      InterfaceBuilderDiagnostics.report(
        .unsupported,
        "<\(node.name)> is not modelled here; a \(_typeName(standIn.type, qualified: false)) stands in",
        at: document.place(of: node))
      base = standIn
    }
    let type: AnyClass? = resolveClass(node, base: base?.type)
    switch type {
    case let view as UIView.Type:
      return view.init(coder: coder)
    case let controller as UIViewController.Type:
      return controller.init(coder: coder)
    case is UIGestureRecognizer.Type:
      guard let recognizer = base?.make?() as? UIGestureRecognizer else { return nil }
      if type != base?.type {
        InterfaceBuilderDiagnostics.report(
          .unsupported,
          "\(_typeName(type!, qualified: false)) is a custom gesture recognizer class; its \(node.name)'s UIKit class stands in (recognizers have no init(coder:) here)",
          at: document.place(of: node))
      }
      coder.decodeGestureRecognizer(recognizer)
      return recognizer
    default:
      if let made = base?.make?() {
        if let layout = made as? UICollectionViewFlowLayout { coder.decodeFlowLayout(layout) }
        return made
      }
      InterfaceBuilderDiagnostics.report(
        .unsupported, "<\(node.name)> makes no object here; it is skipped",
        at: document.place(of: node))
      return nil
    }
  }

  /// The element's class: its `customClass` where the app has it, else its UIKit class.
  private func resolveClass(_ node: MarkupElement, base: AnyClass?) -> AnyClass? {
    let provider = node["customModuleProvider"]
    guard let name = node["customClass"] else { return base }
    var modules: [String] = []
    if let module = node["customModule"], provider != "target" { modules.append(module) }
    modules += appModules
    if let module = node["customModule"], provider == "target", !modules.contains(module) {
      modules.append(module)
    }
    modules.append("HeadlessUI")
    if let found = InterfaceBuilderModules.lookUp(name, in: modules) {
      if let base, !Self.isSubclass(found, of: base) {
        InterfaceBuilderDiagnostics.report(
          .log,
          "Class \(name) is not a subclass of \(_typeName(base, qualified: false)) (the <\(node.name)>'s class); the base class stands in",
          at: document.place(of: node))
        return base
      }
      return found
    }
    InterfaceBuilderDiagnostics.report(
      .log, "Unknown class \(name) in Interface Builder file.", at: document.place(of: node))
    return base
  }

  static func isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let cls = current {
      if cls == base { return true }
      current = _getSuperclass(cls)
    }
    return false
  }

  // MARK: Finishing

  /// Installs constraints, makes connections, sets runtime attributes, then calls
  /// `awakeFromNib()` on every object made, in order.
  func finish() {
    installConstraints()
    for node in connectable + connectionsOnly {
      guard let source = source(of: node) else { continue }
      if let connections = node.child("connections") {
        connections.markUsed()
        for connection in connections.children { makeConnection(connection, from: source) }
      }
    }
    finishCollections()
    for node in connectable {
      guard let source = source(of: node),
        let attributes = node.child("userDefinedRuntimeAttributes")
      else { continue }
      attributes.markUsed()
      for attribute in attributes.children { setRuntimeAttribute(attribute, on: source) }
    }
    for (_, object) in made {
      switch object {
      case let view as UIView: view.awakeFromNib()
      case let controller as UIViewController: controller.awakeFromNib()
      default: break
      }
    }
    reportUnread()
  }

  private func source(of node: MarkupElement) -> AnyObject? {
    node["id"].flatMap { objects[$0] }
  }

  private func installConstraints() {
    for (holder, node) in pendingConstraints {
      if let constraint = InterfaceBuilderConstraints.make(node, holder: holder, loading: self) {
        holder.addConstraint(constraint)
      }
    }
    pendingConstraints = []
  }

  // MARK: Unread parts

  /// Warns once per document and element name / attribute about what was read past.
  private func reportUnread() {
    for root in roots where document.isFirstCheck(of: root) { collectUnread(root) }
  }

  private func collectUnread(_ root: MarkupElement) {
    var pending = [root]
    while let node = pending.popLast() {
      // Prototype cells and a controller's view are checked when they are instantiated.
      if node.name == "cells" || node.name == "prototypes" { continue }
      if node.children.isEmpty, InterfaceBuilderClasses.containers.contains(node.name) { continue }
      if node["key"] == "view", node !== root, node.parent?.name.hasSuffix("Controller") == true {
        continue
      }
      if !node.isUsed {
        if !InterfaceBuilderClasses.designTimeElements.contains(node.name),
          !(node.name == "point" && node["key"] == "canvasLocation")
        {
          document.noteUnsupported(
            "<\(node.name)\(node["key"].map { " key=\"\($0)\"" } ?? "")>", at: node
          ) {
            InterfaceBuilderDiagnostics.report(.unsupported, $0, at: $1)
          }
        }
        continue
      }
      for attribute in node.unreadAttributes
      where !InterfaceBuilderClasses.designTimeAttributes.contains(attribute) {
        document.noteUnsupported("the attribute \(attribute) of <\(node.name)>", at: node) {
          InterfaceBuilderDiagnostics.report(.unsupported, $0, at: $1)
        }
      }
      pending.append(contentsOf: node.children)
    }
  }
}
