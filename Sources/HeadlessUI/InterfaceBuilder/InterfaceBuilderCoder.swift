import Foundation
import InterfaceBuilderDocuments

/// The coder a storyboard or nib hands to `init?(coder:)`: one element of the Interface Builder
/// document, decoded on demand.
///
/// UIKit makes every object of a storyboard or nib with `init?(coder:)`; HeadlessUI does the
/// same, with this coder in place of a keyed archive. HeadlessUI's own classes read the element
/// in their `init?(coder:)` (a view its frame, colours, subviews and constraints; a label its
/// text and font), so an app's `required init?(coder:)` that calls `super.init(coder:)` sees
/// the document's values afterwards, as on iOS. Keyed decoding (`decodeObject(forKey:)`,
/// `decodeBool(forKey:)`, …) reads the element's attributes by name.
public final class InterfaceBuilderCoder: NSCoder {
  /// The element being decoded.
  public let element: MarkupElement
  /// The instantiation this element belongs to.
  let loading: InterfaceBuilderLoading

  @MainActor
  init(element: MarkupElement, loading: InterfaceBuilderLoading) {
    self.element = element
    self.loading = loading
    super.init()
    element.markUsed()
  }

  /// The document the element comes from.
  @MainActor
  public var document: InterfaceBuilderDocument { loading.document }

  /// `path:line:column` of the element.
  @MainActor
  public var place: String { document.place(of: element) }

  // MARK: NSCoder

  public override var allowsKeyedCoding: Bool { true }

  public override func containsValue(forKey key: String) -> Bool {
    element[key] != nil || element.child(key: key) != nil
  }

  public override func decodeObject(forKey key: String) -> Any? {
    if let value = element[key] { return value }
    if let child = element.child(key: key) {
      child.markUsed()
      return child.text.isEmpty ? child["value"] : child.text
    }
    return nil
  }

  public override func decodeBool(forKey key: String) -> Bool { element[key] == "YES" }

  public override func decodeInteger(forKey key: String) -> Int { Int(element[key] ?? "") ?? 0 }

  public override func decodeDouble(forKey key: String) -> Double {
    Double(element[key] ?? "") ?? 0
  }

  public override func decodeFloat(forKey key: String) -> Float { Float(element[key] ?? "") ?? 0 }

  // MARK: Attributes

  /// A `YES`/`NO` attribute, or `default` when absent.
  func bool(_ name: String, default value: Bool) -> Bool {
    guard let text = element[name] else { return value }
    return text == "YES"
  }

  /// A number attribute, or nil.
  func number(_ name: String) -> CGFloat? {
    element[name].flatMap { Double($0) }.map { CGFloat($0) }
  }

  /// An integer attribute, or nil.
  func integer(_ name: String) -> Int? {
    element[name].flatMap { Int($0) }
  }

  /// A child element with `key`, marked as used.
  func child(_ key: String) -> MarkupElement? {
    guard let child = element.child(key: key) else { return nil }
    child.markUsed()
    return child
  }

  /// Reads past the child with `key` on purpose (a value HeadlessUI has no use for).
  func ignore(_ key: String) {
    element.child(key: key)?.markIgnored()
  }

  /// Text stored as an attribute (`text="…"`) or as a `<string key="…">` child.
  func string(_ key: String) -> String? {
    if let value = element[key] { return value }
    if let child = child(key) {
      return child.text.isEmpty ? (child["value"] ?? child.text) : child.text
    }
    return nil
  }

  /// A `<color key="…">` child.
  @MainActor
  func color(_ key: String) -> UIColor? {
    child(key).flatMap { loading.values.color($0) }
  }

  /// A `<rect key="…">` child.
  @MainActor
  func rect(_ key: String) -> CGRect? {
    child(key).map { InterfaceBuilderValues.rect($0) }
  }

  /// A `<size key="…">` child.
  @MainActor
  func size(_ key: String) -> CGSize? {
    child(key).map { InterfaceBuilderValues.size($0) }
  }

  /// An `<inset>` / `<edgeInsets>` child.
  @MainActor
  func insets(_ key: String) -> UIEdgeInsets? {
    child(key).map { InterfaceBuilderValues.insets($0) }
  }

  /// An image named by the attribute `name` (a `UIImage(named:)` lookup with the size the
  /// document recorded when nothing is registered under that name).
  @MainActor
  func image(_ name: String) -> UIImage? {
    element[name].map { loading.values.image(named: $0) }
  }

  /// The coder of a child element (for objects a view holds, such as a cell's content view).
  @MainActor
  func coder(for child: MarkupElement) -> InterfaceBuilderCoder {
    InterfaceBuilderCoder(element: child, loading: loading)
  }
}

extension NSCoder {
  /// This coder as an Interface Builder coder, when a storyboard or nib is decoding.
  var interfaceBuilder: InterfaceBuilderCoder? { self as? InterfaceBuilderCoder }
}
