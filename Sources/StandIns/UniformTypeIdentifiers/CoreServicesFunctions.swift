// swift-format-ignore-file: AlwaysUseLowerCamelCase
// MobileCoreServices' C functions over type identifiers (deprecated in iOS 15, still in the
// networking libraries apps pin: Alamofire 4's MIME types), answered from ``UTType``'s table.

/// The tag class of file-name extensions (`"jpg"`).
public let kUTTagClassFilenameExtension = "public.filename-extension"
/// The tag class of MIME types (`"image/jpeg"`).
public let kUTTagClassMIMEType = "public.mime-type"

/// A string a CoreServices function returns retained (`Unmanaged<CFString>` on iOS, where
/// `CFString` is a class; here `CFString` is `String`, which `Unmanaged` cannot hold).
public struct UnmanagedString: Sendable {
  let value: String

  /// The string, ownership taken (nothing to release here).
  public func takeRetainedValue() -> String { value }
  /// The string, ownership left.
  public func takeUnretainedValue() -> String { value }
}

/// The identifier of the type whose `tagClass` tag is `tag` (an extension or a MIME type), when
/// the table knows it and it conforms to `conformingToUTI` (any type when nil); nil otherwise.
/// iOS makes a dynamic identifier (`dyn.…`) for an unknown tag; code that only asks for the
/// type's MIME type gets nil either way.
public func UTTypeCreatePreferredIdentifierForTag(
  _ tagClass: String, _ tag: String, _ conformingToUTI: String?
) -> UnmanagedString? {
  let type: UTType? =
    switch tagClass {
    case kUTTagClassFilenameExtension: UTType(filenameExtension: tag)
    case kUTTagClassMIMEType: UTType(mimeType: tag)
    default: nil
    }
  guard let type else { return nil }
  if let conformingToUTI, let parent = UTType(conformingToUTI), !type.conforms(to: parent) {
    return nil
  }
  return UnmanagedString(value: type.identifier)
}

/// The preferred `tagClass` tag (extension or MIME type) of the type `uti`; nil when the table
/// has none.
public func UTTypeCopyPreferredTagWithClass(_ uti: String, _ tagClass: String) -> UnmanagedString? {
  guard let type = UTType(uti) else { return nil }
  let tag =
    switch tagClass {
    case kUTTagClassFilenameExtension: type.preferredFilenameExtension
    case kUTTagClassMIMEType: type.preferredMIMEType
    default: nil as String?
    }
  return tag.map(UnmanagedString.init(value:))
}

/// Whether the type `uti` conforms to `conformsToUTI`.
public func UTTypeConformsTo(_ uti: String, _ conformsToUTI: String) -> Bool {
  guard let type = UTType(uti), let parent = UTType(conformsToUTI) else {
    return uti == conformsToUTI
  }
  return type.conforms(to: parent)
}
