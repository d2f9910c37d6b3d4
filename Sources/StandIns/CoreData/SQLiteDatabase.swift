import CSQLite
import Foundation

/// A SQLite database file (Debian's libsqlite3): what the store of type `NSSQLiteStoreType`
/// keeps its rows in.
final class SQLiteDatabase {
  /// A value of a column.
  enum Value: Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
  }

  struct Failure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  private var handle: OpaquePointer?
  let path: String

  init(path: String) throws(Failure) {
    self.path = path
    var opened: OpaquePointer?
    let status = sqlite3_open_v2(
      path, &opened, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, nil)
    guard status == SQLITE_OK, let opened else {
      let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
      sqlite3_close(opened)
      throw Failure(message: "\(path): \(message)")
    }
    handle = opened
  }

  deinit { sqlite3_close(handle) }

  /// Runs `sql` with `bindings` and answers its rows.
  @discardableResult
  func run(_ sql: String, _ bindings: [Value] = []) throws(Failure) -> [[Value]] {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw Failure(message: "\(path): \(String(cString: sqlite3_errmsg(handle))) in \(sql)")
    }
    defer { sqlite3_finalize(statement) }
    // SQLite copies bound text and blobs at once (SQLITE_TRANSIENT).
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    for (offset, value) in bindings.enumerated() {
      let index = Int32(offset + 1)
      switch value {
      case .null: sqlite3_bind_null(statement, index)
      case .integer(let number): sqlite3_bind_int64(statement, index, number)
      case .real(let number): sqlite3_bind_double(statement, index, number)
      case .text(let text): sqlite3_bind_text(statement, index, text, -1, transient)
      case .blob(let data):
        data.withUnsafeBytes { bytes in
          _ = sqlite3_bind_blob(statement, index, bytes.baseAddress, Int32(bytes.count), transient)
        }
      }
    }
    var rows: [[Value]] = []
    while true {
      let status = sqlite3_step(statement)
      if status == SQLITE_DONE { break }
      guard status == SQLITE_ROW else {
        throw Failure(message: "\(path): \(String(cString: sqlite3_errmsg(handle))) in \(sql)")
      }
      var row: [Value] = []
      for column in 0..<sqlite3_column_count(statement) {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: row.append(.integer(sqlite3_column_int64(statement, column)))
        case SQLITE_FLOAT: row.append(.real(sqlite3_column_double(statement, column)))
        case SQLITE_TEXT:
          row.append(.text(String(cString: sqlite3_column_text(statement, column))))
        case SQLITE_BLOB:
          let count = Int(sqlite3_column_bytes(statement, column))
          if let bytes = sqlite3_column_blob(statement, column) {
            row.append(.blob(Data(bytes: bytes, count: count)))
          } else {
            row.append(.blob(Data()))
          }
        default: row.append(.null)
        }
      }
      rows.append(row)
    }
    return rows
  }

  /// The columns of `table` (none when it does not exist).
  func columns(of table: String) throws(Failure) -> [String] {
    try run("PRAGMA table_info(\(Self.quoted(table)))").compactMap { row in
      if case .text(let name) = row[1] { return name }
      return nil
    }
  }

  /// `name` as a quoted SQL identifier.
  static func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
