package safety

// warmText is the shortest everyday message. Screening it builds what every
// screening needs (the detector's grammars and word lists, and the patterns
// any text reaches) and nothing that only a longer text would need: that is
// left to the texts that need it, and not spent while the first request
// competes for the same CPU (about 5 ms less to its first response than
// warming with a full sales sentence, under the Lambda Runtime API bench).
const warmText = "Hi"

// Warm builds the detector's tables ahead of the first real screening by
// screening a greeting, as GuardRoleplayInput does. A Lambda function that
// screens calls it in the background as it starts (httpapi.Server.Warm), so
// most of the first screening's cost (15 to 20 ms of CPU in a fresh
// process) overlaps with the runtime's first poll and the request's own I/O.
//
// Calling it is optional: detection builds the same tables on first use.
// Each is built behind its own sync.Once, so Warm is safe to run while
// requests screen text, a screening that needs a table Warm is building waits
// for it rather than building it again, and calling Warm twice costs one
// cheap screening.
func Warm() {
	GuardRoleplayInput(warmText, false)
}
