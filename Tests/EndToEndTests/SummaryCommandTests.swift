import Foundation
import TestSupport
import Testing

/// `habit-report summary` on `examples/export.json`, run as a user would.
@Suite("habit-report summary, end to end")
struct SummaryCommandTests {
  static let base = [
    "summary", "--input",
    CommandRunner.packageRoot.appendingPathComponent("examples/export.json").path, "--today",
    "2026-11-29",
  ]

  @Test("2026-W47 in English")
  func english() throws {
    let result = try CommandRunner.run(Self.base + ["--week", "2026-W47", "--locale", "en"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    // YAML front matter by default, which holds the title: no heading
    // repeats it.
    #expect(
      lines.prefix(8) == [
        "---", "title: \"Week of 16 November 2026\"", "date: 2026-11-22", "week: \"2026-W47\"",
        "slug: \"2026-w47\"", "---", "", "16 – 22 November 2026",
      ])
    for line in [
      "| Habit | Due | Complete | Partly done | Missed |",
      "| Qur'an reading | 7 | 7 | 0 | 0 |",
      "| Morning & evening adhkar (Morning) | 7 | 6 | 1 | 0 |",
      "| Journaling | 7 | 0 | 0 | 7 |",
      "| No social media after 22:00 | 7 | 6 | — | 1 (2 slips) |",
      "| Run | — | 1 of 3 | 0 | — |",
      "| Study | 1 | 0 | 1 | 0 |",
      "Up to Sunday 22 November.",
      "- **Run**: 1 of 3 that week, not met. Met 1 of the last 4 weeks.",
      "- **Sweets**: 4 slips in the last 21 days.",
      "- **Study**: Paused from 17 Nov, with no end date",
    ] {
      #expect(lines.contains(line), "missing: \(line)\n\(result.stdout)")
    }
    // Habits started after the week and archived before it are left out.
    for title in ["Meditation", "Gratitude list", "Floss", "Vitamins"] {
      #expect(!result.stdout.contains(title))
    }
    #expect(!result.stdout.contains("!"))
  }

  @Test(
    "2026-W47 in French and Urdu, from their message files",
    arguments: [
      (
        "fr",
        [
          "title: \"Semaine du 16\u{00A0}novembre\u{00A0}2026\"",
          "Du 16 au 22\u{00A0}novembre\u{00A0}2026",
          "| Run | — | 1 sur 3 | 0 | — |",
        ]
      ),
      (
        "ur",
        [
          "title: \"۱۶\u{00A0}نومبر،\u{00A0}۲۰۲۶ کا ہفتہ\"",
          "۱۶ سے ۲۲\u{00A0}نومبر،\u{00A0}۲۰۲۶ تک",
          "| \u{2068}Run\u{2069} | — | ۳ میں سے ۱ | ۰ | — |",
        ]
      ),
    ])
  func otherLocales(locale: String, lines: [String]) throws {
    let result = try CommandRunner.run(Self.base + ["--week", "2026-W47", "--locale", locale])
    #expect(result.status == 0, "\(result.stderr)")
    for line in lines {
      #expect(result.stdout.contains(line), "missing: \(line)\n\(result.stdout)")
    }
  }

  @Test("2026-W47 in Arabic")
  func arabic() throws {
    let result = try CommandRunner.run(Self.base + ["--week", "2026-W47", "--locale", "ar"])
    #expect(result.status == 0, "\(result.stderr)")
    for line in [
      "title: \"أسبوع ١٦\u{00A0}نوفمبر\u{00A0}٢٠٢٦\"",
      "من ١٦ إلى ٢٢\u{00A0}نوفمبر\u{00A0}٢٠٢٦",
      "| العادة | المقررة | المكتملة | جزئيًا | غير المنجزة |",
      "| \u{2068}Qur'an reading\u{2069} | ٧ | ٧ | ٠ | ٠ |",
      "| \u{2068}No social media after 22:00\u{2069} | ٧ | ٦ | — | ١ (تجاوزان) |",
      "| \u{2068}Sweets\u{2069} | ٧ | ٧ | — | ٠ (لا تجاوزات) |",
      "| \u{2068}Run\u{2069} | — | ١ من ٣ | ٠ | — |",
      "- **\u{2068}Sweets\u{2069}**: سُجّلت ٤ تجاوزات خلال آخر ٢١ يومًا.",
      "- **\u{2068}No social media after 22:00\u{2069}**: سُجّل ١٤ تجاوزًا خلال آخر ٢١ يومًا.",
    ] {
      #expect(result.stdout.contains(line), "missing: \(line)\n\(result.stdout)")
    }
  }

  @Test("without --week: the last complete week before today")
  func defaultWeek() throws {
    let result = try CommandRunner.run(Self.base)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("---\ntitle: \"Week of 16 November 2026\"\n"))
    #expect(result.stdout.contains("\n---\n\n16 – 22 November 2026\n"))
  }

