import HabitCore
import HabitImport
import HabitSite
import HabitSiteWriter

/// What a site build did: nothing, because nothing changed since the build
/// that left the marker's stamp, or a new site put in place.
public enum SiteBuildOutcome {
  /// The previous build's facts (files, habits, today, warnings); nothing
  /// was rendered or written.
  case unchanged(BuildFacts)
  /// A new site is in place.
  case built(BuiltSite)
}

/// A site just built: the history read (with its warnings), its
/// evaluation, what the writer did and how many files the site holds.
public struct BuiltSite {
  public var imported: ImportResult
  public var evaluation: HistoryEvaluation
  public var report: SiteWriter.Report
  public var files: Int
  /// The warnings about the history as `build` prints them, said in the
  /// site's language (the lines its marker keeps for an unchanged rebuild).
  public var warningLines: [String]
}

/// A history read and evaluated: the commands that stop after compute.
public struct EvaluatedHistory {
  public var imported: ImportResult
  public var evaluation: HistoryEvaluation
}
