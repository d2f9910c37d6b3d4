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
