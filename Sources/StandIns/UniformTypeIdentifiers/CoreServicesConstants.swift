// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The identifiers MobileCoreServices and CoreServices declared before UniformTypeIdentifiers
// (deprecated in iOS 15, still common): each is the identifier string of the `UTType` of the same
// name. `CFString` is `String` here (HeadlessUI), so these are plain strings.

public let kUTTypeItem = UTType.item.identifier
public let kUTTypeContent = UTType.content.identifier
public let kUTTypeData = UTType.data.identifier
public let kUTTypeImage = UTType.image.identifier
public let kUTTypeJPEG = UTType.jpeg.identifier
public let kUTTypePNG = UTType.png.identifier
public let kUTTypeGIF = UTType.gif.identifier
public let kUTTypeTIFF = UTType.tiff.identifier
public let kUTTypeBMP = UTType.bmp.identifier
public let kUTTypeLivePhoto = UTType.livePhoto.identifier
public let kUTTypeMovie = UTType.movie.identifier
public let kUTTypeVideo = UTType.video.identifier
public let kUTTypeQuickTimeMovie = UTType.quickTimeMovie.identifier
public let kUTTypeMPEG4 = UTType.mpeg4Movie.identifier
public let kUTTypeAudio = UTType.audio.identifier
public let kUTTypeText = UTType.text.identifier
public let kUTTypePlainText = UTType.plainText.identifier
public let kUTTypePDF = UTType.pdf.identifier
public let kUTTypeURL = UTType.url.identifier
public let kUTTypeFileURL = UTType.fileURL.identifier
