// swift-format-ignore-file: AlwaysUseLowerCamelCase
// ImageIO's option and property keys, with the string values ImageIO gives them (CFString is
// String here). The options are accepted by every function; only
// `kCGImageSourceThumbnailMaxPixelSize` changes what this stand-in returns.

public let kCGImageSourceShouldCache = "kCGImageSourceShouldCache"
public let kCGImageSourceShouldCacheImmediately = "kCGImageSourceShouldCacheImmediately"
public let kCGImageSourceShouldAllowFloat = "kCGImageSourceShouldAllowFloat"
public let kCGImageSourceTypeIdentifierHint = "kCGImageSourceTypeIdentifierHint"
public let kCGImageSourceCreateThumbnailFromImageIfAbsent =
  "kCGImageSourceCreateThumbnailFromImageIfAbsent"
public let kCGImageSourceCreateThumbnailFromImageAlways =
  "kCGImageSourceCreateThumbnailFromImageAlways"
public let kCGImageSourceThumbnailMaxPixelSize = "kCGImageSourceThumbnailMaxPixelSize"
public let kCGImageSourceCreateThumbnailWithTransform = "kCGImageSourceCreateThumbnailWithTransform"
public let kCGImageSourceSubsampleFactor = "kCGImageSourceSubsampleFactor"

public let kCGImagePropertyPixelWidth = "PixelWidth"
public let kCGImagePropertyPixelHeight = "PixelHeight"
public let kCGImagePropertyOrientation = "Orientation"
public let kCGImagePropertyFileSize = "FileSize"
public let kCGImagePropertyDPIWidth = "DPIWidth"
public let kCGImagePropertyDPIHeight = "DPIHeight"
public let kCGImagePropertyHasAlpha = "HasAlpha"
public let kCGImagePropertyGIFDictionary = "{GIF}"
public let kCGImagePropertyGIFDelayTime = "DelayTime"
public let kCGImagePropertyGIFUnclampedDelayTime = "UnclampedDelayTime"
public let kCGImagePropertyGIFLoopCount = "LoopCount"
public let kCGImagePropertyPNGDictionary = "{PNG}"
public let kCGImagePropertyPNGDelayTime = "DelayTime"
public let kCGImagePropertyPNGUnclampedDelayTime = "UnclampedDelayTime"
public let kCGImagePropertyAPNGDelayTime = "DelayTime"
public let kCGImagePropertyAPNGUnclampedDelayTime = "UnclampedDelayTime"
public let kCGImagePropertyJFIFDictionary = "{JFIF}"
public let kCGImagePropertyExifDictionary = "{Exif}"
public let kCGImagePropertyTIFFDictionary = "{TIFF}"

public let kCGImageDestinationLossyCompressionQuality = "kCGImageDestinationLossyCompressionQuality"
