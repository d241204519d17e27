import HabitCore
import HabitJSON

@testable import HabitSite

/// A site built in memory through the one build path, `SiteBuilder.build`
/// into a `SiteCollector`: its files and the contexts it kept.
struct CollectedSite {
  let files: SiteFiles
  let contexts: [String: JSONValue]

  init(_ evaluation: HistoryEvaluation, theme: Theme, options: SiteOptions) throws {
    let collector = SiteCollector()
    contexts = try SiteBuilder.build(evaluation, theme: theme, options: options, into: collector)
    files = collector.files
  }
}
