extension MessageKeys {
  /// The messages of a week page's day sections (DESIGN §5 "Any day at a
  /// glance").
  static let dayArguments: [String: [String: MessageArgumentKind]] = {
    let number = MessageArgumentKind.number
    let text = MessageArgumentKind.text
    let date = MessageArgumentKind.date
    return [
      "day.sectionsTitle": [:],
      "day.heading": ["weekday": text, "date": date],
      "day.line.amount": ["state": text, "amount": text],
      "day.line.time": ["state": text, "time": text],
      "day.line.amountTime": ["state": text, "amount": text, "time": text],
      "day.amount": ["amount": number, "target": number],
      "day.amount.unit": ["amount": number, "target": number, "unit": text],
      "day.amount.minutes": ["amount": number, "target": number],
      "day.amount.slips": ["amount": number, "target": number],
      "day.pausedOrSkipped": ["habits": text],
      "day.nothing": [:],
    ]
  }()
}
