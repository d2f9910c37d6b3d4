import Foundation

/// The edges of a rectangle, leading and trailing by the reading direction.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// How a configuration turns a colour into the one drawn (UIKit's
/// `UIConfigurationColorTransformer`): kept as its name, since nothing is drawn.
public struct UIConfigurationColorTransformer: Hashable, Sendable {
  /// The transformer's name (`preferredTint`…).
  public let name: String
  public init(name: String) { self.name = name }
  public static let preferredTint = UIConfigurationColorTransformer(name: "preferredTint")
  public static let grayscale = UIConfigurationColorTransformer(name: "grayscale")
  public static let monochromeTint = UIConfigurationColorTransformer(name: "monochromeTint")
}

extension UIButton {
  /// A button's look as one value (iOS 15's `UIButton.Configuration`,
  /// https://developer.apple.com/documentation/uikit/uibutton/configuration): a style (plain,
  /// tinted, filled…) and the title, image and their layout. A button given one shows its title
  /// and image as `setTitle(_:for: .normal)` and `setImage(_:for: .normal)` would, so labels,
  /// hit testing and the explorer see them; the style's colours, corner and size are kept as
  /// values, since nothing is drawn.
  public struct Configuration {
    /// The style a factory made it with (`plain`, `filled`…).
    public private(set) var style: String
    /// The title.
    public var title: String?
    /// The subtitle, below the title.
    public var subtitle: String?
    /// The image.
    public var image: UIImage?
    /// Which side of the title the image is on (default leading).
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// Points between the image and the title.
    public var imagePadding: CGFloat = 0
    /// Points between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// The content's insets.
    public var contentInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The size preset.
    public var buttonSize: Size = .medium
    /// The corner preset.
    public var cornerStyle: CornerStyle = .dynamic
    /// The colour of the title and image (nil: the style's, from the tint colour).
    public var baseForegroundColor: UIColor?
    /// The background's colour (nil: the style's).
    public var baseBackgroundColor: UIColor?
    /// How the image's colour is transformed.
    public var imageColorTransformer: UIConfigurationColorTransformer?
    /// How the title's colour is transformed.
    public var titleTextAttributesTransformer: UIConfigurationColorTransformer?
    /// Whether an activity indicator shows in place of the image.
    public var showsActivityIndicator = false
    /// How the title and subtitle are aligned.
    public var titleAlignment: TitleAlignment = .automatic

    /// A size preset.
    public enum Size: Int, Sendable {
      case mini, small, medium, large
    }
    /// A corner preset.
    public enum CornerStyle: Int, Sendable {
      case fixed, dynamic, small, medium, large, capsule
    }
    /// The alignment of the title and subtitle.
    public enum TitleAlignment: Int, Sendable {
      case automatic, leading, center, trailing
    }

    private init(style: String) { self.style = style }

    /// No background.
    public static func plain() -> Configuration { Configuration(style: "plain") }
    /// A tinted background.
    public static func tinted() -> Configuration { Configuration(style: "tinted") }
    /// A grey background.
    public static func gray() -> Configuration { Configuration(style: "gray") }
    /// A background of the tint colour.
    public static func filled() -> Configuration { Configuration(style: "filled") }
    /// A bordered button.
    public static func bordered() -> Configuration { Configuration(style: "bordered") }
    /// A bordered, tinted button.
    public static func borderedTinted() -> Configuration {
      Configuration(style: "borderedTinted")
    }
    /// A bordered button of the tint colour.
    public static func borderedProminent() -> Configuration {
      Configuration(style: "borderedProminent")
    }
    /// A borderless button.
    public static func borderless() -> Configuration { Configuration(style: "borderless") }
  }

  /// A system button with `configuration` whose primary action is `primaryAction`.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  /// The button's configuration (nil: the button is configured state by state, as before
  /// iOS 15). Setting one shows its title and image for the normal state.
  public var configuration: Configuration? {
    get { buttonConfiguration }
    set {
      buttonConfiguration = newValue
      guard let newValue else { return }
      setTitle(newValue.title, for: .normal)
      setImage(newValue.image, for: .normal)
    }
  }

  /// Asks for ``configurationUpdateHandler`` to run: it runs at once here.
  public func setNeedsUpdateConfiguration() {
    updateConfiguration()
  }

  /// Runs ``configurationUpdateHandler`` with the button.
  public func updateConfiguration() {
    configurationUpdateHandler?(self)
  }
}
