import Foundation
import HeadlessUI
import Testing

/// Drawing headlessly: image renderers and contexts keep sizes, scales and graphics state, and
/// draw no pixels (images are a size and a scale; encoded data is empty or nil). The API follows
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer and
/// https://developer.apple.com/documentation/coregraphics/cgcontext (saveGState/restoreGState
/// restore the whole graphics state, the transform included); `pngData()` is nil for an image
/// without bitmap data, as https://developer.apple.com/documentation/uikit/uiimage/1624096-pngdata
/// says.
@MainActor
@Suite("Image renderer and CGContext")
struct ImageRendererTests {
  @Test func aRendererGivesAnImageOfItsSizeAndRunsTheBlockInACurrentContext() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format)
    var sawContext = false
    let image = renderer.image { context in
      sawContext = UIGraphicsGetCurrentContext() === context.cgContext
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      #expect(context.cgContext.fillColor == .red)
      #expect(context.currentImage.size == CGSize(width: 40, height: 20))
    }
    #expect(sawContext)
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.size == CGSize(width: 40, height: 20))
    #expect(image.scale == 3)
    #expect(image.cgImage?.width == 120 && image.cgImage?.height == 60)
    #expect(renderer.pngData { _ in }.isEmpty)
    #expect(image.pngData() == nil && image.jpegData(compressionQuality: 0.8) == nil)
  }

  @Test func aContextKeepsItsStateAndMakesImagesOfItsSize() throws {
    let context = try #require(
      CGContext(
        data: nil, width: 100, height: 50, bitsPerComponent: 8, bytesPerRow: 400,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    context.saveGState()
    context.translateBy(x: 10, y: 5)
    context.scaleBy(x: 2, y: 2)
    context.setAlpha(0.5)
    #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 5))
    #expect(context.alpha == 0.5)
    context.restoreGState()
    #expect(context.ctm == .identity)
    #expect(context.alpha == 1)
    let image = try #require(context.makeImage())
    #expect(image.width == 100 && image.height == 50)
    #expect(image.cropping(to: CGRect(x: 80, y: 40, width: 50, height: 50))?.width == 20)
    #expect(image.cropping(to: CGRect(x: 200, y: 0, width: 10, height: 10)) == nil)
  }

  @Test func anImageFromABitmapHasItsPixelSizeOverItsScale() {
    let bitmap = CGImage(width: 300, height: 150)
    let image = UIImage(cgImage: bitmap, scale: 3, orientation: .up)
    #expect(image.size == CGSize(width: 100, height: 50))
    #expect(
      UIImage(cgImage: bitmap, scale: 3, orientation: .right).size == CGSize(width: 50, height: 100)
    )
  }
}
