import Foundation
import GestureLog

/// Device units → millimetres (touchpads) and → screen points (touchscreens) for one device.
///
/// Millimetres are `(value − minimum) / resolution` (the kernel's and libinput's rule,
/// docs/spec/FORMATS.md §4.3). When an axis's resolution is 0 (unknown), the axis is assumed
/// to span ``InputMapping/fallbackTouchpadSize`` (libinput's 69 × 50 mm default).
struct AxisScale: Sendable {
  private let minX: Double
  private let minY: Double
  private let unitsPerMillimetreX: Double
  private let unitsPerMillimetreY: Double
  private let screenOriginX: Double
  private let screenOriginY: Double
  private let pointsPerUnitX: Double
  private let pointsPerUnitY: Double
  /// Whether the resolution had to be assumed.
  let usesFallbackResolution: Bool
  /// The surface's size in millimetres (the axis ranges over their resolutions).
  let sizeInMillimetres: (width: Double, height: Double)

  init(description: DeviceDescription, classification: DeviceClassification, mapping: InputMapping)
  {
    let mt = description.axis(InputCode.ABS_MT_POSITION_X) != nil
    let x = description.axis(mt ? InputCode.ABS_MT_POSITION_X : InputCode.ABS_X)
    let y = description.axis(mt ? InputCode.ABS_MT_POSITION_Y : InputCode.ABS_Y)
    let rangeX = Double(max(1, Int64(x?.maximum ?? 1) - Int64(x?.minimum ?? 0)))
    let rangeY = Double(max(1, Int64(y?.maximum ?? 1) - Int64(y?.minimum ?? 0)))
    minX = Double(x?.minimum ?? 0)
    minY = Double(y?.minimum ?? 0)
    let resX = Double(x?.resolution ?? 0)
    let resY = Double(y?.resolution ?? 0)
    let fallbackWidth = max(1, Double(mapping.fallbackTouchpadSize.width))
    let fallbackHeight = max(1, Double(mapping.fallbackTouchpadSize.height))
    unitsPerMillimetreX = resX > 0 ? resX : rangeX / fallbackWidth
    unitsPerMillimetreY = resY > 0 ? resY : rangeY / fallbackHeight
    usesFallbackResolution = resX <= 0 || resY <= 0
    sizeInMillimetres = (rangeX / unitsPerMillimetreX, rangeY / unitsPerMillimetreY)
    let area = mapping.resolvedTouchscreenArea
    screenOriginX = Double(area.minX)
    screenOriginY = Double(area.minY)
    pointsPerUnitX = Double(area.width) / rangeX
    pointsPerUnitY = Double(area.height) / rangeY
  }

  @inline(__always) func millimetresX(_ value: Int32) -> Double {
    (Double(value) - minX) / unitsPerMillimetreX
  }

  @inline(__always) func millimetresY(_ value: Int32) -> Double {
    (Double(value) - minY) / unitsPerMillimetreY
  }

  /// A touchscreen contact on the screen.
  @inline(__always) func screen(_ contact: ContactDecoder.Contact) -> CGPoint {
    CGPoint(
      x: screenOriginX + (Double(contact.x) - minX) * pointsPerUnitX,
      y: screenOriginY + (Double(contact.y) - minY) * pointsPerUnitY)
  }
}
