import Foundation

/// A path built from lines and curves, for shadow paths and masks (nothing is drawn
/// headlessly; ``cgPath`` and ``bounds`` are what code reads back).
public final class UIBezierPath: @unchecked Sendable {
  private var elements: [CGPath.Element] = []

  /// The stroke width (a plain value).
  public var lineWidth: CGFloat = 1
  /// How open ends are drawn (kept; nothing is drawn).
  public var lineCapStyle: CGLineCap = .butt
  /// How joints are drawn (kept).
  public var lineJoinStyle: CGLineJoin = .miter
  /// The miter limit (kept).
  public var miterLimit: CGFloat = 10

  /// An empty path.
  public init() {}

  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    elements = CGPath(rect: rect, transform: nil).elements
  }

  /// An ellipse inscribed in `rect`, as four cubic curves.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    appendEllipse(in: rect)
  }

  /// A rectangle with all corners rounded by `cornerRadius` (clamped to half the shorter
  /// side).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      roundedRect: rect, byRoundingCorners: .allCorners,
      cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// A rectangle with `corners` rounded by `cornerRadii`.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    let r = rect.standardized
    let rx = min(max(cornerRadii.width, 0), r.width / 2)
    let ry = min(max(cornerRadii.height, 0), r.height / 2)
    func radius(_ corner: UIRectCorner) -> (CGFloat, CGFloat) {
      corners.contains(corner) ? (rx, ry) : (0, 0)
    }
    let k: CGFloat = 0.5522847498  // cubic approximation of a quarter circle
    let (tlx, tly) = radius(.topLeft)
    let (trx, try_) = radius(.topRight)
    let (brx, bry) = radius(.bottomRight)
    let (blx, bly) = radius(.bottomLeft)
    move(to: CGPoint(x: r.minX + tlx, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - trx, y: r.minY))
    if trx > 0 {
      addCurve(
        to: CGPoint(x: r.maxX, y: r.minY + try_),
        controlPoint1: CGPoint(x: r.maxX - trx + trx * k, y: r.minY),
        controlPoint2: CGPoint(x: r.maxX, y: r.minY + try_ - try_ * k))
    }
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - bry))
    if brx > 0 {
      addCurve(
        to: CGPoint(x: r.maxX - brx, y: r.maxY),
        controlPoint1: CGPoint(x: r.maxX, y: r.maxY - bry + bry * k),
        controlPoint2: CGPoint(x: r.maxX - brx + brx * k, y: r.maxY))
    }
    addLine(to: CGPoint(x: r.minX + blx, y: r.maxY))
    if blx > 0 {
      addCurve(
        to: CGPoint(x: r.minX, y: r.maxY - bly),
        controlPoint1: CGPoint(x: r.minX + blx - blx * k, y: r.maxY),
        controlPoint2: CGPoint(x: r.minX, y: r.maxY - bly + bly * k))
    }
    addLine(to: CGPoint(x: r.minX, y: r.minY + tly))
    if tlx > 0 {
      addCurve(
        to: CGPoint(x: r.minX + tlx, y: r.minY),
        controlPoint1: CGPoint(x: r.minX, y: r.minY + tly - tly * k),
        controlPoint2: CGPoint(x: r.minX + tlx - tlx * k, y: r.minY))
    }
    close()
  }

  /// An arc of a circle (approximated by its chord's end points and centre for the bounds).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    move(
      to: CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle)))
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A path with the elements of `path`.
  public convenience init(cgPath path: CGPath) {
    self.init()
    elements = path.elements
  }

  /// Starts a subpath.
  public func move(to point: CGPoint) { elements.append(.moveTo(point)) }

  /// Adds a straight line.
  public func addLine(to point: CGPoint) { elements.append(.lineTo(point)) }

  /// Adds a cubic curve.
  public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    elements.append(.curveTo(point, control1: controlPoint1, control2: controlPoint2))
  }

  /// Adds a quadratic curve.
  public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
    elements.append(.quadCurveTo(point, control: controlPoint))
  }

  /// Adds an arc as line segments every 15° (enough for bounds and shadows); nothing when an
  /// angle is infinite or NaN.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    var sweep = endAngle - startAngle
    if clockwise, sweep < 0 { sweep += 2 * .pi }
    if !clockwise, sweep > 0 { sweep -= 2 * .pi }
    // A sweep that is not a finite number (an angle of infinity or NaN) adds nothing instead of
    // trapping in the conversion to Int; what Core Graphics draws then is not documented.
    guard sweep.isFinite else { return }
    let steps = max(1, Int((abs(sweep) / (.pi / 12)).rounded(.up)))
    for step in 1...steps {
      let angle = startAngle + sweep * CGFloat(step) / CGFloat(steps)
      addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
    }
  }

  /// Appends another path's elements.
  public func append(_ path: UIBezierPath) { elements += path.elements }

  /// Closes the subpath.
  public func close() { elements.append(.closeSubpath) }

  /// Removes every element.
  public func removeAllPoints() { elements.removeAll() }

  /// Moves every point by `transform`.
  public func apply(_ transform: CGAffineTransform) {
    elements = elements.map { element in
      switch element {
      case .moveTo(let p): .moveTo(p.applying(transform))
      case .lineTo(let p): .lineTo(p.applying(transform))
      case .quadCurveTo(let p, let c):
        .quadCurveTo(p.applying(transform), control: c.applying(transform))
      case .curveTo(let p, let c1, let c2):
        .curveTo(
          p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
      case .closeSubpath: .closeSubpath
      }
    }
  }

  /// Strokes the path (nothing is drawn headlessly).
  public func stroke() {}

  /// Fills the path (nothing is drawn headlessly).
  public func fill() {}

  /// Adds the path to the clip (nothing is drawn headlessly).
  public func addClip() {}

  /// The path as an immutable `CGPath`.
  public var cgPath: CGPath { CGPath(elements: elements) }

  /// The box around the path (control points included).
  public var bounds: CGRect { cgPath.boundingBox }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The last point.
  public var currentPoint: CGPoint { cgPath.currentPoint }

  private func appendEllipse(in rect: CGRect) {
    let r = rect.standardized
    let k: CGFloat = 0.5522847498
    let cx = r.midX
    let cy = r.midY
    let rx = r.width / 2
    let ry = r.height / 2
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), controlPoint1: CGPoint(x: cx + rx, y: cy + ry * k),
      controlPoint2: CGPoint(x: cx + rx * k, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), controlPoint1: CGPoint(x: cx - rx * k, y: cy + ry),
      controlPoint2: CGPoint(x: cx - rx, y: cy + ry * k))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), controlPoint1: CGPoint(x: cx - rx, y: cy - ry * k),
      controlPoint2: CGPoint(x: cx - rx * k, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), controlPoint1: CGPoint(x: cx + rx * k, y: cy - ry),
      controlPoint2: CGPoint(x: cx + rx, y: cy - ry * k))
    close()
  }
}
