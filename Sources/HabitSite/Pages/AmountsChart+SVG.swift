extension AmountsChart {
  /// The chart with each bar's title from `labels` (`barWords()`' labels),
  /// ending in a line feed.
  func svg(title: String, description: String, labels: [String]) -> String {
    let id = "\(period.idPrefix)-\(index + 1)"
    var svg = Markup(.xml, capacity: 16_384)
    BarChartSVG.opening(
      class: period.chartClass, id: id, width: width, height: height, title: title,
      description: description, into: &svg)
    let base = Self.padding + Self.barHeight
    let barWidth = period.barWidth
    var targetPath = ""
    for (index, bar) in bars.enumerated() {
      let x = x(index)
      svg.start("g")
      svg.attribute("class", period.barClass)
      svg.attribute(period.dateAttribute, period.dateValue(bar.start))
      svg.attribute("data-amount", bar.amount)
      svg.attribute("data-target", bar.target)
      svg.endStart()
      svg.element("title", text: labels[index])
      if period.drawsTrack {
        BarChartSVG.track(
          x: x, y: Self.padding, width: barWidth, height: Self.barHeight, into: &svg)
      }
      BarChartSVG.bar(
        x: x, base: base, width: barWidth, height: height(bar.amount), radius: period.radius,
        into: &svg)
      if let month = period.tickMonth(bar.start) {
        BarChartSVG.tick(
          catalog.calendar.month(month, .short), x: x, base: base, width: barWidth, into: &svg)
      }
      svg.end("g")
      svg.raw("\n")
      if bar.target > 0 {
        let y = base - height(bar.target)
        if period.targetSpansSlot {
          // The target spans the period's whole slot, so periods join
          // into a line.
          let left = x - (direction == .rightToLeft ? period.gap : 0)
          targetPath += "M\(left) \(y)h\(step)"
        } else {
          targetPath += "M\(x) \(y)h\(barWidth)"
        }
      }
    }
    BarChartSVG.targetLine(targetPath, into: &svg)
    svg.end("svg")
    svg.raw("\n")
    return svg.output
  }
}
