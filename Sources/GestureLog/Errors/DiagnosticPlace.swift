/// The `file:line:column` prefix of a diagnostic, as a compiler prints it: the line and the
/// column are left out when unknown (0).
func diagnosticPlace(file: String, line: Int, column: Int) -> String {
  guard line > 0 else { return file }
  return column > 0 ? "\(file):\(line):\(column)" : "\(file):\(line)"
}
