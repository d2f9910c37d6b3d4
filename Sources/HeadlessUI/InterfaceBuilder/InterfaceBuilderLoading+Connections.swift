import Foundation
import InterfaceBuilderDocuments

extension InterfaceBuilderLoading {
  // MARK: Connections

  /// Makes one `<outlet>`, `<outletCollection>`, `<action>` or `<segue>` of `source`.
  func makeConnection(_ connection: MarkupElement, from source: AnyObject) {
    connection.markUsed()
    _ = connection["id"]
    switch connection.name {
    case "outlet", "outletCollection":
      guard let property = connection["property"], let destinationID = connection["destination"]
      else { return }
      _ = connection["appends"]
      _ = connection["collectionClass"]
      guard let destination = objects[destinationID] else {
        if document.element(withID: destinationID) == nil {
          InterfaceBuilderDiagnostics.report(
            .brokenConnection,
            "the outlet '\(property)' names the object '\(destinationID)', which the document does not have",
            at: document.place(of: connection))
        }
        return
      }
      if connection.name == "outletCollection" {
        appendToCollection(property, destination, of: source, at: connection)
      } else {
        setOutlet(property, to: destination, of: source, at: connection)
      }
    case "action":
      guard let selector = connection["selector"] else { return }
      let target = connection["destination"].flatMap { objects[$0] }
      let eventType = connection["eventType"]
      addAction(selector, target: target, eventType: eventType, to: source, at: connection)
    case "segue":
      storyboard?.attachSegue(connection, to: source, loading: self)
    default:
      InterfaceBuilderDiagnostics.report(
        .unsupported, "<\(connection.name)> connections are not made here",
        at: document.place(of: connection))
    }
  }

  /// Flushes the outlet collections gathered while connecting, in the order they were met.
  func finishCollections() {
    for collection in collections {
      if collection.property == "gestureRecognizers", let view = collection.source as? UIView {
        for case let recognizer as UIGestureRecognizer in collection.values {
          view.addGestureRecognizer(recognizer)
        }
        continue
      }
      if !setMember(collection.property, to: collection.values, of: collection.source) {
        reportUndefinedKey(collection.property, of: collection.source, at: collection.place)
      }
    }
    collections = []
  }

  private func appendToCollection(
    _ property: String, _ destination: AnyObject, of source: AnyObject, at connection: MarkupElement
  ) {
    if let index = collections.firstIndex(where: { $0.source === source && $0.property == property }
    ) {
      collections[index].values.append(destination)
    } else {
      collections.append((source, property, document.place(of: connection), [destination]))
    }
  }

  private func setOutlet(
    _ property: String, to value: AnyObject, of source: AnyObject, at connection: MarkupElement
  ) {
    switch setBuiltInOutlet(property, to: value, of: source) {
    case .set: return
    case .notBuiltIn: break
    case .wrongKind(let expected):
      // A member of the app's own subclass may still take it (an `@IBOutlet var dataSource`).
      if setMember(property, to: value, of: source) { return }
      reportWrongKind(property, of: source, to: value, expected: expected, at: connection)
      return
    }
    if setMember(property, to: value, of: source) { return }
    reportUndefinedKey(property, of: source, at: document.place(of: connection))
  }

  /// What ``setBuiltInOutlet(_:to:of:)`` did.
  private enum BuiltInOutlet {
    /// It set the outlet.
    case set
    /// The property is none of UIKit's own outlets of that class.
    case notBuiltIn
    /// It is one, but the object connected to it is not of the protocol or class it takes.
    case wrongKind(expected: String)
  }

