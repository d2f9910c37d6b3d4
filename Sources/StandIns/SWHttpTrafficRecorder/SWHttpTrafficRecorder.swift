import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The formats the recorder writes a request's response in.
public enum SWHTTPTrafficRecordingFormat: Int, Sendable {
  /// Written by the app's `createFileInCustomFormatBlock`.
  case custom = -1
  /// The response body alone.
  case bodyOnly = 1
  /// Mocktail's format.
  case mocktail = 2
  /// A raw HTTP message, as `curl -is` prints it.
  case httpMessage = 3
}

/// The recorder's errors, in ``SWHttpTrafficRecorderErrorDomain``.
public enum SWHttpTrafficRecorderError: Int, Sendable {
  /// The recording folder does not exist and cannot be made.
  case pathFailedToCreate = 1
  /// The recording folder is not writable.
  case pathNotWritable = 2
}

/// A phase of recording one request.
public enum SWHTTPTrafficRecordingProgressKind: Int, Sendable {
  case received = 1
  case skipped, started, loaded, recorded, failedToLoad, failedToRecord
}

/// The progress dictionary's key of the request recorded.
public let SWHTTPTrafficRecordingProgressRequestKey = "REQUEST_KEY"
/// Of its response.
public let SWHTTPTrafficRecordingProgressResponseKey = "RESPONSE_KEY"
/// Of the response's body.
public let SWHTTPTrafficRecordingProgressBodyDataKey = "BODY_DATA_KEY"
/// Of the file written.
public let SWHTTPTrafficRecordingProgressFilePathKey = "FILE_PATH_KEY"
/// Of the format.
public let SWHTTPTrafficRecordingProgressFileFormatKey = "FILE_FORMAT_KEY"
/// Of the error that stopped the recording.
public let SWHTTPTrafficRecordingProgressErrorKey = "ERROR_KEY"
/// The recorder's error domain.
public let SWHttpTrafficRecorderErrorDomain = "RECORDER_ERROR_DOMAIN"

/// Told of each phase of recording a request.
public protocol SWHttpTrafficRecordingProgressDelegate: AnyObject {
  /// `currentProgress` of the request `info` describes (by the progress keys).
  func updateRecordingProgress(
    _ currentProgress: SWHTTPTrafficRecordingProgressKind, userInfo info: [AnyHashable: Any]!)
}

/// A stand-in for Capital One's SWHttpTrafficRecorder (an Objective-C pod,
/// https://github.com/capitalone/SWHttpTrafficRecorder), which records an app's HTTP traffic to
/// files: its API as the pod's header declares it, recording nothing — it intercepts no
/// request (a replay makes none worth keeping), so its delegate is never told. Starting checks
/// the folder as the pod does: a folder that cannot be made or written is the pod's error.
public final class SWHttpTrafficRecorder: NSObject, @unchecked Sendable {
  private static let sharedRecorder = SWHttpTrafficRecorder()

  /// The shared recorder (`+sharedRecorder`).
  public class func shared() -> SWHttpTrafficRecorder! { sharedRecorder }

  /// Whether ``startRecording()`` (or its siblings) ran and ``stopRecording()`` has not.
  public private(set) var isRecording = false
  /// The format files would be written in (default body only).
  public var recordingFormat = SWHTTPTrafficRecordingFormat.bodyOnly
  /// Kept.
  public var replacementDict: NSMutableDictionary?
  /// Kept; never told, as nothing is recorded.
  public weak var progressDelegate: (any SWHttpTrafficRecordingProgressDelegate)?
  /// Kept; never asked.
  public var recordingTestBlock: ((URLRequest) -> Bool)?
  /// Kept; never asked.
  public var base64TestBlock: ((URLRequest, URLResponse) -> Bool)?
  /// Kept; never asked.
  public var fileNamingBlock: ((URLRequest, URLResponse, String) -> String)?
  /// Kept; never asked.
  public var urlRegexPatternBlock: ((URLRequest, String) -> String)?
  /// Kept; never asked.
  public var createFileInCustomFormatBlock: ((URLRequest, URLResponse, Data, String) -> String)?
  /// The folder given to the last start.
  public private(set) var recordingPath: String?

  /// Starts recording into the caches folder. True.
  @discardableResult public func startRecording() -> Bool {
    let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
    return (try? startRecording(atPath: caches?.path ?? NSTemporaryDirectory())) != nil
  }

  /// Starts recording into `recordingPath`, made when missing.
  ///
  /// - Throws: ``SWHttpTrafficRecorderError/pathFailedToCreate`` when the folder cannot be
  ///   made, ``SWHttpTrafficRecorderError/pathNotWritable`` when it cannot be written.
  public func startRecording(atPath recordingPath: String) throws {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if !manager.fileExists(atPath: recordingPath, isDirectory: &isFolder) {
      do {
        try manager.createDirectory(atPath: recordingPath, withIntermediateDirectories: true)
      } catch {
        throw Self.error(.pathFailedToCreate, recordingPath)
      }
    } else if !isFolder.boolValue {
      throw Self.error(.pathFailedToCreate, recordingPath)
    }
    guard manager.isWritableFile(atPath: recordingPath) else {
      throw Self.error(.pathNotWritable, recordingPath)
    }
    self.recordingPath = recordingPath
    isRecording = true
  }

  /// The same; the session configuration is not changed (no request is intercepted).
  public func startRecording(
    atPath recordingPath: String, for sessionConfig: URLSessionConfiguration
  ) throws {
    try startRecording(atPath: recordingPath)
  }

  /// Stops recording.
  public func stopRecording() { isRecording = false }

  private static func error(_ code: SWHttpTrafficRecorderError, _ path: String) -> NSError {
    NSError(
      domain: SWHttpTrafficRecorderErrorDomain, code: code.rawValue,
      userInfo: [
        NSLocalizedDescriptionKey: "Path '\(path)' "
          + (code == .pathNotWritable ? "is not writable" : "does not exist and cannot be created")
      ])
  }
}
