import Foundation

/// A digest, as CryptoKit hands one back: its bytes, iterable, described in hex.
public struct Digest: Sequence, Hashable, Sendable, CustomStringConvertible {
  /// The digest's bytes.
  public let bytes: [UInt8]
  let name: String

  public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
  /// The number of bytes.
  public static func byteCount(of digest: Digest) -> Int { digest.bytes.count }
  /// `SHA256 digest: 6a09…`, as CryptoKit describes one.
  public var description: String {
    "\(name) digest: " + bytes.map { String(format: "%02x", $0) }.joined()
  }
}

/// A stand-in for CryptoKit's SHA-256 (the digest is exact).
public struct SHA256: Sendable {
  public typealias Digest = CryptoStandIn.Digest
  /// 32.
  public static let byteCount = 32
  private var data = Data()

  public init() {}
  /// Adds `data` to the message.
  public mutating func update(data: some DataProtocol) { self.data.append(contentsOf: data) }
  /// The digest of the message so far.
  public func finalize() -> Digest { Self.hash(data: data) }
  /// The digest of `data`.
  public static func hash(data: some DataProtocol) -> Digest {
    Digest(bytes: DigestAlgorithms.sha256(Array(data)), name: "SHA256")
  }
}

/// CryptoKit's insecure digests: MD5 (exact).
public enum Insecure {
  /// A stand-in for CryptoKit's MD5.
  public struct MD5: Sendable {
    public typealias Digest = CryptoStandIn.Digest
    /// 16.
    public static let byteCount = 16
    private var data = Data()

    public init() {}
    public mutating func update(data: some DataProtocol) { self.data.append(contentsOf: data) }
    public func finalize() -> Digest { Self.hash(data: data) }
    /// The digest of `data`.
    public static func hash(data: some DataProtocol) -> Digest {
      Digest(bytes: DigestAlgorithms.md5(Array(data)), name: "MD5")
    }
  }
}