  /// UIKit's own outlets that documents connect (data sources, delegates, a controller's view).
  private func setBuiltInOutlet(_ property: String, to value: AnyObject, of source: AnyObject)
    -> BuiltInOutlet
  {
    switch (property, source) {
    case ("dataSource", let collection as UICollectionView):
      guard let dataSource = value as? UICollectionViewDataSource else {
        return .wrongKind(expected: "UICollectionViewDataSource")
      }
      collection.dataSource = dataSource
    case ("dataSource", let table as UITableView):
      guard let dataSource = value as? UITableViewDataSource else {
        return .wrongKind(expected: "UITableViewDataSource")
      }
      table.dataSource = dataSource
    case ("dataSource", let picker as UIPickerView):
      guard let dataSource = value as? UIPickerViewDataSource else {
        return .wrongKind(expected: "UIPickerViewDataSource")
      }
      picker.dataSource = dataSource
    case ("delegate", let picker as UIPickerView):
      guard let delegate = value as? UIPickerViewDelegate else {
        return .wrongKind(expected: "UIPickerViewDelegate")
      }
      picker.delegate = delegate
    case ("delegate", let bar as UISearchBar):
      guard let delegate = value as? UISearchBarDelegate else {
        return .wrongKind(expected: "UISearchBarDelegate")
      }
      bar.delegate = delegate
    case ("delegate", let tabs as UITabBarController):
      guard let delegate = value as? UITabBarControllerDelegate else {
        return .wrongKind(expected: "UITabBarControllerDelegate")
      }
      tabs.delegate = delegate
    case ("dataSource", let pages as UIPageViewController):
      guard let dataSource = value as? UIPageViewControllerDataSource else {
        return .wrongKind(expected: "UIPageViewControllerDataSource")
      }
      pages.dataSource = dataSource
    case ("delegate", let pages as UIPageViewController):
      guard let delegate = value as? UIPageViewControllerDelegate else {
        return .wrongKind(expected: "UIPageViewControllerDelegate")
      }
      pages.delegate = delegate
    case ("delegate", let scroll as UIScrollView):
      guard let delegate = value as? UIScrollViewDelegate else {
        return .wrongKind(expected: "UIScrollViewDelegate")
      }
      scroll.delegate = delegate
    case ("delegate", let recognizer as UIGestureRecognizer):
      guard let delegate = value as? UIGestureRecognizerDelegate else {
        return .wrongKind(expected: "UIGestureRecognizerDelegate")
      }
      recognizer.delegate = delegate
    case ("delegate", let field as UITextField):
      guard let delegate = value as? UITextFieldDelegate else {
        return .wrongKind(expected: "UITextFieldDelegate")
      }
      field.delegate = delegate
    case ("delegate", let navigation as UINavigationController):
      guard let delegate = value as? UINavigationControllerDelegate else {
        return .wrongKind(expected: "UINavigationControllerDelegate")
      }
      navigation.delegate = delegate
    case ("view", let controller as UIViewController):
      guard let view = value as? UIView else { return .wrongKind(expected: "UIView") }
      controller.view = view
    default:
      return .notBuiltIn
    }
    return .set
  }

  /// Reports an outlet of UIKit's whose object is not what it takes. On iOS the assignment
  /// goes through and the app stops at the first message the object does not answer
  /// ("unrecognized selector"); the usual cause is an object whose storyboard class is not in
  /// the app (an unknown class stands in as its UIKit base class), which the report names.
  private func reportWrongKind(
    _ property: String, of source: AnyObject, to value: AnyObject, expected: String,
    at connection: MarkupElement
  ) {
    let objectName = _typeName(type(of: value), qualified: false)
    var cause = "it is not a \(expected)"
    if let id = connection["destination"], let element = document.element(withID: id),
      let customClass = element["customClass"], customClass != objectName
    {
      cause =
        "its class in the document, \(customClass), is not in the app (Unknown class \(customClass)): "
        + "a \(objectName) stands in, which is not a \(expected). Is \(customClass)'s file ported "
        + "and compiled into the target that loads the document?"
    }
    InterfaceBuilderDiagnostics.report(
      .exception,
      "NSInvalidArgumentException: the outlet '\(property)' of <\(_typeName(type(of: source), qualified: true)) \(Self.address(of: source))> is connected to <\(objectName) \(Self.address(of: value))>, but \(cause)",
      at: document.place(of: connection))
  }

  /// Sets `key` through the generated members of the source's class chain.
  func setMember(_ key: String, to value: Any?, of source: AnyObject) -> Bool {
    for members in InterfaceBuilderModules.members(of: type(of: source), appModules: appModules)
    where members.setValue(value, forKey: key, of: source) {
      return true
    }
    return false
  }

  private func reportUndefinedKey(_ key: String, of source: AnyObject, at place: String) {
    InterfaceBuilderDiagnostics.report(
      .exception,
      "NSUnknownKeyException: [<\(_typeName(type(of: source), qualified: true)) \(Self.address(of: source))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key). (No outlet '\(key)' in the class chain: is the file ported with Scripts/port-to-linux, which writes its _IBMembers_ type?)",
      at: place)
  }

