import AccelerateStandIn
import CoreImageStandIn
import Foundation
import HeadlessUI
import ImageIOStandIn
import Testing
import UniformTypeIdentifiersStandIn

/// The stand-ins image code imports: ImageIO reads the header of PNG, JPEG and GIF data (the
/// type and the size in pixels) and encodes nothing; uniform types conform as Apple's
/// "System-declared uniform type identifiers" page lists them; vImage's box blur convolves;
/// CoreImage's filters give the extents CoreImage gives. Apple's pages:
/// https://developer.apple.com/documentation/imageio/cgimagesource,
/// https://developer.apple.com/documentation/imageio/kcgimagesourcethumbnailmaxpixelsize,
/// https://developer.apple.com/documentation/uniformtypeidentifiers/system-declared-uniform-type-identifiers,
/// https://developer.apple.com/documentation/accelerate/1515945-vimageboxconvolve_argb8888,
/// https://developer.apple.com/documentation/coreimage/ciimage/1437833-cropped.
@Suite("Image stand-ins")
struct ImageStandInsTests {
  /// A PNG's signature and header chunk for `width` × `height` pixels.
  static func png(width: UInt8, height: UInt8) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8) + [0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0]
    return Data(bytes)
  }

  /// MobileCoreServices' tag functions, as Alamofire 4 finds a file's MIME type.
  @Test func coreServicesTagFunctionsAnswerFromTheTable() {
    let png = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "png", nil)?
      .takeRetainedValue()
    #expect(png == "public.png")
    #expect(
      UTTypeCopyPreferredTagWithClass(png!, kUTTagClassMIMEType)?.takeRetainedValue() == "image/png"
    )
    #expect(
      UTTypeCreatePreferredIdentifierForTag(kUTTagClassMIMEType, "image/jpeg", nil)?
        .takeUnretainedValue() == "public.jpeg")
    #expect(UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "zzqx", nil) == nil)
    #expect(
      UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "png", "public.movie")
        == nil)
    #expect(UTTypeConformsTo("public.png", "public.image"))
    #expect(!UTTypeConformsTo("public.png", "public.movie"))
  }

  @Test func aSourceReadsTheHeaderAndMakesImagesOfItsSize() throws {
    let source = try #require(
      CGImageSourceCreateWithData(Self.png(width: 200, height: 100) as CFData, nil))
    #expect(CGImageSourceGetType(source) == "public.png")
    #expect(CGImageSourceGetCount(source) == 1)
    let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
    #expect(image.width == 200 && image.height == 100)
    let properties = try #require(
      CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
    #expect(properties[kCGImagePropertyPixelWidth] as? Int == 200)
    #expect(properties[kCGImagePropertyPixelHeight] as? Int == 100)
    #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
  }

  @Test func aThumbnailFitsItsLongerSideToTheLimitAndNeverGrows() throws {
    let source = try #require(
      CGImageSourceCreateWithData(Self.png(width: 200, height: 100) as CFData, nil))
    let small = try #require(
      CGImageSourceCreateThumbnailAtIndex(
        source, 0,
        [
          kCGImageSourceThumbnailMaxPixelSize: 50,
          kCGImageSourceCreateThumbnailFromImageAlways: true,
        ]
          as CFDictionary))
    #expect(small.width == 50 && small.height == 25)
    let same = try #require(
      CGImageSourceCreateThumbnailAtIndex(
        source, 0, [kCGImageSourceThumbnailMaxPixelSize: 400] as CFDictionary))
    #expect(same.width == 200 && same.height == 100)
  }

  @Test func dataThatIsNoImageGivesNoImageAndEncodingFails() throws {
    #expect(CGImageSourceCreateWithData(Data() as CFData, nil) == nil)
    let text = try #require(CGImageSourceCreateWithData(Data("hello".utf8) as CFData, nil))
    #expect(CGImageSourceGetCount(text) == 0)
    #expect(CGImageSourceGetType(text) == nil)
    #expect(CGImageSourceCreateImageAtIndex(text, 0, nil) == nil)
    let data = try #require(CFDataCreateMutable(nil, 0))
    let destination = try #require(CGImageDestinationCreateWithData(data, kUTTypeJPEG, 1, nil))
    CGImageDestinationAddImage(destination, CGImage(width: 2, height: 2), nil)
    #expect(!CGImageDestinationFinalize(destination))
    #expect(data.length == 0)
  }

  @Test func uniformTypesConformAsApplesTableSays() throws {
    #expect(UTType.jpeg.conforms(to: .image))
    #expect(UTType.jpeg.conforms(to: .data))
    #expect(UTType.jpeg.conforms(to: .item))
    #expect(!UTType.jpeg.conforms(to: .movie))
    #expect(UTType.quickTimeMovie.conforms(to: .audiovisualContent))
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType(mimeType: "image/gif") == .gif)
    #expect(UTType.png.preferredFilenameExtension == "png")
    #expect(UTType(filenameExtension: "nope") == nil)
    let unknown = try #require(UTType("com.example.thing"))
    #expect(unknown.conforms(to: .data) && !unknown.conforms(to: .image))
    #expect(kUTTypeGIF == "com.compuserve.gif")
  }

  @Test func aBoxBlurAveragesEachChannelOverTheBoxWithEdgesExtended() {
    // One row of three ARGB pixels: 0, 90 and 180 in every channel.
    var input: [UInt8] = [0, 0, 0, 0, 90, 90, 90, 90, 180, 180, 180, 180]
    var output = [UInt8](repeating: 0, count: 12)
    let error = input.withUnsafeMutableBytes { source in
      output.withUnsafeMutableBytes { target in
        var sourceBuffer = vImage_Buffer(
          data: source.baseAddress, height: 1, width: 3, rowBytes: 12)
        var targetBuffer = vImage_Buffer(
          data: target.baseAddress, height: 1, width: 3, rowBytes: 12)
        return vImageBoxConvolve_ARGB8888(
          &sourceBuffer, &targetBuffer, nil, 0, 0, 1, 3, nil, vImage_Flags(kvImageEdgeExtend))
      }
    }
    #expect(error == kvImageNoError)
    // (0+0+90)/3 = 30, (0+90+180)/3 = 90, (90+180+180)/3 = 150.
    #expect(output == [30, 30, 30, 30, 90, 90, 90, 90, 150, 150, 150, 150])
    // A buffer without data (a HeadlessUI context's) is vImage's null-pointer error.
    var empty = vImage_Buffer()
    #expect(
      vImageBoxConvolve_ARGB8888(&empty, &empty, nil, 0, 0, 3, 3, nil, 0)
        == kvImageNullPointerArgument)
    var even = vImage_Buffer()
    #expect(
      vImageBoxConvolve_ARGB8888(&even, &even, nil, 0, 0, 2, 3, nil, 0) == kvImageInvalidKernelSize)
  }

  @Test func filtersKeepTheExtentsCoreImageGives() throws {
    let input = CIImage(cgImage: CGImage(width: 40, height: 30))
    #expect(input.extent == CGRect(x: 0, y: 0, width: 40, height: 30))
    let colour = try #require(CIFilter(name: "CIConstantColorGenerator"))
    colour.setValue(CIColor(red: 1, green: 0, blue: 0), forKey: kCIInputColorKey)
    #expect(colour.outputImage?.extent.isInfinite == true)
    let over = try #require(CIFilter(name: "CISourceOverCompositing"))
    over.setValue(colour.outputImage, forKey: kCIInputImageKey)
    over.setValue(input, forKey: kCIInputBackgroundImageKey)
    let tinted = try #require(over.outputImage?.cropped(to: input.extent))
    #expect(tinted.extent == input.extent)
    let adjusted = input.applyingFilter("CIColorControls", parameters: [kCIInputBrightnessKey: 0.2])
    #expect(adjusted.extent == input.extent)
    let rendered = try #require(CIContext().createCGImage(tinted, from: tinted.extent))
    #expect(rendered.width == 40 && rendered.height == 30)
    #expect(CIContext().createCGImage(colour.outputImage!, from: .infinite) == nil)
    #expect(CIFilter(name: "NotAFilter") == nil)
  }
}
