/// JUnit XML for CI systems: one `testcase` per recording, failures with their diff.
enum JUnitReport {
    static func xml(_ results: [TestCaseResult]) -> String {
        let failures = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .error }.count
        let skipped = results.filter { $0.status == .skipped }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites>\n  <testsuite name=\"touchstone\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
        for result in results {
            xml += "    <testcase classname=\"touchstone\" name=\"\(escape(result.file))\""
            switch result.status {
            case .passed:
                xml += "/>\n"
            case .skipped:
                xml += ">\n      <skipped message=\"\(escape(result.details.joined(separator: "; ")))\"/>\n    </testcase>\n"
            case .failed, .error:
                let tag = result.status == .failed ? "failure" : "error"
                let message = result.details.first ?? "failed"
                xml += ">\n      <\(tag) message=\"\(escape(message))\">\(escape(result.details.joined(separator: "\n")))</\(tag)>\n    </testcase>\n"
            }
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }
}
