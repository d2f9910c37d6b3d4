import AVFoundationStandIn
import Dispatch
import Foundation
import HeadlessUI
import Testing

/// AVFoundation's capture classes as a device with no camera and no permission granted has
/// them: Apple's pages https://developer.apple.com/documentation/avfoundation/avcapturedevice/default(for:)
/// (nil when no device is available),
/// https://developer.apple.com/documentation/avfoundation/avcapturedevice/authorizationstatus(for:)
/// and https://developer.apple.com/documentation/avfoundation/avcapturedevice/requestaccess(for:completionhandler:).
@Suite("Capture stand-in")
struct CaptureStandInTests {
  @Test func thereIsNoCameraToFind() {
    #expect(AVCaptureDevice.default(for: .video) == nil)
    #expect(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) == nil)
    #expect(AVCaptureDevice.devices(for: .video).isEmpty)
    let discovery = AVCaptureDevice.DiscoverySession(
      deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .front)
    #expect(discovery.devices.isEmpty)
  }

  @Test func permissionIsUndeterminedThenDenied() async {
    #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .notDetermined)
    let granted = await withCheckedContinuation { continuation in
      AVCaptureDevice.requestAccess(for: .audio) { continuation.resume(returning: $0) }
    }
    #expect(!granted)
    #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .denied)
  }

  /// A scanner's set-up compiles and runs, and nothing is ever recognised.
  @MainActor
  @Test func aSessionKeepsItsPartsAndCapturesNothing() {
    final class Scanner: AVCaptureMetadataOutputObjectsDelegate {
      var codes: [String] = []
      func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
        from connection: AVCaptureConnection
      ) {
        codes += metadataObjects.compactMap {
          ($0 as? AVMetadataMachineReadableCodeObject)?.stringValue
        }
      }
    }
    let scanner = Scanner()
    let session = AVCaptureSession()
    session.sessionPreset = .photo
    let output = AVCaptureMetadataOutput()
    #expect(session.canAddOutput(output))
    session.addOutput(output)
    #expect(!session.canAddOutput(output), "once only")
    output.setMetadataObjectsDelegate(scanner, queue: .main)
    output.metadataObjectTypes = [.qr, .ean13]
    #expect(output.availableMetadataObjectTypes.isEmpty)
    #expect(output.metadataObjectsDelegate === scanner)
    let preview = AVCaptureVideoPreviewLayer(session: session)
    preview.videoGravity = .resizeAspectFill
    preview.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    session.startRunning()
    #expect(session.isRunning)
    #expect(session.outputs.count == 1 && session.inputs.isEmpty)
    #expect(preview.connection == nil)
    #expect(
      preview.layerRectConverted(
        fromMetadataOutputRect: CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5))
        == CGRect(x: 100, y: 50, width: 100, height: 50))
    #expect(
      preview.metadataOutputRectConverted(
        fromLayerRect: CGRect(x: 100, y: 50, width: 100, height: 50))
        == CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5))
    session.stopRunning()
    #expect(!session.isRunning)
    #expect(scanner.codes.isEmpty)
  }
}
