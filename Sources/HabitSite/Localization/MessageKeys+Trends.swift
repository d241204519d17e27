extension MessageKeys {
  /// The messages of the trends (DESIGN.md §5, "Where it is going"): the
  /// dashboard's rising and falling lines and the habit page's hour chart.
  static let trendArguments: [String: [String: MessageArgumentKind]] = {
    let number = MessageArgumentKind.number
    let text = MessageArgumentKind.text
    let date = MessageArgumentKind.date
    return [
      "page.yearNumbers": ["value": text, "percent": text],
      "page.yearNumbers.amount": ["value": text, "percent": text, "amount": text],
      "page.yearSoFar": ["year": number, "numbers": text],
      "page.weekdays.notDue": [:],
      "page.dayNote.dateYear": ["date": date, "year": number],
      "page.lifeMonths.title": [:],
      "page.lifeMonths.scrollHint": [:],
      "page.lifeMonths.description": ["date": date],
      "page.lifeMonths.descriptionPeriods": ["date": date],
      "page.lifeMonths.descriptionHeld": ["date": date],
      "page.lifeMonths.value": ["complete": number, "due": number],
      "page.lifeMonths.valuePeriods": ["complete": number, "due": number],
      "page.lifeMonths.valueHeld": ["complete": number, "due": number, "slips": number],
      "page.lifeMonths.valueNone": [:],
      "page.lifeMonths.valueNotJudged": [:],
      "page.lifeMonths.bar": ["month": text, "value": text],
      "page.lifeMonths.bestHardest": [
        "best": text, "bestPercent": text, "hardest": text, "hardestPercent": text,
      ],
      "page.lifeMonths.month": [:],
      "page.lifeMonths.numbers": [:],
      "ui.table.share": [:],
      "ui.table.lastShare": [:],
      "ui.table.change": [:],
      "summary.cell.changeUp": ["points": number],
      "summary.cell.changeDown": ["points": number],
      "summary.cell.changeNone": [:],
      "trends.title": [:],
      "trends.description": [:],
      "trends.up": ["name": text, "percent": text, "previous": text],
      "trends.down": ["name": text, "percent": text, "previous": text],
      "page.hours.title": [:],
      "page.hours.description": [:],
      "page.hours.time": [
        "hour": text, "minute": text, "hour12": number, "half": text, "h": number,
      ],
      "page.hours.tick": ["hour": text, "h": number, "hour12": number, "half": text],
      "page.hours.bar": ["hour": text, "days": number],
      "page.hours.part": ["hour": text, "h": number, "hour12": number, "half": text],
      "page.hours.between": [
        "from": text, "to": text, "fromClock": text, "toClock": text, "part": text, "same": text,
      ],
      "page.hours.usual": [
        "from": text, "to": text, "between": text, "days": number, "of": number,
      ],
      "prose.percent": ["percent": number],
      "page.hours.usualTimed": [
        "from": text, "to": text, "between": text, "days": number, "of": number,
      ],
      "page.hours.inWindow": ["days": number, "of": number, "start": text, "end": text],
      "page.hours.hour": [:],
      "page.hours.days": [:],
    ]
  }()
}
