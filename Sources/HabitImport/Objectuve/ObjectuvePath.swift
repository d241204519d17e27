/// JSON paths as they appear in messages: `data.goals[2].recurrenceType`.
enum ObjectuvePath {
  /// `base.key`, or `key` when the base is empty.
  static func member(_ base: String, _ key: String) -> String {
    base.isEmpty ? key : base + "." + key
  }

  /// `base[index]`.
  static func element(_ base: String, _ index: Int) -> String {
    base + "[" + String(index) + "]"
  }
}
