import Foundation

/// A path as a list of elements and a bounding box (Core Graphics' `CGPath`, reduced: nothing
/// is stroked or filled headlessly, but code that builds shadow paths and masks, and reads
/// their bounds, runs).
public final class CGPath: @unchecked Sendable, Equatable {
  /// One element of a path.
  public enum Element: Equatable, Sendable {
    /// Start a subpath at a point.
    case moveTo(CGPoint)
    /// A straight line.
    case lineTo(CGPoint)
    /// A quadratic curve with one control point.
    case quadCurveTo(CGPoint, control: CGPoint)
    /// A cubic curve with two control points.
    case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
    /// Close the subpath.
    case closeSubpath
  }

  /// The elements in order.
  public let elements: [Element]

  /// A path of `elements`.
  public init(elements: [Element]) {
    self.elements = elements
  }

  /// A rectangle.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let r = rect.standardized
    self.init(elements: [
      .moveTo(CGPoint(x: r.minX, y: r.minY)), .lineTo(CGPoint(x: r.maxX, y: r.minY)),
      .lineTo(CGPoint(x: r.maxX, y: r.maxY)), .lineTo(CGPoint(x: r.minX, y: r.maxY)),
      .closeSubpath,
    ])
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The box around every point of the path, control points included (empty path: `.null`).
  public var boundingBox: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .moveTo(let p), .lineTo(let p): points.append(p)
      case .quadCurveTo(let p, let c): points += [p, c]
      case .curveTo(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var box = CGRect(origin: first, size: .zero)
    for point in points.dropFirst() {
      box = box.union(CGRect(origin: point, size: .zero))
    }
    return box
  }

  /// The box around the path's curves (the control-point box; see ``boundingBox``).
  public var boundingBoxOfPath: CGRect { boundingBox }

  /// The last point of the path.
  public var currentPoint: CGPoint {
    for element in elements.reversed() {
      switch element {
      case .moveTo(let p), .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _):
        return p
      case .closeSubpath: continue
      }
    }
    return .zero
  }

  /// Two paths are equal when their elements are.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
}

/// A path being built (Core Graphics' `CGMutablePath`).
public typealias CGMutablePath = UIBezierPath
