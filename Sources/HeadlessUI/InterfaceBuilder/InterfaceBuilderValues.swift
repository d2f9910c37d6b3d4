import Foundation
import InterfaceBuilderDocuments

/// The value elements of Interface Builder documents (`<rect>`, `<size>`, `<color>`, `<inset>`,
/// `<fontDescription>`, images by name) turned into HeadlessUI values.
///
/// Colours: components are taken as the document stores them. A colour saved in another space
/// than sRGB (`genericGamma22GrayColorSpace`, `calibratedRGB`, `displayP3`) keeps its numbers
/// unconverted: nothing here draws, and the numbers are what a test compares with the
/// document. A named colour (`<color name="…">`) and a system colour (`systemColor="…"`) take the
/// value the document saved for them in `<resources>` (their light appearance).
@MainActor
struct InterfaceBuilderValues {
  let document: InterfaceBuilderDocument

  static func rect(_ node: MarkupElement) -> CGRect {
    CGRect(
      x: double(node, "x"), y: double(node, "y"),
      width: double(node, "width"), height: double(node, "height"))
  }

  static func size(_ node: MarkupElement) -> CGSize {
    CGSize(width: double(node, "width"), height: double(node, "height"))
  }

  static func point(_ node: MarkupElement) -> CGPoint {
    CGPoint(x: double(node, "x"), y: double(node, "y"))
  }

  /// `<inset minX= minY= maxX= maxY=>` (flow layouts, insets of scroll views) or
  /// `<edgeInsets top= left= bottom= right=>` / `<directionalEdgeInsets top= leading= …>`.
  static func insets(_ node: MarkupElement) -> UIEdgeInsets {
    if node["minX"] != nil || node["minY"] != nil || node["maxX"] != nil || node["maxY"] != nil {
      return UIEdgeInsets(
        top: double(node, "minY"), left: double(node, "minX"),
        bottom: double(node, "maxY"), right: double(node, "maxX"))
    }
    return UIEdgeInsets(
      top: double(node, "top"),
      left: node["leading"] != nil ? double(node, "leading") : double(node, "left"),
      bottom: double(node, "bottom"),
      right: node["trailing"] != nil ? double(node, "trailing") : double(node, "right"))
  }

  static func double(_ node: MarkupElement, _ name: String) -> CGFloat {
    CGFloat(Double(node[name] ?? "") ?? 0)
  }

  /// A `<color>` element.
  func color(_ node: MarkupElement) -> UIColor? {
    color(node, followingNames: true)
  }

  /// The colour of `node`; a system or named colour is looked up in the document's resources
  /// only when `followingNames` (a resource is read by its components: one that names a colour
  /// again, itself even, would otherwise be followed for ever).
  private func color(_ node: MarkupElement, followingNames: Bool) -> UIColor? {
    // A colour element is read whole: a system or named colour's fallback components and the
    // colour space are part of what it says.
    node.markIgnored()
    if followingNames, let name = node["systemColor"] {
      if let saved = document.systemColors[name] { return color(saved, followingNames: false) }
      return Self.systemColors[name] ?? .black
    }
    if followingNames, let name = node["name"] {
      if let saved = document.namedColors[name] { return color(saved, followingNames: false) }
      return UIColor(named: name) ?? .black
    }
    if let name = node["cocoaTouchSystemColor"] {
      return Self.systemColors[name] ?? .black
    }
    let alpha = CGFloat(Double(node["alpha"] ?? "1") ?? 1)
    if let white = node["white"].flatMap(Double.init) {
      return UIColor(white: CGFloat(white), alpha: alpha)
    }
    return UIColor(
      red: Self.double(node, "red"), green: Self.double(node, "green"),
      blue: Self.double(node, "blue"), alpha: alpha)
  }

  /// UIKit's system colours by the names documents use (`systemColor="…"` in Xcode 12 and
  /// later, `cocoaTouchSystemColor="…"` before), in their light appearance.
  static let systemColors: [String: UIColor] = [
    "systemBackgroundColor": .systemBackground,
    "secondarySystemBackgroundColor": .secondarySystemBackground,
    "tertiarySystemBackgroundColor": .tertiarySystemBackground,
    "systemGroupedBackgroundColor": .systemGroupedBackground,
    "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
    "labelColor": .label, "secondaryLabelColor": .secondaryLabel,
    "tertiaryLabelColor": .tertiaryLabel, "quaternaryLabelColor": .quaternaryLabel,
    "linkColor": .link, "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
    "placeholderTextColor": .placeholderText,
    "systemBlueColor": .systemBlue, "systemGreenColor": .systemGreen,
    "systemIndigoColor": .systemIndigo, "systemOrangeColor": .systemOrange,
    "systemPinkColor": .systemPink, "systemPurpleColor": .systemPurple,
    "systemRedColor": .systemRed, "systemTealColor": .systemTeal,
    "systemYellowColor": .systemYellow, "systemGrayColor": .systemGray,
    "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
    "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5,
    "systemGray6Color": .systemGray6, "systemFillColor": .systemFill,
    "darkTextColor": .darkText, "lightTextColor": .lightText,
    "groupTableViewBackgroundColor": .groupTableViewBackground,
    "tableCellGroupedBackgroundColor": .white, "whiteColor": .white, "blackColor": .black,
    "clearColor": .clear,
  ]

  /// An image by name: the one registered under that name, else an image of the size the
  /// document recorded for it (`<image name= width= height=>` in `<resources>`).
  func image(named name: String) -> UIImage {
    if let registered = UIImageCatalog.shared.registered(name) { return registered }
    if let size = document.imageSizes[name] {
      return UIImage(size: CGSize(width: size.width, height: size.height), name: name)
    }
    return UIImageCatalog.shared.image(named: name)
  }

  /// A `<fontDescription>` element.
  static func font(_ node: MarkupElement) -> UIFont {
    node.markUsed()
    let size = CGFloat(Double(node["pointSize"] ?? "17") ?? 17)
    if let style = node["style"] {
      return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
    }
    if let name = node["name"] {
      _ = node["family"]
      return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
    }
    let weight = node["weight"].flatMap { weights[$0] } ?? .regular
    switch node["type"] {
    case "boldSystem": return .boldSystemFont(ofSize: size)
    case "italicSystem": return .italicSystemFont(ofSize: size)
    default: return .systemFont(ofSize: size, weight: weight)
    }
  }

  static let weights: [String: UIFont.Weight] = [
    "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
    "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
  ]

  static let contentModes: [String: UIView.ContentMode] = [
    "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit,
    "scaleAspectFill": .scaleAspectFill, "redraw": .redraw, "center": .center, "top": .top,
    "bottom": .bottom, "left": .left, "right": .right, "topLeft": .topLeft,
    "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
  ]

  static let textAlignments: [String: NSTextAlignment] = [
    "left": .left, "center": .center, "right": .right, "justified": .justified,
    "natural": .natural,
  ]
}
