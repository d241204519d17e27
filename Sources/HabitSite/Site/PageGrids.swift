import HabitCore

/// The density grids of the pages, drawn by the grid renderers (`HTMLGrid`,
/// `SVGGrid`) with the build's words: one place that knows the catalog, the
/// direction, the week's first day and today, so page code only says which
/// days to draw and what to call them.
public struct PageGrids: Sendable {
  public let catalog: MessageCatalog
  public let phrasing: ReadPhrasing
  public let direction: TextDirection
  public let firstWeekday: Int
  public let today: LocalDate
  /// The cells' labels, with every date from `firstDate` (or a year and a
  /// half before today) to today's week formatted once.
  let labeler: CellLabeler
  /// The short month and weekday names of every grid's labels, made once:
  /// a closure made per grid copied the whole catalog into it.
  private let monthName: @Sendable (Int) -> String
  private let weekdayShortName: @Sendable (Int) -> String

  /// `firstDate`: the earliest day a grid is likely to show (the first
  /// habit's start); other days are labelled too, only less quickly.
  public init(
    catalog: MessageCatalog, direction: TextDirection, firstWeekday: Int, today: LocalDate,
    firstDate: LocalDate? = nil
  ) {
    self.catalog = catalog
    self.phrasing = ReadPhrasing(catalog: catalog)
    self.direction = direction
    self.firstWeekday = firstWeekday
    self.today = today
    // The trailing grid reaches 54 weeks back; the first habit's start at
    // most ~130 years (dates are 1970–2100).
    let earliest = min(firstDate ?? today, today.adding(days: -54 * 7))
    self.labeler = CellLabeler(
      phrasing: phrasing, dates: max(earliest, today.adding(days: -50_000))...today.adding(days: 7))
    let calendar = catalog.calendar
    self.monthName = { calendar.month($0, .short) }
    self.weekdayShortName = { calendar.weekdayLabel($0) }
  }

  /// One drawn grid: its HTML, the layout behind it (for the numbers a
  /// theme shows beside it) and its accessible title.
  public struct Drawn: Sendable {
    public let layout: GridLayout
    public let title: String
    public let text: GridText
    /// The grid's HTML as UTF-8: a page rendered into bytes takes it as it
    /// is, with no `String` checking it again.
    public let htmlBytes: [UInt8]

    /// The grid's HTML.
    public var html: String { String(decoding: htmlBytes, as: UTF8.self) }
  }

  /// The trailing-53-week grid of a window, ending today; a window that
  /// started later starts at its first week, not 53 weeks of dots.
  /// `notes`: the window's notes, each ending its day's label.
  public func trailing(
    _ days: WindowDays, kind: HabitKind, decimals: Int = 0, name: String,
    notes: DayNotes = DayNotes()
  ) -> Drawn {
    let layout = GridLayout.trailingWeeks(
      days, today: today, firstWeekday: firstWeekday, fromStart: true)
    let title =
      startsLate(layout).map {
        catalog.format(
          .pageGridSinceWeek, ["title": .text(catalog.isolated(name)), "date": .date($0)])
      } ?? catalog.format(.pageGridTrailing, ["title": .text(catalog.isolated(name))])
    return draw(layout, kind: kind, decimals: decimals, notes: notes, title: title)
  }

  /// The first day of a trailing grid that starts after the usual 53
  /// weeks (a young window's first week), or nil.
  public func startsLate(_ layout: GridLayout) -> LocalDate? {
    guard let first = layout.range?.lowerBound,
      first > GridLayout.trailingStart(today: today, firstWeekday: firstWeekday)
    else { return nil }
    return first
  }

  /// One whole calendar year of a window (1 January to 31 December, from
  /// its start when it started that year); nil when it holds none of it.
  public func year(
    _ year: Int, _ days: WindowDays, kind: HabitKind, decimals: Int = 0, name: String,
    notes: DayNotes = DayNotes()
  ) -> Drawn? {
    guard
      let layout = GridLayout.calendarYear(
        year, days: days, today: today, firstWeekday: firstWeekday)
    else { return nil }
    let title = catalog.format(
      .pageGridYear, ["title": .text(catalog.isolated(name)), "year": .number(year)])
    return draw(layout, kind: kind, decimals: decimals, notes: notes, title: title)
  }

