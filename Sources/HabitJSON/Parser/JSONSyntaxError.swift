/// Malformed JSON text, located by line and column (1-based).
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var message: String

  public var description: String { "line \(line), column \(column): \(message)" }
}
