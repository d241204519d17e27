import Foundation
import HabitCore

/// The ids of the Atom feed and its entries: unique to one site, the same on
/// every rebuild.
///
/// - With a base URL, tag URIs (RFC 4151) of its host and path:
///   `tag:example.org,2026-01-05:/habits/weeks` for the feed (dated the
///   history's first day), `tag:example.org,2026-11-22:/habits/weeks/2026-W47`
///   for a week (dated the week's last day). A fresh clone built with the
///   same address gives the same ids.
/// - Without one, `urn:uuid:` ids from the site's own id, a random UUID
///   made once by the caller and kept in the site's marker: the feed's is
///   that UUID, a week's is a UUID (version 8) hashed from it and the week.
///
/// Rendering stays deterministic: the site id is an input, never made here.
public struct FeedIdentity: Hashable, Sendable {
  enum Scheme: Hashable, Sendable {
    case tag(authority: String, path: String, since: String)
    case uuid(String)
    /// Neither a base URL nor a site id (a library caller's build): ids
    /// shared by every such site.
    case unnamed
  }

  let scheme: Scheme

  /// `baseURL` as `SiteOptions` holds it (ending in "/"); `siteID` the
  /// marker's UUID; `firstDay` the history's first day (dates the feed's
  /// tag).
  public init(baseURL: String?, siteID: String?, firstDay: LocalDate?) {
    if let baseURL, let components = URLComponents(string: baseURL),
      let host = (components.encodedHost ?? components.host)?.lowercased(), !host.isEmpty,
      host.unicodeScalars.allSatisfy(Self.isTagAuthority)
    {
      let port = components.port.map { ":\($0)" } ?? ""
      let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
      scheme = .tag(
        authority: host, path: port + (path.hasSuffix("/") ? path : path + "/"),
        since: (firstDay ?? LocalDate(year: 2000, month: 1, day: 1)!).isoString)
    } else if let siteID, UUIDText.isValid(siteID) {
      scheme = .uuid(siteID.lowercased())
    } else {
      scheme = .unnamed
    }
  }

  /// The feed's id.
  public var feed: String {
    switch scheme {
    case .tag(let authority, let path, let since): "tag:\(authority),\(since):\(path)weeks"
    case .uuid(let id): "urn:uuid:\(id)"
    case .unnamed: "urn:habit-report:weeks"
    }
  }

  /// The id of one week's entry.
  public func entry(_ week: ISOWeek) -> String {
    switch scheme {
    case .tag(let authority, let path, _):
      "tag:\(authority),\(week.sunday.isoString):\(path)weeks/\(week)"
    case .uuid(let id): "urn:uuid:\(UUIDText.derived(from: id, name: "week:\(week)"))"
    case .unnamed: "urn:habit-report:week:\(week)"
    }
  }

  /// Letters, digits, "-" and "." (a DNS name, as a tag's authority).
  private static func isTagAuthority(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "0"..."9", "-", ".": true
    default: false
    }
  }
}
