import HabitCore

/// "March 2026" (`summary.month.title`) for the first day of every month
/// from the first habit's start through today's, worded once a build:
/// every habit page's month-by-month chart names each month of each
/// window, the same months over and over (120 a window over ten years).
struct MonthTitles: Sendable {
  /// The month index (`year * 12 + month - 1`) of the first title.
  private let first: Int
  private let titles: [String?]

  /// No titles: each is worded when asked.
  init() {
    first = 0
    titles = []
  }

  init(catalog: MessageCatalog, from: LocalDate?, through: LocalDate) {
    guard let from, from <= through else {
      first = 0
      titles = []
      return
    }
    let start = Self.index(from)
    first = start
    titles = (start...Self.index(through)).map { index in
      LocalDate(year: index / 12, month: index % 12 + 1, day: 1).map {
        Self.title($0, catalog: catalog)
      }
    }
  }

  /// The title of the month that begins on `date` (a first of the month).
  func title(_ date: LocalDate, catalog: MessageCatalog) -> String {
    let offset = Self.index(date) - first
    if date.day == 1, titles.indices.contains(offset), let title = titles[offset] { return title }
    return Self.title(date, catalog: catalog)
  }

  /// The one wording of a month's title.
  static func title(_ date: LocalDate, catalog: MessageCatalog) -> String {
    catalog.format(.summaryMonthTitle, ["date": .date(date)])
  }

  private static func index(_ date: LocalDate) -> Int {
    let (year, month, _) = date.components
    return year * 12 + month - 1
  }
}
