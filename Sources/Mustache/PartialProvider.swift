/// Where partials (`{{>name}}`) and parents (`{{<name}}`) come from.
public protocol PartialProvider: Sendable {
  /// The compiled template called `name`, or `nil` when there is none.
  func template(named name: String) -> Template?
}

extension Dictionary: PartialProvider where Key == String, Value == Template {
  /// The template stored under `name`.
  public func template(named name: String) -> Template? { self[name] }
}
