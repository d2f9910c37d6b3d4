import Foundation
import HeadlessUI

/// A stand-in for a capture session on a device with no camera: it keeps the inputs, outputs
/// and preset it is given and runs when told, but no input can exist (``AVCaptureDevice``
/// gives no device), so nothing is ever captured: no frame, no metadata object, no delegate
/// call.
open class AVCaptureSession: NSObject, @unchecked Sendable {
  /// A quality preset.
  public struct Preset: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
    public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
    public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
    public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
    public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
    public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
    public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
    public static let inputPriority = Preset(rawValue: "AVCaptureSessionPresetInputPriority")
  }

  /// The inputs added.
  open private(set) var inputs: [AVCaptureInput] = []
  /// The outputs added.
  open private(set) var outputs: [AVCaptureOutput] = []
  /// The preset.
  open var sessionPreset: Preset = .high
  /// Whether ``startRunning()`` was called last (and not ``stopRunning()``).
  open private(set) var isRunning = false

  /// A session with nothing in it.
  public override init() { super.init() }

  /// Whether `input` may be added: yes unless it is already in.
  open func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains { $0 === input } }
  /// Adds `input`.
  open func addInput(_ input: AVCaptureInput) {
    if canAddInput(input) { inputs.append(input) }
  }
  /// Removes `input`.
  open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
  /// Whether `output` may be added: yes unless it is already in.
  open func canAddOutput(_ output: AVCaptureOutput) -> Bool {
    !outputs.contains { $0 === output }
  }
  /// Adds `output`.
  open func addOutput(_ output: AVCaptureOutput) {
    if canAddOutput(output) { outputs.append(output) }
  }
  /// Removes `output`.
  open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
  /// Whether the session supports `preset`: every preset.
  open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
  /// Starts a batch of changes.
  open func beginConfiguration() {}
  /// Ends a batch of changes.
  open func commitConfiguration() {}
  /// Runs the session: nothing flows.
  open func startRunning() { isRunning = true }
  /// Stops it.
  open func stopRunning() { isRunning = false }
}

/// A source of capture data.
open class AVCaptureInput: NSObject, @unchecked Sendable {}

/// A device as a session's input. No device exists here, so none is ever made; the initializer
/// is the one iOS code calls with the device it got.
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
  /// The device.
  public let device: AVCaptureDevice

  /// An input from `device`.
  public init(device: AVCaptureDevice) throws {
    self.device = device
    super.init()
  }
}

/// A destination of capture data.
open class AVCaptureOutput: NSObject, @unchecked Sendable {
  /// The connections from inputs: none (there is no input).
  open var connections: [AVCaptureConnection] { [] }
  /// The connection for `mediaType`: none.
  open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
}

/// Which way up captured video is.
public enum AVCaptureVideoOrientation: Int, Sendable {
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeRight = 3
  case landscapeLeft = 4
}

/// A link from an input to an output.
open class AVCaptureConnection: NSObject, @unchecked Sendable {
  /// Whether data flows.
  open var isEnabled = true
  /// Which way up its video is.
  open var videoOrientation: AVCaptureVideoOrientation = .portrait
  /// Whether the orientation may be set.
  open var isVideoOrientationSupported: Bool { true }
  /// Whether its video is mirrored.
  open var isVideoMirrored = false
}

/// Receives the metadata objects (codes, faces) a metadata output recognises: never called
/// here, since nothing is captured.
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
  /// Objects were recognised in a frame.
  func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
  /// Optional on iOS: nothing.
  public func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection
  ) {}
}

/// An output that recognises codes and faces: it keeps its delegate and settings and, with no
/// frame to read, recognises nothing.
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
  /// The delegate, held weakly as iOS holds it.
  open private(set) weak var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?
  /// The queue the delegate would be called on.
  open private(set) var metadataObjectsCallbackQueue: DispatchQueue?
  /// The kinds recognised.
  open var metadataObjectTypes: [AVMetadataObject.ObjectType] = []
  /// The kinds it could recognise: none without an input (iOS's answer too).
  open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
  /// Where in the frame to look, in the unit square.
  open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)

  /// An output.
  public override init() { super.init() }

  /// Sets the delegate and its queue.
  open func setMetadataObjectsDelegate(
    _ delegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue: DispatchQueue?
  ) {
    metadataObjectsDelegate = delegate
    metadataObjectsCallbackQueue = queue
  }
}

/// Something recognised in a frame.
open class AVMetadataObject: NSObject, @unchecked Sendable {
  /// A kind of metadata object.
  public struct ObjectType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let qr = ObjectType(rawValue: "org.iso.QRCode")
    public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
    public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
    public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
    public static let code39 = ObjectType(rawValue: "org.iso.Code39")
    public static let code39Mod43 = ObjectType(rawValue: "org.iso.Code39Mod43")
    public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
    public static let code128 = ObjectType(rawValue: "org.iso.Code128")
    public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
    public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
    public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
    public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
    public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
    public static let face = ObjectType(rawValue: "face")
  }

  /// Its kind.
  public let type: ObjectType
  /// Where it is, in the frame's unit square.
  public let bounds: CGRect

  /// An object of `type` at `bounds` (iOS makes them; made here only by tests).
  public init(type: ObjectType, bounds: CGRect) {
    self.type = type
    self.bounds = bounds
    super.init()
  }
}

/// A code read from a frame.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
  /// The text the code holds.
  public let stringValue: String?
  /// Its corners, in the frame's unit square.
  public let corners: [CGPoint]

  /// A code of `type` holding `stringValue`.
  public init(type: ObjectType, bounds: CGRect, stringValue: String?, corners: [CGPoint] = []) {
    self.stringValue = stringValue
    self.corners = corners
    super.init(type: type, bounds: bounds)
  }
}

/// A layer that would show what a session captures: laid out as any layer, showing nothing.
open class AVCaptureVideoPreviewLayer: CALayer {
  /// The session shown.
  open var session: AVCaptureSession?
  /// How video would fill the bounds.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect
  /// The connection from the session: none (there is no input).
  open var connection: AVCaptureConnection? { nil }

  /// A layer.
  public required init() { super.init() }

  /// A layer showing `session`.
  public convenience init(session: AVCaptureSession) {
    self.init()
    self.session = session
  }

  /// `object` in the layer's coordinates: its bounds scaled from the unit square to the
  /// layer's (the stand-in knows no video size, so the gravity does not change it).
  open func transformedMetadataObject(for object: AVMetadataObject) -> AVMetadataObject? {
    AVMetadataObject(
      type: object.type, bounds: layerRectConverted(fromMetadataOutputRect: object.bounds))
  }

  /// A rectangle of the unit square in the layer's coordinates.
  open func layerRectConverted(fromMetadataOutputRect rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX * bounds.width, y: rect.minY * bounds.height, width: rect.width * bounds.width,
      height: rect.height * bounds.height)
  }

  /// A rectangle of the layer in the unit square.
  open func metadataOutputRectConverted(fromLayerRect rect: CGRect) -> CGRect {
    guard bounds.width > 0, bounds.height > 0 else { return .zero }
    return CGRect(
      x: rect.minX / bounds.width, y: rect.minY / bounds.height,
      width: rect.width / bounds.width, height: rect.height / bounds.height)
  }
}
