import AVFoundationStandIn
import Dispatch
import Foundation
import HeadlessUI
import NetworkStandIn
import PhotosUIStandIn
import SwiftUIStandIn
import Testing

/// The stand-ins for Photos, PhotosUI (with the picker item SwiftUI's picker hands out),
/// Network and AVFoundation's frame grabber: a test poses as the picker with the data the user
/// would pick; the network is always there; live photos and video frames are not assembled or
/// decoded, and say so through their error paths. Apple's pages:
/// https://developer.apple.com/documentation/photokit/phpickerresult,
/// https://developer.apple.com/documentation/photokit/phlivephoto/1647465-request,
/// https://developer.apple.com/documentation/network/nwpathmonitor,
/// https://developer.apple.com/documentation/avfoundation/avassetimagegenerator.
@Suite("Photos, Network and frame-grabber stand-ins")
struct PhotosAndNetworkStandInsTests {
  @Test func aPickedItemLoadsTheDataItsProviderHolds() async throws {
    let bytes = Data([1, 2, 3])
    let provider = NSItemProvider()
    provider.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier, visibility: .all)
    {
      completion in
      completion(bytes, nil)
      return nil
    }
    let result = PHPickerResult(itemProvider: provider, assetIdentifier: "asset-1")
    #expect(result.itemProvider.hasItemConformingToTypeIdentifier("public.png"))
    #expect(result.itemProvider.hasItemConformingToTypeIdentifier("public.data"))
    let loaded = await withCheckedContinuation { continuation in
      result.itemProvider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, _ in
        continuation.resume(returning: data)
      }
    }
    #expect(loaded == bytes)
    let missing = await withCheckedContinuation { continuation in
      result.itemProvider.loadDataRepresentation(forTypeIdentifier: "public.jpeg") { data, error in
        continuation.resume(returning: (data, error))
      }
    }
    #expect(missing.0 == nil && missing.1 != nil)

    let item = PhotosPickerItem(itemIdentifier: "asset-2", data: bytes)
    #expect(try await item.loadTransferable(type: Data.self) == bytes)
  }

  @Test @MainActor func aLivePhotoRequestAnswersWithItsErrorAndTheViewLaysOut() throws {
    var answered: (PHLivePhoto?, [AnyHashable: Any])?
    PHLivePhoto.request(
      withResourceFileURLs: [
        URL(fileURLWithPath: "/tmp/a.heic"), URL(fileURLWithPath: "/tmp/a.mov"),
      ],
      placeholderImage: nil, targetSize: CGSize(width: 100, height: 100), contentMode: .aspectFit
    ) { photo, info in
      answered = (photo, info)
    }
    let (photo, info) = try #require(answered)
    #expect(photo == nil)
    #expect(info[PHLivePhotoInfoErrorKey] is NSError)
    let view = PHLivePhotoView(frame: CGRect(x: 0, y: 0, width: 120, height: 90))
    view.livePhoto = PHLivePhoto(size: CGSize(width: 1200, height: 900))
    #expect(view.bounds.size == CGSize(width: 120, height: 90))
    #expect(view.livePhoto?.size == CGSize(width: 1200, height: 900))
  }

  @Test func thePathMonitorReportsASatisfiedPathOnceOnItsQueue() async {
    let monitor = NWPathMonitor()
    #expect(monitor.currentPath.status == .satisfied)
    let queue = DispatchQueue(label: "monitor")
    let path = await withCheckedContinuation { continuation in
      monitor.pathUpdateHandler = { path in
        dispatchPrecondition(condition: .onQueue(queue))
        continuation.resume(returning: path)
      }
      monitor.start(queue: queue)
    }
    #expect(path.status == .satisfied && !path.isExpensive && !path.isConstrained)
    monitor.cancel()
  }

  @Test func aFrameGrabberFailsEveryTimeItIsAskedAndEchoesTheTime() throws {
    let generator = AVAssetImageGenerator(asset: AVAsset(url: URL(fileURLWithPath: "/tmp/a.mp4")))
    let requested = CMTime(seconds: 1.5, preferredTimescale: 600)
    let answers = Answers()
    generator.generateCGImagesAsynchronously(forTimes: [NSValue(time: requested)]) {
      time, image, _, result, error in
      answers.append((time, image == nil, result, error != nil))
    }
    let answer = try #require(answers.all.first)
    #expect(answers.all.count == 1)
    #expect(answer.0 == requested)
    #expect(answer.1 && answer.2 == .failed && answer.3)
    #expect(throws: (any Error).self) { try generator.copyCGImage(at: requested, actualTime: nil) }
  }

  /// The answers a handler got (it is `@Sendable`; called synchronously here).
  final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [(CMTime, Bool, AVAssetImageGenerator.Result, Bool)] = []
    var all: [(CMTime, Bool, AVAssetImageGenerator.Result, Bool)] { lock.withLock { stored } }
    func append(_ answer: (CMTime, Bool, AVAssetImageGenerator.Result, Bool)) {
      lock.withLock { stored.append(answer) }
    }
  }
}