  @Test("a week before every habit's start says nothing was tracked yet")
  func beforeStart() throws {
    let result = try CommandRunner.run(Self.base + ["--week", "2020-W10"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Nothing was tracked yet: the first habit starts on"))
  }

  @Test(
    "bad usage exits 2 and says why",
    arguments: [
      (["--week", "2026-W99"], "'--week' expects an ISO week"),
      (["--week", "2026-47"], "'--week' expects an ISO week"),
      (["--week", "2026-W50"], "after today"),
      (["--month", "2026-13"], "'--month' expects a month as YYYY-MM"),
      (["--month", "2026-1"], "'--month' expects a month as YYYY-MM"),
      (["--year", "26"], "'--year' expects a year as YYYY"),
      (["--year", "2101"], "'--year' expects a year between 1970 and 2100"),
      (["--month", "2026-12"], "month 2026-12 starts on 2026-12-01, after today"),
      (["--year", "2027"], "year 2027 starts on 2027-01-01, after today"),
      (["--month", "2026-10", "--week", "2026-W47"], "cannot be used together"),
      (["--locale", "xx"], "locale 'xx' has no message file messages/xx.json"),
      (["--bogus"], "unknown option '--bogus'"),
      (["--week"], "'--week' needs a value"),
      (["--time-zone", "Mars/Olympus"], "'--time-zone' expects an IANA time zone"),
    ])
  func usage(extra: [String], message: String) throws {
    let result = try CommandRunner.run(Self.base + extra)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test("--month and --year print the period's summary after its front matter")
  func monthAndYear() throws {
    let month = try CommandRunner.run(Self.base + ["--month", "2026-10"])
    #expect(month.status == 0, "\(month.stderr)")
    #expect(month.stderr.isEmpty)
    #expect(
      month.stdout.hasPrefix(
        "---\ntitle: \"October 2026\"\ndate: 2026-10-31\nmonth: \"2026-10\"\nslug: \"2026-10\"\n---\n\n"
          + "1 – 31 October 2026\n"))
    for line in [
      "| Habit | Due | Complete | Partly done | Missed | Done, not due | In all |",
      "| Run | — | 12 | 0 | — | 0 | 3 of 4 weeks |",
      "| Sweets | 31 | 30 | — | 1 | — | 12 slips |",
      "| Study | 22 | 15 | 3 | 4 | 0 | 13 h 55 min |",
      "- **Health**: Done 61 of 68 times due. 3 of 4 periods met.",
    ] {
      #expect(month.stdout.contains(line), "missing: \(line)\n\(month.stdout)")
    }
    let year = try CommandRunner.run(Self.base + ["--year", "2026", "--front-matter", "toml"])
    #expect(year.status == 0, "\(year.stderr)")
    #expect(
      year.stdout.hasPrefix("+++\ntitle = \"Year 2026\"\ndate = 2026-11-29\nyear = \"2026\"\n"))
    #expect(
      year.stdout.contains(
        "This year is still in progress: it is counted through Sunday 29 November."))
  }

  @Test("no --input is bad usage; an unreadable input is bad input")
  func input() throws {
    #expect(try CommandRunner.run(["summary", "--week", "2026-W47"]).status == 2)
    let missing = try CommandRunner.run(["summary", "--input", "/nonexistent/export.json"])
    #expect(missing.status == 1)
  }

  @Test("--help prints the usage and exits 0")
  func help() throws {
    let result = try CommandRunner.run(["summary", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Usage: habit-report summary --input FILE [--week YYYY-Www]"))
  }
}
