import TestSupport

/// Seeded random templates for the sweep: fragments of every tag kind,
/// unclosed tags and sections, set-delimiter tags (some broken), runs of
/// deep nesting and text with line ends and characters of several bytes,
/// so case N is the same template on every run.
struct TemplateFuzzer {
  var random: SweepRandom

  init(state: UInt64) { random = SweepRandom(seed: state) }

  mutating func below(_ bound: Int) -> Int { random.below(bound) }

  static let fragments = [
    "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{#l}}", "{{/l}}", "{{x}}", "{{{x}}}", "{{&x}}",
    "{{.}}", "{{!note}}", "{{>p}}", "{{>missing}}", "{{<p}}", "{{$blk}}", "{{/blk}}", "{{/p}}",
    "{{=<% %>=}}", "<%x%>", "<%={{ }}=%>", "{{=| |=}}", "|x|", "{{= =}}", "{{", "}}", "{{{",
    "{{#", "{{/}}", "{{}}", "text", " ", "  ", "\n", "\r\n", "é", "🙂", "<&>", "{{a.b.c}}",
    "{{>*x}}", "{{#a.b}}", "{{/a.b}}",
  ]

  /// One template of up to `length` pieces.
  mutating func template(length: Int) -> String {
    var pieces: [String] = []
    for _ in 0..<below(length) {
      switch below(20) {
      case 0:
        let depth = 1 + below(150)
        pieces.append(String(repeating: "{{#a}}", count: depth))
        if below(2) == 0 { pieces.append(String(repeating: "{{/a}}", count: depth)) }
      case 1:
        pieces.append(String(repeating: "{{#a}}", count: 1 + below(3)))
      default:
        pieces.append(Self.fragments[below(Self.fragments.count)])
      }
    }
    return pieces.joined()
  }
}
