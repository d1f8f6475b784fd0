/// Group 5: rendering time per frame.
///
/// TO WIRE AT MERGE: TouchstoneRender (contact sheets, gesture plots) is being written in a parallel
/// branch. Replace the body with: replay a Recordings/ file, render each frame (or the sheet / plot)
/// `context.runs` times, and return the median time per rendered frame in ms (`better: .lower`).
func renderingBenchmark(_ context: BenchContext) -> [Figure] {
    [.plain("render", "Rendering time per frame", nil, "ms/frame", better: .lower, runs: 0,
            note: "not measured: TouchstoneRender lands in a parallel branch")]
}
