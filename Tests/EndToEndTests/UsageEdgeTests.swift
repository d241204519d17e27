import Foundation
import HabitJSON
import TestSupport
import Testing

/// Flags that used to pass with a wrong meaning or the wrong status: a
/// fixed-offset zone name, an empty `--out`, a base URL that is not a clean
/// absolute http(s) address; and a leap second in a time stamp.
@Suite(
  .serialized,
  .enabled(if: SweepSupport.haveExamples, "examples/ or the built habit-report is missing"))
struct UsageEdgeTests {
  @Test(arguments: ["UTC+5", "GMT+5", "UTC+14:30", "+05:00"])
  func fixedOffsetZoneNamesAreBadUsage(zone: String) throws {
    let run = try CommandRunner.run([
      "check", "--input", "examples/export.json", "--today", "2026-11-29", "--time-zone", zone,
    ])
    #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("Etc/GMT-5"), "the hint names the IANA form: \(run.stderr)")
    #expect(run.stderr.contains("UTC+5"), "\(run.stderr)")
  }

  @Test func ianaZonesStillWork() throws {
    for zone in ["Europe/London", "Etc/GMT-5", "UTC", "Asia/Kolkata"] {
      let run = try CommandRunner.run([
        "check", "--input", "examples/export.json", "--today", "2026-11-29", "--time-zone", zone,
      ])
      #expect(run.status == 0, "\(zone): \(run.stderr)")
    }
  }

  @Test func anEmptyOutIsBadUsage() throws {
    let run = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--today", "2026-11-29", "--out", "",
    ])
    #expect(run.status == 2, "\(run.stderr)")
  }

  @Test(arguments: [
    "https://example.org/a\"b/", "https://example.org/a b/", "https://example.org/a\nb/",
    "https://example.org/\u{202E}x/", "https://example.org/habits/#top", "https://[::1]/",
    "ftp://example.org/", "example.org/habits/",
  ])
  func baseURLsThatAreNotCleanHTTPAddressesAreBadUsage(url: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("site")
    let run = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--today", "2026-11-29", "--out", out.path,
      "--base-url", url,
    ])
    #expect(run.status == 2, "\(url): \(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func aBaseURLWithAnIRIPathIsPercentEncodedInTheFeed() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("site")
    let run = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--today", "2026-11-29", "--out", out.path,
      "--base-url", "https://example.org/عادات/",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let feed = try String(contentsOf: out.appendingPathComponent("feed.xml"), encoding: .utf8)
    #expect(feed.contains("href=\"https://example.org/%D8%B9%D8%A7%D8%AF%D8%A7%D8%AA/"), "\(feed)")
    #expect(!feed.contains("عادات/"))
  }

  @Test func aLeapSecondIsTheLastSecondOfItsMinute() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var text = try String(
      contentsOf: SweepSupport.examples.appendingPathComponent("export.json"), encoding: .utf8)
    text = text.replacingOccurrences(
      of: "\"2025-11-29T06:13:55Z\"", with: "\"2025-11-29T23:59:60Z\"")
    #expect(text.contains("23:59:60Z"))
    let input = folder.appendingPathComponent("export.json")
    try Data(text.utf8).write(to: input)
    let run = try CommandRunner.run([
      "check", "--input", input.path, "--today", "2026-11-29", "--time-zone", "UTC",
    ])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
  }
}

extension UsageEdgeTests {
  /// An accepted base URL always gives tag ids: an internationalized host
  /// in its ASCII (punycode) form is not decoded and then dropped for
  /// `urn:uuid` ids in silence.
  @Test func aPunycodeHostGivesTagIds() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("site")
    let run = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--today", "2026-11-29", "--out", out.path,
      "--base-url", "https://xn--mgbh0fb.example/h/",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let feed = try String(contentsOf: out.appendingPathComponent("feed.xml"), encoding: .utf8)
    #expect(feed.contains("<id>tag:xn--mgbh0fb.example,"), "\(feed.prefix(800))")
    #expect(!feed.contains("urn:uuid"))
  }
}
