import Testing
import TouchstoneCLI
import TouchstoneDaemon
import TouchstoneRecognition

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

    @Test func readsUpdateAndMissedMessages() throws {
        var reader = StreamStatisticsReader()
        let update = GestureUpdate(time: 1000, recognizer: "swipe", kind: .swipe, phase: .began, fingers: 3)
        let updateLine = DaemonMessageCodec.encode(.update(node: "/dev/input/event3", update: update), sendTime: 1250)
        reader.observe(try DaemonMessageCodec.decode(updateLine), arrivalTime: 1400)
        reader.observe(try DaemonMessageCodec.decode(#"{"type": "missed", "count": 7}"#), arrivalTime: 1500)
        reader.observe(try DaemonMessageCodec.decode(#"{"type": "hello", "version": 1, "daemon": "0", "devices": []}"#), arrivalTime: 1600)
        #expect(reader.updates == 1)
        #expect(reader.missed == 7)
        #expect(reader.toSocket.percentile(50) == 250)
        #expect(reader.toClient.percentile(50) == 400)
        let received = try DaemonMessageCodec.decode(updateLine)
        #expect(StreamStatisticsReader.humanReadable(received, line: updateLine) == "+250us " + update.jsonLine())
        #expect(StreamStatisticsReader.humanReadable(try DaemonMessageCodec.decode(#"{"type": "goodbye"}"#), line: "x") == "x")
    }
}
