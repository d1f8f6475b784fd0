/// A matrix above a report's index (`touchstone compare --report`: recordings x stacks).
extension HTMLReport {
    /// Rows of named cells under column titles; a bad cell is marked red, a bad row listed first.
    public struct Matrix: Sendable {
        /// One row.
        public struct Row: Sendable {
            /// The row's name (a case name: it links to the case's section).
            public var name: String
            /// Cell texts, one per column.
            public var cells: [String]
            /// Which cells are marked.
            public var marked: [Bool]

            /// Creates a row.
            public init(name: String, cells: [String], marked: [Bool]) {
                self.name = name
                self.cells = cells
                self.marked = marked
            }
        }

        /// Column titles (after the name column).
        public var columns: [String]
        /// Rows, in order.
        public var rows: [Row]

        /// Creates a matrix.
        public init(columns: [String], rows: [Row]) {
            self.columns = columns
            self.rows = rows
        }
    }

    /// The matrix as an HTML table; rows with a marked cell first, each name linking to `#case-NAME`.
    func matrixTable(_ matrix: Matrix, anchors: [String: String]) -> String {
        let ordered = matrix.rows.enumerated().sorted { a, b in
            let x = a.element.marked.contains(true), y = b.element.marked.contains(true)
            return x != y ? x : a.offset < b.offset
        }.map(\.element)
        var html = "<div class=\"matrix\"><table class=\"index matrix\"><thead><tr><th>recording</th>"
        for column in matrix.columns { html += "<th>\(Self.escape(column))</th>" }
        html += "</tr></thead><tbody>\n"
        for row in ordered {
            let bad = row.marked.contains(true)
            html += "<tr class=\"\(bad ? "failed" : "passed")\"><td>"
            if let anchor = anchors[row.name] { html += "<a href=\"#\(anchor)\">\(Self.escape(row.name))</a>" } else { html += Self.escape(row.name) }
            html += "</td>"
            for (index, cell) in row.cells.enumerated() {
                let marked = index < row.marked.count && row.marked[index]
                html += marked ? "<td class=\"status\" style=\"color:#c62828\">\(Self.escape(cell))</td>" : "<td>\(Self.escape(cell))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody></table></div>\n"
    }
}
