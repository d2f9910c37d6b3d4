import Foundation
import HeadlessUI

/// The presented look of one animated view's snapshot: what Core Animation's presentation
/// layer would hold, in the coordinate space the snapshot lives in.
public struct HeroLayerState: Sendable, Equatable {
  /// The layer position in the snapshot's parent coordinate space.
  public var position: CGPoint
  /// The bounds size.
  public var size: CGSize
  /// The transform.
  public var transform: CATransform3D
  /// The opacity.
  public var opacity: CGFloat
  /// The corner radius.
  public var cornerRadius: CGFloat
  /// The background colour.
  public var backgroundColor: UIColor?
  /// The z position.
  public var zPosition: CGFloat
  /// The anchor point.
  public var anchorPoint: CGPoint
  /// The border width.
  public var borderWidth: CGFloat
  /// The border colour.
  public var borderColor: UIColor?
  /// Whether the layer clips.
  public var masksToBounds: Bool
  /// The shadow colour.
  public var shadowColor: UIColor?
  /// The shadow opacity.
  public var shadowOpacity: CGFloat
  /// The shadow offset.
  public var shadowOffset: CGSize
  /// The shadow radius.
  public var shadowRadius: CGFloat
  /// The shadow path.
  public var shadowPath: CGPath?
  /// The contents rectangle.
  public var contentsRect: CGRect
  /// The contents scale.
  public var contentsScale: CGFloat
  /// The colour of Hero's overlay sublayer.
  public var overlayColor: UIColor?
  /// The opacity of Hero's overlay sublayer (0 = no overlay).
  public var overlayOpacity: CGFloat

  /// The value of one key.
  subscript(key: HeroAnimatableKey) -> HeroAnimatableValue {
    // Inlined: a call copied the whole state out of its owner to read one field.
    @inline(__always) get {
      switch key {
      case .position: .point(position)
      case .size: .size(size)
      case .transform: .transform(transform)
      case .opacity: .scalar(opacity)
      case .cornerRadius: .scalar(cornerRadius)
      case .backgroundColor: .color(backgroundColor)
      case .zPosition: .scalar(zPosition)
      case .anchorPoint: .point(anchorPoint)
      case .borderWidth: .scalar(borderWidth)
      case .borderColor: .color(borderColor)
      case .masksToBounds: .flag(masksToBounds)
      case .shadowColor: .color(shadowColor)
      case .shadowOpacity: .scalar(shadowOpacity)
      case .shadowOffset: .size(shadowOffset)
      case .shadowRadius: .scalar(shadowRadius)
      case .shadowPath: .path(shadowPath)
      case .contentsRect: .rect(contentsRect)
      case .contentsScale: .scalar(contentsScale)
      case .overlayColor: .color(overlayColor)
      case .overlayOpacity: .scalar(overlayOpacity)
      }
    }
    set {
      switch (key, newValue) {
      case (.position, .point(let v)): position = v
      case (.size, .size(let v)): size = v
      case (.transform, .transform(let v)): transform = v
      case (.opacity, .scalar(let v)): opacity = v
      case (.cornerRadius, .scalar(let v)): cornerRadius = v
      case (.backgroundColor, .color(let v)): backgroundColor = v
      case (.zPosition, .scalar(let v)): zPosition = v
      case (.anchorPoint, .point(let v)): anchorPoint = v
      case (.borderWidth, .scalar(let v)): borderWidth = v
      case (.borderColor, .color(let v)): borderColor = v
      case (.masksToBounds, .flag(let v)): masksToBounds = v
      case (.shadowColor, .color(let v)): shadowColor = v
      case (.shadowOpacity, .scalar(let v)): shadowOpacity = v
      case (.shadowOffset, .size(let v)): shadowOffset = v
      case (.shadowRadius, .scalar(let v)): shadowRadius = v
      case (.shadowPath, .path(let v)): shadowPath = v
      case (.contentsRect, .rect(let v)): contentsRect = v
      case (.contentsScale, .scalar(let v)): contentsScale = v
      case (.overlayColor, .color(let v)): overlayColor = v
      case (.overlayOpacity, .scalar(let v)): overlayOpacity = v
      default: break
      }
    }
  }

  /// The look of `layer` as its snapshot starts: its own values, with `position` and
  /// `transform` given in the snapshot's parent space.
  @MainActor
  init(layer: CALayer, position: CGPoint, transform: CATransform3D) {
    self.position = position
    self.size = layer.bounds.size
    self.transform = transform
    self.opacity = CGFloat(layer.opacity)
    self.cornerRadius = layer.cornerRadius
    self.backgroundColor = layer.backgroundColor
    self.zPosition = layer.zPosition
    self.anchorPoint = layer.anchorPoint
    self.borderWidth = layer.borderWidth
    self.borderColor = layer.borderColor
    self.masksToBounds = layer.masksToBounds
    self.shadowColor = layer.shadowColor
    self.shadowOpacity = CGFloat(layer.shadowOpacity)
    self.shadowOffset = layer.shadowOffset
    self.shadowRadius = layer.shadowRadius
    self.shadowPath = layer.shadowPath
    self.contentsRect = layer.contentsRect
    self.contentsScale = layer.contentsScale
    self.overlayColor = nil
    self.overlayOpacity = 0
  }

  /// The map from the snapshot's bounds coordinates (origin at zero) to its parent space.
  var transformToParent: CGAffineTransform {
    let anchorX = anchorPoint.x * size.width
    let anchorY = anchorPoint.y * size.height
    let affine = transform.affine
    var result = CGAffineTransform(translationX: -anchorX, y: -anchorY).concatenating(affine)
    result.tx += position.x
    result.ty += position.y
    return result
  }
}