  /// The strip of a window: the 21 days its read counts and today.
  public func strip(
    _ days: WindowDays, kind: HabitKind, decimals: Int = 0, name: String,
    notes: DayNotes = DayNotes()
  ) -> Drawn {
    draw(
      GridLayout.strip(days, today: today), kind: kind, decimals: decimals, notes: notes,
      title: catalog.format(.pageGridStrip, ["title": .text(catalog.isolated(name))]))
  }

  /// A window's days of a report period through `through` (its last
  /// counted day), as `shape` says (`ReportPeriod.Unit.daysDrawing`): a
  /// strip (a week's 7 days) or halves (a month's days in two rows; weeks,
  /// a calendar, are drawn for no period page), titled with the
  /// period's heading `periodName`. A period's grid is drawn as HTML only,
  /// which shows no description, so it formats none (its text's
  /// `description` is its title): formatting one a grid, two dates and
  /// three numbers, was ~4% of a site's render. A grid drawn in a table's
  /// row (`inNamedRow`) has no title of its own: the row's head names the
  /// window and the page the period, and a group name said both again on
  /// each of a month's 200 rows. The grid's HTML as UTF-8 bytes: the page
  /// renders it into bytes (`MustacheValue.bytes`), and a `String` of it
  /// would check every byte again.
  public func period(
    _ days: WindowDays, kind: HabitKind, decimals: Int = 0, name: String,
    notes: DayNotes = DayNotes(), period: ReportPeriod, through: LocalDate, periodName: String,
    shape: GridLayout.Shape, inNamedRow: Bool = false
  ) -> [UInt8] {
    let run = GridDay.run(days, from: period.first, through: max(period.first, through))
    let layout: GridLayout
    switch shape {
    case .strip, .halves: layout = GridLayout(days: run, shape: shape, today: today)
    case .weeks: layout = GridLayout(days: run, firstWeekday: firstWeekday, today: today)
    }
    let title = periodTitle(name: name, periodName: periodName, inNamedRow: inNamedRow)
    let text = self.text(
      layout, kind: kind, decimals: decimals, notes: notes, title: title, describes: false)
    return HTMLGrid.bytes(layout, text: text)
  }

  /// A window's grid of a period titled "Water: October 2026" (the
  /// window's `name`, the period's heading `periodName`), or untitled in a
  /// table's row (`inNamedRow`), whose head and page say both.
  func periodTitle(name: String, periodName: String, inNamedRow: Bool) -> String {
    guard !inNamedRow else { return "" }
    return catalog.format(
      .pageGridPeriod,
      ["title": .text(catalog.isolated(name)), "period": .text(catalog.isolated(periodName))])
  }

  /// An aggregate strip (a group's, or every active habit's): each
  /// cell says how many of the windows due that day were done.
  public func aggregateStrip(_ aggregate: [AggregateDay], name: String) -> Drawn {
    let title = catalog.format(.pageGridStrip, ["title": .text(catalog.isolated(name))])
    return drawAggregate(GridLayout.strip(aggregate), title: title)
  }

  /// An all-habits heatmap: the days as weeks (the week's first day on
  /// top, today at the trailing edge), each cell saying how many of the
  /// windows due that day were done, as the aggregate strip's cells do.
  public func heatmap(_ days: [AggregateDay], title: String) -> Drawn {
    let layout = GridLayout(
      days: days.map(GridDay.init), firstWeekday: firstWeekday, today: today)
    return drawAggregate(layout, title: title)
  }

