import GoogleMaps
import HeadlessUI
import Testing

/// The worked stand-in for a closed-source SDK (StandIns/GoogleMaps): app code written against
/// Google's Maps SDK compiles against it and its map takes touches as the SDK's does.
@MainActor
@Suite("GoogleMaps stand-in")
struct GoogleMapsStandInTests {
  /// App code as it would be on iOS: a store locator whose map reports where it looks.
  final class StoreMapViewController: UIViewController, GMSMapViewDelegate {
    var mapView: GMSMapView!
    var events: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      GMSServices.provideAPIKey("key-for-tests")
      let camera = GMSCameraPosition.camera(withLatitude: 48.8566, longitude: 2.3522, zoom: 14)
      mapView = GMSMapView.map(withFrame: view.bounds, camera: camera)
      mapView.delegate = self
      view.addSubview(mapView)
      let marker = GMSMarker(position: camera.target)
      marker.title = "Store"
      marker.map = mapView
    }

    func mapView(_ mapView: GMSMapView, willMove gesture: Bool) { events.append("willMove") }
    func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) {
      events.append("idle")
    }
    func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {
      events.append("tap")
    }
  }

  @Test func aDragMovesTheCameraAndTellsTheDelegate() throws {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let controller = StoreMapViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let map = try #require(controller.mapView)
    #expect(map.markers.map(\.title) == ["Store"])
    #expect(GMSServices.apiKey == "key-for-tests")
    let start = map.camera.target
    window.deliver([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 200, y: 300))], at: .zero)
    for step in 1...10 {
      window.deliver(
        [
          TouchPoint(
            id: 1, phase: step == 10 ? .ended : .moved,
            location: CGPoint(x: 200 - CGFloat(step) * 10, y: 300))
        ], at: .init(nanoseconds: Int64(step) * 16_000_000))
    }
    // Dragged left: the camera looks further east; the delegate heard the move start and end.
    #expect(map.camera.target.longitude > start.longitude)
    #expect(map.camera.target.latitude == start.latitude)
    #expect(controller.events == ["willMove", "idle"])

    window.deliver(
      [TouchPoint(id: 1, phase: .began, location: CGPoint(x: 100, y: 100))],
      at: .init(nanoseconds: 1_000_000_000))
    window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 100, y: 100))],
      at: .init(nanoseconds: 1_050_000_000))
    #expect(controller.events.last == "tap")
  }
}
