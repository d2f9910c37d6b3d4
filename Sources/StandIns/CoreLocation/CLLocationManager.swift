import Foundation
import Synchronization

/// Whether the app may know where the device is (https://developer.apple.com/documentation/corelocation/clauthorizationstatus).
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorizedAlways = 3
  case authorizedWhenInUse = 4

  /// iOS 7's name of `.authorizedAlways`.
  public static let authorized = CLAuthorizationStatus.authorizedAlways
}

/// CoreLocation's errors.
public struct CLError: Error, Hashable, Sendable {
  /// What went wrong (CoreLocation's raw values).
  public enum Code: Int, Sendable {
    case locationUnknown = 0
    case denied = 1
    case network = 2
    case headingFailure = 3
    case geocodeFoundNoResult = 8
    case geocodeCanceled = 10
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }
}

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Any movement updates.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// What a location manager tells (https://developer.apple.com/documentation/corelocation/cllocationmanagerdelegate).
/// Every method has a default that does nothing, as an optional requirement would.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
  public func locationManager(
    _ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]
  ) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  public func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
  ) {}
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// A stand-in for CoreLocation's manager on a device whose user does not share its location:
/// the status is `.notDetermined` until the app asks, then `.denied` — the delegate hears the
/// change (both callbacks), and a start of updates hears `CLError.denied`, on the main queue
/// (iOS calls on the thread the manager was made on, the main one for a controller's manager).
/// ``location`` stays nil. This project's choice: a replay has no position to give.
open class CLLocationManager: NSObject, @unchecked Sendable {
  private static let asked = Mutex(false)
  private let storedDelegate = Mutex<WeakDelegate>(WeakDelegate())

  private struct WeakDelegate: @unchecked Sendable {
    weak var object: (any CLLocationManagerDelegate)?
  }

  /// Told about authorization, locations and failures.
  open var delegate: (any CLLocationManagerDelegate)? {
    get { storedDelegate.withLock { $0.object } }
    set { storedDelegate.withLock { $0.object = newValue } }
  }
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  open var allowsBackgroundLocationUpdates = false
  open var pausesLocationUpdatesAutomatically = true
  open var showsBackgroundLocationIndicator = false
  /// The last location: none, as nothing is shared.
  open var location: CLLocation? { nil }

  public override init() { super.init() }

  /// Whether the device's location services are on (true: the app's status is what denies).
  open class func locationServicesEnabled() -> Bool { true }
  /// Whether the device can report headings (false).
  open class func headingAvailable() -> Bool { false }
  /// The app's authorization: `.notDetermined` until asked, then `.denied`.
  open class func authorizationStatus() -> CLAuthorizationStatus {
    asked.withLock { $0 ? .denied : .notDetermined }
  }
  /// The app's authorization (iOS 14's instance form).
  open var authorizationStatus: CLAuthorizationStatus { Self.authorizationStatus() }

  open func requestWhenInUseAuthorization() { ask() }
  open func requestAlwaysAuthorization() { ask() }

  private func ask() {
    let first = Self.asked.withLock { asked in
      defer { asked = true }
      return !asked
    }
    guard first else { return }
    DispatchQueue.main.async { [self] in
      delegate?.locationManager(self, didChangeAuthorization: .denied)
      delegate?.locationManagerDidChangeAuthorization(self)
    }
  }

  /// Starts updates: the delegate hears `CLError.denied`.
  open func startUpdatingLocation() {
    DispatchQueue.main.async { [self] in
      delegate?.locationManager(self, didFailWithError: CLError(.denied))
    }
  }
  /// Asks for one location: the delegate hears `CLError.denied`.
  open func requestLocation() { startUpdatingLocation() }
  open func stopUpdatingLocation() {}
  open func startUpdatingHeading() {}
  open func stopUpdatingHeading() {}
  open func startMonitoringSignificantLocationChanges() {}
  open func stopMonitoringSignificantLocationChanges() {}
}

/// A place's address (https://developer.apple.com/documentation/corelocation/clplacemark).
open class CLPlacemark: NSObject, @unchecked Sendable {
  open var location: CLLocation?
  open var name: String?
  open var thoroughfare: String?
  open var subThoroughfare: String?
  open var locality: String?
  open var subLocality: String?
  open var administrativeArea: String?
  open var postalCode: String?
  open var country: String?
  open var isoCountryCode: String?

  public override init() { super.init() }
}

/// Addresses from locations and back: no geocoding service answers here, so every request
/// fails with `CLError.network` on the main queue.
open class CLGeocoder: NSObject, @unchecked Sendable {
  open var isGeocoding: Bool { false }

  public override init() { super.init() }

  open func reverseGeocodeLocation(
    _ location: CLLocation,
    completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void
  ) {
    DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
  }

  open func geocodeAddressString(
    _ addressString: String,
    completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void
  ) {
    DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
  }

  open func cancelGeocode() {}
}
