import Foundation

/// CommonCrypto's length type.
public typealias CC_LONG = UInt32

/// The length of a SHA-256 digest.
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
/// The length of an MD5 digest.
public let CC_MD5_DIGEST_LENGTH: Int32 = 16
/// The length of a SHA-1 digest.
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20

/// An HMAC's hash (CommonCrypto's `CCHmacAlgorithm`).
public typealias CCHmacAlgorithm = UInt32
/// HMAC with SHA-1 (CommonCrypto's values).
public let kCCHmacAlgSHA1 = 0
/// HMAC with MD5.
public let kCCHmacAlgMD5 = 1
/// HMAC with SHA-256.
public let kCCHmacAlgSHA256 = 2

/// CommonCrypto's SHA-1: the digest of `len` bytes at `data`, written into the 20 bytes at `md`.
// swift-format-ignore: AlwaysUseLowerCamelCase
@discardableResult
public func CC_SHA1(
  _ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?
) -> UnsafeMutablePointer<UInt8>? {
  write(DigestAlgorithms.sha1(bytes(data, len)), to: md)
}

/// CommonCrypto's HMAC: the MAC of `dataLength` bytes at `data` under the `keyLength` bytes at
/// `key`, written at `macOut` (20, 16 or 32 bytes by `algorithm`; another algorithm writes
/// nothing: SHA-384, SHA-512 and SHA-224 are not here).
public func CCHmac(
  _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer?, _ keyLength: Int,
  _ data: UnsafeRawPointer?, _ dataLength: Int, _ macOut: UnsafeMutableRawPointer?
) {
  let hash: (([UInt8]) -> [UInt8])? =
    switch Int(algorithm) {
    case kCCHmacAlgSHA1: DigestAlgorithms.sha1
    case kCCHmacAlgMD5: DigestAlgorithms.md5
    case kCCHmacAlgSHA256: DigestAlgorithms.sha256
    default: nil
    }
  guard let hash, let macOut else { return }
  let mac = DigestAlgorithms.hmac(
    hash, key: bytes(key, CC_LONG(keyLength)), message: bytes(data, CC_LONG(dataLength)))
  macOut.copyMemory(from: mac, byteCount: mac.count)
}

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
