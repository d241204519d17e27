/// CLDR's number symbols and calendar formats for one catalog language,
/// generated from babel's CLDR data into `CLDRFormats+Data.swift` by
/// `Scripts/generate-cldr-formats.py`. A catalog takes whatever it does not
/// write itself from here, so French writes "2,5" and "12 345" and Urdu's
/// extended Arabic-Indic digits take "٫" without a catalog having to know.
public struct CLDRFormats: Hashable, Sendable {
  /// The numbering system CLDR makes the language's default.
  public var defaultDigits: DigitSystem
  /// The symbols of each numbering system the catalogs use.
  public var symbols: [DigitSystem: NumberSymbols]
  /// Around a percent's digits; a `%` in them is the system's percent sign.
  public var percentPrefix: String
  public var percentSuffix: String
  /// Seven names each, Monday first (CLDR's format context).
  public var weekdaysShort: [String]
  public var weekdaysLong: [String]
  /// Twelve names each, January first.
  public var monthsShort: [String]
  public var monthsLong: [String]
  /// Each `DateStyle` in the catalogs' placeholder syntax.
  public var datePatterns: [DateStyle: String]
  /// The first half of a range of dates, by the largest field that differs
  /// between its ends (CLDR's interval formats): "16" in "du 16 au 22
  /// novembre 2026", "30 novembre" when the month differs too.
  public var rangeStartPatterns: [DateRangeDifference: String]

  /// The formats of `locale`'s language (`fr-CA` takes `fr`'s), or nil
  /// when the generated table has none.
  public static func forLocale(_ locale: String) -> CLDRFormats? {
    let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first
    return language.flatMap { languages[$0.lowercased()] }
  }

  /// The symbols of `digits`, CLDR's Latin ones when the table lacks it.
  public func numberSymbols(_ digits: DigitSystem) -> NumberSymbols {
    symbols[digits] ?? symbols[.latin] ?? NumberSymbols(decimal: ".", group: ",", percent: "%")
  }
}

/// A numbering system's decimal separator, group separator and percent
/// sign in one language (CLDR's `symbols-numberSystem-…`).
public struct NumberSymbols: Hashable, Sendable {
  public var decimal: String
  public var group: String
  public var percent: String

  public init(decimal: String, group: String, percent: String) {
    self.decimal = decimal
    self.group = group
    self.percent = percent
  }
}

/// The largest calendar field that differs between the two ends of a range
/// of dates, which picks how much of the first end a range writes.
public enum DateRangeDifference: String, CaseIterable, Hashable, Sendable {
  case day, month, year

  /// The difference between `from` and `to`, given as (year, month, day).
  init(from: (Int, Int, Int), to: (Int, Int, Int)) {
    if from.0 != to.0 {
      self = .year
    } else if from.1 != to.1 {
      self = .month
    } else {
      self = .day
    }
  }
}
