@testable import TouchstoneRender
import Testing

@Suite struct ContactSheetHighlightTests {
    @Test func theHighlightedTickTakesTheNearestPlace() {
        #expect(ContactSheet.indices(total: 28, count: 8, highlight: nil) == ContactSheet.tickIndices(total: 28, count: 8))
        let even = ContactSheet.tickIndices(total: 28, count: 8)
        #expect(even == [0, 4, 8, 12, 15, 19, 23, 27])
        #expect(ContactSheet.indices(total: 28, count: 8, highlight: 10) == [0, 4, 10, 12, 15, 19, 23, 27])
        #expect(ContactSheet.indices(total: 28, count: 8, highlight: 27) == even)
        #expect(ContactSheet.indices(total: 28, count: 8, highlight: 40) == even)
    }
}
