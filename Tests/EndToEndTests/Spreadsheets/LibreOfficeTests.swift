import Foundation
import TestSupport
import Testing

/// `data/days.csv` opened by LibreOffice Calc as it is (Debian's
/// `libreoffice-calc-nogui`, headless): converted to a flat ODS, whose
/// cells show what Calc read. A guarded title stays text, never a formula;
/// a note with a comma, a quote and a line break stays one cell.
@Suite(
  "LibreOffice reads the spreadsheets",
  .enabled(if: Prerequisite.binary && Prerequisite.program("soffice")))
struct LibreOfficeTests {
  @Test("days.csv in Calc: no formula, the hostile title as text, the note in one cell")
  func calcReadsDays() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, site, build) = try HostileExport.built(in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    let soffice = try #require(ExternalProgram.find("soffice"))
    let out = folder.appendingPathComponent("calc")
    // Comma-separated, double quotes, UTF-8 (76), from the first line.
    let result = try CommandRunner.run(
      program: soffice,
      [
        "-env:UserInstallation=file://" + folder.appendingPathComponent("profile").path,
        "--headless", "--infilter=CSV:44,34,76,1", "--convert-to", "fods", "--outdir", out.path,
        site.appendingPathComponent("data/days.csv").path,
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let sheet = try String(
      contentsOf: out.appendingPathComponent("days.fods"), encoding: .utf8)
    #expect(!sheet.contains("table:formula"), "Calc read a formula")
    let title = "<text:p>&apos;=HYPERLINK(&quot;http://evil.invalid&quot;,&quot;x&quot;)</text:p>"
    #expect(sheet.contains(title))
    #expect(sheet.contains("<text:p>He said &quot;hi&quot;, then</text:p><text:p>left</text:p>"))
    #expect(sheet.contains("<text:p>&apos;@SUM(1+1)*cmd|&apos; /C calc&apos;!A0</text:p>"))
    // Every window-day a row, and the header.
    let rows = sheet.components(separatedBy: "<table:table-row").count - 1
    #expect(rows >= 1 + 2 * 28, "\(rows) rows")
  }
}
