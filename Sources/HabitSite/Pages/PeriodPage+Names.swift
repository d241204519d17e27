import HabitCore

/// A habit's names as the period pages write them, made once a build for
/// every habit: each week, month and year page named each of its 200
/// habits again (a title trimmed, a link made, labels worded, names
/// isolated), though they never change from page to page.
struct PeriodPageNames: Sendable {
  /// A window's names.
  struct Window: Sendable {
    /// The window's label (`PeriodDocument.label`), nil for a habit's
    /// only, unlabelled window.
    let label: String?
    /// "Water (Morning)", or the title alone: a grid's and a picture's row
    /// name.
    let name: String
    /// `name` isolated for a line of names (a day section's resting line).
    let isolatedName: String
    /// The name of its row in the page's table (`PeriodDocument.rowName`).
    let rowName: String
  }

  /// The title, trimmed (`PeriodDocument.title`).
  let title: String
  /// The title isolated for a line of names (the quiet line), and as the
  /// name of the row of a habit paused throughout.
  let isolatedTitle: String
  /// The habit's page, from a period page's folder.
  let href: String
  /// In the habit's window order.
  let windows: [Window]

  init(_ evaluation: HabitEvaluation, catalog: MessageCatalog, paths: SitePaths) {
    let rtl = catalog.direction == .rightToLeft
    let title = PeriodDocument.title(evaluation.habit)
    self.title = title
    isolatedTitle = MessageCatalog.isolated(title, rtl: rtl)
    href = "../../" + paths.habitPage(evaluation.habit.id)
    let count = evaluation.windows.count
    windows = evaluation.windows.indices.map { position in
      let label = PeriodDocument.label(
        evaluation.windows[position].window, at: position, of: count)
      let name = label.map { "\(title) (\($0))" } ?? title
      return Window(
        label: label, name: name, isolatedName: MessageCatalog.isolated(name, rtl: rtl),
        rowName: PeriodDocument.rowName(title, label: label, rtl: rtl))
    }
  }

  /// The names of every habit of `evaluation`, in its order.
  static func all(_ evaluation: HistoryEvaluation, catalog: MessageCatalog, paths: SitePaths)
    -> [PeriodPageNames]
  {
    evaluation.habits.map { PeriodPageNames($0, catalog: catalog, paths: paths) }
  }
}
