import Foundation

/// What an image picker tells (https://developer.apple.com/documentation/uikit/uiimagepickercontrollerdelegate).
/// Both methods have defaults: picking dismisses nothing, cancelling dismisses the picker, as
/// UIKit does for a delegate that does not implement them.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {}
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    picker.dismiss(animated: true)
  }
}

/// The system's photo picker and camera (https://developer.apple.com/documentation/uikit/uiimagepickercontroller):
/// presented as any controller; it shows no photos and no camera. The photo library is
/// available and the camera is not (a test device has none); a test ends the picker as a user
/// would with ``pick(_:)`` or ``cancel()``, which tell the delegate (set through the navigation
/// controller's `delegate`, as on iOS).
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
  /// Where pictures come from.
  public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
  /// Which camera.
  public enum CameraDevice: Int, Sendable { case rear, front }
  /// Photos or video.
  public enum CameraCaptureMode: Int, Sendable { case photo, video }
  /// A video's quality.
  public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480 }

  /// A key of the picked media's dictionary.
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
  }

  open var sourceType = SourceType.photoLibrary
  open var mediaTypes = ["public.image"]
  open var allowsEditing = false
  open var cameraDevice = CameraDevice.rear
  open var cameraCaptureMode = CameraCaptureMode.photo
  open var videoQuality = QualityType.typeMedium
  open var videoMaximumDuration: TimeInterval = 600
  open var showsCameraControls = true

  /// Whether `sourceType` can be used: the library and saved photos can, the camera cannot.
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
  /// Whether the device has `cameraDevice` (no).
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
  /// The media types `sourceType` gives: images and movies, none for the camera.
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    sourceType == .camera ? nil : ["public.image", "public.movie"]
  }

  /// A picker of the photo library.
  public init() { super.init(nibName: nil, bundle: nil) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Ends the picker as the user's choice of `image` would: the delegate hears
  /// `didFinishPickingMediaWithInfo` with the image as `.originalImage` (and `.editedImage`
  /// when editing is allowed) and `.mediaType` `public.image`.
  public func pick(_ image: UIImage) {
    var info: [InfoKey: Any] = [.originalImage: image, .mediaType: "public.image"]
    if allowsEditing { info[.editedImage] = image }
    (delegate as? UIImagePickerControllerDelegate)?.imagePickerController(
      self, didFinishPickingMediaWithInfo: info)
  }

  /// Ends the picker as Cancel would: the delegate hears `imagePickerControllerDidCancel`
  /// (whose default dismisses the picker); with no delegate the picker is dismissed.
  public func cancel() {
    if let delegate = delegate as? UIImagePickerControllerDelegate {
      delegate.imagePickerControllerDidCancel(self)
    } else {
      dismiss(animated: true)
    }
  }
}
