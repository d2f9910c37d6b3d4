import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sentences for files that cannot be read or written: what is wrong and what to do, never a
/// Foundation error's domain and user-info dump.
package enum FileProblem {
  /// Why `path` could not be read (after `error` said it could not): no such file, a folder,
  /// no permission, or the error's short reason.
  package static func reading(_ path: String, _ error: any Error) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      return "cannot read the file: it does not exist (check the path)"
    }
    if isDirectory.boolValue { return "cannot read the file: it is a folder" }
    if !FileManager.default.isReadableFile(atPath: path) {
      return "cannot read the file: permission denied"
    }
    return "cannot read the file: \(reason(error))"
  }

  /// Why `path` could not be written: a folder in the way, a missing folder, no permission, or
  /// the error's short reason.
  package static func writing(_ path: String, _ error: any Error) -> String {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return "it is a folder; name a file inside it"
    }
    if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      return "the folder \(folder) does not exist; create it first (mkdir -p \(folder))"
    }
    if !isDirectory.boolValue { return "\(folder) is a file, not a folder" }
    if !FileManager.default.isWritableFile(atPath: folder) {
      return "permission denied in \(folder)"
    }
    return reason(error)
  }

  /// The short reason of an error: its POSIX error's text when it has one, else its localized
  /// description.
  package static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if nsError.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(nsError.code)))
    }
    return nsError.localizedDescription
  }
}
