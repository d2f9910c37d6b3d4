import HeadlessUI

// The extensions nearly every iOS app carries: a colour from a hex number, a solid image of a
// colour (for a button's background), a font helper. Written as on iOS: UIColor, UIImage and
// UIFont are classes there, so the initializers are `convenience` and the helpers `class`.

extension UIColor {
  init(hex: Int, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }

  static var brand: UIColor { UIColor(hex: 0x3366CC) }
}

extension UIImage {
  convenience init?(color: UIColor, size: CGSize = CGSize(width: 1, height: 1)) {
    UIGraphicsBeginImageContextWithOptions(size, false, 0)
    color.setFill()
    UIRectFill(CGRect(origin: .zero, size: size))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    guard let cgImage = image?.cgImage else { return nil }
    self.init(cgImage: cgImage, scale: image?.scale ?? 1, orientation: .up)
  }
}

final class BrandButton: UIButton {
  func applyBrand() {
    setBackgroundImage(UIImage(color: .brand, size: CGSize(width: 44, height: 44)), for: .normal)
    setTitleColor(UIColor(hex: 0xFFFFFF), for: .normal)
  }
}
