import HabitCore
import HabitJSON

extension DataDocument {
  /// `data.json` as UTF-8, laid out exactly as `JSONWriter(pretty: false)`
  /// lays out a document (compact: DESIGN fixes its shape, not its
  /// whitespace, and indentation was 42 % of its bytes on 200 habits × 10
  /// years), but written straight from the evaluation with no `JSONValue`
  /// tree (such a history holds 470,000 days).
  public static func bytes(
    _ evaluation: HistoryEvaluation, slugs: [String: String],
    generator: SiteGenerator = SiteGenerator(),
    text: (HabitEvaluation, WindowEvaluation) -> String
  ) -> [UInt8] {
    var all: [UInt8] = []
    write(evaluation, slugs: slugs, generator: generator, text: text) {
      all.append(contentsOf: $0)
    }
    return all
  }

  /// `data.json` as `bytes` gives it, handed to `put` a window at a time,
  /// so the document (hundreds of MB for a million entries, or a year of
  /// long notes) is never whole in memory (`StreamedFile`).
  public static func write(
    _ evaluation: HistoryEvaluation, slugs: [String: String],
    generator: SiteGenerator = SiteGenerator(),
    text: (HabitEvaluation, WindowEvaluation) -> String,
    to put: (UnsafeRawBufferPointer) -> Void
  ) {
    var json = CompactJSONBytes(output: ByteText(capacity: 1 << 20))
    json.open("{")
    json.member("today", evaluation.today.isoString)
    json.key("generator")
    json.open("{")
    json.member("name", generator.name)
    json.member("version", generator.version)
    json.member("commit", generator.commit)
    json.close("}")
    json.key("habits")
    json.open("[")
    for habit in evaluation.habits {
      json.element()
      json.open("{")
      json.member("id", habit.habit.id)
      json.member("title", habit.habit.title)
      json.member("slug", slugs[habit.habit.id] ?? "")
      json.member("kind", habit.habit.kind.rawValue)
      json.key("windows")
      json.open("[")
      for window in habit.windows {
        json.element()
        json.open("{")
        json.member("id", window.window.id)
        json.member("label", window.window.label)
        json.key("days")
        json.days(window.days)
        json.output.drain(put)
        json.key("notes")
        json.notes(window.notes, draining: put)
        json.key("read")
        read(
          window.read, decimals: habit.habit.decimals, text: text(habit, window), into: &json)
        json.key("lifetime")
        lifetime(LifetimeTotals(window.days), decimals: habit.habit.decimals, into: &json)
        trends(window, into: &json)
        amountsAndTargets(window, decimals: habit.habit.decimals, into: &json)
        json.close("}")
        json.output.drain(put)
      }
      json.close("]")
      json.close("}")
    }
    json.close("]")
    json.close("}")
    json.output.append(byte: UInt8(ascii: "\n"))
    json.output.drain(put)
  }

  /// `{ "completions": n, "amount": n }`: complete days since the start,
  /// and the sum of the amounts in the habit's unit (times for binary and
  /// counted windows, minutes for timed ones, slips for habits to avoid).
  /// A habit with `decimals` keeps fixed-point amounts (188.2 L is 188200
  /// with decimals 3); `amount` is written in the unit itself: `188.2`.
  private static func lifetime(
    _ totals: LifetimeTotals, decimals: Int, into json: inout CompactJSONBytes
  ) {
    json.open("{")
    json.member("completions", totals.completions)
    json.key("amount")
    json.fixedPoint(totals.amount, decimals: decimals)
    json.close("}")
  }

  private static func read(
    _ read: WindowRead, decimals: Int, text: String, into json: inout CompactJSONBytes
  ) {
    json.open("{")
    json.member("days", read.days)
    json.member("due", read.due)
    json.member("complete", read.complete)
    json.member("partial", read.partial)
    json.member("missed", read.missed)
    json.key("fatigue")
    json.output.append(read.fatigue ? "true" : "false")
    json.member("suggestedPerWeek", read.suggestedPerWeek)
    json.key("period")
    if let period = read.period {
      json.open("{")
      json.member("unit", period.unit.rawValue)
      json.member("length", period.length)
      json.member("measure", period.measure.rawValue)
      switch period.measure {
      case .days:
        json.member("target", period.target)
        json.member("done", period.done)
      case .amount:
        // In the habit's unit, as every amount is.
        json.key("target")
        json.fixedPoint(period.target, decimals: decimals)
        json.key("done")
        json.fixedPoint(period.done, decimals: decimals)
      }
      json.member("met", period.met)
      json.member("of", period.of)
      json.close("}")
    } else {
      json.output.append("null")
    }
    json.member("slips", read.slips)
    json.member("extra", read.extra)
    json.key("weekdays")
    if let pattern = read.weekdays {
      json.open("[")
      for day in pattern.days {
        json.element()
        json.open("{")
        json.member("weekday", day.weekday)
        json.member("due", day.due)
        json.member("complete", day.complete)
        json.close("}")
      }
      json.close("]")
    } else {
      json.output.append("null")
    }
    ninety(read.ninety, into: &json)
    json.member("text", text)
    json.close("}")
  }
}

