import Testing

/// The French rows of `LocalizedSiteRulesTests.checks` find what the native
/// read of issue 36 found, and pass the text that replaced it.
@Suite("the French review's checks")
struct FrenchSiteRulesTests {
  @Test("the checks find what the review found")
  func checksCanFail() {
    for text in [
      "dimanche 8 novembre : 6 habitudes faites sur 11",
      "janvier 2026 : 27 fois prévues sur 31 accomplies",
      "Study : En pause depuis le 17 nov., sans date de fin",
      "En pause du 20 au 25 oct.",
      "Sweets : Ces 21 derniers jours\u{00A0}: 3 écarts.",
      "Run : Cette semaine\u{00A0}: 2 sur 3.",
      "Run | 19 sur 42 semaines |",
      "Pour les 5 habitudes prévues les deux années : 81 %",
      "Semaine du 19 octobre 2026 : 1 pages (objectif 4)",
      "sur la dernière période de 1 jours",
      "Sweets\u{00A0}: Ces 21 derniers jours ont compté 3 écarts.",
      "trop soutenu pour cette période\u{00A0}: pourquoi pas quatre fois\u{202F}?",
      "Les jours de chaque habitude pour octobre 2026.",
      "Le plus souvent entre 06:00 et 08:00\u{00A0}: 206 jours sur 298",
      "Dans son créneau (05:00–09:00)\u{00A0}: 48 jours sur 80",
      "Des saisies datées d’après aujourd’hui (25 novembre 2026)",
      "Water\u{00A0}: 3, et 15 autres habitudes",
      "Chaque jour est teinté selon la part des habitudes prévues ce jour-là qui ont été faites",
      "Deep clean\u{00A0}: Ce mois-ci, 3 fois sur 4. Objectif non atteint les 4 derniers mois.",
    ] {
      #expect(!LocalizedSiteRulesTests.findings(text, locale: "fr").isEmpty, "\(text)")
    }
    for text in [
      "dimanche 8 novembre\u{00A0}: 6 fois accomplies sur 11 prévues",
      "janvier 2026\u{00A0}: 27 fois accomplies sur 31 prévues",
      "Study\u{00A0}: En pause depuis le 17 novembre, sans date de fin",
      "Sweets\u{00A0}: Ces 21 derniers jours, 3 écarts ont été notés.",
      "Run\u{00A0}: Cette semaine, 2 fois sur 3. Objectif atteint 1 semaine sur les 4 dernières.",
      "Run | 19 semaines sur 42 | Deep clean | 0 mois sur 1 |",
      "Les 21 derniers jours\nJusqu’au dimanche 22 novembre.",
      "No social media after 22:00, Dans son créneau (de 5\u{00A0}h à 9\u{00A0}h)\u{00A0}: 48 jours sur 80",
      "Le plus souvent entre 6\u{00A0}h et 8\u{00A0}h\u{00A0}: 206 jours sur 298",
      "Les jours de chaque habitude en octobre 2026.", "trop soutenu en ce moment",
      "Des saisies postérieures à aujourd’hui",
      "Objectif non atteint ces 4 derniers mois.",
      "Chaque jour est teinté selon la part de ce qui était prévu ce jour-là et a été fait",
      "Water\u{00A0}: 3 ainsi que 15 autres habitudes",
      "pourquoi pas deux fois\u{202F}?", "1 page, 1 jour, sur la dernière période de 3 jours",
    ] {
      #expect(LocalizedSiteRulesTests.findings(text, locale: "fr").isEmpty, "\(text)")
    }
  }
}
