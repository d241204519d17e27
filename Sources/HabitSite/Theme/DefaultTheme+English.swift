extension DefaultTheme {
  /// The built-in theme's English (`messages/en.json`): the words of the
  /// warnings `check` prints, which builds no site and has no `--locale`,
  /// and of every command's warnings before a theme is at hand. The
  /// default theme's catalogs are checked by the tests, so this one loads.
  public static let english: MessageCatalog = {
    do {
      return try MessageCatalog(json: files["messages/en.json"] ?? [])
    } catch {
      fatalError("the built-in messages/en.json does not load: \(error)")
    }
  }()
}
