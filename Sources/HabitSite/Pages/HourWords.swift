/// The clock as a catalog writes it: a time ("06:00", "6 h", "٦:٠٠ ص",
/// "صبح ۶ بجے"), an hour under a chart's tick, and a span of two hours as
/// a sentence says it ("entre 22 h et minuit", "صبح ۶ سے ۸ بجے کے
/// درمیان"). Used by the hour chart and a week page's day sections.
struct HourWords {
  let catalog: MessageCatalog

  /// "06:00" in the catalog's digits and pattern (`page.hours.time`), the
  /// hour given as `arguments` gives it, as the locale writes a time
  /// ("٦:٠٠ ص"); a minute of the day, any day (wrapped to 0–1439).
  func time(minute: Int) -> String {
    let minute = (minute % 1440 + 1440) % 1440
    var arguments = self.arguments(minute / 60)
    arguments["minute"] = .text(twoDigits(minute % 60))
    return catalog.format(.pageHoursTime, arguments)
  }

  /// The label under a tick (`page.hours.tick`), as the locale writes the
  /// hour alone: "06" on 24 hours, "6 h" in French, "٦ ص" on 12.
  func tick(_ hour: Int) -> String {
    catalog.format(.pageHoursTick, arguments(hour))
  }

  /// Two whole hours (0–23) as the locale says a span of them
  /// (`page.hours.between`): "between 05:00 and 07:00", "entre 22 h et
  /// minuit"; when both fall in one part of the day (`page.hours.part`,
  /// not empty) the message may say that part once: "صبح ۶ سے ۸ بجے کے
  /// درمیان", "بين ٦ و٨ ص".
  func between(_ from: Int, _ to: Int) -> String {
    let part = catalog.format(.pageHoursPart, arguments(from))
    let same = !part.isEmpty && part == catalog.format(.pageHoursPart, arguments(to))
    func clock(_ hour: Int) -> String { catalog.numbers.string(hour % 12 == 0 ? 12 : hour % 12) }
    return catalog.format(
      .pageHoursBetween,
      [
        "from": .text(time(minute: from * 60)), "to": .text(time(minute: to * 60)),
        "fromClock": .text(clock(from)), "toClock": .text(clock(to)), "part": .text(part),
        "same": .text(same ? "yes" : "no"),
      ])
  }

  /// An hour as `page.hours.time`, `page.hours.tick` and `page.hours.part`
  /// receive it: on 24 (`hour`, two digits; `h`, a number: "6 h" in
  /// French) and on 12 (`hour12`, 1–12, with `half` "am" or "pm" for a
  /// `select`).
  func arguments(_ hour: Int) -> [String: MessageArgument] {
    [
      "hour": .text(twoDigits(hour)), "h": .number(hour),
      "hour12": .number(hour % 12 == 0 ? 12 : hour % 12), "half": .text(hour < 12 ? "am" : "pm"),
    ]
  }

  private func twoDigits(_ number: Int) -> String {
    catalog.numbers.string(number / 10, grouped: false)
      + catalog.numbers.string(number % 10, grouped: false)
  }
}
