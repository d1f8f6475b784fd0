import TouchstoneCore

/// Runs rows through Core's `MTDecoder` with times rebased, turning decoder errors into located ones.
enum RebasingDecoder {
    /// Decodes `events` with `offset` subtracted from every time.
    ///
    /// Times that go backwards are reported with the times as written in the file (checked here,
    /// before rebasing, so an event earlier than the first one is not mistaken for a negative time).
    static func decode(_ events: [EvdevEvent], offset: Int64, with decoder: inout MTDecoder,
                       location: (Int) -> RecordingFileLocation) throws(RecordingImportError) -> [TouchFrame] {
        var frames: [TouchFrame] = []
        frames.reserveCapacity(events.count / 4)
        var previous = offset
        for index in events.indices {
            var event = events[index]
            if event.time < previous {
                throw .decoding(location(index), .timeWentBackwards(previous: previous, time: event.time, eventIndex: index))
            }
            previous = event.time
            event.time -= offset
            do {
                if let frame = try decoder.decode(event) { frames.append(frame) }
            } catch {
                throw .decoding(location(index), error)
            }
        }
        return frames
    }
}
