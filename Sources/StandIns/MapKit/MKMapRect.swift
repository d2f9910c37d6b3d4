import Foundation

/// A point on MapKit's flat map: the Web Mercator projection of the Earth onto a square of
/// ``MKMapSize/world`` (2²⁸ points a side), x eastward from the antimeridian, y southward from
/// about 85° north.
public struct MKMapPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The projection of `coordinate`.
  public init(_ coordinate: CLLocationCoordinate2D) {
    let world = MKMapSize.world.width
    let latitude = max(min(coordinate.latitude, 85.051_128_78), -85.051_128_78) * .pi / 180
    x = (coordinate.longitude + 180) / 360 * world
    y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * world
  }

  /// The coordinate this point projects.
  public var coordinate: CLLocationCoordinate2D {
    let world = MKMapSize.world.width
    let longitude = x / world * 360 - 180
    let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
    return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }
}

/// A size on the flat map.
public struct MKMapSize: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The whole map: 2²⁸ × 2²⁸ points (MapKit's `MKMapSizeWorld`).
  public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on the flat map.
public struct MKMapRect: Hashable, Sendable {
  public var origin: MKMapPoint
  public var size: MKMapSize

  public init(origin: MKMapPoint, size: MKMapSize) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
  }

  /// The null rectangle (what a union starts from).
  public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
  /// The whole map.
  public static let world = MKMapRect(origin: MKMapPoint(x: 0, y: 0), size: .world)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
  public var isEmpty: Bool { isNull || size.width <= 0 || size.height <= 0 }

  /// The smallest rectangle holding both.
  public func union(_ other: MKMapRect) -> MKMapRect {
    if isNull { return other }
    if other.isNull { return self }
    let minX = min(self.minX, other.minX)
    let minY = min(self.minY, other.minY)
    return MKMapRect(
      x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
  }

  /// Whether `point` is inside.
  public func contains(_ point: MKMapPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
}

extension MKCoordinateRegion {
  /// The region `rect` covers on the map.
  public init(_ rect: MKMapRect) {
    let northWest = rect.origin.coordinate
    let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
    let centre = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    self.init(
      center: centre,
      span: MKCoordinateSpan(
        latitudeDelta: abs(northWest.latitude - southEast.latitude),
        longitudeDelta: abs(southEast.longitude - northWest.longitude)))
  }
}

extension MKMapView {
  /// The map rectangle the view shows.
  public var visibleMapRect: MKMapRect {
    get {
      let north = CLLocationCoordinate2D(
        latitude: region.center.latitude + region.span.latitudeDelta / 2,
        longitude: region.center.longitude - region.span.longitudeDelta / 2)
      let south = CLLocationCoordinate2D(
        latitude: region.center.latitude - region.span.latitudeDelta / 2,
        longitude: region.center.longitude + region.span.longitudeDelta / 2)
      let a = MKMapPoint(north)
      let b = MKMapPoint(south)
      return MKMapRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)
    }
    set { setVisibleMapRect(newValue, animated: false) }
  }

  /// Shows `mapRect` (immediately; `animated` is accepted and ignored).
  public func setVisibleMapRect(_ mapRect: MKMapRect, animated animate: Bool) {
    setVisibleMapRect(mapRect, edgePadding: .zero, animated: animate)
  }

  /// Shows `mapRect` with `insets` points of room around it: the rectangle grows by the insets'
  /// share of the view's size before it is shown.
  public func setVisibleMapRect(
    _ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated animate: Bool
  ) {
    guard !mapRect.isNull else { return }
    var rect = mapRect
    let width = Double(bounds.width)
    let height = Double(bounds.height)
    let innerWidth = width - Double(insets.left + insets.right)
    let innerHeight = height - Double(insets.top + insets.bottom)
    if innerWidth > 0, innerHeight > 0 {
      let perPointX = rect.width / innerWidth
      let perPointY = rect.height / innerHeight
      rect = MKMapRect(
        x: rect.minX - Double(insets.left) * perPointX,
        y: rect.minY - Double(insets.top) * perPointY,
        width: width * perPointX, height: height * perPointY)
    }
    setRegion(MKCoordinateRegion(rect), animated: animate)
  }
}

/// A shape on the map (MapKit's abstract shape): a title and a coordinate.
open class MKShape: NSObject, MKAnnotation {
  /// The title.
  open var title: String?
  /// The subtitle.
  open var subtitle: String?
  /// The shape's anchor (the centre of its bounding rectangle for a multipoint shape).
  open var coordinate: CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: 0, longitude: 0)
  }
}

/// A shape made of several points.
open class MKMultiPoint: MKShape {
  private let mapPoints: [MKMapPoint]

  /// A shape through `coordinates[0..<count]` (`UnsafePointer` is MapKit's signature: Swift
  /// passes an array there).
  public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    mapPoints = (0..<max(count, 0)).map { MKMapPoint(coordinates[$0]) }
    super.init()
  }

  /// A shape through `points[0..<count]`.
  public init(points: UnsafePointer<MKMapPoint>, count: Int) {
    mapPoints = Array(UnsafeBufferPointer(start: points, count: max(count, 0)))
    super.init()
  }

  /// The number of points.
  open var pointCount: Int { mapPoints.count }

  /// Writes the coordinates of the points in `range` to `coords` (MapKit's signature: it
  /// writes `range.length` values).
  open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
    for (offset, index) in (range.location..<(range.location + range.length)).enumerated()
    where mapPoints.indices.contains(index) {
      coords[offset] = mapPoints[index].coordinate
    }
  }

  /// The points as map points.
  open var mapPointArray: [MKMapPoint] { mapPoints }

  /// The smallest map rectangle holding every point.
  open var boundingMapRect: MKMapRect {
    mapPoints.reduce(MKMapRect.null) {
      $0.union(MKMapRect(origin: $1, size: MKMapSize(width: 0, height: 0)))
    }
  }

  open override var coordinate: CLLocationCoordinate2D {
    let rect = boundingMapRect
    return rect.isNull ? super.coordinate : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
  }
}

/// A line through points.
open class MKPolyline: MKMultiPoint {}

/// A closed shape through points.
open class MKPolygon: MKMultiPoint {}
