import Foundation
import HabitCore

/// Every text a history holds (titles, labels, notes, units) made safe to
/// show, as it is read (DESIGN.md §4): control characters other than tab and
/// line feed, and Unicode noncharacters, are dropped, and a carriage return
/// (alone or before a line feed) becomes a line feed, and the text is put in
/// Unicode Normalization Form C. Each text that lost a
/// character gets a warning naming its record, the characters shown as
/// `\u001b` (never raw). Ids are left as they are: they tie records together
/// and are escaped wherever they are shown.
enum HistoryTextCleaning {
  /// Cleans `history` in place and returns a warning per text changed.
  static func clean(_ history: inout History, file: String) -> [ImportProblem] {
    var warnings: [ImportProblem] = []
    func cleanText(_ text: inout String, _ location: @autoclosure () -> String) {
      guard let (cleaned, dropped) = cleaned(text) else { return }
      text = cleaned
      guard !dropped.isEmpty else { return }
      let shown = dropped.prefix(8).map(VisibleText.escape).joined(separator: ", ")
      let more = dropped.count > 8 ? ", …" : ""
      warnings.append(
        .warning(file, location(), .textCleaned(count: dropped.count, characters: shown + more)))
    }
    func cleanText(_ text: inout String?, _ location: @autoclosure () -> String) {
      guard var value = text else { return }
      guard cleaned(value) != nil else { return }
      cleanText(&value, location())
      text = value
    }
    for index in history.groups.indices {
      let id = history.groups[index].id
      cleanText(&history.groups[index].title, "groups[\(index)] (id \"\(id.prefix(40))\").title")
    }
    for index in history.habits.indices {
      let place = "habits[\(index)] (id \"\(history.habits[index].id.prefix(40))\")"
      cleanText(&history.habits[index].title, place + ".title")
      cleanText(&history.habits[index].notes, place + ".notes")
      cleanText(&history.habits[index].unit, place + ".unit")
      for position in history.habits[index].windows.indices {
        let windowPlace = place + ".windows[\(position)]"
        cleanText(&history.habits[index].windows[position].label, windowPlace + ".label")
        for number in history.habits[index].windows[position].entries.indices
        where history.habits[index].windows[position].entries[number].note != nil {
          cleanText(
            &history.habits[index].windows[position].entries[number].note,
            windowPlace + ".entries[\(number)].note")
        }
      }
    }
    return warnings
  }

  /// `text` cleaned and the code points dropped, or nil when it is clean
  /// already (the usual case, found without copying).
  static func cleaned(_ text: String) -> (text: String, dropped: [Unicode.Scalar])? {
    // Printable ASCII, tab and line feed need no look at the scalars.
    guard text.utf8.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A || $0 >= 0x7F })
    else { return nil }
    guard text.unicodeScalars.contains(where: isForbidden) else {
      // Every text in NFC, as read: a decomposed "Café" (typed on a Mac)
      // is not valid in an SVG or a page, and would sort and slug apart.
      let composed = text.precomposedStringWithCanonicalMapping
      return composed.utf8.elementsEqual(text.utf8) ? nil : (composed, [])
    }
    var output = String.UnicodeScalarView()
    var dropped: [Unicode.Scalar] = []
    var afterReturn = false
    for scalar in text.unicodeScalars {
      defer { afterReturn = scalar == "\r" }
      if scalar == "\r" {
        output.append("\n")
      } else if scalar == "\n" {
        if !afterReturn { output.append(scalar) }
      } else if isForbidden(scalar) {
        dropped.append(scalar)
      } else {
        output.append(scalar)
      }
    }
    return (String(output).precomposedStringWithCanonicalMapping, dropped)
  }

  /// A control character other than tab and line feed (a carriage return
  /// included: it is rewritten), or a noncharacter.
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "\t" || scalar == "\n" { return false }
    return scalar.properties.generalCategory == .control
      || scalar.properties.isNoncharacterCodePoint
  }
}
