import Testing

@testable import HabitSite

/// One row per rule of a CSV field (RFC 4180 and OWASP's formula guard).
@Suite("CSV fields")
struct CSVFieldTests {
  @Test(
    "a text field",
    arguments: [
      ("Water", "Water"),
      ("", ""),
      ("a,b", "\"a,b\""),
      ("say \"hi\"", "\"say \"\"hi\"\"\""),
      ("two\nlines", "\"two\nlines\""),
      ("cr\rhere", "\"cr\rhere\""),
      ("=1+1", "'=1+1"),
      ("+1", "'+1"),
      ("-1", "'-1"),
      ("@SUM(A1)", "'@SUM(A1)"),
      ("\tx", "'\tx"),
      ("\rx", "\"'\rx\""),
      ("=HYPERLINK(\"a\",\"b\")", "\"'=HYPERLINK(\"\"a\"\",\"\"b\"\")\""),
      ("a=b", "a=b"),
      ("ماء", "ماء"),
    ])
  func text(input: String, written: String) {
    var bytes = ByteText(capacity: 64)
    bytes.append(csvText: input)
    #expect(bytes.string == written)
  }

  @Test(
    "a fixed-point number: a decimal point, no grouping, no trailing zeros",
    arguments: [
      (2500, 3, "2.5"), (2000, 3, "2"), (5, 3, "0.005"), (1_234_567, 0, "1234567"),
      (-1500, 3, "-1.5"), (0, 2, "0"), (105, 1, "10.5"),
    ])
  func fixedPoint(value: Int, decimals: Int, written: String) {
    var bytes = ByteText(capacity: 64)
    bytes.append(fixedPoint: value, decimals: decimals)
    #expect(bytes.string == written)
  }
}
