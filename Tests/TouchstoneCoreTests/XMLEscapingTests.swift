import Testing
import TouchstoneCore

@Suite struct XMLEscapingTests {
    @Test func escapesMarkupAndReplacesWhatXMLForbids() {
        #expect("a<b>&\"c'".xmlEscaped == "a&lt;b&gt;&amp;&quot;c&#39;")
        #expect("tab\tline\nreturn\r".xmlEscaped == "tab\tline\nreturn\r")
        #expect("bell\u{07}nul\u{00}".xmlEscaped == "bell\u{FFFD}nul\u{FFFD}")
        #expect("ü → ✓".xmlEscaped == "ü → ✓")
    }
}
