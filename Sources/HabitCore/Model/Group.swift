/// A visual grouping of habits (a routine). Groups never change a state.
public struct Group: Hashable, Sendable {
  public var id: String
  public var title: String
  public var sortOrder: Int
  public var isArchived: Bool

  public init(id: String, title: String, sortOrder: Int = 0, isArchived: Bool = false) {
    self.id = id
    self.title = title
    self.sortOrder = sortOrder
    self.isArchived = isArchived
  }
}
