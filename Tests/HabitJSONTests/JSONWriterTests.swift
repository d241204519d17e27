import HabitJSON
import Testing

struct JSONWriterTests {
  @Test(arguments: [
    ("plain", #""plain""#),
    ("quote \" backslash \\", #""quote \" backslash \\""#),
    ("line\nreturn\rtab\t", #""line\nreturn\rtab\t""#),
    ("\u{01}\u{1F}", #""\u0001\u001f""#),
    ("</script>&", #""\u003c/script\u003e\u0026""#),
    ("\u{2028}\u{2029}", #""\u2028\u2029""#),
    ("قراءة é 😀", "\"قراءة é 😀\""),
  ])
  func escapesStrings(_ text: String, _ expected: String) {
    #expect(JSONWriter(pretty: false).string(.string(text)) == expected)
  }

  @Test func writesCompactAndPrettyInMemberOrder() {
    let value: JSONValue = ["z": 1, "a": [true, nil, 2.5], "e": [:], "l": []]
    #expect(
      JSONWriter(pretty: false).string(value) == #"{"z":1,"a":[true,null,2.5],"e":{},"l":[]}"#)
    #expect(
      JSONWriter().string(value) == """
        {
          "z": 1,
          "a": [
            true,
            null,
            2.5
          ],
          "e": {},
          "l": []
        }

        """)
  }

  @Test(arguments: [
    (8.0, "8"), (0.1, "0.1"), (-2.5, "-2.5"), (1e300, "1e+300"), (Double.nan, "null"),
    (Double.infinity, "null"),
  ])
  func formatsNumbers(_ number: Double, _ expected: String) {
    #expect(JSONWriter.format(number) == expected)
  }

  @Test func roundTripsThroughTheParser() throws {
    let value: JSONValue = [
      "text": "ملاحظة \"quoted\" <b>\n\u{0}",
      "numbers": [0, -7, .integer(Int.max), 0.1, -1.5e-10],
      "nested": ["a": ["b": [["c": nil]]]],
      "flags": [true, false],
    ]
    for pretty in [true, false] {
      let text = JSONWriter(pretty: pretty).string(value)
      #expect(try JSONParser.parse(text) == value)
    }
  }
}
