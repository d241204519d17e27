import Foundation
import TestSupport

/// A CSV file read back by Python's `csv` module (RFC 4180 as spreadsheets
/// and pandas read it), each row as its fields: what a person opening the
/// file would see, never this project's own reading of it.
enum CSVReader {
  /// python3 on the PATH (CI installs it).
  static var available: Bool { Prerequisite.program("python3") }

  /// The rows of `file`, header first.
  static func rows(_ file: URL) throws -> [[String]] {
    let script = """
      import csv, json, sys
      with open(sys.argv[1], newline='', encoding='utf-8') as f:
          json.dump(list(csv.reader(f, strict=True)), sys.stdout)
      """
    guard let python = ExternalProgram.find("python3") else {
      throw CSVReaderError(message: "python3 is not on the PATH")
    }
    let result = try CommandRunner.run(program: python, ["-c", script, file.path])
    guard result.status == 0 else {
      throw CSVReaderError(message: "python3 could not read \(file.path): \(result.stderr)")
    }
    return try JSONDecoder().decode([[String]].self, from: Data(result.stdout.utf8))
  }

  /// The rows of `file` as records keyed by the header's names.
  static func records(_ file: URL) throws -> (header: [String], records: [[String: String]]) {
    let rows = try rows(file)
    guard let header = rows.first else { return ([], []) }
    return (
      header,
      rows.dropFirst().map { row in
        Dictionary(uniqueKeysWithValues: zip(header, row))
      }
    )
  }
}

struct CSVReaderError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
