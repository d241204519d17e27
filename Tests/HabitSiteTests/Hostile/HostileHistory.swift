import HabitCore

/// A history whose every piece of free text — titles, window labels, units,
/// notes, group names, ids — carries one of the strings that break naive
/// escaping, templating, Markdown or paths; and a benign twin of the same
/// shape, whose output shows which elements and attributes are expected.
enum HostileHistory {
  static let strings = [
    "<script>alert(1)</script>",
    "\"><img src=x onerror=alert(1)>",
    "[x](javascript:alert(1))",
    "<a href=\"javascript:alert(1)\">x</a>",
    "{{mustache}} {{{triple}}} {{> partial}} {{=<% %>=}}",
    "../../etc/passwd",
    "..",
    "\u{202E}txt.exe\u{202C} RTL",
    "NUL\u{0}byte",
    "' onclick='alert(1)' x='",
    "]]><!-- --><svg onload=alert(1)>",
  ]

  static let today = LocalDate(iso: "2026-11-29")!

  static func history(hostile: Bool) -> History {
    let text = { (index: Int) in hostile ? strings[index % strings.count] : "Plain \(index)" }
    let start = LocalDate(iso: "2026-09-01")!
    let kinds: [HabitKind] = [.counted, .binary, .timed, .avoid]
    var habits: [Habit] = []
    for index in 0..<strings.count {
      let kind = kinds[index % kinds.count]
      let target = kind == .binary ? 1 : (kind == .avoid ? 0 : 3)
      var entries: [Entry] = []
      for day in stride(from: 0, to: 80, by: 3) {
        entries.append(
          Entry(
            date: start.adding(days: day), target: target,
            amount: kind == .avoid ? day % 2 : min(target, 1 + day % 3)))
      }
      habits.append(
        Habit(
          id: hostile ? "id-\(index)-" + text(index) : "id-\(index)", title: text(index),
          notes: hostile
            ? "\(text(index))\n\n[link](javascript:alert(1)) <a href=\"javascript:alert(1)\">a</a> "
              + "<script>alert(1)</script> ![i](javascript:alert(1))"
            : "Some *notes* \(index).",
          kind: kind,
          schedule: index % 3 == 0 ? .perWeek(3) : .daily,
          pauses: index % 4 == 1
            ? [
              Pause(
                from: LocalDate(iso: "2026-10-10")!, to: LocalDate(iso: "2026-10-14")!,
                reason: .travel)
            ] : [],
          startDate: start, groupId: "G\(index % 2)",
          windows: [
            Window(id: "W\(index)a", label: text(index + 1), target: target, entries: entries),
            Window(id: "W\(index)b", label: text(index + 2), target: target),
          ],
          unit: kind == .counted ? text(index + 3) : nil, sortOrder: index))
    }
    return History(
      settings: HistorySettings(timeZone: "Europe/London"),
      groups: [
        Group(id: "G0", title: text(4), sortOrder: 0),
        Group(id: "G1", title: text(7), sortOrder: 1),
      ],
      habits: habits, engagementDays: [start.adding(days: 5)])
  }
}
