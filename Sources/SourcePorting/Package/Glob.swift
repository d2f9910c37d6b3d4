/// CocoaPods' file patterns, matched against paths relative to the pod's folder: `*` (any
/// characters within one path component), `?` (one character), `**` (any number of whole
/// components, none included), `{a,b}` (either), and a pattern with no wildcard naming a
/// folder (everything under it).
enum Glob {
  /// Whether `path` matches `pattern`.
  static func matches(_ path: String, _ pattern: String) -> Bool {
    for expanded in alternatives(of: pattern) {
      let trimmed = expanded.hasPrefix("./") ? String(expanded.dropFirst(2)) : expanded
      if !trimmed.contains(where: { "*?[".contains($0) }) {
        let folder = trimmed.hasSuffix("/") ? String(trimmed.dropLast()) : trimmed
        if path == folder || path.hasPrefix(folder + "/") { return true }
        continue
      }
      let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
      let components = path.split(separator: "/").map(String.init)
      if match(components[...], parts[...]) { return true }
    }
    return false
  }

  /// The patterns `{a,b}` braces stand for (nested braces expanded left to right).
  static func alternatives(of pattern: String) -> [String] {
    guard let open = pattern.firstIndex(of: "{") else { return [pattern] }
    var depth = 0
    var close: String.Index?
    for index in pattern[open...].indices {
      if pattern[index] == "{" { depth += 1 }
      if pattern[index] == "}" {
        depth -= 1
        if depth == 0 {
          close = index
          break
        }
      }
    }
    guard let close else { return [pattern] }
    let head = pattern[..<open]
    let tail = pattern[pattern.index(after: close)...]
    var options: [String] = []
    var current = ""
    depth = 0
    for character in pattern[pattern.index(after: open)..<close] {
      if character == "{" { depth += 1 }
      if character == "}" { depth -= 1 }
      if character == "," && depth == 0 {
        options.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    options.append(current)
    return options.flatMap { alternatives(of: head + $0 + tail) }
  }

  private static func match(_ path: ArraySlice<String>, _ pattern: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      var remaining = path
      while true {
        if match(remaining, rest) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard let component = path.first, matchComponent(Array(component), Array(first)) else {
      return false
    }
    return match(path.dropFirst(), pattern.dropFirst())
  }

  private static func matchComponent(_ text: [Character], _ pattern: [Character]) -> Bool {
    var memo: [Int: Bool] = [:]
    func go(_ t: Int, _ p: Int) -> Bool {
      let key = t * (pattern.count + 1) + p
      if let known = memo[key] { return known }
      let result: Bool
      if p == pattern.count {
        result = t == text.count
      } else if pattern[p] == "*" {
        result = go(t, p + 1) || (t < text.count && go(t + 1, p))
      } else if t < text.count && (pattern[p] == "?" || pattern[p] == text[t]) {
        result = go(t + 1, p + 1)
      } else {
        result = false
      }
      memo[key] = result
      return result
    }
    return go(0, 0)
  }
}
