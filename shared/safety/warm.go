package safety

// Warm builds the detector's tables (the classifier's weights, the rules'
// automaton) ahead of the first screening. A Lambda function that screens
// calls it in the background as it starts (httpapi.Server.Warm). Calling it
// is optional: the first detection builds them too.
func Warm() {
	DetectInjection("Hi")
}
