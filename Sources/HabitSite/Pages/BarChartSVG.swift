import HabitCore

/// The pieces the habit page's bar charts share (`WeekdayChart`,
/// `AmountsChart`, `HourChart`, `LifeMonthsChart`): the `<svg>`
/// opening with its title and description, the bars, their tracks and the
/// tick under them.
/// Every chart writes them the same way, so one change of a colour or an
/// attribute reaches all of them.
enum BarChartSVG {
  /// The opening `<svg>` element of class `name`, labelled by its title and
  /// description (`<id>-title`, `<id>-desc`), each line ending in a line
  /// feed.
  static func opening(
    class name: String, id: String, width: Int, height: Int, title: String, description: String,
    into svg: inout Markup
  ) {
    svg.start("svg")
    svg.attribute("class", name)
    svg.attribute("xmlns", "http://www.w3.org/2000/svg")
    svg.attribute("width", width)
    svg.attribute("height", height)
    svg.attribute("viewBox", "0 0 \(width) \(height)")
    labels(id: id, title: title, description: description, into: &svg)
  }

  /// The opening `<svg>` of a chart as wide as its box (`width` such as
  /// "100%", no viewBox, so its text keeps its size): x coordinates inside
  /// are percents.
  static func opening(
    class name: String, id: String, width: String, height: Int, title: String,
    description: String, into svg: inout Markup
  ) {
    svg.start("svg")
    svg.attribute("class", name)
    svg.attribute("xmlns", "http://www.w3.org/2000/svg")
    svg.attribute("width", width)
    svg.attribute("height", height)
    labels(id: id, title: title, description: description, into: &svg)
  }

  /// The rest of the opening: the role, the labels and the title and
  /// description elements.
  private static func labels(id: String, title: String, description: String, into svg: inout Markup)
  {
    svg.attribute("role", "img")
    svg.attribute("aria-labelledby", id + "-title " + id + "-desc")
    svg.endStart()
    svg.raw("\n")
    svg.start("title")
    svg.attribute("id", id + "-title")
    svg.endStart()
    svg.text(title)
    svg.end("title")
    svg.raw("\n")
    svg.start("desc")
    svg.attribute("id", id + "-desc")
    svg.endStart()
    svg.text(description)
    svg.end("desc")
    svg.raw("\n")
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
    x: some CustomStringConvertible, y: Int, width: some CustomStringConvertible, height: Int,
    into svg: inout Markup
  ) {
    svg.start("rect")
    svg.attribute("class", "bar-track")
    svg.attribute("x", x)
    svg.attribute("y", y)
    svg.attribute("width", width)
    svg.attribute("height", height)
    svg.attribute("rx", 3)
    svg.attribute("fill", "#e7ebe5")
    svg.selfClose()
  }

  /// A bar of `height` standing on `base`; nothing when it is 0.
  static func bar(
    x: some CustomStringConvertible, base: Int, width: some CustomStringConvertible, height: Int,
    radius: Int = 3, into svg: inout Markup
  ) {
    guard height > 0 else { return }
    svg.start("rect")
    svg.attribute("class", "bar")
    svg.attribute("x", x)
    svg.attribute("y", base - height)
    svg.attribute("width", width)
    svg.attribute("height", height)
    svg.attribute("rx", radius)
    svg.attribute("fill", "#2f7d52")
    svg.selfClose()
  }

  /// The tick label centred under a bar of `width` at `x` (hidden from
  /// screen readers: the bar's own title says it).
  static func tick(_ text: String, x: Int, base: Int, width: Int, into svg: inout Markup) {
    label(text, x: x + width / 2, y: base + 15, size: 11, into: &svg)
  }

  /// A line of text of `class` centred on `x` (hidden from screen readers:
  /// the bar's own title says it).
  static func text(_ text: String, class name: String, x: Percent, y: Int, into svg: inout Markup) {
    label(text, class: name, x: x, y: y, size: 12, into: &svg)
  }

  /// A chart's label: `text` centred on `x` at `y`, in the muted colour,
  /// `size` px, of `class` where it has one, and hidden from screen
  /// readers (each bar's own title says it). Every chart's ticks and
  /// values are written by this one function.
  static func label(
    _ text: String, class name: String? = nil, x: some CustomStringConvertible, y: Int,
    size: Int, into svg: inout Markup
  ) {
    svg.start("text")
    if let name { svg.attribute("class", name) }
    svg.attribute("x", x)
    svg.attribute("y", y)
    svg.attribute("text-anchor", "middle")
    svg.attribute("font-size", size)
    svg.attribute("fill", "#5f6b64")
    svg.attribute("aria-hidden", "true")
    svg.endStart()
    svg.text(text)
    svg.end("text")
  }

  /// The target line along the bars (`d`, a path of segments), then a
  /// line feed; nothing for an empty path.
  static func targetLine(_ path: String, into svg: inout Markup) {
    guard !path.isEmpty else { return }
    svg.start("path")
    svg.attribute("class", "target-line")
    svg.attribute("d", path)
    svg.attribute("fill", "none")
    svg.attribute("stroke", "#1f2622")
    svg.attribute("stroke-width", 2)
    svg.attribute("aria-hidden", "true")
    svg.selfClose()
    svg.raw("\n")
  }

  /// The dashed line on the base of a bar with nothing due: no track, so
  /// it never reads as a 0 % bar.
  static func notDue(x: Int, base: Int, width: Int, dash: String, into svg: inout Markup) {
    svg.start("line")
    svg.attribute("class", "not-due")
    svg.attribute("x1", x)
    svg.attribute("y1", base)
    svg.attribute("x2", x + width)
    svg.attribute("y2", base)
    svg.attribute("stroke", "#5f6b64")
    svg.attribute("stroke-dasharray", dash)
    svg.selfClose()
  }
}
