@_exported import CoreLocationStandIn
import Foundation
@_exported import HeadlessUI

/// The SDK's services: the API key is kept; nothing is fetched.
public enum GMSServices {
  /// The key given last.
  @MainActor public private(set) static var apiKey: String?

  /// Keeps `key`; returns true as the SDK does for a key it accepts.
  @MainActor @discardableResult
  public static func provideAPIKey(_ key: String) -> Bool {
    apiKey = key
    return true
  }
}

/// Where the map's camera looks: a target and a zoom level (Google's: the world is
/// 256 × 2^zoom points wide).
public struct GMSCameraPosition: Equatable, Sendable {
  public var target: CLLocationCoordinate2D
  public var zoom: Float
  public var bearing: Double = 0
  public var viewingAngle: Double = 0

  public init(
    target: CLLocationCoordinate2D, zoom: Float, bearing: Double = 0, viewingAngle: Double = 0
  ) {
    self.target = target
    self.zoom = zoom
    self.bearing = bearing
    self.viewingAngle = viewingAngle
  }

  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees, zoom: Float) {
    self.init(target: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), zoom: zoom)
  }

  /// The SDK's factory spelling.
  public static func camera(
    withLatitude latitude: CLLocationDegrees, longitude: CLLocationDegrees, zoom: Float
  )
    -> GMSCameraPosition
  {
    GMSCameraPosition(latitude: latitude, longitude: longitude, zoom: zoom)
  }

  /// Degrees of longitude per point at this zoom (360° over 256 × 2^zoom points).
  var degreesPerPoint: Double { 360 / (256 * pow(2, Double(zoom))) }
}

/// What a map's gestures may do.
@MainActor
public final class GMSUISettings {
  /// Whether a drag scrolls the map.
  public var scrollGestures = true
  public var zoomGestures = true
  public var rotateGestures = true
  public var tiltGestures = true
  public var myLocationButton = false
  public var compassButton = false
}

/// The delegate of a map view.
@MainActor
public protocol GMSMapViewDelegate: AnyObject {
  func mapView(_ mapView: GMSMapView, willMove gesture: Bool)
  func mapView(_ mapView: GMSMapView, didChange position: GMSCameraPosition)
  func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition)
  func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D)
  func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool
}

extension GMSMapViewDelegate {
  public func mapView(_ mapView: GMSMapView, willMove gesture: Bool) {}
  public func mapView(_ mapView: GMSMapView, didChange position: GMSCameraPosition) {}
  public func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) {}
  public func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {}
  public func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool { false }
}

/// A marker on a map: a position and a title; shown by a map once its `map` is set.
@MainActor
open class GMSMarker: NSObject {
  open var position: CLLocationCoordinate2D
  open var title: String?
  open var snippet: String?
  open var icon: UIImage?
  /// The map showing the marker.
  open weak var map: GMSMapView? {
    didSet {
      oldValue?.markers.removeAll { $0 === self }
      map?.markers.append(self)
    }
  }

  public init(position: CLLocationCoordinate2D) {
    self.position = position
  }
}

/// A stand-in for the SDK's map view: no tiles, but a view that lays out and takes touches as
/// the map does. A drag scrolls the camera (its own pan recognizer, competing with the app's for
/// the touch, as the SDK's does), telling the delegate `willMove`, `didChange` and `idleAt`; a
/// tap tells `didTapAt`.
open class GMSMapView: UIView {
  open var camera: GMSCameraPosition {
    didSet { delegate?.mapView(self, didChange: camera) }
  }
  open weak var delegate: (any GMSMapViewDelegate)?
  public let settings = GMSUISettings()
  open var isMyLocationEnabled = false
  /// The markers whose `map` is this view.
  public internal(set) var markers: [GMSMarker] = []
  private var cameraAtDragStart: GMSCameraPosition?

  public init(frame: CGRect, camera: GMSCameraPosition) {
    self.camera = camera
    super.init(frame: frame)
    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.dragged(_:)))
    addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tapped(_:)))
  }

  public convenience override init(frame: CGRect) {
    self.init(frame: frame, camera: GMSCameraPosition(latitude: 0, longitude: 0, zoom: 2))
  }

  public required init?(coder: NSCoder) {
    fatalError("GMSMapView is made in code")
  }

  /// The SDK's factory spelling.
  public static func map(withFrame frame: CGRect, camera: GMSCameraPosition) -> GMSMapView {
    GMSMapView(frame: frame, camera: camera)
  }

  /// Moves the camera at once (the stand-in does not animate it), then tells the delegate it is
  /// idle.
  open func animate(to camera: GMSCameraPosition) {
    self.camera = camera
    delegate?.mapView(self, idleAt: camera)
  }

  /// The coordinate under `point` (in this view), on a flat projection around the camera.
  open func coordinate(for point: CGPoint) -> CLLocationCoordinate2D {
    let scale = camera.degreesPerPoint
    return CLLocationCoordinate2D(
      latitude: camera.target.latitude - Double(point.y - bounds.midY) * scale,
      longitude: camera.target.longitude + Double(point.x - bounds.midX) * scale)
  }

  private func dragged(_ pan: UIPanGestureRecognizer) {
    guard settings.scrollGestures else { return }
    switch pan.state {
    case .began:
      cameraAtDragStart = camera
      delegate?.mapView(self, willMove: true)
    case .changed:
      guard let start = cameraAtDragStart else { return }
      let translation = pan.translation(in: self)
      var moved = start
      moved.target.longitude -= Double(translation.x) * start.degreesPerPoint
      moved.target.latitude += Double(translation.y) * start.degreesPerPoint
      camera = moved
    case .ended, .cancelled:
      cameraAtDragStart = nil
      delegate?.mapView(self, idleAt: camera)
    default:
      break
    }
  }

  private func tapped(_ tap: UITapGestureRecognizer) {
    delegate?.mapView(self, didTapAt: coordinate(for: tap.location(in: self)))
  }
}
