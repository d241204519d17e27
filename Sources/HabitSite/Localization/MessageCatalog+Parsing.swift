import HabitCore
import HabitJSON

/// The message file format (`Templates/messages/<locale>.json`):
///
/// ```json
/// {
///   "locale": "ar",
///   "direction": "rtl",
///   "plurals": "ar",
///   "digits": "arab",
///   "groupSeparator": "٬",                      (optional)
///   "weekdays": { "short": [7 names, Monday first], "long": [7 names],
///                 "labels": [7 names beside grids, where short ones do not fit] },  (optional)
///   "months": { "short": [12 names, January first], "long": [12 names] },  (optional)
///   "dates": { "short": "{weekday:short}، {day} {month:short}", "long": …,
///              "dayMonth": …, "dayMonthLong": …, "dayMonthYear": …, "monthYear": … },  (optional)
///   "firstDayOfMonth": "1er",                   (optional)
///   "messages": {
///     "pause.resumes": "متوقفة مؤقتًا — تُستأنف في {date:dayMonth}",
///     "avoid.slips": { "plural": "slips", "zero": …, "one": …, "two": …,
///                      "few": …, "many": …, "other": … }
///   }
/// }
/// ```
///
/// `plurals` names the CLDR language whose plural rules the file follows
/// (any CLDR language: `en`, `fr`, `ar`, `pt-PT`…) and defaults to the
/// locale's language; `digits` is a CLDR numbering system (`latn`, `arab`,
/// `arabext`, `deva`… see `DigitSystem`); `direction` is `ltr` or `rtl`.
/// The separators, percent sign, names and date patterns a file leaves out
/// are CLDR's for its language and digits (`CLDRFormats`, generated); a
/// language without CLDR data in the table must give them all.
/// Placeholders are `{name}` or `{name:style}`: a date argument takes a
/// `DateStyle` (`{date:dayMonth}`), or `{from:rangeStart}` in a message
/// whose `{to}` ends the range; a number may be `{n:plain}` (no grouping),
/// `{n:percent}`, `{n:words}` or `{n:Words}` (spelled out from
/// the optional `numberWords` list, capitalised for the start of a
/// sentence). Any pattern may give another count its own plural inline,
/// `{suggested, plural, one {مرة واحدة} two {مرتين} few {# مرات} other {# مرة}}`
/// (see `PluralChoice`), on a number argument of the key. Every key must be
/// one of `MessageKeys`, using only that key's arguments; a plural message,
/// and each inline plural, must have `other`.
extension MessageCatalog {
  private static let fields = [
    "locale", "direction", "plurals", "digits", "groupSeparator", "numberWords", "weekdays",
    "months", "dates", "firstDayOfMonth", "dateSpace", "messages",
  ]

  /// Reads a catalog from the bytes of a message file. Without `fallback`
  /// the file must be complete: every field and every key of `MessageKeys`.
  /// With one (the built-in catalog, for a user's override file), anything
  /// the file leaves out comes from the fallback, message by message.
  public init(
    json bytes: some Collection<UInt8>, fallback: MessageCatalog? = nil
  ) throws(MessageCatalogError) {
    let document: JSONValue
    do {
      document = Self.cleaned(try JSONParser.parse(bytes))
    } catch {
      throw MessageCatalogError(path: "", reason: "not valid JSON: \(error)")
    }
    guard case .object(let root) = document else {
      throw MessageCatalogError(
        path: "", reason: "expected a JSON object at the top level, found \(document.quoted)")
    }
    let reader = CatalogReader(root: root, complete: fallback == nil)
    try reader.rejectUnknown(in: root, path: "", known: Self.fields)

    let locale = try reader.string("locale") ?? fallback?.locale ?? ""
    guard !locale.isEmpty else {
      throw MessageCatalogError(
        path: "locale", reason: "expected a locale such as \"en\", found \"\"")
    }
    let direction = try reader.choice("direction", TextDirection.self) ?? fallback?.direction
    let cldr = CLDRFormats.forLocale(locale)
    let digits =
      try reader.choice("digits", DigitSystem.self, required: reader.complete && cldr == nil)
      ?? fallback?.numbers.digits ?? cldr?.defaultDigits
    let separator = try reader.string("groupSeparator", required: reader.complete && cldr == nil)
    var pluralRule = try reader.pluralRule()
    if pluralRule == nil, root["locale"] != nil {
      pluralRule = PluralRule(locale: locale)
      if pluralRule == nil {
        throw MessageCatalogError(
          path: "plurals",
          reason: "CLDR has no plural rules for locale \"\(locale)\": add \"plurals\" naming "
            + "a CLDR language whose rules fit, such as \"en\" (one/other) or \"ar\" "
            + "(zero/one/two/few/many/other)")
      }
    }
    guard let direction, let digits,
      let pluralRule = pluralRule ?? fallback?.pluralRule
    else {
      // `CatalogReader` already threw for a missing field of a complete file.
      throw MessageCatalogError(path: "", reason: "incomplete message file")
    }
    let words = try reader.numberWords() ?? fallback?.numbers.words ?? []
    let calendar = try reader.calendar(fallback: fallback?.calendar, cldr: cldr)
    let messages = try reader.messages(fallback: fallback?.messages)
    let numbers: NumberFormat
    if let cldr {
      numbers = NumberFormat(digits: digits, cldr: cldr, groupSeparator: separator, words: words)
    } else if let fallback, separator == nil, fallback.numbers.digits == digits {
      numbers = NumberFormat(
        digits: digits, groupSeparator: fallback.numbers.groupSeparator,
        decimalSeparator: fallback.numbers.decimalSeparator,
        percentPrefix: fallback.numbers.percentPrefix,
        percentSuffix: fallback.numbers.percentSuffix, words: words)
    } else {
      numbers = NumberFormat(
        digits: digits, groupSeparator: separator ?? fallback?.numbers.groupSeparator ?? ",",
        words: words)
    }
    self.init(
      locale: locale, direction: direction, pluralRule: pluralRule,
      numbers: numbers,
      calendar: calendar,
      messages: messages)
  }
}
