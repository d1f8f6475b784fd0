import Testing
import TouchstoneCLI

@Suite("Latency accounting for touchstone listen")
struct StreamStatisticsTests {
    @Test func percentilesByNearestRank() {
        var stats = LatencyStatistics()
        for value in 1...100 { stats.add(Int64(value)) }
        #expect(stats.percentile(50) == 50)
        #expect(stats.percentile(99) == 99)
        #expect(stats.percentile(100) == 100)
        #expect(LatencyStatistics().percentile(50) == nil)
    }

    @Test func readsUpdateAndMissedLines() {
        var reader = StreamStatisticsReader()
        reader.observe(#"{"type": "update", "node": "/dev/input/event3", "kernel_time_us": 1000, "send_time_us": 1250, "update": {"phase": "began"}}"#, arrivalTime: 1400)
        reader.observe(#"{"type": "missed", "count": 7}"#, arrivalTime: 1500)
        reader.observe(#"{"type": "hello", "version": 1}"#, arrivalTime: 1600)
        #expect(reader.updates == 1)
        #expect(reader.missed == 7)
        #expect(reader.toSocket.percentile(50) == 250)
        #expect(reader.toClient.percentile(50) == 400)
        #expect(StreamStatisticsReader.humanReadable(#"{"type": "update", "node": "n", "kernel_time_us": 1000, "send_time_us": 1250, "update": {"phase": "began"}}"#)
                == #"+250us {"phase": "began"}"#)
    }
}
