import TouchstoneCore

/// JUnit XML for CI systems: suites of cases, failures and errors counted as the terminal counts them.
/// `touchstone test` writes one suite per run; `touchstone junit-merge` reads several files back and
/// writes them as one. Names are relative to the collection root, so a file is the same whatever
/// directory the run started from (docs/testing-in-ci.md; the schema is Tests/Fixtures/junit/junit.xsd).
struct JUnitReport: Sendable, Hashable {
    /// One `testcase`.
    struct Case: Sendable, Hashable {
        /// What happened, with the element JUnit uses for it.
        enum Outcome: Sendable, Hashable {
            case passed
            case failure(message: String, type: String, text: String)
            case error(message: String, type: String, text: String)
            case skipped(message: String)
        }
        var classname: String
        var name: String
        /// Seconds.
        var time: Double
        var outcome: Outcome
        /// The replay summary (`system-out`), empty for none.
        var systemOut = ""
    }

    /// One `testsuite`.
    struct Suite: Sendable, Hashable {
        var name: String
        /// Start, `YYYY-MM-DDTHH:MM:SS` UTC.
        var timestamp: String
        var hostname: String
        /// Seconds the suite took.
        var time: Double
        /// Name-value pairs for `<properties>`, in order.
        var properties: [Property] = []
        var cases: [Case]

        var failures: Int { cases.filter { if case .failure = $0.outcome { return true } else { return false } }.count }
        var errors: Int { cases.filter { if case .error = $0.outcome { return true } else { return false } }.count }
        var skipped: Int { cases.filter { if case .skipped = $0.outcome { return true } else { return false } }.count }
    }

    /// One `property`.
    struct Property: Sendable, Hashable {
        var name: String
        var value: String
    }

    /// The suites, in order.
    var suites: [Suite]

    /// The document.
    var xml: String {
        func counts(tests: Int, failures: Int, errors: Int, skipped: Int, time: Double) -> String {
            "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(Self.seconds(time))\""
        }
        let all = suites.flatMap(\.cases)
        let total = counts(tests: all.count, failures: suites.map(\.failures).reduce(0, +), errors: suites.map(\.errors).reduce(0, +),
                           skipped: suites.map(\.skipped).reduce(0, +), time: suites.map(\.time).reduce(0, +))
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(Self.escape(suites.first?.name ?? "touchstone"))\" \(total)>\n"
        for suite in suites {
            let suiteCounts = counts(tests: suite.cases.count, failures: suite.failures, errors: suite.errors,
                                     skipped: suite.skipped, time: suite.time)
            xml += "  <testsuite name=\"\(Self.escape(suite.name))\" \(suiteCounts) timestamp=\"\(Self.escape(suite.timestamp))\" hostname=\"\(Self.escape(suite.hostname))\">\n"
            if !suite.properties.isEmpty {
                xml += "    <properties>\n"
                for property in suite.properties {
                    xml += "      <property name=\"\(Self.escape(property.name))\" value=\"\(Self.escape(property.value))\"/>\n"
                }
                xml += "    </properties>\n"
            }
            for testCase in suite.cases {
                xml += "    <testcase classname=\"\(Self.escape(testCase.classname))\" name=\"\(Self.escape(testCase.name))\" time=\"\(Self.seconds(testCase.time))\">\n"
                switch testCase.outcome {
                case .passed:
                    break
                case let .failure(message, type, text):
                    xml += "      <failure message=\"\(Self.escape(message))\" type=\"\(Self.escape(type))\">\(Self.escape(text))</failure>\n"
                case let .error(message, type, text):
                    xml += "      <error message=\"\(Self.escape(message))\" type=\"\(Self.escape(type))\">\(Self.escape(text))</error>\n"
                case let .skipped(message):
                    xml += "      <skipped message=\"\(Self.escape(message))\"/>\n"
                }
                if !testCase.systemOut.isEmpty {
                    xml += "      <system-out>\(Self.escape(testCase.systemOut))</system-out>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// Seconds with millisecond precision, `0.123`.
    static func seconds(_ value: Double) -> String { fixed(max(0, value), 3) }

    /// `text` escaped for XML (the shared escaper).
    static func escape(_ text: String) -> String { text.xmlEscaped }
}

extension JUnitReport.Case {
    /// A `touchstone test` result as a JUnit case.
    init(_ result: TestCaseResult) {
        let outcome: Outcome
        switch result.status {
        case .passed:
            outcome = .passed
        case .failed:
            let message = result.mismatches.first.map(\.problem.description) ?? "failed"
            outcome = .failure(message: message, type: "expectation", text: result.details.joined(separator: "\n"))
        case .error:
            let message = result.errorMessage ?? "error"
            outcome = .error(message: message, type: "error", text: message)
        case .skipped:
            outcome = .skipped(message: result.errorMessage ?? "skipped")
        }
        self.init(classname: result.testCase.classname, name: result.testCase.name, time: result.duration,
                  outcome: outcome, systemOut: result.output)
    }
}
