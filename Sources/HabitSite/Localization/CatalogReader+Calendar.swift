import HabitJSON

extension CatalogReader {
  /// The names and date patterns: the file's, else the fallback's, else
  /// CLDR's for the locale (`cldr`); a complete file without CLDR data must
  /// give them all.
  func calendar(fallback: CalendarNames?, cldr: CLDRFormats?) throws(MessageCatalogError)
    -> CalendarNames
  {
    let required = complete && cldr == nil
    let weekdaysShort =
      try names("weekdays", "short", count: 7, required: required) ?? fallback?.weekdaysShort
      ?? cldr?.weekdaysShort
    let weekdaysLong =
      try names("weekdays", "long", count: 7, required: required) ?? fallback?.weekdaysLong
      ?? cldr?.weekdaysLong
    let weekdayLabels =
      try names("weekdays", "labels", count: 7, required: false) ?? fallback?.weekdayLabels
    let monthsShort =
      try names("months", "short", count: 12, required: required) ?? fallback?.monthsShort
      ?? cldr?.monthsShort
    let monthsLong =
      try names("months", "long", count: 12, required: required) ?? fallback?.monthsLong
      ?? cldr?.monthsLong
    var patterns = fallback?.patterns ?? [:]
    var rangeStarts = fallback?.rangeStartPatterns ?? [:]
    for (style, text) in cldr?.datePatterns ?? [:] where patterns[style] == nil {
      patterns[style] = try datePattern(text, path: "CLDR date pattern " + style.rawValue)
    }
    for (difference, text) in cldr?.rangeStartPatterns ?? [:] where rangeStarts[difference] == nil {
      rangeStarts[difference] = try datePattern(
        text, path: "CLDR range pattern " + difference.rawValue)
    }
    let dates = try object("dates", required: required)
    try rejectUnknown(
      in: dates ?? JSONObject(), path: "dates", known: DateStyle.allCases.map(\.rawValue))
    for style in DateStyle.allCases {
      let path = "dates." + style.rawValue
      switch dates?[style.rawValue] {
      case .string(let text)?:
        patterns[style] = try datePattern(text, path: path)
      case let other?:
        throw MessageCatalogError(path: path, reason: "expected a string, found \(other.quoted)")
      case nil:
        if required {
          throw MessageCatalogError(path: path, reason: "missing; expected a date pattern")
        }
      }
    }
    guard let weekdaysShort, let weekdaysLong, let monthsShort, let monthsLong else {
      throw MessageCatalogError(path: "", reason: "incomplete message file")
    }
    let firstDay = try string("firstDayOfMonth", required: false) ?? fallback?.firstDayOfMonth
    let dateSpace = try string("dateSpace", required: false) ?? fallback?.dateSpace
    return CalendarNames(
      weekdaysShort: weekdaysShort, weekdaysLong: weekdaysLong, monthsShort: monthsShort,
      monthsLong: monthsLong, patterns: patterns, rangeStartPatterns: rangeStarts,
      firstDayOfMonth: firstDay, weekdayLabels: weekdayLabels, dateSpace: dateSpace)
  }

  /// A date pattern, using only the calendar's placeholders.
  fileprivate func datePattern(_ text: String, path: String) throws(MessageCatalogError)
    -> MessagePattern
  {
    let pattern = try parse(text, path: path)
    for (name, placeholderStyle) in pattern.placeholders {
      guard let styles = CalendarNames.placeholderStyles[name], styles.contains(placeholderStyle)
      else {
        throw MessageCatalogError(
          path: path,
          reason:
            "unknown placeholder \"{\(name)\(placeholderStyle.map { ":" + $0 } ?? "")}\"; "
            + "expected {weekday:short}, {weekday:long}, {day}, {month:short}, "
            + "{month:long} or {year}")
      }
    }
    return pattern
  }

  fileprivate func names(_ key: String, _ width: String, count: Int, required: Bool)
    throws(MessageCatalogError) -> [String]?
  {
    let path = key + "." + width
    guard let object = try object(key, required: required) else { return nil }
    try rejectUnknown(
      in: object, path: key,
      known: key == "weekdays" ? ["short", "long", "labels"] : ["short", "long"])
    switch object[width] {
    case .array(let items)?:
      guard items.count == count else {
        throw MessageCatalogError(
          path: path, reason: "expected \(count) names, found \(items.count)")
      }
      var names: [String] = []
      for (index, item) in items.enumerated() {
        guard case .string(let name) = item, !name.isEmpty else {
          throw MessageCatalogError(
            path: path + "[\(index)]", reason: "expected a non-empty name, found \(item.quoted)")
        }
        names.append(name)
      }
      return names
    case let other?:
      throw MessageCatalogError(
        path: path, reason: "expected an array of \(count) names, found \(other.quoted)")
    case nil:
      if required {
        throw MessageCatalogError(path: path, reason: "missing; expected \(count) names")
      }
      return nil
    }
  }
}
