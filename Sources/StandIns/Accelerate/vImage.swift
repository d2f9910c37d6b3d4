// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

// Apple's framework re-exports Foundation (with the C library); so does its stand-in.
@_exported import Foundation

// A stand-in for the part of Accelerate's vImage that image code uses to blur: the buffer
// type, the flags and `vImageBoxConvolve_ARGB8888`, which really convolves. HeadlessUI's
// drawing contexts own no pixels (`CGContext.data` is nil), so a blur of a context's bitmap
// ends at `kvImageNullPointerArgument`, the error vImage gives a buffer without data; a buffer
// of real bytes is blurred as vImage does. The pointer parameters are vImage's C signature,
// which the code being ported passes as it is (a source-compatibility need, not a speed one).

public typealias vImagePixelCount = UInt
public typealias vImage_Flags = UInt32
public typealias vImage_Error = Int

/// A bitmap vImage reads or writes: `height` rows of `rowBytes` bytes, of which `width` pixels
/// are used.
public struct vImage_Buffer {
  public var data: UnsafeMutableRawPointer?
  public var height: vImagePixelCount
  public var width: vImagePixelCount
  public var rowBytes: Int

  public init() {
    data = nil
    height = 0
    width = 0
    rowBytes = 0
  }

  public init(
    data: UnsafeMutableRawPointer?, height: vImagePixelCount, width: vImagePixelCount,
    rowBytes: Int
  ) {
    self.data = data
    self.height = height
    self.width = width
    self.rowBytes = rowBytes
  }
}

public let kvImageNoFlags = 0
public let kvImageLeaveAlphaUnchanged = 1
public let kvImageCopyInPlace = 2
public let kvImageBackgroundColorFill = 4
public let kvImageEdgeExtend = 8
public let kvImageDoNotTile = 16
public let kvImageTruncateKernel = 64
public let kvImageGetTempBufferSize = 128

public let kvImageNoError: vImage_Error = 0
public let kvImageRoiLargerThanInputBuffer: vImage_Error = -21_766
public let kvImageInvalidKernelSize: vImage_Error = -21_767
public let kvImageNullPointerArgument: vImage_Error = -21_772
public let kvImageInvalidParameter: vImage_Error = -21_773

/// Box-blurs `src` into `dest`, ARGB8888 (four 8-bit channels, each averaged alone) over a
/// `kernelHeight` × `kernelWidth` box (both odd; an even size is `kvImageInvalidKernelSize`),
/// from the region of interest at (`srcOffsetToROI_X`, `srcOffsetToROI_Y`) of `src`, `dest`'s
/// size. Pixels beyond the edge repeat the edge pixel (`kvImageEdgeExtend`; the other edge
/// modes are treated alike). Returns `kvImageNullPointerArgument` when either buffer has no
/// data, and the temporary buffer size (0) for `kvImageGetTempBufferSize`.
public func vImageBoxConvolve_ARGB8888(
  _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
  _ tempBuffer: UnsafeMutableRawPointer?, _ srcOffsetToROI_X: vImagePixelCount,
  _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
  _ backgroundColor: UnsafePointer<UInt8>?, _ flags: vImage_Flags
) -> vImage_Error {
  if Int(flags) & kvImageGetTempBufferSize != 0 { return 0 }
  guard kernel_height % 2 == 1, kernel_width % 2 == 1 else { return kvImageInvalidKernelSize }
  let source = src.pointee
  let target = dest.pointee
  guard let input = source.data, let output = target.data else {
    return kvImageNullPointerArgument
  }
  let width = Int(target.width)
  let height = Int(target.height)
  let offsetX = Int(srcOffsetToROI_X)
  let offsetY = Int(srcOffsetToROI_Y)
  guard offsetX + width <= Int(source.width), offsetY + height <= Int(source.height) else {
    return kvImageRoiLargerThanInputBuffer
  }
  let halfWidth = Int(kernel_width) / 2
  let halfHeight = Int(kernel_height) / 2
  let lastX = Int(source.width) - 1
  let lastY = Int(source.height) - 1
  let area = Int(kernel_width) * Int(kernel_height)
  // Read everything first: `src` and `dest` may be the same bytes.
  var blurred = [UInt8](repeating: 0, count: width * height * 4)
  for y in 0..<height {
    for x in 0..<width {
      var sums = (0, 0, 0, 0)
      for dy in -halfHeight...halfHeight {
        let row = min(max(offsetY + y + dy, 0), lastY)
        for dx in -halfWidth...halfWidth {
          let column = min(max(offsetX + x + dx, 0), lastX)
          let pixel = input.advanced(by: row * source.rowBytes + column * 4)
          sums.0 += Int(pixel.load(fromByteOffset: 0, as: UInt8.self))
          sums.1 += Int(pixel.load(fromByteOffset: 1, as: UInt8.self))
          sums.2 += Int(pixel.load(fromByteOffset: 2, as: UInt8.self))
          sums.3 += Int(pixel.load(fromByteOffset: 3, as: UInt8.self))
        }
      }
      let base = (y * width + x) * 4
      blurred[base] = UInt8((sums.0 + area / 2) / area)
      blurred[base + 1] = UInt8((sums.1 + area / 2) / area)
      blurred[base + 2] = UInt8((sums.2 + area / 2) / area)
      blurred[base + 3] = UInt8((sums.3 + area / 2) / area)
    }
  }
  for y in 0..<height {
    blurred.withUnsafeBytes { bytes in
      output.advanced(by: y * target.rowBytes).copyMemory(
        from: bytes.baseAddress!.advanced(by: y * width * 4), byteCount: width * 4)
    }
  }
  return kvImageNoError
}
