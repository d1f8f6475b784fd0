import Testing
import TouchstoneLinux

@Suite struct PlaybackScheduleTests {
    @Test func atRecordedTimesALateFrameIsFollowedByFramesThatCatchUp() {
        var schedule = PlaybackSchedule(start: 1_000_000, firstFrameTime: 0, keepsIntervals: false)
        #expect(schedule.due(8_000) == 1_008_000)
        schedule.wrote(8_000, at: 1_208_000)        // a 200 ms stall
        #expect(schedule.due(16_000) == 1_016_000)  // already past: written at once (a jump)
        schedule.wrote(16_000, at: 1_208_010)
        #expect(schedule.worstLateness == 200_000)
    }

    @Test func keepingIntervalsMovesTheRestBackByTheStall() {
        var schedule = PlaybackSchedule(start: 1_000_000, firstFrameTime: 4_000, keepsIntervals: true)
        #expect(schedule.due(4_000) == 1_000_000)
        schedule.wrote(4_000, at: 1_000_000)
        schedule.wrote(12_000, at: 1_208_000)       // due 1_008_000: 200 ms late
        #expect(schedule.due(20_000) == 1_216_000)  // still 8 ms after the late one
        schedule.wrote(20_000, at: 1_216_500)
        #expect(schedule.due(28_000) == 1_224_500)
        #expect(schedule.worstLateness == 200_000)
        #expect(schedule.shift == 200_500)
    }
}
