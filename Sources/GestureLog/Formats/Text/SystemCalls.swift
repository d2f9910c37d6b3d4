#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Thin wrappers over the C calls whose names clash with methods (`read`, `write`, `close`).

@inline(__always)
func systemWrite(_ descriptor: Int32, _ address: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, address, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, address, count)
  #else
    Darwin.write(descriptor, address, count)
  #endif
}

@inline(__always)
func systemClose(_ descriptor: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.close(descriptor)
  #elseif canImport(Musl)
    Musl.close(descriptor)
  #else
    Darwin.close(descriptor)
  #endif
}

@inline(__always)
func systemRead(_ descriptor: Int32, _ address: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(descriptor, address, count)
  #elseif canImport(Musl)
    Musl.read(descriptor, address, count)
  #else
    Darwin.read(descriptor, address, count)
  #endif
}

/// Opens a file read-only (close-on-exec); -1 and `errno` on failure.
func systemOpenForReading(_ path: String) -> Int32 {
  open(path, O_RDONLY | O_CLOEXEC)
}

/// Creates or truncates a file for writing (close-on-exec, mode 0644); -1 and `errno` on failure.
func systemCreateForWriting(_ path: String, append: Bool = false) -> Int32 {
  open(path, O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC) | O_CLOEXEC, 0o644)
}

/// `strerror(errno)`.
func systemErrorText() -> String {
  String(cString: strerror(errno))
}
