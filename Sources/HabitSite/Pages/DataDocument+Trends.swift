import HabitCore

extension DataDocument {
  /// A window's `months`, `hours`, `usualHours` and `inWindow` members
  /// (DESIGN.md §5), written after `lifetime`.
  static func trends(_ window: WindowEvaluation, into json: inout CompactJSONBytes) {
    json.key("months")
    json.open("{")
    for month in window.months {
      json.key(text: month.isoMonth)
      json.open("{")
      json.member("due", month.due)
      json.member("complete", month.complete)
      json.member("partial", month.partial)
      json.member("missed", month.missed)
      json.member("extra", month.extra)
      json.close("}")
    }
    json.close("}")
    json.key("hours")
    if let counts = window.hours.counts {
      json.open("[")
      for count in counts {
        json.element()
        json.integer(count)
      }
      json.close("]")
    } else {
      json.output.append("null")
    }
    json.key("usualHours")
    if let usual = window.hours.usual {
      json.open("{")
      json.member("from", usual.from)
      json.member("to", usual.to)
      json.member("days", usual.days)
      json.member("of", usual.of)
      json.close("}")
    } else {
      json.output.append("null")
    }
    json.key("inWindow")
    if let inside = window.hours.inWindow {
      json.open("{")
      json.member("days", inside.part)
      json.member("of", inside.whole)
      json.close("}")
    } else {
      json.output.append("null")
    }
  }

  /// `read.ninety`: the 90 days before today and the 90 before those.
  static func ninety(_ read: NinetyDayRead?, into json: inout CompactJSONBytes) {
    json.key("ninety")
    guard let read else {
      json.output.append("null")
      return
    }
    json.open("{")
    json.member("due", read.due)
    json.member("complete", read.complete)
    json.member("previousDue", read.previousDue)
    json.member("previousComplete", read.previousComplete)
    json.close("}")
  }
}
