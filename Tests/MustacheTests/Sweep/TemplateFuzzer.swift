/// Seeded random templates for the sweep: fragments of every tag kind,
/// unclosed tags and sections, set-delimiter tags (some broken), runs of
/// deep nesting and text with line ends and characters of several bytes,
/// so case N is the same template on every run.
struct TemplateFuzzer {
  /// A SplitMix64 generator.
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

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
