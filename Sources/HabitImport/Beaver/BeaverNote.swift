/// The state tags a Beaver note's last line can carry: `#skip` (a skip)
/// and `#_N%` (a partial day, N % done). Other tags (colours, labels) are
/// not states and stay in the note.
struct BeaverNote: Equatable {
  var text: String?
  var isSkip = false
  /// The share done, 0–100, of a partial day.
  var percent: Int?

  init(_ raw: String?) {
    guard let raw else { return }
    var lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let last = lines.removeLast()
    var kept: [Substring] = []
    for word in last.split(separator: " ", omittingEmptySubsequences: true) {
      if word == "#skip" {
        isSkip = true
      } else if word.hasPrefix("#_"), word.hasSuffix("%"),
        let share = Int(word.dropFirst(2).dropLast()), (0...100).contains(share)
      {
        percent = share
      } else {
        kept.append(word)
      }
    }
    let tail = isSkip || percent != nil ? kept.joined(separator: " ") : last
    if !tail.isEmpty { lines.append(tail) }
    let joined = lines.joined(separator: "\n")
    text = joined.allSatisfy(\.isWhitespace) ? nil : joined
  }
}
