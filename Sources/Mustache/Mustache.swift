/// Mustache templates (https://mustache.github.io): arrives with its own issue.
public enum MustacheModule {}
