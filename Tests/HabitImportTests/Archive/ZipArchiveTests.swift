import Foundation
import TestSupport
import Testing

@testable import HabitImport

/// A zip is read from its central directory and inflated in memory: a
/// member that inflates past its declared size (a zip bomb), a member path
/// outside the archive and a zip cut short are each refused naming the file,
/// the record and what was expected, and nothing is written anywhere.
@Suite struct ZipArchiveTests {
  static let habits = Data(
    ("Position,Name,Question,Description,NumRepetitions,Interval,Color\n"
      + "001,Read,,,1,1,#112233\n").utf8)

  static func failure(_ zip: Data) -> String {
    do {
      _ = try HistoryLoader.load(InputFile(path: "in.zip", bytes: zip), options: ImportOptions())
      return ""
    } catch {
      return error.description
    }
  }

  @Test func membersInflateToTheirBytes() throws {
    let text = Data(String(repeating: "2026-01-01,2\n", count: 500).utf8)
    let archive = try ZipArchive(
      TestZip.bytes([.init("a/b.csv", text), .init("c.txt", Data("x".utf8), deflated: false)]),
      file: "in.zip")
    #expect(archive.members.map(\.name) == ["a/b.csv", "c.txt"])
    #expect(try archive.data(of: archive.members[0]) == text)
    #expect(try archive.data(of: archive.members[1]) == Data("x".utf8))
  }

  @Test func aZipBombIsRefused() {
    let zeros = Data(count: 10 << 20)
    let zip = TestZip.bytes([
      .init("Habits.csv", Self.habits), .init("001 Read/Checkmarks.csv", zeros, declaredSize: 1000),
    ])
    #expect(
      Self.failure(zip)
        == "in.zip: member 001 Read/Checkmarks.csv: inflates to more than the 1000 bytes its "
        + "header declares; expected at most that (a zip bomb?)")
  }

  @Test func aMemberDeclaringMoreThanTheLimitIsRefusedUnread() {
    let zip = TestZip.bytes([
      .init("Habits.csv", Self.habits),
      .init("001 Read/Checkmarks.csv", Data("x".utf8), declaredSize: ZipLimits.memberSize + 1),
    ])
    #expect(Self.failure(zip).contains("member 001 Read/Checkmarks.csv: declares"))
  }

  @Test(arguments: [
    ("../Habits.csv", "a \"..\" part"), ("a/../../x", "a \"..\" part"),
    ("/etc/passwd", "an absolute path"), ("C:/x", "a drive letter"), ("a\\b", "a backslash"),
  ])
  func aMemberPathOutsideTheArchiveIsRefused(name: String, reason: String) {
    let zip = TestZip.bytes([.init("Habits.csv", Self.habits), .init(name, Data("x".utf8))])
    #expect(
      Self.failure(zip)
        == "in.zip: member \(name): its path has \(reason); expected a relative path inside "
        + "the archive")
  }

  @Test func aTruncatedZipIsRefused() {
    let zip = TestZip.bytes([.init("Habits.csv", Self.habits)])
    for cut in [zip.count - 1, zip.count / 2, 10] {
      let message = Self.failure(zip.prefix(cut))
      #expect(
        message
          == "in.zip: end of central directory: not found; expected a zip's closing record: the "
          + "zip is cut short (was it copied or downloaded completely?)", "cut at \(cut)")
    }
  }

  @Test func aDamagedMemberIsRefusedByItsChecksum() {
    var zip = TestZip.bytes([.init("Habits.csv", Self.habits, deflated: false)])
    // The stored bytes start after the 30-byte local header and the name.
    zip[30 + 10] ^= 0x01
    #expect(
      Self.failure(zip)
        == "in.zip: member Habits.csv: its CRC-32 does not match: the zip is damaged")
  }

  @Test func aZipWithoutHabitsCSVNamesWhatItExpected() {
    let zip = TestZip.bytes([.init("notes.txt", Data("x".utf8))])
    #expect(
      Self.failure(zip)
        == "in.zip: a zip archive, but not an export habit-report reads: expected Loop Habit "
        + "Tracker's CSV export (its .zip or unpacked folder) (a Habits.csv at its top)")
  }
}
