import Foundation

// Security's server-trust types, which iOS networking code (Alamofire's certificate pinning)
// names through Foundation. Linux's URL loading never asks an app to evaluate a server's trust
// (`URLProtectionSpace.serverTrust` is nil here), so these are reached only by code that builds
// trust objects itself — most often at launch, reading pinned certificates from the bundle.
// Certificates keep their bytes; evaluation knows no root of trust.

/// A certificate: its DER bytes, as given.
public final class SecCertificate: @unchecked Sendable {
  /// The bytes.
  public let data: Data
  init(data: Data) { self.data = data }
}

/// A public key (never made here: keys are not parsed).
public final class SecKey: @unchecked Sendable {}

/// A trust policy: SSL for a host, revocation checking, or a chain's X.509 basics.
public final class SecPolicy: @unchecked Sendable {
  /// What the policy checks.
  public enum Kind: Equatable, Sendable {
    case ssl(server: Bool, hostName: String?)
    case revocation(flags: UInt)
    /// A certificate chain's X.509 basics, no host.
    case basicX509
  }

  public let kind: Kind
  init(_ kind: Kind) { self.kind = kind }
}

/// A trust: certificates to evaluate against policies and anchors.
public final class SecTrust: @unchecked Sendable {
  public let certificates: [SecCertificate]
  public internal(set) var policies: [SecPolicy]
  public internal(set) var anchors: [SecCertificate] = []
  public internal(set) var anchorsOnly = false

  init(certificates: [SecCertificate], policies: [SecPolicy]) {
    self.certificates = certificates
    self.policies = policies
  }
}

/// The result of an evaluation, with Apple's raw values.
public enum SecTrustResultType: UInt32, Sendable {
  case invalid = 0
  case proceed = 1
  case confirm = 2
  case deny = 3
  case unspecified = 4
  case recoverableTrustFailure = 5
  case fatalTrustFailure = 6
  case otherError = 7
}

// The revocation options, with Apple's bits.
public let kSecRevocationOCSPMethod: UInt = 1 << 0
public let kSecRevocationCRLMethod: UInt = 1 << 1
public let kSecRevocationPreferCRL: UInt = 1 << 2
public let kSecRevocationRequirePositiveResponse: UInt = 1 << 3
public let kSecRevocationNetworkAccessDisabled: UInt = 1 << 4
public let kSecRevocationUseAnyAvailableMethod: UInt =
  kSecRevocationOCSPMethod
  | kSecRevocationCRLMethod

/// A certificate from DER bytes; nil for no bytes (Apple's answers nil for bytes that are no
/// certificate; the bytes are not parsed here).
public func SecCertificateCreateWithData(_ allocator: AnyObject?, _ data: NSData)
  -> SecCertificate?
{
  data.length == 0 ? nil : SecCertificate(data: data as Data)
}

/// A certificate's DER bytes.
public func SecCertificateCopyData(_ certificate: SecCertificate) -> NSData {
  certificate.data as NSData
}

/// An SSL policy (for a server when `server`), checking `hostname` when given.
public func SecPolicyCreateSSL(_ server: Bool, _ hostname: String?) -> SecPolicy {
  SecPolicy(.ssl(server: server, hostName: hostname))
}

/// A policy that checks a certificate chain with no host (X.509 basics).
public func SecPolicyCreateBasicX509() -> SecPolicy {
  SecPolicy(.basicX509)
}

/// A revocation policy with `flags` (``kSecRevocationUseAnyAvailableMethod``…).
public func SecPolicyCreateRevocation(_ flags: UInt) -> SecPolicy? {
  SecPolicy(.revocation(flags: flags))
}

/// The certificates of `value`: one, or an array of them.
private func certificates(in value: Any) -> [SecCertificate] {
  if let one = value as? SecCertificate { return [one] }
  return ((value as? NSArray).map { Array($0) } ?? (value as? [Any]) ?? [])
    .compactMap { $0 as? SecCertificate }
}

/// The policies of `value`: one, or an array of them.
private func policies(in value: Any?) -> [SecPolicy] {
  guard let value else { return [] }
  if let one = value as? SecPolicy { return [one] }
  return ((value as? NSArray).map { Array($0) } ?? (value as? [Any]) ?? [])
    .compactMap { $0 as? SecPolicy }
}

/// A trust for `certificates` (one or an array) under `policies`: ``errSecSuccess``, or
/// ``errSecParam`` when there is no certificate.
public func SecTrustCreateWithCertificates(
  _ certificates: Any, _ policies: Any?, _ trust: UnsafeMutablePointer<SecTrust?>
) -> Int32 {
  let found = SecurityStandIn.certificates(in: certificates)
  guard !found.isEmpty else { return errSecParam }
  trust.pointee = SecTrust(certificates: found, policies: SecurityStandIn.policies(in: policies))
  return errSecSuccess
}

/// Replaces the trust's policies.
@discardableResult
public func SecTrustSetPolicies(_ trust: SecTrust, _ policies: Any) -> Int32 {
  trust.policies = SecurityStandIn.policies(in: policies)
  return errSecSuccess
}

/// Sets the certificates the trust may end at.
@discardableResult
public func SecTrustSetAnchorCertificates(_ trust: SecTrust, _ anchorCertificates: Any?) -> Int32 {
  trust.anchors = anchorCertificates.map { SecurityStandIn.certificates(in: $0) } ?? []
  return errSecSuccess
}

/// Sets whether only the anchors set are trusted.
@discardableResult
public func SecTrustSetAnchorCertificatesOnly(_ trust: SecTrust, _ anchorCertificatesOnly: Bool)
  -> Int32
{
  trust.anchorsOnly = anchorCertificatesOnly
  return errSecSuccess
}

/// The number of certificates in the trust.
public func SecTrustGetCertificateCount(_ trust: SecTrust) -> Int { trust.certificates.count }

/// The certificate at `index` (0 is the leaf), nil outside the chain.
public func SecTrustGetCertificateAtIndex(_ trust: SecTrust, _ index: Int) -> SecCertificate? {
  trust.certificates.indices.contains(index) ? trust.certificates[index] : nil
}

/// The leaf's public key: nil (keys are not parsed here).
public func SecTrustCopyPublicKey(_ trust: SecTrust) -> SecKey? { nil }

/// Evaluates the trust: ``errSecSuccess`` with `.recoverableTrustFailure` — no chain is
/// verified here (no root of trust is known, no signature checked), the answer iOS gives a
/// chain it cannot verify. **Not from a source** for Linux: this project's choice, so that code
/// never takes an unverified chain as trusted.
public func SecTrustEvaluate(
  _ trust: SecTrust, _ result: UnsafeMutablePointer<SecTrustResultType>
) -> Int32 {
  result.pointee = .recoverableTrustFailure
  return errSecSuccess
}

/// Evaluates the trust: false, with an error that says no chain is verified here.
public func SecTrustEvaluateWithError(
  _ trust: SecTrust, _ error: UnsafeMutablePointer<NSError?>?
) -> Bool {
  error?.pointee = NSError(
    domain: "NSOSStatusErrorDomain", code: -67843,
    userInfo: [NSLocalizedDescriptionKey: "no certificate chain is verified on this machine"])
  return false
}
