/// "Did you mean": the closest known word to a mistyped one.
public enum Suggestion {
    /// The candidate nearest to `word` by edit distance (a swap of neighbours counts as one edit), if it is
    /// within a third of the word's length (at least 1, at most 3), ties going to the earlier candidate;
    /// else the one candidate the word begins.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = min(3, max(1, word.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        if let best { return best.candidate }
        // A word that begins exactly one candidate (`--device` for `--device-index`).
        let extended = candidates.filter { $0.hasPrefix(word) && word.count >= 3 }
        return extended.count == 1 ? extended[0] : nil
    }

    /// `; did you mean 'X'?` or the empty string.
    public static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions, adjacent transpositions.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