  static func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
  }

  // MARK: Actions

  private func addAction(
    _ selectorName: String, target: AnyObject?, eventType: String?, to source: AnyObject,
    at connection: MarkupElement
  ) {
    let selector = actionSelector(selectorName, target: target, at: connection)
    switch source {
    case let recognizer as UIGestureRecognizer:
      if let target, selector.needsTarget {
        recognizer.addTarget(target, action: selector)
      } else {
        recognizer.addTarget(recognizer, action: selector)
      }
    case let control as UIControl:
      let events =
        InterfaceBuilderClasses.controlEvents[eventType ?? "touchUpInside"] ?? .touchUpInside
      control.addTarget(selector.needsTarget ? target : nil, action: selector, for: events)
    case let item as UIBarButtonItem:
      item.target = selector.needsTarget ? target : nil
      item.action = selector
    default:
      InterfaceBuilderDiagnostics.report(
        .unsupported,
        "an action of a \(_typeName(type(of: source), qualified: false)) is not made here",
        at: document.place(of: connection))
    }
  }

  /// The action `selectorName` of `target`, or, with no target (the first responder), a
  /// selector that looks for it along the responder chain of the sender when it is sent.
  private func actionSelector(
    _ selectorName: String, target: AnyObject?, at connection: MarkupElement
  ) -> Selector {
    let modules = appModules
    let place = document.place(of: connection)
    if let target {
      for members in InterfaceBuilderModules.members(of: type(of: target), appModules: modules) {
        if let selector = members.action(selectorName) { return selector }
      }
      InterfaceBuilderDiagnostics.report(
        .brokenConnection,
        "\(_typeName(type(of: target), qualified: true)) has no action '\(selectorName)' (sending it raises \"unrecognized selector sent to instance\" on iOS)",
        at: place)
      // The message is made now: the control keeps the selector, and a selector that held its
      // target (usually the controller that owns the control) would keep both alive for ever.
      let message =
        "NSInvalidArgumentException: -[\(_typeName(type(of: target), qualified: true)) \(selectorName)]: unrecognized selector sent to instance \(Self.address(of: target))"
      return Selector(needsTarget: false) { _, _, _ in
        InterfaceBuilderDiagnostics.report(.exception, message, at: place)
      }
    }
    return Selector(needsTarget: false) { _, sender, event in
      var responder: UIResponder? =
        (sender as? UIResponder) ?? (sender as? UIGestureRecognizer)?.view
      while let current = responder {
        for members in InterfaceBuilderModules.members(of: type(of: current), appModules: modules) {
          if let selector = members.action(selectorName) {
            selector.body(current, sender, event)
            return
          }
        }
        responder = current.next
      }
    }
  }

  // MARK: Runtime attributes

  /// Sets one `<userDefinedRuntimeAttribute>` on `object`: UIKit's key paths (`layer.…` and
  /// the view's own), then the generated members of the object's class chain (the app's
  /// `@IBInspectable` properties, Hero's inspectables).
  func setRuntimeAttribute(_ attribute: MarkupElement, on object: AnyObject) {
    attribute.markUsed()
    guard let keyPath = attribute["keyPath"] else { return }
    let value = runtimeValue(attribute)
    if InterfaceBuilderKeyPaths.set(keyPath, to: value, on: object) { return }
    if setMember(keyPath, to: value, of: object) { return }
    InterfaceBuilderDiagnostics.report(
      .log,
      "Failed to set (\(keyPath)) user defined inspected property on (\(_typeName(type(of: object), qualified: true))): [<\(_typeName(type(of: object), qualified: true)) \(Self.address(of: object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(keyPath).",
      at: document.place(of: attribute))
  }

  private func runtimeValue(_ attribute: MarkupElement) -> Any? {
    let type = attribute["type"] ?? "string"
    let child = attribute.child(key: "value")
    child?.markUsed()
    switch type {
    case "boolean":
      return (attribute["value"] ?? child?["value"]) == "YES"
    case "number":
      return (attribute["value"] ?? child?["value"]).flatMap { Double($0) }
    case "string", "localizedString":
      return attribute["value"] ?? child.map { $0.text.isEmpty ? ($0["value"] ?? "") : $0.text }
    case "color":
      return child.flatMap { values.color($0) }
    case "image":
      return attribute["value"].map { values.image(named: $0) }
    case "point":
      return child.map { InterfaceBuilderValues.point($0) }
    case "size":
      return child.map { InterfaceBuilderValues.size($0) }
    case "rect":
      return child.map { InterfaceBuilderValues.rect($0) }
    case "nil":
      return nil
    default:
      return attribute["value"]
    }
  }
}
