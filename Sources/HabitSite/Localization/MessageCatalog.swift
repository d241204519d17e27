import HabitCore

/// A locale's words: its messages, plural rule, digits, direction and
/// calendar names, read from `Templates/messages/<locale>.json` (see
/// `MessageCatalog+Parsing.swift` for the format). Formatting is pure: the
/// same key and arguments always give the same text.
public struct MessageCatalog: Hashable, Sendable {
  /// The BCP 47 locale, such as `en` or `ar`.
  public var locale: String
  public var direction: TextDirection
  public var pluralRule: PluralRule
  public var numbers: NumberFormat
  public var calendar: CalendarNames
  public var messages: [String: Message]

  public init(
    locale: String, direction: TextDirection, pluralRule: PluralRule, numbers: NumberFormat,
    calendar: CalendarNames, messages: [String: Message]
  ) {
    self.locale = locale
    self.direction = direction
    self.pluralRule = pluralRule
    self.numbers = numbers
    self.calendar = calendar
    self.messages = messages
  }

  /// The message `key` with its placeholders filled from `arguments`. A
  /// plural message takes the form of its number argument's category, or
  /// `other` when the file has no such form or the argument is missing;
  /// each inline plural of the form (`{n, plural, …}`) picks its branch
  /// the same way, by its own argument. A
  /// placeholder without an argument stays as `{name}`, and an unknown key
  /// comes back as the key itself, so a gap shows on the page instead of
  /// failing the build. The result is plain text: escape it for its output.
  public func format(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) -> String {
    guard let message = messages[key.name] else { return key.name }
    let pattern: MessagePattern?
    switch message {
    case .text(let text):
      pattern = text
    case .plural(let argument, let forms):
      if case .number(let count) = arguments[argument] {
        pattern = forms[pluralRule.category(for: count)] ?? forms[.other]
      } else if case .decimal(let value, let places) = arguments[argument],
        let whole = NumberFormat.wholeValue(value, places: places)
      {
        pattern = forms[pluralRule.category(for: whole)] ?? forms[.other]
      } else {
        pattern = forms[.other]
      }
    }
    guard let pattern else { return key.name }
    return pattern.render(
      { name, style in
        switch arguments[name] {
        case .number(let value): return numbers.string(value, style: style)
        case .decimal(let value, let places): return numbers.decimal(value, places: places)
        case .text(let value): return value
        case .date(let value):
          if style == Self.rangeStartStyle, case .date(let end) = arguments["to"] {
            return calendar.formatRangeStart(value, to: end, numbers: numbers)
          }
          return format(value, DateStyle.named(style))
        case nil: return nil
        }
      },
      number: { name in
        if case .number(let value) = arguments[name] { return value }
        return nil
      },
      category: pluralRule.category(for:))
  }

  /// The date style `{from:rangeStart}`, for a message whose `{to}` date
  /// ends a range: the start written with only what the end does not
  /// already say ("du {from:rangeStart} au {to:dayMonthYear}" gives "du 16
  /// au 22 novembre 2026"), by CLDR's interval formats.
  public static let rangeStartStyle = "rangeStart"

  /// `number` in the locale's digits, grouped by thousands.
  public func format(_ number: Int) -> String {
    numbers.string(number)
  }

  /// `date` in `style`, from the catalog's names and patterns.
  public func format(_ date: LocalDate, _ style: DateStyle) -> String {
    calendar.format(date, style, numbers: numbers)
  }

  /// `items` joined as the language joins a list: `ui.listSeparator`
  /// between them and `ui.listLastSeparator` before the last ("Run · Walk"
  /// in English, "دوڑ، سیر اور پانی" in Urdu). `escape` is applied to the
  /// separators (Markdown), never to the items.
  public func list(_ items: [String], escape: (String) -> String = { $0 }) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: escape(format(.uiListSeparator)))
      + escape(format(.uiListLastSeparator)) + last
  }

  /// The message of `key`, nil when the catalog has none.
  public func message(_ key: MessageKey) -> Message? {
    messages[key.name]
  }

  /// The keys of `MessageKeys` this catalog has no message for.
  public var missingKeys: [String] {
    MessageKeys.all.filter { messages[$0] == nil }
  }
}
