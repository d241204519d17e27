/// The CLDR plural operands of a number (UTS #35, "Plural Operand Meanings"),
/// which the plural rules are written on: `i` the integer digits of the
/// absolute value, `v`/`w` how many fraction digits it shows with/without
/// trailing zeros, `f`/`t` those fraction digits as a number with/without
/// trailing zeros, and `e` the compact decimal exponent ("1.2c3" is 1200
/// with `e` 3). `n`, the absolute value, is `i` when `isInteger`.
public struct PluralOperands: Hashable, Sendable {
  public var i: UInt64
  public var v: UInt64
  public var w: UInt64
  public var f: UInt64
  public var t: UInt64
  public var e: UInt64

  /// True when the number has no non-zero fraction digit, so that `n == i`.
  public var isInteger: Bool { f == 0 }

  /// The operands of a whole number (its magnitude: CLDR's rules are written
  /// on the absolute value).
  public init(_ number: Int) {
    i = UInt64(number.magnitude)
    v = 0
    w = 0
    f = 0
    t = 0
    e = 0
  }

  /// The operands of a decimal written as in CLDR's samples: optional sign,
  /// digits, an optional fraction ("1.50" keeps its trailing zero: `v` 2,
  /// `f` 50) and an optional exponent `c` or `e` ("1.2c3", at most 18).
  /// Nil for any other text, or when a part does not fit in 18 digits.
  public init?(decimal text: String) {
    var body = Substring(text)
    if body.first == "-" || body.first == "+" { body = body.dropFirst() }
    var exponent: UInt64 = 0
    if let marker = body.firstIndex(where: { $0 == "c" || $0 == "e" }) {
      // A larger exponent could not fit the integer part in 18 digits.
      guard let value = Self.digits(body[body.index(after: marker)...]), value.value <= 18 else {
        return nil
      }
      exponent = value.value
      body = body[..<marker]
    }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, !parts[0].isEmpty else { return nil }
    var fraction = parts.count == 2 ? Array(parts[1]) : []
    guard parts.count == 1 || !fraction.isEmpty else { return nil }
    // The exponent moves fraction digits into the integer part.
    var integer = Array(parts[0])
    var shift = exponent
    while shift > 0 {
      integer.append(fraction.isEmpty ? "0" : fraction.removeFirst())
      shift -= 1
    }
    guard let i = Self.digits(Substring(integer)),
      fraction.isEmpty || Self.digits(Substring(fraction)) != nil
    else { return nil }
    let trimmed = fraction.reversed().drop(while: { $0 == "0" }).reversed()
    self.i = i.value
    v = UInt64(fraction.count)
    w = UInt64(trimmed.count)
    f = Self.digits(Substring(fraction))?.value ?? 0
    t = Self.digits(Substring(trimmed))?.value ?? 0
    e = exponent
  }

  /// The value of a run of 1…18 ASCII digits (leading zeros allowed).
  private static func digits(_ text: Substring) -> (value: UInt64, count: Int)? {
    let significant = text.drop(while: { $0 == "0" })
    guard !text.isEmpty, significant.count <= 18 else { return nil }
    var value: UInt64 = 0
    for character in text {
      guard let digit = character.asciiValue, (48...57).contains(digit) else { return nil }
      value = value &* 10 &+ UInt64(digit - 48)
    }
    return (value, text.count)
  }
}
