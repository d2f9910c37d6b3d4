@_exported import CoreLocationStandIn
import Foundation
@_exported import HeadlessUI

/// A span of a region, in degrees.
public struct MKCoordinateSpan: Hashable, Sendable {
  public var latitudeDelta: CLLocationDegrees
  public var longitudeDelta: CLLocationDegrees
  public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A region: a centre and a span.
public struct MKCoordinateRegion: Hashable, Sendable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan
  public init() { self.init(center: .init(), span: .init()) }
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }
  /// A region `latitudinalMeters` by `longitudinalMeters` around `center` (111 km a degree of
  /// latitude; a degree of longitude shrinks with the cosine of the latitude).
  public init(
    center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) {
    let metresPerDegree = 111_195.0
    let longitudeScale = max(cos(center.latitude * .pi / 180), 1e-6)
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metresPerDegree,
        longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale)))
  }
}

/// The kind of map drawn.
public enum MKMapType: UInt, Sendable {
  case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

/// Something shown on a map.
@MainActor
public protocol MKAnnotation: AnyObject {
  var coordinate: CLLocationCoordinate2D { get }
  var title: String? { get }
  var subtitle: String? { get }
}

extension MKAnnotation {
  public var title: String? { nil }
  public var subtitle: String? { nil }
}

/// A point on a map with a title.
@MainActor
open class MKPointAnnotation: NSObject, MKAnnotation {
  open var coordinate = CLLocationCoordinate2D()
  open var title: String?
  open var subtitle: String?
  public override init() {}
  public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
    self.coordinate = coordinate
    self.title = title
    self.subtitle = subtitle
  }
}

/// The view of an annotation on the map.
open class MKAnnotationView: UIView {
  open var annotation: (any MKAnnotation)?
  public let reuseIdentifier: String?
  open var canShowCallout = false
  open var isDraggable = false
  open var centerOffset = CGPoint.zero
  open var image: UIImage?

  public required init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    self.annotation = annotation
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
  }

  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
  }

  public convenience override init(frame: CGRect) {
    self.init(annotation: nil, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Called before the view is reused.
  open func prepareForReuse() {}
}

/// A balloon-shaped marker.
open class MKMarkerAnnotationView: MKAnnotationView {
  open var markerTintColor: UIColor?
  open var glyphText: String?
  open var glyphImage: UIImage?
}

/// The delegate of a map view.
@MainActor
public protocol MKMapViewDelegate: AnyObject {
  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
  func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
}

extension MKMapViewDelegate {
  public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation)
    -> MKAnnotationView?
  { nil }
  public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
}

