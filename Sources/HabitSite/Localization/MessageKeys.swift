/// Every message the site and the summaries use, with the arguments each
/// one takes. A catalog is checked against this list: an unknown key (often
/// a typo in an override file) or a placeholder the key never receives is an
/// error, and a default catalog must hold every key.
public enum MessageKeys {
  private static let number = MessageArgumentKind.number
  private static let text = MessageArgumentKind.text
  private static let date = MessageArgumentKind.date

  /// Key → argument name → kind. A new message is added here and in every
  /// file under `Templates/messages/`.
  public static let arguments: [String: [String: MessageArgumentKind]] = [
    "density.read": ["due": number, "complete": number, "partial": number, "missed": number],
    "density.read.partial": [
      "due": number, "complete": number, "partial": number, "missed": number,
    ],
    "density.none": [:],
    "density.missed": ["missed": number, "due": number],
    "density.fatigue": ["current": number, "suggested": number],
    "period.week": ["done": number, "target": number],
    "period.month": ["done": number, "target": number],
    "period.met.week": ["met": number, "of": number],
    "period.met.month": ["met": number, "of": number],
    "avoid.slips": ["slips": number],
    "avoid.slips.none": [:],
    "realism.newHabits": ["count": number],
    "pause.resumes": ["date": date],
    "pause.open": [:],
    "frequency.daily": [:],
    "frequency.weekdays": [:],
    "frequency.weekends": [:],
    "frequency.days": ["days": text],
    "frequency.everyWeeks": ["every": number, "days": text],
    "frequency.perWeek": ["count": number],
    "frequency.perMonth": ["count": number],
    "frequency.interval.day": ["every": number],
    "frequency.interval.week": ["every": number],
    "frequency.interval.month": ["every": number],
    "frequency.afterLast": ["days": number],
    "today.ratio": ["complete": number, "due": number],
    "today.none": [:],
    "cell.label": ["date": date, "amount": number, "target": number],
    "cell.labelState": ["date": date, "state": text],
    "state.unscheduled": [:],
    "state.paused": [:],
    "state.skipped": [:],
    "state.pending": [:],
    "state.empty": [:],
    "state.missed": [:],
    "state.partialLow": [:],
    "state.partialHigh": [:],
    "state.complete": [:],
    "completion.rate": ["complete": number, "due": number, "date": date],
    "completion.rateNone": ["date": date],
    "consistency.most": [:],
    "consistency.least": [:],
    "ui.today": [:],
    "ui.habits": [:],
    "ui.groups": [:],
    "ui.archived": [:],
    "ui.weeks": [:],
    "ui.notes": [:],
    "ui.pauses": [:],
    "ui.monthly": [:],
    "ui.legend": [:],
    "ui.generated": [:],
    "ui.backToDashboard": [:],
    "ui.summaryTitle": ["week": text],
    "ui.table.habit": [:],
    "ui.table.due": [:],
    "ui.table.complete": [:],
    "ui.table.partial": [:],
    "ui.table.missed": [:],
  ]

  /// Every key, sorted.
  public static var all: [String] { arguments.keys.sorted() }
}
