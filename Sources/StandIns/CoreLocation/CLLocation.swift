// Apple's framework re-exports Foundation (with the C library); so does its stand-in.
@_exported import Foundation

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// Metres.
public typealias CLLocationDistance = Double
/// Metres of uncertainty.
public typealias CLLocationAccuracy = Double

/// A stand-in for CoreLocation's coordinate: latitude and longitude in degrees.
public struct CLLocationCoordinate2D: Hashable, Sendable {
  /// Degrees north (−90…90).
  public var latitude: CLLocationDegrees
  /// Degrees east (−180…180).
  public var longitude: CLLocationDegrees

  /// (0, 0).
  public init() {
    latitude = 0
    longitude = 0
  }

  /// A coordinate.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// CoreLocation's C spelling.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether `coordinate` is on the globe.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// A stand-in for a location: a coordinate, and the distance to another on a sphere of the
/// Earth's mean radius (haversine; CoreLocation's own figure may differ by a fraction of a
/// percent).
open class CLLocation: NSObject, @unchecked Sendable {
  /// Where.
  public let coordinate: CLLocationCoordinate2D

  /// A location.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }

  /// The great-circle distance to `location`, in metres.
  open func distance(from location: CLLocation) -> CLLocationDistance {
    let radius = 6_371_008.8
    let lat1 = coordinate.latitude * .pi / 180
    let lat2 = location.coordinate.latitude * .pi / 180
    let dLat = lat2 - lat1
    let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
  }
}

/// A stand-in for a visit CoreLocation reports: where, when the user arrived and left, how
/// precisely. No location service runs here; tests make visits.
open class CLVisit: NSObject, @unchecked Sendable {
  /// Where.
  public let coordinate: CLLocationCoordinate2D
  /// When the user arrived (`Date.distantPast` when unknown).
  public let arrivalDate: Date
  /// When the user left (`Date.distantFuture` while still there).
  public let departureDate: Date
  /// The radius of uncertainty, in metres.
  public let horizontalAccuracy: CLLocationAccuracy

  /// A visit (the stand-in's own initializer; CoreLocation makes them).
  public init(
    coordinate: CLLocationCoordinate2D, arrivalDate: Date = .distantPast,
    departureDate: Date = .distantFuture, horizontalAccuracy: CLLocationAccuracy = 0
  ) {
    self.coordinate = coordinate
    self.arrivalDate = arrivalDate
    self.departureDate = departureDate
    self.horizontalAccuracy = horizontalAccuracy
  }
}

/// The invalid coordinate CoreLocation uses for "none": latitude and longitude −180.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
