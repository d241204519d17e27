import Foundation
import TestSupport
import Testing

/// Lifetime totals on `examples/export.json`: data.json's `lifetime` of each
/// window follows from its own day states and from the export's entries, and
/// each habit page says the same numbers.
@Suite("Lifetime totals, end to end")
struct LifetimeTotalsTests {
  static let input = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")

  @Test("completions are the complete days; counted amounts are the entries' sum; pages say both")
  func lifetime() throws {
    let folder = try SharedSite.example("en").site
    let data = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("data.json"))) as? [String: Any])
    let export = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: Self.input)) as? [String: Any])
    let exported = try #require(export["habits"] as? [[String: Any]])
    var checkedAmounts = 0
    for habit in try #require(data["habits"] as? [[String: Any]]) {
      let slug = try #require(habit["slug"] as? String)
      let page = try String(
        contentsOf: folder.appendingPathComponent("habits/\(slug)/index.html"), encoding: .utf8)
      let source = exported.first { $0["id"] as? String == habit["id"] as? String }
      for window in try #require(habit["windows"] as? [[String: Any]]) {
        let days = try #require(window["days"] as? [String: String])
        let lifetime = try #require(window["lifetime"] as? [String: Int])
        #expect(Set(lifetime.keys) == ["completions", "amount"])
        let complete = days.values.filter { $0 == "complete" }.count
        #expect(lifetime["completions"] == complete, "\(slug)")
        let noun = complete == 1 ? "day" : "days"
        let verb = habit["kind"] as? String == "avoid" ? "held" : "done"
        let count = complete.formatted(.number.locale(Locale(identifier: "en_US")))
        #expect(
          page.contains("class=\"lifetime\">\(count) \(noun) \(verb) since the start"), "\(slug)")
        // A counted window's amount is the sum of its entries' amounts on the
        // days it holds (the larger of duplicates on one day).
        guard habit["kind"] as? String == "counted",
          let windows = source?["windows"] as? [[String: Any]],
          let exportedWindow = windows.first(where: {
            $0["id"] as? String == window["id"] as? String
          })
        else { continue }
        var byDay: [String: Int] = [:]
        for entry in exportedWindow["entries"] as? [[String: Any]] ?? [] {
          guard let date = entry["date"] as? String, days[date] != nil,
            let amount = entry["amount"] as? Int, entry["skipped"] as? Bool != true
          else { continue }
          byDay[date] = max(byDay[date] ?? 0, amount)
        }
        let sum = byDay.values.reduce(0, +)
        #expect(lifetime["amount"] == sum, "\(slug)")
        #expect(
          page.contains(sum.formatted(.number.locale(Locale(identifier: "en_US")))), "\(slug)")
        checkedAmounts += 1
      }
    }
    #expect(checkedAmounts >= 5)
  }

  @Test("a habit with decimals gives its lifetime amount in its unit, not fixed point")
  func decimalsAmount() throws {
    let out = try SharedSite.built("examples/other-tracker.json").site
    let export = try #require(
      try JSONSerialization.jsonObject(
        with: Data(
          contentsOf: CommandRunner.packageRoot.appendingPathComponent(
            "examples/other-tracker.json"))) as? [String: Any])
    let habit = try #require(
      (export["habits"] as? [[String: Any]])?.first { $0["decimals"] as? Int == 3 })
    let entries = try #require(
      (habit["windows"] as? [[String: Any]])?.first?["entries"] as? [[String: Any]])
    var byDay: [String: Int] = [:]
    for entry in entries where entry["skipped"] as? Bool != true {
      if let date = entry["date"] as? String, let amount = entry["amount"] as? Int {
        byDay[date] = max(byDay[date] ?? 0, amount)
      }
    }
    let millilitres = byDay.values.reduce(0, +)
    #expect(millilitres > 0)
    // The raw text, so 188.2 cannot pass as 188200 or as a rounded 188.
    let data = try String(contentsOf: out.appendingPathComponent("data.json"), encoding: .utf8)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
    let water = try #require(
      (document["habits"] as? [[String: Any]])?.first {
        $0["id"] as? String == habit["id"] as? String
      })
    let lifetime = try #require(
      (water["windows"] as? [[String: Any]])?.first?["lifetime"] as? [String: Any])
    let amount = try #require(lifetime["amount"] as? NSNumber)
    #expect(amount.doubleValue * 1000 == Double(millilitres))
    var litres = "\(millilitres / 1000)"
    if millilitres % 1000 != 0 {
      var fraction = String(String(millilitres % 1000 + 1000).dropFirst())
      while fraction.hasSuffix("0") { fraction.removeLast() }
      litres += "." + fraction
    }
    // `lifetime`'s last member, as data.json writes it (compact).
    #expect(data.contains("\"amount\":\(litres)}"), "expected \(litres) in data.json")
  }
}
