import Foundation
import TestSupport

@testable import HabitImport

/// Damage to a copy of the app's SQLite store: tables and columns dropped,
/// values of the wrong type or out of every range, relations that point
/// nowhere, repeated rows, a broken entity index; and raw damage to the
/// file: cut at an offset, bits flipped.
enum StoreMutator {
  /// Values no column of the store should hold. `1e999` is +∞ in SQLite;
  /// NaN cannot be stored (SQLite keeps NULL), so it appears as text.
  static let hostileValues = [
    "'text'", "X'00FF10'", "X''", "1e308", "-1e308", "1e999", "-1e999", "'NaN'",
    "9223372036854775807", "-9223372036854775808", "-1", "0", "NULL", "0.5", "''",
    "'<script>alert(1)</script>'", "'../../etc/passwd'", "-63113904000", "252423993600",
  ]

  /// Applies one or two seeded SQL mutations to the store at `path`;
  /// returns what was done.
  static func mutate(storeAt path: String, random: inout SweepRandom) throws -> [String] {
    let database = try SQLiteDatabase(path: path, mode: .readWriteCreate)
    let tables = try database.tableNames().sorted()
    var steps: [String] = []
    for _ in 0..<(random.chance(70) ? 1 : 2) {
      let table = random.pick(tables)
      let columns = try database.columns(of: table)
      guard !columns.isEmpty else { continue }
      let column = random.pick(columns)
      let sql: String
      switch random.below(9) {
      case 0:
        sql = "DROP TABLE \(table)"
      case 1:
        sql = "ALTER TABLE \(table) DROP COLUMN \(column)"
      case 2, 3:
        sql = "UPDATE \(table) SET \(column) = \(random.pick(hostileValues))"
      case 4:
        let rowid = 1 + random.below(30)
        sql = "UPDATE \(table) SET \(column) = \(random.pick(hostileValues)) WHERE rowid = \(rowid)"
      case 5:
        let relation = columns.filter { ["ZHABIT", "ZWINDOW", "ZGROUP", "Z_ENT"].contains($0) }
        sql =
          "UPDATE \(table) SET \(relation.first ?? column) = \(random.pick(["987654", "-1", "0"]))"
      case 6:
        let list = columns.joined(separator: ", ")
        let shifted = columns.map { $0 == "Z_PK" ? "Z_PK + 100000" : $0 }.joined(separator: ", ")
        sql = "INSERT OR IGNORE INTO \(table) (\(list)) SELECT \(shifted) FROM \(table)"
      case 7:
        sql = "DELETE FROM \(table)"
      default:
        sql =
          "UPDATE Z_PRIMARYKEY SET \(random.pick(["Z_NAME = 'Nothing'", "Z_ENT = Z_ENT + 1", "Z_MAX = -5"])) WHERE rowid = \(1 + random.below(8))"
      }
      do {
        try database.execute(sql)
        steps.append(sql)
      } catch {
        // A mutation SQLite refuses (dropping a key column) is no case.
        steps.append("refused: \(sql)")
      }
    }
    return steps
  }

  /// Raw damage to the file's bytes: cut at an offset, or bits flipped.
  static func damage(fileAt path: String, random: inout SweepRandom) throws -> String {
    var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    guard !bytes.isEmpty else { return "empty" }
    let description: String
    if random.chance(40) {
      let offsets = [0, 1, 15, 16, 99, 100, 512, 4096, 8192, bytes.count / 2, bytes.count - 1]
      let offset = min(
        random.chance(50) ? random.pick(offsets) : random.below(bytes.count), bytes.count)
      bytes = Array(bytes.prefix(offset))
      description = "truncated at \(offset)"
    } else {
      let flips = 1 + random.below(20)
      // Most of the store's meaning sits in the first pages: aim there half the time.
      let span = random.chance(50) ? min(bytes.count, 8192) : bytes.count
      for _ in 0..<flips {
        bytes[random.below(span)] ^= UInt8(1 << random.below(8))
      }
      description = "\(flips) bits flipped in the first \(span) bytes"
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return description
  }
}
