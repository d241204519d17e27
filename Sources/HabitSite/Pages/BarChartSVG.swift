import HabitCore

/// The pieces the habit page's bar charts share (`WeekdayChart`,
/// `WeeklyAmountsChart`, `HourChart`, `LifeMonthsChart`): the `<svg>`
/// opening with its title and description, the bars, their tracks and the
/// tick under them.
/// Every chart writes them the same way, so one change of a colour or an
/// attribute reaches all of them.
enum BarChartSVG {
  /// The opening `<svg>` element of class `name`, labelled by its title and
  /// description (`<id>-title`, `<id>-desc`), each line ending in a line
  /// feed. `title` and `description` are escaped here.
  static func opening(
    class name: String, id: String, width: Int, height: Int, title: String, description: String
  ) -> String {
    var svg = "<svg class=\"\(name)\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\""
    svg += " height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\""
    svg += " aria-labelledby=\"\(id)-title \(id)-desc\">\n"
    svg += "<title id=\"\(id)-title\">\(Escape.xml(title))</title>\n"
    svg += "<desc id=\"\(id)-desc\">\(Escape.xml(description))</desc>\n"
    return svg
  }

  /// The opening `<svg>` of a chart as wide as its box (`width` such as
  /// "100%", no viewBox, so its text keeps its size): x coordinates inside
  /// are percents.
  static func opening(
    class name: String, id: String, width: String, height: Int, title: String,
    description: String
  ) -> String {
    var svg = "<svg class=\"\(name)\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\""
    svg += " height=\"\(height)\" role=\"img\""
    svg += " aria-labelledby=\"\(id)-title \(id)-desc\">\n"
    svg += "<title id=\"\(id)-title\">\(Escape.xml(title))</title>\n"
    svg += "<desc id=\"\(id)-desc\">\(Escape.xml(description))</desc>\n"
    return svg
  }

  /// The height in px of a bar showing `share` in a track of `track` px:
  /// drawn to the track's own scale, so 75 % fills three quarters of it and
  /// no bar passes its track; 0 when nothing was due, and at least 2 px for
  /// any success.
  static func height(_ share: Ratio, track: Int) -> Int {
    guard let fraction = share.fraction else { return 0 }
    let height = Int((min(1, fraction) * Double(track)).rounded())
    return share.part > 0 ? max(2, height) : height
  }

  /// The full-height track behind a bar (x and width in px or `Percent`).
  static func track(
    x: some CustomStringConvertible, y: Int, width: some CustomStringConvertible, height: Int
  ) -> String {
    "<rect class=\"bar-track\" x=\"\(x)\" y=\"\(y)\" width=\"\(width)\""
      + " height=\"\(height)\" rx=\"3\" fill=\"#e7ebe5\"/>"
  }

  /// A bar of `height` standing on `base`; nothing when it is 0.
  static func bar(
    x: some CustomStringConvertible, base: Int, width: some CustomStringConvertible, height: Int,
    radius: Int = 3
  ) -> String {
    guard height > 0 else { return "" }
    return "<rect class=\"bar\" x=\"\(x)\" y=\"\(base - height)\" width=\"\(width)\""
      + " height=\"\(height)\" rx=\"\(radius)\" fill=\"#2f7d52\"/>"
  }

  /// The tick label centred under a bar of `width` at `x` (hidden from
  /// screen readers: the bar's own title says it). `text` is escaped here.
  static func tick(_ text: String, x: Int, base: Int, width: Int) -> String {
    "<text x=\"\(x + width / 2)\" y=\"\(base + 15)\" text-anchor=\"middle\""
      + " font-size=\"11\" fill=\"#5f6b64\" aria-hidden=\"true\">"
      + Escape.xml(text) + "</text>"
  }

  /// A line of text of `class` centred on `x` (hidden from screen readers:
  /// the bar's own title says it). `text` is escaped here.
  static func text(_ text: String, class name: String, x: Percent, y: Int) -> String {
    "<text class=\"\(name)\" x=\"\(x)\" y=\"\(y)\" text-anchor=\"middle\""
      + " font-size=\"12\" fill=\"#5f6b64\" aria-hidden=\"true\">"
      + Escape.xml(text) + "</text>"
  }
}
