import Testing
import TouchstoneCore

@Suite struct JSONQuotingTests {
    @Test func quotesAndEscapesWhatJSONRequires() {
        #expect("plain".jsonQuoted == "\"plain\"")
        #expect("".jsonQuoted == "\"\"")
        #expect("say \"hi\" \\ there".jsonQuoted == "\"say \\\"hi\\\" \\\\ there\"")
        #expect("a\nb\rc\td".jsonQuoted == "\"a\\nb\\rc\\td\"")
        #expect("bell\u{07}nul\u{00}esc\u{1F}".jsonQuoted == "\"bell\\u0007nul\\u0000esc\\u001f\"")
        #expect("ü → ✓ '<&>' \u{7F}".jsonQuoted == "\"ü → ✓ '<&>' \u{7F}\"")
    }
}
