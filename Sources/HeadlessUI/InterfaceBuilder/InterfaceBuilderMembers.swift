import Foundation

/// The outlets, actions and inspectable properties of an app's class, by the names an
/// Interface Builder document uses, with no Objective-C runtime and no key-value coding.
///
/// The port tool (`Scripts/port-to-linux`, docs/PORTING.md) writes one conforming type per class
/// that declares `@IBOutlet`, `@IBAction` or `@IBInspectable` members, at the end of the ported
/// file (so `private` outlets stay reachable), named `_IBMembers_` followed by the class's name
/// (`_IBMembers_PhotoViewController`). A storyboard or nib finds it by name through the Swift
/// runtime's type lookup, for the object's class and each superclass, in the class's own
/// module and in every module the loading searches (``InterfaceBuilderModules``). Nothing is
/// registered by hand.
@MainActor
public protocol InterfaceBuilderMembers: AnyObject {
  /// Sets the outlet, outlet collection or inspectable property `key` of `object` to `value`;
  /// false when the class has no such member or the value has the wrong type.
  static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool
  /// The action method named by the Objective-C selector `selector` (`handlePan:`), as a
  /// ``Selector`` that takes its target beside it; nil when the class has none.
  static func action(_ selector: String) -> Selector?
}

/// How the members' generated code assigns a document's value to a property of any type: an
/// exact type, an optional or implicitly unwrapped optional of it, an array of objects for an
/// outlet collection, or a number converted to the property's numeric type.
@MainActor
public enum InterfaceBuilderAssignment {
  /// Assigns `value` to `slot` when it has (or converts to) the slot's type.
  public static func assign<Value>(_ value: Any?, to slot: inout Value) -> Bool {
    if let converted = convert(value, to: Value.self) {
      slot = converted
      return true
    }
    return false
  }

  /// `value` as a `Value`, through the conversions a document's values need.
  public static func convert<Value>(_ value: Any?, to type: Value.Type) -> Value? {
    if let value, let exact = value as? Value { return exact }
    if value == nil, let none = Optional<Any>.none as? Value { return none }
    if let number = value as? Double,
      let numeric = Value.self as? any InterfaceBuilderNumeric.Type,
      let converted = numeric.init(interfaceBuilderNumber: number) as? Value
    {
      return converted
    }
    return nil
  }
}

/// A numeric type a document's number converts to.
public protocol InterfaceBuilderNumeric {
  /// The value of `number` in this type.
  init?(interfaceBuilderNumber number: Double)
}

extension Double: InterfaceBuilderNumeric {
  public init?(interfaceBuilderNumber number: Double) { self = number }
}
extension Float: InterfaceBuilderNumeric {
  public init?(interfaceBuilderNumber number: Double) { self = Float(number) }
}
extension CGFloat: InterfaceBuilderNumeric {
  public init?(interfaceBuilderNumber number: Double) { self = CGFloat(number) }
}
extension Int: InterfaceBuilderNumeric {
  public init?(interfaceBuilderNumber number: Double) { self.init(exactly: number.rounded()) }
}
extension Bool: InterfaceBuilderNumeric {
  public init?(interfaceBuilderNumber number: Double) { self = number != 0 }
}
extension Optional: InterfaceBuilderNumeric where Wrapped: InterfaceBuilderNumeric {
  public init?(interfaceBuilderNumber number: Double) {
    guard let wrapped = Wrapped(interfaceBuilderNumber: number) else { return nil }
    self = .some(wrapped)
  }
}