/// A streaming writer of the text `JSONWriter(pretty: false)` gives, laid
/// out by the same `JSONLayout`, into bytes.
struct CompactJSONBytes: ~Copyable {
  var output: ByteText
  private var layout = JSONLayout(pretty: false)

  init(output: consuming ByteText) {
    self.output = output
  }

  /// The document written.
  consuming func finish() -> ByteText {
    output
  }

  mutating func open(_ bracket: StaticString) {
    layout.open(bracket, into: &output)
  }

  mutating func close(_ bracket: StaticString) {
    layout.close(bracket, into: &output)
  }

  /// Starts an object member: `"key": `.
  mutating func key(_ key: StaticString) {
    layout.key(plain: key, into: &output)
  }

  /// Starts an object member whose key is input-free text ("2026-03").
  mutating func key(text: String) {
    layout.key(text, into: &output)
  }

  /// Starts an array element.
  mutating func element() {
    layout.element(into: &output)
  }

  /// An object member whose value is a string: `"key": "text"`.
  mutating func member(_ key: StaticString, _ text: String) {
    self.key(key)
    string(text)
  }

  /// An object member whose value is a number or null.
  mutating func member(_ key: StaticString, _ number: Int?) {
    self.key(key)
    integer(number)
  }

  mutating func string(_ text: String) {
    output.appendJSON(quoted: text)
  }

  mutating func integer(_ number: Int?) {
    if let number {
      output.append(decimal: number)
    } else {
      output.append("null")
    }
  }

  /// `value` × 10^-`decimals` as a JSON number with no trailing zeros:
  /// 188200 with 3 decimals is `188.2`, 2000 is `2`, 5 is `0.005`.
  mutating func fixedPoint(_ value: Int, decimals: Int) {
    output.append(fixedPoint: value, decimals: decimals)
  }

  /// `{ "YYYY-MM-DD": "state", … }` for every day of `days`.
  mutating func days(_ days: WindowDays) {
    guard !days.states.isEmpty else {
      output.append("{}")
      return
    }
    output.append(byte: UInt8(ascii: "{"))
    // A comma between members, then each state's tail.
    let tails = Self.stateTails
    var date = ISODayBytes(days.start)
    for (index, state) in days.states.enumerated() {
      if index > 0 {
        date.advance()
        output.append(byte: UInt8(ascii: ","))
      }
      output.append(byte: UInt8(ascii: "\""))
      date.append(to: &output)
      output.append(tails[state.position])
    }
    output.append(byte: UInt8(ascii: "}"))
  }

  /// `{ "YYYY-MM-DD": "text", … }` for the days with a note, in date order.
  mutating func notes(_ notes: DayNotes, draining put: (UnsafeRawBufferPointer) -> Void) {
    open("{")
    for note in notes.notes {
      layout.key(note.date.isoString, into: &output)
      string(note.text)
      // A year of 10,000-byte notes is 20 MB escaped: handed on by the MiB.
      if output.count >= 1 << 20 { output.drain(put) }
    }
    close("}")
  }

  /// `":"<state>"` for each state, by `DayState.position`.
  private static let stateTails: [[UInt8]] = {
    var tails = [[UInt8]](repeating: [], count: DayState.allCases.count)
    for state in DayState.allCases {
      tails[state.position] = Array("\":\"\(state.rawValue)\"".utf8)
    }
    return tails
  }()

}

extension ByteText: JSONTextOutput {
  mutating func appendJSON(_ text: StaticString) {
    append(text)
  }

  mutating func appendJSON(raw text: String) {
    append(text)
  }

  mutating func appendJSON(newlineIndentedBy level: Int) {
    append(byte: UInt8(ascii: "\n"))
    for _ in 0..<level { append("  ") }
  }

  mutating func appendJSON(quoted text: String) {
    var quoted = ""
    JSONWriter.appendQuoted(text, to: &quoted)
    append(quoted)
  }
}
