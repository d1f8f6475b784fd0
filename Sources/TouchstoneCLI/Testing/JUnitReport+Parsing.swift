import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension JUnitReport {
    /// Reads a JUnit file (a `<testsuites>` document or a single `<testsuite>`), as written by Touchstone or
    /// another runner. Unknown elements and attributes are ignored.
    /// - Throws: `CommandError` (65) naming the file and line when it is not XML or not JUnit.
    init(xml bytes: Data, file: String) throws(CommandError) {
        let reader = Reader()
        let parser = XMLParser(data: bytes)
        parser.delegate = reader
        guard parser.parse(), reader.problem == nil, reader.depth == 0 else {
            let what = reader.problem ?? parser.parserError.map { "\($0.localizedDescription)" }
                ?? "the document ends inside an element (not well-formed XML)"
            throw CommandError("\(file): line \(parser.lineNumber): \(what); expected JUnit XML (<testsuites> or <testsuite>)",
                               exitCode: .badData)
        }
        guard reader.sawRoot else {
            throw CommandError("\(file): no <testsuites> or <testsuite> element; expected JUnit XML", exitCode: .badData)
        }
        self.init(suites: reader.suites)
    }

    /// A SAX delegate that builds suites and cases.
    private final class Reader: NSObject, XMLParserDelegate {
        var suites: [Suite] = []
        var problem: String?
        var sawRoot = false
        private var suite: Suite?
        private var testCase: Case?
        private var text = ""
        private var problemAttributes: [String: String] = [:]
        private(set) var depth = 0

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            depth += 1
            text = ""
            switch element {
            case "testsuites":
                if depth == 1 { sawRoot = true } else { fail(parser, "<testsuites> inside another element") }
            case "testsuite":
                if depth == 1 { sawRoot = true }
                guard suite == nil else { return fail(parser, "<testsuite> inside another <testsuite>") }
                suite = Suite(name: attributes["name"] ?? "touchstone", timestamp: attributes["timestamp"] ?? "",
                              hostname: attributes["hostname"] ?? "", time: Double(attributes["time"] ?? "") ?? 0, cases: [])
            case "property":
                if let name = attributes["name"] { suite?.properties.append(Property(name: name, value: attributes["value"] ?? "")) }
            case "testcase":
                guard suite != nil else { return fail(parser, "<testcase> outside a <testsuite>") }
                guard let name = attributes["name"] else { return fail(parser, "<testcase> without a name") }
                testCase = Case(classname: attributes["classname"] ?? "", name: name,
                                time: Double(attributes["time"] ?? "") ?? 0, outcome: .passed)
            case "failure", "error", "skipped":
                problemAttributes = attributes
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
            switch element {
            case "testsuite":
                if let suite { suites.append(suite) }
                suite = nil
            case "testcase":
                if let testCase { suite?.cases.append(testCase) }
                testCase = nil
            case "failure":
                testCase?.outcome = .failure(message: problemAttributes["message"] ?? "", type: problemAttributes["type"] ?? "failure", text: text)
            case "error":
                testCase?.outcome = .error(message: problemAttributes["message"] ?? "", type: problemAttributes["type"] ?? "error", text: text)
            case "skipped":
                testCase?.outcome = .skipped(message: problemAttributes["message"] ?? "")
            case "system-out":
                if testCase != nil { testCase?.systemOut = text }
            default:
                break
            }
            text = ""
        }

        private func fail(_ parser: XMLParser, _ message: String) {
            problem = problem ?? message
            parser.abortParsing()
        }
    }
}
