import Foundation

/// A description of a font (UIKit's font descriptor): its attributes, of which the name, the
/// size and the symbolic traits (bold, italic) make the font ``UIFont/init(descriptor:size:)``
/// gives. Other attributes (feature settings such as monospaced digits) are kept and do not
/// change how text is measured.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// An attribute's name.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }

  /// A key of a feature setting.
  public struct FeatureKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The feature's type (iOS 15's name; `featureIdentifier` before).
    public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
    /// The feature's selector (iOS 15's name; `typeIdentifier` before).
    public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    public static let featureIdentifier = FeatureKey.type
    public static let typeIdentifier = FeatureKey.selector
  }

  /// A key of the traits dictionary.
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
  }

  /// Stylistic traits.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// The attributes.
  public let fontAttributes: [AttributeName: Any]
  /// The symbolic traits.
  public let symbolicTraits: SymbolicTraits

  /// A descriptor of `attributes` (bold and italic read from `.traits`' symbolic value).
  public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    fontAttributes = attributes
    let traits = attributes[.traits] as? [TraitKey: Any]
    symbolicTraits = SymbolicTraits(
      rawValue: (traits?[.symbolic] as? UInt32) ?? (traits?[.symbolic] as? Int).map(UInt32.init)
        ?? 0)
    super.init()
  }

  /// A descriptor of the font `fontName` at `size` points.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  /// The font's name (`.SFUI-Regular` when none was given).
  open var postscriptName: String { fontAttributes[.name] as? String ?? ".SFUI-Regular" }
  /// The size in points (0 when none was given).
  open var pointSize: CGFloat {
    (fontAttributes[.size] as? CGFloat) ?? (fontAttributes[.size] as? Double).map { CGFloat($0) }
      ?? 0
  }

  /// The same descriptor with `symbolicTraits` (replacing its own); never nil here (iOS gives
  /// nil when no installed font has the traits, and every trait exists here).
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var attributes = fontAttributes
    var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
    traits[.symbolic] = symbolicTraits.rawValue
    attributes[.traits] = traits
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// The same descriptor with `attributes` added (replacing those of the same names).
  open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
  }

  /// The same descriptor at `newPointSize`.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    addingAttributes([.size: newPointSize])
  }

  /// The descriptor of the system font of `style` at its default size.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor
  {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }
}

extension UIFont {
  /// The font's descriptor: its name, size and bold and italic traits.
  public var fontDescriptor: UIFontDescriptor {
    var traits: UIFontDescriptor.SymbolicTraits = []
    if weight.rawValue >= Weight.bold.rawValue { traits.insert(.traitBold) }
    if isItalic { traits.insert(.traitItalic) }
    return UIFontDescriptor(fontAttributes: [
      .name: fontName, .size: pointSize,
      .traits: [UIFontDescriptor.TraitKey.symbolic: traits.rawValue],
    ])
  }

  /// The font `descriptor` describes, at `pointSize` (0: the descriptor's size): bold when it
  /// has the bold trait (else the weight its name says), italic when it has the italic trait.
  public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let size = pointSize > 0 ? pointSize : descriptor.pointSize
    let named = UIFont(name: descriptor.postscriptName, size: size)!
    let traits = descriptor.symbolicTraits
    self.init(
      fontName: descriptor.postscriptName, pointSize: size,
      weight: traits.contains(.traitBold) ? .bold : named.weight,
      isItalic: traits.contains(.traitItalic) || named.isItalic)
  }
}

// CoreText's feature constants (SFNTLayoutTypes.h) that font descriptors name.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kNumberSpacingType = 6
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kMonospacedNumbersSelector = 0
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kProportionalNumbersSelector = 1
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kNumberCaseType = 21
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUpperCaseNumbersSelector = 1
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kLowerCaseNumbersSelector = 0
