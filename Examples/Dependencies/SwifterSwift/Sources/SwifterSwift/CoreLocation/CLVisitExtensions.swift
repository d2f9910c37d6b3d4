// CLVisitExtensions.swift - Copyright 2025 SwifterSwift

#if canImport(CoreLocationStandIn) && (true || false)
import CoreLocationStandIn

// MARK: - Properties

public extension CLVisit {
    /// SwifterSwift: Retrieves a visit's location.
    ///
    /// - Returns: CLLocation.
    var location: CLLocation {
        return CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
}

#endif
