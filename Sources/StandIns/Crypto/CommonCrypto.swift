import Foundation

/// CommonCrypto's length type.
public typealias CC_LONG = UInt32

/// The length of a SHA-256 digest.
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
/// The length of an MD5 digest.
public let CC_MD5_DIGEST_LENGTH: Int32 = 16

/// CommonCrypto's SHA-256: the digest of `len` bytes at `data`, written into the 32 bytes at
/// `md`, which is returned. The pointers are CommonCrypto's C signature (code passes
/// `bytes.baseAddress` and `&digest`); `len` bytes are read, 32 written.
// swift-format-ignore: AlwaysUseLowerCamelCase
@discardableResult
public func CC_SHA256(
  _ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?
) -> UnsafeMutablePointer<UInt8>? {
  write(DigestAlgorithms.sha256(bytes(data, len)), to: md)
}

/// CommonCrypto's MD5: the digest of `len` bytes at `data`, written into the 16 bytes at `md`.
// swift-format-ignore: AlwaysUseLowerCamelCase
@discardableResult
public func CC_MD5(
  _ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?
) -> UnsafeMutablePointer<UInt8>? {
  write(DigestAlgorithms.md5(bytes(data, len)), to: md)
}

private func bytes(_ data: UnsafeRawPointer?, _ length: CC_LONG) -> [UInt8] {
  guard let data, length > 0 else { return [] }
  return Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
}

private func write(_ digest: [UInt8], to md: UnsafeMutablePointer<UInt8>?)
  -> UnsafeMutablePointer<UInt8>?
{
  guard let md else { return nil }
  md.update(from: digest, count: digest.count)
  return md
}
