@_exported import Foundation

/// Acceleration in g, along the device's axes.
public struct CMAcceleration: Sendable, Equatable {
  public var x: Double
  public var y: Double
  public var z: Double
  public init() { self.init(x: 0, y: 0, z: 0) }
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }
}

/// Rotation rate in radians per second, about the device's axes.
public struct CMRotationRate: Sendable, Equatable {
  public var x: Double
  public var y: Double
  public var z: Double
  public init() { self.init(x: 0, y: 0, z: 0) }
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }
}

/// A magnetic field in microteslas.
public struct CMMagneticField: Sendable, Equatable {
  public var x: Double
  public var y: Double
  public var z: Double
  public init() { self.init(x: 0, y: 0, z: 0) }
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }
}

/// A sample's time (seconds since the device started).
open class CMLogItem: NSObject, @unchecked Sendable {
  public let timestamp: TimeInterval
  public init(timestamp: TimeInterval) { self.timestamp = timestamp }
}

/// An accelerometer sample (the stand-in delivers none; a test may make one).
open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
  public let acceleration: CMAcceleration
  public init(acceleration: CMAcceleration, timestamp: TimeInterval = 0) {
    self.acceleration = acceleration
    super.init(timestamp: timestamp)
  }
}

/// A gyroscope sample.
open class CMGyroData: CMLogItem, @unchecked Sendable {
  public let rotationRate: CMRotationRate
  public init(rotationRate: CMRotationRate, timestamp: TimeInterval = 0) {
    self.rotationRate = rotationRate
    super.init(timestamp: timestamp)
  }
}

/// A magnetometer sample.
open class CMMagnetometerData: CMLogItem, @unchecked Sendable {
  public let magneticField: CMMagneticField
  public init(magneticField: CMMagneticField, timestamp: TimeInterval = 0) {
    self.magneticField = magneticField
    super.init(timestamp: timestamp)
  }
}

/// The device's orientation: roll, pitch and yaw in radians.
open class CMAttitude: NSObject, @unchecked Sendable {
  public let roll: Double
  public let pitch: Double
  public let yaw: Double
  public init(roll: Double = 0, pitch: Double = 0, yaw: Double = 0) {
    self.roll = roll
    self.pitch = pitch
    self.yaw = yaw
  }
}

/// A processed sample: attitude, gravity, user acceleration, rotation rate.
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
  public let attitude: CMAttitude
  public let gravity: CMAcceleration
  public let userAcceleration: CMAcceleration
  public let rotationRate: CMRotationRate
  public init(
    attitude: CMAttitude = CMAttitude(),
    gravity: CMAcceleration = CMAcceleration(x: 0, y: -1, z: 0),
    userAcceleration: CMAcceleration = CMAcceleration(),
    rotationRate: CMRotationRate = CMRotationRate(),
    timestamp: TimeInterval = 0
  ) {
    self.attitude = attitude
    self.gravity = gravity
    self.userAcceleration = userAcceleration
    self.rotationRate = rotationRate
    super.init(timestamp: timestamp)
  }
}

/// The reference frames of device motion, with Apple's bit values.
public struct CMAttitudeReferenceFrame: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let xArbitraryZVertical = Self(rawValue: 1 << 0)
  public static let xArbitraryCorrectedZVertical = Self(rawValue: 1 << 1)
  public static let xMagneticNorthZVertical = Self(rawValue: 1 << 2)
  public static let xTrueNorthZVertical = Self(rawValue: 1 << 3)
}

public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

/// A stand-in for CoreMotion's manager on a device whose motion sensors give nothing: a replay
/// has touches, not motion, and an app's screens must not move by themselves. Every sensor
/// reports unavailable (`isAccelerometerAvailable` and its siblings are false, as Apple's
/// documentation tells code to check first); starting updates marks them active but no sample
/// is delivered and the latest sample stays nil, as on a device without the sensor.
open class CMMotionManager: NSObject, @unchecked Sendable {
  open var accelerometerUpdateInterval: TimeInterval = 0.01
  open var gyroUpdateInterval: TimeInterval = 0.01
  open var magnetometerUpdateInterval: TimeInterval = 0.01
  open var deviceMotionUpdateInterval: TimeInterval = 0.01
  open var showsDeviceMovementDisplay = false

  open var isAccelerometerAvailable: Bool { false }
  open var isGyroAvailable: Bool { false }
  open var isMagnetometerAvailable: Bool { false }
  open var isDeviceMotionAvailable: Bool { false }
  open private(set) var isAccelerometerActive = false
  open private(set) var isGyroActive = false
  open private(set) var isMagnetometerActive = false
  open private(set) var isDeviceMotionActive = false

  open var accelerometerData: CMAccelerometerData? { nil }
  open var gyroData: CMGyroData? { nil }
  open var magnetometerData: CMMagnetometerData? { nil }
  open var deviceMotion: CMDeviceMotion? { nil }
  open var attitudeReferenceFrame: CMAttitudeReferenceFrame { .xArbitraryZVertical }

  /// The reference frames the device offers: none.
  open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }

  public override init() { super.init() }

  open func startAccelerometerUpdates() { isAccelerometerActive = true }
  open func startAccelerometerUpdates(
    to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler
  ) { isAccelerometerActive = true }
  open func stopAccelerometerUpdates() { isAccelerometerActive = false }

  open func startGyroUpdates() { isGyroActive = true }
  open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler)
  { isGyroActive = true }
  open func stopGyroUpdates() { isGyroActive = false }

  open func startMagnetometerUpdates() { isMagnetometerActive = true }
  open func startMagnetometerUpdates(
    to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler
  ) { isMagnetometerActive = true }
  open func stopMagnetometerUpdates() { isMagnetometerActive = false }

  open func startDeviceMotionUpdates() { isDeviceMotionActive = true }
  open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {
    isDeviceMotionActive = true
  }
  open func startDeviceMotionUpdates(
    to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler
  ) { isDeviceMotionActive = true }
  open func startDeviceMotionUpdates(
    using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
    withHandler handler: @escaping CMDeviceMotionHandler
  ) { isDeviceMotionActive = true }
  open func stopDeviceMotionUpdates() { isDeviceMotionActive = false }
}