  /// A period's days over every habit, for its archive's line: a week's
  /// 7 days as a strip, a month's as its calendar of weeks; each cell
  /// says how many of the windows due that day were done.
  public func periodAggregate(_ days: [AggregateDay], unit: ReportPeriod.Unit, title: String)
    -> Drawn
  {
    let run = days.map(GridDay.init)
    switch unit.policy.daysDrawing {
    case .strip:
      return drawAggregate(GridLayout(days: run, shape: .strip, today: today), title: title)
    case .halves, .monthRow:
      return drawAggregate(
        GridLayout(days: run, firstWeekday: firstWeekday, today: today), title: title)
    }
  }

  private func drawAggregate(_ layout: GridLayout, title: String) -> Drawn {
    let catalog = self.catalog
    let phrasing = self.phrasing
    let labels = CellLabels { date, state, complete, due in
      due > 0
        ? catalog.format(
          .pageAggregateCell,
          ["date": .date(date), "complete": .number(complete), "due": .number(due)])
        : phrasing.cellLabel(date: date, state: state, amount: 0, target: 0, kind: .binary)
    }
    let text = gridText(title: title, layout: layout, cellLabels: labels)
    return Drawn(
      layout: layout, title: title, text: text, htmlBytes: HTMLGrid.bytes(layout, text: text))
  }

  /// The standalone SVG of a drawn grid, mirrored in right-to-left.
  public func svg(_ drawn: Drawn) -> String {
    SVGGrid.render(
      drawn.layout, text: drawn.text,
      direction: direction == .rightToLeft ? .rightToLeft : .leftToRight)
  }

  /// The standalone SVG of a drawn grid as UTF-8, mirrored in right-to-left.
  func svgBytes(_ drawn: Drawn) -> [UInt8] {
    SVGGrid.bytes(
      drawn.layout, text: drawn.text,
      direction: direction == .rightToLeft ? .rightToLeft : .leftToRight)
  }

  /// `describes`: whether the text gets its description (an SVG's
  /// `<desc>`), else the title stands for it.
  private func draw(
    _ layout: GridLayout, kind: HabitKind, decimals: Int, notes: DayNotes, title: String,
    describes: Bool = true
  ) -> Drawn {
    let text = self.text(
      layout, kind: kind, decimals: decimals, notes: notes, title: title, describes: describes)
    return Drawn(
      layout: layout, title: title, text: text, htmlBytes: HTMLGrid.bytes(layout, text: text))
  }

  /// The words of a habit's grid: its cells' labels (with their days'
  /// notes), title and description.
  private func text(
    _ layout: GridLayout, kind: HabitKind, decimals: Int, notes: DayNotes, title: String,
    describes: Bool
  ) -> GridText {
    let cellNotes =
      notes.isEmpty ? CellNotes() : CellNotes(notes, within: layout.range, catalog: catalog)
    return gridText(
      title: title, layout: layout,
      cellLabels: CellLabels(labeler, kind: kind, decimals: decimals, notes: cellNotes),
      describes: describes)
  }

  /// The widest grid that fits any screen: a month's calendar.
  static let columnsThatNeverScroll = 8

  /// `describes`: whether the text gets its description ("1 Nov 2026 to
  /// 7 Nov 2026. Complete: 5, partly done: 0, missed: 2."), else the title
  /// stands for it.
  private func gridText(
    title: String, layout: GridLayout, cellLabels: CellLabels, describes: Bool = true
  ) -> GridText {
    var description = title
    if describes, let range = layout.range {
      let counts = layout.countsByPosition
      description = catalog.format(
        .pageGridDescription,
        [
          "from": .date(range.lowerBound), "to": .date(range.upperBound),
          "complete": .number(counts[DayState.complete.position]),
          "partial": .number(
            counts[DayState.partialLow.position] + counts[DayState.partialHigh.position]),
          "missed": .number(counts[DayState.missed.position]),
        ])
    }
    var text = GridText(
      title: title, description: description, cellLabels: cellLabels,
      monthName: monthName, weekdayShortName: weekdayShortName)
    // A month's calendar (at most 6 weeks) never scrolls: no hint of
    // earlier weeks under it, even where the stylesheet cannot tell.
    if layout.columns > Self.columnsThatNeverScroll {
      text.scrollHint = catalog.format(.pageGridScrollHint)
    }
    return text
  }
}