/// A stand-in for MapKit's map: no tiles are drawn, but the view lays out and takes touches as
/// a map does. A one-finger drag scrolls the map (its own pan recognizer, as MapKit's, competing
/// with the app's for the touch; the centre moves against the finger at the region's
/// degrees per point); annotations get views from the delegate, placed where their coordinates
/// fall in the region.
open class MKMapView: UIView {
  open weak var delegate: (any MKMapViewDelegate)?
  open var mapType: MKMapType = .standard
  open var showsUserLocation = false
  open var isZoomEnabled = true
  open var isRotateEnabled = true
  open var isPitchEnabled = true
  /// Whether a drag scrolls the map (its pan recognizer is enabled).
  open var isScrollEnabled = true {
    didSet { scrollRecognizer.isEnabled = isScrollEnabled }
  }
  /// The annotations added.
  public private(set) var annotations: [any MKAnnotation] = []
  /// The annotations selected.
  open var selectedAnnotations: [any MKAnnotation] = []
  /// The visible region.
  open var region = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
    span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
  {
    didSet { setNeedsLayout() }
  }
  /// The region's centre.
  open var centerCoordinate: CLLocationCoordinate2D {
    get { region.center }
    set { region.center = newValue }
  }
  /// The recognizer that scrolls the map.
  public private(set) lazy var scrollRecognizer = UIPanGestureRecognizer(
    target: self, action: Self.scrolled(_:))
  private var annotationViews: [ObjectIdentifier: MKAnnotationView] = [:]
  private var reuseQueue: [String: [MKAnnotationView]] = [:]
  private var registered: [String: MKAnnotationView.Type] = [:]
  private var regionAtScrollStart: MKCoordinateRegion?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addGestureRecognizer(scrollRecognizer)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addGestureRecognizer(scrollRecognizer)
  }

  /// Sets the region; `animated` is accepted and ignored (the change is immediate).
  open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
    delegate?.mapView(self, regionWillChangeAnimated: animated)
    self.region = region
    delegate?.mapView(self, regionDidChangeAnimated: animated)
  }

  /// Moves the centre.
  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
    setRegion(MKCoordinateRegion(center: coordinate, span: region.span), animated: animated)
  }

  open func addAnnotation(_ annotation: any MKAnnotation) { addAnnotations([annotation]) }
  open func addAnnotations(_ annotations: [any MKAnnotation]) {
    self.annotations += annotations
    setNeedsLayout()
  }
  open func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }
  open func removeAnnotations(_ annotations: [any MKAnnotation]) {
    let gone = Set(annotations.map { ObjectIdentifier($0) })
    self.annotations.removeAll { gone.contains(ObjectIdentifier($0)) }
    for id in gone {
      if let view = annotationViews.removeValue(forKey: id) {
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier {
          reuseQueue[identifier, default: []].append(view)
        }
      }
    }
  }

  /// The view shown for `annotation`, if it has one.
  open func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
    annotationViews[ObjectIdentifier(annotation)]
  }

  open func register(
    _ viewClass: MKAnnotationView.Type?, forAnnotationViewWithReuseIdentifier identifier: String
  ) {
    registered[identifier] = viewClass
  }

  open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
    guard var queue = reuseQueue[identifier], !queue.isEmpty else { return nil }
    let view = queue.removeLast()
    reuseQueue[identifier] = queue
    view.prepareForReuse()
    return view
  }

  open func dequeueReusableAnnotationView(
    withIdentifier identifier: String, for annotation: any MKAnnotation
  ) -> MKAnnotationView {
    if let view = dequeueReusableAnnotationView(withIdentifier: identifier) {
      view.annotation = annotation
      return view
    }
    let type = registered[identifier] ?? MKMarkerAnnotationView.self
    return type.init(annotation: annotation, reuseIdentifier: identifier)
  }

  open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
    selectedAnnotations = [annotation]
    if let view = view(for: annotation) { delegate?.mapView(self, didSelect: view) }
  }

  open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
    selectedAnnotations.removeAll { $0 === annotation }
    if let annotation, let view = view(for: annotation) {
      delegate?.mapView(self, didDeselect: view)
    }
  }

  /// Where `coordinate` falls in `view`'s coordinates, in the current region (a flat
  /// projection: degrees map linearly onto the bounds).
  open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
    let x =
      (coordinate.longitude - region.center.longitude) / max(region.span.longitudeDelta, 1e-12)
    let y = (region.center.latitude - coordinate.latitude) / max(region.span.latitudeDelta, 1e-12)
    let point = CGPoint(x: bounds.midX + x * bounds.width, y: bounds.midY + y * bounds.height)
    return view.map { convert(point, to: $0) } ?? point
  }

  /// The coordinate under `point` of `view`.
  open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
    let local = view.map { convert(point, from: $0) } ?? point
    return CLLocationCoordinate2D(
      latitude: region.center.latitude
        - (local.y - bounds.midY) / max(bounds.height, 1) * region.span.latitudeDelta,
      longitude: region.center.longitude
        + (local.x - bounds.midX) / max(bounds.width, 1) * region.span.longitudeDelta)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    for annotation in annotations {
      let id = ObjectIdentifier(annotation)
      var view = annotationViews[id]
      if view == nil {
        view =
          delegate?.mapView(self, viewFor: annotation)
          ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
        annotationViews[id] = view
        if let view { addSubview(view) }
      }
      guard let view else { continue }
      let point = convert(annotation.coordinate, toPointTo: self)
      view.center = CGPoint(x: point.x + view.centerOffset.x, y: point.y + view.centerOffset.y)
    }
  }

  private func scrolled(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      regionAtScrollStart = region
      delegate?.mapView(self, regionWillChangeAnimated: false)
    case .changed:
      guard let start = regionAtScrollStart else { return }
      let translation = pan.translation(in: self)
      var moved = start
      moved.center.longitude -= translation.x / max(bounds.width, 1) * start.span.longitudeDelta
      moved.center.latitude += translation.y / max(bounds.height, 1) * start.span.latitudeDelta
      region = moved
    case .ended, .cancelled:
      regionAtScrollStart = nil
      delegate?.mapView(self, regionDidChangeAnimated: false)
    default:
      break
    }
  }
}
