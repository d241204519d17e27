import Foundation
import HabitCore
import HabitSiteWriter
import TestSupport
import Testing

@testable import HabitSite

/// The one build path: the same site whichever emitter takes it, pieces in
/// a fixed rank order, and of two files with one path the higher rank's
/// kept, whatever order they arrive in.
@Suite struct SiteBuilderTests {
  static func evaluation() -> HistoryEvaluation {
    DensityEngine(history: PageFixture.history()).evaluate(today: PageFixture.today)
  }

  @Test(arguments: ["en", "ar"])
  func theCollectorAndAWriteSessionReceiveTheSameFiles(locale: String) throws {
    let folder = try CommandRunner.temporaryFolder("habit-site-builder")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("site")
    let theme = try Theme(defaults: DefaultTheme.files)
    let options = SiteOptions(locale: locale)
    let collected = try CollectedSite(Self.evaluation(), theme: theme, options: options)
    let session = try SiteWriter(output: output).begin()
    _ = try SiteBuilder.build(Self.evaluation(), theme: theme, options: options, into: session)
    #expect(session.paths == collected.files.paths)
    let report = try session.commit()
    #expect(report.written == collected.files.count)
    #expect(
      report.bytesWritten
        == collected.files.paths.reduce(0) { $0 + (collected.files[$1]?.count ?? 0) })
    let written = Dictionary(
      uniqueKeysWithValues: CommandRunner.tree(output).map {
        ($0, FileManager.default.contents(atPath: output.appendingPathComponent($0).path))
      })
    #expect(written.keys.sorted() == (collected.files.paths + [SiteWriter.markerName]).sorted())
    for path in collected.files.paths {
      #expect(written[path] == Data(collected.files[path] ?? []), "\(path) differs")
    }
    // Nothing but the site is left beside it: no staging folder, old site
    // or lock.
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0 != "site" }
    #expect(leftovers == [], "left behind: \(leftovers)")
  }

  @Test func piecesRankDataThenTheDashboardThenEachHabitThenEachWeekMonthAndYear() throws {
    let evaluation = Self.evaluation()
    let environment = PageEnvironment(
      evaluation: evaluation,
      catalog: try Theme(defaults: DefaultTheme.files).catalog(locale: "en"),
      options: SiteOptions())
    let periods = PeriodPages(environment: environment).pages
    #expect(evaluation.habits.count > 1)
    #expect(periods.filter { $0.period.unit == .week }.count > 1)
    #expect(periods.filter { $0.period.unit == .month }.count > 1)
    // Every week, newest first, then every month, then every year.
    #expect(periods.map(\.period.unit) == periods.map(\.period.unit).sorted { $0.rank < $1.rank })
    let pieces = SitePiece.all(
      SitePiece.Inputs(
        environment: environment, theme: try Theme(defaults: DefaultTheme.files),
        periods: periods))
    #expect(
      pieces
        == [.data, .spreadsheet(.days), .spreadsheet(.periods), .dashboard]
        + evaluation.habits.indices.map(SitePiece.habit)
        + periods.indices.map(SitePiece.period))
  }

  @Test func theCollectorKeepsTheHigherRanksFileWhateverTheOrder() {
    let collector = SiteCollector()
    DispatchQueue.concurrentPerform(iterations: 64) { rank in
      var files = SiteFiles()
      files.add("page.html", "rank \(rank)")
      files.add("own/\(rank).html", "\(rank)")
      collector.emit(files, rank: rank)
    }
    var late = SiteFiles()
    late.add("page.html", "too low")
    collector.emit(late, rank: 5)
    #expect(collector.files.count == 65)
    #expect(collector.files.text("page.html") == "rank 63")
    var same = SiteFiles()
    same.add("page.html", "again")
    collector.emit(same, rank: 63)
    #expect(collector.files.text("page.html") == "again")
  }
}

extension ReportPeriod.Unit {
  /// Weeks before months before years.
  fileprivate var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
