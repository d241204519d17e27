/// The README written into every site folder. The repository tracks the same
/// text as `site/README.md`, so building into the default `site/` leaves the
/// working tree clean.
public enum SiteReadme {
  public static let path = "README.md"
  public static let text = """
    # Output folder

    `habit-report build` writes the site here by default. Everything in this folder except this README is generated and ignored by git.

    """
}
